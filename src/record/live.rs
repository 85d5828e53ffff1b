//! A board others can follow (issue 17): the game in progress as PGN in a folder, rewritten
//! whole after every completed move and at the end, and read back by the organiser's view.
//!
//! The file (`board-N.pgn`, one per board) holds the moves completed so far, each with the
//! clock its player's face showed after the press (`[%clk h:mm:ss]`), the tags a broadcast
//! needs (Event, Site, Date, Round, Board, White, Black, TimeControl) and the result: `*` while
//! the game goes on, the result once it has ended. It is written crash-safely
//! ([`super::file::write_file`]: a temporary file beside it, flushed, renamed over it), so a
//! tool that polls the folder (lichess's broadcaster watches it, relay tools read it every few
//! seconds) reads the last whole game or the one before, never a mixture or half a file. The
//! temporary file's name starts with a dot and ends in `.tmp`, never `.pgn`, so tools that take
//! every `*.pgn` in the folder pass over it.
//!
//! At the end the file is exactly [`super::sheet::table_pgn_of_event`] of the finished game:
//! the game as `escaque replay` prints it from the journal. An adjourned game (Guidelines I,
//! the envelope sealed) says so in its `Termination` tag (`adjourned`, the result `*`), and
//! the organiser's view shows it as adjourned, its clocks stopped.
//!
//! Every game goes to its round's folder (`<folder>/round-2/board-3.pgn`, [`round_path`]; round
//! 1 when the setup's round is empty or not a number), as lichess's broadcaster pushes one
//! folder, subfolders included, to one broadcast round: a round never writes over the last,
//! and the broadcaster is pointed at `round-2/` for round 2 (issue 30, `docs/live.md`). For
//! lila, the server that takes the pushed games, each file is fit as it is: its Event, Site,
//! Round, Board, White and Black are fixed by its first text ([`FIXED_TAGS`]: lila matches a
//! pushed game to its board by them), the players' names must be ones lila keeps
//! ([`broadcast_name`]), an arbiter's score such as ½-0 is in the `Result` tag, as lila reads
//! it ([`live_pgn`]), and the final text is written again [`AGAIN_AFTER`] after the result, as
//! the broadcaster can miss a change made while it uploads.
//!
//! The window never writes the file itself: [`LiveThread`] does, on a thread of its own, so
//! that a slow or dropped network share never holds up a frame or a clock press; only the
//! latest text of each file waits to be written, and the app closing waits a moment for it
//! ([`LiveThread::finish`]); turning the live file off never waits.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Chess, Color, Position, Square};

use super::RecordError;
use super::pgn::{PgnError, PgnGame, PgnProblem, list_games, read_game_numbered};
use super::sheet::{EventInfo, from_table};
use crate::clock::{Hms, TimeControls};
use crate::laws::{Millis, Status};
use crate::table::Table;

/// What the settings remember of the live file: off unless asked for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LiveSettings {
    /// Write the live file.
    pub on: bool,
    /// The folder to write it to (a shared folder the broadcaster or the organiser reads).
    pub folder: PathBuf,
    /// This laptop's board number: the `Board` tag and the file's name.
    pub board: u32,
    /// Also serve the live file read-only over HTTP (`src/platform/live_http.rs`).
    pub serve: bool,
    /// The port it is served on.
    pub port: u16,
    /// Serve it to the other machines of the network too, not only on this machine's own
    /// address: only when the user opts in.
    pub serve_to_network: bool,
}

/// The port the live file is served on unless another is chosen.
pub const DEFAULT_PORT: u16 = 8917;

impl Default for LiveSettings {
    fn default() -> Self {
        LiveSettings {
            on: false,
            folder: PathBuf::new(),
            board: 1,
            serve: false,
            port: DEFAULT_PORT,
            serve_to_network: false,
        }
    }
}

impl LiveSettings {
    /// Whether a live file is written: on, and with a folder.
    pub fn writes(&self) -> bool {
        self.on && !self.folder.as_os_str().is_empty()
    }

    /// The file written for a game of round `round` (the setup's), on this laptop's board, in
    /// the round's own folder ([`round_path`]), when the live file is on and has a folder.
    pub fn path(&self, round: &str) -> Option<PathBuf> {
        self.writes().then(|| round_path(&self.folder, round, self.board.max(1)))
    }
}

/// Where round `round` writes board `board`: `<folder>/round-<N>/board-<board>.pgn`, `N` the
/// round's number, 1 when it is empty or not a number. A folder per round, as lichess's
/// broadcaster pushes a folder to one broadcast round, so that the next round never writes
/// over this one's file.
///
/// ```
/// use std::path::Path;
/// use escaque::record::live::round_path;
/// assert_eq!(round_path(Path::new("/room"), "2", 3), Path::new("/room/round-2/board-3.pgn"));
/// assert_eq!(round_path(Path::new("/room"), " ", 1), Path::new("/room/round-1/board-1.pgn"));
/// assert_eq!(round_path(Path::new("/room"), "final", 1), Path::new("/room/round-1/board-1.pgn"));
/// ```
pub fn round_path(folder: &Path, round: &str, board: u32) -> PathBuf {
    folder.join(format!("round-{}", round_number(round))).join(file_name(board))
}

/// A round's number as its folder is named: the setup's round, 1 when empty or not a number.
pub fn round_number(round: &str) -> u32 {
    round.trim().parse::<u32>().ok().filter(|n| *n > 0).unwrap_or(1)
}

/// Whether `name` is a player's name lila keeps for a broadcast. lila drops a `White` or
/// `Black` tag whose trimmed value is one character or less, or `unknown` (any case), then
/// drops every game with a player left unnamed (lila, `modules/relay/src/main/RelayGame.scala`,
/// `cleanOrRemovePlayerNames` and `hasUnknownPlayer`; `RelayInputSanity.scala`,
/// `removeGamesWithUnknownPlayer`): such a game never reaches the broadcast. The setup form
/// refuses to start a game written live without two such names.
///
/// ```
/// use escaque::record::live::broadcast_name;
/// assert!(broadcast_name("Uxía") && broadcast_name(" Li "));
/// assert!(!broadcast_name("") && !broadcast_name(" X ") && !broadcast_name("?") && !broadcast_name("Unknown"));
/// ```
pub fn broadcast_name(name: &str) -> bool {
    let name = name.trim();
    name.chars().count() > 1 && name.to_lowercase() != "unknown"
}

