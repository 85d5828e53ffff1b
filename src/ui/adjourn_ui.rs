//! An adjourned game on screen (Guidelines I): the covered board on which the player on move
//! writes the sealed move (I.1.1), the envelope's summary (I.2) with its file, and the
//! resumption: the envelope opened (I.7, I.9.1) or found lost (I.12.1). The sealed move is
//! never shown: it is typed into a hidden field and goes straight into the envelope.

use std::path::PathBuf;

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::{AppCommand, ArbiterAction, ArbiterCommand, Command, PlayCommand, RecordCommand};
use crate::clock::Hms;
use crate::i18n::{Tr, args, side};
use crate::laws::Article;
use crate::laws::adjourn::{Sealed, SealedReading};
use crate::notation::Notation;
use crate::record::adjourned::{Details, Envelope, EnvelopeError};
use crate::record::archive::Archive;
use crate::record::seal::SealKey;
use crate::table::Table;
use crate::table::session::Session;

/// What the adjournment's screens keep between frames.
#[derive(Debug, Default)]
pub struct AdjournForm {
    /// The sealed move as it is being written: shown as dots only.
    pub sealed: String,
    /// When and where play resumes, as the arbiter writes it for the envelope (I.2.7).
    pub resumption: String,
    /// The envelope, once made, and where it was kept in the data folder (or why it could not
    /// be).
    pub envelope: Option<Envelope>,
    /// Where the envelope was kept or saved, or what went wrong, as shown.
    pub outcome: Option<String>,
    /// Once the envelope is opened: the move the arbiter reads in a sealed move the app could
    /// not read (I.8.2), as typed.
    pub established: String,
    /// The game is a series' game: "New game" leads to the series' standings (issue 17).
    pub in_series: bool,
}

/// The game screen's centre while the game is adjourned: the sealing, the sealed envelope, or
/// the envelope opened.
pub fn adjourn_ui(ui: &mut egui::Ui, tr: Tr, table: &Table, form: &mut AdjournForm, commands: &mut Vec<Command>) {
    let Some(adjournment) = table.adjournment() else { return };
    ui.add_space(12.0);
    if let Some((sealed, reading)) = table.opened_envelope() {
        opened_ui(ui, tr, table, sealed, &reading, form, commands);
        return;
    }
    let details = Details::of(table, &form.resumption);
    match (&adjournment.sealed, details) {
        (None, _) => match table.game().uncompleted() {
            Some(mover) => complete_first_ui(ui, tr, mover, commands),
            None => sealing_ui(ui, tr, table.game().turn(), form, commands),
        },
        (Some(_), Some(details)) => envelope_ui(ui, tr, &details, form, commands),
        (Some(_), None) => {}
    }
}

/// Whether the players' clock keys press the clock now, as far as the adjournment goes: not
/// while a move is sealed or the game adjourned (the keys type into the sealing's fields), but
/// yes to complete a move made before the call (6.2.1), before any field is shown.
pub fn takes_clock_keys(table: &Table) -> bool {
    match table.adjournment() {
        None => true,
        Some(a) => a.sealed.is_none() && table.game().uncompleted().is_some(),
    }
}

/// I.1.1 with 6.2.1: a move was made before the call and not pressed; its player presses the
/// clock to complete it, and the opponent then seals.
fn complete_first_ui(ui: &mut egui::Ui, tr: Tr, mover: Color, commands: &mut Vec<Command>) {
    let article = tr.article(Article::ADJOURNMENT);
    ui.heading(
        tr.t_args("adjourn-sealing-title", &args([("side", side(!mover)), ("article", article.clone().into())])),
    );
    ui.label(tr.t_args("adjourn-complete-first", &args([("side", side(mover)), ("article", article.into())])));
    ui.add_space(8.0);
    if ui.button(tr.t_args("adjourn-press-to-complete", &args([("side", side(mover))]))).clicked() {
        commands.push(PlayCommand::Press(mover).into());
    }
}

