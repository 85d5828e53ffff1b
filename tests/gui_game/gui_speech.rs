//! The voice in the window (issue 16, Appendix D): what the app says aloud, heard through a
//! recording voice in the five languages; the clocks on request (D.2.6.1, `F5`); the low-time
//! and flag warnings; each player's switch; the one line said when no speech service answers;
//! and a game turned into sound by the real synthesiser (espeak-ng writing WAV files).

use crate::gui;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use eframe::egui;
use egui_kittest::kittest::Queryable;
use escaque::clock::{AdjustReason, Adjustment};
use escaque::clock::{SECOND, TimeControls};
use escaque::i18n::{Lang, Tr, speech};
use escaque::laws::Article;
use escaque::laws::GameResult;
use escaque::platform::reader;
use escaque::platform::settings::{Settings, Speech};
use escaque::platform::speech::{Backends, DesktopVoice, EspeakNg, Kind, RecordingVoice, Said, Voice, Waits};
use escaque::table::Setup;
use escaque::ui::{ArbiterAction, ArbiterCommand, PlayCommand};
use gui::{App, Gui, data_dir};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Position};

/// A short game with a capture, a capture by a pawn and castling: each move's two squares.
const GAME: [&str; 9] = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6", "e1g1"];

/// The app on a fresh folder whose settings are `settings`, speaking through `voice`.
fn open(name: &str, settings: &Settings, voice: Arc<dyn Voice>) -> (Gui, PathBuf) {
    let gui = App::fresh("speech", name).settings(settings.clone()).voice(voice).open();
    let dir = gui.dir.clone();
    (gui, dir)
}

/// Settings in `lang` with speech on as `speech` says, and `setup` for the game.
fn settings(lang: Lang, speech: Speech, setup: Setup) -> Settings {
    Settings { language: Some(lang), speech, setup, ..Settings::default() }
}

const WHITE_ONLY: Speech = Speech::on(true, false);
const BLACK_ONLY: Speech = Speech::on(false, true);
const BOTH: Speech = Speech::on(true, true);

/// The end of the game on screen, as said aloud: who wins, then why.
fn game_over(gui: &Gui, lang: Lang) -> String {
    let tr = Tr::new(lang);
    let ending = gui.table(|t| t.game().status().ending()).expect("the game is over");
    let result = match ending.result {
        GameResult::Win(Color::White) => "white",
        GameResult::Win(Color::Black) => "black",
        GameResult::Draw => "draw",
        _ => "other",
    };
    let why = escaque::i18n::describe::ending_reason(tr, &ending);
    tr.t_args("speech-game-over", &escaque::i18n::args([("result", result.into()), ("why", why.into())]))
}

/// The announcements of `moves` (from the start position), as `announce_move` words them.
fn expected_moves(lang: Lang, moves: &[&str]) -> Vec<String> {
    let tr = Tr::new(lang);
    let mut pos = Chess::default();
    moves
        .iter()
        .map(|uci| {
            let m = UciMove::from_ascii(uci.as_bytes()).unwrap().to_move(&pos).unwrap();
            let text = speech::announce_move(tr, &pos, &m);
            pos.play_unchecked(m);
            text
        })
        .collect()
}

/// The steps of this file; a move is given as UCI ("e2e4").
impl Gui {
    /// Makes the move `uci` by clicking its two squares two seconds later.
    fn move_squares(&mut self, uci: &str) {
        self.move_only(&uci[0..2], &uci[2..4]);
    }

    /// Makes the move `uci` and presses the mover's clock with their key.
    fn play_and_press(&mut self, uci: &str) {
        self.play_by_key(&uci[0..2], &uci[2..4]);
    }

    /// Clicks `label` in the speech menu, opening the menu first if it is closed.
    fn speech_menu(&mut self, label: &str) {
        if self.harness.query_by_label(label).is_none() {
            self.click("Speech");
        }
        self.click(label);
    }
}

#[test]
fn every_completed_move_is_heard_once_in_the_windows_language() {
    for lang in Lang::ALL {
        let voice = RecordingVoice::default();
        let (mut gui, _) = open(
            &format!("moves-{}", lang.code()),
            &settings(lang, WHITE_ONLY, Setup::default()),
            Arc::new(voice.clone()),
        );
        gui.start_in(lang);
        assert_eq!(voice.said(), [], "{lang:?}: nothing is said before a move");
        // A move is said once it is completed by the press (6.2.1), not when the piece lands.
        gui.move_squares(GAME[0]);
        assert_eq!(voice.said(), [], "{lang:?}: not before the press");
        gui.press_key(Color::White);
        for uci in &GAME[1..] {
            gui.play_and_press(uci);
        }
        // A few more frames say nothing more.
        gui.settle();
        let expected: Vec<Said> =
            (1..).zip(expected_moves(lang, &GAME)).map(|(n, text)| Said { text, lang, kind: Kind::Move(n) }).collect();
        assert_eq!(voice.said(), expected, "{lang:?}: each a move, numbered, so that a newer one supersedes it");
    }
}

