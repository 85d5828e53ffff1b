//! Everything a player or the arbiter can ask for, from a button, a key or the board, grouped by
//! the part of the app that carries it out. Each group is matched in full by its owner, so a
//! command no part carries out does not compile:
//!
//! - [`AppCommand`]: which screen is shown; the app ([`super::EscaqueApp`]).
//! - [`SettingsCommand`]: the remembered preferences; [`SettingsCommand::apply`], then the app
//!   saves them.
//! - [`PlayCommand`]: a player's part in the game, each an event for the laws or the interface's
//!   step towards one; the game screen.
//! - [`ArbiterCommand`]: what is put to the arbiter or done by them; the game screen, as table
//!   actions.
//! - [`RecordCommand`]: the scoresheet once the game is over (8.7): signing, sealing, saving,
//!   printing; the game screen's signing, with the archive (`record::archive`).
//! - [`BoardCommand`]: this laptop's board of a club's evening; the app
//!   (`super::evening_board`).
//! - [`SeriesCommand`]: a match or a club evening, game after game; the app
//!   (`super::series_ui`).
//! - [`EveningCommand`]: a club's evening across boards (issue 30), kept in its shared folder;
//!   the app (`super::evening_run`).

use std::path::PathBuf;

use shakmaty::{Color, Role};

use super::board::BoardInput;
use crate::clock::{AdjustReason, Adjustment};
use crate::i18n::Lang;
use crate::laws::Ruling;
use crate::laws::{Claim, Millis};
use crate::platform::pin::PinHash;
use crate::platform::settings::{Layout, PrintSize, Settings};
use crate::record::pdf::Paper;
use crate::table::{ArbiterAct, EventKind};

enum_from_variants! {
    /// A command, by the part that carries it out.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Command {
        /// Which screen is shown; carried out by the app.
        App(AppCommand),
        /// A change to the remembered preferences.
        Settings(SettingsCommand),
        /// A player's part in the game; carried out by the game screen.
        Play(PlayCommand),
        /// What is put to the arbiter or done by them; carried out by the game screen.
        Arbiter(ArbiterCommand),
        /// A step of the scoresheet's signing, sealing, saving or printing (8.7).
        Record(RecordCommand),
        /// A series of games: a match or a club evening (`super::series_ui`).
        Series(SeriesCommand),
        /// This laptop's board of a club's evening (`super::evening_board`).
        Board(BoardCommand),
        /// A club's evening across boards, its organiser's screens (`super::evening_run`).
        Evening(EveningCommand),
    }
}

/// What a laptop playing one board of a club's evening asks (issue 30).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardCommand {
    /// Opens the join dialog.
    OpenJoin,
    /// Asks the system's dialog for the evening's folder.
    ChooseFolder,
    /// Joins the evening in the dialog's folder with the dialog's board.
    Join,
    /// Closes the join dialog.
    CloseJoin,
    /// Leaves the evening: this laptop plays no board of it any more (its registration stays).
    Leave,
}

/// Which screen is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AppCommand {
    /// Starts a game with the setup form's choice.
    StartGame,
    /// Resumes the unfinished game found on start.
    ResumeGame,
    /// Keeps the unfinished game's journal with the games and goes to the setup form.
    DiscardUnfinished,
    /// Back to the setup form after a game.
    NewGame,
    /// Before any move: the game is set aside as abandoned (its journal kept with the games)
    /// and the setup form shows its setup again, to be put right.
    DiscardUnstarted,
    /// Fills the screen with the window, or gives the window back its frame (`F11`, or the
    /// toolbar's button).
    ToggleFullscreen,
    /// Takes away the problem at this place in the list once it has been read ("OK").
    DismissProblem(usize),
    /// Says both clocks aloud: each side's time and moves made (D.2.6.1; `F5`, or the speech
    /// menu's button; `docs/speech.md`).
    SayClocks,
    /// Asks, with the system's file dialog, for an adjourned game's envelope (Guidelines I).
    ChooseEnvelope,
    /// Resumes the adjourned game of the envelope in this file (Guidelines I.5).
    OpenEnvelope(std::path::PathBuf),
    /// Asks, with the system's folder dialog, for a room's folder, and opens the organiser's
    /// view on it (issue 17; the start screen's "Follow boards…").
    ChooseFollowFolder,
    /// Opens the organiser's view on this folder or file, in a window of its own.
    FollowBoards(std::path::PathBuf),
}

