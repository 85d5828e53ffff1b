//! The printed scoresheet, as PDF (A4 or Letter): a header with the event and the players,
//! numbered moves in two columns with the clock times and (=) marks, the result box, a diagram
//! of the final position, a QR code of the moves for the organiser, and both signatures as
//! drawn. The font (DejaVu Sans, with its licence in `assets/fonts/`) is embedded, so every
//! accent of the five languages prints right.

use printpdf::{
    Color, Line, LinePoint, Mm, OffsetDateTime, Op, PaintMode, ParsedFont, PdfDocument, PdfFontHandle, PdfPage,
    PdfSaveOptions, Point, Pt, Rect, Rgb, TextItem, WindingOrder,
};
use shakmaty::{Chess, Color as Side, Position, Square, san::SanPlus};

use super::sheet::{ARBITER_TAG, SIGNATURE_BOX, Scoresheet, SheetEnding, Signature};
use crate::clock::Hms;

const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// Paper sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    A4,
    /// US Letter, 8.5 × 11 in (215.9 × 279.4 mm).
    Letter,
}

impl Paper {
    fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

/// The words printed on the sheet, in the players' language.
pub struct Labels {
    /// The sheet's heading, also the start of the document's title.
    pub title: String,
    /// Before the `Event` tag.
    pub event: String,
    /// Before the `Site` tag.
    pub site: String,
    /// Before the `Date` tag.
    pub date: String,
    /// Before the `Round` tag.
    pub round: String,
    /// Before the `Board` tag.
    pub board: String,
    /// Before White's name, and over White's moves.
    pub white: String,
    /// Before Black's name, and over Black's moves.
    pub black: String,
    /// Before the time control.
    pub time_control: String,
    /// Over the result box.
    pub result: String,
    /// Over each signature box, before the player's name.
    pub signature: String,
    /// Before the time a signature was made.
    pub signed_at: String,
    /// Over the diagram of the final position.
    pub final_position: String,
    /// Over the QR code of the moves.
    pub scan_moves: String,
    /// Before the page number, on sheets of more than one page.
    pub page: String,
    /// In the result box, for an annulled game (7.2.1, 7.2.3).
    pub annulled: String,
    /// Over the notes beside the moves: what the arbiter did, the claims, the clock changes.
    pub arbiter: String,
    /// Before the start position, for a game that did not start from the initial one.
    pub start_position: String,
    /// Before why the game ended.
    pub reason: String,
    /// Before the arbiter's name.
    pub arbiter_name: String,
    /// Over the arbiter's signature box.
    pub arbiter_signature: String,
    /// The words made from the sheet itself, in the same language.
    pub words: Box<dyn SheetWords + Send + Sync>,
}

/// The words the printed sheet makes from the sheet itself, in the players' language and the
/// game's edition: the caller gives them (`i18n` does), the PDF knows no language.
pub trait SheetWords {
    /// The time control in words; `None` when the sheet has none.
    fn control(&self, sheet: &Scoresheet) -> Option<String>;
    /// Why the game ended, with its Article.
    fn reason(&self, ending: &SheetEnding) -> String;
    /// The start position, where the game did not start from the initial one.
    fn start_position(&self, sheet: &Scoresheet) -> Option<String>;
    /// The line that names the key a sealed sheet is sealed with, by its `fingerprint`.
    fn sealed_with(&self, fingerprint: &str) -> String;
}

impl std::fmt::Debug for Labels {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Labels").field("title", &self.title).finish_non_exhaustive()
    }
}

/// Widths of text in the embedded font, from its own metrics (the `hmtx` advance of each
/// glyph); a character the font lacks counts as wide as an `M`.
pub struct Metrics {
    font: ParsedFont,
}

/// Millimetres in a point.
const MM_PER_PT: f32 = 25.4 / 72.0;

impl Metrics {
    /// The metrics of the bundled font.
    pub fn bundled() -> Metrics {
        Metrics { font: ParsedFont::from_bytes(FONT, 0, &mut Vec::new()).expect("the bundled font parses") }
    }

    fn advance(&self, c: char) -> f32 {
        let glyph = |c: char| self.font.lookup_glyph_index(u32::from(c)).and_then(|g| self.font.get_glyph_width(g));
        f32::from(glyph(c).or_else(|| glyph('M')).unwrap_or(self.font.units_per_em))
    }

