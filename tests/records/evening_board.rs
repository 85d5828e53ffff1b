//! A board's side of the evening (issue 30): a laptop registers for its board by its seal key
//! (one file a board; a board held by another key refused, in words that say what to do), and
//! each round's game is set up from the evening with nothing to type. And the printed
//! crosstable in the five languages.

use escaque::evening::board::{self, BoardError, BoardGame};
use escaque::evening::{Evening, GameLaws, Player, Report, Standing, gather, store};
use escaque::i18n::{Lang, Tr, evening::board_error};
use escaque::laws::{DrawOffers, Edition};
use escaque::record::seal::SealKey;
use escaque::table::Setup;

use crate::common;

fn evening() -> Evening {
    let player = |name: &str, rating, fide_id| Player {
        name: name.to_owned(),
        rating: Some(rating),
        title: if rating > 2200 { "FM".to_owned() } else { String::new() },
        federation: "ESP".to_owned(),
        fide_id: Some(fide_id),
        ..Player::default()
    };
    let mut evening = Evening {
        name: "Xoves do club".to_owned(),
        site: "Vigo".to_owned(),
        start: "2026/11/26".to_owned(),
        arbiter: "Rosalía Castro".to_owned(),
        time_control: "40/5400+30:1800+30".to_owned(),
        laws: Some(GameLaws {
            edition: Edition::Fide2014,
            touch_move: false,
            draw_offers: DrawOffers::FromMove(30),
            arbiter_present: true,
        }),
        players: vec![
            player("Castro, Uxía", 2105, 1),
            player("Pereira, Xoán", 1874, 2),
            player("Outeiro, Antía", 2290, 3),
            player("Soler, Jordi", 1650, 4),
        ],
        ..Evening::default()
    };
    evening.pair_round_robin().unwrap();
    evening
}

#[test]
fn a_board_is_registered_once_and_another_key_is_refused_until_the_organiser_removes_it() {
    let folder = common::data_dir("evening-board", "register");
    let (one, two) = (SealKey::from_secret([1; 32]), SealKey::from_secret([2; 32]));
    let first = board::register(&folder, 1, &one.fingerprint(), 100).unwrap();
    assert_eq!(first.fingerprint, one.fingerprint());
    assert!(board::registration_path(&folder, 1).is_file());
    // The same laptop again (by its public key this time): the first registration stands.
    assert_eq!(board::register(&folder, 1, &one.public(), 200).unwrap(), first);
    // Another laptop: refused, naming both keys, in the reader's language.
    let taken = board::register(&folder, 1, &two.fingerprint(), 300).unwrap_err();
    assert_eq!(taken, BoardError::Taken { board: 1, registered: one.fingerprint(), offered: two.fingerprint() });
    let said = board_error(Tr::new(Lang::En), &taken);
    assert!(
        said.contains(&one.fingerprint()) && said.contains(&two.fingerprint()) && said.contains("organiser"),
        "{said}"
    );
    let gl = board_error(Tr::new(Lang::Gl), &taken);
    assert!(gl.contains("O taboleiro 1 está rexistrado para outro portátil"), "{gl}");
    // The organiser removes the registration: the board is free for the other laptop.
    board::unregister(&folder, 1).unwrap();
    board::unregister(&folder, 1).unwrap();
    assert_eq!(board::register(&folder, 1, &two.fingerprint(), 400).unwrap().fingerprint, two.fingerprint());
    // Nonsense is refused as such.
    assert_eq!(board::register(&folder, 0, &one.fingerprint(), 0), Err(BoardError::BoardZero));
    assert!(matches!(board::register(&folder, 2, "12ab", 0), Err(BoardError::NotAKey { .. })));
    // A registration file that names another board than its name says is damaged.
    std::fs::write(board::registration_path(&folder, 3), "(board: 1, fingerprint: \"x\", at: 0)").unwrap();
    let read = board::registrations(&folder).unwrap();
    assert!(matches!(read.damaged[..], [(3, store::StoreError::Damaged { .. })]), "{read:?}");
    assert_eq!(read.found.iter().map(|r| r.board).collect::<Vec<_>>(), [1], "board 1 read all the same");
}

