//! The evening's crosstable: each player's points by Article 10 (a win 1, a draw ½, a loss 0),
//! round by round, and the tie-breaks of FIDE's Tie-Break Regulations (Handbook C.07) that the
//! issue names: for a round robin Sonneborn-Berger, the direct encounter and the number of
//! wins; for a Swiss, Buchholz and Buchholz cut 1.
//!
//! Only results that count are counted: a game's record sealed and verified, or a result the
//! arbiter entered by hand (kept marked as such). A game still pending counts for nothing, for
//! its players and in everyone's tie-breaks, and shows as pending in its cells.
//!
//! Byes score what the evening's [`Rules::bye`] says. FIDE's texts found for this module do not
//! fix one value for every event: the TRF specification (C.04 Annex 2) says a pairing-allocated
//! bye is usually worth a win, which is the Swiss default here; in a Berger round robin with an
//! odd number every player rests exactly once, so the value changes no place, and the default
//! there is 0, so a player's points are those won over the board.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::pairing::{Pairing, Round};
use super::tally::Tally;
use crate::laws::{Points, Score};

/// How the evening is paired, which decides its default tie-breaks and bye.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum System {
    /// All play all, by the Berger tables.
    #[default]
    RoundRobin,
    /// A Swiss: pairings made round by round (typed, or by a pairing engine from the TRF).
    Swiss,
}

/// One tie-break of C.07.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    /// The points scored in the games among the players tied on points, when every one of
    /// them has met every other (otherwise it separates no one).
    DirectEncounter,
    /// Sonneborn-Berger: for each game counted, the opponent's points times what the player
    /// scored against them.
    SonnebornBerger,
    /// The number of games won (byes are not games); a value of 2 is two wins.
    Wins,
    /// Buchholz: the sum of the opponents' points; a round without an opponent (a bye) counts
    /// as a game against an opponent with the player's own points (the "game against oneself"
    /// that the 2022–2023 regulations put in place of the earlier virtual opponent, as a
    /// discussion of them quotes it: chesspub.com, "Unplayed games tiebreak", 2022; C.07's own
    /// article on unplayed rounds was not at hand to cite by number). Opponents' points are
    /// taken as they stand.
    Buchholz,
    /// Buchholz without one value: a bye's if there is one (unplayed rounds are the first cut,
    /// C.07 14.6 of the 2022 text as quoted in the same discussion), else the least.
    BuchholzCut1,
}

impl TieBreak {
    /// Every tie-break, in the order they are declared.
    pub const ALL: [TieBreak; 5] = [
        TieBreak::DirectEncounter,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
    ];
}

/// The evening's scoring rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// Round robin or Swiss.
    pub system: System,
    /// What a bye scores.
    pub bye: Points,
    /// The tie-breaks, in the order they are applied (C.07 leaves the list to the event's
    /// regulations).
    pub tie_breaks: Vec<TieBreak>,
}

impl Rules {
    /// The defaults of `system`: a round robin's bye scores 0, with direct encounter,
    /// Sonneborn-Berger and wins; a Swiss's bye scores 1, with Buchholz cut 1 and Buchholz.
    pub fn of(system: System) -> Rules {
        match system {
            System::RoundRobin => Rules {
                system,
                bye: Points::Zero,
                tie_breaks: vec![TieBreak::DirectEncounter, TieBreak::SonnebornBerger, TieBreak::Wins],
            },
            System::Swiss => {
                Rules { system, bye: Points::One, tie_breaks: vec![TieBreak::BuchholzCut1, TieBreak::Buchholz] }
            }
        }
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::of(System::RoundRobin)
    }
}

/// Where a game's result stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// No result that counts yet: the game is on, or its record is missing, unsealed or its
    /// seal does not verify.
    Pending,
    /// The result of a record sealed and verified (Article 8.7 signed, `verify --key`).
    Verified(Score),
    /// A result the arbiter entered by hand (a board played without a laptop).
    ByHand(Score),
}

impl Outcome {
    /// The score, if it counts.
    pub fn score(self) -> Option<Score> {
        match self {
            Outcome::Pending => None,
            Outcome::Verified(score) | Outcome::ByHand(score) => Some(score),
        }
    }
}

