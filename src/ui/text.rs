//! What the window says about the game, in words. (English for now: the translations move
//! these into Fluent files.)

use shakmaty::Color;

use crate::laws::{Ending, GameResult, Notice as LawsNotice, Reason};
use crate::table::{Notice, Pending, Refusal};

pub fn colour(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "1-0: Black is checkmated (Article 5.1.1)".
pub fn ending(e: &Ending) -> String {
    let loser = match e.result {
        GameResult::Win(w) => colour(!w),
        GameResult::Draw => "",
    };
    let why = match e.reason {
        Reason::Checkmate => format!("{loser} is checkmated"),
        Reason::Stalemate => "stalemate".to_owned(),
        Reason::DeadPosition => "dead position: neither side can checkmate".to_owned(),
        Reason::FivefoldRepetition => "the same position for the fifth time".to_owned(),
        Reason::SeventyFiveMoves => "75 moves each without a pawn move or a capture".to_owned(),
        Reason::Resignation => format!("{loser} resigns"),
        Reason::ResignationVsUnwinnable => {
            "resignation, but the opponent could never have checkmated: a draw".to_owned()
        }
        Reason::TimeForfeit => format!("{loser}'s flag fell"),
        Reason::TimeoutVsUnwinnable => "a flag fell, but the opponent could never checkmate: a draw".to_owned(),
        Reason::ThreefoldClaim => "threefold repetition, claimed".to_owned(),
        Reason::FiftyMovesClaim => "fifty moves without a pawn move or a capture, claimed".to_owned(),
        Reason::Agreement => "agreed".to_owned(),
        Reason::QuickplayFinish => "quickplay-finish claim upheld by the arbiter".to_owned(),
        Reason::ArbiterDecision => "the arbiter did not uphold the claim".to_owned(),
    };
    let article = if e.article.0.starts_with("III") { "Guidelines" } else { "Article" };
    format!("{}: {why} ({article} {})", e.result, e.article)
}

/// A line for the status bar about what an accepted event did, if it deserves one.
pub fn notice(n: &Notice) -> Option<String> {
    Some(match n {
        Notice::Laws(LawsNotice::Touched { article: Some(article), obligation, .. }) => {
            format!("Touched: {obligation} (Article {article})")
        }
        Notice::Laws(LawsNotice::DrawOffered { by, .. }) => format!("{} offers a draw (Article 9.1.2.1)", colour(*by)),
        Notice::Laws(LawsNotice::DrawOfferDeclined { by, .. }) => {
            format!("{} declines the draw offer (Article 9.1.2.1)", colour(*by))
        }
        Notice::Laws(LawsNotice::ClaimRejected { by, article, .. }) => {
            format!("{}'s claim is not correct: play goes on (Article {article})", colour(*by))
        }
        Notice::Laws(LawsNotice::TimeAwarded { to, ms, article }) => {
            format!("{} gets {} more (Article {article})", colour(*to), crate::clock::Hms(*ms))
        }
        Notice::Laws(LawsNotice::GameOver(e)) => ending(e),
        Notice::Laws(LawsNotice::Referred { by, article }) => {
            format!("Play has stopped: {}'s claim goes to the arbiter (Guidelines {article})", colour(*by))
        }
        Notice::FlagFell(flag) => format!("{}'s flag has fallen (Article 6.9)", colour(flag.side)),
        Notice::Paused => "Clocks stopped (Article 6.11)".to_owned(),
        Notice::Resumed => "Play resumes".to_owned(),
        Notice::Adjusted(adjustment, reason) => format!("Clock: {adjustment} ({reason})"),
        Notice::AwaitingRuling(p) => pending(*p),
        _ => return None,
    })
}

pub fn pending(p: Pending) -> String {
    match p {
        Pending::Increment { by } => {
            format!("{} asks for 5 seconds a move for both (Guidelines III.4): a draw offer too", colour(by))
        }
        Pending::Claim { by } => format!("{} claims a draw (Guidelines III.5): the arbiter rules", colour(by)),
        Pending::Postponed { by } => {
            format!("The arbiter will decide {}'s claim later (Guidelines III.5.2)", colour(by))
        }
    }
}

pub fn refusal(r: &Refusal) -> String {
    format!("Not allowed: {r}")
}
