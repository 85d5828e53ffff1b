//! Exact answers to "could this side still checkmate by some series of legal moves?", the
//! question behind a dead position (5.2.2), a flag fall (6.9), a resignation (5.1.2) and the
//! arbiter's view of a quickplay-finish claim (Guidelines III).
//!
//! The answers come from the CHA solver (crate `chasolver`, MIT; M. Ambrona, "A Practical
//! Algorithm for Chess Unwinnability", FUN 2022). This module only adapts positions to it and
//! keeps the interface thread from ever waiting on it:
//!
//! * [`quick`] (and [`ExactOracle`], the [`MateOracle`] built on it) is what the laws core may
//!   call inline after every move: shakmaty's material test, then the solver's fast
//!   sound-but-incomplete check, then an exhaustive walk over every reachable position. All of it
//!   is bounded by one work budget counted in positions made ([`INLINE_NODES`] per side): never
//!   by a clock, so the same position always gets the same answer on any machine. Each stage is
//!   exact when it answers; otherwise the answer is `Unknown`, which the core never acts on and
//!   the [`MateWorker`] settles.
//!
//!   The solver's fast check cannot be stopped from outside, and one of its searches (a
//!   full-width search 15 moves deep on positions with only pawns and bishops) has no bound: a
//!   few seconds on composed positions. So its searches are first run here, the same way and in
//!   the same order but counted (`fast_searches`), and the solver is called only when they
//!   fitted in the budget and none of its other searches can run; its remaining work is a
//!   static analysis over bitboards, with no search in it.
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

/// The inline work budget for one side: how many positions the inline stages may make (one
/// per move played on a board, in the fast check's searches and in the walk) before they give
/// up. Sized so that both sides together stay well under a millisecond on the hard composed
/// positions (`cargo bench --bench unwinnable`).
pub const INLINE_NODES: usize = 1_000;

/// The walk is only tried when neither side has more legal moves than this; with more, it
/// would only spend its budget and give up. On the solver's own hard positions this kept 197 of
/// the 199 answers a 1,000-position walk added to the fast check; on real middlegames it saves
/// the walk's whole cost.
pub const WALK_MAX_MOVES: usize = 16;

/// A work budget in positions made. Deterministic: it counts work, not time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    limit: usize,
    spent: usize,
}

impl Budget {
    /// A budget of `limit` positions.
    pub fn new(limit: usize) -> Budget {
        Budget { limit, spent: 0 }
    }
    /// Positions made so far.
    pub fn spent(&self) -> usize {
        self.spent
    }
    /// Positions still allowed.
    pub fn left(&self) -> usize {
        self.limit - self.spent
    }
    /// Takes `n` positions; `false` (taking nothing) if fewer are left.
    fn take(&mut self, n: usize) -> bool {
        if n > self.left() {
            return false;
        }
        self.spent += n;
        true
    }
}

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

/// An inline answer with the work it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inline {
    /// The answer.
    pub finding: Finding,
    /// Positions made to reach it (never more than the budget).
    pub nodes: usize,
}

/// The stages cheap enough to run inline, all within `budget`: material, the solver's fast
/// check when its searches fit (`fast_searches`), then a walk over every reachable position.
fn cheap(pos: &Chess, side: Color, budget: &mut Budget) -> Result<Finding, Undecided> {
    if pos.has_insufficient_material(side) {
        return Ok(Finding::Impossible { stage: Stage::Material });
    }
    let board = solver_board(pos)?;
    match fast_check(&board.board, solver_color(side), budget)? {
        Fast::Unwinnable => return Ok(impossible(&board, Stage::FastCheck)),
        Fast::OverBudget => return Ok(Finding::Unknown(Undecided::NodeLimit)),
        Fast::Inconclusive => {}
    }
    if mobility(&board.board) > WALK_MAX_MOVES {
        return Ok(Finding::Unknown(Undecided::NodeLimit));
    }
    Ok(match reachable_mate(&board.board, solver_color(side), budget) {
        Some(true) => Finding::Possible { stage: Stage::Reachable, helpmate: None },
        Some(false) => impossible(&board, Stage::Reachable),
        None => Finding::Unknown(Undecided::NodeLimit),
    })
}

