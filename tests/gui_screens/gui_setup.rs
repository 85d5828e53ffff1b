//! The setup form's time-control editor and its "Event and players" section, driven headless
//! with egui_kittest (issue 14), through the harness of `tests/common/gui.rs`.

use crate::gui;

use std::collections::{BTreeMap, BTreeSet};

use eframe::egui;
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::{By, NodeT, Queryable};
use escaque::clock::{Bonus, MINUTE, Period, SECOND, TimeControl, TimeControls};
use escaque::i18n::{Lang, Tr, args, side};
use escaque::laws::Category;
use escaque::table::{PlayerDetails, Setup};
use gui::{App, Gui};
use shakmaty::Color;

/// The steps of this file.
impl Gui {
    /// The setup form opened on a fresh data folder `name`.
    fn new(name: &str) -> Gui {
        App::fresh("gui-setup", name).open()
    }

    fn value(&self, label: &str) -> String {
        self.harness.get_by_label(label).value().unwrap_or_default()
    }

    /// Starts the game: the setup it was started with.
    fn start_and_read(&mut self) -> Setup {
        self.start();
        self.table(|t| t.setup().clone())
    }
}

fn control(tag: &str) -> TimeControl {
    tag.parse().unwrap()
}

#[test]
fn ninety_plus_thirty_typed_in_the_editor_is_ninety_minutes_and_thirty_seconds() {
    let mut gui = Gui::new("ninety-thirty");
    gui.type_into_and_leave("White's time control", "90+30");
    // The rows follow the text: one period for the rest of the game, 90 minutes, 30 s a move.
    assert_eq!(gui.value("White, period 1: Minutes"), "90");
    assert_eq!(gui.value("White, period 1: Seconds"), "0");
    assert_eq!(gui.value("White, period 1: Bonus (s)"), "30 s");
    assert!(gui.harness.query_by_label("White, period 2: Minutes").is_none());
    gui.harness.get_by_label("standard");
    let setup = gui.start_and_read();
    let expected = TimeControl::sudden_death(90 * MINUTE, Bonus::Fischer(30 * SECOND)).unwrap();
    assert_eq!(setup.controls, Some(TimeControls::same(expected)));
    assert_eq!(setup.category(), Category::Standard);
    // The clock shows it: under the 2023 Laws the first move's 30 s come with the start.
    assert_eq!(gui.harness.get_by_label("White's clock").value().as_deref(), Some("1:30:30"));
    assert_eq!(gui.harness.get_by_label("Black's clock").value().as_deref(), Some("1:30:30"));
}

#[test]
fn club_notation_with_units_and_the_pgn_tag_are_read_too() {
    let mut gui = Gui::new("units-and-pgn");
    gui.type_into_and_leave("White's time control", "90 min + 30 s");
    // Leaving the field writes the control as the rows now have it.
    assert_eq!(gui.value("White's time control"), "90+30");
    gui.type_into_and_leave("White's time control", "PGN 40/5400+30:1800+30");
    assert_eq!(gui.value("White's time control"), "90/40+30+30");
    assert_eq!(gui.value("White, period 1: Moves"), "40");
    assert_eq!(gui.value("White, period 2: Minutes"), "30");
    let setup = gui.start_and_read();
    assert_eq!(setup.controls.unwrap().white, control("40/5400+30:1800+30"));
}

#[test]
fn a_preset_fills_the_rows_and_starts_with_its_control() {
    let mut gui = Gui::new("preset");
    gui.click("white control preset");
    gui.click("30 min, delay of 5 s");
    assert_eq!(gui.value("White's time control"), "30d5");
    assert_eq!(gui.value("White, period 1: Minutes"), "30");
    gui.harness.get_by_label("rapid");
    gui.click("white control preset");
    gui.click("90+30");
    let setup = gui.start_and_read();
    assert_eq!(setup.controls.unwrap().white, control("5400+30"));
}

