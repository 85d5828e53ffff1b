//! One arbiter's record (issue 24): the window's record, the on-screen scoresheet, the PGN of
//! the sealed sheet and the printed sheet list the same notes, in the same order, in every
//! language: every act of the arbiter's that leaves the game going (a warning, a take-back, the
//! touched pieces released, an illegal move found, both hands), time given and taken by the
//! arbiter, a draw offer at an improper time, a quickplay-finish ruling, a wrong claim and a
//! correct one, and a score the arbiter changes afterwards. The ending is the PGN's ending line,
//! and on screen and on paper the reason given under the sheet's head or in its result box.

use crate::gui;

use escaque::clock::{AdjustReason, Adjustment, MINUTE, SECOND, TimeControls};
use escaque::i18n::{Lang, Tr, notes as words, record};
use escaque::laws::arbiter::Ground;
use escaque::laws::{Article, Claim, Millis, Ruling};
use escaque::notation::Notation;
use escaque::record::archive::sheet_pdf;
use escaque::record::notes::{Note, NoteKind, notes};
use escaque::record::pdf::Paper;
use escaque::record::seal::{SealKey, Verification, seal, verify};
use escaque::record::sheet::{EventInfo, Scoresheet, ending_line};
use escaque::table::{Act, ArbiterAct, Event, EventKind, Setup, Table};
use shakmaty::Color::{Black, White};
use shakmaty::Square;

/// A rapid game (15 minutes, no increment) on a wooden board, supervised, with the arbiter
/// present and the quickplay finish announced.
fn setup() -> Setup {
    Setup {
        white: "Uxía Fernández".to_owned(),
        black: "Jordi Puig".to_owned(),
        controls: Some(TimeControls::same("900".parse().unwrap())),
        quickplay_finish: true,
        arbiter_present: true,
        wooden_board: true,
        supervised: true,
        ..Setup::default()
    }
}

/// The game as it is played: the table and every event it took, for a journal.
struct Played {
    table: Table,
    at: Millis,
    events: Vec<Event>,
}

impl Played {
    fn apply(&mut self, after: Millis, kind: EventKind) {
        self.at += after;
        let event = Event::new(self.at, kind);
        if let Err(refusal) = self.table.apply(event.clone()) {
            panic!("{event:?} refused: {refusal:?}");
        }
        self.events.push(event);
    }

    /// A hand's move (legal or not) and its player's press, `think` after the last event.
    fn play(&mut self, think: Millis, m: &str) {
        let by = self.table.game().turn();
        self.apply(think, EventKind::Move { uci: m.parse().unwrap() });
        self.apply(100, EventKind::PressClock { by });
    }

    fn arbiter(&mut self, act: Act, remark: &str) {
        self.apply(2 * SECOND, EventKind::Arbiter(ArbiterAct { act, remark: remark.to_owned() }));
    }

    fn clock(&mut self, adjustment: Adjustment, article: Article) {
        self.apply(SECOND, EventKind::ClockAdjustment { adjustment, reason: AdjustReason::article(article) });
    }
}

