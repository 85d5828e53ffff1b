//! A club's evening played on simulated board laptops (issue 30), shared by the evening's
//! tests and the screenshots' example: five players paired by the Berger tables, two laptops
//! registered by their seal keys, every game played through the table with the time given,
//! signed, sealed and kept as the window keeps it, its record put in the evening's folder; one
//! record sealed by a laptop never registered, one result entered by hand.

use std::path::{Path, PathBuf};

use escaque::clock::SECOND;
use escaque::evening::{Evening, GameLaws, Outcome, Player, board, store};
use escaque::i18n::{Lang, record::scoresheet};
use escaque::laws::{DrawOffers, Edition};
use escaque::record::archive::Archive;
use escaque::record::seal::SealKey;
use escaque::record::sheet::Signature;
use escaque::table::{Event, EventKind, Setup, Table};
use shakmaty::Color::{self, Black, White};

use super::table::Play;

pub const SCHOLAR: &str = "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7";
pub const FOOL: &str = "f2f3 e7e5 g2g4 d8h4";

/// How a game goes.
#[derive(Clone, Copy)]
pub enum Script {
    /// These moves, to mate.
    Mate(&'static str),
    /// A few moves, then White offers a draw and Black accepts it.
    Agreed,
    /// A few moves, then `by` resigns.
    Resigns(Color),
}

pub fn player(name: &str, rating: u16, title: &str, fide_id: u64) -> Player {
    Player {
        name: name.to_owned(),
        title: title.to_owned(),
        rating: Some(rating),
        federation: "ESP".to_owned(),
        fide_id: Some(fide_id),
        ..Player::default()
    }
}

/// The evening as the organiser sets it up.
pub fn evening() -> Evening {
    let mut evening = Evening {
        name: "Xoves do club".to_owned(),
        site: "Vigo".to_owned(),
        federation: "ESP".to_owned(),
        start: "2026/11/26".to_owned(),
        end: "2026/11/26".to_owned(),
        arbiter: "Rosalía Castro".to_owned(),
        time_control: "600+5".to_owned(),
        laws: Some(GameLaws {
            edition: Edition::Fide2023,
            touch_move: true,
            draw_offers: DrawOffers::Allowed,
            arbiter_present: false,
        }),
        players: vec![
            player("Castro, Uxía", 2105, "WFM", 32_012_345),
            player("Pereira, Xoán", 1874, "", 2_283_456),
            player("Outeiro, Antía", 2290, "FM", 1_912_345),
            player("Soler, Jordi", 1650, "", 2_299_001),
            player("Otero, Breogán", 1500, "", 2_299_002),
        ],
        ..Evening::default()
    };
    evening.pair_round_robin().unwrap();
    evening
}

/// The script of each (round, board) played on a laptop.
pub fn script(round: u32, board: u32) -> Script {
    match (round, board) {
        (1, 1) | (2, 2) => Script::Mate(SCHOLAR),
        (2, 1) | (3, 2) | (5, 2) => Script::Mate(FOOL),
        (1, 2) | (3, 1) => Script::Agreed,
        (4, 1) => Script::Resigns(Black),
        (4, 2) => Script::Resigns(White),
        other => panic!("no script for {other:?}"),
    }
}

/// A signature drawn at the end of the game.
pub fn signature(name: &str) -> Signature {
    Signature {
        name: name.to_owned(),
        signed_at: "2026-11-26T21:30:00Z".to_owned(),
        strokes: vec![vec![(40, 150), (120, 90), (200, 160)]],
    }
}

/// Plays `script` from `setup`, the time given: each move 7.25 s after the last.
pub fn play(setup: Setup, script: Script) -> Table {
    let mut t = Table::new(setup).unwrap();
    let mut at = 0;
    let mut moves = |t: &mut Table, list: &str| {
        for m in list.split_whitespace() {
            at += 7 * SECOND + 250;
            t.play(at, m);
        }
        at
    };
    match script {
        Script::Mate(list) => {
            moves(&mut t, list);
        }
        Script::Agreed => {
            let at = moves(&mut t, "e2e4 e7e5 g1f3 b8c6");
            t.apply(Event::new(at + SECOND, EventKind::OfferDraw { by: White })).unwrap();
            t.apply(Event::new(at + 2 * SECOND, EventKind::AcceptDraw { by: Black })).unwrap();
        }
        Script::Resigns(by) => {
            let at = moves(&mut t, "d2d4 d7d5 c2c4");
            t.apply(Event::new(at + SECOND, EventKind::Resign { by })).unwrap();
        }
    }
    assert!(t.game().status().ending().is_some(), "the game is over");
    t
}

/// A simulated board laptop: its data folder (its seal key) and its board.
pub struct Laptop {
    data: PathBuf,
    board: u32,
}

impl Laptop {
    pub fn new(root: &Path, name: &str, board: u32) -> Laptop {
        Laptop { data: root.join(name), board }
    }

    pub fn fingerprint(&self) -> String {
        SealKey::load_or_create(&Archive::new(&self.data).key_path()).unwrap().fingerprint()
    }

    /// Joins the evening in `folder`: registers its key for its board.
    pub fn join(&self, folder: &Path) {
        board::register(folder, self.board, &self.fingerprint(), 1_764_190_000).unwrap();
    }

    /// Plays round `round`'s game on its board as the window does: the game from the evening's
    /// pairing, signed, sealed and kept by the archive, and the sealed record put in the folder.
    pub fn play_round(&self, folder: &Path, round: u32) {
        let evening = store::load(folder).unwrap();
        let game = board::BoardGame::of(&evening, round, self.board).unwrap();
        let setup = game.setup(&Setup::default()).unwrap();
        let table = play(setup, script(round, self.board));
        let mut sheet = scoresheet(&table, &game.event_info(), Lang::Gl);
        sheet.white_signature = Some(signature(&game.white.name));
        sheet.black_signature = Some(signature(&game.black.name));
        let kept = Archive::new(&self.data).seal_and_keep(sheet, 1_764_190_000 + u64::from(round)).unwrap();
        assert!(kept.unsealed.is_none());
        board::write_sealed(folder, round, self.board, &kept.sheet.to_pgn()).unwrap();
    }
}

/// The evening played into a fresh folder under `root`: its folder.
pub fn played(root: &Path) -> PathBuf {
    let folder = root.join("evening");
    let evening = evening();
    store::save(&folder, &evening).unwrap();
    let (one, two) = (Laptop::new(root, "laptop-1", 1), Laptop::new(root, "laptop-2", 2));
    one.join(&folder);
    two.join(&folder);
    // A third laptop, never registered, plays board 2 of round 5.
    let stranger = Laptop::new(root, "laptop-3", 2);
    for round in 1..=5 {
        if round < 5 {
            one.play_round(&folder, round);
        }
        if round < 5 { &two } else { &stranger }.play_round(&folder, round);
    }
    // Round 5's board 1 was played on a wooden board: the arbiter enters its draw by hand.
    let mut evening = store::load(&folder).unwrap();
    evening.record(5, 1, Outcome::ByHand("1/2-1/2".parse().unwrap())).unwrap();
    store::save(&folder, &evening).unwrap();
    folder
}
