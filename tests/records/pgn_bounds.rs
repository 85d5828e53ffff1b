//! Bounds on what a PGN's tags hold (issue 28): a name or an event of megabytes is refused
//! when read, naming the tag, its line, its length and its limit, in the reader's language,
//! before anything lays it out; a tag that is long by nature (a signature's strokes) still
//! reads; and pgn-reader's own English ("unterminated tag") never reaches a person.

use crate::common;

use escaque::i18n::{Lang, Tr, describe::pgn_error};
use escaque::record::PgnProblem;
use escaque::record::pgn::{read_game, tag_limit};

fn game_with(tag: &str, value: &str) -> String {
    format!("[Event \"Club\"]\n[{tag} \"{value}\"]\n[Black \"Breixo\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n")
}

#[test]
fn a_name_of_megabytes_is_refused_when_read_naming_the_tag_its_line_and_its_limit() {
    let error = read_game(&game_with("White", &"x".repeat(10_000_000))).unwrap_err();
    assert_eq!(error.line, Some(2));
    assert_eq!(error.problem, PgnProblem::TagTooLong { name: "White".to_owned(), length: 10_000_000, limit: 200 });
    assert_eq!(
        pgn_error(Tr::new(Lang::Gl), &error),
        "liña 2: a etiqueta White ten 10000000 caracteres; pode ter como moito 200"
    );
    // Counted in characters, not bytes: a Galician name of 200 accented letters is a name.
    let game = read_game(&game_with("White", &"á".repeat(200))).unwrap();
    assert_eq!(game.tag("White").unwrap().chars().count(), 200);
    let error = read_game(&game_with("White", &"á".repeat(201))).unwrap_err();
    assert_eq!(error.problem, PgnProblem::TagTooLong { name: "White".to_owned(), length: 201, limit: 200 });
}

#[test]
fn a_long_tag_of_another_kind_is_refused_by_its_own_bound_not_as_a_tag_never_closed() {
    // 20,000 characters: pgn-reader alone said "unterminated tag" (its buffer holds 16 KiB).
    let error = read_game(&game_with("Link", &"a".repeat(20_000))).unwrap_err();
    assert_eq!(error.problem, PgnProblem::TagTooLong { name: "Link".to_owned(), length: 20_000, limit: 2_000 });
    assert_eq!(tag_limit("Link"), 2_000);
    // A link of a thousand characters is read.
    assert!(read_game(&game_with("Link", &"a".repeat(1_000))).is_ok());
    // A tag's name of megabytes is named by its first 40 characters.
    let error = read_game(&game_with(&"N".repeat(100_000), "x")).unwrap_err();
    assert_eq!(error.problem, PgnProblem::TagTooLong { name: "N".repeat(40), length: 100_000, limit: 40 });
}

#[test]
fn a_signature_of_thirty_thousand_characters_still_reads() {
    // A long signature (5,600 points: minutes on the pad) is base64 of 30,000 characters: more
    // than pgn-reader's buffer held by default, which took it for a tag never closed.
    let strokes = "AAAA".repeat(7_500);
    let game = read_game(&game_with("WhiteSignature", &strokes)).unwrap();
    assert_eq!(game.tag("WhiteSignature").map(str::len), Some(30_000));
}

#[test]
fn a_tag_never_closed_is_said_in_the_readers_language_not_pgn_readers_english() {
    let error = read_game("[Event \"Club\"]\n[White \"Ana").unwrap_err();
    let said = pgn_error(Tr::new(Lang::Es), &error);
    assert!(!said.contains("unterminated"), "{said}");
    assert_eq!(error.problem, PgnProblem::TagNotClosed, "{said}");
}

#[test]
fn the_headless_commands_refuse_a_name_of_megabytes_with_the_reason_in_the_chosen_language() {
    let dir = common::temp_path("pgn-bounds", "long-name");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("long.pgn");
    std::fs::write(&file, game_with("Black", &"y".repeat(5_000_000))).unwrap();
    let out = common::escaque(&["adjudicate", "--lang", "pt", file.to_str().unwrap()], "");
    assert!(!out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("a etiqueta Black tem 5000000 caracteres; pode ter no máximo 200"), "{stderr}");
}

#[test]
fn the_fullest_signature_the_pad_takes_is_read_back() {
    use escaque::record::pgn::LONG_TAG_LIMIT;
    use escaque::record::signature::{MAX_STROKE_BYTES, Signature, packed_len};
    // The pad stops taking points at MAX_STROKE_BYTES (src/ui/signature_pad.rs): a signature
    // that full, as single points (the most bytes per point), still fits its tag and reads.
    let strokes: Vec<Vec<(u16, u16)>> = (0..MAX_STROKE_BYTES / 6).map(|i| vec![((i % 1000) as u16, 150)]).collect();
    assert_eq!(packed_len(&strokes), MAX_STROKE_BYTES);
    let encoded = Signature { strokes: strokes.clone(), ..Signature::default() }.encode_strokes();
    assert!(encoded.len() <= LONG_TAG_LIMIT, "{}", encoded.len());
    let game = read_game(&game_with("WhiteSignature", &encoded)).unwrap();
    assert_eq!(Signature::decode_strokes(game.tag("WhiteSignature").unwrap()).unwrap(), strokes);
}
