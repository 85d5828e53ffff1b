//! A round's pairings as plain data: each board's White and Black, and the byes. The same type
//! holds the pairings of the Berger tables ([`super::berger()`]) and those the trainer types or
//! edits for a round; [`Round::check`] says exactly what is wrong with typed ones.
//!
//! Players are named by their starting number, from 1 (the number the Berger tables and the
//! TRF's `001` lines use).

use serde::{Deserialize, Serialize};

/// One line of a round's pairings: a game on a board, or a bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The board the game is played on, from 1; `0` for a bye (it takes no board).
    pub board: u32,
    /// White's starting number; for a bye, the player who has it.
    pub white: u32,
    /// Black's starting number; `None` for a bye.
    pub black: Option<u32>,
}

impl Pairing {
    /// A game on `board` between `white` and `black`.
    pub fn game(board: u32, white: u32, black: u32) -> Pairing {
        Pairing { board, white, black: Some(black) }
    }

    /// `player` has a bye this round.
    pub fn bye(player: u32) -> Pairing {
        Pairing { board: 0, white: player, black: None }
    }

    /// Whether this line is a bye.
    pub fn is_bye(self) -> bool {
        self.black.is_none()
    }

    /// Whether `player` is in this line (either colour, or the bye).
    pub fn has(self, player: u32) -> bool {
        self.white == player || self.black == Some(player)
    }
}

/// The pairings of one round.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The round, from 1.
    pub number: u32,
    /// Its games in board order, then its byes.
    pub pairings: Vec<Pairing>,
}

/// What is wrong with a round's pairings.
/// Said in the reader's language by `crate::i18n::evening`; its `Display` is the English text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// A starting number that is no player of the evening (they run from 1 to `players`).
    UnknownPlayer {
        /// The number written.
        player: u32,
        /// How many players the evening has.
        players: u32,
    },
    /// A player paired twice in the round.
    PairedTwice {
        /// The player's starting number.
        player: u32,
    },
    /// A player paired against themself.
    AgainstSelf {
        /// The player's starting number.
        player: u32,
    },
    /// Two games on one board.
    BoardTwice {
        /// The board.
        board: u32,
    },
    /// A game on board 0 (boards count from 1), or a bye given a board.
    BadBoard {
        /// The line as written.
        pairing: Pairing,
    },
    /// A player left out of the round (neither paired nor given a bye).
    Unpaired {
        /// The player's starting number.
        player: u32,
    },
}

impl std::error::Error for PairingError {}

impl Round {
    /// The line `player` is in, if any.
    pub fn of(&self, player: u32) -> Option<Pairing> {
        self.pairings.iter().copied().find(|p| p.has(player))
    }

    /// The games only, without the byes.
    pub fn games(&self) -> impl Iterator<Item = Pairing> + '_ {
        self.pairings.iter().copied().filter(|p| !p.is_bye())
    }

    /// Checks a round for an evening of `players` players: every number known, no one twice
    /// or against themself, one game a board (boards from 1, byes on 0), and, when `complete`,
    /// every player either paired or given a bye. The first fault found, in the lines' order.
    pub fn check(&self, players: u32, complete: bool) -> Result<(), PairingError> {
        let mut seen = vec![false; players as usize + 1];
        let mut boards = std::collections::BTreeSet::new();
        for &pairing in &self.pairings {
            if pairing.is_bye() != (pairing.board == 0) {
                return Err(PairingError::BadBoard { pairing });
            }
            if !pairing.is_bye() && !boards.insert(pairing.board) {
                return Err(PairingError::BoardTwice { board: pairing.board });
            }
            if pairing.black == Some(pairing.white) {
                return Err(PairingError::AgainstSelf { player: pairing.white });
            }
            for player in std::iter::once(pairing.white).chain(pairing.black) {
                if player == 0 || player > players {
                    return Err(PairingError::UnknownPlayer { player, players });
                }
                if std::mem::replace(&mut seen[player as usize], true) {
                    return Err(PairingError::PairedTwice { player });
                }
            }
        }
        if complete && let Some(player) = (1..=players).find(|&p| !seen[p as usize]) {
            return Err(PairingError::Unpaired { player });
        }
        Ok(())
    }
}
