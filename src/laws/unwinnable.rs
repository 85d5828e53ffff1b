//! Exact answers to "could this side still checkmate by some series of legal moves?", the
//! question behind a dead position (5.2.2), a flag fall (6.9), a resignation (5.1.2) and the
//! arbiter's view of a quickplay-finish claim (Guidelines III).
//!
//! The answers come from the CHA solver (crate `chasolver`, MIT; M. Ambrona, "A Practical
//! Algorithm for Chess Unwinnability", FUN 2022). This module only adapts positions to it and
//! keeps the interface thread from ever waiting on it:
//!
//! * [`quick`] (and [`ExactOracle`], the [`MateOracle`] built on it) is what the laws core may
//!   call inline after every move: shakmaty's material test, the solver's fast sound-but-incomplete
//!   check, then an exhaustive walk over every reachable position that gives up after a small,
//!   fixed number of positions ([`INLINE_POSITIONS`]). Each stage is exact when it answers;
//!   otherwise the answer is `Unknown`, which the core never acts on. The fast check is not
//!   bounded: microseconds on real games, but a second or two on a few composed positions
//!   ([`ExactOracle::fast_check`] can keep it off the interface thread).
//! * [`full`] is the solver's complete search. It has its own internal node limit (the crate
//!   does not let callers set it) and is fast on real games but can take a second or two on
//!   composed positions, so it belongs on the [`MateWorker`] thread, never inline.
//!
//! Both are deterministic: the same position always gets the same answer, so a replayed journal
//! gives the same game. Only *when* a worker answer arrives depends on timing; see [`MateWorker`]
//! for how the game should record it.
//!
//! Positions the solver cannot take are answered `Unknown` with a reason, never a panic:
//! castling rights whose king or rook stands off the standard squares (Chess960, Guidelines II)
//! are dropped before the solver sees the position, so a "can mate" answer still holds (a mating
//! line without castling is legal with the rights too) but a "cannot mate" answer is withheld.

use std::collections::{HashSet, VecDeque};
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;
use std::sync::{Arc, Condvar, Mutex, mpsc};
use std::time::Duration;

use shakmaty::{CastlingMode, CastlingSide, Chess, Color, File, Move, Position, Square};

use super::mate::{MateAbility, MateOracle};

/// How many distinct positions the inline walk may visit before it gives up: a few hundred
/// microseconds at most (`cargo bench --bench unwinnable`).
pub const INLINE_POSITIONS: usize = 1_000;

/// The walk is only tried when neither side has more legal moves than this; with more, it
/// would only spend its limit and give up. On the solver's own hard positions this keeps 197 of
/// the 199 answers a 1,000-position walk adds to the fast check; on real middlegames it saves
/// the walk's whole cost.
pub const WALK_MAX_MOVES: usize = 16;

/// Which stage settled a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// shakmaty's material test (a lone king, a lone minor piece against a bare king...).
    Material,
    /// The solver's fast sound-but-incomplete check (`chasolver::is_unwinnable_fast`).
    FastCheck,
    /// Every position reachable from this one was visited (within the inline limit).
    Reachable,
    /// The solver's complete search (`chasolver::winnability`).
    FullSearch,
}

/// Why a question was left open.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Undecided {
    /// The node limit was reached first (the inline limit, or the solver's own).
    NodeLimit,
    /// Castling rights with the king or rook off the standard squares (Chess960): the solver
    /// cannot play those castlings, so it cannot rule out a mate that needs one.
    Chess960Castling,
    /// The solver refused the position or failed on it; the text says how.
    Refused(String),
    /// The solver's mating line did not stand a second opinion: its move `uci` is not legal,
    /// or (with `None`) it does not end in checkmate.
    BadLine(Option<String>),
}

