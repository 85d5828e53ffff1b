//! Every word in the player's language, notation included (issue 25, item 4): games played
//! through the table that give every notice carrying a move (moves taken back, illegal moves on
//! a wooden board claimed by the opponent, a claim with its intended move, refusals naming a
//! move, a draw offer after a move), every banner and status text, the arbiter's record and the
//! scoresheet's notes said in Galician, Spanish, Portuguese and Catalan: no move in them is
//! written with a piece letter the language does not use (K, Q, N anywhere, B in Spanish and
//! Catalan). And an impossible FEN or a damaged settings file is said in the language's words,
//! never in the libraries' English (shakmaty's "illegal position: too many kings", RON's
//! "Expected string").

use crate::common;

use common::Play;
use escaque::i18n::{Lang, Tr, describe, notes as words, record};
use escaque::laws::{Claim, Millis};
use escaque::notation::{Notation, PIECES};
use escaque::platform::settings::{Settings, SettingsProblem};
use escaque::record::notes::notes;
use escaque::record::sheet::EventInfo;
use escaque::table::{Act, ArbiterAct, EventKind, Notice, Refusal, Setup, Table};
use shakmaty::Chess;
use shakmaty::Color::{Black, White};
use shakmaty::uci::UciMove;

const FOUR: [Lang; 4] = [Lang::Gl, Lang::Es, Lang::Pt, Lang::Ca];

/// A game at the table, a second an event, keeping every notice and every refusal (with the
/// position it was refused in, to name its move).
struct Game {
    table: Table,
    at: Millis,
    notices: Vec<Notice>,
    refusals: Vec<(Chess, Refusal)>,
}

impl Game {
    fn new(setup: Setup) -> Game {
        Game { table: Table::new(setup).unwrap(), at: 0, notices: Vec::new(), refusals: Vec::new() }
    }

    /// `kind`, which the table must accept.
    fn ok(&mut self, kind: EventKind) {
        self.at += 1_000;
        let told = self.table.apply_at(self.at, kind.clone()).unwrap_or_else(|r| panic!("{kind:?}: {r:?}"));
        self.notices.extend(told);
    }

    /// `kind`, which the table must refuse.
    fn refused(&mut self, kind: EventKind) {
        self.at += 1_000;
        let position = self.table.game().position().clone();
        let refusal = self.table.apply_at(self.at, kind.clone()).expect_err(&format!("{kind:?} is refused"));
        self.refusals.push((position, refusal));
    }

    /// A hand's move, legal or not, and its player's press.
    fn play(&mut self, m: &str) {
        let by = self.table.game().turn();
        self.ok(EventKind::Move { uci: m.parse().unwrap() });
        self.ok(EventKind::PressClock { by });
    }

    fn arbiter(&mut self, act: Act) {
        self.ok(EventKind::Arbiter(ArbiterAct { act, remark: String::new() }));
    }
}

/// A classical game on a wooden board: two illegal moves claimed (a knight's, a king's), three
/// take-backs' worth of moves (castling, a queen, a bishop, a king, a rook), a draw offer made
/// with a move and declined, and a wrong claim with its intended knight move.
fn wooden() -> Game {
    let mut g = Game::new(Setup { wooden_board: true, ..Setup::default() });
    for m in ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4"] {
        g.play(m);
    }
    // A knight moved like no knight: claimed by White (7.5.1), the position reinstated.
    g.play("g8g6");
    g.ok(EventKind::ClaimIllegal { by: White });
    g.play("g8f6");
    // Castling, the queen and the bishop, taken back by the arbiter (7.1).
    for m in ["e1g1", "d8e7", "c4b5"] {
        g.play(m);
    }
    g.arbiter(Act::TakeBack { plies: 3, times: None });
    for m in ["e1g1", "f8e7", "g1h1", "e8g8"] {
        g.play(m);
    }
    // A king two squares up the file: claimed by Black.
    g.play("h1h3");
    g.ok(EventKind::ClaimIllegal { by: Black });
    // The king and a rook, taken back.
    for m in ["h1g1", "f8e8"] {
        g.play(m);
    }
    g.arbiter(Act::TakeBack { plies: 2, times: None });
    // A draw offered with a move (9.1.2.1), declined.
    g.ok(EventKind::Move { uci: "d2d3".parse().unwrap() });
    g.ok(EventKind::OfferDraw { by: White });
    g.ok(EventKind::PressClock { by: White });
    g.ok(EventKind::DeclineDraw { by: Black });
    g.play("a7a6");
    // A wrong claim of threefold repetition, with the knight move intended (9.2.1.1, 9.5.3).
    g.ok(EventKind::Claim { by: White, claim: Claim::Threefold, intended: Some("f3g5".parse().unwrap()) });
    g
}

