//! The arbiter's decisions: games ended with any score the Laws allow (6.7.1, 11.3.2.2, 11.7,
//! 11.8, 12.9.4 to 12.9.6), annulments (7.2.1, 7.2.3), penalties on the clock (12.9.1 to
//! 12.9.3), the clock set right (6.10.2); refused and allowed cases both, and every act read
//! back from the journal the same.

use escaque::clock::{AdjustReason, Adjustment, MINUTE, TimeControls};
use escaque::laws::arbiter::{Annulment, ArbiterRefusal, Ground};
use escaque::laws::{Article, Edition, GameResult, Points, Reason, Score, Status};
use escaque::table::journal::{line, parse_line};
use escaque::table::{Act, ArbiterAct, EventKind, Notice, Refusal, Setup, Table};
use shakmaty::Color::{self, Black, White};

use crate::common;

use common::Driver;

/// A game of 90 minutes each under `edition`, driven a second an event.
fn game(edition: Edition) -> Driver {
    let setup = Setup { edition, controls: Some(TimeControls::same("5400".parse().unwrap())), ..Setup::default() };
    Driver::new(Table::new(setup).unwrap())
}

/// The steps of this file.
impl Driver {
    fn act(&mut self, act: Act) -> Result<Vec<Notice>, Refusal> {
        self.apply(EventKind::Arbiter(ArbiterAct { act, remark: "seen by the trainer".into() }))
    }
    fn end(&mut self, ground: Ground, score: &str) -> Result<Vec<Notice>, Refusal> {
        self.act(Act::End { ground, score: score.parse().unwrap() })
    }
    fn penalty(&mut self, adjustment: Adjustment, article: Article) -> Result<Vec<Notice>, Refusal> {
        let reason = AdjustReason::article(article).with_note("phone rang");
        self.apply(EventKind::ClockAdjustment { adjustment, reason })
    }
}

fn misfit(r: Refusal) -> bool {
    matches!(r, Refusal::Arbiter(ArbiterRefusal::ScoreDoesNotFit { .. }))
}

#[test]
fn art_6_7_1_a_player_absent_when_the_waiting_time_ran_out_loses() {
    let mut g = game(Edition::Fide2023);
    assert!(misfit(g.end(Ground::Absent(Black), "0-1/2").unwrap_err()), "the opponent wins outright");
    assert_eq!(g.table.game().status(), Status::Ongoing);
    g.end(Ground::Absent(Black), "1-0").unwrap();
    assert_eq!(g.ending(), (GameResult::Win(White), Reason::ArbiterDecision, Article::LATE_ARRIVAL));
    assert_eq!(g.table.clock().unwrap().phase(), escaque::clock::Phase::Stopped);
}

#[test]
fn art_11_3_2_2_a_device_loses_the_game() {
    let mut g = game(Edition::Fide2023);
    g.play_pressed("e2e4 e7e5");
    assert!(misfit(g.end(Ground::Device(White), "1/2-1/2").unwrap_err()));
    g.end(Ground::Device(White), "0-1").unwrap();
    assert_eq!(g.ending(), (GameResult::Win(Black), Reason::ArbiterDecision, Article::DEVICE));
    // Once over, only the score can change.
    assert_eq!(g.end(Ground::Device(Black), "1-0").unwrap_err(), Refusal::Arbiter(ArbiterRefusal::AlreadyOver));
}

#[test]
fn art_11_7_persistent_refusal_loses_and_the_arbiter_decides_the_opponents_score() {
    let mut g = game(Edition::Fide2023);
    assert!(misfit(g.end(Ground::PersistentRefusal(White), "1/2-1").unwrap_err()), "the offender scores 0");
    g.end(Ground::PersistentRefusal(White), "0-1/2").unwrap();
    let score = Score { white: Points::Zero, black: Points::Half };
    assert_eq!(g.ending(), (GameResult::Scored(score), Reason::ArbiterDecision, Article::PERSISTENT_REFUSAL));
    assert_eq!(GameResult::Scored(score).pgn(), "*");
}

#[test]
fn art_11_8_both_players_lose() {
    let mut g = game(Edition::Fide2023);
    assert!(misfit(g.end(Ground::BothRefuse, "0-1").unwrap_err()));
    g.end(Ground::BothRefuse, "0-0").unwrap();
    let (result, reason, article) = g.ending();
    assert_eq!((reason, article), (Reason::BothLose, Article::BOTH_REFUSE));
    assert_eq!(result.score(), Some(Score { white: Points::Zero, black: Points::Zero }));
    assert_eq!(reason.name(), "both-lose");
}

