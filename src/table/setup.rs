//! Everything decided before the first move, defined once: the settings remember it, the
//! journal's header records it, the setup form edits it (all through serde).

use serde::{Deserialize, Serialize};
use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{CastlingMode, Chess, Color, Position, PositionErrorKinds};

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

/// The most characters a name or another text of the setup holds (issue 28): far more than any
/// player's, event's or arbiter's name, and little enough that a file cannot make the window lay
/// out megabytes. Checked where a setup is read ([`Setup::too_long`]).
pub const TEXT_LIMIT: usize = 200;

/// The most characters a start position's FEN holds: a FEN of any legal position is under 90.
pub const FEN_LIMIT: usize = 100;

/// A text field of the setup, to say which one is too long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextField {
    /// White's name.
    White,
    /// Black's name.
    Black,
    /// White's title.
    WhiteTitle,
    /// Black's title.
    BlackTitle,
    /// White's federation.
    WhiteFederation,
    /// Black's federation.
    BlackFederation,
    /// The event's name.
    Event,
    /// Where it is played.
    Site,
    /// The round.
    Round,
    /// The arbiter's name.
    Arbiter,
    /// The start position.
    Fen,
    /// The series' id.
    Series,
}

impl TextField {
    /// The field as the Fluent messages select it: `white`, `black-title`, `fen`...
    pub fn word(self) -> &'static str {
        match self {
            TextField::White => "white",
            TextField::Black => "black",
            TextField::WhiteTitle => "white-title",
            TextField::BlackTitle => "black-title",
            TextField::WhiteFederation => "white-federation",
            TextField::BlackFederation => "black-federation",
            TextField::Event => "event",
            TextField::Site => "site",
            TextField::Round => "round",
            TextField::Arbiter => "arbiter",
            TextField::Fen => "fen",
            TextField::Series => "series",
        }
    }
}

/// A text of the setup longer than its field holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLong {
    /// Which field.
    pub field: TextField,
    /// How many characters it holds.
    pub length: usize,
    /// How many it may hold.
    pub limit: usize,
}

impl Setup {
    /// The first of the setup's texts that is longer than its field holds ([`TEXT_LIMIT`],
    /// [`FEN_LIMIT`]), if any.
    ///
    /// ```
    /// use escaque::table::{Setup, TEXT_LIMIT, TextField};
    /// let mut setup = Setup { white: "Uxía".to_owned(), ..Setup::default() };
    /// assert_eq!(setup.too_long(), None);
    /// setup.black = "x".repeat(TEXT_LIMIT + 1);
    /// assert_eq!(setup.too_long().map(|t| (t.field, t.length)), Some((TextField::Black, TEXT_LIMIT + 1)));
    /// ```
    pub fn too_long(&self) -> Option<TooLong> {
        use TextField as F;
        let texts = [
            (F::White, self.white.as_str(), TEXT_LIMIT),
            (F::Black, &self.black, TEXT_LIMIT),
            (F::WhiteTitle, &self.white_details.title, TEXT_LIMIT),
            (F::BlackTitle, &self.black_details.title, TEXT_LIMIT),
            (F::WhiteFederation, &self.white_details.federation, TEXT_LIMIT),
            (F::BlackFederation, &self.black_details.federation, TEXT_LIMIT),
            (F::Event, &self.event, TEXT_LIMIT),
            (F::Site, &self.site, TEXT_LIMIT),
            (F::Round, &self.round, TEXT_LIMIT),
            (F::Arbiter, &self.arbiter, TEXT_LIMIT),
            (F::Fen, self.fen.as_deref().unwrap_or_default(), FEN_LIMIT),
            (F::Series, &self.series_id, TEXT_LIMIT),
        ];
        // Counted only when the bytes could be too many: a character is at most four.
        texts.into_iter().find_map(|(field, text, limit)| {
            let length = if text.len() > limit { text.chars().count() } else { 0 };
            (length > limit).then_some(TooLong { field, length, limit })
        })
    }
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

/// A start position that cannot be played, typed: the words are the reader's language's
/// (`i18n::describe::setup_error`), never shakmaty's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The FEN cannot be read.
    FenUnreadable {
        /// The text given.
        fen: String,
        /// The part that cannot be read.
        part: FenPart,
    },
    /// The FEN reads but is not a legal position.
    IllegalPosition {
        /// The text given.
        fen: String,
        /// The rules it breaks, at least one.
        faults: Vec<PositionFault>,
    },
}

/// The part of a FEN that cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenPart {
    /// There is nothing to read.
    Nothing,
    /// The first field: the pieces, rank by rank.
    Board,
    /// The second field: the side to move (`w` or `b`).
    Turn,
    /// The third field: the castling rights (`KQkq`, `-`, or the rooks' files in Chess960).
    Castling,
    /// The fourth field: the en passant square.
    EnPassant,
    /// The fifth field: the moves since the last capture or pawn move.
    HalfmoveClock,
    /// The sixth field: the move number.
    MoveNumber,
    /// More fields than a FEN has.
    Extra,
}

/// A rule of a position (Articles 2 and 3, and what a game can reach) that a FEN breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionFault {
    /// No piece on the board.
    EmptyBoard,
    /// This side has no king.
    MissingKing(Color),
    /// This side has more than one king.
    TooManyKings(Color),
    /// A pawn on the first or the eighth rank.
    PawnsOnBackRank,
    /// A castling right for a king or rook that is not where castling starts from.
    CastlingRights,
    /// An en passant square no pawn has just passed over.
    EnPassantSquare,
    /// This side is in check, though the other is on move.
    OppositeCheck(Color),
    /// The side on move is in a check no move could have given (too many checkers, or
    /// checkers no single move reveals).
    ImpossibleCheck,
    /// More pieces than the sixteen of each side and their promotions can give.
    TooMuchMaterial,
    /// Parts of another variant of chess (pieces in hand, checks counted).
    Variant,
    /// A move number above [`Setup::MAX_START_MOVE`].
    MoveNumberTooLarge(u32),
}

