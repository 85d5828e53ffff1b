//! The sealed record of a game the arbiter took part in (issue 12): every act written beside
//! the moves with its Article in the sheet's language, the exact score PGN's `Result` tag
//! cannot hold in the `EscaqueScore` tag, the seal over both, other readers still reading it,
//! and the printed sheet showing it all.

use escaque::clock::{AdjustReason, Adjustment, MINUTE, SECOND, TimeControls};
use escaque::i18n::{Lang, Tr, describe, record};
use escaque::laws::arbiter::{Annulment, Ground};
use escaque::laws::{Article, GameResult};
use escaque::notation::Notation;
use escaque::record::archive::sheet_pdf;
use escaque::record::pdf::Paper;
use escaque::record::seal::{SealKey, Verification, seal};
use escaque::record::sheet::{EventInfo, Scoresheet};
use escaque::table::{Act, ArbiterAct, Event, EventKind, Notice, Setup, Table};
use shakmaty::Color::{Black, White};

use crate::common;

use common::{Play, check};

fn setup() -> Setup {
    Setup {
        white: "Uxía Fernández".to_owned(),
        black: "Jordi Puig".to_owned(),
        controls: Some(TimeControls::same("1500+10".parse().unwrap())),
        wooden_board: true,
        ..Setup::default()
    }
}

/// The moves at the table 5 s apart (`at` moved on), each pressed 100 ms after it
/// ([`Play::play_press_after`]): a hand's move on a wooden board, legal or not.
fn play_5_s_apart(t: &mut Table, at: &mut u64, moves: &[&str]) {
    for m in moves {
        *at += 5 * SECOND;
        t.play_press_after(*at, *m, 100);
    }
}

fn arbiter(t: &mut Table, at: &mut u64, act: Act, remark: &str) -> Vec<Notice> {
    *at += 2 * SECOND;
    let act = ArbiterAct { act, remark: remark.to_owned() };
    t.apply(Event::new(*at, EventKind::Arbiter(act))).unwrap()
}

/// A mis-clicked move taken back (7.1), time given to Black as a penalty on White (12.9.2), an
/// illegal knight move claimed by White (7.5.1), and both players losing (11.8).
fn refereed() -> Table {
    let mut t = Table::new(setup()).unwrap();
    let mut at = 0;
    play_5_s_apart(&mut t, &mut at, &["e2e4", "e7e5", "g1f3"]);
    arbiter(&mut t, &mut at, Act::TakeBack { plies: 1, times: None }, "a mis-click");
    play_5_s_apart(&mut t, &mut at, &["d2d4"]);
    at += SECOND;
    let penalty = EventKind::ClockAdjustment {
        adjustment: Adjustment::AddTime { side: Black, time: 2 * MINUTE },
        reason: AdjustReason::article(Article::MORE_TIME_FOR_OPPONENT),
    };
    t.apply(Event::new(at, penalty)).unwrap();
    // A knight does not move straight ahead: illegal, and completed by the press (7.5.1).
    play_5_s_apart(&mut t, &mut at, &["g8g6"]);
    at += SECOND;
    let claimed = t.apply(Event::new(at, EventKind::ClaimIllegal { by: White })).unwrap();
    assert!(claimed.iter().any(|n| matches!(n, Notice::IllegalMoveDealtWith { .. })), "{claimed:?}");
    play_5_s_apart(&mut t, &mut at, &["g8f6"]); // the knight touched binds (4.3.1, 7.5.1)
    let both = Act::End { ground: Ground::BothRefuse, score: "0-0".parse().unwrap() };
    arbiter(&mut t, &mut at, both, "both kept talking after two warnings");
    assert_eq!(t.game().status().ending().unwrap().result, GameResult::Scored("0-0".parse().unwrap()));
    t
}

fn info() -> EventInfo {
    EventInfo { event: "Club training".to_owned(), site: "Vigo".to_owned(), ..EventInfo::default() }
}

fn sealed(table: &Table, lang: Lang) -> String {
    let mut sheet = record::scoresheet(table, &info(), lang);
    seal(&mut sheet, &SealKey::from_secret([12; 32]));
    sheet.to_pgn()
}

fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What the sheet must say of each of the arbiter's acts, in `lang`: the Fluent text itself.
fn expected_notes(lang: Lang) -> Vec<String> {
    let tr = Tr::new(lang);
    let table = refereed();
    let log = table.arbiter_log();
    assert_eq!(log.len(), 3, "{log:?}");
    let notice = |n: &Notice| describe::notice(tr, n).unwrap();
    let taken_back = log[0].notices.iter().find(|n| matches!(n, Notice::TakenBack { .. })).unwrap();
    let illegal = log[1].notices.iter().find(|n| matches!(n, Notice::IllegalMoveDealtWith { .. })).unwrap();
    let awarded = log[1].notices.iter().find(|n| matches!(n, Notice::TimeAwarded { .. })).unwrap();
    let penalty = Notice::ClockAdjusted {
        adjustment: Adjustment::AddTime { side: Black, time: 2 * MINUTE },
        reason: AdjustReason::article(Article::MORE_TIME_FOR_OPPONENT),
    };
    vec![
        format!("[%arbiter 7.1] {}; \"a mis-click\"", notice(taken_back)),
        format!("[%arbiter 12.9.2] {}", notice(&penalty)),
        format!("[%arbiter 7.5.1] {}; {}", notice(illegal), notice(awarded)),
        format!(
            "[%arbiter 11.8] {}; \"both kept talking after two warnings\"",
            describe::act(tr, log[2].act.as_ref().unwrap())
        ),
    ]
}

#[test]
fn the_sheet_writes_every_arbiter_act_at_its_place_with_its_article() {
    let pgn = sealed(&refereed(), Lang::Gl);
    let text = flat(&pgn);
    for expected in expected_notes(Lang::Gl) {
        assert!(text.contains(&flat(&expected)), "missing {expected:?} in\n{pgn}");
    }
    // In Galician: the Articles cited in Galician's word.
    for cited in ["Artigo 7.1", "Artigo 12.9.2", "Artigo 7.5.1", "Artigo 11.8"] {
        assert!(text.contains(cited), "{cited} missing in\n{pgn}");
    }
    // Each where it happened: the take-back after 1... e5, the penalty and the claim after 2. d4,
    // the end after 2... Nf6. Moves taken back are named, never played; named in the comments
    // with Galician letters (Cf3), as the sentence around them is Galician.
    let at = |needle: &str| text.find(needle).unwrap_or_else(|| panic!("{needle} missing in\n{pgn}"));
    assert!(at("1... e5 {") < at("[%arbiter 7.1]") && at("[%arbiter 7.1]") < at("2. d4 {"), "{pgn}");
    assert!(at("2. d4 {") < at("[%arbiter 12.9.2]") && at("[%arbiter 7.5.1]") < at("2... Nf6 {"), "{pgn}");
    assert!(at("2... Nf6 {") < at("[%arbiter 11.8]"), "{pgn}");
    assert!(at("[%arbiter 7.1]") < at("Cf3") && at("[%arbiter 7.5.1]") < at("Cg8g6"), "{pgn}");
    assert!(!text.contains("2. Nf3") && !text.contains("2... Ng6"), "{pgn}");
    // The exact score: PGN's Result cannot hold 0-0.
    assert!(pgn.contains("[Result \"*\"]\n"), "{pgn}");
    assert!(pgn.contains("[EscaqueScore \"0-0\"]\n"), "{pgn}");
    assert!(pgn.contains("[Termination \"adjudication\"]\n"), "{pgn}");
    assert!(text.contains("0-0 by both-lose (Article 11.8) } *"), "{pgn}");
    assert!(pgn.lines().all(|l| l.chars().count() < 80 || l.starts_with('[')), "{pgn}");
}

#[test]
fn the_notes_follow_the_sheets_language() {
    let english = flat(&sealed(&refereed(), Lang::En));
    for expected in expected_notes(Lang::En) {
        assert!(english.contains(&flat(&expected)), "missing {expected:?} in\n{english}");
    }
    assert!(english.contains("(Article 12.9.2)") && !english.contains("Artigo"), "{english}");
}

