//! The arbiter's decisions that end a game or change its score, and the annulments of 7.2,
//! as pure rules: which score each ground allows.
//!
//! The arbiter ends a game for a player absent when the waiting time ran out (6.7.1), a
//! device (11.3.2.2), a persistent refusal to comply with the Laws (11.7, both players: 11.8),
//! or as a penalty (12.9.6); changes a finished game's score as a penalty (12.9.4, 12.9.5); and
//! annuls a game begun from a wrong position (7.2.1) or with the colours reversed (7.2.3).

use shakmaty::Color;

use super::article::Article;
use super::outcome::{Ending, GameResult, Points, Reason, Score};
use super::rules::RuleSet;

/// Why the arbiter ends a game or changes its score; the colour is the offender's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Ground {
    /// The player was not at the board when the waiting time ran out (6.7.1).
    Absent(#[serde(with = "crate::laws::colour::serde_word")] Color),
    /// The player had an electronic device in the playing venue (11.3.2.2).
    Device(#[serde(with = "crate::laws::colour::serde_word")] Color),
    /// The player persistently refused to comply with the Laws (11.7).
    PersistentRefusal(#[serde(with = "crate::laws::colour::serde_word")] Color),
    /// Both players persistently refused to comply with the Laws (11.8).
    BothRefuse,
    /// Penalty: the offender's opponent scores more (12.9.4).
    MorePointsForOpponent(#[serde(with = "crate::laws::colour::serde_word")] Color),
    /// Penalty: the offender scores less (12.9.5).
    FewerPointsForOffender(#[serde(with = "crate::laws::colour::serde_word")] Color),
    /// Penalty: the game is declared lost by the offender (12.9.6).
    DeclaredLost(#[serde(with = "crate::laws::colour::serde_word")] Color),
}

impl Ground {
    /// The Article behind the decision.
    pub fn article(self) -> Article {
        match self {
            Ground::Absent(_) => Article::LATE_ARRIVAL,
            Ground::Device(_) => Article::DEVICE,
            Ground::PersistentRefusal(_) => Article::PERSISTENT_REFUSAL,
            Ground::BothRefuse => Article::BOTH_REFUSE,
            Ground::MorePointsForOpponent(_) => Article::MORE_POINTS_FOR_OPPONENT,
            Ground::FewerPointsForOffender(_) => Article::FEWER_POINTS_FOR_OFFENDER,
            Ground::DeclaredLost(_) => Article::GAME_DECLARED_LOST,
        }
    }

    /// The player who offended; `None` when both did (11.8).
    pub fn offender(self) -> Option<Color> {
        match self {
            Ground::Absent(c)
            | Ground::Device(c)
            | Ground::PersistentRefusal(c)
            | Ground::MorePointsForOpponent(c)
            | Ground::FewerPointsForOffender(c)
            | Ground::DeclaredLost(c) => Some(c),
            Ground::BothRefuse => None,
        }
    }

    /// Whether the ground changes the score of a game already over, rather than ending one.
    pub fn changes_score(self) -> bool {
        matches!(self, Ground::MorePointsForOpponent(_) | Ground::FewerPointsForOffender(_))
    }
}

/// Why the arbiter's decision cannot be recorded as given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArbiterRefusal {
    /// The score does not fit the ground: an offender who loses scores 0 (6.7.1, 11.3.2.2,
    /// 11.7, 12.9.6), whose opponent wins outright for a device or an absence; both score 0 in
    /// 11.8; a penalty score raises only the opponent's points (12.9.4) or lowers only the
    /// offender's (12.9.5).
    ScoreDoesNotFit {
        /// The ground given.
        ground: Ground,
        /// The score given.
        score: Score,
    },
    /// A score can be changed only once the game has one (12.9.4, 12.9.5).
    NoScoreYet,
    /// The game already ended: end it again only by changing its score (12.9.4, 12.9.5).
    AlreadyOver,
    /// Colours reversed, and ten moves or more made: the game goes on (7.2.3).
    TooLateToAnnul {
        /// The moves the players have made, the larger count.
        moves: u32,
    },
    /// There are not that many moves to take back.
    NothingToTakeBack {
        /// How many were to be taken back.
        asked: u32,
        /// How many moves are on the board.
        made: u32,
    },
    /// No piece is touched.
    NothingTouched,
    /// No illegal move waits to be dealt with: none was made, it was dealt with already, or
    /// it stands because the opponent moved on (A.5.2).
    NoIllegalMove,
    /// In this game the arbiter acts on an illegal move only when the opponent claims it (2008,
    /// rapid without adequate supervision, A4c).
    OnlyOnClaim,
    /// That player has made no move the arbiter could find made with both hands.
    NoMoveToJudge,
}

impl ArbiterRefusal {
    /// The Article behind the refusal.
    pub fn article(self) -> Article {
        match self {
            ArbiterRefusal::ScoreDoesNotFit { ground, .. } => ground.article(),
            ArbiterRefusal::NoScoreYet | ArbiterRefusal::AlreadyOver => Article::PENALTIES,
            ArbiterRefusal::TooLateToAnnul { .. } => Article::COLOURS_REVERSED,
            ArbiterRefusal::NothingToTakeBack { .. } => Article::IRREGULARITY,
            ArbiterRefusal::NothingTouched => Article::ACCIDENTAL_CONTACT,
            ArbiterRefusal::NoIllegalMove => Article::ILLEGAL_MOVE_UNSUPERVISED,
            ArbiterRefusal::OnlyOnClaim => Article::ILLEGAL_MOVE,
            ArbiterRefusal::NoMoveToJudge => Article::TWO_HANDS,
        }
    }
}

/// How the game ends, or what its score becomes, when the arbiter decides `score` on `ground`;
/// `current` is the result of a game already over.
///
/// ```
/// use escaque::laws::arbiter::{Ground, judge};
/// use escaque::laws::{GameResult, Reason};
/// use shakmaty::Color::White;
/// // 11.8: both lose.
/// let ending = judge(Ground::BothRefuse, "0-0".parse().unwrap(), None).unwrap();
/// assert_eq!(ending.reason, Reason::BothLose);
/// assert_eq!(ending.result.pgn(), "*");
/// // 12.9.5 after a draw: White, the offender, scores nothing.
/// let lower = judge(Ground::FewerPointsForOffender(White), "0-1/2".parse().unwrap(), Some(GameResult::Draw));
/// assert_eq!(lower.unwrap().article.to_string(), "12.9.5");
/// // A device loses outright (11.3.2.2).
/// assert!(judge(Ground::Device(White), "0-1/2".parse().unwrap(), None).is_err());
/// ```
pub fn judge(ground: Ground, score: Score, current: Option<GameResult>) -> Result<Ending, ArbiterRefusal> {
    let misfit = Err(ArbiterRefusal::ScoreDoesNotFit { ground, score });
    let fits = match ground {
        Ground::Absent(side) | Ground::Device(side) => score == Score::with(side, Points::Zero, Points::One),
        Ground::PersistentRefusal(side) | Ground::DeclaredLost(side) => score.of(side) == Points::Zero,
        Ground::BothRefuse => score == Score { white: Points::Zero, black: Points::Zero },
        Ground::MorePointsForOpponent(side) | Ground::FewerPointsForOffender(side) => {
            let Some(before) = current.and_then(GameResult::score) else { return Err(ArbiterRefusal::NoScoreYet) };
            if ground == Ground::MorePointsForOpponent(side) {
                score.of(side) == before.of(side) && score.of(!side) > before.of(!side)
            } else {
                score.of(!side) == before.of(!side) && score.of(side) < before.of(side)
            }
        }
    };
    if !fits {
        return misfit;
    }
    if current.is_some() && !ground.changes_score() {
        return Err(ArbiterRefusal::AlreadyOver);
    }
    let reason = if ground == Ground::BothRefuse { Reason::BothLose } else { Reason::ArbiterDecision };
    Ok(Ending { result: GameResult::from(score), reason, article: ground.article() })
}

/// Why the arbiter annuls a game, to be played again (7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Annulment {
    /// The initial position was wrong (7.2.1).
    WrongInitialPosition,
    /// The players began with the colours reversed (7.2.3; 7.3 in 2014, 7.2 in 2008).
    ColoursReversed,
}

impl Annulment {
    /// The Article behind it.
    pub fn article(self) -> Article {
        match self {
            Annulment::WrongInitialPosition => Article::WRONG_INITIAL_POSITION,
            Annulment::ColoursReversed => Article::COLOURS_REVERSED,
        }
    }
}

/// The ending of an annulled game, if the edition allows the annulment after `moves` moves
/// each (the larger count of the two players): a wrong initial position at any time during
/// the game (7.2.1); colours reversed only while both have made fewer than ten moves in 2023
/// (7.2.3), at the arbiter's decision in earlier editions.
///
/// ```
/// use escaque::laws::arbiter::{Annulment, annul};
/// use escaque::laws::RuleSet;
/// assert!(annul(Annulment::ColoursReversed, &RuleSet::FIDE_2023, 9).is_ok());
/// assert!(annul(Annulment::ColoursReversed, &RuleSet::FIDE_2023, 10).is_err());
/// assert!(annul(Annulment::ColoursReversed, &RuleSet::FIDE_2014, 30).is_ok());
/// ```
pub fn annul(annulment: Annulment, rules: &RuleSet, moves: u32) -> Result<Ending, ArbiterRefusal> {
    if annulment == Annulment::ColoursReversed
        && let Some(limit) = rules.reversed_colours_new_game_below
        && moves >= limit
    {
        return Err(ArbiterRefusal::TooLateToAnnul { moves });
    }
    Ok(Ending { result: GameResult::Annulled, reason: Reason::Annulled, article: annulment.article() })
}
