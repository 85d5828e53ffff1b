//! The organiser's files (issue 17): the live PGN files of a room's boards, looked at once a
//! second on a thread of their own, for the organiser's view (`ui::follow`, which only draws
//! what this reports). A file is read again only when its size or time changed; a file that
//! cannot be read (half written by a tool that does not write atomically, damaged, gone) keeps
//! the games last read from it, with the problem beside them. A folder of round folders
//! (`round-1/`, `round-2/`…, where every laptop writes its live file, issue 30) shows its
//! current round: the highest round whose folder has a board's file.
//!
//! The window never touches the file system: it asks a [`Follower`] for a look when one is due
//! ([`Follower::poll_if_due`]), the poller's thread makes it and wakes the window when it has
//! answered, and the next frame takes the answer. A network share that hangs leaves the
//! sources as last read, the window answering, and after [`SLOW_AFTER`] the follower says how
//! long it has waited ([`Follower::unanswered_for`]). The time is the caller's (`now`), so
//! tests move it by hand.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use super::PgnError;
use super::live::{LiveGame, read_live};
use super::pgn::decode;
use crate::laws::Millis;

/// How often the files are looked at.
pub const POLL_EVERY: Millis = 1_000;

/// How long a look may go unanswered (a share that hangs) before the view says so.
pub const SLOW_AFTER: Millis = 5_000;

/// Why a file's last read failed: shown under its board, which keeps its last good state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadProblem {
    /// The file could not be read (the system's words).
    Unreadable(String),
    /// The text is not a whole game (half written, cut short, an unplayable move).
    NotAGame(PgnError),
    /// The file is no longer there.
    Gone,
}

/// One file followed: what was last read from it, and whether the last read failed.
#[derive(Clone, Debug, Default)]
pub struct Watched {
    /// Size and modification time when last read: read again only when they change.
    stamp: Option<(u64, Option<std::time::SystemTime>)>,
    /// The games of the last good read.
    pub games: Vec<LiveGame>,
    /// The last read's problem, if it failed (the games are then those of the last good read).
    pub problem: Option<ReadProblem>,
}

/// A folder or file followed, with the files found in it.
#[derive(Clone, Debug)]
pub struct Source {
    /// The folder or file followed.
    pub path: PathBuf,
    /// The round shown, when the folder holds round folders (`round-2/`): the highest with a
    /// board's file; `None` for a folder of boards' files or a file.
    pub round: Option<u32>,
    /// The files found in it (the file itself, for a file), each with what was read of it.
    pub files: BTreeMap<PathBuf, Watched>,
    /// The folder or file itself cannot be read (the system's words).
    pub problem: Option<String>,
}

impl Source {
    fn new(path: PathBuf) -> Source {
        Source { path, round: None, files: BTreeMap::new(), problem: None }
    }

    /// Looks at the source now: lists the `*.pgn` files of a folder, or of its current round's
    /// folder ([`boards_of`]), reads each file whose size or time changed (or whose last read
    /// failed), and keeps the last good state of any that cannot be read. When the round
    /// changes, the last round's boards go: they are not this round's, nor gone.
    fn look(&mut self) {
        let listed = match boards_of(&self.path) {
            Ok((round, files)) => {
                self.problem = None;
                if round != self.round {
                    self.files.clear();
                    self.round = round;
                }
                files
            }
            Err(e) => {
                self.problem = Some(e.to_string());
                Vec::new()
            }
        };
        for (path, watched) in &mut self.files {
            if !listed.contains(path) && !watched.games.is_empty() {
                watched.problem = Some(ReadProblem::Gone);
            }
        }
        self.files.retain(|path, watched| listed.contains(path) || !watched.games.is_empty());
        for path in listed {
            let watched = self.files.entry(path.clone()).or_default();
            look_at(&path, watched);
        }
    }
}

/// What the view knows of the files: the sources as the poller last found them. The poller
/// does all the file system's work (listing the folders, reading the files), on its own thread.
#[derive(Default)]
struct Poller {
    sources: Vec<Source>,
}

