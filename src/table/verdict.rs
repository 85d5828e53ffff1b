//! What the table answers to an event: [`Notice`]s when it is accepted, a [`Refusal`] when it
//! is not. Both name the Article they apply, so that the window can explain a decision in the
//! player's language (Article 11.9); the words themselves are in the Fluent files
//! (`crate::i18n::describe`).

use shakmaty::{Color, Square, san::SanPlus, uci::UciMove};

use crate::clock::{AdjustReason, Adjustment, ClockError, Flag, Press};
use crate::laws::arbiter::ArbiterRefusal;
use crate::laws::illegal::{Consequence, IllegalKind, NotAMove};
use crate::laws::{Article, Claim, Ending, Millis, Obligation, Pending, QuickplayRefusal, Ruling};

/// Something that happened because of an accepted event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The player on move touched a piece; this is the obligation now in force.
    Touched {
        /// Where the touched piece stands.
        square: Square,
        /// What the player must now do.
        obligation: Obligation,
        /// The Article that binds, when something binds.
        article: Option<Article>,
    },
    /// A piece was adjusted after "j'adoube" (4.2.1): no obligation follows.
    Jadoube {
        /// The player adjusting.
        by: Color,
        /// Where the piece stands.
        square: Square,
    },
    /// A move was made on the board; `ply` counts from 0.
    Moved {
        /// The player who moved.
        by: Color,
        /// The move in SAN.
        san: SanPlus,
        /// Its index in the game.
        ply: usize,
    },
    /// Chess960: the king's move, not yet completed, and now the rook's make one castling
    /// (Guidelines II.3.2.1); the castling replaces the king's move at `ply`.
    CastledByTwoMoves {
        /// The player castling.
        by: Color,
        /// The castling in SAN.
        san: SanPlus,
        /// Its index in the game: the king's move it replaces.
        ply: usize,
        /// II.3.2.1.
        article: Article,
    },
    /// A move was completed, by a clock press (6.2.1), by the next move (6.2.1.2) or because it
    /// ended the game (6.2.1.1).
    MoveCompleted {
        /// The player whose move it was.
        by: Color,
        /// How many moves that player has completed.
        moves: u32,
        /// How it was completed.
        article: Article,
    },
    /// The clock was pressed: the time the move used, the bonus, the period's time, the time
    /// shown.
    Pressed(Press),
    /// A draw offer was made. `proper_time` is false when it was not made between the offerer's
    /// move and their clock press: valid all the same, but see 11.5.
    DrawOffered {
        /// The player offering.
        by: Color,
        /// Made between the offerer's move and press.
        proper_time: bool,
        /// 9.1.2.1, or 9.1.2.3 for a claim standing as an offer.
        article: Article,
    },
    /// The standing draw offer was declined by `by`, in words or by touching a piece.
    DrawOfferDeclined {
        /// The player declining.
        by: Color,
        /// 9.1.2.1.
        article: Article,
    },
    /// A draw claim was found wrong; play goes on.
    ClaimRejected {
        /// The claimant.
        by: Color,
        /// The draw claimed.
        claim: Claim,
        /// 9.5.3.
        article: Article,
    },
    /// Time the Laws give a player as a penalty to the opponent (9.5.3, A.3); the table adds
    /// it to the clock.
    TimeAwarded {
        /// The player who gets the time.
        to: Color,
        /// How much.
        ms: Millis,
        /// The Article that gives it.
        article: Article,
    },
    /// A clock was changed by the arbiter, or as Guidelines III provides (III.4, III.5).
    ClockAdjusted {
        /// What changed.
        adjustment: Adjustment,
        /// Why.
        reason: AdjustReason,
    },
    /// The clocks were stopped (6.11.2).
    Paused,
    /// The clocks run again (6.11.3).
    Resumed,
    /// A flag fell (6.9).
    FlagFell(Flag),
    /// Something waits for the arbiter (Guidelines III).
    AwaitingArbiter(Pending),
    /// The game ended, or the arbiter changed how it ended (12.9.4, 12.9.5).
    GameOver(Ending),
    /// On a wooden board, the clock was pressed with no move made: the opponent's time runs,
    /// and the press waits to be dealt with as an illegal move (7.5.3).
    PressedWithoutMove {
        /// The player who pressed.
        by: Color,
    },
    /// An illegal move was dealt with (7.5): claimed by the opponent or found by the arbiter.
    /// The position before it was reinstated (for 7.5.2, the pawn became a queen).
    IllegalMoveDealtWith {
        /// The player who made it.
        offender: Color,
        /// The rule it broke.
        kind: IllegalKind,
        /// The move, as the scoresheet wrote it; `None` for a press with no move.
        san: Option<SanPlus>,
        /// The opponent who claimed it; `None` when the arbiter found it.
        claimed_by: Option<Color>,
        /// The penalty: time for the opponent, or the loss.
        consequence: Consequence,
        /// The moves taken off the board to reinstate the position, first to last.
        taken_back: Vec<SanPlus>,
        /// The pawn left on the last rank was made a queen (7.5.2; 2014 7.5.a), its move
        /// standing; in 2008 (7.4.a) the position before it is reinstated instead.
        queened: bool,
    },
    /// The arbiter took moves back (7.1); their SAN, first to last.
    TakenBack {
        /// Who made the first of them (the others alternate).
        first: Color,
        /// The moves taken back.
        moves: Vec<SanPlus>,
    },
    /// The arbiter warned a player (12.9.1).
    Warned {
        /// The player warned.
        side: Color,
    },
    /// The arbiter found the contact with the touched pieces accidental (4.2.2): no piece binds.
    TouchReleased,
}