#[test]
fn periods_are_added_edited_and_removed() {
    let setup = Setup { controls: Some(TimeControls::same(control("300+3"))), ..Setup::default() };
    let mut gui = App::fresh("gui-setup", "rows").setup(setup).open();
    assert_eq!(gui.value("White's time control"), "5+3");
    gui.click("Add a period to White's control");
    // The first period now has 40 moves; the new one lasts for the rest of the game.
    assert_eq!(gui.value("White's time control"), "5/40+5+3");
    gui.harness.get_by_label("White, period 2: Minutes").set_value_accesskit(15.0);
    gui.settle();
    gui.harness.get_by_label("White, period 1: Moves").set_value_accesskit(20.0);
    gui.settle();
    assert_eq!(gui.value("White's time control"), "5/20+15+3");
    // A bonus kind for one row only: the text says it the PGN way.
    gui.click("White, period 2: Bonus per move");
    gui.click("simple delay");
    assert_eq!(gui.value("White's time control"), "PGN 20/300+3:900d3");
    gui.click("Remove White's period 1");
    assert_eq!(gui.value("White's time control"), "15d3");
    let setup = gui.start_and_read();
    assert_eq!(
        setup.controls.unwrap().white.periods(),
        [Period::rest(15 * MINUTE).with_bonus(Bonus::Delay(3 * SECOND))]
    );
}

#[test]
fn odds_keep_a_control_for_each_side() {
    let mut gui = Gui::new("odds");
    gui.click("Different time for Black (time odds)");
    gui.type_into_and_leave("White's time control", "5+3");
    gui.type_into_and_leave("Black's time control", "2+3");
    let setup = gui.start_and_read();
    assert_eq!(setup.controls, Some(TimeControls::odds(control("300+3"), control("120+3"))));
}

#[test]
fn a_control_that_makes_no_sense_is_refused_with_its_message() {
    let mut gui = Gui::new("nonsense");
    // The PGN tag in seconds typed without PGN: 90 hours, if read as minutes.
    gui.type_into_and_leave("White's time control", "5400+30");
    let message = "period 1: 5400 minutes, without a unit, looks like a control in seconds, which is written with PGN before it; if minutes are meant, write 5400 min";
    gui.harness.get_by_label(message);
    gui.harness.get_by_label("In seconds, as a PGN tag? Write PGN before it: PGN 5400+30");
    gui.click("Start the game");
    assert!(gui.harness.state().game().is_none(), "no game starts");
    gui.harness.get_by_label(&format!("White's time control “5400+30”: {message}"));
    // A bonus where a period should be, and a bonus longer than the period itself.
    gui.type_into_and_leave("White's time control", "90+30+5");
    gui.harness.get_by_label("“+5” comes after the bonus, which must come last");
    gui.type_into_and_leave("White's time control", "1+90");
    gui.harness.get_by_label("period 1: an increment of 90 s is longer than the period's own 60 s");
    // In another language, the same refusal in its words.
    gui.click("Language");
    gui.click("Galego");
    gui.harness.get_by_label("período 1: un incremento de 90 s é máis longo ca os 60 s do propio período");
    gui.type_into_and_leave("Control de tempo das brancas", "90+x");
    gui.harness.get_by_label("«x» non é un engadido en segundos");
}

