//! Appendix C in each language: every move written in the language's notation (letters or
//! figurines) reads back as the same move, over many random legal games; the examples of each
//! translation's Appendix C read as the moves they describe; a typed move that cannot be read
//! says why.

use escaque::i18n::Lang;
use escaque::notation::{CastlingBar, MoveError, Notation};
use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingSide, Chess, Move, Position, Role, Square};

use crate::common;

use common::position;

/// Start positions for the random games: the initial one, and some where promotions,
/// captures that promote, en passant and disambiguation by file, rank or square come often.
const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "1n4n1/PPPPPPPP/8/3k4/8/3K4/pppppppp/1N4N1 w - - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    "r3k2r/8/8/1N1N1N2/8/1N1N1N2/8/R3K2R w KQkq - 0 1",
    "Q6Q/8/3k4/8/8/8/8/Q3K2Q w - - 0 1",
    "r3k2r/pppq1ppp/2n2n2/3pp3/1b1PP1b1/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
];

/// Every legal move of every position of a game chosen by `choices`, written in `notation`,
/// must read back as itself.
fn round_trip(notation: Notation, start: &str, choices: &[u16]) -> Result<usize, TestCaseError> {
    let mut pos = position(start);
    let mut checked = 0;
    for &choice in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        for &m in &moves {
            let written = notation.format(&pos, m);
            let read = notation.parse(&pos, &written);
            prop_assert_eq!(read, Ok(m), "{:?} wrote {} in {}", notation, written, pos.board());
            checked += 1;
        }
        pos.play_unchecked(moves[usize::from(choice) % moves.len()]);
    }
    Ok(checked)
}

fn all_notations() -> Vec<Notation> {
    Lang::ALL.iter().flat_map(|&l| [Notation::letters(l), Notation::figurines(l)]).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, rng_seed: proptest::test_runner::RngSeed::Fixed(0xE5CA), ..ProptestConfig::default() })]

    #[test]
    fn every_move_written_in_any_language_reads_back(
        start in 0..STARTS.len(),
        choices in proptest::collection::vec(any::<u16>(), 1..160),
    ) {
        for notation in all_notations() {
            round_trip(notation, STARTS[start], &choices)?;
        }
    }
}

#[test]
fn many_games_are_covered() {
    // The same check as the property, on a fixed set of long games, so that a failure points
    // at a game one can replay.
    let mut total = 0;
    for seed in 0..4u16 {
        let choices: Vec<u16> =
            (0..200u16).map(|i| i.wrapping_mul(7919).wrapping_add(seed.wrapping_mul(10_007))).collect();
        for start in STARTS {
            for notation in all_notations() {
                total += round_trip(notation, start, &choices).unwrap();
            }
        }
    }
    assert!(total > 50_000, "{total} moves checked");
}

/// The English SAN of a move, for comparing.
fn san(pos: &Chess, m: Move) -> String {
    shakmaty::san::SanPlus::from_move(pos.clone(), m).to_string()
}

/// Reads `text` in `lang` in `pos`, expecting the move written `english` in SAN.
fn reads(lang: Lang, fen: &str, text: &str, english: &str) {
    let pos = position(fen);
    let m = Notation::letters(lang).parse(&pos, text).unwrap_or_else(|e| panic!("{lang}: {text}: {e:?}"));
    assert_eq!(san(&pos, m), english, "{lang}: {text}");
}

/// Reads and plays a game written in `lang` (move numbers, draw offer marks and all) and returns the
/// moves in English SAN.
fn read_game_in(lang: Lang, game: &str) -> Vec<String> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    let text = game.replace("a.p.", " a.p.").replace("e.p.", " e.p.");
    let mut tokens = text.split_whitespace().peekable();
    while let Some(token) = tokens.next() {
        // A move number: "1.", "11.", "9", or "2.Cf3" with the move glued on.
        let token = token.trim_start_matches(|c: char| c.is_ascii_digit() && token.contains('.'));
        let token = token.trim_start_matches('.');
        if token.is_empty() || token == "(=)" || token.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let mut text = token.to_owned();
        if let Some(&mark) = tokens.peek()
            && (mark == "a.p." || mark == "e.p.")
        {
            text = format!("{text} {mark}");
            tokens.next();
        }
        let m = Notation::letters(lang).parse(&pos, &text).unwrap_or_else(|e| panic!("{lang}: {text}: {e:?}"));
        out.push(san(&pos, m));
        pos.play_unchecked(m);
    }
    out
}

