//! The arbiter's panel (issue 12): behind the trainer's PIN, or a confirmation of each action
//! when no PIN is set. Every button makes one [`ArbiterAction`], which the game screen sends to
//! the table as one event (journalled first, like any other).

use eframe::egui;
use fluent_bundle::FluentValue;
use egui::{Modal, RichText};
use shakmaty::Color;

use super::{ArbiterAction, ArbiterCommand, Command};
use crate::clock::{AdjustReason, Adjustment, Hms, MINUTE, TimeControl};
use crate::i18n::{Tr, args, describe, side as side_arg};
use crate::laws::arbiter::{Annulment, Ground};
use crate::laws::{Article, Points, Score};
use crate::table::{Act, ArbiterAct, Notice, Table};

/// Whether the arbiter's panel is open for this game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Access {
    /// Closed.
    #[default]
    Closed,
    /// The PIN is asked for.
    Asking,
    /// Open until closed, for the rest of the game.
    Open,
}

/// The arbiter's side of the game screen: the panel's access, the PIN being typed, the action
/// waiting for a confirmation, and what is filled in on the panel.
#[derive(Debug, Default)]
pub struct Desk {
    /// Whether the panel is open.
    pub access: Access,
    /// The PIN as typed in the prompt (cleared once checked).
    pub pin_typed: String,
    /// The last PIN typed was wrong.
    pub pin_refused: bool,
    /// An action waiting for the arbiter's confirmation (no PIN set).
    pub confirm: Option<ArbiterAction>,
    /// What the PIN prompt was opened for, if not the panel: restarting the clocks or a ruling
    /// (issue 28). The right PIN carries it out and closes the prompt.
    pub after_pin: Option<ArbiterCommand>,
    /// What is filled in on the panel.
    pub form: PanelForm,
}

/// The panel's fields.
#[derive(Debug)]
pub struct PanelForm {
    /// The remark that goes on the record with the next action.
    pub remark: String,
    /// The player at fault, for warnings, penalties and decisions.
    pub offender: Color,
    /// Minutes for 12.9.2 and 12.9.3.
    pub minutes: u32,
    /// Moves (plies) to take back (7.1).
    pub plies: u32,
    /// Set the clocks after taking back, instead of keeping them (7.1).
    pub set_clocks: bool,
    /// The times to set, White's and Black's, as typed.
    pub times: [String; 2],
    /// The ground of the decision, an index of [`GROUNDS`].
    pub ground: usize,
    /// The score decided.
    pub score: Score,
    /// The clock corrected (6.10.2).
    pub clock_side: Color,
    /// Its time, as typed.
    pub clock_time: String,
    /// Its move counter.
    pub moves: u32,
    /// Its control, as typed.
    pub control: String,
    /// A time or control typed that cannot be read.
    pub problem: Option<String>,
}

impl Default for PanelForm {
    fn default() -> PanelForm {
        PanelForm {
            remark: String::new(),
            offender: Color::White,
            minutes: 2,
            plies: 1,
            set_clocks: false,
            times: [String::new(), String::new()],
            ground: 0,
            score: Score::with(Color::White, Points::Zero, Points::One),
            clock_side: Color::White,
            clock_time: String::new(),
            moves: 0,
            control: String::new(),
            problem: None,
        }
    }
}

/// The grounds the panel offers, made with the player at fault.
const GROUNDS: [fn(Color) -> Ground; 7] = [
    Ground::Absent,
    Ground::Device,
    Ground::PersistentRefusal,
    |_| Ground::BothRefuse,
    Ground::DeclaredLost,
    Ground::MorePointsForOpponent,
    Ground::FewerPointsForOffender,
];

/// Every score the arbiter may give, White's points first.
const SCORES: [(Points, Points); 9] = [
    (Points::One, Points::Zero),
    (Points::Zero, Points::One),
    (Points::Half, Points::Half),
    (Points::Zero, Points::Zero),
    (Points::Half, Points::Zero),
    (Points::Zero, Points::Half),
    (Points::One, Points::Half),
    (Points::Half, Points::One),
    (Points::One, Points::One),
];

fn up(p: Points) -> Points {
    match p {
        Points::Zero => Points::Half,
        Points::Half | Points::One => Points::One,
    }
}

