//! The record workflow in the player's language: the scoresheet with its notes in words
//! ([`scoresheet`]), why sealing, keeping, saving or printing was not done ([`RecordError`]),
//! what the printer answered, and the printed sheet's words ([`pdf_labels`]).

use std::path::Path;

use shakmaty::Color;

use super::{Lang, Tr, args, describe};
use crate::clock::{Bonus, Period, TimeControl, TimeControls};
use crate::laws::Millis;
use crate::record::error::RecordError;
use crate::record::pdf::{Labels, SheetWords};
use crate::record::print::Printed;
use crate::record::sheet::{EventInfo, Scoresheet, SheetEnding, from_table_with};
use crate::table::Table;

/// The scoresheet of a game played at the table, every note of its record
/// ([`crate::record::notes`]) written beside its move in `lang` ([`super::notes`]), each Article
/// as the game's edition numbers it; the moves in the notes written with `lang`'s letters (the
/// movetext stays in English SAN, as PGN writes moves).
pub fn scoresheet(table: &Table, info: &EventInfo, lang: Lang) -> Scoresheet {
    from_table_with(table, info, &Tr::new(lang).with_edition(table.setup().edition))
}

fn path(p: &Path) -> String {
    p.display().to_string()
}

pub use super::os::os_error;

/// Why a step of the record workflow was not done.
pub fn record_error(tr: Tr, e: &RecordError) -> String {
    match e {
        RecordError::KeyUnreadable { path: p, error } => {
            tr.t_args("record-key-unreadable", &args([("path", path(p).into()), ("error", os_error(tr, error).into())]))
        }
        RecordError::KeyDamaged { path: p } => tr.t_args("record-key-damaged", &args([("path", path(p).into())])),
        RecordError::KeyChanged { path: p, expected, found } => tr.t_args(
            "record-key-changed",
            &args([
                ("path", path(p).into()),
                ("expected", expected.clone().into()),
                ("found", found.clone().into()),
            ]),
        ),
        RecordError::NoRandomness { message } => {
            tr.t_args("record-no-randomness", &args([("error", message.as_str().into())]))
        }
        RecordError::CannotCreateFolder { path: p, error } => tr.t_args(
            "record-cannot-create-folder",
            &args([("path", path(p).into()), ("error", os_error(tr, error).into())]),
        ),
        RecordError::CannotWrite { path: p, error } => {
            tr.t_args("record-cannot-write", &args([("path", path(p).into()), ("error", os_error(tr, error).into())]))
        }
        RecordError::DiskFull { path: p } => tr.t_args("record-disk-full", &args([("path", path(p).into())])),
        RecordError::CannotMove { from, to, error } => tr.t_args(
            "record-cannot-move",
            &args([("from", path(from).into()), ("to", path(to).into()), ("error", os_error(tr, error).into())]),
        ),
        RecordError::PrintFailed { path: p, error, viewer: None } => {
            tr.t_args("record-print-failed", &args([("path", path(p).into()), ("error", error.as_str().into())]))
        }
        RecordError::PrintFailed { path: p, error, viewer: Some(viewer) } => tr.t_args(
            "record-print-and-view-failed",
            &args([("path", path(p).into()), ("error", error.as_str().into()), ("viewer", viewer.as_str().into())]),
        ),
    }
}

/// What became of a print request.
pub fn printed(tr: Tr, printed: &Printed) -> String {
    match printed {
        Printed::Queued(answer) => tr.t_args("sign-printed", &args([("answer", answer.as_str().into())])),
        Printed::Opened => tr.t("sign-print-opened"),
    }
}

/// The printed scoresheet's words in the language of `tr`.
pub fn pdf_labels(tr: Tr) -> Labels {
    Labels {
        title: tr.t("pdf-title"),
        event: tr.t("pdf-event"),
        site: tr.t("pdf-site"),
        date: tr.t("pdf-date"),
        round: tr.t("pdf-round"),
        board: tr.t("pdf-board"),
        white: tr.t("pdf-white"),
        black: tr.t("pdf-black"),
        time_control: tr.t("pdf-time-control"),
        result: tr.t("pdf-result"),
        signature: tr.t("pdf-signature"),
        signed_at: tr.t("pdf-signed"),
        final_position: tr.t("pdf-final-position"),
        scan_moves: tr.t("pdf-scan"),
        page: tr.t("pdf-page"),
        annulled: tr.t("pdf-annulled"),
        arbiter: tr.t("pdf-arbiter"),
        start_position: tr.t("sheet-start-position"),
        reason: tr.t("sheet-reason"),
        arbiter_name: tr.t("sheet-arbiter-name"),
        arbiter_signature: tr.t("sheet-arbiter-signature"),
        words: Box::new(tr),
    }
}

