//! A club's evening's pairings and crosstable on the organiser's screen (issue 30). The
//! pairings' page: a round at a time, paired by Berger's tables (C.05 Annex 1) or typed line by
//! line and checked by the evening ([`crate::evening::Round::check`]), each board's result
//! (pending, from a verified record, or entered by the arbiter by hand) with "Result by hand…".
//! The crosstable's page: each player's row (Article 10's points, a cell a round, the tie-breaks
//! of the evening's rules), the places in order. The frame is `evening_ui.rs`'s.

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::evening_state::{ByHand, EveningScreen, PairingRow};
use super::evening_ui::field;
use super::{Command, EveningCommand};
use crate::evening::{CellResult, Evening, Outcome, Pairing, Standing, System, Tally, TieBreak};
use crate::i18n::{Tr, args};
use crate::laws::{Points, Score};

/// The scores the arbiter may enter by hand, and "none" (the game pending again).
pub(super) const HAND_SCORES: [Option<Score>; 4] = [
    Some(Score { white: Points::One, black: Points::Zero }),
    Some(Score { white: Points::Half, black: Points::Half }),
    Some(Score { white: Points::Zero, black: Points::One }),
    None,
];

/// A score as players write it (`1-0`, `½-½`), or "no result".
pub(super) fn score_name(tr: Tr, score: Option<Score>) -> String {
    score.map_or_else(|| tr.t("evening-screen-no-result"), |s| s.to_string().replace("1/2", "½"))
}

/// A player by starting number and name: "3. Vázquez, Uxía".
fn player_name(evening: &Evening, player: u32) -> String {
    let name = evening.players.get(player as usize - 1).map(|p| p.name.as_str()).unwrap_or("?");
    format!("{player}. {name}")
}

/// A number of points with its fraction as players write it: `2½`, `½`, `6¼` (a
/// Sonneborn-Berger product can be a quarter), the same in every language.
fn tally_text(tally: Tally) -> String {
    let fraction = ["", "¼", "½", "¾"][(tally.0 % 4) as usize];
    match tally.0 / 4 {
        0 if !fraction.is_empty() => fraction.to_owned(),
        whole => format!("{whole}{fraction}"),
    }
}

/// What a game of the pairings came to, as gathered from the folder: a record verified under
/// its board's key, a result entered by hand, pending, or a record that does not count and why.
fn standing_text(tr: Tr, standing: Option<&Standing>) -> String {
    match standing {
        None | Some(Standing::Pending) => tr.t("evening-screen-pending"),
        Some(Standing::Verified(score)) => {
            tr.t_args("evening-screen-result-verified", &args([("score", score_name(tr, Some(*score)).into())]))
        }
        Some(Standing::ByHand(score)) => {
            tr.t_args("evening-screen-result-by-hand", &args([("score", score_name(tr, Some(*score)).into())]))
        }
        Some(Standing::Unverified(why)) => tr.t_args(
            "evening-screen-result-unverified",
            &args([("why", crate::i18n::evening::unverified(tr, why).into())]),
        ),
    }
}

