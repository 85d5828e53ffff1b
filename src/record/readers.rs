//! How another reader splits a PGN text into games, so that `verify` calls a sealed game
//! intact only where that reader shows the same game (issue 28): its tags read as its tags, and
//! nothing of another game read into it. The reader is python-chess's `read_game` (1.x), the one
//! most scripts use, followed line by line: each game's leading blank, `%` and `;` lines are
//! passed over; its tags are the lines that begin with `[`, one blank line allowed between them;
//! its moves run to the first blank line outside a `{ }` comment, a `;` ending its line; a text
//! line where tags were expected begins the moves of a game without tags.

use std::ops::Range;

/// One line of `text` with its line end (`\n`, `\r\n` or a lone `\r`, as Python reads lines),
/// and where it begins.
fn lines(text: &str) -> Vec<(usize, &str)> {
    let mut lines = Vec::new();
    let (bytes, mut start) = (text.as_bytes(), 0);
    let mut i = 0;
    while i < bytes.len() {
        let end = match bytes[i] {
            b'\n' => Some(i + 1),
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => Some(i + 2),
            b'\r' => Some(i + 1),
            _ => None,
        };
        match end {
            Some(end) => {
                lines.push((start, &text[start..end]));
                (start, i) = (end, end);
            }
            None => i += 1,
        }
    }
    if start < text.len() {
        lines.push((start, &text[start..]));
    }
    lines
}

/// A line of white space alone (Python's `isspace`: not an empty string).
fn blank(line: &str) -> bool {
    !line.is_empty() && line.chars().all(char::is_whitespace)
}

/// A line python-chess passes over where a line begins: an escape or a comment line.
fn passed_over(line: &str) -> bool {
    line.starts_with('%') || line.starts_with(';')
}

/// The games python-chess reads from `text`: each one's text, from its first tag line (or its
/// first line of moves, for a game without tags) to the end of its last line, without the blank
/// line that ends it.
///
/// ```
/// use escaque::record::readers::python_chess_games;
/// let text = "[White \"Ana\"]\n\n1. e4 1-0\n\n[White \"Breixo\"]\n\n1. d4 *\n";
/// let games = python_chess_games(text);
/// assert_eq!(games.len(), 2);
/// assert!(text[games[1].clone()].starts_with("[White \"Breixo\"]"));
/// // A text line before the tags: a game without tags, whose moves are that line and the tags.
/// let text = "Round 2\n[White \"Breixo\"]\n\n1. d4 *\n";
/// let games = python_chess_games(text);
/// assert_eq!(games.len(), 2);
/// assert_eq!(&text[games[0].clone()], "Round 2\n[White \"Breixo\"]\n");
/// ```
pub fn python_chess_games(text: &str) -> Vec<Range<usize>> {
    let lines = lines(text);
    let line = |i: usize| -> (usize, &str) {
        let (at, line) = lines[i];
        // The first line of a file: its byte order mark is no part of it.
        let bom = if i == 0 && line.starts_with('\u{feff}') { '\u{feff}'.len_utf8() } else { 0 };
        (at + bom, &line[bom..])
    };
    let mut games = Vec::new();
    let mut i = 0;
    loop {
        while i < lines.len() && (blank(line(i).1) || passed_over(line(i).1)) {
            i += 1;
        }
        // The tags.
        let (mut start, mut empty) = (None, 0);
        while i < lines.len() {
            let (at, text) = line(i);
            if passed_over(text) {
                i += 1;
                continue;
            }
            if empty < 1 && blank(text) {
                empty += 1;
                i += 1;
                continue;
            }
            start.get_or_insert(at);
            if !text.starts_with('[') {
                break;
            }
            empty = 0;
            i += 1;
        }
        let Some(start) = start else { return games };
        // The moves, to a blank line that begins outside a comment.
        let mut end = text.len();
        let mut rest: Option<&str> = None;
        loop {
            let current = match rest.take() {
                Some(rest) => rest,
                None => {
                    let Some(&(at, fresh)) = lines.get(i) else { break };
                    if passed_over(fresh) {
                        i += 1;
                        continue;
                    }
                    if blank(fresh) {
                        end = at;
                        break;
                    }
                    i += 1;
                    fresh
                }
            };
            let Some(p) = current.find(['{', ';']) else { continue };
            if current[p..].starts_with(';') {
                continue;
            }
            // A comment: to its `}`, on this line or a later one.
            let mut after = &current[p + 1..];
            while !after.contains('}') {
                let Some(&(_, next)) = lines.get(i) else { break };
                i += 1;
                after = next;
            }
            if let Some(close) = after.find('}') {
                rest = Some(&after[close + 1..]);
            }
        }
        games.push(start..end);
        if i >= lines.len() {
            return games;
        }
    }
}

/// Whether python-chess reads `game` (a part of `text`, as `escaque` splits the text into
/// games) as the same game: a game of its own that begins at `game`'s first tag line and holds `game`'s lines, no more and no fewer. With `alone`, the text
/// must be that one game for python-chess too.
pub fn read_alike(text: &str, game: &str, alone: bool) -> bool {
    let begin = (game.as_ptr() as usize).wrapping_sub(text.as_ptr() as usize);
    if begin > text.len() || begin + game.len() > text.len() {
        return false;
    }
    // Where python-chess would begin it: its first line that is not blank, an escape or a
    // comment line (a tag line, for a record).
    let Some(tags) = lines(game)
        .into_iter()
        .map(|(at, line)| (at + line.len() - line.trim_start_matches('\u{feff}').len(), line.trim_start_matches('\u{feff}')))
        .find(|(_, line)| !blank(line) && !passed_over(line))
        .map(|(at, _)| begin + at)
    else {
        return false;
    };
    let ours = text[tags..begin + game.len()].trim_end();
    let theirs = python_chess_games(text);
    theirs.iter().any(|read| read.start == tags && text[read.clone()].trim_end() == ours) && (!alone || theirs.len() == 1)
}
