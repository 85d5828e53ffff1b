//! The colours of the board, the pieces and the clocks, and the window's look (issue 16,
//! "seeing less well"): the normal palette, and a high-contrast one for players who see less
//! well. In high contrast the squares and the pieces differ strongly in luminance (the WCAG
//! contrast ratios are checked in the tests below), every piece has a thick outline of the
//! opposite colour, the markers (last move, touched piece, check, hints) are told apart by their
//! shape and not by colour alone, and the window's text and focus rings are strong.
//!
//! The look in use ([`Look`]: high contrast or not, and the size of the clocks' digits and of
//! the board's coordinates) is kept in the egui context by [`follow`], once a frame, from the
//! settings; the drawing code reads it from there ([`Palette::of`], [`Look::of`]).

use eframe::egui;
use egui::{Color32, Rect, Stroke, StrokeKind, Vec2};

use crate::platform::settings::{PrintSize, Settings};

/// The key that turns high contrast on and off, like the toggle in the "View" menu.
pub const HIGH_CONTRAST_KEY: egui::Key = egui::Key::F8;

/// A piece's colours: its body and its outline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ink {
    /// The body of the piece.
    pub fill: Color32,
    /// Its outline (and the lines inside it).
    pub line: Color32,
}

/// A clock face's colours: background and digits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Face {
    /// The face.
    pub bg: Color32,
    /// The digits and the words on it.
    pub fg: Color32,
}

/// The colours of the board, the pieces and the clocks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// Light squares.
    pub light: Color32,
    /// Dark squares.
    pub dark: Color32,
    /// Laid over the two squares of the last move (in high contrast, their corner brackets).
    pub last_move: Color32,
    /// The outline of a touched piece's square.
    pub touched: Color32,
    /// The king in check.
    pub check: Color32,
    /// The squares a touched piece may go to (with shaped markers, the square's ink instead).
    pub hint: Color32,
    /// White's pieces.
    pub white: Ink,
    /// Black's pieces.
    pub black: Ink,
    /// The outline drawn around each piece's body, as a fraction of the square (0: the font's
    /// own thin outline only).
    pub halo: f32,
    /// The markers are shapes drawn in the colour that stands out on their square (black on
    /// light squares, white on dark ones): corner brackets for the last move, a double frame for
    /// a touched piece, a double ring for check, dots and rings for hints.
    pub shaped_markers: bool,
    /// A frame round the board (`None`: none).
    pub frame: Option<Stroke>,
    /// The board's coordinates; `None`: the window's weak text colour.
    pub coordinates: Option<Color32>,
    /// The running clock.
    pub running: Face,
    /// The clock at rest; `None`: the window's faint background and weak text.
    pub idle: Option<Face>,
    /// The running clock under a minute.
    pub low: Face,
    /// The clock whose flag has fallen.
    pub flag: Face,
    /// The frame of the running clock, and its width; in [`Color32::PLACEHOLDER`], the digits'
    /// colour (so that it shows on every face: black on yellow, yellow on black).
    pub running_frame: Stroke,
    /// The frame of a clock at rest (`Stroke::NONE`: none).
    pub idle_frame: Stroke,
    /// The delay's draining bar; `None`: the digits' colour.
    pub delay_bar: Option<Color32>,
    /// The clock's digits drawn bolder: drawn again this fraction of their size to each side
    /// (0: once).
    pub bold_digits: f32,
    /// The window's background, behind every panel.
    pub background: Color32,
}

/// The running clock's face in the normal palette: dark enough for white digits at 8:1.
const RUNNING_GREEN: Color32 = Color32::from_rgb(0x14, 0x5C, 0x32);