    /// The width of `text` at `size` points, in millimetres.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let units: f32 = text.chars().map(|c| self.advance(c)).sum();
        units / f32::from(self.font.units_per_em.max(1)) * size * MM_PER_PT
    }

    /// `text` cut to `width` mm at `size` points, with an ellipsis where it was cut.
    pub fn shorten(&self, text: &str, width: f32, size: f32) -> String {
        if self.width(text, size) <= width {
            return text.to_owned();
        }
        // The longest prefix that fits with its ellipsis, summed once, char by char (a tag of
        // thousands of characters costs no more than its length).
        let ellipsis = self.width("…", size);
        let scale = size * MM_PER_PT / f32::from(self.font.units_per_em.max(1));
        let mut used = ellipsis;
        let mut end = 0;
        for (i, c) in text.char_indices() {
            used += self.advance(c) * scale;
            if used > width {
                break;
            }
            end = i + c.len_utf8();
        }
        let kept = text[..end].trim_end();
        if kept.is_empty() && ellipsis > width { String::new() } else { format!("{kept}…") }
    }

    /// `text` in lines of at most `width` mm at `size` points, broken between words, and
    /// inside a word (a URL) longer than a line; at most `max_lines`, the last one shortened
    /// with an ellipsis when the text goes on.
    pub fn wrap(&self, text: &str, width: f32, size: f32, max_lines: usize) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let joined = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
            if self.width(&joined, size) <= width {
                line = joined;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            // A word longer than a line is broken where the line is full.
            for c in word.chars() {
                line.push(c);
                if self.width(&line, size) > width {
                    line.pop();
                    lines.push(std::mem::replace(&mut line, c.to_string()));
                }
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        if lines.len() > max_lines.max(1) {
            let rest = lines[max_lines.max(1) - 1..].join(" ");
            lines.truncate(max_lines.max(1) - 1);
            // The rest is longer than a line (it was broken): shortening it ends it with "…".
            lines.push(self.shorten(&rest, width, size));
        }
        lines
    }

    /// The largest size from `size` down to `min` at which `text` fits in `width` mm, and the
    /// text, shortened with an ellipsis if it does not fit even at `min`.
    pub fn fit(&self, text: &str, width: f32, size: f32, min: f32) -> (String, f32) {
        let mut s = size;
        while s > min && self.width(text, s) > width {
            s = (s - 0.5).max(min);
        }
        (self.shorten(text, width, s), s)
    }
}

/// Ops for one page, in millimetres from the top left.
struct Canvas<'m> {
    ops: Vec<Op>,
    font: printpdf::FontId,
    height: f32,
    metrics: &'m Metrics,
}

fn rgb(r: f32, g: f32, b: f32) -> Color {
    Color::Rgb(Rgb { r, g, b, icc_profile: None })
}

impl Canvas<'_> {
    fn point(&self, x: f32, y: f32) -> Point {
        Point::new(Mm(x), Mm(self.height - y))
    }

    /// Text with its baseline at `y`.
    fn text(&mut self, x: f32, y: f32, size: f32, text: &str) {
        self.ops.extend([
            Op::StartTextSection,
            Op::SetFont { font: PdfFontHandle::External(self.font.clone()), size: Pt(size) },
            Op::SetTextCursor { pos: self.point(x, y) },
            Op::ShowText { items: vec![TextItem::Text(text.to_owned())] },
            Op::EndTextSection,
        ]);
    }

    /// A field: its label in small type, then its value after it, fitted into `width` mm in
    /// all (smaller type first, then shortened); nothing after the label when the value is
    /// blank. `lines` > 1 wraps a long value onto lines below, each `leading` mm apart.
    fn field(&mut self, label: &str, value: &str, at: (f32, f32), width: f32, lines: usize) -> f32 {
        let (x, y) = at;
        self.text(x, y, 7.0, label);
        let vx = x + self.metrics.width(label, 7.0) + 2.5;
        let room = width - (vx - x);
        if value.is_empty() || room <= 0.0 {
            return vx;
        }
        if lines > 1 && self.metrics.width(value, 10.0) > room {
            let size = 8.0;
            for (k, line) in self.metrics.wrap(value, room, size, lines).iter().enumerate() {
                self.text(vx, y + k as f32 * 3.4, size, line);
            }
        } else {
            let (text, size) = self.metrics.fit(value, room, 10.0, 7.0);
            self.text(vx, y, size, &text);
        }
        vx
    }

    fn fill(&mut self, colour: Color) {
        self.ops.push(Op::SetFillColor { col: colour });
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, mode: PaintMode) {
        let bottom_left = self.point(x, y + h);
        self.ops.push(Op::DrawRectangle {
            rectangle: Rect {
                x: bottom_left.x,
                y: bottom_left.y,
                width: Mm(w).into(),
                height: Mm(h).into(),
                mode: Some(mode),
                winding_order: Some(WindingOrder::NonZero),
            },
        });
    }

    fn frame(&mut self, x: f32, y: f32, w: f32, h: f32, thickness: f32) {
        self.ops.push(Op::SetOutlineThickness { pt: Pt(thickness) });
        self.ops.push(Op::SetOutlineColor { col: rgb(0.0, 0.0, 0.0) });
        self.rect(x, y, w, h, PaintMode::Stroke);
    }

    fn polyline_grey(&mut self, points: &[(f32, f32)]) {
        self.ops.push(Op::SetOutlineThickness { pt: Pt(0.3) });
        self.ops.push(Op::SetOutlineColor { col: rgb(0.6, 0.6, 0.6) });
        let points = points.iter().map(|&(x, y)| LinePoint { p: self.point(x, y), bezier: false }).collect();
        self.ops.push(Op::DrawLine { line: Line { points, is_closed: false } });
    }

    fn polyline(&mut self, points: &[(f32, f32)], thickness: f32) {
        if points.len() < 2 {
            return;
        }
        self.ops.push(Op::SetOutlineThickness { pt: Pt(thickness) });
        self.ops.push(Op::SetOutlineColor { col: rgb(0.05, 0.05, 0.35) });
        let points = points.iter().map(|&(x, y)| LinePoint { p: self.point(x, y), bezier: false }).collect();
        self.ops.push(Op::DrawLine { line: Line { points, is_closed: false } });
    }
}