impl Poller {
    /// Looks at `paths` (the sources followed, in the window's order) and gives what it found:
    /// a source followed before keeps what was read of it, so that a file is read again only
    /// when it changed and a bad read keeps the last good state.
    fn look(&mut self, paths: &[PathBuf]) -> Vec<Source> {
        let mut before = std::mem::take(&mut self.sources);
        self.sources = paths
            .iter()
            .map(|path| match before.iter().position(|s| &s.path == path) {
                Some(i) => before.swap_remove(i),
                None => Source::new(path.clone()),
            })
            .collect();
        for source in &mut self.sources {
            source.look();
        }
        self.sources.clone()
    }
}

/// A look asked for: its number, and the sources to look at.
struct Ask {
    number: u64,
    paths: Vec<PathBuf>,
}

/// What the window and the poller's thread share.
#[derive(Default)]
struct Exchange {
    /// The look asked for and not yet begun.
    asked: Option<Ask>,
    /// What the last look found, with its number, until the window takes it.
    found: Option<(u64, Vec<Source>)>,
    /// The number of the last look answered.
    answered: u64,
    /// The window let go: the thread ends.
    closed: bool,
}

/// The poller's thread, as the window sees it.
struct PollerThread {
    shared: Arc<(Mutex<Exchange>, Condvar)>,
}

impl PollerThread {
    /// Starts the thread; each answer calls `wake` (the window's repaint). `None` if the system
    /// gives no thread.
    fn start(wake: Wake) -> Option<PollerThread> {
        let shared: Arc<(Mutex<Exchange>, Condvar)> = Arc::default();
        let theirs = Arc::clone(&shared);
        std::thread::Builder::new().name("follow boards".to_owned()).spawn(move || poll_loop(&theirs, &wake)).ok()?;
        Some(PollerThread { shared })
    }

    fn ask(&self, ask: Ask) {
        let (exchange, changed) = &*self.shared;
        if let Ok(mut guard) = exchange.lock() {
            guard.asked = Some(ask);
            changed.notify_all();
        }
    }

    fn take(&self) -> Option<(u64, Vec<Source>)> {
        self.shared.0.lock().ok().and_then(|mut guard| guard.found.take())
    }

    /// Waits until look `number` is answered, `within` at most: whether it was.
    fn wait(&self, number: u64, within: Duration) -> bool {
        let (exchange, changed) = &*self.shared;
        let Ok(guard) = exchange.lock() else { return false };
        changed.wait_timeout_while(guard, within, |e| e.answered < number).is_ok_and(|(e, _)| e.answered >= number)
    }
}

impl Drop for PollerThread {
    fn drop(&mut self) {
        let (exchange, changed) = &*self.shared;
        if let Ok(mut guard) = exchange.lock() {
            guard.closed = true;
            changed.notify_all();
        }
    }
}

/// The poller's thread: makes each look asked for (the latest, when several were asked while
/// one was under way), hands over what it found and wakes the window.
fn poll_loop(shared: &(Mutex<Exchange>, Condvar), wake: &Wake) {
    let (exchange, changed) = shared;
    let mut poller = Poller::default();
    loop {
        let ask = {
            let Ok(mut guard) = exchange.lock() else { return };
            loop {
                if guard.closed {
                    return;
                }
                if let Some(ask) = guard.asked.take() {
                    break ask;
                }
                guard = match changed.wait(guard) {
                    Ok(guard) => guard,
                    Err(_) => return,
                };
            }
        };
        let found = poller.look(&ask.paths);
        let Ok(mut guard) = exchange.lock() else { return };
        guard.found = Some((ask.number, found));
        guard.answered = ask.number;
        changed.notify_all();
        drop(guard);
        wake();
    }
}

/// Who looks at the files for the view.
enum Looker {
    /// Not yet: the thread starts when the window first asks ([`Follower::start`]).
    NotStarted,
    /// The poller's thread.
    Thread(PollerThread),
    /// No thread could be had: the looks are made in the frame, as a last resort.
    InFrame(Poller),
}

/// How the poller's thread wakes the window when it has answered (a repaint request).
pub type Wake = Box<dyn Fn() + Send + 'static>;

/// The looks at the files, as the window asks for them: when the next is due, which is under
/// way, what the last one answered found.
pub struct Follower {
    looker: Looker,
    /// What the last look answered found.
    found: Vec<Source>,
    /// The looks asked for, and the last one answered.
    asked: u64,
    answered: u64,
    /// When the look under way was asked for.
    asked_at: Option<Millis>,
    /// When the next look is due; `None`: at once.
    next_poll: Option<Millis>,
}

