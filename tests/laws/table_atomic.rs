//! A refused event changes nothing at the table (issue 10), whatever came before it: random
//! streams of moves, presses, touches, offers, claims, quickplay requests, pauses, clock
//! adjustments, rulings, flags and proofs, claims of illegal moves and the arbiter's acts, on
//! timed and untimed tables, wooden boards included (issue 12).
//!
//! Time alone may bring a flag down before an event; that is not the event's doing, and it
//! happens exactly as if the clock had been looked at just before (`ObserveFlag` at the same
//! instant). So the table after a refused event must equal its copy from just before, with the
//! clock looked at.

use escaque::clock::{AdjustReason, Adjustment, SECOND, TimeControls};
use escaque::laws::arbiter::{Annulment, Ground};
use escaque::laws::{Article, Claim, Edition};
use escaque::table::{Act, ArbiterAct, Event, EventKind, Proof, Setup, Table};
use proptest::prelude::*;
use shakmaty::uci::UciMove;
use shakmaty::{Color, Square};

use crate::common;

use common::{RULINGS, legal};

/// An event to be made concrete against the table as it stands (a legal move by its index).
#[derive(Clone, Debug)]
enum Seed {
    LegalMove(usize),
    AnyMove(u8, u8),
    Touch(u8),
    Jadoube(bool, u8),
    Press(bool),
    Offer(bool),
    Accept(bool),
    Decline(bool),
    Claim(bool, bool, Option<usize>),
    Resign(bool),
    RequestIncrement(bool),
    QuickplayClaim(bool),
    Pause,
    Resume,
    AddTime(bool, u8),
    SetMoves(bool, u8),
    Rule(u8),
    ObserveFlag,
    FlagReported(bool),
    Dead(u8),
    CannotMate(bool),
    Undecided(bool),
    ClaimIllegal(bool),
    Act(u8, bool, u8),
    RemoveTime(bool, u8),
}

fn side(white: bool) -> Color {
    if white { Color::White } else { Color::Black }
}

fn square(n: u8) -> Square {
    Square::new(u32::from(n % 64))
}

fn seed() -> impl Strategy<Value = Seed> {
    prop_oneof![
        6 => any::<usize>().prop_map(Seed::LegalMove),
        1 => (any::<u8>(), any::<u8>()).prop_map(|(a, b)| Seed::AnyMove(a, b)),
        2 => any::<u8>().prop_map(Seed::Touch),
        1 => (any::<bool>(), any::<u8>()).prop_map(|(w, s)| Seed::Jadoube(w, s)),
        5 => any::<bool>().prop_map(Seed::Press),
        1 => any::<bool>().prop_map(Seed::Offer),
        1 => any::<bool>().prop_map(Seed::Accept),
        1 => any::<bool>().prop_map(Seed::Decline),
        1 => (any::<bool>(), any::<bool>(), proptest::option::of(any::<usize>()))
            .prop_map(|(w, t, i)| Seed::Claim(w, t, i)),
        1 => any::<bool>().prop_map(Seed::Resign),
        1 => any::<bool>().prop_map(Seed::RequestIncrement),
        1 => any::<bool>().prop_map(Seed::QuickplayClaim),
        1 => Just(Seed::Pause),
        1 => Just(Seed::Resume),
        1 => (any::<bool>(), any::<u8>()).prop_map(|(w, s)| Seed::AddTime(w, s)),
        1 => (any::<bool>(), any::<u8>()).prop_map(|(w, m)| Seed::SetMoves(w, m)),
        2 => any::<u8>().prop_map(Seed::Rule),
        1 => Just(Seed::ObserveFlag),
        1 => any::<bool>().prop_map(Seed::FlagReported),
        1 => any::<u8>().prop_map(Seed::Dead),
        1 => any::<bool>().prop_map(Seed::CannotMate),
        1 => any::<bool>().prop_map(Seed::Undecided),
        2 => any::<bool>().prop_map(Seed::ClaimIllegal),
        2 => (any::<u8>(), any::<bool>(), any::<u8>()).prop_map(|(k, w, n)| Seed::Act(k, w, n)),
        1 => (any::<bool>(), any::<u8>()).prop_map(|(w, s)| Seed::RemoveTime(w, s)),
    ]
}