/// Why an event was not accepted. A refused event changes nothing at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Events must come in time order.
    TimeRunsBackwards {
        /// The time of the last accepted event.
        last: Millis,
        /// The time of the refused one.
        at: Millis,
    },
    /// The game is over.
    GameOver(Ending),
    /// Play has stopped until the arbiter rules on what waits.
    AwaitingArbiter(Pending),
    /// There is no piece on the square.
    NoPiece(Square),
    /// Only the player on move may do this.
    NotOnMove {
        /// The player who tried.
        by: Color,
        /// The Article that reserves it to the player on move.
        article: Article,
    },
    /// Not a legal move in this position.
    IllegalMove {
        /// The move tried.
        uci: UciMove,
        /// The Article it breaks, as an arbiter would name it; `None` when the piece is not the
        /// mover's (a piece of the side that just moved, the opponent's).
        kind: Option<IllegalKind>,
        /// The mover's king was in check when it was tried.
        in_check: bool,
    },
    /// A pawn reaching the last rank needs the new piece chosen.
    PromotionPieceMissing {
        /// The move tried.
        uci: UciMove,
    },
    /// The move is legal but a touched piece binds the player to something else.
    TouchMove {
        /// The move tried.
        uci: UciMove,
        /// What binds.
        obligation: Obligation,
        /// The Article that binds.
        article: Article,
    },
    /// The clock was pressed by a player who has no move to complete.
    PressWithoutMove {
        /// The player who pressed.
        by: Color,
    },
    /// A player pressed their side of the clock while it was not running (the opponent's time
    /// runs): nothing stops, nothing starts, nothing to penalise (6.2.1).
    ClockNotRunning {
        /// The player who pressed.
        by: Color,
    },
    /// The opponent made a move and has not pressed for it: their time runs, and only their
    /// press starts this player's (6.2.2).
    OpponentNotPressed {
        /// The player who pressed.
        by: Color,
        /// 6.2.2.
        article: Article,
    },
    /// The tournament rules allow no draw offers in this game.
    DrawOffersForbidden,
    /// The tournament rules allow draw offers only from this move on.
    DrawOffersNotYet {
        /// The first move from which offers are allowed.
        from_move: u32,
    },
    /// This player's own offer is still standing.
    OfferAlreadyStanding {
        /// The offerer.
        by: Color,
    },
    /// The opponent's offer is standing: accept it instead of offering.
    OpponentOfferStanding {
        /// The player who tried to offer.
        by: Color,
    },
    /// There is no offer from the opponent to accept or decline.
    NoOfferToAnswer {
        /// The player who tried to answer.
        by: Color,
    },
    /// A draw by agreement needs both players to have made a move.
    AgreementTooEarly,
    /// The player touched a piece this move and so cannot claim until after moving.
    ClaimAfterTouch {
        /// The claimant.
        by: Color,
    },
    /// A late proof that changes nothing: the game had already ended at or before that point,
    /// or did not end in a way the proof can turn into a draw.
    NothingToRevise,
    /// The clock cannot do this.
    Clock(ClockError),
    /// A quickplay-finish request or claim that Guidelines III does not allow now.
    Quickplay(QuickplayRefusal),
    /// There is nothing for the arbiter to rule on, or not this ruling.
    NoSuchRuling {
        /// The ruling given.
        ruling: Ruling,
        /// What was waiting, if anything.
        pending: Option<Pending>,
    },
    /// III.4: the opponent has not yet answered the draw offer that the request makes.
    OfferUnanswered,
    /// No flag has fallen.
    NoFlag,
    /// The clocks are stopped: nothing is played until the arbiter restarts them (6.11.3).
    ClocksStopped,
    /// The table keeps this game's clock: a flag falls when the clock says so, not on report.
    ClockKeptHere,
    /// The table keeps no clock in this game.
    NoClock,
    /// The journal cannot be written (a full disk): nothing is played unrecorded, and the
    /// clocks are stopped until it can be written again.
    NotRecorded,
    /// Even on a wooden board, a hand cannot do this.
    NotAMove {
        /// The move tried.
        uci: UciMove,
        /// What a hand cannot do.
        problem: NotAMove,
    },
    /// A press with no move waits to be dealt with (7.5.3): claim it, or the arbiter acts.
    IdlePressWaits {
        /// The player who pressed.
        by: Color,
    },
    /// The arbiter's decision cannot be recorded as given.
    Arbiter(ArbiterRefusal),
    /// A step of an adjournment out of turn, or play while the game is adjourned (Guidelines I).
    Adjourn(crate::laws::adjourn::AdjournRefusal),
}

