//! Signing the scoresheet (Article 8.7): the event's details, each player's name and signature
//! on a pad, then the seal, and the PGN and PDF saved or printed. The files are the archive's
//! work (`record::archive`); this keeps the dialog's state and draws it. When the seal key
//! cannot be used, the signed record is kept, saved and printed unsealed, the dialog says so and
//! why, and offers a new key.

use std::path::PathBuf;

use eframe::egui;
use egui::RichText;
use shakmaty::{ByColor, Color};

use super::signature_pad::{Pad, turned_signature_pad_ui};
use super::{Command, RecordCommand};
use crate::i18n::{Tr, args, record};
use crate::record::RecordError;
use crate::record::archive::{Archive, Kept};
use crate::record::print::Printed;
use crate::record::sheet::{EventInfo, Scoresheet, Signature};
use crate::table::Table;

/// The signing dialog's state.
#[derive(Debug, Default)]
pub struct Signing {
    /// The event's details, as typed in the dialog.
    pub info: EventInfo,
    /// The names to sign under; they start as the players' names.
    pub names: ByColor<String>,
    /// The signature pads.
    pub pads: ByColor<Pad>,
    /// The signatures given (8.7).
    pub signed: ByColor<Option<Signature>>,
    /// The signed sheet and where it is kept, once both have signed and "Seal and save" was
    /// pressed: sealed, or unsealed when the seal key could not be used.
    pub kept: Option<Kept>,
    /// What the last step of the record came to, to show (in the language on screen).
    pub outcome: Option<Outcome>,
    /// The language the sheet writes what the arbiter did in: the one on screen.
    pub lang: crate::i18n::Lang,
    /// The game is a series' game: after it comes the series' standings, not a new game.
    pub in_series: bool,
    /// Face to face, the player across the table: their name and pad are turned to them, and
    /// they sign the right way up as they see it (issue 25).
    pub far: Option<Color>,
    /// A game of a club's evening: what came of putting its record in the evening's folder
    /// (issue 30), said under the kept record.
    pub evening_note: Option<String>,
}

/// What a step of the record came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Saved where the player chose.
    Saved(PathBuf),
    /// No file dialog could be shown on this desktop: saved in the known folder, here.
    SavedWithoutDialog(PathBuf),
    /// Sent to the printer, or opened in a viewer.
    Printed(Printed),
    /// A new seal key was made and the record sealed with it; where the key that could not be
    /// used was moved (`None`: the key could be used again, and was).
    NewKey(Option<PathBuf>),
    /// The step was not done.
    Failed(RecordError),
}

impl<T> From<Result<T, RecordError>> for Outcome
where
    Outcome: From<T>,
{
    fn from(result: Result<T, RecordError>) -> Outcome {
        result.map_or_else(Outcome::Failed, Outcome::from)
    }
}

from_variants!(Outcome { Saved(PathBuf), Printed(Printed) });

impl Signing {
    /// The dialog for a game between `white` and `black` played on `date` (`YYYY.MM.DD`),
    /// nothing signed.
    pub fn new(white: &str, black: &str, date: String) -> Signing {
        Signing {
            info: EventInfo { date, ..EventInfo::default() },
            names: ByColor { white: white.to_owned(), black: black.to_owned() },
            ..Signing::default()
        }
    }

    /// The same dialog with the event, site and round the setup gave, where none was typed,
    /// so that the fields show what the sheet will print. (Left empty, the sheet takes the
    /// setup's anyway: see [`crate::i18n::record::scoresheet`].)
    pub fn with_setup(mut self, setup: &crate::table::Setup) -> Signing {
        for (field, given) in [
            (&mut self.info.event, &setup.event),
            (&mut self.info.site, &setup.site),
            (&mut self.info.round, &setup.round),
        ] {
            if field.trim().is_empty() {
                given.trim().clone_into(field);
            }
        }
        self
    }

    /// `side` signs with what is on their pad, at `signed_at`.
    pub fn sign(&mut self, side: Color, signed_at: String) {
        if self.pads[side].is_empty() {
            return;
        }
        self.signed[side] = Some(Signature {
            name: self.names[side].trim().to_owned(),
            signed_at,
            strokes: self.pads[side].strokes.clone(),
        });
    }

    /// Wipes `side`'s pad and takes back their signature.
    pub fn clear(&mut self, side: Color) {
        self.pads[side].clear();
        self.signed[side] = None;
    }

    /// Whether both players have signed.
    pub fn both_signed(&self) -> bool {
        self.signed.iter().all(Option::is_some)
    }

