//! What the core's answers say, in the player's language: endings, notices, refusals, clock
//! adjustments, time-control errors, journal and PGN problems, the arbiter's PIN. The Fluent
//! files are the one source of these sentences, English included; the values go in as arguments.

use fluent_bundle::FluentValue;
use shakmaty::Color;

use super::{Tr, args, side};
use crate::clock::{AdjustReason, Adjustment, Bonus, ClockError, ControlError, Hms, ParseError, PgnTimeControl};
use crate::laws::arbiter::{ArbiterRefusal, Ground};
use crate::laws::illegal::{Consequence, IllegalKind, NotAMove};
use crate::laws::{Article, Category, Ending, GameResult, Obligation, Pending, Points, QuickplayRefusal, Reason};
use crate::notation::Notation;
use crate::platform::pin::PinError;
use crate::platform::settings::{Damage, RonFault, SettingsProblem, TextAt};
use crate::record::sheet::StrokesError;
use crate::table::Act;
use crate::table::journal::{Expected, JournalError, JournalProblem, LineProblem};
use crate::table::{Notice, Refusal};

/// The note the window wrote, in English, for time the arbiter adds, in journals written before
/// issue 10; the window now writes no note (a reason without Article or note), which reads the
/// same.
const ARBITER_TIME_NOTE: &str = "time given by the arbiter";

fn seconds(ms: crate::laws::Millis) -> FluentValue<'static> {
    FluentValue::from(crate::clock::format_seconds(ms))
}

fn time(ms: crate::laws::Millis) -> FluentValue<'static> {
    FluentValue::from(Hms(ms).to_string())
}

fn text(s: impl std::fmt::Display) -> FluentValue<'static> {
    FluentValue::from(s.to_string())
}

/// "standard", "rapid", "blitz".
pub fn category(tr: Tr, c: Category) -> String {
    tr.t(match c {
        Category::Standard => "category-standard",
        Category::Rapid => "category-rapid",
        Category::Blitz => "category-blitz",
    })
}

/// Why the game ended, as a clause: "White is checkmated".
pub fn reason(tr: Tr, e: &Ending) -> String {
    let loser = match e.result {
        GameResult::Win(w) => !w,
        GameResult::Scored(score) if score.black < score.white => Color::Black,
        GameResult::Draw | GameResult::Scored(_) | GameResult::Annulled => Color::White,
    };
    let id = match e.reason {
        Reason::Checkmate => "ending-checkmate",
        Reason::Stalemate => "ending-stalemate",
        Reason::DeadPosition => "ending-dead-position",
        Reason::FivefoldRepetition => "ending-fivefold",
        Reason::SeventyFiveMoves => "ending-seventy-five-moves",
        Reason::Resignation => "ending-resignation",
        Reason::ResignationVsUnwinnable => "ending-resignation-vs-unwinnable",
        Reason::TimeForfeit => "ending-time-forfeit",
        Reason::TimeoutVsUnwinnable => "ending-timeout-vs-unwinnable",
        Reason::ThreefoldClaim => "ending-threefold-claim",
        Reason::FiftyMovesClaim => "ending-fifty-moves-claim",
        Reason::Agreement => "ending-agreement",
        Reason::QuickplayFinish => "ending-quickplay-finish",
        Reason::ArbiterDecision => match e.article {
            Article::LATE_ARRIVAL => "ending-absent",
            Article::DEVICE => "ending-device",
            Article::PERSISTENT_REFUSAL => "ending-persistent-refusal",
            Article::MORE_POINTS_FOR_OPPONENT | Article::FEWER_POINTS_FOR_OFFENDER => "ending-score-penalty",
            Article::GAME_DECLARED_LOST => "ending-declared-lost",
            _ => "ending-arbiter-decision",
        },
        Reason::BothLose => "ending-both-lose",
        Reason::IllegalMove => "ending-illegal-move",
        Reason::IllegalMoveVsUnwinnable => "ending-illegal-move-vs-unwinnable",
        Reason::IllegalPosition => "ending-illegal-position",
        Reason::Annulled => "ending-annulled",
        Reason::SealedMove => "ending-sealed-move",
        Reason::SealedMoveVsUnwinnable => "ending-sealed-move-vs-unwinnable",
        Reason::Abandoned => "ending-abandoned",
    };
    tr.t_args(id, &args([("loser", side(loser))]))
}

/// "0-1: White is checkmated (Article 5.1.1)".
pub fn ending(tr: Tr, e: &Ending) -> String {
    if e.article == Article::OUTSIDE_THE_LAWS {
        return tr.t_args(
            "ending-line-no-article",
            &args([("result", result(e.result).into()), ("why", reason(tr, e).into())]),
        );
    }
    tr.t_args(
        "ending-line",
        &args([
            ("result", result(e.result).into()),
            ("why", reason(tr, e).into()),
            ("article", tr.article(e.article).into()),
        ]),
    )
}

/// The result as a person reads it: `1-0`, `½-0`, `0-0`; a dash for an annulled game.
pub fn result(result: GameResult) -> String {
    match result.score() {
        None => "–".to_owned(),
        Some(score) => {
            let p = |points: Points| match points {
                Points::Zero => "0",
                Points::Half => "½",
                Points::One => "1",
            };
            format!("{}-{}", p(score.white), p(score.black))
        }
    }
}

/// The heading of a game's result: the score (`1-0`, `½-½`, `½-0`), or for a game that has
/// none, what happened to it: stopped by both players ("Game stopped, no result"), or annulled
/// to be played again.
pub fn result_title(tr: Tr, ending: &Ending) -> String {
    match (ending.result.score(), ending.reason) {
        (Some(_), _) => result(ending.result),
        (None, Reason::Abandoned) => tr.t("result-title-abandoned"),
        (None, _) => tr.t("result-title-annulled"),
    }
}

/// The title of the result's dialog: "Result: 1-0", or [`result_title`]'s words for a game with
/// no result.
pub fn result_dialog_title(tr: Tr, ending: &Ending) -> String {
    match ending.result.score() {
        Some(_) => tr.t_args("dialog-result", &args([("result", result(ending.result).into())])),
        None => result_title(tr, ending),
    }
}

/// What rule an illegal move broke: "the king was left in check".
pub fn illegal_kind(tr: Tr, kind: IllegalKind) -> String {
    let id = match kind {
        IllegalKind::NotHowItMoves(_) => "illegal-not-how-it-moves",
        IllegalKind::Jumps => "illegal-jumps",
        IllegalKind::EnPassantTooLate => "illegal-en-passant-too-late",
        IllegalKind::CastlingRightLost => "illegal-castling-right-lost",
        IllegalKind::CastlingPrevented => "illegal-castling-prevented",
        IllegalKind::KingLeftInCheck => "illegal-king-left-in-check",
        IllegalKind::PromotionNotCompleted => "illegal-promotion-not-completed",
        IllegalKind::KingCaptured => "illegal-king-captured",
        IllegalKind::PressWithoutMove => "illegal-press-without-move",
        IllegalKind::TwoHands => "illegal-two-hands",
        IllegalKind::FromIllegalPosition => "illegal-from-illegal-position",
    };
    tr.t_args(id, &args([("article", tr.article(kind.article()).into())]))
}

/// Why the arbiter ended a game, as the panel offers it: "Black was absent when the waiting
/// time ran out (Article 6.7.1)".
pub fn ground(tr: Tr, ground: Ground) -> String {
    let id = match ground {
        Ground::Absent(_) => "ground-absent",
        Ground::Device(_) => "ground-device",
        Ground::PersistentRefusal(_) => "ground-persistent-refusal",
        Ground::BothRefuse => "ground-both-refuse",
        Ground::MorePointsForOpponent(_) => "ground-more-points",
        Ground::FewerPointsForOffender(_) => "ground-fewer-points",
        Ground::DeclaredLost(_) => "ground-declared-lost",
    };
    let offender = ground.offender().unwrap_or(Color::White);
    tr.t_args(id, &args([("side", side(offender)), ("article", tr.article(ground.article()).into())]))
}