const KNIGHTS_G1_E1: &str = "4k3/8/8/8/8/8/8/4N1NK w - - 0 1";
const KNIGHTS_G5_G1: &str = "4k3/8/8/6N1/8/8/8/6NK w - - 0 1";
const KNIGHTS_H2_D4: &str = "4k3/8/8/8/3N4/8/7N/7K w - - 0 1";
const PAWNS_C4_E4: &str = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1";
const PROMOTIONS: &str = "k7/3P1P2/8/8/8/8/1p4p1/4K3 w - - 0 1";
const CAPTURE_PROMOTION: &str = "k4r2/4P3/8/8/8/8/8/4K3 w - - 0 1";

/// Appendix C's examples (C.8 to C.12) in a language whose letters are `b` for the bishop.
fn appendix_c_examples(lang: Lang, bishop: char, ep: &str) {
    let k1 = KNIGHTS_G1_E1;
    reads(lang, k1, "Cgf3", "Ngf3");
    reads(lang, k1, "Cef3", "Nef3");
    reads(lang, KNIGHTS_G5_G1, "C5f3", "N5f3");
    reads(lang, KNIGHTS_G5_G1, "C1f3", "N1f3");
    reads(lang, KNIGHTS_H2_D4, "Chf3", "Nhf3");
    reads(lang, KNIGHTS_H2_D4, "Cdf3", "Ndf3");
    // The same with a capture on f3.
    let cap = |fen: &str| -> String {
        // A black knight on f3.
        let pos = position(fen);
        let mut setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
        setup.board.set_piece_at(Square::F3, shakmaty::Piece { color: shakmaty::Color::Black, role: Role::Knight });
        Fen::try_from_setup(setup).unwrap().to_string()
    };
    reads(lang, &cap(k1), "Cgxf3", "Ngxf3");
    reads(lang, &cap(k1), "Cexf3", "Nexf3");
    reads(lang, &cap(KNIGHTS_G5_G1), "C5xf3", "N5xf3");
    reads(lang, &cap(KNIGHTS_G5_G1), "C1xf3", "N1xf3");
    reads(lang, &cap(KNIGHTS_H2_D4), "Chxf3", "Nhxf3");
    reads(lang, &cap(KNIGHTS_H2_D4), "Cdxf3", "Ndxf3");
    // C.11: two pawns that can take on d5.
    reads(lang, PAWNS_C4_E4, "cxd5", "cxd5");
    reads(lang, PAWNS_C4_E4, "exd5", "exd5");
    // C.9: en passant, marked as the translation marks it.
    reads(lang, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", &format!("exd6 {ep}"), "exd6");
    // C.12: promotions, the new piece's letter right after the square.
    reads(lang, PROMOTIONS, "d8D", "d8=Q+");
    reads(lang, PROMOTIONS, "f8C", "f8=N");
    reads(lang, CAPTURE_PROMOTION, "exf8C", "exf8=N");
    let black = PROMOTIONS.replace(" w ", " b ");
    reads(lang, &black, &format!("b1{bishop}"), "b1=B");
    reads(lang, &black, "g1T", "g1=R+");
    // C.8 and C.9: piece moves and captures.
    let pieces = "4k3/8/8/8/8/8/3Q4/R3KBN1 w - - 0 1";
    reads(lang, pieces, "Td1", "Rd1");
    reads(lang, pieces, "Cf3", "Nf3");
    reads(lang, pieces, &format!("{bishop}b5+"), "Bb5+");
    reads(lang, pieces, "Dh6", "Qh6");
    reads(lang, pieces, "Rd1", "Kd1");
}

/// The example game at the end of Appendix C, as each translation prints it.
fn example_game() -> Vec<&'static str> {
    vec![
        "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6", "Bg5", "Nc6", "Qe3+", "Be7",
        "Nbd2", "O-O", "O-O-O", "Re8", "Kb1",
    ]
}

