//! The game screen drawn: the toolbar, the status line, the players' sides, the scoresheet and
//! the board in their places.

use eframe::egui;
use egui::{RichText, ScrollArea, Vec2};
use shakmaty::Color;

use super::arbiter_panel::{self, Access};
use super::banner::Banner;
use super::board::{self};
use super::game_layout::{self, GAP, Regions, Seating};
use super::game_screen::{GameScreen, in_play};
use super::player_ui::Place;
use super::{AppCommand, ArbiterCommand, Command, PlayCommand, SettingsCommand};
use crate::clock::Phase;
use crate::i18n::{Tr, args, side as side_arg};
use crate::laws::Millis;
use crate::notation::Notation;
use crate::platform::settings::{Layout, Settings};
use crate::table::analysis::Analysis;

impl GameScreen {
    /// The toolbar, two rows reserved: every button always in its place, shown disabled when it
    /// does nothing now, and each that changes its words as wide as its widest, so that nothing
    /// in it (or under it) moves as the game goes on.
    pub(super) fn toolbar_ui(
        &self,
        ui: &mut egui::Ui,
        tr: Tr,
        settings: &Settings,
        silent: bool,
        commands: &mut Vec<Command>,
    ) {
        let table = self.table();
        let font = egui::TextStyle::Button.resolve(ui.style());
        let widest = |ids: &[&str]| {
            ids.iter().map(|id| super::turned::button_width(ui, &tr.t(id), font.clone())).fold(0.0, f32::max)
        };
        let sounds = ["toolbar-sound-none", "toolbar-sound-off", "toolbar-sound-on"];
        let widths = (
            widest(&["action-abandon-unstarted", "action-abort"]),
            widest(&sounds),
            widest(&["toolbar-stop-clocks", "toolbar-start-clocks"]),
        );
        let slot = |ui: &mut egui::Ui, enabled: bool, id: &str, width: f32| {
            ui.add_enabled(enabled, egui::Button::new(tr.t(id)).min_size(Vec2::new(width, 0.0))).clicked()
        };
        ui.horizontal_wrapped(|ui| {
            let over = !in_play(table.game().status());
            if ui.add_enabled(over, egui::Button::new(tr.t("toolbar-new-game"))).clicked() {
                commands.push(AppCommand::NewGame.into());
            }
            // A way out of a game: before any move, set aside at once (a wrong setup);
            // after, stopped with no result once both confirm.
            let unstarted = table.game().plies().is_empty();
            let id = if unstarted { "action-abandon-unstarted" } else { "action-abort" };
            if slot(ui, !over, id, widths.0) {
                commands.push(if unstarted {
                    AppCommand::DiscardUnstarted.into()
                } else {
                    PlayCommand::AskAbort.into()
                });
            }
            if ui.button(tr.t("toolbar-flip")).clicked() {
                commands.push(SettingsCommand::Flip.into());
            }
            let mut hints = settings.show_hints;
            if ui.checkbox(&mut hints, tr.t("toolbar-hints")).clicked() {
                commands.push(SettingsCommand::ToggleHints.into());
            }
            let sound = sounds[if silent {
                0
            } else if settings.muted {
                1
            } else {
                2
            }];
            if slot(ui, !silent, sound, widths.1) {
                commands.push(SettingsCommand::ToggleMute.into());
            }
            // The button says what it does, not how the players sit now.
            let (layout, next) = match settings.layout {
                Layout::SideBySide => ("toolbar-seat-face-to-face", Layout::FaceToFace),
                Layout::FaceToFace => ("toolbar-seat-side-by-side", Layout::SideBySide),
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
            // Adjourned: only the opening of the envelope restarts them (Guidelines I.9.1).
            let (id, enabled, command) = match self.clock().phase() {
                Phase::Paused(_) => ("toolbar-start-clocks", !over && !table.is_adjourned(), ArbiterCommand::Resume),
                _ => (
                    "toolbar-stop-clocks",
                    !over && matches!(self.clock().phase(), Phase::Running(_)),
                    ArbiterCommand::Pause,
                ),
            };
            if slot(ui, enabled, id, widths.2) {
                commands.push(command.into());
            }
            let arbiter = tr.t_args("toolbar-arbiter", &args([("key", super::ARBITER_KEY.name().into())]));
            if ui.add_enabled(self.desk.access == Access::Closed, egui::Button::new(arbiter)).clicked() {
                commands.push(ArbiterCommand::OpenPanel.into());
            }
            super::speech_ui::menu_ui(ui, tr, settings, commands);
            super::keyboard::keys_menu_ui(ui, tr, &self.keycaps);
            super::view_menu::view_menu_ui(ui, tr, settings, commands);
            super::setup_screen::language_ui(ui, tr, commands);
        });
    }

    /// The status line in its reserved place at the bottom, the arbiter's bar (the rulings, or
    /// where the arbiter's acts are) above it when an arbiter is present; the text's size is
    /// chosen so that it fits.
    fn status_ui(&self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let rect = ui.max_rect();
        let table = self.table();
        let pending = table.pending();
        let rulings = pending.map(|p| self.rulings(tr, p)).unwrap_or_default();
        let mut text_rect = rect;
        if !rulings.is_empty() || table.setup().arbiter_present && in_play(table.game().status()) {
            let bar = egui::Rect::from_min_size(rect.min, Vec2::new(rect.width(), 30.0));
            text_rect.min.y = bar.max.y + 2.0;
            let row = egui::UiBuilder::new().max_rect(bar).layout(egui::Layout::left_to_right(egui::Align::Center));
            ui.scope_builder(row, |ui| self.arbiter_bar_ui(ui, tr, rulings, commands));
        }
        let mut line = self.status_text(tr);
        // With the rulings in the bar, what the arbiter needs for them: could the claimant's
        // opponent still checkmate (Guidelines III.5)?
        if pending.is_some()
            && let Some(analysis) = self.claim_analysis_words(tr)
        {
            line = format!("{line} · {analysis}");
        }
        let font = super::banner::fitting_font(ui, &line, text_rect.size(), &[16.0, 14.0, 12.0]);
        ui.scope_builder(egui::UiBuilder::new().max_rect(text_rect), |ui| {
            let response = ui.add(egui::Label::new(RichText::new(line).font(font)).wrap());
            // A screen reader reads each new line out when it is free (issue 16).
            ui.ctx().accesskit_node_builder(response.id, |node| node.set_live(egui::accesskit::Live::Polite));
        });
    }

    /// Whether the claimant's opponent could still checkmate, in words, once worked out.
    fn claim_analysis_words(&self, tr: Tr) -> Option<String> {
        let (_, side, ability) = self.claim_analysis?;
        let ability = match ability {
            crate::laws::MateAbility::Possible => "possible",
            crate::laws::MateAbility::Impossible => "impossible",
            crate::laws::MateAbility::Unknown => "unknown",
        };
        let who = tr.t_args("side-name", &args([("side", side_arg(side))]));
        Some(tr.t_args("arbiter-analysis", &args([("who", who.into()), ("ability", ability.into())])))
    }

    /// The arbiter's bar: the rulings on what waits for them (Guidelines III); else where the
    /// arbiter's acts are. No clock, result or record changes here with one click (issue 28):
    /// each is the arbiter's, from the panel, behind its PIN when one is set; a ruling asks for
    /// the PIN first ([`ArbiterCommand::Rule`]).
    fn arbiter_bar_ui(
        &self,
        ui: &mut egui::Ui,
        tr: Tr,
        rulings: Vec<super::banner::Answer>,
        commands: &mut Vec<Command>,
    ) {
        ui.strong(tr.t("arbiter-heading"));
        if !rulings.is_empty() {
            for (label, _, command) in rulings {
                if ui.small_button(label).clicked() {
                    commands.push(command);
                }
            }
            return;
        }
        ui.label(RichText::new(tr.t("arbiter-bar-panel")).weak());
    }

    /// Draws one frame of the game, each part in its place ([`game_layout::regions`]): the
    /// toolbar, the status line, the banners' strips, the players' clocks and buttons, the
    /// scoresheet, the board, and over them the claim lists, the arbiter's panel and any dialog.
    /// `problems`: the warnings to show in the strip, with their dismissal. What the players and
    /// the arbiter ask for is pushed to `commands`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn game_ui(
        &mut self,
        ui: &mut egui::Ui,
        tr: Tr,
        settings: &Settings,
        silent: bool,
        now: Millis,
        problems: Vec<Banner>,
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
        let adjourned = self.table().adjournment().is_some();
        // The board is the first stop of the Tab order (issue 16), unless it is covered.
        if !adjourned {
            board::first_tab(ui);
        }
        let seating = match settings.layout {
            Layout::SideBySide => Seating::SideBySide,
            Layout::FaceToFace => Seating::FaceToFace,
        };
        let scale = super::palette::factor(settings.print_size);
        let window = ui.available_rect_before_wrap();
        // One row of buttons for each player where all of theirs fit in one, else two.
        let two = game_layout::regions(window, seating, scale, 2);
        let (far, near) = if settings.flipped { (Color::White, Color::Black) } else { (Color::Black, Color::White) };
        let now_game = self.session.game_time(now);
        let rows = [(far, two.far), (near, two.near)]
            .into_iter()
            .map(|(side, at)| {
                self.button_rows(ui, tr, Place { side, now: now_game, turned: at.turned }, at.buttons.width())
            })
            .max()
            .unwrap_or(2);
        let regions = if rows == 1 { game_layout::regions(window, seating, scale, 1) } else { two };
        let within = |rect: egui::Rect| egui::UiBuilder::new().max_rect(rect);
        ui.scope_builder(within(regions.toolbar.shrink(4.0)), |ui| self.toolbar_ui(ui, tr, settings, silent, commands));
        ui.scope_builder(within(regions.status.shrink2(Vec2::new(8.0, 2.0))), |ui| self.status_ui(ui, tr, commands));
        self.players_ui(ui, tr, settings, now, &regions, commands);
        ui.scope_builder(within(regions.scoresheet), |ui| self.scoresheet_ui(ui, tr, settings, commands));
        let face_to_face = seating == Seating::FaceToFace;
        let far = if settings.flipped { Color::White } else { Color::Black };
        let (far_banners, near_banners) = self.strips(tr, now, face_to_face, far, problems);
        super::banner::strip_ui(ui, regions.far_strip, &far_banners, commands);
        if let Some(strip) = regions.near_strip {
            super::banner::strip_ui(ui, strip, &near_banners, commands);
        }
        if adjourned {
            // Adjourned (Guidelines I): the board is covered; the sealing or the envelope instead.
            ui.scope_builder(within(regions.middle.shrink(GAP)), |ui| {
                egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                    super::adjourn_ui::adjourn_ui(ui, tr, self.session.table(), &mut self.adjourn, commands);
                });
            });
        } else {
            let view = self.board_view(settings);
            ui.scope_builder(within(regions.board), |ui| {
                if let Some(input) = board::board_ui(ui, tr, self.session.table().game().board(), &view, &mut self.drag)
                {
                    commands.push(PlayCommand::Board(input).into());
                }
            });
        }
        self.arbiter_panel_ui(ui, tr, regions.aside, commands);
        self.modals_ui(ui, tr, face_to_face, far, commands);
    }

    /// Both players' clocks and buttons in their places, and a claim list if one is open.
    fn players_ui(
        &mut self,
        ui: &mut egui::Ui,
        tr: Tr,
        settings: &Settings,
        now: Millis,
        regions: &Regions,
        commands: &mut Vec<Command>,
    ) {
        let (far, near) = if settings.flipped { (Color::White, Color::Black) } else { (Color::Black, Color::White) };
        let now_game = self.session.game_time(now);
        for (side, at) in [(far, regions.far), (near, regions.near)] {
            let place = Place { side, now: now_game, turned: at.turned };
            self.player_ui(ui, tr, place, at, commands);
        }
    }

    /// The banners of each strip: the far player's and the near player's (face to face), or all
    /// in the one strip (side by side, `near` then empty). The problems go with the near
    /// player's, or in the one strip.
    fn strips(
        &self,
        tr: Tr,
        now: Millis,
        face_to_face: bool,
        far: Color,
        problems: Vec<Banner>,
    ) -> (Vec<Banner>, Vec<Banner>) {
        let banners = self.banners(tr, now, face_to_face, far);
        if !face_to_face {
            return (banners.into_iter().chain(problems).collect(), Vec::new());
        }
        let (far_banners, mut near_banners): (Vec<_>, Vec<_>) = banners.into_iter().partition(|b| b.turned);
        near_banners.extend(problems);
        (far_banners, near_banners)
    }

    /// The arbiter's panel, floating over the side column (`aside`) while it is open: the board
    /// and the players' places stay where they are.
    fn arbiter_panel_ui(&mut self, ui: &mut egui::Ui, tr: Tr, aside: egui::Rect, commands: &mut Vec<Command>) {
        if self.desk.access != Access::Open {
            return;
        }
        let mut form = std::mem::take(&mut self.desk.form);
        let table = self.session.table();
        egui::Area::new(egui::Id::unique("arbiter panel")).fixed_pos(aside.min).order(egui::Order::Foreground).show(
            ui.ctx(),
            |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    let inner = aside.size() - Vec2::splat(2.0 * 8.0);
                    ui.set_min_size(inner);
                    ui.set_max_size(inner);
                    ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                        arbiter_panel::panel_ui(ui, tr, &mut form, table, commands);
                    });
                });
            },
        );
        self.desk.form = form;
    }
}
