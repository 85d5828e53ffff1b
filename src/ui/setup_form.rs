//! The setup form's state and its validation (issue 25): what the form edits (the setup, the
//! texts typed where a value must be read: time controls, ratings, FEN, Chess960 number) and
//! [`SetupForm::to_setup`], which turns it into the [`Setup`] to play or says what is wrong, in
//! the player's language. The form is drawn by `setup_screen.rs` and its sections' files
//! (`setup_players.rs`, `setup_control.rs`, `setup_rules.rs`, `setup_start.rs`).
//!
//! The time control is edited two ways at once: a text in club notation (minutes, then the
//! bonus in seconds: `90+30`, `90/40+30+30`; the PGN tag after the word `PGN`, see
//! [`read_control`]), and one row per period (moves, minutes and seconds, the bonus). The rows
//! ([`ControlDraft`]) are what the game gets; the text, when it reads, replaces them, and a
//! valid change to the rows rewrites the text.

use eframe::egui;
use fluent_bundle::FluentValue;
use shakmaty::Color;

use crate::clock::{
    ControlDraft, ControlError, ControlTextError, MINUTE, Preset, TimeControl, TimeControls, club_text, read_control,
};
use crate::i18n::{Tr, args, describe, side};
use crate::laws::chess960;
use crate::table::session::SessionError;
use crate::table::{PlayerDetails, Setup, SetupError};

/// Why the game did not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormError {
    /// Something in the form.
    Choice(FormProblem),
    /// The game could not start (its journal cannot be written).
    Session(SessionError),
}

/// What is wrong with what was typed in the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// A side's time control, as typed, cannot be read.
    Control {
        /// Whose control.
        side: Color,
        /// What was typed.
        text: String,
        /// What is wrong with it.
        error: ControlTextError,
    },
    /// A side's periods, as the rows have them, do not make a time control.
    Periods {
        /// Whose control.
        side: Color,
        /// What is wrong with them.
        error: ControlError,
    },
    /// A rating that is not a whole number from 0 to [`MAX_RATING`].
    Rating {
        /// Whose rating.
        side: Color,
        /// What was typed.
        text: String,
    },
    /// A title that is not one of [`TITLES`].
    Title {
        /// Whose title.
        side: Color,
        /// The title given.
        text: String,
    },
    /// A federation that is not three letters.
    Federation {
        /// Whose federation.
        side: Color,
        /// What was typed.
        text: String,
    },
    /// Chess960 positions are numbered 0 to 959.
    Chess960Number(u16),
    /// The game is written live and this side's name is one a broadcast drops (none, one
    /// letter, "unknown": [`crate::record::live::broadcast_name`]).
    LiveName(Color),
    /// The start position cannot be played.
    Position(SetupError),
}

/// Where the game starts from, as the form shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Start {
    /// The initial position (Article 2).
    Initial,
    /// A position typed as FEN ([`SetupForm::fen_text`]).
    Fen,
    /// A Chess960 position (Guidelines II), by the number typed (none: drawn at random).
    Chess960,
}

/// The form's state: the setup being edited, the texts typed where a value must be read
/// (time controls, FEN, Chess960 number), and what is wrong with them.
pub struct SetupForm {
    /// The setup: everything the form edits as a value.
    pub setup: Setup,
    /// What stops the game from starting.
    pub error: Option<FormError>,
    pub(super) white_control: ControlEditor,
    /// Black's control when it differs (time odds).
    pub(super) black_control: Option<ControlEditor>,
    /// The players' ratings as typed, White's then Black's (empty: none).
    pub(super) ratings: [String; 2],
    pub(super) start: Start,
    /// The FEN as typed, kept while another start is chosen.
    pub(super) fen_text: String,
    /// Chess960 number as typed (empty: drawn at random).
    pub(super) chess960_text: String,
    /// The arbiter's PIN now set, as typed to change it.
    pub(super) pin_current: String,
    /// The new PIN, as typed.
    pub(super) pin_new: String,
    /// What came of the last attempt to set the PIN: set, or why not.
    pub(super) pin_outcome: Option<Result<(), String>>,
    /// The widget that had the keyboard focus at the end of the last frame: the first Tab,
    /// from none, goes to White's name.
    pub(super) focus_seen: Option<egui::Id>,
    /// The last frame's input moved the focus (Tab, Shift+Tab, an arrow, a screen reader):
    /// a Tab stop that gets it in this frame is scrolled into view.
    pub(super) focus_keyed: bool,
    /// The live PGN for a broadcast (issue 17), in the event's details.
    pub live: super::live_ui::LiveForm,
    /// A series to start with the players above (issue 17): its details.
    pub series: super::series_form::SeriesDraft,
}

