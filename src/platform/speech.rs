//! The app's voice (issue 16, Appendix D): the announcements of `i18n::speech` said aloud
//! through the desktop's speech service.
//!
//! Everything the window says goes through the [`Voice`] trait, so that tests can put a
//! [`RecordingVoice`] in its place (`AppConfig::with_voice`) and hear what was said, in which
//! language. [`Voice::say`] never blocks and never fails: the real voice, [`DesktopVoice`],
//! hands the text to a worker thread of its own, which talks to the speech service.
//!
//! The worker tries, in order:
//!
//! 1. **speech-dispatcher**, the service screen reader users already run on Linux (Orca speaks
//!    through it): SSIP over its Unix socket (`$SPEECHD_ADDRESS` if it names one, else
//!    `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`), with the pure-Rust
//!    `ssip-client-async` crate. Nothing is linked at build time, so the program starts where
//!    speech-dispatcher and its library are missing. If the socket is not there, the worker
//!    asks `speech-dispatcher --spawn` to start the service (as its own library would) and
//!    tries once more. The voice's language follows each announcement (`SET self LANGUAGE`).
//! 2. **espeak-ng**, run once per announcement (`espeak-ng -v <lang>`, the text on its
//!    standard input), where there is no speech-dispatcher but the synthesiser is installed.
//!
//! When neither works, [`Voice::unavailable`] says why, and everything said afterwards is
//! dropped: the window says so once and the game goes on in silence. A service that stops
//! answering in the middle of a game is asked again once before it is given up; a player
//! turning their speech on has it looked for again ([`Voice::retry`]).
//!
//! **Keeping up with the game.** The worker keeps its own queue and gives the service one
//! announcement at a time: espeak-ng is run for one and waited for; speech-dispatcher is asked
//! to report the end of each message (`SET self NOTIFICATION end on`, and `cancel on`: only
//! these) and the next is sent once it has been said. A service silent for a minute is taken
//! not to report ends: it is asked to stop (`SET self NOTIFICATION all off`) and the following
//! messages are handed over at once; an event it sends anyway is never taken for an answer.
//! While an announcement waits in that queue, a newer one may make it stale ([`supersedes`]): a
//! newer move drops the moves still waiting and the board cursor's news, and newer cursor news
//! drops older cursor news. The moves completed together (a forgotten press completed by the
//! player's next move, 6.2.1.2) are one batch, with one number: only a later batch drops them,
//! so the first is never lost before it is heard. Warnings (low time, a flag), the clocks on
//! request, the end of the game, rulings and offers ([`Kind::Keep`]) are never dropped. So with
//! fast play a player hears what is being said finish, then the latest move, not a backlog.
//!
//! ```
//! use escaque::i18n::Lang;
//! use escaque::platform::speech::{RecordingVoice, Voice};
//! let voice = RecordingVoice::default();
//! voice.say("Knight Gustav 1 to Felix 3", Lang::En);
//! assert_eq!(voice.texts(), ["Knight Gustav 1 to Felix 3"]);
//! assert_eq!(voice.said()[0].lang, Lang::En);
//! ```

use std::collections::VecDeque;
use std::io::Write;
#[cfg(unix)]
use std::os::unix::net::UnixStream;
#[cfg(unix)]
use std::path::Path;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

#[cfg(unix)]
use ssip_client_async::{
    Client, ClientError, ClientName, ClientScope, EVENT_CANCELED, EVENT_END, MessageId, NotificationType,
    OK_LANGUAGE_SET, OK_MESSAGE_QUEUED, OK_NOTIFICATION_SET, OK_PRIORITY_SET, OK_RECEIVING_DATA, Priority, Response,
    ReturnCode,
};

use crate::notation::Lang;

/// How an announcement stands against newer ones while it waits to be said: speech must keep
/// up with the game (see the module's notes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Kind {
    /// Said in its turn, never dropped: a warning (low time, a flag), the clocks on request,
    /// the end of the game, a ruling, an offer.
    #[default]
    Keep,
    /// A completed move, numbered by whoever says it: the same move in two languages, and the
    /// moves completed together (a forgotten press completed by the next move, 6.2.1.2), have
    /// one number. A move of another number, said later, drops it while it waits.
    Move(u64),
    /// The board cursor's square, a piece picked up or put back: any newer cursor news or move
    /// drops it while it waits.
    Cursor,
}

