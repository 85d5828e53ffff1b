//! The evening's results gathered from its folder: every paired game's sealed record
//! (`sealed/round-N-board-M.pgn`) checked as `escaque verify --key` checks it, against the key
//! its board registered with (`boards/board-M.ron`), and its tags against the pairing (players,
//! round, board) and the evening (its name and day). A record that passes both is [`Outcome::Verified`]; any other is shown as
//! unverified, with the reason, and counts for nothing; a game without a record is pending; a
//! result the arbiter entered by hand ([`Outcome::ByHand`], kept in `evening.ron`) stands over
//! any record. The crosstable counts only verified and by-hand results.

use std::path::Path;

use super::board::{BOARDS_FOLDER, Registrations, SEALED_FOLDER, registrations, sealed_path};
use super::crosstable::{Game, Outcome};
use super::model::Evening;
use super::store::StoreError;
use crate::laws::Score;
use crate::record::pgn::decode;
use crate::record::seal::{RequiredKey, Verification};
use crate::record::sheet::{ANNULLED, SCORE_TAG, Scoresheet};
use crate::record::verify::{Checked, check_record};

/// Why a sealed record does not count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unverified {
    /// No laptop is registered for the board: no key to check the seal against.
    NotRegistered,
    /// The record carries no seal.
    Unsealed,
    /// The record was changed after it was sealed (the parts that changed, when known), or its
    /// seal cannot be read, or it is not read as it was sealed.
    Altered {
        /// The parts that changed: tags, moves, clocks, result, signatures; may be empty.
        parts: Vec<&'static str>,
    },
    /// Sealed intact, but by a key other than the board's registered one.
    OtherKey {
        /// The fingerprint of the key that sealed it.
        found: String,
        /// The board's registered fingerprint.
        registered: String,
    },
    /// The file holds no single record (several games, or none).
    NotOneRecord,
    /// The file cannot be read.
    Unreadable {
        /// The system's words.
        error: String,
    },
    /// A tag says another game than the pairing: `tag` is `White`, `Black`, `Round`, `Board`,
    /// or `Event` or `Date` (another evening's game).
    OtherGame {
        /// The tag.
        tag: &'static str,
        /// What the pairing says.
        expected: String,
        /// What the record says.
        found: String,
    },
    /// The record has no result (the game unfinished, or annulled).
    NoResult,
    /// The board's registration (`boards/board-M.ron`) is damaged or cannot be read: no key to
    /// check the seal against until the organiser mends or removes it.
    Registration {
        /// What is wrong with it.
        error: StoreError,
    },
}

/// Where a paired game's result stands, as gathered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// No record, no result entered.
    Pending,
    /// A record sealed by the board's registered key, matching the pairing.
    Verified(Score),
    /// Entered by the arbiter by hand.
    ByHand(Score),
    /// A record that does not count, and why.
    Unverified(Unverified),
}

impl Standing {
    /// What the crosstable counts: a verified or by-hand score; anything else is pending.
    pub fn outcome(&self) -> Outcome {
        match self {
            Standing::Verified(score) => Outcome::Verified(*score),
            Standing::ByHand(score) => Outcome::ByHand(*score),
            Standing::Pending | Standing::Unverified(_) => Outcome::Pending,
        }
    }
}

/// One paired game, as gathered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gathered {
    /// The round.
    pub round: u32,
    /// The board.
    pub board: u32,
    /// White's starting number.
    pub white: u32,
    /// Black's starting number.
    pub black: u32,
    /// Its standing.
    pub standing: Standing,
    /// The verified record, when there is one (the evening's PGN is made from it).
    pub sheet: Option<Box<Scoresheet>>,
}

/// Every paired game of the evening, as gathered, in round and board order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Gathering {
    /// The games.
    pub games: Vec<Gathered>,
}

impl Gathering {
    /// The game on `board` in `round`.
    pub fn get(&self, round: u32, board: u32) -> Option<&Gathered> {
        self.games.iter().find(|g| g.round == round && g.board == board)
    }

    /// `evening` with its results as gathered: the verified records' and the arbiter's,
    /// nothing else (an earlier verified result whose record is gone is pending again).
    pub fn apply(&self, evening: &Evening) -> Evening {
        let games = self
            .games
            .iter()
            .filter_map(|g| match g.standing.outcome() {
                Outcome::Pending => None,
                outcome => Some(Game { round: g.round, white: g.white, black: g.black, outcome }),
            })
            .collect();
        Evening { games, ..evening.clone() }
    }
}

/// Gathers the results of `evening` from its `folder`: the boards' registrations and every
/// paired game's sealed record. Fails only when the folder of registrations cannot be read; a
/// record that cannot be read is that game's [`Unverified::Unreadable`], and a board whose
/// registration is damaged has its records [`Unverified::Registration`], the other boards'
/// counting all the same.
pub fn gather(folder: &Path, evening: &Evening) -> Result<Gathering, StoreError> {
    let registered = registrations(folder)?;
    let mut games = Vec::new();
    for round in &evening.rounds {
        for pairing in round.games() {
            let black = pairing.black.expect("a game has Black");
            let by_hand = evening.games.iter().find_map(|g| match g.outcome {
                Outcome::ByHand(score) if g.round == round.number && g.white == pairing.white && g.black == black => {
                    Some(score)
                }
                _ => None,
            });
            let (standing, sheet) = match by_hand {
                Some(score) => (Standing::ByHand(score), None),
                None => {
                    let names = [pairing.white, black].map(|n| player_name(evening, n));
                    let expected = Expected {
                        round: round.number,
                        board: pairing.board,
                        names,
                        event: evening.name.trim().to_owned(),
                        date: super::board::pgn_date(&evening.start),
                    };
                    read_record(folder, &registered, &expected)
                }
            };
            games.push(Gathered {
                round: round.number,
                board: pairing.board,
                white: pairing.white,
                black,
                standing,
                sheet,
            });
        }
    }
    games.sort_by_key(|g| (g.round, g.board));
    Ok(Gathering { games })
}

