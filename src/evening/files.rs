//! The organiser's files, made by one function each from the evening's folder, the same for the
//! window and for `escaque evening`: one PGN of every game of the evening, FIDE's Tournament
//! Report File in the 2016 and 2026 layouts, and (in [`super::print`]) the crosstable to print.
//!
//! [`Report::read`] reads the evening, gathers its results ([`super::gather()`]) and counts only
//! what is verified or entered by hand; every file is made from that one report.

use std::path::Path;

use shakmaty::Chess;

use super::crosstable::System;
use super::gather::{Gathering, Standing, gather};
use super::model::Evening;
use super::store::{self, StoreError};
use super::trf::{TrfError, TrfHeader, write_trf, write_trf_2026};
use crate::laws::{GameResult, Score};
use crate::record::sheet::{SCORE_TAG, Scoresheet, player_tags};
use crate::table::PlayerDetails;

/// The tag that marks a game whose result the arbiter entered by hand, in the evening's PGN
/// (see `docs/pgn-tags.md`).
pub const BY_HAND_TAG: &str = "EscaqueResultByHand";

/// The evening as its folder has it, with its results gathered and counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The evening, its results those of [`Report::gathering`]: verified or entered by hand.
    pub evening: Evening,
    /// Every paired game as gathered.
    pub gathering: Gathering,
}

impl Report {
    /// The evening kept in `folder`, its results gathered from the sealed records there.
    pub fn read(folder: &Path) -> Result<Report, StoreError> {
        let evening = store::load(folder)?;
        let gathering = gather(folder, &evening)?;
        Ok(Report::of(&evening, gathering))
    }

    /// `evening` with `gathering`'s results counted.
    pub fn of(evening: &Evening, gathering: Gathering) -> Report {
        Report { evening: gathering.apply(evening), gathering }
    }

    /// One PGN of every game with a result that counts, in round and board order: each verified
    /// record as it was sealed (moves, `[%clk]` and the notes beside the moves), its `Round`
    /// tag `round.board`, the players' FIDE IDs added (`WhiteFideId`, `BlackFideId`), and the
    /// signatures and seal left out (the sealed record stays in `sealed/`, where it verifies);
    /// each result entered by hand as a game without moves, marked by [`BY_HAND_TAG`].
    pub fn pgn(&self) -> String {
        let mut games = Vec::new();
        for game in &self.gathering.games {
            let sheet = match (&game.standing, &game.sheet) {
                (Standing::Verified(_), Some(sheet)) => self.of_record(sheet, game.round, game.board),
                (Standing::ByHand(score), _) => self.by_hand(*score, game.round, game.board, [game.white, game.black]),
                _ => continue,
            };
            games.push(sheet.to_pgn());
        }
        games.join("\n")
    }

    /// The tags a game of the evening carries beside those of its record: `Round` as
    /// `round.board`, and the players' FIDE IDs.
    fn evening_tags(&self, tags: &mut Vec<(String, String)>, round: u32, board: u32, players: [u32; 2]) {
        let round_board = format!("{round}.{board}");
        match tags.iter_mut().find(|(n, _)| n == "Round") {
            Some(tag) => tag.1 = round_board,
            None => tags.push(("Round".to_owned(), round_board)),
        }
        let after =
            tags.iter().rposition(|(n, _)| n.starts_with("White") || n.starts_with("Black")).map_or(0, |i| i + 1);
        let ids: Vec<(String, String)> = ["WhiteFideId", "BlackFideId"]
            .into_iter()
            .zip(players)
            .filter_map(|(tag, number)| {
                let player = self.evening.players.get(number.checked_sub(1)? as usize)?;
                player.fide_id.map(|id| (tag.to_owned(), id.to_string()))
            })
            .collect();
        tags.retain(|(n, _)| n != "WhiteFideId" && n != "BlackFideId");
        let after = after.min(tags.len());
        tags.splice(after..after, ids);
    }

