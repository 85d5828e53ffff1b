//! `escaque adjudicate`: replay a finished game under the Laws and give the verdict, as an
//! arbiter checking a game would.

use std::fmt;
use std::sync::Arc;

use shakmaty::{
    CastlingMode, Chess, Color, Position,
    san::{San, SanError},
    uci::UciMove,
};

use crate::clock::{AdjustReason, Adjustment, Bonus, Hms, HmsError, TimeControl, TimeControls};
use crate::laws::illegal::{self, HandMoveError, IllegalKind, hand_move};
use crate::laws::{Article, Claim, Edition, Ending, FullSearch, GameResult, Millis, Reason, Status};
use crate::record::export::command;
use crate::record::pgn::MoveNumber;
use crate::record::pgn::read_game_numbered;
use crate::record::sheet::{EventInfo, table_pgn_of_event};
use crate::record::{PgnError, PgnGame, PgnProblem};
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
    /// The edition of the Laws the game is judged under (2023 by default).
    pub edition: Edition,
    /// The game was played on a board that takes illegal moves, as a wooden one does (7.5): a
    /// move the Laws do not allow is made as a hand would make it (see
    /// [`physical_move`](crate::laws::illegal::physical_move)),
    /// instead of stopping the reading.
    pub wooden_board: bool,
    /// On a wooden board, the opponent claims each illegal move before making their own
    /// (7.5.1, A.5.2): the position before it is reinstated, the penalty follows, and the
    /// PGN's next move is the offender's replacement. Without it no one claims: in rapid and
    /// blitz without adequate supervision the move stands once the opponent moves (A.5.2).
    pub claim_illegal: bool,
    /// Adequate supervision (A.4, B.2): the Competition Rules apply to rapid and blitz.
    pub supervised: bool,
    /// Which game of the file, from 1 (`--game N`); `None`: the file's only game.
    pub game: Option<usize>,
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
        /// How long the move took: its `[%emt]`, or what its `[%clk]` implies (see
        /// [`adjudicate_with_clocks`]).
        used: Hms,
        /// The time the mover had left when the move began.
        left: Millis,
    },
    /// A move's `[%clk]` showed more time than the side could have had: the opponent gave time
    /// during it (lichess's "+15 seconds"), which the replay adds to the clock.
    TimeGiven {
        /// The number of the move.
        at: MoveNumber,
        /// That move as written in the PGN.
        token: String,
        /// The side given time.
        side: Color,
        /// How much: the smallest number of lichess's 15-second gifts that leaves the move a
        /// time of zero or more.
        given: Hms,
    },
    /// On a wooden board, an illegal move was claimed by the opponent (7.5.1, A.5.2).
    IllegalMoveClaimed {
        /// The number of the illegal move.
        at: MoveNumber,
        /// That move as written in the PGN.
        token: String,
        /// What followed: the move dealt with, the time given, the end of the game.
        notices: Vec<Notice>,
    },
    /// On a wooden board, an illegal move no one claimed.
    IllegalMoveUnclaimed {
        /// The number of the illegal move.
        at: MoveNumber,
        /// That move as written in the PGN.
        token: String,
        /// The rule it broke.
        kind: IllegalKind,
        /// What becomes of it.
        fate: Unclaimed,
    },
}

/// What becomes of an illegal move no one claimed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unclaimed {
    /// The opponent moved on: in rapid and blitz without adequate supervision it stands (A.5.2).
    Stands,
    /// In standard chess, or under adequate supervision, it can be found at any time during the
    /// game (7.5.1).
    Findable,
    /// The game stops right after it: the opponent may still claim it before moving (A.5.2).
    Claimable,
}

impl Unclaimed {
    /// The Article that decides it.
    pub fn article(self) -> Article {
        match self {
            Unclaimed::Stands | Unclaimed::Claimable => Article::ILLEGAL_MOVE_UNSUPERVISED,
            Unclaimed::Findable => Article::ILLEGAL_MOVE,
        }
    }

    /// The stable name the messages select on.
    pub fn name(self) -> &'static str {
        match self {
            Unclaimed::Stands => "stands",
            Unclaimed::Findable => "findable",
            Unclaimed::Claimable => "claimable",
        }
    }
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