/// The highest rating the form takes.
pub const MAX_RATING: u16 = 3500;

/// The titles FIDE awards to players, as it writes them.
pub const TITLES: [&str; 8] = ["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"];

/// One side's time control as the form edits it: the periods (what the game gets) and the
/// text typed for them, with what was wrong with that text when it last changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ControlEditor {
    pub(super) draft: ControlDraft,
    pub(super) text: String,
    pub(super) text_error: Option<ControlTextError>,
}

impl ControlEditor {
    pub(super) fn new(control: &TimeControl) -> ControlEditor {
        ControlEditor { draft: ControlDraft::from(control), text: club_text(control), text_error: None }
    }

    /// The text was typed: when it reads, it replaces the periods.
    pub(super) fn text_changed(&mut self) {
        match read_control(&self.text) {
            Ok(control) => {
                self.draft = ControlDraft::from(&control);
                self.text_error = None;
            }
            Err(e) => self.text_error = Some(e),
        }
    }

    /// The periods were edited (or a preset chosen): the text follows them when they are valid.
    pub(super) fn periods_changed(&mut self) {
        self.text_error = None;
        if let Ok(control) = self.draft.build() {
            self.text = club_text(&control);
        }
    }

    /// The control, or what is wrong: the text first, then the periods.
    pub(super) fn control(&self, side: Color) -> Result<TimeControl, FormProblem> {
        if let Some(error) = &self.text_error {
            return Err(FormProblem::Control { side, text: self.text.clone(), error: error.clone() });
        }
        self.draft.build().map_err(|error| FormProblem::Periods { side, error })
    }
}

pub use crate::i18n::describe::setup_error;

/// What is wrong with a time control as typed, in the player's language.
pub fn control_text_error(tr: Tr, e: &ControlTextError) -> String {
    let text = |t: &str| FluentValue::from(t.to_owned());
    match e {
        ControlTextError::Empty => tr.t("control-error-empty"),
        ControlTextError::Unexpected { character } => {
            tr.t_args("control-text-error-unexpected", &args([("character", text(&character.to_string()))]))
        }
        ControlTextError::NotTime { period, text: t } => {
            tr.t_args("control-text-error-not-time", &args([("period", (*period).into()), ("text", text(t))]))
        }
        ControlTextError::NotMoves { period, text: t } => {
            tr.t_args("control-error-not-moves", &args([("period", (*period).into()), ("text", text(t))]))
        }
        ControlTextError::NotBonus { text: t } => tr.t_args("control-text-error-not-bonus", &args([("text", text(t))])),
        ControlTextError::AfterBonus { text: t } => {
            tr.t_args("control-text-error-after-bonus", &args([("text", text(t))]))
        }
        ControlTextError::TooLong { text: t } => tr.t_args("control-text-error-too-long", &args([("text", text(t))])),
        ControlTextError::BareMinutes { period, minutes } => tr.t_args(
            "control-text-error-bare-minutes",
            &args([("period", (*period).into()), ("minutes", (*minutes).into())]),
        ),
        ControlTextError::PeriodTooLong { period, time } => tr.t_args(
            "control-text-error-period-too-long",
            &args([("period", (*period).into()), ("minutes", (time / MINUTE).into())]),
        ),
        ControlTextError::Pgn(e) => {
            tr.t_args("control-text-error-pgn", &args([("error", describe::control_parse_error(tr, e).into())]))
        }
        ControlTextError::Invalid(e) => describe::control_error(tr, e),
    }
}

/// What is wrong with the form, in the player's language.
pub fn choice_error(tr: Tr, e: &FormProblem) -> String {
    match e {
        FormProblem::Control { side: s, text, error } => tr.t_args(
            "setup-error-control",
            &args([
                ("side", side(*s)),
                ("text", text.as_str().into()),
                ("error", control_text_error(tr, error).into()),
            ]),
        ),
        FormProblem::Periods { side: s, error } => tr.t_args(
            "setup-error-periods",
            &args([("side", side(*s)), ("error", describe::control_error(tr, error).into())]),
        ),
        FormProblem::Rating { side: s, text } => tr.t_args(
            "setup-error-rating",
            &args([("side", side(*s)), ("text", text.as_str().into()), ("max", MAX_RATING.into())]),
        ),
        FormProblem::Title { side: s, text } => tr.t_args(
            "setup-error-title",
            &args([("side", side(*s)), ("text", text.as_str().into()), ("titles", TITLES.join(", ").into())]),
        ),
        FormProblem::Federation { side: s, text } => {
            tr.t_args("setup-error-federation", &args([("side", side(*s)), ("text", text.as_str().into())]))
        }
        FormProblem::Chess960Number(n) => tr.t_args("setup-error-chess960", &args([("number", (*n).into())])),
        FormProblem::Position(e) => setup_error(tr, e),
        FormProblem::LiveName(s) => tr.t_args("setup-error-live-name", &args([("side", side(*s))])),
    }
}