fn diagram(c: &mut Canvas, pos: &Chess, x: f32, y: f32, side: f32) {
    let sq = side / 8.0;
    for square in Square::ALL {
        let col = u32::from(square.file()) as f32;
        let row = 7.0 - u32::from(square.rank()) as f32;
        let light = (u32::from(square.file()) + u32::from(square.rank())) % 2 == 1;
        let shade = if light { 0.93 } else { 0.72 };
        c.fill(rgb(shade, shade, shade));
        c.rect(x + col * sq, y + row * sq, sq, sq, PaintMode::Fill);
        if let Some(piece) = pos.board().piece_at(square) {
            c.fill(rgb(0.0, 0.0, 0.0));
            c.text(
                x + col * sq + sq * 0.08,
                y + row * sq + sq * 0.82,
                sq * 2.2,
                &crate::notation::figurine(piece.role, piece.color).to_string(),
            );
        }
    }
    c.frame(x, y, side, side, 0.8);
    c.fill(rgb(0.0, 0.0, 0.0));
    for i in 0..8u8 {
        c.text(x + (f32::from(i) + 0.4) * sq, y + side + 3.2, 6.0, &((b'a' + i) as char).to_string());
        c.text(x - 2.8, y + (7.5 - f32::from(i)) * sq + 1.0, 6.0, &(i + 1).to_string());
    }
}

fn qr(c: &mut Canvas, data: &str, x: f32, y: f32, side: f32) -> bool {
    let Ok(code) = qrcode::QrCode::with_error_correction_level(data.as_bytes(), qrcode::EcLevel::L) else {
        return false;
    };
    let n = code.width();
    let module = side / n as f32;
    c.fill(rgb(0.0, 0.0, 0.0));
    for (i, colour) in code.to_colors().iter().enumerate() {
        if *colour == qrcode::Color::Dark {
            let (col, row) = ((i % n) as f32, (i / n) as f32);
            c.rect(x + col * module, y + row * module, module, module, PaintMode::Fill);
        }
    }
    true
}

/// A signature box at `area` (x, y, width, height in mm from the top left), under `heading`
/// (the label and whose signature it is, fitted to the box's width).
fn signature_box(c: &mut Canvas, labels: &Labels, heading: &str, sig: Option<&Signature>, area: [f32; 4]) {
    let [x, y, w, h] = area;
    c.fill(rgb(0.0, 0.0, 0.0));
    let (heading, size) = c.metrics.fit(heading, w, 8.0, 6.5);
    c.text(x, y - 1.5, size, &heading);
    c.frame(x, y, w, h, 0.5);
    let Some(sig) = sig else { return };
    let (bw, bh) = (f32::from(SIGNATURE_BOX.0), f32::from(SIGNATURE_BOX.1));
    let scale = ((w - 4.0) / bw).min((h - 10.0) / bh);
    for stroke in &sig.strokes {
        let points: Vec<(f32, f32)> =
            stroke.iter().map(|&(px, py)| (x + 2.0 + f32::from(px) * scale, y + 1.5 + f32::from(py) * scale)).collect();
        c.polyline(&points, 0.9);
    }
    c.fill(rgb(0.0, 0.0, 0.0));
    // Under the strokes: the name typed, and the time in local time with its offset (the
    // record keeps UTC); each fitted to the box.
    if !sig.name.is_empty() {
        let (name, size) = c.metrics.fit(&sig.name, w - 4.0, 7.0, 5.5);
        c.text(x + 2.0, y + h - 5.2, size, &name);
    }
    if !sig.signed_at.is_empty() {
        let when = format!("{} {}", labels.signed_at, super::print::local_time(&sig.signed_at));
        let (when, size) = c.metrics.fit(&when, w - 4.0, 6.5, 5.5);
        c.text(x + 2.0, y + h - 1.8, size, &when);
    }
}

