//! A club's evening on the organiser's screens (issue 30): what the screens hold apart from
//! drawing them. The evening as kept in its folder, the form its details and players are typed
//! in, the pairings' editor, the arbiter's result by hand waiting for its PIN, and what the last
//! step came to, kept as data and said in the organiser's language each time it is drawn (a
//! change of language changes it too). Drawn by `evening_ui.rs` and `evening_table.rs`; its
//! steps are `evening_run.rs`'s. The model and the files are [`crate::evening`]'s.

use std::path::PathBuf;

use super::setup_form::{MAX_RATING, TITLES};
use crate::clock::Preset;
use crate::evening::store::StoreError;
use crate::evening::{Evening, EveningError, Pairing, Player, Round, System};
use crate::i18n::{Tr, args};

/// The evening's pages, one on screen at a time, chosen in the row of tabs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    /// The folder: typed or chosen, then opened.
    #[default]
    Folder,
    /// The details and the players.
    Details,
    /// Each round's pairings and results.
    Pairings,
    /// The crosstable (Article 10) with the tie-breaks.
    Crosstable,
}

/// A player's row as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerRow {
    /// "Lastname, Firstname".
    pub name: String,
    /// The FIDE rating, or nothing.
    pub rating: String,
    /// The FIDE title, or nothing.
    pub title: String,
    /// The federation's three letters, or nothing.
    pub federation: String,
    /// The FIDE ID, or nothing.
    pub fide_id: String,
}

impl PlayerRow {
    fn of(player: &Player) -> PlayerRow {
        PlayerRow {
            name: player.name.clone(),
            rating: player.rating.map(|r| r.to_string()).unwrap_or_default(),
            title: player.title.clone(),
            federation: player.federation.clone(),
            fide_id: player.fide_id.map(|id| id.to_string()).unwrap_or_default(),
        }
    }
}

/// The evening's details and players as the form edits them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DetailsForm {
    /// The evening's name, site, federation, days and chief arbiter as typed (its other
    /// fields are not the form's).
    pub text: Evening,
    /// The time control, one of the presets (its PGN tag is kept).
    pub control: Option<Preset>,
    /// Round robin or Swiss (its tie-breaks and bye).
    pub system: System,
    /// The rounds planned.
    pub rounds: u32,
    /// The players, in starting-number order.
    pub players: Vec<PlayerRow>,
}

/// The longest name the TRF's columns hold (C.04 Annex 2, columns 15–47).
const NAME_COLUMNS: usize = 33;

/// What is wrong with the form: said beside "Save", nothing kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// Fewer than two players.
    TooFewPlayers,
    /// A player without a name.
    NoName(u32),
    /// A name longer than the TRF's columns.
    LongName(u32),
    /// A rating that is not a whole number up to [`MAX_RATING`].
    Rating(u32, String),
    /// A title that is not one of FIDE's.
    Title(u32, String),
    /// A federation that is not three letters.
    Federation(u32, String),
    /// A FIDE ID that is not a number.
    FideId(u32, String),
    /// The evening's federation is not three letters.
    EveningFederation(String),
    /// A date that is not `YYYY/MM/DD`.
    Date(String),
    /// Players added or taken away once a round is paired (their numbers are in the pairings).
    PlayersPaired,
}

fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 10
        && b[4] == b'/'
        && b[7] == b'/'
        && b.iter().enumerate().all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

fn three_letters(text: &str) -> bool {
    text.is_empty() || (text.len() == 3 && text.bytes().all(|b| b.is_ascii_uppercase()))
}

impl DetailsForm {
    /// The form showing `evening`.
    pub fn of(evening: &Evening) -> DetailsForm {
        let e = evening;
        let (name, site, federation) = (e.name.clone(), e.site.clone(), e.federation.clone());
        let (start, end, arbiter) = (e.start.clone(), e.end.clone(), e.arbiter.clone());
        DetailsForm {
            text: Evening { name, site, federation, start, end, arbiter, ..Evening::default() },
            control: Preset::ALL.into_iter().find(|p| p.control().to_string() == evening.time_control),
            system: evening.rules.system,
            rounds: evening.planned_rounds.max(1),
            players: evening.players.iter().map(PlayerRow::of).collect(),
        }
    }