/// The inline answer: exact when it answers, `Unknown` otherwise. It makes at most `budget`
/// positions, plus at most one static analysis by the solver (no search).
pub fn quick(pos: &Chess, side: Color, budget: usize) -> Finding {
    inline(pos, side, budget).finding
}

/// [`quick`], with the number of positions it made.
pub fn inline(pos: &Chess, side: Color, budget: usize) -> Inline {
    let mut budget = Budget::new(budget);
    let finding = cheap(pos, side, &mut budget).unwrap_or_else(Finding::Unknown);
    Inline { finding, nodes: budget.spent() }
}

/// What the bounded fast check found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fast {
    /// Proven: the side cannot checkmate.
    Unwinnable,
    /// Not proven, within the budget.
    Inconclusive,
    /// The searches would need more than the budget.
    OverBudget,
}

/// The solver's fast check (`chasolver::is_unwinnable_fast`), kept within `budget`.
///
/// The solver looks at the position from the winner's side (mirrored for Black), plays any
/// forced moves, then searches every line a few moves deep (7 with only pawns and bishops, 4
/// otherwise) and, with only pawns and bishops and few moves, 15 deep: that last search is the
/// one without a bound. Then, on blocked pawn structures, a static analysis, and in two narrow
/// cases a chain of checks or a walk of up to 3,000 positions. The searches are replayed here,
/// counted; the solver itself is only called when they fit in what is left of the budget (it
/// repeats them) and neither narrow case can arise. The replayed searches follow chasolver
/// 3.0.0's `src/winnability/fast.rs` (MIT, Miguel Ambrona), move for move.
fn fast_check(board: &chess::Board, winner: chess::Color, budget: &mut Budget) -> Result<Fast, Undecided> {
    let view = if winner == chess::Color::White { *board } else { mirror(board) };
    let searched = match fast_searches(&view, budget) {
        Searched::Unwinnable => return Ok(Fast::Unwinnable),
        Searched::OverBudget => return Ok(Fast::OverBudget),
        Searched::Open { nodes, solver_may_finish } => {
            if !solver_may_finish {
                return Ok(Fast::Inconclusive);
            }
            nodes
        }
    };
    // Not enough left for the solver to repeat them: the walk may still settle it.
    if !budget.take(searched) {
        return Ok(Fast::Inconclusive);
    }
    Ok(if guarded(|| chasolver::is_unwinnable_fast(board, winner))? { Fast::Unwinnable } else { Fast::Inconclusive })
}

/// What the counted searches found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Searched {
    /// A search proved White cannot mate.
    Unwinnable,
    /// Over the budget.
    OverBudget,
    /// Nothing proven; the solver would make `nodes` positions repeating the searches, and
    /// nothing else unbounded unless `solver_may_finish` is false (then it is not called).
    Open { nodes: usize, solver_may_finish: bool },
}

/// The searches of the solver's fast check, on `view` (White to mate), counted in `budget`.
fn fast_searches(view: &chess::Board, budget: &mut Budget) -> Searched {
    let before = budget.spent();
    // Forced moves, as many as 16; coming back to a position means nothing else can happen.
    let mut board = *view;
    let mut seen = vec![board];
    for _ in 0..16 {
        let mut moves = chess::MoveGen::new_legal(&board);
        let (Some(only), None) = (moves.next(), moves.next()) else { break };
        if !budget.take(1) {
            return Searched::OverBudget;
        }
        board = board.make_move_new(only);
        if seen.contains(&board) {
            return Searched::Unwinnable;
        }
        seen.push(board);
    }
    let moves = chess::MoveGen::new_legal(&board).len();
    if moves == 0 {
        // Stalemate, or a mate: Black mated is for the walk to report.
        let black_mated = board.side_to_move() == chess::Color::Black && *board.checkers() != chess::EMPTY;
        return if black_mated { Searched::Open { nodes: 0, solver_may_finish: false } } else { Searched::Unwinnable };
    }
    let pawns_and_bishops = only_pawns_and_bishops(&board);
    let depth = if pawns_and_bishops { 7 } else { 4 };
    match every_line_ends_without_mate(&board, depth, budget) {
        Some(true) => return Searched::Unwinnable,
        Some(false) => {}
        None => return Searched::OverBudget,
    }
    // The deep search runs only with pawns and bishops and at most 8 moves (and some more
    // conditions, left out here: the count is an upper bound of its cost).
    if pawns_and_bishops && moves <= 8 {
        match every_line_ends_without_mate(&board, 15, budget) {
            Some(true) => return Searched::Unwinnable,
            Some(false) => {}
            None => return Searched::OverBudget,
        }
    }
    // The chain of checks (in check, pawns and bishops, six pawns or more) and the walk of up to
    // 3,000 positions (pawns only, ten or more) are searches of their own: left to the worker.
    let pawns = board.pieces(chess::Piece::Pawn).popcnt();
    let in_check = *board.checkers() != chess::EMPTY;
    let no_bishops = *board.pieces(chess::Piece::Bishop) == chess::EMPTY;
    let chain = in_check && pawns_and_bishops && pawns >= 6;
    let walk = pawns_and_bishops && no_bishops && pawns >= 10;
    Searched::Open { nodes: budget.spent() - before, solver_may_finish: !chain && !walk }
}