/// The PGN movetext, for the QR code: English SAN, as an organiser's software reads it.
fn movetext(sheet: &Scoresheet) -> String {
    let bare = Scoresheet {
        moves: sheet
            .moves
            .iter()
            .map(|m| super::sheet::SheetMove {
                notes: Vec::new(),
                clock: None,
                used: None,
                draw_offer: false,
                san: m.san,
                after_illegal: m.after_illegal,
            })
            .collect(),
        white_signature: None,
        black_signature: None,
        seal: Vec::new(),
        ..sheet.clone()
    };
    let pgn = bare.to_pgn();
    let start = pgn.find("\n\n").map_or(0, |i| i + 2);
    pgn[start..].split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Each move as the players write it ([`MoveText`]), and the position the moves leave: the
/// last one a reader can replay, before the first illegal move that stands on the board.
fn written_moves(sheet: &Scoresheet, move_text: MoveText<'_>) -> (Vec<String>, Chess) {
    let mut pos = sheet.start.clone();
    let mut replaying = true;
    let mut mover = sheet.start.turn();
    let mut written = Vec::with_capacity(sheet.moves.len());
    for m in &sheet.moves {
        // From the first illegal move on, no position of chess follows the moves.
        replaying &= !m.after_illegal;
        let mv = if replaying { m.san.san.to_move(&pos).ok() } else { None };
        written.push(move_text(mv.is_some().then_some(&pos), &m.san, mover));
        match mv {
            Some(mv) => pos.play_unchecked(mv),
            None => replaying = false,
        }
        mover = !mover;
    }
    (written, pos)
}

/// How the players write a move: given the position before it (`None` where no position of
/// chess stands before it: an illegal move on the board, and the moves after it), the move in
/// SAN and who made it.
pub type MoveText<'a> = &'a dyn Fn(Option<&Chess>, &SanPlus, Side) -> String;

/// The notes beside the moves ([`Scoresheet::notes_to_print`]: what the arbiter did, claims,
/// what the analysis left undecided, moves after the end), one line of at most `width`
/// characters each (a longer one goes on, indented, on the next): the move it was written
/// after, as `written` has it (in the players' notation), then the note.
fn arbiter_lines(sheet: &Scoresheet, written: &[String], width: usize) -> Vec<String> {
    let notes = sheet.notes_to_print();
    if notes.is_empty() {
        return Vec::new();
    }
    let mut lines = Vec::new();
    for (i, text) in notes {
        let number = super::pgn::MoveNumber::of_ply(&sheet.start, i);
        let mut line = format!("{number} {}:", written[i]);
        for word in text.split_whitespace() {
            if line.chars().count() + 1 + word.chars().count() > width && !line.trim().is_empty() {
                lines.push(std::mem::replace(&mut line, "    ".to_owned()));
                line.push_str(word);
            } else {
                line.push(' ');
                line.push_str(word);
            }
        }
        lines.push(line);
    }
    lines
}

/// A new document titled `title`, made at `created` (seconds since 1970, UTC: its
/// `CreationDate` and `ModDate`), with the bundled font added: the document, the font's metrics
/// and its handle.
fn document(title: &str, created: u64) -> (PdfDocument, Metrics, printpdf::FontId) {
    let mut doc = PdfDocument::new(title);
    let made = i64::try_from(created).ok().and_then(|s| OffsetDateTime::from_unix_timestamp(s).ok());
    if let Some(made) = made {
        let info = &mut doc.metadata.info;
        (info.creation_date, info.modification_date, info.metadata_date) = (made, made, made);
    }
    let metrics = Metrics::bundled();
    let font = doc.add_font(&metrics.font);
    (doc, metrics, font)
}

/// Prints `sheet`, made at `created` (seconds since 1970, UTC: the document's `CreationDate`
/// and `ModDate`; the record layer reads no clock, the caller gives the time). `move_text`
/// writes a move in the players' notation (their piece letters or figurines); the PGN and the
/// QR code keep English SAN.
pub fn scoresheet_pdf(
    sheet: &Scoresheet,
    labels: &Labels,
    paper: Paper,
    move_text: MoveText<'_>,
    created: u64,
) -> Vec<u8> {
    let (width, height) = paper.size_mm();
    let names = [Side::White, Side::Black].map(|side| sheet.player(side).name);
    let title = if names.iter().all(String::is_empty) {
        labels.title.clone()
    } else {
        format!("{}: {} – {}", labels.title, names[0], names[1])
    };
    let (mut doc, metrics, font) = document(&title, created);
    let margin = 12.0;
    let header_bottom = 58.0;
    // Why the game ended, with its Article, under the result box.
    let reason_lines = sheet.ending().map(|e| metrics.wrap(&labels.words.reason(&e), 58.0, 7.0, 4)).unwrap_or_default();
    let reason_h = if reason_lines.is_empty() { 0.0 } else { 4.5 + reason_lines.len() as f32 * 3.0 };
    let signatures_top = height - margin - 30.0;
    let row = 5.0;
    // What the arbiter did, under the moves on the last page, across the page; what does not
    // fit there goes on pages of its own.
    let note_line = 3.4;
    // Each move as the players write it, and the final position.
    let (written, final_pos) = written_moves(sheet, move_text);
    let note_lines = arbiter_lines(sheet, &written, ((width - 2.0 * margin) / 1.55) as usize);
    let room = ((signatures_top - 6.0 - (header_bottom + 6.0 + 134.0 + reason_h)) / note_line).floor() as usize;
    let on_last = note_lines.len().min(room.saturating_sub(1));
    let notes_height = if note_lines.is_empty() { 0.0 } else { (on_last + 1) as f32 * note_line + 2.0 };
    let rows = ((signatures_top - 8.0 - notes_height - header_bottom - 6.0) / row).floor() as usize;
    let per_page = rows * 2;
    let start_black = sheet.start.turn() == Side::Black;
    let first_number = sheet.start.fullmoves().get() as usize;
    let offset = usize::from(start_black);
    let total_rows = (sheet.moves.len() + offset).div_ceil(2).max(1);
    let move_pages = total_rows.div_ceil(per_page).max(1);
    let per_notes_page = ((height - 2.0 * margin - 20.0) / note_line).floor() as usize;
    let pages = move_pages + (note_lines.len() - on_last).div_ceil(per_notes_page);

    // The key a sealed sheet carries, by its fingerprint, under the signatures: what an
    // organiser gives `escaque verify --key`.
    let sealed_with = sheet
        .seal
        .iter()
        .find(|(name, _)| name == "SealKey")
        .and_then(|(_, key)| super::seal::fingerprint(key))
        .map(|print| labels.words.sealed_with(&print));
    let mut pdf_pages = Vec::new();
    for page in 0..pages {
        let mut c = Canvas { ops: Vec::new(), font: font.clone(), height, metrics: &metrics };
        c.fill(rgb(0.0, 0.0, 0.0));
        c.text(margin, margin + 6.0, 16.0, &labels.title);
        if pages > 1 {
            c.text(width - margin - 20.0, margin + 6.0, 8.0, &format!("{} {}/{}", labels.page, page + 1, pages));
        }
        if page >= move_pages {
            // The arbiter's lines that did not fit under the moves.
            let first = on_last + (page - move_pages) * per_notes_page;
            let lines = &note_lines[first..(first + per_notes_page).min(note_lines.len())];
            c.text(margin, margin + 16.0, 8.0, &labels.arbiter);
            for (k, line) in lines.iter().enumerate() {
                c.text(margin, margin + 16.0 + (k + 1) as f32 * note_line, 7.0, line);
            }
            pdf_pages.push(PdfPage::new(Mm(width), Mm(height), c.ops));
            continue;
        }
        // The header: each field's value fitted to its own room, blank when not given.
        let shown = |name: &str| sheet.shown(name).unwrap_or_default().to_owned();
        let full = width - 2.0 * margin;
        let half_w = (full - 4.0) / 2.0;
        c.fill(rgb(0.0, 0.0, 0.0));
        c.field(&labels.event, &shown("Event"), (margin, margin + 14.0), 110.0, 2);
        c.field(&labels.site, &shown("Site"), (margin + 114.0, margin + 14.0), full - 114.0, 2);
        let row2 = margin + 23.0;
        // A date known in part (`2026.11.??`) is printed as far as it is known.
        let date = shown("Date").split('.').take_while(|p| !p.contains('?')).collect::<Vec<_>>().join(".");
        c.field(&labels.date, &date, (margin, row2), 40.0, 1);
        c.field(&labels.round, &shown("Round"), (margin + 42.0, row2), 26.0, 1);
        c.field(&labels.board, &shown("Board"), (margin + 70.0, row2), 26.0, 1);
        if let Some(arbiter) = sheet.shown(ARBITER_TAG) {
            c.field(&labels.arbiter_name, arbiter, (margin + 98.0, row2), full - 98.0, 1);
        }
        for (k, side) in [Side::White, Side::Black].into_iter().enumerate() {
            let player = sheet.player(side);
            let label = if side == Side::White { &labels.white } else { &labels.black };
            let x = margin + k as f32 * (half_w + 4.0);
            let vx = c.field(label, &player.name, (x, margin + 30.0), half_w, 1);
            let details = player.details();
            if !details.is_empty() {
                let (details, size) = metrics.fit(&details, half_w - (vx - x), 8.0, 6.5);
                c.text(vx, margin + 34.0, size, &details);
            }
        }
        let control = labels.words.control(sheet).unwrap_or_default();
        c.field(&labels.time_control, &control, (margin, margin + 40.5), full, 1);
        if let Some(start) = labels.words.start_position(sheet) {
            let x = margin;
            let y = margin + 46.0;
            c.text(x, y, 7.0, &labels.start_position);
            let vx = x + metrics.width(&labels.start_position, 7.0) + 2.5;
            let (start, size) = metrics.fit(&start, full - (vx - x), 8.0, 5.5);
            c.text(vx, y, size, &start);
        }
        // Moves: two columns of ruled rows: number, White's move and clock, Black's move and
        // clock.
        let col_w = (width - 2.0 * margin - 66.0) / 2.0;
        let half = (col_w - 7.0) / 2.0;
        let top = header_bottom + 6.0;
        for col in 0..2 {
            let x = margin + col as f32 * (col_w + 4.0);
            c.fill(rgb(0.0, 0.0, 0.0));
            c.text(x + 8.0, top - 1.5, 7.0, &labels.white);
            c.text(x + 7.0 + half + 1.0, top - 1.5, 7.0, &labels.black);
            c.frame(x, top, col_w, rows as f32 * row, 0.6);
            for r in 0..rows {
                let y = top + r as f32 * row;
                if r > 0 {
                    c.polyline_grey(&[(x, y), (x + col_w, y)]);
                }
                let row_index = page * per_page + col * rows + r;
                c.fill(rgb(0.0, 0.0, 0.0));
                c.text(x + 1.0, y + 3.7, 7.5, &format!("{}", first_number + row_index));
                if row_index >= total_rows {
                    continue;
                }
                for side in 0..2 {
                    let Some(i) = (row_index * 2 + side).checked_sub(offset).filter(|&i| i < sheet.moves.len()) else {
                        continue;
                    };
                    let m = &sheet.moves[i];
                    let mut text = written[i].clone();
                    if m.draw_offer {
                        text.push_str(" (=)");
                    }
                    let mx = x + 7.0 + side as f32 * half;
                    c.text(mx + 1.0, y + 3.7, 8.5, &text);
                    if let Some(clock) = m.clock {
                        c.text(mx + half - 10.5, y + 3.5, 5.5, &Hms(clock).shown().to_string());
                    }
                }
            }
            for dx in [7.0, 7.0 + half] {
                c.polyline_grey(&[(x + dx, top), (x + dx, top + rows as f32 * row)]);
            }
        }
        // The right-hand column: result, final position, QR code.
        let rx = width - margin - 60.0;
        c.fill(rgb(0.0, 0.0, 0.0));
        c.text(rx, top - 1.0, 8.0, &labels.result);
        c.frame(rx, top + 1.0, 60.0, 12.0, 0.8);
        let result = sheet.exact_result().unwrap_or_else(|| labels.annulled.clone());
        c.text(rx + 18.0, top + 10.0, 16.0, &result);
        if !reason_lines.is_empty() {
            c.text(rx, top + 17.5, 7.0, &labels.reason);
            for (k, line) in reason_lines.iter().enumerate() {
                c.text(rx + 1.0, top + 21.0 + k as f32 * 3.0, 7.0, line);
            }
        }
        c.text(rx, top + 22.0 + reason_h, 8.0, &labels.final_position);
        diagram(&mut c, &final_pos, rx + 4.0, top + 25.0 + reason_h, 54.0);
        let qr_top = top + 89.0 + reason_h;
        if qr(&mut c, &movetext(sheet), rx + 10.0, qr_top + 3.0, 40.0) {
            c.fill(rgb(0.0, 0.0, 0.0));
            c.text(rx + 4.0, qr_top, 7.0, &labels.scan_moves);
        }
        if page + 1 == move_pages && !note_lines.is_empty() {
            let y = signatures_top - 6.0 - notes_height;
            c.fill(rgb(0.0, 0.0, 0.0));
            c.text(margin, y + note_line, 8.0, &labels.arbiter);
            for (k, line) in note_lines[..on_last].iter().enumerate() {
                c.text(margin, y + (k + 2) as f32 * note_line, 7.0, line);
            }
        }
        // Signatures (8.7), and the arbiter's when the arbiter is named.
        let arbiter = sheet.shown(ARBITER_TAG);
        let boxes = if arbiter.is_some() { 3.0 } else { 2.0 };
        let sw = (width - 2.0 * margin - 8.0 * (boxes - 1.0)) / boxes;
        for (k, side) in [Side::White, Side::Black].into_iter().enumerate() {
            let heading = format!("{} — {}", labels.signature, sheet.player(side).name);
            let heading = heading.trim_end_matches([' ', '—']);
            let x = margin + k as f32 * (sw + 8.0);
            signature_box(&mut c, labels, heading, sheet.signature(side), [x, signatures_top, sw, 28.0]);
        }
        if let Some(name) = arbiter {
            let heading = format!("{} — {name}", labels.arbiter_signature);
            signature_box(&mut c, labels, &heading, None, [margin + 2.0 * (sw + 8.0), signatures_top, sw, 28.0]);
        }
        if let Some(sealed) = &sealed_with {
            c.fill(rgb(0.0, 0.0, 0.0));
            c.text(margin, height - margin + 5.0, 7.0, sealed);
        }
        pdf_pages.push(PdfPage::new(Mm(width), Mm(height), c.ops));
    }
    doc.with_pages(pdf_pages).save(&PdfSaveOptions::default(), &mut Vec::new())
}

/// A table of text to print (an evening's crosstable): a title, lines under it, a header row,
/// the rows, and notes under them (a legend). The PDF knows no language: the caller gives every
/// word.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintedTable {
    /// The heading, also the document's title.
    pub title: String,
    /// Lines under the title (the event, the place, the date).
    pub lines: Vec<String>,
    /// The header row.
    pub header: Vec<String>,
    /// The rows, each as many cells as the header.
    pub rows: Vec<Vec<String>>,
    /// Which columns are numbers, right-aligned.
    pub numeric: Vec<bool>,
    /// Lines under the table (what the marks mean).
    pub notes: Vec<String>,
}

