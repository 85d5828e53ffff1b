//! The one vocabulary of the game: everything done at the table, as the [`Table`] receives it.
//!
//! A player's click, a key, a line of a journal, a move of a PGN and the arbiter's decision all
//! become an [`Event`]: a moment and an [`EventKind`]. The names say who acts: the player on
//! move at the board, either player, the arbiter, the clock, or the analysis beside the game.
//!
//! [`Table`]: super::Table

use shakmaty::{Color, Square, uci::UciMove};

use crate::clock::{AdjustReason, Adjustment};
use crate::laws::arbiter::{Annulment, Ground};
use crate::laws::{Claim, Millis, Ruling, Score};

/// Something done at the table, at a moment of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// Milliseconds since the game started, from a monotonic clock. Never decreases.
    pub at: Millis,
    /// What was done.
    pub kind: EventKind,
}

impl Event {
    /// An event at `at` milliseconds after the start of the game.
    pub fn new(at: Millis, kind: EventKind) -> Event {
        Event { at, kind }
    }
}

/// The kinds of [`Event`].
///
/// Board actions (`Touch`, `Move`) belong to the player on move: the board is shared and only
/// the player on move may touch the pieces (4.3, 6.2.5). Everything a player does otherwise
/// names the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// The player on move touches the piece on `square` meaning to move or capture it (4.3).
    Touch {
        /// Where the piece stands.
        square: Square,
    },
    /// A player adjusts the piece on `square`, having said "j'adoube" first (4.2.1).
    Jadoube {
        /// The player adjusting.
        by: Color,
        /// Where the piece stands.
        square: Square,
    },
    /// The player on move releases a piece: from a square to a square, with the piece chosen
    /// for a promotion. Castling is the king moved two squares or onto its own rook.
    Move {
        /// The move.
        uci: UciMove,
    },
    /// A player presses the clock (6.2.1).
    PressClock {
        /// The player pressing.
        by: Color,
    },
    /// A player offers a draw (9.1.2.1).
    OfferDraw {
        /// The player offering.
        by: Color,
    },
    /// A player accepts the opponent's standing draw offer (5.2.3).
    AcceptDraw {
        /// The player accepting.
        by: Color,
    },
    /// A player declines the opponent's standing draw offer.
    DeclineDraw {
        /// The player declining.
        by: Color,
    },
    /// The player on move claims a draw (9.2, 9.3), optionally with the move they intend to
    /// make, written down first and not played (9.2.1.1, 9.3.1).
    Claim {
        /// The claimant.
        by: Color,
        /// Which draw.
        claim: Claim,
        /// The move written down with the claim.
        intended: Option<UciMove>,
    },
    /// The players, both confirming, stop the game: no result, recorded as abandoned (no
    /// Article provides for it; see [`crate::laws::Reason::Abandoned`]).
    Abandon,
    /// A player resigns (5.1.2).
    Resign {
        /// The player resigning.
        by: Color,
    },
    /// The player on move, in the quickplay finish, asks for a five-second increment
    /// (Guidelines III.4).
    RequestIncrement {
        /// The player asking.
        by: Color,
    },
    /// The player on move, in the quickplay finish, claims a draw (Guidelines III.5, III.6).
    QuickplayClaim {
        /// The claimant.
        by: Color,
    },
    /// The clocks are stopped to call the arbiter (6.11.2).
    Pause,
    /// The arbiter restarts the clocks (6.11.3).
    Resume,
    /// The arbiter changes a clock (6.10.2, 7.1, 12.5, 12.9).
    ClockAdjustment {
        /// What changes.
        adjustment: Adjustment,
        /// Why: the Article and the arbiter's note.
        reason: AdjustReason,
    },
    /// The arbiter rules on what waits (Guidelines III).
    ArbiterRuling(Ruling),
    /// The opponent of the player who completed an illegal move claims it, before making
    /// their own move (7.5.1, A.5.2).
    ClaimIllegal {
        /// The claimant.
        by: Color,
    },
    /// The arbiter acts: a decision, a penalty or a correction, with a remark for the record.
    Arbiter(ArbiterAct),
    /// The running side's flag is seen to have fallen on the table's clock (6.8); the app
    /// looks every frame.
    ObserveFlag,
    /// With no clock kept by the table (a game read from a PGN without times), someone reports
    /// that `side`'s flag has fallen (6.9).
    FlagReported {
        /// The side whose flag fell.
        side: Color,
    },
    /// The full analysis beside the game proved something after the fact ([`Proof`]).
    Analysis(Proof),
    /// The arbiter calls the adjournment: the player on move is to seal a move, their clock
    /// still running (Guidelines I.1.1). `session_ends_in`: how long after the call the session
    /// ends, so that a player sealing earlier is charged the time up to it (I.1.2).
    Adjourn {
        /// The time left in the session, if the arbiter gives it.
        session_ends_in: Option<Millis>,
    },
    /// The player on move seals `text`, their move written in `lang`'s notation and not played
    /// on the board; the clocks stop without the opponent's starting (I.1.1).
    SealMove {
        /// The player sealing: the one on move.
        by: Color,
        /// The notation the move is written in.
        lang: crate::notation::Lang,
        /// The move as written.
        text: String,
        /// When and where play resumes, as the arbiter wrote it for the envelope (I.2.7).
        resumption: String,
    },
    /// The arbiter opens the envelope, the player who answers being present (I.7): the sealed
    /// move as written is shown, with how it reads; nothing is played and the clocks stay
    /// stopped until the arbiter rules ([`EventKind::OpenEnvelope`],
    /// [`EventKind::EstablishSealed`]).
    UnsealEnvelope,
    /// The sealed move ruled on as it reads (opening the envelope first if it was not): played
    /// and the answering player's clock runs (I.9.1), or it loses (I.8).
    OpenEnvelope,
    /// The arbiter establishes what an ambiguous or unreadable sealed move means (I.8.1,
    /// I.8.2): this legal move, one of those an ambiguous text fits, is played as in I.9.1.
    EstablishSealed {
        /// The move the arbiter reads in the text.
        uci: UciMove,
    },
    /// The envelope is lost: play goes on from the position and times of the adjournment, the
    /// sealing player's clock running, and they make the move they say they sealed (I.12.1).
    EnvelopeLost,
}

