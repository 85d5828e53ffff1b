//! Signing the scoresheet (Article 8.7): the event's details, each player's name and signature
//! on a pad, then the seal, and the PGN and PDF saved or printed.

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::Command;
use super::signature_pad::{Pad, signature_pad_ui};
use crate::i18n::{Tr, args};
use crate::record::sheet::{EventInfo, Scoresheet, Signature};

/// The signing dialog's state.
#[derive(Debug, Default)]
pub struct Signing {
    pub info: EventInfo,
    pub names: [String; 2],
    pub pads: [Pad; 2],
    pub signed: [Option<Signature>; 2],
    /// The sealed sheet and where it was saved, once both have signed.
    pub sealed: Option<(Scoresheet, std::path::PathBuf)>,
    /// The last thing done or refused, to show.
    pub message: Option<String>,
}

fn index(side: Color) -> usize {
    match side {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn side_arg(side: Color) -> fluent_bundle::FluentValue<'static> {
    (if side == Color::White { "white" } else { "black" }).into()
}

impl Signing {
    pub fn new(white: &str, black: &str, date: String) -> Signing {
        Signing {
            info: EventInfo { date, ..EventInfo::default() },
            names: [white.to_owned(), black.to_owned()],
            ..Signing::default()
        }
    }

    /// `side` signs with what is on their pad, at `signed_at`.
    pub fn sign(&mut self, side: Color, signed_at: String) {
        let i = index(side);
        if self.pads[i].is_empty() {
            return;
        }
        self.signed[i] =
            Some(Signature { name: self.names[i].trim().to_owned(), signed_at, strokes: self.pads[i].strokes.clone() });
    }

    pub fn clear(&mut self, side: Color) {
        let i = index(side);
        self.pads[i].clear();
        self.signed[i] = None;
    }

    pub fn both_signed(&self) -> bool {
        self.signed.iter().all(Option::is_some)
    }

    /// Draws the dialog's contents. `analysing` is how many questions the analysis still has:
    /// the result may yet change (5.2.2, 6.9), so nothing is sealed before it is done.
    pub fn ui(&mut self, ui: &mut egui::Ui, tr: Tr, analysing: usize, commands: &mut Vec<Command>) {
        ui.heading(tr.t("sign-heading"));
        if self.sealed.is_none() {
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
            ui.add_space(6.0);
            ui.horizontal_top(|ui| {
                for side in Color::ALL {
                    let i = index(side);
                    ui.vertical(|ui| {
                        let pad_name = tr.t_args("sign-pad", &args([("side", side_arg(side))]));
                        ui.label(RichText::new(&pad_name).strong());
                        ui.horizontal(|ui| {
                            let label = ui.label(tr.t("sign-name"));
                            ui.add(egui::TextEdit::singleline(&mut self.names[i]).desired_width(220.0))
                                .labelled_by(label.id);
                        });
                        if self.signed[i].is_none() {
                            signature_pad_ui(ui, &mut self.pads[i], 380.0, &pad_name);
                        } else {
                            // Signed: the pad shows the signature but takes no more strokes.
                            let mut frozen = self.pads[i].clone();
                            ui.add_enabled_ui(false, |ui| signature_pad_ui(ui, &mut frozen, 380.0, &pad_name));
                        }
                        ui.horizontal(|ui| {
                            if ui.button(tr.t("sign-clear")).clicked() {
                                commands.push(Command::ClearSignature(side));
                            }
                            match &self.signed[i] {
                                Some(sig) => {
                                    ui.label(
                                        tr.t_args("sign-signed-at", &args([("time", sig.signed_at.clone().into())])),
                                    );
                                }
                                None => {
                                    let confirm = tr.t_args("sign-confirm", &args([("side", side_arg(side))]));
                                    if ui.add_enabled(!self.pads[i].is_empty(), egui::Button::new(confirm)).clicked() {
                                        commands.push(Command::Sign(side));
                                    }
                                }
                            }
                        });
                    });
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
                    commands.push(Command::SealAndSave);
                }
                if ui.button(tr.t("sign-close")).clicked() {
                    commands.push(Command::CloseSigning);
                }
            });
        } else {
            if let Some((_, path)) = &self.sealed {
                ui.label(tr.t_args("sign-saved", &args([("path", path.display().to_string().into())])));
            }
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr.t("sign-save-pgn")).clicked() {
                    commands.push(Command::SavePgn);
                }
                if ui.button(tr.t("sign-save-pdf")).clicked() {
                    commands.push(Command::SavePdf(crate::record::pdf::Paper::A4));
                }
                if ui.button(tr.t("sign-save-pdf-letter")).clicked() {
                    commands.push(Command::SavePdf(crate::record::pdf::Paper::Letter));
                }
                if ui.button(tr.t("sign-print")).clicked() {
                    commands.push(Command::Print);
                }
                if ui.button(tr.t("result-new-game")).clicked() {
                    commands.push(Command::NewGame);
                }
                if ui.button(tr.t("sign-close")).clicked() {
                    commands.push(Command::CloseSigning);
                }
            });
        }
        if let Some(message) = &self.message {
            ui.label(message);
        }
    }
}
