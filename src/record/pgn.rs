//! Reading one game from PGN, strictly enough for an arbiter.
//!
//! pgn-reader does the reading (tags with their escapes, comments, variations). It is lenient
//! by design and passes over tokens it cannot read, so a second, strict pass walks the main line
//! and refuses what an arbiter would refuse: a token that is no move, a comment or variation
//! left open, a game without its result marker (the usual sign of a truncated file), or a
//! second game.
//!
//! Read strictly ([`read_game_strict`], for checking a seal), the pass also refuses everything
//! that a scoresheet never writes and that some reader would show or hide: escape lines (`%`),
//! `;` comments, variations, NAGs and annotation glyphs, comments before the first move or after
//! the result marker, and tag lines other than one `[Name "value"]` each.

use std::fmt;
use std::ops::ControlFlow;

use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::{CastlingMode, Chess, Color, Position, fen::Fen};

/// One move of the main line, with the comments that follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The move as written, read as SAN with its check or mate mark.
    pub san: SanPlus,
    /// The text of each comment after the move, without its braces, trimmed.
    pub comments: Vec<String>,
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
    /// A second game after the result marker.
    MoreThanOneGame,
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
        /// Why, in shakmaty's words.
        detail: String,
    },
    /// The `FEN` tag is not a legal position.
    FenIllegal {
        /// The tag's value.
        fen: String,
        /// Why, in shakmaty's words.
        detail: String,
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
    /// A move without its `[%emt]`.
    NoEmt,
    /// An `[%emt]` that is no time.
    EmtUnreadable(crate::clock::HmsError),
    /// A `[%clk]` that is no time.
    ClkUnreadable(crate::clock::HmsError),
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
        error: crate::record::sheet::StrokesError,
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
        let fen: Fen = text.parse().map_err(|e: shakmaty::fen::ParseFenError| {
            PgnError::new(PgnProblem::FenUnreadable { fen: text.to_owned(), detail: e.to_string() })
        })?;
        let illegal = |detail: String| PgnError::new(PgnProblem::FenIllegal { fen: text.to_owned(), detail });
        let position: Chess = fen.into_position(mode).map_err(|e| illegal(e.to_string()))?;
        match crate::table::Setup::move_number_too_large(&position) {
            Some(detail) => Err(illegal(detail)),
            None => Ok(position),
        }
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
        self.moves.push(PgnMove { san, comments: Vec::new() });
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

/// The second pass: the main line's move tokens, or the first thing wrong with the text.
/// `text` has each `{...}` comment replaced by a lone `{` (see [`without_comments`]). `strict`
/// refuses, besides, what a sealed record never holds (see the module's documentation).
fn main_line_tokens(text: &str, start: &Chess, strict: bool) -> Result<Vec<String>, PgnError> {
    let refuse = |problem: PgnProblem, line_no: usize| Err(PgnError::new(problem).at_line(line_no));
    let mut tokens: Vec<String> = Vec::new();
    let mut result_seen = false;
    let mut depth = 0usize;
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
                    if result_seen {
                        return Err(PgnError::new(PgnProblem::AfterResult(token.to_owned())).at_line(line_no));
                    }
                    if RESULTS.contains(&token) {
                        result_seen = true;
                        continue;
                    }
                    let san_text = token.trim_start_matches(|ch: char| ch.is_ascii_digit());
                    let san_text = san_text.trim_start_matches('.').trim_end_matches(['!', '?']);
                    if san_text.is_empty() {
                        continue; // a move number
                    }
                    let ply = tokens.len();
                    if san_text == "--" || san_text == "Z0" {
                        return Err(PgnError::at_move(start, ply, token, PgnProblem::NullMove).at_line(line_no));
                    }
                    if SanPlus::from_ascii(san_text.as_bytes()).is_err() {
                        return Err(PgnError::at_move(start, ply, token, PgnProblem::NotAMove).at_line(line_no));
                    }
                    tokens.push(san_text.to_owned());
                }
            }
        }
    }
    if depth > 0 {
        return Err(PgnError::new(PgnProblem::VariationNotClosed));
    }
    if !result_seen {
        let after = match tokens.len() {
            0 => None,
            n => Some((MoveNumber::of_ply(start, n - 1), tokens[n - 1].clone())),
        };
        return Err(PgnError::new(PgnProblem::NoResult(after)));
    }
    Ok(tokens)
}

/// Replaces each `{...}` comment (which may span lines) by a lone `{`, keeping line breaks so
/// that line numbers stay right, and a `{` on each further line of the comment that holds more
/// than spaces (its last holds the `}`), so that a line is blank here only if it is blank in
/// the text; fails on a comment never closed.
fn without_comments(text: &str) -> Result<String, PgnError> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let line = text[..text.len() - rest.len() + open].lines().count().max(1);
        let Some(close) = rest[open..].find('}') else {
            return Err(PgnError::new(PgnProblem::CommentNotClosed).at_line(line));
        };
        let mut lines = rest[open + 1..open + close].split('\n');
        let last = lines.clone().count() - 1;
        lines.next();
        out.push('{');
        for (k, line) in lines.enumerate() {
            out.push('\n');
            if k + 1 == last || !line.trim().is_empty() {
                out.push('{');
            }
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// Reads exactly one game from a PGN text.
///
/// ```
/// let game = escaque::record::read_game("[Event \"?\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
/// assert_eq!(game.moves.len(), 4);
/// assert_eq!(game.result, "0-1");
/// let err = escaque::record::read_game("1. f3 e5 2. g4 Qh").unwrap_err();
/// assert_eq!(err.to_string(), "line 1: move 2... Qh: this is not a move in algebraic notation");
/// ```
pub fn read_game(text: &str) -> Result<PgnGame, PgnError> {
    read(text, false)
}

/// Reads exactly one game from a PGN text for checking its seal: as [`read_game`], refusing
/// besides everything a scoresheet never writes (see the module's documentation).
///
/// ```
/// use escaque::record::{read_game_strict, PgnProblem};
/// assert!(read_game_strict("[Event \"?\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").is_ok());
/// let err = read_game_strict("[Event \"?\"]\n\n1. f3 e5 2. g4 $4 Qh4# 0-1\n").unwrap_err();
/// assert_eq!(err.problem, PgnProblem::Annotation("$4".to_owned()));
/// ```
pub fn read_game_strict(text: &str) -> Result<PgnGame, PgnError> {
    read(text, true)
}

fn read(text: &str, strict: bool) -> Result<PgnGame, PgnError> {
    if text.trim().is_empty() {
        return Err(PgnError::new(PgnProblem::NoGame));
    }
    let uncommented = without_comments(text)?;
    let mut reader = Reader::new(text.as_bytes());
    let mut collect = Collect::default();
    reader.read_game(&mut collect).map_err(|e| PgnError::new(PgnProblem::Unreadable(e.to_string())))?;
    let game = PgnGame { tags: collect.tags, moves: collect.moves, result: collect.result.unwrap_or_default() };
    let start = game.start_position()?;
    let tokens = main_line_tokens(&uncommented, &start, strict)?;
    if tokens.len() != game.moves.len() {
        return Err(PgnError::new(PgnProblem::MovesUnread { tokens: tokens.len(), read: game.moves.len() }));
    }
    Ok(game)
}
