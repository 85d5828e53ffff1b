//! Helpers shared by the law tests: build games from FEN and feed them events tersely, through
//! the table (the one way to drive a game), with no clock kept unless a test asks for one.
#![allow(dead_code)]

use std::sync::Arc;

use escaque::clock::TimeControls;
use escaque::laws::{DrawOffers, Edition, MateOracle, Status};
use escaque::table::{Event, EventKind, Game, Notice, Refusal, Setup, Table};
use shakmaty::{Color, Position, Square, uci::UciMove};

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

pub struct Driver {
    pub table: Table,
    pub at: u64,
}

impl Driver {
    pub fn new(table: Table) -> Driver {
        Driver { table, at: 0 }
    }
    pub fn game(&self) -> &Game {
        self.table.game()
    }
    pub fn apply(&mut self, kind: EventKind) -> Result<Vec<Notice>, Refusal> {
        self.at += 1_000;
        self.table.apply(Event::new(self.at, kind))
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
    /// Moves and presses, as a player with the clock does; panics if refused.
    pub fn play(&mut self, moves: &str) {
        for m in moves.split_whitespace() {
            let by = self.game().position().turn();
            self.mv(m).unwrap_or_else(|r| panic!("{m}: {r}"));
            if self.game().status() == Status::Ongoing {
                self.press(by).unwrap();
            }
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

pub fn position(fen: &str) -> shakmaty::Chess {
    fen.parse::<shakmaty::fen::Fen>().unwrap().into_position(shakmaty::CastlingMode::Standard).unwrap()
}

/// Runs the real `escaque` binary with `args` from the project's folder, `input` on its
/// standard input. A command that fails before reading its input closes the pipe: that is its
/// answer, not the test's failure.
pub fn escaque(args: &[&str], input: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_escaque"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Err(e) = child.stdin.take().unwrap().write_all(input.as_bytes()) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().unwrap()
}