impl EveningScreen {
    /// The pairings' page: the round, what may be done with it, then its boards (or the editor).
    pub(super) fn pairings_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let paired = self.evening.rounds.len() as u32;
        let shown = self.round.clamp(1, paired.max(1));
        // A result that counts (a verified record, one by hand) fixes its round's pairings.
        let counted = &self.counted;
        let shown_has_results = counted.games.iter().any(|g| g.round == shown);
        let any_result = !counted.games.is_empty();
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr.t("evening-screen-round"));
            let text =
                |r: u32| tr.t_args("evening-screen-round-of", &args([("round", r.into()), ("rounds", paired.into())]));
            let response = egui::ComboBox::from_id_salt("evening round")
                .selected_text(if paired == 0 { tr.t("evening-screen-no-rounds") } else { text(shown) })
                .show_ui(ui, |ui| {
                    for r in 1..=paired {
                        ui.selectable_value(&mut self.round, r, text(r));
                    }
                })
                .response
                .labelled_by(label.id);
            super::layout::choice_said(response, &text(shown));
            ui.add_space(16.0);
            let berger = self.evening.rules.system == System::RoundRobin && !any_result;
            if ui.add_enabled(berger, egui::Button::new(tr.t("evening-screen-pair-berger"))).clicked() {
                commands.push(EveningCommand::PairBerger.into());
            }
            let editing = self.editor.is_some();
            let next = tr.t_args("evening-screen-type-round", &args([("round", (paired + 1).into())]));
            // The rounds planned, and no more (a round robin's are all paired at once).
            let more = paired < self.evening.planned_rounds;
            if ui.add_enabled(!editing && more, egui::Button::new(next)).clicked() {
                self.edit_round(paired + 1);
            }
            let edit = tr.t_args("evening-screen-edit-round", &args([("round", shown.into())]));
            let editable = paired > 0 && !editing && !shown_has_results;
            if ui.add_enabled(editable, egui::Button::new(edit)).clicked() {
                self.edit_round(shown);
            }
        });
        ui.add_space(8.0);
        if self.editor.is_some() {
            self.editor_ui(ui, tr, commands);
        } else if paired > 0 {
            self.boards_ui(ui, tr, shown);
        }
    }

    /// The boards of round `number`: each game with its result and "Result by hand…", then the
    /// byes.
    fn boards_ui(&mut self, ui: &mut egui::Ui, tr: Tr, number: u32) {
        let evening = &self.evening;
        let Some(round) = evening.rounds.iter().find(|r| r.number == number) else { return };
        let mut asked = None;
        egui::Grid::new("evening boards").num_columns(5).spacing([20.0, 8.0]).striped(true).show(ui, |ui| {
            for id in ["evening-screen-board", "evening-screen-white", "evening-screen-black", "evening-screen-result"]
            {
                ui.label(RichText::new(tr.t(id)).strong().size(16.0));
            }
            ui.end_row();
            for pairing in &round.pairings {
                let Pairing { board, white, black } = *pairing;
                let Some(black) = black else {
                    ui.label("");
                    ui.label(RichText::new(player_name(evening, white)).size(16.0));
                    ui.label(RichText::new(tr.t("evening-screen-bye")).size(16.0));
                    ui.end_row();
                    continue;
                };
                let standing = self.gathering.get(number, board).map(|g| &g.standing);
                let outcome = standing.map_or(Outcome::Pending, Standing::outcome);
                ui.label(RichText::new(board.to_string()).size(16.0));
                ui.label(RichText::new(player_name(evening, white)).size(16.0));
                ui.label(RichText::new(player_name(evening, black)).size(16.0));
                // A record that does not count says why at length: wrapped in its column, so
                // the row's "Result by hand…" stays in the window; and the column as wide
                // whatever it says, so that the button stays where it was as the boards'
                // results arrive by themselves (nothing moves under a hand).
                ui.scope(|ui| {
                    ui.set_min_width(380.0);
                    ui.set_max_width(380.0);
                    ui.add(egui::Label::new(RichText::new(standing_text(tr, standing)).size(16.0)).wrap());
                });
                let button = tr.t_args("evening-screen-by-hand-button", &args([("board", board.into())]));
                if ui.button(button).clicked() {
                    asked = Some(ByHand {
                        round: number,
                        board,
                        score: outcome.score(),
                        pin: String::new(),
                        refused: false,
                    });
                }
                ui.end_row();
            }
        });
        if asked.is_some() {
            self.by_hand = asked;
        }
        ui.add_space(8.0);
        ui.label(RichText::new(tr.t("evening-screen-bye-note")).weak());
    }

    /// The round being typed: a line a board (a bye: Black left empty), the buttons that keep
    /// it or let it go, above the lines; and who is who.
    fn editor_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let Some(editor) = &mut self.editor else { return };
        ui.label(
            RichText::new(tr.t_args("evening-screen-editor-heading", &args([("round", editor.number.into())])))
                .strong(),
        );
        ui.label(tr.t("evening-screen-editor-note"));
        let mut cancel = false;
        ui.horizontal_wrapped(|ui| {
            if ui.button(RichText::new(tr.t("evening-screen-keep-round")).size(18.0)).clicked() {
                commands.push(EveningCommand::SaveRound.into());
            }
            if ui.button(tr.t("evening-screen-add-line")).clicked() {
                editor.rows.push(PairingRow::default());
            }
            if ui.add_enabled(editor.rows.len() > 1, egui::Button::new(tr.t("evening-screen-remove-line"))).clicked() {
                editor.rows.pop();
            }
            cancel = ui.button(tr.t("evening-screen-cancel")).clicked();
        });
        ui.add_space(6.0);
        ui.horizontal_top(|ui| {
            let heads = ["evening-screen-board", "evening-screen-white", "evening-screen-black"];
            egui::Grid::new("evening editor").num_columns(3).spacing([12.0, 4.0]).show(ui, |ui| {
                for id in heads {
                    ui.label(RichText::new(tr.t(id)).strong());
                }
                ui.end_row();
                for (line, row) in (1u32..).zip(editor.rows.iter_mut()) {
                    for (text, id) in [&mut row.board, &mut row.white, &mut row.black].into_iter().zip(heads) {
                        let name = tr.t_args(
                            "evening-screen-line-field",
                            &args([("line", line.into()), ("field", tr.t(id).into())]),
                        );
                        field(ui, text, &name, 70.0);
                    }
                    ui.end_row();
                }
            });
            ui.add_space(32.0);
            ui.vertical(|ui| {
                for player in 1..=self.evening.player_count() {
                    ui.label(player_name(&self.evening, player));
                }
            });
        });
        if cancel {
            self.editor = None;
        }
    }

    /// The crosstable: a row a player in the order of the places, a cell a round (the
    /// opponent's number, the colour, the points; `*` entered by hand, `…` pending), the points
    /// and the tie-breaks; what the marks and short names mean, below.
    pub(super) fn crosstable_ui(&self, ui: &mut egui::Ui, tr: Tr) {
        // Only what counts: verified records and results by hand (never a result the file
        // merely claims), as `escaque evening` counts them.
        let evening = &self.counted;
        let table = evening.crosstable();
        let rounds = evening.rounds.len() as u32;
        // As large as the window allows: read across a club's room on a wide screen.
        let size = (ui.available_width() / 70.0).clamp(16.0, 26.0);
        let article = tr.t_args("cite-article", &args([("number", "10".into())]));
        let heading = tr.t_args("evening-screen-crosstable-heading", &args([("article", article.into())]));
        ui.label(RichText::new(heading).strong().size(size + 4.0));
        ui.add_space(6.0);
        let head = |ui: &mut egui::Ui, text: String| ui.label(RichText::new(text).strong().size(size));
        let columns = 5 + rounds as usize + table.rules.tie_breaks.len();
        egui::Grid::new("evening crosstable").num_columns(columns).spacing([18.0, 8.0]).striped(true).show(ui, |ui| {
            for id in
                ["evening-screen-place", "evening-screen-number", "evening-screen-player-name", "evening-screen-rating"]
            {
                head(ui, tr.t(id));
            }
            for round in 1..=rounds {
                head(ui, tr.t_args("evening-screen-round-short", &args([("round", round.into())])));
            }
            head(ui, tr.t("evening-screen-points"));
            for &tie_break in &table.rules.tie_breaks {
                head(ui, tie_break_name(tr, tie_break, true));
            }
            ui.end_row();
            for player in table.standings() {
                let Some(row) = table.row(player) else { continue };
                let details = evening.players.get(player as usize - 1);
                ui.label(RichText::new(format!("{}.", row.rank)).size(size));
                ui.label(RichText::new(player.to_string()).size(size));
                ui.label(RichText::new(details.map(|p| p.name.clone()).unwrap_or_default()).size(size));
                let rating = details.and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default();
                ui.label(RichText::new(rating).size(size));
                for round in 1..=rounds {
                    let text = row.cell(round).map(|c| cell_text(tr, c)).unwrap_or_default();
                    ui.label(RichText::new(text).size(size));
                }
                ui.label(RichText::new(tally_text(row.points)).strong().size(size));
                for value in &row.tie_breaks {
                    ui.label(RichText::new(tally_text(*value)).size(size));
                }
                ui.end_row();
            }
        });
        ui.add_space(10.0);
        let note = (size - 2.0).max(14.0);
        ui.label(RichText::new(tr.t("evening-screen-crosstable-marks")).size(note));
        let names: Vec<String> = table
            .rules
            .tie_breaks
            .iter()
            .map(|&t| format!("{}: {}", tie_break_name(tr, t, true), tie_break_name(tr, t, false)))
            .collect();
        ui.label(
            RichText::new(tr.t_args("evening-screen-tie-breaks", &args([("list", names.join("; ").into())])))
                .size(note),
        );
    }
}

