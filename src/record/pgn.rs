//! Reading one game from PGN, strictly enough for an arbiter, and as forgivingly as the tools
//! clubs use: a file may hold several games ([`read_game_numbered`] picks one), come in UTF-8
//! or in a Windows code page ([`decode`]), castle with zeros (`0-0`) and annotate its moves.
//!
//! pgn-reader does the reading (tags with their escapes, comments, variations). It is lenient
//! by design and passes over tokens it cannot read, so a second, strict pass walks the main line
//! and refuses what an arbiter would refuse: a token that is no move, a comment or variation
//! left open, or a game without its result marker at the end of the text with no `Result` tag
//! to stand for it and no mate to end it (the usual sign of a truncated file). Castling written
//! with zeros, annotation glyphs, NAGs, `e.p.`, comments, variations and `1...` move numbers are
//! read as clubs write them.
//!
//! Read strictly ([`read_game_strict`], for checking a seal), the pass also refuses everything
//! that a scoresheet never writes and that some reader would show or hide: escape lines (`%`),
//! `;` comments, variations, NAGs and annotation glyphs, comments before the first move or after
//! the result marker, and tag lines other than one `[Name "value"]` each.

use std::fmt;
use std::ops::ControlFlow;

use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::{CastlingMode, Chess, Color, Position};

/// One move of the main line, with the comments that follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The move as written, read as SAN with its check or mate mark.
    pub san: SanPlus,
    /// The text of each comment after the move, without its braces, trimmed.
    pub comments: Vec<String>,
    /// The line of the file the move is written on, counting from 1 (0 where unknown).
    pub line: usize,
}

/// A game as read from PGN: tags, main line and result marker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// The tags as name and value, in the order written, escapes undone.
    pub tags: Vec<(String, String)>,
    /// The moves of the main line; variations are left out.
    pub moves: Vec<PgnMove>,
    /// The result marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// Where in the game something went wrong, as a player would say it: `4. Qxf7` or `4... Nf6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumber {
    /// The number of the move, counted on from the start position's move number.
    pub number: u32,
    /// The side that made the move.
    pub side: Color,
}

impl MoveNumber {
    /// The number of the ply with index `ply` in a game starting at `start`.
    pub fn of_ply(start: &Chess, ply: usize) -> MoveNumber {
        let offset = ply + usize::from(start.turn() == Color::Black);
        MoveNumber {
            // Saturating: a move number past a u32 is no number a player could say anyway.
            number: start.fullmoves().get().saturating_add(u32::try_from(offset / 2).unwrap_or(u32::MAX)),
            side: if offset.is_multiple_of(2) { Color::White } else { Color::Black },
        }
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.side {
            Color::White => write!(f, "{}.", self.number),
            Color::Black => write!(f, "{}...", self.number),
        }
    }
}

/// What is wrong with a PGN text (or with what the command asks of it). The English `Display`
/// is the command line's default; [`crate::i18n::describe::pgn_error`] says it in another
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnProblem {
    /// The text is empty.
    NoGame,
    /// pgn-reader could not read it (its own English words).
    Unreadable(String),
    /// A tag line without its `]`.
    TagNotClosed,
    /// A tag's value (or its name) is longer than the tag holds ([`tag_limit`]): refused when
    /// read, before anything lays it out (issue 28).
    TagTooLong {
        /// The tag's name (its first 40 characters, when the name itself is too long).
        name: String,
        /// How many characters its value (or its name) holds.
        length: usize,
        /// How many it may hold.
        limit: usize,
    },
    /// Read strictly: a second game after the result marker.
    MoreThanOneGame,
    /// The text holds several games and none was chosen: each one's number and players.
    SeveralGames(Vec<GameListing>),
    /// The game asked for (`--game N`, from 1) is not in the text.
    NoSuchGame {
        /// The number asked for.
        asked: usize,
        /// How many games the text holds.
        games: usize,
    },
    /// A tag among the moves.
    TagAmongMoves,
    /// `)` without `(`.
    VariationNotOpened,
    /// `}` without `{`.
    CommentNotOpened,
    /// `(` never closed.
    VariationNotClosed,
    /// `{` never closed.
    CommentNotClosed,
    /// A token after the result marker.
    AfterResult(String),
    /// No result marker: after this move (`None`: before any).
    NoResult(Option<(MoveNumber, String)>),
    /// A null move (`--`, `Z0`).
    NullMove,
    /// The token is no move in algebraic notation.
    NotAMove,
    /// The token is a move written by its squares (`g1f3`, `e7e8q`), as engines and some
    /// servers write them, not in algebraic notation.
    CoordinateMove,
    /// Read strictly: other PGN readers do not read the game as it is read here: a line before
    /// its tags (they would read the tags as moves of a game without tags), or no blank line
    /// between it and another game (they would read the two as one).
    ReadOtherwise,
    /// A tag and moves on one line (`[Result "1-0"] 1. e4`): a tag stands on a line of its own.
    TagGluedToMoves,
    /// The main line has more moves than pgn-reader read.
    MovesUnread {
        /// The moves in the main line.
        tokens: usize,
        /// The moves pgn-reader read.
        read: usize,
    },
    /// A `Variant` tag for something that is not chess under the Laws.
    Variant(String),
    /// A Chess960 game without its start position.
    Chess960NeedsFen,
    /// The `FEN` tag cannot be read.
    FenUnreadable {
        /// The tag's value.
        fen: String,
        /// The part that cannot be read.
        part: crate::table::FenPart,
    },
    /// The `FEN` tag is not a legal position.
    FenIllegal {
        /// The tag's value.
        fen: String,
        /// The rules it breaks, at least one.
        faults: Vec<crate::table::PositionFault>,
    },
    /// More than one piece can make the move.
    Ambiguous,
    /// The move is illegal in the position.
    Illegal,
    /// Illegal or ambiguous (the clocked replay does not tell them apart).
    IllegalOrAmbiguous,
    /// The laws or the table refused the move.
    Refused(crate::table::Refusal),
    /// The intended move given with a claim is no SAN.
    IntendedNotSan(String),
    /// `--clocks` without a `TimeControl` tag.
    NoTimeControl,
    /// A time-control tag that cannot be read.
    TimeControlTag(crate::clock::TagError),
    /// The game's setup cannot be played.
    Setup(crate::table::SetupError),
    /// A move with neither an `[%emt]` nor a `[%clk]` to say how long it took.
    NoEmt,
    /// An `[%emt]` that is no time.
    EmtUnreadable(crate::clock::HmsError),
    /// A `[%clk]` that is no time.
    ClkUnreadable(crate::clock::HmsError),
    /// `--clocks` on a game whose `[%clk]` values cannot be a clock: every one the same and not
    /// the control's starting time (a correspondence server writes `0:00:00` on every move).
    NoUsableClock {
        /// The value every `[%clk]` holds.
        clk: crate::clock::Hms,
    },
    /// A move without `[%emt]` whose `[%clk]` shows more time than the side had before it
    /// with the bonus of the move: no time used can give it.
    ClkImpossible {
        /// The side's clock before the move: its previous `[%clk]`, or the time control's
        /// starting time.
        before: crate::clock::Hms,
        /// The move's `[%clk]`.
        after: crate::clock::Hms,
        /// What the time control adds for the move (increment, next period's time).
        added: crate::clock::Hms,
    },
    /// Read strictly (a sealed record): the move is written otherwise than its SAN.
    WrittenOtherwise {
        /// The move's SAN, as it should be written.
        san: String,
    },
    /// A signature tag that cannot be read.
    Signature {
        /// The tag's name.
        tag: String,
        /// What is wrong with its strokes.
        error: crate::record::signature::StrokesError,
    },
    /// Read strictly: the `Result` tag and the result marker differ.
    ResultDisagrees {
        /// The `Result` tag's value.
        tag: String,
        /// The result marker after the moves, `½` spelt `1/2`.
        marker: String,
    },
    /// Read strictly: an escape line (`%` at the start of a line), which readers pass over.
    EscapeLine,
    /// Read strictly: a `;` comment, which runs to the end of the line.
    RestOfLineComment,
    /// Read strictly: a variation `( … )`.
    Variation,
    /// Read strictly: a NAG (`$1`) or an annotation glyph (`!`, `?!`, …).
    Annotation(String),
    /// Read strictly: a comment before the first move or after the result marker.
    CommentOutsideMoves,
    /// Read strictly: a tag line that is not exactly one `[Name "value"]`.
    TagLineOtherwise,
    /// Read strictly: a blank line, a line of spaces or a lone line break where the record has
    /// none; a reader stops the tags or the game there.
    LineBreakOtherwise,
    /// Read strictly: a tag written more than once.
    DuplicateTag(String),
    /// Read strictly: a tag the record always has is missing.
    MissingTag(String),
    /// Read strictly: a tag whose value reads back otherwise than it is written.
    TagWrittenOtherwise(String),
    /// Read strictly: the move's comments are not the ones the scoresheet writes beside it.
    CommentsWrittenOtherwise,
}

