//! Guidelines III: the quickplay finish, the last period of a game without increment, where a
//! player short of time may ask the arbiter for an increment (III.4) or claim a draw (III.5
//! with an arbiter at the table, III.6 without one).
//!
//! III.5 is for a game where III.4 cannot be applied, a clock that cannot be set to the extra
//! five seconds. Escaque's clock always can, so where the edition has the increment request
//! (2014 G.4, 2023 III.4) the claim with an arbiter present is refused and the player is sent
//! to III.4; the 2008 edition has no increment request, and its Article 10.2 is the claim with
//! the arbiter summoned. Without an arbiter (III.6, 2014 G.6, 2008 Appendix D) any player under
//! two minutes may claim, on move or not.
//!
//! Everything here is a rule, not a clock: the table says what the clock shows
//! ([`Circumstances`]), and these functions say whether a request may be made and what a ruling
//! does ([`Decision`]); the table carries that out on the clock and the game.

use shakmaty::Color;

use super::article::Article;
use super::outcome::{Ending, GameResult, Reason};
use super::rules::{Category, Millis};

/// Under this much time left a player may ask for an increment or claim a draw (III.4, III.5,
/// III.6.1); it is also what the opponent is given when the arbiter grants, postpones or
/// rejects.
pub const TWO_MINUTES: Millis = 120_000;

/// The increment the arbiter may grant to both players (III.4).
pub const QUICKPLAY_INCREMENT: Millis = 5_000;

/// A request or claim of the quickplay finish that waits for the arbiter: the one place where
/// "waiting for the arbiter" is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pending {
    /// III.4: `by` asked for an increment; the request is also a draw offer. The clocks are
    /// stopped.
    Increment {
        /// The player who asked.
        by: Color,
    },
    /// III.5: `by` claimed a draw with an arbiter present. The clocks are stopped.
    Claim {
        /// The claimant.
        by: Color,
    },
    /// III.5.2: the decision on `by`'s claim was postponed. Play goes on; the arbiter decides
    /// at any time, and at the latest once a flag has fallen.
    Postponed {
        /// The claimant.
        by: Color,
    },
    /// Play is over and the result waits for the arbiter: a claim with no arbiter present
    /// (III.6), or a postponed claim when a flag fell (III.5.2).
    Referred {
        /// The claimant.
        by: Color,
        /// III.6 or III.5.2.
        article: Article,
    },
}

impl Pending {
    /// The player who asked or claimed.
    pub fn by(self) -> Color {
        match self {
            Pending::Increment { by }
            | Pending::Claim { by }
            | Pending::Postponed { by }
            | Pending::Referred { by, .. } => by,
        }
    }

    /// The Article that governs what is waiting.
    pub fn article(self) -> Article {
        match self {
            Pending::Increment { .. } => Article::QUICKPLAY_INCREMENT,
            Pending::Claim { .. } => Article::QUICKPLAY_CLAIM,
            Pending::Postponed { .. } => Article::QUICKPLAY_CLAIM_POSTPONED,
            Pending::Referred { article, .. } => article,
        }
    }

    /// Whether play stops until the arbiter rules: everything except a postponed claim.
    pub fn stops_play(self) -> bool {
        !matches!(self, Pending::Postponed { .. })
    }
}

/// What the arbiter decides on a request or claim (Guidelines III).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ruling {
    /// III.4: both players get five seconds a move, the opponent two more minutes.
    GrantIncrement,
    /// III.4: no increment; play goes on.
    RefuseIncrement,
    /// The draw claim is upheld (III.5.1, III.5.2, III.6.2).
    Draw,
    /// III.5.2: decided later, and the arbiter gives the opponent two extra minutes; play goes
    /// on. The journal's `postpone`, as written before the two minutes became a choice.
    Postpone,
    /// III.5.2: decided later without extra time for the opponent (the two minutes are the
    /// arbiter's choice); play goes on.
    PostponeWithoutTime,
    /// III.5.3: rejected; the opponent gets two minutes. After a flag fell on a postponed
    /// claim, the flag stands (6.9); on a referred claim (III.6.2), the opponent wins.
    Reject,
}

