//! Articles cited per edition (issue 13, item 8): under the 2014 and 2008 Laws the rulings, the
//! window and the scoresheet cite the numbers of that edition, in each language's word.

use crate::common;

use common::*;
use escaque::clock::{SECOND, TimeControls};
use escaque::i18n::{Lang, Tr, describe};
use escaque::laws::{Article, Claim, Edition};
use escaque::record::sheet::EventInfo;
use escaque::table::{Event, EventKind, Notice, Refusal, Setup, Table};
use shakmaty::Color::{self, Black, White};

const KNIGHTS_OUT_AND_BACK: &str = "g1f3 g8f6 f3g1 f6g8";

/// Each row was read in the seeds: the 2014 number in `laws-2014-pt.txt`, the 2008 one in
/// `laws-2008-es.txt` (lettering checked in `laws-2008-gl.txt`), with the same meaning as the
/// 2023 Article (`laws-2023-ca.txt`). Only numbers are written here, never the text.
const SEEN_IN_THE_SEEDS: &[(Article, &str, &str)] = &[
    // 2014 3.7 e / 2008 3.7 e: the pawn reaching the last rank is exchanged.
    (Article::PROMOTION, "3.7.e", "3.7.e"),
    // 2014 3.8 b (2) / 2008 3.8 ii (2): castling prevented for the moment.
    (Article::CASTLING_PREVENTED, "3.8.b.2", "3.8.ii.2"),
    // 2014 3.10 b: the illegal move; 2008 has it in the last paragraph of 4.6.
    (Article::LEGAL_MOVE, "3.10.b", "4.6"),
    // 2014 4.3 first dash / 2008 4.3 a: a touched own piece.
    (Article::TOUCH_OWN_PIECE, "4.3.a", "4.3.a"),
    // 2014 4.7 / 2008 4.6: a piece released on a square.
    (Article::RELEASED_PIECE, "4.7", "4.6"),
    // 5.1 a in both: checkmate.
    (Article::CHECKMATE, "5.1.a", "5.1.a"),
    // 2014 5.2 c / 2008 5.2 c: agreement.
    (Article::AGREEMENT, "5.2.c", "5.2.c"),
    // 2014 6.2 a / 2008 6.7 a: pressing the clock completes the move.
    (Article::CLOCK_PRESS, "6.2.a", "6.7.a"),
    // 2014 6.2 a (2); 2008's 6.7 a has no such case.
    (Article::NEXT_MOVE_COMPLETES, "6.2.a.2", "6.2.1.2"),
    // 6.9 in both: the flag fall.
    (Article::FLAG_FALL, "6.9", "6.9"),
    // 2014 6.12 / 2008 6.12: the clocks stopped for the arbiter, who restarts them (2023 6.11).
    (Article::PAUSE_FOR_ARBITER, "6.12", "6.12"),
    (Article::CLOCKS_STOPPED, "6.12.c", "6.12.c"),
    // 2014 7.1 / 2008 6.13: after an irregularity, the clocks.
    (Article::IRREGULARITY, "7.1", "6.13"),
    // 2014 7.2 a / 2008 7.1 a: the wrong initial position.
    (Article::WRONG_INITIAL_POSITION, "7.2.a", "7.1.a"),
    // 2014 7.3 / 2008 7.2: colours reversed.
    (Article::COLOURS_REVERSED, "7.3", "7.2"),
    // 2014 7.5 a / 2008 7.4 a: an illegal move found.
    (Article::ILLEGAL_MOVE, "7.5.a", "7.4.a"),
    // 2014 7.5 b / 2008 7.4 b: its penalty.
    (Article::ILLEGAL_MOVE_PENALTY, "7.5.b", "7.4.b"),
    // 2014 7.5 has no press without a move; nor has 2008.
    (Article::PRESS_WITHOUT_MOVE, "7.5.3", "7.5.3"),
    // 9.1 b (3) in both: a claim is a draw offer.
    (Article::CLAIM_IS_OFFER, "9.1.b.3", "9.1.b.3"),
    // 9.2 in all three: threefold repetition.
    (Article::THREEFOLD, "9.2", "9.2"),
    // 2014 9.5 b / 2008 9.5 b (es bullets, gl letters): the wrong claim.
    (Article::WRONG_CLAIM, "9.5.b", "9.5.b"),
    // 2014 9.6 a; 2008 has no fivefold rule (its 9.6 is the dead position).
    (Article::FIVEFOLD, "9.6.a", "9.6.1"),
    // 2014 11.3 b / 2008 12.3 b: a phone in the venue.
    (Article::DEVICE, "11.3.b", "12.3.b"),
    // 2014 11.5 / 2008 12.6: distracting the opponent.
    (Article::DISTRACTING, "11.5", "12.6"),
    // 2014 11.8 / 2008 12.9: both refuse.
    (Article::BOTH_REFUSE, "11.8", "12.9"),
    // 2014 12.9 / 2008 13.4: the penalties; the game lost is f in 2014, d in 2008.
    (Article::PENALTIES, "12.9", "13.4"),
    (Article::GAME_DECLARED_LOST, "12.9.f", "13.4.d"),
    (Article::MORE_POINTS_FOR_OPPONENT, "12.9.d", "13.4.f"),
    // 2014 12.5 / 2008 13.5: time for a disturbance.
    (Article::DISTURBANCE, "12.5", "13.5"),
    // 2014 A.4 d / 2008 A4 c: both kings in check in unsupervised rapid.
    (Article::ILLEGAL_POSITION_PERSISTS, "A.4.d", "A4c"),
    // 2014 Appendix G / 2008 Article 10 and Appendix D: the quickplay finish.
    (Article::QUICKPLAY_DEFINITION, "G.1", "10.1"),
    (Article::QUICKPLAY_INCREMENT, "G.4", "III.4"),
    (Article::QUICKPLAY_CLAIM, "G.5", "10.2"),
    (Article::QUICKPLAY_CLAIM_REJECTED, "G.5.c", "10.2.c"),
    (Article::QUICKPLAY_CLAIM_REFERRED, "G.6", "D1"),
    // 2023 A.3 (a minute in rapid): 2014's A.3 and 2008's A3 mean something else.
    (Article::RAPID_PENALTY, "A.3", "A.3"),
];