fn down(p: Points) -> Points {
    match p {
        Points::Zero | Points::Half => Points::Zero,
        Points::One => Points::Half,
    }
}

/// The score a ground suggests: the offender loses (6.7.1, 11.3.2.2, 11.7, 12.9.6), both lose
/// (11.8), or the finished game's score `current` changes by half a point (12.9.4, 12.9.5).
fn suggested_score(ground: Ground, current: Option<Score>) -> Score {
    let zero = Score { white: Points::Zero, black: Points::Zero };
    match ground {
        Ground::BothRefuse => zero,
        Ground::MorePointsForOpponent(s) => current.map_or(zero, |c| Score::with(s, c.of(s), up(c.of(!s)))),
        Ground::FewerPointsForOffender(s) => current.map_or(zero, |c| Score::with(s, down(c.of(s)), c.of(!s))),
        Ground::Absent(s) | Ground::Device(s) | Ground::PersistentRefusal(s) | Ground::DeclaredLost(s) => {
            Score::with(s, Points::Zero, Points::One)
        }
    }
}

/// A time typed as `h:mm:ss`, `mm:ss` or `ss`.
fn read_time(tr: Tr, text: &str) -> Result<u64, String> {
    text.trim()
        .parse::<Hms>()
        .map(|h| h.0)
        .map_err(|_| tr.t_args("arbiter-time-unreadable", &args([("text", text.trim().to_owned().into())])))
}

/// What an action does, for its confirmation.
pub fn action_text(tr: Tr, action: &ArbiterAction) -> String {
    match action {
        ArbiterAction::Act(ArbiterAct { act, .. }) => describe::act(tr, act),
        ArbiterAction::Clock { adjustment, reason } => {
            let notice = Notice::ClockAdjusted { adjustment: adjustment.clone(), reason: reason.clone() };
            describe::notice(tr, &notice).unwrap_or_else(|| describe::adjustment(tr, adjustment))
        }
        ArbiterAction::Adjourn(_)
        | ArbiterAction::OpenEnvelope
        | ArbiterAction::RuleSealed(_)
        | ArbiterAction::EstablishSealed(..)
        | ArbiterAction::EnvelopeLost => {
            super::adjourn_ui::action_text(tr, action)
        }
    }
}

/// The PIN's field, hidden as typed and given the focus while empty, and what a wrong PIN
/// typed last came to (`refused`): whether Enter was pressed in it. The arbiter's panel asks
/// with it, and so does the result an evening's arbiter enters by hand (issue 30).
pub(super) fn pin_field_ui(ui: &mut egui::Ui, tr: Tr, typed: &mut String, refused: Option<String>) -> bool {
    let label = ui.label(tr.t("arbiter-pin-label"));
    let response = ui.add(egui::TextEdit::singleline(typed).password(true).desired_width(200.0));
    let response = response.labelled_by(label.id);
    if !response.has_focus() && !response.lost_focus() && typed.is_empty() {
        response.request_focus();
    }
    let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    // Its line kept when there is nothing to say, so that what is below does not move when a
    // wrong PIN is said (issue 25).
    ui.colored_label(ui.visuals().error_fg_color, refused.unwrap_or_default());
    entered
}

/// The PIN prompt and the confirmation of an action, when either is up.
pub fn modals_ui(ctx: &egui::Context, tr: Tr, desk: &mut Desk, commands: &mut Vec<Command>) {
    if desk.access == Access::Asking {
        Modal::new(egui::Id::unique("arbiter pin")).show(ctx, |ui| {
            ui.heading(tr.t("arbiter-pin-heading"));
            // Asked for one act alone (issue 28): which.
            match &desk.after_pin {
                Some(ArbiterCommand::Resume) => {
                    ui.label(tr.t("arbiter-pin-for-restart"));
                }
                Some(_) => {
                    ui.label(tr.t("arbiter-pin-for-ruling"));
                }
                None => {}
            }
            let refused = desk.pin_refused.then(|| tr.t("arbiter-pin-wrong"));
            let entered = pin_field_ui(ui, tr, &mut desk.pin_typed, refused);
            ui.horizontal(|ui| {
                if ui.button(tr.t("arbiter-pin-open")).clicked() || entered {
                    commands.push(ArbiterCommand::EnterPin(desk.pin_typed.clone()).into());
                }
                if ui.button(tr.t("arbiter-pin-cancel")).clicked() {
                    commands.push(ArbiterCommand::CancelPin.into());
                }
            });
        });
    }
    if let Some(action) = &desk.confirm {
        Modal::new(egui::Id::unique("arbiter confirm")).show(ctx, |ui| {
            ui.heading(tr.t("arbiter-confirm-heading"));
            ui.label(RichText::new(action_text(tr, action)).size(16.0));
            ui.label(tr.t("arbiter-confirm-note"));
            ui.horizontal(|ui| {
                if ui.button(tr.t("arbiter-confirm-yes")).clicked() {
                    commands.push(ArbiterCommand::Confirm.into());
                }
                if ui.button(tr.t("arbiter-confirm-no")).clicked() {
                    commands.push(ArbiterCommand::CancelAction.into());
                }
            });
        });
    }
}

