//! The full analysis beside the game: proofs arrive after the fact and end the game where the
//! Laws say it ended. The inline oracle here never knows anything, so every answer comes from
//! the worker thread.

use std::sync::Arc;
use std::time::Duration;

use escaque::clock::{SECOND, TimeControls};
use escaque::laws::{GameResult, MateAbility, MateOracle, Reason, Status};
use escaque::table::analysis::Analysis;
use escaque::table::{Event, EventKind, Proof, Setup, Table};
use shakmaty::{Chess, Color};

#[derive(Debug)]
struct NeverKnows;

impl MateOracle for NeverKnows {
    fn can_checkmate(&self, _: &Chess, _: Color) -> MateAbility {
        MateAbility::Unknown
    }
}

fn table(fen: &str) -> Table {
    let setup = Setup {
        fen: Some(fen.to_owned()),
        controls: Some(TimeControls::same("60".parse().unwrap())),
        press_with_move: true,
        ..Setup::default()
    };
    Table::with_oracle(setup, Arc::new(NeverKnows)).unwrap()
}

fn apply(t: &mut Table, a: &mut Analysis, at: u64, action: EventKind) {
    let notices = t.apply(Event::new(at, action)).unwrap();
    a.after(t, &notices);
}

#[test]
fn a_capture_that_leaves_bare_kings_is_proven_dead_and_ends_the_game_there() {
    let mut t = table("8/8/8/4k3/8/8/3p4/4K3 w - - 0 1");
    let mut a = Analysis::start(|| {});
    a.after(&t, &[]);
    apply(&mut t, &mut a, SECOND, EventKind::Move { uci: "e1d2".parse().unwrap() });
    // Play goes on for a while before the answer is applied.
    apply(&mut t, &mut a, 2 * SECOND, EventKind::Move { uci: "e5e4".parse().unwrap() });
    let proof = a.wait(&t, Duration::from_secs(20)).expect("the worker answers");
    assert_eq!(proof, Proof::Dead { plies: 1 });
    apply(&mut t, &mut a, 3 * SECOND, EventKind::Analysis(proof));
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Draw, Reason::DeadPosition));
    assert_eq!(t.game().end_plies(), Some(1), "the game ended at the capture, not at the last move");
    assert_eq!(t.game().plies().len(), 2);
}

#[test]
fn a_flag_against_a_bishop_behind_a_closed_wall_becomes_a_draw() {
    // A lichess game that Black was given on time although Black could never have checkmated:
    // the bishop and the pawns are locked behind the wall (D3-Chess's tests/unfair.txt, game
    // ww7gin76; also labelled in tests/laws/unwinnable_positions.rs). White's flag falls here.
    let mut t = table("8/8/2k1p1p1/1p1bPpP1/1Pp1pP2/2P1P3/3B4/4K3 w - - 1 40");
    let mut a = Analysis::start(|| {});
    a.after(&t, &[]);
    // White's 60 seconds run out.
    apply(&mut t, &mut a, 61 * SECOND, EventKind::ObserveFlag);
    assert_eq!(t.game().status().ending().unwrap().reason, Reason::TimeForfeit, "inline, nothing is known");
    // White cannot mate here either, so the question asked after the start position may come
    // back first, as a dead position at ply 0 (which worker thread runs first is the machine's
    // choice). The answer about the flag comes all the same.
    let proof = loop {
        match a.wait(&t, Duration::from_secs(20)).expect("the worker answers") {
            Proof::Dead { plies: 0 } => continue,
            proof => break proof,
        }
    };
    assert_eq!(proof, Proof::CannotMate { side: Color::Black });
    apply(&mut t, &mut a, 62 * SECOND, EventKind::Analysis(proof));
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Draw, Reason::TimeoutVsUnwinnable));
}

#[test]
fn an_undecided_answer_leaves_the_result_and_a_note_in_the_record() {
    let mut t = table("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1");
    let mut a = Analysis::start(|| {});
    apply(&mut t, &mut a, 5 * SECOND, EventKind::Move { uci: "b1b3".parse().unwrap() });
    apply(&mut t, &mut a, 10 * SECOND, EventKind::Move { uci: "e5d6".parse().unwrap() });
    // White's 55 seconds left run out at 65 s.
    t.apply(Event::new(70 * SECOND, EventKind::ObserveFlag)).unwrap();
    // Suppose the analysis cannot decide whether Black (the winner on time) could mate.
    t.apply(Event::new(71 * SECOND, EventKind::Analysis(Proof::Undecided { side: Color::Black }))).unwrap();
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Win(Color::Black), Reason::TimeForfeit), "undecided changes nothing");
    assert_eq!(t.undecided(), &[Color::Black]);
    let sheet = escaque::i18n::record::scoresheet(&t, &Default::default(), escaque::i18n::Lang::En);
    let notes = &sheet.moves.last().unwrap().notes;
    assert!(notes.iter().any(|n| n.contains("could not decide whether Black could still checkmate")), "{notes:?}");
}

/// The hardest composed position of the benchmark (chasolver `tests/positions.txt` line 413):
/// the inline check used to spend seconds on it after the move; now it stops within its budget,
/// the game goes on, and the worker proves the position dead, ending the game where it arose.
#[test]
fn art_5_2_2_a_position_too_hard_for_the_inline_budget_is_proven_dead_by_the_worker() {
    use escaque::laws::unwinnable::{self, INLINE_NODES};
    let fen = "1k6/1P5p/BP3p2/1P6/7K/8/5P1P/8 w - - 0 1";
    let setup = Setup { fen: Some(fen.to_owned()), press_with_move: true, ..Setup::default() };
    let mut t = Table::new(setup).unwrap();
    let start = t.game().position().clone();
    for side in [Color::White, Color::Black] {
        let inline = unwinnable::inline(&start, side, INLINE_NODES);
        assert!(inline.nodes <= INLINE_NODES, "{side:?}: {}", inline.nodes);
    }
    assert_eq!(t.game().status(), Status::Ongoing, "inline, the question stays open");
    let mut a = Analysis::start(|| {});
    a.after(&t, &[]);
    apply(&mut t, &mut a, SECOND, EventKind::Move { uci: "h4g4".parse().unwrap() });
    assert_eq!(t.game().status(), Status::Ongoing);
    let proof = a.wait(&t, Duration::from_secs(60)).expect("the worker answers");
    assert_eq!(proof, Proof::Dead { plies: 0 });
    apply(&mut t, &mut a, 2 * SECOND, EventKind::Analysis(proof));
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Draw, Reason::DeadPosition));
    assert_eq!(t.game().end_plies(), Some(0));
}