/// The tags a live file keeps as its first text wrote them: lila finds a pushed game's board by
/// Event, Site, the round's number, the board's number and the players (lila,
/// `modules/relay/src/main/RelayUpdatePlan.scala`, `isSameGameBasedOnTags`), so a file whose
/// tags changed would be another game on the broadcast.
pub const FIXED_TAGS: [&str; 6] = ["Event", "Site", "Round", "Board", "White", "Black"];

/// How long after the result the final text is written again, once. lichess's broadcaster
/// watches the folder with a 1 s debounce, uploads every second while a file has changed, and
/// forgets the changes seen *during* an upload when it ends (`src/components/FolderWatcher.vue`:
/// `watch(path, …, { recursive: true, delayMs: 1000 })`, `setInterval(…, 1000)`, then
/// `modifiedFiles.clear()` after `await uploadFolderToRound`); lila answers a push once it is
/// carried out, which it gives 10 s (`RelayPush.scala`, `timeout = 10.seconds`). A result
/// written while an upload was under way could stay unsent until the next change in the
/// folder: the last game of a round has none. Written again 15 s later, after any upload under
/// way at the result (1 s + 1 s + 10 s, and a margin), it is seen as a change of its own.
pub const AGAIN_AFTER: Millis = 15_000;

/// The `Termination` tag's value in the live file of an adjourned game (Guidelines I): the
/// envelope is sealed, the clocks are stopped, the result is still `*`.
pub const ADJOURNED: &str = "adjourned";

/// The name of board `board`'s live file: `board-3.pgn`. Single-game files, each named with its
/// board's number, as lichess's broadcaster expects them (any `*.pgn` in the folder but a
/// `games.pgn`, ordered by the number in the name).
///
/// ```
/// assert_eq!(escaque::record::live::file_name(3), "board-3.pgn");
/// ```
pub fn file_name(board: u32) -> String {
    format!("board-{board}.pgn")
}

/// How many of the game's moves are completed (6.2.1: by the press, or by ending the game):
/// while the game goes on, a move made but not yet pressed for is not shown to the room.
fn completed(table: &Table) -> usize {
    let plies = table.game().plies();
    match table.game().status() {
        Status::Ended(_) => plies.len(),
        Status::Ongoing | Status::AwaitingArbiter(_) => plies.iter().take_while(|p| p.completed_at.is_some()).count(),
    }
}

/// The live PGN of the game at `table`: its completed moves with `[%clk]` after each, the
/// event's tags from `info`, and `*` or the result. Once the game has ended it is the game's
/// record as [`super::sheet::table_pgn_of_event`] writes it, byte for byte, but for a score only
/// the arbiter gives (½-0, 0-0: Articles 11.8, 12.9), which the record keeps in its
/// `EscaqueScore` tag beside `[Result "*"]`: lila would show such a game as going on for ever,
/// so the live file's `Result` tag says the score (`1/2-0`, `0-0`, `0-1/2`), as lila reads
/// it (scalachess, `Outcome.scala`: `pointsFromResult` knows `1/2-0`, `0-1/2` and `0-0`; a
/// `Result` tag is taken before the movetext's marker, `Parser.scala`). The movetext still ends
/// in `*`, the marker PGN readers know.
pub fn live_pgn(table: &Table, info: &EventInfo) -> String {
    with_score_in_result(&live_sheet(table, info))
}

/// The sheet a live file is written from (see [`live_pgn`]).
fn live_sheet(table: &Table, info: &EventInfo) -> super::sheet::Scoresheet {
    let mut sheet = from_table(table, info);
    if table.is_adjourned() {
        for (name, value) in &mut sheet.tags {
            if name == "Termination" {
                ADJOURNED.clone_into(value);
            }
        }
    }
    sheet.moves.truncate(completed(table));
    for m in &mut sheet.moves {
        m.used = None;
        m.draw_offer = false;
        m.notes.clear();
    }
    sheet
}

/// The sheet as PGN, an arbiter's score (its `EscaqueScore` tag) in the `Result` tag too.
fn with_score_in_result(sheet: &super::sheet::Scoresheet) -> String {
    let text = sheet.to_pgn();
    match sheet.tag(super::sheet::SCORE_TAG).filter(|score| score.parse::<crate::laws::Score>().is_ok()) {
        Some(score) => text.replacen("[Result \"*\"]\n", &format!("[Result \"{score}\"]\n"), 1),
        None => text,
    }
}

/// The state of the game that decides whether the live file changes: the moves made and
/// completed, and how the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Seen {
    plies: usize,
    completed: usize,
    status: Status,
    adjourned: bool,
}

impl Seen {
    fn of(table: &Table) -> Seen {
        Seen {
            plies: table.game().plies().len(),
            completed: completed(table),
            status: table.game().status(),
            adjourned: table.is_adjourned(),
        }
    }
}

/// Decides when one board's live file is written as its game goes on, and writes it
/// ([`LiveWriter::update`]) or hands the text to a [`LiveThread`] ([`LiveWriter::next`], then
/// [`LiveWriter::done`] with what came of it).
#[derive(Debug)]
pub struct LiveWriter {
    path: PathBuf,
    info: EventInfo,
    /// What the file was last made from.
    seen: Option<Seen>,
    /// The text last written.
    written: Option<String>,
    /// The text last made (handed over to be written, or written).
    current: Option<String>,
    /// The last write failed, at this app time: tried again on the next change, or a few
    /// seconds later.
    failed_at: Option<Millis>,
    /// The [`FIXED_TAGS`] as the first text made has them: every later text keeps them.
    fixed: Option<Vec<(String, String)>>,
    /// When the final text is to be written again ([`AGAIN_AFTER`]).
    again_at: Option<Millis>,
}

/// How long after a failed write the same content is tried again.
pub const RETRY_AFTER: Millis = 5_000;

