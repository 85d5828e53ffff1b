//! The evening's crosstable: points by Article 10 (1, ½, 0), byes as the rules say, pending
//! games counting for nothing, and the tie-breaks of FIDE's Tie-Break Regulations (C.07),
//! checked against figures computed by hand in the comments.
//!
//! The evening: 5 players, a round robin by the Berger table for 5 or 6 players (player 6 is
//! the extra number, so whoever meets 6 rests):
//!
//! ```text
//! round 1: 2-5 1-0        3-4 ½-½        bye 1
//! round 2: 5-3 0-1        1-2 ½-½ (by hand)  bye 4
//! round 3: 3-1 0-1        4-5 1-0        bye 2
//! round 4: 1-4 0-1        2-3 1-0        bye 5
//! round 5: 4-2 ½-½        5-1 0-1        bye 3
//! ```

use escaque::evening::{
    Cell, CellResult, Crosstable, Game, Outcome, Pairing, Round, Rules, System, Tally, TieBreak, berger,
};
use escaque::laws::{Points, Score};
use shakmaty::Color;

fn score(text: &str) -> Score {
    text.parse().unwrap()
}

/// The evening's games; round 5's 4-2 left out when `finished` is false (pending).
fn games(finished: bool) -> Vec<Game> {
    let verified = |round, white, black, s: &str| Game { round, white, black, outcome: Outcome::Verified(score(s)) };
    let mut games = vec![
        verified(1, 2, 5, "1-0"),
        verified(1, 3, 4, "1/2-1/2"),
        verified(2, 5, 3, "0-1"),
        Game { round: 2, white: 1, black: 2, outcome: Outcome::ByHand(score("1/2-1/2")) },
        verified(3, 3, 1, "0-1"),
        verified(3, 4, 5, "1-0"),
        verified(4, 1, 4, "0-1"),
        verified(4, 2, 3, "1-0"),
        verified(5, 5, 1, "0-1"),
    ];
    let last = Game { round: 5, white: 4, black: 2, outcome: Outcome::Verified(score("1/2-1/2")) };
    games.push(if finished { last } else { Game { outcome: Outcome::Pending, ..last } });
    games
}

/// Quarter points from a decimal written as in the comments (`4.25`).
fn t(points: f64) -> Tally {
    Tally((points * 4.0) as u32)
}

fn values(table: &Crosstable, player: u32) -> (Tally, u32, Vec<Tally>) {
    let row = table.row(player).unwrap();
    (row.points, row.rank, row.tie_breaks.clone())
}

#[test]
fn the_berger_pairings_are_the_evening_above() {
    let rounds = berger(5).unwrap();
    let byes: Vec<u32> = rounds.iter().map(|r| r.pairings.iter().find(|p| p.is_bye()).unwrap().white).collect();
    assert_eq!(byes, [1, 4, 2, 5, 3]);
    assert_eq!(rounds[1].pairings[..2], [Pairing::game(1, 5, 3), Pairing::game(2, 1, 2)]);
    for game in games(true) {
        let round = &rounds[game.round as usize - 1];
        assert!(round.games().any(|p| p.white == game.white && p.black == Some(game.black)), "{game:?}");
    }
}

