//! Whether a screen fits in the window (issue 25), judged on the frame the harness ran last:
//! every widget inside the window, every text inside the widget that holds it and uncut; and
//! the rectangles of the board and of the players' controls, for the tests that see them stay
//! where they are. A window test binary takes it in as `mod fit` beside `gui`.
//!
//! # How a screen is judged ([`check`])
//!
//! From two sources, both egui's own account of the last frame:
//!
//! * **The AccessKit tree.** Every widget's node (every role but the containers: panes,
//!   dialogs, menus, the window, egui's `GenericContainer`s, and the text runs inside a field)
//!   must lie inside the window, a pixel of rounding allowed. A node inside a scroll area is
//!   judged by the part of it in the area's view, and not at all when it is scrolled out of
//!   it. egui gives a scroll area no node of its own, but each scroll bar it shows is a node
//!   (`Role::ScrollBar`) spanning the view along its axis, and it comes right after the
//!   container of the area's content among the children of the `Ui` the area was shown in
//!   (egui makes the content's `Ui` as the area begins and the bars as it ends): a node under
//!   that container is cut to the bar's span along the bar's axis. (Without a bar the content
//!   fits its view, and nothing is scrolled away.)
//!
//! * **The galleys.** Every text egui painted in the frame (each `Shape::Text` of the output,
//!   with the clip rectangle it was painted in) is the text as shown: laid out by the widget
//!   itself, in its font, on one line or wrapped where the widget wraps it, turned half a turn
//!   where it is turned. It is not always the node's name ("Offer draw" on the button named
//!   "Black: offer draw", a glyph on the square "e1, white king", the digits on the clock named
//!   "White's clock"), so laying the names out again would measure text nobody sees; the galley
//!   measures what is there. Each galley, where it shows at all, must
//!   - lie inside the widget that holds it: of the widgets' nodes (not the board's grid, a
//!     scroll bar or a text run) the one it overlaps the most, the smallest of equals (a named
//!     one of those), among the widgets inside the clip the text was painted in (a widget
//!     paints in its own clip; one outside it is on another layer, a dialog over the board, or
//!     in another panel). A text painted before a dialog's backdrop (the translucent
//!     rectangle over the whole window that egui's `Modal` paints first) lies under the
//!     dialog: no widget of the dialog holds it, and it is judged among the screen's behind. A
//!     button or a field whose text is wider or taller than itself fails here; a label, whose
//!     node is its text, fails the next check instead when it does not fit;
//!   - not be cut by its clip rectangle (the edge of its panel, of a dialog, of the window),
//!     unless the edge is a scroll area's view's edge along the area's axis (a scroll bar's
//!     ends, as above): a line half scrolled out of view is not cut. A text wholly outside its
//!     clip is hidden: a failure too, unless it is beyond such an edge (scrolled away);
//!   - not be elided (cut short with "…"); the failure gives the size of the whole text, laid
//!     out again in its fonts without the limit.
//!
//! Every failure is a line "screen/lang/size: role 'name' bounds … needs …", and a test
//! collects them all ([`Report`]) before it fails, so that one run shows everything.

#![allow(dead_code)] // each test file uses a part

