//! How long "could this side still checkmate?" takes (Articles 5.1.2, 5.2.2, 6.9), inline and on
//! the worker, over three sets of positions:
//!
//! - `games`: every position of the famous games in `tests/pgn/famous-*.pgn` (typed from the
//!   public record and checked legal by `escaque adjudicate`), start position included;
//! - `lichess`: 400 positions from real games (`benches/data/lichess-sample.txt`);
//! - `hard`: 28 composed positions that are slow for the solver (`benches/data/hard-positions.txt`).
//!
//! `inline` is what the laws core pays after a move, on the interface thread: the
//! [`ExactOracle`] asked for both sides, within its work budget (`INLINE_NODES` positions per
//! side). `full` is what the worker pays: [`Verdict::full`], both sides. For the hard set there is
//! also `fastchk`: the solver's fast check alone, unbounded, both sides, which the inline answer
//! used to call as it is. First a table of per-position times (each position timed on its own:
//! median, p99 and worst over the set), with how many positions the inline answer settled and
//! the most positions it made for one side; then criterion's measurements of each whole set. Run
//! with `cargo bench --bench unwinnable`; the figures are in the README. To try another budget,
//! set `ESCAQUE_BENCH_NODES` (positions per side); `ESCAQUE_BENCH_EACH=1` lists each hard position
//! with its inline time, the positions made for each side and the answers.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput};
use escaque::laws::unwinnable::{self, ExactOracle, Verdict};
use escaque::laws::{MateAbility, MateOracle};
use escaque::record::read_game;
use shakmaty::{CastlingMode, Chess, Color, Position, fen::Fen};

