//! A game at the table: the laws core and the clock, driven by one stream of timestamped
//! events.
//!
//! [`Table::apply`] is the single way in. It is as pure as the two parts it joins: "now" is the
//! event's `at`, so replaying the same events (a journal) gives the same game, clocks included.
//! It also carries what needs both parts at once: a press that completes a move, penalties that
//! become clock time, flag falls judged against the position (6.9), and the quickplay finish of
//! Guidelines III.

use std::fmt;

use shakmaty::{CastlingMode, Chess, Color, Position, fen::Fen};

use crate::clock::{AdjustReason, Adjustment, Clock, ClockError, Flag, MINUTE, Phase, Press, SECOND, TimeControls};
use crate::laws::{
    self, Article, Category, Config, DrawOffers, Edition, Ending, EventKind, Game, GameResult, Millis, Reason, RuleSet,
    Status,
};

/// Everything decided before the first move: who plays, from where, under which rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub white: String,
    pub black: String,
    /// The start position; `None` for the initial position of Article 2.
    pub fen: Option<String>,
    /// Chess960 castling (Guidelines II).
    pub chess960: bool,
    pub controls: TimeControls,
    pub edition: Edition,
    /// Touch-move (4.3 to 4.5); off for casual play.
    pub touch_move: bool,
    /// When draw offers are allowed (9.1.1).
    pub draw_offers: DrawOffers,
    /// The clock is pressed with the move, by the app, instead of by each player's key.
    pub press_with_move: bool,
    /// An arbiter (the trainer) is present to rule (Guidelines III.4, III.5).
    pub arbiter_present: bool,
    /// The quickplay finish of Guidelines III has been announced (III.2.1).
    pub quickplay_finish: bool,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            white: String::new(),
            black: String::new(),
            fen: None,
            chess960: false,
            controls: TimeControls::same(crate::clock::Preset::FideClassical.control()),
            edition: Edition::Fide2023,
            touch_move: true,
            draw_offers: DrawOffers::Allowed,
            press_with_move: false,
            arbiter_present: false,
            quickplay_finish: false,
        }
    }
}

/// A start position that cannot be played. `detail` is shakmaty's own (English) words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The FEN cannot be read.
    FenUnreadable { fen: String, detail: String },
    /// The FEN reads but is not a legal position.
    IllegalPosition { fen: String, detail: String },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::FenUnreadable { fen, detail } => write!(f, "the FEN \"{fen}\" cannot be read: {detail}"),
            SetupError::IllegalPosition { fen, detail } => {
                write!(f, "the FEN \"{fen}\" is not a legal position: {detail}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    pub fn castling_mode(&self) -> CastlingMode {
        if self.chess960 { CastlingMode::Chess960 } else { CastlingMode::Standard }
    }

    /// The position the game starts from.
    pub fn start_position(&self) -> Result<Chess, SetupError> {
        let Some(text) = &self.fen else {
            return Ok(Chess::default());
        };
        let fen: Fen = text.parse().map_err(|e: shakmaty::fen::ParseFenError| SetupError::FenUnreadable {
            fen: text.clone(),
            detail: e.to_string(),
        })?;
        fen.into_position(self.castling_mode())
            .map_err(|e| SetupError::IllegalPosition { fen: text.clone(), detail: e.to_string() })
    }

    /// The laws core's configuration: the edition's numbers and the category of the control.
    pub fn config(&self) -> Config {
        let rules = RuleSet::of(self.edition);
        Config {
            rules,
            category: self.controls.category(&rules),
            touch_move: self.touch_move,
            draw_offers: self.draw_offers,
            press_with_move: self.press_with_move,
        }
    }
}

