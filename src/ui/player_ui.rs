//! One player's side of the table: their clock face and their buttons, turned for the player
//! across the table when they sit there.

use eframe::egui;
use egui::Vec2;
use shakmaty::Color;

use super::clock_face::{self, ClockFace};
use super::game_layout::{BUTTON, GAP, PlayerPlace};
use super::game_screen::{GameScreen, in_play};
use super::{ArbiterCommand, Command, PlayCommand};
use crate::clock::Phase;
use crate::i18n::{Tr, args, side as side_arg};
use crate::laws::{Article, Claim, Millis, Request, quickplay};

/// One player's side of the table as drawn: whose it is, the game's time, and whether it is
/// turned half a turn for the player across the table.
#[derive(Clone, Copy, Debug)]
pub(super) struct Place {
    pub(super) side: Color,
    pub(super) now: Millis,
    pub(super) turned: bool,
}

impl GameScreen {
    pub(super) fn face(&self, tr: Tr, side: Color, now_game: Millis, turned: bool) -> ClockFace {
        let table = self.table();
        let clock = self.clock();
        let setup = table.setup();
        let name = match side {
            Color::White => &setup.white,
            Color::Black => &setup.black,
        };
        let title = if name.is_empty() {
            tr.colour(side)
        } else {
            tr.t_args("clock-title", &args([("side", side_arg(side)), ("name", name.as_str().into())]))
        };
        let flag = clock.fallen(now_game) == Some(side);
        let moves_left = clock.moves_left_in_period(side);
        let mut notes = Vec::new();
        if flag {
            notes.push(tr.t("clock-flag-fallen"));
        }
        // A time control just passed (6.3.1): the time the new period added, for a while.
        if let Some((at, time)) = self.control_passed[side]
            && now_game < at.saturating_add(super::game_screen::CONTROL_SHOWN)
        {
            notes.push(crate::i18n::describe::control_passed(tr, time));
        }
        // Before the start (6.6) both clocks say they are ready; the starter's, that their press
        // starts the opponent's clock.
        let ready = self.ready();
        if ready && side == self.starter() {
            notes.push(tr.t_args("clock-ready-start", &args([("side", side_arg(!side))])));
        } else if ready {
            notes.push(tr.t("clock-state-ready"));
        }
        // The delay of the move in progress (6.3.2), while it runs: the main time waits for it.
        // With a Bronstein bonus, what the press will give back so far, up to the bonus.
        let running = clock.phase() == Phase::Running(side);
        let remaining = clock.remaining(side, now_game);
        let delay_left = if running { clock.delay_left(side, now_game) } else { 0 };
        let mut bar = (0, 0);
        match clock.controls().get(side).bonus_of_move(clock.moves(side) + 1) {
            crate::clock::Bonus::Delay(delay) if delay_left > 0 => {
                bar = (delay_left, delay.max(delay_left));
                notes.push(tr.t_args(
                    "clock-delay-running",
                    &args([("seconds", format!("{}.{}", delay_left / 1000, delay_left / 100 % 10).into())]),
                ));
            }
            crate::clock::Bonus::Bronstein(bonus) if running && bonus > 0 => {
                if let Some((started_side, started)) = self.move_started
                    && started_side == side
                {
                    // As the digits show them, so that it changes when they do.
                    let back = (clock_face::shown(started).saturating_sub(clock_face::shown(remaining))).min(bonus);
                    bar = (back, bonus);
                    notes.push(tr.t_args("clock-bronstein-running", &args([("seconds", (back / 1000).into())])));
                }
            }
            _ => {}
        }
        if let Some(n) = moves_left {
            notes.push(tr.t_args("clock-moves-to-control", &args([("count", n.into())])));
        }
        ClockFace {
            title,
            label: tr.t_args("clock-label", &args([("side", side_arg(side))])),
            remaining,
            running,
            flag,
            moves_left,
            notes: notes.join(" · "),
            state: tr.t(match (ready, running) {
                (true, _) => "clock-state-ready",
                (false, true) => "clock-state-running",
                (false, false) => "clock-state-stopped",
            }),
            turned,
            keycap: Some((
                self.keycaps.get(side).clone(),
                tr.t_args(
                    "clock-key-name",
                    &args([("side", side_arg(side)), ("key", self.keycaps.get(side).as_str().into())]),
                ),
            )),
            delay: bar,
            battery: self
                .battery_low
                .map(|percent| tr.t_args("clock-battery-low", &args([("percent", percent.into())]))),
        }
    }

    /// One player's clock and buttons in their places (`at`), and their claim list floating
    /// beside the buttons while it is open.
    pub(super) fn player_ui(
        &mut self,
        ui: &mut egui::Ui,
        tr: Tr,
        place: Place,
        at: PlayerPlace,
        commands: &mut Vec<Command>,
    ) {
        let face = self.face(tr, place.side, place.now, place.turned);
        ui.scope_builder(egui::UiBuilder::new().max_rect(at.clock), |ui| {
            if clock_face::clock_ui(ui, &face, at.clock.size()).clicked() {
                commands.push(PlayCommand::Press(place.side).into());
            }
        });
        let slots = self.player_buttons(tr, place);
        let toggled = buttons_ui(ui, &slots, place, at, commands);
        let can_claim = slots.iter().any(|s| s.action.is_none() && s.enabled);
        if toggled {
            self.claims_open = if self.claims_open == Some(place.side) { None } else { Some(place.side) };
        }
        if self.claims_open == Some(place.side) && can_claim && claims_ui(ui, tr, place, at, commands) {
            self.claims_open = None;
        }
    }

