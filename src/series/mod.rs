//! A **series**: the games of one named event played on this board, a match between two
//! players or a club's evening (issue 17). The name: a [`crate::table::session::Session`] is
//! one game and its journal, and an [`crate::table::Event`] one thing that happened at the
//! table, so a run of games is a series.
//!
//! This module is the model, pure like the laws (no files, no clock): the event's details, the
//! games with their results, the standings by Article 10, and which game comes next (in a
//! match the colours alternate). [`store`] keeps a series in the data folder, with each game's
//! record, and writes the series' PGN.

pub mod store;

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::laws::{Points, Score};
use crate::table::Setup;

/// What kind of series it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// Two players, colours alternating from game to game.
    #[default]
    Match,
    /// A club's evening: the players of each round may change.
    Evening,
}

/// A series of games: the event, its games, and who plays next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Series {
    /// What tells this series from every other, whatever its name: given when the series is
    /// kept ([`store::Store::create`]) and written with each of its games (the setup's
    /// `series_id`), so that a game resumed later finds its own series and no other of the same
    /// name. Empty in a series kept before series had ids.
    pub id: String,
    /// The event's name (the `Event` tag).
    pub name: String,
    /// Where it is played (the `Site` tag).
    pub site: String,
    /// When it began, `YYYY.MM.DD` (the games' `Date` tags are the days they were played).
    pub date: String,
    /// How many rounds are planned: a match of `rounds` games, an evening of `rounds` rounds.
    pub rounds: u32,
    /// The board this laptop is (the `Board` tag).
    pub board: u32,
    /// A match or an evening.
    pub kind: Kind,
    /// The players of the first game, White then Black; in a match, the two players.
    pub players: [String; 2],
    /// The games played, in order.
    pub games: Vec<SeriesGame>,
    /// Ended before its last round by the organiser.
    pub closed: bool,
}

impl Default for Series {
    fn default() -> Series {
        Series::new("", "", "", 1, Kind::Match, [String::new(), String::new()])
    }
}

/// A game of a series.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeriesGame {
    /// Its round, from 1.
    pub round: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// What each scored: 1-0, ½-½, or an arbiter's score such as ½-0 or 0-0 (11.8, 12.9).
    /// `None`: no result (annulled, 7.2, or stopped by the players): the round is played again.
    pub score: Option<Score>,
    /// The file of its record beside the series' file (`round-2.pgn`).
    pub record: String,
    /// Whether the record is the signed scoresheet with its seal (8.7); else the game as played,
    /// unsigned.
    pub sealed: bool,
    /// Adjourned (Guidelines I): the envelope sealed, the game to be finished later. It stays
    /// its round's game (the series goes on to the next round) and has no result until it is
    /// resumed and finished, when its finished record takes its place.
    pub adjourned: bool,
}

/// The next game of a series: its round and who plays which colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The round, from 1.
    pub round: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
}

/// A score that no game can give (Article 10.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyPoints(pub Score);

/// Points counted in halves, so that sums stay exact: 3 is 1½.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Halves(pub u32);

impl Halves {
    /// The points of one game.
    pub fn of(points: Points) -> Halves {
        Halves(match points {
            Points::Zero => 0,
            Points::Half => 1,
            Points::One => 2,
        })
    }
}

impl std::fmt::Display for Halves {
    /// `0`, `½`, `1`, `1½`, `12½`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.0 / 2, self.0 % 2) {
            (0, 1) => f.write_str("½"),
            (whole, 1) => write!(f, "{whole}½"),
            (whole, _) => write!(f, "{whole}"),
        }
    }
}

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The player's name.
    pub player: String,
    /// Points, by Article 10.
    pub points: Halves,
    /// Games with a result.
    pub played: u32,
}

/// Whether `date` is a date as PGN writes it, `YYYY.MM.DD` (a real day of the calendar).
///
/// ```
/// use escaque::series::is_pgn_date;
/// assert!(is_pgn_date("2026.11.23") && is_pgn_date("2024.02.29"));
/// assert!(!is_pgn_date("23/11/2026") && !is_pgn_date("2026.02.30") && !is_pgn_date("2026.11.23 "));
/// ```
pub fn is_pgn_date(date: &str) -> bool {
    let parts: Vec<&str> = date.split('.').collect();
    let [y, m, d] = parts.as_slice() else { return false };
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
        return false;
    }
    let (y, m, d) = (y.parse::<i16>().unwrap_or(0), m.parse::<i8>().unwrap_or(0), d.parse::<i8>().unwrap_or(0));
    jiff::civil::Date::new(y, m, d).is_ok()
}

