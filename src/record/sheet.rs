//! The scoresheet (Article 8): every move with the clock, draw offers marked (=), claims and
//! rulings, the result, and both players' signatures (8.7). It is written as PGN in export
//! format and read back from it; the extra tags are described in `docs/pgn-tags.md`.

use std::fmt;

use base64::Engine as _;
use shakmaty::{Chess, Color, Position, san::SanPlus};

use super::export::{ExportMove, command, write_game};
use super::pgn::{PgnError, PgnGame, PgnProblem, read_game, read_game_strict};
use crate::clock::{AdjustReason, Adjustment, Hms, TimeControls};
use crate::i18n::{Lang, Tr, describe};
use crate::laws::{Article, Edition, Ending, GameResult, Millis, Reason, Score};
use crate::table::{Act, Notice, PlayerDetails, Table};

/// One move as the scoresheet shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetMove {
    /// The move in English SAN, with its check or mate mark.
    pub san: SanPlus,
    /// The clock after the move was completed, as it showed it (`[%clk]`).
    pub clock: Option<Millis>,
    /// The time the move took (`[%emt]`).
    pub used: Option<Millis>,
    /// A draw was offered with this move (8.1.5, 9.1.2.2).
    pub draw_offer: bool,
    /// Claims, rulings and other remarks written beside the move.
    pub notes: Vec<String>,
    /// Made on or after an illegal move that stands on the board (A.5.2, or never found): no
    /// PGN reader can replay it, so the PGN gives it in the [`AFTER_ILLEGAL_TAG`] tag.
    pub after_illegal: bool,
}

/// A player's signature (8.7): the strokes drawn on the pad, as they were drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Signature {
    /// The name the player typed under the signature (may be empty).
    pub name: String,
    /// When it was signed, as `YYYY-MM-DDTHH:MM:SSZ`.
    pub signed_at: String,
    /// Strokes, each a list of points in a 1000 × 300 box, origin at the top left.
    pub strokes: Vec<Vec<(u16, u16)>>,
}

/// Stroke points are kept in this box, whatever the size of the pad.
pub const SIGNATURE_BOX: (u16, u16) = (1000, 300);

impl Signature {
    /// The strokes packed for a PGN tag: base64 of, per stroke, a little-endian `u16` point
    /// count followed by the points as `u16` pairs.
    pub fn encode_strokes(&self) -> String {
        let mut bytes = Vec::new();
        for stroke in &self.strokes {
            bytes.extend_from_slice(&(stroke.len().min(u16::MAX as usize) as u16).to_le_bytes());
            for &(x, y) in stroke.iter().take(u16::MAX as usize) {
                bytes.extend_from_slice(&x.to_le_bytes());
                bytes.extend_from_slice(&y.to_le_bytes());
            }
        }
        base64::engine::general_purpose::STANDARD.encode(bytes)
    }

    /// Reads [`encode_strokes`](Self::encode_strokes) back.
    pub fn decode_strokes(text: &str) -> Result<Vec<Vec<(u16, u16)>>, StrokesError> {
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(text.trim())
            .map_err(|e| StrokesError::NotBase64(e.to_string()))?;
        let word = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        let mut strokes = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if i + 2 > bytes.len() {
                return Err(StrokesError::Cut);
            }
            let n = usize::from(word(i));
            i += 2;
            if i + 4 * n > bytes.len() {
                return Err(StrokesError::Cut);
            }
            strokes.push((0..n).map(|k| (word(i + 4 * k), word(i + 4 * k + 2))).collect());
            i += 4 * n;
        }
        Ok(strokes)
    }
}

/// A complete scoresheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoresheet {
    /// Every tag but the result, signatures and seal, in the order to write them.
    pub tags: Vec<(String, String)>,
    /// The position the game started from (the `FEN` tag's, or the standard one).
    pub start: Chess,
    /// The moves, in order of play.
    pub moves: Vec<SheetMove>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// White's signature, once White has signed (8.7).
    pub white_signature: Option<Signature>,
    /// Black's signature, once Black has signed (8.7).
    pub black_signature: Option<Signature>,
    /// The seal's tags, when the sheet is sealed (see [`super::seal`]).
    pub seal: Vec<(String, String)>,
}

/// Tags that hold signatures, per colour: the name, the time, the strokes.
fn signature_tags(side: Color) -> [&'static str; 3] {
    match side {
        Color::White => ["WhiteSignatureName", "WhiteSignedAt", "WhiteSignature"],
        Color::Black => ["BlackSignatureName", "BlackSignedAt", "BlackSignature"],
    }
}

/// The order in which [`from_table`] gives the tags; a record whose tags were put in another
/// order is checked in this one too (see [`Scoresheet::with_tags_in_writing_order`]).
const TAG_ORDER: [&str; 23] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "WhiteTitle",
    "BlackTitle",
    "WhiteElo",
    "BlackElo",
    "WhiteFed",
    "BlackFed",
    "Board",
    "Arbiter",
    "TimeControl",
    "WhiteTimeControl",
    "BlackTimeControl",
    "SetUp",
    "FEN",
    "Variant",
    "Termination",
    "EscaqueScore",
    "EscaqueMovesAfterIllegal",
];

/// The tag holding a result PGN's `Result` tag cannot hold: a score only an arbiter gives
/// (`1/2-0`, `0-0`) or `annulled`; the `Result` tag then holds `*` (see `docs/pgn-tags.md`).
pub const SCORE_TAG: &str = "EscaqueScore";

/// The tag holding, in SAN, the moves from the first illegal move that stands on the board
/// (a wooden board, 7.5: A.5.2, or an illegal move never found) to the end: the movetext
/// stops before it, so that every reader replays what it holds (see `docs/pgn-tags.md`).
pub const AFTER_ILLEGAL_TAG: &str = "EscaqueMovesAfterIllegal";

