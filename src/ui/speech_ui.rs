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
//! - Keyboard play: while the board has the focus, where its **cursor** goes (each move of it,
//!   and when the board gets the focus), with its piece, and a piece **picked up** or **put
//!   back**: "Eva 4, white knight", "Picked up from Gustav 1". Said to the player using the
//!   board: the player on move, if their speech is on, else the other player, if theirs is (a
//!   player who cannot see looks round the board on the opponent's time too; a sighted player
//!   on move uses the mouse).
//!
//! With a **screen reader** running (issue 27, [`crate::platform::reader`]), the reader says
//! the board's cursor, the status line, rulings, offers and the game's end where the focus is;
//! this voice then says only what the reader will not: the **opponent's move** (to a player
//! whose speech is on, the move the other side completed), the **low-time** warning, and the
//! clocks when asked.
//!
//! Each player hears in their own language (the window's, unless they chose another): what is
//! for both players is said once for each language among those whose speech is on (both in
//! Galician: once; one in Galician and one in Portuguese: once in each), and nothing while no
//! one's speech is on. A move is said as [`Kind::Move`], so that, with fast play, a newer move
//! supersedes one still waiting to be said; the moves completed in one frame (a forgotten press
//! completed by the next move, 6.2.1.2) share a number, so that neither drops the other; the
//! cursor's news as [`Kind::Cursor`].

use std::sync::Arc;

use eframe::egui;
use shakmaty::{ByColor, Chess, Color, Position};

use super::board::BoardNews;
use super::clock_face::LOW_TIME;
use super::{AppCommand, Command, SettingsCommand};
use crate::clock::Phase;
use crate::i18n::{Lang, Tr, args, describe, speech};
use crate::laws::{Ending, GameResult, Millis};
use crate::platform::settings::{Settings, Speech};
use crate::platform::speech::{Kind, Voice};
use crate::table::{Game, Notice, Table};

/// The key that says the clocks (D.2.6.1), like the speech menu's button.
pub const CLOCKS_KEY: egui::Key = egui::Key::F5;

/// A line of the status line to be said aloud, in each language (a player may hear another
/// language than the window's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line([String; Lang::ALL.len()]);

impl Line {
    /// The line in every language, as `text` words it in each.
    pub fn new(text: impl Fn(Lang) -> String) -> Line {
        Line(Lang::ALL.map(text))
    }

    /// The line in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
        &self.0[i]
    }
}

/// `tr` speaking `lang`: the same edition of the Laws, cited in that language.
fn in_lang(tr: Tr, lang: Lang) -> Tr {
    Tr::new(lang).with_edition(tr.edition())
}

/// What the window has said, and the voice it says it with.
pub struct Announcer {
    voice: Arc<dyn Voice>,
    /// The low-time warning given in this game, for each side.
    low_warned: ByColor<bool>,
    /// The voice was asked to get ready (someone's speech was turned on).
    woken: bool,
    /// The window has said that the voice is unavailable (since it was last looked for).
    unavailable_told: bool,
    /// Whose speech was on when last seen: a switch turned on since has the voice looked for
    /// again, if it was unavailable.
    switches: ByColor<bool>,
    /// The batches of moves announced so far: each batch's number, for [`Kind::Move`]. The
    /// moves completed together (one event may complete two, 6.2.1.2) share it, so that one
    /// never supersedes the other before it is heard.
    move_batches: u64,
    /// A screen reader runs: only what it will not say is said (see the module's notes).
    reader: bool,
}

impl Announcer {
    /// An announcer speaking through `voice`.
    pub fn new(voice: Arc<dyn Voice>) -> Announcer {
        Announcer {
            voice,
            low_warned: ByColor::default(),
            woken: false,
            unavailable_told: false,
            switches: ByColor::default(),
            move_batches: 0,
            reader: false,
        }
    }

    /// Whether a screen reader runs now (asked each frame).
    pub fn set_reader(&mut self, running: bool) {
        self.reader = running;
    }

    /// No game on screen: the next one starts with no warning given.
    pub fn no_game(&mut self) {
        self.low_warned = ByColor::default();
    }

