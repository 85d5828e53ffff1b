//! Appendix D: what is said aloud to a player who cannot see the board, in all five languages.
//! Each announcement is made from a real position and a legal move (shakmaty checks both), so
//! the check, the mate, the capture and the castling side come from the move, not the test.

use escaque::clock::{HOUR, MINUTE, SECOND};
use escaque::i18n::speech::{
    announce_clock, announce_flag, announce_low_time, announce_move, announce_picked_up, announce_put_back,
    announce_square, square,
};
use escaque::i18n::{Lang, Tr};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Piece, Role, Square};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The move `uci` in the position `fen`, announced in `lang`.
fn said(lang: Lang, fen: &str, uci: &str) -> String {
    let pos: Chess = Fen::from_ascii(fen.as_bytes())
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("{fen}: {e}"));
    let m = UciMove::from_ascii(uci.as_bytes())
        .unwrap_or_else(|e| panic!("{uci}: {e}"))
        .to_move(&pos)
        .unwrap_or_else(|e| panic!("{uci} in {fen}: {e}"));
    announce_move(Tr::new(lang), &pos, &m)
}

/// Position, move, and what is said in en, gl, es, pt, ca.
type Case = (&'static str, &'static str, &'static str, [&'static str; 5]);

const MOVES: &[Case] = &[
    (
        "a plain move",
        START,
        "g1f3",
        [
            "Knight Gustav 1 to Felix 3",
            "Cabaleiro Gustav 1 a Felix 3",
            "Caballo Gustavo 1 a Félix 3",
            "Cavalo Gustav 1 para Felix 3",
            "Cavall Gustav 1 a Felix 3",
        ],
    ),
    (
        "a capture",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        "e4d5",
        [
            "Pawn Eva 4 takes David 5",
            "Peón Eva 4 toma David 5",
            "Peón Eva 4 toma David 5",
            "Peão Eva 4 toma David 5",
            "Peó Eva 4 pren David 5",
        ],
    ),
    (
        "castling short",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "e1g1",
        ["Castles short", "Enroque curto", "Enroque corto", "Roque pequeno", "Enroc curt"],
    ),
    (
        "castling long",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "e8c8",
        ["Castles long", "Enroque longo", "Enroque largo", "Roque grande", "Enroc llarg"],
    ),
    (
        "a promotion that checks",
        "7k/P7/8/8/8/8/8/K7 w - - 0 1",
        "a7a8q",
        [
            "Pawn Anna 7 to Anna 8, promotes to queen, check",
            "Peón Anna 7 a Anna 8, promociona a dama, xaque",
            "Peón Ana 7 a Ana 8, promociona a dama, jaque",
            "Peão Anna 7 para Anna 8, promove a dama, xeque",
            "Peó Anna 7 a Anna 8, promociona a dama, escac",
        ],
    ),
    (
        "an underpromotion with a capture",
        "1r5k/P7/8/8/8/8/8/K7 w - - 0 1",
        "a7b8n",
        [
            "Pawn Anna 7 takes Bella 8, promotes to knight",
            "Peón Anna 7 toma Bela 8, promociona a cabaleiro",
            "Peón Ana 7 toma Bella 8, promociona a caballo",
            "Peão Anna 7 toma Bella 8, promove a cavalo",
            "Peó Anna 7 pren Bella 8, promociona a cavall",
        ],
    ),
    (
        "a rook's check",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "a1a8",
        [
            "Rook Anna 1 to Anna 8, check",
            "Torre Anna 1 a Anna 8, xaque",
            "Torre Ana 1 a Ana 8, jaque",
            "Torre Anna 1 para Anna 8, xeque",
            "Torre Anna 1 a Anna 8, escac",
        ],
    ),
    (
        "checkmate",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2",
        "d8h4",
        [
            "Queen David 8 to Hector 4, checkmate",
            "Dama David 8 a Hector 4, xaque mate",
            "Dama David 8 a Héctor 4, jaque mate",
            "Dama David 8 para Hector 4, xeque-mate",
            "Dama David 8 a Hector 4, escac i mat",
        ],
    ),
    (
        "en passant",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "e5f6",
        [
            "Pawn Eva 5 takes Felix 6 en passant",
            "Peón Eva 5 toma Felix 6 ao paso",
            "Peón Eva 5 toma Félix 6 al paso",
            "Peão Eva 5 toma Felix 6 en passant",
            "Peó Eva 5 pren Felix 6 al pas",
        ],
    ),
    (
        "a king and a bishop",
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "c1h6",
        [
            "Bishop Cesar 1 to Hector 6",
            "Bispo Cesar 1 a Hector 6",
            "Alfil César 1 a Héctor 6",
            "Bispo Cesar 1 para Hector 6",
            "Alfil Cesar 1 a Hector 6",
        ],
    ),
];

