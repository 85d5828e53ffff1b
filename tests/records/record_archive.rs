//! Keeping the record on disk: sealing into the archive, each way it can fail as a typed
//! `RecordError` said in every language, and the crash-safe writer (the target holds either its
//! old or its new content, never a mix).

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use escaque::i18n::{Lang, Tr, record};
use escaque::notation::Notation;
use escaque::record::RecordError;
use escaque::record::archive::{Archive, sheet_pdf};
use escaque::record::error::OsError;
use escaque::record::file::{write_file, write_with};
use escaque::record::pdf::Paper;
use escaque::record::seal::{SealKey, Verification, verify};
use escaque::record::sheet::Scoresheet;

use crate::common;

/// Fool's mate, as the scoresheet of a finished game.
fn sheet() -> Scoresheet {
    let pgn = "[Event \"Club training\"]\n[Site \"Vigo\"]\n[Date \"2026.11.21\"]\n[Round \"3\"]\n\
               [White \"Uxía Fernández\"]\n[Black \"Jordi Puig\"]\n[Result \"0-1\"]\n\n\
               1. f3 e5 2. g4 Qh4# 0-1\n";
    Scoresheet::from_pgn(pgn).unwrap()
}

/// The name [`sheet`]'s kept files take, before their extension.
const GAME: &str = "2026-11-21 Uxía Fernández - Jordi Puig R3";

/// Temporary files left in `dir`.
fn leftovers(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

#[test]
fn a_sealed_sheet_is_kept_with_the_games_and_verifies() {
    let dir = common::data_dir("record", "sealed");
    let archive = Archive::new(&dir);
    let sealed = archive.seal_and_keep(sheet(), 1_795_383_000).unwrap();
    assert_eq!(sealed.path, dir.join("games").join(format!("{GAME}.pgn")));
    let text = std::fs::read_to_string(&sealed.path).unwrap();
    assert_eq!(text, sealed.sheet.to_pgn());
    assert!(matches!(verify(&Scoresheet::from_pgn_strict(&text).unwrap()), Verification::Intact { .. }));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(archive.key_path()).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "the seal key is the user's alone");
    }
    // The same key seals the next game.
    let key = std::fs::read(archive.key_path()).unwrap();
    archive.seal_and_keep(sheet(), 1_795_383_001).unwrap();
    assert_eq!(std::fs::read(archive.key_path()).unwrap(), key);
    assert!(leftovers(&dir).is_empty() && leftovers(&dir.join("games")).is_empty());
}

#[test]
fn a_data_folder_that_is_a_file_holds_neither_the_key_nor_the_games() {
    let dir = common::data_dir("record", "data-is-a-file");
    let data = dir.join("escaque");
    std::fs::write(&data, "not a folder").unwrap();
    // The key cannot be read (not a folder), so the record would be kept unsealed; but the
    // games' folder cannot be made either, and that is why nothing was kept.
    let error = Archive::new(&data).seal_and_keep(sheet(), 1).unwrap_err();
    match &error {
        RecordError::CannotCreateFolder { path, .. } => assert_eq!(path, &data.join("games")),
        other => panic!("{other:?}"),
    }
    assert_eq!(std::fs::read_to_string(&data).unwrap(), "not a folder", "left alone");
}

#[test]
fn a_games_folder_that_is_a_file_is_named() {
    let dir = common::data_dir("record", "games-is-a-file");
    std::fs::write(dir.join("games"), "not a folder").unwrap();
    let error = Archive::new(&dir).seal_and_keep(sheet(), 1).unwrap_err();
    assert!(matches!(&error, RecordError::CannotCreateFolder { path, .. } if *path == dir.join("games")), "{error:?}");
}

/// The scoresheet signed by both players.
fn signed_sheet() -> Scoresheet {
    common::signed_by_both(sheet())
}