impl LiveWriter {
    /// A writer of `path` for a game with the event's tags in `info`.
    pub fn new(path: PathBuf, info: EventInfo) -> LiveWriter {
        LiveWriter {
            path,
            info,
            seen: None,
            written: None,
            current: None,
            failed_at: None,
            fixed: None,
            again_at: None,
        }
    }

    /// The file written.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The event's tags it writes.
    pub fn info(&self) -> &EventInfo {
        &self.info
    }

    /// The event's details changed in the window while this file is written (its date at
    /// midnight, a name put right): the next text is made with `info`, but the file keeps the
    /// [`FIXED_TAGS`] of its first text.
    pub fn retag(&mut self, info: EventInfo) {
        if info != self.info {
            self.info = info;
            self.seen = None;
        }
    }

    /// The live PGN as last made, whether or not the file could be written.
    pub fn current(&self) -> Option<&str> {
        self.current.as_deref()
    }

    /// The text to write now, if the game changed since it was last made (a move completed,
    /// the game ended or was adjourned, moves taken back), or if the last write failed a while
    /// ago (`now` is the app's time). `None`: nothing to write.
    ///
    /// The file's [`FIXED_TAGS`] are those of the first text made, whatever changes later;
    /// once the game has ended, its final text is handed over once more [`AGAIN_AFTER`] later.
    pub fn next(&mut self, table: &Table, now: Millis) -> Option<String> {
        if self.again_at.is_some_and(|at| now >= at) && self.seen == Some(Seen::of(table)) {
            self.again_at = None;
            self.failed_at = None;
            return self.current.clone();
        }
        let seen = Seen::of(table);
        let retry = self.failed_at.is_some_and(|at| now.saturating_sub(at) >= RETRY_AFTER);
        if self.seen == Some(seen) && !retry {
            return None;
        }
        self.seen = Some(seen);
        let mut sheet = live_sheet(table, &self.info);
        let fixed = self.fixed.get_or_insert_with(|| {
            sheet.tags.iter().filter(|(name, _)| FIXED_TAGS.contains(&name.as_str())).cloned().collect()
        });
        sheet.tags.retain(|(name, _)| !FIXED_TAGS.contains(&name.as_str()) || fixed.iter().any(|(n, _)| n == name));
        for (name, value) in &mut sheet.tags {
            if let Some((_, first)) = fixed.iter().find(|(n, _)| n == name) {
                value.clone_from(first);
            }
        }
        let text = with_score_in_result(&sheet);
        if self.failed_at.is_none() && self.current.as_deref() == Some(text.as_str()) {
            return None;
        }
        // Until the result of this write comes back, nothing is tried again.
        self.failed_at = None;
        self.again_at = matches!(seen.status, Status::Ended(_)).then_some(now + AGAIN_AFTER);
        self.current = Some(text.clone());
        Some(text)
    }

    /// The final text still to be written again, and when: what the writer owes its file when
    /// it is let go before then (see [`Owed::again`]).
    pub fn again(&self) -> Option<(&Path, &str, Millis)> {
        Some((self.path.as_path(), self.current.as_deref()?, self.again_at?))
    }

    /// What came of writing `text` (made by [`next`](Self::next)), at the app's time `now`.
    pub fn done(&mut self, text: String, result: &Result<(), RecordError>, now: Millis) {
        match result {
            Ok(()) => {
                if self.current.as_deref() == Some(text.as_str()) {
                    self.failed_at = None;
                }
                self.written = Some(text);
            }
            Err(_) => self.failed_at = Some(now),
        }
    }

    /// The text last made, when its write failed and it is not known to be in the file: the
    /// file, the text and when it failed. What the writer still owes its file when it is let go
    /// (the next game on screen, in another file): see [`Owed`].
    pub fn unwritten(&self) -> Option<(&Path, &str, Millis)> {
        let at = self.failed_at?;
        let text = self.current.as_deref()?;
        (self.written.as_deref() != Some(text)).then_some((self.path.as_path(), text, at))
    }

    /// Writes the file now, on this thread, if the game changed since it was last written (see
    /// [`next`](Self::next)). `None` when nothing had to be written; the result otherwise: a
    /// folder that cannot be written leaves the game as it is, and the file is written again
    /// with the next change.
    pub fn update(&mut self, table: &Table, now: Millis) -> Option<Result<(), RecordError>> {
        let text = self.next(table, now)?;
        let result = write_live_file(&self.path, text.as_bytes());
        self.done(text, &result, now);
        Some(result)
    }
}

/// The texts owed to files no longer on screen: a previous game's file (round 1's, once round
/// 2 is on screen in another folder, or between games) whose last write failed. Each is sent
/// again [`RETRY_AFTER`] after its failure, as the game on screen's file is, until it is
/// written; the game on screen's writer never sees them.
///
/// ```
/// use std::path::{Path, PathBuf};
/// use escaque::record::live::{Owed, RETRY_AFTER};
/// let mut owed = Owed::default();
/// owed.done(PathBuf::from("round-1/board-1.pgn"), "1-0".to_owned(), false, 0);
/// assert!(owed.due(RETRY_AFTER - 1).is_empty(), "not at once");
/// assert_eq!(owed.due(RETRY_AFTER), [(PathBuf::from("round-1/board-1.pgn"), "1-0".to_owned())]);
/// assert!(owed.due(3 * RETRY_AFTER).is_empty(), "not again while that write is under way");
/// owed.done(PathBuf::from("round-1/board-1.pgn"), "1-0".to_owned(), true, 3 * RETRY_AFTER);
/// assert!(owed.is_empty(), "written: nothing is owed");
/// ```
#[derive(Debug, Default)]
pub struct Owed {
    files: Vec<OwedText>,
}

/// One file's text not yet written.
#[derive(Debug)]
struct OwedText {
    path: PathBuf,
    text: String,
    /// When its last write failed; `None` while it is sent again and its result not back.
    failed_at: Option<Millis>,
    /// A final text to be written again ([`Owed::again`]), not yet sent: a success of an
    /// earlier write of the file does not take it away.
    again: bool,
}