/// What is wrong with a PGN text, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The line of the text, counting from 1, where it is known.
    pub line: Option<usize>,
    /// The move concerned and the text written for it.
    pub at: Option<(MoveNumber, String)>,
    /// What is wrong.
    pub problem: PgnProblem,
}

impl PgnError {
    /// `problem`, neither at a line nor at a move.
    pub fn new(problem: PgnProblem) -> PgnError {
        PgnError { line: None, at: None, problem }
    }
    fn at_line(mut self, line: usize) -> PgnError {
        self.line = Some(line);
        self
    }
    /// The error placed at `line` (from 1), unless it already names one; `0` names none.
    pub fn on_line(mut self, line: usize) -> PgnError {
        if self.line.is_none() && line > 0 {
            self.line = Some(line);
        }
        self
    }
    /// An error about the move `token` at ply index `ply` of a game starting at `start`.
    pub fn at_move(start: &Chess, ply: usize, token: &str, problem: PgnProblem) -> PgnError {
        PgnError { line: None, at: Some((MoveNumber::of_ply(start, ply), token.to_owned())), problem }
    }
}

impl std::error::Error for PgnError {}

impl PgnGame {
    /// The value of a tag, if the game has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// The castling notation the game uses: Chess960 when its `Variant` tag says so.
    pub fn castling_mode(&self) -> Result<CastlingMode, PgnError> {
        match self.tag("Variant").map(|v| v.to_ascii_lowercase()) {
            None => Ok(CastlingMode::Standard),
            Some(v) if matches!(v.as_str(), "standard" | "chess" | "from position" | "") => Ok(CastlingMode::Standard),
            Some(v) if matches!(v.as_str(), "chess960" | "chess 960" | "fischerandom" | "fischer random") => {
                Ok(CastlingMode::Chess960)
            }
            Some(_) => Err(PgnError::new(PgnProblem::Variant(self.tag("Variant").unwrap_or_default().to_owned()))),
        }
    }

    /// The position the game starts from: its `FEN` tag, or the initial position (Article 2).
    pub fn start_position(&self) -> Result<Chess, PgnError> {
        let mode = self.castling_mode()?;
        let Some(text) = self.tag("FEN") else {
            return if mode == CastlingMode::Chess960 {
                Err(PgnError::new(PgnProblem::Chess960NeedsFen))
            } else {
                Ok(Chess::default())
            };
        };
        crate::table::read_fen(text, mode).map_err(|e| {
            let fen = text.to_owned();
            PgnError::new(match e {
                crate::table::FenError::Unreadable(part) => PgnProblem::FenUnreadable { fen, part },
                crate::table::FenError::Illegal(faults) => PgnProblem::FenIllegal { fen, faults },
            })
        })
    }
}

/// One game of a text that holds several: its number (from 1) and players, to choose it by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameListing {
    /// The game's number in the text, from 1.
    pub number: usize,
    /// The `White` tag (`?` when missing).
    pub white: String,
    /// The `Black` tag (`?` when missing).
    pub black: String,
    /// The `Round` tag, when it says one (not `?`, `-` or empty).
    pub round: Option<String>,
}

/// The encoding a PGN file was read in (see [`decode`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEncoding {
    /// UTF-8 without a byte order mark.
    Utf8,
    /// UTF-8 after a byte order mark.
    Utf8Bom,
    /// UTF-16, little-endian, after its byte order mark (Windows Notepad's "Unicode").
    Utf16Le,
    /// UTF-16, big-endian, after its byte order mark.
    Utf16Be,
    /// Not UTF-8: Windows-1252, which holds Latin-1's printable characters and more (`–`, `’`,
    /// `€`), as ChessBase and SCID on Windows write them.
    Windows1252,
}

/// The text of a PGN file, whatever its encoding: UTF-8 as it is (a byte order mark dropped),
/// UTF-16 after its byte order mark, and otherwise line by line: a line that is valid UTF-8 as
/// it is, any other as Windows-1252, which decodes every byte. So a file that gathers a sealed
/// UTF-8 record and a game from ChessBase keeps both right. The end-of-file mark of old DOS
/// tools (Ctrl-Z) is dropped. No file is refused for its encoding.
///
/// ```
/// use escaque::record::pgn::{decode, TextEncoding};
/// assert_eq!(decode("[White \"Uxía\"]".as_bytes()), ("[White \"Uxía\"]".to_owned(), TextEncoding::Utf8));
/// assert_eq!(decode(b"[White \"Su\xe1rez\"]"), ("[White \"Suárez\"]".to_owned(), TextEncoding::Windows1252));
/// ```
pub fn decode(bytes: &[u8]) -> (String, TextEncoding) {
    use encoding_rs::{UTF_8, UTF_16BE, UTF_16LE, WINDOWS_1252};
    let (body, bom) = match encoding_rs::Encoding::for_bom(bytes) {
        Some((encoding, length)) => (&bytes[length..], Some(encoding)),
        None => (bytes, None),
    };
    let utf16 = |encoding: &'static encoding_rs::Encoding, kind| {
        (encoding.decode_without_bom_handling(body).0.into_owned(), kind)
    };
    match bom {
        Some(e) if e == UTF_16LE => utf16(UTF_16LE, TextEncoding::Utf16Le),
        Some(e) if e == UTF_16BE => utf16(UTF_16BE, TextEncoding::Utf16Be),
        _ => match std::str::from_utf8(body) {
            Ok(text) if bom == Some(UTF_8) => (without_eof_mark(text), TextEncoding::Utf8Bom),
            Ok(text) => (without_eof_mark(text), TextEncoding::Utf8),
            Err(_) => {
                let lines = body.split_inclusive(|&b| b == b'\n').map(|line| match std::str::from_utf8(line) {
                    Ok(text) => std::borrow::Cow::Borrowed(text),
                    Err(_) => WINDOWS_1252.decode_without_bom_handling(line).0,
                });
                (without_eof_mark(&lines.collect::<String>()), TextEncoding::Windows1252)
            }
        },
    }
}

