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
//! the node's own description comes back. When the focus leaves that node, the news stays on
//! it for [`SETTLE`] more: AccessKit sends a node's changes before the focus's move in one
//! update, so a description put back at once would be read out as the old node's, by a reader
//! that has not yet seen the focus leave. The status line keeps its live region for newer
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
    /// When the focus left the node, if it has.
    left: Option<f64>,
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
        let now = ctx.input(|i| i.time);
        // The focused node, and its own description; `None`: no focus, or a focused widget
        // without a node this frame (not drawn).
        let focus = board::reader_focus(ctx)
            .filter(|&id| ctx.has_accesskit_node(id))
            .and_then(|id| ctx.accesskit_node_builder(id, |n| (id, n.description().map(str::to_owned))));
        if let (Some((node, own)), Some(news)) = (&focus, news) {
            self.held = Some(Held { node: *node, own: own.clone(), news, since: now, left: None });
        }
        let Some(held) = &mut self.held else { return };
        let on_node = match &focus {
            Some((node, own)) if *node == held.node => {
                held.left = None;
                if held.own != *own {
                    if now - held.since >= SETTLE {
                        // The node's own news: it is read out in place of the status line.
                        self.held = None;
                        return;
                    }
                    held.own = own.clone();
                }
                true
            }
            // The focus has left the node the news is on: kept there a moment (see above).
            _ => now - *held.left.get_or_insert(now) < SETTLE && ctx.has_accesskit_node(held.node),
        };
        if on_node {
            let (node, news) = (held.node, held.news.clone());
            ctx.accesskit_node_builder(node, |n| n.set_description(news));
            if held.left.is_some() || now - held.since < SETTLE {
                // Looked at again once the moment is over, even with nothing else to draw.
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(SETTLE));
            }
        } else {
            self.held = None;
        }
    }
}