#[test]
fn art_12_9_4_and_12_9_5_unequal_scores_after_the_game() {
    let mut g = game(Edition::Fide2023);
    assert_eq!(
        g.end(Ground::FewerPointsForOffender(White), "0-1/2").unwrap_err(),
        Refusal::Arbiter(ArbiterRefusal::NoScoreYet)
    );
    g.play_pressed("e2e4 e7e5");
    g.apply(EventKind::OfferDraw { by: White }).unwrap();
    g.apply(EventKind::AcceptDraw { by: Black }).unwrap();
    // 12.9.5: White offended; White's half point goes, Black's stays.
    assert!(misfit(g.end(Ground::FewerPointsForOffender(White), "0-0").unwrap_err()), "Black's points stay");
    g.end(Ground::FewerPointsForOffender(White), "0-1/2").unwrap();
    assert_eq!(g.ending().0.score(), Some("0-1/2".parse().unwrap()));
    assert_eq!(g.ending().2, Article::FEWER_POINTS_FOR_OFFENDER);
    // 12.9.4 then on Black from 0-½: White's points rise, Black's stay: ½-½ again.
    assert!(misfit(g.end(Ground::MorePointsForOpponent(Black), "1/2-0").unwrap_err()));
    g.end(Ground::MorePointsForOpponent(Black), "1/2-1/2").unwrap();
    assert_eq!(g.ending().0, GameResult::Draw);
}

#[test]
fn art_12_9_6_the_game_declared_lost() {
    let mut g = game(Edition::Fide2023);
    g.end(Ground::DeclaredLost(Black), "1/2-0").unwrap();
    assert_eq!(g.ending().0.score(), Some(Score { white: Points::Half, black: Points::Zero }));
    assert_eq!(g.ending().2, Article::GAME_DECLARED_LOST);
}

#[test]
fn art_12_9_1_to_12_9_3_a_warning_and_time_on_the_clock() {
    let mut g = game(Edition::Fide2023);
    g.play_pressed("e2e4");
    assert!(g.act(Act::Warn { side: White }).unwrap().contains(&Notice::Warned { side: White }));
    let black = g.table.clock().unwrap().remaining(Black, g.at + 1_000);
    g.penalty(Adjustment::AddTime { side: Black, time: 2 * MINUTE }, Article::MORE_TIME_FOR_OPPONENT).unwrap();
    assert_eq!(g.table.clock().unwrap().remaining(Black, g.at), black + 2 * MINUTE);
    let white = g.table.clock().unwrap().remaining(White, g.at);
    g.penalty(Adjustment::RemoveTime { side: White, time: 5 * MINUTE }, Article::LESS_TIME_FOR_OFFENDER).unwrap();
    assert_eq!(g.table.clock().unwrap().remaining(White, g.at), white - 5 * MINUTE);
    // Never below zero.
    g.penalty(Adjustment::RemoveTime { side: White, time: 999 * MINUTE }, Article::LESS_TIME_FOR_OFFENDER).unwrap();
    assert_eq!(g.table.clock().unwrap().remaining(White, g.at), 0);
    assert_eq!(g.table.arbiter_log().len(), 1, "the warning; clock penalties are in the clock's log");
    assert_eq!(g.table.clock().unwrap().adjustments().len(), 3);
}

#[test]
fn art_6_10_2_the_arbiter_sets_the_control_the_times_and_the_move_counter() {
    let mut g = game(Edition::Fide2023);
    g.play_pressed("e2e4 e7e5");
    let control: escaque::clock::TimeControl = "40/5400:1800+30".parse().unwrap();
    for side in [White, Black] {
        g.penalty(Adjustment::SetControl { side, control: control.clone() }, Article::WRONG_SETTING).unwrap();
        g.penalty(Adjustment::SetTime { side, time: 88 * MINUTE }, Article::WRONG_SETTING).unwrap();
        g.penalty(Adjustment::SetMoves { side, moves: 1 }, Article::WRONG_SETTING).unwrap();
    }
    assert_eq!(g.table.clock().unwrap().remaining(Black, g.at), 88 * MINUTE);
    assert_eq!(g.table.clock().unwrap().moves_left_in_period(White), Some(39));
}

#[test]
fn art_7_2_1_a_wrong_initial_position_annuls_the_game_at_any_time() {
    let mut g = game(Edition::Fide2023);
    g.play_pressed(
        "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5 c2c3 d7d6 e1g1 e8g8 b2b4 c5b6 a2a4 a7a6 h2h3 h7h6 c1e3 c8e6 b1d2 d8e7",
    );
    g.act(Act::Annul(Annulment::WrongInitialPosition)).unwrap();
    assert_eq!(g.ending(), (GameResult::Annulled, Reason::Annulled, Article::WRONG_INITIAL_POSITION));
    assert_eq!(GameResult::Annulled.pgn(), "*");
}