#[test]
fn a_forgotten_press_is_said_when_the_players_next_move_completes_it_and_mate_at_once() {
    let voice = RecordingVoice::default();
    let (mut gui, _) = open("completion", &settings(Lang::Pt, BOTH, Setup::default()), Arc::new(voice.clone()));
    gui.start_in(Lang::Pt);
    let [f3, e5, g4, qh4]: [String; 4] =
        expected_moves(Lang::Pt, &["f2f3", "e7e5", "g2g4", "d8h4"]).try_into().unwrap();
    // White forgets to press after 1.f3, and Black replies: neither move is completed (Black
    // cannot press while White's time runs, 6.2.2), so neither is said.
    gui.move_squares("f2f3");
    gui.move_squares("e7e5");
    assert_eq!(voice.texts(), Vec::<String>::new());
    // White's next move completes the forgotten one (6.2.1.2): that is when it is said.
    gui.move_squares("g2g4");
    assert_eq!(voice.texts(), std::slice::from_ref(&f3));
    gui.press_key(Color::White);
    assert_eq!(voice.texts(), [f3.clone(), g4.clone()]);
    // Black's mate completes Black's reply (6.2.1.2) and itself at once (6.2.1.1), with no
    // press, and says so.
    gui.move_squares("d8h4");
    let over = game_over(&gui, Lang::Pt);
    assert_eq!(voice.texts(), [f3, g4, e5, qh4.clone(), over.clone()]);
    assert!(qh4.ends_with(&Tr::new(Lang::Pt).t("speech-checkmate")), "{qh4}");
    assert!(over.starts_with("Ganham as pretas: "), "{over}");
    // The two moves completed at once are one batch, with one number: neither supersedes the
    // other while it waits to be said (the first would be dropped unheard), only a later one.
    let kinds: Vec<Kind> = voice.said().into_iter().map(|s| s.kind).collect();
    assert_eq!(kinds, [Kind::Move(1), Kind::Move(2), Kind::Move(3), Kind::Move(3), Kind::Keep]);
}

#[test]
fn the_words_are_the_languages_own() {
    // Spot checks that the voice is given the words of each language, not English.
    let first = |lang: Lang| expected_moves(lang, &GAME[..3]).remove(2);
    assert_eq!(first(Lang::En), "Knight Gustav 1 to Felix 3");
    for lang in [Lang::Gl, Lang::Es, Lang::Pt, Lang::Ca] {
        assert_ne!(first(lang), first(Lang::En), "{lang:?}");
    }
    let voice = RecordingVoice::default();
    let (mut gui, _) = open("words-gl", &settings(Lang::Gl, BLACK_ONLY, Setup::default()), Arc::new(voice.clone()));
    gui.start_in(Lang::Gl);
    for uci in &GAME[..3] {
        gui.play_and_press(uci);
    }
    assert_eq!(voice.texts().last().map(String::as_str), Some(first(Lang::Gl).as_str()));
}

#[test]
fn with_speech_off_for_both_nothing_is_heard() {
    let voice = RecordingVoice::default();
    let (mut gui, _) = open("off", &settings(Lang::En, Speech::default(), Setup::default()), Arc::new(voice.clone()));
    gui.start_in(Lang::En);
    for uci in &GAME {
        gui.play_and_press(uci);
    }
    gui.harness.key_press(egui::Key::F5);
    gui.settle();
    assert_eq!(voice.said(), []);
}

#[test]
fn the_clock_key_says_both_clocks_the_asking_players_first() {
    for (who, first) in [(BLACK_ONLY, Color::Black), (WHITE_ONLY, Color::White)] {
        let voice = RecordingVoice::default();
        let (mut gui, _) =
            open(&format!("clocks-{first:?}"), &settings(Lang::Es, who, Setup::default()), Arc::new(voice.clone()));
        gui.start_in(Lang::Es);
        for uci in &GAME[..3] {
            gui.play_and_press(uci);
        }
        gui.time.advance(7 * SECOND);
        voice.clear();
        gui.harness.key_press(egui::Key::F5);
        gui.settle();
        let tr = Tr::new(Lang::Es);
        let clock = |side: Color| {
            let moves = gui.table(|t| t.game().completed_moves(side));
            Said {
                text: speech::announce_clock(tr, side, gui.remaining(side), moves),
                lang: Lang::Es,
                kind: Kind::Keep,
            }
        };
        assert_eq!(voice.said(), [clock(first), clock(!first)], "{who:?}");
        // White has made two moves, Black one.
        assert_eq!(
            gui.table(|t| (t.game().completed_moves(Color::White), t.game().completed_moves(Color::Black))),
            (2, 1)
        );
    }
}