/// The value of [`SCORE_TAG`] for an annulled game (7.2.1, 7.2.3).
pub const ANNULLED: &str = "annulled";

/// How a comment that records what the arbiter did begins: `[%arbiter 12.9.2]`, with the
/// Article the act applies, or `[%arbiter]` when it names none (see `docs/pgn-tags.md`).
pub const ARBITER_MARK: &str = "[%arbiter";

/// The tag holding the arbiter's name, for the sheet's arbiter line (see `docs/pgn-tags.md`).
pub const ARBITER_TAG: &str = "Arbiter";

/// The tags of a player's details, per colour: title, rating, federation.
fn detail_tags(side: Color) -> [&'static str; 3] {
    match side {
        Color::White => ["WhiteTitle", "WhiteElo", "WhiteFed"],
        Color::Black => ["BlackTitle", "BlackElo", "BlackFed"],
    }
}

/// The tags of both players' details, only those given, in the order of the sheet's tags: `WhiteTitle`,
/// `BlackTitle`, `WhiteElo`, `BlackElo`, `WhiteFed`, `BlackFed`.
///
/// ```
/// use escaque::record::sheet::player_tags;
/// use escaque::table::PlayerDetails;
/// let white = PlayerDetails { rating: Some(2450), title: "IM".into(), federation: "esp".into() };
/// let tags = player_tags(&white, &PlayerDetails::default());
/// assert_eq!(tags, [("WhiteTitle", "IM"), ("WhiteElo", "2450"), ("WhiteFed", "ESP")].map(|(t, v)| (t.to_owned(), v.to_owned())));
/// ```
pub fn player_tags(white: &PlayerDetails, black: &PlayerDetails) -> Vec<(String, String)> {
    let mut tags = Vec::new();
    let by_side = |side: Color| if side == Color::White { white } else { black };
    for field in 0..3 {
        for side in Color::ALL {
            let details = by_side(side);
            let value = match field {
                0 => details.title.trim().to_uppercase(),
                // A rating of 0 is no rating (unrated), as the sheet shows it.
                1 => details.rating.filter(|&r| r > 0).map(|r| r.to_string()).unwrap_or_default(),
                _ => details.federation.trim().to_uppercase(),
            };
            if !value.is_empty() {
                tags.push((detail_tags(side)[field].to_owned(), value));
            }
        }
    }
    tags
}

/// A player as the organiser's sheet names them: every field empty when not given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Player {
    /// The name.
    pub name: String,
    /// The title (`GM`, `WIM`, ...).
    pub title: String,
    /// The rating, as written in the tag.
    pub rating: String,
    /// The federation (`ESP`).
    pub federation: String,
}

impl Player {
    /// A player as the setup names them.
    pub fn from_setup(name: &str, details: &PlayerDetails) -> Player {
        Player {
            name: name.trim().to_owned(),
            title: details.title.trim().to_owned(),
            rating: details.rating.filter(|&r| r > 0).map(|r| r.to_string()).unwrap_or_default(),
            federation: details.federation.trim().to_uppercase(),
        }
    }

    /// The details after the name, as one line: `IM · ESP · 2450`; empty when none is given.
    pub fn details(&self) -> String {
        [&self.title, &self.federation, &self.rating]
            .into_iter()
            .filter(|s| !s.is_empty())
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The name with the details in brackets after it, as one line.
    pub fn line(&self) -> String {
        match self.details() {
            d if d.is_empty() => self.name.clone(),
            d if self.name.is_empty() => d,
            d => format!("{} ({d})", self.name),
        }
    }
}

/// How a game ended, as read back from the note the sheet writes after the last move
/// (`1-0 by checkmate (Article 5.1.1)`), with the edition whose number the note cites.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetEnding {
    /// The ending, its Article by its 2023 number (as the laws core names it).
    pub ending: Ending,
    /// The edition whose numbering the note used: cite the Article as it does.
    pub edition: Edition,
}

/// Every reason a game ends, for reading the ending note back.
const REASONS: [Reason; 21] = [
    Reason::Checkmate,
    Reason::Stalemate,
    Reason::DeadPosition,
    Reason::FivefoldRepetition,
    Reason::SeventyFiveMoves,
    Reason::Resignation,
    Reason::ResignationVsUnwinnable,
    Reason::TimeForfeit,
    Reason::TimeoutVsUnwinnable,
    Reason::ThreefoldClaim,
    Reason::FiftyMovesClaim,
    Reason::Agreement,
    Reason::QuickplayFinish,
    Reason::ArbiterDecision,
    Reason::BothLose,
    Reason::IllegalMove,
    Reason::IllegalMoveVsUnwinnable,
    Reason::IllegalPosition,
    Reason::Annulled,
    Reason::SealedMove,
    Reason::SealedMoveVsUnwinnable,
];

/// Whether a tag's value says nothing: empty, or only the PGN standard's `?` marks
/// (`?`, `????.??.??`).
///
/// ```
/// use escaque::record::sheet::is_blank;
/// assert!(is_blank("?") && is_blank("????.??.??") && is_blank(" "));
/// assert!(!is_blank("2026.11.23") && !is_blank("3"));
/// ```
pub fn is_blank(value: &str) -> bool {
    let v = value.trim();
    v.is_empty() || (v.contains('?') && v.chars().all(|c| c == '?' || c == '.'))
}

/// The tags of the seal (see [`super::seal`]).
pub const SEAL_TAGS: [&str; 3] = ["SealKey", "SealParts", "Seal"];

