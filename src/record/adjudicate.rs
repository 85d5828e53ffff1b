//! `escaque adjudicate`: replay a finished game under the Laws and give the verdict, as an
//! arbiter checking a game would.

use std::fmt;
use std::sync::Arc;

use shakmaty::{CastlingMode, Color, Position, san::San};

use crate::clock::{Hms, HmsError, TimeControls};
use crate::laws::{Claim, Ending, FullSearch, GameResult, Millis, Reason, Status};
use crate::record::export::command;
use crate::record::pgn::MoveNumber;
use crate::record::sheet::table_pgn;
use crate::record::{PgnError, PgnGame, PgnProblem, read_game};
use crate::table::{Event, EventKind, Notice, Refusal, Setup, Table};

/// What happens after the last move of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// This side's flag falls after the last move (6.9).
    pub flag: Option<Color>,
    /// This side resigns after the last move (5.1.2).
    pub resign: Option<Color>,
    /// The player on move claims a draw (9.2, 9.3)...
    pub claim: Option<Claim>,
    /// ...with this move written down first (SAN), not played unless the claim is wrong.
    pub intended: Option<String>,
}

/// Something an arbiter should read about the game, besides the verdict, in words from
/// [`crate::i18n::describe::remark`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remark {
    /// The game had ended before this move; the rest does not count.
    MovesAfterEnd {
        /// How the game had ended.
        ending: Ending,
        /// The number of the first move that does not count.
        at: MoveNumber,
        /// That move as written in the PGN.
        token: String,
    },
    /// A claim, resignation or flag fall after the last move was refused.
    NotCounted {
        /// What was asked for.
        what: Afterwards,
        /// Why the table refused it.
        refusal: Refusal,
    },
    /// The PGN's result marker disagrees with the Laws.
    ResultDisagrees {
        /// The result marker as written in the PGN, `½` spelt `1/2`.
        written: String,
        /// The result under the Laws, in PGN (`*` when the game goes on).
        ours: &'static str,
    },
    /// A move took longer than the time left: the flag fell during it.
    FlagFellDuringMove {
        /// The number of the move during which the flag fell.
        at: MoveNumber,
        /// That move as written in the PGN; it is not carried out.
        token: String,
        /// How long the move took, from its `[%emt]` comment.
        used: Hms,
        /// The time the mover had left when the move began.
        left: Millis,
    },
}

/// What was done after the last move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Afterwards {
    /// This side, on move, claimed a draw (9.2, 9.3).
    Claim(Color),
    /// This side resigned (5.1.2).
    Resignation(Color),
    /// This side's flag fell (6.9).
    FlagFall(Color),
}

/// The verdict on a game, and remarks an arbiter should read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The result, or `None` while the game goes on.
    pub result: Option<GameResult>,
    /// How the game ended, or why it goes on.
    pub reason: VerdictReason,
    /// Remarks: moves after the end, an action that came too late, a result tag that disagrees.
    pub remarks: Vec<Remark>,
}

/// The verdict's reason: how the game ended, or why it goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerdictReason {
    /// The game ended, for this reason.
    Ended(Reason),
    /// A draw claim was found wrong; play would go on.
    ClaimRejected,
    /// Nothing ended the game.
    Ongoing,
}

impl fmt::Display for Verdict {
    /// The one line the headless command prints: `result=0-1 reason=checkmate`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = self.result.map_or("*", GameResult::pgn);
        let reason = match self.reason {
            VerdictReason::Ended(r) => r.name(),
            VerdictReason::ClaimRejected => "claim-rejected",
            VerdictReason::Ongoing => "ongoing",
        };
        write!(f, "result={result} reason={reason}")
    }
}

/// The table a PGN is replayed on: the players and start position from its tags; a clock
/// only when `controls` are given.
fn table_for(game: &PgnGame, controls: Option<TimeControls>) -> Result<Table, PgnError> {
    // The PGN's own reading of its start position names what is wrong with it.
    game.start_position()?;
    let mode = game.castling_mode()?;
    let setup = Setup {
        white: game.tag("White").unwrap_or_default().to_owned(),
        black: game.tag("Black").unwrap_or_default().to_owned(),
        fen: game.tag("FEN").map(str::to_owned),
        chess960: mode == CastlingMode::Chess960,
        controls,
        press_with_move: true,
        ..Setup::default()
    };
    match setup.controls {
        Some(_) => Table::new(setup),
        // An arbiter's tool can afford the full analysis at every move (5.2.2, 6.9, 5.1.2).
        None => Table::with_oracle(setup, Arc::new(FullSearch)),
    }
    .map_err(|e| PgnError::new(PgnProblem::Setup(e)))
}

