//! The game at the table: the board, the clock and the arbiter, driven by one stream of
//! timestamped [`Event`]s, and the journal that keeps them.
//!
//! [`Table::apply`] is the single way to drive a game, for the window, the journal's replay and
//! the headless commands alike. It is pure: "now" is the event's `at`, so replaying the same
//! events gives the same game, clocks included. It is atomic: a refused event leaves the table
//! exactly as it was. It joins what needs the board and the clock at once: a press that
//! completes a move, penalties that become clock time, flag falls judged against the position
//! (6.9), and the quickplay finish of Guidelines III ([`crate::laws::quickplay`]).
//!
//! The files around it: [`journal`] writes and reads the events (crash-safe), [`session`] is a
//! game being played in the app (table + journal + time), [`seat`] is which journal a window
//! plays in (locked while the window is open), [`analysis`] asks the full analysis
//! about what the inline answer leaves open.

mod adjourned;
pub mod analysis;
mod event;
mod game;
pub mod journal;
pub mod seat;
pub mod session;
mod setup;
mod verdict;

pub use event::{Act, ArbiterAct, Event, EventKind, Proof};
pub use game::{ClaimRecord, Config, Game, OfferRecord, Ply, mark_ply};
pub use setup::{
    FEN_LIMIT, FenError, FenPart, PlayerDetails, PositionFault, Setup, SetupError, TEXT_LIMIT, TextField, TooLong,
    read_fen,
};
pub use verdict::{Notice, Refusal};

use std::sync::Arc;

use shakmaty::{Color, Position, uci::UciMove};

use crate::clock::{AdjustReason, Adjustment, Bonus, Clock, Phase};
use crate::laws::arbiter;
use crate::laws::quickplay::{self, QUICKPLAY_INCREMENT, TWO_MINUTES};
use crate::laws::{
    Article, Category, Circumstances, Decision, ExactOracle, MateOracle, Millis, Pending, Request, Ruling, Status,
};

/// What the arbiter did, or what a player's claim of an illegal move led to, as the record
/// keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArbiterRecord {
    /// When.
    pub at: Millis,
    /// How many moves were on the board afterwards.
    pub after_plies: usize,
    /// The arbiter's act; `None` for a player's claim of an illegal move.
    pub act: Option<Act>,
    /// The arbiter's remark; empty if none.
    pub remark: String,
    /// What followed, penalties and reinstated positions included.
    pub notices: Vec<Notice>,
}

/// How long a ply took and what the clock showed after it, for `[%emt]` and `[%clk]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlyTime {
    /// The time the move used, when it was completed by a press.
    pub used: Option<Millis>,
    /// The mover's time shown once the move was completed.
    pub shown: Option<Millis>,
}

/// A game at the table.
///
/// ```
/// use escaque::table::{Event, EventKind, Setup, Table};
/// use escaque::laws::Reason;
///
/// let mut table = Table::new(Setup::untimed(None)).unwrap();
/// for (i, m) in ["f2f3", "e7e5", "g2g4", "d8h4"].iter().enumerate() {
///     let kind = EventKind::Move { uci: m.parse().unwrap() };
///     table.apply(Event::new(i as u64 * 1000, kind)).unwrap();
/// }
/// let ending = table.game().status().ending().unwrap();
/// assert_eq!(ending.reason, Reason::Checkmate);
/// assert_eq!(ending.article.to_string(), "5.1.1");
/// ```
#[derive(Clone, Debug)]
pub struct Table {
    setup: Setup,
    game: Game,
    /// `None` when the table keeps no clock.
    clock: Option<Clock>,
    ply_times: Vec<PlyTime>,
    /// Sides the analysis could not decide about at the end (see [`Proof::Undecided`]).
    undecided: Vec<Color>,
    /// The arbiter's acts and the claims of illegal moves, in order.
    arbiter_log: Vec<ArbiterRecord>,
    last_at: Millis,
    /// The adjournment called, the move sealed (Guidelines I; `adjourned.rs`).
    adjournment: Option<crate::laws::adjourn::Adjournment>,
}

impl Table {
    /// A new game: the clock of the side to move starts at 0 (6.6).
    pub fn new(setup: Setup) -> Result<Table, SetupError> {
        Table::with_oracle(setup, Arc::new(ExactOracle::default()))
    }