#[test]
fn the_sealed_record_reads_back_exactly_and_verifies() {
    for lang in Lang::ALL {
        let table = refereed();
        let mut sheet = record::scoresheet(&table, &info(), lang);
        seal(&mut sheet, &SealKey::from_secret([12; 32]));
        let pgn = sheet.to_pgn();
        let strict = Scoresheet::from_pgn_strict(&pgn).unwrap();
        assert_eq!(strict, sheet, "{lang:?}");
        assert_eq!(strict.to_pgn(), pgn);
        assert!(matches!(check(&pgn), Verification::Intact { .. }), "{lang:?}: {:?}\n{pgn}", check(&pgn));
        assert_eq!(strict.tag("EscaqueScore"), Some("0-0"));
        assert_eq!(strict.exact_result().as_deref(), Some("0-0"));
        assert_eq!(strict.arbiter_notes().len(), 4, "{lang:?}");
    }
}

#[test]
fn tampering_with_the_score_or_an_arbiter_note_is_caught() {
    let pgn = sealed(&refereed(), Lang::Gl);
    let score = pgn.replace("[EscaqueScore \"0-0\"]", "[EscaqueScore \"1/2-0\"]");
    assert_eq!(check(&score), Verification::Altered { parts: vec!["result"] });
    let dropped = pgn.replace("[EscaqueScore \"0-0\"]\n", "");
    assert!(!matches!(check(&dropped), Verification::Intact { .. }), "the score tag removed");
    let article = pgn.replacen("[%arbiter 12.9.2]", "[%arbiter 12.9.1]", 1);
    assert_eq!(check(&article), Verification::Altered { parts: vec!["moves"] });
    let remark = pgn.replacen("mis-click", "mis-clack", 1);
    assert_eq!(check(&remark), Verification::Altered { parts: vec!["moves"] });
    let cited = pgn.replacen("Artigo 11.8", "Artigo 11.7", 1);
    assert!(!matches!(check(&cited), Verification::Intact { .. }));
    // A note dropped, or moved to another move.
    let start = pgn.find("{ [%arbiter 12.9.2]").unwrap();
    let end = start + pgn[start..].find('}').unwrap() + 1;
    let cut = format!("{}{}", &pgn[..start], &pgn[end..]);
    assert!(!matches!(check(&cut), Verification::Intact { .. }));
    let result = pgn.replace("[Result \"*\"]", "[Result \"0-1\"]").replace("} *\n", "} 0-1\n");
    assert!(!matches!(check(&result), Verification::Intact { .. }));
}

/// python-chess and pgn-extract read the record: the moves played (none of those taken back),
/// `*` for the result, the exact score in its tag, the arbiter's comments.
#[test]
fn python_chess_and_pgn_extract_read_the_refereed_record() {
    let path = common::kept_dir("arbiter", "parsers").join("refereed.pgn");
    std::fs::write(&path, sealed(&refereed(), Lang::Gl)).unwrap();
    let script = r#"
import sys, chess.pgn
game = chess.pgn.read_game(open(sys.argv[1], encoding="utf-8"))
assert not game.errors, game.errors
print(" ".join(m.uci() for m in game.mainline_moves()))
print(game.headers["Result"], game.headers["EscaqueScore"])
for node in game.mainline():
    if "[%arbiter" in node.comment:
        print(node.san(), "|", " ".join(node.comment.split()))
"#;
    let out = std::process::Command::new("python3").arg("-c").arg(script).arg(&path).output().expect("python3");
    assert!(out.status.success(), "python-chess: {}", String::from_utf8_lossy(&out.stderr));
    let shown = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = shown.lines().collect();
    assert_eq!(lines[0], "e2e4 e7e5 d2d4 g8f6", "{shown}");
    assert_eq!(lines[1], "* 0-0", "{shown}");
    assert!(lines[2].starts_with("e5 | ") && lines[2].contains("[%arbiter 7.1]"), "{shown}");
    assert!(lines[3].starts_with("d4 | ") && lines[3].contains("Artigo 12.9.2"), "{shown}");
    assert!(lines[3].contains("[%arbiter 7.5.1]") && lines[3].contains("Cg8g6"), "{shown}");
    assert!(lines[4].starts_with("Nf6 | ") && lines[4].contains("Artigo 11.8"), "{shown}");
    let stdout = common::pgn_extract(&["-s", "--quiet"], &path);
    assert!(stdout.contains("[EscaqueScore \"0-0\"]") && stdout.contains("[%arbiter 11.8]"), "{stdout}");
}

