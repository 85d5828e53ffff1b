//! The game screen: board, twin clocks, each player's actions, the scoresheet, the arbiter's
//! panel and the status line.

use shakmaty::{ByColor, Color, Square, uci::UciMove};

use super::arbiter_panel::{Access, Desk};
use super::arbiter_record::{Record, RecordKey};
use super::board::DragState;
use super::clock_face::{LOW_TIME, digit_unit};
use super::signing::Signing;
use crate::clock::{Adjustment, Clock, Phase};
use crate::i18n::{Tr, args, describe, side as side_arg};
use crate::laws::{Article, Claim, Millis, Pending, Status};
use crate::notation::{MoveError, Notation};
use crate::platform::sound::Cue;
use crate::table::analysis::Analysis;
use crate::table::session::Session;
use crate::table::{EventKind, Notice, Refusal, Table};

/// Whether the players are still at the board: the game goes on, or stands still for the
/// arbiter's ruling on a request or claim made during play (Guidelines III.4, III.5).
pub(super) fn in_play(status: Status) -> bool {
    match status {
        Status::Ongoing | Status::AwaitingArbiter(Pending::Increment { .. } | Pending::Claim { .. }) => true,
        Status::AwaitingArbiter(Pending::Postponed { .. } | Pending::Referred { .. }) | Status::Ended(_) => false,
    }
}

/// What the status line says, kept as what happened rather than as words, so that it is
/// written in whatever language is chosen when it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum StatusLine {
    Notice(Notice),
    Refusal(Refusal),
    /// This side is showing the move it intends for a claim.
    Intending(Color),
    /// A typed move that could not be read.
    MoveNotRead {
        typed: String,
        error: MoveError,
    },
}

impl StatusLine {
    /// The line in `tr`'s language; a refused move is named in `notation` in `pos`, the
    /// position it was refused in (a refusal changes nothing, and the line goes with the next
    /// accepted event).
    pub(super) fn text(&self, tr: Tr, pos: &shakmaty::Chess, notation: Notation) -> String {
        match self {
            StatusLine::Notice(n) => describe::notice_in(tr, n, notation).unwrap_or_default(),
            StatusLine::Refusal(r) => {
                let name = |uci: &UciMove| match uci.to_move(pos) {
                    Ok(m) => notation.format(pos, m),
                    Err(_) => uci.to_string(),
                };
                describe::refusal_in(tr, r, &name)
            }
            StatusLine::Intending(by) => tr.t_args("status-intend", &args([("side", side_arg(*by))])),
            StatusLine::MoveNotRead { typed, error } => describe::move_error(tr, typed, error),
        }
    }
}