    /// Says `text(tr)` to everyone whose speech is on, once in each of their languages.
    fn say_to_all(&self, tr: Tr, who: Speech, kind: Kind, text: impl Fn(Tr) -> Option<String>) {
        for lang in who.languages(tr.lang()) {
            if let Some(text) = text(in_lang(tr, lang)) {
                self.voice.say_as(&text, lang, kind);
            }
        }
    }

    /// Says what `notices` (the events of the game on screen since the last call) and its clock
    /// at game time `t` call for, to the players whose speech `who` says is on, each in their
    /// language (`tr`: the window's). `lines`: what the status line said since the last call
    /// that the notices do not carry (a refused move, a move not read).
    pub fn follow(&mut self, table: &Table, t: Millis, notices: &[Notice], lines: &[Line], tr: Tr, who: Speech) {
        let moves = self.move_batch(notices);
        if self.reader {
            self.follow_beside_reader(table, t, notices, moves, tr, who);
            return;
        }
        for notice in notices {
            let kind = match notice {
                Notice::MoveCompleted { .. } => moves,
                _ => Kind::Keep,
            };
            self.say_to_all(tr, who, kind, |tr| notice_text(tr, table, notice));
        }
        for line in lines {
            self.say_to_all(tr, who, Kind::Keep, |tr| Some(line.get(tr.lang()).to_owned()));
        }
        self.warn_low_time(table, t, tr, who);
    }

    /// [`Announcer::follow`] with a screen reader running: each completed move said only to
    /// the mover's opponent, if their speech is on, in their language; the low-time warning.
    fn follow_beside_reader(&mut self, table: &Table, t: Millis, notices: &[Notice], moves: Kind, tr: Tr, who: Speech) {
        for notice in notices {
            if let Notice::MoveCompleted { by, .. } = notice
                && who.hears(!*by)
            {
                let lang = who.lang(!*by, tr.lang());
                if let Some(text) = notice_text(in_lang(tr, lang), table, notice) {
                    self.voice.say_as(&text, lang, moves);
                }
            }
        }
        self.warn_low_time(table, t, tr, who);
    }

    /// The low-time warning, once per game and side (see the module's notes).
    fn warn_low_time(&mut self, table: &Table, t: Millis, tr: Tr, who: Speech) {
        if let Some(clock) = table.clock()
            && let Phase::Running(side) = clock.phase()
        {
            let left = clock.remaining(side, t);
            // Given once, to a player who hears it: one who turns speech on later still gets it.
            if left < LOW_TIME && left > 0 && !self.low_warned[side] && who.hears(side) {
                self.low_warned[side] = true;
                let lang = who.lang(side, tr.lang());
                self.voice.say(&speech::announce_low_time(in_lang(tr, lang), side, left), lang);
            }
        }
    }

    /// The kind the moves completed in `notices` (one frame's) are said as: one number for them
    /// all, newer than any before, so that only a later batch supersedes them (a forgotten press
    /// completed by the player's next move, 6.2.1.2, is heard with it, even when that move mates).
    fn move_batch(&mut self, notices: &[Notice]) -> Kind {
        if notices.iter().any(|n| matches!(n, Notice::MoveCompleted { .. })) {
            self.move_batches += 1;
        }
        Kind::Move(self.move_batches)
    }

    /// Says what the board's keys did (`news`, see [`BoardNews`]) to the player using the board
    /// (see the module's notes), in their language. Nothing if neither player's speech is on.
    pub fn board(&self, table: &Table, news: &[BoardNews], tr: Tr, who: Speech) {
        if self.reader {
            // The screen reader says the cursor's square, the board's active descendant.
            return;
        }
        let on_move = table.game().turn();
        let Some(user) = [on_move, !on_move].into_iter().find(|&side| who.hears(side)) else { return };
        let lang = who.lang(user, tr.lang());
        let tr = in_lang(tr, lang);
        for news in news {
            let text = match *news {
                BoardNews::Cursor(square) => speech::announce_square(tr, square, table.game().board().piece_at(square)),
                BoardNews::PickedUp(square) => speech::announce_picked_up(tr, square),
                BoardNews::PutBack(square) => speech::announce_put_back(tr, square),
            };
            self.voice.say_as(&text, lang, Kind::Cursor);
        }
    }

