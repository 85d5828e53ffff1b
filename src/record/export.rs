//! Writing a game as PGN in export format: the Seven Tag Roster first and in its order, then the
//! other tags; move text in English SAN, wrapped under 80 characters; comments in braces.

use shakmaty::{Chess, Color, Position, san::SanPlus};

/// The Seven Tag Roster, in the order the PGN standard fixes (8.1.1).
pub const SEVEN_TAG_ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// One move to write, with the comments that follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportMove {
    /// The move in English SAN, with its check or mate mark.
    pub san: SanPlus,
    /// The comments after the move, each in its own braces (a `}` in one becomes `)`).
    pub comments: Vec<String>,
}

/// Finds a `[%name value]` command in a comment and returns the value.
///
/// ```
/// use escaque::record::export::command;
/// assert_eq!(command("[%clk 0:02:58] [%emt 0:00:03]", "emt"), Some("0:00:03"));
/// assert_eq!(command("good move", "emt"), None);
/// ```
pub fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
    let start = comment.find(&format!("[%{name} "))? + name.len() + 3;
    let end = comment[start..].find(']')? + start;
    Some(comment[start..end].trim())
}

fn escape_tag(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Writes one game as PGN. `tags` may come in any order; the Seven Tag Roster is written first
/// (with `?` for any missing, and `Result` from `result`), then the rest as given.
///
/// ```
/// use escaque::record::export::{write_game, ExportMove};
/// use shakmaty::{Chess, san::SanPlus};
/// let moves: Vec<ExportMove> = ["f3", "e5", "g4", "Qh4#"]
///     .iter()
///     .map(|s| ExportMove { san: s.parse::<SanPlus>().unwrap(), comments: vec![] })
///     .collect();
/// let pgn = write_game(&[], &Chess::default(), &moves, "0-1");
/// assert!(pgn.ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n"));
/// ```
pub fn write_game(tags: &[(String, String)], start: &Chess, moves: &[ExportMove], result: &str) -> String {
    let mut out = String::new();
    for name in SEVEN_TAG_ROSTER {
        let unknown = if name == "Date" { "????.??.??" } else { "?" };
        let value = if name == "Result" {
            result
        } else {
            tags.iter().find(|(n, _)| n == name).map_or(unknown, |(_, v)| v.as_str())
        };
        out.push_str(&format!("[{name} \"{}\"]\n", escape_tag(value)));
    }
    for (name, value) in tags.iter().filter(|(n, _)| !SEVEN_TAG_ROSTER.contains(&n.as_str())) {
        out.push_str(&format!("[{name} \"{}\"]\n", escape_tag(value)));
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    let mut number = start.fullmoves().get();
    let mut side = start.turn();
    let mut needs_number = true;
    for m in moves {
        match side {
            Color::White => tokens.push(format!("{number}.")),
            Color::Black if needs_number => tokens.push(format!("{number}...")),
            Color::Black => {}
        }
        tokens.push(m.san.to_string());
        needs_number = !m.comments.is_empty();
        for c in &m.comments {
            // Comment words wrap like any token; braces open and close on their own words.
            let text = c.replace('}', ")");
            tokens.push(format!("{{ {text} }}"));
        }
        if side == Color::Black {
            number += 1;
        }
        side = !side;
    }
    tokens.push(result.to_owned());

    let mut line = String::new();
    for token in tokens {
        for word in split_for_wrapping(&token) {
            // A line starting with `%` is an escape line, which readers pass over: such a word
            // stays on the line before, however long.
            let fits = line.chars().count() + 1 + word.chars().count() <= 79 || word.starts_with('%');
            if !line.is_empty() && !fits {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// A comment may be broken between its words, but never inside a `[%command value]`, and its
/// braces stay with the first and last words; anything else stays whole.
fn split_for_wrapping(token: &str) -> Vec<String> {
    let Some(inner) = token.strip_prefix('{').and_then(|t| t.strip_suffix('}')) else {
        return vec![token.to_owned()];
    };
    let mut pieces: Vec<String> = Vec::new();
    let mut open_command = false;
    for word in inner.split_whitespace() {
        if open_command {
            let last = pieces.last_mut().expect("a command was opened");
            last.push(' ');
            last.push_str(word);
        } else {
            pieces.push(word.to_owned());
        }
        open_command = if open_command { !word.ends_with(']') } else { word.starts_with("[%") && !word.ends_with(']') };
    }
    match pieces.len() {
        0 => vec!["{}".to_owned()],
        n => {
            pieces[0].insert_str(0, "{ ");
            pieces[n - 1].push_str(" }");
            pieces
        }
    }
}

/// The PGN `Termination` tag for how a game stands (PGN standard 9.8.1).
pub fn termination(status: crate::laws::Status) -> &'static str {
    use crate::laws::Status;
    match status {
        Status::Ongoing | Status::AwaitingArbiter(_) => "unterminated",
        Status::Ended(e) => termination_name(e.reason),
    }
}

/// The PGN `Termination` tag for a game that ended for `reason`.
pub fn termination_name(reason: crate::laws::Reason) -> &'static str {
    use crate::laws::Reason;
    match reason {
        Reason::TimeForfeit | Reason::TimeoutVsUnwinnable => "time forfeit",
        Reason::Abandoned => "abandoned",
        Reason::QuickplayFinish | Reason::ArbiterDecision | Reason::BothLose | Reason::Annulled => "adjudication",
        Reason::IllegalMove | Reason::IllegalMoveVsUnwinnable | Reason::IllegalPosition => "rules infraction",
        Reason::SealedMove | Reason::SealedMoveVsUnwinnable => "rules infraction",
        _ => "normal",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_commands_are_never_broken_across_lines() {
        let san: SanPlus = "Nf3".parse().unwrap();
        let moves: Vec<ExportMove> =
            (0..40).map(|_| ExportMove { san, comments: vec!["[%clk 1:23:45] [%emt 0:00:12]".to_owned()] }).collect();
        // Not legal chess, but the writer only formats.
        let pgn = write_game(&[], &Chess::default(), &moves, "*");
        for line in pgn.lines() {
            assert!(line.len() < 80, "{line}");
            for (i, _) in line.match_indices("[%") {
                assert!(line[i..].contains(']'), "a clock command is broken: {line}");
            }
        }
        assert!(pgn.contains("1. Nf3 { [%clk 1:23:45] [%emt 0:00:12] } 1... Nf3"));
    }

    #[test]
    fn seven_tag_roster_first_then_the_rest() {
        let tags = vec![
            ("TimeControl".to_owned(), "300+3".to_owned()),
            ("White".to_owned(), "Ana \"A\" Pérez".to_owned()),
            ("Event".to_owned(), "Club".to_owned()),
        ];
        let pgn = write_game(&tags, &Chess::default(), &[], "*");
        let names: Vec<&str> =
            pgn.lines().take_while(|l| l.starts_with('[')).map(|l| &l[1..l.find(' ').unwrap()]).collect();
        assert_eq!(names, ["Event", "Site", "Date", "Round", "White", "Black", "Result", "TimeControl"]);
        assert!(pgn.contains(r#"[White "Ana \"A\" Pérez"]"#));
        assert!(pgn.contains("[Site \"?\"]"));
    }
}
