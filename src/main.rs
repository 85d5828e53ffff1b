//! The `escaque` command: the window by default, or one of the headless subcommands of
//! [`escaque::cli`]. This file only reads the command line.

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use escaque::cli;
use escaque::i18n::{Lang, Tr, args};
use escaque::laws::{Claim, Edition};
use escaque::record::adjudicate::Options;
use escaque::record::pdf::Paper;
use shakmaty::Color;

#[derive(Parser)]
#[command(
    name = "escaque",
    version,
    about = "Over-the-board chess on one screen, with a FIDE arbiter",
    long_about = "Over-the-board chess on one screen, with a FIDE arbiter.\n\nWithout a command, opens the window."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Start a game at once with the remembered setup, or resume the unfinished one (used to
    /// measure the idle cost and to take screenshots).
    #[arg(long, hide = true)]
    quick_start: bool,
    /// Repaint every frame instead of only when a shown digit changes (to measure the cost).
    #[arg(long, hide = true)]
    repaint_every_frame: bool,
    /// The language of the remarks and errors the commands print for people: en, gl, es, pt,
    /// ca, or auto (the system's). English by default; the verdict line and PGN never change.
    /// For the window, the language chosen there (or the system's) unless this is given.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    lang: Option<LangArg>,
}

fn parse_edition(text: &str) -> Result<Edition, String> {
    text.parse::<u16>()
        .ok()
        .and_then(Edition::from_year)
        .ok_or_else(|| format!("Escaque knows the editions 2008, 2014 and 2023 of the Laws, not {text}"))
}

#[derive(Clone, Copy)]
enum LangArg {
    Auto,
    Lang(Lang),
}

fn parse_lang(text: &str) -> Result<LangArg, String> {
    if text.eq_ignore_ascii_case("auto") {
        return Ok(LangArg::Auto);
    }
    Lang::from_code(text)
        .map(LangArg::Lang)
        .ok_or_else(|| format!("Escaque speaks en, gl, es, pt and ca (or auto for the system's language), not {text}"))
}

impl LangArg {
    fn lang(self) -> Lang {
        match self {
            LangArg::Auto => Lang::detect(),
            LangArg::Lang(lang) => lang,
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Replay a PGN game under the Laws (2023 unless --edition says otherwise) and print
    /// `result=... reason=...`.
    Adjudicate {
        /// The PGN file; `-` or nothing reads standard input.
        file: Option<String>,
        /// Which game of the file, counting from 1, when it holds several (as ChessBase, SCID
        /// and lichess export them); without it, a file of several games lists them.
        #[arg(long, value_name = "N")]
        game: Option<usize>,
        /// This side's flag falls after the last move (Article 6.9).
        #[arg(long, value_enum, conflicts_with_all = ["resign", "claim"])]
        flag: Option<Side>,
        /// This side resigns after the last move (Article 5.1.2).
        #[arg(long, value_enum, conflicts_with = "claim")]
        resign: Option<Side>,
        /// The player on move claims a draw (Articles 9.2, 9.3).
        #[arg(long, value_enum)]
        claim: Option<ClaimArg>,
        /// The move written down with the claim, in English SAN (Articles 9.2.1.1, 9.3.1).
        #[arg(long, requires = "claim")]
        intended: Option<String>,
        /// Run the clock too: the TimeControl tag and each move's [%emt] drive it (or, where a
        /// move has none, its [%clk] as lichess writes it); print the game afterwards with
        /// [%clk] after every move.
        #[arg(long, conflicts_with = "flag")]
        clocks: bool,
        /// The edition of the Laws the game was played under: 2008, 2014 or 2023.
        #[arg(long, value_name = "YEAR", default_value = "2023", value_parser = parse_edition)]
        edition: Edition,
        /// The game was played on a board that takes illegal moves (Article 7.5): a move the
        /// Laws do not allow is made as a hand would make it (the piece of that kind that can
        /// reach the square; castling moves king and rook; a pawn on the last rank with no
        /// piece written is a promotion not completed) instead of being refused.
        #[arg(long)]
        wooden_board: bool,
        /// With --wooden-board: the opponent claims each illegal move before making their own
        /// (Articles 7.5.1, A.5.2); the position is reinstated, the penalty follows, and the
        /// next move in the PGN is the offender's replacement move.
        #[arg(long, requires = "wooden_board")]
        claim_illegal: bool,
        /// With --wooden-board: rapid or blitz under adequate supervision (Articles A.4, B.2).
        #[arg(long, requires = "wooden_board")]
        supervised: bool,
    },
    /// Rebuild a game from its journal and print it as PGN, with the clock after every move.
    Replay {
        /// The journal file.
        journal: std::path::PathBuf,
    },
    /// Print a game's scoresheet as PDF: moves, clocks, (=) marks, result, signatures, the
    /// final position and a QR code of the moves.
    Scoresheet {
        /// The game, as PGN (signatures are taken from it when present).
        pgn: std::path::PathBuf,
        /// Which game of the file, counting from 1, when it holds several (as ChessBase, SCID
        /// and lichess export them); without it, a file of several games lists them.
        #[arg(long, value_name = "N")]
        game: Option<usize>,
        /// The PDF to write.
        #[arg(short, long)]
        output: std::path::PathBuf,
        /// Paper size.
        #[arg(long, value_enum, default_value = "a4")]
        paper: PaperArg,
        /// Figurines instead of the language's piece letters.
        #[arg(long)]
        figurines: bool,
    },
    /// Check a sealed PGN: exit 0 if the record is as it was sealed, 1 if it was altered.
    Verify {
        /// The sealed PGN.
        pgn: std::path::PathBuf,
        /// Which game of the file, counting from 1, when the sealed record is one of several
        /// games; without it, the file must hold the sealed record alone.
        #[arg(long, value_name = "N")]
        game: Option<usize>,
    },
    /// Read one FEN a line on stdin; print who can still checkmate: none, white, black, both
    /// (unknown if the node limit was reached). A bad line prints `error: line N: ...`; exit 2.
    Unwinnable,
}

#[derive(Clone, Copy, ValueEnum)]
enum PaperArg {
    A4,
    Letter,
}

#[derive(Clone, Copy, ValueEnum)]
enum Side {
    White,
    Black,
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum ClaimArg {
    Threefold,
    FiftyMoves,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // The commands speak English unless told otherwise: scripts read them.
    let tr = Tr::new(cli.lang.map_or(Lang::En, LangArg::lang));
    match cli.command {
        None => {
            let desktop = escaque::ui::AppConfig::desktop();
            let config = escaque::ui::AppConfig {
                quick_start: cli.quick_start,
                repaint_every_frame: cli.repaint_every_frame,
                system_lang: cli.lang.map_or(desktop.system_lang, LangArg::lang),
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
        Some(Command::Verify { pgn, game }) => cli::verify(tr, &pgn, game),
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
                flag: flag.map(Color::from),
                resign: resign.map(Color::from),
                claim: claim.map(|c| match c {
                    ClaimArg::Threefold => Claim::Threefold,
                    ClaimArg::FiftyMoves => Claim::FiftyMoves,
                }),
                intended,
                edition,
                wooden_board,
                claim_illegal,
                supervised,
                game,
            };
            cli::adjudicate(tr, file.as_deref(), &options, clocks)
        }
        Some(Command::Unwinnable) => cli::unwinnable(tr),
    }
}
