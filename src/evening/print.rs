//! The evening's crosstable and pairings as tables of text: printed by `escaque evening` on
//! standard output, shown by the window, and set as a PDF ([`crosstable_pdf`], the means of the
//! printed scoresheet: `record::pdf`). One function makes each table from the
//! [`Report`], so the terminal, the window and the PDF say the same. The
//! words come from the caller ([`CrosstableWords`]: `crate::i18n::evening` gives them in the
//! reader's language); the marks and numbers are the same in every language.

use super::crosstable::{CellResult, TieBreak};
use super::files::Report;
use super::gather::Standing;
use super::tally::Tally;
use crate::laws::Points;
use crate::record::pdf::{PrintedTable, table_pdf};

/// The words of the crosstable and the pairings, in the reader's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CrosstableWords {
    /// The crosstable's heading.
    pub title: String,
    /// Over the place.
    pub rank: String,
    /// Over the starting number.
    pub number: String,
    /// Over the name.
    pub name: String,
    /// Over the rating.
    pub rating: String,
    /// Over the points.
    pub points: String,
    /// Each round's column heading, from its number (`R1`).
    pub round: Vec<String>,
    /// The initial of White, in a cell (`w`; `b` for "brancas").
    pub white: String,
    /// The initial of Black, in a cell.
    pub black: String,
    /// A bye, in a cell.
    pub bye: String,
    /// Each tie-break's short heading, in the order of [`TieBreak`]'s variants: direct
    /// encounter, Sonneborn-Berger, wins, Buchholz, Buchholz cut 1 ([`TieBreak::ALL`]).
    pub tie_breaks: [String; 5],
    /// Under the table: what the marks and the short headings mean, a line each.
    pub legend: Vec<String>,
    /// The lines under the title: the event, the place and date, the arbiter.
    pub lines: Vec<String>,
}

/// The mark of a result entered by the arbiter by hand.
pub const BY_HAND_MARK: &str = "†";
/// The mark of a record that does not count (unverified).
pub const UNVERIFIED_MARK: &str = "?";
/// The mark of a game without a result yet.
pub const PENDING_MARK: &str = "…";

fn tie_break_index(t: TieBreak) -> usize {
    TieBreak::ALL.iter().position(|&a| a == t).expect("every tie-break is in ALL")
}

fn points(p: Points) -> &'static str {
    match p {
        Points::Zero => "0",
        Points::Half => "½",
        Points::One => "1",
    }
}

/// Points as a crosstable writes them: `3`, `2½`, `½`.
fn fraction(points: Tally) -> String {
    let (whole, part) = (points.0 / 4, ["", "¼", "½", "¾"][(points.0 % 4) as usize]);
    if whole == 0 && !part.is_empty() { part.to_owned() } else { format!("{whole}{part}") }
}