#[test]
fn the_low_time_warning_is_the_players_own_and_the_flag_is_for_both() {
    // Two minutes each, no increment (PGN TimeControl in seconds).
    let setup = Setup { controls: Some(TimeControls::same("120".parse().unwrap())), ..Setup::default() };
    for who in [WHITE_ONLY, BLACK_ONLY] {
        let voice = RecordingVoice::default();
        let (mut gui, _) =
            open(&format!("low-time-{}", who.white), &settings(Lang::Ca, who, setup.clone()), Arc::new(voice.clone()));
        gui.start_in(Lang::Ca);
        gui.play_and_press(GAME[0]);
        gui.play_and_press(GAME[1]);
        voice.clear();
        // White's clock runs below a minute.
        gui.time.advance(60 * SECOND);
        gui.settle();
        let tr = Tr::new(Lang::Ca);
        let low = speech::announce_low_time(tr, Color::White, gui.remaining(Color::White));
        assert!(gui.remaining(Color::White) < 60 * SECOND);
        let heard_low = if who.white { vec![low] } else { vec![] };
        assert_eq!(voice.texts(), heard_low, "{who:?}: White's own warning, once");
        gui.time.advance(10 * SECOND);
        gui.settle();
        assert_eq!(voice.texts(), heard_low, "{who:?}: not said again");
        // The flag falls: said for either player.
        gui.time.advance(60 * SECOND);
        gui.settle();
        let mut heard = heard_low.clone();
        heard.push(speech::announce_flag(tr, Color::White));
        heard.push(game_over(&gui, Lang::Ca));
        assert_eq!(voice.texts(), heard, "{who:?}");
        assert!(heard.last().unwrap().starts_with("Guanyen les negres: "), "{heard:?}");
        assert!(voice.said().iter().all(|s| s.lang == Lang::Ca));
    }
}

#[test]
fn a_draw_offer_and_the_draw_agreed_are_said() {
    let voice = RecordingVoice::default();
    let (mut gui, _) = open("offer", &settings(Lang::Gl, BLACK_ONLY, Setup::default()), Arc::new(voice.clone()));
    gui.start_in(Lang::Gl);
    gui.play_and_press(GAME[0]);
    // Black moves, offers a draw before pressing (9.1.2.1), then presses.
    gui.move_squares(GAME[1]);
    voice.clear();
    gui.harness.state_mut().execute(PlayCommand::OfferDraw(Color::Black).into());
    gui.settle();
    let offered = voice.texts();
    assert_eq!(offered.len(), 1, "{offered:?}");
    assert!(offered[0].starts_with("As negras ofrecen táboas ("), "{offered:?}");
    gui.press_key(Color::Black);
    gui.harness.state_mut().execute(PlayCommand::AcceptDraw(Color::White).into());
    gui.settle();
    let texts = voice.texts();
    assert_eq!(texts[2..], [game_over(&gui, Lang::Gl)], "{texts:?}");
    assert!(texts[2].starts_with("Táboas: "), "{texts:?}");
    assert_eq!(texts[1], expected_moves(Lang::Gl, &GAME[..2])[1]);
}

#[test]
fn each_players_switch_is_in_the_setup_form_and_the_games_menu() {
    let voice = RecordingVoice::default();
    let (mut gui, dir) = open("switches", &Settings::default(), Arc::new(voice.clone()));
    gui.click("Speech for White");
    assert_eq!(gui.harness.state().settings().speech, WHITE_ONLY);
    assert_eq!(Settings::load(&dir.join("settings.ron")).settings.speech, WHITE_ONLY, "remembered");
    gui.start();
    gui.speech_menu("Speech for Black");
    assert_eq!(gui.harness.state().settings().speech, BOTH);
    gui.play_and_press(GAME[0]);
    // Both on: each move is still said once.
    assert_eq!(voice.texts(), expected_moves(Lang::En, &GAME[..1]));
    // The menu's button says the clocks like F5: Black's clock runs, so Black's first.
    voice.clear();
    gui.speech_menu("Say the clocks (F5)");
    let tr = Tr::new(Lang::En);
    assert_eq!(
        voice.texts(),
        [
            speech::announce_clock(tr, Color::Black, gui.remaining(Color::Black), 0),
            speech::announce_clock(tr, Color::White, gui.remaining(Color::White), 1)
        ]
    );
    gui.speech_menu("Speech for White");
    gui.speech_menu("Speech for Black");
    assert_eq!(gui.harness.state().settings().speech, Speech::default());
    voice.clear();
    gui.play_and_press(GAME[1]);
    assert_eq!(voice.said(), [], "both off again");
}