/// A game as a scoresheet prints it, "1.e4 e5 2.Cf3 …", from its moves (written here without
/// numbers, so that the file holds no run of the Laws' own text), `spaced` after the number
/// or not, and with the draw offer's mark after the last move.
fn numbered(moves: &[&str], spaced: bool) -> String {
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate() {
        if i % 2 == 0 {
            out.push_str(&format!("{}.{}", i / 2 + 1, if spaced { " " } else { "" }));
        }
        out.push_str(m);
        out.push(' ');
    }
    out.push_str("(=)");
    out
}

#[test]
fn galician_appendix_c() {
    appendix_c_examples(Lang::Gl, 'B', "a.p.");
    // The Galician edition prints C12's example as b1A, the Spanish letter: the Galician bishop
    // is B (C2), and A is no piece letter in Galician.
    let black = PROMOTIONS.replace(" w ", " b ");
    assert_eq!(
        Notation::letters(Lang::Gl).parse(&position(&black), "b1A"),
        Err(MoveError::UnknownLetter { letter: 'A' })
    );
    let game = [
        "e4",
        "e5",
        "Cf3",
        "Cf6",
        "d4",
        "exd4",
        "e5",
        "Ce4",
        "Dxd4",
        "d5",
        "exd6 a.p.",
        "Cxd6",
        "Bg5",
        "Cc6",
        "De3+",
        "Be7",
        "Cbd2",
        "0-0",
        "0-0-0",
        "Te8",
        "Rb1",
    ];
    assert_eq!(read_game_in(Lang::Gl, &numbered(&game, false)), example_game());
}

