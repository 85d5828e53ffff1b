//! The full analysis beside the game: the window never waits for it (issue of dead positions).
//!
//! The laws core answers "could this side mate?" inline within a small work budget, counted in
//! positions so that it is the same on every machine (`unwinnable::INLINE_NODES`, well under a
//! millisecond). What that leaves open goes to a [`MateWorker`] thread: after every move (5.2.2), and after a flag fall
//! or a resignation that the inline answer left as a loss (6.9, 5.1.2). Its answers come back
//! as [`Proof`]s for the table, which are journalled like any event, so a replay needs no
//! worker and gives the same game.

use shakmaty::{Chess, Position};

use super::{Notice, Proof, Table};
use crate::laws::unwinnable::{Answer, Purpose, Question};
use crate::laws::{GameResult, MateAbility, MateWorker, Reason, Status};

/// The worker and what has been asked of it.
pub struct Analysis {
    worker: MateWorker,
    /// How many plies have been sent for the after-move question.
    asked: usize,
}

impl std::fmt::Debug for Analysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Analysis {{ asked: {}, outstanding: {} }}", self.asked, self.worker.outstanding())
    }
}

/// The position after `plies` moves of the game at `table`.
fn position_after(table: &Table, plies: usize) -> Option<Chess> {
    let game = table.game();
    let mut pos = game.start().clone();
    for ply in game.plies().get(..plies)? {
        // A move against the Laws (a wooden board, 7.5) leaves no position to analyse.
        if ply.irregular.is_some() {
            return None;
        }
        pos.play_unchecked(ply.mv);
    }
    Some(pos)
}

impl Analysis {
    /// Starts the worker; `wake` is called when an answer is ready (the window repaints).
    pub fn start(wake: impl Fn() + Send + 'static) -> Analysis {
        Analysis { worker: MateWorker::spawn_with_waker(wake), asked: 0 }
    }

    /// Asks what the game's latest events leave open. Call after every accepted event.
    pub fn after(&mut self, table: &Table, notices: &[Notice]) {
        let game = table.game();
        // After every new move (and the start position): is it dead? Only positions the game
        // reached while it went on.
        let made = game.end_plies().unwrap_or(game.plies().len());
        while self.asked <= made {
            if let Some(position) = position_after(table, self.asked) {
                self.worker.ask(Question { ply: self.asked, position, purpose: Purpose::AfterMove });
            }
            self.asked += 1;
        }
        // A loss that the inline answer could not turn into a draw.
        for notice in notices {
            if let Notice::GameOver(ending) = notice {
                let purpose = match (ending.reason, ending.result) {
                    (Reason::TimeForfeit, GameResult::Win(w)) => Purpose::FlagFall(!w),
                    (Reason::Resignation, GameResult::Win(w)) => Purpose::Resignation(!w),
                    _ => continue,
                };
                self.worker.ask(Question { ply: game.plies().len(), position: game.position().clone(), purpose });
            }
        }
    }

    /// A proof the table should apply now, if an answer has come back. Never blocks.
    pub fn poll(&mut self, table: &Table) -> Option<Proof> {
        while let Some(answer) = self.worker.try_answer() {
            if let Some(proof) = Analysis::proof(table, &answer) {
                return Some(proof);
            }
        }
        None
    }

    /// Waits up to `timeout` for a proof (tests, and before the scoresheet is signed).
    pub fn wait(&mut self, table: &Table, timeout: std::time::Duration) -> Option<Proof> {
        let deadline = std::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let answer = self.worker.wait_answer(left)?;
            if let Some(proof) = Analysis::proof(table, &answer) {
                return Some(proof);
            }
        }
    }

    /// Questions not yet answered.
    pub fn outstanding(&self) -> usize {
        self.worker.outstanding()
    }

    fn proof(table: &Table, answer: &Answer) -> Option<Proof> {
        // The answer is about the position asked: it must still be the game's (7.5 may replace
        // moves).
        let current = position_after(table, answer.ply);
        if current.as_ref().map(|p| p.board()) != Some(answer.position.board()) {
            return None;
        }
        match answer.purpose {
            Purpose::AfterMove if answer.dead() => Some(Proof::Dead { plies: answer.ply }),
            Purpose::FlagFall(loser) | Purpose::Resignation(loser) => {
                let winner = !loser;
                let still_lost =
                    matches!(table.game().status(), Status::Ended(e) if e.result == GameResult::Win(winner));
                match answer.side(winner).map(|f| f.ability()) {
                    Some(MateAbility::Impossible) if still_lost => Some(Proof::CannotMate { side: winner }),
                    Some(MateAbility::Unknown) if still_lost => Some(Proof::Undecided { side: winner }),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}
