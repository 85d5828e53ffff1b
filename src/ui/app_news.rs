//! What the app tells beyond the screen each frame: the game's news said aloud (issue 16), the
//! one line when no voice can speak, the screen held awake while a clock runs, and the screen's
//! name for a screen reader.

use super::{EscaqueApp, Problem, Screen, board};
use crate::i18n::args;

impl EscaqueApp {
    /// Says aloud what the game's new notices and its clock call for (issue 16), and says once
    /// above the window that speech is unavailable, if it is.
    pub(super) fn announce(&mut self) {
        let tr = self.tr();
        let now = self.now();
        match &mut self.screen {
            Screen::Game(game) => {
                let notices = std::mem::take(&mut game.heard);
                let lines = std::mem::take(&mut game.heard_lines);
                let t = game.session.game_time(now);
                self.announcer.follow(game.table(), t, &notices, &lines, tr, self.settings.speech);
            }
            Screen::Setup(_) | Screen::Resume(_) | Screen::Series(_) | Screen::Evening(_) => self.announcer.no_game(),
        }
        if let Some(error) = self.announcer.unavailable_news(self.settings.speech) {
            eprintln!("{} ({error})", tr.t("speech-unavailable"));
            if !self.problems.contains(&Problem::SpeechUnavailable) {
                self.problems.push(Problem::SpeechUnavailable);
            }
        }
    }

    /// Says what the board's keys did this frame (the cursor's square, a piece picked up or
    /// put back) to the player using the board, if their speech is on (issue 16).
    pub(super) fn announce_board(&mut self, news: &[board::BoardNews]) {
        let tr = self.tr();
        if let Screen::Game(game) = &self.screen
            && !news.is_empty()
        {
            self.announcer.board(game.table(), news, tr, self.settings.speech);
        }
    }

    /// Holds the screen awake while a clock runs, lets it go when the clocks stop (a pause, the
    /// end of the game, another screen); a failure to hold it is said once, in the log.
    pub(super) fn keep_awake(&mut self) {
        let running = match &self.screen {
            Screen::Game(game) => game.table().clock_runs(),
            Screen::Setup(_) | Screen::Resume(_) | Screen::Series(_) | Screen::Evening(_) => false,
        };
        let tr = self.tr();
        if let Some(error) = self.awake.follow(running, || tr.t("awake-reason")) {
            eprintln!("{}", tr.t_args("awake-unavailable", &args([("error", error.into())])));
        }
    }

    /// The screen on show, as a screen reader says it after the window's name (issue 27).
    pub(super) fn screen_name(&self, tr: crate::i18n::Tr) -> String {
        match &self.screen {
            Screen::Setup(_) => tr.t("setup-heading"),
            Screen::Resume(found) => super::resume_ui::heading(tr, &found.0),
            Screen::Series(_) => tr.t("series-unnamed"),
            Screen::Evening(_) => tr.t("evening-screen-heading"),
            Screen::Game(game) => {
                let setup = game.table().setup();
                let name = |name: &str, side| if name.is_empty() { tr.colour(side) } else { name.to_owned() };
                let white = name(&setup.white, shakmaty::Color::White);
                let black = name(&setup.black, shakmaty::Color::Black);
                tr.t_args("screen-game", &args([("white", white.into()), ("black", black.into())]))
            }
        }
    }

    /// The window's node named as its title (issue 27): AT-SPI's frame is "Escaque", and the
    /// screen it shows is its description ("New game", "Game: Uxía against Jordi"). Made only
    /// while AccessKit is on.
    pub(super) fn name_window(&self, ctx: &eframe::egui::Context, tr: crate::i18n::Tr) {
        ctx.accesskit_node_builder(eframe::egui::accesskit_root_id(), |n| {
            (n.set_label(super::TITLE), n.set_description(self.screen_name(tr)))
        });
    }
}
