//! One player's side of the table: their clock face and their buttons, turned for the player
//! across the table when they sit there.

use eframe::egui;
use egui::Vec2;
use shakmaty::Color;

use super::clock_face::{self, ClockFace};
use super::game_screen::{GameScreen, in_play};
use super::{ArbiterCommand, Command, PlayCommand};
use crate::clock::Phase;
use crate::i18n::{Tr, args, side as side_arg};
use crate::laws::{Article, Claim, Millis, Request, quickplay};

/// One player's side of the table as drawn: whose it is, the game's time, whether it is turned
/// half a turn for the player across the table, and whether the clock comes before the buttons.
#[derive(Clone, Copy, Debug)]
pub(super) struct Place {
    pub(super) side: Color,
    pub(super) now: Millis,
    pub(super) turned: bool,
    pub(super) clock_first: bool,
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

    /// One player's clock and buttons. `turned`: for the player across the table (face to
    /// face), the text turned half a turn and the buttons in their order as read from there.
    /// `clock_first`: the clock above the buttons (else below them, at the near edge); `clock`:
    /// the clock's size.
    pub(super) fn player_ui(
        &mut self,
        ui: &mut egui::Ui,
        tr: Tr,
        place: Place,
        clock: Vec2,
        commands: &mut Vec<Command>,
    ) {
        let Place { side, now: now_game, turned, clock_first } = place;
        let face = self.face(tr, side, now_game, turned);
        let clock = Vec2::new(clock.x.min(ui.available_width()), clock.y);
        let clock_ui = |ui: &mut egui::Ui, commands: &mut Vec<Command>| {
            if clock_face::clock_ui(ui, &face, clock).clicked() {
                commands.push(PlayCommand::Press(side).into());
            }
        };
        if clock_first {
            clock_ui(ui, commands);
        }
        self.player_buttons_ui(ui, tr, place, commands);
        if !clock_first {
            clock_ui(ui, commands);
        }
    }

    /// A player's buttons: offer a draw, claim, the quickplay finish's requests, an illegal
    /// move, resign; turned to the player across the table when `turned`. Answers to an offer
    /// are in the banner.
    pub(super) fn player_buttons_ui(&mut self, ui: &mut egui::Ui, tr: Tr, place: Place, commands: &mut Vec<Command>) {
        let Place { side, now: now_game, turned, .. } = place;
        let table = self.session.table();
        let game = table.game();
        let playing = in_play(game.status());
        let on_move = game.turn() == side;
        // Each button shows a short label; its accessible name says whose it is.
        let button = |ui: &mut egui::Ui, enabled: bool, id: &str| {
            let name = tr.t_args(&format!("{id}-name"), &args([("side", side_arg(side))]));
            super::turned::button(ui, &tr.t(id), &name, enabled, turned).clicked()
        };
        // From the adjournment's call until its envelope is ruled on nothing is played or claimed
        // on the board; only a draw may be agreed or the game resigned (Guidelines I.4, I.6).
        let adjourning = table.adjournment().is_some();
        let can_claim = playing && on_move && game.touched().is_empty() && !adjourning;
        let claims_open = self.claims_open == Some(side) && can_claim;
        let mut toggle_claims = false;
        super::turned::row(ui, turned, |ui| {
            // The opponent's standing offer is answered in the banner.
            if button(ui, playing && game.standing_offer().is_none(), "action-offer-draw") {
                commands.push(PlayCommand::OfferDraw(side).into());
            }
            if button(ui, can_claim, "action-claim-menu") {
                toggle_claims = true;
            }
            // Only where Guidelines III applies at all (III.1, III.2): under an increment, in
            // blitz or before the last period every request would only be refused.
            if playing && !adjourning && table.quickplay_in_scope(side, now_game) {
                // Guidelines III: with an arbiter, the increment (III.4) where the edition has
                // it, else the claim (2008 10.2); without one, the claim for either (III.6.1).
                let arbiter = table.setup().arbiter_present;
                let increment = game.config().rules.quickplay_increment_request;
                let offered = |request| quickplay::offered(request, on_move, arbiter, increment);
                if offered(Request::Increment) && button(ui, true, "action-ask-increment") {
                    commands.push(ArbiterCommand::AskIncrement(side).into());
                }
                if offered(Request::Claim) && button(ui, true, "action-quickplay-claim") {
                    commands.push(ArbiterCommand::QuickplayClaim(side).into());
                }
            }
            // On a wooden board the player on move claims the opponent's illegal move before
            // making their own (7.5.1, A.5.2).
            if table.setup().wooden_board && button(ui, playing && on_move && !adjourning, "action-claim-illegal") {
                commands.push(PlayCommand::ClaimIllegal(side).into());
            }
            if button(ui, playing, "action-resign") {
                commands.push(PlayCommand::AskResign(side).into());
            }
        });
        if claims_open {
            let (threefold, fifty) = (tr.article(Article::THREEFOLD), tr.article(Article::FIFTY_MOVES));
            let claims = [
                ("claim-threefold-now", threefold.as_str(), PlayCommand::Claim(side, Claim::Threefold)),
                ("claim-threefold-intended", threefold.as_str(), PlayCommand::ClaimWithMove(side, Claim::Threefold)),
                ("claim-fifty-now", fifty.as_str(), PlayCommand::Claim(side, Claim::FiftyMoves)),
                ("claim-fifty-intended", fifty.as_str(), PlayCommand::ClaimWithMove(side, Claim::FiftyMoves)),
            ];
            super::turned::row(ui, turned, |ui| {
                for (id, article, command) in claims {
                    let label = tr.t_args(id, &args([("article", article.into())]));
                    if super::turned::button(ui, &label, &label, true, turned).clicked() {
                        commands.push(command.into());
                        toggle_claims = true;
                    }
                }
            });
        }
        if let Some((by, _)) = self.intended
            && by == side
        {
            let label = tr.t("action-cancel-claim");
            if super::turned::row(ui, turned, |ui| super::turned::button(ui, &label, &label, true, turned)).clicked() {
                commands.push(PlayCommand::CancelClaimWithMove.into());
            }
        }
        if toggle_claims {
            self.claims_open = if claims_open { None } else { Some(side) };
        }
    }
}
