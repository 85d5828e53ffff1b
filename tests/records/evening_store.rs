//! The evening kept in its shared folder: `evening.ron`, a folder a round with its pairings,
//! read back as written; a damaged or missing file named.

use crate::common;

use escaque::evening::store::{self, EVENING_FILE, FileDamage, PAIRINGS_FILE, StoreError};
use escaque::i18n::{Lang, Tr};
use escaque::ron_fault::{RonFault, RonValue};
use escaque::evening::{Evening, Outcome, Player, berger};

fn evening() -> Evening {
    let mut e = Evening {
        name: "Xoves do club".into(),
        site: "Lugo".into(),
        players: (1..=5).map(|i| Player { name: format!("Player {i}"), ..Player::default() }).collect(),
        ..Evening::default()
    };
    e.pair_round_robin().unwrap();
    e.record(1, 1, Outcome::Verified("1-0".parse().unwrap())).unwrap();
    e.record(2, 2, Outcome::ByHand("1/2-1/2".parse().unwrap())).unwrap();
    e
}

#[test]
fn kept_and_read_back_with_a_folder_a_round() {
    let folder = common::data_dir("evening-store", "kept").join("shared");
    let e = evening();
    store::save(&folder, &e).unwrap();
    assert_eq!(store::load(&folder).unwrap(), e);
    let rounds = berger(5).unwrap();
    for round in &rounds {
        let dir = store::round_folder(&folder, round.number);
        assert!(dir.is_dir(), "{dir:?}");
        assert!(dir.join(PAIRINGS_FILE).is_file());
        assert_eq!(&store::load_round(&folder, round.number).unwrap(), round);
    }
    assert!(!store::round_folder(&folder, 6).exists());
    // Only the files named: no temporary file left behind.
    let mut names: Vec<String> =
        std::fs::read_dir(&folder).unwrap().map(|d| d.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    assert_eq!(names, [EVENING_FILE, "round-1", "round-2", "round-3", "round-4", "round-5"]);
    // Kept again after a change: the new state replaces the old.
    let mut changed = e.clone();
    changed.record(1, 2, Outcome::Verified("0-1".parse().unwrap())).unwrap();
    store::save(&folder, &changed).unwrap();
    assert_eq!(store::load(&folder).unwrap(), changed);
}

#[test]
fn a_damaged_or_missing_file_is_named() {
    let folder = common::data_dir("evening-store", "damaged");
    assert!(matches!(store::load(&folder), Err(StoreError::Unreadable(_))));
    std::fs::write(folder.join(EVENING_FILE), "Evening(name: ").unwrap();
    match store::load(&folder) {
        Err(StoreError::Damaged { path, damage }) => {
            assert_eq!(path, folder.join(EVENING_FILE));
            let FileDamage::Ron(ron) = &damage else { panic!("{damage:?}") };
            assert_eq!((ron.at.line, &ron.fault), (1, &RonFault::Expected(RonValue::Text)));
        }
        other => panic!("{other:?}"),
    }
    // Said in the reader's words, never the RON reader's English (issue 28).
    std::fs::write(folder.join(EVENING_FILE), "(name: \"Club\", planned_rounds: many)").unwrap();
    let said = escaque::i18n::evening::store_error(Tr::new(Lang::Gl), &store::load(&folder).unwrap_err());
    assert!(said.ends_with("liña 1, columna 32: agardábase aquí un número"), "{said}");
    assert!(!said.contains("Expected") && !said.contains("Unexpected"), "{said}");
}

#[test]
fn a_folder_that_cannot_be_made_is_a_record_error() {
    let dir = common::data_dir("evening-store", "blocked");
    let blocked = dir.join("not-a-folder");
    std::fs::write(&blocked, "a file where the folder should be").unwrap();
    assert!(matches!(store::save(&blocked, &evening()), Err(StoreError::Record(_))));
}

/// The shared folder's file changed by hand to name a player the evening has not (99), or a
/// round out of its order: refused as damaged when read, never a panic later in the crosstable.
#[test]
fn an_evening_changed_by_hand_to_name_no_player_is_damaged_not_a_panic() {
    let folder = common::data_dir("evening-store", "by-hand");
    let mut e = evening();
    e.rounds[0].pairings[0].black = Some(99);
    store::save(&folder, &e).unwrap();
    let damaged = store::load(&folder).unwrap_err();
    assert!(matches!(&damaged, StoreError::Damaged { damage: FileDamage::Round { round: 1, .. }, .. }), "{damaged:?}");
    let said = escaque::i18n::evening::store_error(Tr::new(Lang::Es), &damaged);
    assert!(said.contains("Ronda 1: El jugador 99 no es uno de los jugadores"), "{said}");
    // The crosstable of such an evening, made without the store, counts nothing for no one.
    let _ = e.crosstable();
    // The second round's number changed in the file.
    store::save(&folder, &evening()).unwrap();
    let file = folder.join(EVENING_FILE);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("number: 2,"), "{text}");
    std::fs::write(&file, text.replacen("number: 2,", "number: 7,", 1)).unwrap();
    let damaged = store::load(&folder).unwrap_err();
    let renumbered = FileDamage::RoundNumbered { place: 2, number: 7 };
    assert!(matches!(&damaged, StoreError::Damaged { damage, .. } if *damage == renumbered), "{damaged:?}");
}