    /// A new game whose "could this side mate?" questions go to `oracle`.
    pub fn with_oracle(setup: Setup, oracle: Arc<dyn MateOracle>) -> Result<Table, SetupError> {
        let start = setup.start_position()?;
        let turn = start.turn();
        let game = Game::with_oracle(setup.config(), start, oracle);
        let clock = setup.controls.clone().map(|controls| {
            let mut clock = Clock::with_timing(controls, setup.config().rules.increment);
            if game.status() == Status::Ongoing {
                clock.start_with(turn, 0).expect("a new clock starts");
            }
            clock
        });
        Ok(Table {
            setup,
            game,
            clock,
            ply_times: Vec::new(),
            undecided: Vec::new(),
            arbiter_log: Vec::new(),
            last_at: 0,
            adjournment: None,
        })
    }

    /// What was decided before the first move.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    /// The game on the board.
    pub fn game(&self) -> &Game {
        &self.game
    }
    /// The clock, when the table keeps one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Whether a clock runs now (not waiting for the start, paused or stopped at the end).
    pub fn clock_runs(&self) -> bool {
        self.clock.as_ref().is_some_and(|c| matches!(c.phase(), crate::clock::Phase::Running(_)))
    }
    /// What waits for the arbiter (Guidelines III), a postponed claim included.
    pub fn pending(&self) -> Option<Pending> {
        self.game.pending()
    }
    /// Sides the analysis could not decide about at the end of the game.
    pub fn undecided(&self) -> &[Color] {
        &self.undecided
    }
    /// The arbiter's acts and the claims of illegal moves, in order.
    pub fn arbiter_log(&self) -> &[ArbiterRecord] {
        &self.arbiter_log
    }
    /// Time used and shown for each ply, in order.
    pub fn ply_times(&self) -> &[PlyTime] {
        &self.ply_times
    }
    /// The category of the game (Appendices A and B).
    pub fn category(&self) -> Category {
        self.game.config().category
    }

    /// Applies one event, atomically: a refused event changes nothing.
    ///
    /// Time alone can change the table: a flag that fell before the event falls at its own
    /// instant whatever the event is (6.8, 6.9), exactly as if the clock had been looked at
    /// ([`EventKind::ObserveFlag`]) just before. The event is then judged on that table, and if
    /// it is refused the table stays as the flag left it.
    pub fn apply(&mut self, event: Event) -> Result<Vec<Notice>, Refusal> {
        let Event { at, kind } = event;
        if at < self.last_at {
            return Err(Refusal::TimeRunsBackwards { last: self.last_at, at });
        }
        // A move and its press at the very instant the time reaches zero are in time.
        let on_the_dot = matches!(kind, EventKind::PressClock { .. } | EventKind::Move { .. });
        let mut next = self.clone();
        let mut notices = next.settle_flag(at, on_the_dot);
        let flagged = (!notices.is_empty()).then(|| Table { last_at: at, ..next.clone() });
        match next.carry_out(kind, at, &mut notices) {
            Ok(()) => {
                next.last_at = at;
                // A game that ends while adjourned (I.6) is adjourned no more.
                if next.game.status().ending().is_some() {
                    next.adjournment = None;
                }
                *self = next;
                Ok(notices)
            }
            Err(refusal) => {
                if let Some(flagged) = flagged {
                    *self = flagged;
                }
                Err(refusal)
            }
        }
    }

