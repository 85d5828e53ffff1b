//! Helpers shared by the law tests: build games from FEN and feed them events tersely, through
//! the table (the one way to drive a game), with no clock kept unless a test asks for one. The
//! table driver at given times is [`table::Play`]; [`Driver`] keeps the time itself.
#![allow(dead_code)]

pub mod dbus;
pub mod dirs;
pub mod evening;
pub mod table;

#[allow(unused_imports)] // each test file takes the one it needs
pub use dirs::{data_dir, kept_dir, temp_path};
pub use table::Play;

use std::sync::Arc;

use escaque::clock::TimeControls;
use escaque::laws::{DrawOffers, Edition, MateOracle, Status};
use escaque::table::{Event, EventKind, Game, Notice, Refusal, Setup, Table};
use shakmaty::{Color, Square, uci::UciMove};

/// The rules a law test plays under: those of [`Setup`] that the laws read.
#[derive(Clone, Copy, Debug)]
pub struct Rules {
    pub edition: Edition,
    pub touch_move: bool,
    pub draw_offers: DrawOffers,
    pub press_with_move: bool,
    /// A time control for both (PGN syntax), where the category matters; no clock by default.
    pub control: Option<&'static str>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            edition: Edition::Fide2023,
            touch_move: true,
            draw_offers: DrawOffers::Allowed,
            press_with_move: false,
            control: None,
        }
    }
}

pub fn setup_with(rules: Rules, fen: Option<&str>) -> Setup {
    Setup {
        edition: rules.edition,
        touch_move: rules.touch_move,
        draw_offers: rules.draw_offers,
        press_with_move: rules.press_with_move,
        controls: rules.control.map(|c| TimeControls::same(c.parse().unwrap())),
        ..Setup::untimed(fen.map(str::to_owned))
    }
}

pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

pub fn uci(text: &str) -> UciMove {
    text.parse().unwrap()
}

/// A table and its time: each event a second after the last.
pub struct Driver {
    pub table: Table,
    /// The time of the last event.
    pub at: u64,
    /// The events the table accepted, in order.
    pub events: Vec<Event>,
}

impl Driver {
    pub fn new(table: Table) -> Driver {
        Driver { table, at: 0, events: Vec::new() }
    }
    pub fn game(&self) -> &Game {
        self.table.game()
    }
    /// `kind` a second after the last event, as the table answers it.
    pub fn apply(&mut self, kind: EventKind) -> Result<Vec<Notice>, Refusal> {
        self.at += 1_000;
        let event = Event::new(self.at, kind);
        let result = self.table.apply(event.clone());
        if result.is_ok() {
            self.events.push(event);
        }
        result
    }
    pub fn touch(&mut self, square: &str) -> Result<Vec<Notice>, Refusal> {
        self.apply(EventKind::Touch { square: sq(square) })
    }
    pub fn mv(&mut self, m: &str) -> Result<Vec<Notice>, Refusal> {
        self.apply(EventKind::Move { uci: uci(m) })
    }
    pub fn press(&mut self, by: Color) -> Result<Vec<Notice>, Refusal> {
        self.apply(EventKind::PressClock { by })
    }
    /// How the game ended: result, reason and Article; panics if it goes on.
    pub fn ending(&self) -> (escaque::laws::GameResult, escaque::laws::Reason, escaque::laws::Article) {
        let e = self.game().status().ending().expect("the game should be over");
        (e.result, e.reason, e.article)
    }
    /// The moves `moves` (UCI, by spaces) as [`Play::play`] plays each, as a player with the
    /// clock does, but a second apart: the move a second after the last event, the mover's press
    /// a second after the move, unless the move ended the game or left it waiting for the
    /// arbiter. Panics if a move or a press is refused.
    pub fn play(&mut self, moves: &str) {
        for m in moves.split_whitespace() {
            let by = self.game().turn();
            self.mv(m).unwrap_or_else(|r| panic!("{m}: {r}"));
            if self.game().status() == Status::Ongoing {
                self.press(by).unwrap_or_else(|r| panic!("the press after {m}: {r}"));
            }
        }
    }
    /// [`Driver::play`], every press made whatever its move did, as [`Play::play_pressed`]
    /// does (after an ending it is refused, and the test fails there).
    pub fn play_pressed(&mut self, moves: &str) {
        for m in moves.split_whitespace() {
            let by = self.game().turn();
            self.mv(m).unwrap_or_else(|r| panic!("{m}: {r}"));
            self.press(by).unwrap_or_else(|r| panic!("the press after {m}: {r}"));
        }
    }
}

pub fn start() -> Driver {
    Driver::new(Table::new(Setup::untimed(None)).unwrap())
}

pub fn from_fen(fen: &str) -> Driver {
    Driver::new(Table::new(Setup::untimed(Some(fen.to_owned()))).unwrap())
}

pub fn with_oracle(fen: &str, oracle: Arc<dyn MateOracle>) -> Driver {
    Driver::new(Table::with_oracle(Setup::untimed(Some(fen.to_owned())), oracle).unwrap())
}

pub fn with_rules(rules: Rules, fen: Option<&str>) -> Driver {
    Driver::new(Table::new(setup_with(rules, fen)).unwrap())
}

