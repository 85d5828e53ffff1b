//! What the core answers to an event: [`Notice`]s when it is accepted, a [`Refusal`] when it is
//! not. Both name the Article they apply.

use std::fmt;

use shakmaty::{Color, Square, san::SanPlus, uci::UciMove};

use super::article::Article;
use super::event::Claim;
use super::outcome::Ending;
use super::rules::Millis;
use super::touch::Obligation;

/// Something that happened because of an accepted event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The player on move touched a piece; this is the obligation now in force.
    Touched { square: Square, obligation: Obligation, article: Option<Article> },
    /// A piece was adjusted (j'adoube): no obligation follows.
    Adjusted { by: Color, square: Square },
    /// A move was made on the board; `ply` counts from 0.
    Moved { by: Color, san: SanPlus, ply: usize },
    /// A move was completed, by a clock press (6.2.1), by the next move (6.2.1.2) or because it
    /// ended the game (6.2.1.1). `moves` is how many moves that side has completed.
    MoveCompleted { by: Color, moves: u32, article: Article },
    /// A draw offer was made. `proper_time` is false when it was not made between the offerer's
    /// move and their clock press: valid all the same, but see 11.5.
    DrawOffered { by: Color, proper_time: bool, article: Article },
    /// The standing draw offer was declined by `by`, in words or by touching a piece.
    DrawOfferDeclined { by: Color, article: Article },
    /// A draw claim was found wrong; play goes on.
    ClaimRejected { by: Color, claim: Claim, article: Article },
    /// Time to be added to a side's clock (a penalty in the opponent's favour).
    TimeAwarded { to: Color, ms: Millis, article: Article },
    /// The game ended.
    GameOver(Ending),
    /// Play stopped; the result waits for an arbiter (Guidelines III.5.2, III.6).
    Referred { by: Color, article: Article },
}

/// Why an event was not accepted. Nothing changes in the game when an event is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Events must come in time order.
    TimeRunsBackwards { last: Millis, at: Millis },
    /// The game is over.
    GameOver(Ending),
    /// Play has stopped until the arbiter rules on a claim; only a ruling is accepted.
    AwaitingRuling { article: Article },
    /// There is no piece on the square.
    NoPiece(Square),
    /// Only the player on move may do this.
    NotOnMove { by: Color, article: Article },
    /// Not a legal move in this position.
    IllegalMove { uci: UciMove },
    /// A pawn reaching the last rank needs the new piece chosen.
    PromotionPieceMissing { uci: UciMove },
    /// The move is legal but a touched piece binds the player to something else.
    TouchMove { uci: UciMove, obligation: Obligation, article: Article },
    /// The clock was pressed by a player who has no move to complete.
    PressWithoutMove { by: Color },
    /// The tournament rules allow no draw offers in this game.
    DrawOffersForbidden,
    /// The tournament rules allow draw offers only from this move on.
    DrawOffersNotYet { from_move: u32 },
    /// This player's own offer is still standing.
    OfferAlreadyStanding { by: Color },
    /// The opponent's offer is standing: accept it instead of offering.
    OpponentOfferStanding { by: Color },
    /// There is no offer from the opponent to accept or decline.
    NoOfferToAnswer { by: Color },
    /// A draw by agreement needs both players to have made a move.
    AgreementTooEarly,
    /// The player touched a piece this move and so cannot claim until after moving.
    ClaimAfterTouch { by: Color },
    /// The move written down with a claim is not legal here.
    IntendedMoveIllegal { uci: UciMove },
    /// A late proof that changes nothing: the game had already ended at or before that point,
    /// or did not end in a way the proof can turn into a draw.
    NothingToRevise,
}

