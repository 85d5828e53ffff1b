//! Whether play goes on, waits for the arbiter, or is over: the [`Status`] of a game, kept
//! apart from how it ended ([`super::outcome::Ending`]). Above both [`super::outcome`] and
//! [`super::quickplay`], whose waiting state it carries.

use super::outcome::Ending;
use super::quickplay::Pending;

/// Whether play goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Play goes on.
    Ongoing,
    /// Play has stopped until the arbiter rules on a request or claim of the quickplay finish
    /// (Guidelines III): the one state of "waiting for the arbiter".
    AwaitingArbiter(Pending),
    /// The game is over.
    Ended(Ending),
}

impl Status {
    /// The ending, once there is one.
    pub fn ending(self) -> Option<Ending> {
        match self {
            Status::Ongoing | Status::AwaitingArbiter(_) => None,
            Status::Ended(e) => Some(e),
        }
    }
}
