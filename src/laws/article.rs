//! Article numbers of the FIDE Laws of Chess.
//!
//! Every refusal and every ruling of the core names the Article it applies, numbered as in the
//! 2023 edition (`laws-2023-ca.txt`), so that the interface can explain a decision in the
//! player's language (Article 11.9: a player may ask for an explanation of a Law).
//! What a person reads cites the number of the edition the game is played under:
//! [`Article::numbered`] maps the 2023 number to the 2014 or 2008 one.

use std::fmt;

use super::edition::Edition;

/// An Article of the Laws, such as `4.3.1`, numbered as in the 2023 edition.
///
/// ```
/// use escaque::laws::Article;
/// assert_eq!(Article::TOUCH_OWN_PIECE.to_string(), "4.3.1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Article(pub &'static str);

impl Article {
    /// The legal move: every requirement of Articles 3.1 to 3.9 holds.
    pub const LEGAL_MOVE: Article = Article("3.10.2");
    /// When castling is not possible: the king in check, the squares it crosses attacked, or
    /// pieces between king and rook.
    pub const CASTLING_PREVENTED: Article = Article("3.8.2");
    /// A pawn reaching the last rank must be exchanged for a new piece as part of the move.
    pub const PROMOTION: Article = Article("3.7.5.1");
    /// Only the player on move may adjust pieces, having said so first (j'adoube).
    pub const JADOUBE: Article = Article("4.2.1");
    /// A touched own piece must be moved, the first one touched that can move.
    pub const TOUCH_OWN_PIECE: Article = Article("4.3.1");
    /// A touched opponent's piece must be captured, the first one touched that can be.
    pub const TOUCH_OPPONENT_PIECE: Article = Article("4.3.2");
    /// Pieces of both colours touched: capture the first with the first, or else move or capture.
    pub const TOUCH_BOTH_COLOURS: Article = Article("4.3.3");
    /// King and then rook touched: castle on that side if it is legal.
    pub const TOUCH_KING_THEN_ROOK: Article = Article("4.4.1");
    /// Rook and then king touched: no castling on that side this move.
    pub const TOUCH_ROOK_THEN_KING: Article = Article("4.4.2");
    /// Castling intended but illegal on that side: another king move, if there is one.
    pub const CASTLING_INTENT: Article = Article("4.4.3");
    /// No touched piece can be moved or captured: any legal move.
    pub const NOTHING_TOUCHED_CAN_MOVE: Article = Article("4.5");
    /// Chess960, castling by two moves: a king move, then a rook move, make one castling.
    pub const CASTLING_BY_TWO_MOVES: Article = Article("II.3.2.1");
    /// No Article: what the players did is outside the Laws (a game abandoned by both, with no
    /// result). Shown as no number at all.
    pub const OUTSIDE_THE_LAWS: Article = Article("");
    /// A piece released on a square as a legal move cannot go elsewhere.
    pub const RELEASED_PIECE: Article = Article("4.7");
    /// Checkmate wins the game.
    pub const CHECKMATE: Article = Article("5.1.1");
    /// Resignation loses, unless the opponent could never checkmate.
    pub const RESIGNATION: Article = Article("5.1.2");
    /// Stalemate is a draw.
    pub const STALEMATE: Article = Article("5.2.1");
    /// A dead position is a draw.
    pub const DEAD_POSITION: Article = Article("5.2.2");
    /// Draw by agreement, once both players have made a move.
    pub const AGREEMENT: Article = Article("5.2.3");
    /// Pressing the clock completes the move.
    pub const CLOCK_PRESS: Article = Article("6.2.1");
    /// A move that ends the game counts as completed.
    pub const MOVE_ENDS_GAME: Article = Article("6.2.1.1");
    /// Making the next move completes the previous one that was never pressed.
    pub const NEXT_MOVE_COMPLETES: Article = Article("6.2.1.2");
    /// A player may always press their clock, even after the opponent has replied.
    pub const PRESS_ALWAYS_ALLOWED: Article = Article("6.2.2");
    /// A flag fall loses, unless the opponent could never checkmate.
    pub const FLAG_FALL: Article = Article("6.9");
    /// Pressing the clock without making a move counts as an illegal move.
    pub const PRESS_WITHOUT_MOVE: Article = Article("7.5.3");
    /// Tournament rules may forbid draw offers before some move, or altogether.
    pub const DRAW_OFFERS_RESTRICTED: Article = Article("9.1.1");
    /// How a draw offer is made and how long it stands.
    pub const DRAW_OFFER: Article = Article("9.1.2.1");
    /// Distracting or annoying the opponent, unreasonable draw offers included.
    pub const DISTRACTING: Article = Article("11.5");
    /// A claim under 9.2 or 9.3 counts as a draw offer.
    pub const CLAIM_IS_OFFER: Article = Article("9.1.2.3");
    /// Threefold repetition claimed by the player on move.
    pub const THREEFOLD: Article = Article("9.2");
    /// Fifty moves without a pawn move or a capture, claimed by the player on move.
    pub const FIFTY_MOVES: Article = Article("9.3");
    /// Touching a piece before claiming loses the right to claim this move.
    pub const CLAIM_AFTER_TOUCH: Article = Article("9.4");
    /// A correct claim: the game is drawn.
    pub const CORRECT_CLAIM: Article = Article("9.5.2");
    /// A wrong claim: the opponent gets extra time and an intended move must be played.
    pub const WRONG_CLAIM: Article = Article("9.5.3");
    /// The same position five times ends the game.
    pub const FIVEFOLD: Article = Article("9.6.1");
    /// Seventy-five moves each without a pawn move or a capture end the game.
    pub const SEVENTY_FIVE_MOVES: Article = Article("9.6.2");
    /// Quickplay finish: the last period of a game, in which all remaining moves must be made.
    pub const QUICKPLAY_DEFINITION: Article = Article("III.1");
    /// The quickplay finish applies only where it was announced beforehand.
    pub const QUICKPLAY_ANNOUNCED: Article = Article("III.2.1");
    /// The quickplay finish applies to standard and rapid games without increment, not blitz.
    pub const QUICKPLAY_SCOPE: Article = Article("III.2.2");
    /// Quickplay finish: a five-second increment asked for, counting as a draw offer.
    pub const QUICKPLAY_INCREMENT: Article = Article("III.4");
    /// Quickplay finish with an arbiter: the draw claim and its three possible rulings.
    pub const QUICKPLAY_CLAIM: Article = Article("III.5");
    /// The arbiter grants the quickplay-finish claim.
    pub const QUICKPLAY_CLAIM_GRANTED: Article = Article("III.5.1");
    /// The arbiter postpones the decision; the opponent gets two minutes.
    pub const QUICKPLAY_CLAIM_POSTPONED: Article = Article("III.5.2");
    /// The arbiter rejects the claim; the opponent gets two minutes.
    pub const QUICKPLAY_CLAIM_REJECTED: Article = Article("III.5.3");
    /// Quickplay finish without an arbiter: the claim ends the game, a designated arbiter rules.
    pub const QUICKPLAY_CLAIM_REFERRED: Article = Article("III.6");
    /// Adjourned game: the arbiter calls the adjournment; the player on move seals a move,
    /// written and not played, and stops the clocks (Guidelines I.1.1).
    pub const ADJOURNMENT: Article = Article("I.1.1");
    /// Sealing before the session's end: the time up to that end counts as used.
    pub const SEALED_EARLY: Article = Article("I.1.2");
    /// What the envelope of an adjourned game says.
    pub const ENVELOPE: Article = Article("I.2");
    /// At the resumption: the position before the sealed move and the times of the adjournment.
    pub const RESUMPTION: Article = Article("I.5");
    /// The envelope is opened only with the player who answers the sealed move present.
    pub const ENVELOPE_OPENED: Article = Article("I.7");
    /// A sealed move that is ambiguous, unreadable or illegal loses.
    pub const SEALED_MOVE_INVALID: Article = Article("I.8");
    /// The sealed move fits more than one move.
    pub const SEALED_MOVE_AMBIGUOUS: Article = Article("I.8.1");
    /// The sealed move cannot be read.
    pub const SEALED_MOVE_UNREADABLE: Article = Article("I.8.2");
    /// The sealed move is illegal.
    pub const SEALED_MOVE_ILLEGAL: Article = Article("I.8.3");
    /// The envelope opened, the sealed move is played and the answering player's clock runs.
    pub const SEALED_MOVE_PLAYED: Article = Article("I.9.1");
    /// The envelope is lost: the sealing player plays the move they say they sealed.
    pub const ENVELOPE_LOST: Article = Article("I.12.1");
    /// Penalties of Articles 7 and 9 are one minute in rapid (and blitz) chess.
    pub const RAPID_PENALTY: Article = Article("A.3");
    /// A player may stop the clocks to call the arbiter; the arbiter restarts them.
    pub const PAUSE_FOR_ARBITER: Article = Article("6.11");
    /// Both players sign both scoresheets once the game is over, confirming the result.
    pub const SCORESHEETS_SIGNED: Article = Article("8.7");
    /// While the clocks are stopped for the arbiter, nothing is played until the arbiter
    /// restarts them.
    pub const CLOCKS_STOPPED: Article = Article("6.11.3");
    /// The clocks were set wrongly: the arbiter corrects times and move counter.
    pub const WRONG_SETTING: Article = Article("6.10.2");
    /// After an irregularity the arbiter decides what the clocks show.
    pub const IRREGULARITY: Article = Article("7.1");
    /// An illegal move completed: two minutes to the opponent, the second one loses.
    pub const ILLEGAL_MOVE_PENALTY: Article = Article("7.5.5");
    /// The arbiter may give time after a disturbance from outside the game.
    pub const DISTURBANCE: Article = Article("12.5");
    /// The penalties open to the arbiter.
    pub const PENALTIES: Article = Article("12.9");
    /// A piece may not move to a square its own side occupies.
    pub const OWN_PIECE_ON_SQUARE: Article = Article("3.1");
    /// How the bishop moves.
    pub const BISHOP_MOVE: Article = Article("3.2");
    /// How the rook moves.
    pub const ROOK_MOVE: Article = Article("3.3");
    /// How the queen moves.
    pub const QUEEN_MOVE: Article = Article("3.4");
    /// Bishop, rook and queen cannot jump over pieces.
    pub const NO_JUMPING: Article = Article("3.5");
    /// How the knight moves.
    pub const KNIGHT_MOVE: Article = Article("3.6");
    /// How the pawn moves.
    pub const PAWN_MOVE: Article = Article("3.7");
    /// En passant only on the move right after the two-square advance.
    pub const EN_PASSANT_AT_ONCE: Article = Article("3.7.4.2");
    /// How the king moves.
    pub const KING_MOVE: Article = Article("3.8.1");
    /// Castling is lost once the king, or that rook, has moved.
    pub const CASTLING_RIGHT_LOST: Article = Article("3.8.2.1");
    /// No move may put or leave one's own king in check.
    pub const KING_LEFT_IN_CHECK: Article = Article("3.9.2");
    /// Contact with a piece counts as touching it, unless clearly accidental.
    pub const ACCIDENTAL_CONTACT: Article = Article("4.2.2");
    /// A player absent when the waiting time ends loses, unless the arbiter decides otherwise.
    pub const LATE_ARRIVAL: Article = Article("6.7.1");
    /// The initial position was wrong: the game is annulled and a new one played.
    pub const WRONG_INITIAL_POSITION: Article = Article("7.2.1");
    /// Colours reversed: a new game if fewer than ten moves each were made (2023).
    pub const COLOURS_REVERSED: Article = Article("7.2.3");
    /// An illegal move is completed by the press; the position before it is reinstated.
    pub const ILLEGAL_MOVE: Article = Article("7.5.1");
    /// A pawn on the last rank with no new piece: an illegal move, and the pawn becomes a queen.
    pub const PROMOTION_NOT_COMPLETED: Article = Article("7.5.2");
    /// The opponent's king is never captured.
    pub const KING_NEVER_CAPTURED: Article = Article("1.4.1");
    /// A move made with both hands counts as an illegal move.
    pub const TWO_HANDS: Article = Article("7.5.4");
    /// A device on the player in the playing venue loses the game.
    pub const DEVICE: Article = Article("11.3.2.2");
    /// Persistent refusal to comply with the Laws loses the game.
    pub const PERSISTENT_REFUSAL: Article = Article("11.7");
    /// Both players persistently refuse: both lose.
    pub const BOTH_REFUSE: Article = Article("11.8");
    /// Penalty: a warning.
    pub const WARNING: Article = Article("12.9.1");
    /// Penalty: more time for the opponent.
    pub const MORE_TIME_FOR_OPPONENT: Article = Article("12.9.2");
    /// Penalty: less time for the offender.
    pub const LESS_TIME_FOR_OFFENDER: Article = Article("12.9.3");
    /// Penalty: a higher score for the offender's opponent.
    pub const MORE_POINTS_FOR_OPPONENT: Article = Article("12.9.4");
    /// Penalty: a lower score for the offender.
    pub const FEWER_POINTS_FOR_OFFENDER: Article = Article("12.9.5");
    /// Penalty: the game declared lost by the offender.
    pub const GAME_DECLARED_LOST: Article = Article("12.9.6");
    /// Rapid and blitz without adequate supervision: an illegal move is dealt with only until
    /// the opponent makes their next move; after that it stands.
    pub const ILLEGAL_MOVE_UNSUPERVISED: Article = Article("A.5.2");
    /// Rapid and blitz without adequate supervision: both kings in check, or a pawn on the last
    /// rank, still on the board after the next move: a draw.
    pub const ILLEGAL_POSITION_PERSISTS: Article = Article("A.5.4");
    /// 2014, rapid and blitz without adequate supervision: a claimed illegal move loses.
    pub const ILLEGAL_MOVE_LOSES_2014: Article = Article("A.4.b");
    /// 2008, blitz without adequate supervision: a claimed illegal move loses.
    pub const ILLEGAL_MOVE_LOSES_2008: Article = Article("B3c");
    /// 2008, Article 10.2: the quickplay finish of that edition, a draw claim before the flag
    /// falls with the arbiter summoned; it has no increment to ask for (2023's III.4 has no
    /// 2008 counterpart).
    pub const QUICKPLAY_CLAIM_2008: Article = Article("10.2");
}

