//! The notes of the record ([`crate::record::notes`]) in words: the one renderer behind the
//! window's arbiter record, the on-screen scoresheet, the PGN's comments and so the printed
//! sheet. Articles are cited as the translator's edition numbers them (give it the game's:
//! [`Tr::with_edition`]); moves are written in the reader's notation on screen, and with the
//! language's letters in the PGN's comments (which the printed sheet prints as written): a
//! comment is a sentence in that language, and only the movetext stays in English SAN.

use shakmaty::Color;
use shakmaty::san::SanPlus;

use super::{Tr, args, describe, side};
use crate::laws::{Article, Claim};
use crate::notation::Notation;
use crate::record::notes::{Follow, Note, NoteKind};
use crate::table::Notice;

/// A note in words, in parts, as the window's record shows it: what was done, what followed,
/// the remark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoteText {
    /// What was done or happened: the act, the claim, the clock change, the ending.
    pub what: String,
    /// Whether what follows says `what` again (the moves taken back, the illegal move found):
    /// a line of the sheet then leaves it out.
    pub said_again: bool,
    /// What followed, each a clause.
    pub follows: Vec<String>,
    /// The arbiter's remark, as typed (words one space apart); empty if none.
    pub remark: String,
}

impl NoteText {
    /// The note as one line, as the scoresheet writes it: what was done (unless what follows
    /// says it), what followed, the remark in quotes, apart by `; `.
    pub fn line(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        if !self.said_again || self.follows.is_empty() {
            parts.push(self.what.clone());
        }
        parts.extend(self.follows.iter().cloned());
        if !self.remark.is_empty() {
            parts.push(format!("\"{}\"", self.remark));
        }
        parts.join("; ")
    }
}

/// How a move is written in a note: in the reader's notation.
fn write(notation: Notation, san: &SanPlus, mover: Color) -> String {
    notation.write(san, mover, false)
}

/// An Article's bare number as `tr`'s edition numbers it, as the sheet's claim notes cite it:
/// `9.5.3`.
fn number(tr: Tr, article: Article) -> String {
    article.numbered(tr.edition()).to_string()
}

/// What followed an act, as a clause.
fn follow(tr: Tr, follow: &Follow, notation: Notation) -> String {
    match follow {
        Follow::IllegalMove { offender, kind, san, claimed_by, consequence, queened } => {
            let mv = san.as_ref().map_or(String::new(), |s| write(notation, s, *offender));
            describe::illegal_move(tr, *offender, *kind, mv, *claimed_by, consequence, *queened)
        }
        Follow::TakenBack { first, moves } => {
            describe::taken_back(tr, describe::written_moves(notation, *first, moves))
        }
        Follow::TimeAwarded { to, ms, article } => {
            describe::notice(tr, &Notice::TimeAwarded { to: *to, ms: *ms, article: *article }).unwrap_or_default()
        }
        Follow::Clock { adjustment, reason } => {
            let notice = Notice::ClockAdjusted { adjustment: adjustment.clone(), reason: reason.clone() };
            describe::notice(tr, &notice).unwrap_or_default()
        }
    }
}

/// `note` in words, in parts, its moves written in `notation`.
pub fn parts(tr: Tr, note: &Note, notation: Notation) -> NoteText {
    let plain = |what: String| NoteText { what, said_again: false, follows: Vec::new(), remark: String::new() };
    match &note.kind {
        NoteKind::Arbiter { act, follows, remark } => NoteText {
            what: act.as_ref().map_or_else(|| tr.t("arbiter-log-claim"), |act| describe::act(tr, act)),
            said_again: act.is_none() || note.kind.act_said_by_follows(),
            follows: follows.iter().map(|f| follow(tr, f, notation)).collect(),
            remark: remark.clone(),
        },
        NoteKind::Clock { adjustment, reason } => {
            let notice = Notice::ClockAdjusted { adjustment: adjustment.clone(), reason: reason.clone() };
            plain(describe::notice(tr, &notice).unwrap_or_default())
        }
        NoteKind::ImproperOffer { by } => plain(tr.t_args(
            "note-improper-offer",
            &args([
                ("side", side(*by)),
                ("offer", number(tr, Article::DRAW_OFFER).into()),
                ("article", number(tr, Article::DISTRACTING).into()),
            ]),
        )),
        NoteKind::Claim { by, claim, intended, correct } => {
            let id = match claim {
                Claim::Threefold => "note-claim-threefold",
                Claim::FiftyMoves => "note-claim-fifty",
            };
            let mut what = tr.t_args(id, &args([("article", number(tr, claim.article()).into())]));
            if let Some(mv) = intended {
                let mv = write(notation, mv, *by);
                what = tr.t_args("note-claim-intended", &args([("claim", what.into()), ("move", mv.into())]));
            }
            let verdict = if *correct {
                tr.t_args("note-claim-correct", &args([("article", number(tr, Article::CORRECT_CLAIM).into())]))
            } else {
                tr.t_args("note-claim-wrong", &args([("article", number(tr, Article::WRONG_CLAIM).into())]))
            };
            plain(tr.t_args(
                "note-claim",
                &args([("side", side(*by)), ("claim", what.into()), ("verdict", verdict.into())]),
            ))
        }
        NoteKind::Ending(ending) => plain(describe::ending(tr, ending)),
        NoteKind::Undecided { side: s } => plain(tr.t_args("note-undecided", &args([("side", side(*s))]))),
        NoteKind::PlayedAfterEnd => {
            let article = note.article.map(|a| tr.article(a)).unwrap_or_default();
            plain(tr.t_args("note-played-after-end", &args([("article", article.into())])))
        }
    }
}

