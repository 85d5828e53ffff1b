//! Speech in the window (issue 16, Appendix D): what is said aloud and when, each player's
//! switch, and the key that asks for the clocks. The words are `i18n::speech`'s, the voice that
//! says them `platform::speech`'s; `docs/speech.md` tells the players what they hear.
//!
//! - Each **completed move** (6.2.1: by the clock press, by the player's next move, or because
//!   it ended the game), both players' moves, once, as it is completed.
//! - The **clocks on request** (D.2.6.1): [`CLOCKS_KEY`] or the speech menu's button says both
//!   clocks, each side's time and moves made. Like an arbiter asked by a player, it answers
//!   that player first: the player whose speech is on, or, when both are, the player whose
//!   clock runs (the one who usually asks).
//! - **Low time**: once per game and side, as that side's clock runs below a minute (when its
//!   digits turn to the low-time colour and the low-time sound plays), for a player whose speech
//!   is on: a sighted opponent sees the clock.
//! - The **flag** (6.9), a **draw offer** and its refusal (what the opponent would say across
//!   the board), and the **end of the game** with its result, for either player.
//! - What the **status line** says: a ruling (an illegal move dealt with and the position put
//!   back, 7.5; moves taken back, 7.1; time given, a warning, a claim rejected, the clocks
//!   stopped for the arbiter), and a move refused by the laws (another piece than the one
//!   touched, 4.3) or not read from the move field. A player who cannot see the screen must know that
//!   the position on the board changed or that their move was not taken (D.2.9).
//!
//! All of it in the window's language, and only while at least one player's speech is on; with
//! both on, everything is still said once (the players share one loudspeaker).

use std::sync::Arc;

use eframe::egui;
use shakmaty::{ByColor, Chess, Color, Position};

use super::clock_face::LOW_TIME;
use super::{AppCommand, Command, SettingsCommand};
use crate::clock::Phase;
use crate::i18n::{Tr, args, describe, speech};
use crate::laws::{Ending, GameResult, Millis};
use crate::platform::settings::{Settings, Speech};
use crate::platform::speech::Voice;
use crate::table::{Game, Notice, Table};

/// The key that says the clocks (D.2.6.1), like the speech menu's button.
pub const CLOCKS_KEY: egui::Key = egui::Key::F5;

/// What the window has said, and the voice it says it with.
pub struct Announcer {
    voice: Arc<dyn Voice>,
    /// The low-time warning given in this game, for each side.
    low_warned: ByColor<bool>,
    /// The voice was asked to get ready (someone's speech was turned on).
    woken: bool,
    /// The window has said that the voice is unavailable.
    unavailable_told: bool,
}

impl Announcer {
    /// An announcer speaking through `voice`.
    pub fn new(voice: Arc<dyn Voice>) -> Announcer {
        Announcer { voice, low_warned: ByColor::default(), woken: false, unavailable_told: false }
    }

    /// No game on screen: the next one starts with no warning given.
    pub fn no_game(&mut self) {
        self.low_warned = ByColor::default();
    }

    /// Says what `notices` (the events of the game on screen since the last call) and its clock
    /// at game time `t` call for, in `tr`'s language, if `who` says anyone listens.
    /// `lines`: what the status line said since the last call that the notices do not carry (a
    /// refused move, a move not read), already in `tr`'s language.
    pub fn follow(&mut self, table: &Table, t: Millis, notices: &[Notice], lines: &[String], tr: Tr, who: Speech) {
        for notice in notices {
            let text = match notice {
                Notice::MoveCompleted { by, moves, .. } => completed_move(tr, table.game(), *by, *moves),
                Notice::FlagFell(flag) => Some(speech::announce_flag(tr, flag.side)),
                Notice::GameOver(ending) => Some(game_over(tr, ending)),
                // Picking a piece up is every move's first step: not said. Should the player
                // then try another, the refusal citing 4.3 is.
                Notice::Touched { .. } => None,
                // What the opponent would say aloud across the board (a draw offer, its
                // refusal), and what the status line tells the players (a ruling), in its words.
                _ if describe::is_told(notice) => describe::notice(tr, notice),
                _ => None,
            };
            if let Some(text) = text
                && who.any()
            {
                self.voice.say(&text, tr.lang());
            }
        }
        if who.any() {
            for line in lines {
                self.voice.say(line, tr.lang());
            }
        }
        if let Some(clock) = table.clock()
            && let Phase::Running(side) = clock.phase()
        {
            let left = clock.remaining(side, t);
            // Given once, to a player who hears it: one who turns speech on later still gets it.
            if left < LOW_TIME && left > 0 && !self.low_warned[side] && who.hears(side) {
                self.low_warned[side] = true;
                self.voice.say(&speech::announce_low_time(tr, side, left), tr.lang());
            }
        }
    }