/// The crosstable as a table: a row a player in the order of the standings (place, starting
/// number, name, rating, each round's cell, points, the rules' tie-breaks). A cell is the
/// opponent's number, the colour's initial and the points (`5w 1`); `†` marks a result entered
/// by hand, `?` a record that does not count, `…` a game still pending.
pub fn crosstable_table(report: &Report, words: &CrosstableWords) -> PrintedTable {
    let crosstable = report.evening.crosstable();
    let rounds = report.evening.planned_rounds.max(report.evening.rounds.len() as u32);
    let round_word = |r: u32| words.round.get(r as usize - 1).cloned().unwrap_or_else(|| r.to_string());
    let mut header = vec![words.rank.clone(), words.number.clone(), words.name.clone(), words.rating.clone()];
    header.extend((1..=rounds).map(round_word));
    header.push(words.points.clone());
    header.extend(crosstable.rules.tie_breaks.iter().map(|&t| words.tie_breaks[tie_break_index(t)].clone()));
    let mut numeric = vec![true, true, false, true];
    numeric.extend((1..=rounds).map(|_| false));
    numeric.extend(std::iter::repeat_n(true, 1 + crosstable.rules.tie_breaks.len()));
    let mut rows = Vec::new();
    for number in crosstable.standings() {
        let row = crosstable.row(number).expect("a row a player");
        let player = report.evening.players.get(number as usize - 1).cloned().unwrap_or_default();
        let mut cells = vec![
            row.rank.to_string(),
            number.to_string(),
            player.name.clone(),
            player.rating.map(|r| r.to_string()).unwrap_or_default(),
        ];
        for round in 1..=rounds {
            cells.push(match row.cell(round) {
                None => String::new(),
                Some(cell) => match (cell.opponent, cell.colour, cell.result) {
                    (None, _, result) => {
                        let p = match result {
                            CellResult::Bye(p) => p,
                            _ => Points::Zero,
                        };
                        format!("{} {}", words.bye, points(p))
                    }
                    (Some(opponent), colour, result) => {
                        let side = if colour == Some(shakmaty::Color::White) { &words.white } else { &words.black };
                        let mark = match result {
                            CellResult::Scored { points: p, by_hand } => {
                                format!("{}{}", points(p), if by_hand { BY_HAND_MARK } else { "" })
                            }
                            _ => {
                                let unverified = report.gathering.games.iter().any(|g| {
                                    g.round == round
                                        && (g.white == number || g.black == number)
                                        && matches!(g.standing, Standing::Unverified(_))
                                });
                                if unverified { UNVERIFIED_MARK } else { PENDING_MARK }.to_owned()
                            }
                        };
                        format!("{opponent}{side} {mark}")
                    }
                },
            });
        }
        cells.push(fraction(row.points));
        cells.extend(row.tie_breaks.iter().map(|t| t.to_string()));
        rows.push(cells);
    }
    PrintedTable {
        title: words.title.clone(),
        lines: words.lines.clone(),
        header,
        rows,
        numeric,
        notes: words.legend.clone(),
    }
}

/// `table` as text for a terminal: the title and its lines, then the columns aligned by
/// characters (numbers to the right), then the notes; lines end with `\n`.
///
/// ```
/// use escaque::evening::print::text;
/// use escaque::record::pdf::PrintedTable;
/// let table = PrintedTable {
///     title: "Crosstable".into(),
///     header: vec!["#".into(), "Name".into()],
///     rows: vec![vec!["1".into(), "Uxía".into()], vec!["10".into(), "Breixo".into()]],
///     numeric: vec![true, false],
///     ..PrintedTable::default()
/// };
/// assert_eq!(text(&table), "Crosstable\n\n #  Name\n 1  Uxía\n10  Breixo\n");
/// ```
pub fn text(table: &PrintedTable) -> String {
    let count = |s: &str| s.chars().count();
    let widths: Vec<usize> = (0..table.header.len())
        .map(|c| {
            std::iter::once(&table.header[c])
                .chain(table.rows.iter().filter_map(|r| r.get(c)))
                .map(|t| count(t))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: &[String]| {
        let fields: Vec<String> = widths
            .iter()
            .enumerate()
            .map(|(k, &w)| {
                let cell = cells.get(k).map_or("", String::as_str);
                let gap = " ".repeat(w - count(cell).min(w));
                if table.numeric.get(k).copied().unwrap_or(false) {
                    format!("{gap}{cell}")
                } else {
                    format!("{cell}{gap}")
                }
            })
            .collect();
        fields.join("  ").trim_end().to_owned()
    };
    let mut out = format!("{}\n", table.title);
    for l in &table.lines {
        out.push_str(&format!("{l}\n"));
    }
    out.push('\n');
    out.push_str(&format!("{}\n", line(&table.header)));
    for row in &table.rows {
        out.push_str(&format!("{}\n", line(row)));
    }
    if !table.notes.is_empty() {
        out.push('\n');
        for note in &table.notes {
            out.push_str(&format!("{note}\n"));
        }
    }
    out
}

/// The crosstable as a printable PDF (landscape A4), made at `created` (seconds since 1970).
pub fn crosstable_pdf(report: &Report, words: &CrosstableWords, created: u64) -> Vec<u8> {
    table_pdf(&crosstable_table(report, words), created)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_written_with_their_fraction() {
        let written: Vec<String> = [0, 1, 2, 4, 6, 9].map(|q| fraction(Tally(q))).to_vec();
        assert_eq!(written, ["0", "¼", "½", "1", "1½", "2¼"]);
    }
}