impl Refusal {
    /// The Article behind the refusal, where one applies.
    pub fn article(&self) -> Option<Article> {
        Some(match self {
            Refusal::TimeRunsBackwards { .. } | Refusal::NoPiece(_) | Refusal::NothingToRevise => return None,
            Refusal::GameOver(e) => e.article,
            Refusal::AwaitingRuling { article } => *article,
            Refusal::NotOnMove { article, .. } | Refusal::TouchMove { article, .. } => *article,
            Refusal::IllegalMove { .. } | Refusal::IntendedMoveIllegal { .. } => Article::LEGAL_MOVE,
            Refusal::PromotionPieceMissing { .. } => Article::PROMOTION,
            Refusal::PressWithoutMove { .. } => Article::PRESS_WITHOUT_MOVE,
            Refusal::DrawOffersForbidden | Refusal::DrawOffersNotYet { .. } => Article::DRAW_OFFERS_RESTRICTED,
            Refusal::OfferAlreadyStanding { .. }
            | Refusal::OpponentOfferStanding { .. }
            | Refusal::NoOfferToAnswer { .. } => Article::DRAW_OFFER,
            Refusal::AgreementTooEarly => Article::AGREEMENT,
            Refusal::ClaimAfterTouch { .. } => Article::CLAIM_AFTER_TOUCH,
        })
    }
}

fn colour(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl fmt::Display for Obligation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Obligation::Free | Obligation::Released => f.write_str("any legal move is allowed"),
            Obligation::Move(sq) => write!(f, "the piece on {sq} was touched and must be moved"),
            Obligation::Capture(sq) => write!(f, "the piece on {sq} was touched and must be captured"),
            Obligation::CaptureWith { piece, target } => {
                write!(f, "the piece on {piece} must capture the piece on {target}")
            }
            Obligation::Castle(side) => write!(
                f,
                "king and rook were touched: the player must castle {}",
                if side.is_king_side() { "kingside" } else { "queenside" }
            ),
            Obligation::MoveKing => f.write_str("castling was intended but is illegal: another king move must be made"),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::TimeRunsBackwards { last, at } => {
                write!(f, "event at {at} ms comes before the previous one at {last} ms")
            }
            Refusal::GameOver(e) => write!(f, "the game is over: {} by {} (Article {})", e.result, e.reason, e.article),
            Refusal::AwaitingRuling { article } => {
                write!(f, "play has stopped until the arbiter rules on the claim (Guidelines {article})")
            }
            Refusal::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            Refusal::NotOnMove { by, article } => {
                write!(f, "{} is not on move (Article {article})", colour(*by))
            }
            Refusal::IllegalMove { uci } => write!(f, "{uci} is not a legal move here (Article 3.10.2)"),
            Refusal::PromotionPieceMissing { uci } => {
                write!(f, "{uci} reaches the last rank: choose the new piece (Article 3.7.5.1)")
            }
            Refusal::TouchMove { uci, obligation, article } => {
                write!(f, "{uci} is not allowed: {obligation} (Article {article})")
            }
            Refusal::PressWithoutMove { by } => {
                write!(f, "{} pressed the clock without making a move (Article 7.5.3)", colour(*by))
            }
            Refusal::DrawOffersForbidden => f.write_str("the tournament rules forbid draw offers (Article 9.1.1)"),
            Refusal::DrawOffersNotYet { from_move } => {
                write!(f, "the tournament rules allow draw offers from move {from_move} on (Article 9.1.1)")
            }
            Refusal::OfferAlreadyStanding { by } => {
                write!(f, "{}'s draw offer is still standing (Article 9.1.2.1)", colour(*by))
            }
            Refusal::OpponentOfferStanding { by } => write!(
                f,
                "{} has a draw offer from the opponent standing: accept or decline it (Article 9.1.2.1)",
                colour(*by)
            ),
            Refusal::NoOfferToAnswer { by } => {
                write!(f, "{} has no draw offer to answer (Article 9.1.2.1)", colour(*by))
            }
            Refusal::AgreementTooEarly => {
                f.write_str("a draw by agreement needs both players to have made a move (Article 5.2.3)")
            }
            Refusal::ClaimAfterTouch { by } => {
                write!(f, "{} touched a piece and cannot claim a draw this move (Article 9.4)", colour(*by))
            }
            Refusal::IntendedMoveIllegal { uci } => {
                write!(f, "the move written for the claim, {uci}, is not legal here (Article 3.10.2)")
            }
            Refusal::NothingToRevise => f.write_str("the proof changes nothing in this game"),
        }
    }
}

impl std::error::Error for Refusal {}