/// What the arbiter decides on a request or claim of the quickplay finish (Guidelines III).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ruling {
    /// III.4: both players get five seconds a move, the opponent two more minutes.
    GrantIncrement,
    /// III.4: no increment; play goes on.
    RefuseIncrement,
    /// The draw claim is upheld (III.5.1, III.5.2, III.6.2).
    Draw,
    /// III.5.2: decided later; the opponent gets two minutes and play goes on.
    Postpone,
    /// III.5.3: rejected; the opponent gets two minutes. After a flag fell on a postponed
    /// claim, the flag stands (6.9); on a referred claim (III.6.2), the opponent wins.
    Reject,
}

/// A request or claim waiting for the arbiter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pending {
    /// III.4: `by` asked for an increment; it is also a draw offer.
    Increment { by: Color },
    /// III.5: `by` claimed a draw; the clocks are stopped.
    Claim { by: Color },
    /// III.5.2: the decision on `by`'s claim was postponed; play goes on.
    Postponed { by: Color },
}

/// Something done at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A board or player action for the laws core (touch, move, press, offer, claim...). A flag
    /// fall is not one: the clock finds it.
    Play(EventKind),
    /// The clocks are stopped to call the arbiter (6.11.2).
    Pause,
    /// Play resumes (6.11.3).
    Resume,
    /// The arbiter changes a clock (6.10.2, 7.1, 12.5, 12.9).
    Adjust(Adjustment, AdjustReason),
    /// III.4: the player on move, under two minutes, asks for a five-second increment.
    AskIncrement { by: Color },
    /// III.5, III.6: the player on move, under two minutes, claims a draw.
    QuickplayClaim { by: Color },
    /// The arbiter rules on what is pending.
    Rule(Ruling),
    /// The flag of the running side is seen to have fallen (6.8): the app looks every frame.
    ObserveFlag,
    /// The full analysis beside the game proved something ([`Proof`]).
    Analysis(Proof),
}

/// What the full analysis (a [`crate::laws::MateWorker`]) proved after the fact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Proof {
    /// The position after `plies` moves was dead (5.2.2).
    Dead { plies: usize },
    /// `side` could never checkmate in the final position (6.9, 5.1.2).
    CannotMate { side: Color },
    /// The analysis could not decide whether `side` could checkmate in the final position: the
    /// loss on time or by resignation stands, and the record says so.
    Undecided { side: Color },
}

/// An action at a moment of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// Milliseconds since the game started, from a monotonic clock.
    pub at: Millis,
    pub action: Action,
}

impl Event {
    pub fn new(at: Millis, action: Action) -> Event {
        Event { at, action }
    }
}

/// What an accepted event did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Laws(laws::Notice),
    /// A press: the time the move used, the bonus, the period's time, the time shown.
    Pressed(Press),
    Paused,
    Resumed,
    Adjusted(Adjustment, AdjustReason),
    FlagFell(Flag),
    /// The arbiter is asked to rule.
    AwaitingRuling(Pending),
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
    /// Only the player on move (III.4, III.5, III.6.1).
    NotOnMove,
    /// Only with less than two minutes left (III.4, III.5, III.6.1).
    TwoMinutesOrMore,
    /// The increment needs an arbiter to grant it (III.4).
    NeedsArbiter,
    /// A request or claim is already waiting for the arbiter.
    AlreadyPending,
}

impl QuickplayRefusal {
    pub fn article(self) -> Article {
        Article(match self {
            QuickplayRefusal::NotAnnounced => "III.2.1",
            QuickplayRefusal::Blitz | QuickplayRefusal::WithIncrement => "III.2.2",
            QuickplayRefusal::NotLastPeriod => "III.1",
            QuickplayRefusal::NeedsArbiter => "III.4",
            QuickplayRefusal::NotOnMove | QuickplayRefusal::TwoMinutesOrMore | QuickplayRefusal::AlreadyPending => {
                "III.5"
            }
        })
    }
}

