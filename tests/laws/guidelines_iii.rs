//! Guidelines III: the quickplay finish, every path, with the clocks and the result after each.

use escaque::clock::{MINUTE, SECOND, TimeControls};
use escaque::laws::{
    Article, Edition, GameResult, Pending, QuickplayRefusal, Reason, Request, Ruling, Status, quickplay,
};
use escaque::table::{EventKind, Refusal, Setup, Table};
use shakmaty::Color::{Black, White};
use shakmaty::Position;
use shakmaty::uci::UciMove;

use crate::common;

use common::Play;

/// A rapid game, 15 minutes without increment, with the quickplay finish announced; White has
/// spent 13 min 30 s on the first move, so after Black's reply White has 1 min 30 s left.
fn quickplay(arbiter_present: bool) -> Table {
    quickplay_in(Edition::Fide2023, arbiter_present)
}

/// The same game under another edition (15 minutes is rapid in all three).
fn quickplay_in(edition: Edition, arbiter_present: bool) -> Table {
    let mut t = Table::new(Setup {
        controls: Some(TimeControls::same("900".parse().unwrap())),
        quickplay_finish: true,
        arbiter_present,
        edition,
        ..Setup::default()
    })
    .unwrap();
    t.play_pressed(810 * SECOND, "e2e4");
    t.play_pressed(820 * SECOND, "e7e5");
    assert_eq!(t.clock().unwrap().remaining(White, 820 * SECOND), 90 * SECOND);
    t
}

const AT: u64 = 830 * SECOND;

#[test]
fn iii_2_only_when_announced_not_in_blitz_and_without_increment() {
    let refused = |tc: &str, announced: bool| {
        let mut t = Table::new(Setup {
            controls: Some(TimeControls::same(tc.parse().unwrap())),
            quickplay_finish: announced,
            arbiter_present: true,
            ..Setup::default()
        })
        .unwrap();
        match t.apply_at(1_000, EventKind::RequestIncrement { by: White }) {
            Err(Refusal::Quickplay(q)) => q,
            other => panic!("{tc}: {other:?}"),
        }
    };
    assert_eq!(refused("90", false), QuickplayRefusal::NotAnnounced);
    assert_eq!(refused("300", true), QuickplayRefusal::Blitz);
    assert_eq!(refused("900+5", true), QuickplayRefusal::WithIncrement);
    assert_eq!(refused("900d5", true), QuickplayRefusal::WithIncrement);
    assert_eq!(refused("40/5400:900", true), QuickplayRefusal::NotLastPeriod);
    assert_eq!(refused("900", true), QuickplayRefusal::TwoMinutesOrMore);
}

#[test]
fn iii_2_the_table_says_whether_the_quickplay_finish_applies_at_all() {
    let in_scope = |tc: &str, announced: bool| {
        let t = Table::new(Setup {
            controls: Some(TimeControls::same(tc.parse().unwrap())),
            quickplay_finish: announced,
            ..Setup::default()
        })
        .unwrap();
        t.quickplay_in_scope(White, 1_000)
    };
    // Announced, rapid, no increment, one period: the buttons have something to do.
    assert!(in_scope("900", true));
    // Otherwise every request would only be refused (III.2.1, III.2.2, III.1).
    assert!(!in_scope("900", false));
    assert!(!in_scope("300", true));
    assert!(!in_scope("900+5", true));
    assert!(!in_scope("900d5", true));
    assert!(!in_scope("40/5400:900", true));
}

#[test]
fn iii_4_only_the_player_on_move_under_two_minutes() {
    let mut t = quickplay(true);
    let refused = t.apply_at(AT, EventKind::RequestIncrement { by: Black }).unwrap_err();
    assert_eq!(refused, Refusal::Quickplay(QuickplayRefusal::NotOnMove));
    // Black has more than two minutes anyway; White qualifies.
    t.apply_at(AT, EventKind::RequestIncrement { by: White }).unwrap();
    assert_eq!(t.pending(), Some(Pending::Increment { by: White }));
    assert_eq!(t.game().standing_offer(), Some(White), "the request is a draw offer");
    assert_eq!(t.clock().unwrap().running(), None, "the clocks are stopped for the arbiter");
}

#[test]
fn iii_4_the_opponent_accepts_the_draw() {
    let mut t = quickplay(true);
    t.apply_at(AT, EventKind::RequestIncrement { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::AcceptDraw { by: Black }).unwrap();
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Draw, Reason::Agreement));
}

