//! `Display` for the errors a log, a test or a script prints: the English Fluent text, so that
//! each sentence is written once, in the Fluent files, and never restated in code.

use std::fmt;

use super::{Lang, Tr, describe, evening};
use crate::evening::trf::TrfError;
use crate::evening::{BergerError, EveningError, PairingError};
use crate::platform::pin::PinError;
use crate::platform::settings::SettingsProblem;
use crate::record::PgnError;
use crate::record::adjudicate::Remark;
use crate::table::journal::JournalError;
use crate::table::{Refusal, SetupError};

/// Implements `Display` as the English rendering by a `describe` function.
macro_rules! in_english {
    ($($ty:ty => $describe:path),* $(,)?) => {
        $(
            impl fmt::Display for $ty {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str(&$describe(Tr::new(Lang::En), self))
                }
            }
        )*
    };
}

in_english! {
    Refusal => describe::refusal_reason,
    SetupError => describe::setup_error,
    JournalError => describe::journal_error,
    PgnError => describe::pgn_error,
    Remark => describe::remark,
    SettingsProblem => describe::settings_problem,
    PinError => describe::pin_error,
    PairingError => evening::pairing_error,
    BergerError => evening::berger_error,
    EveningError => evening::evening_error,
    TrfError => evening::trf_error,
}
