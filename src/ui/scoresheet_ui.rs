//! The scoresheet beside the board: the move field, the players, the moves as written, and the
//! arbiter's record under them.

use eframe::egui;
use egui::{RichText, ScrollArea};
use shakmaty::{Color, Move, Position, Square};

use super::arbiter_record::{Record, RecordKey, arbiter_record, arbiter_record_ui};
use super::board::{self, BoardView};
use super::game_screen::{GameScreen, in_play};
use super::{Command, PlayCommand, SettingsCommand};
use crate::i18n::{Tr, args, side as side_arg};
use crate::notation::Notation;
use crate::platform::settings::{Layout, Settings};

impl GameScreen {
    pub(super) fn board_view(&self, settings: &Settings) -> BoardView {
        let game = self.table().game();
        let last_move = game.plies().last().map(|p| (p.mv.from().unwrap_or(p.mv.to()), p.mv.to()));
        // A wooden board neither hints at legal moves nor marks a check (7.5).
        let wooden = self.wooden();
        let hints = match (settings.show_hints && !wooden, self.selected) {
            (true, Some(from)) => board::destinations(&game.binding().moves, from),
            _ => Vec::new(),
        };
        let pos = game.position();
        let check = (!wooden && !game.is_loose() && pos.is_check()).then(|| pos.board().king_of(pos.turn())).flatten();
        BoardView {
            flipped: settings.flipped,
            last_move,
            touched: game.touched().iter().map(|t| t.square).collect(),
            selected: self.selected,
            hints,
            check,
            turned: (settings.layout == Layout::FaceToFace && settings.turn_far_pieces)
                .then_some(if settings.flipped { Color::White } else { Color::Black }),
        }
    }