/// A game on screen.
pub struct GameScreen {
    /// The game in progress, with its journal.
    pub session: Session,
    /// The adjournment's screens: the sealed move being written, the envelope (Guidelines I).
    pub adjourn: super::adjourn_ui::AdjournForm,
    pub(super) selected: Option<Square>,
    pub(super) drag: DragState,
    /// A pawn move waiting for the choice of the new piece (3.7.5, 4.4.4).
    pub(super) promotion: Option<(Square, Square)>,
    /// The next move shown on the board is written down for a claim, not played.
    pub(super) intended: Option<(Color, Claim)>,
    pub(super) confirm_resign: Option<Color>,
    /// The players are asked to confirm that the game stops with no result.
    pub(super) confirm_abort: bool,
    /// Which players have agreed to stop the game (both must, before it is stopped).
    pub(super) abort_agreed: [bool; 2],
    pub(super) status: Option<StatusLine>,
    pub(super) low_time_warned: ByColor<bool>,
    pub(super) result_closed: bool,
    /// The game is a series' game: after it comes the series' standings, not a new game.
    pub in_series: bool,
    /// The move being typed.
    pub(super) typed: String,
    /// The arbiter's record as last shown, and what it was built from: rebuilt only when an
    /// act, an offer, a claim, a clock change, a move, how the game stands, the language, the
    /// edition or the notation changes.
    pub(super) record_cache: std::cell::RefCell<Option<(RecordKey, std::rc::Rc<Record>)>>,
    /// The language and notation of the last frame, for [`GameScreen::status_line`].
    pub(super) tr: Tr,
    pub(super) notation: Notation,
    /// The full analysis beside the game (dead positions, unwinnable flags), started with the
    /// first frame so that its answers can wake the window.
    pub(super) analysis: Option<Analysis>,
    pub(super) analysis_wanted: bool,
    /// The scoresheet being signed (8.7), once the game is over.
    pub signing: Option<Signing>,
    /// For the arbiter ruling on a quickplay-finish claim (Guidelines III): could the claimant's
    /// opponent still checkmate? Worked out once per claim: (plies, opponent, answer).
    pub(super) claim_analysis: Option<(usize, Color, crate::laws::MateAbility)>,
    /// A proof of the analysis the journal could not take yet (a full disk): tried again.
    pub(super) unrecorded_proof: Option<crate::table::Proof>,
    /// The arbiter's panel, its PIN prompt and confirmations.
    pub(super) desk: Desk,
    /// The keycaps of the players' clock keys on the keyboard in use, shown by their clocks
    /// (the app learns them from the keys pressed).
    pub keycaps: ByColor<String>,
    /// The battery's charge, if the machine runs on its battery and it is low: a sign on both
    /// clocks (set by the window each frame).
    pub battery_low: Option<u8>,
    /// When the ruling or refusal on the status line was made (the screen's `now`), and the
    /// player it concerns: it is also shown in the banner for [`RULING_SHOWN`].
    pub(super) ruling: Option<(Millis, Option<Color>)>,
    /// The player whose list of claims is open.
    pub(super) claims_open: Option<Color>,
    /// The side whose time runs, and the main time it had when it began to run: what a
    /// Bronstein press gives back is worked out from it.
    pub(super) move_started: Option<(Color, Millis)>,
    /// What happened since the window last said it aloud (issue 16: `speech_ui`).
    pub(super) heard: Vec<Notice>,
    /// What the status line said that no notice carries (a refusal, a move not read), to be
    /// said aloud too, in letters, in each language (issue 16: `speech_ui`).
    pub(super) heard_lines: Vec<super::speech_ui::Line>,
    /// The clocks and the arbiter's panel (6.11.1, 6.11.3): what the clocks were doing when the
    /// PIN was asked for, or the stop the panel made (see [`ArbiterStop`]).
    pub(super) arbiter_stop: Option<ArbiterStop>,
    /// The last time control each side passed (6.3.1): when, in game time, and the time the new
    /// period added; its clock says so for [`CONTROL_SHOWN`].
    pub(super) control_passed: ByColor<Option<(Millis, Millis)>>,
    /// The sounds the game asked for, the latest last (at most [`CUES_KEPT`]): what the tests
    /// hear, since the sound device is silent there.
    pub(super) cues: Vec<Cue>,
}

/// The arbiter at the panel and the clocks (2023 Article 6.11.1: the arbiter stops the clocks
/// when play is interrupted; 6.11.3: the arbiter decides when it resumes). The clocks stop once
/// the panel is open, and no earlier: a player who asks for the PIN and cancels stops nothing.
/// The time the PIN took is given back to the side whose clock ran through it, as an adjustment
/// the record shows with its Article; on closing, the clocks run again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ArbiterStop {
    /// The PIN is asked for; the clocks still run. `side`'s clock ran, showing `remaining`,
    /// after `presses` presses.
    Asked { side: Color, remaining: Millis, presses: usize },
    /// The panel stopped the clocks: they run again when it closes, unless the arbiter took
    /// them in hand meanwhile (started or stopped them, or called the adjournment).
    Stopped,
}

/// How long a clock says that its player passed a time control.
pub const CONTROL_SHOWN: Millis = 10_000;

/// How many of the last cues [`GameScreen::cues`] keeps.
const CUES_KEPT: usize = 64;

/// How long a ruling or refusal stays in the banner.
pub const RULING_SHOWN: Millis = 6_000;

/// Whether a notice is a ruling or penalty worth the banner, and the player it concerns.
pub(super) fn ruling_of(notice: &Notice) -> Option<Option<Color>> {
    Some(match notice {
        Notice::ClaimRejected { by, .. } => Some(*by),
        Notice::TimeAwarded { to, .. } => Some(*to),
        Notice::FlagFell(flag) => Some(flag.side),
        Notice::IllegalMoveDealtWith { offender, .. } => Some(*offender),
        Notice::Warned { side } => Some(*side),
        Notice::PressedWithoutMove { .. } | Notice::TakenBack { .. } | Notice::TouchReleased => None,
        Notice::ClockAdjusted { adjustment, .. } if !matches!(adjustment, Adjustment::RunFor { .. }) => {
            Some(adjustment.side())
        }
        _ => return None,
    })
}