/// What the panel's buttons make: the table's events with the arbiter's remark, and the
/// Articles cited in the player's language.
struct Acts {
    tr: Tr,
    remark: String,
}

impl Acts {
    /// An arbiter's act, with the remark.
    fn act(&self, act: Act) -> Command {
        ArbiterCommand::Do(ArbiterAction::Act(ArbiterAct { act, remark: self.remark.clone() })).into()
    }

    /// A clock adjustment citing `article`, with the remark.
    fn clock(&self, adjustment: Adjustment, article: Article) -> Command {
        let reason = AdjustReason::article(article).with_note(self.remark.clone());
        ArbiterCommand::Do(ArbiterAction::Clock { adjustment, reason }).into()
    }

    /// An Article as cited in the player's language.
    fn a(&self, article: Article) -> FluentValue<'static> {
        self.tr.article(article).into()
    }
}

/// The open panel: the player at fault and a remark, then penalties, corrections, the clock
/// and the decisions that end a game, each button one action.
pub fn panel_ui(ui: &mut egui::Ui, tr: Tr, form: &mut PanelForm, table: &Table, commands: &mut Vec<Command>) {
    let acts = Acts { tr, remark: form.remark.trim().to_owned() };
    let mut out: Vec<Command> = Vec::new();
    ui.horizontal(|ui| {
        ui.heading(tr.t("arbiter-panel-heading"));
        if ui.button(tr.t("arbiter-panel-close")).clicked() {
            out.push(ArbiterCommand::ClosePanel.into());
        }
    });
    let label = ui.label(tr.t("arbiter-remark-label"));
    ui.add(egui::TextEdit::singleline(&mut form.remark).desired_width(f32::INFINITY)).labelled_by(label.id);
    let before = (form.offender, form.ground);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr.t("arbiter-offender-label"));
        for side in Color::ALL {
            ui.radio_value(&mut form.offender, side, tr.t_args("arbiter-offender", &args([("side", side_arg(side))])));
        }
    });
    ui.separator();
    penalties_ui(ui, &acts, form, &mut out);
    ui.separator();
    decision_ui(ui, &acts, form, table, before, &mut out);
    ui.separator();
    corrections_ui(ui, &acts, form, table, &mut out);
    ui.separator();
    clock_section_ui(ui, &acts, form, &mut out);
    super::adjourn_ui::panel_section_ui(ui, tr, table, &mut out);
    if let Some(problem) = &form.problem {
        ui.colored_label(ui.visuals().error_fg_color, problem);
    }
    commands.extend(out);
}

/// Penalties: a warning, time to the opponent or off the offender.
fn penalties_ui(ui: &mut egui::Ui, acts: &Acts, form: &mut PanelForm, out: &mut Vec<Command>) {
    let (tr, offender) = (acts.tr, form.offender);
    ui.strong(tr.t("arbiter-section-penalties"));
    ui.horizontal_wrapped(|ui| {
        let warn = tr.t_args("arbiter-warn", &args([("side", side_arg(offender)), ("article", acts.a(Article::WARNING))]));
        if ui.button(warn).clicked() {
            out.push(acts.act(Act::Warn { side: offender }));
        }
    });
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr.t("arbiter-minutes-label"));
        ui.add(egui::DragValue::new(&mut form.minutes).range(1..=60)).labelled_by(label.id);
        let time = u64::from(form.minutes) * MINUTE;
        let minutes = ("minutes", form.minutes.into());
        let more = tr.t_args(
            "arbiter-more-time",
            &args([minutes.clone(), ("side", side_arg(!offender)), ("article", acts.a(Article::MORE_TIME_FOR_OPPONENT))]),
        );
        if ui.button(more).clicked() {
            out.push(acts.clock(Adjustment::AddTime { side: !offender, time }, Article::MORE_TIME_FOR_OPPONENT));
        }
        let less = tr.t_args(
            "arbiter-less-time",
            &args([minutes, ("side", side_arg(offender)), ("article", acts.a(Article::LESS_TIME_FOR_OFFENDER))]),
        );
        if ui.button(less).clicked() {
            out.push(acts.clock(Adjustment::RemoveTime { side: offender, time }, Article::LESS_TIME_FOR_OFFENDER));
        }
    });
}

