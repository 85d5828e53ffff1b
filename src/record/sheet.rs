//! The scoresheet (Article 8): every move with the clock, draw offers marked (=), claims and
//! rulings, the result, and both players' signatures (8.7). It is written as PGN in export
//! format and read back from it; the extra tags are described in `docs/pgn-tags.md`.

use std::fmt;

use shakmaty::{Chess, Color, Position, san::SanPlus};

use super::export::{ExportMove, command, write_game};
use super::notes::{Note, NoteKind, notes};
use super::pgn::{PgnError, PgnGame, PgnProblem, read_game, read_game_strict};
pub use super::signature::{SIGNATURE_BOX, Signature, StrokesError};
use crate::clock::{Hms, TimeControls};
use crate::laws::{Article, Edition, Ending, GameResult, Millis, Reason, Score};
use crate::table::{PlayerDetails, Table};

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
    /// (see [`ending_line`]), or else, for a PGN from elsewhere, from a final position that
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
            let (reason, number) = read_ending_line(note)?;
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

    /// The notes to print beside the moves, in order, each with the index of the move it is
    /// written after: every note but the ending's line (the sheet says the ending in its result
    /// box, see [`ending`](Self::ending)) and but comments that hold only other programs'
    /// commands (`[%eval 0.17]`), the arbiter's without their mark.
    pub fn notes_to_print(&self) -> Vec<(usize, &str)> {
        self.moves
            .iter()
            .enumerate()
            .flat_map(|(i, m)| {
                m.notes
                    .iter()
                    .filter(|n| !is_ending_line(n) && !only_commands(n))
                    .map(move |n| (i, arbiter_text(n).unwrap_or(n.as_str())))
            })
            .collect()
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

/// The words of the notes written beside the moves, from the caller: the record knows no
/// language (`i18n::record::scoresheet` gives the reader's).
pub trait NoteWords {
    /// The note in words, without its `[%arbiter]` mark; empty to leave it off the sheet.
    fn note(&self, note: &Note) -> String;
    /// `text`, said to have been done before the first move.
    fn before_first_move(&self, text: &str) -> String;
}

/// The scoresheet of a game played at the table, with no words: its tags, moves, clock times,
/// draw offers and the line that says how the game ended ([`ending_line`]), which needs none;
/// the other notes need words: see [`from_table_with`].
pub fn from_table(table: &Table, info: &EventInfo) -> Scoresheet {
    build(table, info, None)
}

/// The scoresheet of a game played at the table, with every note of the record
/// ([`super::notes::notes`]) written beside its move in `words`: what the arbiter did and the
/// clock changes marked with [`ARBITER_MARK`] and the Article as the game's edition numbers it
/// ([`Article::numbered`]), the ending as its [`ending_line`].
pub fn from_table_with(table: &Table, info: &EventInfo, words: &dyn NoteWords) -> Scoresheet {
    build(table, info, Some(words))
}

fn build(table: &Table, info: &EventInfo, words: Option<&dyn NoteWords>) -> Scoresheet {
    use crate::table::mark_ply;
    let setup = table.setup();
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
        }
    }
    for note in notes(table) {
        let Some(m) = note.ply.and_then(|i| moves.get_mut(i)) else { continue };
        if let Some(text) = written(&note, setup.edition, words) {
            m.notes.push(text);
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

/// A note as the PGN writes it; `None` when there are no words for it.
fn written(note: &Note, edition: Edition, words: Option<&dyn NoteWords>) -> Option<String> {
    if let NoteKind::Ending(ending) = &note.kind {
        let line = ending_line(ending, edition);
        return Some(if note.before_first_move { format!("{BEFORE_FIRST_MOVE}{line}") } else { line });
    }
    let words = words?;
    let mut text = words.note(note);
    if text.trim().is_empty() {
        return None;
    }
    if note.before_first_move {
        text = words.before_first_move(&text);
    }
    let text = clean(&text);
    Some(match (note.is_arbiters(), note.article) {
        (true, Some(article)) => format!("{ARBITER_MARK} {}] {text}", article.numbered(edition)),
        (true, None) => format!("{ARBITER_MARK}] {text}"),
        (false, _) => text,
    })
}

/// How the ending's line begins when the game ended before the first move.
const BEFORE_FIRST_MOVE: &str = "before the first move: ";

/// What an ending with no Article (the game abandoned) says after its reason's name.
const NO_RESULT: &str = " by the players: no result";

/// The line after the last move that says how the game ended, the same in every language, as
/// [`Scoresheet::ending`] reads it back: the result, the reason by its name, and the Article
/// as `edition` numbers it, `1-0 by checkmate (Article 5.1.1)`, `1/2-1/2 by quickplay-finish
/// (Appendix G.6)`; `abandoned by the players: no result` for a game abandoned (see
/// `docs/pgn-tags.md`). A record format, like the tags' values, not a sentence of the
/// interface: every sheet written since the first version reads back by it.
///
/// ```
/// use escaque::laws::{Article, Edition, Ending, GameResult, Reason};
/// use escaque::record::sheet::ending_line;
/// let mate = Ending { result: GameResult::Win(shakmaty::Color::White), reason: Reason::Checkmate, article: Article::CHECKMATE };
/// assert_eq!(ending_line(&mate, Edition::Fide2023), "1-0 by checkmate (Article 5.1.1)");
/// ```
pub fn ending_line(ending: &Ending, edition: Edition) -> String {
    if ending.article == Article::OUTSIDE_THE_LAWS {
        return format!("{}{NO_RESULT}", ending.reason);
    }
    let result = match ending.result {
        GameResult::Scored(score) => score.to_string(),
        GameResult::Annulled => ANNULLED.to_owned(),
        result @ (GameResult::Win(_) | GameResult::Draw) => result.to_string(),
    };
    let number = ending.article.numbered(edition).0;
    // The part of the Laws the number is in: Guidelines (III.5), Appendices (A.3, G.6).
    let part = if number.starts_with('I') {
        "Guidelines"
    } else if number.starts_with(|c: char| c.is_ascii_uppercase()) {
        "Appendix"
    } else {
        "Article"
    };
    format!("{result} by {} ({part} {number})", ending.reason)
}

/// The reason and the Article's number an [`ending_line`] gives.
fn read_ending_line(note: &str) -> Option<(Reason, &str)> {
    let note = note.strip_prefix(BEFORE_FIRST_MOVE).unwrap_or(note);
    let (_, rest) = note.split_once(" by ")?;
    let (name, cited) = rest.split_once(" (")?;
    let number = cited.strip_suffix(')')?.rsplit(' ').next()?;
    let reason = REASONS.into_iter().find(|r| r.name() == name)?;
    Some((reason, number))
}

/// Whether a note holds nothing but `[%command …]`s, none of them the arbiter's.
fn only_commands(note: &str) -> bool {
    let note = note.trim();
    if note.is_empty() || note.starts_with(ARBITER_MARK) {
        return false;
    }
    let mut rest = note;
    while let Some(command) = rest.strip_prefix("[%") {
        let Some(end) = command.find(']') else { return false };
        rest = command[end + 1..].trim_start();
    }
    rest.is_empty()
}

/// Whether a note is an [`ending_line`].
fn is_ending_line(note: &str) -> bool {
    let bare = note.strip_prefix(BEFORE_FIRST_MOVE).unwrap_or(note);
    read_ending_line(note).is_some()
        || bare
            .strip_suffix(NO_RESULT)
            .is_some_and(|name| REASONS.iter().chain([&Reason::Abandoned]).any(|r| r.name() == name))
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
    fn the_printed_notes_leave_out_the_ending_line_and_other_programs_commands() {
        let pgn = "[Result \"1-0\"]\n\n1. f3 { [%eval -0.3] } { [%arbiter 12.9.1] warning to White } e5 \
                   { a weak reply } 2. g4 { [%eval -9] [%csl Gg4] } Qh4# \
                   { 0-1 by checkmate (Article 5.1.1) } 0-1\n";
        let sheet = Scoresheet::from_pgn(pgn).unwrap();
        assert_eq!(sheet.notes_to_print(), [(0, "warning to White"), (1, "a weak reply")]);
        assert_eq!(sheet.arbiter_notes(), [(0, "warning to White")]);
        let cases = [
            ("[%eval 0.17]", true),
            ("[%eval 0.17] [%csl Gg4]", true),
            ("[%arbiter 12.9.1] warning", false),
            ("[%arbiter] note", false),
            ("[%eval 0.17] good", false),
            ("", false),
        ];
        for (note, expected) in cases {
            assert_eq!(only_commands(note), expected, "{note:?}");
        }
    }
}
