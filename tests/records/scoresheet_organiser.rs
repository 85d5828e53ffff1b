//! The organiser's sheet (issue 14): the players' ratings, titles and federations, the reason of
//! the result with its Article, the start position, the arbiter's line, blank fields left blank,
//! the control in words, long texts fitted, the signing time in local time; in the PGN tags and
//! on the printed sheet, read back with `pdftotext`.

use std::path::{Path, PathBuf};
use std::process::Command;

use escaque::clock::{SECOND, TimeControls};
use escaque::i18n::Lang;
use escaque::i18n::record::scoresheet;
use escaque::record::sheet::{EventInfo, Player, Scoresheet, Signature};
use escaque::table::{PlayerDetails, Setup, Table};
use shakmaty::Color::{Black, White};

use crate::common;

use common::Play;

/// Exactly 40 characters each.
const WHITE: &str = "Maximiliano Alejandro Rodríguez-Figueroa";
const BLACK: &str = "Anna-Margarida Puigdomènech i Vilaltella";
const SITE: &str = "https://www.xadrezgalego.example.org/torneos/2026/aberto-internacional-de-vigo/rolda-3";
const EVENT: &str = "LXXII Aberto Internacional Cidade de Vigo — Memorial Pepe Domínguez";
/// A back-rank mate in one for White: 30. Ra8#.
const FEN: &str = "6k1/5ppp/8/7n/8/8/5PPP/R5K1 w - - 0 30";

fn organiser_setup() -> Setup {
    Setup {
        white: WHITE.to_owned(),
        black: BLACK.to_owned(),
        white_details: PlayerDetails { rating: Some(2451), title: "IM".to_owned(), federation: "esp".to_owned() },
        black_details: PlayerDetails { rating: Some(2317), title: "WFM".to_owned(), federation: "POR".to_owned() },
        event: EVENT.to_owned(),
        site: SITE.to_owned(),
        round: "3".to_owned(),
        arbiter: "Xosé Manuel Outeiriño".to_owned(),
        fen: Some(FEN.to_owned()),
        controls: Some(TimeControls::same("40/5400+30:1800+30".parse().unwrap())),
        ..Setup::default()
    }
}

/// A move each from the FEN, then White mates on the back rank.
fn played() -> Table {
    let mut t = Table::new(organiser_setup()).unwrap();
    let mut at = 0;
    for (m, press) in [("h2h3", true), ("h5f4", true), ("a1a8", false)] {
        at += 9 * SECOND;
        if press { t.play_pressed(at, m) } else { t.play_no_press(at, m) }
    }
    assert!(t.game().status().ending().is_some(), "Ra8 mates");
    t
}

fn signature(name: &str) -> Signature {
    Signature {
        name: name.to_owned(),
        signed_at: "2026-11-21T21:30:00Z".to_owned(),
        strokes: vec![(0..30).map(|i| (50 + i * 25, 100 + (i * 41 % 120))).collect()],
    }
}

fn signed_sheet(lang: Lang) -> Scoresheet {
    let info = EventInfo { date: "2026.11.21".to_owned(), board: "12".to_owned(), ..EventInfo::default() };
    let mut sheet = scoresheet(&played(), &info, lang);
    sheet.white_signature = Some(signature(WHITE));
    sheet.black_signature = Some(signature(BLACK));
    sheet
}