/// What an arbiter's act was, for the record: "takes back 2 moves (Article 7.1)".
pub fn act(tr: Tr, act: &Act) -> String {
    let a = |article: Article| -> FluentValue<'static> { tr.article(article).into() };
    match act {
        Act::Warn { side: s } => tr.t_args("act-warn", &args([("side", side(*s)), ("article", a(Article::WARNING))])),
        Act::End { ground: g, score } => tr.t_args(
            "act-end",
            &args([("ground", ground(tr, *g).into()), ("score", result(GameResult::from(*score)).into())]),
        ),
        Act::Annul(annulment) => tr.t_args("act-annul", &args([("article", a(annulment.article()))])),
        Act::TakeBack { plies, .. } => {
            tr.t_args("act-take-back", &args([("plies", (*plies).into()), ("article", a(Article::IRREGULARITY))]))
        }
        Act::ReleaseTouch => tr.t_args("act-release-touch", &args([("article", a(Article::ACCIDENTAL_CONTACT))])),
        Act::FindIllegalMove => tr.t_args("act-find-illegal", &args([("article", a(Article::ILLEGAL_MOVE))])),
        Act::TwoHands { side: s } => {
            tr.t_args("act-two-hands", &args([("side", side(*s)), ("article", a(Article::TWO_HANDS))]))
        }
    }
}

/// "White is checkmated (Article 5.1.1)", under the result in the result dialog.
pub fn ending_reason(tr: Tr, e: &Ending) -> String {
    if e.article == Article::OUTSIDE_THE_LAWS {
        return reason(tr, e);
    }
    tr.t_args("result-why", &args([("why", reason(tr, e).into()), ("article", tr.article(e.article).into())]))
}

/// What the touched pieces oblige the player to do.
pub fn obligation(tr: Tr, o: &Obligation) -> String {
    match *o {
        Obligation::Free | Obligation::Released => tr.t("obligation-free"),
        Obligation::Move(sq) => tr.t_args("obligation-move", &args([("square", text(sq))])),
        Obligation::Capture(sq) => tr.t_args("obligation-capture", &args([("square", text(sq))])),
        Obligation::CaptureWith { piece, target } => {
            tr.t_args("obligation-capture-with", &args([("piece", text(piece)), ("target", text(target))]))
        }
        Obligation::Castle(wing) => tr.t_args(
            "obligation-castle",
            &args([("wing", if wing.is_king_side() { "kingside" } else { "queenside" }.into())]),
        ),
        Obligation::MoveKing => tr.t("obligation-move-king"),
    }
}

/// Whether a notice only keeps the clock in step with the board after moves were taken back
/// (7.1: whose time runs, the move counters): worth no line of its own.
pub fn is_bookkeeping(n: &Notice) -> bool {
    matches!(
        n,
        Notice::ClockAdjusted { adjustment: Adjustment::RunFor { .. } | Adjustment::SetMoves { .. }, reason }
            if reason.article == Some(Article::IRREGULARITY) && reason.note.is_empty()
    )
}

/// Whether [`notice`] has a line for this notice.
pub fn is_told(n: &Notice) -> bool {
    !is_bookkeeping(n)
        && !matches!(
            n,
            Notice::Touched { article: None, .. }
                | Notice::Jadoube { .. }
                | Notice::Moved { .. }
                | Notice::MoveCompleted { .. }
                | Notice::Pressed(_)
        )
}

/// A line for the status bar about what an accepted event did, if it deserves one; the moves
/// in it written with the language's letters.
pub fn notice(tr: Tr, n: &Notice) -> Option<String> {
    notice_in(tr, n, Notation::letters(tr.lang()))
}

/// [`notice`], its moves written in `notation` (the players' letters or figurines).
pub fn notice_in(tr: Tr, n: &Notice, notation: Notation) -> Option<String> {
    let a = |article: Article| -> FluentValue<'static> { tr.article(article).into() };
    Some(match n {
        Notice::Touched { article: None, .. }
        | Notice::Jadoube { .. }
        | Notice::Moved { .. }
        | Notice::MoveCompleted { .. }
        | Notice::Pressed(_) => return None,
        Notice::Touched { article: Some(article), obligation: o, .. } => {
            tr.t_args("notice-touched", &args([("obligation", obligation(tr, o).into()), ("article", a(*article))]))
        }
        // 9.1.2.1: valid, but an offer at any other time may come under 11.5.
        Notice::DrawOffered { by, proper_time: false, article: Article::DRAW_OFFER } => tr
            .t_args("notice-draw-offered-improper", &args([("side", side(*by)), ("article", a(Article::DISTRACTING))])),
        Notice::DrawOffered { by, article, .. } => {
            tr.t_args("notice-draw-offered", &args([("side", side(*by)), ("article", a(*article))]))
        }
        Notice::CastledByTwoMoves { by, san, article, .. } => tr.t_args(
            "notice-castled-by-two-moves",
            &args([("side", side(*by)), ("move", notation.write(san, *by, false).into()), ("article", a(*article))]),
        ),
        Notice::DrawOfferDeclined { by, article } => {
            tr.t_args("notice-draw-declined", &args([("side", side(*by)), ("article", a(*article))]))
        }
        Notice::ClaimRejected { by, article, .. } => {
            tr.t_args("notice-claim-rejected", &args([("side", side(*by)), ("article", a(*article))]))
        }
        Notice::TimeAwarded { to, ms, article } => tr
            .t_args("notice-time-awarded", &args([("side", side(*to)), ("time", time(*ms)), ("article", a(*article))])),
        Notice::GameOver(e) => ending(tr, e),
        Notice::FlagFell(flag) => {
            tr.t_args("notice-flag-fell", &args([("side", side(flag.side)), ("article", a(Article::FLAG_FALL))]))
        }
        Notice::Paused => tr.t_args("notice-paused", &args([("article", a(Article::PAUSE_FOR_ARBITER))])),
        Notice::Resumed => tr.t("notice-resumed"),
        Notice::ClockAdjusted { adjustment, reason } => tr.t_args(
            "notice-adjusted",
            &args([
                ("adjustment", self::adjustment(tr, adjustment).into()),
                ("reason", adjust_reason(tr, reason).into()),
            ]),
        ),
        Notice::AwaitingArbiter(p) => pending(tr, *p),
        Notice::PressedWithoutMove { by } => tr.t_args("notice-pressed-without-move", &args([("side", side(*by))])),
        Notice::IllegalMoveDealtWith { offender, kind, san, claimed_by, consequence, queened, .. } => {
            let mv = san.as_ref().map_or(String::new(), |san| notation.write(san, *offender, false));
            illegal_move(tr, *offender, *kind, mv, *claimed_by, consequence, *queened)
        }
        Notice::TakenBack { first, moves } => taken_back(tr, written_moves(notation, *first, moves)),
        Notice::Warned { side: s } => {
            tr.t_args("notice-warned", &args([("side", side(*s)), ("article", a(Article::WARNING))]))
        }
        Notice::TouchReleased => {
            tr.t_args("notice-touch-released", &args([("article", a(Article::ACCIDENTAL_CONTACT))]))
        }
    })
}