    /// Says both clocks of `table` at game time `t`: time and moves made (D.2.6.1), the asking
    /// player's first (see the module's notes), in the asking player's language first. Nothing
    /// if nobody's speech is on.
    pub fn say_clocks(&self, table: &Table, t: Millis, tr: Tr, who: Speech) {
        let Some(clock) = table.clock() else { return };
        let first = match (who.white, who.black) {
            (false, false) => return,
            (true, false) => Color::White,
            (false, true) => Color::Black,
            (true, true) => table.game().clock_side(),
        };
        let mut langs = vec![who.lang(first, tr.lang())];
        if who.hears(!first) && !langs.contains(&who.lang(!first, tr.lang())) {
            langs.push(who.lang(!first, tr.lang()));
        }
        for lang in langs {
            for side in [first, !first] {
                // The clock's own count, as it shows it: an arbiter may have set it (6.10.2), and
                // a press without a move counts on it too.
                let moves = clock.moves(side);
                let text = speech::announce_clock(in_lang(tr, lang), side, clock.remaining(side, t), moves);
                self.voice.say(&text, lang);
            }
        }
    }

    /// Whether the voice, once woken, has still to find out whether it can speak.
    pub fn waiting_for_voice(&self) -> bool {
        self.woken && !self.voice.settled()
    }

    /// Gets the voice ready once someone's speech is on, has it looked for again when a switch
    /// is turned on while it is unavailable (once, as the switch turns), and says once that it
    /// cannot speak: the reason, the first time it is known after each look.
    pub fn unavailable_news(&mut self, who: Speech) -> Option<String> {
        let turned_on = Color::ALL.into_iter().any(|side| who.hears(side) && !self.switches[side]);
        self.switches = ByColor { white: who.white, black: who.black };
        if who.any() && !self.woken {
            self.woken = true;
            self.voice.wake();
        } else if turned_on && self.voice.unavailable().is_some() {
            self.voice.retry();
            self.unavailable_told = false;
        }
        if self.unavailable_told {
            return None;
        }
        let why = self.voice.unavailable()?;
        self.unavailable_told = true;
        Some(why)
    }
}

