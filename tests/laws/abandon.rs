//! A game the players stop, both confirming (issue 14): no Article provides for it, so it ends
//! with no result, recorded as abandoned, never as a loss, a draw or the arbiter's annulment.

use crate::common;

use common::*;
use escaque::laws::{Article, Claim, GameResult, Reason, Status};
use escaque::record::sheet::table_pgn;
use escaque::table::{Event, EventKind, Refusal, journal};
use shakmaty::Color;

#[test]
fn an_abandoned_game_ends_with_no_result_and_nothing_more_is_played() {
    let mut d = with_rules(Rules { control: Some("5400+30"), ..Rules::default() }, None);
    d.play("e2e4 e7e5");
    d.apply(EventKind::Abandon).unwrap();
    let ending = d.game().status().ending().expect("the game is over");
    assert_eq!((ending.result, ending.reason), (GameResult::Annulled, Reason::Abandoned));
    assert_eq!(ending.article, Article::OUTSIDE_THE_LAWS);
    assert_eq!(ending.result.score(), None, "nobody scores");
    assert!(d.table.clock().unwrap().running().is_none(), "the clocks stop");
    assert!(matches!(d.mv("g1f3"), Err(Refusal::GameOver(_))));
    assert!(matches!(d.apply(EventKind::Abandon), Err(Refusal::GameOver(_))));
}

#[test]
fn a_game_waiting_for_the_arbiter_can_be_abandoned_too() {
    let rules = Rules { control: Some("1200"), ..Rules::default() };
    let setup = escaque::table::Setup { quickplay_finish: true, ..setup_with(rules, None) };
    let mut d = Driver::new(escaque::table::Table::new(setup).unwrap());
    // White's twenty minutes nearly gone: a quickplay claim without an arbiter waits for one.
    d.at = 19 * 60_000;
    d.apply(EventKind::QuickplayClaim { by: Color::White }).unwrap();
    assert!(matches!(d.game().status(), Status::AwaitingArbiter(_)));
    d.apply(EventKind::Abandon).unwrap();
    assert_eq!(d.game().status().ending().unwrap().reason, Reason::Abandoned);
    // With an arbiter at the table, the arbiter rules first.
    let setup = escaque::table::Setup { quickplay_finish: true, arbiter_present: true, ..setup_with(rules, None) };
    let mut d = Driver::new(escaque::table::Table::new(setup).unwrap());
    d.at = 19 * 60_000;
    d.apply(EventKind::RequestIncrement { by: Color::White }).unwrap();
    assert!(matches!(d.apply(EventKind::Abandon), Err(Refusal::AwaitingArbiter(_))));
}

#[test]
fn the_record_says_abandoned_and_scores_nothing() {
    let mut d = start();
    d.play("d2d4 d7d5");
    d.apply(EventKind::Abandon).unwrap();
    let pgn = table_pgn(&d.table);
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"abandoned\"]"), "{pgn}");
    assert!(!pgn.contains("EscaqueScore"), "no score to keep: {pgn}");
    let sheet = escaque::record::sheet::from_table(&d.table, &Default::default()).to_pgn();
    assert!(sheet.contains("abandoned by the players: no result"), "{sheet}");
    // A claim afterwards is refused as after any ending.
    assert!(d.apply(EventKind::Claim { by: Color::White, claim: Claim::Threefold, intended: None }).is_err());
}

#[test]
fn the_journal_line_reads_back() {
    let event = Event::new(12_000, EventKind::Abandon);
    let line = journal::line(&event);
    assert_eq!(line, "12000 abandon");
    assert_eq!(journal::parse_line(&line).unwrap(), event);
}

#[test]
fn an_abandoned_game_cites_no_article_on_screen_or_on_paper() {
    use escaque::i18n::{Lang, Tr, describe, record};
    let mut d = start();
    d.play("e2e4 e7e5");
    d.apply(EventKind::Abandon).unwrap();
    let ending = d.game().status().ending().unwrap();
    let sheet = escaque::record::sheet::from_table(&d.table, &Default::default());
    let on_paper = sheet.ending().expect("the sheet knows it was abandoned");
    assert_eq!(on_paper.ending.reason, Reason::Abandoned);
    for lang in [Lang::En, Lang::Gl, Lang::Es, Lang::Pt, Lang::Ca] {
        let tr = Tr::new(lang);
        for text in [describe::ending_reason(tr, &ending), describe::ending(tr, &ending), record::ending_reason(tr, &on_paper)]
        {
            assert!(!text.contains("()") && !text.contains("( )"), "{lang:?}: {text}");
            assert!(!["Article", "Artigo", "Artículo", "Article "].iter().any(|w| text.contains(w)), "{lang:?}: {text}");
        }
    }
}