impl GameScreen {
    /// The screen for the game in `session`; with `analysis`, the full analysis starts with the
    /// first frame.
    pub fn new(session: Session, analysis: bool) -> GameScreen {
        GameScreen {
            session,
            adjourn: Default::default(),
            selected: None,
            drag: DragState::default(),
            promotion: None,
            intended: None,
            confirm_resign: None,
            confirm_abort: false,
            abort_agreed: [false; 2],
            status: None,
            low_time_warned: ByColor::default(),
            result_closed: false,
            in_series: false,
            typed: String::new(),
            record_cache: std::cell::RefCell::new(None),
            tr: Tr::default(),
            notation: Notation::letters(crate::i18n::Lang::En),
            analysis: None,
            analysis_wanted: analysis,
            signing: None,
            claim_analysis: None,
            unrecorded_proof: None,
            desk: Desk::default(),
            keycaps: ByColor { white: "Z".to_owned(), black: "/".to_owned() },
            battery_low: None,
            ruling: None,
            claims_open: None,
            move_started: None,
            heard: Vec::new(),
            heard_lines: Vec::new(),
            arbiter_stop: None,
            control_passed: ByColor::default(),
            cues: Vec::new(),
        }
    }

    /// Whether the game waits for its start (the board and full times shown, no clock running,
    /// the board taking no move): until the opponent of the side to move presses, or the arbiter
    /// starts the clocks (2023 Article 6.6).
    pub fn ready(&self) -> bool {
        self.session.is_ready()
    }

    /// The player whose press starts the clocks of a game that waits: the opponent of the side
    /// whose clock is to run (Black, from the normal start), as on a real clock.
    pub fn starter(&self) -> Color {
        !self.table().game().clock_side()
    }

    /// Starts the clock of the side to move, if the game waits for its start: the starter's press
    /// or the arbiter's start (2023 Article 6.6). Nothing else happens to the game; the status
    /// line then says who is to move.
    pub(super) fn start_clocks(&mut self, now: Millis) -> Vec<Cue> {
        if !self.ready() {
            return Vec::new();
        }
        let heard = self.heard.len();
        let cues = self.act(now, EventKind::Resume);
        if !self.ready() {
            // Not "play resumes": it begins.
            self.heard.truncate(heard);
            self.status = None;
            self.ruling = None;
            return self.made(vec![Cue::Press]);
        }
        cues
    }

    /// The sounds the game asked for lately, the latest last.
    pub fn cues(&self) -> &[Cue] {
        &self.cues
    }

    /// Keeps `cues` among those [`GameScreen::cues`] lists, and gives them back to be played.
    pub(super) fn made(&mut self, cues: Vec<Cue>) -> Vec<Cue> {
        self.cues.extend_from_slice(&cues);
        let over = self.cues.len().saturating_sub(CUES_KEPT);
        self.cues.drain(..over);
        cues
    }

    /// The status line as it reads now, in `tr`'s language: the last ruling, refusal or
    /// explanation while there is one ([`GameScreen::status_line`]), otherwise how the game
    /// stands ([`GameScreen::standing_text`]).
    pub fn status_text(&self, tr: Tr) -> String {
        match &self.status {
            Some(line) => line.text(tr, self.table().game().position(), self.notation),
            None => self.standing_text(tr),
        }
    }

