//! A series between games (issue 17): the series being played or looked at, a game waiting to
//! be kept with it, and what the screen between games holds (the next game's players as
//! typed, what the last step came to). Drawn by `series_ui.rs`; its steps are `series_run.rs`'s.

use std::path::PathBuf;

use crate::i18n::{Tr, args, record};
use crate::series::store::{self, Found, SeriesError};
use crate::series::{Series, SeriesGame};

/// The series being played or looked at: its folder and the series as kept there.
#[derive(Clone, Debug)]
pub struct Running {
    /// Its folder in the data folder.
    pub folder: PathBuf,
    /// The series.
    pub series: Series,
    /// The game on screen is this series' next game (not one started from the setup form).
    pub playing: bool,
    /// A game played and not yet kept with the series: its record could not be written. It
    /// waits here, record and all, until it is ("Try again"); no round starts meanwhile. Its
    /// journal stays where it is until then, so that if the app is closed first, the next start
    /// offers the game again and it is kept with its series then.
    pub pending: Option<Pending>,
}

impl Running {
    /// A series on screen, with no game waiting to be kept.
    pub(super) fn new(folder: PathBuf, series: Series, playing: bool) -> Running {
        Running { folder, series, playing, pending: None }
    }

    /// Writes the game waiting to be kept, if one is. Kept, it waits no more; if the disk
    /// refuses, it waits on with what went wrong, to be tried again. A score no game gives
    /// (Article 10.2) is never kept: trying again would not change it, so it is let go with
    /// the error returned.
    pub(super) fn keep_pending(&mut self) -> Result<(), SeriesError> {
        let Some(pending) = self.pending.take() else { return Ok(()) };
        match store::add_game(&self.folder, &mut self.series, pending.game.clone(), &pending.pgn) {
            Ok(()) => Ok(()),
            Err(e @ SeriesError::TooManyPoints(_)) => Err(e),
            Err(e) => {
                self.pending = Some(Pending { error: Some(e.clone()), ..pending });
                Err(e)
            }
        }
    }
}

/// A game of the series whose record is still to be written ([`Running::pending`]).
#[derive(Clone, Debug)]
pub struct Pending {
    /// The game as the series keeps it.
    pub game: SeriesGame,
    /// Its record, as it is to be written beside the series' file.
    pub pgn: String,
    /// Why it could not be written the last time it was tried.
    pub error: Option<SeriesError>,
}

/// The series screens: between games (or looking at a series), or the list of past series.
#[derive(Debug, Default)]
pub struct SeriesScreen {
    /// The past series, when the list is shown.
    pub list: Option<Vec<Found>>,
    /// In an evening, the next game's players as the organiser types them.
    pub white: String,
    /// See [`SeriesScreen::white`].
    pub black: String,
    /// What the last step came to: a file saved, or why not.
    pub said: Option<String>,
}

/// Why a series step failed, in the player's language.
pub fn series_error(tr: Tr, e: &SeriesError) -> String {
    let path = |p: &std::path::Path| p.display().to_string();
    match e {
        SeriesError::Record(e) => record::record_error(tr, e),
        SeriesError::Unreadable(unreadable) => tr.t_args(
            "series-unreadable",
            &args([
                ("path", path(&unreadable.path).into()),
                ("error", crate::i18n::os::unreadable_words(tr, unreadable).into()),
            ]),
        ),
        SeriesError::Damaged { path: p, damage } => tr.t_args(
            "series-damaged",
            &args([("path", path(p).into()), ("error", crate::i18n::describe::ron_damage(tr, damage).into())]),
        ),
        SeriesError::TooManyPoints(too) => {
            let article = tr.t_args("cite-article", &args([("number", "10.2".into())]));
            let score = too.0.to_string().replace("1/2", "½");
            tr.t_args("series-too-many-points", &args([("score", score.into()), ("article", article.into())]))
        }
    }
}

impl SeriesScreen {
    /// The screen between games, or of a series opened from the list.
    pub(super) fn for_series(series: &Series) -> SeriesScreen {
        let next = series.next();
        SeriesScreen {
            white: next.as_ref().map(|p| p.white.clone()).unwrap_or_default(),
            black: next.map(|p| p.black).unwrap_or_default(),
            ..SeriesScreen::default()
        }
    }
}