/// An illegal move dealt with (7.5): the move as `mv` writes it (empty for a press with no
/// move), the rule it broke, who claimed it or that the arbiter found it, and what follows: the
/// position reinstated, the pawn made a queen where `queened` (7.5.2), or the loss.
pub fn illegal_move(
    tr: Tr,
    offender: Color,
    kind: IllegalKind,
    mv: String,
    claimed_by: Option<Color>,
    consequence: &Consequence,
    queened: bool,
) -> String {
    let a = |article: Article| -> FluentValue<'static> { tr.article(article).into() };
    let what = illegal_kind(tr, kind);
    let who = match claimed_by {
        Some(c) => tr.t_args("illegal-claimed-by", &args([("side", side(c))])),
        None => tr.t("illegal-found-by-arbiter"),
    };
    let follows = match consequence {
        // What the game did, whatever edition `tr` numbers the Articles by.
        Consequence::Penalty { .. } if queened => {
            tr.t_args("illegal-pawn-becomes-queen", &args([("article", a(Article::PROMOTION_NOT_COMPLETED))]))
        }
        Consequence::Penalty { .. } => tr.t_args("illegal-reinstated", &args([("article", a(Article::ILLEGAL_MOVE))])),
        Consequence::Loses { article } => tr.t_args("illegal-loses", &args([("article", a(*article))])),
    };
    tr.t_args(
        "notice-illegal-move",
        &args([
            ("side", side(offender)),
            ("move", mv.into()),
            ("what", what.into()),
            ("who", who.into()),
            ("follows", follows.into()),
        ]),
    )
}

/// `moves`, the first made by `first` and the others alternating, written in `notation` one
/// space apart.
pub fn written_moves(notation: Notation, first: Color, moves: &[shakmaty::san::SanPlus]) -> String {
    let mover = |i: usize| if i.is_multiple_of(2) { first } else { !first };
    moves.iter().enumerate().map(|(i, m)| notation.write(m, mover(i), false)).collect::<Vec<_>>().join(" ")
}

/// Moves taken back (7.1), as `moves` lists them.
pub fn taken_back(tr: Tr, moves: String) -> String {
    tr.t_args(
        "notice-taken-back",
        &args([("moves", moves.into()), ("article", tr.article(Article::IRREGULARITY).into())]),
    )
}

/// A clock adjustment: "+0:02:00 to Black".
pub fn adjustment(tr: Tr, adjustment: &Adjustment) -> String {
    let s = side(adjustment.side());
    match adjustment {
        Adjustment::SetTime { time: t, .. } => {
            tr.t_args("adjustment-set-time", &args([("side", s), ("time", time(*t))]))
        }
        Adjustment::AddTime { time: t, .. } => {
            tr.t_args("adjustment-add-time", &args([("side", s), ("time", time(*t))]))
        }
        Adjustment::RemoveTime { time: t, .. } => {
            tr.t_args("adjustment-remove-time", &args([("side", s), ("time", time(*t))]))
        }
        Adjustment::RunFor { .. } => tr.t_args("adjustment-run-for", &args([("side", s)])),
        Adjustment::SetMoves { moves, .. } => {
            tr.t_args("adjustment-set-moves", &args([("side", s), ("moves", (*moves).into())]))
        }
        Adjustment::AddIncrement { increment, .. } => {
            tr.t_args("adjustment-add-increment", &args([("side", s), ("seconds", seconds(*increment))]))
        }
        Adjustment::SetControl { control, .. } => {
            tr.t_args("adjustment-set-control", &args([("side", s), ("control", text(control))]))
        }
    }
}

/// A time control passed (6.3.1): what the next period added, as the player's clock notes it
/// for a while: "time control passed: +30 min", or "+1:30" for a time of minutes and seconds.
pub fn control_passed(tr: Tr, time: crate::laws::Millis) -> String {
    match whole_minutes(time) {
        Some(minutes) => tr.t_args("clock-control-passed", &args([("minutes", minutes.into())])),
        None => tr.t_args("clock-control-passed-time", &args([("time", short_time(time))])),
    }
}

/// A time control passed, said aloud to the players (issue 16): whose, and the time added.
pub fn control_passed_said(tr: Tr, by: Color, time: crate::laws::Millis) -> String {
    match whole_minutes(time) {
        Some(minutes) => tr.t_args("speech-control-passed", &args([("side", side(by)), ("minutes", minutes.into())])),
        None => tr.t_args("speech-control-passed-time", &args([("side", side(by)), ("time", short_time(time))])),
    }
}

fn whole_minutes(time: crate::laws::Millis) -> Option<u64> {
    time.is_multiple_of(60_000).then_some(time / 60_000)
}

/// A time as a clock shows it: `1:30` (minutes and seconds), `1:00:30` from an hour.
fn short_time(time: crate::laws::Millis) -> FluentValue<'static> {
    let (hours, minutes, seconds) = (time / 3_600_000, time / 60_000 % 60, time / 1_000 % 60);
    match hours {
        0 => format!("{minutes}:{seconds:02}"),
        _ => format!("{hours}:{minutes:02}:{seconds:02}"),
    }
    .into()
}

/// Why an adjustment was made: its Article, its note, or both.
pub fn adjust_reason(tr: Tr, reason: &AdjustReason) -> String {
    let note = reason.note.as_str();
    match (reason.article, note) {
        (None, "" | ARBITER_TIME_NOTE) => tr.t("adjust-reason-arbiter"),
        (Some(a), "") => tr.article(a),
        (None, note) => note.to_owned(),
        (Some(a), note) => {
            tr.t_args("adjust-reason-with-note", &args([("article", tr.article(a).into()), ("note", note.into())]))
        }
    }
}

/// A request or claim waiting for the arbiter.
pub fn pending(tr: Tr, p: Pending) -> String {
    let id = match p {
        Pending::Increment { .. } => "pending-increment",
        Pending::Claim { .. } => "pending-claim",
        Pending::Postponed { .. } => "pending-postponed",
        Pending::Referred { .. } => "notice-referred",
    };
    tr.t_args(id, &args([("side", side(p.by())), ("article", tr.article(p.article()).into())]))
}

/// Why an event was refused: "Not allowed: …".
pub fn refusal(tr: Tr, r: &Refusal) -> String {
    refusal_in(tr, r, &uci_text)
}

/// How a refused move is named: by default as the squares it joins (`g1f3`).
pub type MoveNamer<'a> = &'a dyn Fn(&shakmaty::uci::UciMove) -> String;

fn uci_text(uci: &shakmaty::uci::UciMove) -> String {
    uci.to_string()
}

/// [`refusal`], naming moves with `name` (the window writes them in the player's notation).
pub fn refusal_in(tr: Tr, r: &Refusal, name: MoveNamer) -> String {
    tr.t_args("refusal-line", &args([("why", refusal_reason_in(tr, r, name).into())]))
}

/// Why an event was refused, as a clause.
pub fn refusal_reason(tr: Tr, r: &Refusal) -> String {
    refusal_reason_in(tr, r, &uci_text)
}