#[test]
fn iii_4_declined_then_granted_by_the_arbiter() {
    let mut t = quickplay(true);
    t.apply_at(AT, EventKind::RequestIncrement { by: White }).unwrap();
    // The arbiter waits for the opponent's answer first.
    assert_eq!(t.apply_at(AT, EventKind::ArbiterRuling(Ruling::GrantIncrement)).unwrap_err(), Refusal::OfferUnanswered);
    t.apply_at(AT + SECOND, EventKind::DeclineDraw { by: Black }).unwrap();
    t.apply_at(AT + 2 * SECOND, EventKind::ArbiterRuling(Ruling::GrantIncrement)).unwrap();
    // White: 1:30 minus the 10 s thought before asking. Black: +2 minutes. The increment comes
    // before each move (2023): both get the five seconds of the move in progress at once.
    assert_eq!(t.clock().unwrap().remaining(White, AT + 2 * SECOND), 80 * SECOND + 5 * SECOND);
    assert_eq!(t.clock().unwrap().remaining(Black, AT + 2 * SECOND), 890 * SECOND + 2 * MINUTE + 5 * SECOND);
    assert_eq!(t.clock().unwrap().running(), Some(White), "play resumes");
    // From now on each press adds five seconds, for both: the next move's.
    t.play_pressed(AT + 12 * SECOND, "g1f3");
    assert_eq!(t.clock().unwrap().remaining(White, AT + 12 * SECOND), 75 * SECOND + 5 * SECOND);
    t.play_pressed(AT + 22 * SECOND, "b8c6");
    assert_eq!(t.clock().unwrap().remaining(Black, AT + 22 * SECOND), 1005 * SECOND + 5 * SECOND);
    assert_eq!(t.game().status(), Status::Ongoing);
}

#[test]
fn iii_4_declined_and_refused_by_the_arbiter() {
    let mut t = quickplay(true);
    t.apply_at(AT, EventKind::RequestIncrement { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::DeclineDraw { by: Black }).unwrap();
    t.apply_at(AT + 2 * SECOND, EventKind::ArbiterRuling(Ruling::RefuseIncrement)).unwrap();
    assert_eq!(t.clock().unwrap().remaining(White, AT + 2 * SECOND), 80 * SECOND);
    assert_eq!(t.clock().unwrap().remaining(Black, AT + 2 * SECOND), 890 * SECOND);
    assert_eq!(t.pending(), None);
    assert_eq!(t.clock().unwrap().running(), Some(White));
}

#[test]
fn iii_4_needs_an_arbiter() {
    let mut t = quickplay(false);
    let refused = t.apply_at(AT, EventKind::RequestIncrement { by: White }).unwrap_err();
    assert_eq!(refused, Refusal::Quickplay(QuickplayRefusal::NeedsArbiter));
}

#[test]
fn art_10_2_a_2008_the_arbiter_accepts_the_claim() {
    // With an arbiter present the claim is 2008's (10.2): 2014 and 2023 send the player to the
    // increment instead (see iii_5_...).
    let mut t = quickplay_in(Edition::Fide2008, true);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    assert_eq!(t.clock().unwrap().running(), None);
    // Nothing moves until the arbiter rules.
    let uci: UciMove = "g1f3".parse().unwrap();
    assert!(matches!(
        t.apply_at(AT, EventKind::Move { uci }).unwrap_err(),
        Refusal::ClocksStopped | Refusal::AwaitingArbiter(_)
    ));
    t.apply_at(AT + SECOND, EventKind::ArbiterRuling(Ruling::Draw)).unwrap();
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Draw, Reason::QuickplayFinish));
}

#[test]
fn art_10_2_b_2008_postponed_then_the_flag_falls_and_the_arbiter_draws() {
    let mut t = quickplay_in(Edition::Fide2008, true);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::ArbiterRuling(Ruling::Postpone)).unwrap();
    assert_eq!(t.clock().unwrap().remaining(Black, AT + SECOND), 890 * SECOND + 2 * MINUTE);
    assert_eq!(t.clock().unwrap().running(), Some(White));
    // White's 80 s run out; the flag does not end the game but hands it to the arbiter.
    t.apply_at(AT + 200 * SECOND, EventKind::ObserveFlag).unwrap();
    assert_eq!(
        t.game().status(),
        Status::AwaitingArbiter(Pending::Referred { by: White, article: Article::QUICKPLAY_CLAIM_POSTPONED })
    );
    assert!(t.apply_at(AT + 201 * SECOND, EventKind::Resign { by: Black }).is_err());
    t.apply_at(AT + 210 * SECOND, EventKind::ArbiterRuling(Ruling::Draw)).unwrap();
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Draw, Reason::QuickplayFinish));
}