/// `text` without the Ctrl-Z that old DOS tools end a file with.
fn without_eof_mark(text: &str) -> String {
    text.replace('\u{1a}', "")
}

/// The most characters a tag's name holds: PGN's own are under 20.
pub const TAG_NAME_LIMIT: usize = 40;

/// The most characters the value of tag `name` holds (issue 28): a name of a person, an event,
/// a site, a round, a team or a title as many as the setup's fields
/// ([`crate::table::TEXT_LIMIT`], 200); the start position as a FEN ([`crate::table::FEN_LIMIT`]);
/// Escaque's own signatures' strokes and the seal's parts [`LONG_TAG_LIMIT`]; any other tag
/// (a link, an opening's name, a source) 2,000.
///
/// ```
/// use escaque::record::pgn::tag_limit;
/// assert_eq!(tag_limit("White"), 200);
/// assert_eq!(tag_limit("FEN"), 100);
/// assert_eq!(tag_limit("WhiteSignature"), 65_536);
/// assert_eq!(tag_limit("Link"), 2_000);
/// ```
pub fn tag_limit(name: &str) -> usize {
    const NAMES: [&str; 17] = [
        "Event", "Site", "Date", "Round", "Board", "White", "Black", "WhiteTitle", "BlackTitle", "WhiteFed",
        "BlackFed", "WhiteTeam", "BlackTeam", "Arbiter", "Annotator", "WhiteFideId", "BlackFideId",
    ];
    const ESCAQUE_LONG: [&str; 4] = ["WhiteSignature", "BlackSignature", "SealParts", "Seal"];
    if NAMES.contains(&name) {
        crate::table::TEXT_LIMIT
    } else if name == "FEN" {
        crate::table::FEN_LIMIT
    } else if ESCAQUE_LONG.contains(&name) {
        LONG_TAG_LIMIT
    } else {
        2_000
    }
}

/// The most characters Escaque's own long tags hold (a signature's strokes, the seal's parts):
/// 64 KiB, well above the longest signature the pad draws.
pub const LONG_TAG_LIMIT: usize = 65_536;

/// The first tag line of `text` whose name or value is longer than it holds ([`tag_limit`],
/// [`TAG_NAME_LIMIT`]), as the error to give at its line. Lines of `[%...]` commands (inside a
/// comment) are no tags. Characters are counted only when the bytes could be too many.
fn tag_too_long(text: &str) -> Option<PgnError> {
    let count = |s: &str, limit: usize| if s.len() > limit { s.chars().count() } else { 0 };
    text.lines().enumerate().find_map(|(index, line)| {
        let tag = line.trim().strip_prefix('[').filter(|t| !t.starts_with('%'))?;
        let name_end = tag.find(|c: char| c.is_whitespace() || c == '"' || c == ']').unwrap_or(tag.len());
        let name = &tag[..name_end];
        let too_long = |name: &str, length: usize, limit: usize| {
            let name = name.chars().take(TAG_NAME_LIMIT).collect();
            Some(PgnError::new(PgnProblem::TagTooLong { name, length, limit }).at_line(index + 1))
        };
        let name_length = count(name, TAG_NAME_LIMIT);
        if name_length > TAG_NAME_LIMIT {
            return too_long(name, name_length, TAG_NAME_LIMIT);
        }
        let rest = &tag[name_end..];
        let value = match (rest.find('"'), rest.rfind('"')) {
            (Some(open), Some(close)) if close > open => &rest[open + 1..close],
            (Some(open), _) => &rest[open + 1..],
            _ => rest,
        };
        let limit = tag_limit(name);
        let length = count(value, limit);
        (length > limit).then(|| too_long(name, length, limit)).flatten()
    })
}

/// pgn-reader's reader for `bytes`, its tag lines as long as [`LONG_TAG_LIMIT`] allows (its
/// default, 255 bytes, is stretched only by what its 16 KiB buffer happens to hold: a longer
/// signature's strokes would be taken for a tag never closed). The long tags are base64, one
/// byte a character; the buffer is then 256 KiB.
fn reader(bytes: &[u8]) -> Reader<&[u8]> {
    Reader::build(bytes).set_supported_tag_line_length(LONG_TAG_LIMIT + 1_024).finish()
}

/// pgn-reader's refusal in typed words, never its English: a tag or a comment never closed; any
/// other reason (none is known for text in memory) kept as its words.
fn reader_problem(error: &std::io::Error) -> PgnProblem {
    match error.to_string().as_str() {
        "unterminated tag" => PgnProblem::TagNotClosed,
        "unterminated comment" => PgnProblem::CommentNotClosed,
        other => PgnProblem::Unreadable(other.to_owned()),
    }
}

#[derive(Default)]
struct Collect {
    tags: Vec<(String, String)>,
    moves: Vec<PgnMove>,
    result: Option<String>,
}

impl Visitor for Collect {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        self.tags.push((String::from_utf8_lossy(name).into_owned(), value.decode_utf8_lossy().into_owned()));
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, _: ()) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn san(&mut self, _: &mut (), san: SanPlus) -> ControlFlow<()> {
        self.moves.push(PgnMove { san, comments: Vec::new(), line: 0 });
        ControlFlow::Continue(())
    }
    fn comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<()> {
        if let Some(m) = self.moves.last_mut() {
            m.comments.push(String::from_utf8_lossy(comment.as_bytes()).trim().to_owned());
        }
        ControlFlow::Continue(())
    }
    fn outcome(&mut self, _: &mut (), outcome: pgn_reader::Outcome) -> ControlFlow<()> {
        self.result = Some(outcome.to_string());
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, _: ()) {}
}

const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// Whether `line` (trimmed) is exactly one tag: `[Name "value"]`, with every `"` and
/// backslash in the value escaped by a backslash.
fn one_tag(line: &str) -> bool {
    let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) else {
        return false;
    };
    let Some((name, value)) = inner.split_once(' ') else {
        return false;
    };
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return false;
    }
    let Some(value) = value.strip_prefix('"').and_then(|v| v.strip_suffix('"')) else {
        return false;
    };
    let mut escaped = false;
    for c in value.chars() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return false,
            _ => {}
        }
    }
    !escaped
}

