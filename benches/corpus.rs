//! How long `escaque adjudicate` takes per game (issue 29), over the 2,200 games of
//! `tests/corpus/` (made by `scripts/make-corpus`; `tests/records/corpus_python_chess.rs` checks their
//! verdicts against python-chess's). Each game is read and judged as the command does (2023 Laws,
//! the full dead-position search after every move), from its file's text with `--game N`.
//!
//! First every game is timed once on its own and the table printed: median, p99 and slowest,
//! naming the slowest game. Then criterion measures the median game and the slowest one. Run with
//! `cargo bench --bench corpus`; the figures are in the README.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::Criterion;
use escaque::record::adjudicate::{Options, adjudicate};
use escaque::record::pgn::{decode, list_games};

/// One game of the corpus: its file's name and text, and its number in the file.
struct Game {
    file: String,
    text: String,
    number: usize,
}

fn corpus() -> Vec<Game> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<_> = std::fs::read_dir(folder).unwrap().map(|e| e.unwrap().path()).collect();
    files.retain(|p| p.extension().is_some_and(|e| e == "pgn"));
    files.sort();
    let mut games = Vec::new();
    for path in files {
        let text = decode(&std::fs::read(&path).unwrap()).0;
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        for number in 1..=list_games(&text).len() {
            games.push(Game { file: file.clone(), text: text.clone(), number });
        }
    }
    games
}

fn judge(game: &Game) {
    let options = Options { game: Some(game.number), ..Options::default() };
    black_box(adjudicate(black_box(&game.text), &options).expect("every game of the corpus is read"));
}

fn show(d: Duration) -> String {
    if d < Duration::from_millis(1) {
        format!("{:.0} µs", d.as_secs_f64() * 1e6)
    } else {
        format!("{:.1} ms", d.as_secs_f64() * 1e3)
    }
}

fn main() {
    let mut games = corpus();
    // `cargo test --all-targets` runs this too, without `--bench`: then a few games, to see that
    // it runs, not the whole table (the corpus is judged in full by tests/records/corpus_python_chess.rs).
    if !std::env::args().any(|a| a == "--bench") {
        games.truncate(20);
    }
    let mut times: Vec<(Duration, usize)> = games
        .iter()
        .enumerate()
        .map(|(i, game)| {
            let start = Instant::now();
            judge(game);
            (start.elapsed(), i)
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let (median, median_game) = at(0.5);
    let (p99, _) = at(0.99);
    let (slowest, slowest_game) = *times.last().unwrap();
    let total: Duration = times.iter().map(|(d, _)| *d).sum();
    println!("adjudicate over {} games of tests/corpus/ (each timed once):", games.len());
    println!(
        "  median {}  p99 {}  slowest {}  total {:.1} s",
        show(median),
        show(p99),
        show(slowest),
        total.as_secs_f64()
    );
    let name = |i: usize| format!("{} --game {}", games[i].file, games[i].number);
    println!("  median game: {}; slowest game: {}", name(median_game), name(slowest_game));

    let mut c = Criterion::default().configure_from_args().sample_size(20);
    c.bench_function("corpus/median-game", |b| b.iter(|| judge(&games[median_game])));
    c.bench_function("corpus/slowest-game", |b| b.iter(|| judge(&games[slowest_game])));
    c.final_summary();
}
