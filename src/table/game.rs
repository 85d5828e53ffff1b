//! The game on the board: moves, touched pieces, offers, claims and how the game stands, under
//! the rules of [`crate::laws`]. The [`Table`](super::Table) drives it, one typed operation per
//! kind of event, and joins it to the clock.

use std::sync::Arc;

use shakmaty::{
    Board, ByColor, CastlingMode, CastlingSide, Chess, Color, Move, Position, Role, Setup,
    san::{San, SanPlus, Suffix},
    uci::UciMove,
};

use super::verdict::{Notice, Refusal};
use crate::laws::arbiter::ArbiterRefusal;
use crate::laws::illegal::{self, Consequence, IllegalKind};
use crate::laws::touch::{self, Binding, Touched};
use crate::laws::{
    Article, Category, Claim, DrawOffers, Edition, Ending, GameResult, MateAbility, MateOracle, Millis, Pending,
    PositionKey, Reason, RuleSet, Status,
};

/// The rules a tournament announces for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// The edition's numbers.
    pub rules: RuleSet,
    /// Standard, rapid or blitz, from the time control (penalties depend on it, A.3).
    pub category: Category,
    /// Touch-move (4.3 to 4.5); off for casual play.
    pub touch_move: bool,
    /// When draw offers are allowed (9.1.1).
    pub draw_offers: DrawOffers,
    /// The clock is pressed together with the move (an app setting): then an offer right
    /// after one's own move, before the opponent touches a piece, is made at the proper time.
    pub press_with_move: bool,
    /// The board behaves like a wooden one: it takes moves that break the Laws, and the
    /// players check their own moves (7.5).
    pub wooden_board: bool,
    /// Adequate supervision (A.4, B.2: an arbiter for at most three games, each recorded): the
    /// Competition Rules apply to rapid and blitz, illegal moves included.
    pub supervised: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            rules: RuleSet::FIDE_2023,
            category: Category::Standard,
            touch_move: true,
            draw_offers: DrawOffers::Allowed,
            press_with_move: false,
            wooden_board: false,
            supervised: false,
        }
    }
}

/// One move as the scoresheet keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The player who moved.
    pub by: Color,
    /// The move.
    pub mv: Move,
    /// The move in SAN, as the scoresheet writes it.
    pub san: SanPlus,
    /// When the piece was released.
    pub at: Millis,
    /// When the move was completed (6.2.1), once it is.
    pub completed_at: Option<Millis>,
    /// The rule the move broke, on a wooden board (7.5); `None` for a legal move.
    pub irregular: Option<IllegalKind>,
    /// The move was completed by its player's press (6.2.1), not by their next move or by
    /// ending the game: the press that started the opponent's time.
    pub pressed: bool,
}

impl Ply {
    /// The move with the square it came from written out where the scoresheet writes it as a
    /// hand does (an illegal piece move: `Ng8g6` for `Ng6`): how the arbiter's record names a
    /// move it deals with, which no legal move tells apart. Any other move as [`Ply::san`].
    pub fn san_in_full(&self) -> SanPlus {
        match (self.irregular, self.san.san, self.mv) {
            (Some(_), San::Normal { role, capture, to, promotion, .. }, Move::Normal { from, .. })
                if role != Role::Pawn =>
            {
                let san =
                    San::Normal { role, file: Some(from.file()), rank: Some(from.rank()), capture, to, promotion };
                SanPlus { san, suffix: self.san.suffix }
            }
            _ => self.san,
        }
    }
}

/// A draw offer, for the (=) mark on the scoresheet (9.1.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OfferRecord {
    /// The offerer.
    pub by: Color,
    /// When.
    pub at: Millis,
    /// How many plies had been made when the offer was made.
    pub after_plies: usize,
    /// Made between the offerer's move and their clock press (9.1.2.1).
    pub proper_time: bool,
    /// The offer is a draw claim (9.1.2.3), or a request that counts as an offer (III.4).
    pub from_claim: bool,
}

/// The ply beside which the scoresheet writes something `by` did when `after_plies` plies had
/// been made: `by`'s own last move if it was the last one made, or else `by`'s next move (an
/// offer or claim made while on move belongs with the move that follows it).
///
/// ```
/// use escaque::table::mark_ply;
/// use shakmaty::Color::{Black, White};
/// let movers = [White, Black, White];
/// assert_eq!(mark_ply(White, 3, &movers), Some(2)); // after White's own move
/// assert_eq!(mark_ply(Black, 3, &movers), None); // Black's next move is not made yet
/// assert_eq!(mark_ply(Black, 1, &movers), Some(1));
/// ```
pub fn mark_ply(by: Color, after_plies: usize, movers: &[Color]) -> Option<usize> {
    match after_plies.checked_sub(1) {
        Some(last) if movers.get(last) == Some(&by) => Some(last),
        _ => (after_plies < movers.len()).then_some(after_plies),
    }
}

/// A draw claim and the ruling on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimRecord {
    /// The claimant.
    pub by: Color,
    /// The draw claimed.
    pub claim: Claim,
    /// The move written down with the claim (9.2.1.1, 9.3.1).
    pub intended: Option<SanPlus>,
    /// When.
    pub at: Millis,
    /// How many plies had been made.
    pub after_plies: usize,
    /// Whether the claim was found correct.
    pub correct: bool,
}

/// A game of chess under the FIDE Laws, as the board and the players make it; read it through
/// [`Table::game`](super::Table::game).
#[derive(Clone, Debug)]
pub struct Game {
    config: Config,
    oracle: Arc<dyn MateOracle>,
    start: Chess,
    position: Chess,
    plies: Vec<Ply>,
    /// The key of every position reached, the start included; `None` for a board that was no
    /// position of chess.
    keys: Vec<Option<PositionKey>>,
    /// The board when it is no position of chess (after an illegal move on a wooden board):
    /// `position` then holds the last position of chess.
    loose: Option<Setup>,
    /// A press with no move not yet dealt with (7.5.3): the player who pressed.
    idle_press: Option<Color>,
    /// Illegal moves dealt with, by offender (7.5.5).
    illegal_dealt: ByColor<u32>,
    /// Completed moves in a row after which the board showed both kings in check or a pawn on
    /// the last rank (A.5.4).
    illegal_position_run: u32,
    touched: Vec<Touched>,
    /// The sides that made a move on the board and have not yet completed it: both at once
    /// when a player forgot to press and the opponent replied (6.2.1.2, 6.2.2).
    uncompleted: ByColor<bool>,
    completed: ByColor<u32>,
    offer: Option<Color>,
    offers: Vec<OfferRecord>,
    claims: Vec<ClaimRecord>,
    /// How the game ended, once it has.
    ending: Option<Ending>,
    /// What waits for the arbiter (Guidelines III).
    pending: Option<Pending>,
    /// How many plies had been made when the game ended.
    end_plies: Option<usize>,
}

