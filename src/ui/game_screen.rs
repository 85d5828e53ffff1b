//! The game screen: board, twin clocks, each player's actions, the scoresheet, the arbiter's
//! panel and the status line.

use eframe::egui;
use egui::{RichText, ScrollArea, Vec2};
use shakmaty::{ByColor, Color, Move, Position, Square, uci::UciMove};

use super::arbiter_panel::{self, Access, Desk};
use super::board::{self, BoardInput, BoardView, DragState};
use super::clock_face::{self, ClockFace, LOW_TIME, digit_unit};
use super::signing::Signing;
use super::{
    AppCommand, ArbiterAction, ArbiterCommand, Command, PlayCommand, RecordCommand, SettingsCommand, cues_for,
};
use crate::clock::{AdjustReason, Adjustment, Clock, MINUTE, Phase};
use crate::i18n::{Tr, args, describe, record, side as side_arg};
use crate::laws::illegal;
use crate::laws::{Article, Claim, Millis, Pending, Request, Ruling, Status, quickplay};
use crate::notation::{MoveError, Notation};
use crate::platform::pin::PinHash;
use crate::platform::settings::{Layout, Settings};
use crate::platform::sound::Cue;
use crate::record::archive::{self, Archive};
use crate::record::pdf::Paper;
use crate::record::print;
use crate::table::analysis::Analysis;
use crate::table::session::Session;
use crate::table::{EventKind, Notice, Refusal, Table};

/// Whether the players are still at the board: the game goes on, or stands still for the
/// arbiter's ruling on a request or claim made during play (Guidelines III.4, III.5).
fn in_play(status: Status) -> bool {
    match status {
        Status::Ongoing | Status::AwaitingArbiter(Pending::Increment { .. } | Pending::Claim { .. }) => true,
        Status::AwaitingArbiter(Pending::Postponed { .. } | Pending::Referred { .. }) | Status::Ended(_) => false,
    }
}

/// What the status line says, kept as what happened rather than as words, so that it is
/// written in whatever language is chosen when it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
enum StatusLine {
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
    fn text(&self, tr: Tr, pos: &shakmaty::Chess, notation: Notation) -> String {
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
    selected: Option<Square>,
    drag: DragState,
    /// A pawn move waiting for the choice of the new piece (3.7.5, 4.4.4).
    promotion: Option<(Square, Square)>,
    /// The next move shown on the board is written down for a claim, not played.
    intended: Option<(Color, Claim)>,
    confirm_resign: Option<Color>,
    /// The players are asked to confirm that the game stops with no result.
    confirm_abort: bool,
    /// Which players have agreed to stop the game (both must, before it is stopped).
    abort_agreed: [bool; 2],
    status: Option<StatusLine>,
    low_time_warned: ByColor<bool>,
    result_closed: bool,
    /// The game is a series' game: after it comes the series' standings, not a new game.
    pub in_series: bool,
    /// The move being typed.
    typed: String,
    /// The arbiter's record as last shown, and what it was built from: rebuilt only when an
    /// act, an offer, a claim, a clock change, a move, how the game stands, the language, the
    /// edition or the notation changes.
    record_cache: std::cell::RefCell<Option<(RecordKey, std::rc::Rc<Record>)>>,
    /// The language and notation of the last frame, for [`GameScreen::status_line`].
    tr: Tr,
    notation: Notation,
    /// The full analysis beside the game (dead positions, unwinnable flags), started with the
    /// first frame so that its answers can wake the window.
    analysis: Option<Analysis>,
    analysis_wanted: bool,
    /// The scoresheet being signed (8.7), once the game is over.
    pub signing: Option<Signing>,
    /// For the arbiter ruling on a quickplay-finish claim (Guidelines III): could the claimant's
    /// opponent still checkmate? Worked out once per claim: (plies, opponent, answer).
    claim_analysis: Option<(usize, Color, crate::laws::MateAbility)>,
    /// A proof of the analysis the journal could not take yet (a full disk): tried again.
    unrecorded_proof: Option<crate::table::Proof>,
    /// The arbiter's panel, its PIN prompt and confirmations.
    desk: Desk,
    /// The keycaps of the players' clock keys on the keyboard in use, shown by their clocks
    /// (the app learns them from the keys pressed).
    pub keycaps: ByColor<String>,
    /// The battery's charge, if the machine runs on its battery and it is low: a sign on both
    /// clocks (set by the window each frame).
    pub battery_low: Option<u8>,
    /// When the ruling or refusal on the status line was made (the screen's `now`), and the
    /// player it concerns: it is also shown in the banner for [`RULING_SHOWN`].
    ruling: Option<(Millis, Option<Color>)>,
    /// The player whose list of claims is open.
    claims_open: Option<Color>,
    /// The side whose time runs, and the main time it had when it began to run: what a
    /// Bronstein press gives back is worked out from it.
    move_started: Option<(Color, Millis)>,
    /// What happened since the window last said it aloud (issue 16: `speech_ui`).
    pub(super) heard: Vec<Notice>,
    /// What the status line said that no notice carries (a refusal, a move not read), to be
    /// said aloud too, in letters, in each language (issue 16: `speech_ui`).
    pub(super) heard_lines: Vec<super::speech_ui::Line>,
}

/// How long a ruling or refusal stays in the banner.
pub const RULING_SHOWN: Millis = 6_000;

/// Whether a notice is a ruling or penalty worth the banner, and the player it concerns.
fn ruling_of(notice: &Notice) -> Option<Option<Color>> {
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

/// One player's side of the table as drawn: whose it is, the game's time, whether it is turned
/// half a turn for the player across the table, and whether the clock comes before the buttons.
#[derive(Clone, Copy, Debug)]
struct Place {
    side: Color,
    now: Millis,
    turned: bool,
    clock_first: bool,
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
        }
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
    fn wooden(&self) -> bool {
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
    fn hear_status(&mut self) {
        let (edition, position) = (self.tr.edition(), self.table().game().position());
        let line = self.status.as_ref().map(|s| {
            super::speech_ui::Line::new(|lang| {
                s.text(Tr::new(lang).with_edition(edition), position, Notation::letters(lang))
            })
        });
        self.heard_lines.extend(line);
    }

    /// The game's clock: a game in the window always has one (the setup form gives it).
    fn clock(&self) -> &Clock {
        self.table().clock().expect("a game in the window has a clock")
    }

    fn act(&mut self, now: Millis, kind: EventKind) -> Vec<Cue> {
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
                cues_for(&notices)
            }
            Err(refusal) => {
                let whom = match &refusal {
                    Refusal::NotOnMove { by, .. } | Refusal::PressWithoutMove { by, .. } => *by,
                    _ => self.table().game().turn(),
                };
                self.ruling = Some((now, Some(whom)));
                self.status = Some(StatusLine::Refusal(refusal));
                self.hear_status();
                Vec::new()
            }
        }
    }

    /// Carries out a player's command: an event for the laws, or the interface's step towards
    /// one. Typed moves are read in `tr`'s language.
    pub fn play_command(&mut self, command: PlayCommand, now: Millis, tr: Tr) -> Vec<Cue> {
        match command {
            PlayCommand::Press(by) => self.act(now, EventKind::PressClock { by }),
            PlayCommand::OfferDraw(by) => self.act(now, EventKind::OfferDraw { by }),
            PlayCommand::AcceptDraw(by) => self.act(now, EventKind::AcceptDraw { by }),
            PlayCommand::DeclineDraw(by) => self.act(now, EventKind::DeclineDraw { by }),
            PlayCommand::Claim(by, claim) => self.act(now, EventKind::Claim { by, claim, intended: None }),
            PlayCommand::ClaimWithMove(by, claim) => {
                self.intended = Some((by, claim));
                self.selected = None;
                self.status = Some(StatusLine::Intending(by));
                Vec::new()
            }
            PlayCommand::CancelClaimWithMove => {
                self.intended = None;
                self.status = None;
                Vec::new()
            }
            PlayCommand::AskResign(by) => {
                self.confirm_resign = Some(by);
                Vec::new()
            }
            PlayCommand::CancelResign => {
                self.confirm_resign = None;
                Vec::new()
            }
            PlayCommand::Resign(by) => {
                self.confirm_resign = None;
                self.act(now, EventKind::Resign { by })
            }
            PlayCommand::TypedMove(typed) => self.typed_move(now, tr, typed),
            PlayCommand::Board(input) => self.board_input(now, input),
            PlayCommand::Promote(choice) => match (self.promotion.take(), choice) {
                (Some((from, to)), Some(role)) => {
                    self.send_move(now, UciMove::Normal { from, to, promotion: Some(role) })
                }
                // The pawn taken back: no move.
                (Some(_), None) => Vec::new(),
                // No pawn waiting for its new piece (a late click).
                (None, _) => Vec::new(),
            },
            PlayCommand::PromoteNothing => match self.promotion.take() {
                Some((from, to)) if self.wooden() => self.send_move(now, UciMove::Normal { from, to, promotion: None }),
                Some(_) | None => Vec::new(),
            },
            PlayCommand::ClaimIllegal(by) => self.act(now, EventKind::ClaimIllegal { by }),
            PlayCommand::AskAbort => {
                self.confirm_abort = true;
                self.abort_agreed = [false; 2];
                Vec::new()
            }
            PlayCommand::CancelAbort => {
                self.confirm_abort = false;
                Vec::new()
            }
            PlayCommand::Abort => {
                self.confirm_abort = false;
                self.act(now, EventKind::Abandon)
            }
            PlayCommand::SealMove(text) => {
                let by = self.table().game().turn();
                let resumption = self.adjourn.resumption.clone();
                self.act(now, EventKind::SealMove { by, lang: tr.lang(), text, resumption })
            }
        }
    }