#[test]
fn settings_files_without_speech_still_load_with_it_off() {
    let dir = data_dir("speech", "old-settings");
    let path = dir.join("settings.ron");
    std::fs::write(&path, "(setup: (white: \"Uxía\"), muted: true)").unwrap();
    let loaded = Settings::load(&path);
    assert_eq!((loaded.problem, loaded.settings.speech), (None, Speech::default()));
    std::fs::write(&path, "(speech: (black: true))").unwrap();
    assert_eq!(Settings::load(&path).settings.speech, BLACK_ONLY, "each in the window's language");
    std::fs::write(&path, "(speech: (black: true, black_lang: Some(pt)))").unwrap();
    let speech = Settings::load(&path).settings.speech;
    assert_eq!(speech, Speech { black_lang: Some(Lang::Pt), ..BLACK_ONLY });
    let saved = Settings { speech, ..Settings::default() };
    saved.save(&path).unwrap();
    assert_eq!(Settings::load(&path).settings, saved);
}

/// A voice that finds no speech service: no speech-dispatcher socket, no espeak-ng.
fn voice_without_a_service() -> Arc<DesktopVoice> {
    Arc::new(DesktopVoice::new(Backends {
        speech_dispatcher: Some(PathBuf::from("/nonexistent/escaque/speech-dispatcher/speechd.sock")),
        spawn_speech_dispatcher: false,
        espeak_ng: Some(EspeakNg { program: PathBuf::from("/nonexistent/escaque/espeak-ng"), wav_dir: None }),
        speech_dispatcher_waits: Waits::default(),
    }))
}

#[test]
fn without_a_speech_service_the_app_starts_and_says_so_once() {
    let voice = voice_without_a_service();
    let (mut gui, _) = open("unavailable", &settings(Lang::En, WHITE_ONLY, Setup::default()), voice.clone());
    // The voice looks for a service in the background as soon as speech is on; the test waits
    // for its answer (not for a time).
    voice.flush();
    gui.settle();
    let line = "Speech is unavailable";
    assert_eq!(gui.harness.query_all_by_label_contains(line).count(), 1, "said once, on the setup screen");
    assert!(voice.unavailable().unwrap().contains("speechd.sock"));
    gui.start();
    for uci in &GAME[..4] {
        gui.play_and_press(uci);
    }
    gui.harness.key_press(egui::Key::F5);
    voice.flush();
    gui.settle();
    assert_eq!(gui.harness.query_all_by_label_contains(line).count(), 1, "not again after more moves");
    assert_eq!(gui.table(|t| t.game().plies().len()), 4, "the game goes on");
    // Put away, it does not come back.
    gui.click(&Tr::new(Lang::En).t("problem-ok"));
    gui.play_and_press(GAME[4]);
    voice.flush();
    gui.settle();
    assert_eq!(gui.harness.query_all_by_label_contains(line).count(), 0);
}

#[test]
fn the_unavailable_line_is_in_the_windows_language() {
    let voice = RecordingVoice::default();
    voice.set_unavailable("no socket");
    let (gui, _) = open("unavailable-gl", &settings(Lang::Gl, BLACK_ONLY, Setup::default()), Arc::new(voice));
    assert_eq!(gui.harness.query_all_by_label_contains("A voz non está dispoñible: ningún servizo").count(), 1);
}

/// The audio of a WAV file: its PCM data chunk, and the format's bits per sample.
fn wav_data(path: &Path) -> (Vec<u8>, u16) {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!((&bytes[0..4], &bytes[8..12]), (&b"RIFF"[..], &b"WAVE"[..]), "{}", path.display());
    let mut at = 12;
    let mut bits = 0;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().unwrap()) as usize;
        let body = &bytes[at + 8..];
        if id == b"fmt " {
            bits = u16::from_le_bytes(body[14..16].try_into().unwrap());
        }
        if id == b"data" {
            // espeak-ng writing a file fills the size in when it is done; the data is whatever
            // follows, which a size still unset would overstate.
            return (body[..size.min(body.len())].to_vec(), bits);
        }
        at += 8 + size + size % 2;
    }
    panic!("{}: no data chunk", path.display())
}