/// The second pass: the main line's move tokens and whether a result marker ends them, or the
/// first thing wrong with the text.
/// `text` has each `{...}` comment replaced by a lone `{` (see [`without_comments`]). `strict`
/// refuses, besides, what a sealed record never holds (see the module's documentation).
fn main_line_tokens(text: &str, start: &Chess, strict: bool) -> Result<MainLine, PgnError> {
    let refuse = |problem: PgnProblem, line_no: usize| Err(PgnError::new(problem).at_line(line_no));
    let mut tokens: Vec<(String, usize)> = Vec::new();
    let mut result_seen = false;
    let mut depth = 0usize;
    // The line of the outermost variation's `(`, to name when it is never closed.
    let mut opened_at = 0usize;
    let mut in_tags = true;
    // Read strictly, the layout is the record's own: tags from the first column, one blank line,
    // the moves; other readers end the tags or the game at any other line break.
    let mut blank_lines = 0usize;
    for (index, raw_line) in text.lines().enumerate() {
        let line_no = index + 1;
        let line = raw_line.trim_start_matches('\u{feff}');
        let trimmed = line.trim();
        if strict && line.starts_with('%') {
            return refuse(PgnProblem::EscapeLine, line_no);
        }
        if strict && !result_seen {
            let hides = line.contains('\r')
                || (trimmed.is_empty() && !line.is_empty())
                || (trimmed.is_empty() && (!in_tags || tokens.is_empty() && blank_lines > 0 || index == 0))
                || (!trimmed.is_empty() && in_tags && blank_lines > 0 && trimmed.starts_with('['))
                || (in_tags && trimmed.starts_with('[') && line.len() != line.trim_start().len());
            if hides {
                return refuse(PgnProblem::LineBreakOtherwise, line_no);
            }
            if trimmed.is_empty() {
                blank_lines += 1;
            }
        }
        if line.starts_with('%') || trimmed.is_empty() {
            continue;
        }
        if in_tags && trimmed.starts_with('[') {
            if glued_tag(trimmed) {
                return Err(PgnError::new(PgnProblem::TagGluedToMoves).at_line(line_no));
            }
            if !trimmed.ends_with(']') {
                return Err(PgnError::new(PgnProblem::TagNotClosed).at_line(line_no));
            }
            if strict && !one_tag(trimmed) {
                return refuse(PgnProblem::TagLineOtherwise, line_no);
            }
            continue;
        }
        if trimmed.starts_with('[') && depth == 0 {
            return Err(PgnError::new(if result_seen {
                PgnProblem::MoreThanOneGame
            } else if glued_tag(trimmed) {
                PgnProblem::TagGluedToMoves
            } else {
                PgnProblem::TagAmongMoves
            })
            .at_line(line_no));
        }
        in_tags = false;
        let mut rest = line;
        while let Some(c) = rest.chars().next() {
            match c {
                c if c.is_whitespace() || c == '.' => rest = &rest[c.len_utf8()..],
                ';' if strict => return refuse(PgnProblem::RestOfLineComment, line_no),
                ';' => break,
                '{' => {
                    // A comment: a scoresheet writes them after its moves only.
                    if strict && depth == 0 && (tokens.is_empty() || result_seen) {
                        return refuse(PgnProblem::CommentOutsideMoves, line_no);
                    }
                    rest = &rest[1..];
                }
                '(' if strict => return refuse(PgnProblem::Variation, line_no),
                '(' => {
                    if depth == 0 {
                        opened_at = line_no;
                    }
                    depth += 1;
                    rest = &rest[1..];
                }
                ')' => {
                    if depth == 0 {
                        return Err(PgnError::new(PgnProblem::VariationNotOpened).at_line(line_no));
                    }
                    depth -= 1;
                    rest = &rest[1..];
                }
                '}' => {
                    return Err(PgnError::new(PgnProblem::CommentNotOpened).at_line(line_no));
                }
                _ => {
                    let end = rest.find(|ch: char| ch.is_whitespace() || "{}();".contains(ch)).unwrap_or(rest.len());
                    let token = &rest[..end];
                    rest = &rest[end..];
                    let glyph = token.starts_with('$') || token.starts_with(['!', '?']);
                    if strict && depth == 0 && (glyph || token.ends_with(['!', '?'])) {
                        return refuse(PgnProblem::Annotation(token.to_owned()), line_no);
                    }
                    if depth > 0 || glyph {
                        continue;
                    }
                    if token.starts_with('[') {
                        // A tag after moves on the same line.
                        let problem =
                            if result_seen { PgnProblem::MoreThanOneGame } else { PgnProblem::TagGluedToMoves };
                        return refuse(problem, line_no);
                    }
                    if result_seen {
                        return Err(PgnError::new(PgnProblem::AfterResult(token.to_owned())).at_line(line_no));
                    }
                    if RESULTS.contains(&token) {
                        result_seen = true;
                        continue;
                    }
                    let Some(san_text) = move_text(token, strict) else {
                        continue; // a move number, or `e.p.` after an en passant capture
                    };
                    let san_text = san_text.as_str();
                    let ply = tokens.len();
                    if san_text == "--" || san_text == "Z0" {
                        return Err(PgnError::at_move(start, ply, token, PgnProblem::NullMove).at_line(line_no));
                    }
                    if coordinates(san_text) {
                        return Err(PgnError::at_move(start, ply, token, PgnProblem::CoordinateMove).at_line(line_no));
                    }
                    if SanPlus::from_ascii(san_text.as_bytes()).is_err() {
                        return Err(PgnError::at_move(start, ply, token, PgnProblem::NotAMove).at_line(line_no));
                    }
                    tokens.push((san_text.to_owned(), line_no));
                }
            }
        }
    }
    if depth > 0 {
        return Err(PgnError::new(PgnProblem::VariationNotClosed).at_line(opened_at));
    }
    Ok(MainLine { tokens, result_seen })
}

/// Whether `token` (without its move number) writes a move by its squares, as engines and
/// some servers do (`g1f3`, `e2-e4`, `e7e8q`, `e7e8=Q`): never SAN, where a pawn is named by
/// its file alone and a piece by its letter. (shakmaty and python-chess read `g1f3` as a move
/// from g1 to f3, which SAN does not write; refused here by name, not as an illegal move.)
fn coordinates(token: &str) -> bool {
    let bytes = token.trim_end_matches(['+', '#']).as_bytes();
    let square = |b: &[u8]| matches!(b, [b'a'..=b'h', b'1'..=b'8']);
    if bytes.len() < 4 || !square(&bytes[..2]) {
        return false;
    }
    let rest = match bytes[2] {
        b'-' | b'x' => &bytes[3..],
        _ => &bytes[2..],
    };
    if rest.len() < 2 || !square(&rest[..2]) {
        return false;
    }
    let promotion = rest[2..].strip_prefix(b"=").unwrap_or(&rest[2..]);
    matches!(promotion, [] | [b'q' | b'r' | b'b' | b'n' | b'Q' | b'R' | b'B' | b'N'])
}

/// Whether a line that starts with `[` holds a whole tag followed by more than spaces (moves,
/// most likely): `[Result "1-0"] 1. e4 e5`.
fn glued_tag(trimmed: &str) -> bool {
    let Some(inner) = trimmed.strip_prefix('[') else { return false };
    let Some(open) = inner.find('"') else { return false };
    let mut escaped = false;
    for (i, c) in inner[open + 1..].char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => {
                let after = inner[open + 1 + i + 1..].trim_start();
                // Another tag after it on the same line is a tag line still (read leniently).
                return after.strip_prefix(']').is_some_and(|rest| !rest.trim().is_empty() && !rest.trim_start().starts_with('['));
            }
            _ => {}
        }
    }
    false
}

/// The main line as the second pass reads it.
struct MainLine {
    /// Its move tokens, as SAN, each with its line (from 1).
    tokens: Vec<(String, usize)>,
    /// Whether a result marker ends it.
    result_seen: bool,
}