/// What the full analysis (a [`crate::laws::MateWorker`]) proved after the fact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Proof {
    /// The position after `plies` moves was dead (5.2.2): the game ended there, even if play
    /// went on meanwhile.
    Dead {
        /// How many moves had been made.
        plies: usize,
    },
    /// `side` could never checkmate in the final position: a loss on time or by resignation
    /// against `side` becomes a draw (6.9, 5.1.2).
    CannotMate {
        /// The side that won on time or by resignation.
        side: Color,
    },
    /// The analysis could not decide whether `side` could checkmate in the final position: the
    /// loss on time or by resignation stands, and the record says so.
    Undecided {
        /// The side that won on time or by resignation.
        side: Color,
    },
}

/// What the arbiter does at the table, and the remark the record keeps with it. Changes to
/// the clocks are [`EventKind::ClockAdjustment`]s (6.10.2, 12.9.2, 12.9.3).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ArbiterAct {
    /// What is done.
    pub act: Act,
    /// Anything the arbiter wants the record to say; may be empty.
    #[serde(default)]
    pub remark: String,
}

impl ArbiterAct {
    /// `act` with no remark.
    pub fn new(act: Act) -> ArbiterAct {
        ArbiterAct { act, remark: String::new() }
    }
}

/// The kinds of [`ArbiterAct`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Act {
    /// A warning (12.9.1).
    Warn {
        /// The player warned.
        #[serde(with = "crate::laws::colour::serde_word")]
        side: Color,
    },
    /// The game ends with this score on this ground (6.7.1, 11.3.2.2, 11.7, 11.8, 12.9.6), or a
    /// finished game's score changes (12.9.4, 12.9.5).
    End {
        /// Why.
        ground: Ground,
        /// What each player scores.
        score: Score,
    },
    /// The game is annulled, to be played again (7.2.1, 7.2.3).
    Annul(Annulment),
    /// The last `plies` moves are taken back (7.1). The clocks keep their times unless
    /// `times` sets them (White's, Black's); the move counters follow the moves.
    TakeBack {
        /// How many moves (plies) come off the board.
        plies: u32,
        /// The times the clocks show afterwards, White's and Black's.
        times: Option<(Millis, Millis)>,
    },
    /// The contact with the touched pieces was accidental (4.2.2).
    ReleaseTouch,
    /// The arbiter finds an illegal move completed (7.5.1), as a claim would.
    FindIllegalMove,
    /// The arbiter saw `side` complete their last move with both hands (7.5.4).
    TwoHands {
        /// The player who did.
        #[serde(with = "crate::laws::colour::serde_word")]
        side: Color,
    },
}