    /// Carries out one event on a copy of the table; `notices` already holds a flag fall found
    /// before it.
    fn carry_out(&mut self, kind: EventKind, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        match kind {
            EventKind::Touch { square } => {
                self.gate(&kind)?;
                self.laws(at, notices, |g| g.touch(square))
            }
            EventKind::Jadoube { by, square } => {
                self.gate(&kind)?;
                self.laws(at, notices, |g| g.jadoube(by, square))
            }
            EventKind::Move { uci } => {
                self.gate(&kind)?;
                self.play_move(uci, at, notices)
            }
            EventKind::PressClock { by } => {
                self.gate(&kind)?;
                self.laws(at, notices, |g| g.press(by, at))
            }
            EventKind::OfferDraw { by } => {
                self.gate(&kind)?;
                self.laws(at, notices, |g| g.offer_draw(by, at))
            }
            EventKind::AcceptDraw { by } => {
                self.gate(&kind)?;
                self.laws(at, notices, |g| g.accept_draw(by))
            }
            EventKind::DeclineDraw { by } => {
                self.gate(&kind)?;
                self.laws(at, notices, |g| g.decline_draw(by))
            }
            EventKind::Claim { by, claim, intended } => {
                self.gate(&kind)?;
                self.laws(at, notices, |g| g.claim(by, claim, intended, at))
            }
            EventKind::Resign { by } => {
                self.gate(&kind)?;
                self.laws(at, notices, |g| Ok(g.resign(by)))
            }
            // With an arbiter at the table, what waits for the arbiter is ruled on first; a claim
            // referred to an arbiter who is not there (III.6) does not keep the players at it.
            EventKind::Abandon => match self.game.status() {
                Status::Ended(ending) => Err(Refusal::GameOver(ending)),
                Status::AwaitingArbiter(pending) if self.setup.arbiter_present => Err(Refusal::AwaitingArbiter(pending)),
                Status::Ongoing | Status::AwaitingArbiter(_) => self.laws(at, notices, |g| Ok(g.abandon())),
            },
            EventKind::RequestIncrement { by } => self.quickplay(Request::Increment, by, at, notices),
            EventKind::QuickplayClaim { by } => self.quickplay(Request::Claim, by, at, notices),
            EventKind::Pause => {
                self.clock_mut()?.pause(at)?;
                notices.push(Notice::Paused);
                Ok(())
            }
            EventKind::Resume if self.adjournment.as_ref().is_some_and(|a| a.sealed.is_some()) => {
                Err(Refusal::Adjourn(crate::laws::adjourn::AdjournRefusal::Adjourned))
            }
            EventKind::Resume => match self.game.status() {
                Status::AwaitingArbiter(p @ (Pending::Claim { .. } | Pending::Increment { .. })) => {
                    Err(Refusal::AwaitingArbiter(p))
                }
                Status::Ongoing | Status::AwaitingArbiter(_) | Status::Ended(_) => {
                    self.clock_mut()?.resume(at)?;
                    notices.push(Notice::Resumed);
                    Ok(())
                }
            },
            EventKind::ClockAdjustment { adjustment, reason } => self.adjust(adjustment, reason, at, notices),
            EventKind::ArbiterRuling(ruling) => self.rule(ruling, at, notices),
            EventKind::ClaimIllegal { by } => {
                self.gate(&kind)?;
                let start = notices.len();
                self.laws(at, notices, |g| g.deal_with_illegal(Some(by), None))?;
                self.sync_clock(at, notices)?;
                self.log(at, None, String::new(), &notices[start..]);
                Ok(())
            }
            EventKind::Arbiter(ArbiterAct { act, remark }) => {
                let start = notices.len();
                self.act(&act, at, notices)?;
                self.log(at, Some(act), remark, &notices[start..]);
                Ok(())
            }
            EventKind::ObserveFlag if notices.is_empty() => Err(Refusal::NoFlag),
            EventKind::ObserveFlag => Ok(()),
            EventKind::FlagReported { side } => {
                if self.clock.is_some() {
                    return Err(Refusal::ClockKeptHere);
                }
                self.gate(&kind)?;
                self.laws(at, notices, |g| Ok(g.flag_fall(side)))
            }
            EventKind::Analysis(Proof::Undecided { side }) => {
                if !self.undecided.contains(&side) {
                    self.undecided.push(side);
                }
                Ok(())
            }
            EventKind::Analysis(Proof::Dead { plies }) => self.laws(at, notices, |g| g.dead_position_proven(plies)),
            EventKind::Analysis(Proof::CannotMate { side }) => self.laws(at, notices, |g| g.cannot_mate_proven(side)),
            EventKind::Adjourn { session_ends_in } => self.call_adjournment(session_ends_in, at),
            EventKind::SealMove { by, lang, text, resumption } => {
                self.seal_move(by, lang, (text, resumption), at, notices)
            }
            EventKind::UnsealEnvelope => self.unseal_envelope(),
            EventKind::OpenEnvelope => self.open_envelope(None, at, notices),
            EventKind::EstablishSealed { uci } => self.open_envelope(Some(uci), at, notices),
            EventKind::EnvelopeLost => self.envelope_lost(at, notices),
        }
    }

