//! `escaque adjudicate --wooden-board`: a PGN with illegal moves, read as played on a board that
//! takes them (Article 7.5), with and without the opponent's claim (7.5.1, A.5.2), under each
//! edition's numbers (7.5.5, A.3; A.4.b in 2014; the third move loses in 2008).

use crate::common;

use std::process::Output;

fn run(args: &[&str], pgn: &str) -> Output {
    common::escaque(&[&["adjudicate", "-"], args].concat(), pgn)
}

/// The verdict line and the remarks of a run that must succeed.
fn adjudicate(args: &[&str], pgn: &str) -> (String, String) {
    let out = run(args, pgn);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{args:?} {pgn}: {err}");
    (String::from_utf8(out.stdout).unwrap().trim_end().to_owned(), err)
}

/// The message of a run that must exit 2.
fn refused(args: &[&str], pgn: &str) -> String {
    let out = run(args, pgn);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?} should exit 2: {pgn}\n{err}");
    assert!(out.stdout.is_empty());
    err
}

const CLAIMED: &[&str] = &["--wooden-board", "--claim-illegal"];

fn with(extra: &[&'static str]) -> Vec<&'static str> {
    CLAIMED.iter().chain(extra).copied().collect()
}

/// 2... Bb4+ checks along c3–d2; 3. Na3 leaves White's king in check (3.9.2). Claimed, the
/// position is reinstated and White replaces it with the knight touched (4.3): 3. Nc3. The
/// bishop can then take on c3, which it could not had Na3 stood.
const KING_LEFT_IN_CHECK: &str = "1. e4 e5 2. d4 Bb4+ 3. Na3 3. Nc3 Bxc3+ *";

/// The same, and 4. Nf3 leaves the king in check again: White's second illegal move.
const SECOND: &str = "1. e4 e5 2. d4 Bb4+ 3. Na3 3. Nc3 Bxc3+ 4. Nf3 *";

/// The same, replaced by 4. bxc3, and then 5. Ra3 jumps over the pawn on a2 (3.5): the third.
const THIRD: &str = "1. e4 e5 2. d4 Bb4+ 3. Na3 3. Nc3 Bxc3+ 4. Nf3 4. bxc3 Nf6 5. Ra3 *";

fn tagged(tags: &str, moves: &str) -> String {
    format!("{tags}\n\n{moves}")
}

#[test]
fn article_7_5_1_claimed_the_position_is_reinstated_and_the_replacement_read_on() {
    let (verdict, err) = adjudicate(CLAIMED, KING_LEFT_IN_CHECK);
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("move 3. Na3: Illegal move by White Nb1a3"), "{err}");
    assert!(err.contains("the king was left in check (Article 3.9.2)"), "{err}");
    assert!(err.contains("claimed by Black; the position before it is reinstated (Article 7.5.1)"), "{err}");
    assert!(err.contains("Black gets 0:02:00 more (Article 7.5.5)"), "{err}");
    // The bishop standing on f1 after the reinstatement is what makes Qh4 mate: had the
    // bishop's jump to d3 (3.5) stood, the king would escape to f1.
    let (verdict, err) = adjudicate(CLAIMED, "1. f3 e5 2. Bd3 2. g4 Qh4# 0-1");
    assert_eq!(verdict, "result=0-1 reason=checkmate");
    assert!(
        err.contains("move 2. Bd3: Illegal move by White Bf1d3: the piece jumped over another (Article 3.5)"),
        "{err}"
    );
    // A knight moved like a bishop, written with its square in full.
    let (verdict, err) = adjudicate(CLAIMED, "1. e4 e5 2. Ng1e3 2. Nf3 Nc6 *");
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("the piece cannot move that way (Article 3.6)"), "{err}");
}

#[test]
fn appendix_a_3_one_minute_in_rapid() {
    let pgn = tagged("[TimeControl \"900+10\"]", KING_LEFT_IN_CHECK);
    let (verdict, err) = adjudicate(CLAIMED, &pgn);
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("Black gets 0:01:00 more (Appendix A.3)"), "{err}");
    // In standard, two minutes whatever the tag says (90 minutes is no rapid game).
    let pgn = tagged("[TimeControl \"5400+30\"]", KING_LEFT_IN_CHECK);
    let (_, err) = adjudicate(CLAIMED, &pgn);
    assert!(err.contains("Black gets 0:02:00 more (Article 7.5.5)"), "{err}");
}