struct Set {
    name: &'static str,
    positions: Vec<Chess>,
    /// The word `escaque unwinnable` should print, where the source labels it.
    labels: Vec<Option<&'static str>>,
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn games() -> Set {
    let mut positions = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(root().join("tests/pgn"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_str().unwrap().starts_with("famous-"))
        .collect();
    files.sort();
    for file in files {
        let game = read_game(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let mut pos = game.start_position().unwrap();
        positions.push(pos.clone());
        for m in &game.moves {
            let mv = m.san.san.to_move(&pos).unwrap_or_else(|e| panic!("{}: {}: {e}", file.display(), m.san));
            pos.play_unchecked(mv);
            positions.push(pos.clone());
        }
    }
    let labels = vec![None; positions.len()];
    Set { name: "games", positions, labels }
}

fn fen_file(name: &'static str, file: &str) -> Set {
    let text = std::fs::read_to_string(root().join(file)).unwrap();
    let (mut positions, mut labels) = (Vec::new(), Vec::new());
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let (label, rest) = line.split_once(' ').unwrap();
        let fen = rest.split(';').next().unwrap().trim();
        let pos: Chess = fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap();
        positions.push(pos);
        labels.push(Some(match label {
            "WB" => "both",
            "W-" => "white",
            "-B" => "black",
            _ => "none",
        }));
    }
    Set { name, positions, labels }
}

fn inline(oracle: &ExactOracle, pos: &Chess) -> [MateAbility; 2] {
    [oracle.can_checkmate(pos, Color::White), oracle.can_checkmate(pos, Color::Black)]
}

/// Times one call: the median of a few runs, more of them for quick calls.
fn time(mut f: impl FnMut()) -> Duration {
    let t = Instant::now();
    f();
    let first = t.elapsed();
    let runs = if first < Duration::from_micros(100) {
        9
    } else if first < Duration::from_millis(20) {
        3
    } else {
        return first;
    };
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn quantile(sorted: &[Duration], q: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn show(d: Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us < 1_000.0 { format!("{us:.1} µs") } else { format!("{:.2} ms", us / 1e3) }
}

/// The solver's fast check as the inline answer used to call it: no budget.
fn unbounded_fast_check(pos: &Chess) -> [bool; 2] {
    let fen = Fen::from_position(pos, shakmaty::EnPassantMode::Legal).to_string();
    let board: chess::Board = fen.parse().unwrap();
    [chess::Color::White, chess::Color::Black].map(|c| chasolver::is_unwinnable_fast(&board, c))
}

fn line(set: &str, kind: &str, times: &mut [Duration]) {
    times.sort();
    println!(
        "{:>7} {:<8} {:>5}   {:<13} {:<13} {}",
        set,
        kind,
        times.len(),
        show(quantile(times, 0.5)),
        show(quantile(times, 0.99)),
        show(*times.last().unwrap())
    );
}

/// The oracle under test: the default budget, or `ESCAQUE_BENCH_NODES`.
fn oracle() -> ExactOracle {
    match std::env::var("ESCAQUE_BENCH_NODES") {
        Ok(n) => ExactOracle { nodes: n.parse().expect("ESCAQUE_BENCH_NODES: a number of positions") },
        Err(_) => ExactOracle::default(),
    }
}

fn report(sets: &[Set]) {
    let oracle = oracle();
    println!("per position, both sides:   n   median        p99           worst");
    for set in sets {
        let mut inline_times = Vec::new();
        let mut full_times = Vec::new();
        let mut fast_times = Vec::new();
        let mut settled_inline = 0;
        let mut most_nodes = 0;
        for (pos, label) in set.positions.iter().zip(&set.labels) {
            inline_times.push(time(|| {
                black_box(inline(&oracle, pos));
            }));
            if std::env::var_os("ESCAQUE_BENCH_EACH").is_some() && set.name == "hard" {
                let nodes = [Color::White, Color::Black].map(|side| unwinnable::inline(pos, side, oracle.nodes).nodes);
                let fen = Fen::from_position(pos, shakmaty::EnPassantMode::Legal);
                println!("   hard   {:<10} nodes {nodes:?} {:?} {fen}", show(*inline_times.last().unwrap()), inline(&oracle, pos));
            }
            if !inline(&oracle, pos).contains(&MateAbility::Unknown) {
                settled_inline += 1;
            }
            for side in [Color::White, Color::Black] {
                most_nodes = most_nodes.max(unwinnable::inline(pos, side, oracle.nodes).nodes);
            }
            full_times.push(time(|| {
                black_box(Verdict::full(pos));
            }));
            if set.name == "hard" {
                fast_times.push(time(|| {
                    black_box(unbounded_fast_check(pos));
                }));
            }
            let word = Verdict::full(pos).word();
            if let Some(label) = label {
                assert_eq!(
                    word,
                    *label,
                    "{}: {}",
                    set.name,
                    shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
                );
            }
        }
        line(set.name, "inline", &mut inline_times);
        line(set.name, "full", &mut full_times);
        if !fast_times.is_empty() {
            line(set.name, "fastchk", &mut fast_times);
        }
        println!(
            "{:>7} both sides settled inline in {settled_inline} of {} positions; at most {most_nodes} of {} positions made for one side",
            set.name,
            set.positions.len(),
            oracle.nodes
        );
    }
}

fn benches(c: &mut Criterion, sets: &[Set]) {
    let oracle = oracle();
    for set in sets {
        let mut group = c.benchmark_group(format!("unwinnable/{}", set.name));
        group.throughput(Throughput::Elements(set.positions.len() as u64));
        if set.name == "hard" {
            group.sample_size(10);
        }
        group.bench_function("inline", |b| {
            b.iter(|| {
                for pos in &set.positions {
                    black_box(inline(&oracle, pos));
                }
            })
        });
        group.bench_function("full", |b| {
            b.iter(|| {
                for pos in &set.positions {
                    black_box(Verdict::full(pos));
                }
            })
        });
        group.finish();
    }
}

fn main() {
    let sets = [
        games(),
        fen_file("lichess", "benches/data/lichess-sample.txt"),
        fen_file("hard", "benches/data/hard-positions.txt"),
    ];
    // `cargo test --benches` runs this without `--bench`: check that it runs, quickly.
    let benchmarking = std::env::args().any(|a| a == "--bench");
    if benchmarking {
        report(&sets);
    }
    let mut c = Criterion::default().configure_from_args();
    if benchmarking {
        benches(&mut c, &sets);
    } else {
        benches(&mut c, &sets[..1]);
    }
    c.final_summary();
}