#[test]
fn a_damaged_key_keeps_the_record_unsealed_and_it_is_saved_and_printed() {
    for (name, damage) in [("not-base64", "not base64!"), ("wrong-length", "AAAA")] {
        let dir = common::data_dir("record", &format!("damaged-key-{name}"));
        let archive = Archive::new(&dir);
        std::fs::write(archive.key_path(), damage).unwrap();
        let kept = archive.seal_and_keep(signed_sheet(), 1).unwrap();
        assert_eq!(kept.unsealed, Some(RecordError::KeyDamaged { path: archive.key_path() }), "{name}: says why");
        assert_eq!(kept.path, dir.join("games").join(format!("{GAME}.pgn")));
        // Kept in games/: both signatures, no seal.
        let text = std::fs::read_to_string(&kept.path).unwrap();
        assert_eq!(text, kept.sheet.to_pgn());
        assert!(text.contains("[WhiteSignature \"") && text.contains("[BlackSignature \""), "{text}");
        assert!(!text.contains("[Seal"), "{text}");
        assert_eq!(verify(&Scoresheet::from_pgn_strict(&text).unwrap()), Verification::Unsealed);
        assert_eq!(std::fs::read_to_string(archive.key_path()).unwrap(), damage, "{name}: the key is left as it was");
        // Saved where the player chose, and its printed sheet made and kept for the printer.
        let chosen = dir.join("chosen.pgn");
        write_file(&chosen, kept.sheet.to_pgn().as_bytes()).unwrap();
        assert_eq!(std::fs::read_to_string(&chosen).unwrap(), text);
        let notation = Notation { lang: Lang::En, figurines: false };
        let pdf = sheet_pdf(&kept.sheet, &record::pdf_labels(Tr::new(Lang::En)), Paper::A4, notation);
        assert!(pdf.starts_with(b"%PDF"));
        let printed = archive.keep_sheet_pdf(&kept.sheet, &pdf, 1).unwrap();
        let expected = dir.join("games").join(format!("{GAME}.pdf"));
        assert_eq!((printed.clone(), std::fs::read(&printed).unwrap()), (expected, pdf));
        assert!(leftovers(&dir).is_empty() && leftovers(&dir.join("games")).is_empty());
    }
}

/// What `escaque verify` would read from the file at `path`.
fn verified(path: &Path) -> Verification {
    verify(&Scoresheet::from_pgn_strict(&std::fs::read_to_string(path).unwrap()).unwrap())
}

#[test]
fn an_unreadable_key_keeps_the_record_unsealed() {
    let dir = common::data_dir("record", "unreadable-key");
    let archive = Archive::new(&dir);
    // A folder where the key should be: there, but not readable as a key.
    std::fs::create_dir(archive.key_path()).unwrap();
    let kept = archive.seal_and_keep(signed_sheet(), 2).unwrap();
    assert!(matches!(&kept.unsealed, Some(RecordError::KeyUnreadable { path, .. }) if *path == archive.key_path()));
    assert_eq!(verified(&kept.path), Verification::Unsealed);
    // A new key: the folder is moved aside as it is, and the record sealed.
    let new = archive.new_key_and_seal(&kept).unwrap();
    assert_eq!(new.damaged_key, Some(dir.join("seal.key.damaged")));
    assert!(dir.join("seal.key.damaged").is_dir() && archive.key_path().is_file());
    assert!(matches!(verify(&new.kept.sheet), Verification::Intact { .. }));
}