/// The claim, resignation and flag fall asked for after the last move, as events.
fn afterwards(table: &Table, options: &Options, mode: CastlingMode) -> Result<Vec<(Afterwards, EventKind)>, PgnError> {
    let by = table.game().position().turn();
    let mut actions = Vec::new();
    if let Some(claim) = options.claim {
        let intended = match &options.intended {
            None => None,
            Some(text) => {
                let san: San = text.parse().map_err(|_| PgnError::new(PgnProblem::IntendedNotSan(text.clone())))?;
                let m = san
                    .to_move(table.game().position())
                    .map_err(|_| PgnError::new(PgnProblem::IntendedIllegal(text.clone())))?;
                Some(m.to_uci(mode))
            }
        };
        actions.push((Afterwards::Claim(by), EventKind::Claim { by, claim, intended }));
    }
    if let Some(by) = options.resign {
        actions.push((Afterwards::Resignation(by), EventKind::Resign { by }));
    }
    if let Some(side) = options.flag {
        actions.push((Afterwards::FlagFall(side), EventKind::FlagReported { side }));
    }
    Ok(actions)
}

/// Applies the actions after the last move at `at`; refusals become remarks. Whether a claim
/// was found wrong.
fn apply_afterwards(
    table: &mut Table,
    actions: Vec<(Afterwards, EventKind)>,
    at: Millis,
    remarks: &mut Vec<Remark>,
) -> bool {
    let mut claim_rejected = false;
    for (what, kind) in actions {
        match table.apply(Event::new(at, kind)) {
            Ok(notices) => claim_rejected |= notices.iter().any(|n| matches!(n, Notice::ClaimRejected { .. })),
            Err(refusal) => remarks.push(Remark::NotCounted { what, refusal }),
        }
    }
    claim_rejected
}

/// The verdict on the table as it stands.
fn verdict_of(table: &Table, claim_rejected: bool, remarks: Vec<Remark>) -> Verdict {
    let (result, reason) = match table.game().status() {
        Status::Ended(e) => (Some(e.result), VerdictReason::Ended(e.reason)),
        Status::Ongoing | Status::AwaitingArbiter(_) if claim_rejected => (None, VerdictReason::ClaimRejected),
        Status::Ongoing | Status::AwaitingArbiter(_) => (None, VerdictReason::Ongoing),
    };
    Verdict { result, reason, remarks }
}

/// Adjudicates the single game in `pgn` under the 2023 Laws.
///
/// ```
/// use escaque::record::adjudicate::{adjudicate, Options};
/// let v = adjudicate("1. f3 e5 2. g4 Qh4# 0-1", &Options::default()).unwrap();
/// assert_eq!(v.to_string(), "result=0-1 reason=checkmate");
/// ```
pub fn adjudicate(pgn: &str, options: &Options) -> Result<Verdict, PgnError> {
    let game = read_game(pgn)?;
    let start = game.start_position()?;
    let mode = game.castling_mode()?;
    let mut table = table_for(&game, None)?;
    let mut remarks = Vec::new();
    for (ply, pgn_move) in game.moves.iter().enumerate() {
        let token = pgn_move.san.to_string();
        if let Status::Ended(ending) = table.game().status() {
            remarks.push(Remark::MovesAfterEnd { ending, at: MoveNumber::of_ply(&start, ply), token });
            break;
        }
        let m = pgn_move.san.san.to_move(table.game().position()).map_err(|e| {
            let why = match e {
                shakmaty::san::SanError::AmbiguousSan => PgnProblem::Ambiguous,
                _ => PgnProblem::Illegal,
            };
            PgnError::at_move(&start, ply, &token, why)
        })?;
        let uci = m.to_uci(mode);
        table
            .apply(Event::new(0, EventKind::Move { uci }))
            .map_err(|refusal| PgnError::at_move(&start, ply, &token, PgnProblem::Refused(refusal)))?;
    }
    let actions = afterwards(&table, options, mode)?;
    let claim_rejected = apply_afterwards(&mut table, actions, 0, &mut remarks);
    let mut verdict = verdict_of(&table, claim_rejected, remarks);
    let written = game.result.replace('½', "1/2");
    let ours = verdict.result.map_or("*", GameResult::pgn);
    if written != "*" && written != ours {
        verdict.remarks.push(Remark::ResultDisagrees { written, ours });
    }
    Ok(verdict)
}