impl Article {
    /// Every Article the project cites, so that a number read back from a file (a journal)
    /// becomes the same Article again.
    pub const ALL: &'static [Article] = &[
        Article::LEGAL_MOVE,
        Article::CASTLING_PREVENTED,
        Article::PROMOTION,
        Article::JADOUBE,
        Article::TOUCH_OWN_PIECE,
        Article::TOUCH_OPPONENT_PIECE,
        Article::TOUCH_BOTH_COLOURS,
        Article::TOUCH_KING_THEN_ROOK,
        Article::TOUCH_ROOK_THEN_KING,
        Article::CASTLING_INTENT,
        Article::NOTHING_TOUCHED_CAN_MOVE,
        Article::RELEASED_PIECE,
        Article::CASTLING_BY_TWO_MOVES,
        Article::CHECKMATE,
        Article::RESIGNATION,
        Article::STALEMATE,
        Article::DEAD_POSITION,
        Article::AGREEMENT,
        Article::CLOCK_PRESS,
        Article::MOVE_ENDS_GAME,
        Article::NEXT_MOVE_COMPLETES,
        Article::PRESS_ALWAYS_ALLOWED,
        Article::FLAG_FALL,
        Article::PRESS_WITHOUT_MOVE,
        Article::DRAW_OFFERS_RESTRICTED,
        Article::DRAW_OFFER,
        Article::CLAIM_IS_OFFER,
        Article::DISTRACTING,
        Article::THREEFOLD,
        Article::FIFTY_MOVES,
        Article::CLAIM_AFTER_TOUCH,
        Article::CORRECT_CLAIM,
        Article::WRONG_CLAIM,
        Article::FIVEFOLD,
        Article::SEVENTY_FIVE_MOVES,
        Article::QUICKPLAY_DEFINITION,
        Article::QUICKPLAY_ANNOUNCED,
        Article::QUICKPLAY_SCOPE,
        Article::QUICKPLAY_INCREMENT,
        Article::QUICKPLAY_CLAIM,
        Article::QUICKPLAY_CLAIM_GRANTED,
        Article::QUICKPLAY_CLAIM_POSTPONED,
        Article::QUICKPLAY_CLAIM_REJECTED,
        Article::QUICKPLAY_CLAIM_REFERRED,
        Article::RAPID_PENALTY,
        Article::PAUSE_FOR_ARBITER,
        Article::SCORESHEETS_SIGNED,
        Article::CLOCKS_STOPPED,
        Article::WRONG_SETTING,
        Article::IRREGULARITY,
        Article::ILLEGAL_MOVE_PENALTY,
        Article::DISTURBANCE,
        Article::PENALTIES,
        Article::OWN_PIECE_ON_SQUARE,
        Article::BISHOP_MOVE,
        Article::ROOK_MOVE,
        Article::QUEEN_MOVE,
        Article::NO_JUMPING,
        Article::KNIGHT_MOVE,
        Article::PAWN_MOVE,
        Article::EN_PASSANT_AT_ONCE,
        Article::KING_MOVE,
        Article::CASTLING_RIGHT_LOST,
        Article::KING_LEFT_IN_CHECK,
        Article::ACCIDENTAL_CONTACT,
        Article::LATE_ARRIVAL,
        Article::WRONG_INITIAL_POSITION,
        Article::COLOURS_REVERSED,
        Article::ILLEGAL_MOVE,
        Article::PROMOTION_NOT_COMPLETED,
        Article::KING_NEVER_CAPTURED,
        Article::TWO_HANDS,
        Article::DEVICE,
        Article::PERSISTENT_REFUSAL,
        Article::BOTH_REFUSE,
        Article::WARNING,
        Article::MORE_TIME_FOR_OPPONENT,
        Article::LESS_TIME_FOR_OFFENDER,
        Article::MORE_POINTS_FOR_OPPONENT,
        Article::FEWER_POINTS_FOR_OFFENDER,
        Article::GAME_DECLARED_LOST,
        Article::ILLEGAL_MOVE_UNSUPERVISED,
        Article::ILLEGAL_POSITION_PERSISTS,
        Article::ILLEGAL_MOVE_LOSES_2014,
        Article::ILLEGAL_MOVE_LOSES_2008,
        Article::QUICKPLAY_CLAIM_2008,
        Article::ADJOURNMENT,
        Article::SEALED_EARLY,
        Article::ENVELOPE,
        Article::RESUMPTION,
        Article::ENVELOPE_OPENED,
        Article::SEALED_MOVE_INVALID,
        Article::SEALED_MOVE_AMBIGUOUS,
        Article::SEALED_MOVE_UNREADABLE,
        Article::SEALED_MOVE_ILLEGAL,
        Article::SEALED_MOVE_PLAYED,
        Article::ENVELOPE_LOST,
    ];

    /// The Article with this number, if the project cites it.
    ///
    /// ```
    /// use escaque::laws::Article;
    /// assert_eq!(Article::parse("9.5.3"), Some(Article::WRONG_CLAIM));
    /// assert_eq!(Article::parse("99.1"), None);
    /// ```
    pub fn parse(number: &str) -> Option<Article> {
        Article::ALL.iter().copied().find(|a| a.0 == number)
    }
}

