//! What reaches a screen reader that only speaks what happens where the focus is (issue 27).
//!
//! Orca 43 (Debian 12) has no handler for AT-SPI's `object:announcement`, the event AccessKit
//! sends for a live region, and it speaks a changed name or description only of the object
//! with the focus (`onNameChanged`, `onDescriptionChanged` in its `scripts/default.py`). So
//! each new status line (whose turn it is, a press owed, a ruling, a claim waiting, the game's
//! end) is also put, as the description, on the node a screen reader has as the focus: the
//! cursor's square while the board has the keys, else the focused widget. It stays there while
//! that node keeps the focus and its own description does not change (a change within
//! [`SETTLE`] of the news is the same step's, a move's "last move" mark: the news stays); then
//! the node's own description comes back. The status line keeps its live region for newer
//! readers.

use eframe::egui::{self, Id};

use super::board;

/// The seconds after a news in which a change of the focused node's own description is taken
/// as part of the same step, not as news of its own.
pub const SETTLE: f64 = 1.0;

/// A status line put on the focused node, that node's own description then, and when (the
/// window's time, in seconds).
#[derive(Debug)]
struct Held {
    node: Id,
    own: Option<String>,
    news: String,
    since: f64,
}

/// The status line as last seen, and the news held on the focused node.
#[derive(Debug, Default)]
pub struct FocusNews {
    last: Option<String>,
    held: Option<Held>,
}

impl FocusNews {
    /// Called once a frame after the screen is drawn, with the status line of the game on
    /// screen (`None` off the game screen). A line that differs from the last frame's is news;
    /// the first line of a game is not.
    pub fn follow(&mut self, ctx: &egui::Context, line: Option<String>) {
        let news = match (&self.last, &line) {
            (Some(last), Some(line)) if last != line => Some(line.clone()),
            _ => None,
        };
        self.last = line;
        let Some(node) = board::reader_focus(ctx) else {
            self.held = None;
            return;
        };
        // `None`: the focused widget has no node this frame (it is not drawn).
        let Some(own) = ctx.accesskit_node_builder(node, |n| n.description().map(str::to_owned)) else {
            self.held = None;
            return;
        };
        let now = ctx.input(|i| i.time);
        if let Some(news) = news {
            self.held = Some(Held { node, own: own.clone(), news, since: now });
        }
        let keep = match &mut self.held {
            Some(held) if held.node == node && held.own == own => true,
            Some(held) if held.node == node && now - held.since < SETTLE => {
                held.own = own;
                true
            }
            _ => false,
        };
        match &self.held {
            Some(held) if keep => {
                let news = held.news.clone();
                ctx.accesskit_node_builder(node, |n| n.set_description(news));
            }
            _ => self.held = None,
        }
    }
}