#[test]
fn a_new_key_is_made_and_the_damaged_one_kept_aside_numbered_a_second_time() {
    let dir = common::data_dir("record", "new-key");
    let archive = Archive::new(&dir);
    std::fs::write(archive.key_path(), "not base64!").unwrap();
    let kept = archive.seal_and_keep(signed_sheet(), 10).unwrap();
    assert!(kept.unsealed.is_some());
    let new = archive.new_key_and_seal(&kept).unwrap();
    // The damaged key kept aside as it was; a new one in its place, the user's alone.
    assert_eq!(new.damaged_key, Some(dir.join("seal.key.damaged")));
    assert_eq!(std::fs::read_to_string(dir.join("seal.key.damaged")).unwrap(), "not base64!");
    let key = SealKey::load_or_create(&archive.key_path()).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(archive.key_path()).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "the new seal key is the user's alone");
    }
    // The unsealed copy in games/ replaced by the sealed one, which verifies with the new key.
    assert_eq!(new.kept.path, kept.path);
    assert_eq!(new.kept.unsealed, None);
    assert_eq!(std::fs::read_to_string(&kept.path).unwrap(), new.kept.sheet.to_pgn());
    assert_eq!(verified(&kept.path), Verification::Intact { key: key.public() });
    assert_eq!(new.kept.sheet.white_signature, kept.sheet.white_signature, "the signatures are the ones given");
    assert!(leftovers(&dir).is_empty() && leftovers(&dir.join("games")).is_empty());

    // Trying again once the key is good uses it: a good key is never moved aside.
    let again = archive.new_key_and_seal(&kept).unwrap();
    assert_eq!(again.damaged_key, None);
    assert_eq!(verified(&kept.path), Verification::Intact { key: key.public() });
    assert!(!dir.join("seal.key.damaged.1").exists());

    // Damaged a second time: kept as .damaged.1, the first one untouched.
    std::fs::write(archive.key_path(), "AAAA").unwrap();
    let second = archive.seal_and_keep(signed_sheet(), 11).unwrap();
    assert_eq!(second.unsealed, Some(RecordError::KeyDamaged { path: archive.key_path() }));
    let new = archive.new_key_and_seal(&second).unwrap();
    assert_eq!(new.damaged_key, Some(dir.join("seal.key.damaged.1")));
    assert_eq!(std::fs::read_to_string(dir.join("seal.key.damaged.1")).unwrap(), "AAAA");
    assert_eq!(std::fs::read_to_string(dir.join("seal.key.damaged")).unwrap(), "not base64!");
    let key2 = SealKey::load_or_create(&archive.key_path()).unwrap();
    assert_ne!(key2.public(), key.public());
    assert_eq!(verified(&second.path), Verification::Intact { key: key2.public() });
    // The first game stays sealed by the first new key.
    assert_eq!(verified(&kept.path), Verification::Intact { key: key.public() });
}

