//! Every note the record of a game carries besides its moves, as typed values built once from
//! the [`Table`] ([`notes`]): what the arbiter did and what followed, a player's claim of an
//! illegal move, the clock changes made besides the moves, a draw offer at an improper time, the
//! draw claims and the rulings on them, how the game ended, what the analysis left undecided,
//! and the moves played after the end. The window's arbiter record, the on-screen scoresheet,
//! the PGN and the printed sheet all say this one list (the words are `i18n`'s), so none of them
//! can show an act another leaves out. No text here.
//!
//! Where the window's record and the sealed sheet used to follow different rules, one was kept,
//! as an arbiter keeping the record would:
//!
//! - **Clock changes.** Every change made besides the moves is noted: the arbiter's corrections
//!   and penalties (6.10.2, 7.1 with times set, 12.9.2, 12.9.3), the time the Laws give (9.5.3,
//!   A.3, Guidelines III) and the time given with no Article. Only bookkeeping is left out:
//!   whose time runs and the move counters that follow a correction (7.1), which the correction
//!   itself says ([`bookkeeping`]). (The window's record used to list the arbiter's three
//!   Articles only.)
//! - **The ending** is a note of its own, never repeated among what followed an act: an act
//!   that ends the game (11.8, 12.9.6) is followed by the ending note. The PGN writes it as its
//!   ending line (`record::sheet::ending_line`, the same in every language, read back by
//!   `Scoresheet::ending`); the window and the printed sheet say it as the reason under the
//!   sheet's head and in the result box, not among the other notes.
//! - **An improper draw offer** (valid under 9.1.2.1, made at another time than between move
//!   and press, 11.5) is one note, beside the move the offer is marked on, citing both.
//! - **The order** is the order of the record, move by move, and beside each move the order of
//!   time; notes of the same moment keep the order in which the table records them (an offer,
//!   a claim, the arbiter's record, the clock's log), and the ending comes after everything
//!   that led to it. This is the order of time but for an offer or a claim made while on move,
//!   which is read with the move that follows it. (The sheet used to put the claims before the
//!   arbiter's acts of the same move whenever they were made, and the window's record went by
//!   time alone, so the two could list the same notes in another order.)
//! - **Where each goes**: beside the move the board showed last when it was done; an offer or a
//!   claim beside the claimant's own move ([`mark_ply`]); the ending after the move that ended
//!   the game; a note from before the first move after the first move, saying so
//!   ([`Note::before_first_move`]); in a game with no move, nowhere on the sheet
//!   ([`Note::ply`] is `None`), though the window still lists it.

use shakmaty::san::SanPlus;
use shakmaty::{Color, Position};

use crate::clock::{AdjustReason, Adjustment};
use crate::laws::illegal::{Consequence, IllegalKind};
use crate::laws::{Article, Claim, Ending, Millis, Reason};
use crate::table::{Act, Notice, Table, mark_ply};

/// One note of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// How many moves were on the board when it was done.
    pub after_plies: usize,
    /// The index of the move it is written beside on the sheet; `None` in a game with no move.
    pub ply: Option<usize>,
    /// It was done before the first move, and is written beside the first move all the same.
    pub before_first_move: bool,
    /// When (milliseconds since the game started).
    pub at: Millis,
    /// The Article it applies, as the laws core numbers it (2023): the act's, the adjustment's,
    /// the claim's, the ending's; `None` when none applies.
    pub article: Option<Article>,
    /// What it records.
    pub kind: NoteKind,
}

