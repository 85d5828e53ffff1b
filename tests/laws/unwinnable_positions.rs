//! Labelled positions for "who could still checkmate by some series of legal moves?" (Articles
//! 5.1.2, 5.2.2, 6.9), every one from a public source named beside it:
//!
//! - `CS-P n`: line n of `tests/positions.txt` in the chasolver 3.0.0 crate (MIT; positions
//!   submitted to chasolver.org, each labelled by which side can mate).
//! - `CS-L n`: line n of `tests/lichess.txt` in the same crate (positions from Lichess games).
//! - `CS-README`: the example in chasolver's README, from the Lichess game ijyj0mHa.
//! - `CS-EX`: chasolver's `examples/challenge.rs`, a composition by M. Ambrona (2022).
//! - `D3-README`: the examples in the README of github.com/miguel-ambrona/D3-Chess (the same
//!   author's earlier analyser; the algorithm of his FUN 2022 paper).
//! - `D3-UNFAIR id`: `tests/unfair.txt` of D3-Chess: Lichess games (id given) lost on time although
//!   the opponent, the side not to move, could not mate. Only that side is labelled, unless the
//!   other one has a lone king.
//!
//! `Some(true)`: the side can mate; `Some(false)`: it cannot; `None`: the source does not say.

use escaque::laws::unwinnable::{self, ExactOracle, Finding, Stage};
use escaque::laws::{MateAbility, MateOracle, MaterialRule};
use shakmaty::{Chess, Color, Position};

use crate::common;

use common::position;

struct Case {
    fen: &'static str,
    white: Option<bool>,
    black: Option<bool>,
    source: &'static str,
}

const fn both(fen: &'static str, white: bool, black: bool, source: &'static str) -> Case {
    Case { fen, white: Some(white), black: Some(black), source }
}

const fn only(fen: &'static str, side: Color, can: bool, source: &'static str) -> Case {
    match side {
        Color::White => Case { fen, white: Some(can), black: None, source },
        Color::Black => Case { fen, white: None, black: Some(can), source },
    }
}