    /// The game's scoresheet with the event's details and both signatures.
    fn sheet(&self, table: &Table) -> Scoresheet {
        let mut sheet = record::scoresheet(table, &self.info, self.lang);
        sheet.white_signature = self.signed.white.clone();
        sheet.black_signature = self.signed.black.clone();
        sheet
    }

    /// Seals the signed sheet and keeps it in the archive; `stamp` names the file. A seal key
    /// that cannot be used leaves it kept unsealed.
    pub fn seal(&mut self, table: &Table, archive: &Archive, stamp: u64) {
        if self.kept.is_some() || !self.both_signed() {
            return;
        }
        match archive.seal_and_keep(self.sheet(table), stamp) {
            Ok(kept) => {
                self.kept = Some(kept);
                self.outcome = None;
            }
            Err(e) => self.outcome = Some(Outcome::Failed(e)),
        }
    }

    /// For a record kept unsealed: the key that could not be used moved aside, a new one made,
    /// and the record sealed with it.
    pub fn new_key(&mut self, archive: &Archive) {
        let Some(kept) = self.kept.as_mut().filter(|k| k.unsealed.is_some()) else { return };
        self.outcome = Some(match archive.new_key_and_seal(kept) {
            Ok(new) => {
                *kept = new.kept;
                Outcome::NewKey(new.damaged_key)
            }
            Err(e) => Outcome::Failed(e),
        });
    }

    /// The kept sheet, sealed or not, if there is one, for saving or printing.
    pub fn kept_sheet(&self) -> Option<&Scoresheet> {
        self.kept.as_ref().map(|k| &k.sheet)
    }

    /// Draws the dialog's contents. `analysing` is how many questions the analysis still has:
    /// the result may yet change (5.2.2, 6.9), so nothing is sealed before it is done.
    pub fn signing_ui(&mut self, ui: &mut egui::Ui, tr: Tr, analysing: usize, commands: &mut Vec<Command>) {
        ui.heading(tr.t("sign-heading"));
        if self.kept.is_none() {
            self.details_ui(ui, tr);
            ui.add_space(6.0);
            ui.horizontal_top(|ui| {
                for side in Color::ALL {
                    ui.vertical(|ui| self.pad_ui(ui, tr, side, commands));
                }
            });
            ui.add_space(6.0);
            if analysing > 0 {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr.t("sign-checking"));
                });
            }
            ui.horizontal(|ui| {
                let ready = self.both_signed() && analysing == 0;
                if ui.add_enabled(ready, egui::Button::new(tr.t("sign-seal"))).clicked() {
                    commands.push(RecordCommand::SealAndSave.into());
                }
                if ui.button(tr.t("sign-close")).clicked() {
                    commands.push(RecordCommand::CloseSigning.into());
                }
            });
        } else {
            self.kept_ui(ui, tr, commands);
        }
        if let Some(outcome) = &self.outcome {
            ui.label(outcome_text(tr, outcome));
        }
    }

    /// The event's details the scoresheet carries, as typed.
    fn details_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        let field = |ui: &mut egui::Ui, id: &str, value: &mut String, width: f32| {
            let label = ui.label(tr.t(id));
            ui.add(egui::TextEdit::singleline(value).desired_width(width)).labelled_by(label.id);
        };
        ui.horizontal(|ui| {
            field(ui, "sign-event", &mut self.info.event, 300.0);
            field(ui, "sign-site", &mut self.info.site, 200.0);
        });
        ui.horizontal(|ui| {
            field(ui, "sign-date", &mut self.info.date, 110.0);
            field(ui, "sign-round", &mut self.info.round, 60.0);
            field(ui, "sign-board", &mut self.info.board, 60.0);
        });
    }

    /// `side`'s pad: their name, the pad (frozen once signed), "Clear" and "Sign" (or when
    /// they signed).
    fn pad_ui(&mut self, ui: &mut egui::Ui, tr: Tr, side: Color, commands: &mut Vec<Command>) {
        let pad_name = tr.t_args("sign-pad", &args([("side", crate::i18n::side(side))]));
        let turned = self.far == Some(side);
        if turned {
            // Their name's line turned to them, at their side of the pad (the screen's bottom
            // is their top: it is drawn after the pad).
        } else {
            ui.label(RichText::new(&pad_name).strong());
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr.t("sign-name"));
            ui.add(egui::TextEdit::singleline(&mut self.names[side]).desired_width(220.0)).labelled_by(label.id);
        });
        if self.signed[side].is_none() {
            let pad = turned_signature_pad_ui(ui, &mut self.pads[side], 380.0, &pad_name, turned);
            ui.ctx().accesskit_node_builder(pad.id, |n| n.set_description(tr.t("sign-pad-keys")));
        } else {
            // Signed: the pad shows the signature but takes no more strokes.
            let mut frozen = self.pads[side].clone();
            ui.add_enabled_ui(false, |ui| turned_signature_pad_ui(ui, &mut frozen, 380.0, &pad_name, turned));
        }
        if turned {
            let font = egui::FontId::proportional(18.0);
            let colour = ui.visuals().strong_text_color();
            super::turned::label(ui, &pad_name, font, colour, 380.0, true, true);
        }
        ui.horizontal(|ui| {
            if ui.button(tr.t("sign-clear")).clicked() {
                commands.push(RecordCommand::ClearSignature(side).into());
            }
            match &self.signed[side] {
                Some(sig) => {
                    let time = crate::record::print::local_time(&sig.signed_at);
                    ui.label(tr.t_args("sign-signed-at", &args([("time", time.into())])));
                }
                None => {
                    let confirm = tr.t_args("sign-confirm", &args([("side", crate::i18n::side(side))]));
                    if ui.add_enabled(!self.pads[side].is_empty(), egui::Button::new(confirm)).clicked() {
                        commands.push(RecordCommand::Sign(side).into());
                    }
                }
            }
        });
    }

    /// The record kept: where, sealed or why not; then saving, printing, the next game.
    fn kept_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        if let Some(kept) = &self.kept {
            let path = kept.path.display().to_string();
            match &kept.unsealed {
                None => {
                    ui.label(tr.t_args("sign-saved", &args([("path", path.into())])));
                }
                Some(why) => {
                    // Said plainly: not sealed, why, and what the kept record still is.
                    let warn = ui.visuals().warn_fg_color;
                    ui.label(RichText::new(tr.t("seal-not-sealed")).strong().color(warn));
                    ui.colored_label(warn, record::record_error(tr, why));
                    ui.label(tr.t_args("seal-kept-unsealed", &args([("path", path.into())])));
                    if ui.button(tr.t("seal-new-key")).clicked() {
                        commands.push(RecordCommand::NewSealKey.into());
                    }
                }
            }
        }
        if let Some(note) = &self.evening_note {
            ui.label(note);
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr.t("sign-save-pgn")).clicked() {
                commands.push(RecordCommand::SavePgn.into());
            }
            if ui.button(tr.t("sign-save-pdf")).clicked() {
                commands.push(RecordCommand::SavePdf(crate::record::pdf::Paper::A4).into());
            }
            if ui.button(tr.t("sign-save-pdf-letter")).clicked() {
                commands.push(RecordCommand::SavePdf(crate::record::pdf::Paper::Letter).into());
            }
            if ui.button(tr.t("sign-print")).clicked() {
                commands.push(RecordCommand::Print.into());
            }
            if ui.button(tr.t(after_game_label(self.in_series))).clicked() {
                commands.push(super::AppCommand::NewGame.into());
            }
            if ui.button(tr.t("sign-close")).clicked() {
                commands.push(RecordCommand::CloseSigning.into());
            }
        });
    }
}