impl EveningScreen {
    /// The result by hand of a board played without a laptop: the score, and the arbiter's PIN
    /// when one is set (the same field as the arbiter's panel's).
    pub(super) fn by_hand_ui(&mut self, ctx: &egui::Context, tr: Tr, pin_set: bool, commands: &mut Vec<Command>) {
        let Some(by_hand) = &mut self.by_hand else { return };
        let mut close = false;
        egui::Modal::new(egui::Id::unique("evening by hand")).show(ctx, |ui| {
            let ByHand { round, board, .. } = *by_hand;
            ui.heading(
                tr.t_args("evening-screen-by-hand-heading", &args([("round", round.into()), ("board", board.into())])),
            );
            ui.label(tr.t("evening-screen-by-hand-note"));
            for score in HAND_SCORES {
                let text = score_name(tr, score);
                ui.radio_value(&mut by_hand.score, score, text);
            }
            let entered = pin_set && {
                let refused = by_hand.refused.then(|| tr.t("evening-screen-pin-wrong"));
                super::arbiter_panel::pin_field_ui(ui, tr, &mut by_hand.pin, refused)
            };
            ui.horizontal(|ui| {
                if ui.button(tr.t("evening-screen-by-hand-enter")).clicked() || entered {
                    let (score, pin) = (by_hand.score, by_hand.pin.clone());
                    commands.push(EveningCommand::ByHand { round, board, score, pin }.into());
                }
                close = ui.button(tr.t("evening-screen-cancel")).clicked();
            });
        });
        if close {
            self.by_hand = None;
        }
    }
}