use eframe::egui::accesskit::Role;
use eframe::egui::{self, Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{AccessKitNode, NodeT};
use escaque::i18n::Lang;

/// The window sizes every screen is judged at.
pub const SIZES: [[f32; 2]; 2] = [[1280.0, 800.0], [1920.0, 1080.0]];

/// The rounding allowed, in points.
pub const SLACK: f32 = 1.0;

/// One node of the AccessKit tree: its role, its name (or value), its bounds in points and its
/// parent's index.
#[derive(Clone, Debug)]
pub struct Seen {
    pub role: Role,
    pub name: String,
    pub bounds: Option<Rect>,
    pub parent: Option<usize>,
}

/// Every node of the harness' AccessKit tree, parents before their children.
pub fn nodes<S>(harness: &Harness<'_, S>) -> Vec<Seen> {
    fn walk(node: AccessKitNode<'_>, parent: Option<usize>, ppp: f32, out: &mut Vec<Seen>) {
        let bounds = node.bounding_box().map(|r| {
            Rect::from_min_max(
                Pos2::new(r.x0 as f32 / ppp, r.y0 as f32 / ppp),
                Pos2::new(r.x1 as f32 / ppp, r.y1 as f32 / ppp),
            )
        });
        let name = node.label().filter(|l| !l.is_empty()).or_else(|| node.value()).unwrap_or_default();
        out.push(Seen { role: node.role(), name, bounds: bounds.filter(|b| b.is_finite()), parent });
        let me = out.len() - 1;
        for child in node.children() {
            walk(child, Some(me), ppp, out);
        }
    }
    let mut out = Vec::new();
    walk(harness.root().accesskit_node(), None, harness.ctx.pixels_per_point(), &mut out);
    out
}

/// Whether nodes of `role` hold others rather than being widgets of their own.
fn is_container(role: Role) -> bool {
    matches!(
        role,
        Role::Window
            | Role::GenericContainer
            | Role::Pane
            | Role::Dialog
            | Role::AlertDialog
            | Role::Menu
            | Role::MenuBar
            | Role::ListBox
            | Role::Tooltip
            | Role::Unknown
            | Role::TextRun
    )
}

/// Whether a node of `role` can be the widget that holds a text: a widget, not the board's
/// grid (its squares hold the glyphs) nor a scroll bar.
/// Whether node `i` is a dialog's, or inside one.
fn in_dialog(nodes: &[Seen], i: usize) -> bool {
    let mut up = Some(i);
    while let Some(node) = up {
        if matches!(nodes[node].role, Role::Dialog | Role::AlertDialog) {
            return true;
        }
        up = nodes[node].parent;
    }
    false
}

fn holds_text(role: Role) -> bool {
    !is_container(role) && !matches!(role, Role::Grid | Role::ScrollBar)
}

/// A scroll area's view, as its scroll bar's node shows it.
#[derive(Clone, Copy, Debug)]
struct View {
    /// The bar scrolls up and down (else left and right).
    vertical: bool,
    /// The bar's node: the view's span along the axis.
    bar: Rect,
    /// The index of the container of the area's content: the bar's sibling just before it (egui
    /// makes it as the area begins, the bars as it ends; of two bars, the other bar comes
    /// between).
    content: usize,
}

fn views(nodes: &[Seen]) -> Vec<View> {
    nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| n.role == Role::ScrollBar)
        .filter_map(|(i, n)| {
            let bar = n.bounds?;
            let parent = n.parent?;
            let content =
                (0..i).rev().find(|&j| nodes[j].parent == Some(parent) && nodes[j].role != Role::ScrollBar)?;
            Some(View { vertical: bar.height() >= bar.width(), bar, content })
        })
        .collect()
}

/// Whether the spans `a` and `b` overlap by more than the slack.
fn overlap(a: egui::Rangef, b: egui::Rangef) -> bool {
    a.min.max(b.min) < a.max.min(b.max) - SLACK
}

impl View {
    /// The span along the axis and across it.
    fn along(&self, r: Rect) -> egui::Rangef {
        if self.vertical { r.y_range() } else { r.x_range() }
    }
    fn across(&self, r: Rect) -> egui::Rangef {
        if self.vertical { r.x_range() } else { r.y_range() }
    }

    /// `r` cut to the view along the axis; `None` if nothing of it is left.
    fn cut(&self, r: Rect) -> Option<Rect> {
        let span = self.along(self.bar);
        let along = self.along(r);
        let (min, max) = (along.min.max(span.min), along.max.min(span.max));
        if max <= min + 0.01 {
            return None;
        }
        Some(if self.vertical {
            Rect::from_x_y_ranges(r.x_range(), min..=max)
        } else {
            Rect::from_x_y_ranges(min..=max, r.y_range())
        })
    }

