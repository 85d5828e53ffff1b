//! A signature pad: the player signs with the mouse, the touchpad or a pen; the strokes are
//! kept as vector paths in the scoresheet's 1000 × 300 box (see `record::sheet::Signature`).
//! Without a pointer (issue 16: a player who cannot see the screen), Enter or Space on the
//! focused pad signs with a mark, a cross, as someone who cannot write signs on paper.

use eframe::egui;
use egui::{Color32, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2};

use crate::record::sheet::SIGNATURE_BOX;

/// The strokes drawn so far, in box coordinates.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pad {
    /// Each stroke's points, in order, in the 1000 × 300 box, origin at the top left.
    pub strokes: Vec<Vec<(u16, u16)>>,
    drawing: bool,
}

impl Pad {
    /// Whether nothing is signed: no stroke has two points or more.
    pub fn is_empty(&self) -> bool {
        self.strokes.iter().all(|s| s.len() < 2)
    }

    /// Wipes the pad, ending any stroke being drawn.
    pub fn clear(&mut self) {
        self.strokes.clear();
        self.drawing = false;
    }

    /// Signs with a cross in the middle of the box, the mark of someone who signs without
    /// seeing or without a pointer (Enter or Space on the pad).
    pub fn mark(&mut self) {
        let (w, h) = SIGNATURE_BOX;
        let (left, right, top, bottom) = (w * 2 / 5, w * 3 / 5, h / 5, h * 4 / 5);
        self.strokes.push(vec![(left, top), (right, bottom)]);
        self.strokes.push(vec![(right, top), (left, bottom)]);
        self.drawing = false;
    }
}

/// A point of the pad as the signer sees it: for a pad turned half a turn (the player across the
/// table), the screen's point turned back, so that the signature is kept upright.
fn turn(p: (u16, u16), turned: bool) -> (u16, u16) {
    if turned { (SIGNATURE_BOX.0 - 1 - p.0, SIGNATURE_BOX.1 - 1 - p.1) } else { p }
}

fn to_box(rect: Rect, p: Pos2) -> (u16, u16) {
    let (bw, bh) = (f32::from(SIGNATURE_BOX.0), f32::from(SIGNATURE_BOX.1));
    let x = ((p.x - rect.left()) / rect.width() * bw).clamp(0.0, bw - 1.0);
    let y = ((p.y - rect.top()) / rect.height() * bh).clamp(0.0, bh - 1.0);
    (x as u16, y as u16)
}

fn from_box(rect: Rect, (x, y): (u16, u16)) -> Pos2 {
    let (bw, bh) = (f32::from(SIGNATURE_BOX.0), f32::from(SIGNATURE_BOX.1));
    Pos2::new(rect.left() + f32::from(x) / bw * rect.width(), rect.top() + f32::from(y) / bh * rect.height())
}

/// Draws the pad at `width` (its height follows the box's proportions) and records strokes.
/// `label` names it for screen readers and tests.
pub fn signature_pad_ui(ui: &mut egui::Ui, pad: &mut Pad, width: f32, label: &str) -> egui::Response {
    turned_signature_pad_ui(ui, pad, width, label, false)
}

/// [`signature_pad_ui`] for the player across the table when `turned`: they sign upside down
/// as the screen sees it, the baseline on their side, and the strokes are kept turned back, so
/// that the sheet shows the signature upright.
pub fn turned_signature_pad_ui(
    ui: &mut egui::Ui,
    pad: &mut Pad,
    width: f32,
    label: &str,
    turned: bool,
) -> egui::Response {
    let size = Vec2::new(width, width * f32::from(SIGNATURE_BOX.1) / f32::from(SIGNATURE_BOX.0));
    let (rect, response) = ui.allocate_exact_size(size, Sense::drag());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, label));
    if response.has_focus()
        && ui.input_mut(|i| {
            i.consume_key(egui::Modifiers::NONE, egui::Key::Enter)
                | i.consume_key(egui::Modifiers::NONE, egui::Key::Space)
        })
    {
        pad.mark();
    }
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, Color32::WHITE);
    let frame =
        if response.has_focus() { Stroke::new(3.0, Color32::BLACK) } else { Stroke::new(1.0, Color32::from_gray(150)) };
    painter.rect_stroke(rect, 6.0, frame, StrokeKind::Inside);
    let baseline = if turned { rect.top() + rect.height() * 0.25 } else { rect.top() + rect.height() * 0.75 };
    painter.line_segment(
        [Pos2::new(rect.left() + 12.0, baseline), Pos2::new(rect.right() - 12.0, baseline)],
        Stroke::new(1.0, Color32::from_gray(200)),
    );
    // A pad holds what a record reads back (MAX_STROKE_BYTES): beyond it, the pen draws nothing.
    let room = |strokes: &[Vec<(u16, u16)>], more: usize| {
        crate::record::signature::packed_len(strokes) + more <= crate::record::signature::MAX_STROKE_BYTES
    };
    if let Some(p) = response.interact_pointer_pos()
        && room(&pad.strokes, 6)
    {
        if response.drag_started() || !pad.drawing {
            pad.strokes.push(Vec::new());
            pad.drawing = true;
        }
        let point = turn(to_box(rect, p), turned);
        let stroke = pad.strokes.last_mut().expect("a stroke was started");
        if stroke.last() != Some(&point) {
            stroke.push(point);
        }
    }
    if response.drag_stopped() {
        pad.drawing = false;
    }
    let ink = Stroke::new(2.2, Color32::from_rgb(0x10, 0x20, 0x60));
    for stroke in &pad.strokes {
        let points: Vec<Pos2> = stroke.iter().map(|&p| from_box(rect, turn(p, turned))).collect();
        if points.len() >= 2 {
            painter.add(egui::Shape::line(points, ink));
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turned_pad_keeps_the_far_players_signature_upright() {
        // Where the far player starts their name (their top left) is the screen's bottom right.
        assert_eq!(turn((999, 299), true), (0, 0));
        assert_eq!(turn((0, 0), true), (999, 299));
        assert_eq!(turn(turn((123, 45), true), true), (123, 45));
        assert_eq!(turn((123, 45), false), (123, 45));
    }

    #[test]
    fn box_coordinates_round_trip_at_any_pad_size() {
        for width in [300.0, 640.0, 1000.0] {
            let rect = Rect::from_min_size(Pos2::new(10.0, 20.0), Vec2::new(width, width * 0.3));
            for &(x, y) in &[(0u16, 0u16), (500, 150), (999, 299)] {
                let back = to_box(rect, from_box(rect, (x, y)));
                assert!(back.0.abs_diff(x) <= 1 && back.1.abs_diff(y) <= 1, "{width}: {x},{y} -> {back:?}");
            }
        }
    }
}