/// Why a FEN cannot start a game: the part that cannot be read, or the rules it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// A part cannot be read.
    Unreadable(FenPart),
    /// It reads, but the position breaks these rules (at least one).
    Illegal(Vec<PositionFault>),
}

impl FenError {
    /// The [`SetupError`] of this error for the FEN `fen`.
    pub fn in_setup(self, fen: &str) -> SetupError {
        let fen = fen.to_owned();
        match self {
            FenError::Unreadable(part) => SetupError::FenUnreadable { fen, part },
            FenError::Illegal(faults) => SetupError::IllegalPosition { fen, faults },
        }
    }
}

impl FenPart {
    fn of(e: ParseFenError, text: &str) -> FenPart {
        match e {
            ParseFenError::InvalidFen if text.trim().is_empty() => FenPart::Nothing,
            ParseFenError::InvalidFen | ParseFenError::InvalidRemainingChecks => FenPart::Extra,
            // Nine ranks or more read as a board and a crazyhouse pocket.
            ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => FenPart::Board,
            ParseFenError::InvalidTurn => FenPart::Turn,
            ParseFenError::InvalidCastling => FenPart::Castling,
            ParseFenError::InvalidEpSquare => FenPart::EnPassant,
            ParseFenError::InvalidHalfmoveClock => FenPart::HalfmoveClock,
            ParseFenError::InvalidFullmoves => FenPart::MoveNumber,
        }
    }
}

/// The rules `setup` breaks, as shakmaty found them (`kinds`), with the side each concerns.
fn faults(setup: &shakmaty::Setup, kinds: PositionErrorKinds) -> Vec<PositionFault> {
    use PositionErrorKinds as K;
    let kings = |c: Color| (setup.board.kings() & setup.board.by_color(c)).count();
    let sides = |fault: fn(Color) -> PositionFault, has: &dyn Fn(usize) -> bool| -> Vec<PositionFault> {
        Color::ALL.into_iter().filter(|&c| has(kings(c))).map(fault).collect()
    };
    [
        (K::EMPTY_BOARD, vec![PositionFault::EmptyBoard]),
        (K::MISSING_KING, sides(PositionFault::MissingKing, &|n| n == 0)),
        (K::TOO_MANY_KINGS, sides(PositionFault::TooManyKings, &|n| n > 1)),
        (K::PAWNS_ON_BACKRANK, vec![PositionFault::PawnsOnBackRank]),
        (K::INVALID_CASTLING_RIGHTS, vec![PositionFault::CastlingRights]),
        (K::INVALID_EP_SQUARE, vec![PositionFault::EnPassantSquare]),
        (K::OPPOSITE_CHECK, vec![PositionFault::OppositeCheck(!setup.turn)]),
        (K::IMPOSSIBLE_CHECK, vec![PositionFault::ImpossibleCheck]),
        (K::TOO_MUCH_MATERIAL, vec![PositionFault::TooMuchMaterial]),
        (K::VARIANT, vec![PositionFault::Variant]),
    ]
    .into_iter()
    .filter(|(kind, _)| kinds.contains(*kind))
    .flat_map(|(_, faults)| faults)
    .collect()
}

/// Reads `text` as a FEN and the position it sets up, with `mode`'s castling rights: the
/// one reading of a start position, for the setup form, the journal, the PGN's `FEN` tag and
/// the headless commands. Its error says, typed, the part that cannot be read or every rule the
/// position breaks, the move number above [`Setup::MAX_START_MOVE`] among them.
///
/// ```
/// use escaque::table::{FenError, PositionFault, read_fen};
/// use shakmaty::{CastlingMode, Color};
/// let two_kings = read_fen("4k3/8/8/8/8/8/8/2K1K3 w - - 0 1", CastlingMode::Standard);
/// assert_eq!(two_kings.unwrap_err(), FenError::Illegal(vec![PositionFault::TooManyKings(Color::White)]));
/// ```
pub fn read_fen(text: &str, mode: CastlingMode) -> Result<Chess, FenError> {
    let fen: Fen = text.parse().map_err(|e| FenError::Unreadable(FenPart::of(e, text)))?;
    let setup = fen.as_setup().clone();
    let position: Chess = fen.into_position(mode).map_err(|e| FenError::Illegal(faults(&setup, e.kinds())))?;
    let number = position.fullmoves().get();
    if number > Setup::MAX_START_MOVE {
        return Err(FenError::Illegal(vec![PositionFault::MoveNumberTooLarge(number)]));
    }
    Ok(position)
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
        match &self.fen {
            None => Ok(Chess::default()),
            Some(text) => read_fen(text, self.castling_mode()).map_err(|e| e.in_setup(text)),
        }
    }

    /// The largest move number a start position may have. Every move of the game adds to it,
    /// and move numbers are counted in a `u32`: a FEN that starts near the end of that range
    /// (`… 0 4294967295`) would wrap the count within a few moves. A million is past any game
    /// ever played, and leaves billions of moves of room.
    pub const MAX_START_MOVE: u32 = 1_000_000;

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