/// The move a movetext token writes, as SAN: without its move number (`12.`, `12...`) or
/// annotation glyphs (`!?`); castling written with zeros (`0-0`, `0-0-0`) read as with letters,
/// except `strict`ly (a scoresheet writes letters). `None` for a lone move number and, not
/// strictly, for the `e.p.` (or `ep`) some write after an en passant capture.
fn move_text(token: &str, strict: bool) -> Option<String> {
    let unnumbered = token.trim_start_matches(|ch: char| ch.is_ascii_digit());
    let text = if unnumbered.is_empty() || unnumbered.starts_with('.') {
        unnumbered.trim_start_matches('.')
    } else {
        token // `0-0` starts with a digit, and is no move number
    };
    let text = text.trim_end_matches(['!', '?']);
    if text.is_empty() || !strict && matches!(text, "e.p." | "ep" | "e.p") {
        return None;
    }
    if strict {
        return Some(text.to_owned());
    }
    let mark = text.find(['+', '#']).unwrap_or(text.len());
    Some(match &text[..mark] {
        "0-0" => format!("O-O{}", &text[mark..]),
        "0-0-0" => format!("O-O-O{}", &text[mark..]),
        _ => text.to_owned(),
    })
}

/// Replaces each `{...}` comment (which may span lines) by a lone `{`, keeping line breaks so
/// that line numbers stay right, and a `{` on each further line of the comment that holds more
/// than spaces (its last holds the `}`), so that a line is blank here only if it is blank in
/// the text; fails on a comment never closed. A `{` means nothing in a `;` comment, an escape
/// line (`%`) or a tag line (PGN standard, sections 5, 6 and 8.1), which are copied as they are.
fn without_comments(text: &str) -> Result<String, PgnError> {
    let mut out = String::with_capacity(text.len());
    let mut line_no = 0usize;
    // The line the comment still open began on.
    let mut open: Option<usize> = None;
    for line in text.split_inclusive('\n') {
        line_no += 1;
        let mut rest = line;
        if open.is_some() {
            // Inside a comment from an earlier line: a `{` marks a line with more than spaces.
            match rest.find('}') {
                None => {
                    let ending = &rest[rest.trim_end_matches(['\r', '\n']).len()..];
                    if !rest.trim().is_empty() {
                        out.push('{');
                    }
                    out.push_str(ending);
                    continue;
                }
                Some(close) => {
                    out.push('{');
                    rest = &rest[close + 1..];
                    open = None;
                }
            }
        } else {
            let body = rest.trim_start_matches('\u{feff}');
            if body.starts_with('%') || body.trim_start().starts_with('[') {
                out.push_str(rest);
                continue;
            }
        }
        loop {
            let Some(at) = rest.find(['{', ';']) else {
                out.push_str(rest);
                break;
            };
            out.push_str(&rest[..at]);
            if rest[at..].starts_with(';') {
                out.push_str(&rest[at..]);
                break;
            }
            out.push('{');
            match rest[at + 1..].find('}') {
                Some(close) => rest = &rest[at + 1 + close + 1..],
                None => {
                    open = Some(line_no);
                    out.push_str(&rest[rest.trim_end_matches(['\r', '\n']).len()..]);
                    break;
                }
            }
        }
    }
    match open {
        Some(line) => Err(PgnError::new(PgnProblem::CommentNotClosed).at_line(line)),
        None => Ok(out),
    }
}

/// The text of one game as readers lay it out, line for line, for the lenient reading: a
/// comment (or `;` comment, or escape line) before the first tag is blanked, as every reader
/// passes over it (pgn-extract's `eco.pgn` opens with one); and once the moves have begun, a
/// blank line is a line of one space, since a blank line inside the moves is layout (pgn-extract
/// writes one after a comment before move 1; people leave one between moves), where pgn-reader
/// would end the game. The game's own end is found before ([`split_games`]).
fn as_laid_out(text: &str) -> std::borrow::Cow<'_, str> {
    let skipped = before_first_tag(text);
    let mut out = String::with_capacity(text.len() + 16);
    for c in text[..skipped].chars() {
        if c == '\n' || c == '\r' {
            out.push(c);
        }
    }
    let mut moves_begun = false;
    for line in text[skipped..].split_inclusive('\n') {
        let trimmed = line.trim_start_matches('\u{feff}').trim();
        if trimmed.is_empty() {
            if moves_begun {
                out.push(' ');
            }
        } else if !trimmed.starts_with('[') && !line.starts_with('%') {
            moves_begun = true;
        }
        out.push_str(line);
    }
    std::borrow::Cow::Owned(out)
}

/// The length of what comes before the first tag line when that is only comments, `;`
/// comments, escape lines and spaces; 0 otherwise (no tag, or a move before it).
fn before_first_tag(text: &str) -> usize {
    let mut in_comment = false;
    let mut offset = 0usize;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let body = line.trim_start_matches('\u{feff}');
        if !in_comment && body.starts_with('%') {
            continue;
        }
        let mut rest = body;
        loop {
            if in_comment {
                match rest.find('}') {
                    Some(close) => {
                        rest = &rest[close + 1..];
                        in_comment = false;
                    }
                    None => break,
                }
            }
            let trimmed = rest.trim_start();
            match trimmed.chars().next() {
                None | Some(';') => break,
                Some('{') => {
                    in_comment = true;
                    rest = &trimmed[1..];
                }
                Some('[') if rest.len() == body.len() => return start,
                // A tag after a comment closed on the same line is no layout a reader expects;
                // leave the text as it is.
                Some(_) => return 0,
            }
        }
    }
    0
}

/// Reads the one game of a PGN text.
///
/// A text of several games is refused with their list (see [`read_game_numbered`] to choose
/// one).
///
/// ```
/// let game = escaque::record::read_game("[Event \"?\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
/// assert_eq!(game.moves.len(), 4);
/// assert_eq!(game.result, "0-1");
/// let err = escaque::record::read_game("1. f3 e5 2. g4 Qh").unwrap_err();
/// assert_eq!(err.to_string(), "line 1: move 2... Qh: this is not a move in algebraic notation");
/// ```
pub fn read_game(text: &str) -> Result<PgnGame, PgnError> {
    read_game_numbered(text, None)
}

/// Reads game `number` (from 1) of a PGN text, or with `None` its only game.
///
/// A game ends at its result marker, or where the next game's tags begin. A game without a
/// result marker is read when another game follows it or when its last move is marked mate
/// (`#`); its result is then its `Result` tag's, or `*`. The last game of the text with neither
/// is refused as truncated, whatever its tags say (a file cut short keeps its tags).
///
/// ```
/// use escaque::record::{pgn::read_game_numbered, PgnProblem};
/// let text = "[White \"Ana\"]\n[Black \"Breixo\"]\n\n1. e4 e5 1-0\n\n\
///             [White \"Carme\"]\n[Black \"Dinis\"]\n[Round \"2\"]\n\n1. d4 Nf6 2. Qx9 0-1\n";
/// // Lines are counted in the whole text.
/// assert_eq!(read_game_numbered(text, Some(2)).unwrap_err().line, Some(10));
/// let err = read_game_numbered(text, None).unwrap_err();
/// assert!(matches!(err.problem, PgnProblem::SeveralGames(ref games) if games.len() == 2));
/// assert_eq!(read_game_numbered(text, Some(1)).unwrap().result, "1-0");
/// ```
pub fn read_game_numbered(text: &str, number: Option<usize>) -> Result<PgnGame, PgnError> {
    let (offset, game, followed) = choose(text, number)?;
    read(game, false, followed).map_err(|e| e.lines_after(offset))
}

