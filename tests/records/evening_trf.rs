//! The evening's Tournament Report File, read back by columns, line by line, against the 2016
//! layout (FIDE Handbook C.04 Annex 2, TRF16): tournament lines `012`…`132` with the text
//! from column 5 and round dates at 92–99, 102–109, …; `001` lines with the starting number at
//! 5–8, sex 10, title 11–13, name 15–47, rating 49–52, federation 54–56, FIDE ID 58–68, birth
//! date 70–79, points 81–84, rank 86–89, and each round in its 10 columns: opponent 92–95,
//! colour 97, result 99 (then 102–105, 107, 109, …); and the `XXR` line of the pairing engines.
//!
//! The evening is `tests/records/evening_crosstable.rs`'s: 5 players by the Berger table, round 2's 1-2
//! a draw entered by the arbiter by hand.

use escaque::evening::{Crosstable, Game, Outcome, Player, Rules, System, TrfHeader, berger, trf::TrfError, write_trf};

fn game(round: u32, white: u32, black: u32, score: &str) -> Game {
    Game { round, white, black, outcome: Outcome::Verified(score.parse().unwrap()) }
}

fn games() -> Vec<Game> {
    vec![
        game(1, 2, 5, "1-0"),
        game(1, 3, 4, "1/2-1/2"),
        game(2, 5, 3, "0-1"),
        Game { round: 2, white: 1, black: 2, outcome: Outcome::ByHand("1/2-1/2".parse().unwrap()) },
        game(3, 3, 1, "0-1"),
        game(3, 4, 5, "1-0"),
        game(4, 1, 4, "0-1"),
        game(4, 2, 3, "1-0"),
        game(5, 4, 2, "1/2-1/2"),
        game(5, 5, 1, "0-1"),
    ]
}

fn players() -> Vec<Player> {
    let player = |name: &str, title: &str, rating, federation: &str, fide_id, sex, birth: &str| Player {
        name: name.into(),
        title: title.into(),
        rating,
        federation: federation.into(),
        fide_id,
        sex,
        birth: birth.into(),
    };
    vec![
        player("Castro, Uxía", "WFM", Some(2105), "ESP", Some(32_012_345), Some('w'), "1990/04/12"),
        player("Pereira, Xoán", "", Some(1874), "ESP", Some(2_283_456), Some('m'), ""),
        player(
            "Fernández Outeiro, María do Carmo",
            "FM",
            Some(2290),
            "POR",
            Some(1_912_345_678),
            Some('w'),
            "1985/11/30",
        ),
        player("Soler, Jordi", "CM", None, "AND", None, None, "2001/01/01"),
        player("Otero, Breogán", "", None, "", None, Some('m'), ""),
    ]
}

fn header() -> TrfHeader {
    TrfHeader {
        name: "Xoves do club, novembro".into(),
        city: "Lugo".into(),
        federation: "ESP".into(),
        start: "2026/11/26".into(),
        end: "2026/11/26".into(),
        kind: "Individual: Round-Robin".into(),
        chief_arbiter: "Rivas, Antía".into(),
        deputies: vec!["Lago, Brais".into(), "Mouriño, Sabela".into()],
        time_control: "10'+5\"".into(),
        round_dates: vec!["26/11/26".into(); 5],
        rounds: 5,
    }
}

/// Columns `from..=to` (1-based) of `line`, blank beyond its end.
fn col(line: &str, from: usize, to: usize) -> String {
    let chars: Vec<char> = line.chars().collect();
    (from..=to).map(|i| chars.get(i - 1).copied().unwrap_or(' ')).collect()
}