/// Whether espeak-ng is installed; where it must be (`ESCAQUE_REQUIRE_ESPEAK=1`, set by
/// `scripts/test`, which installs it), its absence fails the test instead of skipping it.
fn espeak_ng() -> bool {
    let found = std::process::Command::new("espeak-ng").arg("--version").output().is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var_os("ESCAQUE_REQUIRE_ESPEAK").is_none_or(|v| v != "1"),
            "espeak-ng is required (ESCAQUE_REQUIRE_ESPEAK=1) but not installed: scripts/setup-debian installs it"
        );
        eprintln!("espeak-ng is not installed: the real synthesiser's test is skipped");
    }
    found
}

#[test]
fn a_game_is_turned_into_speech_by_the_real_synthesiser() {
    if !espeak_ng() {
        return;
    }
    for lang in Lang::ALL {
        let wavs = data_dir("speech-wav", lang.code());
        let voice = Arc::new(DesktopVoice::new(Backends {
            speech_dispatcher: None,
            spawn_speech_dispatcher: false,
            espeak_ng: Some(EspeakNg { program: PathBuf::from("espeak-ng"), wav_dir: Some(wavs.clone()) }),
            speech_dispatcher_waits: Waits::default(),
        }));
        let (mut gui, _) =
            open(&format!("wav-{}", lang.code()), &settings(lang, WHITE_ONLY, Setup::default()), voice.clone());
        gui.start_in(lang);
        for uci in &GAME {
            gui.play_and_press(uci);
            // Each move said before the next is made: a newer move would supersede one still
            // waiting, however fast the synthesiser is on this machine.
            voice.flush();
        }
        gui.harness.key_press(egui::Key::F5);
        gui.settle();
        voice.flush();
        assert_eq!(voice.unavailable(), None, "{lang:?}");
        let mut files: Vec<PathBuf> = std::fs::read_dir(&wavs).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        // Every move, then the two clocks.
        assert_eq!(files.len(), GAME.len() + 2, "{lang:?}: {files:?}");
        for file in &files {
            assert!(file.file_name().unwrap().to_string_lossy().ends_with(&format!("-{}.wav", lang.code())));
            let (data, bits) = wav_data(file);
            assert_eq!(bits, 16, "{}", file.display());
            let samples: Vec<i16> = data.chunks_exact(2).map(|b| i16::from_le_bytes([b[0], b[1]])).collect();
            // espeak-ng speaks at 22050 samples a second: an announcement lasts over half a
            // second, and much of it is not silence.
            assert!(samples.len() > 11_025, "{}: {} samples", file.display(), samples.len());
            let loud = samples.iter().filter(|s| s.unsigned_abs() > 1000).count();
            assert!(loud > samples.len() / 20, "{}: {loud} of {} samples are sound", file.display(), samples.len());
        }
    }
}

#[test]
fn art_d_2_6_1_the_clocks_say_the_clocks_own_move_count_as_the_arbiter_set_it() {
    let voice = RecordingVoice::default();
    let (mut gui, _) = open("clock-count", &settings(Lang::En, WHITE_ONLY, Setup::default()), Arc::new(voice.clone()));
    gui.start_in(Lang::En);
    for uci in &GAME[..3] {
        gui.play_and_press(uci);
    }
    // The arbiter corrects White's counter (6.10.2): the clock now counts 20 moves, the game 2.
    let set = ArbiterAction::Clock {
        adjustment: Adjustment::SetMoves { side: Color::White, moves: 20 },
        reason: AdjustReason::article(Article::WRONG_SETTING),
    };
    for command in [ArbiterCommand::OpenPanel, ArbiterCommand::Do(set), ArbiterCommand::Confirm] {
        gui.harness.state_mut().execute(command.into());
        gui.settle();
    }
    assert_eq!(
        gui.table(|t| (t.clock().unwrap().moves(Color::White), t.game().completed_moves(Color::White))),
        (20, 2)
    );
    voice.clear();
    gui.harness.key_press(egui::Key::F5);
    gui.settle();
    let tr = Tr::new(Lang::En);
    let white = speech::announce_clock(tr, Color::White, gui.remaining(Color::White), 20);
    let black = speech::announce_clock(tr, Color::Black, gui.remaining(Color::Black), 1);
    assert_eq!(voice.texts(), [white, black], "the clock's count, as the clock shows it");
}