    fn log(&mut self, at: Millis, act: Option<Act>, remark: String, notices: &[Notice]) {
        let after_plies = self.game.plies().len();
        self.arbiter_log.push(ArbiterRecord { at, after_plies, act, remark, notices: notices.to_vec() });
    }

    /// The arbiter's act (6.7.1, 7.1, 7.2, 7.5, 11.3.2.2, 11.7, 11.8, 12.9).
    fn act(&mut self, act: &Act, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        let ended = self.game.status().ending();
        match *act {
            Act::Warn { side } => {
                notices.push(Notice::Warned { side });
                Ok(())
            }
            Act::End { ground, score } => {
                let ending = arbiter::judge(ground, score, ended.map(|e| e.result))?;
                if ended.is_some() {
                    notices.push(self.game.revise_ending(ending));
                    Ok(())
                } else {
                    self.laws(at, notices, |g| Ok(vec![g.end(ending)]))
                }
            }
            Act::Annul(annulment) => {
                if let Some(ending) = ended {
                    return Err(Refusal::GameOver(ending));
                }
                let moves = Color::ALL.iter().map(|&c| self.game.moves_made(c)).max().unwrap_or(0);
                let ending = arbiter::annul(annulment, &self.game.config().rules, moves)?;
                self.laws(at, notices, |g| Ok(vec![g.end(ending)]))
            }
            Act::TakeBack { plies, times } => {
                self.laws(at, notices, |g| g.take_back(plies))?;
                // The move that ended the game is gone: its clock comes back, stopped (7.1).
                let to_move = self.game.turn();
                if let Some(clock) = &mut self.clock
                    && clock.reopen(to_move, at)?
                {
                    notices.push(Notice::Paused);
                }
                self.ply_times.truncate(self.game.plies().len());
                self.sync_clock(at, notices)?;
                if let Some((white, black)) = times {
                    for (side, time) in [(Color::White, white), (Color::Black, black)] {
                        let adjustment = Adjustment::SetTime { side, time };
                        self.adjust(adjustment, AdjustReason::article(Article::IRREGULARITY), at, notices)?;
                    }
                }
                Ok(())
            }
            Act::ReleaseTouch => {
                if let Some(ending) = ended {
                    return Err(Refusal::GameOver(ending));
                }
                self.laws(at, notices, |g| g.release_touch())
            }
            Act::FindIllegalMove => {
                self.laws(at, notices, |g| g.deal_with_illegal(None, None))?;
                self.sync_clock(at, notices)
            }
            Act::TwoHands { side } => {
                self.laws(at, notices, |g| g.deal_with_illegal(None, Some(side)))?;
                self.sync_clock(at, notices)
            }
        }
    }

    /// After moves were taken back (7.1): the time of the player to move runs, and each move
    /// counter shows the moves completed.
    fn sync_clock(&mut self, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        self.ply_times.truncate(self.game.plies().len());
        let Some(clock) = &self.clock else { return Ok(()) };
        if matches!(clock.phase(), Phase::Stopped | Phase::NotStarted) {
            return Ok(());
        }
        let to_run = self.game.clock_side();
        let why = || AdjustReason::article(Article::IRREGULARITY);
        if clock.running().or(match clock.phase() {
            Phase::Paused(side) => Some(side),
            Phase::NotStarted | Phase::Running(_) | Phase::Stopped => None,
        }) != Some(to_run)
        {
            self.adjust(Adjustment::RunFor { side: to_run }, why(), at, notices)?;
        }
        for side in Color::ALL {
            let moves = self.game.completed_moves(side);
            if self.clock.as_ref().is_some_and(|c| c.moves(side) != moves) {
                self.adjust(Adjustment::SetMoves { side, moves }, why(), at, notices)?;
            }
        }
        Ok(())
    }

    fn clock_mut(&mut self) -> Result<&mut Clock, Refusal> {
        self.clock.as_mut().ok_or(Refusal::NoClock)
    }

