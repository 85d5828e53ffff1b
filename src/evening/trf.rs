//! FIDE's Tournament Report File, the 2016 layout (Handbook C.04 Annex 2, "TRF16": C. Krause
//! 2006, updated 2014, approved 2015), written from the evening's crosstable, with the `XXR`
//! line (the number of rounds) that the pairing engines bbpPairings and JaVaFo read, so that
//! one of them can pair a Swiss's next round from it.
//!
//! The layout, by 1-based columns:
//!
//! - Tournament lines: the code (`012` name, `022` city, `032` federation, `042` start, `052`
//!   end, `062` players, `072` rated players, `082` teams, `092` type, `102` chief arbiter,
//!   `112` a deputy, one line each, `122` time control, `132` round dates), the text from
//!   column 5; the round dates (`YY/MM/DD`) at 92–99, 102–109, … like the rounds below.
//! - A `001` line a player: starting number 5–8, sex 10, title 11–13, name 15–47, rating
//!   49–52, federation 54–56, FIDE ID 58–68, birth date 70–79, points 81–84 (`2.5`), rank
//!   86–89; then each round `r` (from 1) in the 10 columns from 91 + 10(r−1): the opponent's
//!   number at 92–95 (`0000` for a bye), the colour at 97 (`w`, `b`, `-`), the result at 99.
//!   Numbers right-aligned, text left-aligned.
//! - Results: `1`, `=`, `0` for a game (a result the arbiter entered by hand is a game played
//!   like any other); a bye `U` (pairing-allocated, when it is worth a win), `H` (½) or `Z`
//!   (0); a player left out of a round `0000 - Z`. A game still pending keeps its opponent and
//!   colour with the result blank.
//!
//! Lines end with CR LF (the specification asks for a CR at the end of each line), and
//! trailing blanks are left out.
//!
//! ## The 2026 layout
//!
//! [`write_trf_2026`] writes the same lines and columns, and two tournament lines more. FIDE's
//! own text (Handbook, "TRF26.pdf", approved by the FIDE Council on 12/05/2025, applied from
//! 01/09/2025) could not be read here; these lines rely on a transcription of it
//! (github.com/echecsjs/trf, `SPEC.md`, "Tournament Report File Format Version 2026"), which
//! reads, among the tournament tags:
//!
//! > `142` | Number of rounds — mandatory only for ITDX
//!
//! > ### Tag 222 — Encoded Time Control
//! > `d[:d]` / `Wd[:d]-Bd[:d]`, where `d` is a Time Period Descriptor: `(std)` → `M/S`,
//! > `(full)` → `M/S+I`, `(all)` → `S`, `(inc)` → `S+I`; `S` = seconds allocated, `M` = moves
//! > in the period, `I` = seconds added per move. Examples: `90'+30"` → `5400+30`;
//! > `100'×40+15'+30" from move 1` → `40/6000+30:900+30`.
//!
//! and keeps the `001` columns, the round columns and the result codes of 2016. What was not
//! confirmed: the column where the `222` code begins (written from column 5, as every
//! tournament line's text), whether a delay or Bronstein control has a code (none is given: the
//! `222` line is then left out, the `122` line still says it in words), and whether the `XXR`
//! line of the pairing engines is still wanted beside `142` (both are written).

use super::crosstable::{CellResult, Crosstable};
use crate::laws::Points;

/// A player as the TRF and the evening's files know them.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
// A hand-written file may give a player by name alone: the rest is empty.
#[serde(default)]
pub struct Player {
    /// The name, "Lastname, Firstname" as FIDE writes it (up to 33 characters in the TRF).
    pub name: String,
    /// The FIDE title (`GM`, `IM`, `WGM`, `FM`, `WIM`, `CM`, `WFM`, `WCM`), or empty.
    pub title: String,
    /// The FIDE rating; `None` unrated.
    pub rating: Option<u16>,
    /// The FIDE federation's three letters, or empty.
    pub federation: String,
    /// The FIDE ID; `None` when the player has none.
    pub fide_id: Option<u64>,
    /// `m` or `w`, or `None`.
    pub sex: Option<char>,
    /// The birth date, `YYYY/MM/DD`, or empty.
    pub birth: String,
}

