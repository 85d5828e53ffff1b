//! A club's evening's steps (issue 30): what each evening command does. Every change is made
//! on a copy of the evening and kept in its folder ([`crate::evening::store::save`]: whole files,
//! crash-safe) before the screen shows it: a change the disk refuses is said and not shown as
//! made. What the screens hold is `evening_state.rs`'s, their drawing `evening_ui.rs`'s and
//! `evening_table.rs`'s.

use std::path::PathBuf;

use super::evening_state::{DetailsForm, EveningScreen, Page, RoundEditor, Said};
use super::{EscaqueApp, EveningCommand, Screen, SetupForm};
use crate::evening::store::{self, EVENING_FILE};
use crate::evening::{Evening, EveningError, Outcome, Standing, Unverified};
use crate::platform::pin::PinHash;

impl EscaqueApp {
    /// Carries out an evening command.
    pub(super) fn evening_command(&mut self, command: EveningCommand) {
        match command {
            EveningCommand::Show => self.screen = Screen::Evening(Box::default()),
            EveningCommand::Leave => {
                let form = SetupForm::new(&self.settings.setup, self.settings.chess960_random);
                self.screen = Screen::Setup(Box::new(form));
            }
            EveningCommand::ChooseFolder => {
                let asked = std::time::Instant::now();
                match rfd::FileDialog::new().pick_folder() {
                    Some(folder) => self.evening_command(EveningCommand::OpenFolder(folder)),
                    None if asked.elapsed() < crate::platform::save::NO_DIALOG_WITHIN => {
                        if let Screen::Evening(screen) = &mut self.screen {
                            screen.said = Some(Said::NoDialog);
                        }
                    }
                    None => {}
                }
            }
            EveningCommand::Export(file) => self.export_evening(file),
            command => {
                let pin = self.settings.arbiter_pin.clone();
                if let Screen::Evening(screen) = &mut self.screen {
                    screen.carry_out(command, pin.as_ref());
                }
            }
        }
    }
}

impl EveningScreen {
    /// Carries out a command on the evening on screen; `pin` is the arbiter's, when one is set.
    pub(super) fn carry_out(&mut self, command: EveningCommand, pin: Option<&PinHash>) {
        match command {
            EveningCommand::OpenFolder(folder) => self.open(folder),
            EveningCommand::SaveDetails => self.save_details(),
            EveningCommand::Reload => {
                let Some(folder) = self.folder.clone() else { return };
                let (page, round) = (self.page, self.round);
                self.open(folder);
                if matches!(self.said, Some(Said::Opened(_))) {
                    (self.page, self.round) = (page, round);
                }
            }
            EveningCommand::PairBerger => {
                if self.kept_first() && self.change(Evening::pair_round_robin) {
                    self.round = 1;
                    self.editor = None;
                    self.form.rounds = self.evening.planned_rounds;
                }
            }
            EveningCommand::SaveRound => self.save_round(),
            EveningCommand::ByHand { round, board, score, pin: typed } => {
                // The arbiter's act: behind the PIN when one is set (issue 12).
                if pin.is_some_and(|hash| !hash.verify(&typed)) {
                    if let Some(by_hand) = &mut self.by_hand {
                        by_hand.pin.clear();
                        by_hand.refused = true;
                    }
                    return;
                }
                let outcome = score.map_or(Outcome::Pending, Outcome::ByHand);
                if self.change(|evening| evening.record(round, board, outcome)) {
                    self.by_hand = None;
                }
            }
            EveningCommand::Show
            | EveningCommand::ChooseFolder
            | EveningCommand::Leave
            | EveningCommand::Export(_) => {}
        }
    }

    /// Opens `folder`: the evening kept there, or, where there is none, a new one to set up.
    /// A file that cannot be read or is damaged is said, and the folder is not opened.
    fn open(&mut self, folder: PathBuf) {
        self.folder_typed = folder.display().to_string();
        let (evening, kept) = if folder.join(EVENING_FILE).exists() {
            match store::load(&folder) {
                Ok(evening) => (evening, true),
                Err(e) => {
                    self.said = Some(Said::Store(e));
                    return;
                }
            }
        } else {
            (Evening { planned_rounds: 1, ..Evening::default() }, false)
        };
        self.form = DetailsForm::of(&evening);
        if !kept {
            // Room for the first two players: an evening has at least two.
            self.form.players.resize(2, Default::default());
        }
        self.page = if evening.rounds.is_empty() { Page::Details } else { Page::Pairings };
        self.said = Some(if kept { Said::Opened(folder.clone()) } else { Said::New(folder.clone()) });
        (self.evening, self.kept, self.folder) = (evening, kept, Some(folder));
        (self.editor, self.by_hand) = (None, None);
        self.regather();
        // The first round with a game whose result does not count yet.
        self.round = current_round(&self.counted);
    }