/// What a note records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteKind {
    /// An arbiter's act, or a player's claim of an illegal move (`act` is `None`), with what
    /// followed and the arbiter's remark: one for each record of [`Table::arbiter_log`].
    Arbiter {
        /// The act; `None` for a player's claim of an illegal move.
        act: Option<Act>,
        /// What followed: the illegal move dealt with, moves taken back, time given, clocks set.
        follows: Vec<Follow>,
        /// The arbiter's remark, its words one space apart; empty if none.
        remark: String,
    },
    /// A clock change that no arbiter's record holds: the arbiter's correction or penalty
    /// (6.10.2, 12.9.2, 12.9.3), or the time the Laws give (9.5.3, A.3, Guidelines III).
    Clock {
        /// What changed.
        adjustment: Adjustment,
        /// Why.
        reason: AdjustReason,
    },
    /// A draw offer made at another time than between the offerer's move and press: valid
    /// (9.1.2.1), but the arbiter should know of it (11.5).
    ImproperOffer {
        /// The offerer.
        by: Color,
    },
    /// A draw claim (9.2, 9.3) and the ruling on it (9.5.2, 9.5.3).
    Claim {
        /// The claimant.
        by: Color,
        /// The draw claimed.
        claim: Claim,
        /// The move written down with the claim, in SAN.
        intended: Option<SanPlus>,
        /// Whether the claim was found correct.
        correct: bool,
    },
    /// How the game ended.
    Ending(Ending),
    /// The analysis could not decide whether `side` could still checkmate (5.2.2, 6.9): the
    /// result stands.
    Undecided {
        /// The side the question was about.
        side: Color,
    },
    /// The move was played after the game had ended (a dead position proven late, 5.2.2); the
    /// note's Article is the ending's.
    PlayedAfterEnd,
}

/// What followed an arbiter's act or a claim of an illegal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Follow {
    /// An illegal move dealt with (7.5): claimed by the opponent or found by the arbiter.
    IllegalMove {
        /// The player who made it.
        offender: Color,
        /// The rule it broke.
        kind: IllegalKind,
        /// The move, in SAN; `None` for a press with no move.
        san: Option<SanPlus>,
        /// The opponent who claimed it; `None` when the arbiter found it.
        claimed_by: Option<Color>,
        /// The penalty.
        consequence: Consequence,
        /// The pawn left on the last rank was made a queen (7.5.2), not taken back.
        queened: bool,
    },
    /// Moves taken off the board (7.1, or to reinstate the position before an illegal move).
    TakenBack {
        /// The player who made the first of them.
        first: Color,
        /// The moves, first to last, in SAN.
        moves: Vec<SanPlus>,
    },
    /// Time the Laws give (9.5.3, A.3).
    TimeAwarded {
        /// The player who gets it.
        to: Color,
        /// How much.
        ms: Millis,
        /// The Article that gives it.
        article: Article,
    },
    /// A clock set or changed with the act.
    Clock {
        /// What changed.
        adjustment: Adjustment,
        /// Why.
        reason: AdjustReason,
    },
}

impl Note {
    /// Whether it records what the arbiter did or a change to the clocks: the notes the PGN
    /// marks `[%arbiter …]`.
    pub fn is_arbiters(&self) -> bool {
        matches!(self.kind, NoteKind::Arbiter { .. } | NoteKind::Clock { .. })
    }
}

impl NoteKind {
    /// For an arbiter's record: whether what followed says all the act says (the moves taken
    /// back, the illegal move found), so that a line may leave the act out.
    pub fn act_said_by_follows(&self) -> bool {
        match self {
            NoteKind::Arbiter { act: Some(act), follows, .. } => {
                matches!(act, Act::TakeBack { .. } | Act::FindIllegalMove | Act::TwoHands { .. })
                    && follows.iter().any(|f| matches!(f, Follow::IllegalMove { .. } | Follow::TakenBack { .. }))
            }
            _ => false,
        }
    }
}

/// The Article an arbiter's act applies.
pub fn act_article(act: &Act) -> Article {
    match act {
        Act::Warn { .. } => Article::WARNING,
        Act::End { ground, .. } => ground.article(),
        Act::Annul(annulment) => annulment.article(),
        Act::TakeBack { .. } => Article::IRREGULARITY,
        Act::ReleaseTouch => Article::ACCIDENTAL_CONTACT,
        Act::FindIllegalMove => Article::ILLEGAL_MOVE,
        Act::TwoHands { .. } => Article::TWO_HANDS,
    }
}

/// A clock change that only follows the moves after a correction (7.1): whose time runs, the
/// move counters. The record says the correction itself.
pub fn bookkeeping(adjustment: &Adjustment, reason: &AdjustReason) -> bool {
    let follows = *reason == AdjustReason::article(Article::IRREGULARITY);
    matches!(adjustment, Adjustment::RunFor { .. }) || (follows && matches!(adjustment, Adjustment::SetMoves { .. }))
}