impl Palette {
    /// Today's colours: warm wood squares, pale and dark pieces, and the running clock's whole
    /// face dark green with white digits beside a pale grey face at rest, so that whose time runs
    /// shows across a room (FIDE's clock standard asks for it from 10 m), not only a frame.
    pub const NORMAL: Palette = Palette {
        light: Color32::from_rgb(0xEB, 0xDD, 0xC2),
        dark: Color32::from_rgb(0xA9, 0x7F, 0x5E),
        last_move: Color32::from_rgba_unmultiplied_const(0x9B, 0xB0, 0x2A, 0x60),
        touched: Color32::from_rgb(0x1E, 0x6F, 0xD9),
        check: Color32::from_rgba_unmultiplied_const(0xD0, 0x20, 0x20, 0xA0),
        hint: Color32::from_rgba_unmultiplied_const(0x20, 0x30, 0x20, 0x50),
        white: Ink { fill: Color32::from_rgb(0xFB, 0xFA, 0xF5), line: Color32::from_rgb(0x20, 0x20, 0x20) },
        black: Ink { fill: Color32::from_rgb(0x22, 0x22, 0x22), line: Color32::from_rgb(0x10, 0x10, 0x10) },
        halo: 0.0,
        shaped_markers: false,
        frame: None,
        coordinates: None,
        running: Face { bg: RUNNING_GREEN, fg: Color32::WHITE },
        idle: Some(Face { bg: Color32::from_rgb(0xE4, 0xE4, 0xDE), fg: Color32::from_rgb(0x3A, 0x3A, 0x3A) }),
        low: Face { bg: Color32::from_rgb(0xF6, 0xD3, 0x5B), fg: Color32::from_rgb(0x90, 0x10, 0x10) },
        flag: Face { bg: Color32::from_rgb(0xB0, 0x18, 0x18), fg: Color32::WHITE },
        running_frame: Stroke::NONE,
        idle_frame: Stroke::NONE,
        delay_bar: None,
        bold_digits: 0.0,
        background: Color32::from_rgb(248, 248, 248),
    };

    /// High contrast: cream and deep blue squares, white pieces outlined in black and black
    /// pieces outlined in white, markers shaped, the running clock black on yellow in a thick
    /// black frame, the window black on white.
    pub const HIGH_CONTRAST: Palette = Palette {
        light: Color32::from_rgb(0xFF, 0xF6, 0xC8),
        dark: Color32::from_rgb(0x26, 0x44, 0x78),
        last_move: Color32::from_rgb(0xFF, 0xC4, 0x00),
        touched: Color32::from_rgb(0xFF, 0x6A, 0x00),
        check: Color32::from_rgb(0xE0, 0x10, 0x10),
        hint: Color32::BLACK,
        white: Ink { fill: Color32::WHITE, line: Color32::BLACK },
        black: Ink { fill: Color32::BLACK, line: Color32::WHITE },
        halo: 0.06,
        shaped_markers: true,
        frame: Some(Stroke { width: 3.0, color: Color32::BLACK }),
        coordinates: Some(Color32::BLACK),
        running: Face { bg: Color32::from_rgb(0xFF, 0xE6, 0x00), fg: Color32::BLACK },
        idle: Some(Face { bg: Color32::WHITE, fg: Color32::from_rgb(0x30, 0x30, 0x30) }),
        low: Face { bg: Color32::BLACK, fg: Color32::from_rgb(0xFF, 0xE6, 0x00) },
        flag: Face { bg: Color32::from_rgb(0x8B, 0x00, 0x00), fg: Color32::WHITE },
        running_frame: Stroke { width: 9.0, color: Color32::PLACEHOLDER },
        idle_frame: Stroke { width: 2.0, color: Color32::from_rgb(0x30, 0x30, 0x30) },
        delay_bar: None,
        bold_digits: 0.012,
        background: Color32::WHITE,
    };

    /// The palette in use in `ctx` (see [`follow`]).
    pub fn of(ctx: &egui::Context) -> &'static Palette {
        Look::of(ctx).palette()
    }

    /// The colour that stands out most on a square: black on light squares, white on dark ones
    /// (for the shaped markers).
    pub fn ink_on(&self, light_square: bool) -> Color32 {
        if light_square { Color32::BLACK } else { Color32::WHITE }
    }

    /// A piece's colours.
    pub fn piece(&self, colour: shakmaty::Color) -> Ink {
        match colour {
            shakmaty::Color::White => self.white,
            shakmaty::Color::Black => self.black,
        }
    }
}

/// The markers on the board, painted on a square's `rect` (`light`: a light square).
impl Palette {
    /// The fill of a square.
    pub fn square(&self, light: bool) -> Color32 {
        if light { self.light } else { self.dark }
    }

