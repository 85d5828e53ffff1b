//! The desktop's voice (issue 16): the SSIP exchange with speech-dispatcher, checked against a
//! stand-in service on a Unix socket of the test's own (a real speech-dispatcher needs a
//! session and a sound device that CI does not have); a service that goes away; the recording
//! voice tests use.
#![cfg(unix)]

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixListener;
use std::path::Path;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use escaque::i18n::Lang;
use escaque::platform::speech::{Backends, DesktopVoice, Kind, RecordingVoice, Said, Service, Voice, Waits};

use crate::common;

/// When a stand-in that reports events reports the end of each message.
#[derive(Default)]
enum Ends {
    /// As soon as the message is queued: said in no time.
    #[default]
    AtOnce,
    /// Each when the test sends a `()` here: the message is being said until then.
    Held(Receiver<()>),
    /// The first message's only once the client sends its next request, just before the answer
    /// to it (a service that reports an end after the client stopped waiting for it); the
    /// others at once.
    FirstLate,
}

/// How a stand-in service behaves.
#[derive(Default)]
struct Standin<'a> {
    /// The languages of its voices; `None`: it does not list its voices.
    languages: Option<&'a [&'a str]>,
    /// It goes away (socket and all) when asked to speak the `n`th time.
    leave_on_speak: Option<usize>,
    /// The notifications it grants (`SET self NOTIFICATION end on`, `all` for every kind);
    /// it refuses the others, as an old service refuses them all. It reports the begin
    /// (`701`) and end (`702`) of each message while they are on, as speech-dispatcher does.
    grants: &'a [&'a str],
    /// When it reports the end of a message.
    ends: Ends,
}

/// The notifications that `SET self NOTIFICATION all on` turns on.
const ALL_EVENTS: [&str; 6] = ["begin", "end", "cancel", "pause", "resume", "index_marks"];