/// The Articles whose number differs in the 2014 or 2008 edition: `(2023, 2014, 2008)`, each
/// read against the seeds (`laws-2014-pt.txt`; `laws-2008-es.txt` and `laws-2008-gl.txt`).
/// `None` where that edition has no counterpart: the 2023 number is then kept, so that the
/// citation still names a rule the player can look up. An Article absent from the table has
/// the same number in all three editions (3.1 to 3.7, 4.5, 6.9, 8.7, 9.2 to 9.4, ...).
///
/// Each edition is written in its own style, one spelling per edition: 2014 joins letters and
/// sub-items with dots as its own cross-references do ("7.5.a", "3.8.b.2", "A.4.b"); 2008 does
/// the same for the Articles ("7.4.a", "9.1.b.3", "10.2.d", with 3.8's "i"/"ii") and writes
/// its Appendices without dots ("A4c", "B3c", "D1"), as its text does.
///
/// No counterpart (2023 number kept):
/// - 7.5.2 (a pawn on the last rank left unpromoted): 2014 has it as the last sentences of
///   7.5.a, which already stands for 7.5.1, so 7.5.2 is kept; 2008 has no such rule and judges
///   it by 7.4.a, as any illegal move. 7.5.3 (a press without a move) came in 2017; 7.5.4's
///   penalty too, but the one-hand rule it enforces is 4.1 in both.
/// - 6.2.1.2 (the next move completes an unpressed one) is not in 2008's 6.7.a.
/// - 9.6.1 and 9.6.2 (fivefold, 75 moves) do not exist in 2008.
/// - III.2.1, III.2.2 and III.4 (announcement, scope, the increment request) have no 2008
///   counterpart: its Article 10 is announced by the event and asks for no increment.
/// - A.3 (2023: a minute instead of two in rapid): 2014's A.3 and 2008's A3 say something
///   else (when the Competition Rules apply), so the number is kept.
const NUMBERS: &[(Article, Option<&str>, Option<&str>)] = &[
    (Article::LEGAL_MOVE, Some("3.10.b"), Some("4.6")),
    (Article::CASTLING_PREVENTED, Some("3.8.b.2"), Some("3.8.ii.2")),
    (Article::PROMOTION, Some("3.7.e"), Some("3.7.e")),
    (Article::JADOUBE, Some("4.2"), Some("4.2")),
    (Article::TOUCH_OWN_PIECE, Some("4.3.a"), Some("4.3.a")),
    (Article::TOUCH_OPPONENT_PIECE, Some("4.3.b"), Some("4.3.b")),
    (Article::TOUCH_BOTH_COLOURS, Some("4.3.c"), Some("4.3.c")),
    (Article::TOUCH_KING_THEN_ROOK, Some("4.4.a"), Some("4.4.a")),
    (Article::TOUCH_ROOK_THEN_KING, Some("4.4.b"), Some("4.4.b")),
    (Article::CASTLING_INTENT, Some("4.4.c"), Some("4.4.c")),
    (Article::RELEASED_PIECE, Some("4.7"), Some("4.6")),
    (Article::CASTLING_BY_TWO_MOVES, Some("F.3.b.1"), Some("F3b1")),
    (Article::CHECKMATE, Some("5.1.a"), Some("5.1.a")),
    (Article::RESIGNATION, Some("5.1.b"), Some("5.1.b")),
    (Article::STALEMATE, Some("5.2.a"), Some("5.2.a")),
    (Article::DEAD_POSITION, Some("5.2.b"), Some("5.2.b")),
    (Article::AGREEMENT, Some("5.2.c"), Some("5.2.c")),
    (Article::CLOCK_PRESS, Some("6.2.a"), Some("6.7.a")),
    (Article::MOVE_ENDS_GAME, Some("6.2.a.1"), Some("6.7.a")),
    (Article::NEXT_MOVE_COMPLETES, Some("6.2.a.2"), None),
    (Article::PRESS_ALWAYS_ALLOWED, Some("6.2.b"), Some("6.7.a")),
    (Article::PRESS_WITHOUT_MOVE, None, None),
    (Article::DRAW_OFFERS_RESTRICTED, Some("9.1.a"), Some("9.1.a")),
    (Article::DRAW_OFFER, Some("9.1.b.1"), Some("9.1.b.1")),
    (Article::CLAIM_IS_OFFER, Some("9.1.b.3"), Some("9.1.b.3")),
    (Article::DISTRACTING, Some("11.5"), Some("12.6")),
    (Article::CORRECT_CLAIM, Some("9.5.a"), Some("9.5.a")),
    (Article::WRONG_CLAIM, Some("9.5.b"), Some("9.5.b")),
    (Article::FIVEFOLD, Some("9.6.a"), None),
    (Article::SEVENTY_FIVE_MOVES, Some("9.6.b"), None),
    (Article::QUICKPLAY_DEFINITION, Some("G.1"), Some("10.1")),
    (Article::QUICKPLAY_ANNOUNCED, Some("G.2"), None),
    (Article::QUICKPLAY_SCOPE, Some("G.3"), None),
    (Article::QUICKPLAY_INCREMENT, Some("G.4"), None),
    (Article::QUICKPLAY_CLAIM, Some("G.5"), Some("10.2")),
    (Article::QUICKPLAY_CLAIM_GRANTED, Some("G.5.a"), Some("10.2.a")),
    (Article::QUICKPLAY_CLAIM_POSTPONED, Some("G.5.b"), Some("10.2.b")),
    (Article::QUICKPLAY_CLAIM_REJECTED, Some("G.5.c"), Some("10.2.c")),
    (Article::QUICKPLAY_CLAIM_REFERRED, Some("G.6"), Some("D1")),
    (Article::RAPID_PENALTY, None, None),
    (Article::PAUSE_FOR_ARBITER, Some("6.12"), Some("6.12")),
    (Article::CLOCKS_STOPPED, Some("6.12.c"), Some("6.12.c")),
    (Article::WRONG_SETTING, Some("6.10.b"), Some("6.10.b")),
    (Article::IRREGULARITY, Some("7.1"), Some("6.13")),
    (Article::ILLEGAL_MOVE_PENALTY, Some("7.5.b"), Some("7.4.b")),
    (Article::DISTURBANCE, Some("12.5"), Some("13.5")),
    (Article::PENALTIES, Some("12.9"), Some("13.4")),
    (Article::EN_PASSANT_AT_ONCE, Some("3.7.d"), Some("3.7.d")),
    (Article::KING_MOVE, Some("3.8.a"), Some("3.8.i")),
    (Article::CASTLING_RIGHT_LOST, Some("3.8.b.1"), Some("3.8.ii.1")),
    (Article::KING_LEFT_IN_CHECK, Some("3.9"), Some("3.9")),
    (Article::ACCIDENTAL_CONTACT, Some("4.3"), Some("4.3")),
    (Article::LATE_ARRIVAL, Some("6.7.a"), Some("6.6.a")),
    (Article::WRONG_INITIAL_POSITION, Some("7.2.a"), Some("7.1.a")),
    (Article::COLOURS_REVERSED, Some("7.3"), Some("7.2")),
    (Article::ILLEGAL_MOVE, Some("7.5.a"), Some("7.4.a")),
    // 2014 writes it in 7.5.a (kept as 7.5.2, since 7.5.a is the illegal move); 2008 has no
    // such rule, its 7.4.a treats it as any illegal move.
    (Article::PROMOTION_NOT_COMPLETED, None, Some("7.4.a")),
    (Article::KING_NEVER_CAPTURED, Some("1.2"), Some("1.2")),
    (Article::TWO_HANDS, Some("4.1"), Some("4.1")),
    (Article::DEVICE, Some("11.3.b"), Some("12.3.b")),
    (Article::PERSISTENT_REFUSAL, Some("11.7"), Some("12.8")),
    (Article::BOTH_REFUSE, Some("11.8"), Some("12.9")),
    (Article::WARNING, Some("12.9.a"), Some("13.4.a")),
    (Article::MORE_TIME_FOR_OPPONENT, Some("12.9.b"), Some("13.4.b")),
    (Article::LESS_TIME_FOR_OFFENDER, Some("12.9.c"), Some("13.4.c")),
    (Article::MORE_POINTS_FOR_OPPONENT, Some("12.9.d"), Some("13.4.f")),
    (Article::FEWER_POINTS_FOR_OFFENDER, Some("12.9.e"), Some("13.4.e")),
    (Article::GAME_DECLARED_LOST, Some("12.9.f"), Some("13.4.d")),
    (Article::ILLEGAL_MOVE_UNSUPERVISED, Some("A.4.b"), Some("A4c")),
    (Article::ILLEGAL_POSITION_PERSISTS, Some("A.4.d"), Some("A4c")),
    // Guidelines I: Appendix E in 2014; in 2008 the unnumbered guidelines on adjourned games
    // at the end of the Laws, items 1a to 13 (the lost envelope is 11a there).
    (Article::ADJOURNMENT, Some("E.1.a"), Some("1a")),
    (Article::SEALED_EARLY, Some("E.1.b"), Some("1b")),
    (Article::ENVELOPE, Some("E.2"), Some("2")),
    (Article::RESUMPTION, Some("E.5"), Some("5")),
    (Article::ENVELOPE_OPENED, Some("E.7"), Some("7")),
    (Article::SEALED_MOVE_INVALID, Some("E.8"), Some("8")),
    (Article::SEALED_MOVE_AMBIGUOUS, Some("E.8.a"), Some("8a")),
    (Article::SEALED_MOVE_UNREADABLE, Some("E.8.b"), Some("8b")),
    (Article::SEALED_MOVE_ILLEGAL, Some("E.8.c"), Some("8c")),
    (Article::SEALED_MOVE_PLAYED, Some("E.9.a"), Some("9a")),
    (Article::ENVELOPE_LOST, Some("E.12.a"), Some("11a")),
];