/// The position of `fen` (standard castling); panics naming a FEN that is none.
pub fn position(fen: &str) -> shakmaty::Chess {
    fen.parse::<shakmaty::fen::Fen>()
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The `i`-th legal move of the table's position (counted round, so any `i` names one), as
/// UCI in the game's castling mode; none when there is no legal move.
pub fn legal(table: &Table, i: usize) -> Option<UciMove> {
    use shakmaty::Position;
    let moves = table.game().position().legal_moves();
    (!moves.is_empty()).then(|| moves[i % moves.len()].to_uci(table.setup().castling_mode()))
}

/// Every ruling an arbiter may give on a quickplay request (Guidelines III).
pub const RULINGS: [escaque::laws::Ruling; 6] = {
    use escaque::laws::Ruling;
    [
        Ruling::GrantIncrement,
        Ruling::RefuseIncrement,
        Ruling::Draw,
        Ruling::Postpone,
        Ruling::PostponeWithoutTime,
        Ruling::Reject,
    ]
};

/// The Article a touch-move refusal cites; panics on any other refusal.
pub fn touch_move_article(r: Refusal) -> escaque::laws::Article {
    match r {
        Refusal::TouchMove { article, .. } => article,
        other => panic!("expected a touch-move refusal, got {other:?}"),
    }
}

/// A club's live game (the live-file tests): 10 minutes + 5 s between `white` and `black`,
/// each pressing their own clock.
pub fn club_table(white: &str, black: &str) -> Table {
    let mut setup = Setup { white: white.to_owned(), black: black.to_owned(), ..Setup::default() };
    setup.controls = Some(TimeControls::same("600+5".parse().unwrap()));
    setup.press_with_move = false;
    Table::new(setup).unwrap()
}

/// The club evening's details for board `board` of round `round`, played on `date`.
pub fn club_info(date: &str, round: &str, board: u32) -> escaque::record::sheet::EventInfo {
    escaque::record::sheet::EventInfo {
        event: "Club evening".to_owned(),
        site: "Vigo".to_owned(),
        date: date.to_owned(),
        round: round.to_owned(),
        board: board.to_string(),
    }
}

/// The text of `name`, one of the PGN files written for the tests (`tests/pgn/`).
pub fn pgn_file(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/pgn/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// What a command that succeeded wrote on its standard output, as UTF-8; panics with its errors
/// if it failed.
pub fn stdout(out: &std::process::Output) -> String {
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout.clone()).expect("the output is UTF-8")
}

/// The real `escaque` binary started with `args` in the project's folder, its standard input,
/// output and errors piped.
fn spawn_escaque(args: &[&str]) -> std::process::Child {
    use std::process::{Command, Stdio};
    Command::new(env!("CARGO_BIN_EXE_escaque"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Runs the real `escaque` binary with `args` from the project's folder, `input` on its
/// standard input. A command that fails before reading its input closes the pipe: that is its
/// answer, not the test's failure.
pub fn escaque(args: &[&str], input: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = spawn_escaque(args);
    if let Err(e) = child.stdin.take().unwrap().write_all(input.as_bytes()) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().unwrap()
}

/// [`escaque`] with `input` given byte for byte (not necessarily text), and all of it taken: a
/// command that closes its input before reading it all fails the test.
pub fn escaque_bytes(args: &[&str], input: &[u8]) -> std::process::Output {
    use std::io::Write;
    let mut child = spawn_escaque(args);
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

/// What verifying the record `text` finds, read strictly as `escaque verify` reads it: a
/// record that cannot be read is a bad seal, with the reason.
pub fn check(text: &str) -> escaque::record::seal::Verification {
    use escaque::record::seal::{Verification, verify};
    match escaque::record::sheet::Scoresheet::from_pgn_strict(text) {
        Ok(sheet) => verify(&sheet),
        Err(e) => Verification::BadSeal(e.to_string()),
    }
}

/// `sheet` signed by both players, Uxía Fernández (White) and Jordi Puig (Black), on their pads
/// on 21 November 2026 (8.7).
pub fn signed_by_both(mut sheet: escaque::record::sheet::Scoresheet) -> escaque::record::sheet::Scoresheet {
    let signature = |name: &str| escaque::record::sheet::Signature {
        name: name.to_owned(),
        signed_at: "2026-11-21T19:02:00Z".to_owned(),
        strokes: vec![vec![(10, 10), (500, 250), (990, 20)]],
    };
    sheet.white_signature = Some(signature("Uxía Fernández"));
    sheet.black_signature = Some(signature("Jordi Puig"));
    sheet
}

/// What python-chess reads in the file `pgn`: for each game (none with errors), the line the
/// Python expression `line` makes of it, `game` the game and `h` its headers.
pub fn python_chess_lines(pgn: &std::path::Path, line: &str) -> Vec<String> {
    let script = format!(
        "import sys, chess.pgn\nwith open(sys.argv[1], encoding='utf-8') as f:\n    while True:\n        \
         game = chess.pgn.read_game(f)\n        if game is None:\n            break\n        \
         assert not game.errors, game.errors\n        h = game.headers\n        print({line})\n"
    );
    let out = std::process::Command::new("python3").arg("-c").arg(script).arg(pgn).output().expect("python3");
    assert!(out.status.success(), "python-chess: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_owned).collect()
}

/// What pgn-extract (Debian's package) writes when run with `args` on the file `pgn`, once it is
/// checked that it read the file without a complaint; its output is UTF-8.
pub fn pgn_extract(args: &[&str], pgn: &std::path::Path) -> String {
    let out = std::process::Command::new("/usr/games/pgn-extract")
        .args(args)
        .arg(pgn)
        .output()
        .expect("pgn-extract (Debian package pgn-extract)");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && stderr.trim().is_empty(), "pgn-extract complained: {stderr}");
    String::from_utf8(out.stdout).expect("pgn-extract writes UTF-8")
}
