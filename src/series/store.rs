//! Series kept in the data folder: `series/<id>/series.ron` (the [`Series`], RON) and beside it
//! each game's record as PGN (`round-1.pgn`, `round-2.pgn`…; a round played again gets
//! `round-2-2.pgn`, an adjourned game's record as it stood at the adjournment
//! `round-2-adjourned.pgn`): the signed and sealed scoresheet where the players signed, else the game
//! as played. Every file is written crash-safely ([`crate::record::file`]); a record is written
//! before the series file names it, so a crash between the two leaves a record more, never a
//! series naming a record that is not there; the game kept again takes that record as its own.
//!
//! A series file that cannot be read is never written over: it is listed with what is wrong,
//! and a new series gets a folder of its own.

use std::path::{Path, PathBuf};

use super::{Series, SeriesGame, TooManyPoints};
use crate::record::RecordError;
use crate::record::file;

/// The series' file in its folder.
pub const SERIES_FILE: &str = "series.ron";

/// Why a series could not be kept, read or exported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeriesError {
    /// A file could not be written or a folder made.
    Record(RecordError),
    /// A file cannot be read (missing, no permission).
    Unreadable(crate::durable::Unreadable),
    /// The series file is not a series: damaged, or written by something else.
    Damaged {
        /// The file.
        path: PathBuf,
        /// Where the reader stopped and why, typed (said in the reader's language).
        damage: crate::ron_fault::RonDamage,
    },
    /// The game's score gives more than a game gives (Article 10.2).
    TooManyPoints(TooManyPoints),
}

from_variants!(SeriesError { Record(RecordError), TooManyPoints(TooManyPoints) });

/// A series found in the data folder: its folder, and the series or why it cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// Its folder.
    pub folder: PathBuf,
    /// The series, or what is wrong with its file.
    pub series: Result<Series, SeriesError>,
}

/// The series of a data folder (`<data>/series`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    /// The series kept in `data_dir`; nothing is read or made until it is used.
    pub fn new(data_dir: &Path) -> Store {
        Store { dir: data_dir.join("series") }
    }

    /// The folder holding every series.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Makes a folder for a new series (`<stamp>`, or `<stamp>-2`… never one already there)
    /// and writes the series in it, with an id of its own if it has none ([`Series::id`]).
    /// Returns the folder.
    pub fn create(&self, series: &mut Series, stamp: u64) -> Result<PathBuf, SeriesError> {
        file::create_dir(&self.dir)?;
        let folder = (1..)
            .map(|n| self.dir.join(if n == 1 { stamp.to_string() } else { format!("{stamp}-{n}") }))
            .find(|f| !f.exists())
            .expect("some name is free");
        file::create_dir(&folder)?;
        if series.id.is_empty() {
            series.id = new_id(stamp, &folder);
        }
        save(&folder, series)?;
        Ok(folder)
    }

    /// Every series kept, newest first (by folder name), each read or with what is wrong.
    pub fn list(&self) -> Vec<Found> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else { return Vec::new() };
        let mut folders: Vec<PathBuf> =
            entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.join(SERIES_FILE).exists()).collect();
        // Stamps as numbers, so that 999 comes before 1000.
        let key = |p: &PathBuf| {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let (stamp, n) = name.split_once('-').unwrap_or((&name, "1"));
            (stamp.parse::<u64>().unwrap_or(0), n.parse::<u32>().unwrap_or(0), name.clone())
        };
        folders.sort_by_key(|p| std::cmp::Reverse(key(p)));
        folders.into_iter().map(|folder| Found { series: load(&folder), folder }).collect()
    }
}

/// A new series' id: the time it was kept and eight random bytes, in hex, so that no two
/// series share one, on this laptop or another. Where the system gives no randomness, the time
/// and the folder's name, which no other series here has.
fn new_id(stamp: u64, folder: &Path) -> String {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => format!("{stamp}-{}", bytes.iter().map(|b| format!("{b:02x}")).collect::<String>()),
        Err(_) => {
            let name = folder.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            format!("{stamp}-{name}")
        }
    }
}

/// Writes `series` as its folder's series file, crash-safely.
pub fn save(folder: &Path, series: &Series) -> Result<(), SeriesError> {
    let text = ron::ser::to_string_pretty(series, ron::ser::PrettyConfig::default())
        .expect("a series is always written as RON");
    file::write_file(&folder.join(SERIES_FILE), text.as_bytes())?;
    Ok(())
}

/// Reads the series in `folder`.
pub fn load(folder: &Path) -> Result<Series, SeriesError> {
    let path = folder.join(SERIES_FILE);
    let text = crate::durable::read_text(&path).map_err(SeriesError::Unreadable)?;
    ron::from_str(&text).map_err(|e| SeriesError::Damaged { damage: crate::ron_fault::RonDamage::of(&e, &text), path })
}