    /// Whether the game takes a player's action now: not while the clocks are stopped for a
    /// board action (6.11.3), not while the arbiter is to rule (except the answer to the draw
    /// offer an increment request makes, III.4, or a 2008 10.2 claim, 9.1.b.3), not after the
    /// end.
    fn gate(&self, kind: &EventKind) -> Result<(), Refusal> {
        self.adjournment_gate(kind)?;
        let board_action =
            matches!(kind, EventKind::Touch { .. } | EventKind::Move { .. } | EventKind::PressClock { .. });
        if board_action && self.clock.as_ref().is_some_and(|c| matches!(c.phase(), Phase::Paused(_))) {
            return Err(Refusal::ClocksStopped);
        }
        match self.game.status() {
            Status::Ongoing => Ok(()),
            // The offer an increment request (III.4) or a 2008 10.2 claim (9.1.b.3) makes.
            Status::AwaitingArbiter(Pending::Increment { by } | Pending::Claim { by }) if matches!(kind, EventKind::AcceptDraw { by: who } | EventKind::DeclineDraw { by: who } if *who == !by) => {
                Ok(())
            }
            Status::AwaitingArbiter(p) => Err(Refusal::AwaitingArbiter(p)),
            Status::Ended(ending) => Err(Refusal::GameOver(ending)),
        }
    }

    /// Lets the game decide, then carries out on the clock what it decided.
    fn laws(
        &mut self,
        at: Millis,
        notices: &mut Vec<Notice>,
        decide: impl FnOnce(&mut Game) -> Result<Vec<Notice>, Refusal>,
    ) -> Result<(), Refusal> {
        let decided = decide(&mut self.game)?;
        self.follow(decided, at, notices)
    }

    /// A move, and with `press_with_move` its press.
    fn play_move(&mut self, uci: UciMove, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        // The board's side on move: after an illegal move the board may be no position of chess.
        let mover = self.game.turn();
        self.laws(at, notices, |g| g.make_move(uci, at))?;
        if self.setup.press_with_move && self.game.status() == Status::Ongoing && self.game.is_uncompleted(mover) {
            self.laws(at, notices, |g| g.press(mover, at))?;
        }
        Ok(())
    }

    /// Carries out on the clock what the game decided.
    fn follow(&mut self, decided: Vec<Notice>, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        for notice in decided {
            match &notice {
                Notice::Moved { .. } => self.ply_times.push(PlyTime::default()),
                Notice::MoveCompleted { by, article, .. } => {
                    let by = *by;
                    if let Some(clock) = &mut self.clock {
                        if *article == Article::MOVE_ENDS_GAME {
                            let shown = clock.remaining(by, at);
                            self.set_ply_time(by, PlyTime { used: None, shown: Some(shown) });
                        } else if *article == Article::NEXT_MOVE_COMPLETES {
                            // 6.2.1.2: the player's own next move counts the move never
                            // pressed for; no press, so no bonus, and their clock runs on.
                            clock.complete_move(by, at)?;
                        } else {
                            // A press (6.2.1).
                            let press = clock.press(by, at)?;
                            self.set_ply_time(by, PlyTime { used: Some(press.used), shown: Some(press.shown) });
                            notices.push(Notice::Pressed(press));
                        }
                    }
                }
                Notice::TimeAwarded { to, ms, article } => {
                    if let Some(clock) = &mut self.clock {
                        let adjustment = Adjustment::AddTime { side: *to, time: *ms };
                        clock.adjust(at, adjustment, AdjustReason::article(*article))?;
                    }
                }
                Notice::GameOver(_) | Notice::AwaitingArbiter(Pending::Referred { .. }) => {
                    if let Some(clock) = &mut self.clock
                        && clock.phase() != Phase::Stopped
                    {
                        clock.stop(at)?;
                    }
                }
                Notice::PressedWithoutMove { by } => {
                    if let Some(clock) = &mut self.clock {
                        let press = clock.press_with(*by, at, crate::clock::Completes::Nothing)?;
                        notices.push(Notice::Pressed(press));
                    }
                }
                // The castling takes the place of the king's move: still one ply.
                Notice::CastledByTwoMoves { .. }
                | Notice::Touched { .. }
                | Notice::IllegalMoveDealtWith { .. }
                | Notice::TakenBack { .. }
                | Notice::Warned { .. }
                | Notice::TouchReleased
                | Notice::Jadoube { .. }
                | Notice::Pressed(_)
                | Notice::DrawOffered { .. }
                | Notice::DrawOfferDeclined { .. }
                | Notice::ClaimRejected { .. }
                | Notice::ClockAdjusted { .. }
                | Notice::Paused
                | Notice::Resumed
                | Notice::FlagFell(_)
                | Notice::AwaitingArbiter(_) => {}
            }
            notices.push(notice);
        }
        Ok(())
    }