    /// Whether the clip rectangle `clip`'s edge on `side` is this view's edge.
    fn is_edge_of(&self, clip: Rect, side: Side) -> bool {
        let (span, across) = (self.along(self.bar), self.across(clip).expand(self.across(self.bar).span() + 4.0));
        if !overlap(self.across(self.bar), across) {
            return false;
        }
        match (self.vertical, side) {
            (true, Side::Top) => (clip.top() - span.min).abs() <= SLACK,
            (true, Side::Bottom) => (clip.bottom() - span.max).abs() <= SLACK,
            (false, Side::Left) => (clip.left() - span.min).abs() <= SLACK,
            (false, Side::Right) => (clip.right() - span.max).abs() <= SLACK,
            _ => false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Left,
    Right,
    Top,
    Bottom,
}

impl Side {
    const ALL: [Side; 4] = [Side::Left, Side::Right, Side::Top, Side::Bottom];

    fn word(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Right => "right",
            Side::Top => "top",
            Side::Bottom => "bottom",
        }
    }

    /// Whether `inner` goes past `outer` on this side.
    fn past(self, inner: Rect, outer: Rect) -> bool {
        match self {
            Side::Left => inner.left() < outer.left() - SLACK,
            Side::Right => inner.right() > outer.right() + SLACK,
            Side::Top => inner.top() < outer.top() - SLACK,
            Side::Bottom => inner.bottom() > outer.bottom() + SLACK,
        }
    }

    /// Whether `inner` lies wholly beyond `outer`'s edge on this side.
    fn beyond(self, inner: Rect, outer: Rect) -> bool {
        match self {
            Side::Left => inner.right() <= outer.left() + SLACK,
            Side::Right => inner.left() >= outer.right() - SLACK,
            Side::Top => inner.bottom() <= outer.top() + SLACK,
            Side::Bottom => inner.top() >= outer.bottom() - SLACK,
        }
    }
}

/// The part of node `i` in the views of the scroll areas it is in (all of it when it is in
/// none); `None` when it is scrolled out of view.
fn in_view(nodes: &[Seen], views: &[View], i: usize) -> Option<Rect> {
    let mut shown = nodes[i].bounds?;
    let mut up = Some(i);
    while let Some(node) = up {
        for view in views.iter().filter(|v| v.content == node) {
            shown = view.cut(shown)?;
        }
        up = nodes[node].parent;
    }
    Some(shown)
}

/// A text as painted: what it says, where it is on screen (turned if it is), the clip it was
/// painted in, and whether egui cut it short.
#[derive(Clone, Debug)]
pub struct Painted {
    pub text: String,
    pub rect: Rect,
    pub clip: Rect,
    /// For a text egui cut short: the size of the whole of it, laid out again in its fonts on
    /// one line, with no limit.
    pub elided: Option<egui::Vec2>,
    /// Painted before a dialog's backdrop (the translucent rectangle over the whole window that
    /// egui's `Modal` paints first on its layer): the text lies under the dialog, on the screen
    /// behind it.
    pub under: bool,
}

/// Every text painted in the harness' last frame.
pub fn painted<S>(harness: &Harness<'_, S>) -> Vec<Painted> {
    fn walk(
        ctx: &egui::Context,
        shape: &egui::Shape,
        clip: Rect,
        transform: egui::emath::TSTransform,
        out: &mut Vec<Painted>,
    ) {
        match shape {
            egui::Shape::Text(text) => {
                // The rows' text, without the room a wrapped label's first row leaves for what
                // came before it on the line (which egui counts in the galley's rectangle).
                let Some(rect) = text
                    .galley
                    .rows
                    .iter()
                    .filter(|row| !row.glyphs.is_empty())
                    .map(|row| row.rect_without_leading_space())
                    .reduce(Rect::union)
                else {
                    return;
                };
                let rect = rect.translate(text.pos.to_vec2());
                // A text shape turns about its position.
                let rot = egui::emath::Rot2::from_angle(text.angle);
                let corners = [rect.left_top(), rect.right_top(), rect.left_bottom(), rect.right_bottom()]
                    .map(|c| text.pos + rot * (c - text.pos));
                let turned = Rect::from_points(&corners);
                let elided = text.galley.elided.then(|| {
                    let mut job = (*text.galley.job).clone();
                    job.wrap.max_width = f32::INFINITY;
                    job.wrap.max_rows = usize::MAX;
                    ctx.fonts_mut(|fonts| fonts.layout_job(job)).size()
                });
                out.push(Painted {
                    text: text.galley.text().to_owned(),
                    rect: transform.mul_rect(turned),
                    clip,
                    elided,
                    under: false,
                });
            }
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(ctx, s, clip, transform, out)),
            egui::Shape::Rect(rect)
                if rect.fill.a() > 0
                    && rect.fill.a() < 255
                    && transform.mul_rect(rect.rect).expand(SLACK).contains_rect(ctx.content_rect()) =>
            {
                // A dialog's backdrop: every text painted so far is under it.
                out.iter_mut().for_each(|p| p.under = true);
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&harness.ctx, &clipped.shape, clipped.clip_rect, clipped.transform_after_tessellation, &mut out);
    }
    out
}

/// `r` as the failures say it: "[x0,y0 – x1,y1] (w×h)".
pub fn show(r: Rect) -> String {
    format!(
        "[{:.1},{:.1} – {:.1},{:.1}] ({:.1}×{:.1})",
        r.left(),
        r.top(),
        r.right(),
        r.bottom(),
        r.width(),
        r.height()
    )
}

/// A name or text as the failures quote it: on one line, at most 70 characters.
pub fn quote(text: &str) -> String {
    let line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if line.chars().count() > 70 { format!("{}…", line.chars().take(69).collect::<String>()) } else { line }
}

/// What does not fit on the screen the harness shows, each failure a line starting with
/// `place` ("setup/gl/1280×800"); see the module's documentation.
pub fn check<S>(harness: &Harness<'_, S>, place: &str) -> Vec<String> {
    let nodes = nodes(harness);
    let views = views(&nodes);
    let size = harness.ctx.content_rect().size();
    let window = Rect::from_min_size(Pos2::ZERO, size);
    let mut failures = Vec::new();

    // Every widget inside the window (the part of it in its scroll area's view).
    for (i, node) in nodes.iter().enumerate() {
        if is_container(node.role) {
            continue;
        }
        let (Some(bounds), Some(shown)) = (node.bounds, in_view(&nodes, &views, i)) else { continue };
        if !window.expand(SLACK).contains_rect(shown) {
            let sides: Vec<&str> = Side::ALL.iter().filter(|s| s.past(shown, window)).map(|s| s.word()).collect();
            failures.push(format!(
                "{place}: {:?} '{}' bounds {} needs to lie inside the window {}×{} (out at the {})",
                node.role,
                quote(&node.name),
                show(bounds),
                size.x,
                size.y,
                sides.join(", "),
            ));
        }
    }

    // Every text inside the widget that holds it, uncut.
    for text in painted(harness) {
        if text.text.trim().is_empty() || !text.rect.is_positive() {
            continue;
        }
        let scroll_edge = |side: Side| views.iter().any(|v| v.is_edge_of(text.clip, side));
        let cut: Vec<Side> = Side::ALL.into_iter().filter(|s| s.past(text.rect, text.clip)).collect();
        let hidden = Side::ALL.into_iter().any(|s| s.beyond(text.rect, text.clip));
        let scrolled_away = Side::ALL.into_iter().any(|s| s.beyond(text.rect, text.clip) && scroll_edge(s));
        if scrolled_away {
            continue;
        }
        // A widget paints its text in its own clip, which holds the widget unless the widget
        // is cut itself (and then so is the text, said above): a widget outside the text's clip
        // is another layer's (a dialog over the board), or another panel's.
        // A text under a dialog's backdrop belongs to the screen behind the dialog: none of the
        // dialog's widgets holds it, whatever lies over it.
        let holder = nodes
            .iter()
            .enumerate()
            .filter(|(i, n)| {
                holds_text(n.role)
                    && !(text.under && in_dialog(&nodes, *i))
                    && in_view(&nodes, &views, *i)
                        .is_some_and(|r| !cut.is_empty() || text.clip.expand(SLACK).contains_rect(r))
            })
            .filter_map(|(_, n)| {
                let bounds = n.bounds?;
                let common = bounds.intersect(text.rect);
                common.is_positive().then_some((n, bounds, common.area()))
            })
            .max_by(|a, b| {
                let named = |n: &Seen| !n.name.is_empty();
                a.2.total_cmp(&b.2).then(b.1.area().total_cmp(&a.1.area())).then(named(a.0).cmp(&named(b.0)))
            });
        let (role, name, bounds) = match holder {
            Some((n, bounds, _)) => (format!("{:?}", n.role), quote(&n.name), Some(bounds)),
            None => ("Text".to_owned(), quote(&text.text), None),
        };
        let mut problems = Vec::new();
        if hidden {
            problems.push(format!("is hidden: wholly outside its clip {}", show(text.clip)));
        } else {
            let real: Vec<&str> = cut.iter().filter(|s| !scroll_edge(**s)).map(|s| s.word()).collect();
            if !real.is_empty() {
                problems.push(format!("is cut at the {} of its clip {}", real.join(", "), show(text.clip)));
            }
        }
        if let Some(bounds) = bounds
            && !hidden
            && !bounds.expand(SLACK).contains_rect(text.rect)
        {
            let sides: Vec<&str> = Side::ALL.iter().filter(|s| s.past(text.rect, bounds)).map(|s| s.word()).collect();
            problems.push(format!("sticks out of the widget at the {}", sides.join(", ")));
        }
        if let Some(whole) = text.elided {
            problems.push(format!("is cut short with “…”: the whole text needs {:.1}×{:.1}", whole.x, whole.y));
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{place}: {role} '{name}' bounds {} needs {} for the text '{}', which {}",
                bounds.map_or_else(|| "(none)".to_owned(), show),
                show(text.rect),
                quote(&text.text),
                problems.join("; "),
            ));
        }
    }
    failures
}