/// The printed sheet's words made from the sheet, in the language of the translator.
impl SheetWords for Tr {
    fn control(&self, sheet: &Scoresheet) -> Option<String> {
        sheet_control(*self, sheet)
    }

    fn reason(&self, ending: &SheetEnding) -> String {
        ending_reason(*self, ending)
    }

    fn start_position(&self, sheet: &Scoresheet) -> Option<String> {
        start_position(*self, sheet)
    }

    fn sealed_with(&self, fingerprint: &str) -> String {
        self.t_args("pdf-seal-fingerprint", &args([("fingerprint", fingerprint.to_owned().into())]))
    }
}

/// A time as a control is said: `90 min`, `2 min 30 s`, `30 s`, `2,5 s` (the decimal sign
/// of the language).
fn amount(tr: Tr, ms: Millis) -> String {
    let (min, rest) = (ms / 60_000, ms % 60_000);
    let seconds = match rest % 1000 {
        0 => (rest / 1000).to_string(),
        frac => {
            let point = if tr.lang() == super::Lang::En { "." } else { "," };
            format!("{}{point}{}", rest / 1000, format!("{frac:03}").trim_end_matches('0'))
        }
    };
    match (min, rest) {
        (0, _) => format!("{seconds} s"),
        (_, 0) => format!("{min} min"),
        _ => format!("{min} min {seconds} s"),
    }
}

/// `control` with `bonus` said after it, `from` the move it begins with when it is not the
/// only period.
fn with_bonus(tr: Tr, control: String, bonus: Bonus, from: Option<u32>) -> String {
    let id = match (bonus, from.is_some()) {
        (Bonus::None, _) => return control,
        (Bonus::Fischer(_), false) => "control-words-increment",
        (Bonus::Fischer(_), true) => "control-words-increment-from",
        (Bonus::Delay(_), false) => "control-words-delay",
        (Bonus::Delay(_), true) => "control-words-delay-from",
        (Bonus::Bronstein(_), false) => "control-words-bronstein",
        (Bonus::Bronstein(_), true) => "control-words-bronstein-from",
    };
    tr.t_args(
        id,
        &args([
            ("control", control.into()),
            ("bonus", amount(tr, bonus.amount()).into()),
            ("from", from.unwrap_or(1).into()),
        ]),
    )
}

/// One control in words, from its periods: "90 min + 30 s per move"; "40 moves in 90 min, then
/// 30 min, + 30 s per move from move 1"; "5 min, delay 5 s".
pub fn control_in_words(tr: Tr, control: &TimeControl) -> String {
    let periods = control.periods();
    let one_bonus = periods.windows(2).all(|w| w[0].bonus == w[1].bonus);
    let period = |p: &Period| match p.moves {
        Some(moves) => {
            tr.t_args("control-words-moves-in", &args([("moves", moves.into()), ("time", amount(tr, p.time).into())]))
        }
        None => amount(tr, p.time),
    };
    let mut words: Option<String> = None;
    let mut first_move = 1;
    for p in periods {
        let mut this = period(p);
        if !one_bonus {
            this = with_bonus(tr, this, p.bonus, Some(first_move));
        }
        words = Some(match words {
            None => this,
            Some(before) => tr.t_args("control-words-then", &args([("first", before.into()), ("next", this.into())])),
        });
        first_move = first_move.saturating_add(p.moves.unwrap_or(0));
    }
    let words = words.unwrap_or_default();
    match periods.first() {
        Some(p) if one_bonus => with_bonus(tr, words, p.bonus, (periods.len() > 1).then_some(1)),
        _ => words,
    }
}

/// Both players' controls in words ([`control_in_words`]); each colour's own with time odds.
pub fn controls_in_words(tr: Tr, controls: &TimeControls) -> String {
    if !controls.is_odds() {
        return control_in_words(tr, &controls.white);
    }
    tr.t_args(
        "control-words-odds",
        &args([
            ("white", control_in_words(tr, controls.get(Color::White)).into()),
            ("black", control_in_words(tr, controls.get(Color::Black)).into()),
        ]),
    )
}

/// The sheet's time control in words; as written when the tags cannot be read; `None` when
/// there is none.
pub fn sheet_control(tr: Tr, sheet: &Scoresheet) -> Option<String> {
    if let Some(controls) = sheet.controls() {
        return Some(controls_in_words(tr, &controls));
    }
    ["TimeControl", "WhiteTimeControl", "BlackTimeControl"]
        .into_iter()
        .find_map(|tag| sheet.shown(tag))
        .filter(|v| *v != "-")
        .map(str::to_owned)
}