/// Where a note of something done when `after_plies` moves were on the board goes, in a game of
/// `plies` moves: beside the last of them; before the first move, beside the first.
fn beside_last(after_plies: usize, plies: usize) -> (Option<usize>, bool) {
    match after_plies.min(plies).checked_sub(1) {
        Some(i) => (Some(i), false),
        None if plies > 0 => (Some(0), true),
        None => (None, false),
    }
}

/// What followed an arbiter's act or a claim of an illegal move, from the table's notices;
/// `mover` gives who made the move of an index.
fn follows(notices: &[Notice], after_plies: usize, mover: &dyn Fn(usize) -> Color) -> Vec<Follow> {
    let mut follows = Vec::new();
    for notice in notices {
        match notice {
            Notice::IllegalMoveDealtWith { offender, kind, san, claimed_by, consequence, taken_back, queened } => {
                follows.push(Follow::IllegalMove {
                    offender: *offender,
                    kind: *kind,
                    san: *san,
                    claimed_by: *claimed_by,
                    consequence: *consequence,
                    queened: *queened,
                });
                // The moves after it, taken back with it: named when there are others.
                if !taken_back.is_empty() && taken_back.as_slice() != san.as_slice() {
                    // The first of them may be the opponent's (a pawn made a queen keeps its move).
                    follows.push(Follow::TakenBack { first: mover(after_plies), moves: taken_back.clone() });
                }
            }
            Notice::TakenBack { moves, .. } => {
                follows.push(Follow::TakenBack { first: mover(after_plies), moves: moves.clone() });
            }
            Notice::TimeAwarded { to, ms, article } => {
                follows.push(Follow::TimeAwarded { to: *to, ms: *ms, article: *article });
            }
            Notice::ClockAdjusted { adjustment, reason } if !bookkeeping(adjustment, reason) => {
                follows.push(Follow::Clock { adjustment: adjustment.clone(), reason: reason.clone() });
            }
            // The ending is a note of its own; the rest says the act again.
            _ => {}
        }
    }
    follows
}