/// What a gathering reads from an evening's folder, as each file's path, size and time of
/// change (the boards' registrations and the sealed records): a window showing a gathering
/// gathers again only when its stamp changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stamp(Vec<(std::path::PathBuf, u64, Option<std::time::SystemTime>)>);

/// The [`Stamp`] of `folder` now; a folder that cannot be listed counts as empty.
pub fn stamp(folder: &Path) -> Stamp {
    let mut seen = Vec::new();
    for sub in [BOARDS_FOLDER, SEALED_FOLDER] {
        let Ok(entries) = std::fs::read_dir(folder.join(sub)) else { continue };
        for entry in entries.flatten() {
            let meta = entry.metadata().ok();
            let changed = meta.as_ref().and_then(|m| m.modified().ok());
            seen.push((entry.path(), meta.map_or(0, |m| m.len()), changed));
        }
    }
    seen.sort();
    Stamp(seen)
}

fn player_name(evening: &Evening, number: u32) -> String {
    number
        .checked_sub(1)
        .and_then(|i| evening.players.get(i as usize))
        .map(|p| p.name.trim().to_owned())
        .unwrap_or_default()
}

/// What a record must say: its round, board and players' names, and the evening's name and day
/// (as [`super::board::BoardGame::event_info`] gives them; either left unchecked when the
/// evening has none), so that a record of another evening with the same pairing never counts.
struct Expected {
    round: u32,
    board: u32,
    names: [String; 2],
    event: String,
    date: String,
}

fn read_record(folder: &Path, registered: &Registrations, expected: &Expected) -> (Standing, Option<Box<Scoresheet>>) {
    let unverified = |why| (Standing::Unverified(why), None);
    let path = sealed_path(folder, expected.round, expected.board);
    let bytes = match crate::durable::read(&path) {
        Ok(None) => return (Standing::Pending, None),
        Ok(Some(bytes)) => bytes,
        Err(e) => return unverified(Unverified::Unreadable { error: e.error }),
    };
    if let Some((_, error)) = registered.damaged.iter().find(|(board, _)| *board == expected.board) {
        return unverified(Unverified::Registration { error: error.clone() });
    }
    let Some(registration) = registered.found.iter().find(|r| r.board == expected.board) else {
        return unverified(Unverified::NotRegistered);
    };
    let Some(required) = RequiredKey::parse(&registration.fingerprint) else {
        return unverified(Unverified::NotRegistered);
    };
    let text = decode(&bytes).0;
    let sheet = match check_record(&text, None, Some(&required)) {
        Err(_) => return unverified(Unverified::NotOneRecord),
        Ok(Checked::Unsealed) => return unverified(Unverified::Unsealed),
        Ok(Checked::Unreadable(_)) => return unverified(Unverified::Altered { parts: Vec::new() }),
        Ok(Checked::Read { verification, sheet }) => match verification {
            Verification::Intact { .. } => sheet,
            Verification::OtherKey { found, required } => {
                return unverified(Unverified::OtherKey { found, registered: required });
            }
            Verification::Altered { parts } => return unverified(Unverified::Altered { parts }),
            Verification::BadSeal(_) => return unverified(Unverified::Altered { parts: Vec::new() }),
            Verification::Unsealed => return unverified(Unverified::Unsealed),
        },
    };
    let wanted = [
        ("White", expected.names[0].clone()),
        ("Black", expected.names[1].clone()),
        ("Round", expected.round.to_string()),
        ("Board", expected.board.to_string()),
        ("Event", expected.event.clone()),
        ("Date", expected.date.clone()),
    ];
    let checked = wanted.into_iter().filter(|(tag, value)| !(matches!(*tag, "Event" | "Date") && value.is_empty()));
    for (tag, value) in checked {
        let found = sheet.tag(tag).unwrap_or_default().trim();
        if found != value {
            return unverified(Unverified::OtherGame { tag, expected: value, found: found.to_owned() });
        }
    }
    match score(&sheet) {
        Some(score) => (Standing::Verified(score), Some(sheet)),
        None => unverified(Unverified::NoResult),
    }
}

/// The score a record gives: its `EscaqueScore` tag's when it has one (a score only an arbiter
/// gives), else its `Result`; none for an unfinished or annulled game.
///
/// ```
/// use escaque::evening::gather::score;
/// use escaque::record::sheet::Scoresheet;
/// let sheet = Scoresheet::from_pgn("[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
/// assert_eq!(score(&sheet).map(|s| s.to_string()).as_deref(), Some("0-1"));
/// ```
pub fn score(sheet: &Scoresheet) -> Option<Score> {
    match sheet.tag(SCORE_TAG) {
        Some(ANNULLED) => None,
        Some(exact) => exact.parse().ok(),
        None => match sheet.result.as_str() {
            "1/2-1/2" => "1/2-1/2".parse().ok(),
            "*" => None,
            other => other.parse().ok(),
        },
    }
}