/// A game on an ordinary board with touch-move: the moves a touched knight forbids, named in
/// the refusals (4.3.1), and an illegal king move.
fn touched() -> Game {
    let mut g = Game::new(Setup::default());
    g.play("e2e4");
    g.play("e7e5");
    g.ok(EventKind::Touch { square: "g1".parse().unwrap() });
    for m in ["f1c4", "d1h5", "b1c3", "e1e2"] {
        g.refused(EventKind::Move { uci: m.parse().unwrap() });
    }
    g.play("g1f3");
    g.refused(EventKind::Move { uci: "e8e6".parse().unwrap() });
    g
}

/// Every text a person reads of `g` in `lang`: the status line and banner for each notice (as
/// `describe::notice` and in the language's letters), each refusal (named as the window names
/// moves, and by squares), the arbiter's record (each note as a line and in parts) and the
/// scoresheet's notes.
fn texts(g: &Game, lang: Lang) -> Vec<String> {
    let tr = Tr::new(lang).with_edition(g.table.setup().edition);
    let letters = Notation::letters(lang);
    let mut out = Vec::new();
    for n in &g.notices {
        out.extend(describe::notice(tr, n));
        out.extend(describe::notice_in(tr, n, letters));
    }
    for (position, r) in &g.refusals {
        let name = |uci: &UciMove| match uci.to_move(position) {
            Ok(m) => letters.format(position, m),
            Err(_) => uci.to_string(),
        };
        out.push(describe::refusal_in(tr, r, &name));
        out.push(describe::refusal(tr, r));
    }
    for note in notes(&g.table) {
        out.push(words::note(tr, &note));
        out.push(words::note_in(tr, &note, letters));
        let parts = words::parts(tr, &note, letters);
        out.push(parts.what);
        out.extend(parts.follows);
    }
    let sheet = record::scoresheet(&g.table, &EventInfo::default(), lang);
    out.extend(sheet.moves.iter().flat_map(|m| m.notes.iter().cloned()));
    out
}

/// The moves written with a piece letter in `text` (`Cf3`, `Dxe7+`, `Cg8g6`): a capital letter
/// not after a letter or digit, then an optional file or rank, an optional `x`, and a square.
fn piece_moves(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let file = |c: Option<&char>| c.is_some_and(|c| ('a'..='h').contains(c));
    let rank = |c: Option<&char>| c.is_some_and(|c| ('1'..='8').contains(c));
    let square = |i: usize| file(chars.get(i)) && rank(chars.get(i + 1));
    let mut found = Vec::new();
    for (i, c) in chars.iter().enumerate() {
        if !c.is_ascii_uppercase() || i > 0 && chars[i - 1].is_alphanumeric() {
            continue;
        }
        let mut j = i + 1;
        // The square it came from, or its file or rank, when written.
        if square(j) && (square(j + 2) || chars.get(j + 2) == Some(&'x') && square(j + 3)) {
            j += 2;
        } else if (file(chars.get(j)) || rank(chars.get(j))) && !square(j) {
            j += 1;
        }
        if chars.get(j) == Some(&'x') {
            j += 1;
        }
        if square(j) {
            found.push(chars[i..j + 2].iter().collect());
        }
    }
    found
}

#[test]
fn piece_moves_are_found_however_they_are_written() {
    assert_eq!(piece_moves("Taken back: Nf3 O-O Qxe7+ (Article 7.1)"), ["Nf3", "Qxe7"]);
    assert_eq!(piece_moves("Illegal move by Black Ng8g6: …; Rdxd1, Ra1a3"), ["Ng8g6", "Rdxd1", "Ra1a3"]);
    assert_eq!(piece_moves("Apéndice A.3; e4 exd5 a.p.; ANf3; 9.2"), Vec::<String>::new());
}

/// The letters a language writes its pieces with (C.2, C.3), and the English letters it must
/// never write (B stands for the bishop in Galician and Portuguese too).
fn letters(lang: Lang) -> (Vec<char>, &'static [char]) {
    let own = PIECES.iter().filter_map(|&r| Notation::letter(lang, r)).collect();
    let english: &'static [char] = match lang {
        Lang::Es | Lang::Ca => &['K', 'Q', 'N', 'B'],
        _ => &['K', 'Q', 'N'],
    };
    (own, english)
}