/// What `notice` calls to be said, in `tr`'s language, if anything.
fn notice_text(tr: Tr, table: &Table, notice: &Notice) -> Option<String> {
    match notice {
        Notice::MoveCompleted { by, moves, .. } => completed_move(tr, table.game(), *by, *moves),
        Notice::FlagFell(flag) => Some(speech::announce_flag(tr, flag.side)),
        Notice::GameOver(ending) => Some(game_over(tr, ending)),
        // Picking a piece up is every move's first step: not said as a notice (the board's
        // keys tell their own). Should the player then try another, the refusal citing 4.3 is.
        Notice::Touched { .. } => None,
        // What the opponent would say aloud across the board (a draw offer, its refusal), and
        // what the status line tells the players (a ruling), in its words.
        _ if describe::is_told(notice) => describe::notice(tr, notice),
        _ => None,
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

/// The choices of a player's language: the window's (`None`), then each language by its own
/// name.
fn language_choices(tr: Tr) -> Vec<(Option<Lang>, String)> {
    let window = tr.t_args("speech-language-window", &args([("language", tr.lang().native_name().into())]));
    std::iter::once((None, window)).chain(Lang::ALL.map(|lang| (Some(lang), lang.native_name().to_owned()))).collect()
}

/// What `side`'s language choice shows: the language chosen, or the window's.
fn language_shown(tr: Tr, who: Speech, side: Color) -> String {
    let chosen = side.fold_wb(who.white_lang, who.black_lang);
    language_choices(tr).into_iter().find(|(lang, _)| *lang == chosen).map(|(_, name)| name).unwrap_or_default()
}

/// The name of `side`'s language choice, for a screen reader and a test.
fn language_label(tr: Tr, side: Color) -> String {
    tr.t_args("speech-language-for", &args([("side", crate::i18n::side(side))]))
}

/// The language choices as buttons, `chosen` marked; a click sets `side`'s language.
fn language_list_ui(ui: &mut egui::Ui, tr: Tr, side: Color, chosen: Option<Lang>, commands: &mut Vec<Command>) {
    for (lang, name) in language_choices(tr) {
        if ui.selectable_label(lang == chosen, name).clicked() && lang != chosen {
            commands.push(SettingsCommand::SetSpeechLanguage(side, lang).into());
        }
    }
}

/// `side`'s switch.
fn switch_ui(ui: &mut egui::Ui, tr: Tr, who: Speech, side: Color, commands: &mut Vec<Command>) {
    let mut on = who.hears(side);
    let label = tr.t_args("speech-for-player", &args([("side", crate::i18n::side(side))]));
    if ui.checkbox(&mut on, label).clicked() {
        commands.push(SettingsCommand::ToggleSpeech(side).into());
    }
}

/// Each player's switch and, below it, their language in a submenu.
fn switches_menu_ui(ui: &mut egui::Ui, tr: Tr, who: Speech, commands: &mut Vec<Command>) {
    for side in [Color::White, Color::Black] {
        switch_ui(ui, tr, who, side, commands);
        let chosen = side.fold_wb(who.white_lang, who.black_lang);
        ui.menu_button(format!("{}: {}", language_label(tr, side), language_shown(tr, who, side)), |ui| {
            language_list_ui(ui, tr, side, chosen, commands);
        });
    }
}

/// The setup form's part: a heading, each player's switch with their language beside it in a
/// drop-down list (one row each, the lists aligned), and what they will hear.
pub fn setup_ui(ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
    let who = settings.speech;
    ui.label(egui::RichText::new(tr.t("speech-heading")).strong());
    egui::Grid::new("speech switches").num_columns(2).show(ui, |ui| {
        for side in [Color::White, Color::Black] {
            switch_ui(ui, tr, who, side, commands);
            let chosen = side.fold_wb(who.white_lang, who.black_lang);
            let name = language_label(tr, side);
            let shown = language_shown(tr, who, side);
            let response = egui::ComboBox::from_id_salt(("speech language", side))
                .selected_text(shown.clone())
                .width(220.0)
                .show_ui(ui, |ui| language_list_ui(ui, tr, side, chosen, commands))
                .response;
            let response = super::layout::choice_said(response, &shown);
            ui.ctx().accesskit_node_builder(response.id, |node| node.set_label(name.clone()));
            response.on_hover_text(name);
            ui.end_row();
        }
    });
    ui.label(egui::RichText::new(tr.t_args("speech-hint", &args([("key", CLOCKS_KEY.name().into())]))).weak());
    reader_line(ui, tr);
}

/// Where the window leaves, each frame, whether a screen reader runs ([`note_reader`]).
fn reader_id() -> egui::Id {
    egui::Id::unique("escaque screen reader running")
}

/// Notes for the settings' line whether a screen reader runs now (the app, each frame).
pub fn note_reader(ctx: &egui::Context, running: bool) {
    ctx.data_mut(|d| d.insert_temp(reader_id(), running));
}

/// With a screen reader running, the line saying what this voice still says (issue 27).
fn reader_line(ui: &mut egui::Ui, tr: Tr) {
    if ui.data(|d| d.get_temp::<bool>(reader_id())).unwrap_or(false) {
        ui.label(egui::RichText::new(tr.t("speech-with-reader")).weak());
    }
}

/// The game's toolbar menu: each player's switch and language, and the button that says the
/// clocks.
pub fn menu_ui(ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
    let key = CLOCKS_KEY.name();
    ui.menu_button(tr.t("speech-menu"), |ui| {
        switches_menu_ui(ui, tr, settings.speech, commands);
        let say = egui::Button::new(tr.t_args("speech-say-clocks", &args([("key", key.into())])));
        if ui.add_enabled(settings.speech.any(), say).clicked() {
            commands.push(AppCommand::SayClocks.into());
        }
        reader_line(ui, tr);
    })
    .response
    .on_hover_text(tr.t_args("speech-hint", &args([("key", key.into())])));
}