/// `escaque scoresheet` on `pgn` in `lang`, in the time zone `tz`: the PDF's path.
fn print(pgn: &str, lang: &str, tz: &str, dir: &Path) -> PathBuf {
    let input = dir.join(format!("game-{lang}.pgn"));
    let pdf = dir.join(format!("sheet-{lang}.pdf"));
    std::fs::write(&input, pgn).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_escaque"))
        .env("TZ", tz)
        .args(["scoresheet", input.to_str().unwrap(), "--lang", lang, "-o", pdf.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{lang}: {}", String::from_utf8_lossy(&out.stderr));
    pdf
}

/// `pdftotext` with `args` on `pdf`; `None` (and a message) only where poppler-utils cannot be
/// had at all: `scripts/setup-debian` installs it.
fn pdftotext(args: &[&str], pdf: &Path) -> Option<String> {
    match Command::new("pdftotext").args(args).arg(pdf).arg("-").output() {
        Ok(out) => {
            assert!(out.status.success(), "pdftotext: {}", String::from_utf8_lossy(&out.stderr));
            Some(String::from_utf8(out.stdout).unwrap())
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && std::env::var_os("CI").is_none() => {
            eprintln!("SKIPPED: pdftotext is not installed (scripts/setup-debian installs poppler-utils)");
            None
        }
        Err(e) => panic!("pdftotext (poppler-utils, scripts/setup-debian): {e}"),
    }
}

/// Whether `text` has `label`, standing alone (whitespace or the line's start before it), then
/// whitespace, then `value`: a label followed by its value, not merged with it.
fn label_then_value(text: &str, label: &str, value: &str) -> bool {
    text.match_indices(label).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = &text[i + label.len()..];
        let rest = after.trim_start();
        before.is_none_or(char::is_whitespace) && rest.len() < after.len() && rest.starts_with(value)
    })
}

/// The words of the first page and their boxes, from `pdftotext -bbox`.
fn word_boxes(html: &str) -> Vec<(String, [f32; 4])> {
    let page = html.split("</page>").next().unwrap_or_default();
    page.split("<word ")
        .skip(1)
        .map(|w| {
            let attr = |name: &str| -> f32 {
                let start = w.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
                w[start..].split('"').next().unwrap().parse().unwrap()
            };
            let word = w.split('>').nth(1).unwrap().split("</word").next().unwrap().to_owned();
            (word, [attr("xMin"), attr("yMin"), attr("xMax"), attr("yMax")])
        })
        .collect()
}

#[test]
fn the_pgn_carries_the_players_details_the_event_and_the_arbiter() {
    let pgn = signed_sheet(Lang::En).to_pgn();
    for tag in [
        format!("[Event \"{EVENT}\"]"),
        format!("[Site \"{SITE}\"]"),
        "[Round \"3\"]".to_owned(),
        "[WhiteTitle \"IM\"]".to_owned(),
        "[BlackTitle \"WFM\"]".to_owned(),
        "[WhiteElo \"2451\"]".to_owned(),
        "[BlackElo \"2317\"]".to_owned(),
        "[WhiteFed \"ESP\"]".to_owned(),
        "[BlackFed \"POR\"]".to_owned(),
        "[Arbiter \"Xosé Manuel Outeiriño\"]".to_owned(),
        format!("[FEN \"{FEN}\"]"),
    ] {
        assert!(pgn.contains(&tag), "{tag} is not in:\n{pgn}");
    }
    // The Seven Tag Roster first, in its order; the details after the names.
    let names: Vec<&str> =
        pgn.lines().filter_map(|l| l.strip_prefix('[')).filter_map(|l| l.split(' ').next()).take(13).collect();
    assert_eq!(
        names,
        [
            "Event",
            "Site",
            "Date",
            "Round",
            "White",
            "Black",
            "Result",
            "WhiteTitle",
            "BlackTitle",
            "WhiteElo",
            "BlackElo",
            "WhiteFed",
            "BlackFed"
        ]
    );
    // Read back, the sheet names the players as given.
    let back = Scoresheet::from_pgn(&pgn).unwrap();
    assert_eq!(
        back.player(White),
        Player {
            name: WHITE.to_owned(),
            title: "IM".to_owned(),
            rating: "2451".to_owned(),
            federation: "ESP".to_owned()
        }
    );
    assert_eq!(back.player(Black).details(), "WFM · POR · 2317");
}

#[test]
fn details_not_given_write_no_tag_and_what_was_typed_when_signing_wins() {
    let mut setup = organiser_setup();
    setup.white_details = PlayerDetails::default();
    setup.black_details.title.clear();
    setup.arbiter = "  ".to_owned();
    setup.event = "From the setup".to_owned();
    setup.round.clear();
    let table = Table::new(setup).unwrap();
    let info = EventInfo { event: "Typed when signing".to_owned(), ..EventInfo::default() };
    let pgn = scoresheet(&table, &info, Lang::En).to_pgn();
    for absent in ["WhiteTitle", "WhiteElo", "WhiteFed", "BlackTitle", "[Arbiter"] {
        assert!(!pgn.contains(absent), "{absent} is in:\n{pgn}");
    }
    for present in [
        "[Event \"Typed when signing\"]",
        "[Round \"?\"]",
        "[Date \"????.??.??\"]",
        "[BlackElo \"2317\"]",
        "[BlackFed \"POR\"]",
    ] {
        assert!(pgn.contains(present), "{present} is not in:\n{pgn}");
    }
}

#[test]
fn the_sheet_reads_the_reason_back_and_cites_its_article_in_each_language() {
    let pgn = signed_sheet(Lang::En).to_pgn();
    let sheet = Scoresheet::from_pgn(&pgn).unwrap();
    let ending = sheet.ending().expect("the ending note is read back");
    let expected =
        [(Lang::En, "Black is checkmated (Article 5.1.1)"), (Lang::Gl, "As negras reciben xaque mate (Artigo 5.1.1)")];
    for (lang, text) in expected {
        assert_eq!(escaque::i18n::record::ending_reason(escaque::i18n::Tr::new(lang), &ending), text);
    }
    let (fen, number) = sheet.start_fen().unwrap();
    assert_eq!((fen.as_str(), number), (FEN, None));
}

#[test]
fn a_game_from_the_initial_position_has_no_start_line_and_chess960_gives_its_number() {
    let plain = Table::new(Setup::default()).unwrap();
    assert_eq!(scoresheet(&plain, &EventInfo::default(), Lang::En).start_fen(), None);
    let fen = escaque::laws::chess960::fen(42);
    let c960 = Table::new(Setup { fen: Some(fen.clone()), chess960: true, ..Setup::default() }).unwrap();
    let sheet = Scoresheet::from_pgn(&scoresheet(&c960, &EventInfo::default(), Lang::En).to_pgn()).unwrap();
    assert_eq!(sheet.start_fen(), Some((fen, Some(42))));
}

#[test]
fn the_printed_sheet_of_long_names_ratings_and_a_fen_start_overlaps_nothing() {
    let dir = common::kept_dir("organiser", "long");
    let pdf = print(&signed_sheet(Lang::En).to_pgn(), "en", "Europe/Madrid", &dir);
    let Some(text) = pdftotext(&["-layout"], &pdf) else { return };
    // Each label with its value after it, apart.
    for (label, value) in [
        ("Event", "LXXII Aberto"),
        ("Site", "https://www.xadrez"),
        ("Date", "2026.11.21"),
        ("Round", "3"),
        ("Board", "12"),
        ("Arbiter", "Xosé Manuel Outeiriño"),
        ("White", WHITE),
        ("Black", BLACK),
        ("Time control", "40 moves in 90 min, then 30 min, + 30 s per move from move 1"),
        ("Start position", FEN),
        ("Reason", "Black is checkmated (Article 5.1.1)"),
    ] {
        assert!(label_then_value(&text, label, value), "{label:?} then {value:?} is not in the sheet:\n{text}");
    }
    for present in [
        "IM · ESP · 2451",
        "WFM · POR · 2317",
        "Arbiter's signature",
        "Signature — Maximiliano",
        // Local time, with its offset; the record keeps UTC.
        "2026-11-21 22:30 (UTC+01:00)",
        "Ra8#",
        "1-0",
    ] {
        assert!(text.contains(present), "{present:?} is not in the sheet:\n{text}");
    }
    // Blank fields are blank, and the control is not printed raw.
    assert!(!text.contains('?'), "a '?' on the sheet:\n{text}");
    assert!(!text.contains("5400"), "the raw control on the sheet:\n{text}");
    // The long site is wrapped, never cut without saying so: its lines give it back in order,
    // or its last one ends with an ellipsis.
    let site: String = text
        .lines()
        .filter_map(|l| l.find("https://").map(|i| &l[i..]).or_else(|| l.trim().strip_prefix("aberto")))
        .collect::<Vec<_>>()
        .join("");
    assert!(site.starts_with("https://www.xadrezgalego.example.org/"), "{site}");

    assert_no_word_overlaps(&pdf, 595.3);
}

/// No two words of the first page of `pdf` overlap, and none runs off the page (`width`
/// points wide).
fn assert_no_word_overlaps(pdf: &Path, width: f32) {
    let Some(html) = pdftotext(&["-bbox"], pdf) else { return };
    let words = word_boxes(&html);
    assert!(words.len() > 80, "{} words", words.len());
    for (i, (a, ra)) in words.iter().enumerate() {
        assert!(ra[0] >= 0.0 && ra[2] <= width, "{a:?} runs off the page: {ra:?}");
        for (b, rb) in &words[i + 1..] {
            // A small tolerance: pdftotext's boxes include the glyphs' side bearings.
            let overlap_x = ra[2].min(rb[2]) - ra[0].max(rb[0]);
            let overlap_y = ra[3].min(rb[3]) - ra[1].max(rb[1]);
            assert!(overlap_x <= 0.5 || overlap_y <= 0.5, "{a:?} {ra:?} overlaps {b:?} {rb:?}");
        }
    }
}

#[test]
fn on_letter_paper_and_in_every_language_nothing_overlaps_either() {
    let dir = common::kept_dir("organiser", "letter");
    for lang in ["en", "gl", "es", "pt", "ca"] {
        let input = dir.join(format!("game-{lang}.pgn"));
        std::fs::write(&input, signed_sheet(Lang::En).to_pgn()).unwrap();
        for (paper, width) in [("a4", 595.3), ("letter", 612.0)] {
            let pdf = dir.join(format!("sheet-{lang}-{paper}.pdf"));
            let out = Command::new(env!("CARGO_BIN_EXE_escaque"))
                .env("TZ", "America/Sao_Paulo")
                .args(["scoresheet", input.to_str().unwrap(), "--lang", lang, "--paper", paper])
                .args(["-o", pdf.to_str().unwrap()])
                .output()
                .unwrap();
            assert!(out.status.success(), "{lang} {paper}: {}", String::from_utf8_lossy(&out.stderr));
            assert_no_word_overlaps(&pdf, width);
            let Some(text) = pdftotext(&["-layout"], &pdf) else { return };
            assert!(text.contains("2026-11-21 18:30 (UTC-03:00)"), "{lang} {paper}:\n{text}");
        }
    }
}

#[test]
fn the_printed_sheet_in_galician_says_the_control_the_start_and_the_reason_in_galician() {
    let dir = common::kept_dir("organiser", "gl");
    let pdf = print(&signed_sheet(Lang::Gl).to_pgn(), "gl", "UTC", &dir);
    let Some(text) = pdftotext(&["-layout"], &pdf) else { return };
    for (label, value) in [
        ("Control de tempo", "40 xogadas en 90 min, despois 30 min, + 30 s por xogada desde a xogada 1"),
        ("Posición inicial", FEN),
        ("Motivo", "As negras reciben xaque mate (Artigo 5.1.1)"),
        ("Árbitro", "Xosé Manuel Outeiriño"),
        ("Brancas", WHITE),
    ] {
        assert!(label_then_value(&text, label, value), "{label:?} then {value:?} is not in the sheet:\n{text}");
    }
    assert!(text.contains("Sinatura do árbitro"), "{text}");
    assert!(text.contains("2026-11-21 21:30 (UTC+00:00)"), "{text}");
}

#[test]
fn a_date_known_in_part_is_printed_as_far_as_it_is_known() {
    let pgn = "[Event \"Club\"]\n[Site \"?\"]\n[Date \"2026.11.??\"]\n[Round \"-\"]\n[White \"A\"]\n\
               [Black \"B\"]\n[Result \"*\"]\n\n1. d4 *\n";
    let dir = common::kept_dir("organiser", "date");
    let pdf = print(pgn, "en", "UTC", &dir);
    let Some(text) = pdftotext(&["-layout"], &pdf) else { return };
    assert!(label_then_value(&text, "Date", "2026.11 "), "{text}");
    assert!(!text.contains('?'), "a '?' on the sheet:\n{text}");
}

#[test]
fn a_pgn_with_blank_tags_prints_blank_fields() {
    let pgn = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n\
               [Result \"*\"]\n[WhiteElo \"2100\"]\n\n1. e4 e5 *\n";
    let dir = common::kept_dir("organiser", "blank");
    let pdf = print(pgn, "en", "UTC", &dir);
    let Some(text) = pdftotext(&["-layout"], &pdf) else { return };
    assert!(!text.contains('?'), "a '?' on the sheet:\n{text}");
    assert!(text.contains("2100"), "the rating alone is still printed:\n{text}");
    assert!(!text.contains("Start position") && !text.contains("Reason"), "{text}");
    assert!(!text.contains("Arbiter"), "no arbiter named, no arbiter line:\n{text}");
}

#[test]
fn the_new_tags_are_sealed_like_every_other() {
    use escaque::record::seal::{SealKey, Verification, seal, verify};
    let mut sheet = signed_sheet(Lang::En);
    seal(&mut sheet, &SealKey::from_secret([9; 32]));
    let pgn = sheet.to_pgn();
    let check = |text: &str| verify(&Scoresheet::from_pgn_strict(text).unwrap());
    assert!(matches!(check(&pgn), Verification::Intact { .. }), "{:?}", check(&pgn));
    for (from, to) in [
        ("[WhiteElo \"2451\"]", "[WhiteElo \"2541\"]"),
        ("[BlackFed \"POR\"]", "[BlackFed \"BRA\"]"),
        ("[Arbiter \"Xosé Manuel Outeiriño\"]", "[Arbiter \"Someone Else\"]"),
    ] {
        assert!(pgn.contains(from));
        assert!(matches!(check(&pgn.replace(from, to)), Verification::Altered { .. }), "{to} passed as sealed");
    }
}

#[test]
fn a_pgn_from_elsewhere_gives_the_reason_of_a_mate_from_the_final_position() {
    let pgn = "[Event \"Casual\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
               1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
    let sheet = Scoresheet::from_pgn(pgn).unwrap();
    let ending = sheet.ending().expect("mate on the board");
    let tr = escaque::i18n::Tr::new(Lang::Es);
    assert_eq!(escaque::i18n::record::ending_reason(tr, &ending), "Las negras reciben jaque mate (Artículo 5.1.1)");
    // A result the board does not show gives no reason rather than a wrong one.
    let resigned = Scoresheet::from_pgn(&pgn.replace("1-0", "0-1")).unwrap();
    assert_eq!(resigned.ending(), None);
}