/// I.7, I.8, I.9.1: the envelope opened, the answering player present: what was written, how it
/// reads, and the arbiter's ruling: the move played, or the loss confirmed, or (I.8.1, I.8.2)
/// the move the arbiter reads in the text.
fn opened_ui(
    ui: &mut egui::Ui,
    tr: Tr,
    table: &Table,
    sealed: &Sealed,
    reading: &SealedReading,
    form: &mut AdjournForm,
    commands: &mut Vec<Command>,
) {
    let position = table.game().position();
    let notation = Notation::letters(tr.lang());
    ui.heading(tr.t_args("adjourn-opened-title", &args([("article", tr.article(Article::ENVELOPE_OPENED).into())])));
    ui.add_space(8.0);
    let written = tr.t_args(
        "adjourn-opened-written",
        &args([
            ("side", side(sealed.by)),
            ("number", sealed.move_number.into()),
            ("language", sealed.lang.code().into()),
        ]),
    );
    ui.label(&written);
    let text = sealed.sealed_text();
    ui.label(RichText::new(text).monospace().size(28.0).strong());
    ui.add_space(8.0);
    let said = ruling_text(tr, table, sealed, reading);
    ui.label(RichText::new(&said).size(16.0));
    let confirm = format!("{written} “{text}”. {said}");
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        let (id, article) = match reading {
            SealedReading::Legal(_) => ("adjourn-play-sealed", Article::SEALED_MOVE_PLAYED),
            SealedReading::Ambiguous(_) | SealedReading::Unreadable | SealedReading::Illegal => {
                ("adjourn-confirm-ruling", reading.article())
            }
        };
        if ui.button(tr.t_args(id, &args([("article", tr.article(article).into())]))).clicked() {
            commands.push(ArbiterCommand::OpenPanel.into());
            commands.push(ArbiterCommand::Do(ArbiterAction::RuleSealed(confirm.clone())).into());
        }
    });
    // I.8.1, I.8.2: where the text lets the arbiter establish its meaning.
    let article = tr.article(reading.article());
    match reading {
        SealedReading::Ambiguous(fits) => {
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                for &m in fits {
                    let shown = notation.format(position, m);
                    let label = tr.t_args(
                        "adjourn-establish-as",
                        &args([("move", shown.clone().into()), ("article", article.clone().into())]),
                    );
                    if ui.button(label.clone()).clicked() {
                        establish(
                            commands,
                            m.to_uci(table.setup().castling_mode()),
                            format!("{written} “{text}”. {label}"),
                        );
                    }
                }
            });
        }
        SealedReading::Unreadable => {
            ui.add_space(8.0);
            let said = format!("{written} “{text}”.");
            ui.horizontal_wrapped(|ui| establish_typed_ui(ui, tr, table, form, &article, &said, commands));
        }
        SealedReading::Legal(_) | SealedReading::Illegal => {}
    }
    if let Some(outcome) = &form.outcome {
        ui.label(RichText::new(outcome).italics());
    }
}

/// I.8.2: the move the arbiter reads in an unreadable text, typed in the arbiter's notation,
/// then played; what cannot be read as a move is said, with an example. `said`: what was
/// written, for the record.
fn establish_typed_ui(
    ui: &mut egui::Ui,
    tr: Tr,
    table: &Table,
    form: &mut AdjournForm,
    article: &str,
    said: &str,
    commands: &mut Vec<Command>,
) {
    let position = table.game().position();
    let notation = Notation::letters(tr.lang());
    let label = ui.label(tr.t("adjourn-establish-label"));
    ui.add(egui::TextEdit::singleline(&mut form.established).desired_width(160.0)).labelled_by(label.id);
    let play = tr.t_args("adjourn-establish-play", &args([("article", article.to_owned().into())]));
    if !ui.add_enabled(!form.established.trim().is_empty(), egui::Button::new(play)).clicked() {
        return;
    }
    match notation.parse(position, &form.established) {
        Ok(m) => {
            let shown = notation.format(position, m);
            let label =
                tr.t_args("adjourn-establish-as", &args([("move", shown.into()), ("article", article.to_owned().into())]));
            establish(commands, m.to_uci(table.setup().castling_mode()), format!("{said} {label}"));
            form.outcome = None;
        }
        Err(_) => {
            let example = notation.format(&shakmaty::Chess::default(), KNIGHT_F3);
            form.outcome = Some(tr.t_args(
                "adjourn-establish-bad",
                &args([("text", form.established.trim().to_owned().into()), ("example", example.into())]),
            ));
        }
    }
}