    /// Carries out what is put to the arbiter or done by them, as table actions. `pin` is the
    /// trainer's PIN, if one is set: the panel opens only with it; without one, each of the
    /// panel's actions waits for a confirmation.
    pub fn arbiter_command(&mut self, command: ArbiterCommand, now: Millis, pin: Option<&PinHash>) -> Vec<Cue> {
        match command {
            ArbiterCommand::OpenPanel => {
                if self.desk.access == Access::Open {
                    return Vec::new();
                }
                self.desk.pin_typed.clear();
                self.desk.pin_refused = false;
                self.desk.access = if pin.is_some() { Access::Asking } else { Access::Open };
                Vec::new()
            }
            ArbiterCommand::EnterPin(typed) => {
                self.desk.pin_typed.clear();
                if self.desk.access == Access::Asking {
                    if pin.is_none_or(|hash| hash.verify(&typed)) {
                        self.desk.access = Access::Open;
                        self.desk.pin_refused = false;
                    } else {
                        self.desk.pin_refused = true;
                    }
                }
                Vec::new()
            }
            ArbiterCommand::CancelPin => {
                if self.desk.access == Access::Asking {
                    self.desk.access = Access::Closed;
                }
                self.desk.pin_typed.clear();
                self.desk.pin_refused = false;
                Vec::new()
            }
            ArbiterCommand::ClosePanel => {
                self.desk.access = Access::Closed;
                self.desk.confirm = None;
                Vec::new()
            }
            ArbiterCommand::Do(action) => {
                if self.desk.access != Access::Open {
                    // Only from the open panel.
                    return Vec::new();
                }
                if pin.is_none() {
                    self.desk.confirm = Some(action);
                    return Vec::new();
                }
                self.arbiter_action(now, action)
            }
            ArbiterCommand::Confirm => match self.desk.confirm.take() {
                Some(action) if self.desk.access == Access::Open => self.arbiter_action(now, action),
                Some(_) | None => Vec::new(),
            },
            ArbiterCommand::CancelAction => {
                self.desk.confirm = None;
                Vec::new()
            }
            ArbiterCommand::AskIncrement(by) => self.act(now, EventKind::RequestIncrement { by }),
            ArbiterCommand::QuickplayClaim(by) => self.act(now, EventKind::QuickplayClaim { by }),
            ArbiterCommand::Rule(ruling) => self.act(now, EventKind::ArbiterRuling(ruling)),
            ArbiterCommand::Pause => self.act(now, EventKind::Pause),
            ArbiterCommand::Resume => self.act(now, EventKind::Resume),
            ArbiterCommand::AddTime(side, time) => self.act(
                now,
                EventKind::ClockAdjustment {
                    adjustment: Adjustment::AddTime { side, time },
                    // The arbiter's own decision: no Article, no note (said as such in Fluent).
                    reason: AdjustReason::default(),
                },
            ),
        }
    }

    /// Sends the panel's action to the table; the remark went with it, and is cleared once the
    /// action is taken.
    fn arbiter_action(&mut self, now: Millis, action: ArbiterAction) -> Vec<Cue> {
        let cues = self.act(now, action.event());
        if !matches!(self.status, Some(StatusLine::Refusal(_))) {
            self.desk.form.remark.clear();
        }
        cues
    }

    /// Carries out a step of the scoresheet's signing (8.7); the files are the `archive`'s
    /// work. The printed sheet is written in `tr`'s language and `notation`. `save_to`: the
    /// folder "Save…" writes in without asking (tests); `None` asks.
    pub fn record_command(
        &mut self,
        command: RecordCommand,
        archive: &Archive,
        tr: Tr,
        notation: Notation,
        save_to: Option<&std::path::Path>,
    ) {
        let stamp = print::now_secs();
        match command {
            RecordCommand::KeepEnvelope if self.table().is_adjourned() => {
                super::adjourn_ui::keep_envelope(&self.session, archive, &mut self.adjourn, stamp, tr);
            }
            RecordCommand::SaveEnvelope if self.table().is_adjourned() => {
                super::adjourn_ui::save_envelope(&self.session, archive, &mut self.adjourn, stamp, tr, save_to);
            }
            RecordCommand::KeepEnvelope | RecordCommand::SaveEnvelope => {}
            RecordCommand::CloseResult => self.result_closed = true,
            RecordCommand::OpenSigning => {
                let setup = self.table().setup();
                let mut signing =
                    Signing::new(&setup.white, &setup.black, print::local_pgn_date(stamp)).with_setup(setup);
                signing.lang = tr.lang();
                self.signing = Some(signing);
            }
            RecordCommand::CloseSigning => {
                self.signing = None;
                self.result_closed = true;
            }
            RecordCommand::Sign(side) => {
                if let Some(signing) = &mut self.signing {
                    signing.sign(side, print::utc_iso(stamp));
                }
            }
            RecordCommand::ClearSignature(side) => {
                if let Some(signing) = &mut self.signing {
                    signing.clear(side);
                }
            }
            RecordCommand::SealAndSave => {
                if let Some(signing) = &mut self.signing {
                    signing.seal(self.session.table(), archive, stamp);
                    // Signed and kept: the journal goes with the games, so that the next start
                    // offers nothing more to sign.
                    if signing.kept.is_some() {
                        match archive.keep_journal(&self.session.journal_path(), stamp) {
                            Ok(Some(to)) => self.session.journal_moved_to(&to),
                            Ok(None) => {}
                            Err(error) => signing.outcome = Some(super::signing::Outcome::Failed(error)),
                        }
                    }
                }
            }
            RecordCommand::NewSealKey => {
                if let Some(signing) = &mut self.signing {
                    signing.new_key(archive);
                }
            }
            RecordCommand::SavePgn => {
                let Some(signing) = &mut self.signing else { return };
                let Some(sheet) = signing.kept_sheet() else { return };
                let pgn = sheet.to_pgn();
                // A cancelled dialog clears what the last one said.
                let name = file_name(sheet, "pgn");
                signing.outcome = super::save_as("PGN", &name, pgn.as_bytes(), save_to);
            }
            RecordCommand::SavePdf(paper) => {
                let Some(signing) = &mut self.signing else { return };
                let Some(sheet) = signing.kept_sheet() else { return };
                let pdf = archive::sheet_pdf(sheet, &record::pdf_labels(tr), paper, notation);
                let name = file_name(sheet, "pdf");
                signing.outcome = super::save_as("PDF", &name, &pdf, save_to);
            }
            RecordCommand::Print => {
                let Some(signing) = &mut self.signing else { return };
                let Some(sheet) = signing.kept_sheet() else { return };
                let pdf = archive::sheet_pdf(sheet, &record::pdf_labels(tr), Paper::A4, notation);
                signing.outcome = Some(archive.print(&pdf, stamp).into());
            }
        }
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
        cues
    }

    /// Milliseconds until what is shown next changes: the digits, the delay's bar (in tenths of
    /// a second), or a ruling leaving the banner; `None` when nothing will change by itself.
    pub fn next_repaint_in(&self, now: Millis) -> Option<Millis> {
        let banner = self.ruling.map(|(at, _)| at + RULING_SHOWN).filter(|&end| end > now).map(|end| end - now);
        let t = self.session.game_time(now);
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
        [banner, digits].into_iter().flatten().min()
    }