/// Every kind of note, in a game that ends drawn by a correct claim and whose score the
/// arbiter then lowers for the offender (12.9.5).
fn refereed() -> Played {
    let mut g = Played { table: Table::new(setup()).unwrap(), at: 0, events: Vec::new() };
    g.play(5 * SECOND, "e2e4");
    g.play(5 * SECOND, "e7e5");
    // White offers a draw before moving: valid (9.1.2.1), at an improper time (11.5).
    g.apply(SECOND, EventKind::OfferDraw { by: White });
    g.play(5 * SECOND, "d2d3");
    g.apply(SECOND, EventKind::DeclineDraw { by: Black });
    g.arbiter(Act::Warn { side: Black }, "talks to a spectator");
    // Black touches a pawn by accident (4.2.2).
    g.apply(SECOND, EventKind::Touch { square: Square::D7 });
    g.arbiter(Act::ReleaseTouch, "brushed it with a sleeve");
    g.play(5 * SECOND, "g8f6");
    // A mis-click taken back (7.1).
    g.play(5 * SECOND, "f1e2");
    g.arbiter(Act::TakeBack { plies: 1, times: None }, "a mis-click");
    g.play(2 * SECOND, "c1e3");
    // A bishop moved straight ahead, found by the arbiter (7.5.1); the bishop then binds.
    g.play(5 * SECOND, "f8f5");
    g.arbiter(Act::FindIllegalMove, "");
    g.play(5 * SECOND, "f8e7");
    // A move completed with both hands (7.5.4).
    g.play(5 * SECOND, "b1c3");
    g.arbiter(Act::TwoHands { side: White }, "");
    g.play(5 * SECOND, "b1c3");
    // Time given and taken by the arbiter (12.9.2, 12.9.3).
    g.clock(Adjustment::AddTime { side: Black, time: 2 * MINUTE }, Article::MORE_TIME_FOR_OPPONENT);
    g.clock(Adjustment::RemoveTime { side: White, time: MINUTE }, Article::LESS_TIME_FOR_OFFENDER);
    // A wrong claim: 1 minute to the opponent in rapid (9.5.3, A.3).
    let on_move = g.table.game().turn();
    g.apply(SECOND, EventKind::Claim { by: on_move, claim: Claim::FiftyMoves, intended: None });
    g.play(5 * SECOND, "b8c6");
    // White thinks until 1 min 30 s are left and asks for the increment (III.4): Black
    // declines the draw it offers, the arbiter grants it.
    // The claim stands as a draw offer (9.1.2.3): White declines it first.
    g.apply(SECOND, EventKind::DeclineDraw { by: White });
    let left = g.table.clock().unwrap().remaining(White, g.at);
    g.apply(left - 90 * SECOND, EventKind::RequestIncrement { by: White });
    g.apply(SECOND, EventKind::DeclineDraw { by: Black });
    g.apply(SECOND, EventKind::ArbiterRuling(Ruling::GrantIncrement));
    // The knights out and back twice: the position for the third time, claimed (9.2.1).
    for m in ["g1f3", "c6b8", "f3g1", "b8c6", "g1f3", "c6b8", "f3g1", "b8c6"] {
        g.play(2 * SECOND, m);
    }
    g.apply(SECOND, EventKind::Claim { by: White, claim: Claim::Threefold, intended: None });
    // Then the arbiter lowers Black's score for Black's conduct (12.9.5).
    let lower = Act::End { ground: Ground::FewerPointsForOffender(Black), score: "1/2-0".parse().unwrap() };
    g.arbiter(lower, "a phone rang in Black's bag");
    g
}

fn info() -> EventInfo {
    EventInfo { event: "Club training".to_owned(), site: "Vigo".to_owned(), ..EventInfo::default() }
}

fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The translator the record speaks with: the language, the game's edition.
fn tr(table: &Table, lang: Lang) -> Tr {
    Tr::new(lang).with_edition(table.setup().edition)
}

/// Every note's kind, by name, in the order of the list.
fn kinds(list: &[Note]) -> Vec<&'static str> {
    list.iter()
        .map(|n| match &n.kind {
            NoteKind::Arbiter { act: Some(Act::Warn { .. }), .. } => "warn",
            NoteKind::Arbiter { act: Some(Act::ReleaseTouch), .. } => "release",
            NoteKind::Arbiter { act: Some(Act::TakeBack { .. }), .. } => "take back",
            NoteKind::Arbiter { act: Some(Act::FindIllegalMove), .. } => "illegal found",
            NoteKind::Arbiter { act: Some(Act::TwoHands { .. }), .. } => "two hands",
            NoteKind::Arbiter { act: Some(Act::End { .. }), .. } => "end",
            NoteKind::Arbiter { .. } => "other act",
            NoteKind::Clock { .. } => "clock",
            NoteKind::ImproperOffer { .. } => "improper offer",
            NoteKind::Claim { correct: true, .. } => "correct claim",
            NoteKind::Claim { correct: false, .. } => "wrong claim",
            NoteKind::Ending(_) => "ending",
            NoteKind::Undecided { .. } => "undecided",
            NoteKind::PlayedAfterEnd => "after the end",
        })
        .collect()
}

#[test]
fn the_record_holds_every_kind_of_note_once_in_the_order_it_reads() {
    let g = refereed();
    let list = notes(&g.table);
    assert_eq!(
        kinds(&list),
        [
            "improper offer",
            "warn",
            "release",
            "take back",
            "illegal found",
            "two hands",
            "clock", // 12.9.2
            "clock", // 12.9.3
            "clock", // A.3, for the wrong claim
            "wrong claim",
            "clock", // III.4: the increment, each side
            "clock",
            "clock", // III.4: two minutes to the opponent
            "correct claim",
            "end",
            "ending",
        ]
    );
    // Each beside its move, the moves in order.
    assert!(list.windows(2).all(|w| w[0].ply <= w[1].ply), "{list:?}");
    let cited: Vec<String> = list.iter().map(|n| n.article.map_or("-".to_owned(), |a| a.to_string())).collect();
    assert_eq!(
        cited,
        [
            "11.5", "12.9.1", "4.2.2", "7.1", "7.5.1", "7.5.4", "12.9.2", "12.9.3", "A.3", "9.3", "III.4", "III.4",
            "III.4", "9.2", "12.9.5", "12.9.5"
        ]
    );
}