impl Scoresheet {
    /// The value of a tag among [`tags`](Self::tags), if the sheet has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// A tag as the printed sheet shows it: `None` when missing or blank ([`is_blank`]).
    pub fn shown(&self, name: &str) -> Option<&str> {
        self.tag(name).map(str::trim).filter(|v| !is_blank(v))
    }

    /// `side`'s name and details, from the tags (`White`, `WhiteTitle`, `WhiteElo`,
    /// `WhiteFed`); a blank tag gives an empty field.
    pub fn player(&self, side: Color) -> Player {
        let [title, rating, federation] = detail_tags(side);
        let name = if side == Color::White { "White" } else { "Black" };
        let get = |tag: &str| self.shown(tag).unwrap_or_default().to_owned();
        // A rating of 0 is how some programs write "none".
        let rating = Some(get(rating)).filter(|r| !r.trim_start_matches('0').is_empty()).unwrap_or_default();
        Player { name: get(name), title: get(title), rating, federation: get(federation) }
    }

    /// The start position as FEN, and its Chess960 number when it is one, where the game did
    /// not start from the initial position of Article 2.
    pub fn start_fen(&self) -> Option<(String, Option<u16>)> {
        use shakmaty::{EnPassantMode, fen::Fen};
        let fen = Fen::from_position(&self.start, EnPassantMode::Legal).to_string();
        if self.start == Chess::default() && self.tag("Variant").is_none_or(|v| !v.eq_ignore_ascii_case("chess960")) {
            return None;
        }
        let fen = self.shown("FEN").map_or(fen, str::to_owned);
        let chess960 = self.tag("Variant").is_some_and(|v| v.eq_ignore_ascii_case("chess960"));
        Some((fen.clone(), chess960.then(|| crate::laws::chess960::number(&fen)).flatten()))
    }

    /// The players' time controls, from the `TimeControl` tags; `None` when there is none or
    /// it cannot be read (the tag is then shown as written).
    pub fn controls(&self) -> Option<TimeControls> {
        TimeControls::from_pgn_tags(self.tag("TimeControl"), self.tag("WhiteTimeControl"), self.tag("BlackTimeControl"))
            .ok()
            .flatten()
    }

    /// How the game ended, read back from the note the sheet writes after the last move
    /// (see [`from_table_in`]), or else, for a PGN from elsewhere, from a final position that
    /// is mate or stalemate; `None` for a game still going on or one that does not say why.
    pub fn ending(&self) -> Option<SheetEnding> {
        // An abandoned game has no result, and says so in its Termination tag.
        if self.tag("Termination") == Some(super::export::termination_name(Reason::Abandoned)) {
            let abandoned =
                Ending { result: GameResult::Annulled, reason: Reason::Abandoned, article: Article::OUTSIDE_THE_LAWS };
            return Some(SheetEnding { ending: abandoned, edition: Edition::Fide2023 });
        }
        let result = match (self.tag(SCORE_TAG), self.result.as_str()) {
            (Some(ANNULLED), _) => GameResult::Annulled,
            (Some(score), _) => GameResult::from(score.parse::<Score>().ok()?),
            (None, "1-0") => GameResult::Win(Color::White),
            (None, "0-1") => GameResult::Win(Color::Black),
            (None, "1/2-1/2") => GameResult::Draw,
            (None, _) => return None,
        };
        let noted = self.moves.iter().rev().flat_map(|m| m.notes.iter().rev()).find_map(|note| {
            let note = note.strip_prefix("before the first move: ").unwrap_or(note);
            let (_, rest) = note.split_once(" by ")?;
            let (name, cited) = rest.split_once(" (")?;
            let number = cited.strip_suffix(')')?.rsplit(' ').next()?;
            let reason = REASONS.into_iter().find(|r| r.name() == name)?;
            Edition::ALL.iter().rev().find_map(|&edition| {
                let article = Article::ALL.iter().copied().find(|a| a.numbered(edition).0 == number)?;
                Some(SheetEnding { ending: Ending { result, reason, article }, edition })
            })
        });
        // A PGN from elsewhere says nothing of why: the final position does, for a mate or a
        // stalemate that agrees with the result.
        noted.or_else(|| {
            let mut pos = self.start.clone();
            for m in self.moves.iter().take_while(|m| !m.after_illegal) {
                pos.play_unchecked(m.san.san.to_move(&pos).ok()?);
            }
            let (reason, article) = match result {
                GameResult::Win(winner) if pos.is_checkmate() && pos.turn() == !winner => {
                    (Reason::Checkmate, Article::CHECKMATE)
                }
                GameResult::Draw if pos.is_stalemate() => (Reason::Stalemate, Article::STALEMATE),
                _ => return None,
            };
            Some(SheetEnding { ending: Ending { result, reason, article }, edition: Edition::Fide2023 })
        })
    }

    /// `side`'s signature, if that player has signed.
    pub fn signature(&self, side: Color) -> Option<&Signature> {
        match side {
            Color::White => self.white_signature.as_ref(),
            Color::Black => self.black_signature.as_ref(),
        }
    }

    /// `side`'s signature slot, to sign or clear it.
    pub fn signature_mut(&mut self, side: Color) -> &mut Option<Signature> {
        match side {
            Color::White => &mut self.white_signature,
            Color::Black => &mut self.black_signature,
        }
    }

