//! The setup screen: players and colours, the time control, the rules the tournament
//! announces, and where the game starts from.
//!
//! The time control is edited two ways at once: a text in club notation (minutes, then the
//! bonus in seconds: `90+30`, `90/40+30+30`; the PGN tag after the word `PGN`, see
//! [`read_control`]), and one row per period (moves, minutes and seconds, the bonus). The rows
//! ([`ControlDraft`]) are what the game gets; the text, when it reads, replaces them, and a
//! valid change to the rows rewrites the text.

use eframe::egui;
use egui::RichText;
use fluent_bundle::FluentValue;
use shakmaty::Color;

use super::layout::centred_row;
use super::{AppCommand, Command, SettingsCommand};
use crate::clock::{
    Bonus, BonusKind, ControlDraft, ControlError, ControlTextError, MINUTE, Period, Preset, SECOND, TimeControl,
    TimeControls, club_text, read_control,
};
use crate::i18n::{Lang, Tr, args, describe, side};
use crate::laws::{DrawOffers, Edition, Millis, RuleSet, chess960};
use crate::platform::pin::PinHash;
use crate::platform::settings::Settings;
use crate::table::session::SessionError;
use crate::table::{PlayerDetails, Setup, SetupError};

/// Why the game did not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormError {
    /// Something in the form.
    Choice(FormProblem),
    /// The game could not start (its journal cannot be written).
    Session(SessionError),
}

/// What is wrong with what was typed in the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// A side's time control, as typed, cannot be read.
    Control {
        /// Whose control.
        side: Color,
        /// What was typed.
        text: String,
        /// What is wrong with it.
        error: ControlTextError,
    },
    /// A side's periods, as the rows have them, do not make a time control.
    Periods {
        /// Whose control.
        side: Color,
        /// What is wrong with them.
        error: ControlError,
    },
    /// A rating that is not a whole number from 0 to [`MAX_RATING`].
    Rating {
        /// Whose rating.
        side: Color,
        /// What was typed.
        text: String,
    },
    /// A title that is not one of [`TITLES`].
    Title {
        /// Whose title.
        side: Color,
        /// The title given.
        text: String,
    },
    /// A federation that is not three letters.
    Federation {
        /// Whose federation.
        side: Color,
        /// What was typed.
        text: String,
    },
    /// Chess960 positions are numbered 0 to 959.
    Chess960Number(u16),
    /// The start position cannot be played.
    Position(SetupError),
}

/// Where the game starts from, as the form shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Start {
    /// The initial position (Article 2).
    Initial,
    /// A position typed as FEN.
    Fen(String),
    /// A Chess960 position (Guidelines II), by the number typed (none: drawn at random).
    Chess960,
}

/// The form's state: the setup being edited, the texts typed where a value must be read
/// (time controls, FEN, Chess960 number), and what is wrong with them.
pub struct SetupForm {
    /// The setup: everything the form edits as a value.
    pub setup: Setup,
    /// What stops the game from starting.
    pub error: Option<FormError>,
    white_control: ControlEditor,
    /// Black's control when it differs (time odds).
    black_control: Option<ControlEditor>,
    /// The players' ratings as typed, White's then Black's (empty: none).
    ratings: [String; 2],
    start: Start,
    /// Chess960 number as typed (empty: drawn at random).
    chess960_text: String,
    /// The arbiter's PIN now set, as typed to change it.
    pin_current: String,
    /// The new PIN, as typed.
    pin_new: String,
    /// What came of the last attempt to set the PIN: set, or why not.
    pin_outcome: Option<Result<(), String>>,
    /// The live PGN for a broadcast (issue 17), in the event's details.
    pub live: super::live_ui::LiveForm,
    /// A series to start with the players above (issue 17): its details.
    pub series: super::series_form::SeriesDraft,
}

/// The highest rating the form takes.
pub const MAX_RATING: u16 = 3500;

/// The titles FIDE awards to players, as it writes them.
pub const TITLES: [&str; 8] = ["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"];

/// One side's time control as the form edits it: the periods (what the game gets) and the
/// text typed for them, with what was wrong with that text when it last changed.
#[derive(Clone, Debug, PartialEq, Eq)]
struct ControlEditor {
    draft: ControlDraft,
    text: String,
    text_error: Option<ControlTextError>,
}

impl ControlEditor {
    fn new(control: &TimeControl) -> ControlEditor {
        ControlEditor { draft: ControlDraft::from(control), text: club_text(control), text_error: None }
    }

    /// The text was typed: when it reads, it replaces the periods.
    fn text_changed(&mut self) {
        match read_control(&self.text) {
            Ok(control) => {
                self.draft = ControlDraft::from(&control);
                self.text_error = None;
            }
            Err(e) => self.text_error = Some(e),
        }
    }

    /// The periods were edited (or a preset chosen): the text follows them when they are valid.
    fn periods_changed(&mut self) {
        self.text_error = None;
        if let Ok(control) = self.draft.build() {
            self.text = club_text(&control);
        }
    }