/// Every note of the game at `table`, in the order the record reads them: move by move, and
/// beside each move in order of time (see the module's documentation for what each is and
/// where it goes).
pub fn notes(table: &Table) -> Vec<Note> {
    let game = table.game();
    let plies = game.plies();
    let movers: Vec<Color> = plies.iter().map(|p| p.by).collect();
    let first_mover = game.start().turn();
    let mover = |i: usize| if i.is_multiple_of(2) { first_mover } else { !first_mover };
    let mut notes: Vec<Note> = Vec::new();

    // 9.1.2.1, 11.5: beside the move the offer is marked on.
    for offer in game.offers().iter().filter(|o| !o.proper_time && !o.from_claim) {
        let ply = mark_ply(offer.by, offer.after_plies, &movers);
        notes.push(Note {
            after_plies: offer.after_plies,
            ply,
            before_first_move: false,
            at: offer.at,
            article: Some(Article::DISTRACTING),
            kind: NoteKind::ImproperOffer { by: offer.by },
        });
    }
    for claim in game.claims() {
        let ply = mark_ply(claim.by, claim.after_plies, &movers).or(claim.after_plies.checked_sub(1));
        notes.push(Note {
            after_plies: claim.after_plies,
            ply: ply.filter(|&i| i < plies.len()),
            before_first_move: false,
            at: claim.at,
            article: Some(claim.claim.article()),
            kind: NoteKind::Claim {
                by: claim.by,
                claim: claim.claim,
                intended: claim.intended,
                correct: claim.correct,
            },
        });
    }
    for record in table.arbiter_log() {
        let (ply, before_first_move) = beside_last(record.after_plies, plies.len());
        notes.push(Note {
            after_plies: record.after_plies,
            ply,
            before_first_move,
            at: record.at,
            article: Some(record.act.as_ref().map_or(Article::ILLEGAL_MOVE, act_article)),
            kind: NoteKind::Arbiter {
                act: record.act.clone(),
                follows: follows(&record.notices, record.after_plies, &mover),
                remark: record.remark.split_whitespace().collect::<Vec<_>>().join(" "),
            },
        });
    }
    if let Some(clock) = table.clock() {
        for logged in clock.adjustments() {
            if bookkeeping(&logged.adjustment, &logged.reason) || in_a_record(table, logged) {
                continue;
            }
            let after_plies = plies.iter().filter(|p| p.at <= logged.at).count();
            let (ply, before_first_move) = beside_last(after_plies, plies.len());
            notes.push(Note {
                after_plies,
                ply,
                before_first_move,
                at: logged.at,
                article: logged.reason.article,
                kind: NoteKind::Clock { adjustment: logged.adjustment.clone(), reason: logged.reason.clone() },
            });
        }
    }
    // Stable: notes of the same moment keep the order above.
    notes.sort_by_key(|n| n.at);

    if let Some(ending) = game.status().ending() {
        let end = game.end_plies().unwrap_or(plies.len()).min(plies.len());
        let (ply, before_first_move) = beside_last(end, plies.len());
        // The table keeps no time for the end itself: the latest of what led to it.
        let up_to_end = |n: &Note| n.ply.is_none_or(|i| i < end || (end == 0 && n.before_first_move));
        let mut at = notes.iter().filter(|n| up_to_end(n)).map(|n| n.at).max().unwrap_or(0);
        if let Some(last) = end.checked_sub(1).map(|i| &plies[i]) {
            at = at.max(last.completed_at.unwrap_or(last.at));
        }
        if matches!(ending.reason, Reason::TimeForfeit | Reason::TimeoutVsUnwinnable)
            && let Some(clock) = table.clock()
        {
            at = Color::ALL.iter().filter_map(|&side| clock.flag_at(side)).fold(at, Millis::max);
        }
        // After the notes that led to it, before those that came after it.
        let place = notes.iter().rposition(|n| n.at <= at).map_or(0, |k| k + 1);
        let mut closing = vec![Note {
            after_plies: end,
            ply,
            before_first_move,
            at,
            article: Some(ending.article).filter(|&a| a != Article::OUTSIDE_THE_LAWS),
            kind: NoteKind::Ending(ending),
        }];
        for side in table.undecided() {
            closing.push(Note {
                after_plies: end,
                ply,
                before_first_move,
                at,
                article: None,
                kind: NoteKind::Undecided { side: *side },
            });
        }
        let closed = place + closing.len();
        notes.splice(place..place, closing);
        // A dead position proven late (5.2.2): the moves after it stay on the sheet, marked.
        for (i, p) in plies.iter().enumerate().skip(end) {
            let place = notes.iter().rposition(|n| n.at <= p.at).map_or(0, |k| k + 1).max(closed);
            notes.insert(
                place,
                Note {
                    after_plies: i + 1,
                    ply: Some(i),
                    before_first_move: false,
                    at: p.at,
                    article: Some(ending.article),
                    kind: NoteKind::PlayedAfterEnd,
                },
            );
        }
    }
    // As the record reads: move by move (stable: beside one move, in order of time); last, in
    // order of time, what has no move to go beside yet (an offer made before the offerer's
    // move, while the game goes on).
    notes.sort_by_key(|n| n.ply.unwrap_or(usize::MAX));
    notes
}