/// Why a quickplay-finish request or claim is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuickplayRefusal {
    /// The tournament did not announce the quickplay finish (III.2.1).
    NotAnnounced,
    /// Not in blitz (III.2.2).
    Blitz,
    /// Only in games without increment (III.2.2).
    WithIncrement,
    /// Only in the last period, where all remaining moves must be made (III.1).
    NotLastPeriod,
    /// Only the player on move (III.4, III.5; 2008 10.2); a claim without an arbiter (III.6.1)
    /// does not ask it.
    NotOnMove,
    /// Only with less than two minutes left (III.4, III.5, III.6.1).
    TwoMinutesOrMore,
    /// III.5 applies only where III.4 does not: Escaque's clock can always take the five-second
    /// increment, so with an arbiter present the player asks for it instead of claiming.
    IncrementApplies,
    /// The 2008 edition has no increment request: its Article 10.2 knows only the draw claim.
    NoIncrementRequest,
    /// The increment needs an arbiter to grant it (III.4).
    NeedsArbiter,
    /// A request or claim is already waiting for the arbiter.
    AlreadyPending,
}

impl QuickplayRefusal {
    /// The Article behind the refusal.
    pub fn article(self) -> Article {
        match self {
            QuickplayRefusal::NotAnnounced => Article::QUICKPLAY_ANNOUNCED,
            QuickplayRefusal::Blitz | QuickplayRefusal::WithIncrement => Article::QUICKPLAY_SCOPE,
            QuickplayRefusal::NotLastPeriod => Article::QUICKPLAY_DEFINITION,
            QuickplayRefusal::NeedsArbiter => Article::QUICKPLAY_INCREMENT,
            QuickplayRefusal::IncrementApplies => Article::QUICKPLAY_CLAIM,
            QuickplayRefusal::NoIncrementRequest => Article::QUICKPLAY_CLAIM_2008,
            QuickplayRefusal::NotOnMove | QuickplayRefusal::TwoMinutesOrMore | QuickplayRefusal::AlreadyPending => {
                Article::QUICKPLAY_CLAIM
            }
        }
    }
}

/// What the table knows at the moment of a request, which Guidelines III asks about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Circumstances {
    /// The tournament announced the quickplay finish (III.2.1).
    pub announced: bool,
    /// The game's category (III.2.2: not in blitz).
    pub category: Category,
    /// Either player's control has an increment or delay, or one was granted (III.2.2).
    pub with_increment: bool,
    /// The player is in the last period, where all remaining moves must be made (III.1).
    pub last_period: bool,
    /// The player on move.
    pub on_move: Color,
    /// The time the requesting player has left.
    pub remaining: Millis,
    /// An arbiter is at the table (III.4, III.5) or not (III.6).
    pub arbiter_present: bool,
    /// The edition has the increment request of III.4 (2014 G.4, 2023 III.4; not 2008), which
    /// Escaque's clock can always carry out ([`super::RuleSet::quickplay_increment_request`]).
    pub increment_request: bool,
    /// What already waits for the arbiter.
    pub pending: Option<Pending>,
}

/// What a player asks for under Guidelines III.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Request {
    /// III.4: a five-second increment for both.
    Increment,
    /// III.5 or III.6: a draw.
    Claim,
}

/// Whether the quickplay finish applies to this game at all: announced (III.2.1), not blitz
/// and without increment (III.2.2), and in the last period (III.1).
pub fn scope(now: &Circumstances) -> Result<(), QuickplayRefusal> {
    if !now.announced {
        return Err(QuickplayRefusal::NotAnnounced);
    }
    if now.category == Category::Blitz {
        return Err(QuickplayRefusal::Blitz);
    }
    if now.with_increment {
        return Err(QuickplayRefusal::WithIncrement);
    }
    if !now.last_period {
        return Err(QuickplayRefusal::NotLastPeriod);
    }
    Ok(())
}