    /// The move from `from` to `to`, as the player means it (castling onto the rook included).
    fn try_move(&mut self, now: Millis, from: Square, to: Square) -> Vec<Cue> {
        let game = self.table().game();
        let pos = game.position();
        let uci = UciMove::Normal { from, to, promotion: None };
        let promotes = if self.wooden() {
            // Any pawn of the player on move reaching the last rank, as a hand could move it.
            let turn = game.turn();
            game.board().piece_at(from) == Some(shakmaty::Piece { color: turn, role: shakmaty::Role::Pawn })
                && to.rank() == turn.fold_wb(shakmaty::Rank::Eighth, shakmaty::Rank::First)
        } else {
            pos.legal_moves().iter().any(|m| m.from() == Some(from) && m.to() == to && m.is_promotion())
        };
        if promotes {
            self.promotion = Some((from, to));
            return Vec::new();
        }
        self.send_move(now, uci)
    }

    /// A move typed in the language's notation: read, then played like one made on the board
    /// (or written down for a claim). What cannot be read is explained on the status line.
    fn typed_move(&mut self, now: Millis, tr: Tr, typed: String) -> Vec<Cue> {
        if self.promotion.is_some() || !in_play(self.table().game().status()) {
            return Vec::new();
        }
        let notation = Notation::letters(tr.lang());
        let table = self.table();
        let game = table.game();
        // On a board that is no position of chess, nothing is legal: only a hand's move is read.
        let legal = if game.is_loose() { None } else { Some(notation.parse(game.position(), &typed)) };
        let read = match legal {
            Some(Ok(m)) => Ok(m.to_uci(table.setup().castling_mode())),
            // A board that behaves like a wooden one takes what a hand can do (7.5).
            legal if table.setup().wooden_board => notation
                .read_san(&typed)
                .and_then(|san| {
                    illegal::hand_move(game.board(), game.turn(), &san)
                        .map_err(|_| MoveError::Syntax { text: typed.trim().to_owned() })
                })
                .map_err(|error| legal.and_then(Result::err).unwrap_or(error)),
            Some(Err(error)) => Err(error),
            None => Err(MoveError::Syntax { text: typed.trim().to_owned() }),
        };
        match read {
            Ok(uci) => {
                self.typed.clear();
                self.send_move(now, uci)
            }
            Err(error) => {
                self.status = Some(StatusLine::MoveNotRead { typed, error });
                self.hear_status();
                Vec::new()
            }
        }
    }

    fn send_move(&mut self, now: Millis, uci: UciMove) -> Vec<Cue> {
        self.selected = None;
        match self.intended.take() {
            Some((by, claim)) => self.act(now, EventKind::Claim { by, claim, intended: Some(uci) }),
            None => self.act(now, EventKind::Move { uci }),
        }
    }

    fn touch(&mut self, now: Millis, square: Square) -> Vec<Cue> {
        if self.intended.is_some() {
            // Writing the intended move down is not touching a piece (9.4).
            return Vec::new();
        }
        self.act(now, EventKind::Touch { square })
    }

    fn board_input(&mut self, now: Millis, input: BoardInput) -> Vec<Cue> {
        if self.promotion.is_some() || !in_play(self.table().game().status()) {
            return Vec::new();
        }
        match input {
            BoardInput::Dropped { from, to } => self.try_move(now, from, to),
            BoardInput::Pressed(square) => {
                let game = self.table().game();
                let pos = game.position();
                let board = game.board();
                let turn = game.turn();
                let piece = board.piece_at(square);
                let own = piece.is_some_and(|p| p.color == turn);
                match self.selected {
                    Some(from) if from == square => {
                        self.selected = None;
                        Vec::new()
                    }
                    Some(from) => {
                        // The king onto its own rook castles; on a wooden board whether or not
                        // castling is legal (7.5).
                        let castles = if self.wooden() {
                            board.role_at(from) == Some(shakmaty::Role::King)
                                && board.role_at(square) == Some(shakmaty::Role::Rook)
                                && own
                                && from.rank() == square.rank()
                        } else {
                            pos.legal_moves()
                                .iter()
                                .any(|m| matches!(*m, Move::Castle { king, rook } if king == from && rook == square))
                        };
                        if own && !castles {
                            self.selected = Some(square);
                            self.touch(now, square)
                        } else {
                            self.try_move(now, from, square)
                        }
                    }
                    None if own => {
                        self.selected = Some(square);
                        self.touch(now, square)
                    }
                    // Chess960: the rook that completes a castling begun with the king
                    // (Guidelines II.3.2.1) is the mover's, not the opponent's to touch.
                    None if game.castling_rook(square) => {
                        self.selected = Some(square);
                        Vec::new()
                    }
                    None if piece.is_some() => self.touch(now, square),
                    None => Vec::new(),
                }
            }
        }
    }

    fn board_view(&self, settings: &Settings) -> BoardView {
        let game = self.table().game();
        let last_move = game.plies().last().map(|p| (p.mv.from().unwrap_or(p.mv.to()), p.mv.to()));
        // A wooden board neither hints at legal moves nor marks a check (7.5).
        let wooden = self.wooden();
        let hints = match (settings.show_hints && !wooden, self.selected) {
            (true, Some(from)) => board::destinations(&game.binding().moves, from),
            _ => Vec::new(),
        };
        let pos = game.position();
        let check = (!wooden && !game.is_loose() && pos.is_check()).then(|| pos.board().king_of(pos.turn())).flatten();
        BoardView {
            flipped: settings.flipped,
            last_move,
            touched: game.touched().iter().map(|t| t.square).collect(),
            selected: self.selected,
            hints,
            check,
            turned: (settings.layout == Layout::FaceToFace && settings.turn_far_pieces)
                .then_some(if settings.flipped { Color::White } else { Color::Black }),
        }
    }

    fn face(&self, tr: Tr, side: Color, now_game: Millis, turned: bool) -> ClockFace {
        let table = self.table();
        let clock = self.clock();
        let setup = table.setup();
        let name = match side {
            Color::White => &setup.white,
            Color::Black => &setup.black,
        };
        let title = if name.is_empty() {
            tr.colour(side)
        } else {
            tr.t_args("clock-title", &args([("side", side_arg(side)), ("name", name.as_str().into())]))
        };
        let flag = clock.fallen(now_game) == Some(side);
        let moves_left = clock.moves_left_in_period(side);
        let mut notes = Vec::new();
        if flag {
            notes.push(tr.t("clock-flag-fallen"));
        }
        // The delay of the move in progress (6.3.2), while it runs: the main time waits for it.
        // With a Bronstein bonus, what the press will give back so far, up to the bonus.
        let running = clock.phase() == Phase::Running(side);
        let remaining = clock.remaining(side, now_game);
        let delay_left = if running { clock.delay_left(side, now_game) } else { 0 };
        let mut bar = (0, 0);
        match clock.controls().get(side).bonus_of_move(clock.moves(side) + 1) {
            crate::clock::Bonus::Delay(delay) if delay_left > 0 => {
                bar = (delay_left, delay.max(delay_left));
                notes.push(tr.t_args(
                    "clock-delay-running",
                    &args([("seconds", format!("{}.{}", delay_left / 1000, delay_left / 100 % 10).into())]),
                ));
            }
            crate::clock::Bonus::Bronstein(bonus) if running && bonus > 0 => {
                if let Some((started_side, started)) = self.move_started
                    && started_side == side
                {
                    // As the digits show them, so that it changes when they do.
                    let back = (clock_face::shown(started).saturating_sub(clock_face::shown(remaining))).min(bonus);
                    bar = (back, bonus);
                    notes.push(tr.t_args("clock-bronstein-running", &args([("seconds", (back / 1000).into())])));
                }
            }
            _ => {}
        }
        if let Some(n) = moves_left {
            notes.push(tr.t_args("clock-moves-to-control", &args([("count", n.into())])));
        }
        ClockFace {
            title,
            label: tr.t_args("clock-label", &args([("side", side_arg(side))])),
            remaining,
            running,
            flag,
            moves_left,
            notes: notes.join(" · "),
            state: tr.t(if running { "clock-state-running" } else { "clock-state-stopped" }),
            turned,
            keycap: Some((
                self.keycaps.get(side).clone(),
                tr.t_args(
                    "clock-key-name",
                    &args([("side", side_arg(side)), ("key", self.keycaps.get(side).as_str().into())]),
                ),
            )),
            delay: bar,
            battery: self
                .battery_low
                .map(|percent| tr.t_args("clock-battery-low", &args([("percent", percent.into())]))),
        }
    }

