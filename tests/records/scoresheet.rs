//! The signed scoresheet: PGN out and back in, the seal, and the printed sheet.

use escaque::clock::{SECOND, TimeControls};
use escaque::i18n::{Lang, record::scoresheet};
use escaque::laws::Claim;
use escaque::record::seal::{SealKey, Verification, seal};
use escaque::record::sheet::{EventInfo, Scoresheet, Signature};
use escaque::table::{Event, EventKind, Setup, Table};
use shakmaty::Color::{self, Black, White};

use crate::common;

use common::{Play, check};

/// A game at the table: clocks, a draw offer, a wrong claim, and a checkmate.
pub fn played() -> Table {
    let mut t = Table::new(Setup {
        white: "Uxía Fernández".to_owned(),
        black: "Jordi Puig".to_owned(),
        controls: Some(TimeControls::same("1500+10".parse().unwrap())),
        ..Setup::default()
    })
    .unwrap();
    let mut at = 0;
    for (m, offer) in [("e2e4", false), ("e7e5", false), ("f1c4", false), ("b8c6", true), ("d1h5", false)] {
        at += 7 * SECOND + 250;
        if offer { t.play_offering(at, m) } else { t.play_pressed(at, m) }
    }
    let claim = EventKind::Claim { by: Black, claim: Claim::Threefold, intended: Some("g8f6".parse().unwrap()) };
    t.apply(Event::new(40 * SECOND, claim)).unwrap();
    t.apply(Event::new(41 * SECOND, EventKind::PressClock { by: Black })).unwrap();
    t.apply(Event::new(45 * SECOND, EventKind::Move { uci: "h5f7".parse().unwrap() })).unwrap();
    assert!(t.game().status().ending().is_some(), "Scholar's mate");
    t
}

fn signature(name: &str, shift: u16) -> Signature {
    Signature {
        name: name.to_owned(),
        signed_at: "2026-11-21T21:30:00Z".to_owned(),
        strokes: vec![
            (0..40).map(|i| (40 + i * 20 + shift, 150 + (i * 37 % 90))).collect(),
            vec![(100 + shift, 60), (180 + shift, 240), (260, 70)],
        ],
    }
}

pub fn signed_sheet() -> Scoresheet {
    let info = EventInfo {
        event: "Club training".to_owned(),
        site: "Vigo".to_owned(),
        date: "2026.11.21".to_owned(),
        round: "3".to_owned(),
        board: "2".to_owned(),
    };
    let mut sheet = scoresheet(&played(), &info, Lang::En);
    sheet.white_signature = Some(signature("Uxía Fernández", 0));
    sheet.black_signature = Some(signature("Jordi Puig", 15));
    sheet
}

#[test]
fn the_record_has_every_move_clock_offer_claim_and_the_result() {
    let pgn = signed_sheet().to_pgn();
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    for expected in [
        "[Event \"Club training\"]",
        "[TimeControl \"1500+10\"]",
        "[Termination \"normal\"]",
        "[Result \"1-0\"]",
        "2... Nc6 { (=) [%clk 0:25:16]",
        "[%emt 0:00:07.250]",
        "3... Nf6 { (=) [%clk 0:25:21] [%emt 0:00:04.750] } { Black claims threefold repetition (9.2) with Nf6: not correct (9.5.3) }",
        "3. Qh5 { [%clk 0:25:19] [%emt 0:00:07.250] } 3... Nf6",
        "4. Qxf7#",
        "1-0 by checkmate (Article 5.1.1)",
        "[WhiteSignatureName \"Uxía Fernández\"]",
    ] {
        assert!(flat.contains(expected), "missing {expected:?} in\n{pgn}");
    }
    assert!(pgn.lines().all(|l| l.chars().count() < 80 || l.starts_with('[')), "{pgn}");
}

#[test]
fn an_exported_pgn_reads_back_identical() {
    let sheet = signed_sheet();
    let pgn = sheet.to_pgn();
    let back = Scoresheet::from_pgn(&pgn).unwrap();
    assert_eq!(back, sheet);
    assert_eq!(back.to_pgn(), pgn);
    let strict = Scoresheet::from_pgn_strict(&pgn).unwrap();
    assert_eq!(strict, sheet);
}