#[test]
fn art_10_2_b_2008_postponed_then_the_flag_falls_and_the_flag_stands() {
    let mut t = quickplay_in(Edition::Fide2008, true);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::ArbiterRuling(Ruling::Postpone)).unwrap();
    t.apply_at(AT + 200 * SECOND, EventKind::ObserveFlag).unwrap();
    t.apply_at(AT + 210 * SECOND, EventKind::ArbiterRuling(Ruling::Reject)).unwrap();
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Win(Black), Reason::TimeForfeit));
}

#[test]
fn art_10_2_c_2008_the_arbiter_rejects_the_claim() {
    let mut t = quickplay_in(Edition::Fide2008, true);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::ArbiterRuling(Ruling::Reject)).unwrap();
    assert_eq!(t.clock().unwrap().remaining(Black, AT + SECOND), 890 * SECOND + 2 * MINUTE);
    assert_eq!(t.clock().unwrap().remaining(White, AT + SECOND), 80 * SECOND);
    assert_eq!(t.pending(), None);
    assert_eq!(t.game().status(), Status::Ongoing);
    t.play_pressed(AT + 5 * SECOND, "g1f3");
}

#[test]
fn iii_6_without_an_arbiter_the_claim_ends_play_and_waits_for_a_ruling() {
    let mut t = quickplay(false);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    assert_eq!(
        t.game().status(),
        Status::AwaitingArbiter(Pending::Referred { by: White, article: Article::QUICKPLAY_CLAIM_REFERRED })
    );
    assert_eq!(t.clock().unwrap().running(), None);
    assert_eq!(t.game().position().board().role_at(shakmaty::Square::E4), Some(shakmaty::Role::Pawn));
    // The designated arbiter rules later: the claim is not upheld.
    t.apply_at(AT + 3_600 * SECOND, EventKind::ArbiterRuling(Ruling::Reject)).unwrap();
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Win(Black), Reason::ArbiterDecision));
}

#[test]
fn iii_6_the_designated_arbiter_upholds_the_claim() {
    let mut t = quickplay(false);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::ArbiterRuling(Ruling::Draw)).unwrap();
    let e = t.game().status().ending().unwrap();
    assert_eq!(
        (e.result, e.reason, e.article),
        (GameResult::Draw, Reason::QuickplayFinish, Article::QUICKPLAY_CLAIM_REFERRED)
    );
}

#[test]
fn a_ruling_must_answer_what_is_pending() {
    let mut t = quickplay_in(Edition::Fide2008, true);
    assert!(matches!(
        t.apply_at(AT, EventKind::ArbiterRuling(Ruling::Draw)).unwrap_err(),
        Refusal::NoSuchRuling { .. }
    ));
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    assert!(matches!(
        t.apply_at(AT, EventKind::ArbiterRuling(Ruling::GrantIncrement)).unwrap_err(),
        Refusal::NoSuchRuling { .. }
    ));
    assert!(matches!(t.apply_at(AT, EventKind::Resume).unwrap_err(), Refusal::AwaitingArbiter(_)));
}

#[test]
fn iii_2_a_game_outside_the_quickplay_finish_says_so_even_once_it_is_over() {
    // Five minutes is blitz (III.2.2): that comes first, whether the game goes on or not.
    let mut t = Table::new(Setup {
        controls: Some(TimeControls::same("300".parse().unwrap())),
        quickplay_finish: true,
        arbiter_present: true,
        ..Setup::default()
    })
    .unwrap();
    t.apply_at(SECOND, EventKind::Resign { by: Black }).unwrap();
    let refused = t.apply_at(2 * SECOND, EventKind::RequestIncrement { by: White }).unwrap_err();
    assert_eq!(refused, Refusal::Quickplay(QuickplayRefusal::Blitz));
}

#[test]
fn iii_6_while_a_claim_is_referred_a_new_request_waits_for_the_arbiter_too() {
    let mut t = quickplay(false);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    let refused = t.apply_at(AT + SECOND, EventKind::QuickplayClaim { by: White }).unwrap_err();
    assert_eq!(refused.article(), Some(Article::QUICKPLAY_CLAIM_REFERRED));
    let refused = t.apply_at(AT + SECOND, EventKind::RequestIncrement { by: White }).unwrap_err();
    assert_eq!(refused, Refusal::Quickplay(QuickplayRefusal::NeedsArbiter));
}