impl Default for Follower {
    fn default() -> Follower {
        Follower {
            looker: Looker::NotStarted,
            found: Vec::new(),
            asked: 0,
            answered: 0,
            asked_at: None,
            next_poll: None,
        }
    }
}

impl std::fmt::Debug for Follower {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Follower").field("asked", &self.asked).field("answered", &self.answered).finish_non_exhaustive()
    }
}

impl Follower {
    /// Whether the poller is started ([`start`](Self::start)).
    pub fn started(&self) -> bool {
        !matches!(self.looker, Looker::NotStarted)
    }

    /// Starts the poller's thread, which calls `wake` each time it has answered; where the
    /// system gives no thread, the looks are made in [`poll_if_due`](Self::poll_if_due) itself,
    /// as a last resort. Once only: a poller already started is kept.
    pub fn start(&mut self, wake: Wake) {
        if !self.started() {
            self.looker = PollerThread::start(wake).map_or_else(|| Looker::InFrame(Poller::default()), Looker::Thread);
        }
    }

    /// The next look is due at once (a source was added).
    pub fn look_soon(&mut self) {
        self.next_poll = None;
    }

    /// Takes what the poller found since last asked, then asks for a look at `paths` if
    /// [`POLL_EVERY`] has passed since the last was asked for (or none was) and the last is
    /// answered: a share that hangs is never asked again and again. Nothing is asked before the
    /// poller is [`start`](Self::start)ed.
    pub fn poll_if_due(&mut self, now: Millis, paths: &[PathBuf]) {
        self.take_found();
        if !self.started() || self.next_poll.is_some_and(|at| now < at) || self.looking() {
            return;
        }
        self.next_poll = Some(now + POLL_EVERY);
        self.asked += 1;
        self.asked_at = Some(now);
        let ask = Ask { number: self.asked, paths: paths.to_vec() };
        match &mut self.looker {
            Looker::Thread(thread) => thread.ask(ask),
            Looker::InFrame(poller) => {
                self.found = poller.look(&ask.paths);
                self.answered = ask.number;
            }
            Looker::NotStarted => unreachable!("started above"),
        }
    }

    /// Takes what the poller found since the last frame.
    fn take_found(&mut self) {
        if let Looker::Thread(thread) = &self.looker
            && let Some((number, found)) = thread.take()
        {
            self.found = found;
            self.answered = number;
        }
    }

    /// How many times the files were asked to be looked at.
    pub fn polls(&self) -> u64 {
        self.asked
    }

    /// A look asked for is not answered yet.
    pub fn looking(&self) -> bool {
        self.answered < self.asked
    }

    /// Waits until the last look asked for is answered, `within` at most (tests: the files are
    /// looked at on the poller's thread, and the next frame shows what it found). Whether it
    /// was. The window itself never waits.
    pub fn wait_polled(&self, within: Duration) -> bool {
        match &self.looker {
            Looker::Thread(thread) => thread.wait(self.asked, within),
            Looker::NotStarted | Looker::InFrame(_) => !self.looking(),
        }
    }

    /// How long the look under way has gone unanswered at `now`, once that is [`SLOW_AFTER`]
    /// or more: the folders are not answering.
    pub fn unanswered_for(&self, now: Millis) -> Option<Millis> {
        let waited = now.saturating_sub(self.asked_at?);
        (self.looking() && waited >= SLOW_AFTER).then_some(waited)
    }

    /// How long until the window should look in again: the next look, or while one is under
    /// way a [`POLL_EVERY`] later (the poller wakes the window as soon as it answers). Never 0.
    pub fn next_in(&self, now: Millis) -> Millis {
        if self.looking() { POLL_EVERY } else { self.next_poll.map_or(1, |at| at.saturating_sub(now).max(1)) }
    }

    /// What the last look answered found of the source `path`, if it was looked at yet.
    pub fn source(&self, path: &Path) -> Option<&Source> {
        self.found.iter().find(|s| s.path == path)
    }
}