const CASES: &[Case] = &[
    // Worked examples of the solver's authors.
    both("5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - -", true, false, "CS-README (lichess ijyj0mHa); CS-P 3424"),
    both("6kB/p3p1P1/2p3P1/p7/8/4P3/PKP5/8 w - -", true, true, "CS-EX; CS-P 2739"),
    both("Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b - -", true, false, "D3-README; CS-P 23"),
    both("7b/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N7 b - -", true, false, "D3-README; CS-P 20"),
    // A helpmate that needs an underpromotion to a knight.
    both("8/4K2k/4P2p/8/3b1q2/8/8/8 b - -", true, true, "D3-README; CS-P 3116"),
    both("8/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 b - -", false, false, "CS-P 19"),
    // Pawn walls with kings only.
    both("8/8/8/1k3p1p/3p1P2/1p1P1PpP/1P4P1/K7 b - -", false, false, "CS-P 31"),
    both("5k2/4p3/3pPp2/2pP1Pp1/1pPK2Pp/pP5P/P7/8 w - -", false, false, "CS-P 43"),
    both("3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - -", false, false, "CS-P 52"),
    both("8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/8 w - -", false, false, "CS-P 54"),
    both("1k6/8/8/p1p1p1p1/P1P1P1P1/8/8/1K6 b - -", false, false, "CS-P 88"),
    both("1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - -", false, false, "CS-P 96"),
    both("8/8/3k3p/1p2p1pP/1P2P1P1/8/2K5/8 b - - 88 93", false, false, "CS-L 56958"),
    both("8/1k6/1p1p2p1/1P1Pp1Pp/4P2P/8/7K/8 w - - 48 72", false, false, "CS-L 62303"),
    only("8/3k4/6p1/p2p1pP1/P2P1P2/2K5/8/8 b - - 65 92", Color::White, false, "D3-UNFAIR au7adtau"),
    only("8/8/8/2k1p3/1p2p2p/1Pp1Pp1P/2P2P2/2K5 b - - 30 61", Color::White, false, "D3-UNFAIR be1nef5s"),
    // Bishops behind a wall: of one colour (all on light squares, or dark on both sides), or of
    // both colours.
    both("1k6/b7/7p/5p1P/5p2/5PpK/6P1/8 w - -", false, false, "CS-P 139"),
    both("8/2k5/8/1p1p1p1p/1P1P1P1P/4B3/2K5/8 w - -", false, false, "CS-P 56"),
    both("5bk1/4p1p1/4P1P1/8/8/1p1p4/1P1P4/1KB5 w - -", false, false, "CS-P 528"),
    both("8/5p2/5P2/8/1p2pP2/kP2p3/2KpP3/1b1B4 w - -", false, false, "CS-P 302"),
    both("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -", false, false, "CS-P 14"),
    only("8/8/2k1p1p1/1p1bPpP1/1Pp1pP2/2P1P3/3B4/4K3 w - - 1 40", Color::Black, false, "D3-UNFAIR ww7gin76"),
    only("8/8/1p1k3p/1Pp1p1pP/2P1P1P1/5B2/5K2/8 w - - 7 66", Color::Black, false, "D3-UNFAIR 3gjr1fn2"),
    // King and knight against king and pawn: the pawn can block its own king in, so both can mate.
    both("8/8/8/8/5k2/5p2/8/5K1N b - - 3 67", true, true, "CS-L 2931"),
    both("8/8/4N3/8/2k5/2p5/2K5/8 b - - 3 65", true, true, "CS-L 10764"),
    both("2k5/8/p7/8/8/2N1K3/8/8 b - -", true, true, "CS-P 1363"),
    // Opposite-coloured bishops alone: each can be mated in a corner.
    both("6bk/8/8/8/4K3/8/3B4/8 w - -", true, true, "CS-P 648"),
    // A lone king, and bishops of one colour only.
    both("2k5/8/8/8/8/8/8/2KR4 w - -", true, false, "CS-P 59"),
    both("8/8/8/8/8/1kB5/1B6/BKB5 w - -", false, false, "CS-P 45"),
    both("3b4/3k4/8/8/8/3K4/3B4/8 w - -", false, false, "CS-P 319"),
    // Forced lines: the only legal move captures the last piece that could mate.
    both("qK6/3k4/8/8/8/8/8/8 w - - 0 60", false, false, "CS-L 22923"),
    both("3K4/3q4/8/8/6k1/8/8/8 w - - 0 65", false, false, "CS-L 32731"),
    both("8/8/8/8/8/8/1Q2K3/1k6 b - - 0 81", false, false, "CS-L 35321"),
    both("8/8/8/7p/5k1K/8/8/5b2 w - - 0 52", false, false, "CS-L 47396"),
    // White keeps king and rook but must take it with ...Kxa2; Black is the lone-king side here.
    only("8/8/8/8/8/k1K5/Rp6/8 b - - 0 66", Color::White, false, "D3-UNFAIR 7kYYJLtr"),
    // White's only move, Kxh2, leaves two bare kings; White has a lone king already.
    both("8/8/8/8/8/8/5k1p/7K w - - 2 65", false, false, "D3-UNFAIR qybh483p"),
    both("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", true, true, "CS-P 18"),
];

fn label(case: &Case, side: Color) -> Option<bool> {
    if side.is_white() { case.white } else { case.black }
}

#[test]
fn there_are_at_least_thirty_labelled_positions() {
    assert!(CASES.len() >= 30, "{} cases", CASES.len());
}

#[test]
fn the_full_search_agrees_with_every_label() {
    for case in CASES {
        let pos = position(case.fen);
        for side in Color::ALL {
            let Some(can) = label(case, side) else { continue };
            let finding = unwinnable::full(&pos, side);
            let want = if can { MateAbility::Possible } else { MateAbility::Impossible };
            assert_eq!(finding.ability(), want, "{side:?} in {} ({}): {finding:?}", case.fen, case.source);
        }
    }
}