    /// One of the two squares of the last move: tinted; in high contrast, instead, a bracket in
    /// each corner, the last move's colour edged in the square's ink.
    pub fn mark_last_move(&self, painter: &egui::Painter, rect: Rect, light: bool) {
        if !self.shaped_markers {
            painter.rect_filled(rect, 0.0, self.last_move);
            return;
        }
        let size = rect.width();
        let (outer, inner) = (size * 0.085, size * 0.05);
        let r = rect.shrink(outer / 2.0);
        let arm = size * 0.3;
        for (corner, dx, dy) in [
            (r.left_top(), 1.0, 1.0),
            (r.right_top(), -1.0, 1.0),
            (r.left_bottom(), 1.0, -1.0),
            (r.right_bottom(), -1.0, -1.0),
        ] {
            let points = vec![corner + Vec2::new(dx * arm, 0.0), corner, corner + Vec2::new(0.0, dy * arm)];
            for stroke in [Stroke::new(outer, self.ink_on(light)), Stroke::new(inner, self.last_move)] {
                painter.add(egui::Shape::line(points.clone(), stroke));
            }
        }
    }

    /// The king in check: a red disc; in high contrast a thick red ring edged in the square's
    /// ink, drawn round the king.
    pub fn mark_check(&self, painter: &egui::Painter, rect: Rect, light: bool) {
        let size = rect.width();
        if self.shaped_markers {
            let ink = self.ink_on(light);
            painter.circle_stroke(rect.center(), size * 0.43, Stroke::new(size * 0.12, ink));
            painter.circle_stroke(rect.center(), size * 0.43, Stroke::new(size * 0.07, self.check));
        } else {
            painter.circle_filled(rect.center(), size * 0.48, self.check);
        }
    }

    /// A touched piece's square (`first`: the first touched, which binds, drawn thicker); in
    /// high contrast a double frame: the square's ink outside, the touched colour inside.
    pub fn mark_touched(&self, painter: &egui::Painter, rect: Rect, first: bool, light: bool) {
        let size = rect.width();
        let inner = rect.shrink(size * 0.03);
        let width = if first { size * 0.07 } else { size * 0.04 };
        if self.shaped_markers {
            let width = width * 1.6;
            painter.rect_stroke(inner, size * 0.08, Stroke::new(width, self.ink_on(light)), StrokeKind::Inside);
            painter.rect_stroke(
                inner.shrink(width * 0.25),
                size * 0.06,
                Stroke::new(width * 0.5, self.touched),
                StrokeKind::Inside,
            );
        } else {
            painter.rect_stroke(inner, size * 0.08, Stroke::new(width, self.touched), StrokeKind::Inside);
        }
    }

    /// The square of the piece being moved: a frame; in high contrast a dashed one in the
    /// square's ink.
    pub fn mark_selected(&self, painter: &egui::Painter, rect: Rect, light: bool) {
        let size = rect.width();
        if self.shaped_markers {
            let r = rect.shrink(size * 0.04);
            let ink = self.ink_on(light);
            let points = [r.left_top(), r.right_top(), r.right_bottom(), r.left_bottom(), r.left_top()];
            painter.extend(egui::Shape::dashed_line(&points, Stroke::new(size * 0.06, ink), size * 0.12, size * 0.08));
        } else {
            painter.rect_stroke(
                rect,
                0.0,
                Stroke::new(size * 0.04, self.touched.gamma_multiply(0.6)),
                StrokeKind::Inside,
            );
        }
    }

    /// A square the touched piece may go to: a dot, or a ring round a piece it may take; in
    /// high contrast in the square's ink, edged in the other.
    pub fn mark_hint(&self, painter: &egui::Painter, rect: Rect, occupied: bool, light: bool) {
        let size = rect.width();
        let (colour, edge) = if self.shaped_markers {
            (self.ink_on(light), Stroke::new(size * 0.02, self.ink_on(!light)))
        } else {
            (self.hint, Stroke::NONE)
        };
        if occupied {
            painter.circle_stroke(rect.center(), size * 0.44, Stroke::new(size * 0.06, colour));
        } else {
            painter.circle(rect.center(), size * 0.14, colour, edge);
        }
    }

    /// The frame round the board, if this palette has one.
    pub fn mark_board(&self, painter: &egui::Painter, board: Rect) {
        if let Some(frame) = self.frame {
            painter.rect_stroke(board, 0.0, frame, StrokeKind::Outside);
        }
    }

    /// The colour of the board's coordinates.
    pub fn coordinates(&self, visuals: &egui::Visuals) -> Color32 {
        self.coordinates.unwrap_or_else(|| visuals.weak_text_color())
    }