impl fmt::Display for Undecided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Undecided::NodeLimit => f.write_str("the node limit was reached before an answer"),
            Undecided::Chess960Castling => f.write_str(
                "castling rights with the king or a rook off the standard squares (Chess960) are beyond the solver",
            ),
            Undecided::Refused(why) => write!(f, "the solver could not take the position: {why}"),
            Undecided::BadLine(Some(uci)) => write!(f, "the mating line's move {uci} is not legal here"),
            Undecided::BadLine(None) => f.write_str("the mating line does not end in checkmate"),
        }
    }
}

/// The answer for one side, with how it was reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// The side can checkmate.
    Possible {
        /// The stage that found it.
        stage: Stage,
        /// When the stage produced one, a legal series of moves from the position that ends with
        /// that side giving checkmate (checked with shakmaty).
        helpmate: Option<Vec<Move>>,
    },
    /// No series of legal moves lets the side checkmate.
    Impossible {
        /// The stage that proved it.
        stage: Stage,
    },
    /// Not decided. Never ends a game and never turns a flag fall into a draw.
    Unknown(Undecided),
}

impl Finding {
    /// The answer in the terms of the laws core.
    pub fn ability(&self) -> MateAbility {
        match self {
            Finding::Possible { .. } => MateAbility::Possible,
            Finding::Impossible { .. } => MateAbility::Impossible,
            Finding::Unknown(_) => MateAbility::Unknown,
        }
    }
    /// Which stage decided, if one did.
    pub fn stage(&self) -> Option<Stage> {
        match self {
            Finding::Possible { stage, .. } | Finding::Impossible { stage } => Some(*stage),
            Finding::Unknown(_) => None,
        }
    }
}

/// The position as the solver's board type holds it.
struct SolverBoard {
    board: chess::Board,
    /// Some castling right could not be given to the solver (Chess960).
    dropped_castling: bool,
}

/// Builds the solver's board from a FEN written here: the crate's own FEN reader trusts its
/// input, so it only ever sees positions shakmaty has already checked.
fn solver_board(pos: &Chess) -> Result<SolverBoard, Undecided> {
    let mut castling = String::new();
    let mut dropped_castling = false;
    for color in Color::ALL {
        for (side, rook_file, letter) in
            [(CastlingSide::KingSide, File::H, 'k'), (CastlingSide::QueenSide, File::A, 'q')]
        {
            let Some(rook) = pos.castles().rook(color, side) else { continue };
            let rank = color.backrank();
            if pos.board().king_of(color) == Some(Square::from_coords(File::E, rank))
                && rook == Square::from_coords(rook_file, rank)
            {
                castling.push(if color.is_white() { letter.to_ascii_uppercase() } else { letter });
            } else {
                dropped_castling = true;
            }
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let ep = pos.legal_ep_square().map_or_else(|| "-".to_owned(), |sq| sq.to_string());
    let turn = if pos.turn().is_white() { 'w' } else { 'b' };
    let fen = format!("{} {turn} {castling} {ep} 0 1", pos.board());
    let board = chess::Board::from_str(&fen).map_err(|e| Undecided::Refused(format!("{e} ({fen})")))?;
    Ok(SolverBoard { board, dropped_castling })
}

fn solver_color(side: Color) -> chess::Color {
    if side.is_white() { chess::Color::White } else { chess::Color::Black }
}

/// Runs a solver call, turning a panic inside it into a refusal.
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, Undecided> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        let text = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panicked".to_owned());
        Undecided::Refused(format!("solver panicked: {text}"))
    })
}

/// "Cannot mate" from a stage, withheld when a castling right was kept from the solver.
fn impossible(board: &SolverBoard, stage: Stage) -> Finding {
    if board.dropped_castling { Finding::Unknown(Undecided::Chess960Castling) } else { Finding::Impossible { stage } }
}