/// For the ending's note: why the game ended, as a sentence's start, and the Article cited
/// apart ("Black is checkmated", "Article 5.1.1"; no Article for a game abandoned); `None`
/// for any other note.
pub fn reason(tr: Tr, note: &Note) -> Option<(String, Option<String>)> {
    let NoteKind::Ending(ending) = &note.kind else { return None };
    Some((sentence_start(&describe::reason(tr, ending)), note.article.map(|a| tr.article(a))))
}

/// A clause of the messages ("as negras reciben xaque mate") made to start a field of its own:
/// its first letter a capital.
pub fn sentence_start(clause: &str) -> String {
    let mut chars = clause.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect::<String>()).unwrap_or_default()
}

/// `note` as one line ([`NoteText::line`]), moves written with the language's letters: as the
/// PGN's comment and the printed sheet write it.
pub fn note(tr: Tr, note: &Note) -> String {
    note_in(tr, note, Notation::letters(tr.lang()))
}

/// `note` as one line, its moves written in `notation`: as the screen shows it.
pub fn note_in(tr: Tr, note: &Note, notation: Notation) -> String {
    parts(tr, note, notation).line()
}

/// A note's text said to be from before the first move, as the sheet writes it beside the
/// first move.
pub fn before_first_move(tr: Tr, text: &str) -> String {
    tr.t_args("sheet-before-first-move", &args([("what", text.into())]))
}

/// The sheet's words for its notes: the notes in the language of `tr`, moves with its letters.
impl crate::record::sheet::NoteWords for Tr {
    fn note(&self, n: &Note) -> String {
        note(*self, n)
    }

    fn before_first_move(&self, text: &str) -> String {
        before_first_move(*self, text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_leaves_out_what_the_follows_say_again_and_quotes_the_remark() {
        let text = |said_again: bool, follows: &[&str], remark: &str| NoteText {
            what: "one move taken back (Article 7.1)".to_owned(),
            said_again,
            follows: follows.iter().map(|f| (*f).to_owned()).collect(),
            remark: remark.to_owned(),
        };
        let cases = [
            (
                text(true, &["Taken back: Nf3 (Article 7.1)"], "a mis-click"),
                "Taken back: Nf3 (Article 7.1); \"a mis-click\"",
            ),
            (
                text(false, &["Taken back: Nf3 (Article 7.1)"], ""),
                "one move taken back (Article 7.1); Taken back: Nf3 (Article 7.1)",
            ),
            // Nothing follows: what was done is said, whatever the act.
            (text(true, &[], ""), "one move taken back (Article 7.1)"),
            (text(false, &[], "late"), "one move taken back (Article 7.1); \"late\""),
        ];
        for (note, line) in cases {
            assert_eq!(note.line(), line);
        }
    }

    #[test]
    fn moves_are_written_in_the_readers_letters_or_figurines() {
        let nf3: SanPlus = "Nf3".parse().unwrap();
        assert_eq!(write(Notation::letters(crate::notation::Lang::En), &nf3, Color::White), "Nf3");
        assert_eq!(write(Notation::letters(crate::notation::Lang::Gl), &nf3, Color::White), "Cf3");
        assert_eq!(write(Notation::figurines(crate::notation::Lang::Es), &nf3, Color::Black), "♞f3");
    }
}
