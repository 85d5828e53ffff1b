//! Issue 28: bounds on input in the real app. A player's name of ten megabytes in the settings
//! file is refused when the file is read, with a message naming the field in the window's
//! language, and never reaches the form (which would lay it out: gigabytes of memory).

use crate::gui;

use egui_kittest::kittest::Queryable;
use escaque::platform::settings::Settings;
use escaque::table::Setup;
use gui::App;

#[test]
fn a_name_of_ten_megabytes_in_the_settings_is_refused_when_read() {
    let dir = gui::data_dir("gui-bounds", "long-name");
    let long = "x".repeat(10 * 1024 * 1024);
    let settings = Settings {
        setup: Setup { white: long.clone(), black: "Jordi".to_owned(), ..Setup::default() },
        ..Settings::default()
    };
    let gui = App::on(&dir).settings(settings).open();
    // Said, naming the field, the length and the bound.
    gui.harness.get_by_label_contains("White's name is 10485760 characters long; it may hold at most 200");
    // The app holds the defaults, and the form is made from them: no name of megabytes to lay out.
    assert_eq!(gui.harness.state().settings().setup.white, "");
    // In every language, naming the field.
    use escaque::i18n::{Lang, Tr, describe};
    use escaque::platform::settings::Damage;
    let too_long = escaque::table::TooLong { field: escaque::table::TextField::White, length: long.len(), limit: 200 };
    for (lang, field) in [
        (Lang::En, "White's name"),
        (Lang::Gl, "o nome das brancas"),
        (Lang::Es, "el nombre de las blancas"),
        (Lang::Pt, "o nome das brancas"),
        (Lang::Ca, "el nom de les blanques"),
    ] {
        let said = describe::settings_damage(Tr::new(lang), &Damage::TooLong(too_long.clone()));
        assert!(said.contains(field) && said.contains("200"), "{lang}: {said}");
    }
    // The file is kept aside, as any damaged settings file is.
    assert!(dir.join("settings.ron.broken").exists());
}