/// The stages cheap enough to run inline: material, then (through the solver's board) its fast
/// check if `fast_check`, and a walk over every reachable position, giving up after `positions`.
fn cheap(pos: &Chess, side: Color, positions: usize, fast_check: bool) -> Result<Finding, Undecided> {
    if pos.has_insufficient_material(side) {
        return Ok(Finding::Impossible { stage: Stage::Material });
    }
    let board = solver_board(pos)?;
    if fast_check && guarded(|| chasolver::is_unwinnable_fast(&board.board, solver_color(side)))? {
        return Ok(impossible(&board, Stage::FastCheck));
    }
    if mobility(&board.board) > WALK_MAX_MOVES {
        return Ok(Finding::Unknown(Undecided::NodeLimit));
    }
    Ok(match reachable_mate(&board.board, solver_color(side), positions) {
        Some(true) => Finding::Possible { stage: Stage::Reachable, helpmate: None },
        Some(false) => impossible(&board, Stage::Reachable),
        None => Finding::Unknown(Undecided::NodeLimit),
    })
}

/// The inline answer: exact when it answers, `Unknown` otherwise. Its work is bounded by
/// `positions` visited plus the solver's fast check, which takes microseconds on positions from
/// real games but can take a second or two on composed ones (see the benchmark).
pub fn quick(pos: &Chess, side: Color, positions: usize) -> Finding {
    cheap(pos, side, positions, true).unwrap_or_else(Finding::Unknown)
}

/// The complete answer: material, then the solver's full search (which does not need the fast
/// check, and is often quicker than it on composed positions), then the fast check if the full
/// search ran out of nodes. `Unknown` only when both gave up at their node limits, the position
/// has Chess960 castling rights that matter, or the solver could not take the position. Can take
/// a second or two on composed positions: call it off the interface thread ([`MateWorker`]).
pub fn full(pos: &Chess, side: Color) -> Finding {
    if pos.has_insufficient_material(side) {
        return Finding::Impossible { stage: Stage::Material };
    }
    let board = match solver_board(pos) {
        Ok(board) => board,
        Err(why) => return Finding::Unknown(why),
    };
    let winner = solver_color(side);
    match guarded(|| chasolver::winnability(&board.board, winner)) {
        Err(why) => Finding::Unknown(why),
        Ok(Some(chasolver::Winnability::Unwinnable)) => impossible(&board, Stage::FullSearch),
        Ok(Some(chasolver::Winnability::Winnable { helpmate })) => match replay(pos, side, &helpmate) {
            Ok(line) => Finding::Possible { stage: Stage::FullSearch, helpmate: Some(line) },
            Err(why) => Finding::Unknown(why),
        },
        Ok(None) => match guarded(|| chasolver::is_unwinnable_fast(&board.board, winner)) {
            Ok(true) => impossible(&board, Stage::FastCheck),
            Ok(false) => Finding::Unknown(Undecided::NodeLimit),
            Err(why) => Finding::Unknown(why),
        },
    }
}

/// Plays the solver's mating line with shakmaty, as a second opinion, and returns it as
/// shakmaty moves.
fn replay(pos: &Chess, side: Color, line: &[chess::ChessMove]) -> Result<Vec<Move>, Undecided> {
    let mut now = pos.clone();
    let mut moves = Vec::with_capacity(line.len());
    for step in line {
        let uci = step.to_string();
        let m = now
            .legal_moves()
            .into_iter()
            .find(|m| m.to_uci(CastlingMode::Standard).to_string() == uci)
            .ok_or(Undecided::BadLine(Some(uci)))?;
        now.play_unchecked(m);
        moves.push(m);
    }
    if now.is_checkmate() && now.turn() == !side { Ok(moves) } else { Err(Undecided::BadLine(None)) }
}

/// The larger of the two sides' numbers of legal moves (the side not on move counted as if it
/// were; not at all when the side on move is in check).
fn mobility(board: &chess::Board) -> usize {
    let ours = chess::MoveGen::new_legal(board).len();
    let theirs = board.null_move().map_or(0, |b| chess::MoveGen::new_legal(&b).len());
    ours.max(theirs)
}