#[test]
fn art_d_2_9_a_refused_move_and_a_move_not_read_are_said() {
    let voice = RecordingVoice::default();
    let (mut gui, _) = open("refused", &settings(Lang::Gl, BLACK_ONLY, Setup::default()), Arc::new(voice.clone()));
    gui.start_in(Lang::Gl);
    gui.play_and_press(GAME[0]);
    voice.clear();
    // Black touches the e7 pawn, then tries the d7 pawn: refused under 4.3.1, and said.
    gui.time.advance(2 * SECOND);
    gui.square("e7");
    gui.square("e7");
    gui.square("d7");
    gui.square("d5");
    let status = gui.harness.state().game().unwrap().status_line().expect("the refusal is shown");
    assert!(status.contains("4.3.1"), "{status}");
    assert_eq!(voice.texts(), [status], "the refusal is said as the status line shows it");
    assert!(voice.said().iter().all(|s| s.lang == Lang::Gl));
    // A move the field cannot read is said too.
    voice.clear();
    gui.harness.state_mut().execute(PlayCommand::TypedMove("Zz9".to_owned()).into());
    gui.settle();
    let status = gui.harness.state().game().unwrap().status_line().expect("the move is not read");
    assert_eq!(voice.texts(), [status]);
}

#[test]
fn the_speech_switches_follow_the_players_when_they_swap_colours() {
    let voice = RecordingVoice::default();
    let setup = Setup { white: "Uxía".to_owned(), black: "Jordi".to_owned(), ..Setup::default() };
    let (mut gui, dir) = open("swap", &settings(Lang::En, WHITE_ONLY, setup), Arc::new(voice.clone()));
    gui.click("Language of White's speech");
    gui.click("Català");
    gui.click("Swap colours");
    let uxia_black = Speech { black_lang: Some(Lang::Ca), ..BLACK_ONLY };
    assert_eq!(gui.harness.state().settings().speech, uxia_black, "Uxía, now Black, still hears, in Catalan");
    let saved = Settings::load(&dir.join("settings.ron"));
    assert_eq!((saved.settings.speech, saved.problem), (uxia_black, None), "saved");
    gui.start_in(Lang::En);
    assert_eq!(gui.table(|t| t.setup().black.clone()), "Uxía");
}

/// Speech on for both players, White's in `white` and Black's in `black` (`None`: the window's).
fn both_in(white: Option<Lang>, black: Option<Lang>) -> Speech {
    Speech { white_lang: white, black_lang: black, ..BOTH }
}

#[test]
fn each_announcement_is_said_once_in_each_language_among_the_players_who_hear() {
    // Both players in Galician (one chose it, the window speaks it): each move once.
    let voice = RecordingVoice::default();
    let (mut gui, _) = open(
        "langs-same",
        &settings(Lang::Gl, both_in(Some(Lang::Gl), None), Setup::default()),
        Arc::new(voice.clone()),
    );
    gui.start_in(Lang::Gl);
    for uci in &GAME[..2] {
        gui.play_and_press(uci);
    }
    let said: Vec<(String, Lang)> = voice.said().into_iter().map(|s| (s.text, s.lang)).collect();
    let gl: Vec<(String, Lang)> = expected_moves(Lang::Gl, &GAME[..2]).into_iter().map(|t| (t, Lang::Gl)).collect();
    assert_eq!(said, gl, "once");

    // One player in Galician, the other in Portuguese, the window in English: once in each, the
    // window's language not at all.
    let voice = RecordingVoice::default();
    let who = both_in(Some(Lang::Gl), Some(Lang::Pt));
    let (mut gui, _) = open("langs-two", &settings(Lang::En, who, Setup::default()), Arc::new(voice.clone()));
    gui.start_in(Lang::En);
    for uci in &GAME[..3] {
        gui.play_and_press(uci);
    }
    let (gl, pt) = (expected_moves(Lang::Gl, &GAME[..3]), expected_moves(Lang::Pt, &GAME[..3]));
    let mut expected = Vec::new();
    for (n, (gl, pt)) in (1..).zip(gl.into_iter().zip(pt)) {
        expected.push(Said { text: gl, lang: Lang::Gl, kind: Kind::Move(n) });
        expected.push(Said { text: pt, lang: Lang::Pt, kind: Kind::Move(n) });
    }
    assert_eq!(voice.said(), expected, "each move in Galician, then in Portuguese, one number for both");
    assert_ne!(expected[0].text, expected[1].text);
    // The clocks on request: both clocks in each language, the asking player's first (Black's
    // clock runs: Black asks, in Portuguese).
    voice.clear();
    gui.harness.key_press(egui::Key::F5);
    gui.settle();
    let clock = |lang: Lang, side: Color, moves: u32| {
        (speech::announce_clock(Tr::new(lang), side, gui.remaining(side), moves), lang)
    };
    let said: Vec<(String, Lang)> = voice.said().into_iter().map(|s| (s.text, s.lang)).collect();
    assert_eq!(
        said,
        [
            clock(Lang::Pt, Color::Black, 1),
            clock(Lang::Pt, Color::White, 2),
            clock(Lang::Gl, Color::Black, 1),
            clock(Lang::Gl, Color::White, 2)
        ]
    );
}