/// The outcome in the language on screen.
pub(super) fn outcome_text(tr: Tr, outcome: &Outcome) -> String {
    match outcome {
        Outcome::Saved(path) => tr.t_args("record-saved-as", &args([("path", path.display().to_string().into())])),
        Outcome::SavedWithoutDialog(path) => {
            tr.t_args("record-saved-without-dialog", &args([("path", path.display().to_string().into())]))
        }
        Outcome::Printed(printed) => record::printed(tr, printed),
        Outcome::NewKey(Some(damaged)) => {
            tr.t_args("seal-new-key-made", &args([("path", damaged.display().to_string().into())]))
        }
        Outcome::NewKey(None) => tr.t("seal-key-usable-again"),
        Outcome::Failed(e) => tr.t_args("sign-problem", &args([("error", record::record_error(tr, e).into())])),
    }
}

/// What the button after a game says: "New game", or in a series the series' standings (the
/// same command: [`super::AppCommand::NewGame`] leads a series' game to them).
pub fn after_game_label(in_series: bool) -> &'static str {
    if in_series { "series-after-game" } else { "result-new-game" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_setup_fills_the_event_fields_left_empty() {
        let setup = crate::table::Setup {
            event: "Aberto de Vigo".to_owned(),
            site: " Vigo ".to_owned(),
            round: "3".to_owned(),
            ..crate::table::Setup::default()
        };
        let mut signing = Signing::new("Uxía", "Jordi", "2026.11.23".to_owned());
        signing.info.round = "4".to_owned();
        let signing = signing.with_setup(&setup);
        assert_eq!(
            (signing.info.event.as_str(), signing.info.site.as_str(), signing.info.round.as_str()),
            ("Aberto de Vigo", "Vigo", "4")
        );
        assert_eq!(signing.info.date, "2026.11.23");
    }
}