/// A cell of the crosstable: "4b ½", "2w 1*" (by hand), "3w …" (pending), or the bye.
fn cell_text(tr: Tr, cell: &crate::evening::Cell) -> String {
    let (Some(opponent), Some(colour)) = (cell.opponent, cell.colour) else {
        let points = match cell.result {
            CellResult::Bye(points) => tally_text(Tally::of(points)),
            _ => String::new(),
        };
        return tr.t_args("evening-screen-cell-bye", &args([("points", points.into())]));
    };
    let colour = tr.t(if colour == Color::White { "evening-screen-cell-white" } else { "evening-screen-cell-black" });
    let result = match cell.result {
        CellResult::Pending | CellResult::Bye(_) => "…".to_owned(),
        CellResult::Scored { points, by_hand } => {
            let points = tally_text(Tally::of(points));
            if by_hand { format!("{points}*") } else { points }
        }
    };
    format!("{opponent}{colour} {result}")
}

/// A tie-break's name, short (the column's head) or whole.
fn tie_break_name(tr: Tr, tie_break: TieBreak, short: bool) -> String {
    let id = match tie_break {
        TieBreak::DirectEncounter => "direct",
        TieBreak::SonnebornBerger => "sb",
        TieBreak::Wins => "wins",
        TieBreak::Buchholz => "buchholz",
        TieBreak::BuchholzCut1 => "buchholz-cut",
    };
    tr.t(&format!("evening-screen-tb-{id}{}", if short { "-short" } else { "" }))
}
