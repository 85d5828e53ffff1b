//! The desktop's voice (issue 16): the SSIP exchange with speech-dispatcher, checked against a
//! stand-in service on a Unix socket of the test's own (a real speech-dispatcher needs a
//! session and a sound device that CI does not have); a service that goes away; the recording
//! voice tests use.
#![cfg(unix)]

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use escaque::i18n::Lang;
use escaque::platform::speech::{Backends, DesktopVoice, RecordingVoice, Said, Service, Voice};

/// A folder of the test's own.
fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-ssip-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A stand-in for speech-dispatcher on `socket`: it answers one client as the real service
/// does, with voices in `languages` (`None`: it does not list its voices), and keeps every
/// line the client sent. With `leave_on_speak`, it goes away (socket and all) when asked to
/// speak the `n`th time.
fn service(socket: &Path, languages: Option<&[&str]>, leave_on_speak: Option<usize>) -> Arc<Mutex<Vec<String>>> {
    let voices = languages.map(|languages| {
        let mut list: String = languages.iter().map(|l| format!("249-voice-{l}\t{l}\tnone\r\n")).collect();
        list.push_str("249 OK VOICE LIST SENT");
        list
    });
    let listener = UnixListener::bind(socket).unwrap();
    let heard = Arc::new(Mutex::new(Vec::new()));
    let lines = Arc::clone(&heard);
    let socket = socket.to_owned();
    std::thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        let mut out = stream.try_clone().unwrap();
        let mut input = BufReader::new(stream);
        let mut in_data = false;
        let mut speaks = 0;
        loop {
            let mut line = String::new();
            if input.read_line(&mut line).unwrap_or(0) == 0 {
                return;
            }
            let line = line.trim_end_matches(['\r', '\n']).to_owned();
            lines.lock().unwrap().push(line.clone());
            let answer = if in_data {
                if line != "." {
                    continue;
                }
                in_data = false;
                "225-7\r\n225 OK MESSAGE QUEUED"
            } else if line.starts_with("SET self CLIENT_NAME ") {
                "208 OK CLIENT NAME SET"
            } else if line.starts_with("SET self PRIORITY ") {
                "202 OK PRIORITY SET"
            } else if line.starts_with("SET self LANGUAGE ") {
                "201 OK LANGUAGE SET"
            } else if line == "LIST SYNTHESIS_VOICES" {
                voices.as_deref().unwrap_or("300 ERR INTERNAL")
            } else if line == "SPEAK" {
                speaks += 1;
                if leave_on_speak == Some(speaks) {
                    let _ = std::fs::remove_file(&socket);
                    return;
                }
                in_data = true;
                "230 OK RECEIVING DATA"
            } else if line == "QUIT" {
                let _ = out.write_all(b"231 HAPPY HACKING\r\n");
                return;
            } else {
                "300 ERR INTERNAL"
            };
            out.write_all(format!("{answer}\r\n").as_bytes()).unwrap();
        }
    });
    heard
}

fn voice_on(socket: &Path) -> DesktopVoice {
    DesktopVoice::new(Backends {
        speech_dispatcher: Some(socket.to_owned()),
        spawn_speech_dispatcher: false,
        espeak_ng: None,
    })
}

#[test]
fn announcements_go_to_speech_dispatcher_in_their_language() {
    let socket = dir("exchange").join("speechd.sock");
    let heard = service(&socket, Some(&["gl", "es", "en"]), None);
    let voice = voice_on(&socket);
    voice.say("Cabalo Gustav 1 a Felix 3", Lang::Gl);
    voice.say("Peón Eva 7 a Eva 5", Lang::Gl);
    voice.say("Caballo Gustav 1 a Félix 3", Lang::Es);
    voice.flush();
    assert_eq!(voice.service(), Some(Service::SpeechDispatcher));
    assert_eq!(voice.unavailable(), None);
    let lines = heard.lock().unwrap().clone();
    assert!(lines[0].starts_with("SET self CLIENT_NAME ") && lines[0].ends_with(":escaque:main"), "{lines:?}");
    assert!(lines[1].starts_with("SET self PRIORITY "), "{lines:?}");
    assert_eq!(
        lines[2..],
        [
            "LIST SYNTHESIS_VOICES",
            "SET self LANGUAGE gl",
            "SPEAK",
            "Cabalo Gustav 1 a Felix 3",
            ".",
            // The language is set again only when it changes.
            "SPEAK",
            "Peón Eva 7 a Eva 5",
            ".",
            "SET self LANGUAGE es",
            "SPEAK",
            "Caballo Gustav 1 a Félix 3",
            "."
        ]
    );
}

#[test]
fn galician_is_said_with_the_portuguese_voice_where_the_service_has_no_galician_one() {
    for (languages, said_as) in [(Some(&["en-gb", "es", "pt", "ca"][..]), "pt"), (None, "gl")] {
        let socket = dir(&format!("no-gl-{said_as}")).join("speechd.sock");
        let heard = service(&socket, languages, None);
        let voice = voice_on(&socket);
        voice.say("Xaque", Lang::Gl);
        voice.say("Escac", Lang::Ca);
        voice.flush();
        let lines = heard.lock().unwrap().clone();
        let set: Vec<&String> = lines.iter().filter(|l| l.starts_with("SET self LANGUAGE")).collect();
        assert_eq!(set, [&format!("SET self LANGUAGE {said_as}"), "SET self LANGUAGE ca"], "{languages:?}");
    }
}

#[test]
fn a_service_that_goes_away_is_looked_for_again_then_given_up() {
    let socket = dir("gone").join("speechd.sock");
    let heard = service(&socket, None, Some(2));
    let voice = voice_on(&socket);
    voice.say("Anna", Lang::En);
    voice.flush();
    assert_eq!(voice.unavailable(), None);
    // The service leaves as the second announcement is sent; it is not found again.
    voice.say("Bella", Lang::En);
    voice.flush();
    let why = voice.unavailable().expect("unavailable once the service is gone");
    assert!(why.contains("speechd.sock"), "{why}");
    assert_eq!(voice.service(), None);
    // From then on nothing is sent, and nothing fails.
    voice.say("Cesar", Lang::En);
    voice.flush();
    let lines = heard.lock().unwrap().clone();
    assert!(lines.contains(&"Anna".to_owned()) && !lines.contains(&"Cesar".to_owned()), "{lines:?}");
}

#[test]
fn a_voice_with_no_service_configured_says_so() {
    let voice =
        DesktopVoice::new(Backends { speech_dispatcher: None, spawn_speech_dispatcher: false, espeak_ng: None });
    voice.wake();
    voice.flush();
    assert_eq!(voice.unavailable().as_deref(), Some("no speech service configured"));
}

#[test]
fn the_recording_voice_keeps_what_was_said_for_all_its_clones() {
    let voice = RecordingVoice::default();
    let given: Arc<dyn Voice> = Arc::new(voice.clone());
    given.say("Anna 1", Lang::Pt);
    given.say("Bella 2", Lang::Ca);
    assert_eq!(
        voice.said(),
        [Said { text: "Anna 1".to_owned(), lang: Lang::Pt }, Said { text: "Bella 2".to_owned(), lang: Lang::Ca }]
    );
    voice.clear();
    assert_eq!(voice.texts(), Vec::<String>::new());
}
