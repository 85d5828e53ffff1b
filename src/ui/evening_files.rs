//! The organiser's files of a club's evening from the window (issue 30): one PGN of every game
//! whose result counts, FIDE's TRF in the 2016 and the 2026 layouts, and the crosstable as a
//! PDF, each made by `crate::evening::Report` from the results gathered in the folder, as
//! `escaque evening` makes them (the same bytes but the PDF's date), and saved where the
//! organiser says.

use eframe::egui;

use super::evening_state::Said;
use super::{Command, EscaqueApp, EveningCommand, EveningFile, Screen};
use crate::evening::Report;
use crate::i18n::{Tr, args, evening as words};

/// The file's name: the evening's name with what the file is (`Xoves do club.pgn`,
/// `Xoves do club - TRF 2016.txt`), without the characters file systems refuse.
fn file_name(evening: &str, file: EveningFile) -> String {
    let name: String = evening.chars().filter(|c| !matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|')).collect();
    let name = if name.trim().is_empty() { "evening".to_owned() } else { name.trim().to_owned() };
    match file {
        EveningFile::Pgn => format!("{name}.pgn"),
        EveningFile::Trf2016 => format!("{name} - TRF 2016.txt"),
        EveningFile::Trf2026 => format!("{name} - TRF 2026.txt"),
        EveningFile::Pdf => format!("{name} - crosstable.pdf"),
    }
}

impl EscaqueApp {
    /// Saves `file` of the evening on screen, made from its gathered results; what came of it
    /// is said on the screen (a TRF field too wide for its columns among it).
    pub(super) fn export_evening(&mut self, file: EveningFile) {
        let tr = self.tr();
        let save_to = self.config.save_without_asking.clone();
        let Screen::Evening(screen) = &mut self.screen else { return };
        if screen.folder.is_none() {
            return;
        }
        let report = Report::of(&screen.evening, screen.gathering.clone());
        let bytes = match file {
            EveningFile::Pgn => Ok(report.pgn().into_bytes()),
            EveningFile::Trf2016 => report.trf_2016().map(String::into_bytes),
            EveningFile::Trf2026 => report.trf_2026().map(String::into_bytes),
            EveningFile::Pdf => Ok(words::crosstable_pdf(tr, &report, crate::record::print::now_secs())),
        };
        let bytes = match bytes {
            Ok(bytes) => bytes,
            Err(e) => {
                let text = tr.t_args("cli-evening-trf-failed", &args([("error", words::trf_error(tr, &e).into())]));
                screen.said = Some(Said::Text(text));
                return;
            }
        };
        let kind = if file == EveningFile::Pdf { "PDF" } else { "PGN" };
        let kind = if matches!(file, EveningFile::Trf2016 | EveningFile::Trf2026) { "TRF" } else { kind };
        if let Some(outcome) = super::save_as(kind, &file_name(&screen.evening.name, file), &bytes, save_to.as_deref()) {
            screen.said = Some(Said::File(outcome));
        }
    }
}

/// The row of the organiser's files, under the crosstable.
pub fn files_ui(ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(tr.t("evening-files-heading"));
        for (file, id) in [
            (EveningFile::Pgn, "evening-files-pgn"),
            (EveningFile::Trf2016, "evening-files-trf-2016"),
            (EveningFile::Trf2026, "evening-files-trf-2026"),
            (EveningFile::Pdf, "evening-files-pdf"),
        ] {
            if ui.button(tr.t(id)).clicked() {
                commands.push(EveningCommand::Export(file).into());
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_are_named_by_the_evening_without_what_file_systems_refuse() {
        assert_eq!(file_name("Xoves do club", EveningFile::Pgn), "Xoves do club.pgn");
        assert_eq!(file_name("Round 1/2: A*B", EveningFile::Trf2016), "Round 12 AB - TRF 2016.txt");
        assert_eq!(file_name("  ", EveningFile::Pdf), "evening - crosstable.pdf");
    }
}
