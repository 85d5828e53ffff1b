//! The arbiter's record as the scoresheet panel shows it: the notes of the game's record in
//! words, kept while nothing they are built from changes.

use crate::i18n::{Tr, args};
use crate::laws::{Millis, Status};
use crate::notation::Notation;
use crate::table::Table;
use eframe::egui;

/// What the arbiter's record is built from: it changes only when one of these does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct RecordKey {
    pub(super) acts: usize,
    pub(super) offers: usize,
    pub(super) claims: usize,
    pub(super) adjustments: usize,
    pub(super) plies: usize,
    pub(super) status: Status,
    pub(super) undecided: usize,
    pub(super) lang: crate::notation::Lang,
    pub(super) edition: crate::laws::Edition,
    pub(super) notation: Notation,
}

/// One entry of the arbiter's record, as the scoresheet panel shows it.
pub(super) struct RecordEntry {
    pub(super) at: Millis,
    pub(super) what: String,
    pub(super) follows: Vec<String>,
    pub(super) remark: String,
}

/// The record as the scoresheet panel shows it: every note of the game's record
/// ([`crate::record::notes::notes`], the same list the sealed sheet writes) but the ending's,
/// which the sheet says under its head as the printed sheet says it in its result box: why the
/// game ended, its Article apart.
pub(super) struct Record {
    pub(super) entries: Vec<RecordEntry>,
    pub(super) reason: Option<(String, Option<String>)>,
}

/// The notes of the record in words ([`crate::i18n::notes::parts`]), the moves in them in the
/// player's notation, in the order the record reads them.
pub(super) fn arbiter_record(tr: Tr, table: &Table, notation: Notation) -> Record {
    let tr = tr.with_edition(table.setup().edition);
    let notes = crate::record::notes::notes(table);
    let entries = notes
        .iter()
        .filter(|note| !matches!(note.kind, crate::record::notes::NoteKind::Ending(_)))
        .map(|note| {
            let text = crate::i18n::notes::parts(tr, note, notation);
            RecordEntry { at: note.at, what: text.what, follows: text.follows, remark: text.remark }
        })
        .collect();
    let reason = notes.iter().find_map(|note| crate::i18n::notes::reason(tr, note));
    Record { entries, reason }
}

/// The arbiter's record under the scoresheet.
pub(super) fn arbiter_record_ui(ui: &mut egui::Ui, tr: Tr, entries: &[RecordEntry]) {
    ui.strong(tr.t("arbiter-log-heading"));
    for entry in entries {
        ui.label(format!("{}  {}", crate::clock::Hms(entry.at).shown(), entry.what));
        for line in &entry.follows {
            ui.small(format!("    {line}"));
        }
        if !entry.remark.is_empty() {
            ui.small(tr.t_args("arbiter-log-remark", &args([("remark", entry.remark.as_str().into())])));
        }
    }
}