impl Owed {
    /// What came of a write of `path`, a file no longer on screen, at the app's time `now`: a
    /// failure keeps its text (in place of an older one of the same file), to be sent again a
    /// while later; a success means the file holds its latest text, and nothing is owed to it.
    /// The results of one file come back in the order its texts were handed over, so the last
    /// says how the file stands.
    pub fn done(&mut self, path: PathBuf, text: String, ok: bool, now: Millis) {
        self.files.retain(|owed| owed.path != path || owed.again);
        if !ok {
            self.files.push(OwedText { path, text, failed_at: Some(now), again: false });
        }
    }

    /// A game's final text, to be written once more at `at` ([`AGAIN_AFTER`] after its result),
    /// its writer let go before then (the next game on screen).
    pub fn again(&mut self, path: PathBuf, text: String, at: Millis) {
        self.files.retain(|owed| owed.path != path);
        self.files.push(OwedText { path, text, failed_at: Some(at.saturating_sub(RETRY_AFTER)), again: true });
    }

    /// The texts to send again at `now`: each whose write failed [`RETRY_AFTER`] ago or more.
    /// Until its result comes back ([`done`](Self::done)) a text is not sent again.
    pub fn due(&mut self, now: Millis) -> Vec<(PathBuf, String)> {
        let due = |at: Option<Millis>| at.is_some_and(|at| now.saturating_sub(at) >= RETRY_AFTER);
        self.files
            .iter_mut()
            .filter(|owed| due(owed.failed_at))
            .map(|owed| {
                owed.failed_at = None;
                owed.again = false;
                (owed.path.clone(), owed.text.clone())
            })
            .collect()
    }

    /// Every text owed, whatever the time (the app closing: each is tried once more).
    pub fn all(&mut self) -> Vec<(PathBuf, String)> {
        self.due(Millis::MAX)
    }

    /// The game on screen writes `path` again (the next game in the same file): its text
    /// takes the file over, and the old one is owed no more.
    pub fn forget(&mut self, path: &Path) {
        self.files.retain(|owed| owed.path != path);
    }

    /// Nothing is owed.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The files owed a text.
    pub fn paths(&self) -> impl Iterator<Item = &Path> {
        self.files.iter().map(|owed| owed.path.as_path())
    }
}

/// Writes a live file crash-safely ([`super::file::write_file`]), making its folder first.
pub fn write_live_file(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        super::file::create_dir(dir)?;
    }
    super::file::write_file(path, bytes)
}

/// How a [`LiveThread`] writes a file: [`write_live_file`], or a test's stand-in.
pub type WriteFn = Arc<dyn Fn(&Path, &[u8]) -> Result<(), RecordError> + Send + Sync>;

/// How long, at most, the app closing waits ([`LiveThread::finish`]) for the texts the thread
/// was given to be written: long enough for a share that answers, short enough that a share
/// that hangs never keeps the app from closing.
pub const EXIT_GRACE: Duration = Duration::from_secs(2);

/// What came of one write of a [`LiveThread`]: the file, the text and the result, so that the
/// window gives it to the writer of that file only.
#[derive(Debug)]
pub struct Written {
    /// The file written.
    pub path: PathBuf,
    /// The text written to it.
    pub text: String,
    /// What came of it.
    pub result: Result<(), RecordError>,
}

/// What the window and the writing thread share.
#[derive(Default)]
struct Slot {
    /// The texts to write, in the order their files were first handed over: the latest text of
    /// each file. A newer text of the same file replaces one not yet taken; the texts of
    /// different files (a game's last text and the next game's first, in another round's
    /// folder) are each written.
    waiting: Vec<(PathBuf, String)>,
    /// A write is under way.
    busy: bool,
    /// What came of the writes since the window last took them: the last of each file.
    done: Vec<Written>,
    /// The window let go: the thread writes what waits, then ends.
    stop: bool,
}

impl Slot {
    /// Nothing waits to be written and no write is under way.
    fn idle(&self) -> bool {
        self.waiting.is_empty() && !self.busy
    }
}

/// The thread that writes the live file, so that the window never waits on the disk or the
/// network: the window hands it the latest text of a file ([`send`](Self::send)) and later
/// takes what came of it ([`take_done`](Self::take_done)). Dropped (the live file turned off,
/// mid-frame), it returns at once: the thread writes what it was given, then ends by itself.
/// Only the app closing waits, a moment at most ([`finish`](Self::finish) with
/// [`EXIT_GRACE`]), so that the last move or the result reaches the file before the process
/// ends.
pub struct LiveThread {
    shared: Arc<(Mutex<Slot>, Condvar)>,
}

impl std::fmt::Debug for LiveThread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LiveThread").finish_non_exhaustive()
    }
}

impl LiveThread {
    /// Starts the thread, writing with `write`. `None` if the system gives no thread.
    pub fn start(write: WriteFn) -> Option<LiveThread> {
        let shared: Arc<(Mutex<Slot>, Condvar)> = Arc::default();
        let theirs = Arc::clone(&shared);
        std::thread::Builder::new().name("live file".to_owned()).spawn(move || write_loop(&theirs, &write)).ok()?;
        Some(LiveThread { shared })
    }

    /// Hands `text` over to be written to `path`, in place of any text of the same file still
    /// waiting (texts of other files still wait their turn); returns at once.
    pub fn send(&self, path: PathBuf, text: String) {
        let (slot, changed) = &*self.shared;
        if let Ok(mut guard) = slot.lock() {
            match guard.waiting.iter_mut().find(|(waiting, _)| *waiting == path) {
                Some(job) => job.1 = text,
                None => guard.waiting.push((path, text)),
            }
            changed.notify_all();
        }
    }

    /// Whether something is still to come from the thread: a text waiting or being written, or
    /// what came of a write not yet taken. The window looks again a moment later while it is.
    pub fn unsettled(&self) -> bool {
        self.shared.0.lock().is_ok_and(|guard| !guard.idle() || !guard.done.is_empty())
    }

    /// What came of the writes since last asked, each with its file.
    pub fn take_done(&self) -> Vec<Written> {
        self.shared.0.lock().map(|mut guard| std::mem::take(&mut guard.done)).unwrap_or_default()
    }

    /// Waits until nothing waits to be written and no write is under way (tests, and the
    /// headless tools that read the file right after a move).
    pub fn wait_idle(&self) {
        let (slot, changed) = &*self.shared;
        let Ok(mut guard) = slot.lock() else { return };
        while !guard.idle() {
            guard = match changed.wait(guard) {
                Ok(guard) => guard,
                Err(_) => return,
            };
        }
    }
}