    /// One player's clock and buttons. `turned`: for the player across the table (face to
    /// face), the text turned half a turn and the buttons in their order as read from there.
    /// `clock_first`: the clock above the buttons (else below them, at the near edge); `clock`:
    /// the clock's size.
    fn player_ui(&mut self, ui: &mut egui::Ui, tr: Tr, place: Place, clock: Vec2, commands: &mut Vec<Command>) {
        let Place { side, now: now_game, turned, clock_first } = place;
        let face = self.face(tr, side, now_game, turned);
        let clock = Vec2::new(clock.x.min(ui.available_width()), clock.y);
        let clock_ui = |ui: &mut egui::Ui, commands: &mut Vec<Command>| {
            if clock_face::clock_ui(ui, &face, clock).clicked() {
                commands.push(PlayCommand::Press(side).into());
            }
        };
        if clock_first {
            clock_ui(ui, commands);
        }
        self.player_buttons_ui(ui, tr, place, commands);
        if !clock_first {
            clock_ui(ui, commands);
        }
    }

    /// A player's buttons: offer a draw, claim, the quickplay finish's requests, an illegal
    /// move, resign; turned to the player across the table when `turned`. Answers to an offer
    /// are in the banner.
    fn player_buttons_ui(&mut self, ui: &mut egui::Ui, tr: Tr, place: Place, commands: &mut Vec<Command>) {
        let Place { side, now: now_game, turned, .. } = place;
        let table = self.session.table();
        let game = table.game();
        let playing = in_play(game.status());
        let on_move = game.turn() == side;
        // Each button shows a short label; its accessible name says whose it is.
        let button = |ui: &mut egui::Ui, enabled: bool, id: &str| {
            let name = tr.t_args(&format!("{id}-name"), &args([("side", side_arg(side))]));
            super::turned::button(ui, &tr.t(id), &name, enabled, turned).clicked()
        };
        // From the adjournment's call until its envelope is ruled on nothing is played or claimed
        // on the board; only a draw may be agreed or the game resigned (Guidelines I.4, I.6).
        let adjourning = table.adjournment().is_some();
        let can_claim = playing && on_move && game.touched().is_empty() && !adjourning;
        let claims_open = self.claims_open == Some(side) && can_claim;
        let mut toggle_claims = false;
        super::turned::row(ui, turned, |ui| {
            // The opponent's standing offer is answered in the banner.
            if button(ui, playing && game.standing_offer().is_none(), "action-offer-draw") {
                commands.push(PlayCommand::OfferDraw(side).into());
            }
            if button(ui, can_claim, "action-claim-menu") {
                toggle_claims = true;
            }
            // Only where Guidelines III applies at all (III.1, III.2): under an increment, in
            // blitz or before the last period every request would only be refused.
            if playing && !adjourning && table.quickplay_in_scope(side, now_game) {
                // Guidelines III: with an arbiter, the increment (III.4) where the edition has
                // it, else the claim (2008 10.2); without one, the claim for either (III.6.1).
                let arbiter = table.setup().arbiter_present;
                let increment = game.config().rules.quickplay_increment_request;
                let offered = |request| quickplay::offered(request, on_move, arbiter, increment);
                if offered(Request::Increment) && button(ui, true, "action-ask-increment") {
                    commands.push(ArbiterCommand::AskIncrement(side).into());
                }
                if offered(Request::Claim) && button(ui, true, "action-quickplay-claim") {
                    commands.push(ArbiterCommand::QuickplayClaim(side).into());
                }
            }
            // On a wooden board the player on move claims the opponent's illegal move before
            // making their own (7.5.1, A.5.2).
            if table.setup().wooden_board && button(ui, playing && on_move && !adjourning, "action-claim-illegal") {
                commands.push(PlayCommand::ClaimIllegal(side).into());
            }
            if button(ui, playing, "action-resign") {
                commands.push(PlayCommand::AskResign(side).into());
            }
        });
        if claims_open {
            let (threefold, fifty) = (tr.article(Article::THREEFOLD), tr.article(Article::FIFTY_MOVES));
            let claims = [
                ("claim-threefold-now", threefold.as_str(), PlayCommand::Claim(side, Claim::Threefold)),
                ("claim-threefold-intended", threefold.as_str(), PlayCommand::ClaimWithMove(side, Claim::Threefold)),
                ("claim-fifty-now", fifty.as_str(), PlayCommand::Claim(side, Claim::FiftyMoves)),
                ("claim-fifty-intended", fifty.as_str(), PlayCommand::ClaimWithMove(side, Claim::FiftyMoves)),
            ];
            super::turned::row(ui, turned, |ui| {
                for (id, article, command) in claims {
                    let label = tr.t_args(id, &args([("article", article.into())]));
                    if super::turned::button(ui, &label, &label, true, turned).clicked() {
                        commands.push(command.into());
                        toggle_claims = true;
                    }
                }
            });
        }
        if let Some((by, _)) = self.intended
            && by == side
        {
            let label = tr.t("action-cancel-claim");
            if super::turned::row(ui, turned, |ui| super::turned::button(ui, &label, &label, true, turned)).clicked() {
                commands.push(PlayCommand::CancelClaimWithMove.into());
            }
        }
        if toggle_claims {
            self.claims_open = if claims_open { None } else { Some(side) };
        }
    }

    /// What the banner across the board's side shows now: a standing draw offer until it is
    /// answered (with the answers), a request or claim until the arbiter rules, and a ruling or
    /// refusal for [`RULING_SHOWN`] after it was made. Face to face, each is turned to the far
    /// player when it is theirs to read.
    fn banners(&self, tr: Tr, now: Millis, face_to_face: bool, far: Color) -> Vec<Banner> {
        let table = self.table();
        let game = table.game();
        let towards = |side: Option<Color>| face_to_face && side == Some(far);
        let mut banners = Vec::new();
        if let Some(by) = game.standing_offer()
            && in_play(game.status())
        {
            let answer = |id: &str, command: PlayCommand| {
                (tr.t(id), tr.t_args(&format!("{id}-name"), &args([("side", side_arg(!by))])), command.into())
            };
            banners.push(Banner {
                text: tr.t_args(
                    "banner-draw-offer",
                    &args([
                        ("side", side_arg(by)),
                        ("opponent", side_arg(!by)),
                        ("article", tr.article(Article::DRAW_OFFER).into()),
                    ]),
                ),
                fill: egui::Color32::from_rgb(0x1F, 0x4E, 0x9A),
                // Turned to the player who must answer.
                turned: towards(Some(!by)),
                answers: vec![
                    answer("action-accept-draw", PlayCommand::AcceptDraw(!by)),
                    answer("action-decline-draw", PlayCommand::DeclineDraw(!by)),
                ],
                accessible: true,
            });
        }
        if let Some(pending) = table.pending()
            && let Some(text) = describe::notice(tr, &Notice::AwaitingArbiter(pending))
        {
            let by = match pending {
                Pending::Increment { by }
                | Pending::Claim { by }
                | Pending::Postponed { by }
                | Pending::Referred { by, .. } => by,
            };
            banners.push(Banner {
                text,
                fill: egui::Color32::from_rgb(0x6A, 0x3D, 0x9A),
                turned: towards(Some(by)),
                answers: Vec::new(),
                accessible: true,
            });
        }
        if let Some((at, whom)) = self.ruling
            && now < at + RULING_SHOWN
            && let Some(text) = self.status_line().filter(|t| !t.is_empty())
        {
            banners.push(Banner {
                text,
                fill: egui::Color32::from_rgb(0xA8, 0x3A, 0x10),
                turned: towards(whom),
                answers: Vec::new(),
                accessible: false,
            });
        }
        banners
    }