#[test]
fn the_low_time_warning_is_in_the_players_own_language() {
    let setup = Setup { controls: Some(TimeControls::same("120".parse().unwrap())), ..Setup::default() };
    let voice = RecordingVoice::default();
    let who = Speech { white_lang: Some(Lang::Ca), ..WHITE_ONLY };
    let (mut gui, _) = open("langs-low-time", &settings(Lang::Es, who, setup), Arc::new(voice.clone()));
    gui.start_in(Lang::Es);
    gui.play_and_press(GAME[0]);
    gui.play_and_press(GAME[1]);
    voice.clear();
    gui.time.advance(60 * SECOND);
    gui.settle();
    let low = speech::announce_low_time(Tr::new(Lang::Ca), Color::White, gui.remaining(Color::White));
    assert_eq!(voice.said(), [Said { text: low, lang: Lang::Ca, kind: Kind::Keep }]);
}

#[test]
fn each_players_language_is_chosen_on_the_setup_screen_and_in_the_speech_menu() {
    let voice = RecordingVoice::default();
    let (mut gui, dir) = open("langs-chosen", &settings(Lang::En, BOTH, Setup::default()), Arc::new(voice.clone()));
    // The setup form: beside White's switch, White's language.
    gui.click("Language of White's speech");
    gui.click("Galego");
    assert_eq!(gui.harness.state().settings().speech, both_in(Some(Lang::Gl), None));
    let saved = Settings::load(&dir.join("settings.ron")).settings.speech;
    assert_eq!(saved, both_in(Some(Lang::Gl), None), "remembered");
    gui.start_in(Lang::En);
    // The game's Speech menu: Black's language, in a submenu showing the choice.
    gui.click("Speech");
    gui.click("Language of Black's speech: Window's language (English)");
    gui.click("Português");
    assert_eq!(gui.harness.state().settings().speech, both_in(Some(Lang::Gl), Some(Lang::Pt)));
    gui.play_and_press(GAME[0]);
    let said: Vec<(String, Lang)> = voice.said().into_iter().map(|s| (s.text, s.lang)).collect();
    let first = |lang| (expected_moves(lang, &GAME[..1]).remove(0), lang);
    assert_eq!(said, [first(Lang::Gl), first(Lang::Pt)]);
    // Back to the window's language: then both hear English, once.
    gui.click("Speech");
    gui.click("Language of White's speech: Galego");
    gui.click("Window's language (English)");
    gui.click("Speech");
    gui.click("Language of Black's speech: Português");
    gui.click("Window's language (English)");
    assert_eq!(gui.harness.state().settings().speech, BOTH);
    voice.clear();
    gui.play_and_press(GAME[1]);
    assert_eq!(voice.texts(), expected_moves(Lang::En, &GAME[..2])[1..]);
}

#[test]
fn turning_speech_on_looks_for_an_unavailable_voice_again_once() {
    let voice = RecordingVoice::default();
    voice.set_unavailable("no socket");
    let (mut gui, _) = open("retry", &settings(Lang::En, WHITE_ONLY, Setup::default()), Arc::new(voice.clone()));
    let line = "Speech is unavailable";
    assert_eq!(gui.harness.query_all_by_label_contains(line).count(), 1);
    assert_eq!(voice.retries(), 0, "speech on from the start: looked for once, not again");
    gui.click(&Tr::new(Lang::En).t("problem-ok"));
    // Black's switch turned on: the voice is looked for again, once, however many frames go by.
    gui.click("Speech for Black");
    gui.settle();
    gui.settle();
    assert_eq!(voice.retries(), 1);
    // Still unavailable: said again, once.
    assert_eq!(gui.harness.query_all_by_label_contains(line).count(), 1);
    // Turning a switch off looks for nothing; on again, once more.
    gui.click("Speech for White");
    assert_eq!(voice.retries(), 1);
    gui.click("Speech for White");
    gui.settle();
    assert_eq!(voice.retries(), 2);
    assert_eq!(gui.harness.query_all_by_label_contains(line).count(), 1, "the line is not shown twice");
}

