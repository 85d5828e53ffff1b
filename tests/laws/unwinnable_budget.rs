//! The inline answer to "could this side still checkmate?" (Articles 5.2.2, 6.9, 5.1.2) is bounded
//! by a work budget counted in positions, not by a clock: the same position gets the same answer,
//! at the same cost, every time and on every machine, so a replayed journal gives the same game.
//! What the budget cannot settle is `Unknown` and left to the worker.
//!
//! The positions are those of the benchmark: the hard composed ones
//! (`benches/data/hard-positions.txt`, from chasolver's `tests/positions.txt`) and a sample of
//! real games (`benches/data/lichess-sample.txt`, from its `tests/lichess.txt`), line numbers
//! given there.

use std::time::Duration;

use escaque::laws::unwinnable::{self, ExactOracle, INLINE_NODES, MateWorker, Purpose, Question};
use escaque::laws::{MateAbility, MateOracle};
use shakmaty::Color;

use crate::common;

use common::position;

/// Before the budget, the inline check spent about five seconds on this one (the solver's fast
/// check, 18 million positions deep in one search); chasolver `tests/positions.txt` line 413.
const HARDEST: &str = "1k6/1P5p/BP3p2/1P6/7K/8/5P1P/8 w - -";

/// The hard composed positions with who can mate: (fen, white can, black can).
fn hard() -> Vec<(String, bool, bool)> {
    labelled("hard-positions.txt")
}

/// A labelled file of `benches/data/`: (fen, white can, black can).
fn labelled(file: &str) -> Vec<(String, bool, bool)> {
    let text = std::fs::read_to_string(format!("{}/benches/data/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let (label, rest) = line.split_once(' ').unwrap();
            let fen = rest.split(';').next().unwrap().trim().to_owned();
            (fen, label.starts_with('W'), label.ends_with('B'))
        })
        .collect()
}

#[test]
fn the_same_position_gets_the_same_inline_answer_at_the_same_cost() {
    for (fen, _, _) in hard() {
        let pos = position(&fen);
        for side in Color::ALL {
            let first = unwinnable::inline(&pos, side, INLINE_NODES);
            let again = unwinnable::inline(&pos.clone(), side, INLINE_NODES);
            assert_eq!(first, again, "{side:?} in {fen}");
            let oracle = ExactOracle::default();
            assert_eq!(oracle.can_checkmate(&pos, side), first.finding.ability(), "{side:?} in {fen}");
            assert_eq!(oracle.can_checkmate(&pos, side), first.finding.ability(), "{side:?} in {fen}");
        }
    }
}

#[test]
fn the_inline_check_on_the_hardest_composed_position_stays_within_its_budget() {
    let pos = position(HARDEST);
    for side in Color::ALL {
        let got = unwinnable::inline(&pos, side, INLINE_NODES);
        assert!(got.nodes <= INLINE_NODES, "{side:?}: {} positions", got.nodes);
        // Not settled inline: the worker's question.
        assert_eq!(got.finding.ability(), MateAbility::Unknown, "{side:?}: {got:?}");
    }
}

#[test]
fn no_hard_position_costs_more_than_the_budget_and_none_is_answered_wrongly() {
    let mut settled = 0;
    for (fen, white, black) in hard() {
        let pos = position(&fen);
        for (side, can) in [(Color::White, white), (Color::Black, black)] {
            for budget in [0, 10, 100, INLINE_NODES] {
                let got = unwinnable::inline(&pos, side, budget);
                assert!(got.nodes <= budget, "{side:?} in {fen}: {} of {budget}", got.nodes);
                match got.finding.ability() {
                    MateAbility::Possible => assert!(can, "{side:?} in {fen}"),
                    MateAbility::Impossible => assert!(!can, "{side:?} in {fen}"),
                    MateAbility::Unknown => {}
                }
                if budget == INLINE_NODES && got.finding.ability() != MateAbility::Unknown {
                    settled += 1;
                }
            }
        }
    }
    // The budget still settles the quick ones inline (material, blocked walls, bishops of one
    // colour): 13 of the 56 questions. The unbounded fast check used to settle 4 more, after
    // 2 to 18 million positions each.
    assert_eq!(settled, 13);
}

#[test]
fn a_larger_budget_only_adds_answers() {
    // CS-P 43 (a kings-only wall): every reachable position must be visited, a few thousand.
    let pos = position("5k2/4p3/3pPp2/2pP1Pp1/1pPK2Pp/pP5P/P7/8 w - -");
    let small = unwinnable::inline(&pos, Color::White, 100);
    assert_eq!((small.finding.ability(), small.nodes <= 100), (MateAbility::Unknown, true));
    let large = unwinnable::inline(&pos, Color::White, 100_000);
    assert_eq!(large.finding.ability(), MateAbility::Impossible);
    assert!(large.nodes > 100, "{}", large.nodes);
    // Exactly its cost is enough, one less is not.
    assert_eq!(unwinnable::inline(&pos, Color::White, large.nodes), large);
    assert_eq!(unwinnable::inline(&pos, Color::White, large.nodes - 1).finding.ability(), MateAbility::Unknown);
}

/// Positions from real games (`benches/data/lichess-sample.txt`): whatever the budget settles
/// agrees with the label, and costs no more than the budget.
#[test]
fn on_real_games_the_inline_check_never_contradicts_a_label() {
    let sample = labelled("lichess-sample.txt");
    assert!(sample.len() >= 400, "{}", sample.len());
    for (fen, white, black) in sample {
        let pos = position(&fen);
        for (side, can) in [(Color::White, white), (Color::Black, black)] {
            let got = unwinnable::inline(&pos, side, INLINE_NODES);
            assert!(got.nodes <= INLINE_NODES, "{side:?} in {fen}: {}", got.nodes);
            match got.finding.ability() {
                MateAbility::Possible => assert!(can, "{side:?} in {fen}"),
                MateAbility::Impossible => assert!(!can, "{side:?} in {fen}"),
                MateAbility::Unknown => {}
            }
        }
    }
}

/// What the inline check leaves open on the hardest position, the worker answers.
#[test]
fn the_worker_settles_what_the_budget_left_open() {
    let pos = position(HARDEST);
    let mut worker = MateWorker::spawn();
    worker.ask(Question { ply: 0, position: pos, purpose: Purpose::AfterMove });
    let answer = worker.wait_answer(Duration::from_secs(120)).expect("the worker answers");
    // Neither side can mate (the label in the solver's tests).
    assert!(answer.dead(), "{answer:?}");
}