fn refusal_reason_in(tr: Tr, r: &Refusal, name: MoveNamer) -> String {
    let mv = |uci: &shakmaty::uci::UciMove| -> FluentValue<'static> { name(uci).into() };
    let article: FluentValue<'static> = r.article().map_or(String::new(), |a| tr.article(a)).into();
    match r {
        Refusal::TimeRunsBackwards { last, at } => {
            tr.t_args("refusal-time-runs-backwards", &args([("last", time(*last)), ("at", time(*at))]))
        }
        Refusal::GameOver(e) => tr.t_args("refusal-game-over", &args([("ending", ending(tr, e).into())])),
        Refusal::AwaitingArbiter(Pending::Referred { .. }) => {
            tr.t_args("refusal-awaiting-ruling", &args([("article", article)]))
        }
        Refusal::AwaitingArbiter(p) => tr.t_args("refusal-ruling-first", &args([("pending", pending(tr, *p).into())])),
        Refusal::NoPiece(sq) => tr.t_args("refusal-no-piece", &args([("square", text(sq))])),
        Refusal::NotOnMove { by, .. } => {
            tr.t_args("refusal-not-on-move", &args([("side", side(*by)), ("article", article)]))
        }
        // "You are in check" first: the commonest surprise at a club table.
        Refusal::IllegalMove { uci, kind: Some(IllegalKind::KingLeftInCheck), in_check: true } => {
            tr.t_args("refusal-illegal-move-in-check", &args([("move", mv(uci)), ("article", article)]))
        }
        Refusal::IllegalMove { uci, kind: Some(kind), .. } => tr.t_args(
            "refusal-illegal-move-why",
            &args([("move", mv(uci)), ("why", illegal_kind(tr, *kind).into())]),
        ),
        Refusal::IllegalMove { uci, kind: None, .. } => {
            tr.t_args("refusal-illegal-move", &args([("move", mv(uci)), ("article", article)]))
        }
        Refusal::PromotionPieceMissing { uci } => {
            tr.t_args("refusal-promotion-piece-missing", &args([("move", mv(uci)), ("article", article)]))
        }
        Refusal::TouchMove { uci, obligation: o, .. } => tr.t_args(
            "refusal-touch-move",
            &args([("move", mv(uci)), ("obligation", obligation(tr, o).into()), ("article", article)]),
        ),
        Refusal::OpponentNotPressed { by, .. } => {
            tr.t_args("refusal-opponent-not-pressed", &args([("side", side(*by)), ("article", article)]))
        }
        Refusal::PressWithoutMove { by } => {
            tr.t_args("refusal-press-without-move", &args([("side", side(*by)), ("article", article)]))
        }
        Refusal::ClockNotRunning { by } => {
            tr.t_args("refusal-clock-not-running", &args([("side", side(*by)), ("article", article)]))
        }
        Refusal::DrawOffersForbidden => tr.t_args("refusal-draw-offers-forbidden", &args([("article", article)])),
        Refusal::DrawOffersNotYet { from_move } => {
            tr.t_args("refusal-draw-offers-not-yet", &args([("move", (*from_move).into()), ("article", article)]))
        }
        Refusal::OfferAlreadyStanding { by } => {
            tr.t_args("refusal-offer-already-standing", &args([("side", side(*by)), ("article", article)]))
        }
        Refusal::OpponentOfferStanding { by } => {
            tr.t_args("refusal-opponent-offer-standing", &args([("side", side(*by)), ("article", article)]))
        }
        Refusal::NoOfferToAnswer { by } => {
            tr.t_args("refusal-no-offer-to-answer", &args([("side", side(*by)), ("article", article)]))
        }
        Refusal::AgreementTooEarly => tr.t_args("refusal-agreement-too-early", &args([("article", article)])),
        Refusal::ClaimAfterTouch { by } => {
            tr.t_args("refusal-claim-after-touch", &args([("side", side(*by)), ("article", article)]))
        }
        Refusal::NothingToRevise => tr.t("refusal-nothing-to-revise"),
        Refusal::Clock(e) => clock_error(tr, e),
        Refusal::Quickplay(q) => {
            let id = match q {
                QuickplayRefusal::NotAnnounced => "quickplay-not-announced",
                QuickplayRefusal::Blitz => "quickplay-blitz",
                QuickplayRefusal::WithIncrement => "quickplay-with-increment",
                QuickplayRefusal::NotLastPeriod => "quickplay-not-last-period",
                QuickplayRefusal::NotOnMove => "quickplay-not-on-move",
                QuickplayRefusal::TwoMinutesOrMore => "quickplay-two-minutes",
                QuickplayRefusal::NeedsArbiter => "quickplay-needs-arbiter",
                QuickplayRefusal::AlreadyPending => "quickplay-already-pending",
                QuickplayRefusal::IncrementApplies => "quickplay-increment-applies",
                QuickplayRefusal::NoIncrementRequest => "quickplay-no-increment-request",
            };
            tr.t_args(id, &args([("article", article)]))
        }
        Refusal::NoSuchRuling { .. } => tr.t_args("refusal-no-such-ruling", &args([("article", article)])),
        Refusal::OfferUnanswered => tr.t_args("refusal-offer-unanswered", &args([("article", article)])),
        Refusal::NoFlag => tr.t("refusal-no-flag"),
        Refusal::ClocksStopped => tr.t_args("refusal-clocks-stopped", &args([("article", article)])),
        Refusal::ClockKeptHere => tr.t("refusal-clock-kept-here"),
        Refusal::NoClock => tr.t("refusal-no-clock"),
        Refusal::NotRecorded => tr.t("refusal-not-recorded"),
        Refusal::Adjourn(a) => {
            use crate::laws::adjourn::AdjournRefusal;
            let id = match a {
                AdjournRefusal::Adjourned => "adjourn-refusal-adjourned",
                AdjournRefusal::NotCalled => "adjourn-refusal-not-called",
                AdjournRefusal::AlreadyCalled => "adjourn-refusal-already-called",
                AdjournRefusal::NotSealed => "adjourn-refusal-not-sealed",
                AdjournRefusal::EmptySealedMove => "adjourn-refusal-empty",
                AdjournRefusal::NotOnMove => "adjourn-refusal-not-on-move",
                AdjournRefusal::MoveNotCompleted => "adjourn-refusal-not-completed",
                AdjournRefusal::AlreadyOpened => "adjourn-refusal-already-opened",
                AdjournRefusal::CannotEstablish => "adjourn-refusal-cannot-establish",
            };
            tr.t_args(id, &args([("article", article)]))
        }
        Refusal::NotAMove { uci, problem } => {
            let id = match problem {
                NotAMove::NoOwnPiece(_) => "not-a-move-no-own-piece",
                NotAMove::OwnPieceThere(_) => "not-a-move-own-piece-there",
                NotAMove::NoPromotionHere => "not-a-move-no-promotion-here",
                NotAMove::SquareTaken(_) => "not-a-move-square-taken",
                NotAMove::NotOnTheBoard => "not-a-move-not-on-the-board",
            };
            tr.t_args(id, &args([("move", mv(uci)), ("article", article)]))
        }
        Refusal::IdlePressWaits { by } => {
            tr.t_args("refusal-idle-press-waits", &args([("side", side(*by)), ("article", article)]))
        }
        Refusal::Arbiter(a) => {
            let id = match a {
                ArbiterRefusal::ScoreDoesNotFit { .. } => "arbiter-score-does-not-fit",
                ArbiterRefusal::NoScoreYet => "arbiter-no-score-yet",
                ArbiterRefusal::AlreadyOver => "arbiter-already-over",
                ArbiterRefusal::TooLateToAnnul { .. } => "arbiter-too-late-to-annul",
                ArbiterRefusal::NothingToTakeBack { .. } => "arbiter-nothing-to-take-back",
                ArbiterRefusal::NothingTouched => "arbiter-nothing-touched",
                ArbiterRefusal::NoIllegalMove => "arbiter-no-illegal-move",
                ArbiterRefusal::OnlyOnClaim => "arbiter-only-on-claim",
                ArbiterRefusal::NoMoveToJudge => "arbiter-no-move-to-judge",
            };
            let (asked, made) = match a {
                ArbiterRefusal::NothingToTakeBack { asked, made } => (*asked, *made),
                ArbiterRefusal::TooLateToAnnul { moves } => (*moves, *moves),
                _ => (0, 0),
            };
            let score = match a {
                ArbiterRefusal::ScoreDoesNotFit { score, .. } => result(GameResult::from(*score)),
                _ => String::new(),
            };
            tr.t_args(
                id,
                &args([("article", article), ("asked", asked.into()), ("made", made.into()), ("score", score.into())]),
            )
        }
    }
}