/// The PGN of the sealed sheet, in `lang`: each note a comment of its own beside its move, in
/// the list's order, the arbiter's and the clock's marked with their Article; the ending as its
/// line. The seal holds; python-chess and pgn-extract read it.
fn sealed(table: &Table, lang: Lang) -> String {
    let mut sheet = record::scoresheet(table, &info(), lang);
    seal(&mut sheet, &SealKey::from_secret([24; 32]));
    sheet.to_pgn()
}

/// What the PGN must hold, note by note: the move it is beside and the comment.
fn expected_comments(table: &Table, lang: Lang) -> Vec<(usize, String)> {
    let edition = table.setup().edition;
    notes(table)
        .iter()
        .map(|n| {
            let text = match &n.kind {
                NoteKind::Ending(ending) => ending_line(ending, edition),
                _ => words::note(tr(table, lang), n),
            };
            let text = match (n.is_arbiters(), n.article) {
                (true, Some(a)) => format!("[%arbiter {}] {text}", a.numbered(edition)),
                (true, None) => format!("[%arbiter] {text}"),
                (false, _) => text,
            };
            (n.ply.expect("every note has a move beside it"), flat(&text))
        })
        .collect()
}

#[test]
fn the_pgn_writes_the_same_notes_in_the_same_order_in_every_language() {
    let g = refereed();
    for lang in Lang::ALL {
        let pgn = sealed(&g.table, lang);
        let sheet = Scoresheet::from_pgn_strict(&pgn).unwrap_or_else(|e| panic!("{lang:?}: {e}\n{pgn}"));
        assert!(matches!(verify(&sheet), Verification::Intact { .. }), "{lang:?}: {:?}", verify(&sheet));
        let written: Vec<(usize, String)> =
            sheet.moves.iter().enumerate().flat_map(|(i, m)| m.notes.iter().map(move |n| (i, flat(n)))).collect();
        assert_eq!(written, expected_comments(&g.table, lang), "{lang:?}\n{pgn}");
        assert_eq!(sheet.exact_result().as_deref(), Some("½-0"), "{lang:?}");
    }
    // The words are the language's: no English left in the Galician record's notes.
    let gl = flat(&sealed(&g.table, Lang::Gl));
    for english in ["claims", "warning to", "Taken back", "draw offer", "not correct"] {
        assert!(!gl.contains(english), "{english:?} in\n{gl}");
    }
    assert!(gl.contains("As brancas reclaman táboas por tripla repetición (9.2): correcta, táboas (9.5.2)"), "{gl}");
}

#[test]
fn python_chess_and_pgn_extract_read_the_record() {
    let g = refereed();
    let dir = gui::data_dir("arbiter-record", "parsers");
    for lang in [Lang::Gl, Lang::Ca] {
        let path = dir.join(format!("{lang:?}.pgn"));
        std::fs::write(&path, sealed(&g.table, lang)).unwrap();
        let script = r#"
import sys, chess.pgn
game = chess.pgn.read_game(open(sys.argv[1], encoding="utf-8"))
assert not game.errors, game.errors
print(len(list(game.mainline_moves())), game.headers["Result"], game.headers["EscaqueScore"])
print(sum(node.comment.count("[%arbiter") for node in game.mainline()))
"#;
        let out = std::process::Command::new("python3").arg("-c").arg(script).arg(&path).output().expect("python3");
        assert!(out.status.success(), "python-chess: {}", String::from_utf8_lossy(&out.stderr));
        let shown = String::from_utf8(out.stdout).unwrap();
        let marked = notes(&g.table).iter().filter(|n| n.is_arbiters()).count();
        let plies = g.table.game().plies().len();
        assert_eq!(shown, format!("{plies} * 1/2-0\n{marked}\n"), "{lang:?}");
        let out = std::process::Command::new("/usr/games/pgn-extract")
            .args(["-s", "--quiet"])
            .arg(&path)
            .output()
            .expect("pgn-extract (Debian package pgn-extract)");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && stderr.trim().is_empty(), "pgn-extract complained: {stderr}");
        assert!(String::from_utf8_lossy(&out.stdout).contains("[%arbiter 12.9.5]"));
    }
}

/// The printed sheet, as pdftotext reads it in the order it was drawn.
fn pdf_text(sheet: &Scoresheet, lang: Lang) -> String {
    let dir = gui::data_dir("arbiter-record", "pdf");
    let pdf = dir.join(format!("{lang:?}.pdf"));
    let labels = record::pdf_labels(Tr::new(lang));
    std::fs::write(&pdf, sheet_pdf(sheet, &labels, Paper::A4, Notation::letters(lang))).unwrap();
    let out = std::process::Command::new("pdftotext").args(["-raw", pdf.to_str().unwrap(), "-"]).output();
    String::from_utf8(out.expect("pdftotext (poppler-utils) is installed by scripts/setup-debian").stdout).unwrap()
}