/// Why the game ended, with its Article as the game's edition numbers it, as a sentence:
/// "White is checkmated (Article 5.1.1)", "Ofegat (Article 5.2.1)".
pub fn ending_reason(tr: Tr, ending: &SheetEnding) -> String {
    let tr = tr.with_edition(ending.edition);
    let reason = super::notes::sentence_start(&describe::reason(tr, &ending.ending));
    if ending.ending.article == crate::laws::Article::OUTSIDE_THE_LAWS {
        return reason;
    }
    format!("{reason} ({})", tr.article(ending.ending.article))
}

/// The start position where the game did not start from the initial one: its FEN, with
/// "Chess960 no. 518" before it when it is a Chess960 position.
pub fn start_position(tr: Tr, sheet: &Scoresheet) -> Option<String> {
    let (fen, number) = sheet.start_fen()?;
    Some(match number {
        Some(n) => format!("{} — {fen}", tr.t_args("sheet-chess960", &args([("number", n.into())]))),
        None => fen,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn controls_in_words_in_five_languages() {
        let cases: [(&str, [&str; 5]); 6] = [
            (
                "5400+30",
                [
                    "90 min + 30 s per move",
                    "90 min + 30 s por xogada",
                    "90 min + 30 s por jugada",
                    "90 min + 30 s por lance",
                    "90 min + 30 s per jugada",
                ],
            ),
            (
                "40/5400+30:1800+30",
                [
                    "40 moves in 90 min, then 30 min, + 30 s per move from move 1",
                    "40 xogadas en 90 min, despois 30 min, + 30 s por xogada desde a xogada 1",
                    "40 jugadas en 90 min, después 30 min, + 30 s por jugada desde la jugada 1",
                    "40 lances em 90 min, depois 30 min, + 30 s por lance a partir do lance 1",
                    "40 jugades en 90 min, després 30 min, + 30 s per jugada des de la jugada 1",
                ],
            ),
            (
                "300d5",
                [
                    "5 min, delay 5 s",
                    "5 min, demora de 5 s",
                    "5 min, demora de 5 s",
                    "5 min, espera de 5 s",
                    "5 min, demora de 5 s",
                ],
            ),
            (
                "180b2",
                [
                    "3 min, Bronstein bonus 2 s",
                    "3 min, bonificación Bronstein de 2 s",
                    "3 min, bonificación Bronstein de 2 s",
                    "3 min, bónus Bronstein de 2 s",
                    "3 min, bonificació Bronstein de 2 s",
                ],
            ),
            ("150", ["2 min 30 s", "2 min 30 s", "2 min 30 s", "2 min 30 s", "2 min 30 s"]),
            (
                "40/7200:3600+30",
                [
                    "40 moves in 120 min, then 60 min, + 30 s per move from move 41",
                    "40 xogadas en 120 min, despois 60 min, + 30 s por xogada desde a xogada 41",
                    "40 jugadas en 120 min, después 60 min, + 30 s por jugada desde la jugada 41",
                    "40 lances em 120 min, depois 60 min, + 30 s por lance a partir do lance 41",
                    "40 jugades en 120 min, després 60 min, + 30 s per jugada des de la jugada 41",
                ],
            ),
        ];
        for (tag, expected) in cases {
            let control: TimeControl = tag.parse().unwrap();
            for (lang, want) in Lang::ALL.into_iter().zip(expected) {
                assert_eq!(control_in_words(Tr::new(lang), &control), want, "{tag} in {lang:?}");
            }
        }
    }

    #[test]
    fn decimal_seconds_in_the_language_s_sign() {
        let control: TimeControl = "60+2.5".parse().unwrap();
        assert_eq!(control_in_words(Tr::new(Lang::En), &control), "1 min + 2.5 s per move");
        assert_eq!(control_in_words(Tr::new(Lang::Gl), &control), "1 min + 2,5 s por xogada");
    }

    #[test]
    fn time_odds_name_each_colour() {
        let controls = TimeControls::odds("300".parse().unwrap(), "60".parse().unwrap());
        assert_eq!(controls_in_words(Tr::new(Lang::En), &controls), "5 min for White; 1 min for Black");
        assert_eq!(controls_in_words(Tr::new(Lang::Pt), &controls), "5 min para as brancas; 1 min para as pretas");
    }
}
