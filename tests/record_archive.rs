//! Keeping the record on disk: sealing into the archive, each way it can fail as a typed
//! `RecordError` said in every language, and the crash-safe writer (the target holds either its
//! old or its new content, never a mix).

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use escaque::i18n::{Lang, Tr, record};
use escaque::record::RecordError;
use escaque::record::archive::Archive;
use escaque::record::error::OsError;
use escaque::record::file::{write_file, write_with};
use escaque::record::seal::{Verification, verify};
use escaque::record::sheet::Scoresheet;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-record-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Fool's mate, as the scoresheet of a finished game.
fn sheet() -> Scoresheet {
    let pgn = "[Event \"Club training\"]\n[Site \"Vigo\"]\n[Date \"2026.11.21\"]\n[Round \"3\"]\n\
               [White \"Uxía Fernández\"]\n[Black \"Jordi Puig\"]\n[Result \"0-1\"]\n\n\
               1. f3 e5 2. g4 Qh4# 0-1\n";
    Scoresheet::from_pgn(pgn).unwrap()
}

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
    let dir = scratch("sealed");
    let archive = Archive::new(&dir);
    let sealed = archive.seal_and_keep(sheet(), 1_795_383_000).unwrap();
    assert_eq!(sealed.path, dir.join("games").join("1795383000.pgn"));
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
fn a_data_folder_that_is_a_file_cannot_hold_the_key() {
    let dir = scratch("data-is-a-file");
    let data = dir.join("escaque");
    std::fs::write(&data, "not a folder").unwrap();
    let error = Archive::new(&data).seal_and_keep(sheet(), 1).unwrap_err();
    match &error {
        RecordError::KeyUnreadable { path, error: OsError { kind, .. } } => {
            assert_eq!(path, &data.join("seal.key"));
            assert_eq!(*kind, ErrorKind::NotADirectory);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(std::fs::read_to_string(&data).unwrap(), "not a folder", "left alone");
}

#[test]
fn a_games_folder_that_is_a_file_is_named() {
    let dir = scratch("games-is-a-file");
    std::fs::write(dir.join("games"), "not a folder").unwrap();
    let error = Archive::new(&dir).seal_and_keep(sheet(), 1).unwrap_err();
    assert!(matches!(&error, RecordError::CannotCreateFolder { path, .. } if *path == dir.join("games")), "{error:?}");
}

#[test]
fn a_damaged_key_is_not_replaced() {
    let dir = scratch("damaged-key");
    let archive = Archive::new(&dir);
    std::fs::write(archive.key_path(), "not base64!").unwrap();
    assert_eq!(archive.seal_and_keep(sheet(), 1).unwrap_err(), RecordError::KeyDamaged { path: archive.key_path() });
    std::fs::write(archive.key_path(), "AAAA").unwrap();
    assert_eq!(
        archive.seal_and_keep(sheet(), 1).unwrap_err(),
        RecordError::KeyDamaged { path: archive.key_path() },
        "the wrong length"
    );
    assert_eq!(
        std::fs::read_to_string(archive.key_path()).unwrap(),
        "AAAA",
        "a damaged key is kept for a person to see"
    );
    assert!(!dir.join("games").exists(), "nothing sealed");
}

#[cfg(unix)]
#[test]
fn a_read_only_data_folder_cannot_take_the_key() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("read-only");
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
    let dir = scratch("journal");
    let archive = Archive::new(&dir);
    let journal = dir.join("current.journal");
    assert_eq!(archive.keep_journal(&journal, 7), Ok(None), "no journal, nothing to keep");
    std::fs::write(&journal, "journal").unwrap();
    let kept = archive.keep_journal(&journal, 7).unwrap().unwrap();
    assert_eq!(kept, dir.join("games").join("7.journal"));
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
    let dir = scratch("fails");
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
    let dir = scratch("atomic");
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