/// The tournament section of the report.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrfHeader {
    /// `012`: the tournament's name.
    pub name: String,
    /// `022`: the city.
    pub city: String,
    /// `032`: the federation.
    pub federation: String,
    /// `042`: the first day.
    pub start: String,
    /// `052`: the last day.
    pub end: String,
    /// `092`: the type of tournament ("Individual: Round-Robin").
    pub kind: String,
    /// `102`: the chief arbiter.
    pub chief_arbiter: String,
    /// `112`: the deputies, a line each.
    pub deputies: Vec<String>,
    /// `122`: the time control ("90'/40+30'+30\"").
    pub time_control: String,
    /// `132`: each round's date, `YY/MM/DD`, in round order; none, no line.
    pub round_dates: Vec<String>,
    /// `XXR`: the number of rounds planned.
    pub rounds: u32,
}

/// A field that does not fit its columns.
/// Said in the reader's language by `crate::i18n::evening`; its `Display` is the English text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    /// The player's starting number, or 0 for the tournament section.
    pub player: u32,
    /// The field: `start`, `sex`, `title`, `name`, `rating`, `federation`, `fide-id`,
    /// `birth`, `points`, `rank`, `opponent`, `colour`, `result` or `round-date`.
    pub field: &'static str,
    /// What was to be written.
    pub value: String,
    /// How many columns the field has.
    pub width: usize,
}

impl std::error::Error for TrfError {}

/// A line being laid out by columns.
struct Line {
    chars: Vec<char>,
    player: u32,
}

impl Line {
    fn new(code: &str, player: u32) -> Line {
        let mut line = Line { chars: Vec::new(), player };
        line.put(1, 3, code, false, "code").expect("a code is three characters");
        line
    }

    /// Writes `value` in columns `from..=to` (1-based), right-aligned if `right`.
    fn put(&mut self, from: usize, to: usize, value: &str, right: bool, field: &'static str) -> Result<(), TrfError> {
        let width = to + 1 - from;
        let text: Vec<char> = value.chars().collect();
        if text.len() > width {
            return Err(TrfError { player: self.player, field, value: value.to_owned(), width });
        }
        if self.chars.len() < to {
            self.chars.resize(to, ' ');
        }
        let start = from - 1 + if right { width - text.len() } else { 0 };
        self.chars[start..start + text.len()].copy_from_slice(&text);
        Ok(())
    }

    fn done(self) -> String {
        let text: String = self.chars.into_iter().collect();
        text.trim_end().to_owned()
    }
}

fn text_line(code: &str, text: &str) -> String {
    if text.is_empty() { code.to_owned() } else { format!("{code} {text}") }
}

/// The report of an evening: its `header`, its `players` (in starting-number order: player 1
/// first) and its `crosstable`. Fails only when a field does not fit its columns.
pub fn write_trf(header: &TrfHeader, players: &[Player], crosstable: &Crosstable) -> Result<String, TrfError> {
    write(header, players, crosstable, false)
}

/// The report in the 2026 layout (see the module's documentation): the 2016 report with the
/// number of rounds (`142`) and the encoded time control (`222`) after the tournament lines.
///
/// ```
/// use escaque::evening::{Crosstable, Rules, TrfHeader, trf::write_trf_2026};
/// let header = TrfHeader { time_control: "40/5400+30:1800+30".to_owned(), rounds: 5, ..TrfHeader::default() };
/// let report = write_trf_2026(&header, &[], &Crosstable::new(0, Rules::default(), &[], &[])).unwrap();
/// assert!(report.contains("\r\n142 5\r\n222 40/5400+30:1800+30\r\n"));
/// ```
pub fn write_trf_2026(header: &TrfHeader, players: &[Player], crosstable: &Crosstable) -> Result<String, TrfError> {
    write(header, players, crosstable, true)
}

/// The time control `text` (as the PGN `TimeControl` tag writes it) encoded as the 2026 layout's
/// `222` line wants it: each period `M/S`, `M/S+I`, `S` or `S+I` in seconds, joined by `:`.
/// `None` for a control it has no code for (delay, Bronstein, a sandclock, unknown).
///
/// ```
/// use escaque::evening::trf::encoded_time_control;
/// assert_eq!(encoded_time_control("5400+30").as_deref(), Some("5400+30"));
/// assert_eq!(encoded_time_control("40/6000+30:900+30").as_deref(), Some("40/6000+30:900+30"));
/// assert_eq!(encoded_time_control("40/7200:3600").as_deref(), Some("40/7200:3600"));
/// assert_eq!(encoded_time_control("?"), None);
/// ```
pub fn encoded_time_control(text: &str) -> Option<String> {
    use crate::clock::{Bonus, SECOND, TimeControl};
    let control: TimeControl = text.parse().ok()?;
    let seconds = |ms: crate::laws::Millis| ms.is_multiple_of(SECOND).then_some(ms / SECOND);
    let mut periods = Vec::new();
    for period in control.periods() {
        let mut code = match period.moves {
            Some(moves) => format!("{moves}/{}", seconds(period.time)?),
            None => seconds(period.time)?.to_string(),
        };
        match period.bonus {
            Bonus::None => {}
            Bonus::Fischer(increment) => code.push_str(&format!("+{}", seconds(increment)?)),
            Bonus::Delay(_) | Bonus::Bronstein(_) => return None,
        }
        periods.push(code);
    }
    Some(periods.join(":"))
}