/// Round robin, bye 0 (the default). By hand:
///
/// ```text
/// points: 1: ½(2)+1(3)+0(4)+1(5) = 2.5     2: 1(5)+½(1)+1(3)+½(4) = 3
///         3: ½(4)+1(5)+0(1)+0(2) = 1.5     4: ½(3)+1(5)+1(1)+½(2) = 3     5: 0
///         (10 games, 10 points)
/// tie on 3: players 2 and 4; they drew each other: direct encounter ½ each.
/// Sonneborn-Berger (opponent's points × points scored):
///   1: ½·3 (2) + 1·1.5 (3) + 0 + 1·0 (5)          = 3
///   2: 1·0 (5) + ½·2.5 (1) + 1·1.5 (3) + ½·3 (4)  = 4.25
///   3: ½·3 (4) + 1·0 (5) + 0 + 0                  = 1.5
///   4: ½·1.5 (3) + 1·0 (5) + 1·2.5 (1) + ½·3 (2)  = 4.75
///   5: 0
/// wins: 1: 2, 2: 2, 3: 1, 4: 2, 5: 0.
/// places: 4 (3, DE ½, SB 4.75), 2 (3, DE ½, SB 4.25), 1, 3, 5.
/// ```
#[test]
fn a_round_robin_of_five_with_its_tie_breaks() {
    let rules = Rules::of(System::RoundRobin);
    assert_eq!(rules.bye, Points::Zero);
    assert_eq!(rules.tie_breaks, [TieBreak::DirectEncounter, TieBreak::SonnebornBerger, TieBreak::Wins]);
    let table = Crosstable::new(5, rules, &berger(5).unwrap(), &games(true));
    // (points, place, [direct encounter, Sonneborn-Berger, wins])
    assert_eq!(values(&table, 1), (t(2.5), 3, vec![t(0.0), t(3.0), t(2.0)]));
    assert_eq!(values(&table, 2), (t(3.0), 2, vec![t(0.5), t(4.25), t(2.0)]));
    assert_eq!(values(&table, 3), (t(1.5), 4, vec![t(0.0), t(1.5), t(1.0)]));
    assert_eq!(values(&table, 4), (t(3.0), 1, vec![t(0.5), t(4.75), t(2.0)]));
    assert_eq!(values(&table, 5), (t(0.0), 5, vec![t(0.0), t(0.0), t(0.0)]));
    assert_eq!(table.standings(), [4, 2, 1, 3, 5]);
    let row1 = table.row(1).unwrap();
    assert_eq!(row1.tie_break(&table.rules, TieBreak::SonnebornBerger), Some(t(3.0)));
    assert_eq!(row1.tie_break(&table.rules, TieBreak::Buchholz), None);
    assert_eq!(t(4.25).to_string(), "4.25");
    assert_eq!(t(2.5).to_string(), "2.5");
    assert_eq!(t(3.0).to_string(), "3");
}

/// The cells: the bye, the result entered by hand (marked), colours and opponents.
#[test]
fn cells_show_the_bye_and_the_result_entered_by_hand() {
    let table = Crosstable::new(5, Rules::default(), &berger(5).unwrap(), &games(true));
    let row1 = table.row(1).unwrap();
    assert_eq!(
        row1.cells,
        [
            Cell { round: 1, opponent: None, colour: None, result: CellResult::Bye(Points::Zero) },
            Cell {
                round: 2,
                opponent: Some(2),
                colour: Some(Color::White),
                result: CellResult::Scored { points: Points::Half, by_hand: true }
            },
            Cell {
                round: 3,
                opponent: Some(3),
                colour: Some(Color::Black),
                result: CellResult::Scored { points: Points::One, by_hand: false }
            },
            Cell {
                round: 4,
                opponent: Some(4),
                colour: Some(Color::White),
                result: CellResult::Scored { points: Points::Zero, by_hand: false }
            },
            Cell {
                round: 5,
                opponent: Some(5),
                colour: Some(Color::Black),
                result: CellResult::Scored { points: Points::One, by_hand: false }
            },
        ]
    );
}

/// Round 5's 4-2 pending: it counts for nothing. By hand:
///
/// ```text
/// points: 1: 2.5, 2: 3 - ½ = 2.5, 3: 1.5, 4: 3 - ½ = 2.5, 5: 0
/// tie on 2.5: players 1, 2, 4; 2 and 4 have no game that counts between them, so the direct
///   encounter separates no one: 0 for all.
/// Sonneborn-Berger: 1: ½·2.5 (2) + 1·1.5 (3) = 2.75
///                   2: 1·0 (5) + ½·2.5 (1) + 1·1.5 (3) = 2.75
///                   4: ½·1.5 (3) + 1·0 (5) + 1·2.5 (1) = 3.25
///                   3: ½·2.5 (4) = 1.25
/// wins: 1: 2, 2: 2, 4: 2. Places: 4 first; 1 and 2 equal on everything, sharing 2nd; 3 4th.
/// ```
#[test]
fn a_pending_game_counts_for_nothing_and_shows_as_pending() {
    let table = Crosstable::new(5, Rules::default(), &berger(5).unwrap(), &games(false));
    assert_eq!(values(&table, 1), (t(2.5), 2, vec![t(0.0), t(2.75), t(2.0)]));
    assert_eq!(values(&table, 2), (t(2.5), 2, vec![t(0.0), t(2.75), t(2.0)]));
    assert_eq!(values(&table, 3), (t(1.5), 4, vec![t(0.0), t(1.25), t(1.0)]));
    assert_eq!(values(&table, 4), (t(2.5), 1, vec![t(0.0), t(3.25), t(2.0)]));
    assert_eq!(values(&table, 5), (t(0.0), 5, vec![t(0.0), t(0.0), t(0.0)]));
    for (player, opponent, colour) in [(4, 2, Color::White), (2, 4, Color::Black)] {
        let cell = table.row(player).unwrap().cell(5).copied();
        assert_eq!(
            cell,
            Some(Cell { round: 5, opponent: Some(opponent), colour: Some(colour), result: CellResult::Pending })
        );
    }
    // A game in the pairings with no result at all is pending too.
    let none = Crosstable::new(5, Rules::default(), &berger(5).unwrap(), &[]);
    assert!(none.rows.iter().all(|r| r.points == Tally::ZERO && r.rank == 1));
    assert_eq!(none.row(2).unwrap().cell(1).unwrap().result, CellResult::Pending);
}