/// Why the settings file could not be used.
pub fn settings_problem(tr: Tr, problem: &SettingsProblem) -> String {
    let path = |p: &std::path::Path| -> FluentValue<'static> { p.display().to_string().into() };
    match problem {
        SettingsProblem::Unreadable(unreadable) => tr.t_args(
            "problem-settings-unreadable",
            &args([("path", path(&unreadable.path)), ("error", super::os::unreadable_words(tr, unreadable).into())]),
        ),
        SettingsProblem::Damaged { path: p, damage, kept } => tr.t_args(
            "problem-settings-damaged",
            &args([
                ("path", path(p)),
                ("error", settings_damage(tr, damage).into()),
                ("kept", kept.as_deref().map_or(String::new().into(), path)),
            ]),
        ),
    }
}

/// Where and how a settings file is damaged, in words: "line 2, column 31: a text in quotes
/// was expected here".
pub fn settings_damage(tr: Tr, damage: &Damage) -> String {
    let at = |at: TextAt, what: String| {
        tr.t_args(
            "settings-damage-at",
            &args([("line", at.line.into()), ("column", at.column.into()), ("what", what.into())]),
        )
    };
    match damage {
        Damage::NotText { at: place } => at(*place, tr.t("settings-fault-not-text")),
        Damage::Ron { at: place, fault } => at(*place, ron_fault(tr, fault, "settings")),
        Damage::TimeControl(e) => {
            tr.t_args("settings-damage-time-control", &args([("error", control_parse_error(tr, e).into())]))
        }
        Damage::TooLong(too_long) => too_long_text(tr, too_long),
        Damage::TooLarge { bytes } => {
            tr.t_args("settings-damage-too-large", &args([("megabytes", (bytes / (1024 * 1024)).into())]))
        }
    }
}

/// A text of the setup longer than its field holds, naming the field (issue 28).
pub fn too_long_text(tr: Tr, too_long: &crate::table::TooLong) -> String {
    tr.t_args(
        "setup-text-too-long",
        &args([
            ("field", too_long.field.word().into()),
            ("length", too_long.length.into()),
            ("limit", too_long.limit.into()),
        ]),
    )
}

/// Where and what RON found wrong in a file of Escaque's other than the settings (a series',
/// an evening's), in words: "line 2, column 31: the field «title» is missing".
pub fn ron_damage(tr: Tr, damage: &crate::ron_fault::RonDamage) -> String {
    tr.t_args(
        "settings-damage-at",
        &args([
            ("line", damage.at.line.into()),
            ("column", damage.at.column.into()),
            ("what", ron_fault(tr, &damage.fault, "file").into()),
        ]),
    )
}

/// What RON found wrong, as a clause; `prefix` is `settings` for the settings file (its
/// fields are settings) or `file` for another file.
fn ron_fault(tr: Tr, fault: &RonFault, prefix: &str) -> String {
    let name = |id: &str, name: &str| tr.t_args(&format!("{prefix}-{id}"), &args([("name", name.to_owned().into())]));
    let own = |id: &str| tr.t(&format!("{prefix}-{id}"));
    match fault {
        RonFault::Expected(kind) => tr.t_args("settings-fault-expected", &args([("kind", kind.word().into())])),
        RonFault::ExpectedMark(mark) => {
            tr.t_args("settings-fault-expected-mark", &args([("mark", mark.to_string().into())]))
        }
        RonFault::EndOfFile => own("fault-end-of-file"),
        RonFault::UnexpectedChar(c) => {
            tr.t_args("settings-fault-unexpected-char", &args([("char", c.to_string().into())]))
        }
        RonFault::TrailingText => own("fault-trailing"),
        RonFault::UnknownField(n) => name("fault-unknown-field", n),
        RonFault::UnknownVariant(n) => name("fault-unknown-variant", n),
        RonFault::MissingField(n) => name("fault-missing-field", n),
        RonFault::DuplicateField(n) => name("fault-duplicate-field", n),
        RonFault::InvalidValue => own("fault-invalid-value"),
        RonFault::NumberOutOfRange => own("fault-number-out-of-range"),
        RonFault::BadNumber => tr.t("settings-fault-bad-number"),
        RonFault::Syntax => tr.t("settings-fault-syntax"),
    }
}

/// Why a PIN cannot be set, or a stored one read, in the player's language.
pub fn pin_error(tr: Tr, e: &PinError) -> String {
    match e {
        PinError::TooShort { min } => tr.t_args("pin-error-too-short", &args([("min", (*min).into())])),
        PinError::TooLong { max } => tr.t_args("pin-error-too-long", &args([("max", (*max).into())])),
        // Quoted and escaped ('\t', '\u{7}'), so that a space or a control character shows.
        PinError::BadCharacter(c) => {
            tr.t_args("pin-error-bad-character", &args([("character", text(format!("{c:?}")))]))
        }
        PinError::Hashing(error) => tr.t_args("pin-error-hashing", &args([("error", error.as_str().into())])),
        PinError::Malformed => tr.t("pin-error-malformed"),
    }
}

/// What is wrong with a journal, in the player's language.
pub fn journal_error(tr: Tr, e: &JournalError) -> String {
    let problem = journal_problem(tr, &e.problem);
    match e.line {
        Some(line) => tr.t_args("journal-error-line", &args([("line", line.into()), ("problem", problem.into())])),
        None => problem,
    }
}

fn journal_problem(tr: Tr, p: &JournalProblem) -> String {
    match p {
        JournalProblem::Unreadable(unreadable) => tr.t_args(
            "journal-unreadable",
            &args([
                ("path", unreadable.path.display().to_string().into()),
                ("error", super::os::unreadable_words(tr, unreadable).into()),
            ]),
        ),
        JournalProblem::Empty => tr.t("journal-empty"),
        JournalProblem::NotAJournal { first_line } => {
            tr.t_args("journal-not-a-journal", &args([("text", first_line.as_str().into())]))
        }
        JournalProblem::BadSetting { key, value, .. } => {
            tr.t_args("journal-bad-setting", &args([("key", key.as_str().into()), ("value", value.as_str().into())]))
        }
        JournalProblem::UnknownSetting { key } => {
            tr.t_args("journal-unknown-setting", &args([("key", key.as_str().into())]))
        }
        JournalProblem::ControlsMissing => tr.t("journal-controls-missing"),
        JournalProblem::SetupUnreadable { detail } => {
            tr.t_args("journal-setup-unreadable", &args([("detail", detail.as_str().into())]))
        }
        JournalProblem::NoStart => tr.t("journal-no-start"),
        JournalProblem::TooLong(too_long) => {
            tr.t_args("journal-setup-unreadable", &args([("detail", too_long_text(tr, too_long).into())]))
        }
        JournalProblem::Setup(e) => setup_error(tr, e),
        JournalProblem::Event(line) => line_problem(tr, line),
        JournalProblem::OutOfOrder => tr.t("journal-out-of-order"),
        JournalProblem::NotUtf8 => tr.t("journal-not-utf8"),
        JournalProblem::NoChecksum => tr.t("journal-no-checksum"),
        JournalProblem::ChecksumMismatch => tr.t("journal-checksum-mismatch"),
        JournalProblem::LineEndChanged => tr.t("journal-line-end-changed"),
    }
}