#[test]
fn art_d_2_1_every_kind_of_move_is_announced_in_each_language() {
    for (what, fen, uci, expected) in MOVES {
        for (lang, want) in Lang::ALL.into_iter().zip(expected) {
            assert_eq!(said(lang, fen, uci), *want, "{what} ({uci}) in {lang}");
        }
    }
}

#[test]
fn art_d_2_1_chess960_castling_says_its_side_and_a_king_says_its_name() {
    // Chess960: the king on b1, the rook on a1 castle long; the king lands on c1.
    let pos: Chess =
        Fen::from_ascii(b"4k3/8/8/8/8/8/8/RK5R w HA - 0 1").unwrap().into_position(CastlingMode::Chess960).unwrap();
    let long = UciMove::from_ascii(b"b1a1").unwrap().to_move(&pos).unwrap();
    let short = UciMove::from_ascii(b"b1h1").unwrap().to_move(&pos).unwrap();
    assert_eq!(announce_move(Tr::new(Lang::En), &pos, &long), "Castles long");
    assert_eq!(announce_move(Tr::new(Lang::Ca), &pos, &short), "Enroc curt");
    assert_eq!(said(Lang::Gl, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1d2"), "Rei Eva 1 a David 2");
}

#[test]
fn art_d_2_1_the_files_carry_the_phonetic_names_of_each_language_s_laws() {
    let files = |lang| {
        [Square::A1, Square::B2, Square::C3, Square::D4, Square::E5, Square::F6, Square::G7, Square::H8]
            .map(|sq| square(Tr::new(lang), sq))
    };
    let german = ["Anna 1", "Bella 2", "Cesar 3", "David 4", "Eva 5", "Felix 6", "Gustav 7", "Hector 8"];
    assert_eq!(files(Lang::En), german);
    assert_eq!(files(Lang::Ca), german, "the 2023 Catalan Laws keep the German names");
    assert_eq!(files(Lang::Pt), german, "the 2014 Portuguese Laws keep the German names");
    assert_eq!(
        files(Lang::Gl),
        ["Anna 1", "Bela 2", "Cesar 3", "David 4", "Eva 5", "Felix 6", "Gustav 7", "Hector 8"],
        "the 2008 Galician Laws write Bela"
    );
    assert_eq!(
        files(Lang::Es),
        ["Ana 1", "Bella 2", "César 3", "David 4", "Eva 5", "Félix 6", "Gustavo 7", "Héctor 8"],
        "the 2005 Spanish appendices give Spanish names"
    );
}

#[test]
fn art_d_2_6_1_the_clock_says_the_time_and_the_moves_made() {
    let t = HOUR + 2 * MINUTE + 3 * SECOND;
    let cases = [
        (Lang::En, "Black: 1 hour, 2 minutes and 3 seconds; 40 moves made", "White: 1 minute; 1 move made"),
        (Lang::Gl, "Negras: 1 hora, 2 minutos e 3 segundos; 40 xogadas feitas", "Brancas: 1 minuto; 1 xogada feita"),
        (Lang::Es, "Negras: 1 hora, 2 minutos y 3 segundos; 40 jugadas hechas", "Blancas: 1 minuto; 1 jugada hecha"),
        (Lang::Pt, "Pretas: 1 hora, 2 minutos e 3 segundos; 40 lances feitos", "Brancas: 1 minuto; 1 lance feito"),
        (Lang::Ca, "Negres: 1 hora, 2 minuts i 3 segons; 40 jugades fetes", "Blanques: 1 minut; 1 jugada feta"),
    ];
    for (lang, black, white) in cases {
        let tr = Tr::new(lang);
        assert_eq!(announce_clock(tr, Color::Black, t, 40), black, "{lang}");
        assert_eq!(announce_clock(tr, Color::White, MINUTE, 1), white, "{lang}");
    }
}

#[test]
fn art_d_2_6_1_the_time_is_said_as_the_clock_face_shows_it() {
    let en = |ms, moves| announce_clock(Tr::new(Lang::En), Color::White, ms, moves);
    assert_eq!(en(90 * MINUTE, 0), "White: 1 hour and 30 minutes; 0 moves made");
    assert_eq!(en(2 * HOUR + 5 * SECOND, 2), "White: 2 hours and 5 seconds; 2 moves made");
    // Rounded up, as on the face: 25:50.6 is shown, and said, as 25:51.
    assert_eq!(en(1_550_600, 20), "White: 25 minutes and 51 seconds; 20 moves made");
    assert_eq!(en(1, 20), "White: 1 second; 20 moves made", "under a second left is not zero");
    assert_eq!(en(0, 20), "White: 0 seconds; 20 moves made");
    // Portuguese: 0 takes the plural.
    assert_eq!(announce_clock(Tr::new(Lang::Pt), Color::Black, 0, 0), "Pretas: 0 segundos; 0 lances feitos");
}

#[test]
fn art_d_2_6_the_low_time_and_flag_warnings() {
    let cases = [
        (Lang::En, "White, low on time: 30 seconds", "Black's flag has fallen"),
        (Lang::Gl, "Brancas, pouco tempo: 30 segundos", "Caeu a bandeira das negras"),
        (Lang::Es, "Blancas, poco tiempo: 30 segundos", "Ha caído la bandera de las negras"),
        (Lang::Pt, "Brancas, pouco tempo: 30 segundos", "Caiu a seta das pretas"),
        (Lang::Ca, "Blanques, poc temps: 30 segons", "Ha caigut la bandera de les negres"),
    ];
    for (lang, low, flag) in cases {
        let tr = Tr::new(lang);
        assert_eq!(announce_low_time(tr, Color::White, 29_001), low, "{lang}");
        assert_eq!(announce_flag(tr, Color::Black), flag, "{lang}");
    }
    assert_eq!(announce_flag(Tr::new(Lang::En), Color::White), "White's flag has fallen");
    assert_eq!(announce_low_time(Tr::new(Lang::Ca), Color::Black, 61_000), "Negres, poc temps: 1 minut i 1 segon");
}

#[test]
fn art_d_2_1_the_board_cursor_says_its_square_by_the_phonetic_name_with_its_piece() {
    // Keyboard play heard through the app's own voice: short, the file by its D.2.1 name.
    let queen = Some(Piece { color: Color::Black, role: Role::Queen });
    let cases = [
        (Lang::En, "David 8, black queen", "Anna 3, empty", "Picked up from Gustav 1", "Put back on Gustav 1"),
        (Lang::Gl, "David 8, dama negra", "Anna 3, baleira", "Peza collida en Gustav 1", "Peza devolta a Gustav 1"),
        (Lang::Es, "David 8, dama negra", "Ana 3, vacía", "Pieza levantada de Gustavo 1", "Pieza devuelta a Gustavo 1"),
        (Lang::Pt, "David 8, dama preta", "Anna 3, vazia", "Peça levantada de Gustav 1", "Peça devolvida a Gustav 1"),
        (Lang::Ca, "David 8, dama negra", "Anna 3, buida", "Peça aixecada de Gustav 1", "Peça tornada a Gustav 1"),
    ];
    for (lang, d8, a3, picked, back) in cases {
        let tr = Tr::new(lang);
        assert_eq!(announce_square(tr, Square::D8, queen), d8);
        assert_eq!(announce_square(tr, Square::A3, None), a3);
        assert_eq!(announce_picked_up(tr, Square::G1), picked);
        assert_eq!(announce_put_back(tr, Square::G1), back);
    }
}
