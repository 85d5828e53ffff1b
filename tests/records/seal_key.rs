//! Issue 28: the key a record must carry. `escaque verify --key` checks a record against the
//! installation's fingerprint (a record changed and sealed again with another key is not
//! intact), the printed sheet carries the fingerprint, and the seal key file carries its own
//! check, so that a changed key is noticed before it signs anything (Article 8.7: the record
//! the players signed is the one kept).

use std::path::Path;

use escaque::record::RecordError;
use escaque::record::archive::Archive;
use escaque::record::seal::{SealKey, Verification, seal, verify};
use escaque::record::sheet::Scoresheet;

use crate::common;

const PGN: &str = "[Event \"Club training\"]\n[Site \"Vigo\"]\n[Date \"2026.11.21\"]\n[Round \"3\"]\n\
                   [White \"Uxía Fernández\"]\n[Black \"Jordi Puig\"]\n[Result \"0-1\"]\n\n\
                   1. f3 e5 2. g4 Qh4# 0-1\n";

/// The scoresheet of `pgn`, signed by both players.
fn signed(pgn: &str) -> Scoresheet {
    common::signed_by_both(Scoresheet::from_pgn(pgn).unwrap())
}

fn sealed_with(pgn: &str, key: &SealKey) -> String {
    let mut sheet = signed(pgn);
    seal(&mut sheet, key);
    sheet.to_pgn()
}