/// No knights, rooks or queens.
fn only_pawns_and_bishops(board: &chess::Board) -> bool {
    (*board.pieces(chess::Piece::Knight) | *board.pieces(chess::Piece::Rook) | *board.pieces(chess::Piece::Queen))
        == chess::EMPTY
}

/// White has too little to mate (the solver's test, which also knows bishops of one colour).
fn white_cannot_mate(board: &chess::Board) -> bool {
    const DARK: chess::BitBoard = chess::BitBoard(0xAA55_AA55_AA55_AA55);
    const LIGHT: chess::BitBoard = chess::BitBoard(0x55AA_55AA_55AA_55AA);
    let white = *board.color_combined(chess::Color::White);
    let black = *board.color_combined(chess::Color::Black);
    if white.popcnt() == 1 {
        return true;
    }
    let minors = *board.pieces(chess::Piece::Knight) | *board.pieces(chess::Piece::Bishop);
    if white.popcnt() == 2
        && white & *board.pieces(chess::Piece::Knight) != chess::EMPTY
        && black & (minors | *board.pieces(chess::Piece::Rook) | *board.pieces(chess::Piece::Pawn)) == chess::EMPTY
    {
        return true;
    }
    let bishops = white & *board.pieces(chess::Piece::Bishop);
    if bishops != chess::EMPTY {
        let colour = if DARK & bishops != chess::EMPTY { DARK } else { LIGHT };
        if white.popcnt() == bishops.popcnt() + 1
            && !colour & *board.pieces(chess::Piece::Bishop) == chess::EMPTY
            && *board.pieces(chess::Piece::Knight) == chess::EMPTY
            && *board.pieces(chess::Piece::Pawn) == chess::EMPTY
        {
            return true;
        }
    }
    false
}

/// Every line of `depth` moves ends before White can mate: White has too little left, or the
/// game ends (stalemate, or White mated). `Some(false)` at the first line that does not;
/// `None` when the budget runs out first. One position counted per call, in the solver's order.
fn every_line_ends_without_mate(board: &chess::Board, depth: u8, budget: &mut Budget) -> Option<bool> {
    if !budget.take(1) {
        return None;
    }
    if white_cannot_mate(board) {
        return Some(true);
    }
    let moves = chess::MoveGen::new_legal(board);
    if moves.len() == 0 {
        return Some(!(board.side_to_move() == chess::Color::Black && *board.checkers() != chess::EMPTY));
    }
    if depth == 0 {
        return Some(false);
    }
    for m in moves {
        if !every_line_ends_without_mate(&board.make_move_new(m), depth - 1, budget)? {
            return Some(false);
        }
    }
    Some(true)
}