fn pdf_text(sheet: &Scoresheet, lang: Lang, name: &str) -> String {
    let pdf = common::kept_dir("arbiter", "pdf").join(format!("{name}-{lang:?}.pdf"));
    let labels = record::pdf_labels(Tr::new(lang));
    std::fs::write(&pdf, sheet_pdf(sheet, &labels, Paper::A4, Notation { lang, figurines: false })).unwrap();
    let out = std::process::Command::new("pdftotext").args(["-layout", pdf.to_str().unwrap(), "-"]).output();
    String::from_utf8(out.expect("pdftotext (poppler-utils) is installed by scripts/setup-debian").stdout).unwrap()
}

/// The printed sheet in Galician shows each of the arbiter's acts, with its Article, and the
/// score 0-0.
#[test]
fn pdftotext_finds_the_arbiters_lines_in_galician() {
    let pgn = sealed(&refereed(), Lang::Gl);
    let sheet = Scoresheet::from_pgn_strict(&pgn).unwrap();
    for paper_lang in [Lang::Gl] {
        let text = pdf_text(&sheet, paper_lang, "refereed");
        let shown = flat(&text);
        assert!(shown.contains(&record::pdf_labels(Tr::new(Lang::Gl)).arbiter), "{text}");
        for expected in expected_notes(Lang::Gl) {
            let words = expected.split_once("] ").unwrap().1;
            assert!(shown.contains(&flat(words)), "{words:?} is not on the sheet:\n{text}");
        }
        for cited in ["Artigo 7.1", "Artigo 12.9.2", "Artigo 7.5.1", "Artigo 11.8"] {
            assert!(shown.contains(cited), "{cited} is not on the sheet:\n{text}");
        }
        // The move each is written after, in Galician notation.
        for after in ["1... e5:", "2. d4:", "2... Cf6:"] {
            assert!(shown.contains(after), "{after} is not on the sheet:\n{text}");
        }
        assert!(shown.contains("0-0"), "{text}");
    }
}

/// Many acts: the lines that do not fit under the moves go on a page of their own.
#[test]
fn arbiter_lines_that_do_not_fit_go_on_another_page() {
    let mut t = Table::new(setup()).unwrap();
    let mut at = 0;
    play_5_s_apart(&mut t, &mut at, &["e2e4", "e7e5"]);
    for k in 0..30 {
        let side = if k % 2 == 0 { White } else { Black };
        arbiter(&mut t, &mut at, Act::Warn { side }, &format!("warning number {k}"));
    }
    let sheet = record::scoresheet(&t, &info(), Lang::Gl);
    let text = pdf_text(&sheet, Lang::Gl, "many");
    let shown = flat(&text);
    for k in 0..30 {
        assert!(shown.contains(&format!("\"warning number {k}\"")), "warning {k} missing:\n{text}");
    }
    assert!(shown.contains("páxina 2/2"), "{text}");
}