/// Whether `by` may make `request` now, and what then waits for the arbiter: the request or
/// claim (the clocks stop, III.4, III.5), or with no arbiter present a claim referred to one
/// (play ends, III.6). A request while a claim is referred or postponed is not refused here:
/// the game itself says it waits for the arbiter.
///
/// ```
/// use escaque::laws::{Category, Circumstances, Pending, QuickplayRefusal, Request, quickplay};
/// use shakmaty::Color::White;
/// let now = Circumstances {
///     announced: true,
///     category: Category::Rapid,
///     with_increment: false,
///     last_period: true,
///     on_move: White,
///     remaining: 90_000,
///     arbiter_present: true,
///     increment_request: true,
///     pending: None,
/// };
/// assert_eq!(quickplay::request(Request::Increment, White, &now), Ok(Pending::Increment { by: White }));
/// // III.5 only where III.4 cannot be applied.
/// assert_eq!(quickplay::request(Request::Claim, White, &now), Err(QuickplayRefusal::IncrementApplies));
/// let plenty = Circumstances { remaining: 150_000, ..now };
/// assert_eq!(quickplay::request(Request::Increment, White, &plenty), Err(QuickplayRefusal::TwoMinutesOrMore));
/// // 2008, Article 10.2: the claim, and no increment to ask for.
/// let fide_2008 = Circumstances { increment_request: false, ..now };
/// assert_eq!(quickplay::request(Request::Claim, White, &fide_2008), Ok(Pending::Claim { by: White }));
/// assert_eq!(quickplay::request(Request::Increment, White, &fide_2008), Err(QuickplayRefusal::NoIncrementRequest));
/// ```
pub fn request(request: Request, by: Color, now: &Circumstances) -> Result<Pending, QuickplayRefusal> {
    scope(now)?;
    match request {
        Request::Increment if !now.increment_request => return Err(QuickplayRefusal::NoIncrementRequest),
        Request::Claim if now.arbiter_present && now.increment_request => {
            return Err(QuickplayRefusal::IncrementApplies);
        }
        Request::Increment | Request::Claim => {}
    }
    // III.4 and III.5 (2008: 10.2) are for the player on move; III.6.1 asks only the time.
    let without_arbiter_claim = request == Request::Claim && !now.arbiter_present;
    if now.on_move != by && !without_arbiter_claim {
        return Err(QuickplayRefusal::NotOnMove);
    }
    if now.remaining >= TWO_MINUTES {
        return Err(QuickplayRefusal::TwoMinutesOrMore);
    }
    if matches!(now.pending, Some(Pending::Increment { .. } | Pending::Claim { .. })) {
        return Err(QuickplayRefusal::AlreadyPending);
    }
    match (request, now.arbiter_present) {
        (Request::Increment, false) => Err(QuickplayRefusal::NeedsArbiter),
        (Request::Increment, true) => Ok(Pending::Increment { by }),
        (Request::Claim, true) => Ok(Pending::Claim { by }),
        (Request::Claim, false) => Ok(Pending::Referred { by, article: Article::QUICKPLAY_CLAIM_REFERRED }),
    }
}

/// Whether a window offers `request` to a player at all, leaving the clock and the scope to
/// [`request`]: the increment to the player on move with an arbiter present, where the edition
/// has it; the claim with an arbiter present only where there is no increment to ask for (2008
/// 10.2; III.5 applies only where III.4 does not), and without an arbiter to either player
/// (III.6.1 does not ask who is on move).
///
/// ```
/// use escaque::laws::{Request, quickplay};
/// // 2023, arbiter present, player on move: the increment, not the claim.
/// assert!(quickplay::offered(Request::Increment, true, true, true));
/// assert!(!quickplay::offered(Request::Claim, true, true, true));
/// // No arbiter: the claim, on move or not.
/// assert!(quickplay::offered(Request::Claim, false, false, true));
/// ```
pub fn offered(request: Request, on_move: bool, arbiter_present: bool, increment_request: bool) -> bool {
    match request {
        Request::Increment => on_move && arbiter_present && increment_request,
        Request::Claim if arbiter_present => on_move && !increment_request,
        Request::Claim => true,
    }
}

