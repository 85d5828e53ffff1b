//! The headless commands: what `escaque adjudicate`, `unwinnable`, `replay`, `scoresheet`,
//! `verify` and `evening` do, for arbiters and scripts (`src/main.rs` only reads the command line). Each
//! prints what scripts read (a verdict line, PGN, a verification line) on standard output, and
//! what people read on standard error, in the language asked for with `--lang` (English by
//! default).

/// The command line's clap definitions, shared with `build.rs` (the man page and completions).
pub mod args;
pub mod unwinnable;

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use fluent_bundle::FluentValue;

use crate::i18n::{Tr, args, describe};
use crate::record::adjudicate::{self, Options};
use crate::record::pdf::Paper;
use crate::record::pgn::{decode, read_game_numbered};
use crate::record::verify::Checked;
use crate::record::seal::{self, Verification};
use crate::record::sheet::Scoresheet;

/// Exit status 2: the input could not be used.
fn bad_input() -> ExitCode {
    ExitCode::from(2)
}

fn io_error(e: &std::io::Error) -> FluentValue<'static> {
    e.to_string().into()
}

fn cannot_read(tr: Tr, command: &str, path: &Path, e: &std::io::Error) -> ExitCode {
    let text =
        tr.t_args("cli-cannot-read-file", &args([("path", path.display().to_string().into()), ("error", io_error(e))]));
    eprintln!("escaque {command}: {text}");
    bad_input()
}

/// `escaque adjudicate`: the verdict line (and with `clocks` the game as PGN with `[%clk]`) on
/// standard output, remarks for the arbiter on standard error.
pub fn adjudicate(tr: Tr, file: Option<&str>, options: &Options, clocks: bool) -> ExitCode {
    // The remarks cite the Articles as the edition the game is judged under numbers them.
    let tr = tr.with_edition(options.edition);
    let text = match file {
        None | Some("-") => {
            let mut bytes = Vec::new();
            match std::io::stdin().read_to_end(&mut bytes) {
                Ok(_) => decode(&bytes).0,
                Err(e) => {
                    eprintln!(
                        "escaque adjudicate: {}",
                        tr.t_args("cli-cannot-read-stdin", &args([("error", io_error(&e))]))
                    );
                    return bad_input();
                }
            }
        }
        Some(path) => match std::fs::read(path) {
            Ok(bytes) => decode(&bytes).0,
            Err(e) => return cannot_read(tr, "adjudicate", Path::new(path), &e),
        },
    };
    let outcome = if clocks {
        adjudicate::adjudicate_with_clocks(&text, options).map(|c| (c.verdict, Some(c.pgn)))
    } else {
        adjudicate::adjudicate(&text, options).map(|v| (v, None))
    };
    match outcome {
        Ok((verdict, pgn)) => {
            println!("{verdict}");
            if let Some(pgn) = pgn {
                print!("{pgn}");
            }
            for remark in &verdict.remarks {
                eprintln!("{}", tr.t_args("cli-note", &args([("text", describe::remark(tr, remark).into())])));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("escaque adjudicate: {}", describe::pgn_error(tr, &e));
            bad_input()
        }
    }
}

/// `escaque replay`: the game of a journal as PGN, with the clock after every move.
pub fn replay(tr: Tr, journal: &Path) -> ExitCode {
    let replayed = crate::table::journal::read_file(journal).and_then(|recorded| {
        if recorded.torn_tail {
            eprintln!("{}", tr.t("cli-journal-torn"));
        }
        recorded.replay_telling_refusals()
    });
    match replayed {
        Ok((table, refused)) => {
            let tr = tr.with_edition(table.setup().edition);
            for (line, refusal) in refused {
                let why = describe::refusal_reason(tr, &refusal);
                eprintln!("{}", tr.t_args("cli-replay-refused", &args([("line", line.into()), ("why", why.into())])));
            }
            print!("{}", crate::record::sheet::table_pgn(&table));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("escaque replay: {}: {}", journal.display(), describe::journal_error(tr, &e));
            bad_input()
        }
    }
}

/// `escaque scoresheet`: the scoresheet of a PGN's game (`game`, from 1, in a file of several)
/// as PDF in the language of `tr`.
pub fn scoresheet(tr: Tr, pgn: &Path, game: Option<usize>, output: &Path, paper: Paper, figurines: bool) -> ExitCode {
    let text = match std::fs::read(pgn) {
        Ok(bytes) => decode(&bytes).0,
        Err(e) => return cannot_read(tr, "scoresheet", pgn, &e),
    };
    let sheet = match read_game_numbered(&text, game).and_then(|game| Scoresheet::from_game(&game, false)) {
        Ok(sheet) => sheet,
        Err(e) => {
            eprintln!("escaque scoresheet: {}: {}", pgn.display(), describe::pgn_error(tr, &e));
            return bad_input();
        }
    };
    let labels = crate::i18n::record::pdf_labels(tr);
    let notation = crate::notation::Notation { lang: tr.lang(), figurines };
    let bytes =
        crate::record::archive::sheet_pdf_at(&sheet, &labels, paper, notation, crate::record::print::now_secs());
    match crate::record::file::write_file(output, &bytes) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("escaque scoresheet: {}", crate::i18n::record::record_error(tr, &e));
            bad_input()
        }
    }
}