/// Where a screen is judged: "screen/lang/size".
pub fn place(screen: &str, lang: Lang, size: [f32; 2]) -> String {
    format!("{screen}/{}/{}×{}", lang.code(), size[0], size[1])
}

/// The failures of a test's screens, gathered so that one run shows them all; the test fails
/// at the end, with every line.
#[derive(Default)]
pub struct Report {
    pub failures: Vec<String>,
    /// How many screens were judged.
    pub screens: usize,
    /// How many failures each screen had, by the screen's name (its first part).
    pub counts: std::collections::BTreeMap<String, usize>,
}

impl Report {
    /// Judges the screen the harness shows as `screen` in `lang` at `size`.
    pub fn check<S>(&mut self, harness: &Harness<'_, S>, screen: &str, lang: Lang, size: [f32; 2]) {
        let found = check(harness, &place(screen, lang, size));
        self.screens += 1;
        *self.counts.entry(screen.to_owned()).or_default() += found.len();
        self.failures.extend(found);
    }

    /// Adds a failure of the walk itself (a screen that could not be reached).
    pub fn note(&mut self, line: String) {
        *self.counts.entry("(walk)".to_owned()).or_default() += 1;
        self.failures.push(line);
    }

    /// Prints every failure and fails if there is any.
    pub fn finish(self, what: &str) {
        let summary: Vec<String> =
            self.counts.iter().filter(|(_, n)| **n > 0).map(|(screen, n)| format!("{screen}: {n}")).collect();
        for line in &self.failures {
            eprintln!("{line}");
        }
        assert!(
            self.failures.is_empty(),
            "{what}: {} failures on {} screens ({})\n{}",
            self.failures.len(),
            self.screens,
            summary.join(", "),
            self.failures.join("\n")
        );
    }
}

/// Whether `label` names one of the board's squares ("e4, white knight").
pub fn is_square(label: &str) -> bool {
    let b = label.as_bytes();
    b.len() > 3 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) && b[2] == b','
}

/// The board's rectangle: the union of its 64 squares' nodes; `None` when the board is not on
/// screen (covered while a move is sealed).
pub fn board_rect<S>(harness: &Harness<'_, S>) -> Option<Rect> {
    let squares: Vec<Rect> = nodes(harness)
        .into_iter()
        .filter(|n| n.role == Role::Button && is_square(&n.name))
        .filter_map(|n| n.bounds)
        .collect();
    (squares.len() == 64).then(|| squares.into_iter().reduce(Rect::union).unwrap())
}

/// The rectangles of the nodes named `names` that are on screen (each the first of that name).
pub fn rects_named<S>(harness: &Harness<'_, S>, names: &[String]) -> Vec<(String, Rect)> {
    let nodes = nodes(harness);
    names
        .iter()
        .filter_map(|name| {
            let node = nodes.iter().find(|n| !is_container(n.role) && &n.name == name)?;
            Some((name.clone(), node.bounds?))
        })
        .collect()
}