#[test]
fn the_details_end_up_in_the_setup_and_bad_ones_are_named() {
    let mut gui = Gui::new("details");
    gui.click("Event and players");
    gui.type_into_and_leave("Event", "Open de Vigo");
    gui.type_into_and_leave("Site", "Vigo");
    gui.type_into_and_leave("Round", "3");
    gui.type_into_and_leave("Arbiter", "Xoán");
    gui.type_into_and_leave("White's rating", "2410");
    gui.click("White's title");
    gui.click("IM");
    gui.type_into_and_leave("White's federation", "esp");
    gui.type_into_and_leave("Black's rating", "4000");
    let message = "Black's rating “4000” must be a whole number from 0 to 3500";
    gui.harness.get_by_label(message);
    gui.click("Start the game");
    assert!(gui.harness.state().game().is_none(), "no game starts");
    assert_eq!(gui.harness.query_all_by_label(message).count(), 2, "beside the field and above the button");
    gui.type_into_and_leave("Black's rating", "1850");
    gui.type_into_and_leave("Black's federation", "P1");
    gui.harness.get_by_label("Black's federation “P1” must be three capital letters, as FIDE writes it (ESP, POR)");
    gui.type_into_and_leave("Black's federation", "POR");
    let setup = gui.start_and_read();
    assert_eq!((setup.event.as_str(), setup.site.as_str(), setup.round.as_str()), ("Open de Vigo", "Vigo", "3"));
    assert_eq!(setup.arbiter, "Xoán");
    assert_eq!(
        setup.white_details,
        PlayerDetails { rating: Some(2410), title: "IM".to_owned(), federation: "ESP".to_owned() }
    );
    assert_eq!(
        setup.black_details,
        PlayerDetails { rating: Some(1850), title: String::new(), federation: "POR".to_owned() }
    );
}

#[test]
fn a_title_that_is_not_fide_s_is_named() {
    let details = PlayerDetails { title: "XM".to_owned(), ..PlayerDetails::default() };
    let mut gui =
        App::fresh("gui-setup", "bad-title").setup(Setup { black_details: details, ..Setup::default() }).open();
    gui.click("Start the game");
    assert!(gui.harness.state().game().is_none(), "no game starts");
    gui.harness.get_by_label("Black's title “XM” is not one of GM, IM, FM, CM, WGM, WIM, WFM, WCM");
}

#[test]
fn every_control_of_the_form_has_a_name() {
    let mut gui = Gui::new("names");
    gui.click("Event and players");
    gui.click("Different time for Black (time odds)");
    gui.click("Add a period to Black's control");
    let interactive = [
        Role::TextInput,
        Role::SpinButton,
        Role::ComboBox,
        Role::CheckBox,
        Role::RadioButton,
        Role::Button,
        Role::Slider,
    ];
    let mut seen = 0;
    for node in gui.harness.query_all(By::new().predicate(move |n| interactive.contains(&n.role()))) {
        seen += 1;
        let named = node.accesskit_node().label().is_some_and(|l| !l.trim().is_empty());
        assert!(named, "a {:?} without a name, value {:?}", node.accesskit_node().role(), node.value());
    }
    assert!(seen > 40, "{seen} controls");
}

// The setup form as a newcomer meets it (issue 25): nothing moves when a box is ticked or a
// choice changes, the first Tab goes to White's name and every Tab stop comes into view, and
// nothing is cut off at first open, in every language, at a laptop's size and a desktop's.

/// A laptop's window and a desktop's.
const SIZES: [[f32; 2]; 2] = [[1280.0, 800.0], [1920.0, 1080.0]];

/// The form's column: this wide at most, in the middle of the window (`ui::app_ui`).
const FORM_WIDTH: f32 = 880.0;

/// A widget on screen, as the screen reader knows it.
#[derive(Clone, Debug)]
struct Placed {
    role: Role,
    name: String,
    rect: egui::Rect,
    disabled: bool,
    /// Its AccessKit id, as a number ([`key`]).
    id: u64,
}

impl Placed {
    /// What to call it in a failure.
    fn said(&self) -> String {
        format!("{:?} “{}” at {:?}", self.role, self.name, self.rect)
    }
}

/// A node's AccessKit id, as a number: the same from frame to frame.
fn key(node: &egui_kittest::kittest::AccessKitNode<'_>) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut hasher = DefaultHasher::new();
    node.id().hash(&mut hasher);
    hasher.finish()
}