/// The total points a game gives normally: one (Article 10.1). A score may give less (0-0,
/// ½-0), never more (10.2).
pub fn within_article_10_2(score: Score) -> bool {
    Halves::of(score.white).0 + Halves::of(score.black).0 <= 2
}

impl Series {
    /// A new series with no game played.
    pub fn new(name: &str, site: &str, date: &str, rounds: u32, kind: Kind, players: [String; 2]) -> Series {
        Series {
            id: String::new(),
            name: name.trim().to_owned(),
            site: site.trim().to_owned(),
            date: date.trim().to_owned(),
            rounds: rounds.max(1),
            board: 1,
            kind,
            players: players.map(|p| p.trim().to_owned()),
            games: Vec::new(),
            closed: false,
        }
    }

    /// How many rounds have a result: each round counted once, whichever rounds they are (an
    /// earlier round still adjourned does not count, a later one finished does).
    pub fn rounds_played(&self) -> u32 {
        let rounds: std::collections::BTreeSet<u32> =
            self.games.iter().filter(|g| g.score.is_some()).map(|g| g.round).collect();
        u32::try_from(rounds.len()).unwrap_or(u32::MAX)
    }

    /// The rounds with a result or an adjourned game: the next game is the round after.
    pub fn rounds_taken(&self) -> u32 {
        self.games.iter().filter(|g| g.score.is_some() || g.adjourned).map(|g| g.round).max().unwrap_or(0)
    }

    /// The adjourned games still to be finished.
    pub fn adjourned(&self) -> impl Iterator<Item = &SeriesGame> {
        self.games.iter().filter(|g| g.adjourned)
    }

    /// No game is left to start: every round has a result or an adjourned game, or the
    /// organiser ended the series.
    pub fn all_started(&self) -> bool {
        self.closed || self.rounds_taken() >= self.rounds
    }

    /// The series is over: no game is left to start and none is adjourned still to be
    /// finished (Guidelines I), or the organiser ended it.
    pub fn finished(&self) -> bool {
        self.closed || (self.all_started() && self.adjourned().next().is_none())
    }

    /// The next game: the round after the last with a result (a game with none is played
    /// again), the colours as the kind of series gives them. `None` once every game is started
    /// ([`Series::all_started`]).
    ///
    /// In a match the first player has White in the odd rounds and Black in the even ones. In
    /// an evening the last game's players swap colours (the organiser may pair the round
    /// otherwise before it starts: [`Series::pairing_with`]).
    pub fn next(&self) -> Option<Pairing> {
        if self.all_started() {
            return None;
        }
        let round = self.rounds_taken() + 1;
        let [first, second] = &self.players;
        let (white, black) = match self.kind {
            Kind::Match if round % 2 == 1 => (first.clone(), second.clone()),
            Kind::Match => (second.clone(), first.clone()),
            Kind::Evening => match self.games.last() {
                // A round played again keeps its colours.
                Some(last) if last.score.is_none() && !last.adjourned => (last.white.clone(), last.black.clone()),
                Some(last) => (last.black.clone(), last.white.clone()),
                None => (first.clone(), second.clone()),
            },
        };
        Some(Pairing { round, white, black })
    }

    /// The next game with the players the organiser chose: in an evening, anyone; in a match the
    /// players stay the two of the match, and only their colours come from [`Series::next`].
    pub fn pairing_with(&self, white: &str, black: &str) -> Option<Pairing> {
        let next = self.next()?;
        Some(match self.kind {
            Kind::Match => next,
            Kind::Evening => Pairing { white: white.trim().to_owned(), black: black.trim().to_owned(), ..next },
        })
    }