#[test]
fn every_edition_numbers_the_articles_as_its_own_text() {
    for &(article, in_2014, in_2008) in SEEN_IN_THE_SEEDS {
        assert_eq!(article.numbered(Edition::Fide2023), article);
        assert_eq!(article.numbered(Edition::Fide2014).0, in_2014, "{article} in 2014");
        assert_eq!(article.numbered(Edition::Fide2008).0, in_2008, "{article} in 2008");
    }
}

#[test]
fn articles_already_of_their_edition_keep_their_number() {
    for edition in Edition::ALL {
        for article in
            [Article::ILLEGAL_MOVE_LOSES_2014, Article::ILLEGAL_MOVE_LOSES_2008, Article::QUICKPLAY_CLAIM_2008]
        {
            assert_eq!(article.numbered(edition), article);
        }
    }
}

#[test]
fn only_2014_and_2008_renumber_and_each_2014_number_names_one_2023_article() {
    assert_eq!(Article::renumbered(Edition::Fide2023).count(), 0);
    // How many of the cited Articles move, per edition.
    let moved_2014 = Article::renumbered(Edition::Fide2014).count();
    let moved_2008 = Article::renumbered(Edition::Fide2008).count();
    assert!(moved_2014 > 50 && moved_2008 > 50, "{moved_2014} {moved_2008}");
    // Every 2014 number names one 2023 Article (2008 does not: its A4c holds both 2023's
    // A.5.2 and A.5.4).
    let mut seen = std::collections::HashMap::new();
    for (a, b) in Article::renumbered(Edition::Fide2014) {
        if let Some(other) = seen.insert(b, a) {
            panic!("2014 {b} stands for both {other} and {a}");
        }
    }
}

fn wrong_claim(edition: Edition) -> Vec<Notice> {
    let mut d = with_rules(Rules { edition, ..Rules::default() }, None);
    d.play(KNIGHTS_OUT_AND_BACK);
    d.apply(EventKind::Claim { by: White, claim: Claim::Threefold, intended: None }).unwrap()
}

fn awarded(notices: &[Notice]) -> &Notice {
    notices.iter().find(|n| matches!(n, Notice::TimeAwarded { .. })).expect("time for the opponent")
}

#[test]
fn art_9_5_3_a_wrong_claim_cites_9_5_b_under_2008_and_9_5_3_under_2023() {
    let said = |edition, lang| {
        let notices = wrong_claim(edition);
        describe::notice(Tr::new(lang).with_edition(edition), awarded(&notices)).unwrap()
    };
    let en = said(Edition::Fide2008, Lang::En);
    assert!(en.contains("Article 9.5.b") && !en.contains("9.5.3"), "{en}");
    let gl = said(Edition::Fide2008, Lang::Gl);
    assert!(gl.contains("Artigo 9.5.b"), "{gl}");
    let es = said(Edition::Fide2014, Lang::Es);
    assert!(es.contains("Artículo 9.5.b"), "{es}");
    let en = said(Edition::Fide2023, Lang::En);
    assert!(en.contains("Article 9.5.3"), "{en}");
    // The core still names the Article by its 2023 number: only the citation changes.
    assert!(
        matches!(awarded(&wrong_claim(Edition::Fide2008)), Notice::TimeAwarded { article, .. } if *article == Article::WRONG_CLAIM)
    );
}

