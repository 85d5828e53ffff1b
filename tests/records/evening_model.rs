//! The evening as the organiser sets it up and the boards fill it in: paired by the Berger
//! tables or round by round by hand, results recorded by board (verified or entered by the
//! arbiter), the crosstable and the TRF from it, and each refused change named.

use escaque::evening::{
    Crosstable, Evening, EveningError, Game, Outcome, Pairing, PairingError, Player, Round, Rules, berger,
    berger::BergerError,
};

fn evening(players: usize) -> Evening {
    Evening {
        name: "Xoves do club".into(),
        site: "Lugo".into(),
        federation: "ESP".into(),
        start: "2026/11/26".into(),
        end: "2026/11/26".into(),
        arbiter: "Rivas, Antía".into(),
        time_control: "600+5".into(),
        players: (1..=players).map(|i| Player { name: format!("Player {i}"), ..Player::default() }).collect(),
        ..Evening::default()
    }
}

fn verified(text: &str) -> Outcome {
    Outcome::Verified(text.parse().unwrap())
}

#[test]
fn a_round_robin_filled_in_by_board() {
    let mut e = evening(5);
    e.pair_round_robin().unwrap();
    assert_eq!(e.rounds, berger(5).unwrap());
    assert_eq!(e.planned_rounds, 5);
    // Round 1 of the table: board 1 is 2-5, board 2 is 3-4, player 1 rests.
    e.record(1, 1, verified("1-0")).unwrap();
    e.record(1, 2, Outcome::ByHand("1/2-1/2".parse().unwrap())).unwrap();
    assert_eq!(
        e.games,
        [
            Game { round: 1, white: 2, black: 5, outcome: verified("1-0") },
            Game { round: 1, white: 3, black: 4, outcome: Outcome::ByHand("1/2-1/2".parse().unwrap()) },
        ]
    );
    // A later verified record replaces the result; Pending takes it back.
    e.record(1, 1, verified("0-1")).unwrap();
    e.record(1, 2, Outcome::Pending).unwrap();
    assert_eq!(e.games, [Game { round: 1, white: 2, black: 5, outcome: verified("0-1") }]);
    let table = e.crosstable();
    assert_eq!(table, Crosstable::new(5, Rules::default(), &e.rounds, &e.games));
    assert_eq!(table.row(5).unwrap().points.to_string(), "1");
    let trf = e.trf("Individual: Round-Robin", &[]).unwrap();
    assert!(trf.starts_with("012 Xoves do club\r\n022 Lugo\r\n032 ESP\r\n"), "{trf}");
    assert!(trf.ends_with("XXR 5\r\n"), "{trf}");

    assert_eq!(e.record(6, 1, verified("1-0")), Err(EveningError::NoRound { round: 6 }));
    assert_eq!(e.record(1, 3, verified("1-0")), Err(EveningError::NoBoard { round: 1, board: 3 }));
    assert_eq!(e.record(1, 3, verified("1-0")).unwrap_err().to_string(), "Round 1 has no game on board 3.");
    assert_eq!(e.pair_round_robin(), Err(EveningError::RoundHasResults { round: 1 }));
    // Article 10.2: never more than a game gives; less is an arbiter's score (12.9).
    let too_many = e.record(1, 2, Outcome::ByHand("1-1/2".parse().unwrap())).unwrap_err();
    assert_eq!(too_many.to_string(), "A game cannot give 1-½: no game gives more than one point (Article 10.2).");
    e.record(1, 2, Outcome::ByHand("1/2-0".parse().unwrap())).unwrap();
    assert_eq!(e.crosstable().row(3).unwrap().points.to_string(), "0.5");
    assert_eq!(e.crosstable().row(4).unwrap().points.to_string(), "0");
}

#[test]
fn rounds_typed_by_hand_in_order_and_checked() {
    let mut e = evening(4);
    let round = |number, pairings: Vec<Pairing>| Round { number, pairings };
    assert_eq!(e.set_round(round(2, vec![])), Err(EveningError::RoundOutOfOrder { round: 2, next: 1 }));
    let bad = round(1, vec![Pairing::game(1, 1, 2)]);
    let error = e.set_round(bad).unwrap_err();
    assert_eq!(error, EveningError::Pairing { round: 1, error: PairingError::Unpaired { player: 3 } });
    assert_eq!(error.to_string(), "Round 1: Player 3 is neither paired nor given a bye.");
    e.set_round(round(1, vec![Pairing::game(1, 1, 2), Pairing::game(2, 3, 4)])).unwrap();
    // Edited before any result: allowed.
    e.set_round(round(1, vec![Pairing::game(1, 4, 1), Pairing::game(2, 2, 3)])).unwrap();
    assert_eq!(e.rounds.len(), 1);
    assert_eq!(e.rounds[0].pairings[0], Pairing::game(1, 4, 1));
    e.record(1, 1, verified("1-0")).unwrap();
    assert_eq!(
        e.set_round(round(1, vec![Pairing::game(1, 1, 2), Pairing::game(2, 3, 4)])),
        Err(EveningError::RoundHasResults { round: 1 })
    );
    e.set_round(round(2, vec![Pairing::game(1, 1, 3), Pairing::game(2, 4, 2)])).unwrap();
    assert_eq!(e.rounds.len(), 2);
}

#[test]
fn too_many_players_for_the_tables_is_said() {
    let mut e = evening(17);
    assert_eq!(e.pair_round_robin(), Err(EveningError::Berger(BergerError { players: 17 })));
    assert_eq!(e.pair_round_robin().unwrap_err().to_string(), "The Berger tables are for 3 to 16 players, not 17.");
}

#[test]
fn the_evening_keeps_through_serde() {
    let mut e = evening(5);
    e.pair_round_robin().unwrap();
    e.record(2, 2, Outcome::ByHand("1/2-1/2".parse().unwrap())).unwrap();
    let text = ron::to_string(&e).unwrap();
    let back: Evening = ron::from_str(&text).unwrap();
    assert_eq!(back, e);
}

/// The evening's refusals are said in each of the five languages (Fluent), English the
/// `Display`.
#[test]
fn refusals_are_said_in_every_language() {
    use escaque::i18n::{Lang, Tr, evening::evening_error};
    let error = EveningError::NoBoard { round: 1, board: 3 };
    let said: Vec<String> = Lang::ALL.iter().map(|&lang| evening_error(Tr::new(lang), &error)).collect();
    for expected in [
        "Round 1 has no game on board 3.",
        "Na rolda 1 non hai partida no taboleiro 3.",
        "En la ronda 1 no hay partida en el tablero 3.",
        "Na ronda 1 não há partida no tabuleiro 3.",
        "A la ronda 1 no hi ha cap partida al tauler 3.",
    ] {
        assert!(said.iter().any(|s| s == expected), "{expected:?} not in {said:?}");
    }
    assert_eq!(error.to_string(), said[Lang::ALL.iter().position(|&l| l == Lang::En).unwrap()]);
}