/// Decisions that end a game (or change its score): the ground, the score it suggests, the
/// button. `before`: the offender and ground as they were before this frame's choices.
fn decision_ui(
    ui: &mut egui::Ui,
    acts: &Acts,
    form: &mut PanelForm,
    table: &Table,
    before: (Color, usize),
    out: &mut Vec<Command>,
) {
    let (tr, offender) = (acts.tr, form.offender);
    ui.strong(tr.t("arbiter-section-decision"));
    let current = table.game().status().ending().and_then(|e| e.result.score());
    let ground_label = ui.label(tr.t("arbiter-ground-label"));
    // The ground's words in full (wrapped), never cut: the arbiter must read what they choose.
    let shown = describe::ground(tr, GROUNDS[form.ground](offender));
    let response = egui::ComboBox::from_id_salt("arbiter ground")
        .width(ui.available_width())
        .wrap()
        .selected_text(shown.clone())
        .show_ui(ui, |ui| {
            for (i, make) in GROUNDS.iter().enumerate() {
                ui.selectable_value(&mut form.ground, i, describe::ground(tr, make(offender)));
            }
        })
        .response
        .labelled_by(ground_label.id);
    super::layout::choice_said(response, &shown);
    let ground = GROUNDS[form.ground](offender);
    if (form.offender, form.ground) != before {
        form.score = suggested_score(ground, current);
    }
    ui.horizontal(|ui| {
        let score_label = ui.label(tr.t("arbiter-score-label"));
        let shown = |s: Score| describe::result(crate::laws::GameResult::from(s));
        let response = egui::ComboBox::from_id_salt("arbiter score")
            .selected_text(shown(form.score))
            .show_ui(ui, |ui| {
                for (white, black) in SCORES {
                    let score = Score { white, black };
                    ui.selectable_value(&mut form.score, score, shown(score));
                }
            })
            .response
            .labelled_by(score_label.id);
        super::layout::choice_said(response, &shown(form.score));
        let id = if current.is_some() { "arbiter-change-score" } else { "arbiter-end-game" };
        if ui.button(tr.t(id)).clicked() {
            out.push(acts.act(Act::End { ground, score: form.score }));
        }
    });
}