    /// The control, or what is wrong: the text first, then the periods.
    fn control(&self, side: Color) -> Result<TimeControl, FormProblem> {
        if let Some(error) = &self.text_error {
            return Err(FormProblem::Control { side, text: self.text.clone(), error: error.clone() });
        }
        self.draft.build().map_err(|error| FormProblem::Periods { side, error })
    }
}

pub use crate::i18n::describe::setup_error;

/// What is wrong with a time control as typed, in the player's language.
pub fn control_text_error(tr: Tr, e: &ControlTextError) -> String {
    let text = |t: &str| FluentValue::from(t.to_owned());
    match e {
        ControlTextError::Empty => tr.t("control-error-empty"),
        ControlTextError::Unexpected { character } => {
            tr.t_args("control-text-error-unexpected", &args([("character", text(&character.to_string()))]))
        }
        ControlTextError::NotTime { period, text: t } => {
            tr.t_args("control-text-error-not-time", &args([("period", (*period).into()), ("text", text(t))]))
        }
        ControlTextError::NotMoves { period, text: t } => {
            tr.t_args("control-error-not-moves", &args([("period", (*period).into()), ("text", text(t))]))
        }
        ControlTextError::NotBonus { text: t } => tr.t_args("control-text-error-not-bonus", &args([("text", text(t))])),
        ControlTextError::AfterBonus { text: t } => {
            tr.t_args("control-text-error-after-bonus", &args([("text", text(t))]))
        }
        ControlTextError::TooLong { text: t } => tr.t_args("control-text-error-too-long", &args([("text", text(t))])),
        ControlTextError::BareMinutes { period, minutes } => tr.t_args(
            "control-text-error-bare-minutes",
            &args([("period", (*period).into()), ("minutes", (*minutes).into())]),
        ),
        ControlTextError::PeriodTooLong { period, time } => tr.t_args(
            "control-text-error-period-too-long",
            &args([("period", (*period).into()), ("minutes", (time / MINUTE).into())]),
        ),
        ControlTextError::Pgn(e) => {
            tr.t_args("control-text-error-pgn", &args([("error", describe::control_parse_error(tr, e).into())]))
        }
        ControlTextError::Invalid(e) => describe::control_error(tr, e),
    }
}

/// What is wrong with the form, in the player's language.
pub fn choice_error(tr: Tr, e: &FormProblem) -> String {
    match e {
        FormProblem::Control { side: s, text, error } => tr.t_args(
            "setup-error-control",
            &args([
                ("side", side(*s)),
                ("text", text.as_str().into()),
                ("error", control_text_error(tr, error).into()),
            ]),
        ),
        FormProblem::Periods { side: s, error } => tr.t_args(
            "setup-error-periods",
            &args([("side", side(*s)), ("error", describe::control_error(tr, error).into())]),
        ),
        FormProblem::Rating { side: s, text } => tr.t_args(
            "setup-error-rating",
            &args([("side", side(*s)), ("text", text.as_str().into()), ("max", MAX_RATING.into())]),
        ),
        FormProblem::Title { side: s, text } => tr.t_args(
            "setup-error-title",
            &args([("side", side(*s)), ("text", text.as_str().into()), ("titles", TITLES.join(", ").into())]),
        ),
        FormProblem::Federation { side: s, text } => {
            tr.t_args("setup-error-federation", &args([("side", side(*s)), ("text", text.as_str().into())]))
        }
        FormProblem::Chess960Number(n) => tr.t_args("setup-error-chess960", &args([("number", (*n).into())])),
        FormProblem::Position(e) => setup_error(tr, e),
    }
}

/// The language selector at the end of the game's toolbar, after a separator: a change takes
/// effect at once. Where the toolbar wraps, its label goes to the next row with the list
/// rather than end a row alone (and then needs no separator).
pub fn language_ui(ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
    let text = tr.t("language-label");
    let width = |text: &str| {
        let font = egui::TextStyle::Button.resolve(ui.style());
        ui.painter().layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE).size().x
    };
    let spacing = &ui.spacing();
    let list =
        spacing.combo_width.max(width(tr.lang().native_name()) + spacing.icon_width + 2.0 * spacing.button_padding.x);
    let separator = 2.0 * spacing.item_spacing.x + 1.0;
    let needed = separator + width(&text) + 2.0 * spacing.item_spacing.x + list;
    if ui.layout().main_wrap && ui.available_size_before_wrap().x < needed {
        ui.end_row();
    } else {
        ui.separator();
    }
    let label = ui.label(text);
    egui::ComboBox::from_id_salt("language")
        .selected_text(tr.lang().native_name())
        .show_ui(ui, |ui| {
            for lang in Lang::ALL {
                if ui.selectable_label(lang == tr.lang(), lang.native_name()).clicked() && lang != tr.lang() {
                    commands.push(SettingsCommand::SetLanguage(lang).into());
                }
            }
        })
        .response
        .labelled_by(label.id);
}