#[test]
fn every_move_in_a_notice_a_refusal_the_record_and_the_scoresheet_is_in_the_language_s_letters() {
    let games = [wooden(), touched()];
    // The games give what this test is about: a notice of each kind that carries a move.
    let all: Vec<&Notice> = games.iter().flat_map(|g| &g.notices).collect();
    assert_eq!(all.iter().filter(|n| matches!(n, Notice::IllegalMoveDealtWith { .. })).count(), 2);
    assert_eq!(all.iter().filter(|n| matches!(n, Notice::TakenBack { .. })).count(), 2);
    assert!(all.iter().any(|n| matches!(n, Notice::DrawOffered { .. })));
    assert!(all.iter().any(|n| matches!(n, Notice::ClaimRejected { .. })));
    assert!(games[1].refusals.iter().filter(|(_, r)| matches!(r, Refusal::TouchMove { .. })).count() >= 3);
    // In English, the moves are the SAN letters: the same texts hold each piece's move.
    let english: Vec<String> = games.iter().flat_map(|g| texts(g, Lang::En)).flat_map(|t| piece_moves(&t)).collect();
    for mv in ["Ng8g6", "Kh1h3", "Qe7", "Bb5", "Kg1", "Re8", "Ng5", "Bc4", "Qh5", "Nc3"] {
        assert!(english.contains(&mv.to_owned()), "{mv} in {english:?}");
    }
    let expected = [
        (Lang::Gl, ["Cg8g6", "Rh1h3", "De7", "Bb5", "Rg1", "Te8", "Cg5", "Bc4", "Dh5", "Cc3"]),
        (Lang::Es, ["Cg8g6", "Rh1h3", "De7", "Ab5", "Rg1", "Te8", "Cg5", "Ac4", "Dh5", "Cc3"]),
        (Lang::Pt, ["Cg8g6", "Rh1h3", "De7", "Bb5", "Rg1", "Te8", "Cg5", "Bc4", "Dh5", "Cc3"]),
        (Lang::Ca, ["Cg8g6", "Rh1h3", "De7", "Ab5", "Rg1", "Te8", "Cg5", "Ac4", "Dh5", "Cc3"]),
    ];
    let mut wrong = Vec::new();
    for (lang, moves) in expected {
        let (own, english) = letters(lang);
        let said: Vec<String> = games.iter().flat_map(|g| texts(g, lang)).collect();
        let mut found = Vec::new();
        for text in &said {
            for mv in piece_moves(text) {
                let letter = mv.chars().next().unwrap();
                if !own.contains(&letter) || english.contains(&letter) {
                    wrong.push(format!("{lang}: {mv} in {text:?}"));
                }
                found.push(mv);
            }
        }
        for mv in moves {
            assert!(found.contains(&mv.to_owned()), "{lang}: {mv} is not said: {found:?}");
        }
    }
    assert!(wrong.is_empty(), "moves in English letters:\n{}", wrong.join("\n"));
}

#[test]
fn the_takeback_banner_writes_a_bishop_as_the_language_does() {
    // Issue 25's example: "Bc4" in a Spanish sentence, where it is "Ac4".
    let g = wooden();
    let taken = g.notices.iter().find(|n| matches!(n, Notice::TakenBack { .. })).unwrap();
    let said = |lang| describe::notice(Tr::new(lang), taken).unwrap();
    assert!(said(Lang::Es).contains("0-0 De7 Ab5"), "{}", said(Lang::Es));
    assert!(said(Lang::Ca).contains("0-0 De7 Ab5"), "{}", said(Lang::Ca));
    assert!(said(Lang::Gl).contains("0-0 De7 Bb5"), "{}", said(Lang::Gl));
    assert!(said(Lang::Pt).contains("0-0 De7 Bb5"), "{}", said(Lang::Pt));
    // Figurines on screen, each move with its own side's.
    let figurines = describe::notice_in(Tr::new(Lang::Es), taken, Notation::figurines(Lang::Es)).unwrap();
    assert!(figurines.contains("0-0 ♛e7 ♗b5"), "{figurines}");
}

/// shakmaty's and RON's English words: none may reach a person.
const LIBRARY_ENGLISH: &[&str] = &[
    "illegal position",
    "invalid",
    "in fen",
    "too many kings",
    "missing king",
    "backrank",
    "opposite check",
    "impossible check",
    "ep square",
    "too much material",
    "empty board",
    "variant rule",
    "unknown reason",
    "expected",
    "unexpected",
    "non-whitespace",
    "trailing characters",
    "not a valid hash",
    "out of bounds",
    "no such",
    "end of ron",
    "utf-8 sequence",
    "string",
    "boolean",
];