/// The boards a source shows: for a folder holding round folders (`round-1/`, `round-2/`…, as
/// every laptop writes its live file since issue 30, and a series before it), the current
/// round's files: the highest round whose folder has a board's file, so that the view goes on
/// to round 2 as soon as round 2's first file appears; otherwise the folder's own `*.pgn`
/// files (the layout of the files written before, or a round's folder followed itself); for a
/// file, the file.
fn boards_of(path: &Path) -> std::io::Result<(Option<u32>, Vec<PathBuf>)> {
    if !std::fs::metadata(path)?.is_dir() {
        return Ok((None, vec![path.to_owned()]));
    }
    let mut rounds: Vec<(u32, PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(path)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let round = name.strip_prefix("round-").and_then(|n| n.parse::<u32>().ok());
        if let Some(round) = round.filter(|_| entry.file_type().is_ok_and(|t| t.is_dir())) {
            rounds.push((round, entry.path()));
        }
    }
    rounds.sort_by_key(|(round, _)| std::cmp::Reverse(*round));
    for (round, folder) in rounds {
        // A round's folder that cannot be read now is passed over, as one with no board yet.
        if let Ok(files) = pgn_files(&folder)
            && !files.is_empty()
        {
            return Ok((Some(round), files));
        }
    }
    Ok((None, pgn_files(path)?))
}

/// The `*.pgn` files of a folder (not those hidden: a writer's temporary files).
fn pgn_files(folder: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let pgn = name.to_ascii_lowercase().ends_with(".pgn") && !name.starts_with('.');
        if pgn && entry.file_type().is_ok_and(|t| !t.is_dir()) {
            files.push(entry.path());
        }
    }
    files.sort();
    Ok(files)
}