/// Prints `table` on landscape A4 pages, the header row on each, made at `created` (seconds
/// since 1970, UTC). Each column as wide as its widest text; a table wider than the page is set
/// in smaller type (down to 5.5 points), and beyond that its cells shortened with an ellipsis.
pub fn table_pdf(table: &PrintedTable, created: u64) -> Vec<u8> {
    let (width, height) = (297.0, 210.0);
    let (mut doc, metrics, font) = document(&table.title, created);
    let margin = 12.0;
    let room = width - 2.0 * margin;
    let columns = table.header.len();
    let pad = 2.0;
    let widths_at = |size: f32| -> Vec<f32> {
        (0..columns)
            .map(|c| {
                let cells = std::iter::once(&table.header[c]).chain(table.rows.iter().filter_map(|r| r.get(c)));
                cells.map(|t| metrics.width(t, size)).fold(0.0, f32::max) + 2.0 * pad
            })
            .collect()
    };
    let mut size = 9.0;
    while size > 5.5 && widths_at(size).iter().sum::<f32>() > room {
        size -= 0.5;
    }
    let mut widths = widths_at(size);
    let total: f32 = widths.iter().sum();
    if total > room {
        // Still too wide: every column narrowed in proportion, its cells shortened.
        widths.iter_mut().for_each(|w| *w *= room / total);
    }
    let row_h = size * 0.55 + 2.2;
    let top = margin + 8.0 + table.lines.len() as f32 * 5.0 + 4.0;
    let notes_h = table.notes.len() as f32 * 3.8 + 4.0;
    let per_page = (((height - margin - top - row_h) / row_h).floor() as usize).max(1);
    let chunks: Vec<&[Vec<String>]> =
        if table.rows.is_empty() { vec![&[][..]] } else { table.rows.chunks(per_page).collect() };
    let last = chunks.len() - 1;
    let mut pages = Vec::new();
    for (page, rows) in chunks.iter().enumerate() {
        let mut c = Canvas { ops: Vec::new(), font: font.clone(), height, metrics: &metrics };
        c.fill(rgb(0.0, 0.0, 0.0));
        let (title, title_size) = metrics.fit(&table.title, room, 16.0, 10.0);
        c.text(margin, margin + 6.0, title_size, &title);
        for (k, line) in table.lines.iter().enumerate() {
            let (line, line_size) = metrics.fit(line, room, 9.0, 6.0);
            c.text(margin, margin + 13.0 + k as f32 * 5.0, line_size, &line);
        }
        let draw_row = |c: &mut Canvas, y: f32, cells: &[String]| {
            let mut x = margin;
            for (k, w) in widths.iter().enumerate() {
                // A hair of room more: the widest text was measured to fill its column exactly.
                let text = metrics.shorten(cells.get(k).map_or("", String::as_str), w - 2.0 * pad + 0.05, size);
                let right = table.numeric.get(k).copied().unwrap_or(false);
                let tx = if right { x + w - pad - metrics.width(&text, size) } else { x + pad };
                c.text(tx, y + row_h - 1.6, size, &text);
                x += w;
            }
        };
        c.fill(rgb(0.85, 0.85, 0.85));
        c.rect(margin, top, widths.iter().sum(), row_h, PaintMode::Fill);
        c.fill(rgb(0.0, 0.0, 0.0));
        draw_row(&mut c, top, &table.header);
        for (r, cells) in rows.iter().enumerate() {
            let y = top + (r + 1) as f32 * row_h;
            c.polyline_grey(&[(margin, y), (margin + widths.iter().sum::<f32>(), y)]);
            c.fill(rgb(0.0, 0.0, 0.0));
            draw_row(&mut c, y, cells);
        }
        let bottom = top + (rows.len() + 1) as f32 * row_h;
        c.frame(margin, top, widths.iter().sum(), bottom - top, 0.6);
        if page == last {
            // The legend under the table, or on the page's foot when the rows fill it.
            let y = (bottom + 6.0).min(height - margin - notes_h + 4.0);
            c.fill(rgb(0.0, 0.0, 0.0));
            for (k, note) in table.notes.iter().enumerate() {
                let (note, note_size) = metrics.fit(note, room, 7.5, 5.5);
                c.text(margin, y + k as f32 * 3.8, note_size, &note);
            }
        }
        if last > 0 {
            c.text(width - margin - 12.0, height - margin + 5.0, 7.0, &format!("{}/{}", page + 1, last + 1));
        }
        pages.push(PdfPage::new(Mm(width), Mm(height), c.ops));
    }
    doc.with_pages(pages).save(&PdfSaveOptions::default(), &mut Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_of_any_length_is_shortened_to_the_longest_prefix_that_fits() {
        let m = Metrics::bundled();
        let long = "Campeonato Galego de Xadrez por Equipos ".repeat(2_000);
        let cut = m.shorten(&long, 60.0, 10.0);
        assert!(cut.ends_with('…') && m.width(&cut, 10.0) <= 60.0, "{cut}");
        // One character more would not fit.
        let kept = cut.trim_end_matches('…');
        let next = long[kept.len()..].chars().find(|c| !c.is_whitespace()).unwrap();
        assert!(m.width(&format!("{kept}{next}…"), 10.0) > 60.0 || kept.ends_with(' '), "{cut}");
    }

    #[test]
    fn widths_come_from_the_font_and_long_texts_are_fitted() {
        let m = Metrics::bundled();
        // DejaVu Sans is proportional: an "i" is narrower than an "M"; widths add up.
        assert!(m.width("i", 10.0) < m.width("M", 10.0));
        assert!((m.width("MM", 10.0) - 2.0 * m.width("M", 10.0)).abs() < 1e-4);
        assert!((m.width("M", 20.0) - 2.0 * m.width("M", 10.0)).abs() < 1e-4);
        let name = "Maximiliano Alejandro Rodríguez-Figueroa";
        // Cut with an ellipsis, to the width given.
        let cut = m.shorten(name, 30.0, 10.0);
        assert!(cut.ends_with('…') && m.width(&cut, 10.0) <= 30.0, "{cut}");
        assert!(name.starts_with(cut.trim_end_matches('…')));
        assert_eq!(m.shorten(name, 200.0, 10.0), name);
        // Smaller type before cutting.
        let (text, size) = m.fit(name, m.width(name, 8.0) + 0.1, 10.0, 7.0);
        assert_eq!((text.as_str(), size), (name, 8.0));
        // Wrapped between words, a URL inside itself; the last line says that more was cut.
        let site = "https://www.xadrezgalego.example.org/torneos/2026/aberto-internacional-de-vigo/rolda-3";
        let lines = m.wrap(site, 40.0, 8.0, 2);
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().all(|l| m.width(l, 8.0) <= 40.0), "{lines:?}");
        assert!(site.starts_with(&lines[0]) && lines[1].ends_with('…'), "{lines:?}");
        let all = m.wrap(site, 40.0, 8.0, 9);
        assert_eq!(all.concat(), site);
        assert_eq!(m.wrap("Club training", 40.0, 8.0, 2), ["Club training"]);
    }
}