impl Article {
    /// This Article as `edition` numbers it (see the table `NUMBERS` in this file): the same
    /// Article for 2023, and for an Article that edition has no counterpart of or that is
    /// already numbered for its own edition (`A.4.b`, `B3c`, 2008's `10.2`).
    ///
    /// ```
    /// use escaque::laws::{Article, Edition};
    /// assert_eq!(Article::WRONG_CLAIM.numbered(Edition::Fide2023).0, "9.5.3");
    /// assert_eq!(Article::WRONG_CLAIM.numbered(Edition::Fide2014).0, "9.5.b");
    /// assert_eq!(Article::ILLEGAL_MOVE_PENALTY.numbered(Edition::Fide2008).0, "7.4.b");
    /// assert_eq!(Article::QUICKPLAY_CLAIM.numbered(Edition::Fide2014).0, "G.5");
    /// assert_eq!(Article::FIVEFOLD.numbered(Edition::Fide2008), Article::FIVEFOLD);
    /// ```
    pub fn numbered(self, edition: Edition) -> Article {
        let Some(&(_, in_2014, in_2008)) = NUMBERS.iter().find(|(a, ..)| *a == self) else {
            return self;
        };
        let number = match edition {
            Edition::Fide2023 => None,
            Edition::Fide2014 => in_2014,
            Edition::Fide2008 => in_2008,
        };
        number.map_or(self, Article)
    }

    /// The Articles whose number differs in `edition` from 2023, as `(2023, that edition)`.
    pub fn renumbered(edition: Edition) -> impl Iterator<Item = (Article, Article)> {
        Article::ALL.iter().map(move |&a| (a, a.numbered(edition))).filter(|(a, b)| a != b)
    }
}

impl fmt::Display for Article {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}