fn concrete(table: &Table, seed: &Seed) -> EventKind {
    let rulings = RULINGS;
    match *seed {
        Seed::LegalMove(i) => match legal(table, i) {
            Some(uci) => EventKind::Move { uci },
            None => EventKind::ObserveFlag,
        },
        Seed::AnyMove(a, b) => {
            EventKind::Move { uci: UciMove::Normal { from: square(a), to: square(b), promotion: None } }
        }
        Seed::Touch(s) => EventKind::Touch { square: square(s) },
        Seed::Jadoube(w, s) => EventKind::Jadoube { by: side(w), square: square(s) },
        Seed::Press(w) => EventKind::PressClock { by: side(w) },
        Seed::Offer(w) => EventKind::OfferDraw { by: side(w) },
        Seed::Accept(w) => EventKind::AcceptDraw { by: side(w) },
        Seed::Decline(w) => EventKind::DeclineDraw { by: side(w) },
        Seed::Claim(w, threefold, intended) => EventKind::Claim {
            by: side(w),
            claim: if threefold { Claim::Threefold } else { Claim::FiftyMoves },
            intended: intended.and_then(|i| legal(table, i)),
        },
        Seed::Resign(w) => EventKind::Resign { by: side(w) },
        Seed::RequestIncrement(w) => EventKind::RequestIncrement { by: side(w) },
        Seed::QuickplayClaim(w) => EventKind::QuickplayClaim { by: side(w) },
        Seed::Pause => EventKind::Pause,
        Seed::Resume => EventKind::Resume,
        Seed::AddTime(w, s) => EventKind::ClockAdjustment {
            adjustment: Adjustment::AddTime { side: side(w), time: u64::from(s) * SECOND },
            reason: AdjustReason::article(Article::DISTURBANCE),
        },
        Seed::SetMoves(w, m) => EventKind::ClockAdjustment {
            adjustment: Adjustment::SetMoves { side: side(w), moves: u32::from(m % 50) },
            reason: AdjustReason::article(Article::WRONG_SETTING),
        },
        Seed::Rule(r) => EventKind::ArbiterRuling(rulings[usize::from(r) % rulings.len()]),
        Seed::ObserveFlag => EventKind::ObserveFlag,
        Seed::FlagReported(w) => EventKind::FlagReported { side: side(w) },
        Seed::Dead(p) => EventKind::Analysis(Proof::Dead { plies: usize::from(p % 12) }),
        Seed::CannotMate(w) => EventKind::Analysis(Proof::CannotMate { side: side(w) }),
        Seed::Undecided(w) => EventKind::Analysis(Proof::Undecided { side: side(w) }),
        Seed::ClaimIllegal(w) => EventKind::ClaimIllegal { by: side(w) },
        Seed::RemoveTime(w, s) => EventKind::ClockAdjustment {
            adjustment: Adjustment::RemoveTime { side: side(w), time: u64::from(s) * 1_000 },
            reason: AdjustReason::article(Article::LESS_TIME_FOR_OFFENDER),
        },
        Seed::Act(k, w, n) => {
            let scores = ["0-0", "1-0", "0-1", "1/2-1/2", "1/2-0", "0-1/2", "1-1/2"];
            let score = scores[usize::from(n) % scores.len()].parse().unwrap();
            let grounds = [
                Ground::Absent(side(w)),
                Ground::Device(side(w)),
                Ground::PersistentRefusal(side(w)),
                Ground::BothRefuse,
                Ground::MorePointsForOpponent(side(w)),
                Ground::FewerPointsForOffender(side(w)),
                Ground::DeclaredLost(side(w)),
            ];
            let act = match k % 8 {
                0 => Act::Warn { side: side(w) },
                1 => Act::End { ground: grounds[usize::from(n) % grounds.len()], score },
                2 => Act::Annul(if w { Annulment::WrongInitialPosition } else { Annulment::ColoursReversed }),
                3 => Act::TakeBack {
                    plies: u32::from(n % 4),
                    times: w.then_some((u64::from(n) * 10_000, u64::from(k) * 10_000)),
                },
                4 => Act::ReleaseTouch,
                5 | 6 => Act::FindIllegalMove,
                _ => Act::TwoHands { side: side(w) },
            };
            EventKind::Arbiter(ArbiterAct { act, remark: String::new() })
        }
    }
}