fn sealed_pgn() -> String {
    let mut sheet = signed_sheet();
    seal(&mut sheet, &SealKey::from_secret([7; 32]));
    sheet.to_pgn()
}

#[test]
fn a_sealed_record_verifies() {
    let pgn = sealed_pgn();
    assert!(matches!(check(&pgn), Verification::Intact { .. }), "{pgn}");
    assert_eq!(check(&signed_sheet().to_pgn()), Verification::Unsealed);
}

/// Every byte of every move, clock, result and signature, changed to something else.
#[test]
fn verify_catches_every_changed_byte() {
    let pgn = sealed_pgn();
    let movetext = pgn.find("\n\n").unwrap() + 2;
    let mut targets: Vec<usize> = Vec::new();
    // Moves and clocks: every non-space byte of the movetext but move numbers and periods.
    let bytes = pgn.as_bytes();
    let mut i = movetext;
    while i < bytes.len() {
        let number = bytes[i].is_ascii_digit()
            && (i == movetext || bytes[i - 1] == b' ' || bytes[i - 1] == b'\n' || bytes[i - 1].is_ascii_digit())
            && pgn[i..].trim_start_matches(|c: char| c.is_ascii_digit()).starts_with('.');
        if !number && !bytes[i].is_ascii_whitespace() && bytes[i] != b'.' {
            targets.push(i);
        }
        i += 1;
    }
    // The Result tag and the signature tags' values.
    for tag in ["[Result ", "[WhiteSignature ", "[BlackSignatureName ", "[BlackSignedAt "] {
        let start = pgn.find(tag).unwrap() + tag.len() + 1;
        let end = start + pgn[start..].find('"').unwrap();
        targets.extend(start..end);
    }
    let mut checked = 0;
    for &i in &targets {
        if !pgn.is_char_boundary(i) || !pgn.is_char_boundary(i + 1) {
            continue;
        }
        let original = pgn.as_bytes()[i];
        let replacement = if original == b'1' {
            b'2'
        } else if original.is_ascii_digit() {
            b'1'
        } else if original == b'a' {
            b'b'
        } else {
            b'a'
        };
        let mut changed = pgn.clone().into_bytes();
        changed[i] = replacement;
        let changed = String::from_utf8(changed).unwrap();
        let verdict = check(&changed);
        assert!(
            !matches!(verdict, Verification::Intact { .. }),
            "byte {i} ({:?} -> {:?}) went unnoticed near {:?}",
            original as char,
            replacement as char,
            &pgn[i.saturating_sub(20)..(i + 20).min(pgn.len())]
        );
        checked += 1;
    }
    assert!(checked > 300, "{checked} bytes checked");
}

#[test]
fn verify_says_which_part_changed() {
    let pgn = sealed_pgn();
    let clock = pgn.replacen("[%clk 0:25:", "[%clk 0:24:", 1);
    assert_eq!(check(&clock), Verification::Altered { parts: vec!["clocks"] });
    let name = pgn.replace("[BlackSignatureName \"Jordi Puig\"]", "[BlackSignatureName \"Jordi Pujol\"]");
    assert_eq!(check(&name), Verification::Altered { parts: vec!["signatures"] });
    let event = pgn.replace("Club training", "Club championship");
    assert_eq!(check(&event), Verification::Altered { parts: vec!["tags"] });
}

#[test]
fn escaque_verify_exit_codes() {
    let dir = std::env::temp_dir().join(format!("escaque-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.pgn");
    let bad = dir.join("bad.pgn");
    let pgn = sealed_pgn();
    std::fs::write(&good, &pgn).unwrap();
    std::fs::write(&bad, pgn.replace("4. Qxf7#", "4. Qxf7")).unwrap();
    let run = |p: &std::path::Path| {
        std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("verify").arg(p).output().unwrap()
    };
    let ok = run(&good);
    assert_eq!(ok.status.code(), Some(0), "{}", String::from_utf8_lossy(&ok.stdout));
    assert!(String::from_utf8_lossy(&ok.stdout).starts_with("intact"));
    let altered = run(&bad);
    assert_eq!(altered.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&altered.stdout).starts_with("altered"),
        "{}",
        String::from_utf8_lossy(&altered.stdout)
    );
}