fn line_problem(tr: Tr, p: &LineProblem) -> String {
    let expected = match p.expected {
        // Guidelines I: said in a message of its own (the adjournment's block of the files).
        Expected::SealedMove => {
            let found = p.found.clone().unwrap_or_default();
            return tr.t_args("adjourn-journal-bad", &args([("found", found.into())]));
        }
        Expected::TimeAndAction => "time-and-action",
        Expected::Time => "time",
        Expected::Action => "action",
        Expected::Side => "side",
        Expected::Square => "square",
        Expected::Move => "move",
        Expected::Number => "number",
        Expected::Claim => "claim",
        Expected::Proof => "proof",
        Expected::Ruling => "ruling",
        Expected::Adjustment => "adjustment",
        Expected::TimeControl => "time-control",
        Expected::ReasonPart => "reason-part",
        Expected::ArbiterAct => "arbiter-act",
    };
    match &p.found {
        Some(found) => {
            tr.t_args("journal-event-wrong", &args([("expected", expected.into()), ("found", found.as_str().into())]))
        }
        None => tr.t_args("journal-event-missing", &args([("expected", expected.into())])),
    }
}

/// What the clock refused, as a clause.
pub fn clock_error(tr: Tr, e: &ClockError) -> String {
    match *e {
        ClockError::TimeWentBack { at, last } => {
            tr.t_args("clock-error-time-went-back", &args([("at", time(at)), ("last", time(last))]))
        }
        ClockError::NotStarted => tr.t("clock-error-not-started"),
        ClockError::AlreadyStarted => tr.t("clock-error-already-started"),
        ClockError::NotRunning { side: s, running } => {
            tr.t_args("clock-error-not-running", &args([("side", side(s)), ("running", side(running))]))
        }
        ClockError::Paused => {
            tr.t_args("clock-error-paused", &args([("article", tr.article(Article::PAUSE_FOR_ARBITER).into())]))
        }
        ClockError::AlreadyPaused => tr.t("clock-error-already-paused"),
        ClockError::NotPaused => tr.t("clock-error-not-paused"),
        ClockError::Stopped => tr.t("clock-error-stopped"),
        ClockError::FlagFell(flag) => tr.t_args(
            "clock-error-flag-fell",
            &args([
                ("side", side(flag.side)),
                ("at", time(flag.at)),
                ("article", tr.article(Article::FLAG_FALL).into()),
            ]),
        ),
    }
}

/// What is wrong with a time control as typed.
pub fn control_parse_error(tr: Tr, e: &ParseError) -> String {
    match e {
        ParseError::Empty => tr.t("control-error-empty"),
        ParseError::EmptyPeriod { period } => {
            tr.t_args("control-error-empty-period", &args([("period", (*period).into())]))
        }
        ParseError::NotSeconds { period, text: t } => {
            tr.t_args("control-error-not-seconds", &args([("period", (*period).into()), ("text", t.as_str().into())]))
        }
        ParseError::NotMoves { period, text: t } => {
            tr.t_args("control-error-not-moves", &args([("period", (*period).into()), ("text", t.as_str().into())]))
        }
        ParseError::TooLong { period, text: t } => {
            tr.t_args("control-error-too-long", &args([("period", (*period).into()), ("text", t.as_str().into())]))
        }
        ParseError::SandclockNotAlone => tr.t("control-error-sandclock-not-alone"),
        ParseError::NotRunnable(what) => match what {
            PgnTimeControl::Unknown => tr.t("control-error-unknown"),
            PgnTimeControl::Untimed => tr.t("control-error-untimed"),
            PgnTimeControl::Sandclock(t) => tr.t_args("control-error-sandclock", &args([("seconds", seconds(*t))])),
            PgnTimeControl::Timed(c) => tr.t_args("control-error-refused", &args([("control", text(c))])),
        },
        ParseError::Invalid(e) => control_error(tr, e),
    }
}

/// Why periods do not make a time control.
pub fn control_error(tr: Tr, e: &ControlError) -> String {
    match *e {
        ControlError::NoPeriods => tr.t("control-error-no-periods"),
        ControlError::ZeroTime { period } => tr.t_args("control-error-zero-time", &args([("period", period.into())])),
        ControlError::ZeroMoves { period } => tr.t_args("control-error-zero-moves", &args([("period", period.into())])),
        ControlError::BonusLongerThanPeriod { period, bonus, time: t } => {
            let (kind, amount) = match bonus {
                Bonus::None => ("none", 0),
                Bonus::Fischer(ms) => ("increment", ms),
                Bonus::Delay(ms) => ("delay", ms),
                Bonus::Bronstein(ms) => ("bronstein", ms),
            };
            tr.t_args(
                "control-error-bonus-too-long",
                &args([
                    ("period", period.into()),
                    ("kind", kind.into()),
                    ("bonus", seconds(amount)),
                    ("time", seconds(t)),
                ]),
            )
        }
        ControlError::AfterRestOfGame { period } => tr.t_args(
            "control-error-after-rest-of-game",
            &args([("period", period.into()), ("previous", (period - 1).into())]),
        ),
        ControlError::BonusOverMax { period, bonus } => tr.t_args(
            "control-error-bonus-over-max",
            &args([
                ("period", period.into()),
                ("kind", bonus_kind(bonus).into()),
                ("bonus", seconds(bonus.amount())),
                ("max", (crate::clock::MAX_BONUS / crate::clock::MINUTE).into()),
            ]),
        ),
    }
}

/// A bonus's kind, as the messages select on it: `increment`, `delay`, `bronstein` or `none`.
fn bonus_kind(bonus: Bonus) -> &'static str {
    match bonus {
        Bonus::None => "none",
        Bonus::Fischer(_) => "increment",
        Bonus::Delay(_) => "delay",
        Bonus::Bronstein(_) => "bronstein",
    }
}

fn piece(role: shakmaty::Role) -> FluentValue<'static> {
    FluentValue::from(match role {
        shakmaty::Role::King => "king",
        shakmaty::Role::Queen => "queen",
        shakmaty::Role::Rook => "rook",
        shakmaty::Role::Bishop => "bishop",
        shakmaty::Role::Knight => "knight",
        shakmaty::Role::Pawn => "pawn",
    })
}

/// A piece's name as a selector argument: `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`.
pub fn piece_arg(role: shakmaty::Role) -> FluentValue<'static> {
    piece(role)
}

/// "a list, of words, and the last" in this language.
pub fn list(tr: Tr, items: &[String]) -> String {
    joined(tr, items, "list-and")
}

/// A list of alternatives: "Cgf3 or Cef3".
pub fn alternatives(tr: Tr, items: &[String]) -> String {
    joined(tr, items, "list-or")
}

/// `items` joined by commas and, before the last, the word of message `id`.
fn joined(tr: Tr, items: &[String], id: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => tr.t_args(id, &args([("init", init.join(", ").into()), ("last", last.as_str().into())])),
    }
}

