//! Issue 29: every game of `tests/corpus/` read and judged by Escaque (`adjudicate`, 2023 Laws)
//! and by python-chess, verdict for verdict. The corpus is 2,200 games made up for the project by
//! `scripts/make-corpus` (seeded, so it may ship with it: no collection's licence to follow),
//! written as exports are: comments, NAGs, variations, `[%clk]` and `[%emt]`, FEN endgames, mates,
//! stalemates, repetitions, 75 moves, dead positions, games cut short. python-chess runs once,
//! over the whole folder (`scripts/corpus-verdicts`); neither side is timed here (the times are
//! `cargo bench --bench corpus`'s).
//!
//! A verdict agrees when the result is the same, Escaque's reason is one of the endings
//! python-chess sees in the position where the game ended (its insufficient material is a dead
//! position, 5.2.2), and the game ended at the same move. python-chess orders the endings of one
//! position otherwise (insufficient material before stalemate, 75 moves before fivefold); the
//! Laws end the game either way.

use std::path::{Path, PathBuf};

use escaque::record::adjudicate::{Options, Remark, VerdictReason, adjudicate};
use escaque::record::pgn::{decode, list_games, read_game_numbered};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

/// python-chess at work on the whole folder, as `scripts/corpus-verdicts` prints it: started
/// before Escaque judges the games, so that both run at once.
fn python_chess() -> std::process::Child {
    std::process::Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/corpus-verdicts"))
        .arg(corpus())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs")
}

/// python-chess's line for each game, once it has finished.
fn lines_of(python: std::process::Child) -> Vec<String> {
    let out = python.wait_with_output().expect("python3 runs");
    assert!(
        out.status.success(),
        "python-chess is needed (scripts/test installs it: pip install chess): {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_owned).collect()
}

/// Escaque's line for game `number` of `text` (file `name`), in the same shape.
fn escaque(name: &str, text: &str, number: usize) -> String {
    let options = Options { game: Some(number), ..Options::default() };
    let game = match read_game_numbered(text, Some(number)) {
        Ok(game) => game,
        Err(e) => return format!("{name}\t{number}\terror: {e}"),
    };
    let verdict = match adjudicate(text, &options) {
        Ok(verdict) => verdict,
        Err(e) => return format!("{name}\t{number}\terror: {e}"),
    };
    let result = verdict.result.map_or("*", |r| r.pgn());
    let reason = match verdict.reason {
        VerdictReason::Ended(reason) => reason.name(),
        VerdictReason::ClaimRejected => "claim-rejected",
        VerdictReason::Ongoing => "ongoing",
    };
    let after = verdict
        .remarks
        .iter()
        .find_map(|r| match r {
            Remark::MovesAfterEnd { at, .. } => Some(at.to_string()),
            _ => None,
        })
        .unwrap_or_else(|| "-".to_owned());
    format!("{name}\t{number}\t{result}\t{reason}\t{after}\t{}", game.moves.len())
}

/// Whether Escaque's line agrees with python-chess's (see the module's documentation).
fn agree(ours: &str, theirs: &str) -> bool {
    let ours: Vec<&str> = ours.split('\t').collect();
    let theirs: Vec<&str> = theirs.split('\t').collect();
    if ours.len() != 6 || theirs.len() != 6 {
        return false;
    }
    let reason_seen = theirs[3].split(',').any(|r| r == ours[3]);
    ours[..3] == theirs[..3] && reason_seen && ours[4..] == theirs[4..]
}

#[test]
fn every_game_of_the_corpus_gets_python_chess_s_verdict_and_none_is_refused() {
    let python = python_chess();
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    let jobs: Vec<(String, String, usize)> = files
        .iter()
        .flat_map(|path| {
            let name = path.file_name().unwrap().to_str().unwrap().to_owned();
            let text = decode(&std::fs::read(path).unwrap()).0;
            let games = list_games(&text).len();
            (1..=games).map(move |n| (name.clone(), text.clone(), n))
        })
        .collect();
    assert!(jobs.len() >= 2000, "the corpus holds {} games", jobs.len());
    // The games are judged on every core, each on its own (the order is kept).
    let threads = std::thread::available_parallelism().map_or(1, usize::from).max(1);
    let chunk = jobs.len().div_ceil(threads);
    let ours: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = jobs
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(|(f, t, n)| escaque(f, t, *n)).collect::<Vec<_>>()))
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let theirs = lines_of(python);
    assert_eq!(ours.len(), theirs.len(), "Escaque and python-chess count the games of the corpus alike");
    let differences: Vec<String> = ours
        .iter()
        .zip(&theirs)
        .filter(|(o, t)| !agree(o, t))
        .map(|(o, t)| format!("  escaque:      {o}\n  python-chess: {t}"))
        .collect();
    assert!(
        differences.is_empty(),
        "{} of {} verdicts differ:\n{}",
        differences.len(),
        ours.len(),
        differences.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
    );
    // Every ending the Laws make automatic is in the corpus.
    for reason in ["checkmate", "stalemate", "dead-position", "fivefold-repetition", "seventy-five-moves", "ongoing"] {
        let count = ours.iter().filter(|line| line.split('\t').nth(3) == Some(reason)).count();
        assert!(count >= 10, "only {count} games end by {reason}");
    }
}