/// A stand-in for speech-dispatcher on `socket`: it answers one client as the real service
/// does (see [`Standin`]), keeps every line the client sent, and sends each text it is given to
/// speak on `spoken`.
fn service_with(socket: &Path, standin: Standin, spoken: Option<Sender<String>>) -> Arc<Mutex<Vec<String>>> {
    let voices = standin.languages.map(|languages| {
        let mut list: String = languages.iter().map(|l| format!("249-voice-{l}\t{l}\tnone\r\n")).collect();
        list.push_str("249 OK VOICE LIST SENT");
        list
    });
    let grants: Vec<String> = standin.grants.iter().map(|g| (*g).to_owned()).collect();
    let (leave_on_speak, ends) = (standin.leave_on_speak, standin.ends);
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
        // The notifications on, and an end reported late, before the next answer.
        let mut on: Vec<String> = Vec::new();
        let mut late: Option<String> = None;
        loop {
            let mut line = String::new();
            if input.read_line(&mut line).unwrap_or(0) == 0 {
                return;
            }
            let line = line.trim_end_matches(['\r', '\n']).to_owned();
            lines.lock().unwrap().push(line.clone());
            if !in_data && let Some(event) = late.take() {
                out.write_all(event.as_bytes()).unwrap();
            }
            let answer = if in_data {
                if line != "." {
                    if let Some(spoken) = &spoken {
                        let _ = spoken.send(line);
                    }
                    continue;
                }
                in_data = false;
                let mut queued = format!("225-{speaks}\r\n225 OK MESSAGE QUEUED\r\n");
                if on.iter().any(|n| n == "begin") {
                    queued.push_str(&format!("701-{speaks}\r\n701-1\r\n701 BEGIN\r\n"));
                }
                out.write_all(queued.as_bytes()).unwrap();
                if on.iter().any(|n| n == "end") {
                    let end = format!("702-{speaks}\r\n702-1\r\n702 END\r\n");
                    match &ends {
                        Ends::AtOnce => out.write_all(end.as_bytes()).unwrap(),
                        Ends::FirstLate if speaks == 1 => late = Some(end),
                        Ends::FirstLate => out.write_all(end.as_bytes()).unwrap(),
                        Ends::Held(held) => {
                            // Being said until the test says it is done; then its end is reported.
                            if held.recv().is_err() {
                                return;
                            }
                            out.write_all(end.as_bytes()).unwrap();
                        }
                    }
                }
                continue;
            } else if line.starts_with("SET self CLIENT_NAME ") {
                "208 OK CLIENT NAME SET"
            } else if line.starts_with("SET self PRIORITY ") {
                "202 OK PRIORITY SET"
            } else if let Some(request) = line.strip_prefix("SET self NOTIFICATION ") {
                let (kind, value) = request.split_once(' ').unwrap();
                if !grants.iter().any(|g| g == kind) {
                    "300 ERR INTERNAL"
                } else {
                    let kinds = if kind == "all" { ALL_EVENTS.to_vec() } else { vec![kind] };
                    on.retain(|n| !kinds.contains(&n.as_str()));
                    if value == "on" {
                        on.extend(kinds.into_iter().map(str::to_owned));
                    }
                    "220 OK NOTIFICATION SET"
                }
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

/// A stand-in that does not report the end of messages: see [`service_with`].
fn service(socket: &Path, languages: Option<&[&str]>, leave_on_speak: Option<usize>) -> Arc<Mutex<Vec<String>>> {
    service_with(socket, Standin { languages, leave_on_speak, ..Standin::default() }, None)
}

/// What speech-dispatcher grants: every kind of notification.
const EVERY_NOTIFICATION: &[&str] = &["all", "begin", "end", "cancel", "pause", "resume", "index_marks"];

fn voice_on(socket: &Path) -> DesktopVoice {
    DesktopVoice::new(Backends {
        speech_dispatcher: Some(socket.to_owned()),
        spawn_speech_dispatcher: false,
        espeak_ng: None,
        speech_dispatcher_waits: Waits::default(),
    })
}

#[test]
fn announcements_go_to_speech_dispatcher_in_their_language() {
    let socket = common::data_dir("ssip", "exchange").join("speechd.sock");
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
            // Asked to report the end of each message (this stand-in refuses: each is sent at once).
            "SET self NOTIFICATION end on",
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
        let socket = common::data_dir("ssip", &format!("no-gl-{said_as}")).join("speechd.sock");
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
    let socket = common::data_dir("ssip", "gone").join("speechd.sock");
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
    let voice = DesktopVoice::new(Backends {
        speech_dispatcher: None,
        spawn_speech_dispatcher: false,
        espeak_ng: None,
        speech_dispatcher_waits: Waits::default(),
    });
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
    given.say_as("Cesar 3", Lang::Es, Kind::Move(1));
    let said = |text: &str, lang, kind| Said { text: text.to_owned(), lang, kind };
    assert_eq!(
        voice.said(),
        [
            said("Anna 1", Lang::Pt, Kind::Keep),
            said("Bella 2", Lang::Ca, Kind::Keep),
            said("Cesar 3", Lang::Es, Kind::Move(1))
        ]
    );
    assert_eq!(voice.texts_of(|kind| matches!(kind, Kind::Move(_))), ["Cesar 3"]);
    voice.clear();
    assert_eq!(voice.texts(), Vec::<String>::new());
}

/// How long a test waits for the voice's worker to reach a point (it never takes that long).
const WITHIN: Duration = Duration::from_secs(20);

#[test]
fn a_newer_move_supersedes_the_moves_still_waiting_but_never_a_warning() {
    let socket = common::data_dir("ssip", "supersede").join("speechd.sock");
    let (ends, held) = mpsc::channel();
    let (spoken_tx, spoken) = mpsc::channel();
    let standin = Standin { grants: EVERY_NOTIFICATION, ends: Ends::Held(held), ..Standin::default() };
    let heard = service_with(&socket, standin, Some(spoken_tx));
    let voice = voice_on(&socket);
    voice.say_as("Pawn Eva 2 to Eva 4", Lang::En, Kind::Move(1));
    // The service is saying the first move (its end is held back): what comes meanwhile waits
    // in the voice's own queue.
    assert_eq!(spoken.recv_timeout(WITHIN).unwrap(), "Pawn Eva 2 to Eva 4");
    voice.say_as("Eva 4, white pawn", Lang::En, Kind::Cursor);
    voice.say_as("Pawn Eva 7 to Eva 5", Lang::En, Kind::Move(2));
    voice.say("White, low on time: 59 seconds", Lang::En);
    voice.say_as("Gustav 1, white knight", Lang::En, Kind::Cursor);
    voice.say_as("Knight Gustav 1 to Felix 3", Lang::En, Kind::Move(3));
    voice.say_as("Cabaleiro Gustav 1 a Felix 3", Lang::Gl, Kind::Move(3));
    voice.say_as("Felix 3, white knight", Lang::En, Kind::Cursor);
    for _ in 0..10 {
        ends.send(()).unwrap();
    }
    voice.flush();
    let said: Vec<String> = spoken.try_iter().collect();
    assert_eq!(
        said,
        [
            "White, low on time: 59 seconds",
            "Knight Gustav 1 to Felix 3",
            "Cabaleiro Gustav 1 a Felix 3",
            "Felix 3, white knight"
        ],
        "the first move finished; the stale move and cursor news dropped; the warning kept; the newest move in both languages"
    );
    let lines = heard.lock().unwrap().clone();
    // Only the ends and cancellations are asked for (the client library misreads index marks).
    let asked: Vec<&String> = lines.iter().filter(|l| l.starts_with("SET self NOTIFICATION")).collect();
    assert_eq!(asked, ["SET self NOTIFICATION end on", "SET self NOTIFICATION cancel on"]);
    assert_eq!(voice.unavailable(), None);
}

#[test]
fn a_voice_found_unavailable_is_looked_for_again_when_asked() {
    let socket = common::data_dir("ssip", "retry").join("speechd.sock");
    let voice = voice_on(&socket);
    voice.say("Anna", Lang::En);
    voice.flush();
    assert!(voice.unavailable().is_some_and(|why| why.contains("speechd.sock")), "no service yet");
    // What is said while it is unavailable is dropped, and nothing is looked for.
    voice.say("Bella", Lang::En);
    voice.flush();
    assert!(voice.unavailable().is_some());
    // The service starts; the voice is asked to look again (a player turned speech on).
    let heard = service(&socket, None, None);
    voice.retry();
    voice.say("Cesar", Lang::En);
    voice.flush();
    assert_eq!(voice.unavailable(), None);
    assert_eq!(voice.service(), Some(Service::SpeechDispatcher));
    let lines = heard.lock().unwrap().clone();
    assert!(lines.contains(&"Cesar".to_owned()) && !lines.contains(&"Bella".to_owned()), "{lines:?}");
    // Asked again while it speaks: nothing changes.
    voice.retry();
    voice.say("David", Lang::En);
    voice.flush();
    assert!(heard.lock().unwrap().contains(&"David".to_owned()));
}

/// A voice on `socket` that takes a service silent for one wait for an answer (five seconds,
/// as every voice waits for an answer) not to report ends (the default is a minute). The wait
/// for an answer is not shortened: a loaded machine must not make an answer look missing.
fn impatient_voice_on(socket: &Path) -> DesktopVoice {
    let answer = Waits::default().answer;
    let waits = Waits { answer, said: answer };
    DesktopVoice::new(Backends {
        speech_dispatcher: Some(socket.to_owned()),
        spawn_speech_dispatcher: false,
        espeak_ng: None,
        speech_dispatcher_waits: waits,
    })
}

/// The lines the client sent that ask for notifications.
fn notification_requests(lines: &[String]) -> Vec<&str> {
    lines.iter().filter(|l| l.starts_with("SET self NOTIFICATION")).map(String::as_str).collect()
}

#[test]
fn a_service_that_stops_reporting_ends_is_asked_to_stop_and_its_late_events_are_passed_over() {
    let socket = common::data_dir("ssip", "late-end").join("speechd.sock");
    let (spoken_tx, spoken) = mpsc::channel();
    // It reports the first message's end only after the voice stopped waiting for it, before
    // the answer to its next request; it would report every later end while asked to.
    let standin = Standin { grants: EVERY_NOTIFICATION, ends: Ends::FirstLate, ..Standin::default() };
    let heard = service_with(&socket, standin, Some(spoken_tx));
    let voice = impatient_voice_on(&socket);
    voice.say("Pawn Eva 2 to Eva 4", Lang::En);
    // A new language: `SET self LANGUAGE` is the request the late end would be taken to answer.
    voice.say("Peón Eva 7 a Eva 5", Lang::Gl);
    voice.say("Cabalo Gustav 1 a Felix 3", Lang::Gl);
    voice.flush();
    assert_eq!(voice.unavailable(), None, "no answer misread, no failure");
    let said: Vec<String> = spoken.try_iter().collect();
    assert_eq!(said, ["Pawn Eva 2 to Eva 4", "Peón Eva 7 a Eva 5", "Cabalo Gustav 1 a Felix 3"]);
    let lines = heard.lock().unwrap().clone();
    assert_eq!(lines.iter().filter(|l| l.starts_with("SET self CLIENT_NAME")).count(), 1, "one connection: {lines:?}");
    // Once it is found not to report ends, it is asked to stop reporting anything: once, as the
    // first message is done with, and the other messages are handed over at once.
    assert_eq!(
        notification_requests(&lines),
        ["SET self NOTIFICATION end on", "SET self NOTIFICATION cancel on", "SET self NOTIFICATION all off"]
    );
    let first_done = lines.iter().position(|l| l == ".").unwrap();
    assert_eq!(lines[first_done + 1], "SET self NOTIFICATION all off", "{lines:?}");
}

#[test]
fn a_service_that_would_report_ends_but_not_cancellations_is_given_each_message_at_once() {
    let socket = common::data_dir("ssip", "no-cancel").join("speechd.sock");
    let (spoken_tx, spoken) = mpsc::channel();
    // Ends it reports as soon as asked; a cancelled message's end it would never report.
    let standin = Standin { grants: &["end", "all"], ..Standin::default() };
    let heard = service_with(&socket, standin, Some(spoken_tx));
    let voice = voice_on(&socket);
    voice.say("Anna", Lang::En);
    voice.say("Bella", Lang::En);
    voice.flush();
    assert_eq!(voice.unavailable(), None);
    assert_eq!(spoken.try_iter().collect::<Vec<_>>(), ["Anna", "Bella"]);
    let lines = heard.lock().unwrap().clone();
    // The end turned off again with the rest; no message waited for (which would end in a
    // second `all off`).
    assert_eq!(
        notification_requests(&lines),
        ["SET self NOTIFICATION end on", "SET self NOTIFICATION cancel on", "SET self NOTIFICATION all off"]
    );
}

#[test]
fn moves_completed_together_are_all_said_and_only_a_later_batch_supersedes_them() {
    let socket = common::data_dir("ssip", "batch").join("speechd.sock");
    let (ends, held) = mpsc::channel();
    let (spoken_tx, spoken) = mpsc::channel();
    let standin = Standin { grants: EVERY_NOTIFICATION, ends: Ends::Held(held), ..Standin::default() };
    service_with(&socket, standin, Some(spoken_tx));
    let voice = voice_on(&socket);
    let release = |n: usize| (0..n).for_each(|_| ends.send(()).unwrap());
    // Fool's mate: 2.g4 is being said when Black's mate completes Black's forgotten press
    // (6.2.1.2) and itself: both in one batch, with the end of the game.
    voice.say_as("Pawn Gustav 2 to Gustav 4", Lang::En, Kind::Move(2));
    assert_eq!(spoken.recv_timeout(WITHIN).unwrap(), "Pawn Gustav 2 to Gustav 4");
    voice.say_as("Pawn Eva 7 to Eva 5", Lang::En, Kind::Move(3));
    voice.say_as("Queen David 8 to Hector 4, checkmate", Lang::En, Kind::Move(3));
    voice.say("Black wins: checkmate", Lang::En);
    release(4);
    voice.flush();
    let said: Vec<String> = spoken.try_iter().collect();
    assert_eq!(said, ["Pawn Eva 7 to Eva 5", "Queen David 8 to Hector 4, checkmate", "Black wins: checkmate"]);
    // A later batch, arriving while they still wait, drops them both.
    voice.say_as("Knight Gustav 1 to Felix 3", Lang::En, Kind::Move(4));
    assert_eq!(spoken.recv_timeout(WITHIN).unwrap(), "Knight Gustav 1 to Felix 3");
    voice.say_as("Knight Gustav 8 to Felix 6", Lang::En, Kind::Move(5));
    voice.say_as("Knight Felix 3 to Eva 5", Lang::En, Kind::Move(5));
    voice.say_as("Pawn Delta 7 to Delta 6", Lang::En, Kind::Move(6));
    release(4);
    voice.flush();
    assert_eq!(spoken.try_iter().collect::<Vec<_>>(), ["Pawn Delta 7 to Delta 6"]);
}