/// Adds a played game to the series in `folder`: its record `pgn` written first (under a name
/// of its own, [`SeriesGame::record`]), then the series file. On any failure the series (in
/// memory and on disk) is as it was. Tried again after the record was written but the series
/// file was not, the game takes the name of the record already there (the same text, named by
/// no game of the series) rather than leave it behind under a name no game has.
pub fn add_game(folder: &Path, series: &mut Series, mut game: SeriesGame, pgn: &str) -> Result<(), SeriesError> {
    let stem = if game.adjourned { format!("round-{}-adjourned", game.round) } else { format!("round-{}", game.round) };
    let free = |name: &String| {
        let path = folder.join(name);
        let unwritten_or_this = !path.exists() || std::fs::read(&path).is_ok_and(|kept| kept == pgn.as_bytes());
        unwritten_or_this && !series.games.iter().any(|g| &g.record == name)
    };
    let name = (1..)
        .map(|n| if n == 1 { format!("{stem}.pgn") } else { format!("{stem}-{n}.pgn") })
        .find(free)
        .expect("some name is free");
    let mut updated = series.clone();
    game.record = name.clone();
    updated.add(game)?;
    file::write_file(&folder.join(&name), pgn.as_bytes())?;
    save(folder, &updated)?;
    *series = updated;
    Ok(())
}

/// Ends the series in `folder` before its last round; written before the change is kept.
pub fn close(folder: &Path, series: &mut Series) -> Result<(), SeriesError> {
    let updated = Series { closed: true, ..series.clone() };
    save(folder, &updated)?;
    *series = updated;
    Ok(())
}

/// Every game of the series as one PGN file, in the order played: each game's record as kept
/// (sealed records keep their seal), its `Event`, `Site`, `Date`, `Round`, `Board`, `White`,
/// `Black` and `Result` tags as written when the game was recorded.
pub fn pgn(folder: &Path, series: &Series) -> Result<String, SeriesError> {
    let mut out = String::new();
    for game in &series.games {
        let path = folder.join(&game.record);
        let text = crate::durable::read_text(&path).map_err(SeriesError::Unreadable)?;
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(text.trim_end());
        out.push('\n');
    }
    Ok(out)
}

