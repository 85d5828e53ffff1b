//! The numbers that differ between editions of the Laws, kept as data.
//!
//! An edition is a [`RuleSet`] value, not a code path: the core asks the rule set how long a
//! wrong claim costs, whether fivefold repetition ends the game, and so on.

use super::article::Article;
use super::edition::Edition;

/// Milliseconds, the one unit of time in Escaque.
pub type Millis = u64;

const MINUTE: Millis = 60_000;

/// When a Fischer increment is added: the one thing about the increment that the editions of
/// the Laws word differently.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum IncrementTiming {
    /// From the start, before each move (2023, "Increment" in the glossary): before the first
    /// move a 90 min + 30 s clock shows 1:30:30, and after each press it shows the time for
    /// that player's next move, its increment included, as FIDE clocks (the DGT 3000) do.
    #[default]
    BeforeEachMove,
    /// After each move, with the press that completes it (2014, 6.3.a): before the first move
    /// the clock shows 1:30:00.
    AfterEachMove,
}

/// The kind of game a time control makes (Appendices A and B).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// Standard (classical) chess: the Competition Rules in full.
    Standard,
    /// Rapid chess (Appendix A).
    Rapid,
    /// Blitz chess (Appendix B).
    Blitz,
}

/// An upper bound on the playing time of a category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limit {
    /// The bound itself belongs to the category.
    AtMost(Millis),
    /// Only times below the bound belong to the category.
    Below(Millis),
}

impl Limit {
    fn admits(self, t: Millis) -> bool {
        match self {
            Limit::AtMost(max) => t <= max,
            Limit::Below(max) => t < max,
        }
    }
}

/// What an edition does with completed illegal moves (7.5; 7.4 in 2008; Appendices A and B).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IllegalMoveRules {
    /// Time given to the opponent for an illegal move that does not lose, by category:
    /// standard, rapid, blitz (7.5.5, A.3).
    pub penalty: [Millis; 3],
    /// The illegal move of the same player that loses: the second (2014, 2023) or the third
    /// (2008).
    pub loses_at: u32,
    /// Rapid without adequate supervision: a claimed illegal move loses at once (2014, A.4.b),
    /// with the Article that says so; `None` where the penalties apply (2023 A.5.2, 2008 A4c).
    pub unsupervised_rapid_loses: Option<Article>,
    /// The same for blitz (2014 via B.4; 2008 B3c).
    pub unsupervised_blitz_loses: Option<Article>,
    /// A press with no move is penalised as an illegal move (7.5.3, from 2017); before, the
    /// clock simply takes no such press.
    pub press_without_move: bool,
    /// A pawn left on the last rank with no new piece, the clock pressed: the pawn becomes a
    /// queen and the move stands (2014 7.5.a, last sentences; 2023 7.5.2). In 2008 it is an
    /// illegal move like any other (7.4.a names a promotion not completed): the position before
    /// it is reinstated, and the same pawn, released on its square, must be played again there
    /// (4.3.a, 4.6) as any piece the player chooses.
    pub promotion_becomes_queen: bool,
}

/// Penalty and threshold numbers of one edition of the Laws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// Which edition these numbers come from.
    pub edition: Edition,
    /// Time given to the opponent of a player whose draw claim was wrong (9.5.3), by category:
    /// standard, rapid, blitz (A.3, B.2 in 2014 and 2023).
    pub wrong_claim_penalty: [Millis; 3],
    /// Occurrences of the same position that end the game at once (9.6.1); `None` where the
    /// edition has no such rule.
    pub fivefold: Option<usize>,
    /// Whether those occurrences must come in consecutive alternate moves by each player, the
    /// same back-and-forth (2014, 9.6.a), rather than at any time (2023, 9.6.1).
    pub fivefold_consecutive: bool,
    /// Half-moves without a pawn move or a capture that end the game at once (9.6.2).
    pub seventy_five_moves: Option<u32>,
    /// Whether a draw by agreement needs both players to have moved (5.2.3, 2023).
    pub agreement_needs_a_move_each: bool,
    /// Whether resigning against an opponent who could never mate is a draw (5.1.2, 2023).
    pub resignation_vs_unwinnable_is_draw: bool,
    /// Blitz: base time plus 60 increments within this limit (B.1).
    pub blitz: Limit,
    /// Rapid: above blitz and within this limit (A.1); anything longer is standard.
    pub rapid: Limit,
    /// What completed illegal moves cost (7.5).
    pub illegal_moves: IllegalMoveRules,
    /// When the Fischer increment is given: before each move (2023, and the clocks of 2008),
    /// or after it (2014).
    pub increment: IncrementTiming,
    /// Colours reversed: the game is annulled and played again only while both players have
    /// made fewer than this many moves (7.2.3, 2023); `None` where the arbiter may decide so at
    /// any time (7.3 in 2014, 7.2 in 2008).
    pub reversed_colours_new_game_below: Option<u32>,
    /// Whether a player short of time in the quickplay finish may ask for a five-second
    /// increment (III.4, 2014 G.4). 2008 has no such request: its Article 10.2 knows only the
    /// draw claim. Where the request exists, the claim with an arbiter present (III.5, G.5)
    /// applies only when the request cannot be carried out, which on Escaque's clock never
    /// happens.
    pub quickplay_increment_request: bool,
    /// Whether the quickplay claim with an arbiter present also stands as a draw offer: 2008
    /// names its 10.2 with 9.2 and 9.3 among the claims that do (9.1.b.3); 2014 and 2023 name
    /// only 9.2 and 9.3.
    pub quickplay_claim_is_offer: bool,
}