impl Game {
    /// A game whose dead-position and unwinnability questions go to `oracle`.
    pub(crate) fn with_oracle(config: Config, start: Chess, oracle: Arc<dyn MateOracle>) -> Game {
        let mut game = Game {
            config,
            oracle,
            keys: vec![Some(PositionKey::of(&start))],
            loose: None,
            idle_press: None,
            illegal_dealt: ByColor::new_with(|_| 0),
            illegal_position_run: 0,
            position: start.clone(),
            start,
            plies: Vec::new(),
            touched: Vec::new(),
            uncompleted: ByColor::new_with(|_| false),
            completed: ByColor::new_with(|_| 0),
            offer: None,
            offers: Vec::new(),
            claims: Vec::new(),
            ending: None,
            pending: None,
            end_plies: None,
        };
        // A set-up position may already be over.
        if let Some(ending) = game.position_ending() {
            game.ending = Some(ending);
            game.end_plies = Some(0);
        }
        game
    }

    /// The rules announced for the game.
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// The position the game started from.
    pub fn start(&self) -> &Chess {
        &self.start
    }
    /// The position on the board.
    pub fn position(&self) -> &Chess {
        &self.position
    }
    /// Whether play goes on, waits for the arbiter, or is over.
    pub fn status(&self) -> Status {
        match (self.ending, self.pending) {
            (Some(ending), _) => Status::Ended(ending),
            (None, Some(p)) if p.stops_play() => Status::AwaitingArbiter(p),
            (None, _) => Status::Ongoing,
        }
    }
    /// What waits for the arbiter, including a postponed claim while play goes on (III.5.2).
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }
    /// How many plies had been made when the game ended; moves after that were played after the
    /// end (a dead position proven late, 5.2.2) and do not count.
    pub fn end_plies(&self) -> Option<usize> {
        self.end_plies
    }

    /// Every move made, in order.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }
    /// Every draw offer made, in order.
    pub fn offers(&self) -> &[OfferRecord] {
        &self.offers
    }
    /// Every draw claim made, in order.
    pub fn claims(&self) -> &[ClaimRecord] {
        &self.claims
    }
    /// The player whose draw offer is standing.
    pub fn standing_offer(&self) -> Option<Color> {
        self.offer
    }
    /// The side that made a move and has not yet pressed the clock.
    pub fn uncompleted(&self) -> Option<Color> {
        // When both are, the one whose time runs: the press is owed there first (6.2.2).
        let runs = self.clock_side();
        [runs, !runs].into_iter().find(|&side| self.uncompleted[side])
    }
    /// The player whose time runs, as the presses made it: the opponent of the last player who
    /// pressed (a press with no move included, 7.5.3), or the side to move at the start.
    pub fn clock_side(&self) -> Color {
        if let Some(presser) = self.idle_press {
            return !presser;
        }
        self.plies.iter().rev().find(|p| p.pressed).map_or(self.start.turn(), |p| !p.by)
    }
    /// Whether `side` made a move and has not completed it yet (6.2.1).
    pub fn is_uncompleted(&self, side: Color) -> bool {
        self.uncompleted[side]
    }
    /// How many moves `side` has completed (for the clock's periods).
    pub fn completed_moves(&self, side: Color) -> u32 {
        self.completed[side]
    }
    /// How many moves `side` has made on the board in this game.
    pub fn moves_made(&self, side: Color) -> u32 {
        self.plies.iter().filter(|p| p.by == side).count() as u32
    }
    /// The pieces touched by the player on move, in order.
    pub fn touched(&self) -> &[Touched] {
        &self.touched
    }
    /// The moves the player on move may make, given what they have touched.
    pub fn binding(&self) -> Binding {
        touch::binding(&self.position, &self.touched)
    }
    /// How many times the current position has occurred (9.2.2).
    pub fn repetitions(&self) -> usize {
        match self.keys.last().expect("the start position is always kept") {
            Some(now) => self.keys.iter().filter(|k| k.as_ref() == Some(now)).count(),
            None => 0,
        }
    }
    /// The pieces as they stand, even when they make no position of chess (after an illegal
    /// move on a wooden board).
    pub fn board(&self) -> &Board {
        self.loose.as_ref().map_or(self.position.board(), |s| &s.board)
    }
    /// Whether the board is no position of chess (after an illegal move on a wooden board).
    pub fn is_loose(&self) -> bool {
        self.loose.is_some()
    }
    /// The player who pressed the clock with no move, while that waits to be dealt with (7.5.3).
    pub fn idle_press(&self) -> Option<Color> {
        self.idle_press
    }
    /// How many of `side`'s illegal moves were dealt with (7.5.5).
    pub fn illegal_moves_dealt(&self, side: Color) -> u32 {
        self.illegal_dealt[side]
    }
    /// Whether `side` could still checkmate, as the oracle answers it.
    pub fn can_checkmate(&self, side: Color) -> MateAbility {
        self.oracle.can_checkmate(&self.position, side)
    }

    /// Sets what waits for the arbiter; a referral ends the standing offer too.
    pub(crate) fn set_pending(&mut self, pending: Option<Pending>) {
        if matches!(pending, Some(Pending::Referred { .. })) {
            self.offer = None;
        }
        self.pending = pending;
    }

    /// 5.1.2: `by` resigns; a draw if the opponent could never checkmate (2023).
    pub(crate) fn resign(&mut self, by: Color) -> Vec<Notice> {
        let can_mate = self.can_checkmate(!by);
        let ending = if self.config.rules.resignation_vs_unwinnable_is_draw && can_mate == MateAbility::Impossible {
            Ending { result: GameResult::Draw, reason: Reason::ResignationVsUnwinnable, article: Article::RESIGNATION }
        } else {
            Ending { result: GameResult::Win(!by), reason: Reason::Resignation, article: Article::RESIGNATION }
        };
        vec![self.end(ending)]
    }

    /// 6.9: `side`'s flag fell.
    pub(crate) fn flag_fall(&mut self, side: Color) -> Vec<Notice> {
        let ending = self.flag_ending(side);
        vec![self.end(ending)]
    }

    /// How a flag fall of `side` ends the game in this position (6.9): a loss, or a draw if the
    /// opponent could never checkmate.
    pub fn flag_ending(&self, side: Color) -> Ending {
        if self.can_checkmate(!side) == MateAbility::Impossible {
            Ending { result: GameResult::Draw, reason: Reason::TimeoutVsUnwinnable, article: Article::FLAG_FALL }
        } else {
            Ending { result: GameResult::Win(!side), reason: Reason::TimeForfeit, article: Article::FLAG_FALL }
        }
    }

    fn on_move(&self) -> Color {
        self.turn()
    }

    /// The player on move on the board.
    pub fn turn(&self) -> Color {
        self.loose.as_ref().map_or(self.position.turn(), |s| s.turn)
    }

    /// Ends the game.
    pub(crate) fn end(&mut self, ending: Ending) -> Notice {
        self.ending = Some(ending);
        self.pending = None;
        self.end_plies = Some(self.plies.len());
        self.offer = None;
        Notice::GameOver(ending)
    }

    /// 5.2.2 found late: the game ended at the move that made the position dead.
    pub(crate) fn dead_position_proven(&mut self, plies: usize) -> Result<Vec<Notice>, Refusal> {
        let refuse = || Err(Refusal::NothingToRevise);
        if plies > self.plies.len() || self.end_plies.is_some_and(|end| end <= plies) {
            return refuse();
        }
        let ending = Ending { result: GameResult::Draw, reason: Reason::DeadPosition, article: Article::DEAD_POSITION };
        self.ending = Some(ending);
        self.pending = None;
        self.end_plies = Some(plies);
        self.offer = None;
        self.uncompleted = ByColor::new_with(|_| false);
        Ok(vec![Notice::GameOver(ending)])
    }

    /// 6.9, 5.1.2 found late: the winner on time or by resignation could never have mated.
    pub(crate) fn cannot_mate_proven(&mut self, side: Color) -> Result<Vec<Notice>, Refusal> {
        let Some(ending) = self.ending else { return Err(Refusal::NothingToRevise) };
        let reason = match ending.reason {
            Reason::TimeForfeit => Reason::TimeoutVsUnwinnable,
            Reason::Resignation if self.config.rules.resignation_vs_unwinnable_is_draw => {
                Reason::ResignationVsUnwinnable
            }
            _ => return Err(Refusal::NothingToRevise),
        };
        if ending.result != GameResult::Win(side) {
            return Err(Refusal::NothingToRevise);
        }
        let revised = Ending { result: GameResult::Draw, reason, article: ending.article };
        self.ending = Some(revised);
        Ok(vec![Notice::GameOver(revised)])
    }

    /// 9.1.2.1: the opponent's offer lapses when the player on move touches a piece with the
    /// intention of moving it.
    fn decline_by_touch(&mut self, notices: &mut Vec<Notice>) {
        let mover = self.on_move();
        if self.offer == Some(!mover) {
            self.offer = None;
            notices.push(Notice::DrawOfferDeclined { by: mover, article: Article::DRAW_OFFER });
        }
    }

    /// 4.3: the player on move touches a piece.
    pub(crate) fn touch(&mut self, square: shakmaty::Square) -> Result<Vec<Notice>, Refusal> {
        let piece = self.board().piece_at(square).ok_or(Refusal::NoPiece(square))?;
        let mut notices = Vec::new();
        if !self.config.touch_move || self.loose.is_some() {
            return Ok(notices);
        }
        if !self.touched.iter().any(|t| t.square == square) {
            self.touched.push(Touched { square, piece });
        }
        let binding = self.binding();
        notices.push(Notice::Touched { square, obligation: binding.obligation, article: binding.article });
        self.decline_by_touch(&mut notices);
        Ok(notices)
    }

    /// The players stop the game, both confirming: no result (see [`Reason::Abandoned`]).
    pub(crate) fn abandon(&mut self) -> Vec<Notice> {
        vec![self.end(Ending {
            result: GameResult::Annulled,
            reason: Reason::Abandoned,
            article: Article::OUTSIDE_THE_LAWS,
        })]
    }

    /// 4.2.1: j'adoube.
    pub(crate) fn jadoube(&mut self, by: Color, square: shakmaty::Square) -> Result<Vec<Notice>, Refusal> {
        if by != self.on_move() {
            return Err(Refusal::NotOnMove { by, article: Article::JADOUBE });
        }
        self.board().piece_at(square).ok_or(Refusal::NoPiece(square))?;
        Ok(vec![Notice::Jadoube { by, square }])
    }

    /// Resolves a UCI move to a legal move, or says why it is not one.
    fn legal_move(&self, uci: &UciMove) -> Result<Move, Refusal> {
        match uci.to_move(&self.position) {
            Ok(m) => Ok(m),
            Err(_) => {
                // Chess960: the king or the rook moved alone may be castling (Guidelines II.3.2).
                if let Some(castle) = crate::laws::chess960::castling_by_hand(&self.position, uci) {
                    return Ok(castle);
                }
                if let UciMove::Normal { from, to, promotion: None } = *uci {
                    let pawn_promotes =
                        self.position.legal_moves().iter().any(|m| {
                            m.role() == Role::Pawn && m.from() == Some(from) && m.to() == to && m.is_promotion()
                        });
                    if pawn_promotes {
                        return Err(Refusal::PromotionPieceMissing { uci: *uci });
                    }
                }
                let own = uci.from().and_then(|from| self.position.board().color_at(from)) == Some(self.position.turn());
                Err(Refusal::IllegalMove {
                    uci: *uci,
                    kind: own.then(|| illegal::classify(&self.position, uci)),
                    in_check: self.position.is_check(),
                })
            }
        }
    }

    /// Chess960, castling by two moves (Guidelines II.3.2.1; 2014 F.3.b.1, 2008 F3b1): the
    /// player's last move brought the king one square onto its castling square and is not yet
    /// completed, nobody has touched a piece since, and `uci` brings that side's rook onto its
    /// own castling square. If castling was legal before the king moved, the two moves are that
    /// castling. The rook's move is never an ordinary one: it would pass over its own king, and
    /// the turn is the opponent's.
    pub fn castling_completed_by(&self, uci: &UciMove) -> Option<Move> {
        let UciMove::Normal { from, to, promotion: None } = *uci else { return None };
        let last = self.plies.last()?;
        let by = last.by;
        let Move::Normal { role: Role::King, from: king, capture: None, to: king_to, promotion: None } = last.mv else {
            return None;
        };
        let waiting = self.ending.is_none()
            && self.pending.is_none()
            && self.loose.is_none()
            && self.idle_press.is_none()
            && last.irregular.is_none()
            && self.uncompleted[by]
            && self.touched.is_empty();
        let rook = shakmaty::Piece { color: by, role: Role::Rook };
        if !waiting || self.position.board().piece_at(from) != Some(rook) {
            return None;
        }
        let side = [CastlingSide::KingSide, CastlingSide::QueenSide]
            .into_iter()
            .find(|side| side.king_to(by) == king_to && side.rook_to(by) == to)?;
        let before = self.rebuild(self.plies.len() - 1).position;
        let castle = Move::Castle { king, rook: from };
        let same_side = (from.file() > king.file()) == (side == CastlingSide::KingSide);
        (same_side && before.is_legal(castle)).then_some(castle)
    }

    /// Whether the piece on `square` is the rook that would complete a castling begun with the
    /// king (see [`Game::castling_completed_by`]).
    pub fn castling_rook(&self, square: shakmaty::Square) -> bool {
        let Some(last) = self.plies.last() else { return false };
        [CastlingSide::KingSide, CastlingSide::QueenSide].into_iter().any(|side| {
            let to = side.rook_to(last.by);
            self.castling_completed_by(&UciMove::Normal { from: square, to, promotion: None }).is_some()
        })
    }

    /// Replaces the king's move, the last ply, by the castling it began (Guidelines II.3.2.1).
    fn castle_by_two_moves(&mut self, castle: Move, at: Millis) -> Vec<Notice> {
        let index = self.plies.len() - 1;
        let by = self.plies[index].by;
        self.position = self.rebuild(index).position;
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, castle);
        *self.keys.last_mut().expect("the start position's key") = Some(PositionKey::of(&self.position));
        let ply = &mut self.plies[index];
        (ply.mv, ply.san, ply.at) = (castle, san, at);
        let mut notices = vec![Notice::CastledByTwoMoves { by, san, ply: index, article: Article::CASTLING_BY_TWO_MOVES }];
        if let Some(ending) = self.position_ending() {
            notices.push(self.complete(by, at, Article::MOVE_ENDS_GAME));
            notices.push(self.end(ending));
        }
        notices
    }

    /// The player on move releases a piece (3, 4.7).
    pub(crate) fn make_move(&mut self, uci: UciMove, at: Millis) -> Result<Vec<Notice>, Refusal> {
        if let Some(by) = self.idle_press {
            return Err(Refusal::IdlePressWaits { by });
        }
        if let Some(castle) = self.castling_completed_by(&uci) {
            return Ok(self.castle_by_two_moves(castle, at));
        }
        let m = match self.legal_move(&uci) {
            Ok(m) if self.loose.is_none() => m,
            Ok(_) | Err(Refusal::IllegalMove { .. } | Refusal::PromotionPieceMissing { .. })
                if self.config.wooden_board =>
            {
                return self.play_irregular(uci, at);
            }
            Ok(_) => unreachable!("a loose board comes only from a wooden one"),
            Err(refusal) => return Err(refusal),
        };
        if self.config.touch_move {
            let binding = self.binding();
            if !binding.permits(&m) {
                return Err(Refusal::TouchMove {
                    uci,
                    obligation: binding.obligation,
                    article: binding.article.unwrap_or(Article::TOUCH_OWN_PIECE),
                });
            }
        }
        Ok(self.play(m, at))
    }

    /// Plays a move already known to be legal and allowed.
    fn play(&mut self, m: Move, at: Millis) -> Vec<Notice> {
        let by = self.on_move();
        let mut notices = Vec::new();
        // Moving is touching: it declines the opponent's offer (9.1.2.1).
        self.decline_by_touch(&mut notices);
        // 6.2.1.2: the player's own next move completes a move they never pressed for; the
        // opponent's reply does not.
        if self.uncompleted[by] {
            notices.push(self.complete(by, at, Article::NEXT_MOVE_COMPLETES));
        }
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, m);
        self.keys.push(Some(PositionKey::of(&self.position)));
        self.touched.clear();
        self.plies.push(Ply { by, mv: m, san, at, completed_at: None, irregular: None, pressed: false });
        self.uncompleted[by] = true;
        notices.push(Notice::Moved { by, san, ply: self.plies.len() - 1 });
        if let Some(ending) = self.position_ending() {
            notices.push(self.complete(by, at, Article::MOVE_ENDS_GAME));
            notices.push(self.end(ending));
        }
        notices
    }

    fn complete(&mut self, by: Color, at: Millis, article: Article) -> Notice {
        self.uncompleted[by] = false;
        self.completed[by] += 1;
        if let Some(ply) = self.plies.iter_mut().rev().find(|p| p.by == by) {
            ply.completed_at = Some(at);
            ply.pressed = article == Article::CLOCK_PRESS;
        }
        // A.5.4: both kings in check or a pawn on the last rank, still there once the next
        // move is completed.
        if self.loose.as_ref().is_some_and(|s| illegal::is_illegal_position(&s.board)) {
            self.illegal_position_run += 1;
        } else {
            self.illegal_position_run = 0;
        }
        Notice::MoveCompleted { by, moves: self.completed[by], article }
    }

    /// A.5.4 (A.4.d in 2014): in rapid and blitz without adequate supervision, an illegal
    /// position still on the board once the next move is completed is a draw.
    pub(crate) fn illegal_position_persists(&mut self) -> Option<Notice> {
        let unsupervised = !illegal::found_later(self.config.category, self.config.supervised);
        (unsupervised && self.illegal_position_run >= 2 && self.ending.is_none()).then(|| {
            self.end(Ending {
                result: GameResult::Draw,
                reason: Reason::IllegalPosition,
                article: Article::ILLEGAL_POSITION_PERSISTS,
            })
        })
    }

    /// A move a hand can make on a wooden board but the Laws do not allow (7.5.1), or any move
    /// from a board that is no position of chess.
    fn play_irregular(&mut self, uci: UciMove, at: Millis) -> Result<Vec<Notice>, Refusal> {
        let by = self.on_move();
        let setup = self.loose.clone().unwrap_or_else(|| illegal::setup_of(&self.position));
        // Taking the king (only from a board where it stands attacked, after an illegal move)
        // is an illegal move of its own (1.4.1; 1.2 and 7.4.a in 2008), whatever came before.
        let takes_king =
            uci.to().and_then(|to| setup.board.piece_at(to)) == Some(shakmaty::Piece { color: !by, role: Role::King });
        let kind = match &self.loose {
            _ if takes_king => IllegalKind::KingCaptured,
            Some(_) => IllegalKind::FromIllegalPosition,
            None => illegal::classify(&self.position, &uci),
        };
        let (m, after) = illegal::physical_move(&setup, &uci).map_err(|problem| Refusal::NotAMove { uci, problem })?;
        // Written as the player writes it, on the board it was made on.
        let written = hand_written(by, &m, &setup.board, self.loose.is_none().then_some(&self.position));
        let mut notices = Vec::new();
        self.decline_by_touch(&mut notices);
        self.settle_board(after);
        // 6.2.1.2: the player's own next move completes a move they never pressed for; the
        // opponent's reply does not. The board it is completed on is the one this move left,
        // which A.5.4 looks at as it would after a press.
        let completes = self.uncompleted[by];
        if completes {
            notices.push(self.complete(by, at, Article::NEXT_MOVE_COMPLETES));
        }
        let san = SanPlus { san: written, suffix: suffix_after(self.loose.is_none().then_some(&self.position)) };
        self.touched.clear();
        self.plies.push(Ply { by, mv: m, san, at, completed_at: None, irregular: Some(kind), pressed: false });
        self.uncompleted[by] = true;
        notices.push(Notice::Moved { by, san, ply: self.plies.len() - 1 });
        if completes {
            notices.extend(self.illegal_position_persists());
        }
        Ok(notices)
    }

    /// Puts `after` on the board: as a position of chess if it is one.
    fn settle_board(&mut self, after: Setup) {
        match illegal::position_of(after, self.castling_mode()) {
            Ok(position) => {
                self.position = position;
                self.loose = None;
                self.keys.push(Some(PositionKey::of(&self.position)));
            }
            Err(setup) => {
                self.loose = Some(*setup);
                self.keys.push(None);
            }
        }
    }

    fn castling_mode(&self) -> CastlingMode {
        CastlingMode::detect(&illegal::setup_of(&self.start))
    }

    /// Whether the position now has occurred `n` times (9.6.1); with `consecutive`, in the
    /// last `n` alternate moves of each player, every fourth ply back the same (2014, 9.6.a).
    fn fivefold(&self, n: usize, consecutive: bool) -> bool {
        if !consecutive {
            return self.repetitions() >= n;
        }
        let last = self.keys.len() - 1;
        let now = &self.keys[last];
        now.is_some() && (1..n).all(|i| last.checked_sub(4 * i).is_some_and(|j| &self.keys[j] == now))
    }

    /// Whether the position on the board ends the game by itself: checkmate (5.1.1), stalemate
    /// (5.2.1), a dead position (5.2.2), fivefold repetition (9.6.1) or 75 moves (9.6.2;
    /// checkmate takes precedence, as it is checked first).
    fn position_ending(&self) -> Option<Ending> {
        let pos = &self.position;
        let draw = |reason, article| Some(Ending { result: GameResult::Draw, reason, article });
        if pos.is_checkmate() {
            return Some(Ending {
                result: GameResult::Win(!pos.turn()),
                reason: Reason::Checkmate,
                article: Article::CHECKMATE,
            });
        }
        if pos.is_stalemate() {
            return draw(Reason::Stalemate, Article::STALEMATE);
        }
        if Color::ALL.iter().all(|&side| self.can_checkmate(side) == MateAbility::Impossible) {
            return draw(Reason::DeadPosition, Article::DEAD_POSITION);
        }
        let rules = &self.config.rules;
        if rules.fivefold.is_some_and(|n| self.fivefold(n, rules.fivefold_consecutive)) {
            return draw(Reason::FivefoldRepetition, Article::FIVEFOLD);
        }
        if rules.seventy_five_moves.is_some_and(|n| pos.halfmoves() >= n) {
            return draw(Reason::SeventyFiveMoves, Article::SEVENTY_FIVE_MOVES);
        }
        None
    }

    /// 6.2.1: a press completes the presser's move. On a wooden board a press with no move
    /// switches the clocks all the same, and waits to be dealt with as an illegal move (7.5.3).
    /// A press on the side of the clock that is not running changes nothing: no clock stops and
    /// none starts, so it is no press without a move either (7.5.3 is the running side's).
    pub(crate) fn press(&mut self, by: Color, at: Millis) -> Result<Vec<Notice>, Refusal> {
        if !self.uncompleted[by] {
            if self.clock_side() != by {
                return Err(Refusal::ClockNotRunning { by });
            }
            let idle = self.config.wooden_board
                && self.config.rules.illegal_moves.press_without_move
                && self.idle_press.is_none()
                && by == self.on_move();
            if idle {
                self.idle_press = Some(by);
                return Ok(vec![Notice::PressedWithoutMove { by }]);
            }
            return Err(Refusal::PressWithoutMove { by });
        }
        // The opponent moved without pressing: their time runs until they press (6.2.2).
        if self.clock_side() != by {
            return Err(Refusal::OpponentNotPressed { by, article: Article::PRESS_ALWAYS_ALLOWED });
        }
        let mut notices = vec![self.complete(by, at, Article::CLOCK_PRESS)];
        notices.extend(self.illegal_position_persists());
        Ok(notices)
    }

    /// The illegal move a claim by `claimant`, or the arbiter (`None`), deals with: the player
    /// who made it, what it broke, and the ply (`None` for a press with no move). In standard
    /// chess, or under adequate supervision, the earliest illegal move still on the board
    /// (7.5.1); otherwise only the last move made, before the opponent makes theirs (A.5.2).
    fn illegal_to_deal_with(
        &self,
        claimant: Option<Color>,
    ) -> Result<(Color, IllegalKind, Option<usize>), ArbiterRefusal> {
        if let Some(by) = self.idle_press
            && claimant.is_none_or(|c| c == !by)
        {
            return Ok((by, IllegalKind::PressWithoutMove, None));
        }
        let dealt_with_later = illegal::found_later(self.config.category, self.config.supervised);
        let eligible = |i: usize, ply: &Ply| {
            ply.irregular.is_some_and(|k| k != IllegalKind::FromIllegalPosition)
                && ply.completed_at.is_some()
                && claimant.is_none_or(|c| c == !ply.by)
                && (dealt_with_later || i + 1 == self.plies.len())
        };
        self.plies
            .iter()
            .enumerate()
            .find(|&(i, ply)| eligible(i, ply))
            .map(|(i, ply)| (ply.by, ply.irregular.expect("eligible plies are irregular"), Some(i)))
            .ok_or(ArbiterRefusal::NoIllegalMove)
    }

    /// 7.5: an illegal move is dealt with, claimed by the opponent or found by the arbiter
    /// (`claimant` `None`); `two_hands` is the player the arbiter saw complete their last move
    /// with both hands (7.5.4). The position before it is reinstated (a pawn left on the last
    /// rank becomes a queen instead, 7.5.2), then the penalty follows: time for the opponent,
    /// or the loss (a draw if the opponent could never checkmate).
    pub(crate) fn deal_with_illegal(
        &mut self,
        claimant: Option<Color>,
        two_hands: Option<Color>,
    ) -> Result<Vec<Notice>, Refusal> {
        if let Some(ending) = self.ending {
            return Err(Refusal::GameOver(ending));
        }
        let (offender, kind, ply) = match two_hands {
            Some(side) => {
                let last = self.plies.len().checked_sub(1).filter(|&i| {
                    let p = &self.plies[i];
                    p.by == side && p.completed_at.is_some()
                });
                let last = last.ok_or(ArbiterRefusal::NoMoveToJudge)?;
                (side, IllegalKind::TwoHands, Some(last))
            }
            None => self.illegal_to_deal_with(claimant)?,
        };
        // 2008, rapid without adequate supervision: the arbiter rules on an illegal move only
        // when it is claimed, but completes a promotion himself (A4b, A4c).
        let only_on_claim = claimant.is_none()
            && !self.config.supervised
            && self.config.category == Category::Rapid
            && self.config.rules.edition == Edition::Fide2008
            && kind != IllegalKind::PromotionNotCompleted;
        if only_on_claim {
            return Err(ArbiterRefusal::OnlyOnClaim.into());
        }
        self.illegal_dealt[offender] += 1;
        let consequence = illegal::consequence(
            &self.config.rules,
            self.config.category,
            self.config.supervised,
            self.illegal_dealt[offender],
        );
        // The arbiter's record names the illegal move with the square it came from.
        let san = ply.map(|i| self.plies[i].san_in_full());
        let mut taken_back = Vec::new();
        let mut ended_by_queen = None;
        let mut queened = false;
        match ply {
            None => self.idle_press = None,
            Some(i) => {
                let ply = self.plies[i].clone();
                taken_back = self.plies[i..].iter().map(Ply::san_in_full).collect();
                *self = self.rebuild(i);
                // 7.5.2 (2014 7.5.a): the pawn becomes a queen; in 2008 (7.4.a) the position
                // before is reinstated like any other.
                let queens = self.config.rules.illegal_moves.promotion_becomes_queen;
                let queen = match ply.mv {
                    Move::Normal { from, to, .. } if kind == IllegalKind::PromotionNotCompleted && queens => {
                        UciMove::Normal { from, to, promotion: Some(Role::Queen) }.to_move(&self.position).ok()
                    }
                    _ => None,
                };
                if let Some(queen) = queen {
                    // 7.5.2: the pawn becomes a queen; the move stands, completed as it was by
                    // its press, unless the queen itself ends the game (6.2.1.1).
                    let played = self.play(queen, ply.at);
                    ended_by_queen = played.into_iter().find(|n| matches!(n, Notice::GameOver(_)));
                    if let Some(done) = ply.completed_at
                        && self.uncompleted[offender]
                    {
                        self.complete(offender, done, Article::CLOCK_PRESS);
                    }
                    taken_back.remove(0);
                    queened = true;
                } else if self.config.touch_move
                    && let Some(from) = ply.mv.from()
                    && let Some(piece) = self.position.board().piece_at(from)
                {
                    // 4.3 and 4.7 apply to the move that replaces the illegal one.
                    self.touched.push(Touched { square: from, piece });
                }
            }
        }
        let mut notices =
            vec![Notice::IllegalMoveDealtWith { offender, kind, san, claimed_by: claimant, consequence, taken_back, queened }];

        match consequence {
            Consequence::Penalty { ms, article } => notices.push(Notice::TimeAwarded { to: !offender, ms, article }),
            Consequence::Loses { article } => {
                let ending = if self.can_checkmate(!offender) == MateAbility::Impossible {
                    Ending { result: GameResult::Draw, reason: Reason::IllegalMoveVsUnwinnable, article }
                } else {
                    Ending { result: GameResult::Win(!offender), reason: Reason::IllegalMove, article }
                };
                notices.push(self.end(ending));
            }
        }
        // The queen's mate or stalemate comes last: the clock takes the penalty, then stops.
        if self.ending.is_some_and(|e| e.reason != Reason::IllegalMove && e.reason != Reason::IllegalMoveVsUnwinnable) {
            notices.extend(ended_by_queen);
        }
        Ok(notices)
    }

    /// The game as it stood after its first `keep` moves: the moves replayed as they were
    /// made and completed; offers and claims made after them dropped; the illegal moves dealt
    /// with still counted (7.1, 7.5.1).
    fn rebuild(&self, keep: usize) -> Game {
        let mut game = Game::with_oracle(self.config, self.start.clone(), self.oracle.clone());
        game.illegal_dealt = self.illegal_dealt;
        for ply in &self.plies[..keep] {
            match ply.irregular {
                None => {
                    game.play(ply.mv, ply.at);
                }
                Some(kind) => {
                    let uci = ply.mv.to_uci(CastlingMode::Chess960);
                    game.play_irregular(uci, ply.at).expect("a move a hand made once, it makes again");
                    if let Some(last) = game.plies.last_mut() {
                        last.irregular = Some(kind);
                    }
                }
            }
            // Only presses are replayed here: a completion by the next move or by the end of
            // the game comes again with the move that made it, if that move is kept (6.2.1.2).
            if let Some(done) = ply.completed_at
                && ply.pressed
                && game.uncompleted[ply.by]
            {
                game.complete(ply.by, done, Article::CLOCK_PRESS);
            }
        }
        game.pending = self.pending;
        game.offers = self.offers.iter().filter(|o| o.after_plies <= keep).copied().collect();
        game.claims = self.claims.iter().filter(|c| c.after_plies <= keep).cloned().collect();
        game
    }

    /// 7.1: the arbiter takes back the last `plies` moves; the position before them stands.
    ///
    /// A game the last move ended by itself (checkmate, stalemate, a dead position, fivefold
    /// repetition, 75 moves) can be taken back too: a mis-click that mates is still a mis-click.
    /// Any other ending stands.
    pub(crate) fn take_back(&mut self, plies: u32) -> Result<Vec<Notice>, Refusal> {
        if let Some(ending) = self.ending {
            let by_the_last_move = matches!(
                ending.reason,
                Reason::Checkmate
                    | Reason::Stalemate
                    | Reason::DeadPosition
                    | Reason::FivefoldRepetition
                    | Reason::SeventyFiveMoves
            ) && self.end_plies == Some(self.plies.len());
            if !by_the_last_move || plies == 0 {
                return Err(Refusal::GameOver(ending));
            }
        }
        let made = self.plies.len();
        let keep = made.checked_sub(plies as usize).filter(|_| plies > 0);
        let keep = keep.ok_or(ArbiterRefusal::NothingToTakeBack { asked: plies, made: made as u32 })?;
        let first = self.plies[keep].by;
        let moves = self.plies[keep..].iter().map(Ply::san_in_full).collect();
        *self = self.rebuild(keep);
        Ok(vec![Notice::TakenBack { first, moves }])
    }

    /// 4.2.2: the arbiter finds the contact with the touched pieces accidental.
    pub(crate) fn release_touch(&mut self) -> Result<Vec<Notice>, Refusal> {
        if self.touched.is_empty() {
            return Err(ArbiterRefusal::NothingTouched.into());
        }
        self.touched.clear();
        Ok(vec![Notice::TouchReleased])
    }

    /// The arbiter's decision replaces the ending (12.9.4, 12.9.5).
    pub(crate) fn revise_ending(&mut self, ending: Ending) -> Notice {
        self.ending = Some(ending);
        Notice::GameOver(ending)
    }

    fn check_offers_allowed(&self) -> Result<(), Refusal> {
        match self.config.draw_offers {
            DrawOffers::Allowed => Ok(()),
            DrawOffers::Never => Err(Refusal::DrawOffersForbidden),
            // One count for offering and accepting: the game's move, as the tournament announces
            // it: move N is under way once both players have completed N − 1 moves.
            DrawOffers::FromMove(n)
                if self.completed[Color::White].min(self.completed[Color::Black]).saturating_add(1) < n =>
            {
                Err(Refusal::DrawOffersNotYet { from_move: n })
            }
            DrawOffers::FromMove(_) => Ok(()),
        }
    }

    /// 9.1.2.1: `by` offers a draw.
    /// Whether `by` may offer a draw now: offers allowed (9.1.1), and no offer standing.
    fn check_may_offer(&self, by: Color) -> Result<(), Refusal> {
        self.check_offers_allowed()?;
        match self.offer {
            Some(o) if o == by => Err(Refusal::OfferAlreadyStanding { by }),
            Some(_) => Err(Refusal::OpponentOfferStanding { by }),
            None => Ok(()),
        }
    }

    pub(crate) fn offer_draw(&mut self, by: Color, at: Millis) -> Result<Vec<Notice>, Refusal> {
        self.check_may_offer(by)?;
        let just_moved = self.plies.last().is_some_and(|p| p.by == by) && self.touched.is_empty();
        let proper_time = self.uncompleted[by] || self.config.press_with_move && just_moved;
        self.record_offer(by, at, proper_time, false);
        Ok(vec![Notice::DrawOffered { by, proper_time, article: Article::DRAW_OFFER }])
    }

    /// III.4: the request for an increment is also a draw offer, made by the rule itself, at
    /// no improper time.
    pub(crate) fn offer_by_request(&mut self, by: Color, at: Millis) -> Result<Vec<Notice>, Refusal> {
        self.check_may_offer(by)?;
        self.record_offer(by, at, false, true);
        Ok(vec![Notice::DrawOffered { by, proper_time: false, article: Article::QUICKPLAY_INCREMENT }])
    }

    /// 9.1.2.3 (2008: 9.1.b.3, which also names the quickplay claim of 10.2): `by`'s draw
    /// claim stands as a draw offer, unless the opponent's offer already stands.
    pub(crate) fn claim_stands_as_offer(&mut self, by: Color, at: Millis) -> Option<Notice> {
        if self.offer == Some(!by) {
            return None;
        }
        self.record_offer(by, at, false, true);
        Some(Notice::DrawOffered { by, proper_time: false, article: Article::CLAIM_IS_OFFER })
    }

    fn record_offer(&mut self, by: Color, at: Millis, proper_time: bool, from_claim: bool) {
        self.offer = Some(by);
        self.offers.push(OfferRecord { by, at, after_plies: self.plies.len(), proper_time, from_claim });
    }

    fn answerable_offer(&self, by: Color) -> Result<(), Refusal> {
        if self.offer == Some(!by) { Ok(()) } else { Err(Refusal::NoOfferToAnswer { by }) }
    }

    /// 5.2.3: `by` accepts the standing offer.
    pub(crate) fn accept_draw(&mut self, by: Color) -> Result<Vec<Notice>, Refusal> {
        self.answerable_offer(by)?;
        self.check_offers_allowed()?;
        if self.config.rules.agreement_needs_a_move_each && Color::ALL.iter().any(|&c| self.moves_made(c) == 0) {
            return Err(Refusal::AgreementTooEarly);
        }
        Ok(vec![self.end(Ending { result: GameResult::Draw, reason: Reason::Agreement, article: Article::AGREEMENT })])
    }

    /// `by` declines the standing offer.
    pub(crate) fn decline_draw(&mut self, by: Color) -> Result<Vec<Notice>, Refusal> {
        self.answerable_offer(by)?;
        self.offer = None;
        Ok(vec![Notice::DrawOfferDeclined { by, article: Article::DRAW_OFFER }])
    }

    /// 9.2, 9.3: the player on move claims a draw.
    pub(crate) fn claim(
        &mut self,
        by: Color,
        claim: Claim,
        intended: Option<UciMove>,
        at: Millis,
    ) -> Result<Vec<Notice>, Refusal> {
        let article = claim.article();
        if by != self.on_move() {
            return Err(Refusal::NotOnMove { by, article });
        }
        if self.config.touch_move && !self.touched.is_empty() {
            return Err(Refusal::ClaimAfterTouch { by });
        }
        // A written move that is not legal makes the claim incorrect (9.5.3); what the player
        // then owes is Article 4's: the piece it names counts as touched.
        let (intended, illegal_intended) = match intended {
            None => (None, None),
            Some(uci) => match self.legal_move(&uci) {
                Ok(m) => (Some(m), None),
                Err(_) => (None, Some(uci)),
            },
        };
        // The claim holds on the position now (9.2.1.2, 9.3.2) or on the one the written move
        // would make (9.2.1.1, 9.3.1).
        let mut correct = illegal_intended.is_none() && claim.holds(&self.position, self.repetitions());
        let mut intended_san = illegal_intended.and_then(|uci| self.written_san(&uci));
        if let Some(m) = intended {
            let mut after = self.position.clone();
            let san = SanPlus::from_move_and_play_unchecked(&mut after, m);
            let key = PositionKey::of(&after);
            let occurrences = 1 + self.keys.iter().filter(|k| k.as_ref() == Some(&key)).count();
            correct |= claim.holds(&after, occurrences);
            intended_san = Some(san);
        }
        self.claims.push(ClaimRecord { by, claim, intended: intended_san, at, after_plies: self.plies.len(), correct });
        if correct {
            return Ok(vec![self.end(Ending { result: GameResult::Draw, reason: claim.reason(), article })]);
        }
        // 9.5.3: a wrong claim gives the opponent time, and the written move must be played.
        // 9.1.2.3: the claim also stands as a draw offer.
        let category = self.config.category;
        let mut notices = vec![
            Notice::ClaimRejected { by, claim, article: Article::WRONG_CLAIM },
            Notice::TimeAwarded {
                to: !by,
                ms: self.config.rules.wrong_claim_penalty(category),
                article: if category == Category::Standard { Article::WRONG_CLAIM } else { Article::RAPID_PENALTY },
            },
        ];
        notices.extend(self.claim_stands_as_offer(by, at));
        if let Some(m) = intended {
            notices.extend(self.play(m, at));
        }
        if let Some(UciMove::Normal { from, .. }) = illegal_intended
            && self.config.touch_move
            && let Some(piece) = self.position.board().piece_at(from).filter(|p| p.color == by)
        {
            self.touched.push(Touched { square: from, piece });
            let binding = self.binding();
            notices.push(Notice::Touched { square: from, obligation: binding.obligation, article: binding.article });
        }
        Ok(notices)
    }

    /// A move written down that is not legal, as the scoresheet writes it: the piece that
    /// stands on its square, going to where it was written to go, written by hand
    /// ([`hand_written`]).
    fn written_san(&self, uci: &UciMove) -> Option<SanPlus> {
        let UciMove::Normal { from, to, promotion } = *uci else { return None };
        let piece = self.position.board().piece_at(from)?;
        let capture = self.position.board().piece_at(to).map(|p| p.role);
        let m = Move::Normal { role: piece.role, from, capture, to, promotion };
        Some(SanPlus { san: hand_written(piece.color, &m, self.position.board(), Some(&self.position)), suffix: None })
    }
}