/// The same games counted as a Swiss (bye 1, Buchholz cut 1, Buchholz). By hand:
///
/// ```text
/// points (a bye +1): 1: 3.5, 2: 4, 3: 2.5, 4: 4, 5: 1        (10 games + 5 byes = 15)
/// Buchholz: the opponents' points, the bye counted as the player's own points:
///   1: 4 (2) + 2.5 (3) + 4 (4) + 1 (5) + 3.5 (bye)   = 15
///   2: 1 (5) + 3.5 (1) + 2.5 (3) + 4 (4) + 4 (bye)   = 15
///   3: 4 (4) + 1 (5) + 3.5 (1) + 4 (2) + 2.5 (bye)   = 15
///   4: 2.5 (3) + 1 (5) + 3.5 (1) + 4 (2) + 4 (bye)   = 15
///   5: 4 (2) + 2.5 (3) + 4 (4) + 3.5 (1) + 1 (bye)   = 15
///   (all 15: each met everyone else, and their own score stands for the bye)
/// cut 1 takes off the bye's value first: 1: 11.5, 2: 11, 3: 12.5, 4: 11, 5: 14.
/// places: 2 and 4 (4, 11, 15) share 1st; 1 3rd; 3 4th; 5 5th.
/// ```
#[test]
fn the_same_games_as_a_swiss_with_buchholz() {
    let rules = Rules::of(System::Swiss);
    assert_eq!(rules.bye, Points::One);
    let table = Crosstable::new(5, rules, &berger(5).unwrap(), &games(true));
    assert_eq!(values(&table, 1), (t(3.5), 3, vec![t(11.5), t(15.0)]));
    assert_eq!(values(&table, 2), (t(4.0), 1, vec![t(11.0), t(15.0)]));
    assert_eq!(values(&table, 3), (t(2.5), 4, vec![t(12.5), t(15.0)]));
    assert_eq!(values(&table, 4), (t(4.0), 1, vec![t(11.0), t(15.0)]));
    assert_eq!(values(&table, 5), (t(1.0), 5, vec![t(14.0), t(15.0)]));
    assert_eq!(table.standings(), [2, 4, 1, 3, 5]);
}

/// Typed pairings, no bye: cut 1 takes off the lowest opponent. By hand:
///
/// ```text
/// round 1: 1-2 1-0, 3-4 ½-½;  round 2: 1-3 ½-½, 4-2 1-0
/// points: 1: 1.5, 2: 0, 3: 1, 4: 1.5
/// Buchholz: 1: 0 (2) + 1 (3) = 1, cut 1 → 1;   2: 1.5 (1) + 1.5 (4) = 3, cut 1 → 1.5
///           3: 1.5 (4) + 1.5 (1) = 3 → 1.5;     4: 1 (3) + 0 (2) = 1 → 1
/// ```
#[test]
fn buchholz_cut_one_takes_off_the_lowest_opponent() {
    let rounds = vec![
        Round { number: 1, pairings: vec![Pairing::game(1, 1, 2), Pairing::game(2, 3, 4)] },
        Round { number: 2, pairings: vec![Pairing::game(1, 1, 3), Pairing::game(2, 4, 2)] },
    ];
    let games = [
        Game { round: 1, white: 1, black: 2, outcome: Outcome::Verified(score("1-0")) },
        Game { round: 1, white: 3, black: 4, outcome: Outcome::Verified(score("1/2-1/2")) },
        Game { round: 2, white: 1, black: 3, outcome: Outcome::ByHand(score("1/2-1/2")) },
        Game { round: 2, white: 4, black: 2, outcome: Outcome::Verified(score("1-0")) },
    ];
    let table = Crosstable::new(4, Rules::of(System::Swiss), &rounds, &games);
    assert_eq!(values(&table, 1), (t(1.5), 1, vec![t(1.0), t(1.0)]));
    assert_eq!(values(&table, 2), (t(0.0), 4, vec![t(1.5), t(3.0)]));
    assert_eq!(values(&table, 3), (t(1.0), 3, vec![t(1.5), t(3.0)]));
    assert_eq!(values(&table, 4), (t(1.5), 1, vec![t(1.0), t(1.0)]));
}