/// The writing thread: takes the texts in turn and writes them, until let go with nothing left.
fn write_loop(shared: &(Mutex<Slot>, Condvar), write: &WriteFn) {
    let (slot, changed) = shared;
    loop {
        let (path, text) = {
            let Ok(mut guard) = slot.lock() else { return };
            loop {
                if !guard.waiting.is_empty() {
                    guard.busy = true;
                    break guard.waiting.remove(0);
                }
                if guard.stop {
                    return;
                }
                guard = match changed.wait(guard) {
                    Ok(guard) => guard,
                    Err(_) => return,
                };
            }
        };
        let result = write(&path, text.as_bytes());
        let Ok(mut guard) = slot.lock() else { return };
        guard.busy = false;
        guard.done.retain(|done| done.path != path);
        guard.done.push(Written { path, text, result });
        changed.notify_all();
    }
}

impl LiveThread {
    /// Lets the thread go (the app closing) and waits, `grace` at most, for what it was given
    /// to be written, so that the last move or the result reaches the file: a share that hangs
    /// keeps the file as it was, never the app open. Whether everything was written (or tried)
    /// in time.
    pub fn finish(self, grace: Duration) -> bool {
        let (slot, changed) = &*self.shared;
        let Ok(mut guard) = slot.lock() else { return false };
        guard.stop = true;
        changed.notify_all();
        let until = Instant::now() + grace;
        while !guard.idle() {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            guard = match changed.wait_timeout(guard, left) {
                Ok((guard, _)) => guard,
                Err(_) => return false,
            };
        }
        true
    }
}

impl Drop for LiveThread {
    /// Lets the thread go and returns at once: the thread writes what it was given, then ends.
    /// The window never waits here (the live file is turned off mid-frame); only
    /// [`finish`](Self::finish) waits.
    fn drop(&mut self) {
        let (slot, changed) = &*self.shared;
        if let Ok(mut guard) = slot.lock() {
            guard.stop = true;
            changed.notify_all();
        }
    }
}

/// A game's last move: its number, the move, who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// `23.` or `23...`.
    pub number: super::pgn::MoveNumber,
    /// The move in SAN.
    pub san: shakmaty::san::SanPlus,
    /// Who made it.
    pub by: Color,
    /// An en passant capture (written with the language's mark, C.9).
    pub en_passant: bool,
}

/// One game as the organiser's view shows it, read from a live file (or any PGN game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveGame {
    /// The `White` tag (`?` when missing).
    pub white: String,
    /// The `Black` tag.
    pub black: String,
    /// The `Event` tag, when it says one.
    pub event: Option<String>,
    /// The `Round` tag, when it says one.
    pub round: Option<String>,
    /// The `Board` tag, when it says one.
    pub board: Option<String>,
    /// The position after the last move.
    pub position: Chess,
    /// The squares the last move left and reached.
    pub last_move: Option<(Square, Square)>,
    /// The last move as PGN writes it, with its number: `23... Qxe4`.
    pub last_san: Option<String>,
    /// The last move, to be written in a player's notation.
    pub last: Option<LastMove>,
    /// Each side's clock: its last `[%clk]`, or before its first move the time control's
    /// starting time; `None` when neither is known.
    pub clocks: ByColor<Option<Millis>>,
    /// `1-0`, `0-1`, `1/2-1/2`, an arbiter's score (`1/2-0`, `0-0`), or `*` while the game
    /// goes on.
    pub result: String,
    /// How many moves (plies) the game has.
    pub plies: usize,
    /// The game is adjourned (its `Termination` tag says `adjourned`): no clock runs.
    pub adjourned: bool,
}