/// The remembered preferences (saved in the settings file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsCommand {
    /// Turns the board round: Black at the bottom, or White again.
    Flip,
    /// Shows or hides the dots on the squares a touched piece may go to.
    ToggleHints,
    /// Mutes or unmutes the sounds.
    ToggleMute,
    /// Places the players and clocks this way.
    SetLayout(Layout),
    /// Speak this language from now on.
    SetLanguage(Lang),
    /// The key this player presses the clock with (the other player's is swapped if the same).
    SetClockKey(Color, String),
    /// Figurines instead of letters on the scoresheet.
    ToggleFigurines,
    /// Face to face: the far player's pieces turned towards them, or upright again.
    ToggleTurnedPieces,
    /// The PIN that opens the arbiter's panel from now on, hashed (issue 12).
    SetArbiterPin(PinHash),
    /// Turns the spoken announcements on or off for this player (issue 16).
    ToggleSpeech(Color),
    /// The language this player hears the announcements in; `None`: the window's (issue 16).
    SetSpeechLanguage(Color, Option<Lang>),
    /// The players changed colours (the form's "Swap", the lots, a match's next game): each
    /// keeps their own speech switch and language.
    SwapSpeech,
    /// The high-contrast look on or off (the "View" menu, or its key).
    ToggleHighContrast,
    /// The size of the clocks' digits and the board's coordinates.
    SetPrintSize(PrintSize),
}

/// A player's part in the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayCommand {
    /// The clock pressed, by its face or by this player's key.
    Press(Color),
    /// This player offers a draw (9.1.2.1).
    OfferDraw(Color),
    /// This player accepts the opponent's standing draw offer (5.2.3).
    AcceptDraw(Color),
    /// This player declines the opponent's standing draw offer.
    DeclineDraw(Color),
    /// A claim on the position now (9.2.1.2, 9.3.2).
    Claim(Color, Claim),
    /// A claim on the move the player will show on the board next (9.2.1.1, 9.3.1).
    ClaimWithMove(Color, Claim),
    /// Takes back a claim on the next move before the move is shown.
    CancelClaimWithMove,
    /// Asks this player to confirm the resignation.
    AskResign(Color),
    /// This player resigns, confirmed (5.1.2).
    Resign(Color),
    /// The resignation is not confirmed: play goes on.
    CancelResign,
    /// A move typed on the keyboard, in the language's notation.
    TypedMove(String),
    /// A square pressed or a piece dropped on the board.
    Board(BoardInput),
    /// The new piece for a pawn reaching the last rank, or `None` to take the pawn back.
    Promote(Option<Role>),
    /// On a wooden board, a pawn moved to the last rank left there with no new piece chosen
    /// (7.5.2: the arbiter makes it a queen once the illegal move is dealt with).
    PromoteNothing,
    /// This player claims that the opponent completed an illegal move (7.5.1, A.5.2).
    ClaimIllegal(Color),
    /// Asks both players to confirm that the game stops with no result.
    AskAbort,
    /// The game stops with no result, recorded as abandoned, both having confirmed.
    Abort,
    /// The player on move seals this move, written and not played (Guidelines I.1.1).
    SealMove(String),
    /// The abort is not confirmed: play goes on.
    CancelAbort,
}

/// What is put to the arbiter, or done by them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArbiterCommand {
    /// Quickplay finish: this player asks for an increment (Guidelines III.4).
    AskIncrement(Color),
    /// Quickplay finish: this player claims a draw (Guidelines III.5, III.6).
    QuickplayClaim(Color),
    /// The arbiter rules on the request or claim that waits (Guidelines III). With a PIN set
    /// and the panel closed, the PIN is asked first, and the right one carries the ruling out.
    Rule(Ruling),
    /// Stops the clocks.
    Pause,
    /// Starts the clocks again: the arbiter's act (6.11.3), so with a PIN set and the panel
    /// closed the PIN is asked first, and the right one restarts them. Before the start of a
    /// game that waits for it, the same as [`ArbiterCommand::Start`] (the starter's press).
    Resume,
    /// The arbiter starts the clock of the side to move in a game that waits for its start
    /// (2023 Article 6.6), as the starter's press would; nothing once the clocks have run.
    Start,
    /// The "Arbiter's panel" button: asks for the PIN if one is set, else opens the panel (and
    /// each action asks for a confirmation).
    OpenPanel,
    /// The PIN typed in the prompt: the right one opens the panel for the rest of the game, a
    /// wrong one is refused and nothing changes.
    EnterPin(String),
    /// Closes the PIN prompt without opening the panel.
    CancelPin,
    /// Closes the panel (the PIN is asked again to open it).
    ClosePanel,
    /// An action from the open panel: carried out at once behind a PIN; without one, it waits
    /// for [`ArbiterCommand::Confirm`].
    Do(ArbiterAction),
    /// Confirms the action waiting (no PIN set).
    Confirm,
    /// Drops the action waiting for a confirmation.
    CancelAction,
}