/// The same position with the colours swapped and the board turned over (rank 1 becomes rank
/// 8), the way the solver turns a question about Black into one about White.
fn mirror(board: &chess::Board) -> chess::Board {
    let mut builder = chess::BoardBuilder::new();
    for piece in chess::ALL_PIECES {
        for (from, to) in [(chess::Color::White, chess::Color::Black), (chess::Color::Black, chess::Color::White)] {
            for square in (*board.pieces(piece) & *board.color_combined(from)).reverse_colors() {
                builder.piece(square, piece, to);
            }
        }
    }
    builder.side_to_move(!board.side_to_move());
    builder.castle_rights(chess::Color::White, board.castle_rights(chess::Color::Black));
    builder.castle_rights(chess::Color::Black, board.castle_rights(chess::Color::White));
    if let Some(ep) = board.en_passant() {
        builder.en_passant(Some(ep.get_file()));
    }
    chess::Board::try_from(builder).unwrap_or(*board)
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
/// `winner` checkmating; `Some(false)`: all were visited and none is; `None`: the budget ran
/// out first (every move played counts, new position or not). A position where `winner` has
/// only the king is not expanded: a lone king gives no check, and pieces never come back.
fn reachable_mate(start: &chess::Board, winner: chess::Color, budget: &mut Budget) -> Option<bool> {
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
                if !budget.take(1) {
                    return None;
                }
                let after = board.make_move_new(m);
                if seen.insert(after) {
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

/// The oracle for the laws core: [`quick`] with a fixed work budget. Exact when it answers,
/// `Unknown` otherwise; pair it with a [`MateWorker`] for the questions it leaves open.
///
/// Cost per question (see `cargo bench --bench unwinnable`): at most `nodes` positions made
/// per side, plus one static analysis by the solver; microseconds on real games, well under a
/// millisecond for both sides on the hard composed positions.
#[derive(Clone, Copy, Debug)]
pub struct ExactOracle {
    /// The work budget per side, in positions made.
    pub nodes: usize,
}

impl Default for ExactOracle {
    fn default() -> Self {
        ExactOracle { nodes: INLINE_NODES }
    }
}

impl MateOracle for ExactOracle {
    fn can_checkmate(&self, pos: &Chess, side: Color) -> MateAbility {
        quick(pos, side, self.nodes).ability()
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
    fn mirroring_swaps_the_colours_and_turns_the_board_over() {
        let board = solver_board(&chess960("4k3/8/8/3pP3/8/8/8/R3K3 w Q d6 0 1")).unwrap().board;
        let mirrored = mirror(&board);
        assert_eq!(mirrored, chess::Board::from_str("r3k3/8/8/8/3Pp3/8/8/4K3 b q d3 0 1").unwrap());
        assert_eq!(mirror(&mirrored), board);
    }

    #[test]
    fn the_counted_searches_stop_at_the_budget() {
        // The solver's fast check searched 18 million positions here before proving it dead.
        let hardest = solver_board(&chess960("1k6/1P5p/BP3p2/1P6/7K/8/5P1P/8 w - -")).unwrap().board;
        let mut budget = Budget::new(1_000);
        assert_eq!(fast_searches(&hardest, &mut budget), Searched::OverBudget);
        assert!(budget.spent() <= 1_000);
        let mut none = Budget::new(0);
        assert_eq!(fast_searches(&hardest, &mut none), Searched::OverBudget);
        assert_eq!(none.spent(), 0);
        // A forced move, then nothing left to mate with (CS-L 22923: White's one legal move is
        // Kxa8, taking Black's last piece but the king).
        let forced = solver_board(&chess960("qK6/3k4/8/8/8/8/8/8 w - - 0 60")).unwrap().board;
        let mut budget = Budget::new(1_000);
        assert_eq!(fast_searches(&mirror(&forced), &mut budget), Searched::Unwinnable);
        assert!(budget.spent() <= 16, "{}", budget.spent());
    }

    #[test]
    fn the_walk_finds_a_mate_next_door_and_closes_on_a_frozen_position() {
        // Fool's mate, one move before: Qh4 mates. Too many moves for the walk inline, though.
        let pos = chess960("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
        let board = solver_board(&pos).unwrap();
        assert_eq!(reachable_mate(&board.board, chess::Color::Black, &mut Budget::new(1_000)), Some(true));
        assert_eq!(quick(&pos, Color::Black, 1_000), Finding::Unknown(Undecided::NodeLimit));
        // Kings-only wall (CS-P 54): few enough positions to visit them all.
        let wall = solver_board(&chess960("8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/8 w - -")).unwrap();
        assert_eq!(reachable_mate(&wall.board, chess::Color::White, &mut Budget::new(100_000)), Some(false));
        let mut small = Budget::new(10);
        assert_eq!(reachable_mate(&wall.board, chess::Color::White, &mut small), None);
        assert_eq!(small.spent(), 10);
    }
}