#[test]
fn a_translator_cites_2023_unless_given_the_games_edition() {
    assert_eq!(Tr::new(Lang::Pt).edition(), Edition::Fide2023);
    assert_eq!(Tr::new(Lang::Pt).article(Article::ILLEGAL_MOVE_PENALTY), "Artigo 7.5.5");
    let tr = Tr::new(Lang::Pt).with_edition(Edition::Fide2014);
    assert_eq!((tr.lang(), tr.edition()), (Lang::Pt, Edition::Fide2014));
    assert_eq!(tr.article(Article::ILLEGAL_MOVE_PENALTY), "Artigo 7.5.b");
    assert_eq!(Tr::new(Lang::Ca).with_edition(Edition::Fide2008).article(Article::DISTRACTING), "Article 12.6");
}

/// A rapid game, 15 minutes, quickplay finish announced, an arbiter present; after Black's
/// reply White has 1 min 30 s left.
fn quickplay(edition: Edition) -> Table {
    let mut t = Table::new(Setup {
        controls: Some(TimeControls::same("900".parse().unwrap())),
        quickplay_finish: true,
        arbiter_present: true,
        edition,
        ..Setup::default()
    })
    .unwrap();
    for (at, m) in [(810 * SECOND, "e2e4"), (820 * SECOND, "e7e5")] {
        t.play_pressed(at, m);
    }
    t
}

#[test]
fn guidelines_iii_are_appendix_g_in_2014_and_article_10_in_2008() {
    let refused = |edition: Edition, lang| {
        let mut t = quickplay(edition);
        // Black is not on move: refused under III.5 (2014 G.5, 2008 10.2).
        let by: Color = Black;
        let r: Refusal = t.apply(Event::new(830 * SECOND, EventKind::RequestIncrement { by })).unwrap_err();
        describe::refusal(Tr::new(lang).with_edition(t.setup().edition), &r)
    };
    let en = refused(Edition::Fide2014, Lang::En);
    assert!(en.contains("Appendix G."), "{en}");
    assert!(!en.contains("III."), "{en}");
    let pt = refused(Edition::Fide2014, Lang::Pt);
    assert!(pt.contains("Apêndice G."), "{pt}");
    let en = refused(Edition::Fide2023, Lang::En);
    assert!(en.contains("Guidelines III."), "{en}");
}

#[test]
fn a_2014_scoresheet_cites_2014_numbers() {
    let sheet = |edition| {
        let mut d = with_rules(Rules { edition, ..Rules::default() }, None);
        d.play(KNIGHTS_OUT_AND_BACK);
        d.apply(EventKind::Claim { by: White, claim: Claim::Threefold, intended: None }).unwrap();
        // The PGN wraps its lines: compare word by word.
        escaque::i18n::record::scoresheet(&d.table, &EventInfo::default(), Lang::En)
            .to_pgn()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let pgn = sheet(Edition::Fide2014);
    assert!(pgn.contains("not correct (9.5.b)"), "{pgn}");
    assert!(!pgn.contains("9.5.3"), "{pgn}");
    let pgn = sheet(Edition::Fide2023);
    assert!(pgn.contains("not correct (9.5.3)"), "{pgn}");
}

#[test]
fn adjudicate_cites_the_numbers_of_the_edition_it_judges_under() {
    let notes = |edition: &str, lang: &str| {
        let pgn = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/pgn/wooden-two-illegal.pgn");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
            .args(["--lang", lang, "adjudicate", pgn, "--wooden-board", "--claim-illegal", "--edition", edition])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stderr).unwrap()
    };
    let en = notes("2008", "en");
    assert!(en.contains("Article 7.4.b") && !en.contains("7.5.5"), "{en}");
    let gl = notes("2008", "gl");
    assert!(gl.contains("Artigo 7.4.a"), "{gl}");
    let pt = notes("2014", "pt");
    assert!(pt.contains("Artigo 7.5.b") && !pt.contains("7.5.5"), "{pt}");
    let en = notes("2023", "en");
    assert!(en.contains("Article 7.5.5"), "{en}");
}