#[test]
fn article_7_5_5_the_second_illegal_move_loses_2023() {
    let (verdict, err) = adjudicate(CLAIMED, SECOND);
    assert_eq!(verdict, "result=0-1 reason=illegal-move");
    assert!(err.contains("move 4. Nf3: Illegal move by White Ng1f3"), "{err}");
    assert!(err.contains("it loses (Article 7.5.5)"), "{err}");
    // Black's illegal moves are Black's own: one each does not lose. The queen jumps the pawn,
    // and the queen touched must make the replacement move (4.3).
    let pgn = "1. e4 e5 2. d4 Bb4+ 3. Na3 3. Nc3 Nf6 4. Bb5 Qd6 4... Qe7 *";
    let (verdict, err) = adjudicate(CLAIMED, pgn);
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("Illegal move by Black Qd8d6") && err.contains("White gets 0:02:00 more"), "{err}");
    let other_piece = pgn.replace("4... Qe7", "4... Bxc3+");
    let err = refused(CLAIMED, &other_piece);
    assert!(err.contains("move 4... Bxc3+") && err.contains("must be moved (Article 4.3.1)"), "{err}");
}

#[test]
fn article_7_5_5_against_a_lone_king_the_loss_is_a_draw() {
    // White's king walks next to Black's twice; Black, with the king alone, could never mate.
    let pgn = tagged("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/3k4/8/R3K3 w - - 0 1\"]", "1. Kd2 1. Kf2 Ke4 2. Kf3 *");
    let (verdict, err) = adjudicate(CLAIMED, &pgn);
    assert_eq!(verdict, "result=1/2-1/2 reason=illegal-move-vs-unwinnable");
    assert!(err.contains("move 2. Kf3: Illegal move by White Kf2f3"), "{err}");
}

#[test]
fn edition_2008_the_third_illegal_move_loses() {
    let (verdict, err) = adjudicate(&with(&["--edition", "2008"]), SECOND);
    assert_eq!(verdict, "result=* reason=ongoing", "the second costs time only: {err}");
    assert_eq!(err.matches("Black gets 0:02:00 more").count(), 2, "{err}");
    let (verdict, err) = adjudicate(&with(&["--edition", "2008"]), THIRD);
    assert_eq!(verdict, "result=0-1 reason=illegal-move");
    assert!(err.contains("move 5. Ra3: Illegal move by White Ra1a3: the piece jumped over another"), "{err}");
    // Under 2014 and 2023 the same game was over at the second.
    for edition in ["2014", "2023"] {
        let (verdict, err) = adjudicate(&with(&["--edition", edition]), THIRD);
        assert_eq!(verdict, "result=0-1 reason=illegal-move", "{edition}");
        assert!(err.contains("the game had ended") && err.contains("before 4. bxc3"), "{edition}: {err}");
    }
    let out = run(&with(&["--edition", "2017"]), SECOND);
    assert_eq!(out.status.code(), Some(2), "an edition Escaque does not know");
}

#[test]
fn edition_2014_unsupervised_blitz_the_first_claimed_illegal_move_loses() {
    let blitz = tagged("[TimeControl \"180+2\"]", "1. e4 e5 2. d4 Bb4+ 3. Na3 *");
    let (verdict, err) = adjudicate(&with(&["--edition", "2014"]), &blitz);
    assert_eq!(verdict, "result=0-1 reason=illegal-move");
    assert!(err.contains("it loses (Appendix A.4.b)"), "{err}");
    // Under adequate supervision the Competition Rules apply: one minute in blitz.
    let (verdict, err) = adjudicate(&with(&["--edition", "2014", "--supervised"]), &blitz);
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("Black gets 0:01:00 more (Appendix A.3)"), "{err}");
    // 2023 has no such loss (A.5.2): a minute.
    let (verdict, err) = adjudicate(CLAIMED, &blitz);
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("Black gets 0:01:00 more"), "{err}");
}

#[test]
fn appendix_a_5_2_unclaimed_it_stands_in_blitz_and_stays_findable_in_standard() {
    let moves = "1. e4 e5 2. d4 Bb4+ 3. Na3 Nf6 4. c3 Bxc3+ *";
    let blitz = tagged("[TimeControl \"180+2\"]", moves);
    let (verdict, err) = adjudicate(&["--wooden-board"], &blitz);
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("3. Na3 was an illegal move: the king was left in check (Article 3.9.2)"), "{err}");
    assert!(err.contains("the opponent moved on without claiming it, so it stands (Appendix A.5.2)"), "{err}");
    let (verdict, err) = adjudicate(&["--wooden-board"], moves);
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("it can still be found during the game (Article 7.5.1)"), "{err}");
    let (_, err) = adjudicate(&["--wooden-board"], &tagged("[TimeControl \"180+2\"]", "1. e4 e5 2. d4 Bb4+ 3. Na3 *"));
    assert!(err.contains("the opponent may do so before moving (Appendix A.5.2)"), "{err}");
}