impl LiveGame {
    /// Whether the game is still in play: no result yet, and not adjourned.
    pub fn in_play(&self) -> bool {
        self.result == "*" && !self.adjourned
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    /// The game read from `game`: every move replayed from its start position (a move that
    /// cannot be played is an error naming it, as for any PGN).
    pub fn from_pgn(game: &PgnGame) -> Result<LiveGame, PgnError> {
        let start = game.start_position()?;
        let mut position = start.clone();
        let mut last_move = None;
        let mut last_san = None;
        let mut last = None;
        let control = TimeControls::from_pgn_tags(
            game.tag("TimeControl"),
            game.tag("WhiteTimeControl"),
            game.tag("BlackTimeControl"),
        )
        .ok()
        .flatten();
        let mut clocks = ByColor::new_with(|side| control.as_ref().map(|c| c.get(side).initial()));
        for (ply, m) in game.moves.iter().enumerate() {
            let mover = position.turn();
            let mv = m.san.san.to_move(&position).map_err(|e| {
                let problem = match e {
                    shakmaty::san::SanError::AmbiguousSan => PgnProblem::Ambiguous,
                    _ => PgnProblem::Illegal,
                };
                PgnError::at_move(&start, ply, &m.san.to_string(), problem)
            })?;
            let number = super::pgn::MoveNumber::of_ply(&start, ply);
            last_san = Some(format!("{number} {}", m.san));
            last = Some(LastMove { number, san: m.san, by: mover, en_passant: mv.is_en_passant() });
            // Castling shows the king's move, not the king taking its rook.
            last_move = Some(match mv.castling_side() {
                Some(side) => (mv.from().unwrap_or(mv.to()), side.king_to(mover)),
                None => (mv.from().unwrap_or(mv.to()), mv.to()),
            });
            position.play_unchecked(mv);
            if let Some(clk) = m.comments.iter().find_map(|c| super::export::command(c, "clk"))
                && let Ok(Hms(ms)) = clk.parse::<Hms>()
            {
                clocks[mover] = Some(ms);
            }
        }
        let known = |name: &str| {
            game.tag(name).map(str::trim).filter(|v| !super::sheet::is_blank(v) && *v != "-").map(str::to_owned)
        };
        Ok(LiveGame {
            white: known("White").unwrap_or_else(|| "?".to_owned()),
            black: known("Black").unwrap_or_else(|| "?".to_owned()),
            event: known("Event"),
            round: known("Round"),
            board: known("Board"),
            position,
            last_move,
            last_san,
            last,
            clocks,
            adjourned: game.result == "*" && game.tag("Termination").map(str::trim) == Some(ADJOURNED),
            result: arbiters_score(game).unwrap_or_else(|| game.result.clone()),
            plies: game.moves.len(),
        })
    }
}

/// A score only the arbiter gives, as a live file's `Result` tag says it beside the marker `*`
/// (see [`live_pgn`]): `1/2-0`, `0-0`.
fn arbiters_score(game: &PgnGame) -> Option<String> {
    let tag = game.tag("Result")?.trim();
    let score = tag.parse::<crate::laws::Score>().ok()?;
    (game.result == "*" && !["1-0", "0-1", "1/2-1/2"].contains(&score.to_string().as_str())).then(|| score.to_string())
}

/// Every game of a PGN text, as the organiser's view shows them: a live file holds one, a
/// round's `games.pgn` several. A text that cannot be read whole (half written by a tool that
/// does not write atomically, cut short, a move that cannot be played) is an error naming
/// where: the view keeps what it last read.
///
/// ```
/// use escaque::record::live::read_live;
/// let games = read_live("[White \"Ana\"]\n[Black \"Breixo\"]\n[Board \"2\"]\n\n1. e4 { [%clk 0:04:58] } *\n").unwrap();
/// assert_eq!((games[0].white.as_str(), games[0].board.as_deref()), ("Ana", Some("2")));
/// assert_eq!(games[0].last_san.as_deref(), Some("1. e4"));
/// assert!(read_live("[White \"Ana\"]\n\n1. e4 e5 2. N").is_err());
/// ```
pub fn read_live(text: &str) -> Result<Vec<LiveGame>, PgnError> {
    let count = list_games(text).len();
    if count == 0 {
        return Err(PgnError::new(PgnProblem::NoGame));
    }
    let number = |n: usize| (count > 1).then_some(n);
    (1..=count).map(|n| read_game_numbered(text, number(n)).and_then(|game| LiveGame::from_pgn(&game))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::SECOND;
    use crate::table::{Event, EventKind, Setup};

    fn info() -> EventInfo {
        EventInfo {
            event: "Club evening".to_owned(),
            site: "Vigo".to_owned(),
            date: "2026.11.23".to_owned(),
            round: "2".to_owned(),
            board: "3".to_owned(),
        }
    }

    /// A game of 5 minutes + 3 s, with named players, the clock pressed by the players.
    fn table() -> Table {
        let mut setup = Setup { white: "Uxía".to_owned(), black: "Breixo".to_owned(), ..Setup::default() };
        setup.controls = Some(TimeControls::same("300+3".parse().unwrap()));
        setup.press_with_move = false;
        Table::new(setup).unwrap()
    }

    /// Plays `uci` by `side` at `at` seconds, pressing the clock at once unless `press` is false.
    fn play(table: &mut Table, uci: &str, at: u64, press: bool) {
        let side = table.game().turn();
        table.apply(Event::new(at * SECOND, EventKind::Move { uci: uci.parse().unwrap() })).unwrap();
        if press && table.game().status() == Status::Ongoing {
            table.apply(Event::new(at * SECOND, EventKind::PressClock { by: side })).unwrap();
        }
    }

    #[test]
    fn tags_clocks_and_an_open_result_while_in_play() {
        let mut t = table();
        play(&mut t, "e2e4", 4, true);
        play(&mut t, "e7e5", 10, true);
        let pgn = live_pgn(&t, &info());
        for tag in [
            "[Event \"Club evening\"]",
            "[Site \"Vigo\"]",
            "[Date \"2026.11.23\"]",
            "[Round \"2\"]",
            "[White \"Uxía\"]",
            "[Black \"Breixo\"]",
            "[Result \"*\"]",
            "[Board \"3\"]",
            "[TimeControl \"300+3\"]",
        ] {
            assert!(pgn.contains(tag), "{tag} is missing from:\n{pgn}");
        }
        // The 2023 increment comes before each move: 5:03 at the start, 4 s used, then the
        // next move's 3 s: 5:02 after the press. Black: 6 s used, 5:00.
        assert!(pgn.contains("1. e4 { [%clk 0:05:02] } 1... e5 { [%clk 0:05:00] } *"), "{pgn}");
        assert!(!pgn.contains("[%emt"), "only the clock:\n{pgn}");
        let read = crate::record::read_game(&pgn).unwrap();
        assert_eq!(read.result, "*");
    }

    #[test]
    fn a_move_not_yet_pressed_for_is_not_shown() {
        let mut t = table();
        play(&mut t, "e2e4", 4, true);
        let before = live_pgn(&t, &info());
        play(&mut t, "e7e5", 10, false);
        assert_eq!(t.game().plies().len(), 2);
        assert_eq!(live_pgn(&t, &info()), before, "e5 is made but not completed (6.2.1)");
        t.apply(Event::new(11 * SECOND, EventKind::PressClock { by: Color::Black })).unwrap();
        assert!(live_pgn(&t, &info()).contains("1... e5 { [%clk 0:04:59] }"));
    }

    #[test]
    fn the_end_gives_the_result_and_the_record_of_the_game() {
        let mut t = table();
        for (i, uci) in ["f2f3", "e7e5", "g2g4", "d8h4"].into_iter().enumerate() {
            play(&mut t, uci, 3 * (i as u64 + 1), true);
        }
        let pgn = live_pgn(&t, &info());
        assert!(pgn.contains("[Result \"0-1\"]") && pgn.ends_with("Qh4# { [%clk 0:05:00] } 0-1\n"), "{pgn}");
        assert_eq!(pgn, crate::record::sheet::table_pgn_of_event(&t, &info()));
    }

    #[test]
    fn the_file_is_named_by_its_board_and_written_on_change_only() {
        let dir = std::env::temp_dir().join(format!("escaque-live-unit-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let settings = LiveSettings { on: true, folder: dir.join("room"), board: 7, ..LiveSettings::default() };
        let path = settings.path("").unwrap();
        assert_eq!(path, dir.join("room").join("round-1").join("board-7.pgn"), "round 1 when none is given");
        assert_eq!(settings.path("3"), Some(dir.join("room").join("round-3").join("board-7.pgn")));
        assert_eq!(LiveSettings { on: false, ..settings.clone() }.path("3"), None);
        let mut writer = LiveWriter::new(path.clone(), info());
        let mut t = table();
        assert!(matches!(writer.update(&t, 0), Some(Ok(()))), "the folder is made and the empty game written");
        assert!(std::fs::read_to_string(&path).unwrap().ends_with("\n\n*\n"));
        assert_eq!(writer.update(&t, 100), None, "nothing changed");
        play(&mut t, "d2d4", 5, true);
        assert!(matches!(writer.update(&t, 5_000), Some(Ok(()))));
        assert!(std::fs::read_to_string(&path).unwrap().contains("1. d4 { [%clk"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_folder_that_cannot_be_written_is_an_error_and_is_tried_again() {
        let dir = std::env::temp_dir().join(format!("escaque-live-unit-bad-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // A file where the folder should be.
        let blocker = dir.join("room");
        std::fs::write(&blocker, "not a folder").unwrap();
        let mut writer = LiveWriter::new(blocker.join("board-1.pgn"), info());
        let t = table();
        assert!(matches!(writer.update(&t, 0), Some(Err(_))));
        assert_eq!(writer.update(&t, 1_000), None, "not tried again at once");
        std::fs::remove_file(&blocker).unwrap();
        assert!(matches!(writer.update(&t, RETRY_AFTER), Some(Ok(()))), "tried again a while later");
        assert!(blocker.join("board-1.pgn").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_reader_gives_position_clocks_and_last_move() {
        let mut t = table();
        play(&mut t, "e2e4", 4, true);
        play(&mut t, "e7e5", 10, true);
        play(&mut t, "g1f3", 20, true);
        let games = read_live(&live_pgn(&t, &info())).unwrap();
        let game = &games[0];
        assert_eq!((game.white.as_str(), game.black.as_str()), ("Uxía", "Breixo"));
        assert_eq!((game.round.as_deref(), game.board.as_deref()), (Some("2"), Some("3")));
        assert_eq!(game.last_san.as_deref(), Some("2. Nf3"));
        assert_eq!(game.last_move, Some((Square::G1, Square::F3)));
        assert_eq!(game.turn(), Color::Black);
        // White: 5:02 after e4, then 10 s used and 3 s back: 4:55. Black: 5:00 after e5.
        assert_eq!(game.clocks.white, Some(295 * SECOND));
        assert_eq!(game.clocks.black, Some(300 * SECOND));
        assert!(game.in_play());
        assert_eq!(game.plies, 3);
    }

    #[test]
    fn before_the_first_move_the_clocks_show_the_time_control() {
        let games = read_live("[White \"A\"]\n[Black \"B\"]\n[TimeControl \"600+5\"]\n\n*\n").unwrap();
        assert_eq!(games[0].clocks.white, Some(600 * SECOND));
        assert_eq!(games[0].last_san, None);
    }

    #[test]
    fn a_half_written_or_bad_file_is_an_error_never_a_panic() {
        let mut t = table();
        play(&mut t, "e2e4", 4, true);
        play(&mut t, "e7e5", 10, true);
        let whole = live_pgn(&t, &info());
        assert!(read_live(&whole).is_ok());
        // Every cut of the file short of its end is refused (the result marker is missing),
        // except cuts that only lose the final newline.
        for cut in 0..whole.trim_end().len() {
            if whole.is_char_boundary(cut) {
                assert!(read_live(&whole[..cut]).is_err(), "a cut at {cut} was read:\n{}", &whole[..cut]);
            }
        }
        assert!(read_live("").is_err());
        assert!(read_live("[White \"A\"]\n\n1. e4 e5 2. Ke3 *\n").is_err(), "an illegal move");
        assert!(read_live("\u{0}\u{1}garbage{{{").is_err());
    }

    /// Issue 30: an arbiter's score, in the live file's `Result` tag beside the marker `*`, is
    /// the game's result for the organiser's view: the game is over.
    #[test]
    fn an_arbiters_score_in_the_result_tag_ends_the_game_for_the_view() {
        let games = read_live("[White \"A\"]\n[Result \"1/2-0\"]\n[EscaqueScore \"1/2-0\"]\n\n1. e4 *\n").unwrap();
        assert_eq!((games[0].result.as_str(), games[0].in_play()), ("1/2-0", false));
        let games = read_live("[White \"A\"]\n[Result \"*\"]\n\n1. e4 *\n").unwrap();
        assert_eq!((games[0].result.as_str(), games[0].in_play()), ("*", true));
    }

    #[test]
    fn a_file_of_several_games_gives_each() {
        let text = "[White \"A\"]\n[Board \"1\"]\n\n1. e4 *\n\n[White \"C\"]\n[Board \"2\"]\n\n1. d4 d5 1/2-1/2\n";
        let games = read_live(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!((games[1].white.as_str(), games[1].result.as_str()), ("C", "1/2-1/2"));
        assert!(!games[1].in_play());
    }

    /// A stand-in for a slow share: every write is kept in order, and says so once made; the
    /// first one says when it has begun and waits until the test lets it go.
    struct SlowShare {
        writes: Arc<Mutex<Vec<(PathBuf, String)>>>,
        began: std::sync::mpsc::Receiver<()>,
        release: std::sync::mpsc::Sender<()>,
        wrote: std::sync::mpsc::Receiver<()>,
    }

    /// A thread writing to a [`SlowShare`].
    fn slow_share() -> (LiveThread, SlowShare) {
        let writes: Arc<Mutex<Vec<(PathBuf, String)>>> = Arc::default();
        let (began_tx, began) = std::sync::mpsc::channel();
        let (release, release_rx) = std::sync::mpsc::channel::<()>();
        let (wrote_tx, wrote) = std::sync::mpsc::channel();
        let (began_tx, release_rx, wrote_tx) =
            (Mutex::new(Some(began_tx)), Mutex::new(release_rx), Mutex::new(wrote_tx));
        let kept = Arc::clone(&writes);
        let write: WriteFn = Arc::new(move |path: &Path, bytes: &[u8]| {
            if let Some(began) = began_tx.lock().unwrap().take() {
                began.send(()).unwrap();
                // Hangs until the test lets it go (or lets go of the share altogether).
                let _ = release_rx.lock().unwrap().recv();
            }
            kept.lock().unwrap().push((path.to_owned(), String::from_utf8(bytes.to_vec()).unwrap()));
            let _ = wrote_tx.lock().unwrap().send(());
            Ok(())
        });
        (LiveThread::start(write).unwrap(), SlowShare { writes, began, release, wrote })
    }

    /// Far longer than any write of these tests takes, however busy the machine: waits end as
    /// soon as what they wait for happens.
    const GENEROUS: Duration = Duration::from_secs(60);

    fn texts(writes: &Mutex<Vec<(PathBuf, String)>>) -> Vec<(String, String)> {
        writes.lock().unwrap().iter().map(|(p, t)| (p.display().to_string(), t.clone())).collect()
    }

    fn pair(path: &str, text: &str) -> (String, String) {
        (path.to_owned(), text.to_owned())
    }

    /// Review of issue 17: while the share was slow, a game's last text (its result) and the
    /// next game's first text, in another round's folder, shared one place: the second took
    /// the first's, and round 1's file stayed at `*` for ever. Each file keeps its own latest
    /// text, and every file is written.
    #[test]
    fn a_slow_share_writes_the_last_text_of_every_file() {
        let (thread, share) = slow_share();
        let (round_1, round_2) = (PathBuf::from("round-1/board-1.pgn"), PathBuf::from("round-2/board-1.pgn"));
        thread.send(round_1.clone(), "40. Qh7#".to_owned());
        share.began.recv().unwrap();
        // While that write hangs: round 1's result, then round 2's first texts.
        thread.send(round_1.clone(), "1-0".to_owned());
        thread.send(round_2.clone(), "round 2, no moves".to_owned());
        thread.send(round_2.clone(), "round 2, 1. e4".to_owned());
        assert!(thread.take_done().is_empty(), "nothing written yet");
        share.release.send(()).unwrap();
        thread.wait_idle();
        assert_eq!(
            texts(&share.writes),
            [
                pair("round-1/board-1.pgn", "40. Qh7#"),
                pair("round-1/board-1.pgn", "1-0"),
                pair("round-2/board-1.pgn", "round 2, 1. e4")
            ],
            "round 1's result is written, and round 2's latest text only"
        );
        // What came of the writes, each with its file: the last of each.
        let done: Vec<(PathBuf, String, bool)> =
            thread.take_done().into_iter().map(|w| (w.path, w.text, w.result.is_ok())).collect();
        assert_eq!(done, [(round_1, "1-0".to_owned(), true), (round_2, "round 2, 1. e4".to_owned(), true)]);
    }

    /// Review of issue 17: the app closing right after a game let go of the thread without
    /// waiting, and the game's last text could be lost. Finished, it waits for what it was
    /// given, and returns as soon as that is written (the grace is only a bound).
    #[test]
    fn finished_it_waits_for_the_texts_it_was_given() {
        let (thread, share) = slow_share();
        thread.send(PathBuf::from("board-1.pgn"), "1. e4 *".to_owned());
        share.began.recv().unwrap();
        thread.send(PathBuf::from("board-1.pgn"), "1. e4 e5 2. Qh5 1-0".to_owned());
        // The share answers once the app has begun to close (the thread is let go).
        let shared = Arc::clone(&thread.shared);
        let release = share.release.clone();
        let answer = std::thread::spawn(move || {
            let (slot, changed) = &*shared;
            let mut guard = slot.lock().unwrap();
            while !guard.stop {
                guard = changed.wait(guard).unwrap();
            }
            drop(guard);
            release.send(()).unwrap();
        });
        assert!(thread.finish(GENEROUS), "everything written within the grace");
        // Read the moment `finish` returns: both texts are in the file by then.
        let writes = texts(&share.writes);
        answer.join().unwrap();
        assert_eq!(writes.last(), Some(&pair("board-1.pgn", "1. e4 e5 2. Qh5 1-0")), "{writes:?}");
    }

    /// A share that hangs keeps the file as it was, never the app from closing: `finish` waits
    /// its grace at most.
    #[test]
    fn finished_while_a_write_hangs_it_waits_no_longer_than_its_grace() {
        let (thread, share) = slow_share();
        thread.send(PathBuf::from("board-1.pgn"), "1. e4 *".to_owned());
        share.began.recv().unwrap();
        assert!(!thread.finish(Duration::from_millis(50)), "not written in time");
        assert!(texts(&share.writes).is_empty(), "the write still hangs, and `finish` has returned");
        share.release.send(()).unwrap();
    }

    /// Review of issue 17: dropping the thread waited up to two seconds, and the window then
    /// dropped it whenever the live file was turned off: a share that hangs froze the window
    /// (the window now keeps one thread for the run and waits only in `finish`). Dropped, it
    /// returns while the write still hangs (the share is let go only once the drop has
    /// returned, or by a watchdog a minute later, which fails the test), and the thread still
    /// writes what it was given.
    #[test]
    fn dropped_it_returns_at_once_and_still_writes_what_it_was_given() {
        let (thread, share) = slow_share();
        thread.send(PathBuf::from("board-1.pgn"), "1. e4 *".to_owned());
        share.began.recv().unwrap();
        thread.send(PathBuf::from("board-1.pgn"), "1. e4 e5 *".to_owned());
        let (returned, watched) = std::sync::mpsc::channel::<()>();
        let release = share.release.clone();
        let watchdog = std::thread::spawn(move || {
            let late = watched.recv_timeout(GENEROUS).is_err();
            release.send(()).unwrap();
            late
        });
        drop(thread);
        returned.send(()).unwrap();
        assert!(!watchdog.join().unwrap(), "the drop returned without waiting for the share");
        for _ in 0..2 {
            share.wrote.recv_timeout(GENEROUS).expect("the thread, let go, still writes");
        }
        assert_eq!(texts(&share.writes), [pair("board-1.pgn", "1. e4 *"), pair("board-1.pgn", "1. e4 e5 *")]);
    }
}
