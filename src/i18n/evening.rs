//! The evening's problems in the reader's language (`src/evening/`): a round's pairings that
//! cannot be, the Berger tables' range, a change the evening refuses, a TRF field too wide, a
//! board that cannot join, a record that does not count; and the words of its crosstable and
//! pairings, the same for the window, `escaque evening` and the printed crosstable.

use super::{Tr, args};
use crate::evening::print::{BY_HAND_MARK, CrosstableWords, PENDING_MARK, UNVERIFIED_MARK, crosstable_table, text};
use crate::evening::store::StoreError;
use crate::evening::trf::TrfError;
use crate::evening::{BergerError, BoardError, Evening, EveningError, PairingError, Report, Standing, TieBreak, Unverified};
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

/// Why a board could not join the evening, or its game be set up.
pub fn board_error(tr: Tr, e: &BoardError) -> String {
    let n = |v: u32| fluent_bundle::FluentValue::from(v);
    let s = |v: &str| fluent_bundle::FluentValue::from(v.to_owned());
    match e {
        BoardError::BoardZero => tr.t("evening-board-zero"),
        BoardError::NotAKey { text } => tr.t_args("evening-board-not-a-key", &args([("text", s(text))])),
        BoardError::Taken { board, registered, offered } => tr.t_args(
            "evening-board-taken",
            &args([("board", n(*board)), ("registered", s(registered)), ("offered", s(offered))]),
        ),
        BoardError::NoRound { round } => tr.t_args("evening-no-round", &args([("round", n(*round))])),
        BoardError::NoBoard { round, board } => {
            tr.t_args("evening-no-board", &args([("round", n(*round)), ("board", n(*board))]))
        }
        BoardError::TimeControl { text } => tr.t_args("evening-board-time-control", &args([("text", s(text))])),
        BoardError::Store(e) => store_error(tr, e),
    }
}

/// What is wrong with a file of the evening's folder, in words.
pub fn file_damage(tr: Tr, damage: &crate::evening::store::FileDamage) -> String {
    use crate::evening::store::FileDamage as D;
    match damage {
        D::Ron(ron) => super::describe::ron_damage(tr, ron),
        D::RoundNumbered { place, number } => tr.t_args(
            "evening-damage-round-numbered",
            &args([("place", (*place).into()), ("number", (*number).into())]),
        ),
        D::Round { round, error } => tr.t_args(
            "evening-round-problem",
            &args([("round", (*round).into()), ("problem", pairing_error(tr, error).into())]),
        ),
        D::ResultNotPaired { round, white, black } => tr.t_args(
            "evening-damage-result-not-paired",
            &args([("round", (*round).into()), ("white", (*white).into()), ("black", (*black).into())]),
        ),
        D::OtherBoard { board } => tr.t_args("evening-damage-other-board", &args([("board", (*board).into())])),
    }
}

/// Why the evening's folder could not be read or written.
pub fn store_error(tr: Tr, e: &StoreError) -> String {
    let s = |v: String| fluent_bundle::FluentValue::from(v);
    match e {
        StoreError::Record(e) => super::record::record_error(tr, e),
        StoreError::Unreadable(unreadable) => tr.t_args(
            "evening-store-unreadable",
            &args([
                ("path", s(unreadable.path.display().to_string())),
                ("error", s(super::os::unreadable_words(tr, unreadable))),
            ]),
        ),
        StoreError::Damaged { path, damage } => tr.t_args(
            "evening-store-damaged",
            &args([("path", s(path.display().to_string())), ("error", s(file_damage(tr, damage)))]),
        ),
    }
}

/// Why a sealed record does not count.
pub fn unverified(tr: Tr, why: &Unverified) -> String {
    let s = |v: &str| fluent_bundle::FluentValue::from(v.to_owned());
    match why {
        Unverified::NotRegistered => tr.t("evening-unverified-not-registered"),
        Unverified::Unsealed => tr.t("evening-unverified-unsealed"),
        Unverified::Altered { parts } if parts.is_empty() => tr.t("evening-unverified-altered"),
        Unverified::Altered { parts } => {
            let parts: Vec<String> = parts.iter().map(|p| tr.t_args("evening-record-part", &args([("part", s(p))]))).collect();
            tr.t_args("evening-unverified-altered-parts", &args([("parts", s(&parts.join(", ")))]))
        }
        Unverified::OtherKey { found, registered } => tr.t_args(
            "evening-unverified-other-key",
            &args([("found", s(found)), ("registered", s(registered))]),
        ),
        Unverified::NotOneRecord => tr.t("evening-unverified-not-one-record"),
        Unverified::Unreadable { error } => tr.t_args("evening-unverified-unreadable", &args([("error", s(error))])),
        Unverified::OtherGame { tag, expected, found } => tr.t_args(
            "evening-unverified-other-game",
            &args([("tag", s(tag)), ("expected", s(expected)), ("found", s(found))]),
        ),
        Unverified::NoResult => tr.t("evening-unverified-no-result"),
        Unverified::Registration { error } => {
            tr.t_args("evening-unverified-registration", &args([("error", s(&store_error(tr, error)))]))
        }
    }
}