/// Reads a file if it changed since it was last read, or its last read failed; a failed read
/// keeps the games last read.
fn look_at(path: &Path, watched: &mut Watched) {
    let stamp = match std::fs::metadata(path) {
        Ok(meta) => (meta.len(), meta.modified().ok()),
        Err(e) => {
            watched.problem = Some(if e.kind() == std::io::ErrorKind::NotFound {
                ReadProblem::Gone
            } else {
                ReadProblem::Unreadable(e.to_string())
            });
            return;
        }
    };
    if watched.stamp == Some(stamp) && watched.problem.is_none() {
        return;
    }
    watched.stamp = Some(stamp);
    match std::fs::read(path) {
        Err(e) => watched.problem = Some(ReadProblem::Unreadable(e.to_string())),
        Ok(bytes) => match read_live(&decode(&bytes).0) {
            Ok(games) => {
                watched.games = games;
                watched.problem = None;
            }
            Err(error) => watched.problem = Some(ReadProblem::NotAGame(error)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_read_once_is_read_again_only_when_it_changes_and_a_bad_one_keeps_the_last_good() {
        let dir = std::env::temp_dir().join(format!("escaque-follow-unit-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("board-1.pgn");
        std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n[Board \"1\"]\n\n1. e4 *\n").unwrap();
        // A writer's temporary file and another kind of file are passed over.
        std::fs::write(dir.join(".board-1.pgn.1.0.tmp"), "half").unwrap();
        std::fs::write(dir.join("notes.txt"), "x").unwrap();
        let mut watched = Watched::default();
        look_at(&path, &mut watched);
        assert_eq!(pgn_files(&dir).unwrap(), std::slice::from_ref(&path));
        assert_eq!(watched.games[0].plies, 1);
        // Half a file: the last good state stays, with the problem.
        std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n[Board \"1\"]\n\n1. e4 e5 2. N").unwrap();
        look_at(&path, &mut watched);
        assert_eq!(watched.games[0].plies, 1);
        assert!(matches!(watched.problem, Some(ReadProblem::NotAGame(_))));
        std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n[Board \"1\"]\n\n1. e4 e5 2. Nf3 *\n").unwrap();
        look_at(&path, &mut watched);
        assert_eq!((watched.games[0].plies, watched.problem.clone()), (3, None));
        std::fs::remove_file(&path).unwrap();
        look_at(&path, &mut watched);
        assert_eq!((watched.games[0].plies, watched.problem.clone()), (3, Some(ReadProblem::Gone)));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Issue 30: a folder of round folders shows its current round, the highest with a board's
    /// file, and goes on to the next as soon as its first file appears; the old flat layout
    /// (files in the folder itself) is still read.
    #[test]
    fn a_folder_of_rounds_shows_the_highest_round_with_a_board() {
        let dir = std::env::temp_dir().join(format!("escaque-follow-rounds-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("round-1")).unwrap();
        std::fs::write(dir.join("board-9.pgn"), "[White \"A\"]\n\n*\n").unwrap();
        assert_eq!(boards_of(&dir).unwrap(), (None, vec![dir.join("board-9.pgn")]), "flat, no board in a round yet");
        std::fs::write(dir.join("round-1").join("board-1.pgn"), "[White \"A\"]\n\n*\n").unwrap();
        // Round 2's folder made ahead (the evening's pairings), no board in it, and round 10's
        // empty one: round 1 is shown.
        std::fs::create_dir_all(dir.join("round-2")).unwrap();
        std::fs::write(dir.join("round-2").join("pairings.ron"), "()").unwrap();
        std::fs::create_dir_all(dir.join("round-10")).unwrap();
        assert_eq!(boards_of(&dir).unwrap(), (Some(1), vec![dir.join("round-1").join("board-1.pgn")]));
        std::fs::write(dir.join("round-2").join("board-3.pgn"), "[White \"A\"]\n\n*\n").unwrap();
        assert_eq!(boards_of(&dir).unwrap(), (Some(2), vec![dir.join("round-2").join("board-3.pgn")]));
        let mut source = Source::new(dir.clone());
        source.look();
        assert_eq!((source.round, source.files.len()), (Some(2), 1));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The poller keeps what it read from one look to the next: a file half written keeps its
    /// board's last good state, and a source no longer followed is let go.
    #[test]
    fn the_poller_keeps_the_last_good_state_between_looks() {
        let dir = std::env::temp_dir().join(format!("escaque-follow-poller-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("board-2.pgn");
        std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n[Board \"2\"]\n\n1. d4 d5 *\n").unwrap();
        let mut poller = Poller::default();
        let followed = [dir.clone()];
        let found = poller.look(&followed);
        assert_eq!(found[0].files[&path].games[0].plies, 2);
        std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n[Board \"2\"]\n\n1. d4 d5 2. c").unwrap();
        let found = poller.look(&followed);
        let watched = &found[0].files[&path];
        assert_eq!(watched.games[0].plies, 2, "the last good state");
        assert!(matches!(watched.problem, Some(ReadProblem::NotAGame(_))));
        assert!(poller.look(&[]).is_empty(), "no longer followed");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The follower asks once a second at most, never while a look is under way; each answer
    /// wakes the window, and what it found is taken with the next ask.
    #[test]
    fn the_follower_looks_once_a_second_and_wakes_the_window_with_each_answer() {
        let dir = std::env::temp_dir().join(format!("escaque-follower-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("board-1.pgn"), "[White \"A\"]\n[Black \"B\"]\n\n1. e4 *\n").unwrap();
        let paths = [dir.clone()];
        let mut follower = Follower::default();
        follower.poll_if_due(0, &paths);
        assert_eq!(follower.polls(), 0, "nothing before the poller is started");
        let (woken, wakes) = std::sync::mpsc::channel();
        follower.start(Box::new(move || {
            let _ = woken.send(());
        }));
        let mut woken_for = 0;
        for (now, polls) in [(0, 1), (400, 1), (999, 1), (1_000, 2), (1_500, 2), (2_000, 3)] {
            follower.poll_if_due(now, &paths);
            assert_eq!(follower.polls(), polls, "at {now} ms");
            assert!(follower.wait_polled(Duration::from_secs(30)), "answered at {now} ms");
            if polls > woken_for {
                wakes.recv_timeout(Duration::from_secs(30)).expect("the answer wakes the window");
                woken_for = polls;
            }
            // The answer is taken with the next frame's call, which asks nothing new.
            follower.poll_if_due(now, &paths);
            assert_eq!(follower.polls(), polls, "at {now} ms, taken");
            assert!(!follower.looking());
            assert_eq!(follower.unanswered_for(now + SLOW_AFTER), None, "answered: never slow");
        }
        assert!(wakes.try_recv().is_err(), "one wake per answer");
        follower.poll_if_due(2_100, &paths);
        let source = follower.source(&dir).expect("looked at");
        assert_eq!(source.files[&dir.join("board-1.pgn")].games[0].plies, 1);
        assert_eq!(follower.next_in(2_100), 900);
        follower.look_soon();
        assert_eq!(follower.next_in(2_100), 1, "at once");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
