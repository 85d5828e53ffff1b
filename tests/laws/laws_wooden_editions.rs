//! Issue 29: wooden-board rules that differ by edition, each read in the seeds (never copied):
//! a promotion not completed (2008 7.4.a: an illegal move like any other, the same pawn played
//! again as any piece, 4.3.a and 4.6; 2014 7.5.a and 2023 7.5.2: the pawn becomes a queen), and
//! the king taken off the board (2008 1.2 and 7.4.a; 2014 1.2; 2023 1.4.1), which a hand can do
//! on a wooden board and the arbiter reinstates. The PGNs are in `tests/pgn/`; the audit of every
//! wooden-board rule per edition is the table in `docs/arbiter.md`.

use crate::common;

use common::pgn_file as fixture;
use escaque::clock::TimeControls;
use escaque::laws::Edition;
use escaque::laws::illegal::IllegalKind;
use escaque::record::adjudicate::{Options, Remark, adjudicate};
use escaque::table::{Act, ArbiterAct, Event, EventKind, Notice, Setup, Table};
use shakmaty::Color::{Black, White};
use shakmaty::{Role, Square};

fn wooden(edition: Edition, claim_illegal: bool) -> Options {
    Options { edition, wooden_board: true, claim_illegal, ..Options::default() }
}

/// The notices of the illegal moves claimed in a verdict's remarks: (kind, moves taken back).
fn claimed(remarks: &[Remark]) -> Vec<(IllegalKind, Vec<String>)> {
    remarks
        .iter()
        .filter_map(|r| match r {
            Remark::IllegalMoveClaimed { notices, .. } => notices.iter().find_map(|n| match n {
                Notice::IllegalMoveDealtWith { kind, taken_back, .. } => {
                    Some((*kind, taken_back.iter().map(ToString::to_string).collect()))
                }
                _ => None,
            }),
            _ => None,
        })
        .collect()
}

#[test]
fn art_7_4_a_2008_promotion_not_completed_is_taken_back_and_the_same_pawn_promotes_to_any_piece() {
    let pgn = fixture("wooden-2008-promotion-not-completed.pgn");
    let verdict = adjudicate(&pgn, &wooden(Edition::Fide2008, true)).unwrap();
    assert_eq!(verdict.to_string(), "result=* reason=ongoing");
    // The move is taken back (no queen): the pawn is played again, as a knight, which then
    // moves as a knight (2. Nb6+).
    assert_eq!(claimed(&verdict.remarks), [(IllegalKind::PromotionNotCompleted, vec!["a8".to_owned()])]);
    // What the game did is said, whichever edition the words number the Articles by (a remark's
    // English Display): the position reinstated, no queen.
    let said: Vec<String> = verdict.remarks.iter().map(ToString::to_string).collect();
    assert!(said.iter().any(|r| r.contains("reinstated")) && !said.iter().any(|r| r.contains("queen")), "{said:?}");
    // Under 2014 and 2023 the pawn became a queen and Black is on move: the PGN's replacement
    // 1. a8=N is no move of Black's.
    for edition in [Edition::Fide2014, Edition::Fide2023] {
        let err = adjudicate(&pgn, &wooden(edition, true)).unwrap_err();
        assert_eq!((err.line, err.at.map(|(_, t)| t)), (Some(8), Some("a8=N".to_owned())), "{edition:?}");
    }
    // The words: 2008 cites 7.4.a and says the position is reinstated, not that a queen stands.
    let out = common::escaque(
        &[
            "adjudicate",
            "--wooden-board",
            "--claim-illegal",
            "--edition",
            "2008",
            "tests/pgn/wooden-2008-promotion-not-completed.pgn",
        ],
        "",
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("no new piece (Article 7.4.a)") && err.contains("reinstated (Article 7.4.a)"), "{err}");
    assert!(!err.contains("queen"), "{err}");
}

#[test]
fn art_7_5_a_2014_and_7_5_2_2023_promotion_not_completed_the_pawn_becomes_a_queen() {
    let pgn = fixture("wooden-2023-promotion-not-completed.pgn");
    for edition in [Edition::Fide2014, Edition::Fide2023] {
        let verdict = adjudicate(&pgn, &wooden(edition, true)).unwrap();
        assert_eq!(verdict.to_string(), "result=* reason=ongoing", "{edition:?}");
        // Nothing taken back: the move stands, completed, with a queen (2. Qb7+ moves it).
        assert_eq!(claimed(&verdict.remarks), [(IllegalKind::PromotionNotCompleted, vec![])], "{edition:?}");
    }
    // Under 2008 the move is taken back and White is on move again: 1... Kd7 is no move of
    // White's.
    let err = adjudicate(&pgn, &wooden(Edition::Fide2008, true)).unwrap_err();
    assert_eq!((err.line, err.at.map(|(_, t)| t)), (Some(9), Some("Kd7".to_owned())));
}