    /// Looks at the folder when [`EVENING_LOOK_EVERY`] has passed since the last look (`now` on the
    /// app's clock) and gathers again when a board's registration or sealed record came,
    /// changed or went: the pairings and the crosstable follow the boards with nothing to
    /// press.
    pub(super) fn look_if_due(&mut self, now: crate::laws::Millis) {
        let Some(folder) = &self.folder else { return };
        if self.looked_at.is_some_and(|at| now.saturating_sub(at) < EVENING_LOOK_EVERY) {
            return;
        }
        self.looked_at = Some(now);
        // A folder or a file that could not be read is tried again at each look (a shared
        // folder's hiccup mends itself), even when nothing in the folder changed.
        let unreadable = self.gathering.games.iter().any(|g| {
            matches!(
                &g.standing,
                Standing::Unverified(Unverified::Unreadable { .. } | Unverified::Registration { .. })
            )
        });
        if self.gather_failed || unreadable || crate::evening::gather::stamp(folder) != self.seen {
            self.regather();
        }
    }

    /// How long until the next look at the folder is due (ms), for the window's next repaint.
    pub(super) fn next_look_in(&self, now: crate::laws::Millis) -> crate::laws::Millis {
        self.looked_at.map_or(0, |at| EVENING_LOOK_EVERY.saturating_sub(now.saturating_sub(at)))
    }

    /// The results gathered from the folder again (`crate::evening::gather`): a folder of
    /// registrations that cannot be read is said (and nothing counts but the results entered by
    /// hand until it is put right), the saying taken back once a gathering succeeds again; a
    /// damaged registration or record is its board's, said on the pairings.
    fn regather(&mut self) {
        let Some(folder) = &self.folder else { return };
        self.seen = crate::evening::gather::stamp(folder);
        self.gathering = match crate::evening::gather::gather(folder, &self.evening) {
            Ok(gathering) => {
                if std::mem::take(&mut self.gather_failed) && matches!(self.said, Some(Said::Store(_))) {
                    self.said = None;
                }
                gathering
            }
            Err(e) => {
                self.said = Some(Said::Store(e));
                self.gather_failed = true;
                crate::evening::gather::Gathering::default()
            }
        };
        self.counted = self.gathering.apply(&self.evening);
    }

    /// The form's details and players kept as the evening's.
    fn save_details(&mut self) {
        match self.form.apply(&self.evening) {
            Ok(next) => {
                if self.change(|evening| {
                    *evening = next;
                    Ok(())
                }) {
                    self.form = DetailsForm::of(&self.evening);
                }
            }
            Err(problem) => self.said = Some(Said::Form(problem)),
        }
    }

    /// The round in the editor, checked by the evening ([`crate::evening::Round::check`]) and
    /// kept.
    fn save_round(&mut self) {
        let Some(typed) = self.editor.as_ref().map(RoundEditor::round) else { return };
        if !self.kept_first() {
            return;
        }
        match typed {
            Ok(round) => {
                let number = round.number;
                if self.change(|evening| evening.set_round(round)) {
                    self.editor = None;
                    self.round = number;
                }
            }
            Err((line, text)) => self.said = Some(Said::NotANumber(line, text)),
        }
    }

    /// Opens the editor on round `number`.
    pub(super) fn edit_round(&mut self, number: u32) {
        self.editor = Some(RoundEditor::for_round(&self.evening, number));
    }

    /// Whether the evening has been kept; if not, says that its details come first.
    fn kept_first(&mut self) -> bool {
        if !self.kept {
            self.said = Some(Said::SaveFirst);
        }
        self.kept
    }

    /// Makes a change on a copy of the evening and keeps the copy in the folder; only then is
    /// it the evening on screen. Whether it was made and kept (if not, [`Self::said`] says why).
    fn change(&mut self, change: impl FnOnce(&mut Evening) -> Result<(), EveningError>) -> bool {
        let Some(folder) = &self.folder else { return false };
        let mut next = self.evening.clone();
        if let Err(e) = change(&mut next) {
            self.said = Some(Said::Evening(e));
            return false;
        }
        match store::save(folder, &next) {
            Ok(()) => {
                self.said = Some(Said::Saved(folder.clone()));
                (self.evening, self.kept) = (next, true);
                self.regather();
                true
            }
            Err(e) => {
                self.said = Some(Said::Store(e));
                false
            }
        }
    }
}

/// How often an open evening's folder is looked at for the boards' news (ms): a result shows
/// within two seconds of its record being put in the folder.
pub const EVENING_LOOK_EVERY: crate::laws::Millis = 2_000;

/// The round the pairings' page opens on: the first with a game still pending, else the last.
fn current_round(evening: &Evening) -> u32 {
    let pending = |round: &crate::evening::Round| {
        round.games().any(|p| {
            !evening.games.iter().any(|g| g.round == round.number && g.white == p.white && Some(g.black) == p.black)
        })
    };
    evening.rounds.iter().find(|r| pending(r)).map_or(evening.rounds.len().max(1) as u32, |r| r.number)
}