/// A mating line from the full search is checked here again, independently of the module.
#[test]
fn every_mating_line_ends_in_mate_by_that_side() {
    for case in CASES {
        let pos = position(case.fen);
        for side in Color::ALL {
            if let Finding::Possible { helpmate: Some(line), .. } = unwinnable::full(&pos, side) {
                let mut now = pos.clone();
                for m in line {
                    assert!(now.is_legal(m), "{m:?} in {}", case.fen);
                    now.play_unchecked(m);
                }
                assert!(now.is_checkmate() && now.turn() == !side, "{side:?} in {}", case.fen);
            }
        }
    }
}

/// Inline, the oracle may leave a question open but must never contradict a label.
#[test]
fn the_inline_oracle_never_contradicts_a_label() {
    let oracle = ExactOracle::default();
    let mut open_cannots = Vec::new();
    for case in CASES {
        let pos = position(case.fen);
        for side in Color::ALL {
            let Some(can) = label(case, side) else { continue };
            match oracle.can_checkmate(&pos, side) {
                MateAbility::Possible => assert!(can, "{side:?} in {}", case.fen),
                MateAbility::Impossible => assert!(!can, "{side:?} in {}", case.fen),
                MateAbility::Unknown if !can => open_cannots.push(case.source),
                MateAbility::Unknown => {}
            }
        }
    }
    // Inline, most "cannot"s are already proven; the worker's full search gets the rest: the
    // double wall of CS-P 96, where both sides still have pawn moves, and the kings-only walls
    // whose reachable positions take more moves to visit than the inline budget allows (2,500 to
    // 8,300 for one side, against `INLINE_NODES`).
    assert_eq!(
        open_cannots,
        ["CS-P 31", "CS-P 31", "CS-P 43", "CS-P 43", "CS-P 96", "CS-P 96", "CS-L 62303", "CS-L 62303", "D3-UNFAIR be1nef5s"]
    );
}

#[test]
fn forced_lines_and_lone_kings_are_settled_inline() {
    for fen in ["qK6/3k4/8/8/8/8/8/8 w - - 0 60", "8/8/8/8/8/8/5k1p/7K w - - 2 65", "8/8/8/8/8/1kB5/1B6/BKB5 w - -"] {
        let pos = position(fen);
        for side in Color::ALL {
            assert_eq!(unwinnable::quick(&pos, side, 1_000).ability(), MateAbility::Impossible, "{side:?} in {fen}");
        }
    }
    let lone = position("2k5/8/8/8/8/8/8/2KR4 w - -");
    assert_eq!(unwinnable::quick(&lone, Color::Black, 1_000), Finding::Impossible { stage: Stage::Material });
}

/// The material rule is sound but blind to pawn walls: it says nothing where the position is
/// dead, so a flag there would lose instead of drawing (6.9).
#[test]
fn material_rule_misses_a_dead_pawn_wall() {
    let pos = position("8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/8 w - -");
    for side in Color::ALL {
        assert_eq!(MaterialRule.can_checkmate(&pos, side), MateAbility::Unknown);
        assert_eq!(ExactOracle::default().can_checkmate(&pos, side), MateAbility::Impossible);
    }
}

/// The other way round: counting material ("a lone minor piece cannot mate") calls these
/// draws, but the pawn, or the opponent's bishop, can block a king in and the mate exists.
#[test]
fn counting_material_is_wrong_about_a_lone_minor_piece() {
    let lone_minor = |pos: &Chess, side: Color| {
        let ours = pos.board().by_color(side);
        let b = pos.board();
        ours.count() == 2 && (ours & (b.knights() | b.bishops())).count() == 1
    };
    for fen in ["8/8/8/8/5k2/5p2/8/5K1N b - - 3 67", "6bk/8/8/8/4K3/8/3B4/8 w - -"] {
        let pos = position(fen);
        assert!(lone_minor(&pos, Color::White), "{fen}");
        let finding = unwinnable::full(&pos, Color::White);
        assert!(matches!(finding, Finding::Possible { helpmate: Some(_), .. }), "{fen}: {finding:?}");
        assert_ne!(MaterialRule.can_checkmate(&pos, Color::White), MateAbility::Impossible, "{fen}");
    }
}