    /// How many rows `place`'s buttons need `width` wide at the largest size: one or two. The
    /// buttons a game has are the same from its start to its end, so this changes only with
    /// the window, the seating or the language.
    pub(super) fn button_rows(&self, ui: &egui::Ui, tr: Tr, place: Place, width: f32) -> usize {
        let slots = self.player_buttons(tr, place);
        let (font, rows) = rows(ui, &slots, width, 1);
        if rows.len() <= 1 && font.size >= BUTTON_SIZES[0] { 1 } else { 2 }
    }

    /// A player's buttons, each always in its slot (disabled when it does nothing now), so that
    /// none moves as the game goes on: offer a draw, claim (or cancel a claim with a move), an
    /// illegal move (a wooden board), resign, and the quickplay finish's requests wherever the
    /// game's last period could bring them (Guidelines III). Answers to an offer are in the
    /// banner.
    fn player_buttons(&self, tr: Tr, place: Place) -> Vec<Slot> {
        let Place { side, now, .. } = place;
        let table = self.session.table();
        let game = table.game();
        let playing = in_play(game.status());
        let on_move = game.turn() == side;
        // From the adjournment's call until its envelope is ruled on nothing is played or claimed
        // on the board; only a draw may be agreed or the game resigned (Guidelines I.4, I.6).
        let adjourning = table.adjournment().is_some();
        let can_claim = playing && on_move && game.touched().is_empty() && !adjourning;
        let slot = |id: &str, enabled: bool, action: Option<Command>| Slot {
            label: tr.t(id),
            name: tr.t_args(&format!("{id}-name"), &args([("side", side_arg(side))])),
            enabled,
            action,
            widest: String::new(),
        };
        let mut slots = vec![slot(
            "action-offer-draw",
            playing && game.standing_offer().is_none(),
            Some(PlayCommand::OfferDraw(side).into()),
        )];
        let intending = self.intended.is_some_and(|(by, _)| by == side);
        let mut claim = if intending {
            let label = tr.t("action-cancel-claim");
            Slot {
                name: label.clone(),
                label,
                enabled: true,
                action: Some(PlayCommand::CancelClaimWithMove.into()),
                widest: String::new(),
            }
        } else {
            slot("action-claim-menu", can_claim, None)
        };
        claim.widest = [tr.t("action-claim-menu"), tr.t("action-cancel-claim")]
            .into_iter()
            .max_by_key(|l| l.chars().count())
            .unwrap_or_default();
        slots.push(claim);
        // On a wooden board the player on move claims the opponent's illegal move before making
        // their own (7.5.1, A.5.2).
        if table.setup().wooden_board {
            slots.push(slot(
                "action-claim-illegal",
                playing && on_move && !adjourning,
                Some(PlayCommand::ClaimIllegal(side).into()),
            ));
        }
        slots.push(slot("action-resign", playing, Some(PlayCommand::AskResign(side).into())));
        // Guidelines III: with an arbiter, the increment (III.4) where the edition has it, else the
        // claim (2008 10.2); without one, the claim for either (III.6.1). Slots only where the last
        // period has no bonus: elsewhere every request would only be refused (III.1, III.2).
        let last_period = self.clock().controls().get(side).bonus_of_move(u32::MAX);
        if matches!(last_period, crate::clock::Bonus::None) {
            let arbiter = table.setup().arbiter_present;
            let increment = game.config().rules.quickplay_increment_request;
            let in_scope = playing && !adjourning && table.quickplay_in_scope(side, now);
            let requests = [
                (Request::Increment, "action-ask-increment", Command::from(ArbiterCommand::AskIncrement(side))),
                (Request::Claim, "action-quickplay-claim", ArbiterCommand::QuickplayClaim(side).into()),
            ];
            for (request, id, command) in requests {
                let ever = [true, false].into_iter().any(|m| quickplay::offered(request, m, arbiter, increment));
                if ever {
                    let now_offered = in_scope && quickplay::offered(request, on_move, arbiter, increment);
                    slots.push(slot(id, now_offered, Some(command)));
                }
            }
        }
        slots
    }
}

/// One of a player's buttons: its label, its accessible name, whether it works now, and what
/// it does (`None`: it opens or closes the claim list). `widest`: the longest label its slot
/// may show, which sets its width.
struct Slot {
    label: String,
    name: String,
    enabled: bool,
    action: Option<Command>,
    widest: String,
}

/// The sizes the players' buttons may take, the largest first: the largest with which every
/// button fits the two rows is used.
const BUTTON_SIZES: [f32; 4] = [17.0, 15.0, 14.0, 12.0];

