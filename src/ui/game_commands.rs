//! The game screen's controller: what each command of the players, the arbiter and the
//! record does to the game, without drawing anything.

use shakmaty::{Move, Position, Square, uci::UciMove};

use super::arbiter_panel::Access;
use super::board::BoardInput;
use super::game_screen::{ArbiterStop, GameScreen, StatusLine, in_play};
use super::signing::Signing;
use super::{ArbiterAction, ArbiterCommand, PlayCommand, RecordCommand};
use crate::clock::{AdjustReason, Adjustment, Phase};
use crate::i18n::{Tr, record};
use crate::laws::illegal;
use crate::laws::{Article, Millis, Pending, Status};
use crate::notation::{MoveError, Notation};
use crate::platform::pin::PinHash;
use crate::platform::sound::Cue;
use crate::record::archive::{self, Archive};
use crate::record::pdf::Paper;
use crate::record::print;
use crate::table::{EventKind, Notice};

impl GameScreen {
    /// Carries out a player's command: an event for the laws, or the interface's step towards
    /// one. Typed moves are read in `tr`'s language.
    pub fn play_command(&mut self, command: PlayCommand, now: Millis, tr: Tr) -> Vec<Cue> {
        match command {
            // Before the start the starter's press starts the opponent's clock, as on a real
            // clock (6.6); the other key does nothing.
            PlayCommand::Press(by) if self.ready() => match by == self.starter() {
                true => self.start_clocks(now),
                false => Vec::new(),
            },
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
                self.desk.after_pin = None;
                self.desk.pin_typed.clear();
                self.desk.pin_refused = false;
                if pin.is_some() {
                    // Asking again keeps the first moment asked.
                    if self.desk.access != Access::Asking {
                        self.arbiter_stop = self.running_now(now);
                    }
                    self.desk.access = Access::Asking;
                    return Vec::new();
                }
                self.desk.access = Access::Open;
                self.stop_for_arbiter(now)
            }
            ArbiterCommand::EnterPin(typed) => {
                self.desk.pin_typed.clear();
                if self.desk.access == Access::Asking {
                    if pin.is_none_or(|hash| hash.verify(&typed)) {
                        self.desk.pin_refused = false;
                        if let Some(command) = self.desk.after_pin.take() {
                            // The prompt was for this alone: done, and the panel stays closed.
                            self.desk.access = Access::Closed;
                            return self.arbiter_command(command, now, None);
                        }
                        self.desk.access = Access::Open;
                        return self.stop_for_arbiter(now);
                    }
                    self.desk.pin_refused = true;
                }
                Vec::new()
            }
            ArbiterCommand::CancelPin => {
                self.desk.after_pin = None;
                if self.desk.access == Access::Asking {
                    self.desk.access = Access::Closed;
                    // Nothing was stopped, so nothing is given back.
                    self.arbiter_stop = None;
                }
                self.desk.pin_typed.clear();
                self.desk.pin_refused = false;
                Vec::new()
            }
            ArbiterCommand::ClosePanel => {
                self.desk.access = Access::Closed;
                self.desk.confirm = None;
                self.run_after_arbiter(now)
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
            // The arbiter's acts behind a PIN (issue 28): asked for first, unless the panel is
            // open (its PIN given); the right one carries the act out.
            ArbiterCommand::Rule(_) if pin.is_some() && self.desk.access != Access::Open => self.ask_pin_for(command),
            ArbiterCommand::Rule(ruling) => self.act(now, EventKind::ArbiterRuling(ruling)),
            // Before the start there is nothing to stop.
            ArbiterCommand::Pause if self.ready() => Vec::new(),
            // The arbiter takes the clocks in hand: the panel's stop is theirs now.
            ArbiterCommand::Pause => {
                self.arbiter_stop = None;
                self.act(now, EventKind::Pause)
            }
            // Before the start, the toolbar's "Start the clocks" is the arbiter's start (6.6).
            ArbiterCommand::Resume | ArbiterCommand::Start if self.ready() => self.start_clocks(now),
            ArbiterCommand::Start => Vec::new(),
            // Restarting the clocks is the arbiter's (6.11.3); a player only stops them to call
            // the arbiter (6.11.2).
            ArbiterCommand::Resume if pin.is_some() && self.desk.access != Access::Open => self.ask_pin_for(command),
            ArbiterCommand::Resume => {
                self.arbiter_stop = None;
                self.act(now, EventKind::Resume)
            }
        }
    }