/// Visits every position reachable from `start` (side to move, castling and en passant rights
/// included; move counters are not part of the question). `Some(true)`: one of them is
/// `winner` checkmating; `Some(false)`: all were visited and none is; `None`: more than `limit`
/// positions. A position where `winner` has only the king is not expanded: a lone king gives no
/// check, and pieces never come back.
fn reachable_mate(start: &chess::Board, winner: chess::Color, limit: usize) -> Option<bool> {
    let mut seen = Seen::default();
    seen.insert(*start);
    let mut layer = vec![*start];
    let mut next = Vec::new();
    while !layer.is_empty() {
        for board in &layer {
            let own = *board.color_combined(winner);
            if own == own & *board.pieces(chess::Piece::King) {
                continue;
            }
            let moves = chess::MoveGen::new_legal(board);
            if moves.len() == 0 {
                // Checkmate of the loser ends the search; stalemate or the winner mated ends a line.
                if *board.checkers() != chess::EMPTY && board.side_to_move() != winner {
                    return Some(true);
                }
                continue;
            }
            for m in moves {
                let after = board.make_move_new(m);
                if seen.insert(after) {
                    if seen.len() > limit {
                        return None;
                    }
                    next.push(after);
                }
            }
        }
        layer.clear();
        std::mem::swap(&mut layer, &mut next);
    }
    Some(false)
}

/// A set of boards hashed by their own Zobrist key (`chess::Board` hashes as that one `u64`).
type Seen = HashSet<chess::Board, BuildHasherDefault<ZobristKey>>;

#[derive(Default)]
struct ZobristKey(u64);

impl Hasher for ZobristKey {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 ^= n;
    }
}

/// The oracle for the laws core: [`quick`] with a fixed walk limit. Exact when it answers,
/// `Unknown` otherwise; pair it with a [`MateWorker`] for the questions it leaves open.
///
/// Cost per question (see `cargo bench --bench unwinnable`): microseconds on positions from real
/// games. The solver's fast check is not bounded, though: on a few composed positions (free
/// pawns and bishops) it takes a second or two. An interface that must never stall can turn it
/// off here (`fast_check: false`) and leave it to the worker, at the price of fewer answers inline.
#[derive(Clone, Copy, Debug)]
pub struct ExactOracle {
    /// How many positions the inline walk may visit.
    pub positions: usize,
    /// Whether to run the solver's fast check inline.
    pub fast_check: bool,
}

impl Default for ExactOracle {
    fn default() -> Self {
        ExactOracle { positions: INLINE_POSITIONS, fast_check: true }
    }
}

impl MateOracle for ExactOracle {
    fn can_checkmate(&self, pos: &Chess, side: Color) -> MateAbility {
        cheap(pos, side, self.positions, self.fast_check).unwrap_or_else(Finding::Unknown).ability()
    }
}

/// The full search as an oracle, for headless commands that can afford it (`adjudicate`): the
/// answer the worker would give, but inline.
#[derive(Clone, Copy, Debug, Default)]
pub struct FullSearch;

impl MateOracle for FullSearch {
    fn can_checkmate(&self, pos: &Chess, side: Color) -> MateAbility {
        full(pos, side).ability()
    }
}

/// Who can still checkmate, for both sides at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether White can still checkmate.
    pub white: Finding,
    /// Whether Black can still checkmate.
    pub black: Finding,
}

impl Verdict {
    /// Both sides, by [`full`].
    pub fn full(pos: &Chess) -> Verdict {
        Verdict { white: full(pos, Color::White), black: full(pos, Color::Black) }
    }
    /// The finding for `side`.
    pub fn side(&self, side: Color) -> &Finding {
        if side.is_white() { &self.white } else { &self.black }
    }
    /// Neither side can checkmate: a dead position (5.2.2).
    pub fn dead(&self) -> bool {
        self.white.ability() == MateAbility::Impossible && self.black.ability() == MateAbility::Impossible
    }
    /// `none`, `white`, `black` or `both` (who can still checkmate), or `unknown` if either side
    /// is undecided: the words `escaque unwinnable` prints.
    pub fn word(&self) -> &'static str {
        match (self.white.ability(), self.black.ability()) {
            (MateAbility::Unknown, _) | (_, MateAbility::Unknown) => "unknown",
            (MateAbility::Possible, MateAbility::Possible) => "both",
            (MateAbility::Possible, MateAbility::Impossible) => "white",
            (MateAbility::Impossible, MateAbility::Possible) => "black",
            (MateAbility::Impossible, MateAbility::Impossible) => "none",
        }
    }
}

