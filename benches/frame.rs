//! One frame of the game screen, headless, in a middlegame: the work the app does each time
//! a clock digit changes (build the UI, then tessellate it into meshes; no GPU).

use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use eframe::egui;
use escaque::clock::{SECOND, TimeControls};
use escaque::platform::time::MockTime;
use escaque::table::journal::Journal;
use escaque::table::{Event, EventKind, Setup};
use escaque::ui::{AppCommand, AppConfig, ArbiterCommand, EscaqueApp};
use shakmaty::{Chess, Color, Position, san::San};

/// A middlegame: the first 20 moves of a Ruy Lopez, journalled as if played at the table.
const MOVES: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
                     c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6";

fn middlegame_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let setup = Setup {
        white: "Ana Pérez".to_owned(),
        black: "Bruno Sánchez".to_owned(),
        controls: Some(TimeControls::same("5400+30".parse().unwrap())),
        ..Setup::default()
    };
    let mut journal = Journal::create(&dir.join("current.journal"), &setup).unwrap();
    let mut pos = Chess::default();
    let mut at = 0;
    for san in MOVES.split_whitespace() {
        let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        let by = pos.turn();
        at += 20 * SECOND;
        let uci = m.to_uci(shakmaty::CastlingMode::Standard);
        journal.append(&Event::new(at, EventKind::Move { uci })).unwrap();
        journal.append(&Event::new(at, EventKind::PressClock { by })).unwrap();
        pos.play_unchecked(m);
    }
    assert_eq!(pos.turn(), Color::White);
    dir
}

fn frame(c: &mut Criterion) {
    let ctx = egui::Context::default();
    let time = MockTime::default();
    let config = AppConfig::headless(middlegame_dir(), Arc::new(time.clone()));
    let mut app = EscaqueApp::headless(&ctx, config);
    app.execute(AppCommand::ResumeGame.into());
    app.execute(ArbiterCommand::Resume.into());
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0))),
        ..Default::default()
    };
    // Warm up: fonts and layout caches, as after the first frames of the real app.
    for _ in 0..3 {
        // A renderer would upload the font atlas; here it is dropped on purpose.
        ctx.run_ui(input(), |ui| app.app_ui(ui)).textures_delta.clear();
    }
    assert_eq!(app.game().unwrap().table().game().plies().len(), 40);
    c.bench_function("game screen frame (middlegame, ui + tessellate)", |b| {
        b.iter(|| {
            time.advance(100);
            let mut output = ctx.run_ui(input(), |ui| app.app_ui(ui));
            output.textures_delta.clear();
            ctx.tessellate(output.shapes, output.pixels_per_point)
        })
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