/// The choices a person makes with one click: boxes and radio buttons.
fn is_choice(role: Role) -> bool {
    matches!(role, Role::CheckBox | Role::RadioButton)
}

impl Gui {
    /// The setup form in `lang`, in a window of `size`, on a fresh data folder.
    fn form_in(lang: Lang, size: [f32; 2], name: &str) -> Gui {
        App::fresh("gui-setup", &format!("{name}-{}-{}", lang.code(), size[0])).language(lang).size(size).open()
    }

    /// Every node with a place on screen, by its AccessKit id.
    fn placed(&self) -> BTreeMap<u64, Placed> {
        self.placed_where(|_| true)
    }

    /// Every widget on screen, by its role, its name and which of the widgets of that role
    /// and name it is: the same widget from frame to frame, whatever its id. A text's runs are
    /// left out: where the text is, its widget says.
    fn placed_by_name(&self) -> BTreeMap<(String, String, usize), Placed> {
        let mut placed = BTreeMap::new();
        let mut count: BTreeMap<(String, String), usize> = BTreeMap::new();
        for node in self.placed().into_values().filter(|p| p.role != Role::TextRun) {
            let named = (format!("{:?}", node.role), node.name.clone());
            let n = count.entry(named.clone()).or_default();
            placed.insert((named.0, named.1, *n), node);
            *n += 1;
        }
        placed
    }

    /// The nodes with a place on screen for which `keep` holds, by their AccessKit ids, in the
    /// tree's order.
    fn placed_where(&self, keep: impl Fn(&egui_kittest::kittest::AccessKitNode<'_>) -> bool) -> BTreeMap<u64, Placed> {
        let mut placed = BTreeMap::new();
        for (order, node) in self.harness.query_all(By::new().predicate(|_| true)).enumerate() {
            let node = node.accesskit_node();
            let Some(b) = node.bounding_box().filter(|_| keep(&node)) else { continue };
            let rect =
                egui::Rect::from_min_max(egui::pos2(b.x0 as f32, b.y0 as f32), egui::pos2(b.x1 as f32, b.y1 as f32));
            let name = node.label().or_else(|| node.value()).unwrap_or_default();
            placed.insert(
                order as u64,
                Placed { role: node.role(), name, rect, disabled: node.is_disabled(), id: key(&node) },
            );
        }
        placed
    }

    /// The nodes of the form's scrolled part, by their ids: those of the container beside the
    /// scroll bar that holds White's name (`white`, in the window's language); none when the
    /// form needs no scrolling.
    fn scrolled(&self, white: &str) -> BTreeSet<u64> {
        let Some(bar) = self.harness.query_all(By::new().role(Role::ScrollBar)).next() else { return BTreeSet::new() };
        let Some(beside) = bar.accesskit_node().parent().map(|p| key(&p)) else { return BTreeSet::new() };
        let name = self.harness.get_by_role_and_label(Role::TextInput, white).accesskit_node();
        let area =
            std::iter::successors(Some(name), |n| n.parent()).find(|n| n.parent().is_some_and(|p| key(&p) == beside));
        let Some(area) = area.map(|a| key(&a)) else { return BTreeSet::new() };
        let within = |node: &egui_kittest::kittest::AccessKitNode<'_>| {
            std::iter::successors(node.parent(), |n| n.parent()).any(|n| key(&n) == area)
        };
        self.placed_where(within).into_values().map(|p| p.id).collect()
    }

    /// The `n`th widget of `role` named `name`, in the tree's order.
    fn nth<'a>(&'a self, role: Role, name: &'a str, n: usize) -> Option<egui_kittest::Node<'a>> {
        self.harness.query_all(By::new().role(role).label(name)).nth(n)
    }