/// Why a typed move was not read, as a full sentence naming the move typed.
pub fn move_error(tr: Tr, typed: &str, e: &crate::notation::MoveError) -> String {
    use crate::notation::{CastlingBar, MoveError as E};
    let lang = tr.lang();
    let castle = |side: shakmaty::CastlingSide| -> FluentValue<'static> {
        (if side.is_king_side() { "0-0" } else { "0-0-0" }).into()
    };
    let why = match e {
        E::Empty => return tr.t("move-error-empty"),
        E::UnknownLetter { letter } => tr.t_args(
            "move-error-unknown-letter",
            &args([("letter", letter.to_string().into()), ("letters", Notation::letter_list(lang).into())]),
        ),
        E::PawnLetter { letter } => tr.t_args("move-error-pawn-letter", &args([("letter", letter.to_string().into())])),
        E::Syntax { .. } => tr.t("move-error-syntax"),
        E::PromotionMissing { to } => {
            let options: Vec<String> =
                [shakmaty::Role::Queen, shakmaty::Role::Rook, shakmaty::Role::Bishop, shakmaty::Role::Knight]
                    .iter()
                    .filter_map(|&r| Notation::letter(lang, r))
                    .map(|l| format!("{to}{l}"))
                    .collect();
            tr.t_args(
                "move-error-promotion-missing",
                &args([("square", text(to)), ("options", alternatives(tr, &options).into())]),
            )
        }
        E::NotAPromotion => tr.t("move-error-not-a-promotion"),
        E::BadPromotion { role } => tr.t_args("move-error-bad-promotion", &args([("piece", piece(*role))])),
        E::NoSuchPiece { role, file, rank } => match (file, rank) {
            (None, None) => tr.t_args("move-error-no-piece", &args([("piece", piece(*role))])),
            (Some(f), None) => tr.t_args("move-error-no-piece-on-file", &args([("file", f.char().to_string().into())])),
            (None, Some(r)) => tr.t_args("move-error-no-piece-on-rank", &args([("rank", r.char().to_string().into())])),
            (Some(f), Some(r)) => tr.t_args(
                "move-error-no-piece-on-square",
                &args([("square", shakmaty::Square::from_coords(*f, *r).to_string().into())]),
            ),
        },
        E::OwnPieceThere { to } => tr.t_args("move-error-own-piece", &args([("square", text(to))])),
        E::CannotReach { role, to } => {
            tr.t_args("move-error-cannot-reach", &args([("piece", piece(*role)), ("square", text(to))]))
        }
        E::NothingToCapture { to } => tr.t_args("move-error-nothing-to-capture", &args([("square", text(to))])),
        E::NotEnPassant => {
            tr.t_args("move-error-not-en-passant", &args([("mark", Notation::en_passant_mark(lang).into())]))
        }
        E::StillInCheck { .. } => tr.t("move-error-still-in-check"),
        E::ExposesKing { role, .. } => tr.t_args("move-error-exposes-king", &args([("piece", piece(*role))])),
        E::CastleWithZeros { side } => tr.t_args("move-error-castle-with-zeros", &args([("castle", castle(*side))])),
        E::Castling { side, bar } => tr.t_args(
            "move-error-castling",
            &args([
                ("castle", castle(*side)),
                (
                    "bar",
                    match bar {
                        CastlingBar::NoRight => "no-right",
                        CastlingBar::InCheck => "in-check",
                        CastlingBar::Blocked => "blocked",
                        CastlingBar::Attacked => "attacked",
                    }
                    .into(),
                ),
                ("article", tr.article(Article::CASTLING_PREVENTED).into()),
            ]),
        ),
        E::Ambiguous { to, from, options, .. } => {
            let from: Vec<String> = from.iter().map(ToString::to_string).collect();
            tr.t_args(
                "move-error-ambiguous",
                &args([
                    ("square", text(to)),
                    ("from", list(tr, &from).into()),
                    ("options", alternatives(tr, options).into()),
                ]),
            )
        }
    };
    tr.t_args("move-error-line", &args([("move", typed.trim().into()), ("why", why.into())]))
}

/// A start position that cannot be played.
pub fn setup_error(tr: Tr, e: &crate::table::SetupError) -> String {
    use crate::table::SetupError;
    match e {
        SetupError::FenUnreadable { fen, part } => tr.t_args(
            "setup-error-fen-unreadable",
            &args([("fen", fen.as_str().into()), ("detail", fen_part(tr, *part).into())]),
        ),
        SetupError::IllegalPosition { fen, faults } => tr.t_args(
            "setup-error-fen-illegal",
            &args([("fen", fen.as_str().into()), ("detail", position_faults(tr, faults).into())]),
        ),
    }
}

/// Which part of a FEN cannot be read, and what it should hold, as a clause.
pub fn fen_part(tr: Tr, part: crate::table::FenPart) -> String {
    use crate::table::FenPart as P;
    tr.t(match part {
        P::Nothing => "fen-part-nothing",
        P::Board => "fen-part-board",
        P::Turn => "fen-part-turn",
        P::Castling => "fen-part-castling",
        P::EnPassant => "fen-part-en-passant",
        P::HalfmoveClock => "fen-part-halfmove-clock",
        P::MoveNumber => "fen-part-move-number",
        P::Extra => "fen-part-extra",
    })
}

/// A rule of a position that a FEN breaks, as a clause: "Black has no king".
pub fn position_fault(tr: Tr, fault: crate::table::PositionFault) -> String {
    use crate::table::PositionFault as F;
    let id = match fault {
        F::EmptyBoard => "position-fault-empty-board",
        F::MissingKing(_) => "position-fault-missing-king",
        F::TooManyKings(_) => "position-fault-too-many-kings",
        F::PawnsOnBackRank => "position-fault-pawns-on-back-rank",
        F::CastlingRights => "position-fault-castling-rights",
        F::EnPassantSquare => "position-fault-en-passant",
        F::OppositeCheck(_) => "position-fault-opposite-check",
        F::ImpossibleCheck => "position-fault-impossible-check",
        F::TooMuchMaterial => "position-fault-too-much-material",
        F::Variant => "position-fault-variant",
        F::MoveNumberTooLarge(number) => {
            return tr.t_args(
                "position-fault-move-number",
                &args([
                    ("number", number.to_string().into()),
                    ("max", crate::table::Setup::MAX_START_MOVE.to_string().into()),
                ]),
            );
        }
    };
    let who = match fault {
        F::MissingKing(c) | F::TooManyKings(c) | F::OppositeCheck(c) => c,
        _ => Color::White,
    };
    tr.t_args(id, &args([("side", side(who))]))
}

/// Every rule of a position that a FEN breaks, as one clause: "White has two kings and a pawn
/// stands on the first or the eighth rank".
pub fn position_faults(tr: Tr, faults: &[crate::table::PositionFault]) -> String {
    let said: Vec<String> = faults.iter().map(|f| position_fault(tr, *f)).collect();
    list(tr, &said)
}

/// What is wrong with a PGN text, with its line and move: "line 3: move 4. Qxf9: …".
pub fn pgn_error(tr: Tr, e: &crate::record::PgnError) -> String {
    let mut text = pgn_problem(tr, &e.problem);
    if let Some((number, token)) = &e.at {
        text = tr.t_args(
            "pgn-at-move",
            &args([("move", number.to_string().into()), ("token", token.as_str().into()), ("problem", text.into())]),
        );
    }
    if let Some(line) = e.line {
        text = tr.t_args("pgn-at-line", &args([("line", line.into()), ("error", text.into())]));
    }
    text
}