/// Why an event was not accepted. On a refusal nothing changes, except that a flag found to
/// have fallen before the event has fallen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    Laws(laws::Refusal),
    Clock(ClockError),
    Quickplay(QuickplayRefusal),
    /// There is nothing for the arbiter to rule on, or not this ruling.
    NoSuchRuling {
        ruling: Ruling,
        pending: Option<Pending>,
    },
    /// III.4: the opponent has not yet answered the draw offer that the request makes.
    OfferUnanswered,
    /// The arbiter must rule before play resumes.
    RulingFirst(Pending),
    /// No flag has fallen.
    NoFlag,
    /// The clocks are stopped: no moves until play resumes (6.11.3).
    ClocksStopped,
    /// Flag falls come from the clock and rulings from the arbiter, not from a player.
    NotAPlayerAction,
}

impl Refusal {
    /// The Article behind the refusal, where one applies.
    pub fn article(&self) -> Option<Article> {
        match self {
            Refusal::Laws(r) => r.article(),
            Refusal::Clock(_) | Refusal::NoFlag | Refusal::NotAPlayerAction => None,
            Refusal::Quickplay(q) => Some(q.article()),
            Refusal::NoSuchRuling { .. } | Refusal::OfferUnanswered | Refusal::RulingFirst(_) => {
                Some(Article::QUICKPLAY_CLAIM)
            }
            Refusal::ClocksStopped => Some(Article("6.11.3")),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Laws(r) => write!(f, "{r}"),
            Refusal::Clock(e) => write!(f, "{e}"),
            Refusal::Quickplay(q) => {
                let why = match q {
                    QuickplayRefusal::NotAnnounced => "the quickplay finish was not announced for this game",
                    QuickplayRefusal::Blitz => "the quickplay finish does not apply to blitz",
                    QuickplayRefusal::WithIncrement => "the quickplay finish applies only to games without increment",
                    QuickplayRefusal::NotLastPeriod => "the quickplay finish applies only to the last period",
                    QuickplayRefusal::NotOnMove => "only the player on move may ask",
                    QuickplayRefusal::TwoMinutesOrMore => "only a player with less than two minutes left may ask",
                    QuickplayRefusal::NeedsArbiter => "an increment can only be granted by an arbiter",
                    QuickplayRefusal::AlreadyPending => "a request is already waiting for the arbiter",
                };
                write!(f, "{why} (Guidelines {})", q.article())
            }
            Refusal::NoSuchRuling { ruling, pending } => {
                write!(f, "the ruling {ruling:?} does not answer what is pending ({pending:?})")
            }
            Refusal::OfferUnanswered => {
                f.write_str("the opponent must first accept or decline the draw offer (Guidelines III.4)")
            }
            Refusal::RulingFirst(p) => write!(f, "the arbiter must first rule on {p:?}"),
            Refusal::NoFlag => f.write_str("no flag has fallen"),
            Refusal::ClocksStopped => f.write_str("the clocks are stopped until play resumes (Article 6.11.3)"),
            Refusal::NotAPlayerAction => {
                f.write_str("flag falls come from the clock and rulings from the arbiter, not from a player")
            }
        }
    }
}

impl std::error::Error for Refusal {}

impl From<laws::Refusal> for Refusal {
    fn from(r: laws::Refusal) -> Refusal {
        Refusal::Laws(r)
    }
}

impl From<ClockError> for Refusal {
    fn from(e: ClockError) -> Refusal {
        Refusal::Clock(e)
    }
}

/// How long a ply took and what the clock showed after it, for `[%emt]` and `[%clk]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlyTime {
    /// The time the move used, when it was completed by a press.
    pub used: Option<Millis>,
    /// The mover's time shown once the move was completed.
    pub shown: Option<Millis>,
}

const TWO_MINUTES: Millis = 2 * MINUTE;
const QUICKPLAY_INCREMENT: Millis = 5 * SECOND;

/// A game at the table.
#[derive(Clone, Debug)]
pub struct Table {
    setup: Setup,
    game: Game,
    clock: Clock,
    pending: Option<Pending>,
    ply_times: Vec<PlyTime>,
    /// Sides the analysis could not decide about at the end (see [`Proof::Undecided`]).
    undecided: Vec<Color>,
    last_at: Millis,
}