impl SetupForm {
    /// The form showing `setup` (the last game's), with a Chess960 position to be drawn at
    /// random if `chess960_random`.
    pub fn new(setup: &Setup, chess960_random: bool) -> SetupForm {
        let controls = setup.controls.clone().unwrap_or_else(|| TimeControls::same(Preset::FideClassical.control()));
        let (start, fen_text, chess960_text) = match &setup.fen {
            Some(fen) if setup.chess960 => {
                let number = if chess960_random { None } else { chess960::number(fen) };
                (Start::Chess960, String::new(), number.map_or_else(String::new, |n| n.to_string()))
            }
            Some(fen) => (Start::Fen, fen.clone(), String::new()),
            None => (Start::Initial, String::new(), String::new()),
        };
        SetupForm {
            setup: setup.clone(),
            error: None,
            white_control: ControlEditor::new(&controls.white),
            black_control: controls.is_odds().then(|| ControlEditor::new(&controls.black)),
            ratings: [&setup.white_details, &setup.black_details]
                .map(|d| d.rating.map_or_else(String::new, |r| r.to_string())),
            start,
            fen_text,
            chess960_text,
            pin_current: String::new(),
            pin_new: String::new(),
            pin_outcome: None,
            focus_seen: None,
            focus_keyed: false,
            live: Default::default(),
            series: super::series_form::SeriesDraft::default(),
        }
    }

    /// Whether the Chess960 position is to be drawn at random.
    pub fn chess960_random(&self) -> bool {
        self.start == Start::Chess960 && self.chess960_text.trim().is_empty()
    }

    /// The setup to play, or what is wrong with the form. `random` draws a Chess960 number
    /// when none was typed.
    pub fn to_setup(&self, random: impl FnOnce() -> u16) -> Result<Setup, FormProblem> {
        let white = self.white_control.control(Color::White)?;
        let controls = match &self.black_control {
            Some(black) => TimeControls::odds(white, black.control(Color::Black)?),
            None => TimeControls::same(white),
        };
        let white_details = details_checked(Color::White, &self.setup.white_details, &self.ratings[0])?;
        let black_details = details_checked(Color::Black, &self.setup.black_details, &self.ratings[1])?;
        let (fen, chess960) = match &self.start {
            Start::Initial => (None, false),
            Start::Fen => (Some(self.fen_text.trim().to_owned()), false),
            Start::Chess960 => {
                let text = self.chess960_text.trim();
                let n = if text.is_empty() { random() } else { text.parse().unwrap_or(u16::MAX) };
                if n >= chess960::POSITIONS {
                    return Err(FormProblem::Chess960Number(n));
                }
                (Some(chess960::fen(n)), true)
            }
        };
        let setup = Setup {
            white: self.setup.white.trim().to_owned(),
            black: self.setup.black.trim().to_owned(),
            fen,
            chess960,
            controls: Some(controls),
            white_details,
            black_details,
            event: self.setup.event.trim().to_owned(),
            site: self.setup.site.trim().to_owned(),
            round: self.setup.round.trim().to_owned(),
            arbiter: self.setup.arbiter.trim().to_owned(),
            ..self.setup.clone()
        };
        setup.start_position().map_err(FormProblem::Position)?;
        Ok(setup)
    }
}