    /// `evening` with the form's details and players, or what is wrong with the form. The
    /// rules are the system's defaults when the system changes (its tie-breaks, its bye).
    pub fn apply(&self, evening: &Evening) -> Result<Evening, FormProblem> {
        let mut out = evening.clone();
        let trim = |s: &String| s.trim().to_owned();
        let t = &self.text;
        let federation = t.federation.trim().to_uppercase();
        if !three_letters(&federation) {
            return Err(FormProblem::EveningFederation(t.federation.clone()));
        }
        for date in [&t.start, &t.end] {
            if !date.trim().is_empty() && !is_date(date.trim()) {
                return Err(FormProblem::Date(trim(date)));
            }
        }
        if self.players.len() < 2 {
            return Err(FormProblem::TooFewPlayers);
        }
        if !evening.rounds.is_empty() && self.players.len() != evening.players.len() {
            return Err(FormProblem::PlayersPaired);
        }
        out.players = (1..).zip(&self.players).map(|(n, row)| player(n, row)).collect::<Result<_, _>>()?;
        (out.name, out.site, out.federation) = (trim(&t.name), trim(&t.site), federation);
        (out.start, out.end, out.arbiter) = (trim(&t.start), trim(&t.end), trim(&t.arbiter));
        out.time_control = self.control.map(|p| p.control().to_string()).unwrap_or_default();
        if out.rules.system != self.system {
            out.rules = crate::evening::Rules::of(self.system);
        }
        out.planned_rounds = self.rounds.max(out.rounds.len() as u32);
        Ok(out)
    }
}

/// Player `n`'s row read, or what is wrong with it.
fn player(n: u32, row: &PlayerRow) -> Result<Player, FormProblem> {
    let name = row.name.trim();
    if name.is_empty() {
        return Err(FormProblem::NoName(n));
    }
    if name.chars().count() > NAME_COLUMNS {
        return Err(FormProblem::LongName(n));
    }
    let number = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let rating = match row.rating.trim() {
        "" => None,
        text => Some(
            text.parse::<u16>()
                .ok()
                .filter(|r| *r <= MAX_RATING && number(text))
                .ok_or_else(|| FormProblem::Rating(n, text.to_owned()))?,
        ),
    };
    let title = row.title.trim().to_uppercase();
    if !title.is_empty() && !TITLES.contains(&title.as_str()) {
        return Err(FormProblem::Title(n, row.title.clone()));
    }
    let federation = row.federation.trim().to_uppercase();
    if !three_letters(&federation) {
        return Err(FormProblem::Federation(n, row.federation.clone()));
    }
    let fide_id = match row.fide_id.trim() {
        "" => None,
        // The TRF gives a FIDE ID 11 columns (58–68).
        text => Some(
            text.parse::<u64>()
                .ok()
                .filter(|_| number(text) && text.len() <= 11)
                .ok_or_else(|| FormProblem::FideId(n, text.to_owned()))?,
        ),
    };
    Ok(Player { name: name.to_owned(), title, rating, federation, fide_id, ..Player::default() })
}

/// A line of the pairings' editor as typed: the board, White's and Black's numbers (Black
/// empty for a bye).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PairingRow {
    /// The board.
    pub board: String,
    /// White's starting number, or the player with the bye.
    pub white: String,
    /// Black's starting number; empty for a bye.
    pub black: String,
}

/// A round typed or edited.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundEditor {
    /// The round.
    pub number: u32,
    /// Its lines.
    pub rows: Vec<PairingRow>,
}

impl RoundEditor {
    /// Round `number` to type: its pairings if it has some, else a line a board.
    pub fn for_round(evening: &Evening, number: u32) -> RoundEditor {
        let rows = match evening.rounds.iter().find(|r| r.number == number) {
            Some(round) => round
                .pairings
                .iter()
                .map(|p| PairingRow {
                    board: if p.is_bye() { String::new() } else { p.board.to_string() },
                    white: p.white.to_string(),
                    black: p.black.map(|b| b.to_string()).unwrap_or_default(),
                })
                .collect(),
            // A line a board, and a line without a board for the bye when the number is odd.
            None => {
                let players = evening.player_count();
                let boards = (1..=players / 2).map(|b| PairingRow { board: b.to_string(), ..PairingRow::default() });
                boards.chain((players % 2 == 1).then(PairingRow::default)).collect()
            }
        };
        RoundEditor { number, rows }
    }