impl Table {
    /// A new game: the clock of the side to move starts at 0 (6.6).
    pub fn new(setup: Setup) -> Result<Table, SetupError> {
        Table::with_oracle(setup, std::sync::Arc::new(crate::laws::ExactOracle::default()))
    }

    /// A new game whose "could this side mate?" questions go to `oracle`.
    pub fn with_oracle(setup: Setup, oracle: std::sync::Arc<dyn crate::laws::MateOracle>) -> Result<Table, SetupError> {
        let start = setup.start_position()?;
        let turn = start.turn();
        let game = Game::with_oracle(setup.config(), start, oracle);
        let mut clock = Clock::new(setup.controls.clone());
        if game.status() == Status::Ongoing {
            clock.start_with(turn, 0).expect("a new clock starts");
        }
        Ok(Table { setup, game, clock, pending: None, ply_times: Vec::new(), undecided: Vec::new(), last_at: 0 })
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn game(&self) -> &Game {
        &self.game
    }
    pub fn clock(&self) -> &Clock {
        &self.clock
    }
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }
    /// Sides the analysis could not decide about at the end of the game.
    pub fn undecided(&self) -> &[Color] {
        &self.undecided
    }

    /// Time used and shown for each ply, in order.
    pub fn ply_times(&self) -> &[PlyTime] {
        &self.ply_times
    }
    /// The category of the game (Appendices A and B).
    pub fn category(&self) -> Category {
        self.game.config().category
    }

    /// Applies one event.
    pub fn apply(&mut self, event: Event) -> Result<Vec<Notice>, Refusal> {
        let at = event.at;
        if at < self.last_at {
            return Err(laws::Refusal::TimeRunsBackwards { last: self.last_at, at }.into());
        }
        // A move and its press at the very instant the time reaches zero are in time.
        let completes_in_time =
            matches!(event.action, Action::Play(EventKind::PressClock { .. } | EventKind::Move { .. }));
        let mut notices = self.settle_flag(at, completes_in_time);
        let result = match event.action {
            Action::ObserveFlag if notices.is_empty() => Err(Refusal::NoFlag),
            Action::ObserveFlag => Ok(()),
            Action::Play(kind) => self.play(kind, at, &mut notices),
            Action::Pause => self.clock.pause(at).map(|()| notices.push(Notice::Paused)).map_err(Refusal::from),
            Action::Resume => match self.pending {
                Some(p @ (Pending::Claim { .. } | Pending::Increment { .. })) => Err(Refusal::RulingFirst(p)),
                _ => self.clock.resume(at).map(|()| notices.push(Notice::Resumed)).map_err(Refusal::from),
            },
            Action::Adjust(adjustment, reason) => {
                self.clock.adjust(at, adjustment.clone(), reason.clone()).map_err(Refusal::from).map(|_| {
                    notices.push(Notice::Adjusted(adjustment, reason));
                })
            }
            Action::AskIncrement { by } => self.ask_increment(by, at, &mut notices),
            Action::QuickplayClaim { by } => self.quickplay_claim(by, at, &mut notices),
            Action::Rule(ruling) => self.rule(ruling, at, &mut notices),
            Action::Analysis(Proof::Undecided { side }) => {
                if !self.undecided.contains(&side) {
                    self.undecided.push(side);
                }
                Ok(())
            }
            Action::Analysis(proof) => {
                let kind = match proof {
                    Proof::Dead { plies } => EventKind::DeadPositionProven { plies },
                    Proof::CannotMate { side } => EventKind::CannotMateProven { side },
                    Proof::Undecided { .. } => unreachable!("handled above"),
                };
                match self.game.apply(laws::Event::new(at.max(self.game.last_at()), kind)) {
                    Ok(laws_notices) => self.follow(laws_notices, at, &mut notices),
                    Err(refusal) => Err(refusal.into()),
                }
            }
        };
        self.last_at = at;
        result.map(|()| notices)
    }