impl SetupForm {
    /// The form showing `setup` (the last game's), with a Chess960 position to be drawn at
    /// random if `chess960_random`.
    pub fn new(setup: &Setup, chess960_random: bool) -> SetupForm {
        let controls = setup.controls.clone().unwrap_or_else(|| TimeControls::same(Preset::FideClassical.control()));
        let (start, chess960_text) = match &setup.fen {
            Some(fen) if setup.chess960 => {
                let number = if chess960_random { None } else { chess960::number(fen) };
                (Start::Chess960, number.map_or_else(String::new, |n| n.to_string()))
            }
            Some(fen) => (Start::Fen(fen.clone()), String::new()),
            None => (Start::Initial, String::new()),
        };
        SetupForm {
            setup: setup.clone(),
            error: None,
            white_control: ControlEditor::new(&controls.white),
            black_control: controls.is_odds().then(|| ControlEditor::new(&controls.black)),
            ratings: [&setup.white_details, &setup.black_details]
                .map(|d| d.rating.map_or_else(String::new, |r| r.to_string())),
            start,
            chess960_text,
            pin_current: String::new(),
            pin_new: String::new(),
            pin_outcome: None,
            live: Default::default(),
            series: super::series_form::SeriesDraft::default(),
        }
    }

    /// The arbiter's PIN (issue 12): set once by the trainer, kept only as a salted slow hash;
    /// changing it asks for the one set. Without a PIN, each of the arbiter's actions asks for
    /// a confirmation instead.
    fn pin_ui(&mut self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
        let set = settings.arbiter_pin.as_ref();
        let mut submit = false;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr.t("setup-pin-heading")).strong());
            ui.add_space(24.0);
            if set.is_some() {
                let label = ui.label(tr.t("setup-pin-current"));
                ui.add(egui::TextEdit::singleline(&mut self.pin_current).password(true).desired_width(120.0))
                    .labelled_by(label.id);
            }
            let label = ui.label(tr.t("setup-pin-new"));
            let response = ui
                .add(egui::TextEdit::singleline(&mut self.pin_new).password(true).desired_width(120.0))
                .labelled_by(label.id);
            submit |= response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            submit |= ui.button(tr.t("setup-pin-set")).clicked();
        });
        ui.label(tr.t(if set.is_some() { "setup-pin-is-set" } else { "setup-pin-none" }));
        if submit {
            let outcome = if set.is_some_and(|hash| !hash.verify(&self.pin_current)) {
                Err(tr.t("setup-pin-wrong"))
            } else {
                match PinHash::new(&self.pin_new) {
                    Ok(hash) => {
                        commands.push(SettingsCommand::SetArbiterPin(hash).into());
                        Ok(())
                    }
                    Err(e) => Err(describe::pin_error(tr, &e)),
                }
            };
            self.pin_current.clear();
            self.pin_new.clear();
            self.pin_outcome = Some(outcome);
        }
        match &self.pin_outcome {
            Some(Ok(())) => {
                ui.label(tr.t("setup-pin-done"));
            }
            Some(Err(why)) => {
                ui.colored_label(ui.visuals().error_fg_color, why);
            }
            None => {}
        }
    }

    /// Whether the Chess960 position is to be drawn at random.
    pub fn chess960_random(&self) -> bool {
        self.start == Start::Chess960 && self.chess960_text.trim().is_empty()
    }

    /// The setup to play, or what is wrong with the form. `random` draws a Chess960 number
    /// when none was typed.
    pub fn to_setup(&self, random: impl FnOnce() -> u16) -> Result<Setup, FormProblem> {
        let white = self.white_control.control(Color::White)?;
        let controls = match &self.black_control {
            Some(black) => TimeControls::odds(white, black.control(Color::Black)?),
            None => TimeControls::same(white),
        };
        let white_details = details_checked(Color::White, &self.setup.white_details, &self.ratings[0])?;
        let black_details = details_checked(Color::Black, &self.setup.black_details, &self.ratings[1])?;
        let (fen, chess960) = match &self.start {
            Start::Initial => (None, false),
            Start::Fen(text) => (Some(text.trim().to_owned()), false),
            Start::Chess960 => {
                let text = self.chess960_text.trim();
                let n = if text.is_empty() { random() } else { text.parse().unwrap_or(u16::MAX) };
                if n >= chess960::POSITIONS {
                    return Err(FormProblem::Chess960Number(n));
                }
                (Some(chess960::fen(n)), true)
            }
        };
        let setup = Setup {
            white: self.setup.white.trim().to_owned(),
            black: self.setup.black.trim().to_owned(),
            fen,
            chess960,
            controls: Some(controls),
            white_details,
            black_details,
            event: self.setup.event.trim().to_owned(),
            site: self.setup.site.trim().to_owned(),
            round: self.setup.round.trim().to_owned(),
            arbiter: self.setup.arbiter.trim().to_owned(),
            ..self.setup.clone()
        };
        setup.start_position().map_err(FormProblem::Position)?;
        Ok(setup)
    }

    fn preset_name(tr: Tr, preset: Preset) -> String {
        let control = preset.control();
        let period = control.periods()[0];
        let args = || {
            args([
                ("minutes", (period.time / MINUTE).into()),
                ("seconds", crate::clock::format_seconds(period.bonus.amount()).into()),
            ])
        };
        match (preset, period.bonus) {
            (Preset::FideClassical, _) => tr.t("preset-fide-classical"),
            (_, Bonus::Delay(_)) => tr.t_args("preset-delay", &args()),
            (_, Bonus::Bronstein(_)) => tr.t_args("preset-bronstein", &args()),
            (other, _) => other.id().to_owned(),
        }
    }

    fn bonus_kind_name(tr: Tr, kind: BonusKind) -> String {
        tr.t(match kind {
            BonusKind::None => "bonus-kind-none",
            BonusKind::Fischer => "bonus-kind-fischer",
            BonusKind::Delay => "bonus-kind-delay",
            BonusKind::Bronstein => "bonus-kind-bronstein",
        })
    }

    /// One side's time control: a preset, the text, the category; then a row per period.
    fn control_ui(ui: &mut egui::Ui, tr: Tr, owner: Color, editor: &mut ControlEditor, edition: Edition, odds: bool) {
        let id = match owner {
            Color::White => "white control",
            Color::Black => "black control",
        };
        let built = editor.draft.build();
        centred_row(ui, |ui| {
            if odds {
                ui.label(RichText::new(tr.colour(owner)).strong());
            }
            let current = built.as_ref().ok().and_then(|c| Preset::ALL.into_iter().find(|p| p.control() == *c));
            let selected = current.map_or_else(|| tr.t("setup-custom"), |p| SetupForm::preset_name(tr, p));
            // A long preset name is cut short, whole on hover and in the list.
            ui.scope(|ui| {
                ui.set_max_width(250.0);
                egui::ComboBox::new(id, "")
                    .selected_text(selected.clone())
                    .width(240.0)
                    .truncate()
                    .height(420.0)
                    .show_ui(ui, |ui| {
                        for preset in Preset::ALL {
                            let name = SetupForm::preset_name(tr, preset);
                            if ui.selectable_label(current == Some(preset), name).clicked() {
                                editor.draft = ControlDraft::from(&preset.control());
                                editor.periods_changed();
                            }
                        }
                    })
                    .response
                    .on_hover_text(selected)
                    .widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::Role::ComboBox,
                            true,
                            tr.t_args("setup-preset-name", &args([("side", side(owner))])),
                        )
                    });
            });
            let hint = tr.t("setup-control-text-hint");
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut editor.text)
                        .hint_text(RichText::new(tr.t("setup-control-text-example")).weak())
                        .desired_width(190.0),
                )
                .accessible_name(tr.t_args("setup-control-text", &args([("side", side(owner))])))
                .on_hover_text(hint);
            if response.changed() {
                editor.text_changed();
            }
            if response.lost_focus() && editor.text_error.is_none() {
                // What was typed, as the rows now say it: "90 min + 30 s" becomes "90+30".
                editor.periods_changed();
            }
            match (&editor.text_error, &built) {
                (Some(_), _) | (_, Err(_)) => {}
                (None, Ok(control)) => {
                    let category = control.category(&RuleSet::of(edition));
                    ui.label(RichText::new(describe::category(tr, category)).strong());
                }
            }
        });
        if let Some(error) = &editor.text_error {
            ui.colored_label(ui.visuals().error_fg_color, control_text_error(tr, error));
            if let Ok(tag) = editor.text.trim().parse::<TimeControl>() {
                ui.label(tr.t_args("control-text-pgn-hint", &args([("text", tag.to_string().into())])));
            }
        }
        let mut changed = false;
        let mut remove = None;
        let mut add = false;
        let periods = editor.draft.periods.len();
        let name = |period: usize, field: &str| {
            tr.t_args(
                "setup-period-field",
                &args([("side", side(owner)), ("period", period.into()), ("field", tr.t(field).into())]),
            )
        };
        egui::Grid::new((id, "periods")).num_columns(7).spacing([10.0, 4.0]).show(ui, |ui| {
            for header in [
                "setup-period-header",
                "setup-moves-header",
                "setup-minutes-header",
                "setup-seconds-header",
                "setup-bonus-header",
                "setup-bonus-seconds-header",
            ] {
                ui.label(RichText::new(tr.t(header)).small().weak());
            }
            if ui
                .small_button(tr.t("setup-add-period"))
                .accessible_name(tr.t_args("setup-add-period-of", &args([("side", side(owner))])))
                .clicked()
            {
                add = true;
            }
            ui.end_row();
            for (i, period) in editor.draft.periods.iter_mut().enumerate() {
                let number = i + 1;
                ui.label(number.to_string());
                ui.horizontal(|ui| {
                    if let Some(moves) = &mut period.moves {
                        changed |= ui
                            .add(egui::DragValue::new(moves).range(0..=500))
                            .accessible_name(name(number, "setup-moves-header"))
                            .changed();
                    }
                    let mut rest = period.is_rest_of_game();
                    if ui
                        .checkbox(&mut rest, tr.t("setup-rest-of-game"))
                        .accessible_name(name(number, "setup-rest-of-game"))
                        .changed()
                    {
                        period.moves = if rest { None } else { Some(40) };
                        changed = true;
                    }
                });
                changed |= time_ui(
                    ui,
                    &mut period.time,
                    name(number, "setup-minutes-header"),
                    name(number, "setup-seconds-header"),
                );
                changed |= bonus_ui(
                    ui,
                    tr,
                    period,
                    name(number, "setup-bonus-header"),
                    name(number, "setup-bonus-seconds-header"),
                );
                if periods > 1
                    && ui
                        .small_button("×")
                        .accessible_name(
                            tr.t_args("setup-remove-period", &args([("side", side(owner)), ("period", number.into())])),
                        )
                        .on_hover_text(
                            tr.t_args("setup-remove-period", &args([("side", side(owner)), ("period", number.into())])),
                        )
                        .clicked()
                {
                    remove = Some(i);
                }
                ui.end_row();
            }
        });
        if let Some(i) = remove {
            editor.draft.remove_period(i);
            changed = true;
        }
        if add {
            editor.draft.push_period();
            changed = true;
        }
        for error in editor.draft.errors() {
            ui.colored_label(ui.visuals().error_fg_color, describe::control_error(tr, &error));
        }
        if changed {
            editor.periods_changed();
        }
    }

    /// The event, the site, the round, the arbiter, and each player's rating, title and
    /// federation: collapsed until opened.
    fn details_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        egui::CollapsingHeader::new(RichText::new(tr.t("setup-details")).strong()).id_salt("details").show(ui, |ui| {
            let c = &mut self.setup;
            centred_row(ui, |ui| {
                for (label, text, width) in [
                    ("setup-event", &mut c.event, 200.0),
                    ("setup-site", &mut c.site, 120.0),
                    ("setup-round", &mut c.round, 36.0),
                    ("setup-arbiter-name", &mut c.arbiter, 140.0),
                ] {
                    let label = ui.label(tr.t(label));
                    ui.add(egui::TextEdit::singleline(text).desired_width(width)).labelled_by(label.id);
                    ui.add_space(4.0);
                }
            });
            ui.add_space(4.0);
            let mut problems = Vec::new();
            egui::Grid::new("player details").num_columns(7).spacing([10.0, 6.0]).show(ui, |ui| {
                let [white_rating, black_rating] = &mut self.ratings;
                for (owner, details, rating) in [
                    (Color::White, &mut c.white_details, white_rating),
                    (Color::Black, &mut c.black_details, black_rating),
                ] {
                    let named = |id: &str| tr.t_args(id, &args([("side", side(owner))]));
                    ui.label(tr.colour(owner));
                    ui.label(tr.t("setup-rating"));
                    ui.add(egui::TextEdit::singleline(rating).desired_width(56.0))
                        .accessible_name(named("setup-rating-of"));
                    ui.label(tr.t("setup-title"));
                    let no_title = tr.t("setup-no-title");
                    egui::ComboBox::from_id_salt((owner.char(), "title"))
                        .selected_text(if details.title.is_empty() { no_title.clone() } else { details.title.clone() })
                        .width(90.0)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(&mut details.title, String::new(), no_title);
                            for title in TITLES {
                                ui.selectable_value(&mut details.title, title.to_owned(), title);
                            }
                        })
                        .response
                        .accessible_name(named("setup-title-of"));
                    ui.label(tr.t("setup-federation"));
                    let response = ui
                        .add(
                            egui::TextEdit::singleline(&mut details.federation)
                                .hint_text(RichText::new("ESP").weak())
                                .char_limit(3)
                                .desired_width(56.0),
                        )
                        .accessible_name(named("setup-federation-of"));
                    if response.changed() {
                        details.federation = details.federation.to_uppercase();
                    }
                    ui.end_row();
                    if let Err(problem) = details_checked(owner, details, rating) {
                        problems.push(problem);
                    }
                }
            });
            // Below the grid, so that a long message does not widen its columns.
            for problem in &problems {
                ui.colored_label(ui.visuals().error_fg_color, choice_error(tr, problem));
            }
            self.live.live_ui(ui, tr);
        });
    }

    /// Draws the form; pushes [`AppCommand::StartGame`] when the players ask to start.
    ///
    /// Compact enough for a 1280×800 window without scrolling in the common case: one time
    /// control of up to three periods, the event's details folded.
    pub fn setup_ui(&mut self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
        if self.live.load(&settings.live) {
            // One board number for the live file and the series (issue 17).
            self.series.details.board = *self.live.board_mut();
        }
        let boards = (*self.live.board_mut(), self.series.details.board);
        // The form scrolls; its foot ("Start the game") stays in sight below it, however many
        // sections are unfolded.
        let foot = if self.error.is_some() { 120.0 } else { 84.0 };
        egui::ScrollArea::vertical().max_height((ui.available_height() - foot).max(120.0)).show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 6.0;
            ui.horizontal(|ui| {
                ui.heading(tr.t("setup-heading"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    // Right to left: the switch first, then the selector and its label.
                    let mut figurines = settings.figurines;
                    if ui.checkbox(&mut figurines, tr.t("notation-figurines")).clicked() {
                        commands.push(SettingsCommand::ToggleFigurines.into());
                    }
                    ui.add_space(16.0);
                    super::view_menu::view_menu_ui(ui, tr, settings, commands);
                    ui.add_space(16.0);
                    let combo = egui::ComboBox::from_id_salt("language")
                        .selected_text(tr.lang().native_name())
                        .show_ui(ui, |ui| {
                            for lang in Lang::ALL {
                                if ui.selectable_label(lang == tr.lang(), lang.native_name()).clicked()
                                    && lang != tr.lang()
                                {
                                    commands.push(SettingsCommand::SetLanguage(lang).into());
                                }
                            }
                        })
                        .response;
                    let label = ui.label(tr.t("language-label"));
                    combo.labelled_by(label.id);
                });
            });
            let c = &mut self.setup;
            centred_row(ui, |ui| {
                for (owner, name) in [(Color::White, &mut c.white), (Color::Black, &mut c.black)] {
                    let label = ui.label(tr.colour(owner));
                    ui.add(egui::TextEdit::singleline(name).hint_text(tr.t("setup-name-hint")).desired_width(180.0))
                        .labelled_by(label.id);
                    ui.add_space(6.0);
                }
                // Each player keeps their own speech switch when the colours change (issue 16).
                if ui.button(tr.t("setup-swap")).clicked() {
                    std::mem::swap(&mut c.white, &mut c.black);
                    commands.push(SettingsCommand::SwapSpeech.into());
                }
                if ui.button(tr.t("setup-draw-lots")).clicked() && super::random_number() % 2 == 1 {
                    std::mem::swap(&mut c.white, &mut c.black);
                    commands.push(SettingsCommand::SwapSpeech.into());
                }
            });
            self.details_ui(ui, tr);
            let c = &mut self.setup;

            ui.separator();
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr.t("setup-time-control")).strong());
                ui.add_space(24.0);
                let mut odds = self.black_control.is_some();
                if ui.checkbox(&mut odds, tr.t("setup-time-odds")).changed() {
                    self.black_control = odds.then(|| self.white_control.clone());
                }
            });
            let edition = c.edition;
            let odds = self.black_control.is_some();
            SetupForm::control_ui(ui, tr, Color::White, &mut self.white_control, edition, odds);
            if let Some(black) = &mut self.black_control {
                SetupForm::control_ui(ui, tr, Color::Black, black, edition, odds);
            }

            ui.separator();
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr.t("setup-rules")).strong());
                ui.add_space(24.0);
                ui.label(tr.t("setup-laws-edition"));
                for edition in Edition::ALL.into_iter().rev() {
                    ui.radio_value(&mut c.edition, edition, edition.to_string());
                }
            });
            egui::Grid::new("rules").num_columns(2).spacing([24.0, 5.0]).show(ui, |ui| {
                ui.checkbox(&mut c.touch_move, tr.t("setup-touch-move"));
                ui.checkbox(&mut c.arbiter_present, tr.t("setup-arbiter"));
                ui.end_row();
                ui.checkbox(&mut c.quickplay_finish, tr.t("setup-quickplay"));
                ui.checkbox(&mut c.supervised, tr.t("setup-supervised"));
                ui.end_row();
            });
            ui.checkbox(&mut c.wooden_board, tr.t("setup-wooden-board"));
            ui.horizontal_wrapped(|ui| {
                ui.label(tr.t("setup-press-label"));
                ui.radio_value(&mut c.press_with_move, false, tr.t("setup-press-by-player"));
                ui.radio_value(&mut c.press_with_move, true, tr.t("setup-press-auto"));
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(tr.t("setup-draw-offers"));
                let mut from = match c.draw_offers {
                    DrawOffers::FromMove(n) => n,
                    DrawOffers::Allowed | DrawOffers::Never => 30,
                };
                let mut offers = c.draw_offers;
                ui.radio_value(&mut offers, DrawOffers::Allowed, tr.t("setup-offers-allowed"));
                if ui.radio(matches!(offers, DrawOffers::FromMove(_)), tr.t("setup-offers-from")).clicked() {
                    offers = DrawOffers::FromMove(from);
                }
                ui.radio_value(&mut offers, DrawOffers::Never, tr.t("setup-offers-never"));
                if let DrawOffers::FromMove(_) = offers {
                    ui.add(egui::DragValue::new(&mut from).range(1..=200)).accessible_name(tr.t("setup-offers-from"));
                    offers = DrawOffers::FromMove(from);
                }
                c.draw_offers = offers;
            });

            ui.separator();
            let mut kind = match self.start {
                Start::Initial => 0,
                Start::Fen(_) => 1,
                Start::Chess960 => 2,
            };
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr.t("setup-start-position")).strong());
                ui.add_space(24.0);
                ui.radio_value(&mut kind, 0, tr.t("setup-start-normal"));
                ui.radio_value(&mut kind, 1, tr.t("setup-start-fen"));
                ui.radio_value(&mut kind, 2, tr.t("setup-start-chess960"));
            });
            match kind {
                0 => self.start = Start::Initial,
                1 => {
                    if !matches!(self.start, Start::Fen(_)) {
                        self.start = Start::Fen(String::new());
                    }
                    if let Start::Fen(fen) = &mut self.start {
                        ui.add(egui::TextEdit::singleline(fen).hint_text("FEN").desired_width(520.0))
                            .accessible_name(tr.t("setup-start-fen"));
                    }
                }
                _ => {
                    self.start = Start::Chess960;
                    ui.horizontal(|ui| {
                        let label = ui.label(tr.t("setup-chess960-number"));
                        ui.add(egui::TextEdit::singleline(&mut self.chess960_text).desired_width(60.0))
                            .labelled_by(label.id);
                    });
                }
            }

            ui.separator();
            self.pin_ui(ui, tr, settings, commands);
            ui.separator();
            super::speech_ui::setup_ui(ui, tr, settings, commands);
            self.series.series_setup_ui(ui, tr, commands);
        });
        // The live file's "Board" and the series' "Board" are one number: the one changed
        // gives the other its value.
        if self.series.details.board != boards.1 {
            *self.live.board_mut() = self.series.details.board;
        } else if *self.live.board_mut() != boards.0 {
            self.series.details.board = *self.live.board_mut();
        }
        ui.separator();
        self.start_ui(ui, tr, settings, commands);
    }

    /// The foot of the form, always in sight below the scrolled part: what is wrong with the
    /// form, "Start the game" and the clock keys.
    fn start_ui(&mut self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
        ui.add_space(6.0);
        if let Some(error) = &self.error {
            let text = match error {
                FormError::Choice(e) => choice_error(tr, e),
                FormError::Session(e) => super::session_error(tr, e),
            };
            ui.colored_label(ui.visuals().error_fg_color, text);
        }
        ui.horizontal(|ui| {
            if ui.add(egui::Button::new(RichText::new(tr.t("setup-start")).size(18.0))).clicked() {
                commands.push(AppCommand::StartGame.into());
            }
            ui.add_space(24.0);
            for (side, id, current) in [
                (shakmaty::Color::White, "setup-key-white", &settings.white_key),
                (shakmaty::Color::Black, "setup-key-black", &settings.black_key),
            ] {
                let label = ui.label(tr.t(id));
                egui::ComboBox::new(id, "")
                    .selected_text(key_name(current))
                    .show_ui(ui, |ui| {
                        for key in CLOCK_KEYS {
                            if ui.selectable_label(current == key, key_name(key)).clicked() {
                                commands.push(SettingsCommand::SetClockKey(side, (*key).to_owned()).into());
                            }
                        }
                    })
                    .response
                    .labelled_by(label.id);
            }
        });
        ui.label(
            RichText::new(tr.t_args(
                "setup-keys",
                &args([
                    ("white", key_name(&settings.white_key).into()),
                    ("black", key_name(&settings.black_key).into()),
                ]),
            ))
            .weak(),
        );
    }
}

