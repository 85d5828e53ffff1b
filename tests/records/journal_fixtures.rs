//! Journals written by the code before the core was reshaped (issue 10), kept as fixtures:
//! each must replay, event by event, to the same answers and the same scoresheet as it did then.
//!
//! `tests/fixtures/journal-v1/NAME.journal` is the journal; `NAME.sheet.pgn` the scoresheet its
//! replay gave, with offers, claims and the ending; `NAME.events` whether each event was
//! accepted, and the Article of each refusal. Set `ESCAQUE_BLESS=1` to write them anew (only
//! when a change of behaviour is intended and explained).

use std::path::{Path, PathBuf};

use escaque::i18n::{Lang, record::scoresheet};
use escaque::record::sheet::EventInfo;
use escaque::table::Table;
use escaque::table::journal;

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/journal-v1");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "journal"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 7, "the fixtures are missing from {}", dir.display());
    paths
}

/// Replays the journal and says what each event gave.
fn replay(path: &Path) -> (String, String) {
    let recorded = journal::read_file(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut table = Table::new(recorded.setup.clone()).unwrap();
    let mut answers = String::new();
    for event in &recorded.events {
        let answer = match table.apply(event.clone()) {
            Ok(_) => "accepted".to_owned(),
            Err(refusal) => match refusal.article() {
                Some(article) => format!("refused {article}"),
                None => "refused".to_owned(),
            },
        };
        answers.push_str(&format!("{} {answer}\n", event.at));
    }
    answers.push_str(&format!("status {:?}\n", table.game().status()));
    let sheet = scoresheet(&table, &EventInfo::default(), Lang::En).to_pgn();
    (answers, sheet)
}

fn compare(path: &Path, actual: &str) {
    if std::env::var_os("ESCAQUE_BLESS").is_some() {
        std::fs::write(path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(actual, expected, "{} differs", path.display());
}

#[test]
fn journals_from_before_the_reshaping_replay_to_the_same_scoresheet() {
    for journal in fixtures() {
        let (answers, sheet) = replay(&journal);
        compare(&journal.with_extension("sheet.pgn"), &sheet);
        compare(&journal.with_extension("events"), &answers);
    }
}

#[test]
fn journals_from_before_the_reshaping_replay_to_the_same_pgn_on_the_command_line() {
    for journal in fixtures() {
        let out =
            std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("replay").arg(&journal).output().unwrap();
        assert!(out.status.success(), "{}: {}", journal.display(), String::from_utf8_lossy(&out.stderr));
        compare(&journal.with_extension("pgn"), &String::from_utf8(out.stdout).unwrap());
    }
}