    /// 6.8, 6.9: if the running side's time ran out before `at` (or at `at` itself, unless the
    /// event is a move or a press, which are in time on the dot), the flag falls at its exact
    /// instant.
    fn settle_flag(&mut self, at: Millis, on_the_dot_ok: bool) -> Vec<Notice> {
        if self.game.status() != Status::Ongoing {
            return Vec::new();
        }
        let Some(flag) = self.clock.flag(at) else {
            return Vec::new();
        };
        if on_the_dot_ok && flag.at == at {
            return Vec::new();
        }
        let mut notices = vec![Notice::FlagFell(flag)];
        let kind = match self.pending {
            // III.5.2: the arbiter decides a postponed claim once a flag has fallen.
            Some(Pending::Postponed { by }) => EventKind::Refer { by, article: Article::QUICKPLAY_CLAIM_POSTPONED },
            _ => EventKind::FlagFall { side: flag.side },
        };
        let laws_notices = self.game.apply(laws::Event::new(flag.at.max(self.game.last_at()), kind));
        notices.extend(
            laws_notices.expect("a flag fall is accepted while the game goes on").into_iter().map(Notice::Laws),
        );
        if self.game.status() != Status::Ongoing && self.clock.phase() != Phase::Stopped {
            self.clock.stop(at).expect("events come in time order");
        }
        notices
    }

    fn play(&mut self, kind: EventKind, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        if matches!(
            kind,
            EventKind::FlagFall { .. }
                | EventKind::Refer { .. }
                | EventKind::Ruling { .. }
                | EventKind::DeadPositionProven { .. }
                | EventKind::CannotMateProven { .. }
        ) {
            return Err(Refusal::NotAPlayerAction);
        }
        let board_action =
            matches!(kind, EventKind::Touch { .. } | EventKind::Move { .. } | EventKind::PressClock { .. });
        if board_action && matches!(self.clock.phase(), Phase::Paused(_)) {
            return Err(Refusal::ClocksStopped);
        }
        match (self.pending, &kind) {
            (
                Some(Pending::Increment { by }),
                EventKind::AcceptDraw { by: who } | EventKind::DeclineDraw { by: who },
            ) if *who == !by => {}
            (Some(p @ (Pending::Claim { .. } | Pending::Increment { .. })), _) => return Err(Refusal::RulingFirst(p)),
            _ => {}
        }
        let mover = self.game.position().turn();
        let laws_notices = self.game.apply(laws::Event::new(at, kind.clone()))?;
        self.follow(laws_notices, at, notices)?;
        if let (true, EventKind::Move { .. }) = (self.setup.press_with_move, &kind)
            && self.game.status() == Status::Ongoing
            && self.game.uncompleted() == Some(mover)
        {
            let laws_notices = self.game.apply(laws::Event::new(at, EventKind::PressClock { by: mover }))?;
            self.follow(laws_notices, at, notices)?;
        }
        Ok(())
    }

    /// Carries out on the clock what the laws core decided.
    fn follow(
        &mut self,
        laws_notices: Vec<laws::Notice>,
        at: Millis,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        for notice in laws_notices {
            match &notice {
                laws::Notice::Moved { .. } => self.ply_times.push(PlyTime::default()),
                laws::Notice::MoveCompleted { by, article, .. } => {
                    let by = *by;
                    if *article == Article::MOVE_ENDS_GAME {
                        let shown = self.clock.remaining(by, at);
                        self.set_ply_time(by, PlyTime { used: None, shown: Some(shown) });
                    } else {
                        // A press (6.2.1), or the next move standing for one (6.2.1.2).
                        let press = self.clock.press(by, at)?;
                        self.set_ply_time(by, PlyTime { used: Some(press.used), shown: Some(press.shown) });
                        notices.push(Notice::Pressed(press));
                    }
                }
                laws::Notice::TimeAwarded { to, ms, article } => {
                    let adjustment = Adjustment::AddTime { side: *to, time: *ms };
                    let reason = AdjustReason::article(*article);
                    self.clock.adjust(at, adjustment.clone(), reason.clone())?;
                    notices.push(Notice::Adjusted(adjustment, reason));
                }
                laws::Notice::GameOver(_) | laws::Notice::Referred { .. } => {
                    self.pending = None;
                    if self.clock.phase() != Phase::Stopped {
                        self.clock.stop(at)?;
                    }
                }
                _ => {}
            }
            notices.push(Notice::Laws(notice));
        }
        Ok(())
    }

