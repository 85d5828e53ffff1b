//! The `escaque` command: headless subcommands for arbiters and scripts.

use std::io::Read;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use escaque::adjudicate::{Options, adjudicate};
use escaque::laws::Claim;
use shakmaty::Color;

#[derive(Parser)]
#[command(name = "escaque", version, about = "Over-the-board chess on one screen, with a FIDE arbiter")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Replay a PGN game under the 2023 Laws and print `result=... reason=...`.
    Adjudicate {
        /// The PGN file; `-` or nothing reads standard input.
        file: Option<String>,
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
    },
    /// Read one FEN a line on stdin; print who can still checkmate: none, white, black, both
    /// (unknown if the node limit was reached). A bad line prints `error: line N: ...`; exit 2.
    Unwinnable,
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

fn read_input(file: Option<&str>) -> Result<String, String> {
    match file {
        None | Some("-") => {
            let mut text = String::new();
            std::io::stdin().read_to_string(&mut text).map_err(|e| format!("cannot read standard input: {e}"))?;
            Ok(text)
        }
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}")),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => {
            // The window arrives with the app issue; until then, say what there is.
            println!("Escaque {}: the window is not built yet. Headless commands:", env!("CARGO_PKG_VERSION"));
            println!("  escaque adjudicate [FILE|-] [--flag white|black] [--resign white|black]");
            println!("                     [--claim threefold|fifty-moves [--intended SAN]]");
            println!("  escaque unwinnable < FENS");
            println!("Run `escaque --help` for details.");
            ExitCode::SUCCESS
        }
        Some(Command::Adjudicate { file, flag, resign, claim, intended }) => {
            let text = match read_input(file.as_deref()) {
                Ok(text) => text,
                Err(e) => {
                    eprintln!("escaque adjudicate: {e}");
                    return ExitCode::from(2);
                }
            };
            let options = Options {
                flag: flag.map(Color::from),
                resign: resign.map(Color::from),
                claim: claim.map(|c| match c {
                    ClaimArg::Threefold => Claim::Threefold,
                    ClaimArg::FiftyMoves => Claim::FiftyMoves,
                }),
                intended,
            };
            match adjudicate(&text, &options) {
                Ok(verdict) => {
                    println!("{verdict}");
                    for remark in &verdict.remarks {
                        eprintln!("note: {remark}");
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("escaque adjudicate: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Some(Command::Unwinnable) => {
            let run = escaque::unwinnable_cli::run(
                std::io::stdin().lock(),
                &mut std::io::stdout().lock(),
                &mut std::io::stderr(),
            );
            match run {
                Ok(summary) if summary.errors == 0 => ExitCode::SUCCESS,
                Ok(_) => ExitCode::from(2),
                Err(e) => {
                    eprintln!("escaque unwinnable: {e}");
                    ExitCode::from(2)
                }
            }
        }
    }
}
