//! The `escaque` command: the window by default, or one of the headless subcommands of
//! [`escaque::cli`]. The command line itself is defined in [`escaque::cli::args`] (which
//! `build.rs` also reads, for the man pages and completions); this file only acts on it.

use std::process::ExitCode;

use clap::Parser;
use escaque::cli;
use escaque::cli::args::{ClaimArg, Cli, Command, LangArg, PaperArg, Side};
use escaque::i18n::{Lang, Tr, args};
use escaque::laws::{Claim, Edition};
use escaque::record::adjudicate::Options;
use escaque::record::pdf::Paper;
use shakmaty::Color;

/// The language `--lang` names (`cli::args` accepts only the codes `Lang` knows).
fn lang(arg: LangArg) -> Lang {
    match arg {
        LangArg::Auto => Lang::detect(),
        LangArg::Code(code) => Lang::from_code(code).expect("cli::args::LANG_CODES are the codes of Lang::ALL"),
    }
}

fn color(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // The commands speak English unless told otherwise: scripts read them.
    let tr = Tr::new(cli.lang.map_or(Lang::En, lang));
    match cli.command {
        None => {
            let desktop = escaque::ui::AppConfig::desktop();
            let config = escaque::ui::AppConfig {
                quick_start: cli.quick_start,
                repaint_every_frame: cli.repaint_every_frame,
                envelope: cli.resume.clone(),
                system_lang: cli.lang.map_or(desktop.system_lang, lang),
                ..desktop
            };
            let tr = Tr::new(config.system_lang);
            match escaque::ui::run(config) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("{}", tr.t_args("cli-window-failed", &args([("error", e.to_string().into())])));
                    eprintln!("{}", tr.t("cli-headless-hint"));
                    ExitCode::from(1)
                }
            }
        }
        Some(Command::Scoresheet { pgn, game, output, paper, figurines }) => {
            let paper = match paper {
                PaperArg::A4 => Paper::A4,
                PaperArg::Letter => Paper::Letter,
            };
            cli::scoresheet(tr, &pgn, game, &output, paper, figurines)
        }
        Some(Command::Verify { pgn, game, key }) => cli::verify(tr, &pgn, game, key.as_deref()),
        Some(Command::Replay { journal }) => cli::replay(tr, &journal),
        Some(Command::Adjudicate {
            file,
            game,
            flag,
            resign,
            claim,
            intended,
            clocks,
            edition,
            wooden_board,
            claim_illegal,
            supervised,
        }) => {
            let options = Options {
                flag: flag.map(color),
                resign: resign.map(color),
                claim: claim.map(|c| match c {
                    ClaimArg::Threefold => Claim::Threefold,
                    ClaimArg::FiftyMoves => Claim::FiftyMoves,
                }),
                intended,
                edition: Edition::from_year(edition).expect("cli::args::EDITION_YEARS are the years of Edition::ALL"),
                wooden_board,
                claim_illegal,
                supervised,
                game,
            };
            cli::adjudicate(tr, file.as_deref(), &options, clocks)
        }
        Some(Command::Unwinnable { seconds, megabytes, solve_one }) => {
            cli::unwinnable(tr, seconds, megabytes, solve_one)
        }
        Some(Command::Evening { folder, pgn, trf, trf_2026, pdf }) => {
            let files = cli::EveningFiles { pgn, trf, trf_2026, pdf };
            cli::evening(tr, &folder, &files)
        }
        Some(Command::Follow { paths }) => {
            use escaque::ui::follow::{self, FollowConfig};
            let lang = cli.lang.map_or_else(Lang::detect, lang);
            let time = std::sync::Arc::new(escaque::platform::time::SystemTime::default());
            match follow::run(FollowConfig { sources: paths, lang, time }) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    let tr = Tr::new(lang);
                    eprintln!("{}", tr.t_args("cli-window-failed", &args([("error", e.to_string().into())])));
                    ExitCode::from(1)
                }
            }
        }
    }
}