/// Why the game asks, which also says which sides need an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Purpose {
    /// After a move (5.2.2): both sides. Asked in order of play.
    AfterMove,
    /// This side's flag fell (6.9): can the opponent mate? Jumps the queue.
    FlagFall(Color),
    /// This side resigned (5.1.2): can the opponent mate? Jumps the queue.
    Resignation(Color),
    /// This side claimed a draw in a quickplay finish (Guidelines III): can the opponent mate at
    /// all? Information for the arbiter. Jumps the queue.
    QuickplayClaim(Color),
}

impl Purpose {
    /// The sides whose ability to mate the question is about.
    pub fn sides(self) -> &'static [Color] {
        match self {
            Purpose::AfterMove => &[Color::White, Color::Black],
            Purpose::FlagFall(c) | Purpose::Resignation(c) | Purpose::QuickplayClaim(c) => {
                if c.is_white() {
                    &[Color::Black]
                } else {
                    &[Color::White]
                }
            }
        }
    }
    fn urgent(self) -> bool {
        self != Purpose::AfterMove
    }
}

/// A question for the worker: the position on the board after `ply` moves of the game (0 is the
/// start position).
#[derive(Clone, Debug)]
pub struct Question {
    /// How many plies (half-moves) of the game led to the position; 0 is the start position.
    pub ply: usize,
    /// The position on the board after those moves.
    pub position: Chess,
    /// Why the game asks, and so which sides need an answer.
    pub purpose: Purpose,
}

/// The worker's answer. `position` is the one asked about: before applying an answer, check it
/// is still the position after `ply` moves (an illegal move taken back under 7.5 replaces plies).
#[derive(Clone, Debug)]
pub struct Answer {
    /// The question's ply.
    pub ply: usize,
    /// The question's position.
    pub position: Chess,
    /// The question's purpose.
    pub purpose: Purpose,
    /// Whether White can still checkmate; present when `purpose.sides()` includes White.
    pub white: Option<Finding>,
    /// Whether Black can still checkmate; present when `purpose.sides()` includes Black.
    pub black: Option<Finding>,
}

impl Answer {
    /// The finding for `side`, if that side was asked about.
    pub fn side(&self, side: Color) -> Option<&Finding> {
        if side.is_white() { self.white.as_ref() } else { self.black.as_ref() }
    }
    /// Both sides were asked and neither can mate: the position after `ply` is dead (5.2.2).
    pub fn dead(&self) -> bool {
        [&self.white, &self.black].iter().all(|f| f.as_ref().is_some_and(|f| f.ability() == MateAbility::Impossible))
    }
}

#[derive(Default)]
struct Queue {
    questions: VecDeque<Question>,
    /// The earliest ply proven dead: later after-move questions are moot (the game ended there).
    dead_at: Option<usize>,
    /// Questions dropped as moot, never answered.
    dropped: usize,
    closed: bool,
}