#[cfg(unix)]
#[test]
fn a_read_only_data_folder_cannot_take_the_key() {
    use std::os::unix::fs::PermissionsExt;
    let dir = common::data_dir("record", "read-only");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    // An administrator writes anywhere: then there is nothing to test.
    let probe = dir.join("probe");
    if std::fs::write(&probe, "").is_ok() {
        let _ = std::fs::remove_file(&probe);
        eprintln!("skipped: this user can write in a read-only folder");
        return;
    }
    let archive = Archive::new(&dir);
    let error = archive.seal_and_keep(sheet(), 1).unwrap_err();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    match error {
        RecordError::CannotWrite { path, error } => {
            assert_eq!(path, archive.key_path());
            assert_eq!(error.kind, ErrorKind::PermissionDenied);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_journal_of_a_game_goes_in_with_the_games() {
    let dir = common::data_dir("record", "journal");
    let archive = Archive::new(&dir);
    let journal = dir.join("current.journal");
    assert_eq!(archive.keep_journal(&journal, 7), Ok(None), "no journal, nothing to keep");
    std::fs::write(&journal, "journal").unwrap();
    let kept = archive.keep_journal(&journal, 7).unwrap().unwrap();
    // No header to read the players from: the date alone names it.
    let date = escaque::record::print::local_pgn_date(7).replace('.', "-");
    assert_eq!(kept, dir.join("games").join(format!("{date} Escaque.journal")));
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "journal");
    assert!(!journal.exists());
}

#[test]
fn every_record_error_is_said_in_every_language_with_its_file() {
    let path = PathBuf::from("/data/escaque/games/1.pgn");
    let denied = OsError { kind: ErrorKind::PermissionDenied, message: "Permission denied (os error 13)".to_owned() };
    let errors = [
        RecordError::KeyUnreadable { path: path.clone(), error: denied.clone() },
        RecordError::KeyDamaged { path: path.clone() },
        RecordError::CannotCreateFolder { path: path.clone(), error: denied.clone() },
        RecordError::CannotWrite { path: path.clone(), error: denied.clone() },
        RecordError::DiskFull { path: path.clone() },
        RecordError::CannotMove { from: path.clone(), to: path.clone(), error: denied },
        RecordError::PrintFailed { path: path.clone(), error: "lp: not found".to_owned(), viewer: None },
        RecordError::PrintFailed {
            path: path.clone(),
            error: "lp: not found".to_owned(),
            viewer: Some("xdg-open: not found".to_owned()),
        },
    ];
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for error in &errors {
            let text = record::record_error(tr, error);
            assert!(text.contains("/data/escaque/games/1.pgn"), "{lang}: {text}");
            if lang != Lang::En {
                assert_ne!(text, record::record_error(Tr::new(Lang::En), error), "{lang}: in English");
                assert!(!text.contains("Permission denied"), "{lang}: the system's English: {text}");
            }
        }
    }
    let full = record::record_error(Tr::new(Lang::Gl), &RecordError::DiskFull { path });
    assert_eq!(
        full,
        "O disco está cheo: non se escribiu /data/escaque/games/1.pgn (o que había antes queda sen cambios)."
    );
}

#[test]
fn a_write_that_fails_leaves_the_old_content() {
    let dir = common::data_dir("record", "fails");
    let target = dir.join("1.pdf");
    write_file(&target, b"old sheet").unwrap();
    for error in [ErrorKind::StorageFull, ErrorKind::Interrupted] {
        let result = write_with(&target, false, |out| {
            out.write_all(b"the new sheet, half")?;
            Err(std::io::Error::from(error))
        });
        let expected = match error {
            ErrorKind::StorageFull => RecordError::DiskFull { path: target.clone() },
            _ => RecordError::CannotWrite {
                path: target.clone(),
                error: OsError::from(&std::io::Error::from(ErrorKind::Interrupted)),
            },
        };
        assert_eq!(result, Err(expected));
        assert_eq!(std::fs::read(&target).unwrap(), b"old sheet");
        assert!(leftovers(&dir).is_empty(), "{:?}", leftovers(&dir));
    }
    // And where there was no file, there is still none.
    let fresh = dir.join("2.pdf");
    let _ = write_with(&fresh, false, |_| Err(std::io::Error::from(ErrorKind::StorageFull)));
    assert!(!fresh.exists());
}

#[test]
fn a_reader_sees_the_old_or_the_new_file_never_a_mix() {
    let dir = common::data_dir("record", "atomic");
    let target = dir.join("game.pgn");
    let old = vec![b'o'; 1 << 20];
    let new = vec![b'n'; 1 << 20];
    write_file(&target, &old).unwrap();
    let done = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|s| {
        let reader = s.spawn(|| {
            let mut reads = 0;
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                let seen = std::fs::read(&target).unwrap();
                assert!(seen == old || seen == new, "a mix of {} bytes", seen.len());
                reads += 1;
            }
            reads
        });
        for i in 0..40 {
            write_file(&target, if i % 2 == 0 { &new } else { &old }).unwrap();
        }
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        assert!(reader.join().unwrap() > 0);
    });
    assert_eq!(std::fs::read(&target).unwrap(), old);
    assert!(leftovers(&dir).is_empty());
}

#[cfg(target_os = "linux")]
#[test]
fn a_device_is_written_straight_through() {
    // `escaque scoresheet -o /dev/null`: there is no file to replace.
    write_file(Path::new("/dev/null"), b"sheet").unwrap();
    assert_eq!(
        write_file(Path::new("/dev/full"), b"sheet"),
        Err(RecordError::DiskFull { path: PathBuf::from("/dev/full") })
    );
}

