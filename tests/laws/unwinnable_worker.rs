//! The background worker: full answers off the interface thread, and a dead position proven
//! after later moves were made. Positions are from public sources, named as in
//! `tests/laws/unwinnable_positions.rs`.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use escaque::laws::unwinnable::{self, Answer, ExactOracle, Finding, MateWorker, Purpose, Question};
use escaque::laws::{MateAbility, Status};
use escaque::table::{Event, EventKind, Setup, Table};
use shakmaty::{Chess, Color, Position, fen::Fen};

use crate::common;

use common::position;

const PATIENCE: Duration = Duration::from_secs(60);

fn after_move(ply: usize, position: Chess) -> Question {
    Question { ply, position, purpose: Purpose::AfterMove }
}

fn collect(worker: &mut MateWorker) -> Vec<Answer> {
    let mut answers = Vec::new();
    let deadline = Instant::now() + PATIENCE;
    while worker.outstanding() > 0 && Instant::now() < deadline {
        if let Some(a) = worker.wait_answer(Duration::from_millis(50)) {
            answers.push(a);
        }
    }
    assert_eq!(worker.outstanding(), 0, "the worker did not finish in time");
    answers
}

/// CS-P 96 (a double pawn wall where both sides still have pawn moves) with a black knight
/// White's king can take: the capture makes the position dead, but proving it takes the full
/// search, so the inline oracle lets the game go on and the worker's answer comes later.
#[test]
fn a_dead_position_proven_after_later_moves_names_the_move_that_made_it() {
    let start = position("1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3nK3 w - - 0 1");
    let setup = Setup::untimed(Some(Fen::from_position(&start, shakmaty::EnPassantMode::Legal).to_string()));
    let mut table = Table::with_oracle(setup, Arc::new(ExactOracle::default())).unwrap();
    let mut worker = MateWorker::spawn();
    for (ply, uci) in ["e1d1", "b8c8", "d1e1", "c8b8"].iter().enumerate() {
        table.apply(Event::new(ply as u64 * 1000, EventKind::Move { uci: uci.parse().unwrap() })).unwrap();
        // Inline, nothing is decided yet: the game goes on.
        assert_eq!(table.game().status(), Status::Ongoing, "after {uci}");
        worker.ask(after_move(ply + 1, table.game().position().clone()));
    }
    let answers = collect(&mut worker);
    let dead: Vec<usize> = answers.iter().filter(|a| a.dead()).map(|a| a.ply).collect();
    // The first answer proves ply 1 dead; the questions about later plies are dropped as moot.
    assert_eq!(dead, [1]);
    assert_eq!(answers.len(), 1);
    let proof = &answers[0];
    let expected = position("1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 b - - 0 1");
    assert_eq!(proof.position.board(), expected.board());
    assert!(matches!(proof.white, Some(Finding::Impossible { stage: unwinnable::Stage::FullSearch })));
}

#[test]
fn a_flag_fall_question_jumps_the_queue_and_asks_about_the_opponent_only() {
    // CS-EX (about a third of a second for the full search), then two more, then a flag.
    let slow = position("6kB/p3p1P1/2p3P1/p7/8/4P3/PKP5/8 w - -");
    let mut worker = MateWorker::spawn();
    worker.ask(after_move(0, slow.clone()));
    worker.ask(after_move(1, slow.clone()));
    worker.ask(after_move(2, slow));
    let walled = position("5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - -");
    worker.ask(Question { ply: 3, position: walled, purpose: Purpose::FlagFall(Color::White) });
    let answers = collect(&mut worker);
    let order: Vec<Purpose> = answers.iter().map(|a| a.purpose).collect();
    let flag = order.iter().position(|p| *p == Purpose::FlagFall(Color::White)).unwrap();
    let last = answers.iter().position(|a| a.ply == 2).unwrap();
    assert!(flag < last, "{order:?}");
    let a = &answers[flag];
    assert!(a.white.is_none());
    assert_eq!(a.side(Color::Black).map(Finding::ability), Some(MateAbility::Impossible));
    // A flag answer is about one side: it never reads as a dead position.
    assert!(!a.dead());
    for a in answers.iter().filter(|a| a.purpose == Purpose::AfterMove) {
        assert_eq!(a.white.as_ref().map(Finding::ability), Some(MateAbility::Possible));
        assert_eq!(a.black.as_ref().map(Finding::ability), Some(MateAbility::Possible));
    }
}

#[test]
fn the_waker_runs_once_per_answer() {
    let woken = Arc::new(AtomicUsize::new(0));
    let count = Arc::clone(&woken);
    let mut worker = MateWorker::spawn_with_waker(move || {
        count.fetch_add(1, Ordering::SeqCst);
    });
    for ply in 0..3 {
        worker.ask(after_move(ply, Chess::default()));
    }
    let answers = collect(&mut worker);
    assert_eq!(answers.len(), 3);
    // The waker runs just after each answer is sent, so the last call may trail it a little.
    let deadline = Instant::now() + PATIENCE;
    while woken.load(Ordering::SeqCst) < 3 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(woken.load(Ordering::SeqCst), 3);
}

#[test]
fn dropping_a_busy_worker_does_not_wait_for_it() {
    let mut worker = MateWorker::spawn();
    let slow = position("6kB/p3p1P1/2p3P1/p7/8/4P3/PKP5/8 w - -");
    for ply in 0..5 {
        worker.ask(after_move(ply, slow.clone()));
    }
    let t = Instant::now();
    drop(worker);
    assert!(t.elapsed() < Duration::from_millis(100));
}

#[test]
fn the_interface_thread_never_blocks_on_a_question() {
    let mut worker = MateWorker::spawn();
    let slow = position("6kB/p3p1P1/2p3P1/p7/8/4P3/PKP5/8 w - -");
    let t = Instant::now();
    for ply in 0..4 {
        worker.ask(after_move(ply, slow.clone()));
        let _ = worker.try_answer();
    }
    assert!(t.elapsed() < Duration::from_millis(50), "{:?}", t.elapsed());
    assert!(worker.outstanding() > 0);
}