    fn of_record(&self, sheet: &Scoresheet, round: u32, board: u32) -> Scoresheet {
        let mut sheet = Scoresheet { white_signature: None, black_signature: None, seal: Vec::new(), ..sheet.clone() };
        let players = self.gathering.get(round, board).map_or([0, 0], |g| [g.white, g.black]);
        self.evening_tags(&mut sheet.tags, round, board, players);
        sheet
    }

    fn by_hand(&self, score: Score, round: u32, board: u32, players: [u32; 2]) -> Scoresheet {
        let evening = &self.evening;
        let player =
            |n: u32| n.checked_sub(1).and_then(|i| evening.players.get(i as usize)).cloned().unwrap_or_default();
        let [white, black] = players.map(player);
        let or_unknown = |s: &str| if s.trim().is_empty() { "?".to_owned() } else { s.trim().to_owned() };
        let date = super::board::pgn_date(&evening.start);
        let mut tags = vec![
            ("Event".to_owned(), or_unknown(&evening.name)),
            ("Site".to_owned(), or_unknown(&evening.site)),
            ("Date".to_owned(), if date.is_empty() { "????.??.??".to_owned() } else { date }),
            ("Round".to_owned(), String::new()),
            ("White".to_owned(), or_unknown(&white.name)),
            ("Black".to_owned(), or_unknown(&black.name)),
        ];
        let details = |p: &super::trf::Player| PlayerDetails {
            rating: p.rating,
            title: p.title.clone(),
            federation: p.federation.clone(),
        };
        tags.extend(player_tags(&details(&white), &details(&black)));
        self.evening_tags(&mut tags, round, board, players);
        tags.push(("Board".to_owned(), board.to_string()));
        if !evening.time_control.trim().is_empty() {
            tags.push(("TimeControl".to_owned(), evening.time_control.trim().to_owned()));
        }
        let result = GameResult::from(score).pgn();
        if result == "*" {
            tags.push((SCORE_TAG.to_owned(), score.to_string()));
        }
        tags.push((BY_HAND_TAG.to_owned(), "1".to_owned()));
        Scoresheet {
            tags,
            start: Chess::default(),
            moves: Vec::new(),
            result: result.to_owned(),
            white_signature: None,
            black_signature: None,
            seal: Vec::new(),
        }
    }

    /// The report's tournament section: the evening's details; its type (`092`) by its system;
    /// each round paired dated by the evening's first day (an evening is one day; `132`).
    fn trf_header(&self) -> TrfHeader {
        let evening = &self.evening;
        let kind = match evening.rules.system {
            System::RoundRobin => "Individual: Round-Robin",
            System::Swiss => "Individual: Swiss-System",
        };
        // `YYYY/MM/DD` as `YY/MM/DD`.
        let day = evening.start.trim().get(2..).unwrap_or_default().to_owned();
        let round_dates = if day.is_empty() { Vec::new() } else { vec![day; evening.rounds.len()] };
        TrfHeader {
            name: evening.name.clone(),
            city: evening.site.clone(),
            federation: evening.federation.clone(),
            start: evening.start.clone(),
            end: if evening.end.trim().is_empty() { evening.start.clone() } else { evening.end.clone() },
            kind: kind.to_owned(),
            chief_arbiter: evening.arbiter.clone(),
            deputies: Vec::new(),
            time_control: evening.time_control.clone(),
            round_dates,
            rounds: evening.planned_rounds.max(evening.rounds.len() as u32),
        }
    }

    /// FIDE's Tournament Report File, the 2016 layout, with `XXR` (see [`super::trf`]).
    pub fn trf_2016(&self) -> Result<String, TrfError> {
        write_trf(&self.trf_header(), &self.evening.players, &self.evening.crosstable())
    }

    /// FIDE's Tournament Report File, the 2026 layout, with its time-control line and `XXR`.
    pub fn trf_2026(&self) -> Result<String, TrfError> {
        write_trf_2026(&self.trf_header(), &self.evening.players, &self.evening.crosstable())
    }
}