/// Keys a player may press the clock with (egui's names, by their place on a US keyboard).
/// Never Tab or Enter: the clock would take them from keyboard play (issue 16), which moves
/// between controls with Tab and picks pieces up with Enter. Space may be one; then only Enter
/// picks up.
const CLOCK_KEYS: &[&str] = &["Z", "X", "A", "Q", "Space", "Slash", "Minus", "Period", "M", "P"];

/// A time in minutes and seconds, each in its own field; milliseconds are kept as they were.
fn time_ui(ui: &mut egui::Ui, time: &mut Millis, minutes_name: String, seconds_name: String) -> bool {
    let (mut minutes, mut seconds, ms) = (*time / MINUTE, *time % MINUTE / SECOND, *time % SECOND);
    let mut changed = ui.add(egui::DragValue::new(&mut minutes).range(0..=600)).accessible_name(minutes_name).changed();
    changed |= ui.add(egui::DragValue::new(&mut seconds).range(0..=59)).accessible_name(seconds_name).changed();
    if changed {
        *time = minutes * MINUTE + seconds * SECOND + ms;
    }
    changed
}

/// The kind of a period's bonus and its seconds.
fn bonus_ui(ui: &mut egui::Ui, tr: Tr, period: &mut Period, kind_name: String, seconds_name: String) -> bool {
    let mut kind = period.bonus.kind();
    let mut amount = period.bonus.amount();
    let mut changed = false;
    egui::ComboBox::from_id_salt(ui.next_auto_id())
        .selected_text(SetupForm::bonus_kind_name(tr, kind))
        .width(110.0)
        .show_ui(ui, |ui| {
            for k in [BonusKind::None, BonusKind::Fischer, BonusKind::Delay, BonusKind::Bronstein] {
                changed |= ui.selectable_value(&mut kind, k, SetupForm::bonus_kind_name(tr, k)).changed();
            }
        })
        .response
        .accessible_name(kind_name);
    if kind == BonusKind::None {
        ui.label("");
    } else {
        let (mut seconds, ms) = (amount / SECOND, amount % SECOND);
        if ui
            .add(egui::DragValue::new(&mut seconds).range(0..=600).suffix(" s"))
            .accessible_name(seconds_name)
            .changed()
        {
            amount = seconds * SECOND + ms;
            changed = true;
        }
    }
    if changed {
        period.bonus = Bonus::of(kind, amount);
    }
    changed
}