/// What is wrong with a PGN text, as a clause.
pub fn pgn_problem(tr: Tr, p: &crate::record::PgnProblem) -> String {
    use crate::record::PgnProblem as P;
    let s = |v: &str| -> FluentValue<'static> { FluentValue::from(v.to_owned()) };
    match p {
        P::NoGame => tr.t("pgn-no-game"),
        P::Unreadable(detail) => tr.t_args("pgn-unreadable", &args([("detail", s(detail))])),
        P::TagNotClosed => tr.t("pgn-tag-not-closed"),
        P::TagTooLong { name, length, limit } => tr.t_args(
            "pgn-tag-too-long",
            &args([("tag", s(name)), ("length", (*length).into()), ("limit", (*limit).into())]),
        ),
        P::MoreThanOneGame => tr.t("pgn-more-than-one-game"),
        P::ReadOtherwise => tr.t("pgn-read-otherwise"),
        P::SeveralGames(games) => {
            let list: String = games
                .iter()
                .map(|g| {
                    let mut a = args([("number", g.number.into()), ("white", s(&g.white)), ("black", s(&g.black))]);
                    let id = match &g.round {
                        Some(round) => {
                            a.set("round", s(round));
                            "pgn-game-listed-round"
                        }
                        None => "pgn-game-listed",
                    };
                    format!("\n  {}", tr.t_args(id, &a))
                })
                .collect();
            tr.t_args("pgn-several-games", &args([("count", games.len().into()), ("list", list.into())]))
        }
        P::NoSuchGame { asked: 0, .. } => tr.t("pgn-game-zero"),
        P::NoSuchGame { asked, games } => {
            tr.t_args("pgn-no-such-game", &args([("number", (*asked).into()), ("count", (*games).into())]))
        }
        P::TagAmongMoves => tr.t("pgn-tag-among-moves"),
        P::VariationNotOpened => tr.t("pgn-variation-not-opened"),
        P::CommentNotOpened => tr.t("pgn-comment-not-opened"),
        P::VariationNotClosed => tr.t("pgn-variation-not-closed"),
        P::CommentNotClosed => tr.t("pgn-comment-not-closed"),
        P::AfterResult(token) => tr.t_args("pgn-after-result", &args([("token", s(token))])),
        P::NoResult(None) => tr.t("pgn-no-result-before-any-move"),
        P::NoResult(Some((number, token))) => {
            tr.t_args("pgn-no-result", &args([("move", text(number)), ("token", s(token))]))
        }
        P::NullMove => tr.t("pgn-null-move"),
        P::NotAMove => tr.t("pgn-not-a-move"),
        P::CoordinateMove => tr.t("pgn-coordinate-move"),
        P::TagGluedToMoves => tr.t("pgn-tag-glued-to-moves"),
        P::NoUsableClock { clk } => tr.t_args("pgn-no-usable-clock", &args([("clk", text(clk))])),
        P::MovesUnread { tokens, read } => {
            tr.t_args("pgn-moves-unread", &args([("tokens", (*tokens).into()), ("read", (*read).into())]))
        }
        P::Variant(v) => tr.t_args("pgn-variant", &args([("variant", s(v))])),
        P::Chess960NeedsFen => tr.t("pgn-chess960-needs-fen"),
        P::FenUnreadable { fen, part } => {
            tr.t_args("pgn-fen-unreadable", &args([("fen", s(fen)), ("detail", fen_part(tr, *part).into())]))
        }
        P::FenIllegal { fen, faults } => {
            tr.t_args("pgn-fen-illegal", &args([("fen", s(fen)), ("detail", position_faults(tr, faults).into())]))
        }
        P::Ambiguous => tr.t("pgn-ambiguous"),
        P::Illegal => tr.t("pgn-illegal"),
        P::IllegalOrAmbiguous => tr.t("pgn-illegal-or-ambiguous"),
        P::Refused(r) => refusal_reason(tr, r),
        P::IntendedNotSan(t) => tr.t_args("pgn-intended-not-san", &args([("text", s(t))])),
        P::NoTimeControl => tr.t("pgn-no-time-control"),
        P::TimeControlTag(e) => tr.t_args(
            "pgn-time-control-tag",
            &args([("tag", e.tag.into()), ("error", control_parse_error(tr, &e.error).into())]),
        ),
        P::Setup(e) => setup_error(tr, e),
        P::NoEmt => tr.t("pgn-no-emt-or-clk"),
        P::EmtUnreadable(e) => tr.t_args("pgn-emt-unreadable", &args([("text", s(&e.0))])),
        P::ClkUnreadable(e) => tr.t_args("pgn-clk-unreadable", &args([("text", s(&e.0))])),
        P::ClkImpossible { before, after, added } => tr.t_args(
            "pgn-clk-impossible",
            &args([("before", text(before)), ("after", text(after)), ("added", text(added))]),
        ),
        P::WrittenOtherwise { san } => tr.t_args("pgn-written-otherwise", &args([("san", s(san))])),
        P::Signature { tag, error } => {
            let detail = match error {
                StrokesError::NotBase64(e) => tr.t_args("pgn-strokes-not-base64", &args([("error", s(e))])),
                StrokesError::Cut => tr.t("pgn-strokes-cut"),
            };
            tr.t_args("pgn-signature", &args([("tag", s(tag)), ("detail", detail.into())]))
        }
        P::ResultDisagrees { tag, marker } => {
            tr.t_args("pgn-result-disagrees", &args([("tag", s(tag)), ("marker", s(marker))]))
        }
        P::EscapeLine => tr.t("pgn-escape-line"),
        P::RestOfLineComment => tr.t("pgn-rest-of-line-comment"),
        P::Variation => tr.t("pgn-variation"),
        P::Annotation(token) => tr.t_args("pgn-annotation", &args([("token", s(token))])),
        P::CommentOutsideMoves => tr.t("pgn-comment-outside-moves"),
        P::TagLineOtherwise => tr.t("pgn-tag-line-otherwise"),
        P::LineBreakOtherwise => tr.t("pgn-line-break-otherwise"),
        P::DuplicateTag(tag) => tr.t_args("pgn-duplicate-tag", &args([("tag", s(tag))])),
        P::MissingTag(tag) => tr.t_args("pgn-missing-tag", &args([("tag", s(tag))])),
        P::TagWrittenOtherwise(tag) => tr.t_args("pgn-tag-written-otherwise", &args([("tag", s(tag))])),
        P::CommentsWrittenOtherwise => tr.t("pgn-comments-written-otherwise"),
    }
}

/// A remark an arbiter should read about an adjudicated game.
pub fn remark(tr: Tr, r: &crate::record::adjudicate::Remark) -> String {
    use crate::record::adjudicate::{Afterwards, Remark};
    match r {
        Remark::MovesAfterEnd { ending: e, at, token } => tr.t_args(
            "remark-moves-after-end",
            &args([("ending", ending(tr, e).into()), ("move", text(at)), ("token", token.as_str().into())]),
        ),
        Remark::NotCounted { what, refusal } => {
            let (what, by) = match *what {
                Afterwards::Claim(by) => ("claim", by),
                Afterwards::Resignation(by) => ("resignation", by),
                Afterwards::FlagFall(by) => ("flag", by),
            };
            tr.t_args(
                "remark-not-counted",
                &args([("what", what.into()), ("side", side(by)), ("refusal", refusal_reason(tr, refusal).into())]),
            )
        }
        Remark::ResultDisagrees { written, ours } => tr
            .t_args("remark-result-disagrees", &args([("written", written.as_str().into()), ("ours", (*ours).into())])),
        Remark::FlagFellDuringMove { at, token, used, left } => tr.t_args(
            "remark-flag-fell-during-move",
            &args([("move", text(at)), ("token", token.as_str().into()), ("used", text(used)), ("left", time(*left))]),
        ),
        Remark::TimeGiven { at, token, side: s, given } => tr.t_args(
            "remark-time-given",
            &args([("move", text(at)), ("token", token.as_str().into()), ("side", side(*s)), ("given", text(given))]),
        ),
        Remark::IllegalMoveClaimed { at, token, notices } => {
            let told: Vec<String> = notices.iter().filter_map(|n| notice(tr, n)).collect();
            tr.t_args(
                "pgn-at-move",
                &args([("move", text(at)), ("token", token.as_str().into()), ("problem", told.join("; ").into())]),
            )
        }
        Remark::IllegalMoveUnclaimed { at, token, kind, fate } => tr.t_args(
            "remark-illegal-unclaimed",
            &args([
                ("move", text(at)),
                ("token", token.as_str().into()),
                ("what", illegal_kind(tr, *kind).into()),
                ("fate", fate.name().into()),
                ("article", tr.article(fate.article()).into()),
            ]),
        ),
    }
}