/// `escaque verify`: one line on standard output; exit 0 if the record is as it was sealed, 1
/// if it was altered. `game` (from 1) picks a sealed record out of a file of several games;
/// without it the file must hold the record alone. `key` (a fingerprint or a public key) is the
/// key the record must be sealed with: sealed with another, it is not intact.
pub fn verify(tr: Tr, pgn: &Path, game: Option<usize>, key: Option<&str>) -> ExitCode {
    let required = match key.map(|text| (text, seal::RequiredKey::parse(text))) {
        Some((text, None)) => {
            eprintln!(
                "escaque verify: {}",
                tr.t_args("cli-verify-not-a-key", &args([("key", text.to_owned().into())]))
            );
            return bad_input();
        }
        Some((_, required)) => required,
        None => None,
    };
    let bytes = match std::fs::read(pgn) {
        Ok(bytes) => bytes,
        Err(e) => return cannot_read(tr, "verify", pgn, &e),
    };
    // Saved again in another encoding (Latin-1, UTF-16), the record reads as the same text and
    // verifies; a changed byte reads as other text, which the seal refuses like any change.
    let text = decode(&bytes).0;
    // A number that names no game, or none for a file of several, is a wrong command, not an
    // altered record; a record with no seal tag was never sealed, however it is written.
    match crate::record::verify::check_record(&text, game, required.as_ref()) {
        Err(e) => {
            eprintln!("escaque verify: {}: {}", pgn.display(), describe::pgn_error(tr, &e));
            bad_input()
        }
        Ok(Checked::Unsealed) => {
            println!("{}", Verification::Unsealed);
            ExitCode::from(1)
        }
        Ok(Checked::Read { verification, .. }) => {
            println!("{verification}");
            match verification {
                Verification::Intact { .. } => ExitCode::SUCCESS,
                Verification::OtherKey { found, required } => {
                    let words = args([("found", found.into()), ("required", required.into())]);
                    eprintln!("escaque verify: {}", tr.t_args("cli-verify-other-key", &words));
                    ExitCode::from(1)
                }
                Verification::Altered { .. } | Verification::Unsealed | Verification::BadSeal(_) => ExitCode::from(1),
            }
        }
        Ok(Checked::Unreadable(e)) => {
            println!("altered: the record cannot be read as it was sealed ({e})");
            ExitCode::from(1)
        }
    }
}

/// How one of the evening's files is made: its bytes, or why it cannot be, in words.
type MakeFile<'a> = dyn Fn() -> Result<Vec<u8>, String> + 'a;