    /// Adds a played game. A score that gives more than a game gives (1½-0, 1-1) is refused,
    /// Article 10.2. An adjourned game of the same round and players, finished now, gives its
    /// place to the finished game (Guidelines I: the game resumed is the same game).
    pub fn add(&mut self, game: SeriesGame) -> Result<(), TooManyPoints> {
        if let Some(score) = game.score
            && !within_article_10_2(score)
        {
            return Err(TooManyPoints(score));
        }
        let same =
            |g: &SeriesGame| g.adjourned && g.round == game.round && g.white == game.white && g.black == game.black;
        match self.games.iter_mut().find(|g| same(g)) {
            Some(adjourned) if !game.adjourned => *adjourned = game,
            _ => self.games.push(game),
        }
        Ok(())
    }

    /// The adjourned game of round `round` between `white` and `black`, if the series has one.
    pub fn adjourned_game(&self, round: &str, white: &str, black: &str) -> Option<&SeriesGame> {
        self.adjourned().find(|g| g.round.to_string() == round.trim() && g.white == white && g.black == black)
    }

    /// Whether the game of `setup`, resumed after a restart or from its envelope, is this
    /// series' game: its next game (its round, and in a match the pairing's players) or one of
    /// its adjourned games (Guidelines I.5). A game that names a series (`series_id`) is this
    /// series' only if the id is this series'. A game that names none (its journal written
    /// before series had ids) is matched as it was then, by the event's name, and only with a
    /// series kept before ids too: a game started from the setup form with the same event name
    /// is no game of a series that has an id.
    pub fn is_its_game(&self, setup: &Setup) -> bool {
        let same_series = match (setup.series_id.as_str(), self.id.as_str()) {
            ("", "") => self.name == setup.event,
            ("", _) | (_, "") => false,
            (game, series) => game == series,
        };
        let next = self.next().is_some_and(|next| {
            next.round.to_string() == setup.round
                && (self.kind == Kind::Evening || (next.white == setup.white && next.black == setup.black))
        });
        same_series && (next || self.adjourned_game(&setup.round, &setup.white, &setup.black).is_some())
    }

    /// Every player who has played or is to play, in order of first appearance.
    pub fn players(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        let all = self.players.iter().chain(self.games.iter().flat_map(|g| [&g.white, &g.black]));
        for name in all {
            if !names.contains(name) {
                names.push(name.clone());
            }
        }
        names
    }

    /// The standings by Article 10: each game gives its winner 1, its loser 0, each player ½ in
    /// a draw, and each what the arbiter decided where the arbiter scored it otherwise (½-0,
    /// 0-0: 11.8, 12.9). Games without a result count for no one. Most points first; equal
    /// points in order of first appearance.
    pub fn standings(&self) -> Vec<Standing> {
        let mut table: Vec<Standing> =
            self.players().into_iter().map(|player| Standing { player, points: Halves(0), played: 0 }).collect();
        for game in &self.games {
            let Some(score) = game.score else { continue };
            for (side, name) in [(Color::White, &game.white), (Color::Black, &game.black)] {
                if let Some(line) = table.iter_mut().find(|s| &s.player == name) {
                    line.points.0 += Halves::of(score.of(side)).0;
                    line.played += 1;
                }
            }
        }
        // A stable sort: equal points keep the order of first appearance.
        table.sort_by_key(|line| std::cmp::Reverse(line.points));
        table
    }

