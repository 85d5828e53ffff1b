//! The table's part in an adjourned game (Guidelines I): the adjournment called, the move
//! sealed with the clocks stopped, the envelope opened at the resumption or found lost. The
//! rules themselves are in [`crate::laws::adjourn`].

use shakmaty::uci::UciMove;
use shakmaty::{Color, Position};

use super::{EventKind, Notice, Refusal, Table};
use crate::clock::{AdjustReason, Adjustment, Clock, Phase};
use crate::laws::adjourn::{self, AdjournRefusal, Adjournment, Sealed, SealedReading};
use crate::laws::{Article, Ending, GameResult, MateAbility, Millis, Reason, Status};
use crate::notation::Lang;

impl Table {
    /// The adjournment, from the arbiter's call until the envelope is opened (or found lost).
    pub fn adjournment(&self) -> Option<&Adjournment> {
        self.adjournment.as_ref()
    }

    /// Whether the game is adjourned: the envelope sealed and not yet opened.
    pub fn is_adjourned(&self) -> bool {
        self.adjournment.as_ref().is_some_and(|a| a.sealed.is_some())
    }

    /// The envelope once opened (I.7) and not yet ruled on: what was sealed, and how the
    /// sealed move reads in the position before it (I.8, I.9.1).
    pub fn opened_envelope(&self) -> Option<(&Sealed, SealedReading)> {
        let sealed = self.adjournment.as_ref()?.sealed.as_ref().filter(|s| s.opened)?;
        Some((sealed, adjourn::read_sealed(self.game.position(), sealed.lang, sealed.sealed_text())))
    }

    /// Whether the adjournment refuses `kind` now: while a move is being sealed and while the
    /// game is adjourned nothing is played on the board; a draw may still be offered, answered
    /// (I.4, I.6) or the game resigned (I.6). A move made before the call and not yet pressed
    /// is completed by its press (6.2.1): the opponent then seals (I.1.1).
    pub(super) fn adjournment_gate(&self, kind: &EventKind) -> Result<(), Refusal> {
        let Some(adjournment) = &self.adjournment else {
            return Ok(());
        };
        match kind {
            EventKind::OfferDraw { .. }
            | EventKind::AcceptDraw { .. }
            | EventKind::DeclineDraw { .. }
            | EventKind::Resign { .. } => Ok(()),
            EventKind::PressClock { by } if adjournment.sealed.is_none() && self.game.is_uncompleted(*by) => Ok(()),
            _ => Err(Refusal::Adjourn(AdjournRefusal::Adjourned)),
        }
    }

    /// I.1.1: the arbiter calls the adjournment; the player on move's clock runs on while they
    /// write the sealed move.
    pub(super) fn call_adjournment(&mut self, session_ends_in: Option<Millis>, at: Millis) -> Result<(), Refusal> {
        if let Status::Ended(ending) = self.game.status() {
            return Err(Refusal::GameOver(ending));
        }
        if self.adjournment.is_some() {
            return Err(Refusal::Adjourn(AdjournRefusal::AlreadyCalled));
        }
        if self.clock.is_none() {
            return Err(Refusal::NoClock);
        }
        let session_end = session_ends_in.map(|left| at.saturating_add(left));
        self.adjournment = Some(Adjournment { called_at: at, session_end, sealed: None });
        Ok(())
    }

    /// I.1.1, I.1.2: the player on move seals `text`; the clocks stop without the opponent's
    /// starting, and the sealing player is charged up to the session's end.
    pub(super) fn seal_move(
        &mut self,
        by: Color,
        lang: Lang,
        (text, resumption): (String, String),
        at: Millis,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let Some(adjournment) = &self.adjournment else {
            return Err(Refusal::Adjourn(AdjournRefusal::NotCalled));
        };
        if adjournment.sealed.is_some() {
            return Err(Refusal::Adjourn(AdjournRefusal::AlreadyCalled));
        }
        // A move made and not pressed: its press completes it first (6.2.1); the player whose
        // clock then runs seals (I.1.1).
        if self.game.uncompleted().is_some() {
            return Err(Refusal::Adjourn(AdjournRefusal::MoveNotCompleted));
        }
        if by != self.game.turn() {
            return Err(Refusal::Adjourn(AdjournRefusal::NotOnMove));
        }
        if text.trim().is_empty() {
            return Err(Refusal::Adjourn(AdjournRefusal::EmptySealedMove));
        }
        let session_end = adjournment.session_end;
        let clock = self.clock_mut()?;
        if matches!(clock.phase(), Phase::Running(_)) {
            clock.pause(at)?;
            notices.push(Notice::Paused);
        }
        let left = clock.remaining(by, at);
        let charged = left - adjourn::time_left_at_session_end(left, at, session_end);
        if charged > 0 {
            let adjustment = Adjustment::RemoveTime { side: by, time: charged };
            self.adjust(adjustment, AdjustReason::article(Article::SEALED_EARLY), at, notices)?;
        }
        let clock = self.clock.as_ref().ok_or(Refusal::NoClock)?;
        let times = (clock.remaining(Color::White, at), clock.remaining(Color::Black, at));
        // I.2.3: the time each clock ran, plus every I.1.2 charge up to a session's end: this
        // one's and those of the game's earlier adjournments.
        let used_by = |side: Color| clock.used(side, at).saturating_add(sealed_early_charges(clock, side));
        let used = (used_by(Color::White), used_by(Color::Black));
        let move_number = self.game.position().fullmoves().get();
        let offer = self.game.standing_offer();
        let clocks = (times, used);
        let sealed = Sealed::new(by, at, move_number, clocks, offer, lang, text, resumption.trim().to_owned());
        if let Some(adjournment) = &mut self.adjournment {
            adjournment.sealed = Some(sealed);
        }
        Ok(())
    }