/// What the arbiter does from the panel: each one event for the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArbiterAction {
    /// A decision, penalty or correction (4.2.2, 6.7.1, 7.1, 7.2, 7.5, 11.3.2.2, 11.7, 11.8,
    /// 12.9.1, 12.9.4 to 12.9.6), with the remark.
    Act(ArbiterAct),
    /// A change to a clock (6.10.2, 12.9.2, 12.9.3), with the Article and the remark.
    Clock {
        /// What changes.
        adjustment: Adjustment,
        /// Why.
        reason: AdjustReason,
    },
    /// Calls the adjournment: the player on move is to seal a move (Guidelines I.1.1); with the
    /// time left in the session, if the arbiter gives it (I.1.2).
    Adjourn(Option<Millis>),
    /// Opens the sealed envelope at the resumption (Guidelines I.7): the sealed move is shown
    /// with how it reads, for the arbiter to rule on.
    OpenEnvelope,
    /// The opened sealed move ruled on as it reads: played (I.9.1) or lost (I.8); with what the
    /// confirmation says (the text as written, the reading, the ruling).
    RuleSealed(String),
    /// The arbiter establishes what an ambiguous or unreadable sealed move means (I.8.1,
    /// I.8.2): this move is played; with what the confirmation says.
    EstablishSealed(shakmaty::uci::UciMove, String),
    /// The envelope is lost: play resumes from the recorded position and times (I.12.1).
    EnvelopeLost,
}

impl ArbiterAction {
    /// The table event.
    pub fn event(self) -> EventKind {
        match self {
            ArbiterAction::Act(act) => EventKind::Arbiter(act),
            ArbiterAction::Clock { adjustment, reason } => EventKind::ClockAdjustment { adjustment, reason },
            ArbiterAction::Adjourn(session_ends_in) => EventKind::Adjourn { session_ends_in },
            ArbiterAction::OpenEnvelope => EventKind::UnsealEnvelope,
            ArbiterAction::RuleSealed(_) => EventKind::OpenEnvelope,
            ArbiterAction::EstablishSealed(uci, _) => EventKind::EstablishSealed { uci },
            ArbiterAction::EnvelopeLost => EventKind::EnvelopeLost,
        }
    }
}

/// The scoresheet once the game is over (8.7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordCommand {
    /// Closes the result, to look at the final position.
    CloseResult,
    /// Opens the signing of the scoresheet.
    OpenSigning,
    /// This player signs with what is on their pad.
    Sign(Color),
    /// Clears this player's pad and takes back their signature.
    ClearSignature(Color),
    /// Seals the signed record with the installation's key and keeps it with the games.
    SealAndSave,
    /// For a record kept unsealed because the seal key could not be used: moves that key aside,
    /// makes a new one and seals the record with it.
    NewSealKey,
    /// Saves the kept record (sealed, or unsealed saying so) as PGN where the player chooses.
    SavePgn,
    /// Saves the printed sheet as PDF on this paper, where the player chooses.
    SavePdf(Paper),
    /// Keeps the printed sheet (A4) with the games and sends it to the printer.
    Print,
    /// Closes the signing, back to the final position.
    CloseSigning,
    /// Makes the adjourned game's envelope and keeps it in the data folder (Guidelines I.2).
    KeepEnvelope,
    /// Saves the adjourned game's envelope where the player chooses.
    SaveEnvelope,
}

