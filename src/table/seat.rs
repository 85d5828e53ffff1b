//! A window's seat on a data folder: which journal it plays in, and the lock that keeps that
//! journal its own. Seat 1 is `current.journal` (its lock `current.lock`), seat N
//! `current-N.journal` (`current-N.lock`). A window takes a seat as it opens and holds its lock
//! for as long as it is open, on every screen, so that two windows never share a journal; a
//! game left by a window that closed is offered again to the next window that opens.

use std::fs::File;
use std::path::{Path, PathBuf};

use crate::durable;

/// A window's seat: its journal, held (locked) as long as the seat is kept.
#[derive(Debug)]
pub struct Seat {
    journal: PathBuf,
    /// `None` only where the system gives no lock (the window then keeps to seat 1).
    _lock: Option<File>,
    /// Another window holds seat 1.
    elsewhere: bool,
}

impl Seat {
    /// The journal and lock file of seat `n` (from 1) in `data_dir`.
    pub fn names(data_dir: &Path, n: usize) -> (PathBuf, PathBuf) {
        match n {
            1 => (data_dir.join("current.journal"), data_dir.join("current.lock")),
            n => (data_dir.join(format!("current-{n}.journal")), data_dir.join(format!("current-{n}.lock"))),
        }
    }

    /// Takes the lowest free seat whose journal holds a game (a game left by a window that
    /// closed is offered again), or else the lowest free seat. The data folder is made if
    /// missing; where no lock can be had at all, seat 1, unlocked.
    pub fn take(data_dir: &Path) -> Seat {
        // A folder that cannot be made: no seat is locked, and the journal says why later.
        let _ = durable::create_dir(data_dir);
        let mut first_free = None;
        let mut elsewhere = false;
        // Seats beyond the last journal there are all alike: one more than those is enough.
        let last = (1..).take_while(|&n| n == 1 || Seat::names(data_dir, n).0.exists()).last().unwrap_or(1) + 1;
        for n in 1..=last {
            let (journal, lock_path) = Seat::names(data_dir, n);
            if first_free.is_some() && !journal.exists() {
                // A free seat is found, and this one has no game to offer: no need to look.
                continue;
            }
            match durable::lock_file(&lock_path).ok() {
                Some(file) if journal.exists() => return Seat { journal, _lock: Some(file), elsewhere },
                Some(file) if first_free.is_none() => {
                    first_free = Some(Seat { journal, _lock: Some(file), elsewhere });
                }
                Some(_) => {}
                None if n == 1 && lock_path.exists() => elsewhere = true,
                None => {}
            }
        }
        first_free.unwrap_or_else(|| Seat { journal: Seat::names(data_dir, 1).0, _lock: None, elsewhere })
    }

    /// The seat's journal.
    pub fn journal(&self) -> &Path {
        &self.journal
    }

    /// Another window held seat 1 when this one was taken: this window plays a game of its own.
    pub fn elsewhere(&self) -> bool {
        self.elsewhere
    }

    /// Whether another window has the seat's journal open (its game is that window's to keep:
    /// it must not be moved or replaced).
    pub fn journal_in_use(&self) -> bool {
        durable::in_use(&self.journal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("escaque-seat-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn each_window_has_a_seat_of_its_own_and_a_left_game_is_offered_again() {
        let dir = scratch("seats");
        let first = Seat::take(&dir);
        assert_eq!((first.journal(), first.elsewhere()), (dir.join("current.journal").as_path(), false));
        let second = Seat::take(&dir);
        assert_eq!((second.journal(), second.elsewhere()), (dir.join("current-2.journal").as_path(), true));
        // The second window's game is left behind when it closes: the next window is offered it.
        std::fs::write(second.journal(), "escaque-journal 2\n").unwrap();
        drop(second);
        let third = Seat::take(&dir);
        assert_eq!(third.journal(), dir.join("current-2.journal"));
        // Once the first window closes, its seat is free again.
        drop(first);
        assert_eq!(Seat::take(&dir).journal(), dir.join("current.journal"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