/// A player's details as the form has them, checked: the rating typed (empty: none), the
/// title, the federation in capitals.
pub(super) fn details_checked(
    side: Color,
    details: &PlayerDetails,
    rating: &str,
) -> Result<PlayerDetails, FormProblem> {
    let rating = rating.trim();
    let rating = match rating {
        "" => None,
        text => Some(
            text.parse::<u16>()
                .ok()
                .filter(|r| *r <= MAX_RATING && text.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| FormProblem::Rating { side, text: text.to_owned() })?,
        ),
    };
    let title = details.title.trim().to_uppercase();
    if !title.is_empty() && !TITLES.contains(&title.as_str()) {
        return Err(FormProblem::Title { side, text: details.title.clone() });
    }
    let federation = details.federation.trim().to_uppercase();
    let three_letters = federation.len() == 3 && federation.bytes().all(|b| b.is_ascii_uppercase());
    if !federation.is_empty() && !three_letters {
        return Err(FormProblem::Federation { side, text: details.federation.clone() });
    }
    Ok(PlayerDetails { rating, title, federation })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::laws::{DrawOffers, Edition};

    fn form(change: impl FnOnce(&mut SetupForm)) -> SetupForm {
        let mut form = SetupForm::new(&Setup::default(), false);
        change(&mut form);
        form
    }

    #[test]
    fn bad_choices_say_what_is_wrong() {
        let tr = Tr::new(Lang::En);
        let bad = form(|f| {
            f.white_control.text = "90x".to_owned();
            f.white_control.text_changed();
        });
        assert_eq!(
            choice_error(tr, &bad.to_setup(|| 0).unwrap_err()),
            "White's time control “90x”: period 1: “90x” is not a time in minutes (or m:ss)"
        );
        let bad = form(|f| {
            f.start = Start::Fen;
            f.fen_text = "8/8/8/8/8/8/8/8 w - - 0 1".to_owned();
        });
        assert!(choice_error(tr, &bad.to_setup(|| 0).unwrap_err()).contains("not a legal position"));
        let bad = form(|f| {
            f.start = Start::Chess960;
            f.chess960_text = "960".to_owned();
        });
        assert_eq!(bad.to_setup(|| 0).unwrap_err(), FormProblem::Chess960Number(960));
    }

    #[test]
    fn details_are_checked_and_written_as_fide_writes_them() {
        use Color::{Black, White};
        let given = |rating: &str, title: &str, federation: &str| {
            let details = PlayerDetails { rating: None, title: title.to_owned(), federation: federation.to_owned() };
            details_checked(Black, &details, rating)
        };
        let ok = |rating: Option<u16>, title: &str, federation: &str| {
            Ok(PlayerDetails { rating, title: title.to_owned(), federation: federation.to_owned() })
        };
        for (rating, title, federation, expected) in [
            ("", "", "", ok(None, "", "")),
            ("0", "GM", "ESP", ok(Some(0), "GM", "ESP")),
            (" 3500 ", "wim", " por ", ok(Some(3500), "WIM", "POR")),
            ("2210", "CM", "gal", ok(Some(2210), "CM", "GAL")),
            ("3501", "", "", Err(FormProblem::Rating { side: Black, text: "3501".to_owned() })),
            ("-5", "", "", Err(FormProblem::Rating { side: Black, text: "-5".to_owned() })),
            ("+5", "", "", Err(FormProblem::Rating { side: Black, text: "+5".to_owned() })),
            ("19 00", "", "", Err(FormProblem::Rating { side: Black, text: "19 00".to_owned() })),
            ("", "XM", "", Err(FormProblem::Title { side: Black, text: "XM".to_owned() })),
            ("", "", "ES", Err(FormProblem::Federation { side: Black, text: "ES".to_owned() })),
            ("", "", "ESPA", Err(FormProblem::Federation { side: Black, text: "ESPA".to_owned() })),
            ("", "", "ÑÑÑ", Err(FormProblem::Federation { side: Black, text: "ÑÑÑ".to_owned() })),
            ("", "", "E1P", Err(FormProblem::Federation { side: Black, text: "E1P".to_owned() })),
        ] {
            assert_eq!(given(rating, title, federation), expected, "{rating:?} {title:?} {federation:?}");
        }
        let tr = Tr::new(Lang::Es);
        let problem = FormProblem::Rating { side: White, text: "4000".to_owned() };
        assert_eq!(
            choice_error(tr, &problem),
            "el Elo de las blancas «4000» tiene que ser un número entero de 0 a 3500"
        );
    }

    #[test]
    fn the_form_shows_the_setup_it_was_given_and_gives_it_back() {
        let chess960 = Setup {
            white: "Uxía".to_owned(),
            fen: Some(chess960::fen(42)),
            chess960: true,
            controls: Some(TimeControls::odds("300+3".parse().unwrap(), "60".parse().unwrap())),
            edition: Edition::Fide2014,
            draw_offers: DrawOffers::FromMove(20),
            ..Setup::default()
        };
        assert_eq!(SetupForm::new(&chess960, false).to_setup(|| 7).unwrap(), chess960);
        // Drawn at random: a new number each game, the rest as it was.
        let random = SetupForm::new(&chess960, true);
        assert!(random.chess960_random());
        assert_eq!(random.to_setup(|| 7).unwrap().fen, Some(chess960::fen(7)));
    }
}