fn write(header: &TrfHeader, players: &[Player], crosstable: &Crosstable, layout_2026: bool) -> Result<String, TrfError> {
    let rated = players.iter().filter(|p| p.rating.is_some_and(|r| r > 0)).count();
    let mut lines = vec![
        text_line("012", &header.name),
        text_line("022", &header.city),
        text_line("032", &header.federation),
        text_line("042", &header.start),
        text_line("052", &header.end),
        text_line("062", &players.len().to_string()),
        text_line("072", &rated.to_string()),
        text_line("082", "0"),
        text_line("092", &header.kind),
        text_line("102", &header.chief_arbiter),
    ];
    lines.extend(header.deputies.iter().map(|d| text_line("112", d)));
    lines.push(text_line("122", &header.time_control));
    if !header.round_dates.is_empty() {
        let mut line = Line::new("132", 0);
        for (i, date) in header.round_dates.iter().enumerate() {
            line.put(92 + 10 * i, 99 + 10 * i, date, false, "round-date")?;
        }
        lines.push(line.done());
    }
    if layout_2026 {
        lines.push(text_line("142", &header.rounds.to_string()));
        if let Some(code) = encoded_time_control(&header.time_control) {
            lines.push(text_line("222", &code));
        }
    }
    let rounds = crosstable.rows.iter().flat_map(|r| r.cells.iter().map(|c| c.round)).max().unwrap_or(0);
    for (i, player) in players.iter().enumerate() {
        let number = i as u32 + 1;
        let Some(row) = crosstable.row(number) else { continue };
        let mut line = Line::new("001", number);
        line.put(5, 8, &number.to_string(), true, "start")?;
        line.put(10, 10, &player.sex.map(String::from).unwrap_or_default(), false, "sex")?;
        line.put(11, 13, &player.title, true, "title")?;
        line.put(15, 47, &player.name, false, "name")?;
        line.put(49, 52, &player.rating.map(|r| r.to_string()).unwrap_or_default(), true, "rating")?;
        line.put(54, 56, &player.federation, false, "federation")?;
        line.put(58, 68, &player.fide_id.map(|id| id.to_string()).unwrap_or_default(), true, "fide-id")?;
        line.put(70, 79, &player.birth, false, "birth")?;
        line.put(81, 84, &row.points.one_decimal(), true, "points")?;
        line.put(86, 89, &row.rank.to_string(), true, "rank")?;
        for round in 1..=rounds {
            let at = 91 + 10 * (round as usize - 1);
            let (opponent, colour, result) = match row.cell(round) {
                None => ("0000".to_owned(), "-", "Z"),
                Some(cell) => {
                    let opponent = cell.opponent.map_or("0000".to_owned(), |o| o.to_string());
                    let colour = match cell.colour {
                        Some(shakmaty::Color::White) => "w",
                        Some(shakmaty::Color::Black) => "b",
                        None => "-",
                    };
                    (opponent, colour, result_code(cell.result))
                }
            };
            line.put(at + 1, at + 4, &opponent, true, "opponent")?;
            line.put(at + 6, at + 6, colour, false, "colour")?;
            line.put(at + 8, at + 8, result, false, "result")?;
        }
        lines.push(line.done());
    }
    lines.push(format!("XXR {}", header.rounds));
    let mut out = lines.join("\r\n");
    out.push_str("\r\n");
    Ok(out)
}

/// The result's code at column 99.
fn result_code(result: CellResult) -> &'static str {
    match result {
        CellResult::Pending => "",
        CellResult::Bye(Points::One) => "U",
        CellResult::Bye(Points::Half) => "H",
        CellResult::Bye(Points::Zero) => "Z",
        CellResult::Scored { points: Points::One, .. } => "1",
        CellResult::Scored { points: Points::Half, .. } => "=",
        CellResult::Scored { points: Points::Zero, .. } => "0",
    }
}