#[test]
fn iii_5_not_where_iii_4_applies_and_escaques_clock_always_takes_the_increment() {
    // 2023 III.5 and 2014 G.5 are for a clock that cannot be set to the extra five seconds.
    for edition in [Edition::Fide2023, Edition::Fide2014] {
        let mut t = quickplay_in(edition, true);
        let refused = t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap_err();
        assert_eq!(refused, Refusal::Quickplay(QuickplayRefusal::IncrementApplies), "{edition}");
        assert_eq!(refused.article(), Some(Article::QUICKPLAY_CLAIM), "{edition}");
        assert_eq!(t.pending(), None, "{edition}");
        assert_eq!(t.clock().unwrap().running(), Some(White), "{edition}: the clock runs on");
        // The same player may ask for the increment (III.4, G.4) instead.
        t.apply_at(AT, EventKind::RequestIncrement { by: White }).unwrap();
        assert_eq!(t.pending(), Some(Pending::Increment { by: White }), "{edition}");
    }
}

#[test]
fn iii_5_the_window_offers_the_increment_not_the_claim_when_an_arbiter_is_present() {
    let (on_move, arbiter) = (true, true);
    // 2014, 2023: the increment only.
    assert!(quickplay::offered(Request::Increment, on_move, arbiter, true));
    assert!(!quickplay::offered(Request::Claim, on_move, arbiter, true));
    // 2008: the claim only (10.2).
    assert!(!quickplay::offered(Request::Increment, on_move, arbiter, false));
    assert!(quickplay::offered(Request::Claim, on_move, arbiter, false));
    assert!(!quickplay::offered(Request::Claim, !on_move, arbiter, false));
    // Without an arbiter: the claim, to either player; never the increment.
    for increment_request in [true, false] {
        for on_move in [true, false] {
            assert!(quickplay::offered(Request::Claim, on_move, !arbiter, increment_request));
            assert!(!quickplay::offered(Request::Increment, on_move, !arbiter, increment_request));
        }
    }
}

#[test]
fn iii_5_2_the_two_minutes_are_the_arbiters_choice() {
    // Under 2008 (10.2.b, the same "may"), where the claim with an arbiter present is made.
    let mut t = quickplay_in(Edition::Fide2008, true);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::ArbiterRuling(Ruling::PostponeWithoutTime)).unwrap();
    assert_eq!(t.clock().unwrap().remaining(Black, AT + SECOND), 890 * SECOND, "no extra time");
    assert_eq!(t.clock().unwrap().remaining(White, AT + SECOND), 80 * SECOND);
    assert_eq!(t.pending(), Some(Pending::Postponed { by: White }));
    assert_eq!(t.clock().unwrap().running(), Some(White), "play goes on");
    t.play_pressed(AT + 5 * SECOND, "g1f3");
    // Decided later: a draw.
    t.apply_at(AT + 6 * SECOND, EventKind::ArbiterRuling(Ruling::Draw)).unwrap();
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Draw, Reason::QuickplayFinish));
}

#[test]
fn iii_5_2_with_the_two_minutes_as_before() {
    let mut t = quickplay_in(Edition::Fide2008, true);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::ArbiterRuling(Ruling::Postpone)).unwrap();
    assert_eq!(t.clock().unwrap().remaining(Black, AT + SECOND), 890 * SECOND + 2 * MINUTE);
    // Postponed once: no second postponement of either kind.
    for ruling in [Ruling::Postpone, Ruling::PostponeWithoutTime] {
        assert!(matches!(
            t.apply_at(AT + 2 * SECOND, EventKind::ArbiterRuling(ruling)).unwrap_err(),
            Refusal::NoSuchRuling { .. }
        ));
    }
}

#[test]
fn iii_6_1_the_claimant_need_not_be_on_move() {
    // 2023 III.6.1, 2014 G.6.a, 2008 Appendix D1: "a player", not "the player on move".
    for edition in Edition::ALL {
        let mut t = quickplay_in(edition, false);
        // White moves and presses with 1:20 left: Black is on move.
        t.play_pressed(AT, "g1f3");
        assert_eq!(t.game().position().turn(), Black);
        // Black, on move, has more than two minutes: refused for that, not for the turn.
        let refused = t.apply_at(AT + SECOND, EventKind::QuickplayClaim { by: Black }).unwrap_err();
        assert_eq!(refused, Refusal::Quickplay(QuickplayRefusal::TwoMinutesOrMore), "{edition}");
        // White, not on move, under two minutes: the claim ends play and goes to an arbiter.
        t.apply_at(AT + SECOND, EventKind::QuickplayClaim { by: White }).unwrap();
        assert!(
            matches!(t.game().status(), Status::AwaitingArbiter(Pending::Referred { by: White, .. })),
            "{edition}: {:?}",
            t.game().status()
        );
        assert_eq!(t.clock().unwrap().running(), None, "{edition}");
    }
}