/// A verdict reached with the clock running, and the game as PGN with the clock shown after
/// every move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockedVerdict {
    /// The verdict on the game.
    pub verdict: Verdict,
    /// The game as replayed, as PGN with the clock after every move.
    pub pgn: String,
}

/// Adjudicates with the clock: the PGN's `TimeControl` tag sets the clocks and the `[%emt]`
/// comment of every move says how long it took. A move that took longer than the time left is a
/// flag fall during that move (6.9).
///
/// ```
/// use escaque::record::adjudicate::{adjudicate_with_clocks, Options};
/// let pgn = "[TimeControl \"60\"]\n\n1. e4 {[%emt 0:00:10]} e5 {[%emt 0:01:01]} *";
/// let out = adjudicate_with_clocks(pgn, &Options::default()).unwrap();
/// assert_eq!(out.verdict.to_string(), "result=1-0 reason=time-forfeit");
/// ```
pub fn adjudicate_with_clocks(pgn: &str, options: &Options) -> Result<ClockedVerdict, PgnError> {
    let game = read_game(pgn)?;
    let controls = TimeControls::from_pgn_tags(
        game.tag("TimeControl"),
        game.tag(crate::clock::WHITE_TIME_CONTROL_TAG),
        game.tag(crate::clock::BLACK_TIME_CONTROL_TAG),
    )
    .map_err(|e| PgnError::new(PgnProblem::TimeControlTag(e)))?
    .ok_or_else(|| PgnError::new(PgnProblem::NoTimeControl))?;
    let start = game.start_position()?;
    let mode = game.castling_mode()?;
    let mut table = table_for(&game, Some(controls))?;
    let mut remarks = Vec::new();
    let mut at = 0;
    for (ply, pgn_move) in game.moves.iter().enumerate() {
        let token = pgn_move.san.to_string();
        let used = pgn_move
            .comments
            .iter()
            .find_map(|c| command(c, "emt"))
            .ok_or_else(|| PgnError::at_move(&start, ply, &token, PgnProblem::NoEmt))?;
        let used: Hms =
            used.parse().map_err(|e| PgnError::at_move(&start, ply, &token, PgnProblem::EmtUnreadable(e)))?;
        if let Status::Ended(ending) = table.game().status() {
            remarks.push(Remark::MovesAfterEnd { ending, at: MoveNumber::of_ply(&start, ply), token });
            break;
        }
        let m = pgn_move
            .san
            .san
            .to_move(table.game().position())
            .map_err(|_| PgnError::at_move(&start, ply, &token, PgnProblem::IllegalOrAmbiguous))?;
        let mover = table.game().position().turn();
        let left = table.clock().map_or(0, |c| c.remaining(mover, at));
        // Times read from a file are checked: a sum past what a u64 holds is no time at all.
        at = at.checked_add(used.0).ok_or_else(|| {
            PgnError::at_move(&start, ply, &token, PgnProblem::EmtUnreadable(HmsError(used.to_string())))
        })?;
        let uci = m.to_uci(mode);
        match table.apply(Event::new(at, EventKind::Move { uci })) {
            Ok(_) => {}
            // The flag fell before the move was made: the move is not carried out.
            Err(_) if table.game().status() != Status::Ongoing => {
                remarks.push(Remark::FlagFellDuringMove { at: MoveNumber::of_ply(&start, ply), token, used, left });
                break;
            }
            Err(refusal) => return Err(PgnError::at_move(&start, ply, &token, PgnProblem::Refused(refusal))),
        }
    }
    let mut claim_rejected = false;
    if table.game().status() == Status::Ongoing {
        // A flag falls on this game's own clock, not on report.
        let options = Options { flag: None, ..options.clone() };
        let actions = afterwards(&table, &options, mode)?;
        claim_rejected = apply_afterwards(&mut table, actions, at, &mut remarks);
    }
    let verdict = verdict_of(&table, claim_rejected, remarks);
    Ok(ClockedVerdict { verdict, pgn: table_pgn(&table) })
}