    /// A piece's glyphs at `centre` in `font`, upright or turned: the body (`body`), then the
    /// outline (`outline`); with a halo, the body is first drawn in the outline's colour all
    /// round, a little out, so that the piece has a thick outline.
    pub fn paint_piece(
        &self,
        painter: &egui::Painter,
        centre: egui::Pos2,
        (body, outline): (&str, &str),
        font: egui::FontId,
        ink: Ink,
        turned: bool,
    ) {
        let glyph = |glyph: &str, at: egui::Pos2, colour: Color32| {
            let galley = painter.layout_no_wrap(glyph.to_owned(), font.clone(), colour);
            super::turned::paint_centred(painter, at, galley, colour, turned);
        };
        if self.halo > 0.0 {
            // The font's size is 0.82 of the square.
            let r = font.size / 0.82 * self.halo;
            for i in 0..12 {
                let angle = i as f32 * std::f32::consts::TAU / 12.0;
                glyph(body, centre + r * Vec2::angled(angle), ink.line);
            }
        }
        let light = luminance(ink.fill) > luminance(ink.line);
        if self.halo > 0.0 && light {
            // The body's gaps (its inner lines, drawn by the outline glyph) would let the dark
            // halo through: the body is laid a little to each side to close them.
            let r = font.size / 0.82 * self.halo * 0.4;
            for i in 0..8 {
                let angle = i as f32 * std::f32::consts::TAU / 8.0;
                glyph(body, centre + r * Vec2::angled(angle), ink.fill);
            }
        }
        glyph(body, centre, ink.fill);
        // With a halo, a dark piece's inner lines are the gaps in its body, where the light halo
        // shows through: the outline glyph in light over it would turn parts of it light (the
        // bishop's mitre, which that glyph fills).
        if self.halo == 0.0 || light {
            glyph(outline, centre, ink.line);
        }
    }
}

/// How the window looks: the palette, and the size of the clocks' digits and the board's
/// coordinates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// The high-contrast palette and window.
    pub high_contrast: bool,
    /// The size of the clocks' digits and the board's coordinates.
    pub size: PrintSize,
}

impl Look {
    /// The look the settings ask for.
    pub fn of_settings(settings: &Settings) -> Look {
        Look { high_contrast: settings.high_contrast, size: settings.print_size }
    }

    /// The look in use in `ctx`: the last one [`follow`] set, or the normal one.
    pub fn of(ctx: &egui::Context) -> Look {
        ctx.data(|d| d.get_temp::<Look>(look_id())).unwrap_or_default()
    }

    /// Its palette.
    pub fn palette(self) -> &'static Palette {
        if self.high_contrast { &Palette::HIGH_CONTRAST } else { &Palette::NORMAL }
    }

    /// How much larger than normal the clocks' digits and the board's coordinates are.
    pub fn scale(self) -> f32 {
        factor(self.size)
    }
}

/// How much larger than normal each size is: Large a quarter, Largest a half.
pub fn factor(size: PrintSize) -> f32 {
    match size {
        PrintSize::Normal => 1.0,
        PrintSize::Large => 1.25,
        PrintSize::Largest => 1.5,
    }
}

fn look_id() -> egui::Id {
    egui::Id::unique("escaque look")
}

/// Puts the look `settings` ask for into `ctx`, and the window's visuals to match when it
/// changed: called at the start of every frame.
pub fn follow(ctx: &egui::Context, settings: &Settings) {
    let look = Look::of_settings(settings);
    let applied = ctx.data(|d| d.get_temp::<Look>(look_id()));
    if applied != Some(look) {
        ctx.data_mut(|d| d.insert_temp(look_id(), look));
        let visuals = visuals(look.high_contrast);
        ctx.all_styles_mut(|style| style.visuals = visuals.clone());
    }
}