/// The files `escaque evening` writes, each where its option says.
#[derive(Clone, Debug, Default)]
pub struct EveningFiles {
    /// One PGN of every game.
    pub pgn: Option<std::path::PathBuf>,
    /// The TRF, 2016 layout.
    pub trf: Option<std::path::PathBuf>,
    /// The TRF, 2026 layout.
    pub trf_2026: Option<std::path::PathBuf>,
    /// The crosstable as PDF.
    pub pdf: Option<std::path::PathBuf>,
}

/// `escaque evening`: the evening's pairings and crosstable on standard output, in the language
/// of `tr` (the window shows the same text: [`crate::i18n::evening::report_text`]); with
/// `files`, the organiser's files written crash-safely, each named on standard error. Exit 2
/// when the folder cannot be read or a file written.
pub fn evening(tr: Tr, folder: &Path, files: &EveningFiles) -> ExitCode {
    use crate::evening::Report;
    use crate::i18n::evening as words;
    let report = match Report::read(folder) {
        Ok(report) => report,
        Err(e) => {
            eprintln!("escaque evening: {}", words::store_error(tr, &e));
            return bad_input();
        }
    };
    print!("{}", words::report_text(tr, &report));
    let trf = |made: Result<String, crate::evening::trf::TrfError>| {
        made.map(String::into_bytes).map_err(|e| {
            tr.t_args("cli-evening-trf-failed", &args([("error", words::trf_error(tr, &e).into())]))
        })
    };
    let outputs: [(&Option<std::path::PathBuf>, &MakeFile); 4] = [
        (&files.pgn, &|| Ok(report.pgn().into_bytes())),
        (&files.trf, &|| trf(report.trf_2016())),
        (&files.trf_2026, &|| trf(report.trf_2026())),
        (&files.pdf, &|| Ok(words::crosstable_pdf(tr, &report, crate::record::print::now_secs()))),
    ];
    let mut failed = false;
    for (path, make) in outputs {
        let Some(path) = path else { continue };
        let written = make().and_then(|bytes| {
            crate::record::file::write_file(path, &bytes).map_err(|e| crate::i18n::record::record_error(tr, &e))
        });
        match written {
            Ok(()) => eprintln!("{}", tr.t_args("cli-evening-written", &args([("path", path.display().to_string().into())]))),
            Err(why) => {
                eprintln!("escaque evening: {why}");
                failed = true;
            }
        }
    }
    if failed { bad_input() } else { ExitCode::SUCCESS }
}

/// `escaque unwinnable`: who can still checkmate, one FEN a line, the full search of each
/// position bounded by `seconds` and `megabytes` (issue 28; `unknown` beyond them). With
/// `solve_one`, the helper process of a bounded run: one position, no bound.
pub fn unwinnable(tr: Tr, seconds: f64, megabytes: u64, solve_one: bool) -> ExitCode {
    if solve_one {
        return unwinnable::solve_one(std::io::stdin().lock(), &mut std::io::stdout().lock());
    }
    let bound = std::env::current_exe().ok().map(|program| unwinnable::Bound {
        program,
        // A bound that is no number (clap reads "nan") is no bound: the least one, not a panic.
        time: std::time::Duration::from_secs_f64(if seconds.is_nan() { 0.0 } else { seconds.clamp(0.0, 1e6) }),
        bytes: megabytes.saturating_mul(1024 * 1024),
    });
    let run = unwinnable::run_bounded(
        std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr(),
        bound.as_ref(),
    );
    match run {
        Ok(summary) if summary.errors == 0 => ExitCode::SUCCESS,
        Ok(_) => bad_input(),
        Err(e) => {
            eprintln!("escaque unwinnable: {}", tr.t_args("cli-output-failed", &args([("error", io_error(&e))])));
            bad_input()
        }
    }
}