/// Whether an arbiter's record already holds this change to the clock (with its act, or as
/// the time a claim of an illegal move gave).
fn in_a_record(table: &Table, logged: &crate::clock::Logged) -> bool {
    table.arbiter_log().iter().any(|r| {
        r.at == logged.at
            && r.notices.iter().any(|n| match n {
                Notice::ClockAdjusted { adjustment, reason } => {
                    *adjustment == logged.adjustment && *reason == logged.reason
                }
                Notice::TimeAwarded { to, ms, article } => {
                    logged.adjustment == Adjustment::AddTime { side: *to, time: *ms }
                        && logged.reason.article == Some(*article)
                }
                _ => false,
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{MINUTE, TimeControls};
    use crate::table::{Event, EventKind, Setup};

    #[test]
    fn a_note_goes_beside_the_last_move_made_and_one_from_before_the_first_move_after_it() {
        // (moves made when it was done, moves in the game) → (beside, before the first move)
        let cases = [
            ((3, 5), (Some(2), false)),
            ((5, 5), (Some(4), false)),
            ((7, 5), (Some(4), false)), // moves taken back since: beside the last one left
            ((0, 5), (Some(0), true)),
            ((0, 0), (None, false)),
        ];
        for ((after, plies), expected) in cases {
            assert_eq!(beside_last(after, plies), expected, "{after} of {plies}");
        }
    }

    #[test]
    fn only_the_clock_following_a_correction_is_bookkeeping() {
        let correction = AdjustReason::article(Article::IRREGULARITY);
        let penalty = AdjustReason::article(Article::MORE_TIME_FOR_OPPONENT);
        let cases = [
            (Adjustment::RunFor { side: Color::White }, correction.clone(), true),
            (Adjustment::RunFor { side: Color::White }, penalty.clone(), true),
            (Adjustment::SetMoves { side: Color::Black, moves: 3 }, correction.clone(), true),
            (Adjustment::SetMoves { side: Color::Black, moves: 3 }, penalty.clone(), false),
            (Adjustment::SetTime { side: Color::Black, time: MINUTE }, correction, false),
            (Adjustment::AddTime { side: Color::Black, time: MINUTE }, penalty, false),
        ];
        for (adjustment, reason, expected) in cases {
            assert_eq!(bookkeeping(&adjustment, &reason), expected, "{adjustment:?} {reason:?}");
        }
    }

    #[test]
    fn an_offer_whose_move_is_not_made_yet_comes_last_and_goes_nowhere_on_the_sheet() {
        let setup = Setup { controls: Some(TimeControls::same("900+5".parse().unwrap())), ..Setup::default() };
        let mut t = Table::new(setup).unwrap();
        let mut at = 0;
        let mut apply = |t: &mut Table, kind| {
            at += 1_000;
            t.apply(Event::new(at, kind)).unwrap();
        };
        apply(&mut t, EventKind::Move { uci: "e2e4".parse().unwrap() });
        apply(&mut t, EventKind::PressClock { by: Color::White });
        // Black offers before moving (11.5); then White is given a minute (12.9.2).
        apply(&mut t, EventKind::OfferDraw { by: Color::Black });
        let penalty = Adjustment::AddTime { side: Color::White, time: MINUTE };
        let reason = AdjustReason::article(Article::MORE_TIME_FOR_OPPONENT);
        apply(&mut t, EventKind::ClockAdjustment { adjustment: penalty, reason });
        let list = notes(&t);
        assert!(matches!(list[0].kind, NoteKind::Clock { .. }) && list[0].ply == Some(0), "{list:?}");
        assert!(matches!(list[1].kind, NoteKind::ImproperOffer { by: Color::Black }) && list[1].ply.is_none());
        // Once Black has moved, the offer is marked on that move, and so is its note.
        apply(&mut t, EventKind::Move { uci: "e7e5".parse().unwrap() });
        let list = notes(&t);
        assert_eq!(list.iter().map(|n| n.ply).collect::<Vec<_>>(), [Some(0), Some(1)], "{list:?}");
    }

    #[test]
    fn a_take_back_to_the_start_goes_beside_the_first_move_played_again() {
        let mut t = Table::new(Setup::untimed(None)).unwrap();
        let mut at = 0;
        for kind in [
            EventKind::Move { uci: "e2e4".parse().unwrap() },
            EventKind::Arbiter(crate::table::ArbiterAct {
                act: Act::TakeBack { plies: 1, times: None },
                remark: String::new(),
            }),
            EventKind::Move { uci: "d2d4".parse().unwrap() },
        ] {
            at += 1_000;
            t.apply(Event::new(at, kind)).unwrap();
        }
        let list = notes(&t);
        assert_eq!(list.len(), 1, "{list:?}");
        assert_eq!((list[0].after_plies, list[0].ply, list[0].before_first_move), (0, Some(0), true));
        let NoteKind::Arbiter { follows, .. } = &list[0].kind else { panic!("{list:?}") };
        assert_eq!(follows, &[Follow::TakenBack { first: Color::White, moves: vec!["e4".parse().unwrap()] }]);
        assert!(list[0].kind.act_said_by_follows());
    }
}