    /// The round and board of the game to be played next, for the `Round` and `Board` tags of
    /// anything that writes the game as it goes (a live PGN).
    pub fn round_and_board(&self) -> Option<(String, String)> {
        self.next().map(|p| (p.round.to_string(), self.board.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(text: &str) -> Score {
        text.parse().unwrap()
    }

    fn game(round: u32, white: &str, black: &str, result: Option<&str>) -> SeriesGame {
        SeriesGame {
            round,
            white: white.to_owned(),
            black: black.to_owned(),
            score: result.map(score),
            ..SeriesGame::default()
        }
    }

    /// Results so far, and the next pairing expected: its round, White, Black.
    type NextCase<'a> = (&'a [Option<&'a str>], Option<(u32, &'a str, &'a str)>);
    /// Games as White, Black, result; and the standings expected of A and B.
    type PointsCase<'a> = (&'a [(&'a str, &'a str, &'a str)], (&'a str, &'a str));

    fn a_match(rounds: u32) -> Series {
        Series::new("Match", "Vigo", "2026.11.23", rounds, Kind::Match, ["Uxía".to_owned(), "Jordi".to_owned()])
    }

    #[test]
    fn in_a_match_the_colours_alternate_and_a_round_without_result_is_played_again() {
        let cases: &[NextCase] = &[
            (&[], Some((1, "Uxía", "Jordi"))),
            (&[Some("1-0")], Some((2, "Jordi", "Uxía"))),
            (&[Some("1-0"), Some("1/2-1/2")], Some((3, "Uxía", "Jordi"))),
            (&[Some("1-0"), None], Some((2, "Jordi", "Uxía"))),
            (&[Some("1-0"), Some("0-1"), Some("0-0"), Some("1-0")], None),
        ];
        for (results, expected) in cases {
            let mut series = a_match(4);
            for result in *results {
                let next = series.next().unwrap();
                series.add(game(next.round, &next.white, &next.black, *result)).unwrap();
            }
            let next = series.next().map(|p| (p.round, p.white, p.black));
            let expected = expected.map(|(r, w, b)| (r, w.to_owned(), b.to_owned()));
            assert_eq!(next, expected, "after {results:?}");
            assert_eq!(series.finished(), expected.is_none());
        }
    }

    #[test]
    fn article_10_1_a_win_is_one_a_draw_half_a_loss_nothing() {
        let cases: &[PointsCase] = &[
            (&[("A", "B", "1-0")], ("1", "0")),
            (&[("A", "B", "1-0"), ("B", "A", "1/2-1/2")], ("1½", "½")),
            (&[("A", "B", "1-0"), ("B", "A", "1/2-1/2"), ("A", "B", "0-1")], ("1½", "1½")),
            (&[("A", "B", "0-1"), ("B", "A", "1-0")], ("0", "2")),
            (&[("A", "B", "1/2-1/2"), ("B", "A", "1/2-1/2"), ("A", "B", "1/2-1/2")], ("1½", "1½")),
        ];
        for (games, (a, b)) in cases {
            let mut series = Series::new("E", "", "", 5, Kind::Evening, ["A".to_owned(), "B".to_owned()]);
            for (i, (white, black, result)) in games.iter().enumerate() {
                series.add(game(i as u32 + 1, white, black, Some(result))).unwrap();
            }
            let points =
                |name: &str| series.standings().into_iter().find(|s| s.player == name).unwrap().points.to_string();
            assert_eq!((points("A").as_str(), points("B").as_str()), (*a, *b), "{games:?}");
        }
    }

    #[test]
    fn article_10_the_arbiters_scores_count_as_given_and_no_result_counts_for_no_one() {
        let mut series = a_match(6);
        series.add(game(1, "Uxía", "Jordi", Some("1/2-0"))).unwrap(); // 12.9.5
        series.add(game(2, "Jordi", "Uxía", Some("0-0"))).unwrap(); // 11.8
        series.add(game(3, "Uxía", "Jordi", None)).unwrap(); // annulled, 7.2
        series.add(game(3, "Uxía", "Jordi", Some("0-1/2"))).unwrap();
        let table: Vec<(String, String, u32)> =
            series.standings().into_iter().map(|s| (s.player, s.points.to_string(), s.played)).collect();
        assert_eq!(table, [("Uxía".to_owned(), "½".to_owned(), 3), ("Jordi".to_owned(), "½".to_owned(), 3)]);
    }

    #[test]
    fn article_10_2_no_game_gives_more_than_one_point() {
        for (text, allowed) in [("1-0", true), ("1/2-0", true), ("0-0", true), ("1-1/2", false), ("1-1", false)] {
            let mut series = a_match(2);
            let added = series.add(game(1, "Uxía", "Jordi", Some(text)));
            assert_eq!(added.is_ok(), allowed, "{text}");
            assert_eq!(series.games.len(), usize::from(allowed), "a refused score is not kept");
        }
    }

    #[test]
    fn the_standings_put_the_most_points_first_and_ties_in_order_of_appearance() {
        let mut series = Series::new("Club", "", "", 3, Kind::Evening, ["Ana".to_owned(), "Bea".to_owned()]);
        series.add(game(1, "Ana", "Bea", Some("0-1"))).unwrap();
        series.add(game(2, "Carla", "Ana", Some("1/2-1/2"))).unwrap();
        let order: Vec<(String, String)> =
            series.standings().into_iter().map(|s| (s.player, s.points.to_string())).collect();
        let expected = [("Bea", "1"), ("Ana", "½"), ("Carla", "½")].map(|(p, s)| (p.to_owned(), s.to_owned()));
        assert_eq!(order, expected);
    }

    #[test]
    fn an_evening_swaps_the_last_pair_unless_the_organiser_pairs_the_round_otherwise() {
        let mut series = Series::new("Club", "", "", 3, Kind::Evening, ["Ana".to_owned(), "Bea".to_owned()]);
        series.add(game(1, "Ana", "Bea", Some("1-0"))).unwrap();
        assert_eq!(series.next(), Some(Pairing { round: 2, white: "Bea".to_owned(), black: "Ana".to_owned() }));
        let chosen = series.pairing_with(" Carla ", "Ana").unwrap();
        assert_eq!(chosen, Pairing { round: 2, white: "Carla".to_owned(), black: "Ana".to_owned() });
        // In a match the two players stay.
        assert_eq!(a_match(2).pairing_with("Carla", "Ana").unwrap().white, "Uxía");
        assert_eq!(series.round_and_board(), Some(("2".to_owned(), "1".to_owned())));
    }

    #[test]
    fn guidelines_i_an_adjourned_game_stays_its_rounds_game_until_finished() {
        let mut series = a_match(3);
        let adjourned = SeriesGame { adjourned: true, ..game(1, "Uxía", "Jordi", None) };
        series.add(adjourned).unwrap();
        // The next game is round 2, colours swapped; round 1 has no result yet.
        assert_eq!(series.next(), Some(Pairing { round: 2, white: "Jordi".to_owned(), black: "Uxía".to_owned() }));
        assert_eq!(series.rounds_played(), 0);
        assert!(series.adjourned_game("1", "Uxía", "Jordi").is_some());
        series.add(game(2, "Jordi", "Uxía", Some("1/2-1/2"))).unwrap();
        // Round 1 resumed and finished: the same game, in its place.
        series.add(game(1, "Uxía", "Jordi", Some("1-0"))).unwrap();
        assert_eq!(series.games.len(), 2);
        assert_eq!((series.games[0].round, series.games[0].adjourned), (1, false));
        assert_eq!(series.adjourned().count(), 0);
        let points: Vec<String> =
            series.standings().into_iter().map(|s| format!("{} {}", s.player, s.points)).collect();
        assert_eq!(points, ["Uxía 1½", "Jordi ½"]);
        assert_eq!(series.next().map(|p| p.round), Some(3));
    }

    /// A last round adjourned: no game is left to start, but the series is not over until that
    /// game is finished.
    #[test]
    fn guidelines_i_a_series_whose_last_game_is_adjourned_is_not_over() {
        let mut series = a_match(2);
        series.add(game(1, "Uxía", "Jordi", Some("1-0"))).unwrap();
        series.add(SeriesGame { adjourned: true, ..game(2, "Jordi", "Uxía", None) }).unwrap();
        assert_eq!(series.next(), None, "no game is left to start");
        assert!(series.all_started() && !series.finished());
        series.add(game(2, "Jordi", "Uxía", Some("1/2-1/2"))).unwrap();
        assert!(series.finished());
        // Ended by the organiser, it is over whatever is still adjourned.
        let mut ended = a_match(3);
        ended.add(SeriesGame { adjourned: true, ..game(1, "Uxía", "Jordi", None) }).unwrap();
        ended.closed = true;
        assert!(ended.finished());
    }

    /// Review of issue 17: "2 of 3 rounds played" counted the highest round with a result,
    /// so round 1 adjourned and round 2 finished read as two rounds played.
    #[test]
    fn rounds_played_counts_the_rounds_with_a_result_not_the_highest_one() {
        let mut series = a_match(3);
        series.add(SeriesGame { adjourned: true, ..game(1, "Uxía", "Jordi", None) }).unwrap();
        series.add(game(2, "Jordi", "Uxía", Some("1-0"))).unwrap();
        assert_eq!(series.rounds_played(), 1, "round 1 is adjourned, round 2 finished");
        // A round played again after a game without result counts once.
        let mut again = a_match(3);
        again.add(game(1, "Uxía", "Jordi", None)).unwrap();
        again.add(game(1, "Uxía", "Jordi", Some("0-1"))).unwrap();
        again.add(game(2, "Jordi", "Uxía", Some("1/2-1/2"))).unwrap();
        assert_eq!(again.rounds_played(), 2);
        // Round 1 finished after its adjournment: both rounds count.
        series.add(game(1, "Uxía", "Jordi", Some("1/2-1/2"))).unwrap();
        assert_eq!(series.rounds_played(), 2);
        assert_eq!(a_match(3).rounds_played(), 0);
    }

    /// The setup of a game of round `round`, `white` against `black`, of the event `event`,
    /// naming the series `id` (empty: a journal written before series had ids).
    fn setup_of(id: &str, event: &str, round: u32, white: &str, black: &str) -> Setup {
        Setup {
            series_id: id.to_owned(),
            event: event.to_owned(),
            round: round.to_string(),
            white: white.to_owned(),
            black: black.to_owned(),
            ..Setup::default()
        }
    }

    /// Review of issue 17: two series of the same name (a weekly event), and a game started
    /// from the form with that event's name: each game goes to the series it names, and only
    /// a game that names none is matched by the name, with a series that has no id either.
    #[test]
    fn a_resumed_game_goes_to_the_series_whose_id_it_carries_not_one_of_the_same_name() {
        let this_week = Series { id: "b2".to_owned(), ..a_match(3) };
        let last_week = Series { id: "a1".to_owned(), ..a_match(3) };
        let ours = setup_of("b2", "Match", 1, "Uxía", "Jordi");
        assert!(this_week.is_its_game(&ours));
        assert!(!last_week.is_its_game(&ours), "same name, another series");
        // A game from the setup form with the same event, round and players, but no series.
        let unrelated = setup_of("", "Match", 1, "Uxía", "Jordi");
        assert!(!this_week.is_its_game(&unrelated) && !last_week.is_its_game(&unrelated));
        // The id does not stand for the rest: the round and, in a match, the players still
        // have to be the next game's.
        assert!(!this_week.is_its_game(&setup_of("b2", "Match", 2, "Jordi", "Uxía")));
        assert!(!this_week.is_its_game(&setup_of("b2", "Match", 1, "Jordi", "Uxía")));
        // An adjourned game of the series, resumed from its envelope (Guidelines I.5).
        let mut adjourned = this_week.clone();
        adjourned.add(SeriesGame { adjourned: true, ..game(1, "Uxía", "Jordi", None) }).unwrap();
        assert!(adjourned.is_its_game(&setup_of("b2", "Match", 1, "Uxía", "Jordi")));
        assert!(!adjourned.is_its_game(&setup_of("a1", "Match", 1, "Uxía", "Jordi")));
    }

    /// A journal written before series had ids: its game is matched by the event's name, as
    /// before, with a series kept before ids.
    #[test]
    fn a_game_of_a_journal_from_before_series_ids_is_matched_by_the_event_name() {
        let old = a_match(3);
        assert!(old.id.is_empty());
        assert!(old.is_its_game(&setup_of("", "Match", 1, "Uxía", "Jordi")));
        assert!(!old.is_its_game(&setup_of("", "Other", 1, "Uxía", "Jordi")));
        assert!(!old.is_its_game(&setup_of("", "Match", 2, "Uxía", "Jordi")));
        // A game naming a series is never an old series' game, whatever its name.
        assert!(!old.is_its_game(&setup_of("c3", "Match", 1, "Uxía", "Jordi")));
    }

    #[test]
    fn halves_are_written_as_players_write_points() {
        for (halves, text) in [(0, "0"), (1, "½"), (2, "1"), (3, "1½"), (25, "12½")] {
            assert_eq!(Halves(halves).to_string(), text);
        }
    }
}