/// Scores PGN cannot hold, in the tag, on the sheet and in the result box: ½-0 after a penalty
/// on a drawn game (12.9.5), and an annulled game (7.2.1).
#[test]
fn half_to_nothing_and_annulled() {
    let mut t = Table::new(Setup { wooden_board: false, ..setup() }).unwrap();
    let mut at = 0;
    play_5_s_apart(&mut t, &mut at, &["e2e4", "e7e5"]);
    at += SECOND;
    t.apply(Event::new(at, EventKind::OfferDraw { by: White })).unwrap();
    t.apply(Event::new(at + SECOND, EventKind::AcceptDraw { by: Black })).unwrap();
    at += 2 * SECOND;
    let lower = Act::End { ground: Ground::FewerPointsForOffender(Black), score: "1/2-0".parse().unwrap() };
    arbiter(&mut t, &mut at, lower, "");
    let pgn = sealed(&t, Lang::Gl);
    assert!(pgn.contains("[Result \"*\"]") && pgn.contains("[EscaqueScore \"1/2-0\"]"), "{pgn}");
    assert!(flat(&pgn).contains("[%arbiter 12.9.5]") && pgn.contains("Artigo 12.9.5"), "{pgn}");
    assert!(matches!(check(&pgn), Verification::Intact { .. }), "{pgn}");
    let sheet = Scoresheet::from_pgn_strict(&pgn).unwrap();
    assert_eq!(sheet.exact_result().as_deref(), Some("½-0"));
    assert!(pdf_text(&sheet, Lang::Gl, "half").contains("½-0"));

    let mut t = Table::new(setup()).unwrap();
    let mut at = 0;
    play_5_s_apart(&mut t, &mut at, &["e2e4", "e7e5", "g1f3"]);
    arbiter(&mut t, &mut at, Act::Annul(Annulment::WrongInitialPosition), "the h1 rook was missing");
    let pgn = sealed(&t, Lang::Gl);
    assert!(pgn.contains("[Result \"*\"]") && pgn.contains("[EscaqueScore \"annulled\"]"), "{pgn}");
    assert!(flat(&pgn).contains("[%arbiter 7.2.1]") && flat(&pgn).contains("\"the h1 rook was missing\""), "{pgn}");
    assert!(matches!(check(&pgn), Verification::Intact { .. }), "{pgn}");
    let sheet = Scoresheet::from_pgn_strict(&pgn).unwrap();
    assert_eq!(sheet.exact_result(), None);
    let text = pdf_text(&sheet, Lang::Gl, "annulled");
    assert!(text.contains(&record::pdf_labels(Tr::new(Lang::Gl)).annulled), "{text}");
    // A normal result writes no such tag.
    let mut t = Table::new(setup()).unwrap();
    t.apply(Event::new(SECOND, EventKind::Resign { by: White })).unwrap();
    assert!(!sealed(&t, Lang::Gl).contains("EscaqueScore"));
}