fn library_english(text: &str) -> Option<&'static str> {
    let lower = text.to_lowercase();
    LIBRARY_ENGLISH.iter().copied().find(|w| lower.contains(w))
}

/// FENs that cannot start a game, each for one reason.
const BAD_FENS: &[&str] = &[
    "",
    "not a fen",
    "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w Z - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - - x 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 y",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1 more",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "8/8/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2P w - - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
    "4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/r2K3r w - - 0 1",
    "4k3/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967295",
];

#[test]
fn an_impossible_fen_is_said_in_the_language_s_words_with_the_rule_it_breaks() {
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let mut said = Vec::new();
        for fen in BAD_FENS {
            let error = Table::new(Setup { fen: Some((*fen).to_owned()), ..Setup::default() })
                .err()
                .unwrap_or_else(|| panic!("{fen:?} starts a game"));
            let form = describe::setup_error(tr, &error);
            // The PGN reader's FEN tag says the same.
            let pgn = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n*\n");
            let tag = escaque::record::pgn::read_game(&pgn).and_then(|g| g.start_position()).unwrap_err();
            let tag = describe::pgn_error(tr, &tag);
            for text in [&form, &tag] {
                assert!(text.contains(fen), "{lang}: {text}");
                if let Some(english) = library_english(text) {
                    panic!("{lang}: {english:?} in {text:?}");
                }
            }
            // What it says of the FEN, without the FEN.
            said.push(if fen.is_empty() { form } else { form.replace(fen, "") });
        }
        // Each FEN said for its own reason.
        let distinct: std::collections::BTreeSet<&String> = said.iter().collect();
        assert_eq!(distinct.len(), BAD_FENS.len(), "{lang}: {said:#?}");
    }
    let es = |fen: &str| {
        let error = Table::new(Setup { fen: Some(fen.to_owned()), ..Setup::default() }).err().unwrap();
        describe::setup_error(Tr::new(Lang::Es), &error)
    };
    assert_eq!(
        es("4k3/8/8/8/8/8/8/2K1K3 w - - 0 1"),
        "el FEN «4k3/8/8/8/8/8/8/2K1K3 w - - 0 1» no es una posición legal: las blancas tienen más de un rey"
    );
    assert!(es("4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1").ends_with("las negras están en jaque, pero juegan las blancas"));
    // The headless command prints the English Fluent words, not shakmaty's.
    for fen in BAD_FENS {
        if let Err(e) = escaque::cli::unwinnable::parse_position(fen) {
            let line = e.to_string();
            assert!(line.starts_with("not a FEN (") || line.starts_with("not a legal position ("), "{line}");
            assert_eq!(library_english(line.trim_start_matches("not a legal position")), None, "{line}");
        }
    }
}

#[test]
fn a_damaged_settings_file_is_said_where_and_what_in_the_language_s_words() {
    let dir = common::data_dir("i18n-letters", "settings");
    let path = dir.join("settings.ron");
    let damaged: [&[u8]; 8] = [
        b"(\n    setup: (white: 12),\n)",
        b"(muted: maybe)",
        b"(language: Some(xx))",
        b"(muted: true",
        b"(muted: true) and more",
        b"(muted: true, arbiter_pin: Some(\"1234\"))",
        b"(muted: \xff\xfe)",
        b"(setup: (white_control: \"90x\"))",
    ];
    for text in damaged {
        std::fs::write(&path, text).unwrap();
        let problem = Settings::load(&path).problem.expect("damaged");
        assert!(matches!(&problem, SettingsProblem::Damaged { kept: Some(_), .. }), "{problem:?}");
        for lang in FOUR {
            let said = describe::settings_problem(Tr::new(lang), &problem);
            if let Some(english) = library_english(&said.replace(&path.display().to_string(), "")) {
                panic!("{lang}: {english:?} in {said:?}");
            }
        }
    }
    // Issue 25's example, "(2:31-2:32: Expected string)" in Galician: the line, the column and
    // what was expected, in Galician.
    std::fs::write(&path, damaged[0]).unwrap();
    let problem = Settings::load(&path).problem.unwrap();
    let gl = describe::settings_problem(Tr::new(Lang::Gl), &problem);
    assert!(gl.contains("(liña 2, columna 20: agardábase aquí un texto entre comiñas dobres)"), "{gl}");
}