    /// How the game stands, in `tr`'s language, as the status line says it when no ruling or
    /// explanation is on it: ready to start (who starts it, and with which key), a move made and
    /// its press owed (whose key), who is to move, the clocks stopped by the arbiter's panel or
    /// for the arbiter, waiting for the arbiter, the adjournment being sealed or adjourned, or
    /// the game over.
    pub fn standing_text(&self, tr: Tr) -> String {
        let table = self.table();
        let game = table.game();
        let article = |article: Article| -> fluent_bundle::FluentValue<'static> { tr.article(article).into() };
        let key = |side: Color| -> fluent_bundle::FluentValue<'static> { self.keycaps.get(side).clone().into() };
        match game.status() {
            Status::Ended(ending) => return describe::ending(tr, &ending),
            Status::AwaitingArbiter(Pending::Postponed { .. } | Pending::Referred { .. }) => {
                return tr.t("status-waiting-arbiter");
            }
            // The clocks stand still for the arbiter's ruling (Guidelines III.4, III.5).
            Status::AwaitingArbiter(pending) => return describe::pending(tr, pending),
            Status::Ongoing => {}
        }
        let clock = self.clock();
        if self.ready() {
            let args = args([("side", side_arg(game.clock_side())), ("key", key(self.starter()))]);
            return tr.t_args("status-ready", &args);
        }
        if table.is_adjourned() {
            return tr.t_args("status-adjourned", &args([("article", article(Article::ENVELOPE))]));
        }
        if let Phase::Paused(_) = clock.phase() {
            // Stopped by the panel until it closes (6.11.1), or by anyone else until the arbiter
            // restarts them (6.11.3).
            let (id, cited) = match self.arbiter_stop {
                Some(ArbiterStop::Stopped) if self.desk.access == Access::Open => {
                    ("status-arbiter-stopped", Article::PAUSE_FOR_ARBITER)
                }
                _ => ("status-paused", Article::CLOCKS_STOPPED),
            };
            return tr.t_args(id, &args([("article", article(cited))]));
        }
        // A move made and its press owed, the mover's clock still running (6.2.1, 6.2.2).
        if let Some(side) = game.uncompleted()
            && clock.running() == Some(side)
        {
            return tr.t_args(
                "status-press",
                &args([("side", side_arg(side)), ("key", key(side)), ("article", article(Article::CLOCK_PRESS))]),
            );
        }
        if table.adjournment().is_some() {
            let args = args([("side", side_arg(game.turn())), ("article", article(Article::ADJOURNMENT))]);
            return tr.t_args("status-sealing", &args);
        }
        tr.t_args("status-to-move", &args([("side", side_arg(game.turn()))]))
    }

    /// What is typed in the move field and not yet played.
    pub fn typed(&self) -> &str {
        &self.typed
    }

    /// Whether the players' clock keys press the clock now, whatever has the focus: while the
    /// game is in play, unless the arbiter is typing in their panel or PIN prompt
    /// (`text_focus`).
    pub fn takes_clock_keys(&self, text_focus: bool) -> bool {
        in_play(self.table().game().status())
            && !(text_focus && self.desk.access != Access::Closed)
            // Adjourned (Guidelines I): no press, and the keys type into the sealing's fields.
            && super::adjourn_ui::takes_clock_keys(self.table())
    }

    /// Whether the arbiter's panel is open.
    pub fn arbiter_panel_open(&self) -> bool {
        self.desk.access == Access::Open
    }

    /// Whether the board takes any move a hand can make (7.5).
    pub(super) fn wooden(&self) -> bool {
        self.table().setup().wooden_board
    }

    /// Questions the analysis has not answered yet (the scoresheet waits for them).
    pub fn analysing(&self) -> usize {
        self.analysis.as_ref().map_or(0, Analysis::outstanding)
    }

    /// The game's table.
    pub fn table(&self) -> &Table {
        self.session.table()
    }

    /// The status line: the last ruling, refusal or explanation, in the language on screen.
    pub fn status_line(&self) -> Option<String> {
        self.status.as_ref().map(|s| s.text(self.tr, self.table().game().position(), self.notation))
    }

    /// Keeps the status line for the voice (`heard_lines`): in each language (a player may hear
    /// another than the window's), moves in that language's letters.
    pub(super) fn hear_status(&mut self) {
        let (edition, position) = (self.tr.edition(), self.table().game().position());
        let line = self.status.as_ref().map(|s| {
            super::speech_ui::Line::new(|lang| {
                s.text(Tr::new(lang).with_edition(edition), position, Notation::letters(lang))
            })
        });
        self.heard_lines.extend(line);
    }

    /// The game's clock: a game in the window always has one (the setup form gives it).
    pub(super) fn clock(&self) -> &Clock {
        self.table().clock().expect("a game in the window has a clock")
    }