/// Corrections: moves taken back (with the clocks set, if asked), a touch released, an illegal
/// move found later, both hands used, the game annulled.
fn corrections_ui(ui: &mut egui::Ui, acts: &Acts, form: &mut PanelForm, table: &Table, out: &mut Vec<Command>) {
    let (tr, offender) = (acts.tr, form.offender);
    ui.strong(tr.t("arbiter-section-corrections"));
    let made = table.game().plies().len() as u32;
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr.t("arbiter-plies-label"));
        ui.add(egui::DragValue::new(&mut form.plies).range(1..=made.max(1))).labelled_by(label.id);
        ui.checkbox(&mut form.set_clocks, tr.t("arbiter-set-clocks"));
    });
    if form.set_clocks {
        ui.horizontal_wrapped(|ui| {
            for (i, side) in Color::ALL.into_iter().enumerate() {
                let label = ui.label(tr.t_args("arbiter-time-of", &args([("side", side_arg(side))])));
                ui.add(egui::TextEdit::singleline(&mut form.times[i]).hint_text("h:mm:ss").desired_width(70.0))
                    .labelled_by(label.id);
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        let take_back = tr.t_args("arbiter-take-back", &args([("article", acts.a(Article::IRREGULARITY))]));
        if ui.button(take_back).clicked() {
            take_back_clicked(acts, form, out);
        }
        let release = tr.t_args("arbiter-release-touch", &args([("article", acts.a(Article::ACCIDENTAL_CONTACT))]));
        if ui.button(release).clicked() {
            out.push(acts.act(Act::ReleaseTouch));
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr.t_args("arbiter-find-illegal", &args([("article", acts.a(Article::ILLEGAL_MOVE))]))).clicked() {
            out.push(acts.act(Act::FindIllegalMove));
        }
        let two_hands =
            tr.t_args("arbiter-two-hands", &args([("side", side_arg(offender)), ("article", acts.a(Article::TWO_HANDS))]));
        if ui.button(two_hands).clicked() {
            out.push(acts.act(Act::TwoHands { side: offender }));
        }
    });
    ui.horizontal_wrapped(|ui| {
        for annulment in [Annulment::WrongInitialPosition, Annulment::ColoursReversed] {
            let id = match annulment {
                Annulment::WrongInitialPosition => "arbiter-annul-wrong-position",
                Annulment::ColoursReversed => "arbiter-annul-colours-reversed",
            };
            if ui.button(tr.t_args(id, &args([("article", acts.a(annulment.article()))]))).clicked() {
                out.push(acts.act(Act::Annul(annulment)));
            }
        }
    });
}

/// "Take back": the moves, with the clocks as typed when they are to be set (a time that
/// cannot be read is said instead).
fn take_back_clicked(acts: &Acts, form: &mut PanelForm, out: &mut Vec<Command>) {
    let times = if form.set_clocks {
        match (read_time(acts.tr, &form.times[0]), read_time(acts.tr, &form.times[1])) {
            (Ok(w), Ok(b)) => Some(Some((w, b))),
            (Err(e), _) | (_, Err(e)) => {
                form.problem = Some(e);
                None
            }
        }
    } else {
        Some(None)
    };
    if let Some(times) = times {
        form.problem = None;
        out.push(acts.act(Act::TakeBack { plies: form.plies, times }));
    }
}

/// The clock (6.10.2), folded: a side's time, moves or control set.
fn clock_section_ui(ui: &mut egui::Ui, acts: &Acts, form: &mut PanelForm, out: &mut Vec<Command>) {
    let tr = acts.tr;
    let heading = tr.t_args("arbiter-section-clock", &args([("article", acts.a(Article::WRONG_SETTING))]));
    egui::CollapsingHeader::new(heading).id_salt("arbiter clock").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            for side in Color::ALL {
                let name = tr.t_args("arbiter-clock-of", &args([("side", side_arg(side))]));
                ui.radio_value(&mut form.clock_side, side, name);
            }
        });
        let side = form.clock_side;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr.t("arbiter-clock-time-label"));
            ui.add(egui::TextEdit::singleline(&mut form.clock_time).hint_text("h:mm:ss").desired_width(70.0))
                .labelled_by(label.id);
            if ui.button(tr.t("arbiter-clock-set-time")).clicked() {
                match read_time(tr, &form.clock_time) {
                    Ok(time) => {
                        form.problem = None;
                        out.push(acts.clock(Adjustment::SetTime { side, time }, Article::WRONG_SETTING));
                    }
                    Err(e) => form.problem = Some(e),
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr.t("arbiter-clock-moves-label"));
            ui.add(egui::DragValue::new(&mut form.moves).range(0..=500)).labelled_by(label.id);
            if ui.button(tr.t("arbiter-clock-set-moves")).clicked() {
                out.push(acts.clock(Adjustment::SetMoves { side, moves: form.moves }, Article::WRONG_SETTING));
            }
        });
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr.t("arbiter-clock-control-label"));
            ui.add(egui::TextEdit::singleline(&mut form.control).hint_text("5400+30").desired_width(110.0))
                .labelled_by(label.id);
            if ui.button(tr.t("arbiter-clock-set-control")).clicked() {
                match form.control.trim().parse::<TimeControl>() {
                    Ok(control) => {
                        form.problem = None;
                        out.push(acts.clock(Adjustment::SetControl { side, control }, Article::WRONG_SETTING));
                    }
                    Err(e) => form.problem = Some(describe::control_parse_error(tr, &e)),
                }
            }
        });
    });
}