    /// The round as typed (a line with White alone: that player's bye), or the line (from 1)
    /// and the text that is no number.
    pub fn round(&self) -> Result<Round, (usize, String)> {
        let mut pairings = Vec::new();
        for (line, row) in (1..).zip(&self.rows) {
            let read = |text: &str| -> Result<Option<u32>, (usize, String)> {
                let text = text.trim();
                if text.is_empty() { Ok(None) } else { text.parse().map(Some).map_err(|_| (line, text.to_owned())) }
            };
            let (board, white, black) = (read(&row.board)?, read(&row.white)?, read(&row.black)?);
            match (white, black) {
                (None, None) => continue,
                // A bye takes no board, whatever was typed in its line's board.
                (Some(white), None) => pairings.push(Pairing::bye(white)),
                (white, Some(black)) => pairings.push(Pairing::game(board.unwrap_or(0), white.unwrap_or(0), black)),
            }
        }
        Ok(Round { number: self.number, pairings })
    }
}

/// The arbiter's result by hand, being chosen (and its PIN typed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByHand {
    /// The round.
    pub round: u32,
    /// The board.
    pub board: u32,
    /// The score chosen; `None` takes a result back (the game pending again).
    pub score: Option<crate::laws::Score>,
    /// The PIN as typed.
    pub pin: String,
    /// The last PIN typed was wrong.
    pub refused: bool,
}

/// What the last step came to, said on the screen in the organiser's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The evening was kept in its folder.
    Saved(PathBuf),
    /// The evening kept in this folder was opened.
    Opened(PathBuf),
    /// A new evening, nothing kept yet in this folder.
    New(PathBuf),
    /// The folder dialog could not be shown: the path is typed.
    NoDialog,
    /// The folder or its files refused.
    Store(StoreError),
    /// The evening refused the change.
    Evening(EveningError),
    /// The form is wrong.
    Form(FormProblem),
    /// A line of the pairings' editor has something that is no number.
    NotANumber(usize, String),
    /// The details and players are to be kept before pairing.
    SaveFirst,
    /// What came of saving one of the organiser's files.
    File(super::signing::Outcome),
    /// Something already said in the organiser's language.
    Text(String),
}

impl Said {
    /// Whether it is a problem (said in the error colour).
    pub fn is_problem(&self) -> bool {
        match self {
            Said::Saved(_) | Said::Opened(_) | Said::New(_) => false,
            Said::File(outcome) => matches!(outcome, super::signing::Outcome::Failed(_)),
            _ => true,
        }
    }

    /// In the organiser's language.
    pub fn text(&self, tr: Tr) -> String {
        let path = |p: &std::path::Path| p.display().to_string();
        match self {
            Said::Saved(folder) => tr.t_args("evening-screen-saved", &args([("folder", path(folder).into())])),
            Said::Opened(folder) => tr.t_args("evening-screen-opened", &args([("folder", path(folder).into())])),
            Said::New(folder) => tr.t_args("evening-screen-new", &args([("folder", path(folder).into())])),
            Said::NoDialog => tr.t("evening-screen-no-dialog"),
            Said::Store(e) => store_error(tr, e),
            Said::Evening(e) => crate::i18n::evening::evening_error(tr, e),
            Said::Form(problem) => form_problem(tr, problem),
            Said::NotANumber(line, text) => tr.t_args(
                "evening-screen-editor-not-a-number",
                &args([("line", (*line).into()), ("text", text.as_str().into())]),
            ),
            Said::SaveFirst => tr.t("evening-screen-save-first"),
            Said::File(outcome) => super::signing::outcome_text(tr, outcome),
            Said::Text(text) => text.clone(),
        }
    }
}