    pub(super) fn act(&mut self, now: Millis, kind: EventKind) -> Vec<Cue> {
        // The analysis beside the game is no player: a proof the table has no use for (a dead
        // position at the start, already known) is no refusal to show anyone.
        let analysis = matches!(kind, EventKind::Analysis(_));
        let was_over = self.table().game().status().ending().is_some();
        match self.session.act(now, kind) {
            Ok(notices) => {
                // Each accepted event replaces the line: an old explanation must not linger
                // beside a position it no longer describes.
                // On a wooden board the players find out for themselves which moves are legal:
                // what a touched piece obliges them to do would tell them (7.5).
                let wooden = self.wooden();
                let told = |n: &&Notice| describe::is_told(n) && !(wooden && matches!(n, Notice::Touched { .. }));
                self.status = notices.iter().rev().find(told).cloned().map(StatusLine::Notice);
                self.ruling = match &self.status {
                    Some(StatusLine::Notice(n)) => ruling_of(n).map(|whom| (now, whom)),
                    _ => None,
                };
                if let Some(analysis) = &mut self.analysis {
                    analysis.after(self.session.table(), &notices);
                }
                self.heard.extend_from_slice(&notices);
                self.controls_passed(&notices);
                // The game is over: the arbiter's panel closes by itself, the clocks stopped for
                // good.
                if !was_over && self.table().game().status().ending().is_some() {
                    self.close_desk();
                }
                let cues = cues_for(&notices);
                self.made(cues)
            }
            Err(_) if analysis => Vec::new(),
            Err(refusal) => {
                let whom = refusal.acted_by().unwrap_or_else(|| self.table().game().turn());
                self.ruling = Some((now, Some(whom)));
                self.status = Some(StatusLine::Refusal(refusal));
                self.hear_status();
                Vec::new()
            }
        }
    }

    /// A press that completed the last move of a period (6.3.1) credits the next period's
    /// time: the player's clock says so for a while ([`CONTROL_SHOWN`]), and the voice says it
    /// (the sound is [`Cue::TimeControl`], from [`cues_for`]).
    fn controls_passed(&mut self, notices: &[Notice]) {
        for notice in notices {
            let Notice::Pressed(press) = notice else { continue };
            if press.period_time == 0 {
                continue;
            }
            self.control_passed[press.side] = Some((press.at, press.period_time));
            let edition = self.tr.edition();
            let (side, time) = (press.side, press.period_time);
            self.heard_lines.push(super::speech_ui::Line::new(|lang| {
                describe::control_passed_said(Tr::new(lang).with_edition(edition), side, time)
            }));
        }
    }

    /// Closes the arbiter's panel, its PIN prompt and any confirmation; a stop the panel made
    /// is forgotten (the game is over: nothing runs again).
    fn close_desk(&mut self) {
        self.desk.access = Access::Closed;
        self.desk.confirm = None;
        self.desk.pin_typed.clear();
        self.desk.pin_refused = false;
        self.arbiter_stop = None;
    }

    /// Sees a flag fall and warns of low time; called every frame before drawing.
    pub fn tick(&mut self, now: Millis) -> Vec<Cue> {
        self.analyse_claim();
        // A proof from the analysis, journalled and applied like any event; one the journal
        // could not take (a full disk) is kept and tried again, never lost.
        let proof =
            self.unrecorded_proof.take().or_else(|| self.analysis.as_mut().and_then(|a| a.poll(self.session.table())));
        if let Some(proof) = proof {
            let cues = self.act(now, EventKind::Analysis(proof));
            if self.session.journal_problem().is_some() {
                self.unrecorded_proof = Some(proof);
            }
            return cues;
        }
        if self.ready() {
            // Nothing runs before the start.
            return Vec::new();
        }
        // The journal told, every half second, that a clock still runs: a crash loses no more
        // than that and a late frame.
        self.session.keep_time(now);
        let t = self.session.game_time(now);
        if let Phase::Running(side) = self.clock().phase()
            && self.move_started.is_none_or(|(started, _)| started != side)
        {
            self.move_started = Some((side, self.clock().remaining(side, t)));
        }
        let clock = self.clock();
        let mut cues = Vec::new();
        if in_play(self.table().game().status()) && clock.next_flag_at().is_some_and(|at| t >= at) {
            cues.extend(self.act(now, EventKind::ObserveFlag));
            return cues;
        }
        if let Phase::Running(side) = clock.phase() {
            let low = clock.remaining(side, t) < LOW_TIME;
            if low && !self.low_time_warned[side] {
                self.low_time_warned[side] = true;
                cues.push(Cue::LowTime);
            }
        }
        self.made(cues)
    }