#[test]
fn article_7_5_2_a_pawn_on_the_last_rank_becomes_a_queen() {
    let pgn = tagged("[SetUp \"1\"]\n[FEN \"7k/P7/8/8/8/8/8/4K3 w - - 0 1\"]", "1. a8 Kh7 2. Qb7+ *");
    let (verdict, err) = adjudicate(CLAIMED, &pgn);
    assert_eq!(verdict, "result=* reason=ongoing", "the queen stands on a8 and moves on: {err}");
    assert!(err.contains("a pawn on the last rank with no new piece (Article 7.5.2)"), "{err}");
    // Unclaimed in blitz, the pawn is still on the last rank once the next move is completed:
    // a draw (A.5.4).
    let blitz = "[TimeControl \"180+2\"]\n[SetUp \"1\"]\n[FEN \"7k/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8 Kg7 2. Kd2 *";
    let (verdict, err) = adjudicate(&["--wooden-board"], blitz);
    assert_eq!(verdict, "result=1/2-1/2 reason=illegal-position");
    assert!(err.contains("before 2. Kd2"), "{err}");
    // In standard it goes on; a pawn on the last rank goes nowhere (no panic, exit 2).
    let standard = blitz.replace("[TimeControl \"180+2\"]\n", "").replace("2. Kd2 *", "2. Kd2 Kf6 3. a7 *");
    let err = refused(&["--wooden-board"], &standard);
    assert!(err.contains("move 3. a7: illegal in this position"), "{err}");
}

#[test]
fn castling_without_the_right_is_an_illegal_move() {
    let pgn = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ke2 Nf6 5. Ke1 d6 6. O-O 6. Kf1 O-O *";
    let (verdict, err) = adjudicate(CLAIMED, pgn);
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("castling with a king or rook that has moved (Article 3.8.2.1)"), "{err}");
}