/// Whether an announcement of kind `new` makes one of kind `old`, still waiting to be said,
/// stale: the queue's policy, which warnings never fall under.
///
/// ```
/// use escaque::platform::speech::{Kind, supersedes};
/// assert!(supersedes(Kind::Move(8), Kind::Move(7)), "a newer move, an older one");
/// assert!(!supersedes(Kind::Move(8), Kind::Move(8)), "the same move in another language, or one completed with it");
/// assert!(supersedes(Kind::Move(8), Kind::Cursor) && supersedes(Kind::Cursor, Kind::Cursor));
/// assert!(!supersedes(Kind::Cursor, Kind::Move(7)), "the cursor never drops a move");
/// assert!(!supersedes(Kind::Move(8), Kind::Keep), "nor does a move drop a warning");
/// assert!(!supersedes(Kind::Keep, Kind::Move(7)) && !supersedes(Kind::Keep, Kind::Cursor));
/// ```
pub fn supersedes(new: Kind, old: Kind) -> bool {
    match (new, old) {
        (Kind::Move(new), Kind::Move(old)) => new != old,
        (Kind::Move(_) | Kind::Cursor, Kind::Cursor) => true,
        _ => false,
    }
}

/// One announcement: what is said, in which language, and how it stands against newer ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Utterance {
    /// What is said.
    pub text: String,
    /// In which language.
    pub lang: Lang,
    /// What makes it stale while it waits.
    pub kind: Kind,
}

/// Adds `new` to the announcements `waiting` to be said, dropping those it makes stale
/// ([`supersedes`]).
///
/// ```
/// use std::collections::VecDeque;
/// use escaque::i18n::Lang;
/// use escaque::platform::speech::{Kind, Utterance, enqueue};
/// let say = |text: &str, lang, kind| Utterance { text: text.to_owned(), lang, kind };
/// let mut waiting = VecDeque::new();
/// enqueue(&mut waiting, say("Pawn Eva 2 to Eva 4", Lang::En, Kind::Move(1)));
/// enqueue(&mut waiting, say("White, low on time: 59 seconds", Lang::En, Kind::Keep));
/// enqueue(&mut waiting, say("Pawn Eva 7 to Eva 5", Lang::En, Kind::Move(2)));
/// enqueue(&mut waiting, say("Peón Eva 7 a Eva 5", Lang::Gl, Kind::Move(2)));
/// let texts: Vec<&str> = waiting.iter().map(|u| u.text.as_str()).collect();
/// assert_eq!(texts, ["White, low on time: 59 seconds", "Pawn Eva 7 to Eva 5", "Peón Eva 7 a Eva 5"]);
/// ```
pub fn enqueue(waiting: &mut VecDeque<Utterance>, new: Utterance) {
    waiting.retain(|old| !supersedes(new.kind, old.kind));
    waiting.push_back(new);
}

/// Something that says text aloud. Called from the window's thread: it must return at once
/// (queue the speech) and never panic; a voice that cannot speak says why through
/// [`Voice::unavailable`].
pub trait Voice: Send + Sync {
    /// Says `text` in the language `lang` (or queues it to be said), as an announcement of
    /// `kind`: one that a newer one may make stale before it is said.
    fn say_as(&self, text: &str, lang: Lang, kind: Kind);

    /// Says `text` in the language `lang`: an announcement never dropped ([`Kind::Keep`]).
    fn say(&self, text: &str, lang: Lang) {
        self.say_as(text, lang, Kind::Keep);
    }

    /// Gets ready to speak without saying anything (the real voice connects to the service in
    /// the background), so that a voice that cannot speak is found out before the first
    /// announcement is due.
    fn wake(&self) {}

    /// Looks for a speech service again if none answered before (a player turned their speech
    /// on: the service may have been started since).
    fn retry(&self) {}

    /// Why nothing can be said, once that is known: `None` while the voice speaks, or has not
    /// tried yet.
    fn unavailable(&self) -> Option<String> {
        None
    }

    /// Whether the voice has found out whether it can speak (after [`Voice::wake`]): until it
    /// has, the window looks again soon, so that a voice that cannot speak is said at once and
    /// not only with the next thing that happens.
    fn settled(&self) -> bool {
        true
    }
}

/// A voice that says nothing: the headless app's, unless a test gives it another.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl Voice for Silent {
    fn say_as(&self, _text: &str, _lang: Lang, _kind: Kind) {}
}

/// One announcement heard by a [`RecordingVoice`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// What was said.
    pub text: String,
    /// In which language.
    pub lang: Lang,
    /// As which kind of announcement.
    pub kind: Kind,
}

