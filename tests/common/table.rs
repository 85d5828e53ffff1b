//! The one table driver of the table and law tests: moves and clock presses on a [`Table`] at
//! the game time a test gives (milliseconds since the start; nothing reads a clock), each
//! refusal a panic that names the move.
//!
//! [`Play::play`] is how a player with a clock plays: the move, and the mover's press at the same
//! instant unless the move ended the game. The variants are named for what they do otherwise:
//! [`Play::play_pressed`] presses whatever the move did, [`Play::play_press_after`] presses a
//! little later, [`Play::play_offering`] offers a draw before pressing,
//! [`Play::play_no_press`] leaves the move to be completed later (6.2.1).
//! [`Play::mv`], [`Play::press`] and [`Play::apply_at`] give the table's answer instead of
//! panicking, for tests about refusals.

use escaque::laws::{Millis, Status};
use escaque::table::{Event, EventKind, Notice, Refusal, Table};
use shakmaty::Color;
use shakmaty::uci::UciMove;

/// A move as a test writes it: UCI text ("e2e4", "e7e8q") or a [`UciMove`].
pub trait Uci {
    fn uci(self) -> UciMove;
}

impl Uci for &str {
    fn uci(self) -> UciMove {
        self.parse().unwrap_or_else(|e| panic!("{self} is no UCI move: {e}"))
    }
}

impl Uci for &&str {
    fn uci(self) -> UciMove {
        (*self).uci()
    }
}

impl Uci for &String {
    fn uci(self) -> UciMove {
        self.as_str().uci()
    }
}

impl Uci for &UciMove {
    fn uci(self) -> UciMove {
        *self
    }
}

/// Moves and presses on a table at given times.
pub trait Play {
    /// The move `m` at `at`, then the mover presses their clock at the same instant, unless the
    /// move ended the game or left it waiting for the arbiter (the status is no longer
    /// ongoing). Panics if the move or the press is refused.
    fn play(&mut self, at: Millis, m: impl Uci);

    /// The move `m` and the mover's press, both at `at`, the press made whatever the move did
    /// (after an ending it is refused, and the test fails there). Panics if either is refused.
    fn play_pressed(&mut self, at: Millis, m: impl Uci);

    /// The move `m` at `at` and the mover's press `after` milliseconds later, the press made
    /// whatever the move did. Panics if either is refused.
    fn play_press_after(&mut self, at: Millis, m: impl Uci, after: Millis);

    /// The move `m`, a draw offer by the mover (after the move and before the press, 9.1.2.1)
    /// and the mover's press, all at `at`. Panics if any is refused.
    fn play_offering(&mut self, at: Millis, m: impl Uci);

    /// The move `m` at `at` and no press: the move is made, not yet completed (6.2.1). Panics if
    /// it is refused.
    fn play_no_press(&mut self, at: Millis, m: impl Uci);

    /// The move `m` at `at`, as the table answers it.
    fn mv(&mut self, at: Millis, m: impl Uci) -> Result<Vec<Notice>, Refusal>;

    /// `by` presses their clock at `at`, as the table answers it.
    fn press(&mut self, at: Millis, by: Color) -> Result<Vec<Notice>, Refusal>;

    /// Any event `kind` at `at`, as the table answers it.
    fn apply_at(&mut self, at: Millis, kind: EventKind) -> Result<Vec<Notice>, Refusal>;
}

impl Play for Table {
    fn play(&mut self, at: Millis, m: impl Uci) {
        let by = self.game().turn();
        self.play_no_press(at, m);
        if self.game().status() == Status::Ongoing {
            self.press(at, by).unwrap_or_else(|r| panic!("the press at {at}: {r}"));
        }
    }

    fn play_pressed(&mut self, at: Millis, m: impl Uci) {
        self.play_press_after(at, m, 0);
    }

    fn play_press_after(&mut self, at: Millis, m: impl Uci, after: Millis) {
        let by = self.game().turn();
        self.play_no_press(at, m);
        self.press(at + after, by).unwrap_or_else(|r| panic!("the press at {}: {r}", at + after));
    }

    fn play_offering(&mut self, at: Millis, m: impl Uci) {
        let by = self.game().turn();
        self.play_no_press(at, m);
        self.apply_at(at, EventKind::OfferDraw { by }).unwrap_or_else(|r| panic!("the offer at {at}: {r}"));
        self.press(at, by).unwrap_or_else(|r| panic!("the press at {at}: {r}"));
    }

    fn play_no_press(&mut self, at: Millis, m: impl Uci) {
        let uci = m.uci();
        self.mv(at, &uci).unwrap_or_else(|r| panic!("{uci} at {at}: {r}"));
    }

    fn mv(&mut self, at: Millis, m: impl Uci) -> Result<Vec<Notice>, Refusal> {
        self.apply_at(at, EventKind::Move { uci: m.uci() })
    }

    fn press(&mut self, at: Millis, by: Color) -> Result<Vec<Notice>, Refusal> {
        self.apply_at(at, EventKind::PressClock { by })
    }

    fn apply_at(&mut self, at: Millis, kind: EventKind) -> Result<Vec<Notice>, Refusal> {
        self.apply(Event::new(at, kind))
    }
}