/// The table a PGN is replayed on: the players and start position from its tags, the edition
/// and the board from `options`; a clock only when `controls` are given. On a wooden board
/// without a clock, the `TimeControl` tag still says whether the game was rapid or blitz.
fn table_for(game: &PgnGame, controls: Option<TimeControls>, options: &Options) -> Result<Table, PgnError> {
    // The PGN's own reading of its start position names what is wrong with it.
    game.start_position()?;
    let mode = game.castling_mode()?;
    let untimed_category = match &controls {
        None if options.wooden_board => {
            let rules = crate::laws::RuleSet::of(options.edition);
            tag_controls(game)?.map(|c| c.category(&rules))
        }
        _ => None,
    };
    let setup = Setup {
        white: game.tag("White").unwrap_or_default().to_owned(),
        black: game.tag("Black").unwrap_or_default().to_owned(),
        fen: game.tag("FEN").map(str::to_owned),
        chess960: mode == CastlingMode::Chess960,
        controls,
        press_with_move: true,
        edition: options.edition,
        wooden_board: options.wooden_board,
        supervised: options.supervised,
        untimed_category,
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
                let game = table.game();
                // A written move that is not legal makes the claim incorrect (9.5.3): it is
                // passed on as the squares a hand would use, or as no move at all ("0000")
                // when no piece of that kind could even be put there.
                Some(match san.to_move(game.position()) {
                    Ok(m) => m.to_uci(mode),
                    Err(_) => hand_move(game.board(), game.turn(), &san).unwrap_or(UciMove::Null),
                })
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

/// Adjudicates the single game in `pgn` under the Laws of `options.edition` (2023 by default).
///
/// ```
/// use escaque::record::adjudicate::{adjudicate, Options};
/// let v = adjudicate("1. f3 e5 2. g4 Qh4# 0-1", &Options::default()).unwrap();
/// assert_eq!(v.to_string(), "result=0-1 reason=checkmate");
/// ```
pub fn adjudicate(pgn: &str, options: &Options) -> Result<Verdict, PgnError> {
    let game = read_game_numbered(pgn, options.game)?;
    // Every refusal names its line: the line of the move being replayed.
    let mut line = 0;
    adjudicate_game(&game, options, &mut line).map_err(|e| e.on_line(line))
}

/// [`adjudicate`] on the game read; `line` follows the line of the move being replayed (0
/// when the error concerns no move).
fn adjudicate_game(game: &PgnGame, options: &Options, line: &mut usize) -> Result<Verdict, PgnError> {
    let table = table_for(game, None, options)?;
    let mut replay = Replay::new(game, table, options, false)?;
    for pgn_move in &game.moves {
        *line = pgn_move.line;
        let token = pgn_move.san.to_string();
        replay.before_move(0)?;
        if replay.ended(&token) {
            break;
        }
        let uci = replay.resolve(&pgn_move.san.san, &token)?;
        let ply = replay.ply();
        replay
            .table
            .apply(Event::new(0, EventKind::Move { uci }))
            .map_err(|refusal| PgnError::at_move(&replay.start, ply, &token, PgnProblem::Refused(refusal)))?;
        replay.moved(ply, token);
    }
    replay.at_end(0)?;
    *line = 0;
    let Replay { mut table, mut remarks, mode, .. } = replay;
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

/// The `TimeControl` tags of `game`, read.
fn tag_controls(game: &PgnGame) -> Result<Option<TimeControls>, PgnError> {
    TimeControls::from_pgn_tags(
        game.tag("TimeControl"),
        game.tag(crate::clock::WHITE_TIME_CONTROL_TAG),
        game.tag(crate::clock::BLACK_TIME_CONTROL_TAG),
    )
    .map_err(|e| PgnError::new(PgnProblem::TimeControlTag(e)))
}

/// An illegal move made on a wooden board that no one has claimed yet.
struct Irregular {
    /// The index of its ply.
    ply: usize,
    /// The move as written in the PGN.
    token: String,
    /// The player who made it.
    by: Color,
    /// The rule it broke.
    kind: IllegalKind,
}

/// A PGN's moves on their way to the table: how each is read, and what happens to an illegal
/// move on a wooden board.
struct Replay<'a> {
    options: &'a Options,
    start: Chess,
    mode: CastlingMode,
    table: Table,
    remarks: Vec<Remark>,
    /// The illegal move just made, until it is claimed or the opponent moves on.
    irregular: Option<Irregular>,
    /// Whether the clock runs: then an illegal or ambiguous move is one problem, as it was.
    clocked: bool,
}

impl<'a> Replay<'a> {
    fn new(game: &PgnGame, table: Table, options: &'a Options, clocked: bool) -> Result<Replay<'a>, PgnError> {
        Ok(Replay {
            options,
            start: game.start_position()?,
            mode: game.castling_mode()?,
            table,
            remarks: Vec::new(),
            irregular: None,
            clocked,
        })
    }

    /// The index of the next ply: the table's moves alternate, even where the PGN has an
    /// illegal move and its replacement by the same player one after the other.
    fn ply(&self) -> usize {
        self.table.game().plies().len()
    }

    fn number(&self, ply: usize) -> MoveNumber {
        MoveNumber::of_ply(&self.start, ply)
    }

    /// Whether the game is over before the move `token`; if it is, the remark says so.
    fn ended(&mut self, token: &str) -> bool {
        let Status::Ended(ending) = self.table.game().status() else { return false };
        let at = self.number(self.ply());
        self.remarks.push(Remark::MovesAfterEnd { ending, at, token: token.to_owned() });
        true
    }

    /// The move `san` as the player on move's hand makes it: the legal move it names, or on a
    /// wooden board the move a piece can physically make.
    fn resolve(&self, san: &San, token: &str) -> Result<UciMove, PgnError> {
        let game = self.table.game();
        let at = |problem| PgnError::at_move(&self.start, game.plies().len(), token, problem);
        let legal = if game.is_loose() { Err(SanError::IllegalSan) } else { san.to_move(game.position()) };
        match legal {
            Ok(m) => Ok(m.to_uci(self.mode)),
            Err(_) if self.clocked && !self.options.wooden_board => Err(at(PgnProblem::IllegalOrAmbiguous)),
            Err(SanError::AmbiguousSan) => Err(at(PgnProblem::Ambiguous)),
            Err(_) if self.options.wooden_board => hand_move(game.board(), game.turn(), san).map_err(|e| {
                at(match e {
                    HandMoveError::NoPiece => PgnProblem::Illegal,
                    HandMoveError::Ambiguous => PgnProblem::Ambiguous,
                })
            }),
            Err(_) => Err(at(PgnProblem::Illegal)),
        }
    }

    /// After the move with index `ply` was made: notes it if it broke the Laws.
    fn moved(&mut self, ply: usize, token: String) {
        let made = self.table.game().plies().get(ply);
        if let Some(made) = made
            && let Some(kind) = made.irregular
            && kind != IllegalKind::FromIllegalPosition
        {
            self.irregular = Some(Irregular { ply, token, by: made.by, kind });
        }
    }

    /// Before the PGN's next move, at `at`: the opponent claims the illegal move just made,
    /// or moves on without claiming it.
    fn before_move(&mut self, at: Millis) -> Result<(), PgnError> {
        self.settle_unless_findable(at, Unclaimed::Stands)
    }

    /// After the PGN's last move, at `at`: as [`Replay::before_move`], but an illegal move no
    /// one claims may still be claimed.
    fn at_end(&mut self, at: Millis) -> Result<(), PgnError> {
        self.settle_unless_findable(at, Unclaimed::Claimable)
    }

    /// Settles the illegal move just made as `fate` says, unless it can be found at any time
    /// (standard chess, or adequate supervision: 7.5.1).
    fn settle_unless_findable(&mut self, at: Millis, fate: Unclaimed) -> Result<(), PgnError> {
        let config = self.table.game().config();
        let findable = illegal::found_later(config.category, config.supervised);
        self.settle_irregular(at, if findable { Unclaimed::Findable } else { fate })
    }

    fn settle_irregular(&mut self, at: Millis, fate: Unclaimed) -> Result<(), PgnError> {
        let Some(Irregular { ply, token, by, kind }) = self.irregular.take() else { return Ok(()) };
        let number = self.number(ply);
        if !self.options.claim_illegal || self.table.game().status() != Status::Ongoing {
            self.remarks.push(Remark::IllegalMoveUnclaimed { at: number, token, kind, fate });
            return Ok(());
        }
        match self.table.apply(Event::new(at, EventKind::ClaimIllegal { by: !by })) {
            Ok(notices) => {
                let notices = notices
                    .into_iter()
                    .filter(|n| {
                        matches!(
                            n,
                            Notice::IllegalMoveDealtWith { .. } | Notice::TimeAwarded { .. } | Notice::GameOver(_)
                        )
                    })
                    .collect();
                self.remarks.push(Remark::IllegalMoveClaimed { at: number, token, notices });
                Ok(())
            }
            Err(refusal) => Err(PgnError::at_move(&self.start, ply, &token, PgnProblem::Refused(refusal))),
        }
    }
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
/// A move without `[%emt]` takes its time from `[%clk]`, read as lichess writes it: the time
/// left after the move, with the increment of that move already added. The move then used the
/// side's previous `[%clk]` (the control's starting time before its first move) minus this one,
/// plus what the control added for the move (its Fischer increment, and the next period's time
/// when it completes a period). With a delay or a Bronstein bonus, a clock that lost nothing
/// is a move within the bonus, read as taking no time, and one that lost time used the bonus
/// as well. Replayed on the edition's clock these times give back the PGN's `[%clk]`: exactly
/// under 2014 timing (the increment after each move), and each one increment more under 2023
/// timing, whose clock shows the next move's increment as soon as the move is made. The move
/// that ends the game is the exception: no press follows it, so it earns no increment, where
/// lichess still gives one (see `docs/pgn-import.md`).
///
/// ```
/// use escaque::record::adjudicate::{adjudicate_with_clocks, Options};
/// let pgn = "[TimeControl \"60\"]\n\n1. e4 {[%emt 0:00:10]} e5 {[%emt 0:01:01]} *";
/// let out = adjudicate_with_clocks(pgn, &Options::default()).unwrap();
/// assert_eq!(out.verdict.to_string(), "result=1-0 reason=time-forfeit");
/// ```
pub fn adjudicate_with_clocks(pgn: &str, options: &Options) -> Result<ClockedVerdict, PgnError> {
    let game = read_game_numbered(pgn, options.game)?;
    let mut line = 0;
    clocked_game(&game, options, &mut line).map_err(|e| e.on_line(line))
}

/// [`adjudicate_with_clocks`] on the game read; `line` as in [`adjudicate_game`].
fn clocked_game(game: &PgnGame, options: &Options, line: &mut usize) -> Result<ClockedVerdict, PgnError> {
    let controls = tag_controls(game)?.ok_or_else(|| PgnError::new(PgnProblem::NoTimeControl))?;
    no_usable_clock(game, &controls)?;
    let table = table_for(game, Some(controls), options)?;
    let mut replay = Replay::new(game, table, options, true)?;
    let mut at = 0;
    // Each side's last `[%clk]`, read where a move has no `[%emt]`.
    let mut last_clk: [Option<Millis>; 2] = [None, None];
    for pgn_move in &game.moves {
        *line = pgn_move.line;
        let token = pgn_move.san.to_string();
        replay.before_move(at)?;
        let ply = replay.ply();
        let start = &replay.start;
        let at_move = |problem| PgnError::at_move(start, ply, &token, problem);
        let comment = |name| pgn_move.comments.iter().find_map(|c| command(c, name));
        let clk = comment("clk").map(str::parse::<Hms>);
        let mover = replay.table.game().turn();
        let clock = replay.table.clock().ok_or_else(|| at_move(PgnProblem::NoTimeControl))?;
        let control = clock.controls().get(mover).clone();
        let number = clock.moves(mover).saturating_add(1);
        let before = last_clk[mover as usize].unwrap_or_else(|| control.initial());
        let mut given = 0;
        let used: Hms = match comment("emt") {
            Some(emt) => emt.parse().map_err(|e| at_move(PgnProblem::EmtUnreadable(e)))?,
            None => {
                let clk = clk.clone().ok_or_else(|| at_move(PgnProblem::NoEmt))?;
                let clk = clk.map_err(|e| at_move(PgnProblem::ClkUnreadable(e)))?;
                match used_by_clk(&control, number, before, clk.0) {
                    Ok(used) => used,
                    // More time than the side could have had: the opponent gave some, as
                    // lichess lets a player do, 15 seconds a click, as long as the clock given
                    // time shows under two hours. Past that, the clocks are wrong, not generous.
                    Err(PgnProblem::ClkImpossible { before, after, added })
                        if giftable(before.0, after.0 - before.0.saturating_add(added.0)) =>
                    {
                        let missing = after.0 - before.0.saturating_add(added.0);
                        given = missing.div_ceil(TIME_GIVEN) * TIME_GIVEN;
                        used_by_clk(&control, number, before.0.saturating_add(given), after.0).map_err(at_move)?
                    }
                    Err(problem) => return Err(at_move(problem)),
                }
            }
        };
        if given > 0 {
            let table = &mut replay.table;
            let adjustment = Adjustment::AddTime { side: mover, time: given };
            let reason = AdjustReason::note("time given by the opponent");
            table.apply(Event::new(at, EventKind::ClockAdjustment { adjustment, reason })).map_err(|refusal| {
                PgnError::at_move(&replay.start, ply, &token, PgnProblem::Refused(refusal))
            })?;
            let at = replay.number(ply);
            replay.remarks.push(Remark::TimeGiven { at, token: token.clone(), side: mover, given: Hms(given) });
        }
        // The side's clock as lichess would write it after this move: its `[%clk]`, or, for a
        // move timed by `[%emt]` alone (or a `[%clk]` that cannot be read), what that time
        // leaves, so that a later move timed by `[%clk]` starts from the right time.
        last_clk[mover as usize] = Some(match clk {
            Some(Ok(clk)) => clk.0,
            _ => clk_after(&control, number, before, used.0),
        });
        if replay.ended(&token) {
            break;
        }
        let uci = replay.resolve(&pgn_move.san.san, &token)?;
        let table = &mut replay.table;
        let mover = table.game().turn();
        let left = table.clock().map_or(0, |c| c.remaining(mover, at));
        // Times read from a file are checked: a sum past what a u64 holds is no time at all.
        at = at.checked_add(used.0).ok_or_else(|| {
            PgnError::at_move(&replay.start, ply, &token, PgnProblem::EmtUnreadable(HmsError(used.to_string())))
        })?;
        match table.apply(Event::new(at, EventKind::Move { uci })) {
            Ok(_) => replay.moved(ply, token),
            // The flag fell before the move was made: the move is not carried out.
            Err(_) if table.game().status() != Status::Ongoing => {
                let at = replay.number(ply);
                replay.remarks.push(Remark::FlagFellDuringMove { at, token, used, left });
                break;
            }
            Err(refusal) => {
                return Err(PgnError::at_move(&replay.start, ply, &token, PgnProblem::Refused(refusal)));
            }
        }
    }
    replay.at_end(at)?;
    *line = 0;
    let Replay { mut table, mut remarks, mode, .. } = replay;
    let mut claim_rejected = false;
    if table.game().status() == Status::Ongoing {
        // A flag falls on this game's own clock, not on report.
        let options = Options { flag: None, ..options.clone() };
        let actions = afterwards(&table, &options, mode)?;
        claim_rejected = apply_afterwards(&mut table, actions, at, &mut remarks);
    }
    let verdict = verdict_of(&table, claim_rejected, remarks);
    // The game printed again keeps the event's tags it was read with.
    let tag = |name| game.tag(name).unwrap_or_default().to_owned();
    let info = EventInfo {
        event: tag("Event"),
        site: tag("Site"),
        date: tag("Date"),
        round: tag("Round"),
        board: tag("Board"),
    };
    Ok(ClockedVerdict { verdict, pgn: table_pgn_of_event(&table, &info) })
}

/// What lichess gives a player's opponent at each click of "+15 seconds".
const TIME_GIVEN: Millis = 15 * crate::clock::SECOND;

/// Lichess lets a player give time only while the clock given it shows less than this (lila's
/// `Clock.moretimeable`: under two hours); each gift is 5 to 60 seconds (lila's `Moretimer`),
/// 15 from the button.
const GIFT_BELOW: Millis = 2 * 60 * 60 * crate::clock::SECOND;

/// Whether a clock at `before` when the move began can have been given `missing` more during
/// the move, in lichess's 15-second gifts: each one made while the clock showed under two hours.
/// (The clock runs down during the move, so `before` is the most it showed before each gift.)
fn giftable(before: Millis, missing: Millis) -> bool {
    // A time past what a u64 holds is no gift (and no panic: the times come from a file).
    let Some(given) = missing.div_ceil(TIME_GIVEN).checked_mul(TIME_GIVEN) else { return false };
    before.saturating_add(given.saturating_sub(TIME_GIVEN)) < GIFT_BELOW
}

/// `--clocks` needs a clock: refuses a game whose `[%clk]` values cannot be one. When every
/// move has a `[%clk]`, all the same, and that is not the control's starting time for either
/// side, no clock ran (a correspondence server writes `0:00:00` on every move of a game of
/// `TimeControl "1/432000"`); read as a clock it would be a flag fall on move 1.
fn no_usable_clock(game: &PgnGame, controls: &TimeControls) -> Result<(), PgnError> {
    let clks: Option<Vec<Hms>> = game
        .moves
        .iter()
        .map(|m| m.comments.iter().find_map(|c| command(c, "clk")).and_then(|c| c.parse::<Hms>().ok()))
        .collect();
    let Some(clks) = clks else { return Ok(()) };
    let Some(first) = clks.first() else { return Ok(()) };
    let starts = [controls.get(Color::White).initial(), controls.get(Color::Black).initial()];
    let emt = game.moves.iter().any(|m| m.comments.iter().any(|c| command(c, "emt").is_some()));
    // Only what no clock of the control can show move after move: all at zero (a
    // correspondence server's placeholder), or more than the game started with. Equal times
    // below the start are a short game's clocks (each move taken within its increment).
    let impossible = first.0 == 0 || starts.iter().all(|&start| first.0 > start);
    if clks.len() >= 2 && !emt && clks.iter().all(|c| c == first) && !starts.contains(&first.0) && impossible {
        let line = game.moves.first().map_or(0, |m| m.line);
        return Err(PgnError::new(PgnProblem::NoUsableClock { clk: *first }).on_line(line));
    }
    Ok(())
}

/// How long move `number` (from 1, for its side) took, read from the side's clock `before` it
/// and the `[%clk]` `after` it, as lichess writes them (see [`adjudicate_with_clocks`]).
fn used_by_clk(control: &TimeControl, number: u32, before: Millis, after: Millis) -> Result<Hms, PgnProblem> {
    let (added, kept) = what_the_clock_gives(control, number);
    let impossible = || PgnProblem::ClkImpossible { before: Hms(before), after: Hms(after), added: Hms(added) };
    let lost = before.saturating_add(added).checked_sub(after).ok_or_else(impossible)?;
    Ok(Hms(if lost == 0 { 0 } else { lost.saturating_add(kept) }))
}

/// The `[%clk]` lichess would write after move `number` (from 1, for its side) that `used` this
/// long from `before`: the inverse of [`used_by_clk`].
fn clk_after(control: &TimeControl, number: u32, before: Millis, used: Millis) -> Millis {
    let (added, kept) = what_the_clock_gives(control, number);
    before.saturating_add(added).saturating_sub(used.saturating_sub(kept))
}

/// What the control gives for move `number` (from 1, for its side): the time added to the clock
/// (a Fischer increment, and the next period's time when the move completes a period), and the
/// time the move may take without losing any (a delay or Bronstein bonus).
fn what_the_clock_gives(control: &TimeControl, number: u32) -> (Millis, Millis) {
    let period = control.time_after_move(number);
    match control.bonus_of_move(number) {
        Bonus::None => (period, 0),
        Bonus::Fischer(t) => (t.saturating_add(period), 0),
        Bonus::Delay(t) | Bonus::Bronstein(t) => (period, t),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::SECOND;

    #[test]
    fn a_move_timed_by_emt_leaves_the_clock_a_later_clk_starts_from() {
        // 180+2: 30 s used, 2 s back: 2:32 left; then [%clk] 2:28 means 6 s used (+2).
        let control: TimeControl = "180+2".parse().unwrap();
        let after = clk_after(&control, 1, 180 * SECOND, 30 * SECOND);
        assert_eq!(after, 152 * SECOND);
        assert_eq!(used_by_clk(&control, 2, after, 148 * SECOND).unwrap().0, 6 * SECOND);
        // Within a delay nothing is lost; past it, only what is past.
        let delay: TimeControl = "300d5".parse().unwrap();
        assert_eq!(clk_after(&delay, 1, 300 * SECOND, 3 * SECOND), 300 * SECOND);
        assert_eq!(clk_after(&delay, 1, 300 * SECOND, 8 * SECOND), 297 * SECOND);
    }

    fn used(control: &str, number: u32, before: Millis, after: Millis) -> Result<Millis, PgnProblem> {
        used_by_clk(&control.parse().unwrap(), number, before, after).map(|h| h.0)
    }

    #[test]
    fn time_is_given_only_to_a_clock_under_two_hours_and_no_time_overflows() {
        // Lichess gives time while the clock shows under two hours, any number of clicks.
        assert!(giftable(3 * 60 * SECOND, 10 * 60 * SECOND));
        assert!(giftable(GIFT_BELOW - SECOND, 15 * SECOND));
        assert!(!giftable(GIFT_BELOW, SECOND));
        // The last click must come while the clock is under two hours.
        assert!(giftable(GIFT_BELOW - 20 * SECOND, 30 * SECOND));
        assert!(!giftable(GIFT_BELOW - 10 * SECOND, 30 * SECOND));
        // The largest time a file can hold is no gift, and nothing overflows.
        assert!(!giftable(0, Millis::MAX));
        assert!(!giftable(Millis::MAX, Millis::MAX));
    }

    #[test]
    fn the_time_a_move_used_is_read_back_from_its_clk() {
        // 180+2: from 3:00, a move that leaves 2:59 (increment included) took 3 s.
        assert_eq!(used("180+2", 2, 180 * SECOND, 179 * SECOND), Ok(3 * SECOND));
        // Lichess's untimed first move: the increment it never gave is the time it took.
        assert_eq!(used("180+2", 1, 180 * SECOND, 180 * SECOND), Ok(2 * SECOND));
        // The 40th move brings the second period's 30 minutes with it.
        assert_eq!(used("40/5400+30:1800+30", 40, 600 * SECOND, 2410 * SECOND), Ok(20 * SECOND));
        assert_eq!(used("40/5400+30:1800+30", 39, 600 * SECOND, 610 * SECOND), Ok(20 * SECOND));
        // No bonus: the clock's loss is the time used.
        assert_eq!(used("300", 5, 250 * SECOND, 240 * SECOND), Ok(10 * SECOND));
        // A delay: a clock that lost nothing was a move within the delay; one that lost 4 s
        // took the delay and 4 s more.
        assert_eq!(used("300d5", 5, 250 * SECOND, 250 * SECOND), Ok(0));
        assert_eq!(used("300d5", 5, 250 * SECOND, 246 * SECOND), Ok(9 * SECOND));
        // More time after the move than before it with its increment: no time used gives it.
        assert_eq!(
            used("180+2", 2, 170 * SECOND, 173 * SECOND),
            Err(PgnProblem::ClkImpossible {
                before: Hms(170 * SECOND),
                after: Hms(173 * SECOND),
                added: Hms(2 * SECOND)
            })
        );
    }
}