impl Refusal {
    /// The player whose press or move the refusal answers, where it names one (a move out of
    /// turn, a press with no move, a press on the side of the clock that is not running, a
    /// press before the opponent pressed for their move): the one it is said to. `None` for the
    /// rest, which answer the player on move.
    pub fn acted_by(&self) -> Option<Color> {
        match self {
            Refusal::NotOnMove { by, .. }
            | Refusal::PressWithoutMove { by }
            | Refusal::ClockNotRunning { by }
            | Refusal::OpponentNotPressed { by, .. } => Some(*by),
            _ => None,
        }
    }

    /// The Article behind the refusal, where one applies.
    pub fn article(&self) -> Option<Article> {
        Some(match self {
            Refusal::TimeRunsBackwards { .. }
            | Refusal::NoPiece(_)
            | Refusal::NothingToRevise
            | Refusal::Clock(_)
            | Refusal::NoFlag
            | Refusal::ClockKeptHere
            | Refusal::NoClock
            | Refusal::NotRecorded => return None,
            Refusal::NotAMove { problem: NotAMove::OwnPieceThere(_), .. } => Article::OWN_PIECE_ON_SQUARE,
            Refusal::NotAMove { .. } => Article::LEGAL_MOVE,
            Refusal::IdlePressWaits { .. } => Article::PRESS_WITHOUT_MOVE,
            Refusal::Arbiter(a) => a.article(),
            Refusal::Adjourn(a) => a.article(),
            Refusal::GameOver(e) => e.article,
            Refusal::AwaitingArbiter(Pending::Referred { article, .. }) => *article,
            Refusal::AwaitingArbiter(_) => Article::QUICKPLAY_CLAIM,
            Refusal::NotOnMove { article, .. }
            | Refusal::TouchMove { article, .. }
            | Refusal::OpponentNotPressed { article, .. } => *article,
            Refusal::IllegalMove { kind, .. } => kind.map_or(Article::LEGAL_MOVE, IllegalKind::article),
            Refusal::PromotionPieceMissing { .. } => Article::PROMOTION,
            Refusal::PressWithoutMove { .. } => Article::PRESS_WITHOUT_MOVE,
            Refusal::ClockNotRunning { .. } => Article::CLOCK_PRESS,
            Refusal::DrawOffersForbidden | Refusal::DrawOffersNotYet { .. } => Article::DRAW_OFFERS_RESTRICTED,
            Refusal::OfferAlreadyStanding { .. }
            | Refusal::OpponentOfferStanding { .. }
            | Refusal::NoOfferToAnswer { .. } => Article::DRAW_OFFER,
            Refusal::AgreementTooEarly => Article::AGREEMENT,
            Refusal::ClaimAfterTouch { .. } => Article::CLAIM_AFTER_TOUCH,
            Refusal::Quickplay(q) => q.article(),
            Refusal::NoSuchRuling { .. } => Article::QUICKPLAY_CLAIM,
            Refusal::OfferUnanswered => Article::QUICKPLAY_INCREMENT,
            Refusal::ClocksStopped => Article::CLOCKS_STOPPED,
        })
    }
}

from_variants!(Refusal { Clock(ClockError), Quickplay(QuickplayRefusal), Arbiter(ArbiterRefusal) });
impl std::error::Error for Refusal {}