impl RuleSet {
    /// The Laws in force from 1 January 2023.
    pub const FIDE_2023: RuleSet = RuleSet {
        edition: Edition::Fide2023,
        wrong_claim_penalty: [2 * MINUTE, MINUTE, MINUTE],
        fivefold: Some(5),
        fivefold_consecutive: false,
        seventy_five_moves: Some(150),
        agreement_needs_a_move_each: true,
        resignation_vs_unwinnable_is_draw: true,
        blitz: Limit::AtMost(10 * MINUTE),
        rapid: Limit::Below(60 * MINUTE),
        illegal_moves: IllegalMoveRules {
            penalty: [2 * MINUTE, MINUTE, MINUTE],
            loses_at: 2,
            unsupervised_rapid_loses: None,
            unsupervised_blitz_loses: None,
            press_without_move: true,
            promotion_becomes_queen: true,
        },
        reversed_colours_new_game_below: Some(10),
        increment: IncrementTiming::BeforeEachMove,
        quickplay_increment_request: true,
        quickplay_claim_is_offer: false,
    };

    /// The Laws in force from 1 July 2014: the one-minute penalty is for blitz only (B.2);
    /// agreement at any time, and resigning always loses.
    pub const FIDE_2014: RuleSet = RuleSet {
        edition: Edition::Fide2014,
        wrong_claim_penalty: [2 * MINUTE, 2 * MINUTE, MINUTE],
        agreement_needs_a_move_each: false,
        resignation_vs_unwinnable_is_draw: false,
        fivefold_consecutive: true,
        illegal_moves: IllegalMoveRules {
            penalty: [2 * MINUTE, 2 * MINUTE, MINUTE],
            loses_at: 2,
            unsupervised_rapid_loses: Some(Article::ILLEGAL_MOVE_LOSES_2014),
            unsupervised_blitz_loses: Some(Article::ILLEGAL_MOVE_LOSES_2014),
            press_without_move: false,
            promotion_becomes_queen: true,
        },
        reversed_colours_new_game_below: None,
        increment: IncrementTiming::AfterEachMove,
        ..RuleSet::FIDE_2023
    };

    /// The Laws in force from 1 July 2009: three minutes for a wrong claim, no automatic draws,
    /// rapid from 15 minutes.
    pub const FIDE_2008: RuleSet = RuleSet {
        edition: Edition::Fide2008,
        wrong_claim_penalty: [3 * MINUTE, 3 * MINUTE, 3 * MINUTE],
        fivefold: None,
        seventy_five_moves: None,
        blitz: Limit::Below(15 * MINUTE),
        illegal_moves: IllegalMoveRules {
            penalty: [2 * MINUTE, 2 * MINUTE, 2 * MINUTE],
            loses_at: 3,
            unsupervised_rapid_loses: None,
            unsupervised_blitz_loses: Some(Article::ILLEGAL_MOVE_LOSES_2008),
            press_without_move: false,
            promotion_becomes_queen: false,
        },
        // "with each move" (6.1.a): read as the clocks FIDE approved then gave it, from the start
        // (see the README's rules section).
        increment: IncrementTiming::BeforeEachMove,
        // Article 10.2: a claim with the arbiter present, and no increment to ask for.
        quickplay_increment_request: false,
        quickplay_claim_is_offer: true,
        ..RuleSet::FIDE_2014
    };

    /// The rule set of an edition.
    pub const fn of(edition: Edition) -> RuleSet {
        match edition {
            Edition::Fide2008 => RuleSet::FIDE_2008,
            Edition::Fide2014 => RuleSet::FIDE_2014,
            Edition::Fide2023 => RuleSet::FIDE_2023,
        }
    }

    /// The category of a game with this base time and per-move increment, counting
    /// `base + 60 × increment` (Appendices A.1 and B.1).
    ///
    /// ```
    /// use escaque::laws::{Category, RuleSet};
    /// let min = 60_000;
    /// assert_eq!(RuleSet::FIDE_2023.category(10 * min, 0), Category::Blitz);
    /// assert_eq!(RuleSet::FIDE_2023.category(10 * min, 1_000), Category::Rapid);
    /// assert_eq!(RuleSet::FIDE_2023.category(60 * min, 0), Category::Standard);
    /// assert_eq!(RuleSet::FIDE_2008.category(14 * min, 0), Category::Blitz);
    /// ```
    pub fn category(&self, base: Millis, increment: Millis) -> Category {
        let t = base.saturating_add(increment.saturating_mul(60));
        if self.blitz.admits(t) {
            Category::Blitz
        } else if self.rapid.admits(t) {
            Category::Rapid
        } else {
            Category::Standard
        }
    }

    /// Time given to the opponent after a wrong draw claim (9.5.3, A.3).
    pub fn wrong_claim_penalty(&self, category: Category) -> Millis {
        self.wrong_claim_penalty[match category {
            Category::Standard => 0,
            Category::Rapid => 1,
            Category::Blitz => 2,
        }]
    }
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::FIDE_2023
    }
}