#[test]
fn a_real_voice_found_unavailable_is_looked_for_again_when_speech_is_turned_on() {
    // No service at the start, then espeak-ng appears: turning a switch on finds it.
    let dir = data_dir("speech", "retry-real");
    let program = dir.join("espeak-ng");
    let voice = Arc::new(DesktopVoice::new(Backends {
        speech_dispatcher: None,
        spawn_speech_dispatcher: false,
        espeak_ng: Some(EspeakNg { program: program.clone(), wav_dir: None }),
        speech_dispatcher_waits: Waits::default(),
    }));
    let (mut gui, _) = open("retry-real-app", &settings(Lang::En, WHITE_ONLY, Setup::default()), voice.clone());
    voice.flush();
    gui.settle();
    assert!(voice.unavailable().is_some());
    // A program that answers `--voices` (with no voices) stands for espeak-ng: linked, not
    // written, so that no test starting a program meanwhile can hold it open.
    let stand_in = ["/usr/bin/true", "/bin/true"].into_iter().find(|p| Path::new(p).exists()).expect("true");
    #[cfg(unix)]
    std::os::unix::fs::symlink(stand_in, &program).unwrap();
    gui.click("Speech for Black");
    voice.flush();
    gui.settle();
    assert_eq!(voice.unavailable(), None, "found on the second look");
    assert_eq!(voice.service(), Some(escaque::platform::speech::Service::EspeakNg));
}

/// A voice still finding out whether it can speak, until the test says what it found.
#[derive(Clone, Default)]
struct FindingOut {
    found: Arc<std::sync::Mutex<Option<String>>>,
}

impl Voice for FindingOut {
    fn say_as(&self, _: &str, _: Lang, _: Kind) {}
    fn unavailable(&self) -> Option<String> {
        self.found.lock().unwrap().clone()
    }
    fn settled(&self) -> bool {
        self.found.lock().unwrap().is_some()
    }
}

#[test]
fn the_no_voice_line_shows_as_soon_as_the_voice_knows_with_nothing_touched() {
    let voice = FindingOut::default();
    let (mut gui, _) = open("finding-out", &settings(Lang::En, WHITE_ONLY, Setup::default()), Arc::new(voice.clone()));
    let line = "Speech is unavailable";
    assert_eq!(gui.harness.query_all_by_label_contains(line).count(), 0, "nothing known yet");
    // While the voice finds out, the window asks to be drawn again within a quarter second,
    // though nothing on it moves: it does not wait for a hand on the keyboard (issue 25).
    let delay = |gui: &Gui| gui.harness.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert!(delay(&gui) <= std::time::Duration::from_millis(250), "asked to be drawn again in {:?}", delay(&gui));
    // The voice finds no service. The frame the window asked for, with no input, finds it out
    // and asks at once for one more, which shows the line.
    *voice.found.lock().unwrap() = Some("no socket".to_owned());
    gui.harness.step();
    assert_eq!(delay(&gui), std::time::Duration::ZERO, "the line found is drawn at once");
    gui.harness.step();
    assert_eq!(gui.harness.query_all_by_label_contains(line).count(), 1);
    // Known and shown: once egui has laid the line out, the window stops asking.
    gui.settle();
    assert!(delay(&gui) > std::time::Duration::from_secs(1), "then still asked in {:?}", delay(&gui));
}

/// With a screen reader running (issue 27), the app's own voice says only what the reader will
/// not: the opponent's move, not the player's own (the reader follows it on the board), nor the
/// status line; and the speech settings say so.
#[test]
fn with_a_screen_reader_running_only_the_opponents_moves_are_said() {
    for (reading, heard) in [(true, &GAME[1..2]), (false, &GAME[..3])] {
        let voice = RecordingVoice::default();
        let mut gui = App::fresh("speech", &format!("reader-{reading}"))
            .settings(settings(Lang::Gl, WHITE_ONLY, Setup::default()))
            .voice(Arc::new(voice.clone()))
            .config(|c| c.screen_reader = if reading { reader::always() } else { reader::none() })
            .open();
        gui.start_in(Lang::Gl);
        for uci in &GAME[..3] {
            gui.play_and_press(uci);
        }
        gui.settle();
        let expected: Vec<String> = expected_moves(Lang::Gl, &GAME[..3])
            .into_iter()
            .zip(&GAME[..3])
            .filter(|(_, uci)| heard.contains(uci))
            .map(|(text, _)| text)
            .collect();
        assert_eq!(voice.texts(), expected, "screen reader running: {reading}");
        gui.click("Voz");
        let line = Tr::new(Lang::Gl).t("speech-with-reader");
        assert_eq!(gui.harness.query_by_label(&line).is_some(), reading, "{line}");
    }
}