/// g1-f3, for the example of a move in the arbiter's notation.
const KNIGHT_F3: shakmaty::Move = shakmaty::Move::Normal {
    role: shakmaty::Role::Knight,
    from: shakmaty::Square::G1,
    capture: None,
    to: shakmaty::Square::F3,
    promotion: None,
};

/// How the opened sealed move reads, and what follows: played (I.9.1), or the loss, or the draw
/// against an opponent who could never checkmate (I.8).
pub fn ruling_text(tr: Tr, table: &Table, sealed: &Sealed, reading: &SealedReading) -> String {
    let position = table.game().position();
    let notation = Notation::letters(tr.lang());
    let article = tr.article(reading.article());
    let reads = match reading {
        SealedReading::Legal(m) => {
            return tr.t_args(
                "adjourn-reads-legal",
                &args([("move", notation.format(position, *m).into()), ("article", article.into())]),
            );
        }
        SealedReading::Ambiguous(fits) => {
            let moves: Vec<String> = fits.iter().map(|&m| notation.format(position, m)).collect();
            tr.t_args(
                "adjourn-reads-ambiguous",
                &args([("moves", moves.join(", ").into()), ("article", article.into())]),
            )
        }
        SealedReading::Unreadable => tr.t_args("adjourn-reads-unreadable", &args([("article", article.into())])),
        SealedReading::Illegal => tr.t_args("adjourn-reads-illegal", &args([("article", article.into())])),
    };
    let ruling = if table.game().can_checkmate(!sealed.by) == crate::laws::MateAbility::Impossible {
        tr.t_args("adjourn-loses-draw", &args([("article", tr.article(Article::SEALED_MOVE_INVALID).into())]))
    } else {
        tr.t_args("adjourn-loses", &args([("side", side(sealed.by))]))
    };
    format!("{reads} {ruling}")
}

/// I.1.1: the board covered, the player on move writing the sealed move.
fn sealing_ui(ui: &mut egui::Ui, tr: Tr, turn: Color, form: &mut AdjournForm, commands: &mut Vec<Command>) {
    let article = tr.article(Article::ADJOURNMENT);
    ui.heading(tr.t_args("adjourn-sealing-title", &args([("side", side(turn)), ("article", article.into())])));
    ui.label(tr.t_args("adjourn-sealing-help", &args([("side", side(turn))])));
    ui.add_space(8.0);
    // Labels above their fields, so that the fields keep a usable width in a narrow column
    // (the arbiter's panel open beside the covered board).
    let width = ui.available_width().min(420.0);
    let label = ui.label(tr.t("adjourn-sealed-move"));
    ui.add(
        egui::TextEdit::singleline(&mut form.sealed)
            .password(true)
            .hint_text(tr.t("adjourn-sealed-move-hint"))
            .desired_width(width.min(260.0)),
    )
    .labelled_by(label.id);
    ui.add_space(6.0);
    let label = ui.label(tr.t_args("adjourn-resumption", &args([("article", tr.article(Article::ENVELOPE).into())])));
    ui.add(egui::TextEdit::singleline(&mut form.resumption).desired_width(width)).labelled_by(label.id);
    ui.add_space(8.0);
    let ready = !form.sealed.trim().is_empty();
    if ui.add_enabled(ready, egui::Button::new(tr.t("adjourn-seal"))).clicked() {
        commands.push(PlayCommand::SealMove(std::mem::take(&mut form.sealed)).into());
        commands.push(RecordCommand::KeepEnvelope.into());
    }
}

/// A time left as the clock face shows it: whole seconds, a started second counted.
fn time(ms: u64) -> String {
    Hms(ms.div_ceil(1000) * 1000).to_string()
}

/// A time used: whole seconds, a started second not counted, so that with the time left (a
/// started second counted) it adds up to the time the player had.
fn time_used(ms: u64) -> String {
    Hms(ms / 1000 * 1000).to_string()
}