    /// The scoresheet in its region: the move field, the sheet's head, then the moves and,
    /// under them in a part of its own, the arbiter's record; each part scrolls by itself and
    /// none is drawn over another. Moves are in the players' notation (the language's letters
    /// or figurines).
    pub(super) fn scoresheet_ui(
        &mut self,
        ui: &mut egui::Ui,
        tr: Tr,
        settings: &Settings,
        commands: &mut Vec<Command>,
    ) {
        let notation = Notation { lang: tr.lang(), figurines: settings.figurines };
        // The board's stop in the Tab order: right before the move field (issue 16).
        let view = self.board_view(settings);
        if self.table().adjournment().is_none() {
            board::board_focus(ui, tr, &mut self.drag, &view);
        }
        // Where the column is short, the players' lines (their names are on their clocks) give
        // their room to the moves.
        let short = ui.available_height() < 320.0;
        self.move_field_ui(ui, tr, commands);
        sheet_head_ui(ui, tr, settings, self.table(), short, commands);
        let record = self.record(tr, notation);
        if let Some((words, article)) = &record.reason {
            // The reason, and its Article after it in small type, as on the printed sheet.
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("{}:", tr.t("sheet-reason"))).small());
                ui.label(words);
                if let Some(article) = article {
                    ui.label(RichText::new(format!("({article})")).small().weak());
                }
            });
        }
        let rest = ui.available_rect_before_wrap();
        // The record takes at most two fifths of what is left, so that the moves stay in sight.
        let (moves, notes) = if record.entries.is_empty() {
            (rest, None)
        } else {
            let split = rest.max.y - (rest.height() * 0.4).clamp(40.0, 220.0).min(rest.height() / 2.0);
            let (top, bottom) = rest.split_top_bottom_at_y(split);
            (top, Some(bottom))
        };
        ui.scope_builder(egui::UiBuilder::new().max_rect(moves), |ui| self.moves_ui(ui, tr, notation));
        if let Some(notes) = notes {
            ui.scope_builder(egui::UiBuilder::new().max_rect(notes.shrink2(egui::vec2(0.0, 4.0))), |ui| {
                ui.separator();
                // Exactly the room it has: never taller than its part (egui's least height for a
                // scrolled area would take it over what is below).
                let height = ui.available_height();
                ScrollArea::vertical()
                    .id_salt("arbiter record")
                    .stick_to_bottom(true)
                    .auto_shrink([false, false])
                    .min_scrolled_height(0.0)
                    .max_height(height)
                    .show(ui, |ui| arbiter_record_ui(ui, tr, &record.entries));
            });
        }
        ui.allocate_rect(rest, egui::Sense::hover());
    }

    /// The field where a move is typed in the language's notation.
    fn move_field_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let playing = in_play(self.table().game().status());
        let field = |ui: &mut egui::Ui, typed: &mut String| {
            let label = ui.label(tr.t("move-entry-label"));
            let example = Notation::letters(tr.lang()).format(&shakmaty::Chess::default(), KNIGHT_F3);
            let hint = tr.t_args("move-entry-hint", &args([("example", example.into())]));
            // Not while a move is sealed (Guidelines I.1.1): a sealed move typed here would show.
            let response = ui.add_enabled(
                playing && self.session.table().adjournment().is_none(),
                egui::TextEdit::singleline(typed).hint_text(hint).desired_width(ui.available_width()),
            );
            response.labelled_by(label.id)
        };
        // In a narrow column the label goes above the field, which takes the whole width.
        let mut typed = std::mem::take(&mut self.typed);
        let response = if ui.available_width() < 420.0 {
            ui.vertical(|ui| field(ui, &mut typed))
        } else {
            ui.horizontal(|ui| field(ui, &mut typed))
        }
        .inner;
        self.typed = typed;
        if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) && !self.typed.trim().is_empty() {
            commands.push(PlayCommand::TypedMove(self.typed.clone()).into());
            response.request_focus();
        }
    }

    /// The arbiter's record in words, rebuilt only when what it is built from changes.
    fn record(&self, tr: Tr, notation: Notation) -> std::rc::Rc<Record> {
        let table = self.table();
        let game = table.game();
        let key = RecordKey {
            acts: table.arbiter_log().len(),
            offers: game.offers().len(),
            claims: game.claims().len(),
            adjustments: table.clock().map_or(0, |c| c.adjustments().len()),
            plies: game.plies().len(),
            status: game.status(),
            undecided: table.undecided().len(),
            lang: tr.lang(),
            edition: tr.edition(),
            notation,
        };
        let mut cache = self.record_cache.borrow_mut();
        match &*cache {
            Some((built, record)) if *built == key => record.clone(),
            _ => {
                let record = std::rc::Rc::new(arbiter_record(tr, table, notation));
                *cache = Some((key, record.clone()));
                record
            }
        }
    }

    /// The moves, two a row with their numbers, each with the offer mark and the clock's time;
    /// in a narrow column the time goes under its move, so that nothing is cut.
    fn moves_ui(&self, ui: &mut egui::Ui, tr: Tr, notation: Notation) {
        let table = self.table();
        let game = table.game();
        let plies = game.plies();
        let times = table.ply_times();
        let movers: Vec<Color> = plies.iter().map(|p| p.by).collect();
        let offered: Vec<usize> =
            game.offers().iter().filter_map(|o| crate::table::mark_ply(o.by, o.after_plies, &movers)).collect();
        let start_black = game.start().turn() == Color::Black;
        let first = game.start().fullmoves().get() as usize;
        let narrow = ui.available_width() < 420.0;
        // A move as written in `notation`, with the offer mark and the clock's time after `gap`.
        let written = |notation: Notation, i: usize, gap: &str| -> String {
            let mut s = notation.recorded(&plies[i].san, plies[i].by, plies[i].mv.is_en_passant());
            if offered.contains(&i) {
                s.push_str(" (=)");
            }
            if let Some(shown) = times.get(i).and_then(|t| t.shown) {
                s.push_str(&format!("{gap}{}", crate::clock::Hms(shown).shown()));
            }
            s
        };
        // What a screen reader says of a move: its number, who made it, and the move in the
        // language's letters (never figurines), with the offer mark and the time.
        let letters = Notation::letters(tr.lang());
        let cell_name = |i: usize| -> String {
            let number = first + (i + usize::from(start_black)) / 2;
            let san = written(letters, i, ", ");
            tr.t_args(
                "scoresheet-move-name",
                &args([("number", number.into()), ("side", side_arg(plies[i].by)), ("san", san.into())]),
            )
        };
        let height = ui.available_height();
        let area = ScrollArea::vertical().id_salt("moves").stick_to_bottom(true).auto_shrink([false, false]);
        area.min_scrolled_height(0.0).max_height(height).show(ui, |ui| {
            egui::Grid::new("scoresheet").num_columns(3).spacing([14.0, 4.0]).striped(true).show(ui, |ui| {
                let offset = usize::from(start_black);
                for row in 0..(plies.len() + offset).div_ceil(2) {
                    ui.label(format!("{}.", first + row));
                    for col in 0..2 {
                        match (row * 2 + col).checked_sub(offset).filter(|&i| i < plies.len()) {
                            Some(i) => {
                                let name = cell_name(i);
                                let cell = written(notation, i, if narrow { "\n" } else { "  " });
                                let response = ui.monospace(cell);
                                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
                            }
                            None => {
                                ui.label("");
                            }
                        }
                    }
                    ui.end_row();
                }
            });
        });
    }
}

