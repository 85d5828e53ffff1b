//! Guidelines I: adjourned games. The adjournment called, the move sealed with the clocks
//! stopped, the envelope written and read back on another installation, the game resumed and
//! the sealed move played, or ruled on when it is ambiguous, unreadable or illegal. Time is
//! always given; nothing sleeps.

use escaque::clock::{MINUTE, SECOND, TimeControls};
use escaque::laws::adjourn::{self, AdjournRefusal};
use escaque::laws::{Article, Edition, GameResult, Reason, Status};
use escaque::notation::Lang;
use escaque::record::adjourned::{Envelope, EnvelopeError};
use escaque::record::seal::SealKey;
use escaque::table::journal;
use escaque::table::{Event, EventKind, Refusal, Setup, Table};
use shakmaty::Color::{Black, White};
use shakmaty::Position;

use crate::common;

use common::Play;

/// A game of 60 minutes each, no increment, from `fen` (or the initial position).
fn game(fen: Option<&str>) -> Table {
    Table::new(Setup {
        white: "Ana Pereira".to_owned(),
        black: "Breixo Vidal".to_owned(),
        fen: fen.map(str::to_owned),
        controls: Some(TimeControls::same("3600".parse().unwrap())),
        ..Setup::default()
    })
    .unwrap()
}

fn seal(by: shakmaty::Color, text: &str) -> EventKind {
    seal_in(by, Lang::En, text)
}

fn seal_in(by: shakmaty::Color, lang: Lang, text: &str) -> EventKind {
    EventKind::SealMove { by, lang, text: text.to_owned(), resumption: String::new() }
}

/// 1.e4 e5 2.Nf3 Nc6: White has used 1 min, Black 2 min; White is on move at 3 min.
fn four_plies() -> Table {
    let mut t = game(None);
    t.play_pressed(30 * SECOND, "e2e4");
    t.play_pressed(90 * SECOND, "e7e5");
    t.play_pressed(120 * SECOND, "g1f3");
    t.play_pressed(180 * SECOND, "b8c6");
    t
}

fn times(t: &Table, at: u64) -> (u64, u64) {
    let c = t.clock().unwrap();
    (c.remaining(White, at), c.remaining(Black, at))
}

const CALL: u64 = 200 * SECOND;
const SEAL: u64 = 260 * SECOND;