/// A voice for tests: it says nothing and keeps everything it was asked to say, in order. Its
/// clones share one list, so a test keeps a clone and gives the app another
/// (`AppConfig::with_voice(Arc::new(voice.clone()))`).
#[derive(Clone, Debug, Default)]
pub struct RecordingVoice {
    said: Arc<Mutex<Vec<Said>>>,
    /// What [`Voice::unavailable`] answers (a test of the window's message).
    unavailable: Arc<Mutex<Option<String>>>,
    /// How many times [`Voice::retry`] was called.
    retries: Arc<AtomicUsize>,
}

impl RecordingVoice {
    /// Everything said so far, in order.
    pub fn said(&self) -> Vec<Said> {
        self.said.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// The texts said so far, in order.
    pub fn texts(&self) -> Vec<String> {
        self.said().into_iter().map(|s| s.text).collect()
    }

    /// The texts said so far as announcements of a kind that `keep` accepts, in order.
    pub fn texts_of(&self, keep: impl Fn(Kind) -> bool) -> Vec<String> {
        self.said().into_iter().filter(|s| keep(s.kind)).map(|s| s.text).collect()
    }

    /// How many times the app asked the voice to look for a service again.
    pub fn retries(&self) -> usize {
        self.retries.load(Ordering::SeqCst)
    }

    /// Forgets what was said so far.
    pub fn clear(&self) {
        if let Ok(mut said) = self.said.lock() {
            said.clear();
        }
    }

    /// From now on, the voice answers that it cannot speak, for `reason`.
    pub fn set_unavailable(&self, reason: &str) {
        if let Ok(mut unavailable) = self.unavailable.lock() {
            *unavailable = Some(reason.to_owned());
        }
    }
}

impl Voice for RecordingVoice {
    fn say_as(&self, text: &str, lang: Lang, kind: Kind) {
        if let Ok(mut said) = self.said.lock() {
            said.push(Said { text: text.to_owned(), lang, kind });
        }
    }

    fn retry(&self) {
        self.retries.fetch_add(1, Ordering::SeqCst);
    }

    fn unavailable(&self) -> Option<String> {
        self.unavailable.lock().ok().and_then(|u| u.clone())
    }
}

/// The espeak-ng synthesiser, run once per announcement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EspeakNg {
    /// The program: `espeak-ng`, found on the `PATH`.
    pub program: PathBuf,
    /// Write each announcement to a WAV file in this folder (`001-gl.wav`, `002-gl.wav`…)
    /// instead of playing it: for tests, and to hear what a game sounds like afterwards.
    pub wav_dir: Option<PathBuf>,
}

impl Default for EspeakNg {
    fn default() -> Self {
        EspeakNg { program: PathBuf::from("espeak-ng"), wav_dir: None }
    }
}

impl EspeakNg {
    /// The languages of the voices the program has (`espeak-ng --voices`: `en-gb`, `es`,
    /// `pt`…), or why it does not run.
    fn languages(&self) -> Result<Vec<String>, String> {
        let output = Command::new(&self.program)
            .arg("--voices")
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            .map_err(|e| format!("{}: {e}", self.program.display()))?;
        if !output.status.success() {
            return Err(format!("{}: {}", self.program.display(), output.status));
        }
        // A header, then one voice a line: priority, language, age and gender, name, file.
        let list = String::from_utf8_lossy(&output.stdout);
        Ok(list.lines().skip(1).filter_map(|line| line.split_whitespace().nth(1)).map(str::to_owned).collect())
    }

    /// Says `text`, in `lang`, with the voice for the language `code` (or writes it to the
    /// `n`th WAV file, named after `lang`), waiting until it is said.
    fn say(&self, text: &str, lang: Lang, code: &str, n: usize) -> Result<(), String> {
        let mut command = Command::new(&self.program);
        command.args(["-v", code, "--stdin"]);
        if let Some(dir) = &self.wav_dir {
            command.arg("-w").arg(dir.join(format!("{n:03}-{}.wav", lang.code())));
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{}: {e}", self.program.display()))?;
        if let Some(mut stdin) = child.stdin.take() {
            stdin.write_all(one_line(text).as_bytes()).map_err(|e| e.to_string())?;
        }
        let output = child.wait_with_output().map_err(|e| e.to_string())?;
        if !output.status.success() {
            return Err(format!("{}: {}", self.program.display(), output.status));
        }
        // espeak-ng with no sound device says so on its error output and still exits with
        // success: nothing was heard, so the voice is unavailable (the window says why).
        match sound_error(&String::from_utf8_lossy(&output.stderr)) {
            Some(line) if self.wav_dir.is_none() => {
                Err(format!("{}: no sound could be played ({line})", self.program.display()))
            }
            _ => Ok(()),
        }
    }
}

/// The language a synthesiser is asked to speak for `lang`, given whether it `has` a voice for
/// a language code. Galician, which espeak-ng (and with it speech-dispatcher's usual module)
/// has no voice for, is said with the Portuguese voice where there is no Galician one: the
/// nearest there is, which says Galician's `x` (xaque, xogada) as Galician does.
pub fn voice_language(lang: Lang, has: impl Fn(&str) -> bool) -> &'static str {
    match lang {
        Lang::Gl if !has("gl") && has("pt") => "pt",
        _ => lang.code(),
    }
}

