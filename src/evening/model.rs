//! The evening as the organiser sets it up and the boards fill it in: its details, its
//! players, each round's pairings and each game's result. Pure data with its rules of change
//! (serde keeps it; the files that hold it come later, through `crate::durable`).

use serde::{Deserialize, Serialize};

use super::berger::{BergerError, berger};
use super::crosstable::{Crosstable, Game, Outcome, Rules};
use super::pairing::{PairingError, Round};
use super::trf::{Player, TrfError, TrfHeader, write_trf};
use crate::series::{TooManyPoints, within_article_10_2};

/// A club's evening.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Evening {
    /// Its name (the games' `Event` tag, the TRF's `012`).
    pub name: String,
    /// Where (the `Site` tag; the TRF's city, `022`).
    pub site: String,
    /// The federation, three letters (TRF `032`).
    pub federation: String,
    /// The first day, `YYYY/MM/DD`.
    pub start: String,
    /// The last day, `YYYY/MM/DD`.
    pub end: String,
    /// The chief arbiter.
    pub arbiter: String,
    /// The time control, as the PGN `TimeControl` tag writes it.
    pub time_control: String,
    /// How it is paired and scored.
    pub rules: Rules,
    /// The Laws every board plays under; `None` leaves each laptop's own setup
    /// ([`super::board::BoardGame::setup`]).
    pub laws: Option<GameLaws>,
    /// How many rounds are planned.
    pub planned_rounds: u32,
    /// The players; a player's starting number is their place here, from 1.
    pub players: Vec<Player>,
    /// Each round's pairings, in round order.
    pub rounds: Vec<Round>,
    /// The games with a result, verified or entered by hand (a game paired and not here is
    /// pending).
    pub games: Vec<Game>,
}

/// The Laws the evening's games are played under, the same on every board: the edition, the
/// touch-move rule (4.3 to 4.5), when draws may be offered (9.1.1) and whether an arbiter is
/// present to rule (Guidelines III.4, III.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameLaws {
    /// Which edition's numbers apply.
    pub edition: crate::laws::Edition,
    /// Touch-move.
    pub touch_move: bool,
    /// When draw offers are allowed.
    pub draw_offers: crate::laws::DrawOffers,
    /// An arbiter is present to rule.
    pub arbiter_present: bool,
}

impl GameLaws {
    /// These Laws put into `setup`.
    pub fn apply(self, setup: &mut crate::table::Setup) {
        setup.edition = self.edition;
        setup.touch_move = self.touch_move;
        setup.draw_offers = self.draw_offers;
        setup.arbiter_present = self.arbiter_present;
    }
}

/// A change the evening refuses.
/// Said in the reader's language by `crate::i18n::evening`; its `Display` is the English text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EveningError {
    /// The players cannot be paired by the Berger tables.
    Berger(BergerError),
    /// A round's pairings are wrong.
    Pairing {
        /// The round.
        round: u32,
        /// What is wrong.
        error: PairingError,
    },
    /// Round numbers go 1, 2, 3…: this one is neither the next nor one already paired.
    RoundOutOfOrder {
        /// The round given.
        round: u32,
        /// The next round that may be paired.
        next: u32,
    },
    /// A round whose games already have results cannot be paired again.
    RoundHasResults {
        /// The round.
        round: u32,
    },
    /// No such round has been paired.
    NoRound {
        /// The round asked for.
        round: u32,
    },
    /// A score giving more points than a game gives (Article 10.2): 1-1, 1-½.
    TooManyPoints(TooManyPoints),
    /// No game on that board in that round.
    NoBoard {
        /// The round.
        round: u32,
        /// The board asked for.
        board: u32,
    },
}

impl std::error::Error for EveningError {}

impl Evening {
    /// The number of players, as starting numbers count them.
    pub fn player_count(&self) -> u32 {
        self.players.len() as u32
    }

    /// Pairs every round by the Berger tables (C.05 Annex 1), replacing any pairings, and
    /// plans that many rounds. Refused once a game has a result.
    pub fn pair_round_robin(&mut self) -> Result<(), EveningError> {
        if let Some(game) = self.games.first() {
            return Err(EveningError::RoundHasResults { round: game.round });
        }
        self.rounds = berger(self.player_count()).map_err(EveningError::Berger)?;
        self.planned_rounds = self.rounds.len() as u32;
        Ok(())
    }

    /// Sets a round's pairings, typed or edited by the trainer: the next round, or one already
    /// paired whose games have no result yet. Every player must be paired or given a bye.
    pub fn set_round(&mut self, round: Round) -> Result<(), EveningError> {
        let next = self.rounds.len() as u32 + 1;
        if round.number == 0 || round.number > next {
            return Err(EveningError::RoundOutOfOrder { round: round.number, next });
        }
        round.check(self.player_count(), true).map_err(|error| EveningError::Pairing { round: round.number, error })?;
        if self.games.iter().any(|g| g.round == round.number) {
            return Err(EveningError::RoundHasResults { round: round.number });
        }
        if round.number == next {
            self.rounds.push(round);
        } else {
            let index = round.number as usize - 1;
            self.rounds[index] = round;
        }
        Ok(())
    }

    /// Records the result of the game on `board` in `round`: a verified record's, one the
    /// arbiter enters by hand, or `Pending` to take a result back. Replaces an earlier one.
    /// A score may give less than a game (0-0, ½-0: Articles 11.8, 12.9), never more (10.2).
    pub fn record(&mut self, round: u32, board: u32, outcome: Outcome) -> Result<(), EveningError> {
        if let Some(score) = outcome.score()
            && !within_article_10_2(score)
        {
            return Err(EveningError::TooManyPoints(TooManyPoints(score)));
        }
        let paired = self.rounds.iter().find(|r| r.number == round).ok_or(EveningError::NoRound { round })?;
        let pairing = paired.games().find(|p| p.board == board).ok_or(EveningError::NoBoard { round, board })?;
        let (white, black) = (pairing.white, pairing.black.expect("a game has Black"));
        self.games.retain(|g| !(g.round == round && g.white == white && g.black == black));
        if outcome != Outcome::Pending {
            self.games.push(Game { round, white, black, outcome });
        }
        Ok(())
    }

    /// The crosstable as the results stand.
    pub fn crosstable(&self) -> Crosstable {
        Crosstable::new(self.player_count(), self.rules.clone(), &self.rounds, &self.games)
    }

    /// The evening's Tournament Report File (2016 layout, with `XXR`); `kind` is its `092`
    /// line ("Individual: Round-Robin"), `round_dates` its `132` dates (`YY/MM/DD`).
    pub fn trf(&self, kind: &str, round_dates: &[String]) -> Result<String, TrfError> {
        let header = TrfHeader {
            name: self.name.clone(),
            city: self.site.clone(),
            federation: self.federation.clone(),
            start: self.start.clone(),
            end: self.end.clone(),
            kind: kind.to_owned(),
            chief_arbiter: self.arbiter.clone(),
            deputies: Vec::new(),
            time_control: self.time_control.clone(),
            round_dates: round_dates.to_vec(),
            rounds: self.planned_rounds,
        };
        write_trf(&header, &self.players, &self.crosstable())
    }
}