    /// Opens the PIN prompt for `command` alone (a restart of the clocks, a ruling): the right
    /// PIN carries it out, without opening the panel; nothing changes until then.
    fn ask_pin_for(&mut self, command: ArbiterCommand) -> Vec<Cue> {
        if self.desk.access == Access::Closed {
            self.desk.pin_typed.clear();
            self.desk.pin_refused = false;
            self.desk.access = Access::Asking;
            self.desk.after_pin = Some(command);
        }
        Vec::new()
    }

    /// Sends the panel's action to the table; the remark went with it, and is cleared once the
    /// action is taken.
    pub(super) fn arbiter_action(&mut self, now: Millis, action: ArbiterAction) -> Vec<Cue> {
        let adjourns = matches!(action, ArbiterAction::Adjourn(_));
        let was_adjourned = self.table().adjournment().is_some();
        let mut cues = self.act(now, action.event());
        // The envelope dealt with (opened and played, or found lost: Guidelines I.9, I.12), play
        // resumes at the board: the panel, which covers the players' column, goes with it.
        if was_adjourned && self.table().adjournment().is_none() {
            self.desk.access = Access::Closed;
            self.desk.confirm = None;
            cues.extend(self.run_after_arbiter(now));
            return cues;
        }
        if !matches!(self.status, Some(StatusLine::Refusal(_))) {
            self.desk.form.remark.clear();
            // Guidelines I.1.1: once the adjournment is called, the clock of the player who
            // seals runs on while they write the move: the panel's stop ends here.
            if adjourns && self.table().adjournment().is_some() {
                cues.extend(self.run_after_arbiter(now));
            }
        }
        cues
    }

    /// The clock that runs now, as the PIN prompt keeps it: its side, its time and the presses
    /// so far; `None` while no clock runs (before the start, paused, over).
    fn running_now(&self, now: Millis) -> Option<ArbiterStop> {
        let clock = self.clock();
        let side = clock.running().filter(|_| !self.ready())?;
        let t = self.session.game_time(now);
        Some(ArbiterStop::Asked { side, remaining: clock.remaining(side, t), presses: clock.presses().len() })
    }

    /// The panel is open: the clocks stop (6.11.1), if one runs. The time the PIN prompt took,
    /// if the same clock ran through it with no press, is given back to its side as an
    /// adjustment with its Article (the arbiter's time is charged to nobody).
    fn stop_for_arbiter(&mut self, now: Millis) -> Vec<Cue> {
        let asked = self.arbiter_stop.take();
        if !in_play(self.table().game().status()) {
            return Vec::new();
        }
        let Some(ArbiterStop::Asked { side, remaining: before, presses }) = self.running_now(now) else {
            return Vec::new();
        };
        let mut cues = self.act_unsaid(now, EventKind::Pause);
        if !matches!(self.clock().phase(), Phase::Paused(_)) {
            return cues;
        }
        self.arbiter_stop = Some(ArbiterStop::Stopped);
        if let Some(ArbiterStop::Asked { side: asked_side, remaining: then, presses: asked_presses }) = asked
            && asked_side == side
            && asked_presses == presses
            && then > before
        {
            let adjustment = Adjustment::AddTime { side, time: then - before };
            let reason = AdjustReason::article(Article::PAUSE_FOR_ARBITER);
            cues.extend(self.act(now, EventKind::ClockAdjustment { adjustment, reason }));
        }
        cues
    }