#[test]
fn art_1_2_and_7_4_a_2008_capturing_the_king_is_an_illegal_move_a_hand_can_make_not_a_pgn_error() {
    let pgn = fixture("wooden-2008-king-captured.pgn");
    for (edition, article) in [(Edition::Fide2008, "1.2"), (Edition::Fide2014, "1.2"), (Edition::Fide2023, "1.4.1")] {
        let verdict = adjudicate(&pgn, &wooden(edition, false)).unwrap();
        assert_eq!(verdict.to_string(), "result=* reason=ongoing", "{edition:?}");
        let kinds: Vec<IllegalKind> = verdict
            .remarks
            .iter()
            .filter_map(|r| match r {
                Remark::IllegalMoveUnclaimed { kind, .. } => Some(*kind),
                _ => None,
            })
            .collect();
        assert_eq!(kinds, [IllegalKind::KingLeftInCheck, IllegalKind::KingCaptured], "{edition:?}");
        assert_eq!(IllegalKind::KingCaptured.article().numbered(edition).0, article);
    }
    // On a board that checks moves, the same PGN is refused at the first illegal move.
    let err = adjudicate(&pgn, &Options::default()).unwrap_err();
    assert_eq!((err.line, err.at.map(|(_, t)| t)), (Some(8), Some("Ra8+".to_owned())));
}

/// The position of the PGN above, on a wooden board under `edition`, after 1. Ra8+ (leaving the
/// king attacked) and 1... Qxe1 (taking it), both pressed.
fn king_taken(edition: Edition) -> (Table, u64) {
    let setup = Setup {
        edition,
        controls: Some(TimeControls::same("5400".parse().unwrap())),
        wooden_board: true,
        fen: Some("4k3/8/8/8/8/8/3q4/R3K3 w - - 0 1".to_owned()),
        ..Setup::default()
    };
    let mut table = Table::new(setup).unwrap();
    let mut at = 0;
    for (m, by) in [("a1a8", White), ("d2e1", Black)] {
        at += 1_000;
        table.apply(Event::new(at, EventKind::Move { uci: m.parse().unwrap() })).unwrap();
        at += 1_000;
        table.apply(Event::new(at, EventKind::PressClock { by })).unwrap();
    }
    (table, at)
}

#[test]
fn art_7_4_a_2008_a_king_taken_is_reinstated_on_claim_and_the_arbiter_goes_back_to_the_first_irregularity() {
    let (mut table, at) = king_taken(Edition::Fide2008);
    assert_eq!(table.game().board().king_of(White), None, "the hand took the king off");
    // White claims Black's move: the position before it stands again, the king on e1.
    let notices = table.apply(Event::new(at + 1_000, EventKind::ClaimIllegal { by: White })).unwrap();
    let dealt = notices.iter().find_map(|n| match n {
        Notice::IllegalMoveDealtWith { kind, offender, .. } => Some((*kind, *offender)),
        _ => None,
    });
    assert_eq!(dealt, Some((IllegalKind::KingCaptured, Black)));
    assert_eq!(table.game().board().king_of(White), Some(Square::E1));
    assert_eq!(table.game().board().piece_at(Square::D2).map(|p| p.role), Some(Role::Queen));
    // The arbiter, finding it, goes back before the first irregularity, White's 1. Ra8+ (7.4.a).
    let (mut table, at) = king_taken(Edition::Fide2008);
    let act = EventKind::Arbiter(ArbiterAct::new(Act::FindIllegalMove));
    let notices = table.apply(Event::new(at + 1_000, act)).unwrap();
    let dealt = notices.iter().find_map(|n| match n {
        Notice::IllegalMoveDealtWith { kind, offender, .. } => Some((*kind, *offender)),
        _ => None,
    });
    assert_eq!(dealt, Some((IllegalKind::KingLeftInCheck, White)));
    assert_eq!(table.game().board().piece_at(Square::A1).map(|p| p.role), Some(Role::Rook));
    assert_eq!(table.game().board().king_of(White), Some(Square::E1));
}