    /// The moves as the PGN writer takes them: `(=)` first, then `[%clk]` and `[%emt]`, then
    /// the notes, each in a comment of its own.
    fn export_moves(&self) -> Vec<ExportMove> {
        let replayable = self.moves.iter().take_while(|m| !m.after_illegal);
        let mut moves: Vec<ExportMove> = replayable
            .map(|m| {
                let mut clock = Vec::new();
                if m.draw_offer {
                    clock.push("(=)".to_owned());
                }
                if let Some(t) = m.clock {
                    clock.push(format!("[%clk {}]", Hms(t)));
                }
                if let Some(t) = m.used {
                    clock.push(format!("[%emt {}]", Hms(t)));
                }
                let mut comments = Vec::new();
                if !clock.is_empty() {
                    comments.push(clock.join(" "));
                }
                comments.extend(m.notes.iter().cloned());
                ExportMove { san: m.san, comments }
            })
            .collect();
        // The notes of the moves the movetext cannot hold go after the last move it holds.
        let tail_notes = self.moves.iter().skip(moves.len()).flat_map(|m| m.notes.iter().cloned());
        if let Some(last) = moves.last_mut() {
            last.comments.extend(tail_notes);
        }
        moves
    }

    /// The moves from the first illegal move that stands, in SAN, for [`AFTER_ILLEGAL_TAG`].
    fn after_illegal(&self) -> Option<String> {
        let tail: Vec<String> = self.moves.iter().skip_while(|m| !m.after_illegal).map(|m| m.san.to_string()).collect();
        (!tail.is_empty()).then(|| tail.join(" "))
    }

    /// All tags in writing order; the seal's last, and only the ones in `seal_tags`.
    fn all_tags(&self, seal_tags: &[&str]) -> Vec<(String, String)> {
        let mut tags = self.tags.clone();
        if let Some(tail) = self.after_illegal() {
            tags.push((AFTER_ILLEGAL_TAG.to_owned(), tail));
        }
        for side in Color::ALL {
            if let Some(sig) = self.signature(side) {
                let [name, at, strokes] = signature_tags(side);
                tags.push((name.to_owned(), sig.name.clone()));
                tags.push((at.to_owned(), sig.signed_at.clone()));
                tags.push((strokes.to_owned(), sig.encode_strokes()));
            }
        }
        for name in seal_tags {
            if let Some((_, v)) = self.seal.iter().find(|(n, _)| n == name) {
                tags.push(((*name).to_owned(), v.clone()));
            }
        }
        tags
    }

    /// The sheet with its tags in the order a scoresheet of a game at the table writes them
    /// (tags it does not write keep their order, after those): tag order is layout, and the
    /// seal is checked in this order when the order as read does not match it.
    pub fn with_tags_in_writing_order(&self) -> Scoresheet {
        let mut sheet = self.clone();
        sheet.tags.sort_by_key(|(name, _)| TAG_ORDER.iter().position(|t| t == name).unwrap_or(TAG_ORDER.len()));
        sheet
    }

    /// The sheet as PGN, seal included.
    pub fn to_pgn(&self) -> String {
        write_game(&self.all_tags(&SEAL_TAGS), &self.start, &self.export_moves(), &self.result)
    }

    /// The sheet as PGN with the seal's key and part hashes but not the seal itself: the exact
    /// bytes the seal signs.
    pub fn canonical(&self) -> String {
        write_game(&self.all_tags(&SEAL_TAGS[..2]), &self.start, &self.export_moves(), &self.result)
    }

    /// The notes that record what the arbiter did, without their mark: each with the index of
    /// the move it is written after, in order.
    pub fn arbiter_notes(&self) -> Vec<(usize, &str)> {
        self.moves
            .iter()
            .enumerate()
            .flat_map(|(i, m)| m.notes.iter().filter_map(move |n| arbiter_text(n).map(|text| (i, text))))
            .collect()
    }

    /// The exact result, as a person reads it: `1-0`, `½-0`, `0-0`; `None` for an annulled game
    /// (the `EscaqueScore` tag, or else the result marker).
    pub fn exact_result(&self) -> Option<String> {
        match self.tag(SCORE_TAG) {
            Some(ANNULLED) => None,
            Some(score) => Some(score.replace("1/2", "½")),
            None => Some(self.result.clone()),
        }
    }