    fn set_ply_time(&mut self, by: Color, time: PlyTime) {
        let plies = self.game.plies();
        if let Some(i) = plies.iter().rposition(|p| p.by == by) {
            self.ply_times[i] = time;
        }
    }

    /// 6.8, 6.9: if the running side's time ran out before `at` (or at `at` itself, unless the
    /// event is a move or a press, which are in time on the dot), the flag falls at its exact
    /// instant. A postponed quickplay claim then goes to the arbiter (III.5.2).
    fn settle_flag(&mut self, at: Millis, on_the_dot_ok: bool) -> Vec<Notice> {
        if self.game.status() != Status::Ongoing {
            return Vec::new();
        }
        let Some(flag) = self.clock.as_ref().and_then(|c| c.flag(at)) else {
            return Vec::new();
        };
        if on_the_dot_ok && flag.at == at {
            return Vec::new();
        }
        let mut notices = vec![Notice::FlagFell(flag)];
        match self.game.pending() {
            Some(Pending::Postponed { by }) => {
                let referred = Pending::Referred { by, article: Article::QUICKPLAY_CLAIM_POSTPONED };
                self.game.set_pending(Some(referred));
                notices.push(Notice::AwaitingArbiter(referred));
            }
            Some(Pending::Increment { .. } | Pending::Claim { .. } | Pending::Referred { .. }) | None => {
                notices.extend(self.game.flag_fall(flag.side));
            }
        }
        if let Some(clock) = &mut self.clock
            && clock.phase() != Phase::Stopped
        {
            clock.stop(at).expect("events come in time order");
        }
        notices
    }

    fn adjust(
        &mut self,
        adjustment: Adjustment,
        reason: AdjustReason,
        at: Millis,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.clock_mut()?.adjust(at, adjustment.clone(), reason.clone())?;
        notices.push(Notice::ClockAdjusted { adjustment, reason });
        Ok(())
    }

    /// What Guidelines III asks of the clock and the game when `by` makes a request.
    fn circumstances(&self, clock: &Clock, by: Color, at: Millis) -> Circumstances {
        // The controls announced for the game (III.2.2), whatever the arbiter set since.
        let controls = self.setup.controls.as_ref().unwrap_or(clock.controls());
        let with_bonus = Color::ALL.iter().any(|&c| controls.get(c).periods().iter().any(|p| p.bonus != Bonus::None));
        let granted = clock.adjustments().iter().any(|l| matches!(l.adjustment, Adjustment::AddIncrement { .. }));
        Circumstances {
            announced: self.setup.quickplay_finish,
            category: self.category(),
            with_increment: with_bonus || granted,
            last_period: clock.moves_left_in_period(by).is_none(),
            on_move: self.game.position().turn(),
            remaining: clock.remaining(by, at),
            arbiter_present: self.setup.arbiter_present,
            increment_request: self.game.config().rules.quickplay_increment_request,
            pending: self.game.pending(),
        }
    }

    /// Whether Guidelines III applies to `by`'s game at `at` (III.1, III.2): announced, not
    /// blitz, no increment or delay, the last period. Where it does not, there is nothing to
    /// ask for or claim, so the window offers no button for it.
    pub fn quickplay_in_scope(&self, by: Color, at: Millis) -> bool {
        self.clock.as_ref().is_some_and(|clock| quickplay::scope(&self.circumstances(clock, by, at)).is_ok())
    }