/// The file name the series' PGN is offered under: its date and name.
pub fn file_name(series: &Series) -> String {
    let name = if series.name.is_empty() { "Escaque" } else { series.name.as_str() };
    let clean: String =
        name.chars().map(|c| if c.is_control() || "/\\:*?\"<>|".contains(c) { ' ' } else { c }).collect();
    let clean = clean.split_whitespace().collect::<Vec<_>>().join(" ");
    let clean: String = clean.chars().take(60).collect();
    format!("{} {}.pgn", series.date.replace('.', "-"), clean.trim()).trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::series::Kind;

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("escaque-series-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn series() -> Series {
        Series::new("Match", "Vigo", "2026.11.23", 2, Kind::Match, ["Uxía".to_owned(), "Jordi".to_owned()])
    }

    fn game(round: u32, score: Option<&str>) -> SeriesGame {
        SeriesGame {
            round,
            white: "Uxía".to_owned(),
            black: "Jordi".to_owned(),
            score: score.map(|s| s.parse().unwrap()),
            ..SeriesGame::default()
        }
    }

    #[test]
    fn a_series_and_its_games_are_kept_and_read_back() {
        let store = Store::new(&folder("kept"));
        let mut s = series();
        let at = store.create(&mut s, 100).unwrap();
        let mut other = series();
        assert_eq!(store.create(&mut other, 100).unwrap().file_name().unwrap(), "100-2", "never the same folder");
        // Each series has an id of its own, whatever its name.
        assert!(s.id.starts_with("100-") && other.id.starts_with("100-") && s.id != other.id, "{} {}", s.id, other.id);
        add_game(&at, &mut s, game(1, None), "[Event \"Match\"]\n\n*\n").unwrap();
        add_game(&at, &mut s, game(1, Some("1-0")), "[Event \"Match\"]\n\n1-0\n").unwrap();
        assert_eq!(s.games.iter().map(|g| g.record.as_str()).collect::<Vec<_>>(), ["round-1.pgn", "round-1-2.pgn"]);
        assert_eq!(load(&at).unwrap(), s);
        assert_eq!(pgn(&at, &s).unwrap(), "[Event \"Match\"]\n\n*\n\n[Event \"Match\"]\n\n1-0\n");
        let listed = store.list();
        assert_eq!(
            listed.iter().map(|f| f.folder.file_name().unwrap().to_owned()).collect::<Vec<_>>(),
            ["100-2", "100"]
        );
        assert_eq!(listed[1].series.as_ref().unwrap(), &s);
    }

    /// Guidelines I: the record as it stood at the adjournment is named as such, and the game
    /// finished later takes the round's own name and the adjourned game's place.
    #[test]
    fn guidelines_i_an_adjourned_record_is_named_so_and_the_finished_game_takes_the_rounds_name() {
        let store = Store::new(&folder("adjourned"));
        let mut s = series();
        let at = store.create(&mut s, 100).unwrap();
        add_game(&at, &mut s, SeriesGame { adjourned: true, ..game(1, None) }, "[Event \"Match\"]\n\n*\n").unwrap();
        assert_eq!(s.games[0].record, "round-1-adjourned.pgn");
        add_game(&at, &mut s, game(1, Some("0-1")), "[Event \"Match\"]\n\n0-1\n").unwrap();
        assert_eq!(s.games.len(), 1, "the same game");
        assert_eq!((s.games[0].record.as_str(), s.games[0].adjourned), ("round-1.pgn", false));
        assert!(at.join("round-1-adjourned.pgn").exists(), "the record at the adjournment is kept");
        assert_eq!(pgn(&at, &s).unwrap(), "[Event \"Match\"]\n\n0-1\n");
    }

    /// Review of issue 17: the record written, the series file refused ("Try again"): the
    /// game takes the record already written, not a name of its own beside it.
    #[test]
    fn a_game_tried_again_after_its_record_was_written_takes_that_record() {
        let store = Store::new(&folder("again"));
        let mut s = series();
        let at = store.create(&mut s, 100).unwrap();
        let pgn = "[Event \"Match\"]\n\n1-0\n";
        // The series file refused (a folder in its place): the record is written, the series
        // file not, and the series is as it was.
        let kept = std::fs::read(at.join(SERIES_FILE)).unwrap();
        std::fs::remove_file(at.join(SERIES_FILE)).unwrap();
        std::fs::create_dir(at.join(SERIES_FILE)).unwrap();
        assert!(add_game(&at, &mut s, game(1, Some("1-0")), pgn).is_err());
        assert!(s.games.is_empty());
        assert_eq!(std::fs::read_to_string(at.join("round-1.pgn")).unwrap(), pgn);
        std::fs::remove_dir(at.join(SERIES_FILE)).unwrap();
        std::fs::write(at.join(SERIES_FILE), kept).unwrap();
        // Another text under round 2's name is no record of this game: it is left as it is.
        std::fs::write(at.join("round-2.pgn"), "something else").unwrap();
        add_game(&at, &mut s, game(1, Some("1-0")), pgn).unwrap();
        add_game(&at, &mut s, game(2, Some("0-1")), "[Event \"Match\"]\n\n0-1\n").unwrap();
        assert_eq!(s.games.iter().map(|g| g.record.as_str()).collect::<Vec<_>>(), ["round-1.pgn", "round-2-2.pgn"]);
        assert_eq!(std::fs::read_to_string(at.join("round-2.pgn")).unwrap(), "something else");
        assert!(!at.join("round-1-2.pgn").exists(), "no second copy of round 1");
        assert_eq!(load(&at).unwrap(), s);
        // A round played again (the first game kept, without a result) never takes the first
        // game's record, even with the same text.
        let mut again = series();
        let at = store.create(&mut again, 200).unwrap();
        add_game(&at, &mut again, game(1, None), pgn).unwrap();
        add_game(&at, &mut again, game(1, Some("1-0")), pgn).unwrap();
        assert_eq!(again.games.iter().map(|g| g.record.as_str()).collect::<Vec<_>>(), ["round-1.pgn", "round-1-2.pgn"]);
    }

    #[test]
    fn a_damaged_series_file_is_named_and_left_as_it_was() {
        let store = Store::new(&folder("damaged"));
        let at = store.create(&mut series(), 7).unwrap();
        std::fs::write(at.join(SERIES_FILE), "(name: \"Match\", rounds: many)").unwrap();
        let found = store.list();
        match &found[0].series {
            Err(SeriesError::Damaged { path, damage }) => {
                assert_eq!(path, &at.join(SERIES_FILE));
                assert_eq!(damage.at.line, 1, "the place is said: {damage:?}");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(std::fs::read_to_string(at.join(SERIES_FILE)).unwrap(), "(name: \"Match\", rounds: many)");
    }

    #[test]
    fn article_10_2_a_score_above_one_point_is_not_kept_and_nothing_is_written() {
        let store = Store::new(&folder("too-many"));
        let mut s = series();
        let at = store.create(&mut s, 1).unwrap();
        let before = std::fs::read(at.join(SERIES_FILE)).unwrap();
        let refused = add_game(&at, &mut s, game(1, Some("1-1")), "x");
        assert!(matches!(refused, Err(SeriesError::TooManyPoints(_))), "{refused:?}");
        assert!(s.games.is_empty() && !at.join("round-1.pgn").exists());
        assert_eq!(std::fs::read(at.join(SERIES_FILE)).unwrap(), before);
    }

    #[test]
    fn a_series_from_before_a_field_existed_is_read_with_its_default() {
        let at = folder("old");
        std::fs::create_dir_all(&at).unwrap();
        std::fs::write(at.join(SERIES_FILE), "(name: \"Old\", rounds: 2, players: (\"A\", \"B\"))").unwrap();
        let s = load(&at).unwrap();
        assert_eq!((s.name.as_str(), s.rounds, s.closed, s.kind), ("Old", 2, false, Kind::Match));
        assert_eq!(s.id, "", "a series kept before ids has none");
    }

    #[test]
    fn the_file_name_has_the_date_and_the_name() {
        assert_eq!(file_name(&series()), "2026-11-23 Match.pgn");
        let odd = Series { name: "A/B: evening".to_owned(), ..series() };
        assert_eq!(file_name(&odd), "2026-11-23 A B evening.pgn");
    }
}