    /// The parts of the record, as text, for telling which one changed: tags, moves, clocks,
    /// result (with the exact score of the `EscaqueScore` tag), signatures.
    pub fn parts(&self) -> [(&'static str, String); 5] {
        let tags = self.tags.iter().filter(|(n, _)| n != SCORE_TAG).map(|(n, v)| format!("{n}={v}\n")).collect();
        let moves =
            self.moves.iter().map(|m| format!("{} {:?} {}\n", m.san, m.draw_offer, m.notes.join("|"))).collect();
        let clocks = self.moves.iter().map(|m| format!("{:?} {:?}\n", m.clock, m.used)).collect();
        let signatures = Color::ALL
            .iter()
            .map(|&c| match self.signature(c) {
                Some(s) => format!("{}|{}|{}\n", s.name, s.signed_at, s.encode_strokes()),
                None => "-\n".to_owned(),
            })
            .collect();
        [
            ("tags", tags),
            ("moves", moves),
            ("clocks", clocks),
            (
                "result",
                match self.tag(SCORE_TAG) {
                    Some(score) => format!("{} {score}", self.result),
                    None => self.result.clone(),
                },
            ),
            ("signatures", signatures),
        ]
    }

    /// Reads a sheet from PGN (one game; what lichess and ChessBase write is accepted).
    pub fn from_pgn(text: &str) -> Result<Scoresheet, PgnError> {
        Scoresheet::from_game(&read_game(text)?, false)
    }

    /// Reads a sheet for checking its seal, so that no change to the text that any reader would
    /// show can pass as the same record: the text may hold nothing a scoresheet never writes
    /// (see [`read_game_strict`]), and it must read back exactly as the sheet read from it
    /// writes itself (see [`from_game`](Self::from_game)). What may still differ is layout
    /// only: see `docs/pgn-tags.md`.
    pub fn from_pgn_strict(text: &str) -> Result<Scoresheet, PgnError> {
        Scoresheet::from_game(&read_game_strict(text)?, true)
    }

    /// A sheet from a game read from PGN.
    ///
    /// `strict` (for checking a seal): every move must be written exactly as its SAN (check
    /// marks included), a `Result` tag must agree with the result marker, and the game must be
    /// what the sheet writes: the same tags, each once (in any order), and beside each move the
    /// same comments, the same clock times in them (written in any `h:mm:ss` form).
    pub fn from_game(game: &PgnGame, strict: bool) -> Result<Scoresheet, PgnError> {
        let start = game.start_position()?;
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for (ply, m) in game.moves.iter().enumerate() {
            let token = m.san.to_string();
            let mv =
                m.san.san.to_move(&pos).map_err(|_| PgnError::at_move(&start, ply, &token, PgnProblem::Illegal))?;
            let san = SanPlus::from_move_and_play_unchecked(&mut pos, mv);
            if strict && san.to_string() != token {
                return Err(PgnError::at_move(
                    &start,
                    ply,
                    &token,
                    PgnProblem::WrittenOtherwise { san: san.to_string() },
                ));
            }
            let mut sheet_move =
                SheetMove { san, clock: None, used: None, draw_offer: false, notes: Vec::new(), after_illegal: false };
            for comment in &m.comments {
                let mut rest = comment.clone();
                for (name, slot) in [("clk", &mut sheet_move.clock), ("emt", &mut sheet_move.used)] {
                    if let Some(value) = command(comment, name) {
                        let t: Hms = value.parse().map_err(|e| {
                            let problem =
                                if name == "clk" { PgnProblem::ClkUnreadable(e) } else { PgnProblem::EmtUnreadable(e) };
                            PgnError::at_move(&start, ply, &token, problem)
                        })?;
                        *slot = Some(t.0);
                        rest = rest.replace(&format!("[%{name} {value}]"), "");
                    }
                }
                if rest.contains("(=)") {
                    sheet_move.draw_offer = true;
                    rest = rest.replacen("(=)", "", 1);
                }
                let rest = rest.split_whitespace().collect::<Vec<_>>().join(" ");
                if !rest.is_empty() {
                    sheet_move.notes.push(rest);
                }
            }
            moves.push(sheet_move);
        }
        if let Some(tail) = game.tag(AFTER_ILLEGAL_TAG) {
            for token in tail.split(' ') {
                let san: SanPlus = token
                    .parse()
                    .ok()
                    .filter(|san: &SanPlus| san.to_string() == token)
                    .ok_or_else(|| PgnError::new(PgnProblem::TagWrittenOtherwise(AFTER_ILLEGAL_TAG.to_owned())))?;
                moves.push(SheetMove {
                    san,
                    clock: None,
                    used: None,
                    draw_offer: false,
                    notes: Vec::new(),
                    after_illegal: true,
                });
            }
        }
        let mut signatures = [None, None];
        for (i, side) in Color::ALL.into_iter().enumerate() {
            let [name, at, strokes] = signature_tags(side);
            if let Some(encoded) = game.tag(strokes) {
                let strokes = Signature::decode_strokes(encoded)
                    .map_err(|error| PgnError::new(PgnProblem::Signature { tag: strokes.to_owned(), error }))?;
                signatures[i] = Some(Signature {
                    name: game.tag(name).unwrap_or_default().to_owned(),
                    signed_at: game.tag(at).unwrap_or_default().to_owned(),
                    strokes,
                });
            }
        }
        let special: Vec<&str> = Color::ALL
            .iter()
            .flat_map(|&c| signature_tags(c))
            .chain(SEAL_TAGS)
            .chain(["Result", AFTER_ILLEGAL_TAG])
            .collect();
        let tags = game.tags.iter().filter(|(n, _)| !special.contains(&n.as_str())).cloned().collect();
        let seal =
            SEAL_TAGS.iter().filter_map(|&name| game.tag(name).map(|v| (name.to_owned(), v.to_owned()))).collect();
        let [white_signature, black_signature] = signatures;
        let marker = game.result.replace('½', "1/2");
        if strict
            && let Some(tag) = game.tag("Result")
            && tag != marker
        {
            return Err(PgnError::new(PgnProblem::ResultDisagrees { tag: tag.to_owned(), marker }));
        }
        let sheet = Scoresheet {
            tags,
            start,
            moves,
            result: if game.result.is_empty() { "*".to_owned() } else { game.result.replace('½', "1/2") },
            white_signature,
            black_signature,
            seal,
        };
        if strict {
            sheet.written_as(game)?;
        }
        Ok(sheet)
    }

    /// Whether `game`, which the sheet was read from, is what the sheet writes: a reader sees
    /// in it nothing that the sheet (and so its seal) leaves out. Tags may come in any order
    /// and comments may be spaced and broken across lines otherwise.
    fn written_as(&self, game: &PgnGame) -> Result<(), PgnError> {
        let written = read_game(&self.to_pgn())?;
        let mut read: Vec<&(String, String)> = game.tags.iter().collect();
        read.sort();
        if let Some(pair) = read.windows(2).find(|p| p[0].0 == p[1].0) {
            return Err(PgnError::new(PgnProblem::DuplicateTag(pair[0].0.clone())));
        }
        for (name, value) in &written.tags {
            match game.tag(name) {
                None => return Err(PgnError::new(PgnProblem::MissingTag(name.clone()))),
                Some(v) if v != value => return Err(PgnError::new(PgnProblem::TagWrittenOtherwise(name.clone()))),
                Some(_) => {}
            }
        }
        if let Some((name, _)) = game.tags.iter().find(|(n, _)| written.tag(n).is_none()) {
            // Every tag read is kept and written again: this cannot happen, but a tag that did
            // not come back would be one the seal does not cover.
            return Err(PgnError::new(PgnProblem::TagWrittenOtherwise(name.clone())));
        }
        for (ply, (read, ours)) in game.moves.iter().zip(&written.moves).enumerate() {
            let plain = |comments: &[String]| comments.iter().map(|c| plain_comment(c)).collect::<Vec<_>>();
            if read.san != ours.san || plain(&read.comments) != plain(&ours.comments) {
                let token = read.san.to_string();
                return Err(PgnError::at_move(&self.start, ply, &token, PgnProblem::CommentsWrittenOtherwise));
            }
        }
        Ok(())
    }
}

/// A comment as it reads regardless of layout: words one space apart, each `[%clk]` and
/// `[%emt]` time given in `h:mm:ss` form (with or without its fraction) written as the sheet
/// writes it.
fn plain_comment(comment: &str) -> String {
    let mut text = comment.split_whitespace().collect::<Vec<_>>().join(" ");
    for name in ["clk", "emt"] {
        let Some(value) = command(&text, name) else { continue };
        // Only h:mm:ss with an optional fraction, as every reader of [%clk] takes it.
        let Ok(time) = value.parse::<Hms>() else { continue };
        if value.matches(':').count() != 2 {
            continue;
        }
        text = text.replacen(&format!("[%{name} {value}]"), &format!("[%{name} {time}]"), 1);
    }
    text
}

impl fmt::Display for Scoresheet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pgn())
    }
}

