// The command line of `escaque`, as clap definitions and nothing else: `src/main.rs` parses it,
// and `build.rs` includes this file (`include!`) to write the man page and the shell
// completions from the same definitions. So this file uses only `clap` and `std`, never the
// rest of the crate, and has no inner doc comment (which `include!` would refuse); the
// years and language codes it accepts are checked against the crate's own lists by tests.

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};

/// The editions of the Laws that `--edition` accepts, by year (as `Edition::ALL` has them).
pub const EDITION_YEARS: [u16; 3] = [2008, 2014, 2023];

/// The language codes that `--lang` accepts besides `auto` (as `Lang::ALL` has them).
pub const LANG_CODES: [&str; 5] = ["en", "gl", "es", "pt", "ca"];

/// The whole command line.
#[derive(Parser)]
#[command(
    name = "escaque",
    version,
    about = "Over-the-board chess on one screen, with a FIDE arbiter",
    long_about = "Over-the-board chess on one screen, with a FIDE arbiter.\n\nWithout a command, opens the window."
)]
pub struct Cli {
    /// The headless command, or none for the window.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Start a game at once with the remembered setup, or resume the unfinished one (used to
    /// measure the idle cost and to take screenshots).
    #[arg(long, hide = true)]
    pub quick_start: bool,
    /// Repaint every frame instead of only when a shown digit changes (to measure the cost).
    #[arg(long, hide = true)]
    pub repaint_every_frame: bool,
    /// The language of the remarks and errors the commands print for people: en, gl, es, pt,
    /// ca, or auto (the system's). English by default; the verdict line and PGN never change.
    /// For the window, the language chosen there (or the system's) unless this is given.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<LangArg>,
    /// Opens the window on the adjourned game of this envelope, to resume it (Guidelines I.5).
    #[arg(long, value_name = "FILE")]
    pub resume: Option<std::path::PathBuf>,
}

/// The clap definition of the whole command line, for the man page and the completions.
pub fn command() -> clap::Command {
    Cli::command()
}

/// `--edition YEAR`: a year of [`EDITION_YEARS`].
pub fn parse_edition(text: &str) -> Result<u16, String> {
    text.parse::<u16>()
        .ok()
        .filter(|year| EDITION_YEARS.contains(year))
        .ok_or_else(|| format!("Escaque knows the editions 2008, 2014 and 2023 of the Laws, not {text}"))
}

/// `--lang`: `auto`, or a language Escaque speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LangArg {
    /// The system's language.
    Auto,
    /// One of [`LANG_CODES`].
    Code(&'static str),
}

/// `--lang LANG`: `auto` in any case, or a code of [`LANG_CODES`], also with a region or an
/// encoding after it (`gl-ES`, `pt_BR.UTF-8`), as a locale is written.
pub fn parse_lang(text: &str) -> Result<LangArg, String> {
    if text.eq_ignore_ascii_case("auto") {
        return Ok(LangArg::Auto);
    }
    let primary = text.trim().split(['-', '_', '.', '@']).next().unwrap_or_default().to_ascii_lowercase();
    LANG_CODES
        .into_iter()
        .find(|code| *code == primary)
        .map(LangArg::Code)
        .ok_or_else(|| format!("Escaque speaks en, gl, es, pt and ca (or auto for the system's language), not {text}"))
}

/// The headless commands.
#[derive(Subcommand)]
pub enum Command {
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
        edition: u16,
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
        /// The key the record must be sealed with: its fingerprint (as the setup screen and the
        /// printed sheet show it, e.g. "3f2a 91c0 7d4e 22b8") or its public key. A record
        /// sealed with any other key is not intact (exit 1).
        #[arg(long, value_name = "FINGERPRINT")]
        key: Option<String>,
    },
    /// Read one FEN a line on stdin; print who can still checkmate: none, white, black, both
    /// (unknown if the node limit, the time or the memory bound was reached first). A bad line
    /// prints `error: line N: ...`; exit 2.
    Unwinnable {
        /// The most time the full search may take on one position, in seconds; beyond it the
        /// answer is unknown.
        #[arg(long, value_name = "SECONDS", default_value_t = 2.0)]
        seconds: f64,
        /// The most memory the full search may take on one position, in megabytes; beyond it
        /// the answer is unknown.
        #[arg(long, value_name = "MB", default_value_t = 256)]
        megabytes: u64,
        /// Internal: answer one position from stdin with no bound (the bounded run's helper
        /// process).
        #[arg(long, hide = true)]
        solve_one: bool,
    },
    /// Print a club evening's pairings and crosstable from its shared folder (the results of
    /// the sealed records that verify under their boards' registered keys, and those the
    /// arbiter entered by hand), and write the organiser's files.
    Evening {
        /// The evening's folder (the one holding evening.ron).
        folder: std::path::PathBuf,
        /// Write one PGN of every game of the evening here (Round "round.board", the players'
        /// FIDE IDs, the clocks as the sealed records have them).
        #[arg(long, value_name = "FILE")]
        pgn: Option<std::path::PathBuf>,
        /// Write FIDE's Tournament Report File here, in the 2016 layout, with the XXR line the
        /// pairing engines read.
        #[arg(long, value_name = "FILE")]
        trf: Option<std::path::PathBuf>,
        /// Write FIDE's Tournament Report File here, in the 2026 layout (with its encoded
        /// time-control line).
        #[arg(long = "trf-2026", value_name = "FILE")]
        trf_2026: Option<std::path::PathBuf>,
        /// Write the printable crosstable here, as PDF, in the language of --lang.
        #[arg(long, value_name = "FILE")]
        pdf: Option<std::path::PathBuf>,
    },
    /// Open the organiser's view: every game of the live PGN files in these folders (each
    /// *.pgn in them) or files, with its position, clocks and result, read again as the
    /// boards' laptops rewrite them. A folder of round folders (round-1/, round-2/…, as the
    /// live switch and a club evening write them) shows its current round: the highest one
    /// with a board's file, moving on as the next round's first file appears.
    Follow {
        /// Folders or PGN files to follow; more can be added in the window.
        paths: Vec<std::path::PathBuf>,
    },
}

/// `scoresheet --paper`. (The values have no doc comments: clap would show them in `--help`.)
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PaperArg {
    A4,
    Letter,
}

/// `adjudicate --flag` and `--resign`.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Side {
    White,
    Black,
}

/// `adjudicate --claim`: Article 9.2 (threefold) or 9.3 (fifty moves).
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ClaimArg {
    Threefold,
    FiftyMoves,
}