    /// The scoresheet, in the players' notation (the language's letters or figurines), and
    /// the field where a move can be typed in that notation.
    fn scoresheet_ui(&mut self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
        let notation = Notation { lang: tr.lang(), figurines: settings.figurines };
        let playing = in_play(self.table().game().status());
        // The board's stop in the Tab order: right before the move field (issue 16).
        let view = self.board_view(settings);
        if self.table().adjournment().is_none() {
            board::board_focus(ui, tr, &mut self.drag, &view);
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr.t("move-entry-label"));
            let hint = tr.t_args(
                "move-entry-hint",
                &args([(
                    "example",
                    Notation::letters(tr.lang()).format(&shakmaty::Chess::default(), KNIGHT_F3).into(),
                )]),
            );
            // Not while a move is sealed (Guidelines I.1.1): a sealed move typed here would show.
            let response = ui.add_enabled(
                playing && self.session.table().adjournment().is_none(),
                egui::TextEdit::singleline(&mut self.typed).hint_text(hint).desired_width(ui.available_width()),
            );
            let response = response.labelled_by(label.id);
            if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) && !self.typed.trim().is_empty() {
                commands.push(PlayCommand::TypedMove(self.typed.clone()).into());
                response.request_focus();
            }
        });
        let table = self.table();
        let game = table.game();
        let plies = game.plies();
        let times = table.ply_times();
        let movers: Vec<Color> = plies.iter().map(|p| p.by).collect();
        let offered: Vec<usize> =
            game.offers().iter().filter_map(|o| crate::table::mark_ply(o.by, o.after_plies, &movers)).collect();
        let start_black = game.start().turn() == Color::Black;
        let first = game.start().fullmoves().get();
        // A move as written in `notation`, with the offer mark and the clock's time after `gap`.
        let written = |notation: Notation, i: usize, gap: &str| -> String {
            let mut s = notation.recorded(&plies[i].san, plies[i].by, plies[i].mv.is_en_passant());
            if offered.contains(&i) {
                s.push_str(" (=)");
            }
            if let Some(shown) = times.get(i).and_then(|t| t.shown) {
                s.push_str(&format!("{gap}{}", crate::clock::Hms(shown).shown()));
            }
            s
        };
        let cell = |i: usize| written(notation, i, "  ");
        // What a screen reader says of a move: its number, who made it, and the move in the
        // language's letters (never figurines), with the offer mark and the time.
        let letters = Notation::letters(tr.lang());
        let cell_name = |i: usize| -> String {
            let s = written(letters, i, ", ");
            let number = first as usize + (i + usize::from(start_black)) / 2;
            tr.t_args(
                "scoresheet-move-name",
                &args([("number", number.into()), ("side", side_arg(plies[i].by)), ("san", s.into())]),
            )
        };
        ui.horizontal(|ui| {
            ui.strong(tr.t("scoresheet-heading"));
            let mut figurines = settings.figurines;
            if ui.checkbox(&mut figurines, tr.t("notation-figurines")).clicked() {
                commands.push(SettingsCommand::ToggleFigurines.into());
            }
        });
        // As the organiser's sheet names them: the players with their details, the start
        // position when it is not the initial one, why the game ended and its Article.
        {
            use crate::record::sheet::Player;
            let setup = table.setup();
            // The event and round (a series' game says which), as the sheet's head has them.
            if let Some(event) = event_line(tr, setup) {
                ui.label(RichText::new(event).small());
            }
            let players = [
                (Color::White, Player::from_setup(&setup.white, &setup.white_details)),
                (Color::Black, Player::from_setup(&setup.black, &setup.black_details)),
            ];
            if players.iter().any(|(_, p)| !p.line().is_empty()) {
                // One line each (wrapped when long): a 40-character name and its details.
                for (side, player) in &players {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(format!("{}:", tr.colour(*side))).small());
                        let line = player.line();
                        ui.label(if line.is_empty() { "—".to_owned() } else { line });
                    });
                }
            }
            if let Some(fen) = &setup.fen {
                let number = setup.chess960.then(|| crate::laws::chess960::number(fen)).flatten();
                let start = match number {
                    Some(n) => format!("{} — {fen}", tr.t_args("sheet-chess960", &args([("number", n.into())]))),
                    None => fen.clone(),
                };
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(format!("{}:", tr.t("sheet-start-position"))).small());
                    ui.label(RichText::new(start).monospace().small());
                });
            }
        }
        let key = RecordKey {
            acts: table.arbiter_log().len(),
            offers: table.game().offers().len(),
            claims: table.game().claims().len(),
            adjustments: table.clock().map_or(0, |c| c.adjustments().len()),
            plies: plies.len(),
            status: game.status(),
            undecided: table.undecided().len(),
            lang: tr.lang(),
            edition: tr.edition(),
            notation,
        };
        let record = {
            let mut cache = self.record_cache.borrow_mut();
            match &*cache {
                Some((built, record)) if *built == key => record.clone(),
                _ => {
                    let record = std::rc::Rc::new(arbiter_record(tr, table, notation));
                    *cache = Some((key, record.clone()));
                    record
                }
            }
        };
        if let Some((words, article)) = &record.reason {
            // The reason, and its Article after it in small type, as on the printed sheet.
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("{}:", tr.t("sheet-reason"))).small());
                ui.label(words);
                if let Some(article) = article {
                    ui.label(RichText::new(format!("({article})")).small().weak());
                }
            });
        }
        let record = &record.entries;
        if !record.is_empty() {
            // At most half of the room left, so that the moves stay in sight.
            let size = (ui.available_height() * 0.45).clamp(60.0, 200.0);
            egui::Panel::bottom("arbiter record").resizable(false).exact_size(size).show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("arbiter record")
                    .stick_to_bottom(true)
                    .auto_shrink([false, false])
                    .show(ui, |ui| arbiter_record_ui(ui, tr, record));
            });
        }
        ScrollArea::vertical().stick_to_bottom(true).auto_shrink([false, true]).show(ui, |ui| {
            egui::Grid::new("scoresheet").num_columns(3).spacing([18.0, 4.0]).striped(true).show(ui, |ui| {
                let offset = usize::from(start_black);
                let rows = (plies.len() + offset).div_ceil(2);
                for row in 0..rows {
                    ui.label(format!("{}.", first as usize + row));
                    for col in 0..2 {
                        let i = (row * 2 + col).checked_sub(offset);
                        match i.filter(|&i| i < plies.len()) {
                            Some(i) => {
                                let name = cell_name(i);
                                let response = ui.monospace(cell(i));
                                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
                                response
                            }
                            None => ui.label(""),
                        };
                    }
                    ui.end_row();
                }
            });
        });
    }

    /// The claimant of a quickplay-finish claim waiting for the arbiter, if there is one.
    fn quickplay_claimant(&self) -> Option<Color> {
        match self.table().pending() {
            Some(Pending::Claim { by } | Pending::Postponed { by } | Pending::Referred { by, .. }) => Some(by),
            Some(Pending::Increment { .. }) | None => None,
        }
    }

    /// Works out, once per claim and position, whether the claimant's opponent could still
    /// checkmate: information for the arbiter's ruling (Guidelines III.5, III.6).
    fn analyse_claim(&mut self) {
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

    fn arbiter_ui(&self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let table = self.table();
        let referred = matches!(table.pending(), Some(Pending::Referred { .. }));
        let ongoing = in_play(table.game().status());
        if !(referred || ongoing && table.setup().arbiter_present) {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            ui.strong(tr.t("arbiter-heading"));
            if let Some((_, side, ability)) = self.claim_analysis {
                let ability = match ability {
                    crate::laws::MateAbility::Possible => "possible",
                    crate::laws::MateAbility::Impossible => "impossible",
                    crate::laws::MateAbility::Unknown => "unknown",
                };
                let who = tr.t_args("side-name", &args([("side", side_arg(side))]));
                ui.label(tr.t_args("arbiter-analysis", &args([("who", who.into()), ("ability", ability.into())])));
            }
            let rule = |ui: &mut egui::Ui, id: &str, ruling: Ruling, commands: &mut Vec<Command>| {
                if ui.button(tr.t(id)).clicked() {
                    commands.push(ArbiterCommand::Rule(ruling).into());
                }
            };
            match table.pending() {
                Some(Pending::Referred { .. }) => {
                    rule(ui, "arbiter-uphold", Ruling::Draw, commands);
                    rule(ui, "arbiter-not-uphold", Ruling::Reject, commands);
                }
                Some(Pending::Increment { .. }) => {
                    rule(ui, "arbiter-grant-increment", Ruling::GrantIncrement, commands);
                    rule(ui, "arbiter-refuse-increment", Ruling::RefuseIncrement, commands);
                }
                Some(Pending::Claim { .. }) => {
                    rule(ui, "arbiter-claim-draw", Ruling::Draw, commands);
                    rule(ui, "arbiter-postpone", Ruling::Postpone, commands);
                    rule(ui, "arbiter-postpone-without-time", Ruling::PostponeWithoutTime, commands);
                    rule(ui, "arbiter-reject", Ruling::Reject, commands);
                }
                Some(Pending::Postponed { .. }) => {
                    rule(ui, "arbiter-decide-now", Ruling::Draw, commands);
                    rule(ui, "arbiter-dismiss", Ruling::Reject, commands);
                }
                None => {}
            }
            if in_play(table.game().status()) {
                for side in Color::ALL {
                    for minutes in [1, 2] {
                        let label = tr
                            .t_args("arbiter-add-time", &args([("minutes", minutes.into()), ("side", side_arg(side))]));
                        if ui.button(label).clicked() {
                            commands.push(ArbiterCommand::AddTime(side, minutes * MINUTE).into());
                        }
                    }
                }
            }
        });
    }

    fn toolbar_ui(&self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, silent: bool, commands: &mut Vec<Command>) {
        let table = self.table();
        ui.horizontal_wrapped(|ui| {
            let over = !in_play(table.game().status());
            if ui.add_enabled(over, egui::Button::new(tr.t("toolbar-new-game"))).clicked() {
                commands.push(AppCommand::NewGame.into());
            }
            // A way out of a game: before any move, set aside at once (a wrong setup);
            // after, stopped with no result once both confirm.
            if !over && table.game().plies().is_empty() {
                if ui.button(tr.t("action-abandon-unstarted")).clicked() {
                    commands.push(AppCommand::DiscardUnstarted.into());
                }
            } else if !over && ui.button(tr.t("action-abort")).clicked() {
                commands.push(PlayCommand::AskAbort.into());
            }
            if ui.button(tr.t("toolbar-flip")).clicked() {
                commands.push(SettingsCommand::Flip.into());
            }
            let mut hints = settings.show_hints;
            if ui.checkbox(&mut hints, tr.t("toolbar-hints")).clicked() {
                commands.push(SettingsCommand::ToggleHints.into());
            }
            let sound = if silent {
                "toolbar-sound-none"
            } else if settings.muted {
                "toolbar-sound-off"
            } else {
                "toolbar-sound-on"
            };
            if ui.add_enabled(!silent, egui::Button::new(tr.t(sound))).clicked() {
                commands.push(SettingsCommand::ToggleMute.into());
            }
            let (layout, next) = match settings.layout {
                Layout::SideBySide => ("toolbar-layout-side", Layout::FaceToFace),
                Layout::FaceToFace => ("toolbar-layout-face", Layout::SideBySide),
            };
            if ui.button(tr.t(layout)).clicked() {
                commands.push(SettingsCommand::SetLayout(next).into());
            }
            if settings.layout == Layout::FaceToFace {
                let mut turned = settings.turn_far_pieces;
                if ui.checkbox(&mut turned, tr.t("toolbar-turn-far-pieces")).clicked() {
                    commands.push(SettingsCommand::ToggleTurnedPieces.into());
                }
            }
            let fullscreen = tr.t_args("toolbar-fullscreen", &args([("key", super::FULLSCREEN_KEY.name().into())]));
            if ui.button(fullscreen).clicked() {
                commands.push(AppCommand::ToggleFullscreen.into());
            }
            match self.clock().phase() {
                Phase::Running(_) if !over && ui.button(tr.t("toolbar-stop-clocks")).clicked() => {
                    commands.push(ArbiterCommand::Pause.into());
                }
                // Adjourned: only the opening of the envelope restarts them (Guidelines I.9.1).
                Phase::Paused(_) if self.table().is_adjourned() => {}
                Phase::Paused(_) if !over && ui.button(tr.t("toolbar-start-clocks")).clicked() => {
                    commands.push(ArbiterCommand::Resume.into());
                }
                _ => {}
            }
            if ui
                .add_enabled(
                    self.desk.access == Access::Closed,
                    egui::Button::new(tr.t_args("toolbar-arbiter", &args([("key", super::ARBITER_KEY.name().into())]))),
                )
                .clicked()
            {
                commands.push(ArbiterCommand::OpenPanel.into());
            }
            super::speech_ui::menu_ui(ui, tr, settings, commands);
            super::keyboard::keys_menu_ui(ui, tr, &self.keycaps);
            super::view_menu::view_menu_ui(ui, tr, settings, commands);
            super::setup_screen::language_ui(ui, tr, commands);
        });
    }

    /// Draws one frame of the game: toolbar, status line and arbiter's bar, the clocks and the
    /// scoresheet laid out as `settings` say, the board and any dialog. What the players and
    /// the arbiter ask for is pushed to `commands`.
    pub fn game_ui(
        &mut self,
        ui: &mut egui::Ui,
        tr: Tr,
        settings: &Settings,
        silent: bool,
        now: Millis,
        commands: &mut Vec<Command>,
    ) {
        self.tr = tr;
        self.notation = Notation { lang: tr.lang(), figurines: settings.figurines };
        if self.analysis.is_none() && self.analysis_wanted {
            let ctx = ui.ctx().clone();
            let mut analysis = Analysis::start(move || ctx.request_repaint());
            analysis.after(self.session.table(), &[]);
            self.analysis = Some(analysis);
        }
        let now_game = self.session.game_time(now);
        // The board is the first stop of the Tab order (issue 16), unless it is covered.
        let adjourned = self.table().adjournment().is_some();
        if !adjourned {
            board::first_tab(ui);
        }
        egui::Panel::top("toolbar").show(ui, |ui| self.toolbar_ui(ui, tr, settings, silent, commands));
        egui::Panel::bottom("status").show(ui, |ui| {
            self.arbiter_ui(ui, tr, commands);
            let line = match (&self.status, self.table().game().status()) {
                (Some(line), _) => line.text(tr, self.table().game().position(), self.notation),
                (
                    None,
                    Status::Ongoing | Status::AwaitingArbiter(Pending::Increment { .. } | Pending::Claim { .. }),
                ) => tr.t_args("status-to-move", &args([("side", side_arg(self.table().game().turn()))])),
                (None, Status::Ended(e)) => describe::ending(tr, &e),
                (None, Status::AwaitingArbiter(Pending::Postponed { .. } | Pending::Referred { .. })) => {
                    tr.t("status-waiting-arbiter")
                }
            };
            let response = ui.label(RichText::new(line).size(16.0));
            // A screen reader reads each new line out when it is free (issue 16).
            ui.ctx().accesskit_node_builder(response.id, |node| node.set_live(egui::accesskit::Live::Polite));
        });
        if self.desk.access == Access::Open {
            let mut form = std::mem::take(&mut self.desk.form);
            egui::Panel::left("arbiter panel").exact_size(400.0).show(ui, |ui| {
                ScrollArea::vertical()
                    .show(ui, |ui| arbiter_panel::panel_ui(ui, tr, &mut form, self.table(), commands));
            });
            self.desk.form = form;
        }
        let (far, near) = if settings.flipped { (Color::White, Color::Black) } else { (Color::Black, Color::White) };
        let avail = ui.available_rect_before_wrap();
        // Larger clocks where the size setting asks (issue 16): their digits fill the face.
        let scale = super::palette::factor(settings.print_size);
        let place = |side, turned, clock_first| Place { side, now: now_game, turned, clock_first };
        match settings.layout {
            Layout::SideBySide => {
                let (width, clock) = side_by_side(avail.size(), scale);
                egui::Panel::right("players").exact_size(width).show(ui, |ui| {
                    egui::Panel::top("far player")
                        .show(ui, |ui| self.player_ui(ui, tr, place(far, false, true), clock, commands));
                    egui::Panel::bottom("near player")
                        .show(ui, |ui| self.player_ui(ui, tr, place(near, false, true), clock, commands));
                    egui::CentralPanel::default_margins().show(ui, |ui| self.scoresheet_ui(ui, tr, settings, commands));
                });
            }
            Layout::FaceToFace => {
                let (columns, side) = face_to_face(avail.size(), scale);
                if columns {
                    // Wide: the board takes the whole height in the middle; the far player's
                    // clock and buttons in the column on one side, turned to them at the far
                    // edge; the near player's in the other column at the near edge, under the
                    // scoresheet.
                    let width = (avail.width() - side) / 2.0;
                    let clock = Vec2::new(width - 16.0, ((width - 16.0) * 0.55).min(avail.height() * 0.34 * scale));
                    egui::Panel::left("far column").resizable(false).exact_size(width).show(ui, |ui| {
                        self.player_ui(ui, tr, place(far, true, true), clock, commands);
                    });
                    egui::Panel::right("near column").resizable(false).exact_size(width).show(ui, |ui| {
                        egui::Panel::bottom("near controls")
                            .show(ui, |ui| self.player_ui(ui, tr, place(near, false, false), clock, commands));
                        // A scoresheet wider than the column scrolls rather than push the
                        // column over the board.
                        egui::CentralPanel::default_margins().show(ui, |ui| {
                            ScrollArea::horizontal()
                                .id_salt("scoresheet across")
                                .auto_shrink([false, false])
                                .show(ui, |ui| self.scoresheet_ui(ui, tr, settings, commands));
                        });
                    });
                } else {
                    // Tall: each player's clock and buttons along their own edge, the far
                    // player's turned; the scoresheet beside the board.
                    let height = (avail.width() * 0.2 * scale).clamp(90.0 * scale, 170.0 * scale);
                    let clock = Vec2::new(avail.width() - 16.0, height);
                    egui::Panel::top("far player")
                        .show(ui, |ui| self.player_ui(ui, tr, place(far, true, true), clock, commands));
                    egui::Panel::bottom("near player")
                        .show(ui, |ui| self.player_ui(ui, tr, place(near, false, false), clock, commands));
                    egui::Panel::left("scoresheet")
                        .exact_size(240.0)
                        .show(ui, |ui| self.scoresheet_ui(ui, tr, settings, commands));
                }
            }
        }
        // Adjourned (Guidelines I): the board is covered; the sealing or the envelope instead.
        if self.session.table().adjournment().is_some() {
            egui::CentralPanel::default_margins().show(ui, |ui| {
                // Scrolled rather than clipped where the column is short or narrow (the arbiter's
                // panel open beside it, a small window).
                egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                    super::adjourn_ui::adjourn_ui(ui, tr, self.session.table(), &mut self.adjourn, commands);
                });
            });
            self.modals_ui(ui, tr, commands);
            return;
        }
        let view = self.board_view(settings);
        let face_to_face = settings.layout == Layout::FaceToFace;
        egui::CentralPanel::default_margins().show(ui, |ui| {
            // The banners across the board's side: the far player's above the board, turned to
            // them; everything else below it (above it side by side, where the eyes are).
            let banners = self.banners(tr, now, face_to_face, far);
            let (top, bottom): (Vec<_>, Vec<_>) = banners.into_iter().partition(|b| !face_to_face || b.turned);
            for banner in &top {
                banner_ui(ui, banner, commands);
            }
            let bottom_height: f32 =
                bottom.iter().map(|b| banner_layout(ui, b, ui.available_width()).2 + ui.spacing().item_spacing.y).sum();
            let room = Vec2::new(ui.available_width(), ui.available_height() - bottom_height);
            let side = room.x.min(room.y).max(64.0);
            let pad = Vec2::new((room.x - side) / 2.0, (room.y - side) / 2.0);
            let rect = egui::Rect::from_min_size(ui.cursor().min + pad, Vec2::splat(side));
            ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
                if let Some(input) = board::board_ui(ui, tr, self.session.table().game().board(), &view, &mut self.drag)
                {
                    commands.push(PlayCommand::Board(input).into());
                }
            });
            if !bottom.is_empty() {
                ui.allocate_space(Vec2::new(0.0, (room.y - side - pad.y).max(0.0)));
                for banner in &bottom {
                    banner_ui(ui, banner, commands);
                }
            }
        });
        self.modals_ui(ui, tr, commands);
    }

    fn modals_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let ctx = ui.ctx().clone();
        arbiter_panel::modals_ui(&ctx, tr, &mut self.desk, commands);
        if self.promotion.is_some() {
            let colour = self.table().game().turn();
            let wooden = self.wooden();
            let touch_move = self.table().setup().touch_move;
            super::keyboard::dialog("promotion", tr.t("promotion-heading")).show(&ctx, |ui| {
                if let Some(choice) = board::promotion_ui(ui, tr, colour, touch_move) {
                    commands.push(PlayCommand::Promote(choice).into());
                }
                // A hand can leave the pawn on the last rank with no new piece (7.5.2).
                if wooden && ui.button(tr.t("promotion-nothing")).clicked() {
                    commands.push(PlayCommand::PromoteNothing.into());
                }
            });
        }
        if let Some(side) = self.confirm_resign {
            let title = tr.t_args("resign-heading", &args([("side", side_arg(side))]));
            super::keyboard::dialog("resign", title.clone()).show(&ctx, |ui| {
                ui.heading(title);
                ui.label(tr.t_args("resign-note", &args([("article", tr.article(Article::RESIGNATION).into())])));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("resign-yes")).clicked() {
                        commands.push(PlayCommand::Resign(side).into());
                    }
                    if ui.button(tr.t("resign-no")).clicked() {
                        commands.push(PlayCommand::CancelResign.into());
                    }
                });
            });
        }
        if self.confirm_abort {
            super::keyboard::dialog("abort", tr.t("abort-title")).show(&ctx, |ui| {
                ui.heading(tr.t("abort-title"));
                ui.label(tr.t("abort-body"));
                // Each player agrees for themselves: one click cannot stop the other's game.
                for (agreed, side) in self.abort_agreed.iter_mut().zip(Color::ALL) {
                    ui.checkbox(agreed, tr.t_args("abort-agree", &args([("side", side_arg(side))])));
                }
                let both = self.abort_agreed.iter().all(|&a| a);
                ui.horizontal(|ui| {
                    if ui.add_enabled(both, egui::Button::new(tr.t("abort-confirm"))).clicked() {
                        commands.push(PlayCommand::Abort.into());
                    }
                    if ui.button(tr.t("abort-cancel")).clicked() {
                        commands.push(PlayCommand::CancelAbort.into());
                    }
                });
            });
        }
        if self.signing.is_some() {
            let analysing = self.analysing();
            let mut signing = self.signing.take();
            if let Some(signing) = signing.as_mut() {
                super::keyboard::dialog("signing", tr.t("sign-heading"))
                    .show(&ctx, |ui| signing.signing_ui(ui, tr, analysing, commands));
            }
            self.signing = signing;
        } else if let Status::Ended(ending) = self.table().game().status()
            && !self.result_closed
        {
            let title = tr.t_args("dialog-result", &args([("result", describe::result(ending.result).into())]));
            super::keyboard::dialog("result", title).show(&ctx, |ui| {
                ui.heading(RichText::new(describe::result(ending.result)).size(40.0));
                ui.label(RichText::new(describe::ending_reason(tr, &ending)).size(18.0));
                ui.add_space(8.0);
                ui.label(
                    tr.t_args("result-sign", &args([("article", tr.article(Article::SCORESHEETS_SIGNED).into())])),
                );
                ui.horizontal(|ui| {
                    if ui.button(tr.t("sign-open")).clicked() {
                        commands.push(RecordCommand::OpenSigning.into());
                    }
                    if ui.button(tr.t(super::signing::after_game_label(self.in_series))).clicked() {
                        commands.push(AppCommand::NewGame.into());
                    }
                    if ui.button(tr.t("result-look")).clicked() {
                        commands.push(RecordCommand::CloseResult.into());
                    }
                });
            });
        }
    }
}