/// What the organiser asks of a series.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeriesCommand {
    /// Starts a series with the setup form's players and rules and the series' details, and
    /// its first game.
    Start,
    /// Starts the next game of the series on screen.
    NextGame,
    /// Tries again to keep with the series the game whose record could not be written.
    Retry,
    /// Ends the series on screen before its last round.
    End,
    /// Saves the PGN of every game of the series on screen where the organiser chooses.
    SavePgn,
    /// Lists the series kept in the data folder.
    List,
    /// Opens a series from the list (its folder), to look at, export, or go on with.
    Open(PathBuf),
    /// Leaves the series (it stays kept) for the setup form.
    Leave,
}

/// One of the organiser's files of an evening (issue 30).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EveningFile {
    /// One PGN of every game whose result counts.
    Pgn,
    /// FIDE's Tournament Report File, the 2016 layout.
    Trf2016,
    /// FIDE's Tournament Report File, the 2026 layout.
    Trf2026,
    /// The crosstable, printable.
    Pdf,
}

/// What the organiser asks of a club's evening across boards (issue 30); each change is kept
/// in the evening's folder before it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EveningCommand {
    /// The evening's screens, from the setup screen's "Club evening…": its folder first.
    Show,
    /// Asks, with the system's folder dialog, for the evening's folder.
    ChooseFolder,
    /// Opens the folder typed or chosen: the evening kept there, or a new one to set up.
    OpenFolder(PathBuf),
    /// Reads the evening's folder again: what was written there since it was opened (the
    /// boards' results) shows.
    Reload,
    /// Saves one of the organiser's files, made from the results that count (as
    /// `escaque evening` makes them).
    Export(EveningFile),
    /// Keeps the form's details and players as the evening's.
    SaveDetails,
    /// Pairs every round by the Berger tables (C.05 Annex 1).
    PairBerger,
    /// Keeps the round typed or edited in the pairings' editor.
    SaveRound,
    /// The arbiter's result, by hand, for this round's board (a board without a laptop), with
    /// the PIN typed (checked when one is set).
    ByHand {
        /// The round.
        round: u32,
        /// The board.
        board: u32,
        /// The score; `None` takes the result back (the game pending again).
        score: Option<crate::laws::Score>,
        /// The PIN as typed.
        pin: String,
    },
    /// Back to the setup screen (the evening stays kept in its folder).
    Leave,
}

impl SettingsCommand {
    /// Changes `settings` as asked (the caller saves them).
    pub fn apply(self, settings: &mut Settings) {
        match self {
            SettingsCommand::Flip => settings.flipped = !settings.flipped,
            SettingsCommand::ToggleHints => settings.show_hints = !settings.show_hints,
            SettingsCommand::ToggleMute => settings.muted = !settings.muted,
            SettingsCommand::SetLayout(layout) => settings.layout = layout,
            SettingsCommand::SetLanguage(lang) => settings.language = Some(lang),
            SettingsCommand::SetClockKey(side, key) => {
                let (mine, theirs) = match side {
                    Color::White => (&mut settings.white_key, &mut settings.black_key),
                    Color::Black => (&mut settings.black_key, &mut settings.white_key),
                };
                if *theirs == key {
                    *theirs = mine.clone();
                }
                *mine = key;
            }
            SettingsCommand::ToggleFigurines => settings.figurines = !settings.figurines,
            SettingsCommand::ToggleTurnedPieces => settings.turn_far_pieces = !settings.turn_far_pieces,
            SettingsCommand::SetArbiterPin(hash) => settings.arbiter_pin = Some(hash),
            SettingsCommand::ToggleSpeech(side) => match side {
                Color::White => settings.speech.white = !settings.speech.white,
                Color::Black => settings.speech.black = !settings.speech.black,
            },
            SettingsCommand::SetSpeechLanguage(side, lang) => match side {
                Color::White => settings.speech.white_lang = lang,
                Color::Black => settings.speech.black_lang = lang,
            },
            SettingsCommand::SwapSpeech => settings.speech = settings.speech.swapped(),
            SettingsCommand::ToggleHighContrast => settings.high_contrast = !settings.high_contrast,
            SettingsCommand::SetPrintSize(size) => settings.print_size = size,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_key_taken_by_the_other_player_is_swapped() {
        let mut settings = Settings::default();
        let (white, black) = (settings.white_key.clone(), settings.black_key.clone());
        SettingsCommand::SetClockKey(Color::Black, white.clone()).apply(&mut settings);
        assert_eq!((settings.white_key, settings.black_key), (black, white));
    }
}