/// `needles` in `text` one after the other; the first one missing or out of order, if any.
fn out_of_order<'a>(text: &str, needles: &'a [String]) -> Option<&'a str> {
    let mut from = 0;
    for needle in needles {
        match text[from..].find(needle.as_str()) {
            Some(k) => from += k + needle.len(),
            None => return Some(needle),
        }
    }
    None
}

#[test]
fn the_printed_sheet_prints_the_same_notes_in_the_same_order_in_every_language() {
    let g = refereed();
    for lang in Lang::ALL {
        let tr = tr(&g.table, lang);
        let sheet = Scoresheet::from_pgn_strict(&sealed(&g.table, lang)).unwrap();
        let text = flat(&pdf_text(&sheet, lang));
        let list = notes(&g.table);
        let printed: Vec<String> =
            list.iter().filter(|n| !matches!(n.kind, NoteKind::Ending(_))).map(|n| flat(&words::note(tr, n))).collect();
        assert_eq!(printed.len(), list.len() - 1);
        assert_eq!(out_of_order(&text, &printed), None, "{lang:?}:\n{text}");
        // The ending in the result box, in words, with its Article.
        let ending = list.iter().find_map(|n| words::reason(tr, n)).unwrap();
        let (why, article) = (flat(&ending.0), ending.1.unwrap());
        assert!(text.contains(&why) && text.contains(&article), "{lang:?}: {why} ({article}) in\n{text}");
    }
}

/// The real window on the game, resumed from its journal in `lang`: the arbiter's record on the
/// scoresheet panel and the reason under the scoresheet, as the player reads them.
fn window_on(g: &Played, lang: Lang) -> gui::Gui {
    use escaque::platform::settings::Settings;
    let app = gui::App::fresh("arbiter-record", &format!("window-{}", lang.code())).settings(Settings {
        setup: setup(),
        language: Some(lang),
        ..Settings::default()
    });
    {
        let mut journal =
            escaque::table::journal::Journal::create(&app.dir().join("current.journal"), &setup()).unwrap();
        for event in &g.events {
            journal.append(event).unwrap();
        }
    }
    let mut window = app.open();
    // The game is over: the window offers to sign its scoresheet, and shows the game.
    window.click(&Tr::new(lang).t("resume-sign"));
    assert!(window.harness.state().game().is_some(), "{lang:?}: the game is on screen");
    window
}

#[test]
fn the_window_shows_the_same_notes_in_the_same_order_in_every_language() {
    use egui_kittest::kittest::Queryable;
    let g = refereed();
    let list = notes(&g.table);
    for lang in Lang::ALL {
        let window = window_on(&g, lang);
        let tr = tr(&g.table, lang);
        let shown = |label: &str| window.harness.query_all_by_label(label).next().map(|n| n.rect().top());
        let mut last = f32::MIN;
        // The ending is said under the scoresheet's head, as in the printed sheet's result box.
        for note in list.iter().filter(|n| !matches!(n.kind, NoteKind::Ending(_))) {
            // The moves in the reader's letters, as on the scoresheet beside it.
            let text = words::parts(tr, note, Notation::letters(lang));
            let what = format!("{}  {}", escaque::clock::Hms(note.at).shown(), text.what);
            let top = shown(&what).unwrap_or_else(|| panic!("{lang:?}: {what:?} is not in the window's record"));
            assert!(top > last, "{lang:?}: {what:?} is out of order");
            last = top;
            for line in &text.follows {
                let follow = format!("    {line}");
                let at = shown(&follow).unwrap_or_else(|| panic!("{lang:?}: {follow:?} is not in the record"));
                assert!(at > last, "{lang:?}: {follow:?} is not under its note");
                last = at;
            }
            if !text.remark.is_empty() {
                let remark =
                    tr.t_args("arbiter-log-remark", &escaque::i18n::args([("remark", text.remark.as_str().into())]));
                assert!(shown(&remark).is_some(), "{lang:?}: {remark:?}");
            }
        }
        // The reason under the scoresheet's head: the ending's note, its Article apart, and
        // not again in the record.
        let (why, article) = list.iter().find_map(|n| words::reason(tr, n)).unwrap();
        assert!(shown(&why).is_some(), "{lang:?}: {why:?}");
        assert!(shown(&format!("({})", article.unwrap())).is_some(), "{lang:?}");
        let ending = list.iter().find(|n| matches!(n.kind, NoteKind::Ending(_))).unwrap();
        let said = format!("{}  {}", escaque::clock::Hms(ending.at).shown(), words::note(tr, ending));
        assert!(shown(&said).is_none(), "{lang:?}: {said:?} twice");
    }
}