/// What the arbiter's record is built from: it changes only when one of these does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct RecordKey {
    acts: usize,
    offers: usize,
    claims: usize,
    adjustments: usize,
    plies: usize,
    status: Status,
    undecided: usize,
    lang: crate::notation::Lang,
    edition: crate::laws::Edition,
    notation: Notation,
}

/// One entry of the arbiter's record, as the scoresheet panel shows it.
struct RecordEntry {
    at: Millis,
    what: String,
    follows: Vec<String>,
    remark: String,
}

/// The record as the scoresheet panel shows it: every note of the game's record
/// ([`crate::record::notes::notes`], the same list the sealed sheet writes) but the ending's,
/// which the sheet says under its head as the printed sheet says it in its result box: why the
/// game ended, its Article apart.
struct Record {
    entries: Vec<RecordEntry>,
    reason: Option<(String, Option<String>)>,
}

/// The notes of the record in words ([`crate::i18n::notes::parts`]), the moves in them in the
/// player's notation, in the order the record reads them.
fn arbiter_record(tr: Tr, table: &Table, notation: Notation) -> Record {
    let tr = tr.with_edition(table.setup().edition);
    let notes = crate::record::notes::notes(table);
    let entries = notes
        .iter()
        .filter(|note| !matches!(note.kind, crate::record::notes::NoteKind::Ending(_)))
        .map(|note| {
            let text = crate::i18n::notes::parts(tr, note, notation);
            RecordEntry { at: note.at, what: text.what, follows: text.follows, remark: text.remark }
        })
        .collect();
    let reason = notes.iter().find_map(|note| crate::i18n::notes::reason(tr, note));
    Record { entries, reason }
}