    /// The node focused, if any.
    fn focused(&self) -> Option<Placed> {
        let node = self.harness.query_all(By::new().predicate(|n| n.is_focused())).next()?;
        let node = node.accesskit_node();
        let b = node.bounding_box()?;
        let rect = egui::Rect::from_min_max(egui::pos2(b.x0 as f32, b.y0 as f32), egui::pos2(b.x1 as f32, b.y1 as f32));
        let name = node.label().unwrap_or_default();
        Some(Placed { role: node.role(), name, rect, disabled: node.is_disabled(), id: key(&node) })
    }
}

/// Every box ticked and every radio button chosen, one after the other (those a choice enables
/// too), in each language at both sizes, with the event's details and the series unfolded:
/// every widget stays where it was, the one clicked too (a second click undoes the first).
#[test]
fn nothing_moves_when_a_box_is_ticked_or_a_choice_changes() {
    for lang in Lang::ALL {
        for size in SIZES {
            let tr = Tr::new(lang);
            let mut gui = Gui::form_in(lang, size, "still");
            gui.click(&tr.t("setup-details"));
            gui.click(&tr.t("series-setup"));
            let mut done = BTreeSet::new();
            // A box may enable others (the live file's): they are ticked in the next round.
            for _ in 0..3 {
                let choices: Vec<_> = gui
                    .placed_by_name()
                    .into_iter()
                    .filter(|(named, p)| is_choice(p.role) && !p.disabled && !done.contains(named))
                    .collect();
                for (named, choice) in choices {
                    done.insert(named.clone());
                    // Scrolled into sight, looked at, then clicked where it was seen.
                    let (_, name, n) = &named;
                    let gone = || format!("{lang:?} {size:?}: {} is gone", choice.said());
                    gui.nth(choice.role, name, *n).unwrap_or_else(|| panic!("{}", gone())).scroll_to_me();
                    gui.settle();
                    let before = gui.placed_by_name();
                    gui.nth(choice.role, name, *n).unwrap_or_else(|| panic!("{}", gone())).click();
                    gui.settle();
                    let after = gui.placed_by_name();
                    let moved: Vec<String> = before
                        .iter()
                        .filter_map(|(other, was)| {
                            // A widget that says something else now (a text field's text, the
                            // category) is another node; what is around it may not move.
                            let now = after.get(other)?;
                            let far = |a: egui::Pos2, b: egui::Pos2| (a - b).length() > 0.5;
                            let moved = far(now.rect.min, was.rect.min) || far(now.rect.max, was.rect.max);
                            moved.then(|| format!("{} to {:?}", was.said(), now.rect))
                        })
                        .collect();
                    assert!(moved.is_empty(), "{lang:?} {size:?}: clicking {} moved {moved:#?}", choice.said());
                }
            }
            assert!(done.len() > 20, "{lang:?} {size:?}: {} choices made", done.len());
        }
    }
}

/// The first Tab goes to White's name, the next to Black's; Tab then goes down the form to
/// "Start the game", and each widget it reaches is in sight, not under the form's foot.
#[test]
fn the_first_tab_goes_to_whites_name_and_every_tab_stop_comes_into_view() {
    let mut gui = App::fresh("gui-setup", "tab").size([1280.0, 800.0]).open();
    assert!(gui.focused().is_none(), "nothing has the focus at first");
    gui.key(egui::Key::Tab);
    let first = gui.focused().expect("the first Tab gives the focus to a widget");
    assert_eq!((first.role, first.name.as_str()), (Role::TextInput, "White"), "{}", first.said());
    gui.key(egui::Key::Tab);
    let second = gui.focused().expect("a widget has the focus");
    assert_eq!((second.role, second.name.as_str()), (Role::TextInput, "Black"), "{}", second.said());
    let foot = gui.harness.get_by_label("Start the game").rect().top();
    let mut reached = 2;
    loop {
        gui.key(egui::Key::Tab);
        let stop = gui.focused().expect("Tab keeps the focus on the form");
        if stop.name == "Start the game" {
            break;
        }
        reached += 1;
        assert!(reached < 120, "Tab never reaches “Start the game”");
        assert!(stop.rect.top() >= 0.0 && stop.rect.bottom() <= foot, "not in sight: {}", stop.said());
    }
    assert!(reached > 30, "{reached} Tab stops above “Start the game”");
}