/// What is wrong with the form, in the organiser's language.
fn form_problem(tr: Tr, problem: &FormProblem) -> String {
    let with = |id: &str, n: u32, text: &str| {
        tr.t_args(id, &args([("player", n.into()), ("text", text.into()), ("max", MAX_RATING.into())]))
    };
    match problem {
        FormProblem::TooFewPlayers => tr.t("evening-screen-form-too-few"),
        FormProblem::NoName(n) => with("evening-screen-form-no-name", *n, ""),
        FormProblem::LongName(n) => {
            tr.t_args("evening-screen-form-long-name", &args([("player", (*n).into()), ("max", NAME_COLUMNS.into())]))
        }
        FormProblem::Rating(n, text) => with("evening-screen-form-rating", *n, text),
        FormProblem::Title(n, text) => with("evening-screen-form-title", *n, text),
        FormProblem::Federation(n, text) => with("evening-screen-form-federation", *n, text),
        FormProblem::FideId(n, text) => with("evening-screen-form-fide-id", *n, text),
        FormProblem::EveningFederation(text) => with("evening-screen-form-evening-federation", 0, text),
        FormProblem::Date(text) => with("evening-screen-form-date", 0, text),
        FormProblem::PlayersPaired => tr.t("evening-screen-form-players-paired"),
    }
}

/// Why the evening could not be kept or read, in the organiser's language: a damaged file is
/// named with the place the reader stopped at and what it found there, never with the reader's
/// own English (`crate::i18n::evening::store_error`, the one the boards and the command use).
pub fn store_error(tr: Tr, e: &StoreError) -> String {
    crate::i18n::evening::store_error(tr, e)
}

/// The evening's screens: which page, the folder, the evening as kept, and what is being typed.
#[derive(Debug, Default)]
pub struct EveningScreen {
    /// The page on screen.
    pub page: Page,
    /// The folder as typed.
    pub folder_typed: String,
    /// The evening's folder, once opened.
    pub folder: Option<PathBuf>,
    /// The evening as kept in its folder (a new one: as it will be kept).
    pub evening: Evening,
    /// The evening has been kept in its folder at least once.
    pub kept: bool,
    /// The details and players as typed.
    pub form: DetailsForm,
    /// The round shown on the pairings' page.
    pub round: u32,
    /// The round being typed or edited, if any.
    pub editor: Option<RoundEditor>,
    /// The result by hand being chosen, if any.
    pub by_hand: Option<ByHand>,
    /// What the last step came to.
    pub said: Option<Said>,
    /// Every paired game as gathered from the folder: the sealed records verified against the
    /// boards' registered keys, the results entered by hand (`crate::evening::gather`), read
    /// when the folder is opened, read again, or the evening changed.
    pub gathering: crate::evening::gather::Gathering,
    /// The evening with the results that count: verified records and results entered by hand,
    /// never a result the file merely claims (the crosstable's and the files' evening). Made
    /// once a gathering, not each frame.
    pub counted: Evening,
    /// What the folder held when [`Self::gathering`] was read
    /// ([`crate::evening::gather::stamp`], taken just before).
    pub seen: crate::evening::gather::Stamp,
    /// When the folder was last looked at for the boards' news (the app's clock).
    pub looked_at: Option<crate::laws::Millis>,
    /// The last gathering failed (its folder of registrations unreadable): said, and tried
    /// again at each look.
    pub gather_failed: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bye_is_a_line_without_black_and_a_word_is_no_number() {
        let mut editor = RoundEditor { number: 1, rows: Vec::new() };
        let row = |b: &str, w: &str, k: &str| PairingRow { board: b.into(), white: w.into(), black: k.into() };
        editor.rows = vec![row("1", "1", "2"), row("", "3", ""), row("", "", "")];
        assert_eq!(editor.round().unwrap().pairings, [Pairing::game(1, 1, 2), Pairing::bye(3)]);
        editor.rows[1].board = "3".into();
        assert_eq!(editor.round().unwrap().pairings[1], Pairing::bye(3), "a bye on no board, whatever is typed");
        editor.rows.push(row("2", "x", "4"));
        assert_eq!(editor.round(), Err((4, "x".to_owned())));
    }
}