/// I.2: what the envelope says, without the sealed move; its file; the resumption.
fn envelope_ui(ui: &mut egui::Ui, tr: Tr, d: &Details, form: &mut AdjournForm, commands: &mut Vec<Command>) {
    let sealer = d.sealer().unwrap_or(Color::White);
    ui.heading(tr.t_args("adjourn-envelope-title", &args([("article", tr.article(Article::ENVELOPE).into())])));
    ui.add_space(8.0);
    let blank = |s: &str| if s.is_empty() { "—".to_owned() } else { s.to_owned() };
    // The values wrap (the position's FEN is long) within what the column leaves them, so that
    // nothing below the grid is pushed past the column's edge and clipped.
    let values = (ui.available_width() * 0.55).max(160.0);
    egui::Grid::new("envelope").num_columns(2).spacing([16.0, 6.0]).max_col_width(values).show(ui, |ui| {
        let mut row = |label: String, value: String| {
            ui.add(egui::Label::new(RichText::new(label).strong()).wrap());
            ui.add(egui::Label::new(value).wrap());
            ui.end_row();
        };
        row(tr.t("adjourn-white"), blank(&d.white));
        row(tr.t("adjourn-black"), blank(&d.black));
        row(tr.t("adjourn-position"), d.position.clone());
        // I.2.3 asks for the time each player used; I.5 sets the clocks to the time left.
        let used = |t: Option<u64>| t.map_or_else(|| "—".to_owned(), time_used);
        row(tr.t("adjourn-white-time-used"), used(d.white_time_used));
        row(tr.t("adjourn-white-time"), time(d.white_time));
        row(tr.t("adjourn-black-time-used"), used(d.black_time_used));
        row(tr.t("adjourn-black-time"), time(d.black_time));
        row(tr.t("adjourn-sealed-by"), tr.t_args("adjourn-side", &args([("side", side(sealer))])));
        row(tr.t("adjourn-move-number"), d.move_number.to_string());
        let offer = match d.draw_offer.as_deref().and_then(crate::laws::colour::from_word) {
            Some(by) => tr.t_args("adjourn-offer-by", &args([("side", side(by))])),
            None => tr.t("adjourn-no-offer"),
        };
        row(tr.t("adjourn-draw-offer"), offer);
        row(tr.t("adjourn-resumption-label"), blank(&d.resumption));
        // The key the envelope is sealed with, once it is made (or read from its file).
        if let Some(fingerprint) = form.envelope.as_ref().and_then(Envelope::key_fingerprint) {
            row(tr.t("adjourn-seal-key"), fingerprint);
        }
    });
    ui.add_space(8.0);
    ui.label(tr.t_args("adjourn-move-hidden", &args([("article", tr.article(Article::ENVELOPE_OPENED).into())])));
    if form.envelope.is_some() {
        ui.label(tr.t("adjourn-seal-key-note"));
    }
    if let Some(outcome) = &form.outcome {
        ui.label(RichText::new(outcome).italics());
    }
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr.t("adjourn-save-as")).clicked() {
            commands.push(RecordCommand::SaveEnvelope.into());
        }
        let open = tr.t_args("adjourn-open", &args([("article", tr.article(Article::ENVELOPE_OPENED).into())]));
        if ui.button(open).clicked() {
            commands.push(ArbiterCommand::OpenPanel.into());
            commands.push(ArbiterCommand::Do(ArbiterAction::OpenEnvelope).into());
        }
        let lost = tr.t_args("adjourn-lost", &args([("article", tr.article(Article::ENVELOPE_LOST).into())]));
        if ui.button(lost).clicked() {
            commands.push(ArbiterCommand::OpenPanel.into());
            commands.push(ArbiterCommand::Do(ArbiterAction::EnvelopeLost).into());
        }
        if ui.button(tr.t(super::signing::after_game_label(form.in_series))).clicked() {
            commands.push(AppCommand::NewGame.into());
        }
    });
}