#[test]
fn iii_4_the_increment_stays_with_the_player_on_move() {
    // The increment stays with the player on move (III.4, 2014 G.4).
    for edition in [Edition::Fide2023, Edition::Fide2014] {
        let mut t = quickplay_in(edition, true);
        t.play_pressed(AT, "g1f3");
        let refused = t.apply_at(AT + SECOND, EventKind::RequestIncrement { by: White }).unwrap_err();
        assert_eq!(refused, Refusal::Quickplay(QuickplayRefusal::NotOnMove), "{edition}");
    }
}

#[test]
fn g_4_2014_the_increment_may_be_asked_and_granted() {
    let mut t = quickplay_in(Edition::Fide2014, true);
    t.apply_at(AT, EventKind::RequestIncrement { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::DeclineDraw { by: Black }).unwrap();
    t.apply_at(AT + 2 * SECOND, EventKind::ArbiterRuling(Ruling::GrantIncrement)).unwrap();
    assert_eq!(t.clock().unwrap().remaining(Black, AT + 2 * SECOND), 890 * SECOND + 2 * MINUTE);
    assert_eq!(t.pending(), None);
}

#[test]
fn art_10_2_2008_has_no_increment_request() {
    for arbiter_present in [true, false] {
        let mut t = quickplay_in(Edition::Fide2008, arbiter_present);
        let refused = t.apply_at(AT, EventKind::RequestIncrement { by: White }).unwrap_err();
        assert_eq!(refused, Refusal::Quickplay(QuickplayRefusal::NoIncrementRequest));
        assert_eq!(refused.article(), Some(Article::QUICKPLAY_CLAIM_2008));
        assert_eq!(Article::parse("10.2"), Some(Article::QUICKPLAY_CLAIM_2008));
        assert_eq!(t.pending(), None);
        assert_eq!(t.game().standing_offer(), None, "no draw offer either");
    }
}

#[test]
fn art_10_2_2008_the_claim_needs_the_player_on_move_and_the_arbiter_summoned() {
    let mut t = quickplay_in(Edition::Fide2008, true);
    let refused = t.apply_at(AT, EventKind::QuickplayClaim { by: Black }).unwrap_err();
    assert_eq!(refused, Refusal::Quickplay(QuickplayRefusal::NotOnMove));
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    assert_eq!(t.pending(), Some(Pending::Claim { by: White }));
    assert_eq!(t.clock().unwrap().running(), None, "the clocks are stopped for the arbiter");
}

#[test]
fn art_10_2_2008_the_claim_is_also_a_draw_offer() {
    // 2008's 9.1.b.3 names the 10.2 claim among those that stand as draw offers.
    let mut t = quickplay_in(Edition::Fide2008, true);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    assert_eq!(t.game().standing_offer(), Some(White));
    t.apply_at(AT + SECOND, EventKind::AcceptDraw { by: Black }).unwrap();
    let e = t.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Draw, Reason::Agreement));
}

#[test]
fn art_10_2_2008_the_offer_stands_after_a_rejected_claim_until_answered() {
    let mut t = quickplay_in(Edition::Fide2008, true);
    t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
    t.apply_at(AT + SECOND, EventKind::ArbiterRuling(Ruling::Reject)).unwrap();
    assert_eq!(t.game().standing_offer(), Some(White));
    t.apply_at(AT + 2 * SECOND, EventKind::DeclineDraw { by: Black }).unwrap();
    assert_eq!(t.game().standing_offer(), None);
    assert_eq!(t.game().status(), Status::Ongoing);
}

#[test]
fn iii_6_the_claim_is_no_draw_offer_in_any_edition() {
    // 9.1.2.3 (2014 9.1.b.3) names only 9.2 and 9.3; 2008's names 10.2, not Appendix D.
    for edition in Edition::ALL {
        let mut t = quickplay_in(edition, false);
        t.apply_at(AT, EventKind::QuickplayClaim { by: White }).unwrap();
        assert_eq!(t.game().standing_offer(), None, "{edition}");
    }
}
