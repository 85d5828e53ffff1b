//! Helpers shared by the law tests: build games from FEN and feed them events tersely.
#![allow(dead_code)]

use escaque::laws::{Config, Event, EventKind, Game, Notice, Refusal};
use shakmaty::{CastlingMode, Chess, Color, Position, Square, fen::Fen, uci::UciMove};

pub fn position(fen: &str) -> Chess {
    fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap()
}

pub fn game(fen: &str) -> Game {
    Game::new(Config::default(), position(fen))
}

pub fn game_with(config: Config, fen: &str) -> Game {
    Game::new(config, position(fen))
}

pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

pub fn uci(text: &str) -> UciMove {
    text.parse().unwrap()
}

pub struct Driver {
    pub game: Game,
    pub at: u64,
}

impl Driver {
    pub fn new(game: Game) -> Driver {
        Driver { game, at: 0 }
    }
    pub fn apply(&mut self, kind: EventKind) -> Result<Vec<Notice>, Refusal> {
        self.at += 1_000;
        self.game.apply(Event::new(self.at, kind))
    }
    pub fn touch(&mut self, square: &str) -> Result<Vec<Notice>, Refusal> {
        self.apply(EventKind::Touch { square: sq(square) })
    }
    pub fn mv(&mut self, m: &str) -> Result<Vec<Notice>, Refusal> {
        self.apply(EventKind::Move { uci: uci(m) })
    }
    pub fn press(&mut self, by: Color) -> Result<Vec<Notice>, Refusal> {
        self.apply(EventKind::PressClock { by })
    }
    /// Moves and presses, as a player with the clock does; panics if refused.
    pub fn play(&mut self, moves: &str) {
        for m in moves.split_whitespace() {
            let by = self.game.position().turn();
            self.mv(m).unwrap_or_else(|r| panic!("{m}: {r}"));
            if self.game.status() == escaque::laws::Status::Ongoing {
                self.press(by).unwrap();
            }
        }
    }
}

pub fn start() -> Driver {
    Driver::new(Game::default())
}

pub fn from_fen(fen: &str) -> Driver {
    Driver::new(game(fen))
}
