//! The setup form's time control (issues 14, 25): for each side a preset, the text in club
//! notation, the category, and one row per period (moves or the rest of the game, minutes and
//! seconds, the bonus). Black's control is always shown: its own under time odds, White's,
//! disabled, otherwise, so that ticking the odds moves nothing on the form.

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::layout::centred_row;
use super::setup_form::{ControlEditor, SetupForm, control_text_error};
use crate::clock::{Bonus, BonusKind, ControlDraft, MINUTE, Period, Preset, SECOND, TimeControl};
use crate::i18n::{Tr, args, describe, side};
use crate::laws::{Edition, Millis, RuleSet};

impl SetupForm {
    /// The section: its heading with the odds switch, White's control, then Black's.
    pub(super) fn time_control_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        centred_row(ui, |ui| {
            ui.label(RichText::new(tr.t("setup-time-control")).strong());
            ui.add_space(24.0);
            let mut odds = self.black_control.is_some();
            if ui.checkbox(&mut odds, tr.t("setup-time-odds")).changed() {
                self.black_control = odds.then(|| self.white_control.clone());
            }
        });
        let edition = self.setup.edition;
        control_ui(ui, tr, Color::White, &mut self.white_control, edition, true);
        // Without odds, White's control as Black gets it: shown, not editable, until the odds
        // are ticked (in the same place and with the same widgets' ids either way).
        let mut same = self.white_control.clone();
        let odds = self.black_control.is_some();
        let black = self.black_control.as_mut().unwrap_or(&mut same);
        ui.add_enabled_ui(odds, |ui| control_ui(ui, tr, Color::Black, black, edition, odds));
    }
}

/// The widgets' names and ids of `owner`'s control.
struct Names {
    tr: Tr,
    owner: Color,
}

impl Names {
    fn id(&self) -> &'static str {
        match self.owner {
            Color::White => "white control",
            Color::Black => "black control",
        }
    }

    /// "White, period 2: Minutes".
    fn field(&self, period: usize, field: &str) -> String {
        let tr = self.tr;
        tr.t_args(
            "setup-period-field",
            &args([("side", side(self.owner)), ("period", period.into()), ("field", tr.t(field).into())]),
        )
    }

    fn of_side(&self, id: &str) -> String {
        self.tr.t_args(id, &args([("side", side(self.owner))]))
    }
}

/// One side's time control: a preset, the text, the category; then a row per period. `own`:
/// the side's own control (else White's shown for Black: no category, no problems said).
fn control_ui(ui: &mut egui::Ui, tr: Tr, owner: Color, editor: &mut ControlEditor, edition: Edition, own: bool) {
    let names = Names { tr, owner };
    control_row_ui(ui, &names, editor, edition, own);
    if let Some(error) = editor.text_error.as_ref().filter(|_| own) {
        ui.colored_label(ui.visuals().error_fg_color, control_text_error(tr, error));
        if let Ok(tag) = editor.text.trim().parse::<TimeControl>() {
            ui.label(tr.t_args("control-text-pgn-hint", &args([("text", tag.to_string().into())])));
        }
    }
    let mut changed = periods_ui(ui, &names, editor);
    if ui.small_button(tr.t("setup-add-period")).accessible_name(names.of_side("setup-add-period-of")).clicked() {
        editor.draft.push_period();
        changed = true;
    }
    if own {
        for error in editor.draft.errors() {
            ui.colored_label(ui.visuals().error_fg_color, describe::control_error(tr, &error));
        }
    }
    if changed {
        editor.periods_changed();
    }
}

/// The side's name, its preset, the text of its control and the category the control makes.
fn control_row_ui(ui: &mut egui::Ui, names: &Names, editor: &mut ControlEditor, edition: Edition, own: bool) {
    let tr = names.tr;
    let built = editor.draft.build();
    centred_row(ui, |ui| {
        // "White:", so that the side's name is not taken for the name field's label.
        ui.label(RichText::new(format!("{}:", tr.colour(names.owner))).strong());
        let current = built.as_ref().ok().and_then(|c| Preset::ALL.into_iter().find(|p| p.control() == *c));
        preset_ui(ui, names, editor, current);
        let response = ui
            .add(
                egui::TextEdit::singleline(&mut editor.text)
                    .hint_text(RichText::new(tr.t("setup-control-text-example")).weak())
                    .desired_width(150.0),
            )
            .accessible_name(names.of_side("setup-control-text"))
            .on_hover_text(tr.t("setup-control-text-hint"));
        if response.changed() {
            editor.text_changed();
        }
        if response.lost_focus() && editor.text_error.is_none() {
            // What was typed, as the rows now say it: "90 min + 30 s" becomes "90+30".
            editor.periods_changed();
        }
        if let (true, None, Ok(control)) = (own, &editor.text_error, &built) {
            let category = control.category(&RuleSet::of(edition));
            ui.label(RichText::new(describe::category(tr, category)).strong());
        }
    });
}