/// Issue 25, item 9: a finished game's record, printed sheet and journal are kept in `games/`
/// under the names a person looks for (the date, the players, the round), never over another
/// game's, and whatever lists the folder by extension still finds them.
#[test]
fn kept_files_are_named_by_date_players_and_round_and_never_over_another() {
    use escaque::clock::TimeControls;
    use escaque::table::{Setup, journal::Journal};
    let dir = common::data_dir("record", "named");
    let archive = Archive::new(&dir);
    let games = dir.join("games");
    let first = archive.seal_and_keep(signed_sheet(), 1_795_383_000).unwrap();
    let second = archive.seal_and_keep(signed_sheet(), 1_795_383_000).unwrap();
    assert_eq!(first.path, games.join(format!("{GAME}.pgn")));
    assert_eq!(second.path, games.join(format!("{GAME} (2).pgn")), "the name taken: numbered, not written over");
    assert_ne!(std::fs::read(&first.path).unwrap(), Vec::<u8>::new());
    let labels = record::pdf_labels(Tr::new(Lang::Gl));
    let pdf = sheet_pdf(&first.sheet, &labels, Paper::A4, Notation::letters(Lang::Gl));
    assert_eq!(archive.keep_sheet_pdf(&first.sheet, &pdf, 1_795_383_000).unwrap(), games.join(format!("{GAME}.pdf")));
    // A sheet with no date of its own is dated by the day it was kept; names that no file
    // system takes are cleaned.
    let mut undated = sheet();
    undated.tags.retain(|(name, _)| name != "Date");
    for (name, value) in &mut undated.tags {
        if name == "White" {
            *value = "A/B: \"C\"".to_owned();
        }
    }
    let day = escaque::record::print::local_pgn_date(1_795_383_000).replace('.', "-");
    let kept = archive.seal_and_keep(undated, 1_795_383_000).unwrap();
    assert_eq!(kept.path, games.join(format!("{day} A B C - Jordi Puig R3.pgn")));
    // The journal is named from its header: the players and the round of the setup.
    let setup = Setup {
        white: "Uxía Fernández".to_owned(),
        black: "Jordi Puig".to_owned(),
        round: "3".to_owned(),
        controls: Some(TimeControls::same("900+10".parse().unwrap())),
        ..Setup::default()
    };
    for n in 1..=2 {
        let journal = dir.join("current.journal");
        drop(Journal::create(&journal, &setup).unwrap());
        let kept = archive.keep_journal(&journal, 1_795_383_000).unwrap().unwrap();
        let numbered = if n == 1 { String::new() } else { format!(" ({n})") };
        assert_eq!(kept, games.join(format!("{day} Uxía Fernández - Jordi Puig R3{numbered}.journal")));
        assert!(escaque::table::journal::read_file(&kept).is_ok(), "the journal reads back");
    }
    // What lists the folder goes by the extension: two records, one printed sheet, two journals.
    let ending = |ext: &str| {
        std::fs::read_dir(&games)
            .unwrap()
            .filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == ext))
            .count()
    };
    assert_eq!([ending("pgn"), ending("pdf"), ending("journal")], [3, 1, 2]);
    assert!(leftovers(&games).is_empty());
}

/// Issue 25, item 9: the printed sheet's PDF says when it was made (its Info dictionary's
/// `CreationDate`, as pdfinfo reads it), not 1 January 1970: the time the caller gives, or, for
/// [`sheet_pdf`], when the last player signed.
#[test]
fn the_printed_sheet_is_dated_when_it_was_made_not_in_1970() {
    let dir = common::data_dir("record", "pdf-date");
    let labels = record::pdf_labels(Tr::new(Lang::Es));
    let notation = Notation::letters(Lang::Es);
    let info = |name: &str, pdf: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, pdf).unwrap();
        let out = std::process::Command::new("pdfinfo").args(["-isodates"]).arg(&path).output();
        let out = out.expect("pdfinfo (poppler-utils) is installed by scripts/setup-debian");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8(out.stdout).unwrap();
        let line = |key: &str| text.lines().find(|l| l.starts_with(key)).map(|l| l[key.len()..].trim().to_owned());
        (line("CreationDate:").unwrap_or_default(), line("ModDate:").unwrap_or_default())
    };
    // 2026-11-22 21:30:00 UTC.
    let made = escaque::record::archive::sheet_pdf_at(&sheet(), &labels, Paper::A4, notation, 1_795_383_000);
    let (created, modified) = info("made.pdf", &made);
    assert!(created.starts_with("2026-11-22T21:30:00"), "{created}");
    assert!(modified.starts_with("2026-11-22T21:30:00"), "{modified}");
    // The raw Info dictionary holds the same date, in PDF's own form.
    assert!(made.windows(16).any(|w| w == b"D:20261122213000"), "no CreationDate of 2026 in the file");
    // With no time given: when the sheet was signed (2026-11-21 19:02 UTC).
    let (created, _) = info("signed.pdf", &sheet_pdf(&signed_sheet(), &labels, Paper::A4, notation));
    assert!(created.starts_with("2026-11-21T19:02:00"), "{created}");
}