/// A player's details as the form has them, checked: the rating typed (empty: none), the
/// title, the federation in capitals.
fn details_checked(side: Color, details: &PlayerDetails, rating: &str) -> Result<PlayerDetails, FormProblem> {
    let rating = rating.trim();
    let rating = match rating {
        "" => None,
        text => Some(
            text.parse::<u16>()
                .ok()
                .filter(|r| *r <= MAX_RATING && text.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| FormProblem::Rating { side, text: text.to_owned() })?,
        ),
    };
    let title = details.title.trim().to_uppercase();
    if !title.is_empty() && !TITLES.contains(&title.as_str()) {
        return Err(FormProblem::Title { side, text: details.title.clone() });
    }
    let federation = details.federation.trim().to_uppercase();
    let three_letters = federation.len() == 3 && federation.bytes().all(|b| b.is_ascii_uppercase());
    if !federation.is_empty() && !three_letters {
        return Err(FormProblem::Federation { side, text: details.federation.clone() });
    }
    Ok(PlayerDetails { rating, title, federation })
}

/// A clock key as printed on the key cap: `Z`, `/`.
fn key_name(name: &str) -> String {
    egui::Key::from_name(name).map_or_else(|| name.to_owned(), |k| k.symbol_or_name().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(change: impl FnOnce(&mut SetupForm)) -> SetupForm {
        let mut form = SetupForm::new(&Setup::default(), false);
        change(&mut form);
        form
    }

    #[test]
    fn bad_choices_say_what_is_wrong() {
        let tr = Tr::new(Lang::En);
        let bad = form(|f| {
            f.white_control.text = "90x".to_owned();
            f.white_control.text_changed();
        });
        assert_eq!(
            choice_error(tr, &bad.to_setup(|| 0).unwrap_err()),
            "White's time control “90x”: period 1: “90x” is not a time in minutes (or m:ss)"
        );
        let bad = form(|f| f.start = Start::Fen("8/8/8/8/8/8/8/8 w - - 0 1".to_owned()));
        assert!(choice_error(tr, &bad.to_setup(|| 0).unwrap_err()).contains("not a legal position"));
        let bad = form(|f| {
            f.start = Start::Chess960;
            f.chess960_text = "960".to_owned();
        });
        assert_eq!(bad.to_setup(|| 0).unwrap_err(), FormProblem::Chess960Number(960));
    }

    #[test]
    fn details_are_checked_and_written_as_fide_writes_them() {
        use Color::{Black, White};
        let given = |rating: &str, title: &str, federation: &str| {
            let details = PlayerDetails { rating: None, title: title.to_owned(), federation: federation.to_owned() };
            details_checked(Black, &details, rating)
        };
        let ok = |rating: Option<u16>, title: &str, federation: &str| {
            Ok(PlayerDetails { rating, title: title.to_owned(), federation: federation.to_owned() })
        };
        for (rating, title, federation, expected) in [
            ("", "", "", ok(None, "", "")),
            ("0", "GM", "ESP", ok(Some(0), "GM", "ESP")),
            (" 3500 ", "wim", " por ", ok(Some(3500), "WIM", "POR")),
            ("2210", "CM", "gal", ok(Some(2210), "CM", "GAL")),
            ("3501", "", "", Err(FormProblem::Rating { side: Black, text: "3501".to_owned() })),
            ("-5", "", "", Err(FormProblem::Rating { side: Black, text: "-5".to_owned() })),
            ("+5", "", "", Err(FormProblem::Rating { side: Black, text: "+5".to_owned() })),
            ("19 00", "", "", Err(FormProblem::Rating { side: Black, text: "19 00".to_owned() })),
            ("", "XM", "", Err(FormProblem::Title { side: Black, text: "XM".to_owned() })),
            ("", "", "ES", Err(FormProblem::Federation { side: Black, text: "ES".to_owned() })),
            ("", "", "ESPA", Err(FormProblem::Federation { side: Black, text: "ESPA".to_owned() })),
            ("", "", "ÑÑÑ", Err(FormProblem::Federation { side: Black, text: "ÑÑÑ".to_owned() })),
            ("", "", "E1P", Err(FormProblem::Federation { side: Black, text: "E1P".to_owned() })),
        ] {
            assert_eq!(given(rating, title, federation), expected, "{rating:?} {title:?} {federation:?}");
        }
        let tr = Tr::new(Lang::Es);
        let problem = FormProblem::Rating { side: White, text: "4000".to_owned() };
        assert_eq!(
            choice_error(tr, &problem),
            "el Elo de las blancas «4000» tiene que ser un número entero de 0 a 3500"
        );
    }

    #[test]
    fn the_form_shows_the_setup_it_was_given_and_gives_it_back() {
        let chess960 = Setup {
            white: "Uxía".to_owned(),
            fen: Some(chess960::fen(42)),
            chess960: true,
            controls: Some(TimeControls::odds("300+3".parse().unwrap(), "60".parse().unwrap())),
            edition: Edition::Fide2014,
            draw_offers: DrawOffers::FromMove(20),
            ..Setup::default()
        };
        assert_eq!(SetupForm::new(&chess960, false).to_setup(|| 7).unwrap(), chess960);
        // Drawn at random: a new number each game, the rest as it was.
        let random = SetupForm::new(&chess960, true);
        assert!(random.chess960_random());
        assert_eq!(random.to_setup(|| 7).unwrap().fen, Some(chess960::fen(7)));
    }
}