/// Whether `languages` (a synthesiser's voices' languages, `en-gb`, `pt`…) has one for `code`.
fn has_language(languages: &[String], code: &str) -> bool {
    languages.iter().any(|l| {
        let l = l.to_ascii_lowercase();
        l == code || l.strip_prefix(code).is_some_and(|rest| rest.starts_with(['-', '_']))
    })
}

/// Where the [`DesktopVoice`] looks for a speech service, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backends {
    /// speech-dispatcher's socket; `None`: not tried.
    pub speech_dispatcher: Option<PathBuf>,
    /// Ask `speech-dispatcher --spawn` to start the service when its socket does not answer.
    pub spawn_speech_dispatcher: bool,
    /// espeak-ng, where speech-dispatcher cannot be had; `None`: not tried.
    pub espeak_ng: Option<EspeakNg>,
    /// How long speech-dispatcher is waited for.
    pub speech_dispatcher_waits: Waits,
}

impl Backends {
    /// The desktop's: speech-dispatcher where its clients find it (started if need be), then
    /// espeak-ng.
    pub fn desktop() -> Backends {
        Backends {
            speech_dispatcher: speech_dispatcher_socket(),
            spawn_speech_dispatcher: true,
            espeak_ng: Some(EspeakNg::default()),
            speech_dispatcher_waits: Waits::default(),
        }
    }
}

/// speech-dispatcher's socket, as its own clients find it: `$SPEECHD_ADDRESS` when it names a
/// Unix socket (`unix_socket:/path`), else `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`.
pub fn speech_dispatcher_socket() -> Option<PathBuf> {
    if let Some(address) = std::env::var_os("SPEECHD_ADDRESS").and_then(|a| a.into_string().ok())
        && let Some(path) = address.strip_prefix("unix_socket:")
        && !path.is_empty()
    {
        return Some(PathBuf::from(path));
    }
    std::env::var_os("XDG_RUNTIME_DIR").map(|dir| PathBuf::from(dir).join("speech-dispatcher").join("speechd.sock"))
}

/// The text as one line of speech: SSIP ends a message with a line holding only a dot, so line
/// breaks become spaces and a leading dot is kept from the line's start.
fn one_line(text: &str) -> String {
    let line: String = text.chars().map(|c| if c == '\r' || c == '\n' { ' ' } else { c }).collect();
    if line.starts_with('.') { format!(" {line}") } else { line }
}

/// How long the [`DesktopVoice`] waits for speech-dispatcher.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waits {
    /// For an answer, before the service is taken for gone (and for each look at whether a
    /// message has been said).
    pub answer: Duration,
    /// For the end of a message, before the service is taken not to report ends: it is asked to
    /// stop, and the following messages are handed over at once. No message of the app's takes
    /// a minute to say.
    pub said: Duration,
}

impl Default for Waits {
    fn default() -> Self {
        Waits { answer: Duration::from_secs(5), said: Duration::from_secs(60) }
    }
}

/// A connection to speech-dispatcher (a Unix socket: Linux and the BSDs).
#[cfg(unix)]
struct SpeechDispatcher {
    client: Client<UnixStream>,
    waits: Waits,
    /// The language the voice was last set to.
    lang: Option<Lang>,
    /// The languages of the output module's voices, if it said.
    languages: Option<Vec<String>>,
    /// The service reports the end of each message, so that the next is sent only once it has
    /// been said (and the worker's queue can drop what went stale meanwhile). Without it (a
    /// service that refuses, or stops reporting), each message is handed over at once.
    events: bool,
}

/// An answer of speech-dispatcher's: its lines, and whether the end (or cancellation) of a
/// message was reported before it.
#[cfg(unix)]
struct Answer {
    lines: Vec<String>,
    ended: bool,
}

