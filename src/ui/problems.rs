//! The problems said above the window once: a damaged settings file, a journal the disk
//! refuses, a voice that cannot speak.

use super::{adjourn_ui, live_ui, setup_screen};
use std::path::PathBuf;

use crate::i18n::{Tr, args, record};
use crate::platform::settings::SettingsProblem;
use crate::record::RecordError;
use crate::table::journal::JournalError;
use crate::table::session::{JournalWriteProblem, SessionError};

/// Something that went wrong outside the game, shown once above the window's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Problem {
    Settings(SettingsProblem),
    SettingsNotSaved(RecordError),
    JournalNotArchived {
        dir: PathBuf,
        error: RecordError,
    },
    CannotResume(SessionError),
    /// The journal of the last game cannot be read at all.
    JournalUnreadable(JournalError),
    /// Another window plays on this data folder.
    GameOpenElsewhere,
    /// A file of the old layout could not be moved; it stays where it was.
    NotMoved {
        old: PathBuf,
        to: PathBuf,
        error: String,
    },
    Journal(JournalWriteProblem),
    /// No speech service answered (issue 16): said once, the game goes on in silence.
    SpeechUnavailable,
    /// An adjourned game's envelope that cannot be resumed (Guidelines I).
    Envelope(PathBuf, crate::record::adjourned::EnvelopeError),
    /// No file dialog could be shown to choose an envelope.
    NoEnvelopeDialog,
    /// An envelope given while another game is on screen or waits to be resumed.
    EnvelopeWaits(PathBuf),
    /// The live PGN (issue 17) could not be written: the game goes on.
    Live(live_ui::LiveProblem),
}

impl Problem {
    pub(super) fn text(&self, tr: Tr) -> String {
        let path = |p: &std::path::Path| p.display().to_string();
        match self {
            Problem::Settings(problem) => crate::i18n::describe::settings_problem(tr, problem),
            Problem::SettingsNotSaved(error) => {
                tr.t_args("problem-settings-not-saved", &args([("error", record::record_error(tr, error).into())]))
            }
            Problem::JournalNotArchived { dir, error } => tr.t_args(
                "problem-journal-not-archived",
                &args([("dir", path(dir).into()), ("error", record::record_error(tr, error).into())]),
            ),
            Problem::CannotResume(e) => {
                tr.t_args("problem-cannot-resume", &args([("error", session_error(tr, e).into())]))
            }
            Problem::GameOpenElsewhere => tr.t("problem-game-open-elsewhere"),
            Problem::NotMoved { old, to, error } => tr.t_args(
                "problem-not-moved",
                &args([("old", path(old).into()), ("to", path(to).into()), ("error", error.as_str().into())]),
            ),
            Problem::JournalUnreadable(error) => tr.t_args(
                "problem-journal-unreadable",
                &args([("error", crate::i18n::describe::journal_error(tr, error).into())]),
            ),
            Problem::Journal(p) => tr.t_args(
                "problem-journal-write",
                &args([("path", path(&p.path).into()), ("error", p.error.as_str().into())]),
            ),
            // Why, in the log (it names sockets and programs); the window says what it means.
            Problem::SpeechUnavailable => tr.t("speech-unavailable"),
            Problem::NoEnvelopeDialog => tr.t("adjourn-no-dialog"),
            Problem::EnvelopeWaits(file) => tr.t_args("adjourn-envelope-waits", &args([("path", path(file).into())])),
            Problem::Envelope(file, e) => tr.t_args(
                "adjourn-problem",
                &args([("path", path(file).into()), ("error", adjourn_ui::envelope_error(tr, e).into())]),
            ),
            Problem::Live(problem) => live_ui::problem_text(tr, problem),
        }
    }
}

/// Why a game could not start or resume, in the player's language.
pub(super) fn session_error(tr: Tr, e: &SessionError) -> String {
    match e {
        SessionError::Setup(e) => setup_screen::setup_error(tr, e),
        SessionError::JournalWrite(JournalWriteProblem { path, error }) => tr.t_args(
            "session-journal-write",
            &args([("path", path.display().to_string().into()), ("error", error.as_str().into())]),
        ),
        SessionError::Untimed => tr.t("session-untimed"),
        SessionError::OpenElsewhere => tr.t("session-open-elsewhere"),
        SessionError::JournalRead { path, error } => tr.t_args(
            "session-journal-read",
            &args([
                ("path", path.display().to_string().into()),
                ("error", crate::i18n::describe::journal_error(tr, error).into()),
            ]),
        ),
    }
}