/// The start screen's line: resume an adjourned game from its envelope.
pub fn start_screen_ui(ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.label(tr.t("adjourn-start-line"));
        if ui.button(tr.t("adjourn-resume-button")).clicked() {
            commands.push(AppCommand::ChooseEnvelope.into());
        }
    });
}

/// What the file dialog for an envelope came to.
pub enum Picked {
    /// This file was chosen.
    File(PathBuf),
    /// The player cancelled.
    Cancelled,
    /// No dialog could be shown on this desktop (it gave up at once, as `platform::save` tells).
    NoDialog,
}

/// The system's file dialog for an envelope.
pub fn pick_envelope() -> Picked {
    let asked = std::time::Instant::now();
    match rfd::FileDialog::new().add_filter("Escaque envelope", &["envelope"]).pick_file() {
        Some(path) => Picked::File(path),
        None if asked.elapsed() < crate::platform::save::NO_DIALOG_WITHIN => Picked::NoDialog,
        None => Picked::Cancelled,
    }
}

/// Makes the envelope of the session's adjourned game, sealed with the installation's key, and
/// keeps it in the data folder's `adjourned/`; what came of it goes to `form.outcome`.
pub fn keep_envelope(session: &Session, archive: &Archive, form: &mut AdjournForm, stamp: u64, tr: Tr) {
    let made = std::fs::read_to_string(session.journal_path())
        .map_err(|e| tr.t_args("adjourn-envelope-failed", &args([("error", e.to_string().into())])))
        .and_then(|journal| {
            let key =
                SealKey::load_or_create(&archive.key_path()).map_err(|e| crate::i18n::record::record_error(tr, &e))?;
            Envelope::seal(session.table(), &journal, &form.resumption, &key).map_err(|e| envelope_error(tr, &e))
        });
    match made {
        Ok(envelope) => {
            let data_dir = archive.key_path().parent().map(std::path::Path::to_owned).unwrap_or_default();
            form.outcome = Some(match envelope.keep(&data_dir, stamp) {
                Ok(path) => tr.t_args("adjourn-kept", &args([("path", path.display().to_string().into())])),
                Err(e) => crate::i18n::record::record_error(tr, &e),
            });
            form.envelope = Some(envelope);
        }
        Err(text) => form.outcome = Some(text),
    }
}

/// Saves the envelope where the player chooses (or, in tests, in `save_to`).
pub fn save_envelope(
    session: &Session,
    archive: &Archive,
    form: &mut AdjournForm,
    stamp: u64,
    tr: Tr,
    save_to: Option<&std::path::Path>,
) {
    if form.envelope.is_none() {
        keep_envelope(session, archive, form, stamp, tr);
    }
    let Some(envelope) = &form.envelope else { return };
    // Named as the organiser files it, like a saved record: the date, the players, the round.
    let setup = session.table().setup();
    let date = crate::record::print::local_pgn_date(stamp);
    let name = crate::platform::save::file_name(&date, &setup.white, &setup.black, &setup.round, "envelope");
    if let Some(outcome) = super::save_as("Escaque envelope", &name, envelope.to_text().as_bytes(), save_to) {
        form.outcome = Some(match outcome {
            super::signing::Outcome::Saved(path) | super::signing::Outcome::SavedWithoutDialog(path) => {
                tr.t_args("adjourn-saved", &args([("path", path.display().to_string().into())]))
            }
            super::signing::Outcome::Failed(e) => crate::i18n::record::record_error(tr, &e),
            super::signing::Outcome::Printed(_) | super::signing::Outcome::NewKey(_) => String::new(),
        });
    }
}

/// Why an envelope cannot be used, in the player's language.
pub fn envelope_error(tr: Tr, e: &EnvelopeError) -> String {
    match e {
        EnvelopeError::Unreadable { detail } => {
            tr.t_args("adjourn-error-unreadable", &args([("detail", detail.as_str().into())]))
        }
        EnvelopeError::NotAnEnvelope { detail } => {
            tr.t_args("adjourn-error-not-envelope", &args([("detail", detail.as_str().into())]))
        }
        EnvelopeError::Altered => tr.t("adjourn-error-altered"),
        EnvelopeError::Journal(error) => tr.t_args(
            "adjourn-error-journal",
            &args([("error", crate::i18n::describe::journal_error(tr, error).into())]),
        ),
        EnvelopeError::NotAdjourned => tr.t("adjourn-error-not-adjourned"),
        EnvelopeError::DetailsDiffer => tr.t("adjourn-error-details-differ"),
    }
}