    fn set_ply_time(&mut self, by: Color, time: PlyTime) {
        let plies = self.game.plies();
        if let Some(i) = plies.iter().rposition(|p| p.by == by) {
            self.ply_times[i] = time;
        }
    }

    /// The conditions every quickplay-finish request shares (III.1, III.2, III.4, III.5).
    fn quickplay_open(&self, by: Color, at: Millis) -> Result<(), Refusal> {
        let refuse = |q| Err(Refusal::Quickplay(q));
        if !self.setup.quickplay_finish {
            return refuse(QuickplayRefusal::NotAnnounced);
        }
        if self.category() == Category::Blitz {
            return refuse(QuickplayRefusal::Blitz);
        }
        let with_bonus = Color::ALL
            .iter()
            .any(|&c| self.setup.controls.get(c).periods().iter().any(|p| p.bonus != crate::clock::Bonus::None));
        if with_bonus
            || self.clock.adjustments().iter().any(|l| matches!(l.adjustment, Adjustment::AddIncrement { .. }))
        {
            return refuse(QuickplayRefusal::WithIncrement);
        }
        if self.clock.moves_left_in_period(by).is_some() {
            return refuse(QuickplayRefusal::NotLastPeriod);
        }
        if let Status::Ended(ending) = self.game.status() {
            return Err(laws::Refusal::GameOver(ending).into());
        }
        if self.game.position().turn() != by {
            return refuse(QuickplayRefusal::NotOnMove);
        }
        if self.clock.remaining(by, at) >= TWO_MINUTES {
            return refuse(QuickplayRefusal::TwoMinutesOrMore);
        }
        if self.pending.is_some_and(|p| !matches!(p, Pending::Postponed { .. })) {
            return refuse(QuickplayRefusal::AlreadyPending);
        }
        Ok(())
    }

    /// III.4: a five-second increment for both, asked by the player on move; a draw offer too.
    fn ask_increment(&mut self, by: Color, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        self.quickplay_open(by, at)?;
        if !self.setup.arbiter_present {
            return Err(Refusal::Quickplay(QuickplayRefusal::NeedsArbiter));
        }
        let offer = self.game.apply(laws::Event::new(at, EventKind::OfferDraw { by }))?;
        self.clock.pause(at)?;
        notices.push(Notice::Paused);
        notices.extend(offer.into_iter().map(Notice::Laws));
        let pending = Pending::Increment { by };
        self.pending = Some(pending);
        notices.push(Notice::AwaitingRuling(pending));
        Ok(())
    }

    /// III.5 (an arbiter present: the clocks stop and the arbiter rules) or III.6 (none: the
    /// claim ends play and goes to a designated arbiter).
    fn quickplay_claim(&mut self, by: Color, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        self.quickplay_open(by, at)?;
        if self.setup.arbiter_present {
            if !matches!(self.clock.phase(), Phase::Paused(_)) {
                self.clock.pause(at)?;
                notices.push(Notice::Paused);
            }
            let pending = Pending::Claim { by };
            self.pending = Some(pending);
            notices.push(Notice::AwaitingRuling(pending));
            Ok(())
        } else {
            let refer = EventKind::Refer { by, article: Article::QUICKPLAY_CLAIM_REFERRED };
            let laws_notices = self.game.apply(laws::Event::new(at, refer))?;
            self.follow(laws_notices, at, notices)
        }
    }