/// What a ruling does, for the table to carry out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// III.4 granted: five seconds a move for both, two minutes more for `to`; play resumes.
    GrantIncrement {
        /// The opponent of the player who asked.
        to: Color,
    },
    /// III.4 refused: play resumes as it was.
    RefuseIncrement,
    /// III.5.2: the claim waits, postponed, and play resumes; if the arbiter so chose, two
    /// minutes more for the claimant's opponent.
    Postpone {
        /// The claimant.
        claimant: Color,
        /// The arbiter gives the claimant's opponent two extra minutes (III.5.2 "may").
        extra_time: bool,
    },
    /// III.5.3: two minutes more for `to`; play resumes.
    Reject {
        /// The claimant's opponent.
        to: Color,
    },
    /// A postponed claim dismissed while play goes on.
    Dismiss,
    /// The game ends this way.
    End(Ending),
    /// III.5.2: a postponed claim rejected after a flag fell: the flag stands, and 6.9 says
    /// what it means in the final position.
    FlagStands,
}

/// What `ruling` does to what is `pending`, or `None` when the arbiter has nothing to rule on
/// that way.
///
/// ```
/// use escaque::laws::{Decision, Pending, Ruling, quickplay};
/// use shakmaty::Color::White;
/// assert_eq!(
///     quickplay::rule(Pending::Claim { by: White }, Ruling::Postpone),
///     Some(Decision::Postpone { claimant: White, extra_time: true })
/// );
/// assert_eq!(
///     quickplay::rule(Pending::Claim { by: White }, Ruling::PostponeWithoutTime),
///     Some(Decision::Postpone { claimant: White, extra_time: false })
/// );
/// assert_eq!(quickplay::rule(Pending::Claim { by: White }, Ruling::GrantIncrement), None);
/// ```
pub fn rule(pending: Pending, ruling: Ruling) -> Option<Decision> {
    let draw = |article| Decision::End(Ending { result: GameResult::Draw, reason: Reason::QuickplayFinish, article });
    Some(match (pending, ruling) {
        (Pending::Increment { by }, Ruling::GrantIncrement) => Decision::GrantIncrement { to: !by },
        (Pending::Increment { .. }, Ruling::RefuseIncrement) => Decision::RefuseIncrement,
        (Pending::Claim { .. }, Ruling::Draw) => draw(Article::QUICKPLAY_CLAIM_GRANTED),
        (Pending::Claim { by }, Ruling::Postpone) => Decision::Postpone { claimant: by, extra_time: true },
        (Pending::Claim { by }, Ruling::PostponeWithoutTime) => Decision::Postpone { claimant: by, extra_time: false },
        (Pending::Claim { by }, Ruling::Reject) => Decision::Reject { to: !by },
        (Pending::Postponed { .. }, Ruling::Draw) => draw(Article::QUICKPLAY_CLAIM_POSTPONED),
        (Pending::Postponed { .. }, Ruling::Reject) => Decision::Dismiss,
        (Pending::Referred { article, .. }, Ruling::Draw) => draw(article),
        (Pending::Referred { article: Article::QUICKPLAY_CLAIM_POSTPONED, .. }, Ruling::Reject) => Decision::FlagStands,
        (Pending::Referred { by, article }, Ruling::Reject) => {
            Decision::End(Ending { result: GameResult::Win(!by), reason: Reason::ArbiterDecision, article })
        }
        (Pending::Increment { .. }, Ruling::Draw | Ruling::Postpone | Ruling::PostponeWithoutTime | Ruling::Reject)
        | (
            Pending::Claim { .. } | Pending::Postponed { .. } | Pending::Referred { .. },
            Ruling::GrantIncrement | Ruling::RefuseIncrement,
        )
        | (Pending::Postponed { .. } | Pending::Referred { .. }, Ruling::Postpone | Ruling::PostponeWithoutTime) => {
            return None;
        }
    })
}