/// The window's visuals: egui's light theme with no panel fill (see [`super::style`]), or in
/// high contrast black text on white, every button and field outlined, and a thick blue ring on
/// the widget that has the keyboard's focus.
pub fn visuals(high_contrast: bool) -> egui::Visuals {
    let mut visuals = egui::Visuals::light();
    visuals.panel_fill = Color32::TRANSPARENT;
    if !high_contrast {
        return visuals;
    }
    let black = Color32::BLACK;
    let focus = Color32::from_rgb(0x00, 0x3D, 0xCC);
    visuals.override_text_color = Some(black);
    visuals.weak_text_color = Some(Color32::from_rgb(0x30, 0x30, 0x30));
    visuals.faint_bg_color = Color32::from_gray(0xEE);
    visuals.extreme_bg_color = Color32::WHITE;
    visuals.window_fill = Color32::WHITE;
    visuals.window_stroke = Stroke::new(2.0, black);
    visuals.warn_fg_color = Color32::from_rgb(0x9A, 0x34, 0x00);
    visuals.error_fg_color = Color32::from_rgb(0xB0, 0x00, 0x00);
    visuals.hyperlink_color = focus;
    visuals.disabled_alpha = 0.6;
    visuals.selection.bg_fill = Color32::from_rgb(0xB8, 0xD0, 0xFF);
    visuals.selection.stroke = Stroke::new(3.0, focus);
    visuals.text_cursor.stroke = Stroke::new(3.0, black);
    let widgets = &mut visuals.widgets;
    widgets.noninteractive.fg_stroke = Stroke::new(1.5, black);
    widgets.noninteractive.bg_stroke = Stroke::new(1.5, black);
    widgets.noninteractive.bg_fill = Color32::WHITE;
    widgets.noninteractive.weak_bg_fill = Color32::WHITE;
    widgets.inactive.fg_stroke = Stroke::new(2.0, black);
    widgets.inactive.bg_stroke = Stroke::new(1.5, black);
    widgets.inactive.bg_fill = Color32::WHITE;
    widgets.inactive.weak_bg_fill = Color32::from_gray(0xF2);
    widgets.hovered.fg_stroke = Stroke::new(2.0, black);
    widgets.hovered.bg_stroke = Stroke::new(2.5, black);
    widgets.hovered.bg_fill = Color32::from_rgb(0xDD, 0xE8, 0xFF);
    widgets.hovered.weak_bg_fill = Color32::from_rgb(0xDD, 0xE8, 0xFF);
    // egui draws a widget with the keyboard's focus as an active one: the focus ring.
    widgets.active.fg_stroke = Stroke::new(2.0, black);
    widgets.active.bg_stroke = Stroke::new(4.0, focus);
    widgets.active.bg_fill = Color32::from_rgb(0xDD, 0xE8, 0xFF);
    widgets.active.weak_bg_fill = Color32::from_rgb(0xDD, 0xE8, 0xFF);
    widgets.open.fg_stroke = Stroke::new(2.0, black);
    widgets.open.bg_stroke = Stroke::new(2.5, black);
    visuals
}

/// The relative luminance of a colour, as WCAG 2 defines it (sRGB, from 0 for black to 1 for
/// white).
pub fn luminance(colour: Color32) -> f32 {
    let channel = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * channel(colour.r()) + 0.7152 * channel(colour.g()) + 0.0722 * channel(colour.b())
}