/// Reads exactly one game from a PGN text for checking its seal: as [`read_game`], refusing
/// besides everything a scoresheet never writes (see the module's documentation), and a second
/// game.
///
/// ```
/// use escaque::record::{read_game_strict, PgnProblem};
/// assert!(read_game_strict("[Event \"?\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").is_ok());
/// let err = read_game_strict("[Event \"?\"]\n\n1. f3 e5 2. g4 $4 Qh4# 0-1\n").unwrap_err();
/// assert_eq!(err.problem, PgnProblem::Annotation("$4".to_owned()));
/// ```
pub fn read_game_strict(text: &str) -> Result<PgnGame, PgnError> {
    let game = read(text, true, false)?;
    if !super::readers::read_alike(text, text, true) {
        return Err(PgnError::new(PgnProblem::ReadOtherwise));
    }
    Ok(game)
}

/// Reads game `number` (from 1) of a PGN text strictly, as [`read_game_strict`] reads a text of
/// one game: the game's own text, from its first tag line to the next game's, must be exactly
/// what its scoresheet writes. With `None`, the whole text must be that one game.
pub fn read_game_strict_numbered(text: &str, number: Option<usize>) -> Result<PgnGame, PgnError> {
    match number {
        None => read_game_strict(text),
        Some(_) => {
            let (offset, game, _) = choose(text, number)?;
            let read = read(game, true, false).map_err(|e| e.lines_after(offset))?;
            // The game's text as another reader splits the file (issue 28): its tags its own.
            if !super::readers::read_alike(text, game, false) {
                return Err(PgnError::new(PgnProblem::ReadOtherwise).at_line(offset + 1));
            }
            Ok(read)
        }
    }
}

/// The games of a PGN text, to choose one by: each one's number and players.
///
/// ```
/// let text = "[White \"Ana\"]\n[Black \"Breixo\"]\n[Round \"1\"]\n\n1. e4 1-0\n\n1. d4 *\n";
/// let games = escaque::record::pgn::list_games(text);
/// assert_eq!(games.len(), 2);
/// assert_eq!((games[0].white.as_str(), games[0].round.as_deref()), ("Ana", Some("1")));
/// assert_eq!((games[1].number, games[1].white.as_str(), games[1].round.as_deref()), (2, "?", None));
/// ```
pub fn list_games(text: &str) -> Vec<GameListing> {
    split_games(text)
        .iter()
        .enumerate()
        .map(|(index, &(_, game))| {
            let mut collect = Collect::default();
            // The tags only: a game that cannot be read is still listed, by what could be.
            let _ = reader(game.as_bytes()).read_game(&mut collect);
            let tag = |name: &str| collect.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.trim().to_owned());
            let known = |v: &String| !v.is_empty() && v != "?" && v != "-";
            GameListing {
                number: index + 1,
                white: tag("White").filter(known).unwrap_or_else(|| "?".to_owned()),
                black: tag("Black").filter(known).unwrap_or_else(|| "?".to_owned()),
                round: tag("Round").filter(known),
            }
        })
        .collect()
}

/// The tags of game `number` (from 1; `None`: the text's only game), read however its moves
/// are written; none when there is no such game.
///
/// ```
/// let text = "[White \"Ana\"]\n\n1. e4 $1 (1. d4) 1-0\n";
/// assert_eq!(escaque::record::pgn::tags_of(text, None), [("White".to_owned(), "Ana".to_owned())]);
/// ```
pub fn tags_of(text: &str, number: Option<usize>) -> Vec<(String, String)> {
    let Ok((_, game, _)) = choose(text, number) else { return Vec::new() };
    let mut collect = Collect::default();
    let _ = reader(as_laid_out(game).as_bytes()).read_game(&mut collect);
    collect.tags
}

/// The game `number` asks for: how many lines of the text come before it, its text, and
/// whether another game follows it.
fn choose(text: &str, number: Option<usize>) -> Result<(usize, &str, bool), PgnError> {
    if text.trim().is_empty() {
        return Err(PgnError::new(PgnProblem::NoGame));
    }
    let games = split_games(text);
    let index = match number {
        None if games.len() == 1 => 0,
        None => return Err(PgnError::new(PgnProblem::SeveralGames(list_games(text)))),
        Some(n) if n == 0 || n > games.len() => {
            return Err(PgnError::new(PgnProblem::NoSuchGame { asked: n, games: games.len() }));
        }
        Some(n) => n - 1,
    };
    let (offset, game) = games[index];
    Ok((offset, game, index + 1 < games.len()))
}

/// The games of a PGN text, each with the number of lines before it. A game begins at the text's
/// start, at a tag line that follows moves or a result marker, and at a line of moves after a
/// result marker; comments, `;` comments, `%` escape lines and variations are passed over, so
/// that what they hold never begins a game.
fn split_games(text: &str) -> Vec<(usize, &str)> {
    let mut games = Vec::new();
    let (mut begin, mut begin_line) = (0usize, 0usize);
    let (mut in_comment, mut depth, mut moves_seen, mut result_seen) = (false, 0usize, false, false);
    let mut offset = 0usize;
    for (index, line) in text.split_inclusive('\n').enumerate() {
        let line_start = offset;
        offset += line.len();
        let body = line.trim_start_matches('\u{feff}');
        let trimmed = body.trim();
        if !in_comment && depth == 0 {
            // Move numbers and their dots alone (a stray `.` after the result) are no moves.
            let moves_text = trimmed.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c.is_whitespace());
            let new_game = (trimmed.starts_with('[') && (moves_seen || result_seen))
                || (result_seen && !moves_text.is_empty() && !trimmed.starts_with(['{', ';', '%', '[']));
            if new_game {
                games.push((begin_line, &text[begin..line_start]));
                (begin, begin_line, moves_seen, result_seen) = (line_start, index, false, false);
            }
            if trimmed.starts_with('[') || body.starts_with('%') {
                continue; // a tag line, whose value may hold anything; an escape line
            }
        }
        let mut rest = body;
        while let Some(c) = rest.chars().next() {
            if in_comment {
                match rest.find('}') {
                    Some(close) => {
                        rest = &rest[close + 1..];
                        in_comment = false;
                        continue;
                    }
                    None => break,
                }
            }
            match c {
                '{' => in_comment = true,
                ';' => break,
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                c if c.is_whitespace() || c == '}' => {}
                _ => {
                    let end = rest.find(|ch: char| ch.is_whitespace() || "{}();".contains(ch)).unwrap_or(rest.len());
                    if depth == 0 {
                        if RESULTS.contains(&&rest[..end]) {
                            result_seen = true;
                        } else {
                            moves_seen = true;
                        }
                    }
                    rest = &rest[end..];
                    continue;
                }
            }
            rest = &rest[c.len_utf8()..];
        }
    }
    games.push((begin_line, &text[begin..]));
    games
}

impl PgnError {
    /// The error with its line counted in a text that has `lines` more lines before this one.
    fn lines_after(mut self, lines: usize) -> PgnError {
        self.line = self.line.map(|line| line + lines);
        self
    }
}