/// The game of [`four_plies`], adjourned: called at 200 s, sealed by White at 260 s.
fn adjourned(sealed: &str) -> Table {
    let mut t = four_plies();
    t.apply_at(CALL, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t.apply_at(SEAL, seal(White, sealed)).unwrap();
    t
}

fn key() -> SealKey {
    SealKey::from_secret([7; 32])
}

/// The journal a session would have written for `events` after `setup`.
fn journal_text(setup: &Setup, events: &[Event]) -> String {
    let dir = std::env::temp_dir().join(format!("escaque-guidelines-i-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = dir.join(format!("j{n}.journal"));
    let mut j = journal::Journal::create(&path, setup).unwrap();
    for e in events {
        j.append(e).unwrap();
    }
    drop(j);
    let text = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    text
}

/// The events of [`adjourned`], as the journal keeps them.
fn adjourned_events(sealed: &str) -> (Setup, Vec<Event>) {
    let setup = four_plies().setup().clone();
    let mut events = Vec::new();
    for (at, by, m) in [(30, White, "e2e4"), (90, Black, "e7e5"), (120, White, "g1f3"), (180, Black, "b8c6")] {
        events.push(Event::new(at * SECOND, EventKind::Move { uci: m.parse().unwrap() }));
        events.push(Event::new(at * SECOND, EventKind::PressClock { by }));
    }
    events.push(Event::new(CALL, EventKind::Adjourn { session_ends_in: None }));
    events.push(Event::new(SEAL, seal(White, sealed)));
    (setup, events)
}

fn envelope_text(sealed: &str, resumption: &str) -> String {
    let (setup, events) = adjourned_events(sealed);
    let text = journal_text(&setup, &events);
    let table = journal::read(&text).unwrap().replay().unwrap();
    Envelope::seal(&table, &text, resumption, &key()).unwrap().to_text()
}

#[test]
fn guidelines_i_1_1_the_sealing_players_clock_runs_until_the_envelope_is_sealed() {
    let mut t = four_plies();
    t.apply_at(CALL, EventKind::Adjourn { session_ends_in: None }).unwrap();
    // White thinks about the sealed move on White's own clock: 60 min - 1 min - 20 s so far.
    assert_eq!(times(&t, CALL), (59 * MINUTE - 20 * SECOND, 58 * MINUTE));
    assert_eq!(times(&t, SEAL), (58 * MINUTE - 20 * SECOND, 58 * MINUTE));
    t.apply_at(SEAL, seal(White, "Bb5")).unwrap();
    // Sealed: both clocks stand still, the opponent's is not started.
    assert_eq!(times(&t, SEAL + 3_600 * SECOND), (58 * MINUTE - 20 * SECOND, 58 * MINUTE));
    // The sealed move is not played: the board is as it was, and the game has no result.
    assert_eq!(t.game().plies().len(), 4);
    assert_eq!(t.game().position().turn(), White);
    assert_eq!(t.game().status(), Status::Ongoing);
    assert!(t.is_adjourned());
    let sealed = t.adjournment().unwrap().sealed.as_ref().unwrap();
    assert_eq!(sealed.by, White);
    assert_eq!(sealed.move_number, 3);
    assert_eq!(sealed.times, (58 * MINUTE - 20 * SECOND, 58 * MINUTE));
}

#[test]
fn guidelines_i_1_1_only_the_player_on_move_seals_and_only_once_called() {
    let mut t = four_plies();
    assert_eq!(t.apply_at(CALL, seal(White, "Bb5")), Err(Refusal::Adjourn(AdjournRefusal::NotCalled)));
    t.apply_at(CALL, EventKind::Adjourn { session_ends_in: None }).unwrap();
    assert_eq!(
        t.apply_at(CALL, EventKind::Adjourn { session_ends_in: None }),
        Err(Refusal::Adjourn(AdjournRefusal::AlreadyCalled))
    );
    assert_eq!(t.apply_at(SEAL, seal(Black, "a6")), Err(Refusal::Adjourn(AdjournRefusal::NotOnMove)));
    assert_eq!(t.apply_at(SEAL, seal(White, "  ")), Err(Refusal::Adjourn(AdjournRefusal::EmptySealedMove)));
    // Nothing is played on the board while the move is being sealed: it is written instead.
    let bb5 = EventKind::Move { uci: "f1b5".parse().unwrap() };
    assert_eq!(t.apply_at(SEAL, bb5.clone()), Err(Refusal::Adjourn(AdjournRefusal::Adjourned)));
    t.apply_at(SEAL, seal(White, "Bb5")).unwrap();
    assert_eq!(t.apply_at(SEAL, seal(White, "Bc4")), Err(Refusal::Adjourn(AdjournRefusal::AlreadyCalled)));
    // Adjourned: no move, and the clocks are not restarted but by opening the envelope.
    assert_eq!(t.apply_at(SEAL + 1, bb5), Err(Refusal::Adjourn(AdjournRefusal::Adjourned)));
    assert_eq!(t.apply_at(SEAL + 1, EventKind::Resume), Err(Refusal::Adjourn(AdjournRefusal::Adjourned)));
    assert_eq!(Refusal::Adjourn(AdjournRefusal::Adjourned).article(), Some(Article::RESUMPTION));
}

#[test]
fn guidelines_i_1_2_sealing_before_the_sessions_end_uses_the_time_up_to_it() {
    let mut t = four_plies();
    // Called at 200 s, the session ending 1000 s later (at 20 min of game time); White seals at
    // 260 s.
    t.apply_at(CALL, EventKind::Adjourn { session_ends_in: Some(20 * MINUTE - CALL) }).unwrap();
    t.apply_at(SEAL, seal(White, "Bb5")).unwrap();
    let charged = 20 * MINUTE - SEAL;
    let white = 58 * MINUTE - 20 * SECOND - charged;
    assert_eq!(times(&t, SEAL), (white, 58 * MINUTE));
    assert_eq!(t.adjournment().unwrap().sealed.as_ref().unwrap().times, (white, 58 * MINUTE));
    assert_eq!(adjourn::time_left_at_session_end(10 * MINUTE, 30 * MINUTE, Some(20 * MINUTE)), 10 * MINUTE);
}

#[test]
fn guidelines_i_2_the_envelope_says_what_i_2_lists() {
    let text = envelope_text("Bb5", "2026-11-30 19:00, club room");
    let (envelope, table) = Envelope::read(&text).unwrap();
    let d = &envelope.details;
    assert_eq!((d.white.as_str(), d.black.as_str()), ("Ana Pereira", "Breixo Vidal"));
    assert_eq!(d.position, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    assert_eq!((d.white_time, d.black_time), (58 * MINUTE - 20 * SECOND, 58 * MINUTE));
    assert_eq!(d.sealed_by, "white");
    assert_eq!(d.move_number, 3);
    assert_eq!(d.draw_offer, None);
    assert_eq!(d.resumption, "2026-11-30 19:00, club room");
    // The sealed move is on no line a person reads: not in the details, not in clear in the file.
    assert!(!format!("{d:?}").contains("Bb5"));
    assert!(!text.contains("Bb5"));
    assert!(table.is_adjourned());
}

#[test]
fn guidelines_i_2_6_a_standing_draw_offer_is_on_the_envelope_and_i_4_it_can_be_answered() {
    let mut t = game(None);
    t.play_pressed(30 * SECOND, "e2e4");
    t.apply(Event::new(60 * SECOND, EventKind::Move { uci: "e7e5".parse().unwrap() })).unwrap();
    t.apply_at(60 * SECOND, EventKind::OfferDraw { by: Black }).unwrap();
    t.apply_at(60 * SECOND, EventKind::PressClock { by: Black }).unwrap();
    t.apply_at(CALL, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t.apply_at(SEAL, seal(White, "Nf3")).unwrap();
    assert_eq!(t.adjournment().unwrap().sealed.as_ref().unwrap().offer, Some(Black));
    // I.4, I.6: the offer is accepted before the resumption: the game is drawn, adjourned no more.
    t.apply_at(SEAL + MINUTE, EventKind::AcceptDraw { by: White }).unwrap();
    assert_eq!(t.game().status().ending().unwrap().result, GameResult::Draw);
    assert!(t.adjournment().is_none());
}

#[test]
fn guidelines_i_5_and_i_9_1_the_game_resumes_from_the_envelope_and_the_sealed_move_is_played() {
    let text = envelope_text("Bb5", "tomorrow");
    // Read on another installation: the journal inside rebuilds the game as it was sealed.
    let (_, mut t) = Envelope::read(&text).unwrap();
    let reference = adjourned("Bb5");
    assert_eq!(t.game().position().board(), reference.game().position().board());
    assert_eq!(times(&t, SEAL), times(&reference, SEAL));
    // The envelope is opened two days later (in game time): nobody's clock ran meanwhile.
    let open = SEAL + 48 * 60 * MINUTE;
    t.apply_at(open, EventKind::OpenEnvelope).unwrap();
    assert!(t.adjournment().is_none());
    assert_eq!(t.game().plies().len(), 5);
    assert_eq!(t.game().position().turn(), Black);
    // White's move is completed; Black's clock runs from the opening (I.9.1).
    assert_eq!(times(&t, open), (58 * MINUTE - 20 * SECOND, 58 * MINUTE));
    assert_eq!(times(&t, open + MINUTE), (58 * MINUTE - 20 * SECOND, 57 * MINUTE));
    // Play goes on, to a result.
    t.play_pressed(open + MINUTE, "a7a6");
    t.apply_at(open + 2 * MINUTE, EventKind::Resign { by: White }).unwrap();
    assert_eq!(t.game().status().ending().unwrap().result, GameResult::Win(Black));
}

#[test]
fn guidelines_i_5_the_journal_of_an_adjourned_game_replays_the_same_game() {
    let (setup, events) = adjourned_events("Bb5");
    for e in &events {
        assert_eq!(&journal::parse_line(&journal::line(e)).unwrap(), e, "{}", journal::line(e));
    }
    let text = journal_text(&setup, &events);
    let a = journal::read(&text).unwrap().replay().unwrap();
    let b = journal::read(&text).unwrap().replay().unwrap();
    let direct = adjourned("Bb5");
    for t in [&a, &b] {
        assert_eq!(t.adjournment(), direct.adjournment());
        assert_eq!(times(t, SEAL), times(&direct, SEAL));
    }
    // The sealed move is written in base64 in the journal: one word, even with spaces.
    let spaced = seal(White, "B f1 b5");
    assert_eq!(journal::parse_line(&journal::line(&Event::new(5, spaced.clone()))).unwrap().kind, spaced);
}

#[test]
fn guidelines_i_8_1_an_ambiguous_sealed_move_loses() {
    // Both rooks can go to d1.
    let mut t = game(Some("6k1/1q6/8/8/8/8/4K3/R6R w - - 0 40"));
    t.apply_at(SECOND, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t.apply_at(2 * SECOND, seal(White, "Rd1")).unwrap();
    t.apply_at(3 * SECOND, EventKind::OpenEnvelope).unwrap();
    let ending = t.game().status().ending().unwrap();
    assert_eq!(
        (ending.result, ending.reason, ending.article),
        (GameResult::Win(Black), Reason::SealedMove, Article::SEALED_MOVE_AMBIGUOUS)
    );
    // Nothing was played, and the clocks stopped with the game.
    assert_eq!(t.game().plies().len(), 0);
    assert_eq!(t.clock().unwrap().phase(), escaque::clock::Phase::Stopped);
}

#[test]
fn guidelines_i_8_2_a_sealed_move_that_cannot_be_read_loses() {
    let mut t = adjourned("the bishop, I think");
    t.apply_at(SEAL + MINUTE, EventKind::OpenEnvelope).unwrap();
    let ending = t.game().status().ending().unwrap();
    assert_eq!(
        (ending.result, ending.reason, ending.article),
        (GameResult::Win(Black), Reason::SealedMove, Article::SEALED_MOVE_UNREADABLE)
    );
}

#[test]
fn guidelines_i_8_3_an_illegal_sealed_move_loses() {
    let mut t = adjourned("Bc5");
    t.apply_at(SEAL + MINUTE, EventKind::OpenEnvelope).unwrap();
    let ending = t.game().status().ending().unwrap();
    assert_eq!(
        (ending.result, ending.reason, ending.article),
        (GameResult::Win(Black), Reason::SealedMove, Article::SEALED_MOVE_ILLEGAL)
    );
    assert_eq!(ending.article.numbered(Edition::Fide2014).0, "E.8.c");
}

#[test]
fn guidelines_i_8_except_where_the_opponent_could_never_checkmate_it_is_a_draw() {
    // Black has a lone king: Black could never checkmate (the exceptions of I.8: 5, 6.9).
    let mut t = game(Some("6k1/8/8/8/8/8/4K3/R6R w - - 0 40"));
    t.apply_at(SECOND, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t.apply_at(2 * SECOND, seal(White, "Rd1")).unwrap();
    t.apply_at(3 * SECOND, EventKind::OpenEnvelope).unwrap();
    let ending = t.game().status().ending().unwrap();
    assert_eq!((ending.result, ending.reason), (GameResult::Draw, Reason::SealedMoveVsUnwinnable));
}

#[test]
fn guidelines_i_6_a_resignation_before_the_resumption_ends_the_game() {
    let mut t = adjourned("Bb5");
    t.apply_at(SEAL + MINUTE, EventKind::Resign { by: Black }).unwrap();
    assert_eq!(t.game().status().ending().unwrap().result, GameResult::Win(White));
    assert!(t.adjournment().is_none());
    assert!(matches!(t.apply_at(SEAL + 2 * MINUTE, EventKind::OpenEnvelope), Err(Refusal::GameOver(_))));
}

#[test]
fn guidelines_i_7_there_is_no_envelope_to_open_before_a_move_is_sealed() {
    let mut t = four_plies();
    assert_eq!(t.apply_at(CALL, EventKind::OpenEnvelope), Err(Refusal::Adjourn(AdjournRefusal::NotSealed)));
    t.apply_at(CALL, EventKind::Adjourn { session_ends_in: None }).unwrap();
    assert_eq!(t.apply_at(CALL, EventKind::OpenEnvelope), Err(Refusal::Adjourn(AdjournRefusal::NotSealed)));
    assert_eq!(t.apply_at(CALL, EventKind::EnvelopeLost), Err(Refusal::Adjourn(AdjournRefusal::NotSealed)));
}

#[test]
fn guidelines_i_12_1_a_lost_envelope_the_sealing_player_makes_the_move_on_the_board() {
    let mut t = adjourned("Bb5");
    let resumed = SEAL + 60 * MINUTE;
    t.apply_at(resumed, EventKind::EnvelopeLost).unwrap();
    assert!(t.adjournment().is_none());
    // White's clock runs from the recorded time; White makes the move they say they sealed.
    assert_eq!(times(&t, resumed + 10 * SECOND), (58 * MINUTE - 30 * SECOND, 58 * MINUTE));
    t.play_pressed(resumed + 10 * SECOND, "f1b5");
    assert_eq!(t.game().plies().len(), 5);
    assert_eq!(times(&t, resumed + 20 * SECOND), (58 * MINUTE - 30 * SECOND, 58 * MINUTE - 10 * SECOND));
}

#[test]
fn guidelines_i_3_an_envelope_changed_after_sealing_is_refused() {
    let text = envelope_text("Bb5", "tomorrow");
    let moved = text.replace("Breixo Vidal", "Breixo Vidal Jr");
    assert_eq!(Envelope::read(&moved).unwrap_err(), EnvelopeError::Altered);
    // The sealed move changed inside the journal (its base64), with the line's checksum
    // rewritten so that the journal itself still replays: refused all the same, by the seal.
    use base64::Engine as _;
    let b64 = |s: &str| base64::engine::general_purpose::STANDARD.encode(s);
    let mut envelope: Envelope = ron::from_str(&text).unwrap();
    let old_line = envelope.journal.lines().find(|l| l.contains("seal-move")).unwrap().to_owned();
    assert!(old_line.contains(&b64("Bb5")));
    let new_line = journal::sealed(&journal::checked(&old_line).unwrap().replace(&b64("Bb5"), &b64("Bc4")));
    envelope.journal = envelope.journal.replace(&old_line, &new_line);
    let replayed = journal::read(&envelope.journal).unwrap().replay().unwrap();
    assert_eq!(replayed.adjournment().unwrap().sealed.as_ref().unwrap().sealed_text(), "Bc4", "the journal is whole");
    assert_eq!(Envelope::read(&envelope.to_text()).unwrap_err(), EnvelopeError::Altered);
    assert!(matches!(Envelope::read("not an envelope"), Err(EnvelopeError::NotAnEnvelope { .. })));
}

/// The game of [`adjourned`] under `edition`, the sealed move `sealed` opened and ruled on.
fn opened_under(edition: Edition, fen: Option<&str>, sealed: &str) -> Table {
    let mut t = Table::new(Setup { edition, ..game(fen).setup().clone() }).unwrap();
    t.apply_at(SECOND, EventKind::Adjourn { session_ends_in: None }).unwrap();
    let by = t.game().turn();
    t.apply_at(2 * SECOND, seal(by, sealed)).unwrap();
    t.apply_at(3 * SECOND, EventKind::OpenEnvelope).unwrap();
    t
}

#[test]
fn guidelines_i_editions_differ_in_numbers_and_their_exceptions_are_applied_alike() {
    // The same illegal sealed move ruled under each edition: the loss, cited by the edition's
    // own number (I.8.3, E.8.c, 8c).
    for (edition, number) in [(Edition::Fide2023, "I.8.3"), (Edition::Fide2014, "E.8.c"), (Edition::Fide2008, "8c")] {
        let t = opened_under(edition, None, "Ke2");
        let ending = t.game().status().ending().unwrap();
        assert_eq!((ending.result, ending.reason), (GameResult::Win(Black), Reason::SealedMove), "{edition:?}");
        assert_eq!(ending.article.numbered(edition).0, number);
        assert_eq!(t.game().plies().len(), 0);
    }
    // The exceptions differ in their list (5, 6.9, 9.6, 9.7 in 2023; 5, 6.9, 9.6 in 2014; 5,
    // 6.10, 9.6 in 2008, 6.10 being its flag rule): each edition draws against an opponent who
    // could never checkmate, as its flag rule does.
    for edition in [Edition::Fide2023, Edition::Fide2014, Edition::Fide2008] {
        let t = opened_under(edition, Some("6k1/8/8/8/8/8/4K3/R6R w - - 0 40"), "Rd1");
        let ending = t.game().status().ending().unwrap();
        assert_eq!((ending.result, ending.reason), (GameResult::Draw, Reason::SealedMoveVsUnwinnable), "{edition:?}");
    }
    assert_eq!(Article::SEALED_MOVE_INVALID.numbered(Edition::Fide2014).0, "E.8");
    assert_eq!(Article::ENVELOPE_LOST.numbered(Edition::Fide2014).0, "E.12.a");
    assert_eq!(Article::ENVELOPE_LOST.numbered(Edition::Fide2008).0, "11a");
}

/// White plays 1.e4 at 30 s and does not press; the arbiter calls the adjournment at 40 s.
fn called_before_the_press() -> Table {
    let mut t = game(None);
    t.apply_at(30 * SECOND, EventKind::Move { uci: "e2e4".parse().unwrap() }).unwrap();
    t.apply_at(40 * SECOND, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t
}

#[test]
fn guidelines_i_1_1_a_move_made_before_the_call_is_completed_by_its_press_and_the_opponent_seals() {
    let mut t = called_before_the_press();
    // White's clock runs, but Black is on move on the board: neither seals before the press.
    assert_eq!(t.apply_at(45 * SECOND, seal(Black, "e5")), Err(Refusal::Adjourn(AdjournRefusal::MoveNotCompleted)));
    assert_eq!(t.apply_at(45 * SECOND, seal(White, "d4")), Err(Refusal::Adjourn(AdjournRefusal::MoveNotCompleted)));
    assert_eq!(Refusal::Adjourn(AdjournRefusal::MoveNotCompleted).article(), Some(Article::ADJOURNMENT));
    // Black may not press for White, nor play.
    assert_eq!(
        t.apply_at(45 * SECOND, EventKind::PressClock { by: Black }),
        Err(Refusal::Adjourn(AdjournRefusal::Adjourned))
    );
    // White's press completes the move (6.2.1): Black's clock runs from it.
    t.apply_at(50 * SECOND, EventKind::PressClock { by: White }).unwrap();
    assert_eq!(t.clock().unwrap().running(), Some(Black));
    assert_eq!(times(&t, 50 * SECOND), (60 * MINUTE - 50 * SECOND, 60 * MINUTE));
    // Only once: a second press is no move to complete.
    assert_eq!(
        t.apply_at(51 * SECOND, EventKind::PressClock { by: White }),
        Err(Refusal::Adjourn(AdjournRefusal::Adjourned))
    );
    // Black, on move with the clock running, thinks and seals; the clocks stop (I.1.1).
    assert_eq!(t.apply_at(80 * SECOND, seal(White, "d4")), Err(Refusal::Adjourn(AdjournRefusal::NotOnMove)));
    t.apply_at(80 * SECOND, seal(Black, "e5")).unwrap();
    let sealed = t.adjournment().unwrap().sealed.clone().unwrap();
    assert_eq!((sealed.by, sealed.move_number), (Black, 1));
    assert_eq!(sealed.times, (60 * MINUTE - 50 * SECOND, 60 * MINUTE - 30 * SECOND));
    // The envelope opens: Black's sealed move is played and completed, White's clock runs.
    let open = 200 * SECOND;
    t.apply_at(open, EventKind::OpenEnvelope).unwrap();
    assert_eq!(t.game().plies().len(), 2);
    assert_eq!(t.game().status(), Status::Ongoing);
    assert_eq!(t.clock().unwrap().running(), Some(White));
    assert_eq!(times(&t, open + MINUTE), (59 * MINUTE - 50 * SECOND, 60 * MINUTE - 30 * SECOND));
    t.play_pressed(open + MINUTE, "g1f3");
    assert_eq!(t.game().plies().len(), 3);
}

#[test]
fn guidelines_i_1_1_a_move_made_before_the_call_survives_the_journal() {
    let mut t = called_before_the_press();
    let events = [
        Event::new(30 * SECOND, EventKind::Move { uci: "e2e4".parse().unwrap() }),
        Event::new(40 * SECOND, EventKind::Adjourn { session_ends_in: None }),
        Event::new(50 * SECOND, EventKind::PressClock { by: White }),
        Event::new(80 * SECOND, seal(Black, "Nc6")),
    ];
    for e in &events[2..] {
        t.apply(e.clone()).unwrap();
    }
    let text = journal_text(t.setup(), &events);
    let replayed = journal::read(&text).unwrap().replay().unwrap();
    assert_eq!(replayed.adjournment(), t.adjournment());
    let (_, mut from_envelope) =
        Envelope::read(&Envelope::seal(&replayed, &text, "", &key()).unwrap().to_text()).unwrap();
    from_envelope.apply_at(100 * SECOND, EventKind::OpenEnvelope).unwrap();
    assert_eq!(from_envelope.game().plies().len(), 2);
    assert_eq!(from_envelope.clock().unwrap().running(), Some(White));
}

/// The sealed move `text`, written by White in `lang` in the position of [`four_plies`],
/// opened and ruled on as it reads: the result, and the move played if one was.
fn ruled(lang: Lang, text: &str) -> (Status, Option<String>) {
    let mut t = four_plies();
    t.apply_at(CALL, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t.apply_at(SEAL, seal_in(White, lang, text)).unwrap();
    t.apply_at(SEAL + MINUTE, EventKind::OpenEnvelope).unwrap();
    let played = (t.game().plies().len() == 5).then(|| t.game().plies()[4].san.to_string());
    (t.game().status(), played)
}

#[test]
fn guidelines_i_8_2_a_sealed_move_whose_meaning_can_be_established_is_played() {
    // Appendix C.1: each player writes in their own language; a Galician writing the English
    // letter, a Spaniard the English bishop, a pawn with its letter, figurines, long algebraic,
    // UCI, a scoresheet's move number: one legal move each, played.
    for (lang, text, san) in [
        (Lang::Gl, "Bb5", "Bb5"),
        (Lang::Es, "Ab5", "Bb5"),
        (Lang::Es, "Bb5", "Bb5"),
        (Lang::Gl, "Nxe5", "Nxe5"),
        (Lang::En, "Cxe5", "Nxe5"),
        (Lang::Pt, "Pd4", "d4"),
        (Lang::En, "Pd2-d4", "d4"),
        (Lang::Ca, "♗b5", "Bb5"),
        (Lang::En, "f1-b5", "Bb5"),
        (Lang::Gl, "f1b5", "Bb5"),
        (Lang::En, "3. Bb5", "Bb5"),
        (Lang::En, "nxe5", "Nxe5"),
        (Lang::Ca, "Af1-c4", "Bc4"),
        (Lang::Es, "f1:c4", "Bc4"),
    ] {
        assert_eq!(ruled(lang, text), (Status::Ongoing, Some(san.to_owned())), "{lang:?} {text}");
    }
}

#[test]
fn guidelines_i_8_1_a_text_that_fits_several_moves_in_the_languages_is_ambiguous() {
    // `rd1` in no notation as written; as `Rd1` it is the rook in English and the king in the
    // other four: two moves fit, and the player who sealed loses.
    let position: shakmaty::Chess = "4k3/8/8/8/8/8/4K3/R7 w - - 0 40"
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    match adjourn::read_sealed(&position, Lang::En, "rd1") {
        adjourn::SealedReading::Ambiguous(fits) => assert_eq!(fits.len(), 2),
        other => panic!("ambiguous: {other:?}"),
    }
    // Written in the sealer's own notation, it is the sealer's meaning: the rook in English, the
    // king in Galician.
    assert!(
        matches!(adjourn::read_sealed(&position, Lang::En, "Rd1"), adjourn::SealedReading::Legal(m) if m.role() == shakmaty::Role::Rook)
    );
    assert!(
        matches!(adjourn::read_sealed(&position, Lang::Gl, "Rd1"), adjourn::SealedReading::Legal(m) if m.role() == shakmaty::Role::King)
    );
    // A pawn reaching the last rank without the new piece: four moves fit.
    let promotion: shakmaty::Chess = "4k3/P7/8/8/8/8/8/4K3 w - - 0 40"
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    assert!(
        matches!(adjourn::read_sealed(&promotion, Lang::Gl, "a8"), adjourn::SealedReading::Ambiguous(f) if f.len() == 4)
    );
    assert!(matches!(adjourn::read_sealed(&promotion, Lang::Gl, "a8Q"), adjourn::SealedReading::Legal(_)));
    assert!(matches!(adjourn::read_sealed(&promotion, Lang::En, "a7a8q"), adjourn::SealedReading::Legal(_)));
    // Castling, with zeros, letters O or the king's two squares.
    let castling: shakmaty::Chess = "4k3/8/8/8/8/8/8/4K2R w K - 0 40"
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    for text in ["0-0", "O-O", "e1g1", "e1-g1"] {
        assert!(
            matches!(adjourn::read_sealed(&castling, Lang::Pt, text), adjourn::SealedReading::Legal(m) if m.is_castle()),
            "{text}"
        );
    }
}

#[test]
fn guidelines_i_8_2_and_8_3_what_no_reading_makes_a_legal_move_of_still_loses() {
    let (status, played) = ruled(Lang::Es, "Xb5");
    assert_eq!((status.ending().unwrap().article, played), (Article::SEALED_MOVE_UNREADABLE, None));
    // Read as a move in another language's letters, but no legal one: illegal.
    let (status, played) = ruled(Lang::Gl, "Qh8");
    assert_eq!((status.ending().unwrap().article, played), (Article::SEALED_MOVE_ILLEGAL, None));
}

#[test]
fn guidelines_i_7_the_opened_envelope_shows_what_was_written_until_the_arbiter_rules() {
    let mut t = adjourned("Bc5");
    assert!(t.opened_envelope().is_none(), "sealed: on no screen");
    t.apply_at(SEAL + MINUTE, EventKind::UnsealEnvelope).unwrap();
    let (sealed, reading) = t.opened_envelope().unwrap();
    assert_eq!((sealed.opened_text(), reading), (Some("Bc5"), adjourn::SealedReading::Illegal));
    // Nothing is played, the clocks stay stopped, and no envelope is made of an opened one.
    assert_eq!(t.game().plies().len(), 4);
    assert_eq!(t.clock().unwrap().running(), None);
    assert_eq!(Envelope::seal(&t, "", "", &key()).unwrap_err(), EnvelopeError::NotAdjourned);
    assert_eq!(
        t.apply_at(SEAL + MINUTE, EventKind::UnsealEnvelope),
        Err(Refusal::Adjourn(AdjournRefusal::AlreadyOpened))
    );
    let bb5 = EventKind::Move { uci: "f1b5".parse().unwrap() };
    assert_eq!(t.apply_at(SEAL + MINUTE, bb5), Err(Refusal::Adjourn(AdjournRefusal::Adjourned)));
    // I.8.3: an illegal move the arbiter cannot make legal.
    let establish = EventKind::EstablishSealed { uci: "f1b5".parse().unwrap() };
    assert_eq!(t.apply_at(SEAL + MINUTE, establish), Err(Refusal::Adjourn(AdjournRefusal::CannotEstablish)));
    // The ruling confirmed: White loses.
    t.apply_at(SEAL + 2 * MINUTE, EventKind::OpenEnvelope).unwrap();
    let ending = t.game().status().ending().unwrap();
    assert_eq!((ending.result, ending.article), (GameResult::Win(Black), Article::SEALED_MOVE_ILLEGAL));
}

#[test]
fn guidelines_i_8_1_the_arbiter_may_establish_one_of_the_moves_an_ambiguous_text_fits() {
    let mut t = game(Some("6k1/1q6/8/8/8/8/4K3/R6R w - - 0 40"));
    t.apply_at(SECOND, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t.apply_at(2 * SECOND, seal(White, "Rd1")).unwrap();
    t.apply_at(3 * SECOND, EventKind::UnsealEnvelope).unwrap();
    assert!(matches!(t.opened_envelope().unwrap().1, adjourn::SealedReading::Ambiguous(ref f) if f.len() == 2));
    // Not a move the text does not fit, even a legal one.
    for uci in ["a1a7", "e2d2"] {
        let kind = EventKind::EstablishSealed { uci: uci.parse().unwrap() };
        assert_eq!(t.apply_at(4 * SECOND, kind), Err(Refusal::Adjourn(AdjournRefusal::CannotEstablish)), "{uci}");
    }
    t.apply_at(4 * SECOND, EventKind::EstablishSealed { uci: "h1d1".parse().unwrap() }).unwrap();
    assert_eq!(t.game().plies()[0].san.to_string(), "Rhd1");
    assert_eq!(t.game().status(), Status::Ongoing);
    assert_eq!(t.clock().unwrap().running(), Some(Black));
}

#[test]
fn guidelines_i_8_2_the_arbiter_may_establish_the_move_an_unreadable_text_means() {
    let mut t = adjourned("the bishop to b5");
    t.apply_at(SEAL + MINUTE, EventKind::UnsealEnvelope).unwrap();
    assert_eq!(t.opened_envelope().unwrap().1, adjourn::SealedReading::Unreadable);
    let illegal = EventKind::EstablishSealed { uci: "f1c5".parse().unwrap() };
    assert_eq!(t.apply_at(SEAL + MINUTE, illegal), Err(Refusal::Adjourn(AdjournRefusal::CannotEstablish)));
    t.apply_at(SEAL + MINUTE, EventKind::EstablishSealed { uci: "f1b5".parse().unwrap() }).unwrap();
    assert_eq!(t.game().plies().len(), 5);
    assert_eq!(t.clock().unwrap().running(), Some(Black));
    // Each step is a journal line, replayed alike.
    for kind in [EventKind::UnsealEnvelope, EventKind::EstablishSealed { uci: "f1b5".parse().unwrap() }] {
        let e = Event::new(9, kind);
        assert_eq!(journal::parse_line(&journal::line(&e)).unwrap(), e);
    }
}

#[test]
fn guidelines_i_2_7_the_resumption_is_sealed_with_the_move_and_kept_in_the_journal() {
    let (setup, mut events) = adjourned_events("Bb5");
    let sealing = EventKind::SealMove {
        by: White,
        lang: Lang::Gl,
        text: "Bb5".to_owned(),
        resumption: "Luns 19:00, local do club".to_owned(),
    };
    *events.last_mut().unwrap() = Event::new(SEAL, sealing.clone());
    let line = journal::line(events.last().unwrap());
    assert!(!line.contains("Luns"), "in base64: {line}");
    assert_eq!(journal::parse_line(&line).unwrap().kind, sealing);
    // After a restart the journal alone rebuilds it, and the envelope says it.
    let text = journal_text(&setup, &events);
    let table = journal::read(&text).unwrap().replay().unwrap();
    let envelope = Envelope::seal(&table, &text, "", &key()).unwrap();
    assert_eq!(envelope.details.resumption, "Luns 19:00, local do club");
    assert_eq!(Envelope::read(&envelope.to_text()).unwrap().0.details.resumption, "Luns 19:00, local do club");
    // A line of the previous version, without it, reads as none; and the previous version's
    // reader passes over the extra word (it reads three).
    let old = format!("{SEAL} seal-move white en QmI1");
    assert_eq!(journal::parse_line(&old).unwrap().kind, seal(White, "Bb5"));
}

/// I.2.3: the envelope states the time each player used, beside the time left on each clock
/// (what I.5 sets the clocks to). In [`four_plies`] White used 30 s + 30 s, then 80 s on the
/// sealed move (180 s to 260 s); Black 60 s + 60 s.
#[test]
fn guidelines_i_2_3_the_envelope_states_the_time_each_player_used_and_the_time_left() {
    let (envelope, _) = Envelope::read(&envelope_text("Bb5", "tomorrow")).unwrap();
    let d = &envelope.details;
    assert_eq!((d.white_time_used, d.black_time_used), (Some(140 * SECOND), Some(2 * MINUTE)));
    assert_eq!((d.white_time, d.black_time), (58 * MINUTE - 20 * SECOND, 58 * MINUTE));
    assert_eq!(envelope.format, "escaque-envelope 2");
    let text = envelope.to_text();
    assert!(text.contains("white_time_used: Some(140000)") && text.contains("black_time_used: Some(120000)"), "{text}");

    // With an increment the two differ from the starting time in different ways: the time used
    // is how long the clock ran, the time left has the increments in it (2023: 30 s before each
    // move, the first one's from the start).
    let mut t = Table::new(Setup {
        controls: Some(TimeControls::same("3600+30".parse().unwrap())),
        ..game(None).setup().clone()
    })
    .unwrap();
    for (at, m) in [(30, "e2e4"), (90, "e7e5"), (120, "g1f3"), (180, "b8c6")] {
        t.play_pressed(at * SECOND, m);
    }
    t.apply_at(CALL, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t.apply_at(SEAL, seal(White, "Bb5")).unwrap();
    let sealed = t.adjournment().unwrap().sealed.clone().unwrap();
    assert_eq!(sealed.used, (140 * SECOND, 2 * MINUTE));
    // White: 60:30 − 140 s + two increments of 30 s; Black: 60:30 − 120 s + two of 30 s.
    let start = 60 * MINUTE + 30 * SECOND;
    assert_eq!(sealed.times, (start - 140 * SECOND + MINUTE, start - 2 * MINUTE + MINUTE));

    // I.1.2: sealing at 260 s with the session ending at 20 min, White is charged the time up
    // to it, and the time used says so.
    let mut early = four_plies();
    early.apply_at(CALL, EventKind::Adjourn { session_ends_in: Some(20 * MINUTE - CALL) }).unwrap();
    early.apply_at(SEAL, seal(White, "Bb5")).unwrap();
    let sealed = early.adjournment().unwrap().sealed.clone().unwrap();
    let charged = 20 * MINUTE - SEAL;
    assert_eq!(sealed.used, (140 * SECOND + charged, 2 * MINUTE));
    assert_eq!(sealed.times.0, 60 * MINUTE - 140 * SECOND - charged);

    // The clocks paused by the arbiter meanwhile: a pause is no time used.
    let mut paused = four_plies();
    paused.apply_at(CALL, EventKind::Pause).unwrap();
    paused.apply_at(CALL + 10 * MINUTE, EventKind::Resume).unwrap();
    paused.apply_at(CALL + 10 * MINUTE, EventKind::Adjourn { session_ends_in: None }).unwrap();
    paused.apply_at(SEAL + 10 * MINUTE, seal(White, "Bb5")).unwrap();
    assert_eq!(paused.adjournment().unwrap().sealed.as_ref().unwrap().used, (140 * SECOND, 2 * MINUTE));
}

/// I.2.3: the time used is how long each clock ran, whatever stopped it. After an illegal
/// move pressed (7.5.1), Black's clock runs until Black claims; the arbiter then makes White's
/// clock run again (7.1). Black never pressed for those seconds, yet they are Black's.
#[test]
fn guidelines_i_2_3_the_time_used_keeps_what_ran_before_the_arbiter_switched_the_clocks() {
    let mut t = Table::new(Setup { wooden_board: true, ..game(None).setup().clone() }).unwrap();
    // 1.e4 e5 2.f4 Qh4+: White 30 s + 30 s, Black 60 s + 60 s.
    for (at, m) in [(30, "e2e4"), (90, "e7e5"), (120, "f2f4"), (180, "d8h4")] {
        t.play_pressed(at * SECOND, m);
    }
    // 3.a3?? leaves the king in check: 20 s for White; Black's clock runs 30 s to the claim.
    t.play_pressed(200 * SECOND, "a2a3");
    t.apply_at(230 * SECOND, EventKind::ClaimIllegal { by: Black }).unwrap();
    assert_eq!(t.clock().unwrap().running(), Some(White));
    // 3.g3 after 20 s more; Black thinks 30 s on the sealed move.
    t.play_pressed(250 * SECOND, "g2g3");
    t.apply_at(260 * SECOND, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t.apply_at(280 * SECOND, seal(Black, "Nc6")).unwrap();
    let sealed = t.adjournment().unwrap().sealed.clone().unwrap();
    assert_eq!(sealed.used, (100 * SECOND, 180 * SECOND));
    // The time left has the 7.5.5 penalty in it (two minutes to Black), the time used does not.
    assert_eq!(sealed.times, (60 * MINUTE - 100 * SECOND, 60 * MINUTE - 180 * SECOND + 2 * MINUTE));
}

/// I.2.3 with I.1.2 at a second adjournment of the same game: the first session's charge up to
/// its end is still time used, so the second envelope never states less than the first.
#[test]
fn guidelines_i_2_3_a_second_envelope_keeps_the_first_sessions_charge_up_to_its_end() {
    let mut t = four_plies();
    t.apply_at(CALL, EventKind::Adjourn { session_ends_in: Some(20 * MINUTE - CALL) }).unwrap();
    t.apply_at(SEAL, seal(White, "Bb5")).unwrap();
    let charged = 20 * MINUTE - SEAL;
    let first = t.adjournment().unwrap().sealed.clone().unwrap();
    assert_eq!(first.used, (140 * SECOND + charged, 2 * MINUTE));
    // The next session: Bb5 played at the opening, a6 after 30 s, White seals after 20 s.
    let open = 50 * MINUTE;
    t.apply_at(open, EventKind::UnsealEnvelope).unwrap();
    t.apply_at(open, EventKind::OpenEnvelope).unwrap();
    t.play_pressed(open + 30 * SECOND, "a7a6");
    t.apply_at(open + 35 * SECOND, EventKind::Adjourn { session_ends_in: None }).unwrap();
    t.apply_at(open + 50 * SECOND, seal(White, "Ba4")).unwrap();
    let second = t.adjournment().unwrap().sealed.clone().unwrap();
    assert_eq!(second.used, (140 * SECOND + charged + 20 * SECOND, 2 * MINUTE + 30 * SECOND));
    assert!(second.used.0 >= first.used.0 && second.used.1 >= first.used.1);
    // Without an increment, time used and time left add up to the starting hour.
    assert_eq!((second.used.0 + second.times.0, second.used.1 + second.times.1), (60 * MINUTE, 60 * MINUTE));
}

/// An envelope written before the time used was stated (format 1) is still read: its seal
/// over its own format line holds, and its details are compared without the time used.
#[test]
fn guidelines_i_2_3_an_envelope_of_format_1_without_the_time_used_is_still_read() {
    let mut old: Envelope = ron::from_str(&envelope_text("Bb5", "tomorrow")).unwrap();
    old.format = "escaque-envelope 1".to_owned();
    (old.details.white_time_used, old.details.black_time_used) = (None, None);
    let signed = ron::to_string(&(old.format.as_str(), &old.details, old.journal.as_str())).unwrap();
    old.seal = key().sign_bytes(signed.as_bytes());
    let text = old.to_text();
    assert!(!text.contains("time_used"), "format 1 has no time used: {text}");
    let (read, table) = Envelope::read(&text).unwrap();
    assert_eq!((read.details.white_time_used, read.details.black_time_used), (None, None));
    assert!(table.is_adjourned());
    // The game inside still knows it: the screen shows it from there.
    assert_eq!(table.adjournment().unwrap().sealed.as_ref().unwrap().used, (140 * SECOND, 2 * MINUTE));
    // A format 2 envelope that leaves it out is not what its game says.
    let mut cut: Envelope = ron::from_str(&envelope_text("Bb5", "tomorrow")).unwrap();
    cut.details.white_time_used = None;
    let signed = ron::to_string(&(cut.format.as_str(), &cut.details, cut.journal.as_str())).unwrap();
    cut.seal = key().sign_bytes(signed.as_bytes());
    assert_eq!(Envelope::read(&cut.to_text()).unwrap_err(), EnvelopeError::DetailsDiffer);
}

/// I.3: the seal is checked against the key inside the envelope, so it shows that nothing
/// changed since that key sealed it, not whose key it is: an envelope sealed again with another
/// key reads, and only its key's fingerprint tells it apart.
#[test]
fn guidelines_i_3_an_envelope_sealed_again_with_another_key_reads_but_its_fingerprint_differs() {
    let (envelope, table) = Envelope::read(&envelope_text("Bb5", "tomorrow")).unwrap();
    let other = SealKey::from_secret([9; 32]);
    let resealed = Envelope::seal(&table, &envelope.journal, &envelope.details.resumption, &other).unwrap();
    let (read, _) = Envelope::read(&resealed.to_text()).unwrap();
    assert_eq!(read.details, envelope.details);
    let ours = envelope.key_fingerprint().unwrap();
    assert_eq!(Some(ours.clone()), escaque::record::adjourned::key_fingerprint(&key().public()));
    assert_ne!(read.key_fingerprint().unwrap(), ours);
}
