//! Everything decided before the first move, defined once: the settings remember it, the
//! journal's header records it, the setup form edits it (all through serde).

use serde::{Deserialize, Serialize};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

use super::game::Config;
use crate::clock::{Preset, TimeControls};
use crate::laws::{Category, DrawOffers, Edition, RuleSet};

/// Who plays, from where, under which rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// White's name (may be empty).
    pub white: String,
    /// Black's name (may be empty).
    pub black: String,
    /// The start position; `None` for the initial position of Article 2.
    pub fen: Option<String>,
    /// Chess960 castling (Guidelines II).
    pub chess960: bool,
    /// The players' time controls; `None` when the table keeps no clock (a game read from a
    /// PGN without times).
    pub controls: Option<TimeControls>,
    /// Which edition's numbers apply.
    pub edition: Edition,
    /// Touch-move (4.3 to 4.5); off for casual play.
    pub touch_move: bool,
    /// When draw offers are allowed (9.1.1).
    pub draw_offers: DrawOffers,
    /// The clock is pressed with the move, by the app, instead of by each player's key.
    pub press_with_move: bool,
    /// An arbiter (the trainer) is present to rule (Guidelines III.4, III.5).
    pub arbiter_present: bool,
    /// The quickplay finish of Guidelines III has been announced (III.2.1).
    pub quickplay_finish: bool,
    /// "Players check their own moves": the board takes moves that break the Laws, as a
    /// wooden one does, and illegal moves are claimed and penalised (7.5).
    pub wooden_board: bool,
    /// Adequate supervision (A.4, B.2): an arbiter for at most three games, each recorded, so
    /// the Competition Rules apply to rapid and blitz.
    pub supervised: bool,
    /// The category when the table keeps no clock: a PGN replayed without its times whose
    /// `TimeControl` tag still says rapid or blitz (penalties depend on it, A.3). With
    /// `controls`, theirs decides. Never written to a file: only the headless commands set it.
    #[serde(skip)]
    pub untimed_category: Option<Category>,
    /// What the organiser's sheet shows of White besides the name.
    pub white_details: PlayerDetails,
    /// What the organiser's sheet shows of Black besides the name.
    pub black_details: PlayerDetails,
    /// The event's name (the `Event` tag; may be empty).
    pub event: String,
    /// Where it is played (the `Site` tag; may be empty).
    pub site: String,
    /// The round (the `Round` tag; may be empty).
    pub round: String,
    /// The arbiter's name, for the sheet's arbiter line (may be empty).
    pub arbiter: String,
    /// The series this is a game of ([`crate::series::Series::id`]), so that the game, resumed
    /// after a restart or from its envelope, goes on as that series' game and no other's.
    /// Empty for a game of no series, and in journals written before series had ids; not
    /// written when empty.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub series_id: String,
}

/// A player as the organiser's sheet and the PGN tags name them besides the name: every
/// field optional, left blank on the sheet when not given.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayerDetails {
    /// The rating (`WhiteElo`/`BlackElo`).
    pub rating: Option<u16>,
    /// The title, as FIDE writes it (`GM`, `IM`, `WFM`, ...; `WhiteTitle`/`BlackTitle`).
    pub title: String,
    /// The federation, a three-letter FIDE code (`ESP`, `POR`; `WhiteFed`/`BlackFed`).
    pub federation: String,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            white: String::new(),
            black: String::new(),
            fen: None,
            chess960: false,
            controls: Some(TimeControls::same(Preset::FideClassical.control())),
            edition: Edition::Fide2023,
            touch_move: true,
            draw_offers: DrawOffers::Allowed,
            press_with_move: false,
            arbiter_present: false,
            quickplay_finish: false,
            wooden_board: false,
            supervised: false,
            untimed_category: None,
            white_details: PlayerDetails::default(),
            black_details: PlayerDetails::default(),
            event: String::new(),
            site: String::new(),
            round: String::new(),
            arbiter: String::new(),
            series_id: String::new(),
        }
    }
}

/// A start position that cannot be played. `detail` is shakmaty's own (English) words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The FEN cannot be read.
    FenUnreadable {
        /// The text given.
        fen: String,
        /// shakmaty's words.
        detail: String,
    },
    /// The FEN reads but is not a legal position.
    IllegalPosition {
        /// The text given.
        fen: String,
        /// shakmaty's words.
        detail: String,
    },
}

impl Setup {
    /// A game with no clock kept by the table, from `fen` (or the initial position), under the
    /// 2023 Laws: how the headless commands replay a PGN without times.
    pub fn untimed(fen: Option<String>) -> Setup {
        Setup { fen, controls: None, ..Setup::default() }
    }

    /// Standard or Chess960 castling.
    pub fn castling_mode(&self) -> CastlingMode {
        if self.chess960 { CastlingMode::Chess960 } else { CastlingMode::Standard }
    }

    /// The position the game starts from.
    pub fn start_position(&self) -> Result<Chess, SetupError> {
        let Some(text) = &self.fen else {
            return Ok(Chess::default());
        };
        let fen: Fen = text.parse().map_err(|e: shakmaty::fen::ParseFenError| SetupError::FenUnreadable {
            fen: text.clone(),
            detail: e.to_string(),
        })?;
        let position: Chess = fen
            .into_position(self.castling_mode())
            .map_err(|e| SetupError::IllegalPosition { fen: text.clone(), detail: e.to_string() })?;
        match Setup::move_number_too_large(&position) {
            Some(detail) => Err(SetupError::IllegalPosition { fen: text.clone(), detail }),
            None => Ok(position),
        }
    }

    /// The largest move number a start position may have. Every move of the game adds to it,
    /// and move numbers are counted in a `u32`: a FEN that starts near the end of that range
    /// (`… 0 4294967295`) would wrap the count within a few moves. A million is past any game
    /// ever played, and leaves billions of moves of room.
    pub const MAX_START_MOVE: u32 = 1_000_000;

    /// Why `position`'s move number is too large to start from ([`Setup::MAX_START_MOVE`]), in
    /// words for the `detail` of an illegal position; `None` when it is not.
    pub fn move_number_too_large(position: &Chess) -> Option<String> {
        let number = position.fullmoves().get();
        (number > Setup::MAX_START_MOVE).then(|| {
            format!("move number {number} is larger than {}, further than any game goes", Setup::MAX_START_MOVE)
        })
    }

    /// The category of the game (Appendices A and B): from the controls; without them, the
    /// one given for a game without a clock, or standard.
    pub fn category(&self) -> Category {
        let rules = RuleSet::of(self.edition);
        let untimed = self.untimed_category.unwrap_or(Category::Standard);
        self.controls.as_ref().map_or(untimed, |c| c.category(&rules))
    }

    /// The game's configuration: the edition's numbers and the category of the control.
    pub fn config(&self) -> Config {
        Config {
            rules: RuleSet::of(self.edition),
            category: self.category(),
            touch_move: self.touch_move,
            draw_offers: self.draw_offers,
            press_with_move: self.press_with_move,
            wooden_board: self.wooden_board,
            supervised: self.supervised,
        }
    }
}

impl std::error::Error for SetupError {}