/// Facts about the event that the game itself does not know, as typed when signing. The event,
/// site and round left empty here are the setup's ([`crate::table::Setup`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventInfo {
    /// The event's name, for the `Event` tag; the setup's when empty, `?` when both are.
    pub event: String,
    /// Where it is played, for the `Site` tag; the setup's when empty, `?` when both are.
    pub site: String,
    /// `YYYY.MM.DD`, for the `Date` tag; `????.??.??` when empty.
    pub date: String,
    /// The round, for the `Round` tag; the setup's when empty, `?` when both are.
    pub round: String,
    /// The board number, for the `Board` tag; no tag when empty.
    pub board: String,
}

/// Why a signature's strokes cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StrokesError {
    /// Not base64 (base64's words).
    NotBase64(String),
    /// The data ends in the middle of a stroke.
    Cut,
}

/// The scoresheet of a game played at the table, its notes in English.
pub fn from_table(table: &Table, info: &EventInfo) -> Scoresheet {
    from_table_in(table, info, Lang::En)
}

/// The scoresheet of a game played at the table, with what the arbiter did written in `lang`
/// (see [`arbiter_notes`]); the other notes are in English. Every note cites the Articles as
/// the game's edition numbers them ([`Article::numbered`]).
pub fn from_table_in(table: &Table, info: &EventInfo, lang: Lang) -> Scoresheet {
    use crate::laws::Claim;
    use crate::table::mark_ply;
    let setup = table.setup();
    let cite = |article: Article| article.numbered(setup.edition);
    let game = table.game();
    let or_unknown = |s: &str| if s.trim().is_empty() { "?".to_owned() } else { s.trim().to_owned() };
    // What was typed when signing, or else what the setup says.
    let either = |typed: &str, set: &str| or_unknown(if typed.trim().is_empty() { set } else { typed });
    let mut tags = vec![
        ("Event".to_owned(), either(&info.event, &setup.event)),
        ("Site".to_owned(), either(&info.site, &setup.site)),
        ("Date".to_owned(), if info.date.is_empty() { "????.??.??".to_owned() } else { info.date.clone() }),
        ("Round".to_owned(), either(&info.round, &setup.round)),
        ("White".to_owned(), or_unknown(&setup.white)),
        ("Black".to_owned(), or_unknown(&setup.black)),
    ];
    tags.extend(player_tags(&setup.white_details, &setup.black_details));
    if !info.board.is_empty() {
        tags.push(("Board".to_owned(), info.board.clone()));
    }
    if !setup.arbiter.trim().is_empty() {
        tags.push((ARBITER_TAG.to_owned(), setup.arbiter.trim().to_owned()));
    }
    for (tag, value) in setup.controls.iter().flat_map(|c| c.pgn_tags()) {
        tags.push((tag.to_owned(), value));
    }
    if let Some(fen) = &setup.fen {
        tags.push(("SetUp".to_owned(), "1".to_owned()));
        tags.push(("FEN".to_owned(), fen.clone()));
    }
    if setup.chess960 {
        tags.push(("Variant".to_owned(), "Chess960".to_owned()));
    }
    tags.push(("Termination".to_owned(), super::export::termination(game.status()).to_owned()));
    match game.status().ending().map(|e| (e.result, e.reason)) {
        Some((GameResult::Scored(score), _)) => tags.push((SCORE_TAG.to_owned(), score.to_string())),
        // An abandoned game has no result to score: its Termination says so.
        Some((GameResult::Annulled, crate::laws::Reason::Abandoned)) => {}
        Some((GameResult::Annulled, _)) => tags.push((SCORE_TAG.to_owned(), ANNULLED.to_owned())),
        Some((GameResult::Win(_) | GameResult::Draw, _)) | None => {}
    }
    let times = table.ply_times();
    // The first illegal move still on the board, if any (it stood, or was never found).
    let first_illegal = game.plies().iter().position(|p| p.irregular.is_some()).unwrap_or(usize::MAX);
    let mut moves: Vec<SheetMove> = game
        .plies()
        .iter()
        .enumerate()
        .map(|(i, ply)| SheetMove {
            san: ply.san,
            // What the clock showed, in whole seconds rounded up as on its face.
            clock: times.get(i).and_then(|t| t.shown).map(|t| Hms(t).shown().0),
            used: times.get(i).and_then(|t| t.used),
            draw_offer: false,
            notes: Vec::new(),
            after_illegal: i >= first_illegal,
        })
        .collect();
    let movers: Vec<Color> = game.plies().iter().map(|p| p.by).collect();
    for offer in game.offers() {
        if let Some(m) = mark_ply(offer.by, offer.after_plies, &movers).and_then(|i| moves.get_mut(i)) {
            m.draw_offer = true;
            // 9.1.2.1: valid, but made at another time than between move and press (11.5).
            if !offer.proper_time && !offer.from_claim {
                let side = crate::laws::colour::title(offer.by);
                m.notes.push(format!(
                    "{side}'s draw offer was made at an improper time ({}, {})",
                    cite(Article::DRAW_OFFER),
                    cite(Article::DISTRACTING)
                ));
            }
        }
    }
    for claim in game.claims() {
        let what = match claim.claim {
            Claim::Threefold => "threefold repetition",
            Claim::FiftyMoves => "fifty moves",
        };
        let what = format!("{what} ({})", cite(claim.claim.article()));
        let intended = claim.intended.map(|s| format!(" with {s}")).unwrap_or_default();
        let verdict = if claim.correct {
            format!("correct, drawn ({})", cite(Article::CORRECT_CLAIM))
        } else {
            format!("not correct ({})", cite(Article::WRONG_CLAIM))
        };
        let side = crate::laws::colour::title(claim.by);
        let note = format!("{side} claims {what}{intended}: {verdict}");
        let ply = mark_ply(claim.by, claim.after_plies, &movers).or(claim.after_plies.checked_sub(1));
        if let Some(m) = ply.and_then(|i| moves.get_mut(i)) {
            m.notes.push(note);
        }
    }
    let tr = Tr::new(lang).with_edition(setup.edition);
    for (after_plies, note) in arbiter_notes(table, tr) {
        match after_plies.min(moves.len()).checked_sub(1) {
            Some(i) => moves[i].notes.push(note),
            // Nothing may stand before the first move: a note from before it goes after it.
            None if !moves.is_empty() => {
                let (mark, text) = note.split_at(note.find("] ").map_or(0, |i| i + 2));
                let text = tr.t_args("sheet-before-first-move", &crate::i18n::args([("what", text.into())]));
                moves[0].notes.push(format!("{mark}{}", clean(&text)));
            }
            None => {}
        }
    }
    if let Some(ending) = game.status().ending() {
        let end = game.end_plies().unwrap_or(moves.len()).min(moves.len());
        let result = match ending.result {
            GameResult::Scored(score) => score.to_string(),
            GameResult::Annulled => ANNULLED.to_owned(),
            result @ (GameResult::Win(_) | GameResult::Draw) => result.to_string(),
        };
        // "Article 5.1.b", "Appendix G.6": the word goes with the edition's number.
        let cited = Tr::new(Lang::En).with_edition(setup.edition).article(ending.article);
        let note = if ending.article == Article::OUTSIDE_THE_LAWS {
            format!("{} by the players: no result", ending.reason)
        } else {
            format!("{result} by {} ({cited})", ending.reason)
        };
        match end.checked_sub(1) {
            Some(i) => moves[i].notes.push(note),
            None if !moves.is_empty() => moves[0].notes.insert(0, format!("before the first move: {note}")),
            None => {}
        }
        for side in table.undecided() {
            let name = crate::laws::colour::title(*side);
            if let Some(m) = end.checked_sub(1).and_then(|i| moves.get_mut(i)) {
                m.notes.push(format!(
                    "the analysis could not decide whether {name} could still checkmate: the result stands"
                ));
            }
        }
        // A dead position proven late (5.2.2): the moves after it stay on the sheet, marked.
        for m in moves.iter_mut().skip(end) {
            m.notes.push(format!("played after the game had ended ({cited})"));
        }
    }
    Scoresheet {
        tags,
        start: game.start().clone(),
        moves,
        result: game.status().ending().map_or("*", |e| e.result.pgn()).to_owned(),
        white_signature: None,
        black_signature: None,
        seal: Vec::new(),
    }
}