/// A game of the evening, as paired, with its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// The round, from 1.
    pub round: u32,
    /// White's starting number.
    pub white: u32,
    /// Black's starting number.
    pub black: u32,
    /// Its result.
    pub outcome: Outcome,
}

/// What a cell of the crosstable holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellResult {
    /// Paired, no result that counts yet.
    Pending,
    /// A bye, worth what the rules say.
    Bye(Points),
    /// A game with a result that counts.
    Scored {
        /// What this player scored.
        points: Points,
        /// Entered by the arbiter by hand, not from a verified record.
        by_hand: bool,
    },
}

/// One round of one player's row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The round.
    pub round: u32,
    /// The opponent's starting number; `None` for a bye.
    pub opponent: Option<u32>,
    /// The colour this player had; `None` for a bye.
    pub colour: Option<Color>,
    /// What happened.
    pub result: CellResult,
}

/// One player's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The starting number.
    pub player: u32,
    /// The place, from 1; players tied on points and every tie-break share it.
    pub rank: u32,
    /// The points by Article 10, byes included, pending games left out.
    pub points: Tally,
    /// A cell for every round the player is in, in round order (a round without them, none).
    pub cells: Vec<Cell>,
    /// The values of the rules' tie-breaks, in their order.
    pub tie_breaks: Vec<Tally>,
}

impl Row {
    /// The cell of `round`.
    pub fn cell(&self, round: u32) -> Option<&Cell> {
        self.cells.iter().find(|c| c.round == round)
    }

    /// The value of `tie_break` under `rules`, if the rules use it.
    pub fn tie_break(&self, rules: &Rules, tie_break: TieBreak) -> Option<Tally> {
        rules.tie_breaks.iter().position(|&t| t == tie_break).map(|i| self.tie_breaks[i])
    }
}

/// The crosstable: a row per player, in starting-number order (each row has its rank).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crosstable {
    /// The rules it was counted by.
    pub rules: Rules,
    /// The rows, player 1 first.
    pub rows: Vec<Row>,
}

impl Crosstable {
    /// Counts `players` players' evening: the byes come from the rounds' pairings, the games
    /// with their results from `games` (a game in the pairings but not in `games` is pending).
    pub fn new(players: u32, rules: Rules, rounds: &[Round], games: &[Game]) -> Crosstable {
        let mut rows: Vec<Row> = (1..=players)
            .map(|player| Row { player, rank: 0, points: Tally::ZERO, cells: Vec::new(), tie_breaks: Vec::new() })
            .collect();
        let row = |player: u32| (player as usize).checked_sub(1).filter(|&i| i < players as usize);
        for round in rounds {
            for pairing in &round.pairings {
                let Pairing { white, black, .. } = *pairing;
                match black {
                    None => {
                        if let Some(i) = row(white) {
                            rows[i].cells.push(Cell {
                                round: round.number,
                                opponent: None,
                                colour: None,
                                result: CellResult::Bye(rules.bye),
                            });
                        }
                    }
                    Some(black) => {
                        let outcome = games
                            .iter()
                            .find(|g| g.round == round.number && g.white == white && g.black == black)
                            .map_or(Outcome::Pending, |g| g.outcome);
                        for (me, them, side) in [(white, black, Color::White), (black, white, Color::Black)] {
                            // A pairing naming no player of the evening (a file changed by hand)
                            // scores for no one.
                            if let (Some(i), Some(_)) = (row(me), row(them)) {
                                rows[i].cells.push(cell(round.number, them, side, outcome));
                            }
                        }
                    }
                }
            }
        }
        for row in &mut rows {
            row.cells.sort_by_key(|c| c.round);
            row.points = row.cells.iter().filter_map(|c| counted(c.result)).sum();
        }
        let points: Vec<Tally> = rows.iter().map(|r| r.points).collect();
        let values: Vec<Vec<Tally>> =
            rows.iter().map(|r| rules.tie_breaks.iter().map(|&t| value(t, r, &rows, &points)).collect()).collect();
        for (row, values) in rows.iter_mut().zip(values) {
            row.tie_breaks = values;
        }
        rank(&mut rows);
        Crosstable { rules, rows }
    }

    /// The row of `player`.
    pub fn row(&self, player: u32) -> Option<&Row> {
        self.rows.iter().find(|r| r.player == player)
    }