    /// Milliseconds until what is shown next changes: the digits, the delay's bar (in tenths of
    /// a second), or a ruling leaving the banner; `None` when nothing will change by itself.
    pub fn next_repaint_in(&self, now: Millis) -> Option<Millis> {
        let banner = self.ruling.map(|(at, _)| at + RULING_SHOWN).filter(|&end| end > now).map(|end| end - now);
        let t = self.session.game_time(now);
        // A time control passed leaves its clock's face.
        let control = self.control_passed.iter().flatten().map(|&(at, _)| at + CONTROL_SHOWN).filter(|&end| end > t);
        let control = control.map(|end| end - t).min();
        let clock = self.clock();
        let digits = match clock.phase() {
            Phase::Running(side) => {
                let left = clock.remaining(side, t);
                let next = clock.next_tick_at(t, digit_unit(left.saturating_sub(1)));
                let delay = clock.delay_left(side, t);
                let delay_step = (delay > 0).then_some(match delay % 100 {
                    0 => 100,
                    step => step,
                });
                let digits = next.map(|next| next.saturating_sub(t).max(1));
                [digits, delay_step].into_iter().flatten().min()
            }
            _ => None,
        };
        [banner, digits, control, self.session.next_mark_in(now)].into_iter().flatten().min()
    }

    /// The claimant of a quickplay-finish claim waiting for the arbiter, if there is one.
    pub(super) fn quickplay_claimant(&self) -> Option<Color> {
        match self.table().pending() {
            Some(Pending::Claim { by } | Pending::Postponed { by } | Pending::Referred { by, .. }) => Some(by),
            Some(Pending::Increment { .. }) | None => None,
        }
    }

    /// Works out, once per claim and position, whether the claimant's opponent could still
    /// checkmate: information for the arbiter's ruling (Guidelines III.5, III.6).
    pub(super) fn analyse_claim(&mut self) {
        let Some(by) = self.quickplay_claimant() else {
            self.claim_analysis = None;
            return;
        };
        let plies = self.table().game().plies().len();
        if self.claim_analysis.is_some_and(|(p, side, _)| p == plies && side == !by) {
            return;
        }
        let ability = self.table().game().can_checkmate(!by);
        self.claim_analysis = Some((plies, !by, ability));
    }
}

/// Sounds for what happened.
fn cues_for(notices: &[Notice]) -> Vec<Cue> {
    notices
        .iter()
        .filter_map(|notice| match notice {
            Notice::Moved { san, .. } => Some(if san.to_string().contains('x') { Cue::Capture } else { Cue::Move }),
            Notice::CastledByTwoMoves { .. } => Some(Cue::Move),
            Notice::Pressed(_) => Some(Cue::Press),
            Notice::FlagFell(_) => Some(Cue::Flag),
            _ => None,
        })
        .chain(notices.iter().filter_map(|notice| match notice {
            // A time control passed (6.3.1): heard after the press that passed it.
            Notice::Pressed(press) if press.period_time > 0 => Some(Cue::TimeControl),
            _ => None,
        }))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Proof;
    use crate::table::Setup;

    /// A game set up in a dead position (5.2.2): the laws end it at once, and the analysis
    /// beside the game proves the same again a moment later. That second proof changes nothing
    /// and is no one's refusal: the status line keeps saying why the game ended (issue 25,
    /// item 9, where a red "not allowed" banner appeared).
    #[test]
    fn art_5_2_2_a_dead_start_proven_again_by_the_analysis_shows_no_refusal() {
        let dir = std::env::temp_dir().join(format!("escaque-game-screen-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("dead-start.journal");
        let _ = std::fs::remove_file(&path);
        let setup = Setup { fen: Some("8/8/4k3/8/8/4K3/8/8 w - - 0 1".to_owned()), ..Setup::default() };
        let session = Session::start(setup, &path, 0).unwrap();
        let mut screen = GameScreen::new(session, false);
        assert!(screen.table().game().status().ending().is_some(), "two bare kings: the game is over at once");
        let before = screen.status_line();
        // The analysis's answer, as `tick` takes it from the worker.
        screen.unrecorded_proof = Some(Proof::Dead { plies: 0 });
        screen.tick(500);
        assert!(screen.unrecorded_proof.is_none(), "the proof was taken");
        assert!(!matches!(screen.status, Some(StatusLine::Refusal(_))), "no refusal: {:?}", screen.status_line());
        assert_eq!(screen.status_line(), before);
        assert!(screen.ruling.is_none());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