/// The arbiter's record under the scoresheet.
fn arbiter_record_ui(ui: &mut egui::Ui, tr: Tr, entries: &[RecordEntry]) {
    ui.strong(tr.t("arbiter-log-heading"));
    for entry in entries {
        ui.label(format!("{}  {}", crate::clock::Hms(entry.at).shown(), entry.what));
        for line in &entry.follows {
            ui.small(format!("    {line}"));
        }
        if !entry.remark.is_empty() {
            ui.small(tr.t_args("arbiter-log-remark", &args([("remark", entry.remark.as_str().into())])));
        }
    }
}

/// Nf3 from the start, the example in the move field's hint.
const KNIGHT_F3: Move =
    Move::Normal { role: shakmaty::Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };

/// The file name a saved record gets: the date, the players and the round, as signed.
fn file_name(sheet: &crate::record::sheet::Scoresheet, extension: &str) -> String {
    let tag = |name| sheet.tag(name).filter(|v| !crate::record::sheet::is_blank(v)).unwrap_or_default();
    crate::platform::save::file_name(tag("Date"), tag("White"), tag("Black"), tag("Round"), extension)
}

/// The height of a banner across the board's side.
const BANNER_HEIGHT: f32 = 60.0;

/// A message across the board's side that cannot be missed, with the answers it waits for.
struct Banner {
    text: String,
    fill: egui::Color32,
    /// Turned half a turn, for the player across the table.
    turned: bool,
    /// Buttons: what each shows, its accessible name, and its command.
    answers: Vec<(String, String, Command)>,
    /// Its text is in the accessibility tree; a ruling's is not, as the status line already
    /// says it.
    accessible: bool,
}