    /// The starting numbers in the order of the standings (ties by starting number).
    pub fn standings(&self) -> Vec<u32> {
        let mut order: Vec<&Row> = self.rows.iter().collect();
        order.sort_by_key(|r| (r.rank, r.player));
        order.iter().map(|r| r.player).collect()
    }
}

fn cell(round: u32, opponent: u32, side: Color, outcome: Outcome) -> Cell {
    let result = match outcome {
        Outcome::Pending => CellResult::Pending,
        Outcome::Verified(score) => CellResult::Scored { points: score.of(side), by_hand: false },
        Outcome::ByHand(score) => CellResult::Scored { points: score.of(side), by_hand: true },
    };
    Cell { round, opponent: Some(opponent), colour: Some(side), result }
}

/// The points a cell gives, if it counts.
fn counted(result: CellResult) -> Option<Tally> {
    match result {
        CellResult::Pending => None,
        CellResult::Bye(points) | CellResult::Scored { points, .. } => Some(Tally::of(points)),
    }
}

/// The games of a row that count: (opponent, points scored).
fn scored(row: &Row) -> impl Iterator<Item = (u32, Points)> + '_ {
    row.cells.iter().filter_map(|c| match (c.opponent, c.result) {
        (Some(opponent), CellResult::Scored { points, .. }) => Some((opponent, points)),
        _ => None,
    })
}

fn value(tie_break: TieBreak, row: &Row, rows: &[Row], points: &[Tally]) -> Tally {
    let of = |player: u32| points[player as usize - 1];
    match tie_break {
        TieBreak::SonnebornBerger => scored(row).map(|(o, p)| of(o).times(p)).sum(),
        TieBreak::Wins => Tally(4 * scored(row).filter(|&(_, p)| p == Points::One).count() as u32),
        TieBreak::Buchholz => buchholz(row, &of).into_iter().map(|(v, _)| v).sum(),
        TieBreak::BuchholzCut1 => {
            let mut values = buchholz(row, &of);
            // An unplayed round's value goes first (C.07: unplayed rounds are the first cut),
            // else the least significant value.
            if let Some(cut) = (0..values.len()).min_by_key(|&i| (!values[i].1, values[i].0)) {
                values.remove(cut);
            }
            values.into_iter().map(|(v, _)| v).sum()
        }
        TieBreak::DirectEncounter => direct_encounter(row, rows),
    }
}

/// Each counted round's Buchholz value and whether it comes from an unplayed round (a bye,
/// valued at the player's own points). Pending games give nothing.
fn buchholz(row: &Row, of: &dyn Fn(u32) -> Tally) -> Vec<(Tally, bool)> {
    row.cells
        .iter()
        .filter_map(|c| match (c.opponent, c.result) {
            (_, CellResult::Pending) => None,
            (None, _) => Some((row.points, true)),
            (Some(opponent), _) => Some((of(opponent), false)),
        })
        .collect()
}

/// The points `row` scored against the others tied with it on points, if every pair of the
/// tied players has a game that counts; else zero for all of them, which separates no one.
fn direct_encounter(row: &Row, rows: &[Row]) -> Tally {
    let tied: Vec<&Row> = rows.iter().filter(|r| r.points == row.points).collect();
    if tied.len() < 2 {
        return Tally::ZERO;
    }
    let met = |a: &Row, b: u32| scored(a).any(|(o, _)| o == b);
    let all_met = tied.iter().all(|a| tied.iter().all(|b| a.player == b.player || met(a, b.player)));
    if !all_met {
        return Tally::ZERO;
    }
    scored(row).filter(|(o, _)| tied.iter().any(|t| t.player == *o)).map(|(_, p)| Tally::of(p)).sum()
}

/// Gives each row its place: points first, then the tie-breaks in order; equal on all, shared.
fn rank(rows: &mut [Row]) {
    let key =
        |r: &Row| (std::cmp::Reverse(r.points), r.tie_breaks.iter().map(|&t| std::cmp::Reverse(t)).collect::<Vec<_>>());
    let keys: Vec<_> = rows.iter().map(key).collect();
    for (i, row) in rows.iter_mut().enumerate() {
        row.rank = 1 + keys.iter().filter(|k| **k < keys[i]).count() as u32;
    }
}