/// Reads the one game of `text`; `followed`: another game follows it in the file, so a missing
/// result marker is no sign of a truncated file.
fn read(text: &str, strict: bool, followed: bool) -> Result<PgnGame, PgnError> {
    if text.trim().is_empty() {
        return Err(PgnError::new(PgnProblem::NoGame));
    }
    // A sealed record is read as written; any other text as readers lay it out.
    let text = if strict { std::borrow::Cow::Borrowed(text) } else { as_laid_out(text) };
    let text = text.as_ref();
    // A tag of megabytes is refused, naming it, before anything reads it (issue 28).
    if let Some(error) = tag_too_long(text) {
        return Err(error);
    }
    let uncommented = without_comments(text)?;
    let mut collect = Collect::default();
    reader(text.as_bytes()).read_game(&mut collect).map_err(|e| PgnError::new(reader_problem(&e)))?;
    let mut game = PgnGame { tags: collect.tags, moves: collect.moves, result: collect.result.unwrap_or_default() };
    // A start position that cannot be read is named at its tag's line.
    let tag_line = |names: &[&str]| {
        text.lines()
            .position(|l| names.iter().any(|n| l.trim_start().starts_with(&format!("[{n} "))))
            .map_or(0, |i| i + 1)
    };
    let start = game.start_position().map_err(|e| e.on_line(tag_line(&["FEN", "Variant"])))?;
    let MainLine { tokens, result_seen } = main_line_tokens(&uncommented, &start, strict)?;
    if !result_seen {
        let tag = game.tag("Result").map(str::trim).filter(|r| RESULTS.contains(r)).map(str::to_owned);
        // Another game follows (the marker was left out, not cut off), or the last move mates
        // (nothing is missing but the marker): the tag's result, else none. A `Result` tag alone
        // proves nothing: a file cut short keeps its tags.
        let whole = followed || tokens.last().is_some_and(|(t, _)| t.ends_with('#'));
        match tag {
            _ if !strict && whole => game.result = tag.unwrap_or_else(|| "*".to_owned()),
            _ => {
                let (after, line) = match tokens.len() {
                    0 => (None, text.lines().count()),
                    n => (Some((MoveNumber::of_ply(&start, n - 1), tokens[n - 1].0.clone())), tokens[n - 1].1),
                };
                return Err(PgnError::new(PgnProblem::NoResult(after)).at_line(line));
            }
        }
    }
    // The first move the two readings do not agree on, named at its line.
    let differs = tokens
        .iter()
        .zip(&game.moves)
        .position(|((token, _), m)| SanPlus::from_ascii(token.as_bytes()).map_or(true, |san| san != m.san));
    if let Some(ply) = differs.or((tokens.len() != game.moves.len()).then(|| tokens.len().min(game.moves.len()))) {
        let problem = PgnProblem::MovesUnread { tokens: tokens.len(), read: game.moves.len() };
        return Err(match tokens.get(ply) {
            Some((token, line)) => PgnError::at_move(&start, ply, token, problem).at_line(*line),
            None => PgnError::new(problem).at_line(text.lines().count()),
        });
    }
    for (m, (_, line)) in game.moves.iter_mut().zip(&tokens) {
        m.line = *line;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingSide, san::San};

    fn castles(game: &PgnGame) -> Vec<(CastlingSide, Option<shakmaty::san::Suffix>)> {
        game.moves
            .iter()
            .filter_map(|m| match m.san.san {
                San::Castle(side) => Some((side, m.san.suffix)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn two_tags_on_one_line_are_no_tag_glued_to_moves() {
        let text = "[Event \"x\"] [Site \"y\"]\n\n1. e4 e5 *\n";
        assert!(!glued_tag("[Event \"x\"] [Site \"y\"]"));
        assert!(glued_tag("[Event \"x\"] 1. e4"));
        assert_eq!(read_game(text).unwrap().moves.len(), 2);
    }

    #[test]
    fn a_stray_dot_after_the_result_starts_no_game() {
        // Found by tests/records/parsers_never_panic.rs: read strictly, the dot is nothing; read
        // leniently it made a second game of nothing.
        let text = "[Event \"?\"]\n\n1. e4 e5 1-0\n.";
        assert_eq!(split_games(text).len(), 1);
        assert_eq!(read_game(text).unwrap(), read_game_strict(text).unwrap());
        // A move after the result still begins another game.
        assert_eq!(split_games("1. e4 e5 1-0\n2. d4 *\n").len(), 2);
    }

    #[test]
    fn castling_with_zeros_reads_as_with_letters() {
        use shakmaty::san::Suffix::{Check, Checkmate};
        // Both sides, with and without a check mark, glued to a move number or not.
        let zeros = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 d6 6. Bg5 h6 7. Bh4 Qe7 \
                     8. Nc3 Bd7 9. Qd2 0-0-0 *";
        let letters = zeros.replace("0-0-0", "O-O-O").replace("0-0 ", "O-O ");
        let game = read_game(zeros).unwrap();
        assert_eq!(game, read_game(&letters).unwrap());
        assert_eq!(castles(&game), vec![(CastlingSide::KingSide, None), (CastlingSide::QueenSide, None)]);
        // With a check or mate mark: the reader keeps the mark as written (whether it is right
        // is for the replay to find); here the rook on f1 does check the king on f8.
        let check = read_game("[FEN \"5k2/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1.0-0+ *").unwrap();
        assert_eq!(castles(&check), vec![(CastlingSide::KingSide, Some(Check))]);
        let mate = read_game("[FEN \"r3k3/8/8/8/8/8/8/6K1 b q - 0 1\"]\n\n1... 0-0-0# *").unwrap();
        assert_eq!(castles(&mate), vec![(CastlingSide::QueenSide, Some(Checkmate))]);
        // Glyphs after the zeros are read over, as after letters.
        let glyph = read_game("[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n1. 0-0-0!? *").unwrap();
        assert_eq!(castles(&glyph), vec![(CastlingSide::QueenSide, None)]);
        // Read strictly (a sealed record), zeros are not how a scoresheet writes castling.
        let err = read_game_strict("[Event \"?\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 *\n").unwrap_err();
        assert_eq!(err.problem, PgnProblem::NotAMove);
    }

    #[test]
    fn move_text_takes_castling_with_zeros_and_leaves_numbers_and_glyphs() {
        assert_eq!(move_text("0-0", false).as_deref(), Some("O-O"));
        assert_eq!(move_text("0-0-0", false).as_deref(), Some("O-O-O"));
        assert_eq!(move_text("0-0+", false).as_deref(), Some("O-O+"));
        assert_eq!(move_text("0-0-0#", false).as_deref(), Some("O-O-O#"));
        assert_eq!(move_text("12.0-0!?", false).as_deref(), Some("O-O"));
        assert_eq!(move_text("12...0-0-0?", false).as_deref(), Some("O-O-O"));
        assert_eq!(move_text("0-0", true).as_deref(), Some("0-0"), "strictly, left for the SAN check to refuse");
        assert_eq!(move_text("12.", false), None);
        assert_eq!(move_text("12...", false), None);
        assert_eq!(move_text("e.p.", false), None);
        assert_eq!(move_text("e.p.", true).as_deref(), Some("e.p."));
        assert_eq!(move_text("1...e5", false).as_deref(), Some("e5"));
        assert_eq!(move_text("Nf3!!", false).as_deref(), Some("Nf3"));
    }

    #[test]
    fn notations_clubs_use_are_read() {
        let plain = read_game("1. e4 e5 2. Nf3 d6 3. d4 exd4 4. Nxd4 Nf6 5. Nc3 Be7 *").unwrap();
        let written = "1. e4! $1 e5 {a comment} 2.Nf3 ; to the end of the line\n\
                       d6?! (2... Nc6 3. Bb5 (3. Bc4) a6) 3. d4 $14 exd4 4. Nxd4 ?? Nf6 \r\n\
                       % an escape line\r\n5. Nc3 5... Be7   \r\n*  \r\n";
        assert_eq!(
            read_game(written).unwrap().moves.iter().map(|m| &m.san).collect::<Vec<_>>(),
            plain.moves.iter().map(|m| &m.san).collect::<Vec<_>>()
        );
        // `e.p.` after an en passant capture, apart.
        let ep = read_game("1. e4 a6 2. e5 d5 3. exd6 e.p. cxd6 *").unwrap();
        assert_eq!(ep.moves.len(), 6);
        assert_eq!(ep.moves[4].san.to_string(), "exd6");
    }

    #[test]
    fn a_missing_result_marker_is_read_where_a_tag_or_a_next_game_stands_for_it() {
        let tagged = read_game("[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#\n").unwrap();
        assert_eq!(tagged.result, "1-0");
        let text = "[White \"A\"]\n\n1. e4 e5\n\n[White \"B\"]\n\n1. d4 d5 *\n";
        assert_eq!(read_game_numbered(text, Some(1)).unwrap().result, "*");
        assert_eq!(read_game_numbered(text, Some(2)).unwrap().moves.len(), 2);
        // After a move marked mate, only the marker is missing.
        assert_eq!(read_game("1. f3 e5 2. g4 Qh4#\n").unwrap().result, "*");
        // The last game with no result anywhere looks truncated, and is refused.
        let err = read_game_numbered("1. e4 e5\n\n[White \"B\"]\n\n1. d4 d5\n", Some(2)).unwrap_err();
        assert!(matches!(err.problem, PgnProblem::NoResult(Some(_))), "{err:?}");
        // Read strictly, a tag does not stand for the marker.
        assert!(read_game_strict("[Result \"1-0\"]\n\n1. e4 e5\n").is_err());
    }

    #[test]
    fn games_are_split_at_tags_after_moves_and_at_moves_after_a_result() {
        let text = "[Event \"a\"]\n[White \"A\"]\n\n1. e4 {[Not a tag]\n[nor this]} e5 1-0\n\n\
                    [Event \"b\"]\n\n1. d4 ( 1. c4\n[inside a variation] ) d5 *\n1. c4 0-1\n";
        let games = split_games(text);
        assert_eq!(games.len(), 3, "{games:?}");
        assert_eq!(games[0].0, 0);
        assert!(games[1].1.starts_with("[Event \"b\"]"));
        assert_eq!(games[2], (10, "1. c4 0-1\n"));
        assert_eq!(read_game_numbered(text, Some(3)).unwrap().result, "0-1");
        // A comment after the result stays with its game.
        assert_eq!(split_games("1. e4 1-0\n{ won on time }\n").len(), 1);
        assert_eq!(split_games("").len(), 1);
    }

    #[test]
    fn the_game_asked_for_must_be_in_the_file() {
        let text = "1. e4 1-0\n\n[White \"B\"]\n\n1. d4 0-1\n";
        let err = |n| read_game_numbered(text, n).unwrap_err().problem;
        assert_eq!(err(Some(0)), PgnProblem::NoSuchGame { asked: 0, games: 2 });
        assert_eq!(err(Some(3)), PgnProblem::NoSuchGame { asked: 3, games: 2 });
        let PgnProblem::SeveralGames(list) = err(None) else { panic!() };
        assert_eq!(list.iter().map(|g| (g.number, g.white.as_str())).collect::<Vec<_>>(), [(1, "?"), (2, "B")]);
        // One game: --game 1 is that game; nothing else is.
        assert_eq!(read_game_numbered("1. e4 1-0", Some(1)).unwrap().result, "1-0");
        assert_eq!(
            read_game_numbered("1. e4 1-0", Some(2)).unwrap_err().problem,
            PgnProblem::NoSuchGame { asked: 2, games: 1 }
        );
        assert_eq!(read_game_numbered("  \n", Some(1)).unwrap_err().problem, PgnProblem::NoGame);
    }

    #[test]
    fn the_encoding_is_found_without_a_guess() {
        // Latin-1, as ChessBase writes it: every accented letter a byte of its own.
        let latin1 = b"[White \"Su\xe1rez \xc7elik\"]\n[Black \"N\xfa\xf1ez, M\xaa Jos\xe9\"]\n";
        let (text, encoding) = decode(latin1);
        assert_eq!(encoding, TextEncoding::Windows1252);
        assert_eq!(text, "[White \"Suárez Çelik\"]\n[Black \"Núñez, Mª José\"]\n");
        // Windows-1252 beyond Latin-1: the en dash, the curly apostrophe, the euro.
        assert_eq!(decode(b"Lugo \x96 O\x92Neill \x80").0, "Lugo – O’Neill €");
        // UTF-8, with and without its byte order mark.
        let utf8 = "[White \"Núñez, Mª José\"]";
        assert_eq!(decode(utf8.as_bytes()), (utf8.to_owned(), TextEncoding::Utf8));
        let with_bom = [b"\xef\xbb\xbf".as_slice(), utf8.as_bytes()].concat();
        assert_eq!(decode(&with_bom), (utf8.to_owned(), TextEncoding::Utf8Bom));
        // ASCII is the same in all of them.
        assert_eq!(decode(b"1. e4 e5 *"), ("1. e4 e5 *".to_owned(), TextEncoding::Utf8));
        // UTF-16 after its byte order mark, both ways round.
        let le: Vec<u8> = [0xff, 0xfe].into_iter().chain(utf8.encode_utf16().flat_map(u16::to_le_bytes)).collect();
        assert_eq!(decode(&le), (utf8.to_owned(), TextEncoding::Utf16Le));
        let be: Vec<u8> = [0xfe, 0xff].into_iter().chain(utf8.encode_utf16().flat_map(u16::to_be_bytes)).collect();
        assert_eq!(decode(&be), (utf8.to_owned(), TextEncoding::Utf16Be));
        // A UTF-8 byte order mark before Latin-1 text: the text is still read, as Windows-1252.
        assert_eq!(decode(b"\xef\xbb\xbfSu\xe1rez"), ("Suárez".to_owned(), TextEncoding::Windows1252));
        // Every byte decodes to something but DOS's end-of-file mark: no file is refused.
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(decode(&all).0.chars().count(), 255);
        // A sealed UTF-8 record beside a game in Latin-1: each line read as it was written.
        let mixed = b"[White \"N\xc3\xba\xc3\xb1ez\"]\n1. e4 *\n[White \"Su\xe1rez\"]\n1. d4 *\n\x1a";
        assert_eq!(decode(mixed).0, "[White \"Núñez\"]\n1. e4 *\n[White \"Suárez\"]\n1. d4 *\n");
    }

    #[test]
    fn a_file_cut_short_is_refused_whatever_its_result_tag_says() {
        let cut = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5";
        assert!(matches!(read_game(cut).unwrap_err().problem, PgnProblem::NoResult(_)));
        // A marker left out before another game is no cut: the tag gives the result.
        let two = format!("{cut}\n\n[White \"C\"]\n\n1. d4 *\n");
        assert_eq!(read_game_numbered(&two, Some(1)).unwrap().result, "1-0");
    }

    #[test]
    fn a_latin1_game_reads_with_its_names() {
        let bytes =
            b"[White \"Su\xe1rez\"]\r\n[Black \"\xc7elik\"]\r\n\r\n1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.0-0 1/2-1/2\r\n";
        let game = read_game(&decode(bytes).0).unwrap();
        assert_eq!((game.tag("White"), game.tag("Black")), (Some("Suárez"), Some("Çelik")));
        assert_eq!(game.moves.len(), 7);
    }
}