/// The arbiter panel's part: call the adjournment; once sealed, open the envelope or find it
/// lost.
pub fn panel_section_ui(ui: &mut egui::Ui, tr: Tr, table: &crate::table::Table, out: &mut Vec<Command>) {
    use crate::laws::Status;
    ui.separator();
    ui.strong(tr.t("adjourn-panel-section"));
    ui.horizontal_wrapped(|ui| match table.adjournment() {
        None if table.game().status() == Status::Ongoing => {
            // I.1.2: the minutes left in the session (0: it ends now), kept by egui for the panel.
            let id = egui::Id::unique("adjourn session minutes");
            let mut minutes: u32 = ui.data_mut(|d| *d.get_temp_mut_or_default(id));
            let label = ui.label(
                tr.t_args("adjourn-session-left", &args([("article", tr.article(Article::SEALED_EARLY).into())])),
            );
            ui.add(egui::DragValue::new(&mut minutes).range(0..=600)).labelled_by(label.id);
            ui.data_mut(|d| d.insert_temp(id, minutes));
            let text = tr.t_args("adjourn-call", &args([("article", tr.article(Article::ADJOURNMENT).into())]));
            if ui.button(text).clicked() {
                let left = (minutes > 0).then(|| u64::from(minutes) * crate::clock::MINUTE);
                out.push(ArbiterCommand::Do(ArbiterAction::Adjourn(left)).into());
            }
        }
        Some(a) if a.sealed.is_some() => {
            let open = tr.t_args("adjourn-open", &args([("article", tr.article(Article::ENVELOPE_OPENED).into())]));
            if a.sealed.as_ref().is_some_and(|s| !s.opened) && ui.button(open).clicked() {
                out.push(ArbiterCommand::Do(ArbiterAction::OpenEnvelope).into());
            }
            let lost = tr.t_args("adjourn-lost", &args([("article", tr.article(Article::ENVELOPE_LOST).into())]));
            if ui.button(lost).clicked() {
                out.push(ArbiterCommand::Do(ArbiterAction::EnvelopeLost).into());
            }
        }
        None | Some(_) => {
            ui.label(tr.t("adjourn-panel-nothing"));
        }
    });
}

/// What an adjournment's action of the arbiter does, for its confirmation.
pub fn action_text(tr: Tr, action: &ArbiterAction) -> String {
    let (id, article) = match action {
        ArbiterAction::Adjourn(Some(left)) => {
            let minutes = left / crate::clock::MINUTE;
            return tr.t_args(
                "adjourn-confirm-call-early",
                &args([("minutes", minutes.into()), ("article", tr.article(Article::SEALED_EARLY).into())]),
            );
        }
        ArbiterAction::Adjourn(None) => ("adjourn-confirm-call", Article::ADJOURNMENT),
        ArbiterAction::OpenEnvelope => ("adjourn-confirm-open", Article::ENVELOPE_OPENED),
        ArbiterAction::EnvelopeLost => ("adjourn-confirm-lost", Article::ENVELOPE_LOST),
        ArbiterAction::RuleSealed(said) | ArbiterAction::EstablishSealed(_, said) => return said.clone(),
        ArbiterAction::Act(_) | ArbiterAction::Clock { .. } => return String::new(),
    };
    tr.t_args(id, &args([("article", tr.article(article).into())]))
}

/// The arbiter establishes the sealed move `uci` (I.8.1, I.8.2) with the remark `remark`:
/// through the panel, so that a PIN or a confirmation guards it like every ruling.
fn establish(commands: &mut Vec<Command>, uci: shakmaty::uci::UciMove, remark: String) {
    commands.push(ArbiterCommand::OpenPanel.into());
    commands.push(ArbiterCommand::Do(ArbiterAction::EstablishSealed(uci, remark)).into());
}