/// Reads the answer `expected` to the last request from `client`, passing over the events the
/// service sends whenever it has one (7xx, between answers): an event is never taken for an
/// answer, whether or not the service was asked for events.
#[cfg(unix)]
fn answer(client: &mut Client<UnixStream>, expected: ReturnCode) -> Result<Answer, ClientError> {
    let mut ended = false;
    loop {
        match client.receive_lines(expected) {
            Ok(lines) => return Ok(Answer { lines, ended }),
            Err(ClientError::UnexpectedStatus(code)) if (700..800).contains(&code) => {
                ended |= code == EVENT_END || code == EVENT_CANCELED;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Asks the service to report the end of each message said, or cancelled by someone else: only
/// those two events (ssip-client-async 0.19 misreads an index mark's, and panics), both or none.
/// Whether it reports them: a service that refuses answers with an error.
#[cfg(unix)]
fn report_ends(client: &mut Client<UnixStream>) -> Result<bool, ClientError> {
    let mut granted = false;
    for ntype in [NotificationType::End, NotificationType::Cancel] {
        client.set_notification(ntype, true)?;
        match answer(client, OK_NOTIFICATION_SET) {
            Ok(_) => granted = true,
            Err(ClientError::Ssip(_) | ClientError::UnexpectedStatus(_)) => {
                // The end reported but not a cancellation: a cancelled message would be waited
                // for in vain. Neither, then.
                if granted {
                    stop_reports(client)?;
                }
                return Ok(false);
            }
            Err(e) => return Err(e),
        }
    }
    Ok(true)
}

/// Asks the service to report no more events (`SET self NOTIFICATION all off`). A service that
/// refuses is no failure: the events it goes on sending are passed over ([`answer`]).
#[cfg(unix)]
fn stop_reports(client: &mut Client<UnixStream>) -> Result<(), ClientError> {
    client.set_notification(NotificationType::All, false)?;
    match answer(client, OK_NOTIFICATION_SET) {
        Ok(_) | Err(ClientError::Ssip(_) | ClientError::UnexpectedStatus(_)) => Ok(()),
        Err(e) => Err(e),
    }
}

#[cfg(unix)]
impl SpeechDispatcher {
    fn connect(socket: &Path, waits: Waits) -> Result<SpeechDispatcher, String> {
        let fail = |e: &dyn std::fmt::Display| format!("speech-dispatcher ({}): {e}", socket.display());
        let mut client = ssip_client_async::fifo::synchronous::Builder::new()
            .path(socket)
            .timeout(waits.answer)
            .build()
            .map_err(|e| fail(&e))?;
        let user = std::env::var("USER").unwrap_or_else(|_| "user".to_owned());
        client
            .set_client_name(ClientName::new(&user, "escaque"))
            .and_then(|c| c.check_client_name_set())
            // Messages: never cut short by a screen reader's own speech, unlike text.
            .and_then(|c| c.set_priority(Priority::Message))
            .and_then(|c| c.check_status(OK_PRIORITY_SET))
            .map_err(|e| fail(&e))?;
        let events = report_ends(&mut client).map_err(|e| fail(&e))?;
        // Which languages it has voices for: a service that does not say is asked for each
        // language as it is.
        let languages = client
            .list_synthesis_voices()
            .and_then(|c| c.receive_synthesis_voices())
            .ok()
            .map(|voices| voices.into_iter().filter_map(|v| v.language).collect());
        Ok(SpeechDispatcher { client, waits, lang: None, languages, events })
    }

    fn say(&mut self, text: &str, lang: Lang) -> Result<(), String> {
        let fail = |e: ClientError| format!("speech-dispatcher: {e}");
        if self.lang != Some(lang) {
            let code = voice_language(lang, |code| self.languages.as_deref().is_none_or(|l| has_language(l, code)));
            self.client.set_language(ClientScope::Current, code).map_err(fail)?;
            answer(&mut self.client, OK_LANGUAGE_SET).map_err(fail)?;
            self.lang = Some(lang);
        }
        self.client.speak().map_err(fail)?;
        answer(&mut self.client, OK_RECEIVING_DATA).map_err(fail)?;
        self.client.send_line(&one_line(text)).map_err(fail)?;
        let queued = answer(&mut self.client, OK_MESSAGE_QUEUED).map_err(fail)?;
        let id = queued.lines.first().and_then(|id| id.parse::<MessageId>().ok());
        let Some(id) = id else { return Err(fail(ClientError::invalid_data("no message number"))) };
        // With only ends and cancellations reported, and each message's waited for, one reported
        // before the message's number is its own.
        if self.events && !queued.ended {
            self.wait_until_said(id).map_err(fail)?;
        }
        Ok(())
    }

    /// Waits for the service to report message `id` said or cancelled. A service silent for
    /// [`Waits::said`] is taken not to report ends: it is asked to stop reporting events, and
    /// the following messages are handed over at once.
    fn wait_until_said(&mut self, id: MessageId) -> Result<(), ClientError> {
        let id = id.to_string();
        let mut waited = Duration::ZERO;
        loop {
            match self.client.receive() {
                Ok(Response::EventEnd(event) | Response::EventCanceled(event)) if event.message == id => {
                    return Ok(());
                }
                // An event of an earlier message, or of another kind.
                Ok(_) => {}
                Err(ClientError::Io(e))
                    if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) =>
                {
                    waited += self.waits.answer;
                    if waited >= self.waits.said {
                        self.events = false;
                        return stop_reports(&mut self.client);
                    }
                }
                Err(e) => return Err(e),
            }
        }
    }
}

#[cfg(unix)]
impl Drop for SpeechDispatcher {
    fn drop(&mut self) {
        let _ = self.client.quit();
    }
}

/// The service the worker speaks through.
enum Engine {
    #[cfg(unix)]
    SpeechDispatcher(SpeechDispatcher),
    /// espeak-ng, how many announcements it has made (to number its WAV files), and the
    /// languages of its voices.
    EspeakNg(EspeakNg, usize, Vec<String>),
}

impl Engine {
    /// The first service of `backends` that answers, or why none did.
    fn find(backends: &Backends) -> Result<Engine, String> {
        let mut why = Vec::new();
        #[cfg(unix)]
        if let Some(socket) = &backends.speech_dispatcher {
            match SpeechDispatcher::connect(socket, backends.speech_dispatcher_waits) {
                Ok(sd) => return Ok(Engine::SpeechDispatcher(sd)),
                Err(e) => why.push(e),
            }
            if backends.spawn_speech_dispatcher && spawn_speech_dispatcher() {
                match SpeechDispatcher::connect(socket, backends.speech_dispatcher_waits) {
                    Ok(sd) => return Ok(Engine::SpeechDispatcher(sd)),
                    Err(e) => why.push(e),
                }
            }
        }
        if let Some(espeak) = &backends.espeak_ng {
            match espeak.languages() {
                Ok(languages) => return Ok(Engine::EspeakNg(espeak.clone(), 0, languages)),
                Err(e) => why.push(e),
            }
        }
        if why.is_empty() {
            why.push("no speech service configured".to_owned());
        }
        Err(why.join("; "))
    }

    fn say(&mut self, text: &str, lang: Lang) -> Result<(), String> {
        match self {
            #[cfg(unix)]
            Engine::SpeechDispatcher(sd) => sd.say(text, lang),
            Engine::EspeakNg(espeak, n, languages) => {
                *n += 1;
                espeak.say(text, lang, voice_language(lang, |code| has_language(languages, code)), *n)
            }
        }
    }

    fn kind(&self) -> Service {
        match self {
            #[cfg(unix)]
            Engine::SpeechDispatcher(_) => Service::SpeechDispatcher,
            Engine::EspeakNg(..) => Service::EspeakNg,
        }
    }
}

#[cfg(unix)]
/// Starts speech-dispatcher as its own library does when its socket is missing (it keeps to the
/// user's `DisableAutoSpawn`); whether it said it started.
fn spawn_speech_dispatcher() -> bool {
    Command::new("speech-dispatcher")
        .arg("--spawn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Which service a [`DesktopVoice`] speaks through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Service {
    /// speech-dispatcher, over SSIP.
    SpeechDispatcher,
    /// espeak-ng, run for each announcement.
    EspeakNg,
}

/// What the worker found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
enum State {
    /// Nothing tried yet.
    #[default]
    Untried,
    Speaking(Service),
    Unavailable(String),
}

enum Job {
    Say(Utterance),
    Wake,
    /// Answered once everything before it is done.
    Flush(Sender<()>),
}

/// The real voice: the desktop's speech service, spoken to from a worker thread of its own,
/// started with the first announcement (or [`Voice::wake`]).
pub struct DesktopVoice {
    backends: Backends,
    worker: OnceLock<Option<Mutex<Sender<Job>>>>,
    state: Arc<Mutex<State>>,
}

impl DesktopVoice {
    /// A voice that looks for the services in `backends`.
    pub fn new(backends: Backends) -> DesktopVoice {
        DesktopVoice { backends, worker: OnceLock::new(), state: Arc::default() }
    }

    /// The desktop's voice ([`Backends::desktop`]).
    pub fn desktop() -> DesktopVoice {
        DesktopVoice::new(Backends::desktop())
    }

    fn send(&self, job: Job) -> bool {
        let worker = self.worker.get_or_init(|| {
            let (tx, rx) = mpsc::channel();
            let backends = self.backends.clone();
            let state = Arc::clone(&self.state);
            let started =
                std::thread::Builder::new().name("speech".to_owned()).spawn(move || work(&backends, &rx, &state));
            match started {
                Ok(_) => Some(Mutex::new(tx)),
                Err(e) => {
                    self.set_state(State::Unavailable(e.to_string()));
                    None
                }
            }
        });
        worker.as_ref().and_then(|tx| tx.lock().ok()).is_some_and(|tx| tx.send(job).is_ok())
    }

    fn set_state(&self, state: State) {
        if let Ok(mut s) = self.state.lock() {
            *s = state;
        }
    }

    fn state(&self) -> State {
        self.state.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// Waits until everything said so far has been said (or dropped): for tests, which must
    /// not depend on the worker's speed.
    pub fn flush(&self) {
        let (tx, rx) = mpsc::channel();
        if self.send(Job::Flush(tx)) {
            let _ = rx.recv();
        }
    }

    /// The service in use, once one answered.
    pub fn service(&self) -> Option<Service> {
        match self.state() {
            State::Speaking(service) => Some(service),
            State::Untried | State::Unavailable(_) => None,
        }
    }
}

impl Voice for DesktopVoice {
    fn settled(&self) -> bool {
        self.state() != State::Untried
    }

    fn say_as(&self, text: &str, lang: Lang, kind: Kind) {
        if !matches!(self.state(), State::Unavailable(_)) {
            self.send(Job::Say(Utterance { text: text.to_owned(), lang, kind }));
        }
    }

    fn wake(&self) {
        if self.state() == State::Untried {
            self.send(Job::Wake);
        }
    }

    fn retry(&self) {
        if matches!(self.state(), State::Unavailable(_)) {
            self.set_state(State::Untried);
            self.send(Job::Wake);
        }
    }

    fn unavailable(&self) -> Option<String> {
        match self.state() {
            State::Unavailable(why) => Some(why),
            State::Untried | State::Speaking(_) => None,
        }
    }
}

/// Adds `job` to the worker's queue: an announcement drops those waiting that it makes stale
/// ([`supersedes`]); the other jobs keep their place.
fn queue(waiting: &mut VecDeque<Job>, job: Job) {
    if let Job::Say(new) = &job {
        waiting.retain(|old| !matches!(old, Job::Say(old) if supersedes(new.kind, old.kind)));
    }
    waiting.push_back(job);
}

/// The worker: says each job's text through the first service that answers, one at a time,
/// taking in what came meanwhile before each (so that stale announcements are dropped); a
/// service that fails is looked for again once, and if none answers, the voice is unavailable
/// until it is asked to look again ([`Voice::retry`]).
fn work(backends: &Backends, jobs: &Receiver<Job>, state: &Mutex<State>) {
    let set = |s: State| {
        if let Ok(mut state) = state.lock() {
            *state = s;
        }
    };
    let unavailable = || state.lock().is_ok_and(|s| matches!(*s, State::Unavailable(_)));
    let mut engine: Option<Engine> = None;
    let connect = |engine: &mut Option<Engine>| -> bool {
        if unavailable() {
            *engine = None;
            return false;
        }
        if engine.is_some() {
            return true;
        }
        match Engine::find(backends) {
            Ok(found) => {
                set(State::Speaking(found.kind()));
                *engine = Some(found);
                true
            }
            Err(why) => {
                set(State::Unavailable(why));
                false
            }
        }
    };
    let mut waiting = VecDeque::new();
    loop {
        if waiting.is_empty() {
            match jobs.recv() {
                Ok(job) => queue(&mut waiting, job),
                Err(_) => return,
            }
        }
        while let Ok(job) = jobs.try_recv() {
            queue(&mut waiting, job);
        }
        let Some(job) = waiting.pop_front() else { continue };
        match job {
            Job::Wake => {
                connect(&mut engine);
            }
            Job::Say(Utterance { text, lang, .. }) => {
                if !connect(&mut engine) {
                    continue;
                }
                let said = engine.as_mut().map(|e| catch(|| e.say(&text, lang)));
                if let Some(Err(_)) = said {
                    // The service went away: look for one once more, then give up.
                    engine = None;
                    if connect(&mut engine)
                        && let Some(Err(why)) = engine.as_mut().map(|e| catch(|| e.say(&text, lang)))
                    {
                        engine = None;
                        set(State::Unavailable(why));
                    }
                }
            }
            Job::Flush(done) => {
                let _ = done.send(());
            }
        }
    }
}

/// The line in espeak-ng's error output that says the sound could not be played, if any
/// (its own `error: …`, as pcaudiolib reports a missing sound device).
fn sound_error(stderr: &str) -> Option<&str> {
    stderr.lines().map(str::trim).find(|line| line.starts_with("error:"))
}

/// A call into a speech client, whose panic is taken as its failure (the worker goes on).
fn catch(f: impl FnOnce() -> Result<(), String>) -> Result<(), String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
        .unwrap_or_else(|_| Err("the speech client failed".to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn espeak_ng_saying_it_had_no_sound_device_has_said_nothing() {
        // What espeak-ng 1.51 prints on a machine with no sound card, exiting with success.
        let no_device = "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n\
                         ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n\
                         error: No such file or directory\n";
        assert_eq!(sound_error(no_device), Some("error: No such file or directory"));
        assert_eq!(sound_error(""), None);
        assert_eq!(sound_error("ALSA lib pcm.c: a warning only\n"), None);
    }

    #[cfg(unix)]
    #[test]
    fn a_synthesiser_that_exits_well_but_reports_no_sound_fails_the_announcement() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("escaque-espeak-stand-in-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let program = dir.join("espeak-ng");
        std::fs::write(&program, "#!/bin/sh\ncat >/dev/null\necho 'error: No such file or directory' >&2\nexit 0\n")
            .unwrap();
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
        let heard = EspeakNg { program: program.clone(), wav_dir: None };
        let why = heard.say("Peón Eva 4", Lang::Es, "es", 0).unwrap_err();
        assert!(why.contains("No such file or directory"), "{why}");
        // Written to a WAV file, nothing is played: the same output is no failure.
        let to_file = EspeakNg { program, wav_dir: Some(dir.clone()) };
        assert_eq!(to_file.say("Peón Eva 4", Lang::Es, "es", 0), Ok(()));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn moves_completed_in_one_batch_6_2_1_2_wait_together_and_a_later_batch_drops_them() {
        let say = |text: &str, kind| Job::Say(Utterance { text: text.to_owned(), lang: Lang::En, kind });
        let texts = |waiting: &VecDeque<Job>| -> Vec<String> {
            waiting.iter().filter_map(|job| if let Job::Say(u) = job { Some(u.text.clone()) } else { None }).collect()
        };
        let mut waiting = VecDeque::new();
        // A forgotten press completed by the mating move (6.2.1.2): one batch, one number.
        queue(&mut waiting, say("Pawn Eva 7 to Eva 5", Kind::Move(3)));
        queue(&mut waiting, say("Queen David 8 to Hector 4, checkmate", Kind::Move(3)));
        queue(&mut waiting, say("Black wins: checkmate", Kind::Keep));
        assert_eq!(
            texts(&waiting),
            ["Pawn Eva 7 to Eva 5", "Queen David 8 to Hector 4, checkmate", "Black wins: checkmate"]
        );
        // The next batch drops both moves, not the end of the game.
        queue(&mut waiting, say("Knight Gustav 1 to Felix 3", Kind::Move(4)));
        assert_eq!(texts(&waiting), ["Black wins: checkmate", "Knight Gustav 1 to Felix 3"]);
    }

    #[test]
    fn a_line_of_speech_never_ends_the_message_early() {
        assert_eq!(one_line("a\nb\r\nc"), "a b  c");
        assert_eq!(one_line("."), " .");
    }

    #[test]
    fn galician_is_said_with_the_portuguese_voice_where_there_is_no_galician_one() {
        let espeak: Vec<String> = ["en-gb", "es", "pt", "pt-br", "ca"].map(str::to_owned).into();
        let has = |code: &str| has_language(&espeak, code);
        let codes = Lang::ALL.map(|lang| voice_language(lang, has));
        assert_eq!(codes, ["en", "pt", "es", "pt", "ca"]);
        let with_gl: Vec<String> = ["gl", "pt"].map(str::to_owned).into();
        assert_eq!(voice_language(Lang::Gl, |code| has_language(&with_gl, code)), "gl");
    }

    #[test]
    fn with_no_service_the_voice_is_unavailable_and_says_why() {
        let voice = DesktopVoice::new(Backends {
            speech_dispatcher: Some(PathBuf::from("/nonexistent/escaque/speechd.sock")),
            spawn_speech_dispatcher: false,
            espeak_ng: Some(EspeakNg { program: PathBuf::from("/nonexistent/escaque/espeak-ng"), wav_dir: None }),
            speech_dispatcher_waits: Waits::default(),
        });
        assert_eq!(voice.unavailable(), None, "nothing is tried before it is needed");
        voice.say("Knight Gustav 1 to Felix 3", Lang::En);
        voice.flush();
        let why = voice.unavailable().expect("unavailable");
        assert!(why.contains("speechd.sock") && why.contains("espeak-ng"), "{why}");
        assert_eq!(voice.service(), None);
    }
}