/// `escaque verify PATH ARGS…`: its exit code and standard output.
fn verify_cli(path: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
        .arg("verify")
        .arg(path)
        .args(args)
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn a_record_changed_and_sealed_again_with_another_key_fails_verify_key() {
    let dir = common::data_dir("seal-key", "verify-key");
    let installation = SealKey::from_secret([7; 32]);
    let mallory = SealKey::from_secret([66; 32]);
    let original = dir.join("original.pgn");
    std::fs::write(&original, sealed_with(PGN, &installation)).unwrap();
    let forged = dir.join("forged.pgn");
    std::fs::write(&forged, sealed_with(&PGN.replace("[Result \"0-1\"]", "[Result \"1-0\"]").replace("0-1\n", "1-0\n"), &mallory))
        .unwrap();
    let print = installation.fingerprint();

    // Without a required key the forged record is intact: the seal shows only that nothing
    // changed since *some* key sealed it.
    let (code, stdout, _) = verify_cli(&forged, &[]);
    assert_eq!((code, stdout.starts_with("intact")), (Some(0), true), "{stdout}");

    // With the installation's fingerprint it is not.
    let (code, stdout, stderr) = verify_cli(&forged, &["--key", &print]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(stdout.starts_with("other key") && stdout.contains(&mallory.fingerprint()) && stdout.contains(&print), "{stdout}");
    assert!(stderr.contains(&print), "{stderr}");
    // Said in the language asked for.
    let (_, _, gl) = verify_cli(&forged, &["--key", &print, "--lang", "gl"]);
    assert!(gl.contains("chave requirida"), "{gl}");

    // The original passes, the fingerprint written any way, or the whole public key given.
    for required in [print.clone(), print.to_uppercase().replace(' ', ""), installation.public()] {
        let (code, stdout, stderr) = verify_cli(&original, &["--key", &required]);
        assert_eq!(code, Some(0), "{required}: {stdout}{stderr}");
        assert!(stdout.starts_with("intact") && stdout.contains(&print), "{stdout}");
    }
    // Something that names no key is a wrong command (exit 2), not a verdict.
    let (code, stdout, stderr) = verify_cli(&original, &["--key", "3f2a 91c0"]);
    assert_eq!((code, stdout.as_str()), (Some(2), ""), "{stderr}");
    assert!(stderr.contains("3f2a 91c0"), "{stderr}");
}

#[test]
fn the_printed_sheet_carries_the_key_s_fingerprint() {
    let dir = common::data_dir("seal-key", "pdf");
    let key = SealKey::from_secret([7; 32]);
    let pgn = dir.join("sealed.pgn");
    std::fs::write(&pgn, sealed_with(PGN, &key)).unwrap();
    for (lang, words) in [("en", "Sealed with the key"), ("gl", "Selado coa chave")] {
        let pdf = dir.join(format!("sheet-{lang}.pdf"));
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
            .args(["scoresheet", pgn.to_str().unwrap(), "--lang", lang, "-o", pdf.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = std::process::Command::new("pdftotext").args(["-layout", pdf.to_str().unwrap(), "-"]).output();
        let text = String::from_utf8(text.expect("pdftotext (poppler-utils)").stdout).unwrap();
        assert!(text.contains(&format!("{words} {}", key.fingerprint())), "{lang}:\n{text}");
    }
}

/// The key file with one character of its secret changed so that it still holds a key.
fn changed_secret(text: &str) -> String {
    let first = text.chars().next().unwrap();
    let other = if first == 'A' { 'B' } else { 'A' };
    format!("{other}{}", &text[first.len_utf8()..])
}

#[test]
fn a_seal_key_changed_by_one_character_is_noticed_before_it_signs() {
    let dir = common::data_dir("seal-key", "changed");
    let archive = Archive::new(&dir);
    let first = archive.seal_and_keep(signed(PGN), 1_795_383_000).unwrap();
    assert_eq!(first.unsealed, None);
    let installation = SealKey::load_or_create(&archive.key_path()).unwrap();
    let text = std::fs::read_to_string(archive.key_path()).unwrap();
    let changed = changed_secret(&text);
    // Still a key: its first line is 32 bytes of base64 that make another key.
    let secret_line = changed.lines().next().unwrap();
    use base64::Engine as _;
    let bytes = base64::engine::general_purpose::STANDARD.decode(secret_line).unwrap();
    assert_eq!(bytes.len(), 32);
    std::fs::write(archive.key_path(), &changed).unwrap();

    let second = archive.seal_and_keep(signed(PGN), 1_795_383_100).unwrap();
    let Some(RecordError::KeyChanged { expected, found, .. }) = &second.unsealed else {
        panic!("sealed with a changed key: {:?}", second.unsealed);
    };
    assert_eq!(expected, &installation.fingerprint());
    assert_ne!(found, expected);
    let kept = std::fs::read_to_string(&second.path).unwrap();
    assert!(!kept.contains("[Seal "), "kept sealed:\n{kept}");
    // Said in five languages, naming the file and both fingerprints.
    for lang in escaque::i18n::Lang::ALL {
        let said = escaque::i18n::record::record_error(escaque::i18n::Tr::new(lang), second.unsealed.as_ref().unwrap());
        assert!(said.contains(expected) && said.contains(found.as_str()) && said.contains("seal.key"), "{lang}: {said}");
    }
    // The key file is left as it was found, for whoever looks into it.
    assert_eq!(std::fs::read_to_string(archive.key_path()).unwrap(), changed);
    // A changed public key beside a good secret is noticed as well.
    let (secret, public) = text.split_once("\npublic ").unwrap();
    std::fs::write(archive.key_path(), format!("{secret}\npublic {}", changed_secret(public))).unwrap();
    assert!(matches!(SealKey::load_or_create(&archive.key_path()), Err(RecordError::KeyChanged { .. })));
}

#[test]
fn a_key_file_of_an_earlier_version_still_seals_and_is_given_its_check() {
    let dir = common::data_dir("seal-key", "old-format");
    let archive = Archive::new(&dir);
    use base64::Engine as _;
    // The secret alone, as earlier versions wrote it.
    std::fs::write(archive.key_path(), base64::engine::general_purpose::STANDARD.encode([7u8; 32])).unwrap();
    let kept = archive.seal_and_keep(signed(PGN), 1_795_383_000).unwrap();
    assert_eq!(kept.unsealed, None);
    let key = SealKey::from_secret([7; 32]);
    let text = std::fs::read_to_string(&kept.path).unwrap();
    assert_eq!(verify(&Scoresheet::from_pgn_strict(&text).unwrap()), Verification::Intact { key: key.public() });
    // Rewritten with its public key beside the secret, the user's alone.
    assert_eq!(std::fs::read_to_string(archive.key_path()).unwrap(), key.file_text());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(archive.key_path()).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    // And now a change to it is noticed.
    std::fs::write(archive.key_path(), changed_secret(&key.file_text())).unwrap();
    assert!(matches!(SealKey::load_or_create(&archive.key_path()), Err(RecordError::KeyChanged { .. })));
}

/// Every game python-chess reads from `path`: its headers, sorted, and its moves, one line each.
fn python_chess_games(path: &Path) -> Vec<String> {
    let script = r#"
import sys, json, chess.pgn
handle = open(sys.argv[1], encoding="utf-8-sig", newline="")
while True:
    game = chess.pgn.read_game(handle)
    if game is None:
        break
    print(json.dumps([sorted(game.headers.items()), game.board().variation_san(list(game.mainline_moves()))]))
"#;
    let out = std::process::Command::new("python3").arg("-c").arg(script).arg(path).output().expect("python3");
    assert!(out.status.success(), "python-chess: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_owned).collect()
}

/// A sealed game is intact only where python-chess shows it as it was sealed: its tags read as
/// tags, nothing of another game read into it (the case of the issue: one line of text before
/// the sealed tags, `verify --game 2`).
#[test]
fn a_sealed_game_whose_tags_another_reader_would_not_read_as_tags_is_not_intact() {
    let dir = common::data_dir("seal-key", "readers");
    let sealed = sealed_with(PGN, &SealKey::from_secret([7; 32]));
    let other = "[Event \"Blitz\"]\n[White \"Ana\"]\n[Black \"Breixo\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";
    let alone = dir.join("alone.pgn");
    std::fs::write(&alone, &sealed).unwrap();
    let shown = python_chess_games(&alone);
    assert_eq!(shown.len(), 1);
    // (name, text, --game, whether python-chess shows the sealed game as it was sealed)
    let cases = [
        ("one text line before the sealed tags", format!("Round 2 of the club evening\n{sealed}"), Some("2"), false),
        ("the same, without --game", format!("Round 2 of the club evening\n{sealed}"), None, false),
        ("a text line between two games", format!("{other}\nA note\n{sealed}"), Some("3"), false),
        ("no blank line after the first game", format!("{other}{sealed}"), Some("2"), false),
        ("a move number before the tags", format!("1.\n{sealed}"), None, false),
        ("two games, a blank line between them", format!("{other}\n{sealed}"), Some("2"), true),
        ("the record alone", sealed.clone(), None, true),
    ];
    for (k, (name, text, game, alike)) in cases.iter().enumerate() {
        let path = dir.join(format!("case-{k}.pgn"));
        std::fs::write(&path, text).unwrap();
        let shows_sealed = python_chess_games(&path).contains(&shown[0]);
        assert_eq!(shows_sealed, *alike, "{name}: python-chess reads it otherwise than the test says");
        let args: Vec<&str> = game.iter().flat_map(|n| ["--game", *n]).collect();
        let (code, stdout, stderr) = verify_cli(&path, &args);
        if *alike {
            assert_eq!((code, stdout.starts_with("intact")), (Some(0), true), "{name}: {stdout}{stderr}");
        } else {
            assert!(!stdout.starts_with("intact") && code != Some(0), "{name}: called intact\n{stdout}{stderr}");
        }
    }
}

/// A key file with something after its two lines is damaged (made anew on the player's word),
/// not "a changed key" naming the same fingerprint twice (found in review).
#[test]
fn a_seal_key_file_with_a_third_line_is_damaged_not_changed() {
    let dir = common::data_dir("seal-key", "third-line");
    let archive = Archive::new(&dir);
    SealKey::load_or_create(&archive.key_path()).unwrap();
    let text = std::fs::read_to_string(archive.key_path()).unwrap();
    std::fs::write(archive.key_path(), format!("{}\nsomething else\n", text.trim_end())).unwrap();
    let err = SealKey::load_or_create(&archive.key_path()).unwrap_err();
    assert!(matches!(err, RecordError::KeyDamaged { .. }), "{err:?}");
}