/// What the arbiter did and the clock changes made besides the moves, each as a note in the
/// language of `tr` with how many moves had been made when it was done, in order of time.
///
/// One note for each of [`Table::arbiter_log`]: the act with its Article ([`describe::act`]),
/// or for a move taken back or an illegal move what followed ([`describe::notice`]: the move,
/// the rule it broke, who claimed it or that the arbiter found it, the moves taken back, the
/// time given or the loss), the clocks set, and the arbiter's remark in quotes. One note for
/// each change in the clock's log that no such record holds: the arbiter's penalties and
/// corrections (6.10.2, 12.9.2, 12.9.3) and the time the Laws give (9.5.3, Guidelines III).
/// Each begins with [`ARBITER_MARK`] and the Article.
pub fn arbiter_notes(table: &Table, tr: Tr) -> Vec<(usize, String)> {
    let tr = tr.with_edition(table.setup().edition);
    let mut notes: Vec<(usize, Millis, String)> = Vec::new();
    for record in table.arbiter_log() {
        let describes =
            record.notices.iter().any(|n| matches!(n, Notice::IllegalMoveDealtWith { .. } | Notice::TakenBack { .. }));
        let mut parts = Vec::new();
        if let Some(act) = &record.act
            && !(describes && matches!(act, Act::TakeBack { .. } | Act::FindIllegalMove | Act::TwoHands { .. }))
        {
            parts.push(describe::act(tr, act));
        }
        for notice in &record.notices {
            match notice {
                Notice::IllegalMoveDealtWith { san, taken_back, .. } => {
                    parts.extend(describe::notice(tr, notice));
                    if !taken_back.is_empty() && taken_back.as_slice() != san.as_slice() {
                        parts.extend(describe::notice(tr, &Notice::TakenBack { moves: taken_back.clone() }));
                    }
                }
                Notice::TakenBack { .. } | Notice::TimeAwarded { .. } => parts.extend(describe::notice(tr, notice)),
                Notice::ClockAdjusted { adjustment, reason } if !bookkeeping(adjustment, reason) => {
                    parts.extend(describe::notice(tr, notice));
                }
                _ => {}
            }
        }
        let remark = record.remark.split_whitespace().collect::<Vec<_>>().join(" ");
        if !remark.is_empty() {
            parts.push(format!("\"{remark}\""));
        }
        let article = record.act.as_ref().map_or(Article::ILLEGAL_MOVE, act_article);
        notes.push((record.after_plies, record.at, marked(tr, Some(article), &parts.join("; "))));
    }
    if let Some(clock) = table.clock() {
        let plies = table.game().plies();
        for logged in clock.adjustments() {
            let in_a_record = table.arbiter_log().iter().any(|r| {
                r.at == logged.at
                    && r.notices.iter().any(|n| match n {
                        Notice::ClockAdjusted { adjustment, reason } => {
                            *adjustment == logged.adjustment && *reason == logged.reason
                        }
                        Notice::TimeAwarded { to, ms, article } => {
                            logged.adjustment == Adjustment::AddTime { side: *to, time: *ms }
                                && logged.reason.article == Some(*article)
                        }
                        _ => false,
                    })
            });
            if in_a_record || bookkeeping(&logged.adjustment, &logged.reason) {
                continue;
            }
            let notice = Notice::ClockAdjusted { adjustment: logged.adjustment.clone(), reason: logged.reason.clone() };
            let text = describe::notice(tr, &notice).unwrap_or_default();
            let after = plies.iter().filter(|p| p.at <= logged.at).count();
            notes.push((after, logged.at, marked(tr, logged.reason.article, &text)));
        }
    }
    notes.sort_by_key(|&(_, at, _)| at);
    notes.into_iter().map(|(after, _, note)| (after, note)).collect()
}