/// A player's expected `001` fields, and for each round (opponent, colour, result).
struct Expected {
    start: &'static str,
    sex: &'static str,
    title: &'static str,
    name: &'static str,
    rating: &'static str,
    federation: &'static str,
    fide_id: &'static str,
    birth: &'static str,
    points: &'static str,
    rank: &'static str,
    rounds: [(&'static str, &'static str, &'static str); 5],
}

fn check_player(line: &str, e: &Expected) {
    assert_eq!(col(line, 1, 3), "001", "{line}");
    assert_eq!(col(line, 4, 4), " ");
    assert_eq!(col(line, 5, 8), e.start, "starting rank: {line}");
    assert_eq!(col(line, 9, 9), " ");
    assert_eq!(col(line, 10, 10), e.sex, "sex: {line}");
    assert_eq!(col(line, 11, 13), e.title, "title: {line}");
    assert_eq!(col(line, 14, 14), " ");
    assert_eq!(col(line, 15, 47), format!("{:<33}", e.name), "name, left-aligned: {line}");
    assert_eq!(col(line, 48, 48), " ");
    assert_eq!(col(line, 49, 52), e.rating, "rating: {line}");
    assert_eq!(col(line, 53, 53), " ");
    assert_eq!(col(line, 54, 56), e.federation, "federation: {line}");
    assert_eq!(col(line, 57, 57), " ");
    assert_eq!(col(line, 58, 68), e.fide_id, "FIDE ID: {line}");
    assert_eq!(col(line, 69, 69), " ");
    assert_eq!(col(line, 70, 79), e.birth, "birth: {line}");
    assert_eq!(col(line, 80, 80), " ");
    assert_eq!(col(line, 81, 84), e.points, "points: {line}");
    assert_eq!(col(line, 85, 85), " ");
    assert_eq!(col(line, 86, 89), e.rank, "rank: {line}");
    assert_eq!(col(line, 90, 91), "  ");
    for (r, &(opponent, colour, result)) in e.rounds.iter().enumerate() {
        let at = 91 + 10 * r;
        assert_eq!(col(line, at + 1, at + 4), opponent, "round {} opponent: {line}", r + 1);
        assert_eq!(col(line, at + 5, at + 5), " ");
        assert_eq!(col(line, at + 6, at + 6), colour, "round {} colour: {line}", r + 1);
        assert_eq!(col(line, at + 7, at + 7), " ");
        assert_eq!(col(line, at + 8, at + 8), result, "round {} result: {line}", r + 1);
    }
    assert_eq!(line.chars().count(), 91 + 10 * 4 + 8, "nothing after round 5's result: {line:?}");
}

const BYE: (&str, &str, &str) = ("0000", "-", "Z");

#[test]
fn the_report_reads_back_by_columns() {
    let table = Crosstable::new(5, Rules::of(System::RoundRobin), &berger(5).unwrap(), &games());
    let text = write_trf(&header(), &players(), &table).unwrap();
    if std::env::var_os("SHOW_TRF").is_some() {
        print!("{text}");
    }
    assert!(text.ends_with("\r\n") && !text.replace("\r\n", "").contains(['\r', '\n']), "CR LF after each line");
    let lines: Vec<&str> = text.lines().collect();
    let header_lines = [
        "012 Xoves do club, novembro",
        "022 Lugo",
        "032 ESP",
        "042 2026/11/26",
        "052 2026/11/26",
        "062 5",
        "072 3",
        "082 0",
        "092 Individual: Round-Robin",
        "102 Rivas, Antía",
        "112 Lago, Brais",
        "112 Mouriño, Sabela",
        "122 10'+5\"",
    ];
    for (line, expected) in lines.iter().zip(header_lines) {
        assert_eq!(col(line, 1, 3), expected[..3], "{line}");
        assert_eq!(col(line, 4, 4), " ", "{line}");
        assert_eq!(&line[4..], &expected[4..], "{line}");
    }
    let dates = lines[13];
    assert_eq!(col(dates, 1, 91), format!("132{}", " ".repeat(88)));
    for r in 0..5 {
        assert_eq!(col(dates, 92 + 10 * r, 99 + 10 * r), "26/11/26", "round {} date", r + 1);
        if r < 4 {
            assert_eq!(col(dates, 100 + 10 * r, 101 + 10 * r), "  ");
        }
    }
    let expected = [
        Expected {
            start: "   1",
            sex: "w",
            title: "WFM",
            name: "Castro, Uxía",
            rating: "2105",
            federation: "ESP",
            fide_id: "   32012345",
            birth: "1990/04/12",
            points: " 2.5",
            rank: "   3",
            // Round 2: the draw the arbiter entered by hand is a game like any other: `=`.
            rounds: [BYE, ("   2", "w", "="), ("   3", "b", "1"), ("   4", "w", "0"), ("   5", "b", "1")],
        },
        Expected {
            start: "   2",
            sex: "m",
            title: "   ",
            name: "Pereira, Xoán",
            rating: "1874",
            federation: "ESP",
            fide_id: "    2283456",
            birth: "          ",
            points: " 3.0",
            rank: "   2",
            rounds: [("   5", "w", "1"), ("   1", "b", "="), BYE, ("   3", "w", "1"), ("   4", "b", "=")],
        },
        Expected {
            start: "   3",
            sex: "w",
            title: " FM",
            name: "Fernández Outeiro, María do Carmo",
            rating: "2290",
            federation: "POR",
            fide_id: " 1912345678",
            birth: "1985/11/30",
            points: " 1.5",
            rank: "   4",
            rounds: [("   4", "w", "="), ("   5", "b", "1"), ("   1", "w", "0"), ("   2", "b", "0"), BYE],
        },
        Expected {
            start: "   4",
            sex: " ",
            title: " CM",
            name: "Soler, Jordi",
            rating: "    ",
            federation: "AND",
            fide_id: "           ",
            birth: "2001/01/01",
            points: " 3.0",
            rank: "   1",
            rounds: [("   3", "b", "="), BYE, ("   5", "w", "1"), ("   1", "b", "1"), ("   2", "w", "=")],
        },
        Expected {
            start: "   5",
            sex: "m",
            title: "   ",
            name: "Otero, Breogán",
            rating: "    ",
            federation: "   ",
            fide_id: "           ",
            birth: "          ",
            points: " 0.0",
            rank: "   5",
            rounds: [("   2", "b", "0"), ("   3", "w", "0"), ("   4", "b", "0"), BYE, ("   1", "w", "0")],
        },
    ];
    for (line, e) in lines[14..19].iter().zip(&expected) {
        check_player(line, e);
    }
    assert_eq!(lines[19], "XXR 5");
    assert_eq!(lines.len(), 20);
}

/// As a Swiss a bye is the pairing-allocated `U` worth a win, and a pending game keeps its
/// opponent and colour with the result column blank.
#[test]
fn a_swiss_bye_and_a_pending_game() {
    let mut games = games();
    games.retain(|g| !(g.round == 5 && g.white == 4));
    games.push(Game { round: 5, white: 4, black: 2, outcome: Outcome::Pending });
    let table = Crosstable::new(5, Rules::of(System::Swiss), &berger(5).unwrap(), &games);
    let text = write_trf(&TrfHeader { round_dates: vec![], ..header() }, &players(), &table).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(!lines.iter().any(|l| l.starts_with("132")), "no dates, no 132 line");
    let player = |n: usize| lines.iter().copied().filter(|l| l.starts_with("001")).nth(n - 1).unwrap();
    // Player 1: bye in round 1, worth a win: 1 + 2.5 = 3.5.
    assert_eq!((col(player(1), 81, 84), col(player(1), 92, 99)), (" 3.5".into(), "0000 - U".into()));
    // Player 4: 2.5 from games + the bye = 3.5; round 5 against 2 pending, result blank.
    assert_eq!(col(player(4), 81, 84), " 3.5");
    assert_eq!(col(player(4), 132, 139), "   2 w  ");
    assert_eq!(col(player(2), 132, 139), "   4 b  ");
    assert_eq!(player(4).chars().count(), 137, "the blank result is the line's end: {:?}", player(4));
}

#[test]
fn a_field_too_wide_for_its_columns_is_named() {
    let table = Crosstable::new(5, Rules::default(), &berger(5).unwrap(), &games());
    let mut players = players();
    players[2].name = "Fernández Outeiro, María do Carmo X".into();
    let error = write_trf(&header(), &players, &table).unwrap_err();
    assert_eq!(
        error,
        TrfError { player: 3, field: "name", value: "Fernández Outeiro, María do Carmo X".into(), width: 33 }
    );
    assert_eq!(
        error.to_string(),
        "Player 3, name: “Fernández Outeiro, María do Carmo X” does not fit the TRF's 33 columns."
    );
}

/// A bye worth ½ (a setting of the evening) is written `H`, and counted in the points field:
/// player 2 (3 from games, bye in round 3) has 3.5.
#[test]
fn a_half_point_bye_is_h() {
    let rules = Rules { bye: escaque::laws::Points::Half, ..Rules::of(System::RoundRobin) };
    let table = Crosstable::new(5, rules, &berger(5).unwrap(), &games());
    let text = write_trf(&header(), &players(), &table).unwrap();
    let line = text.lines().find(|l| l.starts_with("001    2")).unwrap();
    assert_eq!(col(line, 81, 84), " 3.5");
    assert_eq!(col(line, 112, 119), "0000 - H");
}