#[test]
fn without_the_flag_an_illegal_move_still_exits_2_naming_it() {
    let err = refused(&[], KING_LEFT_IN_CHECK);
    assert!(err.contains("move 3. Na3: illegal in this position"), "{err}");
    let clocked = "[TimeControl \"300\"]\n\n1. e4 {[%emt 0:00:01]} e5 {[%emt 0:00:01]} 2. d4 {[%emt 0:00:01]} \
                   Bb4+ {[%emt 0:00:01]} 3. Na3 {[%emt 0:00:01]} *";
    let err = refused(&["--clocks"], clocked);
    assert!(err.contains("move 3. Na3: illegal or ambiguous"), "{err}");
    // --claim-illegal and --supervised mean nothing without a wooden board.
    let out = run(&["--claim-illegal"], KING_LEFT_IN_CHECK);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_move_no_hand_can_make_still_exits_2_naming_it() {
    // No knight of White's reaches b5; castling queenside would put the king on the bishop.
    let err = refused(CLAIMED, "1. e4 e5 2. Nf3 Nc6 3. Nb5 *");
    assert!(err.contains("move 3. Nb5: illegal in this position"), "{err}");
    let err = refused(CLAIMED, "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O-O *");
    assert!(err.contains("move 4. O-O-O: illegal in this position"), "{err}");
    // The bishop cannot take its own pawn, even on a wooden board.
    let err = refused(CLAIMED, "1. e4 e5 2. Bf1g2 *");
    assert!(err.contains("move 2. Bf1g2"), "{err}");
    // Claimed, the replacement must come from the player who made the illegal move.
    let err = refused(CLAIMED, "1. e4 e5 2. d4 Bb4+ 3. Na3 Nf6 *");
    assert!(err.contains("move 3. Nf6: illegal in this position"), "{err}");
}

#[test]
fn with_the_clock_the_penalty_is_on_the_clock() {
    let pgn = "[TimeControl \"5400+30\"]\n\n1. e4 {[%emt 0:00:05]} e5 {[%emt 0:00:05]} 2. d4 {[%emt 0:00:05]} \
               Bb4+ {[%emt 0:00:05]} 3. Na3 {[%emt 0:00:05]} 3. Nc3 {[%emt 0:00:05]} Bxc3+ {[%emt 0:00:05]} *";
    let (out, err) = adjudicate(&with(&["--clocks"]), pgn);
    assert!(out.starts_with("result=* reason=ongoing\n"), "{out}");
    assert!(out.contains("3. Nc3") && !out.contains("Na3"), "{out}");
    // Black: 90 minutes and the first move's 30 s from the start (2023), the next move's 30 s
    // with each of three presses, +2 minutes, -15 s of thinking.
    assert!(out.contains("3... Bxc3+ { [%clk 1:33:45] }") || out.contains("3... Bxc3+\n{ [%clk 1:33:45] }"), "{out}");
    assert!(err.contains("Black gets 0:02:00 more (Article 7.5.5)"), "{err}");
}

#[test]
fn remarks_in_the_language_asked_for() {
    let (verdict, err) = adjudicate(&["--wooden-board", "--lang", "gl"], "1. e4 e5 2. d4 Bb4+ 3. Na3 Nf6 *");
    assert_eq!(verdict, "result=* reason=ongoing");
    assert!(err.contains("3. Na3 foi unha xogada ilegal"), "{err}");
}

/// Whatever a wooden board is asked to take, the reading ends in a verdict or an error naming
/// the move, never a panic: random moves a hand can make (the board followed with
/// [`physical_move`]), with and without claims, in standard and in blitz (where an illegal
/// position can end the game, A.5.4), under each edition.
///
/// [`physical_move`]: escaque::laws::illegal::physical_move
#[test]
fn any_sequence_of_moves_a_hand_can_make_is_read_without_panic() {
    use escaque::laws::Edition;
    use escaque::laws::illegal::physical_move;
    use escaque::record::adjudicate::{Options, adjudicate};
    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestRunner};
    use shakmaty::{Role, Setup, Square, uci::UciMove};

    let game = (prop::collection::vec((any::<u8>(), 0..64u32, any::<bool>()), 1..60), any::<bool>(), 0..3usize);
    let mut runner = TestRunner::new(Config { cases: 200, failure_persistence: None, ..Config::default() });
    let deep = std::cell::Cell::new(0);
    runner
        .run(&game, |(seeds, blitz, edition)| {
            let mut setup = Setup::default();
            let mut tokens = Vec::new();
            for (pick, to, queen) in seeds {
                let own: Vec<Square> = setup.board.by_color(setup.turn).into_iter().collect();
                let from = own[usize::from(pick) % own.len()];
                let to = Square::new(to);
                let role = setup.board.role_at(from).expect("an own piece");
                let last = to.rank() == (!setup.turn).backrank();
                let promotion = (role == Role::Pawn && last && queen).then_some(Role::Queen);
                let uci = UciMove::Normal { from, to, promotion };
                // A pawn's move is written in SAN only as a pawn goes: a step or two ahead, or a
                // capture one file over (its origin cannot be written in full).
                let forward = if setup.turn.is_white() { 1 } else { -1 };
                let step = i32::from(to.rank()) - i32::from(from.rank());
                let files = (i32::from(to.file()) - i32::from(from.file())).abs();
                let pawn_like = step == forward && files <= 1 || step == 2 * forward && files == 0;
                if role == Role::Pawn && !pawn_like {
                    continue;
                }
                let Ok((_, after)) = physical_move(&setup, &uci) else { continue };
                let promote = if promotion.is_some() { "=Q" } else { "" };
                let token = match role {
                    Role::Pawn if from.file() == to.file() => format!("{to}{promote}"),
                    Role::Pawn => format!("{}x{to}{promote}", from.file().char()),
                    _ => format!("{}{from}{to}", role.upper_char()),
                };
                tokens.push(token);
                setup = after;
            }
            let tag = if blitz { "[TimeControl \"180+2\"]\n\n" } else { "" };
            let pgn = format!("{tag}{} *", tokens.join(" "));
            for claim in [false, true] {
                let options = Options {
                    wooden_board: true,
                    claim_illegal: claim,
                    edition: Edition::ALL[edition],
                    ..Options::default()
                };
                if adjudicate(&pgn, &options).is_ok() && !claim && tokens.len() > 10 {
                    deep.set(deep.get() + 1);
                }
            }
            Ok(())
        })
        .unwrap();
    let deep = deep.get();
    assert!(deep > 20, "the games should mostly be read to their end: {deep}");
}