/// Answers [`full`] questions on a background thread (std::thread and channels, no runtime), so
/// the interface thread never waits. One worker per game.
///
/// How the game should use it:
///
/// 1. After every move the core asks [`ExactOracle`] inline. If that already settles 5.2.2 the
///    game is over; otherwise the app calls [`ask`](Self::ask) with the ply index, the position
///    and [`Purpose::AfterMove`].
/// 2. The app polls [`try_answer`](Self::try_answer) each frame (the waker given to
///    [`spawn_with_waker`](Self::spawn_with_waker) can request the repaint). An answer whose
///    [`dead`](Answer::dead) is true means the game ended *at that ply*, even if more moves were
///    played since: the app journals an event such as "dead position proven at ply N" and the core
///    applies it retroactively (result 1/2-1/2 under 5.2.2, moves after ply N kept on the record
///    but marked as played after the end, a later flag fall or resignation void). Journaling the
///    answer keeps replay deterministic; the answer itself is deterministic too.
/// 3. On a flag fall or resignation that the inline oracle left `Unknown`, the core rules as the
///    Laws say for an undecided question (the flag or resignation loses) and the app asks with
///    [`Purpose::FlagFall`] / [`Purpose::Resignation`] (they jump the queue). An `Impossible`
///    answer turns the result into a draw (6.9, 5.1.2) the same retroactive way; `Unknown` (node
///    limit) leaves it, and the record notes that the question stayed open.
/// 4. Before the scoresheet is signed (8.7) the app waits for the outstanding answers
///    ([`outstanding`](Self::outstanding) is 0), showing that it is checking, not blocking.
///
/// Dropping the worker stops it after the question in hand (the full search cannot be
/// interrupted; on composed positions it can take about a second).
pub struct MateWorker {
    shared: Arc<(Mutex<Queue>, Condvar)>,
    answers: mpsc::Receiver<Answer>,
    asked: usize,
    received: usize,
}

impl MateWorker {
    /// Starts the worker thread.
    pub fn spawn() -> MateWorker {
        MateWorker::spawn_with_waker(|| {})
    }

    /// Starts the worker thread; `wake` runs on it after each answer is sent (an egui app
    /// passes `ctx.request_repaint()`).
    pub fn spawn_with_waker(wake: impl Fn() + Send + 'static) -> MateWorker {
        let shared = Arc::new((Mutex::new(Queue::default()), Condvar::new()));
        let (tx, answers) = mpsc::channel();
        let inner = Arc::clone(&shared);
        std::thread::Builder::new()
            .name("escaque-mate-worker".to_owned())
            .spawn(move || work(&inner, &tx, &wake))
            .expect("cannot start the mate worker thread");
        MateWorker { shared, answers, asked: 0, received: 0 }
    }

    /// Queues a question; never blocks on the solver.
    pub fn ask(&mut self, question: Question) {
        let (lock, ready) = &*self.shared;
        let mut queue = lock.lock().unwrap_or_else(|e| e.into_inner());
        if question.purpose.urgent() {
            queue.questions.push_front(question);
        } else {
            queue.questions.push_back(question);
        }
        self.asked += 1;
        ready.notify_one();
    }

    /// An answer if one is ready; never blocks.
    pub fn try_answer(&mut self) -> Option<Answer> {
        let answer = self.answers.try_recv().ok()?;
        self.received += 1;
        Some(answer)
    }

    /// Waits up to `timeout` for an answer (for tests and headless use, not the interface thread).
    pub fn wait_answer(&mut self, timeout: Duration) -> Option<Answer> {
        let answer = self.answers.recv_timeout(timeout).ok()?;
        self.received += 1;
        Some(answer)
    }

    /// Questions asked whose answers have not been taken yet (moot ones excepted).
    pub fn outstanding(&self) -> usize {
        let (lock, _) = &*self.shared;
        let dropped = lock.lock().unwrap_or_else(|e| e.into_inner()).dropped;
        self.asked - self.received - dropped
    }
}

impl Drop for MateWorker {
    fn drop(&mut self) {
        let (lock, ready) = &*self.shared;
        lock.lock().unwrap_or_else(|e| e.into_inner()).closed = true;
        ready.notify_all();
    }
}