/// The WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black and white).
///
/// ```
/// use escaque::ui::palette::contrast;
/// use eframe::egui::Color32;
/// assert_eq!(contrast(Color32::BLACK, Color32::WHITE).round(), 21.0);
/// assert_eq!(contrast(Color32::WHITE, Color32::WHITE), 1.0);
/// ```
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ratios, rounded to a tenth, as the README states them.
    fn ratio(a: Color32, b: Color32) -> f32 {
        (contrast(a, b) * 10.0).round() / 10.0
    }

    /// Each pair of colours has the ratio stated, to a tenth.
    fn assert_ratios(pairs: &[(&str, Color32, Color32, f32)]) {
        for &(what, a, b, stated) in pairs {
            assert_eq!(ratio(a, b), stated, "{what}");
        }
    }

    #[test]
    fn high_contrast_squares_and_pieces_reach_seven_to_one_where_it_matters() {
        let p = Palette::HIGH_CONTRAST;
        // Every piece has a thick outline, and the markers are shapes in the colour that
        // stands out on their square (21:1 to the ink's opposite, and at least 7:1 on each).
        assert!(p.halo > 0.0 && p.shaped_markers);
        assert!(contrast(p.ink_on(true), p.light) >= 7.0 && contrast(p.ink_on(false), p.dark) >= 7.0);
    }

    #[test]
    fn high_contrast_clocks_and_coordinates_reach_seven_to_one() {
        let p = Palette::HIGH_CONTRAST;
        let idle = p.idle.unwrap();
        // Running 16.6:1 (black on yellow), at rest 13.2:1, under a minute 16.6:1, flag 10.0:1.
        assert_eq!(ratio(p.running.fg, p.running.bg), 16.6);
        assert_eq!(ratio(idle.fg, idle.bg), 13.2);
        assert_eq!(ratio(p.low.fg, p.low.bg), 16.6);
        assert_eq!(ratio(p.flag.fg, p.flag.bg), 10.0);
        // The coordinates, black on the white background: 21:1.
        assert_eq!(ratio(p.coordinates.unwrap(), p.background), 21.0);
        // The running clock is told from the one at rest by more than colour: a frame four and
        // a half times as thick.
        assert!(p.running_frame.width >= 4.0 * p.idle_frame.width);
        // In the digits' colour: black on yellow, yellow on black, white on red.
        assert_eq!(p.running_frame.color, Color32::PLACEHOLDER);
        // The window's text and the focus ring.
        let v = visuals(true);
        assert_eq!(ratio(v.override_text_color.unwrap(), p.background), 21.0);
        assert!(contrast(v.widgets.active.bg_stroke.color, p.background) >= 7.0);
        // Warnings 7.3:1, errors 7.4:1, the focus ring 8.3:1.
        assert!(contrast(v.warn_fg_color, p.background) >= 7.0);
        assert!(contrast(v.error_fg_color, p.background) >= 7.0);
    }

    #[test]
    fn the_normal_palette_is_todays_and_its_ratios_are_stated() {
        let p = Palette::NORMAL;
        // White digits on the running clock's green face.
        assert!(contrast(p.running.fg, p.running.bg) >= 7.0);
        assert!(p.halo == 0.0 && !p.shaped_markers);
    }

    /// The ratios the README states for both palettes; in high contrast every one of them at
    /// least 7:1 (WCAG AAA), where it matters: the squares, and each piece on either square.
    #[test]
    fn the_stated_contrast_ratios_hold() {
        let p = Palette::HIGH_CONTRAST;
        let high_contrast = [
            // The squares against each other: 8.8:1.
            ("squares", p.light, p.dark, 8.8),
            // A white piece's body on a dark square, and its outline on a light square (where
            // the body alone would not stand out): 9.6:1 and 19.3:1.
            ("white body on dark", p.white.fill, p.dark, 9.6),
            ("white outline on light", p.white.line, p.light, 19.3),
            // A black piece's body on a light square, and its white outline on a dark square:
            // 19.3:1 and 9.6:1.
            ("black body on light", p.black.fill, p.light, 19.3),
            ("black outline on dark", p.black.line, p.dark, 9.6),
            // A piece's body against its own outline: 21:1.
            ("white body on its outline", p.white.fill, p.white.line, 21.0),
            ("black body on its outline", p.black.fill, p.black.line, 21.0),
        ];
        assert_ratios(&high_contrast);
        for (what, a, b, _) in high_contrast {
            assert!(contrast(a, b) >= 7.0, "{what}: {}", contrast(a, b));
        }
        let p = Palette::NORMAL;
        // The normal wood squares differ by 2.7:1 only; the pieces' bodies on them 1.3:1 (white
        // on light, where the thin outline does the work) to 11.9:1: enough with good eyes,
        // which is why high contrast exists.
        assert_ratios(&[
            ("squares", p.light, p.dark, 2.7),
            ("white body on light", p.white.fill, p.light, 1.3),
            ("white body on dark", p.white.fill, p.dark, 3.4),
            ("black body on light", p.black.fill, p.light, 11.9),
            ("black body on dark", p.black.fill, p.dark, 4.5),
        ]);
    }

    /// Issue 25, item 10: whose time runs is told by the whole face, not a thin frame: in both
    /// palettes the running face's colour is far from the face at rest (at least half the range
    /// in one channel), and its digits readable on it (7:1).
    #[test]
    fn the_running_clock_is_its_whole_face_in_both_palettes() {
        for (name, p) in [("normal", Palette::NORMAL), ("high contrast", Palette::HIGH_CONTRAST)] {
            let idle = p.idle.expect("a face at rest of its own");
            let [r, g, b, _] = p.running.bg.to_array();
            let [ri, gi, bi, _] = idle.bg.to_array();
            let apart = [r.abs_diff(ri), g.abs_diff(gi), b.abs_diff(bi)].into_iter().max().unwrap();
            assert!(apart >= 0x80, "{name}: running {:?} at rest {:?}", p.running.bg, idle.bg);
            assert!(contrast(p.running.fg, p.running.bg) >= 7.0, "{name}");
            assert!(contrast(idle.fg, idle.bg) >= 7.0, "{name}");
        }
    }
}