/// A remark may hold anything: what a reader would take for a clock, an offer or the end of
/// the comment is written so that the record still reads back as sealed.
#[test]
fn any_remark_reads_back_as_sealed() {
    let mut t = Table::new(setup()).unwrap();
    let mut at = 0;
    play_5_s_apart(&mut t, &mut at, &["e2e4", "e7e5"]);
    let remark = "} { [%clk 0:00:01] (=) ;x\n%escape\r\n\"quoted\" ".to_owned() + &"long ".repeat(30) + "%end";
    arbiter(&mut t, &mut at, Act::Warn { side: White }, &remark);
    // Before the first move too: all moves taken back, then played again.
    arbiter(&mut t, &mut at, Act::TakeBack { plies: 2, times: None }, "{start again}");
    play_5_s_apart(&mut t, &mut at, &["d2d4"]);
    let pgn = sealed(&t, Lang::Es);
    assert!(matches!(check(&pgn), Verification::Intact { .. }), "{:?}\n{pgn}", check(&pgn));
    let sheet = Scoresheet::from_pgn_strict(&pgn).unwrap();
    assert_eq!(sheet.moves.len(), 1);
    assert!(sheet.moves[0].clock.is_some() && !sheet.moves[0].draw_offer, "{pgn}");
    let notes = sheet.arbiter_notes();
    assert_eq!(notes.len(), 2, "{pgn}");
    assert!(notes.iter().all(|&(i, _)| i == 0));
    assert!(notes[0].1.contains(r#"") ( [ %clk 0:00:01] ( = ) ;x %escape "quoted" long long"#), "{pgn}");
    assert!(notes[0].1.ends_with(" long %end\""), "{pgn}");
    assert!(notes[1].1.starts_with("antes de la primera jugada: "), "{pgn}");
    assert!(notes[1].1.ends_with("e4 e5 (Artículo 7.1); \"(start again)\""), "{pgn}");
    assert!(pgn.lines().all(|l| !l.starts_with('%')), "{pgn}");
}

/// From the command line: `escaque verify` says intact, and `escaque scoresheet --lang gl`
/// prints the arbiter's lines in Galician.
#[test]
fn escaque_verify_and_scoresheet_on_the_refereed_record() {
    let dir = common::kept_dir("arbiter", "cli");
    let pgn = dir.join("refereed.pgn");
    std::fs::write(&pgn, sealed(&refereed(), Lang::Gl)).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("verify").arg(&pgn).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("intact"));
    let pdf = dir.join("refereed.pdf");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
        .args(["scoresheet", pgn.to_str().unwrap(), "--lang", "gl", "-o", pdf.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::process::Command::new("pdftotext").args(["-layout", pdf.to_str().unwrap(), "-"]).output();
    let shown = flat(&String::from_utf8(text.unwrap().stdout).unwrap());
    for expected in expected_notes(Lang::Gl) {
        let words = expected.split_once("] ").unwrap().1;
        assert!(shown.contains(&flat(words)), "{words:?} is not on the sheet:\n{shown}");
    }
    let tampered = dir.join("tampered.pgn");
    std::fs::write(&tampered, std::fs::read_to_string(&pgn).unwrap().replace("\"0-0\"]", "\"0-1/2\"]")).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("verify").arg(&tampered).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("altered"), "{}", String::from_utf8_lossy(&out.stdout));
}

/// Rapid without adequate supervision: White's knight moves straight ahead, Black moves on
/// without claiming, so the illegal move stands (A.5.2); then Black resigns.
fn standing_illegal() -> Table {
    let setup = Setup { controls: Some(TimeControls::same("900+10".parse().unwrap())), ..setup() };
    let mut t = Table::new(setup).unwrap();
    let mut at = 0;
    play_5_s_apart(&mut t, &mut at, &["e2e4", "e7e5", "g1g3", "b8c6", "d2d4"]);
    assert!(t.apply(Event::new(at + 1_000, EventKind::ClaimIllegal { by: Black })).is_err(), "A.5.2: it stands");
    t.apply(Event::new(at + 2_000, EventKind::Resign { by: Black })).unwrap();
    t
}

#[test]
fn a_standing_illegal_move_and_the_moves_after_it_go_in_a_tag_and_the_record_verifies() {
    let pgn = sealed(&standing_illegal(), Lang::Gl);
    // The knight's move written as a hand writes it (Ng3, not Ng1g3: issue 25, item 9).
    assert!(pgn.contains("[EscaqueMovesAfterIllegal \"Ng3 Nc6 d4\"]"), "{pgn}");
    let movetext = pgn.split("\n\n").nth(1).unwrap();
    assert!(!movetext.contains("Ng3") && movetext.contains("e5"), "{movetext}");
    assert!(flat(movetext).contains("(Article 5.1.2) } 1-0"), "the ending note, after the last move: {movetext}");
    assert!(matches!(check(&pgn), Verification::Intact { .. }), "{:?}", check(&pgn));
    let sheet = Scoresheet::from_pgn_strict(&pgn).unwrap();
    assert_eq!(sheet.moves.len(), 5, "the tail is read back as moves");
    assert!(sheet.moves[2].after_illegal && !sheet.moves[1].after_illegal);
    let tampered = pgn.replace("Ng3 Nc6 d4", "Ng3 Nc6 d3");
    assert!(!matches!(check(&tampered), Verification::Intact { .. }));
    // python-chess reads the record without an error: the moves it can replay, and the tag.
    let path = common::kept_dir("arbiter", "standing").join("standing.pgn");
    std::fs::write(&path, &pgn).unwrap();
    assert_eq!(python_chess_moves_and_illegal_tag(&path), "e2e4 e7e5 | Ng3 Nc6 d4");
}

/// Issue 25, item 9: on a wooden board an illegal move is written as the player writes a move by
/// hand, short, so that the record tells the opponent nothing the board does not: the queen's
/// knight taken from b1 to d4 (no knight move) is `Nbd4`, its file written only because the
/// other knight could go to d4 legally, as SAN would write a legal move; the king's knight from
/// g1 to g3 is `Ng3`. On screen (the window writes a ply's SAN in the player's letters), in the
/// PGN and on the printed sheet, in Galician `Cbd4`; python-chess and pgn-extract still read the
/// record, and once the illegal move is claimed the arbiter's note names it in full (`Ng1g3`).
#[test]
fn an_illegal_move_is_written_as_a_hand_writes_it_on_screen_in_the_pgn_and_on_the_pdf() {
    let rapid = || Setup { controls: Some(TimeControls::same("900+10".parse().unwrap())), ..setup() };
    let mut t = Table::new(rapid()).unwrap();
    let mut at = 0;
    play_5_s_apart(&mut t, &mut at, &["e2e4", "e7e5", "g1f3", "b8c6", "b1d4", "g8f6"]);
    let knight = &t.game().plies()[4];
    assert!(knight.irregular.is_some(), "b1-d4 is no knight move");
    assert_eq!(knight.san.to_string(), "Nbd4");
    assert_eq!(knight.san_in_full().to_string(), "Nb1d4");
    // On screen, as the window writes the record.
    assert_eq!(Notation::letters(Lang::Gl).recorded(&knight.san, White, false), "Cbd4");
    assert_eq!(Notation::letters(Lang::En).recorded(&knight.san, White, false), "Nbd4");
    // The PGN: the move text stops before it, the tag holds it short.
    let pgn = sealed(&t, Lang::Gl);
    assert!(pgn.contains("[EscaqueMovesAfterIllegal \"Nbd4 Nf6\"]"), "{pgn}");
    assert!(!pgn.contains("b1d4") && !pgn.contains("Nb1"), "{pgn}");
    let sheet = Scoresheet::from_pgn_strict(&pgn).unwrap();
    assert!(matches!(check(&pgn), Verification::Intact { .. }), "{:?}", check(&pgn));
    assert_eq!(sheet.moves[4].san.to_string(), "Nbd4");
    // The printed sheet, in the player's letters.
    let text = pdf_text(&sheet, Lang::Gl, "by-hand");
    assert!(text.contains("Cbd4") && text.contains("Cf6"), "{text}");
    assert!(!text.contains("Nbd4") && !text.contains("b1d4"), "{text}");
    // Other readers read the record.
    let path = common::kept_dir("arbiter", "by-hand").join("by-hand.pgn");
    std::fs::write(&path, &pgn).unwrap();
    assert_eq!(python_chess_moves_and_illegal_tag(&path), "e2e4 e7e5 g1f3 b8c6 | Nbd4 Nf6");
    let stdout = common::pgn_extract(&["-s", "--quiet"], &path);
    assert!(stdout.contains("[EscaqueMovesAfterIllegal \"Nbd4 Nf6\"]"), "{stdout}");

    // Alone of its kind on the way to g3, the king's knight is Ng3; claimed at once, the
    // arbiter's note names the move in full.
    let mut t = Table::new(rapid()).unwrap();
    let mut at = 0;
    play_5_s_apart(&mut t, &mut at, &["e2e4", "e7e5", "g1g3"]);
    assert_eq!(t.game().plies()[2].san.to_string(), "Ng3");
    at += SECOND;
    let claimed = t.apply(Event::new(at, EventKind::ClaimIllegal { by: Black })).unwrap();
    let named = claimed.iter().find_map(|n| match n {
        Notice::IllegalMoveDealtWith { san, .. } => *san,
        _ => None,
    });
    assert_eq!(named.map(|s| s.to_string()).as_deref(), Some("Ng1g3"));
}

/// What python-chess reads of the record at `path`, with no error: the moves it replays (UCI)
/// and the tag of the moves after an illegal one, as "e2e4 e7e5 | Ng3 Nc6".
fn python_chess_moves_and_illegal_tag(path: &std::path::Path) -> String {
    let script = r#"
import sys, chess.pgn
game = chess.pgn.read_game(open(sys.argv[1], encoding="utf-8"))
assert not game.errors, game.errors
print(" ".join(m.uci() for m in game.mainline_moves()), "|", game.headers["EscaqueMovesAfterIllegal"])
"#;
    let out = std::process::Command::new("python3").arg("-c").arg(script).arg(path).output().expect("python3");
    assert!(out.status.success(), "python-chess: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().trim().to_owned()
}