    /// The panel closes, or hands play back (an adjournment called): the clocks the panel
    /// stopped run again for the side whose clock was running (6.11.3), unless the game is
    /// over, adjourned, waits for the arbiter's ruling, or the arbiter started or stopped the
    /// clocks themselves meanwhile.
    fn run_after_arbiter(&mut self, now: Millis) -> Vec<Cue> {
        if self.arbiter_stop.take() != Some(ArbiterStop::Stopped) {
            return Vec::new();
        }
        let table = self.table();
        let waits =
            matches!(table.game().status(), Status::Ongoing | Status::AwaitingArbiter(Pending::Postponed { .. }));
        if !waits || table.is_adjourned() || !matches!(self.clock().phase(), Phase::Paused(_)) {
            return Vec::new();
        }
        self.act_unsaid(now, EventKind::Resume)
    }

    /// The panel's own stop or restart of the clocks: journalled, applied and said aloud like
    /// any event, but it leaves the status line to say how the game stands (the clocks stopped
    /// for the arbiter, whose move it is) rather than the bare notice; a refusal is shown.
    fn act_unsaid(&mut self, now: Millis, kind: EventKind) -> Vec<Cue> {
        let cues = self.act(now, kind);
        if matches!(self.status, Some(StatusLine::Notice(Notice::Paused | Notice::Resumed))) {
            self.status = None;
            self.ruling = None;
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
                let pdf = archive::sheet_pdf_at(sheet, &record::pdf_labels(tr), paper, notation, stamp);
                let name = file_name(sheet, "pdf");
                signing.outcome = super::save_as("PDF", &name, &pdf, save_to);
            }
            RecordCommand::Print => {
                let Some(signing) = &mut self.signing else { return };
                let Some(sheet) = signing.kept_sheet() else { return };
                let pdf = archive::sheet_pdf_at(sheet, &record::pdf_labels(tr), Paper::A4, notation, stamp);
                signing.outcome = Some(archive.print_sheet(sheet, &pdf, stamp).into());
            }
        }
    }

    /// The move from `from` to `to`, as the player means it (castling onto the rook included).
    pub(super) fn try_move(&mut self, now: Millis, from: Square, to: Square) -> Vec<Cue> {
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
    pub(super) fn typed_move(&mut self, now: Millis, tr: Tr, typed: String) -> Vec<Cue> {
        // Before the start the board takes no move (the move stays typed).
        if self.promotion.is_some() || !in_play(self.table().game().status()) || self.ready() {
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

    pub(super) fn send_move(&mut self, now: Millis, uci: UciMove) -> Vec<Cue> {
        let from = match uci {
            UciMove::Normal { from, .. } => Some(from),
            UciMove::Put { .. } | UciMove::Null => None,
        };
        self.selected = None;
        let cues = match self.intended.take() {
            Some((by, claim)) => self.act(now, EventKind::Claim { by, claim, intended: Some(uci) }),
            None => self.act(now, EventKind::Move { uci }),
        };
        // A refused move leaves the piece in the player's hand: still touched, it stays picked
        // up, so that a click on where it may go moves it (4.3).
        let refused = matches!(self.status, Some(StatusLine::Refusal(_)));
        if refused && from.is_some_and(|from| self.table().game().touched().iter().any(|t| t.square == from)) {
            self.selected = from;
        }
        cues
    }

    pub(super) fn touch(&mut self, now: Millis, square: Square) -> Vec<Cue> {
        if self.intended.is_some() {
            // Writing the intended move down is not touching a piece (9.4).
            return Vec::new();
        }
        self.act(now, EventKind::Touch { square })
    }

    pub(super) fn board_input(&mut self, now: Millis, input: BoardInput) -> Vec<Cue> {
        // Before the start the board takes nothing: no piece is touched (4.3) until the clocks run.
        if self.promotion.is_some() || !in_play(self.table().game().status()) || self.ready() {
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
}

/// The file name a saved record gets: the date, the players and the round, as signed.
fn file_name(sheet: &crate::record::sheet::Scoresheet, extension: &str) -> String {
    let tag = |name| sheet.tag(name).filter(|v| !crate::record::sheet::is_blank(v)).unwrap_or_default();
    crate::platform::save::file_name(tag("Date"), tag("White"), tag("Black"), tag("Round"), extension)
}