/// Draws `banner` across the width of `ui`; its buttons' commands go to `commands`.
fn banner_ui(ui: &mut egui::Ui, banner: &Banner, commands: &mut Vec<Command>) {
    let (wrap, font, height) = banner_layout(ui, banner, ui.available_width());
    let (rect, _) = ui.allocate_exact_size(Vec2::new(ui.available_width(), height), egui::Sense::hover());
    ui.painter().rect_filled(rect, 8.0, banner.fill);
    let inner = rect.shrink2(Vec2::new(BANNER_MARGIN, 4.0));
    let layout = if banner.turned {
        egui::Layout::right_to_left(egui::Align::Center)
    } else {
        egui::Layout::left_to_right(egui::Align::Center)
    };
    ui.scope_builder(egui::UiBuilder::new().max_rect(inner).layout(layout), |ui| {
        super::turned::label(ui, &banner.text, font, egui::Color32::WHITE, wrap, banner.turned, banner.accessible);
        for (label, name, command) in &banner.answers {
            if super::turned::button_with_font(ui, label, name, true, banner.turned, BANNER_BUTTON_FONT).clicked() {
                commands.push(command.clone());
            }
        }
    });
}

/// The font of the banner's buttons.
const BANNER_BUTTON_FONT: egui::FontId = egui::FontId::new(20.0, egui::FontFamily::Proportional);
/// The room left and right of a banner's content.
const BANNER_MARGIN: f32 = 14.0;

/// How `banner` is laid out `width` wide: where its text wraps, its font, and the banner's
/// height (the text's lines and some room, at least [`BANNER_HEIGHT`]).
fn banner_layout(ui: &egui::Ui, banner: &Banner, width: f32) -> (f32, egui::FontId, f32) {
    let padding = ui.spacing().button_padding.x * 2.0 + ui.spacing().item_spacing.x;
    let buttons: f32 = banner
        .answers
        .iter()
        .map(|(label, ..)| {
            ui.painter().layout_no_wrap(label.clone(), BANNER_BUTTON_FONT, egui::Color32::WHITE).size().x + padding
        })
        .sum();
    let wrap = (width - 2.0 * BANNER_MARGIN - buttons - ui.spacing().item_spacing.x).max(120.0);
    let font = egui::FontId::proportional(if banner.answers.is_empty() { 22.0 } else { 20.0 });
    let text = ui.painter().layout(banner.text.clone(), font.clone(), egui::Color32::WHITE, wrap);
    (wrap, font, (text.size().y + 20.0).max(BANNER_HEIGHT))
}

/// Side by side, in the room `size` left by the toolbar and the status line: the width of the
/// players' column and the size of each clock. The column grows with the window, and the clocks
/// with it; larger clocks (`scale`, the size setting) widen it up to 45 % of the window and make
/// the clocks taller, but leave room between them for the buttons, the move field and a few lines
/// of the scoresheet.
fn side_by_side(size: Vec2, scale: f32) -> (f32, Vec2) {
    let column = |scale: f32| {
        let width = (size.x * 0.3 * scale).clamp(380.0 * scale, 640.0 * scale).min((size.x * 0.45).max(380.0));
        (width, ((width - 16.0) * 0.42).min(size.y * 0.26 * scale))
    };
    let (width, height) = column(scale);
    let height = height.min(((size.y - 320.0) / 2.0).max(column(1.0).1));
    (width, Vec2::new(width - 16.0, height))
}

/// Face to face, in the room `size` left by the toolbar and the status line: whether the
/// players' clocks and buttons go in columns beside the board (a wide window) or along the near
/// and far edges (a tall one), and the board's side that way: whichever gives the larger board.
///
/// At 1280×800 (about 1264×720 of room) the columns win: 320 px each, the board the rest.
/// Larger clocks (`scale`, the size setting) widen the columns (from the width they would have)
/// and the strips by as much, but never leave the board less than three fifths of the room's
/// shorter side.
fn face_to_face(size: Vec2, scale: f32) -> (bool, f32) {
    // The narrowest column that holds a clock and the buttons; a player's strip along an edge.
    const COLUMN: f32 = 320.0;
    const EDGE: f32 = 230.0;
    const SCORESHEET: f32 = 240.0;
    let board_at_least = 0.6 * size.x.min(size.y);
    let natural = COLUMN.max((size.x - size.y) / 2.0);
    let column = (natural * scale).min(((size.x - board_at_least) / 2.0).max(natural));
    let edge = (EDGE * scale).min(((size.y - board_at_least) / 2.0).max(EDGE));
    let beside = size.y.min(size.x - 2.0 * column);
    let along = (size.x - SCORESHEET).min(size.y - 2.0 * edge);
    if beside >= along { (true, beside.max(64.0)) } else { (false, along.max(64.0)) }
}

/// The game's event and round in one line ("Club match · Round 2"), if it has either.
pub fn event_line(tr: Tr, setup: &crate::table::Setup) -> Option<String> {
    let round = setup.round.trim();
    let round = (!round.is_empty()).then(|| format!("{} {round}", tr.t("sign-round")));
    let event = Some(setup.event.trim().to_owned()).filter(|e| !e.is_empty());
    let parts: Vec<String> = [event, round].into_iter().flatten().collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn face_to_face_the_board_takes_the_height_of_a_wide_window_and_the_width_of_a_tall_one() {
        assert_eq!(face_to_face(Vec2::new(1264.0, 720.0), 1.0), (true, 624.0));
        assert_eq!(face_to_face(Vec2::new(1904.0, 1000.0), 1.0), (true, 1000.0));
        let (columns, side) = face_to_face(Vec2::new(760.0, 1200.0), 1.0);
        assert!(!columns && side == 520.0, "{columns} {side}");
        // Larger clocks take room from the board, which keeps three fifths of the height.
        assert_eq!(face_to_face(Vec2::new(1264.0, 720.0), 1.25), (true, 464.0));
        assert_eq!(face_to_face(Vec2::new(1264.0, 720.0), 1.5), (true, 432.0));
        assert_eq!(face_to_face(Vec2::new(1904.0, 1000.0), 1.25), (true, 774.0));
        assert_eq!(face_to_face(Vec2::new(1904.0, 1000.0), 1.5), (true, 600.0));
    }

    #[test]
    fn side_by_side_larger_clocks_leave_room_for_the_scoresheet() {
        // As before the size setting: 384 px at 1280×800, the clock 368×155.
        let normal = side_by_side(Vec2::new(1280.0, 720.0), 1.0);
        assert_eq!((normal.0, normal.1.round()), (384.0, Vec2::new(368.0, 155.0)));
        // Larger: wider and taller, up to what leaves 320 px between and around them.
        let (width, clock) = side_by_side(Vec2::new(1280.0, 720.0), 1.5);
        assert_eq!((width, clock), (576.0, Vec2::new(560.0, 200.0)));
        let (width, clock) = side_by_side(Vec2::new(1920.0, 1000.0), 1.5);
        assert_eq!((width, clock), (864.0, Vec2::new(848.0, 340.0)));
    }
}