/// The Article an arbiter's act applies.
fn act_article(act: &Act) -> Article {
    match act {
        Act::Warn { .. } => Article::WARNING,
        Act::End { ground, .. } => ground.article(),
        Act::Annul(annulment) => annulment.article(),
        Act::TakeBack { .. } => Article::IRREGULARITY,
        Act::ReleaseTouch => Article::ACCIDENTAL_CONTACT,
        Act::FindIllegalMove => Article::ILLEGAL_MOVE,
        Act::TwoHands { .. } => Article::TWO_HANDS,
    }
}

/// A clock change that only follows the moves after a correction (7.1): whose time runs, the
/// move counters. The record says the correction itself.
fn bookkeeping(adjustment: &Adjustment, reason: &AdjustReason) -> bool {
    let follows = *reason == AdjustReason::article(Article::IRREGULARITY);
    matches!(adjustment, Adjustment::RunFor { .. }) || (follows && matches!(adjustment, Adjustment::SetMoves { .. }))
}

/// `text` as a note of the arbiter's: [`ARBITER_MARK`] and the Article first, numbered as
/// `tr`'s edition numbers it, then the text made safe for a comment (see [`clean`]).
fn marked(tr: Tr, article: Option<Article>, text: &str) -> String {
    match article {
        Some(article) => format!("{ARBITER_MARK} {}] {}", article.numbered(tr.edition()), clean(text)),
        None => format!("{ARBITER_MARK}] {}", clean(text)),
    }
}

/// Text that reads back from a comment exactly as written: words one space apart, no braces
/// (which would end the comment), nothing a reader takes for a command (`[%clk]`) or a draw
/// offer (`(=)`).
fn clean(text: &str) -> String {
    let text = text.replace('{', "(").replace('}', ")").replace("[%", "[ %").replace("(=)", "( = )");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text of an arbiter's note, without its mark; `None` for any other note.
fn arbiter_text(note: &str) -> Option<&str> {
    let rest = note.strip_prefix(ARBITER_MARK)?;
    if !rest.starts_with([' ', ']']) {
        return None;
    }
    let end = rest.find(']')?;
    Some(rest[end + 1..].trim_start())
}

/// A game played at the table as PGN: the scoresheet's tags and moves, with only the time the
/// clock showed after each move (`[%clk]`), as `escaque replay` and `adjudicate --clocks` print
/// it.
pub fn table_pgn(table: &crate::table::Table) -> String {
    table_pgn_of_event(table, &EventInfo::default())
}

/// [`table_pgn`] with the event's tags (`Event`, `Site`, `Date`, `Round`, `Board`) from `info`.
pub fn table_pgn_of_event(table: &crate::table::Table, info: &EventInfo) -> String {
    let mut sheet = from_table(table, info);
    for m in &mut sheet.moves {
        m.used = None;
        m.draw_offer = false;
        m.notes.clear();
    }
    sheet.to_pgn()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strokes_round_trip() {
        let sig = Signature {
            name: "Uxía".to_owned(),
            signed_at: "2026-11-21T21:30:00Z".to_owned(),
            strokes: vec![vec![(0, 0), (999, 299), (500, 150)], vec![], vec![(1, 2)]],
        };
        assert_eq!(Signature::decode_strokes(&sig.encode_strokes()).unwrap(), sig.strokes);
        assert!(Signature::decode_strokes("AQ").is_err());
        assert!(Signature::decode_strokes("not base64!").is_err());
    }
}