    /// III.4 (an increment asked for), III.5 (a claim with an arbiter present: the clocks stop
    /// and the arbiter rules) or III.6 (none: the claim ends play and goes to an arbiter).
    fn quickplay(&mut self, request: Request, by: Color, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        let clock = self.clock.as_ref().ok_or(Refusal::NoClock)?;
        let now = self.circumstances(clock, by, at);
        quickplay::scope(&now)?;
        if let Status::Ended(ending) = self.game.status() {
            return Err(Refusal::GameOver(ending));
        }
        let pending = quickplay::request(request, by, &now)?;
        if let Status::AwaitingArbiter(waiting @ Pending::Referred { .. }) = self.game.status() {
            return Err(Refusal::AwaitingArbiter(waiting));
        }
        match pending {
            Pending::Increment { .. } => {
                // The request is also a draw offer (III.4).
                let offer = self.game.offer_by_request(by, at)?;
                self.clock_mut()?.pause(at)?;
                notices.push(Notice::Paused);
                notices.extend(offer);
            }
            Pending::Claim { .. } => {
                let clock = self.clock_mut()?;
                if !matches!(clock.phase(), Phase::Paused(_)) {
                    clock.pause(at)?;
                    notices.push(Notice::Paused);
                }
                // 2008, 9.1.b.3: the 10.2 claim stands as a draw offer too.
                if self.game.config().rules.quickplay_claim_is_offer {
                    notices.extend(self.game.claim_stands_as_offer(by, at));
                }
            }
            Pending::Referred { .. } | Pending::Postponed { .. } => {}
        }
        self.game.set_pending(Some(pending));
        self.follow(vec![Notice::AwaitingArbiter(pending)], at, notices)
    }

    /// The arbiter rules on what waits (Guidelines III).
    fn rule(&mut self, ruling: Ruling, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        let pending = self.game.pending();
        let Some(waiting) = pending else { return Err(Refusal::NoSuchRuling { ruling, pending }) };
        if matches!(waiting, Pending::Increment { .. }) && self.game.standing_offer().is_some() {
            return Err(Refusal::OfferUnanswered);
        }
        let decision = quickplay::rule(waiting, ruling).ok_or(Refusal::NoSuchRuling { ruling, pending })?;
        // What the ruling gives the claimant's opponent (III.4, III.5.2, III.5.3), and what then
        // waits; play resumes.
        let (two_minutes, next) = match decision {
            Decision::GrantIncrement { to } => {
                for side in Color::ALL {
                    let adjustment = Adjustment::AddIncrement { side, increment: QUICKPLAY_INCREMENT };
                    self.adjust(adjustment, AdjustReason::article(Article::QUICKPLAY_INCREMENT), at, notices)?;
                }
                (Some((to, Article::QUICKPLAY_INCREMENT)), None)
            }
            Decision::RefuseIncrement => (None, None),
            Decision::Postpone { claimant, extra_time } => {
                let two_minutes = extra_time.then_some((!claimant, Article::QUICKPLAY_CLAIM_POSTPONED));
                (two_minutes, Some(Pending::Postponed { by: claimant }))
            }
            Decision::Reject { to } => (Some((to, Article::QUICKPLAY_CLAIM_REJECTED)), None),
            Decision::Dismiss => {
                self.game.set_pending(None);
                return Ok(());
            }
            Decision::End(ending) => return self.laws(at, notices, |g| Ok(vec![g.end(ending)])),
            Decision::FlagStands => {
                let flagged = self.clock.as_ref().and_then(|c| c.flag(at)).map_or(waiting.by(), |f| f.side);
                let ending = self.game.flag_ending(flagged);
                return self.laws(at, notices, |g| Ok(vec![g.end(ending)]));
            }
        };
        if let Some((to, article)) = two_minutes {
            let adjustment = Adjustment::AddTime { side: to, time: TWO_MINUTES };
            self.adjust(adjustment, AdjustReason::article(article), at, notices)?;
        }
        self.game.set_pending(next);
        self.resume_if_paused(at, notices)
    }

    fn resume_if_paused(&mut self, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        let clock = self.clock_mut()?;
        if matches!(clock.phase(), Phase::Paused(_)) {
            clock.resume(at)?;
            notices.push(Notice::Resumed);
        }
        Ok(())
    }
}