/// The list of presets; a long preset name is cut short, whole on hover and in the list.
fn preset_ui(ui: &mut egui::Ui, names: &Names, editor: &mut ControlEditor, current: Option<Preset>) {
    let tr = names.tr;
    let selected = current.map_or_else(|| tr.t("setup-custom"), |p| preset_name(tr, p));
    // As wide whatever it shows, so that a choice does not move the text beside it.
    // As wide as the row leaves beside the game's category; the name wrapped rather than cut
    // where it is longer.
    let width = (ui.available_width() - 340.0).clamp(240.0, 470.0);
    ui.scope(|ui| {
        ui.set_min_width(width);
        ui.set_max_width(width);
        // Two lines' height whatever the name, so that a shorter name chosen moves nothing.
        let two_lines =
            2.0 * ui.text_style_height(&egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.y + 4.0;
        ui.spacing_mut().interact_size.y = two_lines;
        let response = egui::ComboBox::from_id_salt(names.id())
            .selected_text(selected.clone())
            .width(width)
            .wrap()
            .height(420.0)
            .show_ui(ui, |ui| {
                for preset in Preset::ALL {
                    if ui.selectable_label(current == Some(preset), preset_name(tr, preset)).clicked() {
                        editor.draft = ControlDraft::from(&preset.control());
                        editor.periods_changed();
                    }
                }
            })
            .response
            .on_hover_text(selected.clone());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, names.of_side("setup-preset-name")));
        super::layout::choice_said(response, &selected);
    });
}

/// The most periods a preset has: the rows keep room for as many, so that choosing a preset
/// with fewer moves nothing below them.
fn preset_rows() -> usize {
    Preset::ALL.into_iter().map(|p| p.control().periods().len()).max().unwrap_or(1)
}

/// The periods' grid, a row each; whether a period was changed or removed.
fn periods_ui(ui: &mut egui::Ui, names: &Names, editor: &mut ControlEditor) -> bool {
    let tr = names.tr;
    let mut changed = false;
    let mut remove = None;
    let count = editor.draft.periods.len();
    let mut row_height = 0.0;
    egui::Grid::new((names.id(), "periods")).num_columns(7).spacing([10.0, 4.0]).show(ui, |ui| {
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
        ui.end_row();
        for (i, period) in editor.draft.periods.iter_mut().enumerate() {
            let row = ui.cursor().top();
            changed |= period_row_ui(ui, names, i, count, period);
            if count > 1 && remove_button_ui(ui, names, i + 1) {
                remove = Some(i);
            }
            ui.end_row();
            row_height = ui.cursor().top() - row;
        }
    });
    // Room for the rows a preset may bring.
    let reserved = row_height * preset_rows().saturating_sub(count) as f32;
    if reserved > 0.0 {
        ui.add_space(reserved);
    }
    if let Some(i) = remove {
        editor.draft.remove_period(i);
        changed = true;
    }
    changed
}

/// "×": removes period `number`.
fn remove_button_ui(ui: &mut egui::Ui, names: &Names, number: usize) -> bool {
    let name = names.tr.t_args("setup-remove-period", &args([("side", side(names.owner)), ("period", number.into())]));
    ui.small_button("×").accessible_name(name.clone()).on_hover_text(name).clicked()
}

/// Period `i` of `count`: its number, moves (or the rest of the game), time and bonus. The
/// moves' field is always there, disabled for the rest of the game, and only the last period
/// (or one already so) may be ticked as the rest of the game, the only place it can be: a tick
/// never makes the control wrong, and moves nothing.
fn period_row_ui(ui: &mut egui::Ui, names: &Names, i: usize, count: usize, period: &mut Period) -> bool {
    let tr = names.tr;
    let number = i + 1;
    let mut changed = false;
    ui.label(number.to_string());
    ui.horizontal(|ui| {
        let rest = period.is_rest_of_game();
        let mut moves = period.moves.unwrap_or(40);
        let field = egui::DragValue::new(&mut moves).range(0..=500);
        if ui.add_enabled(!rest, field).accessible_name(names.field(number, "setup-moves-header")).changed() {
            period.moves = Some(moves);
            changed = true;
        }
        let mut ticked = rest;
        let tickable = rest || i + 1 == count;
        let checkbox = egui::Checkbox::new(&mut ticked, tr.t("setup-rest-of-game"));
        if ui.add_enabled(tickable, checkbox).accessible_name(names.field(number, "setup-rest-of-game")).changed() {
            period.moves = if ticked { None } else { Some(40) };
            changed = true;
        }
    });
    let minutes = names.field(number, "setup-minutes-header");
    changed |= time_ui(ui, &mut period.time, minutes, names.field(number, "setup-seconds-header"));
    let kind = names.field(number, "setup-bonus-header");
    changed |= bonus_ui(ui, tr, period, kind, names.field(number, "setup-bonus-seconds-header"));
    changed
}

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

/// The kind of a period's bonus and its seconds (shown, disabled, for no bonus).
fn bonus_ui(ui: &mut egui::Ui, tr: Tr, period: &mut Period, kind_name: String, seconds_name: String) -> bool {
    let mut kind = period.bonus.kind();
    let mut amount = period.bonus.amount();
    let mut changed = false;
    let shown = bonus_kind_name(tr, kind);
    let response = egui::ComboBox::from_id_salt(ui.next_auto_id())
        .selected_text(shown.clone())
        .width(110.0)
        .show_ui(ui, |ui| {
            for k in [BonusKind::None, BonusKind::Fischer, BonusKind::Delay, BonusKind::Bronstein] {
                changed |= ui.selectable_value(&mut kind, k, bonus_kind_name(tr, k)).changed();
            }
        })
        .response
        .accessible_name(kind_name);
    super::layout::choice_said(response, &shown);
    let (mut seconds, ms) = (amount / SECOND, amount % SECOND);
    let field = egui::DragValue::new(&mut seconds).range(0..=600).suffix(" s");
    if ui.add_enabled(kind != BonusKind::None, field).accessible_name(seconds_name).changed() {
        amount = seconds * SECOND + ms;
        changed = true;
    }
    if changed {
        period.bonus = Bonus::of(kind, amount);
    }
    changed
}

/// A preset's name in the player's language.
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