    /// I.7: the envelope is opened, the answering player present: the sealed move is shown
    /// with how it reads, nothing is played, and the clocks stay stopped until the arbiter rules.
    pub(super) fn unseal_envelope(&mut self) -> Result<(), Refusal> {
        let sealed = self.sealed_envelope()?;
        if sealed.opened {
            return Err(Refusal::Adjourn(AdjournRefusal::AlreadyOpened));
        }
        if let Some(s) = self.adjournment.as_mut().and_then(|a| a.sealed.as_mut()) {
            s.opened = true;
        }
        Ok(())
    }

    /// I.9.1, I.8: the sealed move ruled on (the envelope opened first if it was not). As it
    /// reads (`established` is `None`): played, and the answering player's clock runs, or it
    /// loses (a draw against an opponent who could never checkmate, the exceptions I.8 names).
    /// With `established`: the move the arbiter reads in an ambiguous or unreadable text
    /// (I.8.1, I.8.2), played as in I.9.1.
    pub(super) fn open_envelope(
        &mut self,
        established: Option<UciMove>,
        at: Millis,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let sealed = self.sealed_envelope()?;
        let reading = adjourn::read_sealed(self.game.position(), sealed.lang, sealed.sealed_text());
        let reading = match established {
            None => reading,
            Some(uci) => match uci.to_move(self.game.position()) {
                Ok(m) if reading.arbiter_may_establish(m) => SealedReading::Legal(m),
                Ok(_) | Err(_) => return Err(Refusal::Adjourn(AdjournRefusal::CannotEstablish)),
            },
        };
        self.adjournment = None;
        match reading {
            SealedReading::Legal(m) => {
                self.resume_sealer(at, notices)?;
                let uci = m.to_uci(self.setup.castling_mode());
                let by = sealed.by;
                self.play_move(uci, at, notices)?;
                if self.game.status() == Status::Ongoing && self.game.is_uncompleted(by) {
                    self.laws(at, notices, |g| g.press(by, at))?;
                }
                Ok(())
            }
            SealedReading::Ambiguous(_) | SealedReading::Unreadable | SealedReading::Illegal => {
                let article = reading.article();
                let ending = if self.game.can_checkmate(!sealed.by) == MateAbility::Impossible {
                    Ending { result: GameResult::Draw, reason: Reason::SealedMoveVsUnwinnable, article }
                } else {
                    Ending { result: GameResult::Win(!sealed.by), reason: Reason::SealedMove, article }
                };
                self.laws(at, notices, |g| Ok(vec![g.end(ending)]))
            }
        }
    }

    /// I.12.1: the envelope is lost; the sealing player's clock runs and they make on the board
    /// the move they say they sealed.
    pub(super) fn envelope_lost(&mut self, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        self.sealed_envelope()?;
        self.adjournment = None;
        self.resume_sealer(at, notices)
    }

    fn sealed_envelope(&self) -> Result<Sealed, Refusal> {
        if let Status::Ended(ending) = self.game.status() {
            return Err(Refusal::GameOver(ending));
        }
        self.adjournment.as_ref().and_then(|a| a.sealed.clone()).ok_or(Refusal::Adjourn(AdjournRefusal::NotSealed))
    }

    fn resume_sealer(&mut self, at: Millis, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        let clock = self.clock_mut()?;
        if matches!(clock.phase(), Phase::Paused(_)) {
            clock.resume(at)?;
            notices.push(Notice::Resumed);
        }
        Ok(())
    }
}

/// The time `side` was charged for sealing before a session's end (I.1.2), at every
/// adjournment of the game so far: the clock logs it as time taken off, not as time its clock
/// ran, yet the Guidelines count it as time used.
fn sealed_early_charges(clock: &Clock, side: Color) -> Millis {
    clock
        .adjustments()
        .iter()
        .filter(|logged| logged.reason.article == Some(Article::SEALED_EARLY))
        .map(|logged| match logged.adjustment {
            Adjustment::RemoveTime { side: charged, time } if charged == side => time,
            _ => 0,
        })
        .sum()
}