/// A move a hand made against the Laws, as the player writes it on the scoresheet by hand,
/// which tells the opponent nothing the board does not: a piece by its letter and the square it
/// went to (`Nf6`, never `Ng8f6`), with the file or rank it came from only where a legal move
/// of another such piece to that square would need it in SAN (`Ngf6`); a pawn as pawns are
/// written (`a8` straight ahead, `axb5` a capture one square diagonally ahead), with its
/// origin in full only for a move no pawn makes (`a3a5`). `board` is the board it was made on;
/// `legal` the position of chess that board is, if it is one (otherwise another piece counts
/// where it could go as it moves).
fn hand_written(by: Color, m: &Move, board: &Board, legal: Option<&Chess>) -> San {
    match *m {
        Move::Castle { king, rook } => {
            San::Castle(if rook.file() > king.file() { CastlingSide::KingSide } else { CastlingSide::QueenSide })
        }
        Move::EnPassant { from, to } => {
            San::Normal { role: Role::Pawn, file: Some(from.file()), rank: None, capture: true, to, promotion: None }
        }
        Move::Normal { role: Role::Pawn, from, capture, to, promotion } => {
            // A pawn written as pawns are: `a8` straight ahead one square (or two from its
            // first rank), `axb5` a capture one square diagonally ahead; any other pawn move
            // with its origin in full (`a3a5`).
            let ahead = if by == Color::White { to.rank() > from.rank() } else { to.rank() < from.rank() };
            let step = from.rank().distance(to.rank());
            let first_rank = if by == Color::White { shakmaty::Rank::Second } else { shakmaty::Rank::Seventh };
            let usual = ahead
                && (from.file().distance(to.file()) <= 1 && step == 1
                    || from.file() == to.file() && step == 2 && from.rank() == first_rank);
            let (file, rank) = match (usual, from.file() == to.file()) {
                (true, true) => (None, None),
                (true, false) => (Some(from.file()), None),
                (false, _) => (Some(from.file()), Some(from.rank())),
            };
            San::Normal { role: Role::Pawn, file, rank, capture: capture.is_some(), to, promotion }
        }
        Move::Normal { role, from, capture, to, promotion } => {
            let piece = shakmaty::Piece { color: by, role };
            let others: Vec<shakmaty::Square> = match legal {
                Some(pos) => pos
                    .legal_moves()
                    .iter()
                    .filter(|o| o.role() == role && o.to() == to && !o.is_castle())
                    .filter_map(|o| o.from())
                    .filter(|&o| o != from)
                    .collect(),
                None => board
                    .by_piece(piece)
                    .into_iter()
                    .filter(|&o| o != from && shakmaty::attacks::attacks(o, piece, board.occupied()).contains(to))
                    .collect(),
            };
            // SAN's rule: the file if it tells them apart, else the rank, else both.
            let (file, rank) = if others.is_empty() {
                (None, None)
            } else if others.iter().all(|o| o.file() != from.file()) {
                (Some(from.file()), None)
            } else if others.iter().all(|o| o.rank() != from.rank()) {
                (None, Some(from.rank()))
            } else {
                (Some(from.file()), Some(from.rank()))
            };
            San::Normal { role, file, rank, capture: capture.is_some(), to, promotion }
        }
        Move::Put { role, to } => San::Put { role, to },
    }
}

/// The check or mate mark of a move that leaves `after`; none where the board after it is no
/// position of chess.
fn suffix_after(after: Option<&Chess>) -> Option<Suffix> {
    after.and_then(|pos| {
        if pos.is_checkmate() {
            Some(Suffix::Checkmate)
        } else if pos.is_check() {
            Some(Suffix::Check)
        } else {
            None
        }
    })
}