#[test]
fn the_side_of_a_signature_is_kept() {
    let sheet = signed_sheet();
    assert_eq!(sheet.signature(Color::White).unwrap().name, "Uxía Fernández");
    assert_eq!(sheet.signature(White).unwrap().strokes.len(), 2);
}

#[test]
fn the_printed_sheet_holds_the_moves_names_and_result() {
    let dir = std::env::temp_dir().join(format!("escaque-pdf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("game.pgn");
    let pdf = dir.join("sheet.pdf");
    std::fs::write(&pgn, sealed_pgn()).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
        .args(["scoresheet", pgn.to_str().unwrap(), "-o", pdf.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::process::Command::new("pdftotext").args(["-layout", pdf.to_str().unwrap(), "-"]).output();
    let text = String::from_utf8(text.expect("pdftotext (poppler-utils) is installed by scripts/setup-debian").stdout)
        .unwrap();
    for expected in
        ["Uxía Fernández", "Jordi Puig", "Club training", "Qxf7#", "Nc6 (=)", "1-0", "25 min + 10 s per move"]
    {
        assert!(text.contains(expected), "{expected:?} is not in the sheet's text:\n{text}");
    }
}

/// Other tools read the exported PGN without complaint: python-chess and pgn-extract (both
/// installed by `scripts/test`).
#[test]
fn python_chess_and_pgn_extract_read_the_export() {
    let dir = std::env::temp_dir().join(format!("escaque-parsers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("sealed.pgn");
    std::fs::write(&path, sealed_pgn()).unwrap();
    let script = r#"
import sys, chess.pgn
game = chess.pgn.read_game(open(sys.argv[1], encoding="utf-8"))
assert not game.errors, game.errors
moves = [m.uci() for m in game.mainline_moves()]
clocks = [n.clock() for n in game.mainline()]
print(len(moves), game.headers["Result"], game.headers["White"], clocks[0])
"#;
    let out = std::process::Command::new("python3").arg("-c").arg(script).arg(&path).output().expect("python3");
    assert!(out.status.success(), "python-chess: {}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "7 1-0 Uxía Fernández 1513.0");
    assert!(common::pgn_extract(&["-s", "--quiet"], &path).contains("Qxf7#"));
}

/// The printed sheet in the players' language: its words and its piece letters (Appendix C).
#[test]
fn the_printed_sheet_speaks_the_players_language() {
    let dir = std::env::temp_dir().join(format!("escaque-pdf-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("game.pgn");
    std::fs::write(&pgn, sealed_pgn()).unwrap();
    let table: [(&str, &[&str]); 4] = [
        ("gl", &["Impreso", "Brancas", "Bc4", "Cc6 (=)", "Dh5", "Dxf7#", "Sinatura"]),
        ("es", &["Planilla", "Blancas", "Ac4", "Cc6 (=)", "Dxf7#", "Firma"]),
        ("pt", &["Planilha", "Pretas", "Bc4", "Cc6 (=)", "Dxf7#", "Assinatura"]),
        ("ca", &["Planella", "Negres", "Ac4", "Cc6 (=)", "Dxf7#", "Signatura"]),
    ];
    for (lang, expected) in table {
        let pdf = dir.join(format!("sheet-{lang}.pdf"));
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
            .args(["scoresheet", pgn.to_str().unwrap(), "--lang", lang, "-o", pdf.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(out.status.success(), "{lang}: {}", String::from_utf8_lossy(&out.stderr));
        let text = std::process::Command::new("pdftotext").args(["-layout", pdf.to_str().unwrap(), "-"]).output();
        let text = String::from_utf8(text.unwrap().stdout).unwrap();
        for word in expected {
            assert!(text.contains(word), "{lang}: {word:?} is not in the sheet:\n{text}");
        }
        assert!(!text.contains("Qxf7"), "{lang}: English letters on the sheet");
    }
}

/// The sealed record edited so that a reader shows more or other than what was sealed: each
/// (name, text). Every one must fail `verify`.
fn tampered() -> Vec<(&'static str, String)> {
    let pgn = sealed_pgn();
    let seal_line_end = pgn.find("[Seal \"").unwrap() + pgn[pgn.find("[Seal \"").unwrap()..].find('\n').unwrap() + 1;
    let after_seal = |extra: &str| format!("{}{extra}{}", &pgn[..seal_line_end], &pgn[seal_line_end..]);
    let movetext = pgn.find("\n\n").unwrap() + 2;
    let in_moves = |from: &str, to: &str| format!("{}{}", &pgn[..movetext], pgn[movetext..].replacen(from, to, 1));
    vec![
        ("White and Result tags added after the seal", after_seal("[White \"Mallory\"]\n[Result \"0-1\"]\n")),
        ("a garbage second Seal tag", after_seal("[Seal \"garbage\"]\n")),
        ("a second White tag with the same name", after_seal("[White \"Uxía Fernández\"]\n")),
        ("an unknown tag added", after_seal("[Annotator \"Mallory\"]\n")),
        ("the Result tag deleted", pgn.replace("[Result \"1-0\"]\n", "")),
        ("the Site tag deleted", pgn.replace("[Site \"Vigo\"]\n", "")),
        (
            "the SealParts tag deleted",
            pgn.replace(&pgn[pgn.find("[SealParts").unwrap()..pgn.find("[Seal \"").unwrap()], ""),
        ),
        // Line breaks that other readers take as the end of the tags or of the game (review of
        // issue 11): they hide what was sealed.
        ("two blank lines between the tags and the moves", pgn.replacen("\n\n", "\n\n\n", 1)),
        ("two blank lines among the tags", pgn.replacen("[Round", "\n\n[Round", 1)),
        ("a line of spaces in the moves", in_moves("4. Qxf7#", "\n  \n4. Qxf7#")),
        ("a lone carriage return before a move", in_moves("2. Bc4", "\r\r2. Bc4")),
        ("a tag line indented by a space", pgn.replacen("[Round", " [Round", 1)),
        ("a tag line indented by a tab", pgn.replacen("[Round", "\t[Round", 1)),
        ("a comment before the first move", in_moves("1. e4", "{ Black won on time } 1. e4")),
        ("a comment after the result", format!("{} {{ 0-1 }}\n", pgn.trim_end())),
        ("a variation", in_moves("2. Bc4", "( 1... c5 2. Nf3 ) 2. Bc4")),
        ("a NAG $1", in_moves("2. Bc4", "$1 2. Bc4")),
        ("a NAG before the first move", in_moves("1. e4", "$2 1. e4")),
        ("a !! glyph", in_moves("4. Qxf7#", "4. Qxf7#!!")),
        ("a ?? glyph", in_moves("3. Qh5", "3. Qh5??")),
        ("a ; comment line", in_moves("4. Qxf7#", "; 0-1 Mallory\n4. Qxf7#")),
        ("a ; comment at a line's end", in_moves("3... Nf6", "; note\n3... Nf6")),
        ("a % escape line in the moves", in_moves("4. Qxf7#", "\n% Mallory\n4. Qxf7#")),
        ("a % escape line among the tags", pgn.replacen("[Round", "% Mallory\n[Round", 1)),
        ("a remark added to a move's comment", in_moves("[%clk 0:25:13]", "[%clk 0:25:13] blunder")),
        ("a comment added after a move", in_moves("2. Bc4", "{ Mallory } 2. Bc4")),
        (
            "the draw offer moved into a comment of its own",
            in_moves("{ (=) [%clk 0:25:16]", "{ (=) } { [%clk 0:25:16]"),
        ),
        ("a clock written as minutes and seconds only", in_moves("[%clk 0:25:13]", "[%clk 25:03]")),
        ("a signature tag with spaces around its value", pgn.replacen("[WhiteSignature \"", "[WhiteSignature \" ", 1)),
        ("two tags on one line", pgn.replacen("]\n[Site", "] [Site", 1)),
    ]
}

/// The sealed record written otherwise but read the same by every reader: each must verify.
fn relaid() -> Vec<(&'static str, String)> {
    let pgn = sealed_pgn();
    let movetext = pgn.find("\n\n").unwrap() + 2;
    let mut tags: Vec<&str> = pgn[..movetext].lines().filter(|l| !l.is_empty()).collect();
    tags.reverse();
    let one_line = pgn[movetext..].split_whitespace().collect::<Vec<_>>().join(" ");
    vec![
        ("CRLF line ends", pgn.replace('\n', "\r\n")),
        ("a UTF-8 byte order mark", format!("\u{feff}{pgn}")),
        ("the tags in reverse order", format!("{}\n\n{}", tags.join("\n"), &pgn[movetext..])),
        ("the move text on one line", format!("{}{one_line}\n", &pgn[..movetext])),
        ("a clock with hours in two digits and milliseconds", pgn.replacen("[%clk 0:25:13]", "[%clk 00:25:13.000]", 1)),
        ("move numbers left out after comments", pgn.replace("1... e5", "e5").replace("3... Nf6", "Nf6")),
    ]
}

#[test]
fn verify_refuses_every_addition_deletion_and_duplicate_outside_the_sealed_record() {
    for (name, text) in tampered() {
        let verdict = check(&text);
        assert!(!matches!(verdict, Verification::Intact { .. }), "{name}: still intact\n{text}");
        assert!(verdict.to_string().starts_with("altered"), "{name}: {verdict}");
    }
}

#[test]
fn verify_accepts_the_layout_changes_the_docs_name() {
    for (name, text) in relaid() {
        assert!(matches!(check(&text), Verification::Intact { .. }), "{name}: {:?}\n{text}", check(&text));
    }
}

/// What python-chess shows of a game: its headers, the main line and the result, one line.
fn python_chess_shows(paths: &[std::path::PathBuf]) -> Vec<String> {
    let script = r#"
import sys, json, chess.pgn
for path in sys.argv[1:]:
    game = chess.pgn.read_game(open(path, encoding="utf-8-sig", newline=""))
    if game is None:
        print(json.dumps(None))
        continue
    headers = sorted(game.headers.items())
    moves = [game.board().variation_san(list(game.mainline_moves()))]
    print(json.dumps([headers, moves, game.headers.get("Result"), game.comment, len(game.variations[0].variations) if game.variations else 0]))
"#;
    let out = std::process::Command::new("python3").arg("-c").arg(script).args(paths).output().expect("python3");
    assert!(out.status.success(), "python-chess: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_owned).collect()
}

/// Every edit after which python-chess shows other headers, moves or result than the sealed
/// record is reported altered by `escaque verify`; the layout changes show the same and are
/// intact.
#[test]
fn escaque_verify_says_altered_whenever_python_chess_shows_something_else() {
    let dir = std::env::temp_dir().join(format!("escaque-tamper-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut cases = vec![("the sealed record", sealed_pgn(), true)];
    cases.extend(tampered().into_iter().map(|(n, t)| (n, t, false)));
    cases.extend(relaid().into_iter().map(|(n, t)| (n, t, true)));
    let paths: Vec<_> = (0..cases.len()).map(|i| dir.join(format!("case-{i}.pgn"))).collect();
    for ((_, text, _), path) in cases.iter().zip(&paths) {
        std::fs::write(path, text).unwrap();
    }
    let shown = python_chess_shows(&paths);
    let mut differing = 0;
    for (((name, _, intact), path), seen) in cases.iter().zip(&paths).zip(&shown) {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("verify").arg(path).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        if seen != &shown[0] {
            differing += 1;
            assert!(!intact, "{name}: a layout change that python-chess shows otherwise: {seen}");
        }
        if *intact {
            assert!(stdout.starts_with("intact") && out.status.code() == Some(0), "{name}: {stdout}");
        } else {
            assert!(stdout.starts_with("altered") && out.status.code() == Some(1), "{name}: {stdout}");
        }
    }
    // The edits the issue names change what python-chess shows: headers, a comment before the
    // first move, variations (python-chess keeps them) or the result.
    assert!(differing >= 6, "only {differing} edits change what python-chess shows");
}