    fn award_two_minutes(
        &mut self,
        to: Color,
        article: Article,
        at: Millis,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let adjustment = Adjustment::AddTime { side: to, time: TWO_MINUTES };
        let reason = AdjustReason::article(article);
        self.clock.adjust(at, adjustment.clone(), reason.clone())?;
        notices.push(Notice::Adjusted(adjustment, reason));
        Ok(())
    }

    fn resume(&mut self, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        if matches!(self.clock.phase(), Phase::Paused(_)) {
            self.clock.resume(at)?;
            notices.push(Notice::Resumed);
        }
        Ok(())
    }

    fn end(&mut self, ending: Ending, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        let laws_notices = self.game.apply(laws::Event::new(at, EventKind::Ruling { ending }))?;
        self.follow(laws_notices, at, notices)
    }

    fn rule(&mut self, ruling: Ruling, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        let mismatch = Err(Refusal::NoSuchRuling { ruling, pending: self.pending });
        let draw = |article| Ending { result: GameResult::Draw, reason: Reason::QuickplayFinish, article };
        // A claim referred when the game stopped (III.6) or when a flag fell (III.5.2).
        if let Status::Referred { by, article } = self.game.status() {
            let ending = match ruling {
                Ruling::Draw => draw(article),
                Ruling::Reject if article == Article::QUICKPLAY_CLAIM_POSTPONED => {
                    let flagged = self.clock.flag(at).map_or(by, |f| f.side);
                    self.game.flag_ending(flagged)
                }
                Ruling::Reject => Ending { result: GameResult::Win(!by), reason: Reason::ArbiterDecision, article },
                _ => return mismatch,
            };
            return self.end(ending, at, notices);
        }
        match (self.pending, ruling) {
            (Some(Pending::Increment { .. }), _) if self.game.standing_offer().is_some() => {
                Err(Refusal::OfferUnanswered)
            }
            (Some(Pending::Increment { by }), Ruling::GrantIncrement) => {
                for side in Color::ALL {
                    let adjustment = Adjustment::AddIncrement { side, increment: QUICKPLAY_INCREMENT };
                    let reason = AdjustReason::article(Article::QUICKPLAY_INCREMENT);
                    self.clock.adjust(at, adjustment.clone(), reason.clone())?;
                    notices.push(Notice::Adjusted(adjustment, reason));
                }
                self.award_two_minutes(!by, Article::QUICKPLAY_INCREMENT, at, notices)?;
                self.pending = None;
                self.resume(at, notices)
            }
            (Some(Pending::Increment { .. }), Ruling::RefuseIncrement) => {
                self.pending = None;
                self.resume(at, notices)
            }
            (Some(Pending::Claim { .. }), Ruling::Draw) => {
                self.end(draw(Article::QUICKPLAY_CLAIM_GRANTED), at, notices)
            }
            (Some(Pending::Claim { by }), Ruling::Postpone) => {
                self.award_two_minutes(!by, Article::QUICKPLAY_CLAIM_POSTPONED, at, notices)?;
                self.pending = Some(Pending::Postponed { by });
                self.resume(at, notices)
            }
            (Some(Pending::Claim { by }), Ruling::Reject) => {
                self.award_two_minutes(!by, Article::QUICKPLAY_CLAIM_REJECTED, at, notices)?;
                self.pending = None;
                self.resume(at, notices)
            }
            (Some(Pending::Postponed { .. }), Ruling::Draw) => {
                self.end(draw(Article::QUICKPLAY_CLAIM_POSTPONED), at, notices)
            }
            (Some(Pending::Postponed { .. }), Ruling::Reject) => {
                self.pending = None;
                Ok(())
            }
            _ => mismatch,
        }
    }
}