fn work(shared: &(Mutex<Queue>, Condvar), tx: &mpsc::Sender<Answer>, wake: &dyn Fn()) {
    let (lock, ready) = shared;
    loop {
        let question = {
            let mut queue = lock.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                if queue.closed {
                    return;
                }
                match queue.questions.pop_front() {
                    // Once a position is dead every later one is too, and the game ended there.
                    Some(q) if q.purpose == Purpose::AfterMove && queue.dead_at.is_some_and(|d| q.ply > d) => {
                        queue.dropped += 1;
                    }
                    Some(q) => break q,
                    None => queue = ready.wait(queue).unwrap_or_else(|e| e.into_inner()),
                }
            }
        };
        let sides = question.purpose.sides();
        let answer_for = |side: Color| sides.contains(&side).then(|| full(&question.position, side));
        let answer = Answer {
            white: answer_for(Color::White),
            black: answer_for(Color::Black),
            ply: question.ply,
            position: question.position,
            purpose: question.purpose,
        };
        if answer.purpose == Purpose::AfterMove && answer.dead() {
            let mut queue = lock.lock().unwrap_or_else(|e| e.into_inner());
            queue.dead_at = Some(queue.dead_at.map_or(answer.ply, |d| d.min(answer.ply)));
        }
        if tx.send(answer).is_err() {
            return;
        }
        wake();
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::fen::Fen;

    use super::*;

    fn chess960(fen: &str) -> Chess {
        fen.parse::<Fen>().unwrap().into_position(CastlingMode::Chess960).unwrap()
    }

    #[test]
    fn castling_rights_on_the_standard_squares_reach_the_solver() {
        let board = solver_board(&chess960("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")).unwrap();
        assert!(!board.dropped_castling);
        assert_eq!(board.board.castle_rights(chess::Color::White), chess::CastleRights::Both);
        assert_eq!(board.board.castle_rights(chess::Color::Black), chess::CastleRights::Both);
    }

    #[test]
    fn chess960_castling_rights_are_dropped_and_a_cannot_is_withheld() {
        let pos = chess960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
        let board = solver_board(&pos).unwrap();
        assert!(board.dropped_castling);
        assert_eq!(board.board.castle_rights(chess::Color::White), chess::CastleRights::NoRights);
        assert_eq!(impossible(&board, Stage::FastCheck), Finding::Unknown(Undecided::Chess960Castling));
        // A "can mate" still stands, with a line that needs no castling.
        assert!(matches!(full(&pos, Color::White), Finding::Possible { helpmate: Some(_), .. }));
    }

    #[test]
    fn only_a_legal_en_passant_square_is_passed_on() {
        // After 1.e4 there is no black pawn to take en passant: the square is left out.
        let pos = chess960("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assert_eq!(solver_board(&pos).unwrap().board.en_passant(), None);
        let pos = chess960("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        assert!(solver_board(&pos).unwrap().board.en_passant().is_some());
    }

    #[test]
    fn a_panic_in_the_solver_becomes_a_refusal() {
        let got: Result<(), Undecided> = guarded(|| panic!("boom"));
        assert_eq!(got, Err(Undecided::Refused("solver panicked: boom".to_owned())));
    }

    #[test]
    fn a_bad_mating_line_is_not_trusted() {
        let pos = Chess::default();
        let e4 = chess::ChessMove::new(chess::Square::E2, chess::Square::E4, None);
        assert!(replay(&pos, Color::White, &[e4]).is_err());
        let e5 = chess::ChessMove::new(chess::Square::E2, chess::Square::E5, None);
        assert!(replay(&pos, Color::White, &[e5]).is_err());
    }

    #[test]
    fn the_walk_finds_a_mate_next_door_and_closes_on_a_frozen_position() {
        // Fool's mate, one move before: Qh4 mates. Too many moves for the walk inline, though.
        let pos = chess960("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
        let board = solver_board(&pos).unwrap();
        assert_eq!(reachable_mate(&board.board, chess::Color::Black, 1_000), Some(true));
        assert_eq!(quick(&pos, Color::Black, 1_000), Finding::Unknown(Undecided::NodeLimit));
        // Kings-only wall (CS-P 54): few enough positions to visit them all.
        let wall = solver_board(&chess960("8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/8 w - -")).unwrap();
        assert_eq!(reachable_mate(&wall.board, chess::Color::White, 100_000), Some(false));
        assert_eq!(reachable_mate(&wall.board, chess::Color::White, 10), None);
    }
}