#[test]
fn art_7_2_3_colours_reversed_annul_only_before_ten_moves_each_in_2023() {
    let ten_each =
        "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5 c2c3 d7d6 e1g1 e8g8 b2b4 c5b6 a2a4 a7a6 h2h3 h7h6 c1e3 c8e6";
    let mut g = game(Edition::Fide2023);
    g.play_pressed(ten_each);
    let refused = g.act(Act::Annul(Annulment::ColoursReversed)).unwrap_err();
    assert_eq!(refused, Refusal::Arbiter(ArbiterRefusal::TooLateToAnnul { moves: 10 }));
    assert_eq!(refused.article(), Some(Article::COLOURS_REVERSED));
    let mut g = game(Edition::Fide2023);
    g.play_pressed("e2e4 e7e5 g1f3");
    g.act(Act::Annul(Annulment::ColoursReversed)).unwrap();
    assert_eq!(g.ending().1, Reason::Annulled);
    // 2014 (7.3): the arbiter may decide so at any time.
    let mut g = game(Edition::Fide2014);
    g.play_pressed(ten_each);
    g.act(Act::Annul(Annulment::ColoursReversed)).unwrap();
    assert_eq!(g.ending().0, GameResult::Annulled);
}

#[test]
fn art_4_2_2_the_arbiter_releases_a_touched_piece() {
    let mut g = game(Edition::Fide2023);
    assert_eq!(g.act(Act::ReleaseTouch).unwrap_err(), Refusal::Arbiter(ArbiterRefusal::NothingTouched));
    g.apply(EventKind::Touch { square: shakmaty::Square::G1 }).unwrap();
    assert!(g.apply(EventKind::Move { uci: "e2e4".parse().unwrap() }).is_err(), "4.3.1 binds");
    g.act(Act::ReleaseTouch).unwrap();
    g.apply(EventKind::Move { uci: "e2e4".parse().unwrap() }).unwrap();
}

#[test]
fn every_arbiter_act_is_journalled_and_replays_the_same() {
    let mut g = game(Edition::Fide2023);
    g.play_pressed("e2e4 e7e5 g1f3");
    g.act(Act::TakeBack { plies: 1, times: Some((5_000_000, 5_100_000)) }).unwrap();
    g.act(Act::Warn { side: Color::Black }).unwrap();
    g.penalty(Adjustment::RemoveTime { side: White, time: MINUTE }, Article::LESS_TIME_FOR_OFFENDER).unwrap();
    g.end(Ground::PersistentRefusal(Black), "1/2-0").unwrap();
    let setup = g.table.setup().clone();
    let mut replayed = Table::new(setup).unwrap();
    for event in &g.events {
        let text = line(event);
        let back = parse_line(&text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(&back, event, "{text}");
        replayed.apply(back).unwrap();
    }
    assert_eq!(replayed.game().status(), g.table.game().status());
    assert_eq!(replayed.arbiter_log(), g.table.arbiter_log());
}

#[test]
fn the_journal_lines_of_arbiter_acts_read_as_documented() {
    let documented = [
        r#"1 arbiter-act (act:Warn(side:"white"),remark:"")"#,
        r#"1 arbiter-act (act:End(ground:BothRefuse,score:(white:Zero,black:Zero)),remark:"phones")"#,
        r#"1 arbiter-act (act:End(ground:Absent("black"),score:(white:One,black:Zero)),remark:"")"#,
        r#"1 arbiter-act (act:Annul(ColoursReversed),remark:"")"#,
        r#"1 arbiter-act (act:TakeBack(plies:1,times:None),remark:"mis-click")"#,
        r#"1 arbiter-act (act:ReleaseTouch,remark:"")"#,
        r#"1 arbiter-act (act:FindIllegalMove,remark:"")"#,
        r#"1 arbiter-act (act:TwoHands(side:"black"),remark:"")"#,
        "1 claim-illegal white",
        "1 arbiter remove-time white 60000 article 12.9.3",
        "1 arbiter run-for black article 7.1",
    ];
    for text in documented {
        let event = parse_line(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(line(&event), text, "written back the same");
    }
    assert!(parse_line(r#"1 arbiter-act (act:End(ground:Absent("green"),score:(white:One,black:Zero)))"#).is_err());
}