/// The crosstable's words in the reader's language, for the evening `evening`.
pub fn crosstable_words(tr: Tr, evening: &Evening) -> CrosstableWords {
    let s = |v: &str| fluent_bundle::FluentValue::from(v.to_owned());
    let rounds = evening.planned_rounds.max(evening.rounds.len() as u32);
    let codes = ["de", "sb", "wins", "bh", "bh-c1"];
    let tie_breaks = codes.map(|code| tr.t(&format!("evening-tb-{code}")));
    let mut legend = vec![
        tr.t_args("evening-legend-cell", &args([("white", s(&tr.t("evening-white-initial"))), ("black", s(&tr.t("evening-black-initial")))])),
        tr.t_args(
            "evening-legend-marks",
            &args([("hand", s(BY_HAND_MARK)), ("unverified", s(UNVERIFIED_MARK)), ("pending", s(PENDING_MARK))]),
        ),
    ];
    let used: Vec<usize> = evening
        .rules
        .tie_breaks
        .iter()
        .map(|t| TieBreak::ALL.iter().position(|a| a == t).unwrap_or(0))
        .collect();
    for i in used {
        let name = tr.t(&format!("evening-tb-{}-name", codes[i]));
        legend.push(tr.t_args("evening-legend-tie-break", &args([("code", s(&tie_breaks[i])), ("name", s(&name))])));
    }
    let when = [evening.site.trim(), evening.start.trim()].into_iter().filter(|t| !t.is_empty()).collect::<Vec<_>>();
    let mut lines = vec![[evening.name.trim()].into_iter().chain(when).filter(|t| !t.is_empty()).collect::<Vec<_>>().join(" · ")];
    if !evening.arbiter.trim().is_empty() {
        lines.push(tr.t_args("evening-line-arbiter", &args([("arbiter", s(evening.arbiter.trim()))])));
    }
    lines.retain(|l| !l.is_empty());
    CrosstableWords {
        title: tr.t("evening-crosstable-title"),
        rank: tr.t("evening-col-rank"),
        number: tr.t("evening-col-number"),
        name: tr.t("evening-col-name"),
        rating: tr.t("evening-col-rating"),
        points: tr.t("evening-col-points"),
        round: (1..=rounds).map(|r| tr.t_args("evening-col-round", &args([("round", r.into())]))).collect(),
        white: tr.t("evening-white-initial"),
        black: tr.t("evening-black-initial"),
        bye: tr.t("evening-bye"),
        tie_breaks,
        legend,
        lines,
    }
}

/// Each round's pairings with where each game's result stands, in the reader's language: what
/// `escaque evening` prints before the crosstable, and the window shows.
pub fn pairings(tr: Tr, report: &Report) -> String {
    let s = |v: String| fluent_bundle::FluentValue::from(v);
    let evening = &report.evening;
    let name = |n: u32| {
        let player = n.checked_sub(1).and_then(|i| evening.players.get(i as usize));
        format!("{n} {}", player.map_or("", |p| p.name.as_str()))
    };
    let mut out = String::new();
    for round in &evening.rounds {
        out.push_str(&tr.t_args("evening-pairings-round", &args([("round", round.number.into())])));
        out.push('\n');
        for pairing in &round.pairings {
            let line = match pairing.black {
                None => tr.t_args("evening-pairings-bye", &args([("player", s(name(pairing.white)))])),
                Some(black) => {
                    let standing = report.gathering.get(round.number, pairing.board).map(|g| &g.standing);
                    let result = match standing {
                        Some(Standing::Verified(score)) => score.to_string().replace("1/2", "½"),
                        Some(Standing::ByHand(score)) => tr.t_args(
                            "evening-result-by-hand",
                            &args([("score", s(score.to_string().replace("1/2", "½")))]),
                        ),
                        Some(Standing::Unverified(why)) => {
                            tr.t_args("evening-result-unverified", &args([("reason", s(unverified(tr, why)))]))
                        }
                        Some(Standing::Pending) | None => tr.t("evening-result-pending"),
                    };
                    tr.t_args(
                        "evening-pairings-board",
                        &args([
                            ("board", pairing.board.into()),
                            ("white", s(name(pairing.white))),
                            ("black", s(name(black))),
                            ("result", s(result)),
                        ]),
                    )
                }
            };
            out.push_str(&format!("  {line}\n"));
        }
    }
    out
}

/// What `escaque evening` prints, and the window's text of the evening: the pairings, then the
/// crosstable as a table of text ([`crate::evening::print::text`]).
pub fn report_text(tr: Tr, report: &Report) -> String {
    let table = crosstable_table(report, &crosstable_words(tr, &report.evening));
    format!("{}\n{}", pairings(tr, report), text(&table))
}

/// The crosstable's PDF in the reader's language, made at `created` (seconds since 1970).
pub fn crosstable_pdf(tr: Tr, report: &Report, created: u64) -> Vec<u8> {
    crate::evening::print::crosstable_pdf(report, &crosstable_words(tr, &report.evening), created)
}