    /// Says both clocks of `table` at game time `t`: time and moves made (D.2.6.1), the asking
    /// player's first (see the module's notes). Nothing if nobody's speech is on.
    pub fn say_clocks(&self, table: &Table, t: Millis, tr: Tr, who: Speech) {
        let Some(clock) = table.clock() else { return };
        let first = match (who.white, who.black) {
            (false, false) => return,
            (true, false) => Color::White,
            (false, true) => Color::Black,
            (true, true) => table.game().clock_side(),
        };
        for side in [first, !first] {
            // The clock's own count, as it shows it: an arbiter may have set it (6.10.2), and a
            // press without a move counts on it too.
            let text = speech::announce_clock(tr, side, clock.remaining(side, t), clock.moves(side));
            self.voice.say(&text, tr.lang());
        }
    }

    /// Gets the voice ready once someone's speech is on, and says once that it cannot speak:
    /// the reason, the first time it is known.
    pub fn unavailable_news(&mut self, who: Speech) -> Option<String> {
        if who.any() && !self.woken {
            self.woken = true;
            self.voice.wake();
        }
        if self.unavailable_told {
            return None;
        }
        let why = self.voice.unavailable()?;
        self.unavailable_told = true;
        Some(why)
    }
}

/// The `moves`th move `by` completed, as announced, said from the position before it. A
/// player's moves are completed in order, and one event may complete two (a forgotten press
/// completed by the next move, which mates: 6.2.1.2, 6.2.1.1), so the count says which. A move
/// a hand made against the Laws on a wooden board (7.5), or one after it, cannot be said
/// square by square from the position: its SAN is said instead.
fn completed_move(tr: Tr, game: &Game, by: Color, moves: u32) -> Option<String> {
    let plies = game.plies();
    let mut completed = plies.iter().enumerate().filter(|(_, p)| p.by == by && p.completed_at.is_some());
    let nth = usize::try_from(moves).ok()?.checked_sub(1)?;
    let index = completed.nth(nth).map(|(i, _)| i)?;
    let ply = &plies[index];
    let mut before: Chess = game.start().clone();
    for earlier in &plies[..=index] {
        if earlier.irregular.is_some() {
            // In the language's letters, never English SAN spelt out letter by letter.
            let letters = crate::notation::Notation::letters(tr.lang());
            return Some(letters.recorded(&ply.san, ply.by, ply.mv.is_en_passant()));
        }
    }
    for earlier in &plies[..index] {
        before.play_unchecked(earlier.mv);
    }
    Some(speech::announce_move(tr, &before, &ply.mv))
}

/// The end of the game, said aloud: who wins, or a draw, and why: `Black wins: White resigns
/// (Article 5.1.2)`.
fn game_over(tr: Tr, ending: &Ending) -> String {
    let result = match ending.result {
        GameResult::Win(Color::White) => "white",
        GameResult::Win(Color::Black) => "black",
        GameResult::Draw => "draw",
        GameResult::Scored(_) | GameResult::Annulled => "other",
    };
    let why = describe::ending_reason(tr, ending);
    tr.t_args("speech-game-over", &args([("result", result.into()), ("why", why.into())]))
}

/// The two switches, one for each player.
fn switches_ui(ui: &mut egui::Ui, tr: Tr, who: Speech, commands: &mut Vec<Command>) {
    for side in [Color::White, Color::Black] {
        let mut on = who.hears(side);
        let label = tr.t_args("speech-for-player", &args([("side", crate::i18n::side(side))]));
        if ui.checkbox(&mut on, label).clicked() {
            commands.push(SettingsCommand::ToggleSpeech(side).into());
        }
    }
}

/// The setup form's row: each player's switch, and what they will hear.
pub fn setup_ui(ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr.t("speech-heading")).strong());
        switches_ui(ui, tr, settings.speech, commands);
    });
    ui.label(egui::RichText::new(tr.t_args("speech-hint", &args([("key", CLOCKS_KEY.name().into())]))).weak());
}

/// The game's toolbar menu: each player's switch and the button that says the clocks.
pub fn menu_ui(ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
    let key = CLOCKS_KEY.name();
    ui.menu_button(tr.t("speech-menu"), |ui| {
        switches_ui(ui, tr, settings.speech, commands);
        let say = egui::Button::new(tr.t_args("speech-say-clocks", &args([("key", key.into())])));
        if ui.add_enabled(settings.speech.any(), say).clicked() {
            commands.push(AppCommand::SayClocks.into());
        }
    })
    .response
    .on_hover_text(tr.t_args("speech-hint", &args([("key", key.into())])));
}
