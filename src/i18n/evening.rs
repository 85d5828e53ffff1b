//! The evening's problems in the reader's language (`src/evening/`): a round's pairings that
//! cannot be, the Berger tables' range, a change the evening refuses, a TRF field too wide.

use super::{Tr, args};
use crate::evening::trf::TrfError;
use crate::evening::{BergerError, EveningError, PairingError};
use crate::series::TooManyPoints;

/// What is wrong with a round's pairings.
pub fn pairing_error(tr: Tr, e: &PairingError) -> String {
    let n = |v: u32| fluent_bundle::FluentValue::from(v);
    match e {
        PairingError::UnknownPlayer { player, players } => {
            tr.t_args("evening-pairing-unknown-player", &args([("player", n(*player)), ("players", n(*players))]))
        }
        PairingError::PairedTwice { player } => {
            tr.t_args("evening-pairing-paired-twice", &args([("player", n(*player))]))
        }
        PairingError::AgainstSelf { player } => {
            tr.t_args("evening-pairing-against-self", &args([("player", n(*player))]))
        }
        PairingError::BoardTwice { board } => tr.t_args("evening-pairing-board-twice", &args([("board", n(*board))])),
        PairingError::BadBoard { pairing } => match pairing.black {
            None => tr.t_args(
                "evening-pairing-bye-on-board",
                &args([("player", n(pairing.white)), ("board", n(pairing.board))]),
            ),
            Some(black) => tr.t_args(
                "evening-pairing-game-on-board-zero",
                &args([("white", n(pairing.white)), ("black", n(black))]),
            ),
        },
        PairingError::Unpaired { player } => tr.t_args("evening-pairing-unpaired", &args([("player", n(*player))])),
    }
}

/// A number of players the Berger tables have no table for.
pub fn berger_error(tr: Tr, e: &BergerError) -> String {
    let range = crate::evening::berger::PLAYERS;
    tr.t_args(
        "evening-berger-players",
        &args([("min", (*range.start()).into()), ("max", (*range.end()).into()), ("players", e.players.into())]),
    )
}

/// A change the evening refuses.
pub fn evening_error(tr: Tr, e: &EveningError) -> String {
    let n = |v: u32| fluent_bundle::FluentValue::from(v);
    match e {
        EveningError::Berger(error) => berger_error(tr, error),
        EveningError::Pairing { round, error } => tr.t_args(
            "evening-round-problem",
            &args([("round", n(*round)), ("problem", pairing_error(tr, error).into())]),
        ),
        EveningError::RoundOutOfOrder { round, next } => {
            tr.t_args("evening-round-out-of-order", &args([("round", n(*round)), ("next", n(*next))]))
        }
        EveningError::RoundHasResults { round } => {
            tr.t_args("evening-round-has-results", &args([("round", n(*round))]))
        }
        EveningError::NoRound { round } => tr.t_args("evening-no-round", &args([("round", n(*round))])),
        EveningError::NoBoard { round, board } => {
            tr.t_args("evening-no-board", &args([("round", n(*round)), ("board", n(*board))]))
        }
        EveningError::TooManyPoints(TooManyPoints(score)) => {
            // Said as the series says it (Article 10.2).
            let article = tr.t_args("cite-article", &args([("number", "10.2".into())]));
            let score = score.to_string().replace("1/2", "½");
            tr.t_args("series-too-many-points", &args([("score", score.into()), ("article", article.into())]))
        }
    }
}

/// A field too wide for its columns in the TRF.
pub fn trf_error(tr: Tr, e: &TrfError) -> String {
    let field = tr.t_args("evening-trf-field", &args([("field", e.field.into())]));
    let common = [("field", field.into()), ("value", e.value.clone().into()), ("width", e.width.into())];
    if e.player == 0 {
        tr.t_args("evening-trf-too-wide-tournament", &args(common))
    } else {
        let [a, b, c] = common;
        tr.t_args("evening-trf-too-wide-player", &args([a, b, c, ("player", e.player.into())]))
    }
}