#[test]
fn a_board_s_game_is_set_up_from_the_evening_with_nothing_to_type() {
    let evening = evening();
    // The Berger table for 3 or 4 players, round 2: 4-3, 1-2.
    let game = BoardGame::of(&evening, 2, 2).unwrap();
    let base = Setup { press_with_move: true, event: "typed before".to_owned(), ..Setup::default() };
    let setup = game.setup(&base).unwrap();
    assert_eq!((setup.white.as_str(), setup.black.as_str()), ("Castro, Uxía", "Pereira, Xoán"));
    assert_eq!(setup.white_details.rating, Some(2105));
    assert_eq!((setup.event.as_str(), setup.site.as_str(), setup.round.as_str()), ("Xoves do club", "Vigo", "2"));
    assert_eq!(setup.arbiter, "Rosalía Castro");
    assert_eq!(setup.controls.as_ref().unwrap().pgn_tags()[0].1, "40/5400+30:1800+30");
    // The evening's Laws over the laptop's; the laptop's own choices kept.
    assert_eq!(setup.edition, Edition::Fide2014);
    assert!(!setup.touch_move && setup.arbiter_present && setup.press_with_move);
    assert_eq!(setup.draw_offers, DrawOffers::FromMove(30));
    let info = game.event_info();
    assert_eq!((info.round.as_str(), info.board.as_str(), info.date.as_str()), ("2", "2", "2026.11.26"));
    assert_eq!(BoardGame::of(&evening, 2, 3), Err(BoardError::NoBoard { round: 2, board: 3 }));
    assert_eq!(BoardGame::of(&evening, 9, 1), Err(BoardError::NoRound { round: 9 }));
    let sandclock = Evening { time_control: "*180".to_owned(), ..evening.clone() };
    let refused = BoardGame::of(&sandclock, 1, 1).unwrap().setup(&base).unwrap_err();
    assert_eq!(refused, BoardError::TimeControl { text: "*180".to_owned() });
}

#[test]
fn a_record_sealed_but_never_registered_is_unverified_and_one_without_a_seal_too() {
    let folder = common::data_dir("evening-board", "unregistered");
    let evening = evening();
    store::save(&folder, &evening).unwrap();
    let sealed = |board: u32, key: Option<&SealKey>| {
        let game = BoardGame::of(&evening, 1, board).unwrap();
        let text = format!(
            "[Event \"Xoves do club\"]\n[Site \"Vigo\"]\n[Date \"2026.11.26\"]\n[Round \"1\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"1-0\"]\n[Board \"{board}\"]\n\n1. e4 e5 1-0\n",
            game.white.name, game.black.name
        );
        let mut sheet = escaque::record::sheet::Scoresheet::from_pgn(&text).unwrap();
        if let Some(key) = key {
            escaque::record::seal::seal(&mut sheet, key);
        }
        board::write_sealed(&folder, 1, board, &sheet.to_pgn()).unwrap();
    };
    let key = SealKey::from_secret([5; 32]);
    sealed(1, Some(&key));
    sealed(2, None);
    board::register(&folder, 2, &key.fingerprint(), 0).unwrap();
    let gathering = gather(&folder, &evening).unwrap();
    let standing = |b| gathering.get(1, b).unwrap().standing.clone();
    assert_eq!(standing(1), Standing::Unverified(escaque::evening::Unverified::NotRegistered));
    assert_eq!(standing(2), Standing::Unverified(escaque::evening::Unverified::Unsealed));
    // Registered now, board 1's record counts.
    board::register(&folder, 1, &key.fingerprint(), 0).unwrap();
    let gathering = gather(&folder, &evening).unwrap();
    assert_eq!(gathering.get(1, 1).unwrap().standing, Standing::Verified("1-0".parse().unwrap()));
}