/// What the widget shows, where its accessible name says more than it shows (the period rows'
/// boxes and buttons name their side and period); else its name.
fn shown_text(tr: Tr, placed: &Placed) -> String {
    for colour in [Color::White, Color::Black] {
        if placed.name == tr.t_args("setup-add-period-of", &args([("side", side(colour))])) {
            return tr.t("setup-add-period");
        }
        for period in 1..=9 {
            let field = |id: &str| {
                let named = [("side", side(colour)), ("period", period.into()), ("field", tr.t(id).into())];
                tr.t_args("setup-period-field", &args(named))
            };
            if placed.name == field("setup-rest-of-game") {
                return tr.t("setup-rest-of-game");
            }
            if placed.name
                == tr.t_args("setup-remove-period", &args([("side", side(colour)), ("period", period.into())]))
            {
                return "×".to_owned();
            }
        }
    }
    placed.name.clone()
}

/// Whether `text` in the font `style`, wrapped at `width`, fits in `height`.
fn fits(ctx: &egui::Context, text: &str, style: egui::TextStyle, width: f32, height: f32) -> bool {
    let font = style.resolve(&ctx.global_style());
    let galley = ctx.fonts_mut(|f| f.layout(text.to_owned(), font, egui::Color32::WHITE, width));
    galley.size().x <= width + 0.5 && galley.size().y <= height + 0.5
}

/// At first open, in each language at both sizes: every widget is in the window; every widget
/// of the form is in its column (nothing cut at its right edge, "+ Add a period" and speech's
/// explanation included); a button's, box's or radio button's text fits in it.
#[test]
fn nothing_on_the_form_is_cut_off_at_first_open() {
    for lang in Lang::ALL {
        for size in SIZES {
            let tr = Tr::new(lang);
            let gui = Gui::form_in(lang, size, "whole");
            let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
            let inner = size[0] - 16.0;
            let left = 8.0 + (inner - inner.min(FORM_WIDTH)) / 2.0;
            let column = left - 0.5..=left + inner.min(FORM_WIDTH) + 0.5;
            // The bar at the bottom of the window is the window's, not the form's.
            let bar = gui.harness.get_by_label(&tr.t("adjourn-resume-button")).rect().top() - 8.0;
            let ctx = gui.harness.ctx.clone();
            let spacing = ctx.global_style().spacing.clone();
            let mut seen = 0;
            // The form's part below its foot is scrolled to, not cut off: it is only kept in
            // the form's column.
            let scrolled = gui.scrolled(&tr.colour(Color::White));
            for placed in gui.placed().into_values() {
                seen += 1;
                let rect = placed.rect;
                let in_sight = window.contains_rect(rect) || scrolled.contains(&placed.id);
                assert!(in_sight, "{lang:?} {size:?}: outside the window: {}", placed.said());
                if rect.top() < bar {
                    let inside = column.contains(&rect.left()) && column.contains(&rect.right());
                    assert!(inside, "{lang:?} {size:?}: out of the form's column {column:?}: {}", placed.said());
                }
                let room = match placed.role {
                    Role::Button => rect.width() - 2.0 * spacing.button_padding.x,
                    Role::CheckBox | Role::RadioButton | Role::DisclosureTriangle => {
                        rect.width() - spacing.icon_width - spacing.icon_spacing
                    }
                    _ => continue,
                };
                let text = shown_text(tr, &placed);
                assert!(
                    fits(&ctx, &text, egui::TextStyle::Button, room + 0.5, rect.height()),
                    "{lang:?} {size:?}: “{text}” does not fit in {}",
                    placed.said()
                );
            }
            assert!(seen > 60, "{lang:?} {size:?}: {seen} widgets");
        }
    }
}