/// The sheet's head as the organiser's sheet names it: the heading with the figurines' switch,
/// the event and round, the players with their details, and the start position when it is not
/// the initial one.
fn sheet_head_ui(
    ui: &mut egui::Ui,
    tr: Tr,
    settings: &Settings,
    table: &crate::table::Table,
    short: bool,
    commands: &mut Vec<Command>,
) {
    use crate::record::sheet::Player;
    ui.horizontal(|ui| {
        ui.strong(tr.t("scoresheet-heading"));
        let mut figurines = settings.figurines;
        if ui.checkbox(&mut figurines, tr.t("notation-figurines")).clicked() {
            commands.push(SettingsCommand::ToggleFigurines.into());
        }
    });
    let setup = table.setup();
    // The event and round (a series' game says which), as the sheet's head has them.
    if let Some(event) = event_line(tr, setup) {
        ui.label(RichText::new(event).small());
    }
    let players = [
        (Color::White, Player::from_setup(&setup.white, &setup.white_details)),
        (Color::Black, Player::from_setup(&setup.black, &setup.black_details)),
    ];
    // Their details (title, federation, rating) are on no clock: shown whatever the room.
    let details = setup.white_details != Default::default() || setup.black_details != Default::default();
    if (!short || details) && players.iter().any(|(_, p)| !p.line().is_empty()) {
        // One line each (wrapped when long): a 40-character name and its details.
        for (side, player) in &players {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("{}:", tr.colour(*side))).small());
                let line = player.line();
                ui.label(if line.is_empty() { "—".to_owned() } else { line });
            });
        }
    }
    if let Some(fen) = &setup.fen {
        let number = setup.chess960.then(|| crate::laws::chess960::number(fen)).flatten();
        let start = match number {
            Some(n) => format!("{} — {fen}", tr.t_args("sheet-chess960", &args([("number", n.into())]))),
            None => fen.clone(),
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{}:", tr.t("sheet-start-position"))).small());
            ui.label(RichText::new(start).monospace().small());
        });
    }
}

/// Nf3 from the start, the example in the move field's hint.
const KNIGHT_F3: Move =
    Move::Normal { role: shakmaty::Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };

/// The game's event and round in one line ("Club match · Round 2"), if it has either.
pub fn event_line(tr: Tr, setup: &crate::table::Setup) -> Option<String> {
    let round = setup.round.trim();
    let round = (!round.is_empty()).then(|| format!("{} {round}", tr.t("sign-round")));
    let event = Some(setup.event.trim().to_owned()).filter(|e| !e.is_empty());
    let parts: Vec<String> = [event, round].into_iter().flatten().collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}