/// The slots' rows in `width`: the largest font whose buttons fill at most two rows, and the
/// slots of each row.
fn rows(ui: &egui::Ui, slots: &[Slot], width: f32, most: usize) -> (egui::FontId, Vec<Vec<usize>>) {
    let spacing = ui.spacing().item_spacing.x;
    let mut last = None;
    for px in BUTTON_SIZES {
        let font = egui::FontId::proportional(px);
        let mut rows: Vec<Vec<usize>> = vec![Vec::new()];
        let mut used = 0.0;
        for (i, slot) in slots.iter().enumerate() {
            let label = if slot.widest.is_empty() { &slot.label } else { &slot.widest };
            let w = super::turned::button_width(ui, label, font.clone()) + spacing;
            if used + w > width && !rows.last().is_some_and(Vec::is_empty) {
                rows.push(Vec::new());
                used = 0.0;
            }
            used += w;
            rows.last_mut().expect("a row").push(i);
        }
        let fits = rows.len() <= most;
        last = Some((font, rows));
        if fits {
            break;
        }
    }
    last.expect("a size was tried")
}

/// Draws `slots` in two reserved rows of `at.buttons`, the first row next to the clock and each
/// row in the order its player reads it. Whether the claim button was clicked.
fn buttons_ui(ui: &mut egui::Ui, slots: &[Slot], place: Place, at: PlayerPlace, commands: &mut Vec<Command>) -> bool {
    let most = if at.buttons.height() > BUTTON + GAP { 2 } else { 1 };
    let (font, rows) = rows(ui, slots, at.buttons.width(), most);
    let row_height = (at.buttons.height() - GAP * (most - 1) as f32) / most as f32;
    let clock_above = at.clock.center().y < at.buttons.center().y;
    let mut toggled = false;
    for (r, row) in rows.iter().enumerate() {
        // The first row next to the clock.
        let index = if clock_above { r } else { rows.len().max(most) - 1 - r };
        let top = at.buttons.min.y + index as f32 * (row_height + GAP);
        let rect =
            egui::Rect::from_min_size(egui::pos2(at.buttons.min.x, top), Vec2::new(at.buttons.width(), row_height));
        let layout = if place.turned {
            egui::Layout::right_to_left(egui::Align::Center)
        } else {
            egui::Layout::left_to_right(egui::Align::Center)
        };
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect).layout(layout), |ui| {
            for &i in row {
                let slot = &slots[i];
                let widest = if slot.widest.is_empty() { &slot.label } else { &slot.widest };
                let width = super::turned::button_width(ui, widest, font.clone());
                let min = Vec2::new(width, row_height);
                if super::turned::button_sized(
                    ui,
                    &slot.label,
                    &slot.name,
                    slot.enabled,
                    place.turned,
                    font.clone(),
                    min,
                    f32::INFINITY,
                )
                .clicked()
                {
                    match &slot.action {
                        Some(command) => commands.push(command.clone()),
                        None => toggled = true,
                    }
                }
            }
        });
    }
    toggled
}

/// The claim list, floating over the side column next to the player's buttons (`at.claims`),
/// each claim a button wrapped to the column's width. Whether a claim was chosen.
fn claims_ui(ui: &mut egui::Ui, tr: Tr, place: Place, at: PlayerPlace, commands: &mut Vec<Command>) -> bool {
    let side = place.side;
    let (threefold, fifty) = (tr.article(Article::THREEFOLD), tr.article(Article::FIFTY_MOVES));
    let mut claims = vec![
        ("claim-threefold-now", threefold.as_str(), PlayCommand::Claim(side, Claim::Threefold)),
        ("claim-threefold-intended", threefold.as_str(), PlayCommand::ClaimWithMove(side, Claim::Threefold)),
        ("claim-fifty-now", fifty.as_str(), PlayCommand::Claim(side, Claim::FiftyMoves)),
        ("claim-fifty-intended", fifty.as_str(), PlayCommand::ClaimWithMove(side, Claim::FiftyMoves)),
    ];
    // Read from across the table, the first claim is at the far player's top: the screen's bottom.
    if place.turned {
        claims.reverse();
    }
    let below = at.claims.min.y >= at.buttons.max.y;
    let (pivot, pos) = if below {
        (egui::Align2::LEFT_TOP, at.claims.left_top())
    } else {
        (egui::Align2::LEFT_BOTTOM, at.claims.left_bottom())
    };
    let mut chosen = false;
    egui::Area::new(egui::Id::unique(("claims", side == shakmaty::Color::White)))
        .order(egui::Order::Foreground)
        .pivot(pivot)
        .fixed_pos(pos)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                let width = at.claims.width() - 2.0 * 8.0;
                ui.set_width(width);
                let font = egui::TextStyle::Button.resolve(ui.style());
                for (id, article, command) in claims {
                    let label = tr.t_args(id, &args([("article", article.into())]));
                    let min = Vec2::new(width, BUTTON);
                    if super::turned::button_sized(ui, &label, &label, true, place.turned, font.clone(), min, width)
                        .clicked()
                    {
                        commands.push(command.into());
                        chosen = true;
                    }
                }
            });
        });
    chosen
}
