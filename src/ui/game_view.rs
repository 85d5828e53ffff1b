//! The game screen drawn: the toolbar, the status line, the players' sides, the scoresheet and
//! the board in their places.

use eframe::egui;
use egui::{RichText, ScrollArea, Vec2};
use shakmaty::Color;

use super::arbiter_panel::{self, Access};
use super::banner::{banner_layout, banner_ui};
use super::board::{self};
use super::game_screen::{GameScreen, in_play};
use super::player_ui::Place;
use super::{AppCommand, ArbiterCommand, Command, PlayCommand, SettingsCommand};
use crate::clock::{MINUTE, Phase};
use crate::i18n::{Tr, args, describe, side as side_arg};
use crate::laws::{Millis, Pending, Ruling, Status};
use crate::notation::Notation;
use crate::platform::settings::{Layout, Settings};
use crate::table::analysis::Analysis;

impl GameScreen {
    pub(super) fn arbiter_ui(&self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
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

    pub(super) fn toolbar_ui(
        &self,
        ui: &mut egui::Ui,
        tr: Tr,
        settings: &Settings,
        silent: bool,
        commands: &mut Vec<Command>,
    ) {
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