/// The tables the streams run on: rapid with the quickplay finish (with and without an
/// arbiter; under 2008 too, where the claim with an arbiter present is made, 10.2), a short
/// blitz game with increment, two periods, and no clock at all.
fn setups() -> Vec<Setup> {
    let timed = |control: &str, arbiter_present: bool| Setup {
        controls: Some(TimeControls::same(control.parse().unwrap())),
        quickplay_finish: true,
        arbiter_present,
        ..Setup::default()
    };
    vec![
        timed("900", true),
        timed("900", false),
        Setup { edition: Edition::Fide2008, ..timed("900", true) },
        timed("180+2", true),
        timed("2/60:30", true),
        Setup { press_with_move: true, ..timed("900", true) },
        Setup::untimed(None),
        Setup { wooden_board: true, ..timed("5400", true) },
        Setup { wooden_board: true, edition: Edition::Fide2014, ..timed("180+2", false) },
        Setup { wooden_board: true, edition: Edition::Fide2008, ..Setup::untimed(None) },
    ]
}

fn state(table: &Table) -> String {
    format!("{table:?}")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn a_refused_event_leaves_the_table_as_it_was(
        which in 0usize..9,
        stream in proptest::collection::vec((0u64..60_000, seed()), 1..70),
    ) {
        let mut table = Table::new(setups()[which].clone()).unwrap();
        let mut at = 0;
        for (step, (delay, seed)) in stream.iter().enumerate() {
            at += delay;
            let kind = concrete(&table, seed);
            // The table as it stands at `at`: its copy, with the clock looked at.
            let mut expected = table.clone();
            let _ = expected.apply(Event::new(at, EventKind::ObserveFlag));
            match table.apply(Event::new(at, kind.clone())) {
                Err(refusal) => prop_assert_eq!(
                    state(&table),
                    state(&expected),
                    "step {}: {:?} refused ({:?}) but the table changed",
                    step,
                    kind,
                    refusal
                ),
                // After an accepted event, one from before it is refused and changes nothing.
                Ok(_) if at > 0 => {
                    let before = state(&table);
                    prop_assert!(table.apply(Event::new(at - 1, EventKind::Resume)).is_err());
                    prop_assert_eq!(state(&table), before);
                }
                Ok(_) => {}
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// The accepted events, written as journal lines and read back, replay to the same table:
    /// the arbiter's acts, takebacks and illegal moves on a wooden board included.
    #[test]
    fn the_accepted_events_journalled_replay_to_the_same_table(
        which in 0usize..9,
        stream in proptest::collection::vec((0u64..60_000, seed()), 1..70),
    ) {
        let setup = setups()[which].clone();
        let mut table = Table::new(setup.clone()).unwrap();
        let mut accepted = Vec::new();
        let mut at = 0;
        for (delay, seed) in &stream {
            at += delay;
            let event = Event::new(at, concrete(&table, seed));
            let status = table.game().status();
            if table.apply(event.clone()).is_ok() {
                accepted.push(event);
            } else if table.game().status() != status {
                // A flag fell before the refused event; the window journals the look at the
                // clock that finds it.
                accepted.push(Event::new(at, EventKind::ObserveFlag));
            }
        }
        let mut replayed = Table::new(setup).unwrap();
        for event in &accepted {
            let text = escaque::table::journal::line(event);
            let back = escaque::table::journal::parse_line(&text);
            prop_assert_eq!(back.as_ref(), Ok(event), "{}", text);
            prop_assert!(replayed.apply(event.clone()).is_ok(), "{} refused on replay", text);
        }
        prop_assert_eq!(state(&replayed), state(&table));
    }
}