#[test]
fn spanish_appendix_c() {
    appendix_c_examples(Lang::Es, 'A', "a.p.");
    let game = [
        "e4",
        "e5",
        "Cf3",
        "Cf6",
        "d4",
        "exd4",
        "e5",
        "Ce4",
        "Dxd4",
        "d5",
        "exd6 a.p.",
        "Cxd6",
        "Ag5",
        "Cc6",
        "De3+",
        "Ae7",
        "Cbd2",
        "0-0",
        "0-0-0",
        "Te8",
        "Rb1",
    ];
    assert_eq!(read_game_in(Lang::Es, &numbered(&game, false)), example_game());
    reads(Lang::Es, "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "Ae2", "Be2");
}

#[test]
fn portuguese_appendix_c() {
    appendix_c_examples(Lang::Pt, 'B', "e.p.");
    // The Portuguese edition prints its example game in English letters, in full (with the
    // mark glued on: exd6e.p.) and in the short form without x, e.p. and +: both read with
    // the English letters.
    let full = [
        "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6e.p.", "Nxd6", "Bg5", "Nc6", "Qe3+",
        "Be7", "Nbd2", "0-0", "0-0-0", "Re8", "Kb1",
    ];
    assert_eq!(read_game_in(Lang::En, &numbered(&full, false)), example_game());
    let short = [
        "e4", "e5", "Nf3", "Nf6", "d4", "ed4", "e5", "Ne4", "Qd4", "d5", "ed6", "Nd6", "Bg5", "Nc6", "Qe3", "Be7",
        "Nbd2", "0-0", "0-0-0", "Re8", "Kb1",
    ];
    assert_eq!(read_game_in(Lang::En, &numbered(&short, true)), example_game());
}

#[test]
fn catalan_appendix_c() {
    appendix_c_examples(Lang::Ca, 'A', "a.p.");
    // C.8: the longer form with the square of departure.
    reads(Lang::Ca, "4k3/8/8/8/8/8/1B6/R5NK w - - 0 1", "Ab2e5", "Be5");
    reads(Lang::Ca, "4k3/8/8/8/8/8/1B6/R5NK w - - 0 1", "Cg1f3", "Nf3");
    reads(Lang::Ca, "4k3/8/8/8/8/8/1B6/R5NK w - - 0 1", "Ta1d1", "Rd1");
    reads(Lang::Ca, STARTS[0], "d2d4", "d4");
    // The example game prints e.p. where C.9.3 and C.13 say a.p.: both are read.
    let full = [
        "e4",
        "e5",
        "Cf3",
        "Cf6",
        "d4",
        "exd4",
        "e5",
        "Ce4",
        "Dxd4",
        "d5",
        "exd6 e.p.",
        "Cxd6",
        "Ag5",
        "Cc6",
        "De3+",
        "Ae7",
        "Cbd2",
        "0-0",
        "0-0-0",
        "Te8",
        "Rb1",
    ];
    let short = [
        "e4", "e5", "Cf3", "Cf6", "d4", "ed4", "e5", "Ce4", "Dd4", "d5", "ed6", "Cd6", "Ag5", "Cc6", "De3", "Ae7",
        "Cbd2", "0-0", "0-0-0", "Te8", "Rb1",
    ];
    assert_eq!(read_game_in(Lang::Ca, &numbered(&full, true)), example_game());
    assert_eq!(read_game_in(Lang::Ca, &numbered(&short, true)), example_game());
    // The long form. The edition prints the queen's eighth move as Dd4d3 here (De3+ in the two
    // others): a legal move all the same, so the game reads, one move different.
    let long = [
        "e2e4",
        "e7e5",
        "Cg1f3",
        "Cg8f6",
        "d2d4",
        "e5xd4",
        "e4e5",
        "Cf6e4",
        "Dd1xd4",
        "d7d5",
        "e5xd6 a.p.",
        "Ce4xd6",
        "Ac1g5",
        "Cb8c6",
        "Dd4d3",
        "Af8e7",
        "Cb1d2",
        "0-0",
        "0-0-0",
        "Tf8e8",
        "Rb1",
    ];
    let mut expected = example_game();
    expected[14] = "Qd3";
    assert_eq!(read_game_in(Lang::Ca, &numbered(&long, true)), expected);
}

#[test]
fn english_reads_english_letters() {
    reads(Lang::En, PROMOTIONS, "d8Q", "d8=Q+");
    reads(Lang::En, PROMOTIONS, "d8=Q", "d8=Q+");
    reads(Lang::En, "4k3/8/8/8/8/8/3Q4/R3KBN1 w - - 0 1", "Rd1", "Rd1");
    reads(Lang::En, "4k3/8/8/8/8/8/3Q4/R3KBN1 w - - 0 1", "Nf3", "Nf3");
    reads(Lang::En, "4k3/8/8/8/8/8/3Q4/R3KBN1 w - - 0 1", "Bb5+", "Bb5+");
    reads(Lang::En, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", "O-O-O");
    reads(Lang::En, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0", "O-O");
}

#[test]
fn the_same_letter_is_a_different_piece_in_each_language() {
    let pos = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    // R is the king in Galician, Spanish, Portuguese and Catalan, the rook in English.
    reads(Lang::Gl, pos, "Rd1", "Kd1");
    reads(Lang::En, pos, "Rd1", "Rd1");
    reads(Lang::Gl, pos, "Td1", "Rd1");
    assert_eq!(Notation::letters(Lang::En).parse(&position(pos), "Td1"), Err(MoveError::UnknownLetter { letter: 'T' }));
    // A lower-case b is a file in every language; an upper-case B a bishop where B is one.
    let pos = "4k3/8/8/8/8/8/1P6/2B1K3 w - - 0 1";
    reads(Lang::Gl, pos, "b4", "b4");
    reads(Lang::Gl, pos, "Bd2", "Bd2");
    reads(Lang::Es, pos, "Ad2", "Bd2");
    assert_eq!(Notation::letters(Lang::Es).parse(&position(pos), "Bd2"), Err(MoveError::UnknownLetter { letter: 'B' }));
}

#[test]
fn moves_are_written_as_each_translation_writes_them() {
    let cases = [
        (Lang::En, "Nf3", "d8Q+", "exd6 e.p.", "0-0-0"),
        (Lang::Gl, "Cf3", "d8D+", "exd6 a.p.", "0-0-0"),
        (Lang::Es, "Cf3", "d8D+", "exd6 a.p.", "0-0-0"),
        (Lang::Pt, "Cf3", "d8D+", "exd6 e.p.", "0-0-0"),
        (Lang::Ca, "Cf3", "d8D+", "exd6 a.p.", "0-0-0"),
    ];
    let start = Chess::default();
    let nf3 = San::from_ascii(b"Nf3").unwrap().to_move(&start).unwrap();
    let promotion = position(PROMOTIONS);
    let d8q = San::from_ascii(b"d8=Q").unwrap().to_move(&promotion).unwrap();
    let ep = position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let exd6 = San::from_ascii(b"exd6").unwrap().to_move(&ep).unwrap();
    let castle = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let long = castle.castling_moves(CastlingSide::QueenSide)[0];
    for (lang, knight, queen, en_passant, castling) in cases {
        let n = Notation::letters(lang);
        assert_eq!(n.format(&start, nf3), knight);
        assert_eq!(n.format(&promotion, d8q), queen);
        assert_eq!(n.format(&ep, exd6), en_passant);
        assert_eq!(n.format(&castle, long), castling);
    }
    assert_eq!(Notation::figurines(Lang::Gl).format(&start, nf3), "♘f3");
    let black = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    let nf6 = San::from_ascii(b"Nf6").unwrap().to_move(&black).unwrap();
    assert_eq!(Notation::figurines(Lang::Es).format(&black, nf6), "♞f6");
    assert_eq!(Notation::figurines(Lang::Es).format(&promotion, d8q), "d8♕+");
}

#[test]
fn a_move_that_cannot_be_read_says_why() {
    let gl = Notation::letters(Lang::Gl);
    let start = Chess::default();
    assert_eq!(gl.parse(&start, ""), Err(MoveError::Empty));
    assert_eq!(gl.parse(&start, "Pe4"), Err(MoveError::PawnLetter { letter: 'P' }));
    assert_eq!(gl.parse(&start, "Nf3"), Err(MoveError::UnknownLetter { letter: 'N' }));
    assert!(matches!(gl.parse(&start, "Cf9"), Err(MoveError::Syntax { .. })));
    assert_eq!(gl.parse(&start, "Cd2"), Err(MoveError::OwnPieceThere { to: Square::D2 }));
    assert_eq!(gl.parse(&start, "Cf4"), Err(MoveError::CannotReach { role: Role::Knight, to: Square::F4 }));
    assert_eq!(gl.parse(&start, "e5"), Err(MoveError::CannotReach { role: Role::Pawn, to: Square::E5 }));
    assert_eq!(gl.parse(&start, "exd3"), Err(MoveError::NothingToCapture { to: Square::D3 }));
    assert_eq!(
        gl.parse(&start, "0-0"),
        Err(MoveError::Castling { side: CastlingSide::KingSide, bar: CastlingBar::Blocked })
    );
    assert_eq!(gl.parse(&start, "Bd3"), Err(MoveError::CannotReach { role: Role::Bishop, to: Square::D3 }));
    // Ambiguous: both knights can go to f3; the answer names their squares and the ways to
    // write each.
    match gl.parse(&position(KNIGHTS_G1_E1), "Cf3") {
        Err(MoveError::Ambiguous { from, options, .. }) => {
            let mut from = from;
            from.sort();
            assert_eq!(from, vec![Square::E1, Square::G1]);
            assert!(options.contains(&"Cef3".to_owned()) && options.contains(&"Cgf3".to_owned()), "{options:?}");
        }
        other => panic!("{other:?}"),
    }
    // A pinned piece: legal for its kind, illegal because of the king (Article 3.9).
    let pinned = position("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(gl.parse(&pinned, "Cf4"), Err(MoveError::ExposesKing { role: Role::Knight, to: Square::F4 }));
    let check = position("4k3/8/8/8/8/8/8/r3K1N1 w - - 0 1");
    assert_eq!(gl.parse(&check, "Cf3"), Err(MoveError::StillInCheck { role: Role::Knight, to: Square::F3 }));
    assert_eq!(gl.parse(&position(PROMOTIONS), "d8"), Err(MoveError::PromotionMissing { to: Square::D8 }));
    assert_eq!(gl.parse(&position(PROMOTIONS), "d8R"), Err(MoveError::BadPromotion { role: Role::King }));
    let castle = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(gl.parse(&castle, "Rg1"), Err(MoveError::CastleWithZeros { side: CastlingSide::KingSide }));
    let moved = position("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    assert_eq!(
        gl.parse(&moved, "0-0"),
        Err(MoveError::Castling { side: CastlingSide::KingSide, bar: CastlingBar::NoRight })
    );
    let attacked = position("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1");
    assert!(matches!(gl.parse(&attacked, "0-0"), Err(MoveError::Castling { bar: CastlingBar::Attacked, .. })));
    assert_eq!(gl.parse(&position(PAWNS_C4_E4), "cxd5 a.p."), Err(MoveError::NotEnPassant));
}