#[test]
fn a_damaged_registration_leaves_its_board_unverified_and_the_other_boards_count() {
    let root = common::data_dir("evening-board", "damaged-registration");
    let folder = common::evening::played(&root);
    let evening = store::load(&folder).unwrap();
    let before = gather(&folder, &evening).unwrap();
    // Board 2's registration is cut in the middle (a laptop's crash, a hand in a text editor).
    let path = board::registration_path(&folder, 2);
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, &text[..text.len() / 2]).unwrap();
    let after = gather(&folder, &evening).expect("one damaged registration does not stop the gathering");
    assert_eq!(after.games.len(), before.games.len());
    for (was, is) in before.games.iter().zip(&after.games) {
        if is.board == 1 {
            assert_eq!(is, was, "board 1 stands as it stood");
            continue;
        }
        let Standing::Unverified(why @ escaque::evening::Unverified::Registration { .. }) = &is.standing else {
            panic!("round {} board 2: {:?}", is.round, is.standing);
        };
        let said = escaque::i18n::evening::unverified(Tr::new(Lang::Gl), why);
        assert!(said.contains("rexistro do portátil") && said.contains("board-2.ron"), "{said}");
    }
    // A stray copy under a name that is no board's own (`board-02.ron`) is no registration at all.
    std::fs::write(folder.join("boards/board-02.ron"), &text).unwrap();
    let read = board::registrations(&folder).unwrap();
    assert_eq!(read.damaged.iter().map(|(b, _)| *b).collect::<Vec<_>>(), [2], "only board-2.ron is board 2's");
    std::fs::write(folder.join("boards/board-01.ron"), std::fs::read(board::registration_path(&folder, 1)).unwrap())
        .unwrap();
    let read = board::registrations(&folder).unwrap();
    assert_eq!(read.found.iter().map(|r| r.board).collect::<Vec<_>>(), [1]);
    assert_eq!(read.damaged.len(), 1, "board-01.ron is passed over, not board 1's damage");
    std::fs::remove_file(folder.join("boards/board-01.ron")).unwrap();
    std::fs::remove_file(folder.join("boards/board-02.ron")).unwrap();
    // The organiser removes the damaged file and the laptop joins again: all stands as before.
    std::fs::remove_file(&path).unwrap();
    common::evening::Laptop::new(&root, "laptop-2", 2).join(&folder);
    assert_eq!(gather(&folder, &evening).unwrap(), before);
}

/// The printed crosstable in each language: its heading, its columns and what its marks mean.
#[test]
fn the_printed_crosstable_speaks_the_five_languages() {
    let folder = common::data_dir("evening-board", "pdf");
    let mut evening = evening();
    evening.record(1, 1, escaque::evening::Outcome::ByHand("1/2-1/2".parse().unwrap())).unwrap();
    store::save(&folder, &evening).unwrap();
    let report = Report::read(&folder).unwrap();
    let table: [(Lang, &[&str]); 5] = [
        (
            Lang::En,
            &["Crosstable", "Place", "Points", "Sonneborn-Berger", "entered by the arbiter by hand", "Castro, Uxía"],
        ),
        (
            Lang::Gl,
            &[
                "Táboa cruzada",
                "Posto",
                "Puntos",
                "encontro directo",
                "anotado a man polo árbitro",
                "Árbitro: Rosalía Castro",
            ],
        ),
        (Lang::Es, &["Tabla cruzada", "Puesto", "Puntos", "encuentro directo", "anotado a mano por el árbitro"]),
        (Lang::Pt, &["Tabela cruzada", "Lugar", "Pontos", "confronto direto", "registado à mão pelo árbitro"]),
        (Lang::Ca, &["Taula creuada", "Lloc", "Punts", "enfrontament directe", "anotat a mà per l'àrbitre"]),
    ];
    for (lang, words) in table {
        let pdf = escaque::i18n::evening::crosstable_pdf(Tr::new(lang), &report, 1_764_190_000);
        let path = folder.join(format!("crosstable-{}.pdf", lang.code()));
        std::fs::write(&path, pdf).unwrap();
        let out = std::process::Command::new("pdftotext").args(["-layout", path.to_str().unwrap(), "-"]).output();
        let text = String::from_utf8(out.expect("pdftotext (poppler-utils)").stdout).unwrap();
        for word in words {
            assert!(text.contains(word), "{lang}: {word:?} is not in the crosstable:\n{text}");
        }
        assert!(text.contains("½†"), "{lang}: the mark of the result by hand:\n{text}");
    }
}

/// `escaque evening` on a folder without an evening, and with a file it cannot write: exit 2,
/// saying why in the language asked for; what could be printed is printed.
#[test]
fn escaque_evening_says_what_it_cannot_read_or_write() {
    let folder = common::data_dir("evening-board", "cli-errors");
    let run = |args: &[&str]| std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).args(args).output().unwrap();
    let empty = folder.join("nothing-here");
    let out = run(&["evening", empty.to_str().unwrap(), "--lang", "gl"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("Non se pode ler") && said.contains("evening.ron"), "{said}");
    store::save(&folder, &evening()).unwrap();
    let nowhere = folder.join("no-such-folder").join("evening.pgn");
    let out = run(&["evening", folder.to_str().unwrap(), "--pgn", nowhere.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Crosstable"));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.starts_with("escaque evening: ") && said.contains("no-such-folder"), "{said}");
    assert!(!nowhere.exists());
}
