//! The man pages and shell completions that `build.rs` writes for the `.deb`
//! (`scripts/package-deb`), and the command line they are written from (`src/cli/args.rs`):
//! every subcommand and every visible option is in them, and `--version` is the crate's.

use std::path::{Path, PathBuf};

use escaque::cli::args::{self, LangArg};
use escaque::i18n::Lang;
use escaque::laws::Edition;

// The very function the build script runs (tests/records/main.rs takes build.rs in), so that
// what is tested is what is packaged.
use crate::build;

/// A fresh directory of its own for each test, under cargo's temporary directory for tests.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli_generated").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The visible subcommands, each with its visible long options.
fn subcommands() -> Vec<(String, Vec<String>)> {
    args::command()
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .map(|s| {
            let longs = s
                .get_arguments()
                .filter(|a| !a.is_hide_set())
                .filter_map(|a| a.get_long().map(str::to_owned))
                .collect();
            (s.get_name().to_owned(), longs)
        })
        .collect()
}

/// roff writes a hyphen as `\-`.
fn roff(text: &str) -> String {
    text.replace('-', "\\-")
}

#[test]
fn the_command_line_is_a_valid_clap_definition() {
    // clap's own consistency checks (conflicts and requirements naming real arguments, no two
    // arguments with the same flag), which otherwise run only when that path is parsed.
    args::command().debug_assert();
}

#[test]
fn the_subcommands_are_the_six_headless_commands_and_follow() {
    let names: Vec<String> = subcommands().into_iter().map(|(name, _)| name).collect();
    assert_eq!(names, ["adjudicate", "replay", "scoresheet", "verify", "unwinnable", "evening", "follow"]);
}

#[test]
fn build_writes_a_man_page_for_escaque_and_each_subcommand() {
    let dir = fresh_dir("man");
    let written = build::generate(&dir).unwrap();
    for path in &written {
        assert!(path.is_file(), "{} was not written", path.display());
    }

    let main = read(&dir.join("escaque.1"));
    assert!(main.contains(".TH escaque 1"), "the title of section 1 is missing:\n{main}");
    assert!(main.contains("Over\\-the\\-board chess on one screen"), "the description is missing:\n{main}");
    assert!(main.contains(&roff("--lang")), "the global option --lang is missing:\n{main}");
    assert!(main.contains(env!("CARGO_PKG_VERSION")), "the version is missing:\n{main}");
    assert!(!main.contains("quick"), "a hidden option is in the man page:\n{main}");
    for (name, longs) in subcommands() {
        assert!(main.contains(&format!("escaque\\-{name}(1)")), "escaque(1) does not point to escaque-{name}(1)");
        let page_path = dir.join(format!("escaque-{name}.1"));
        assert!(written.contains(&page_path), "{} is not among the files written", page_path.display());
        let page = read(&page_path);
        assert!(page.contains(&format!(".TH escaque-{name} 1")), "escaque-{name}.1 has no title:\n{page}");
        assert!(page.contains(env!("CARGO_PKG_VERSION")), "escaque-{name}.1 has no version:\n{page}");
        for long in longs {
            assert!(page.contains(&roff(&format!("--{long}"))), "escaque-{name}.1 lacks --{long}:\n{page}");
        }
    }
    // The adjudicate page carries the help text of its options, Articles and all.
    let adjudicate = read(&dir.join("escaque-adjudicate.1"));
    assert!(adjudicate.contains("Article 6.9"), "{adjudicate}");
    assert!(adjudicate.contains("2008, 2014 or 2023"), "{adjudicate}");
}

#[test]
fn build_writes_bash_zsh_and_fish_completions_that_name_every_subcommand_and_option() {
    let dir = fresh_dir("completions");
    let written = build::generate(&dir).unwrap();
    for file in ["escaque.bash", "_escaque", "escaque.fish"] {
        let path = dir.join(file);
        assert!(written.contains(&path), "{file} is not among the files written");
        let text = read(&path);
        for (name, longs) in subcommands() {
            assert!(text.contains(name.as_str()), "{file} does not complete the subcommand {name}");
            for long in longs {
                // fish writes `-l edition`, bash and zsh `--edition`.
                let named = if file.ends_with(".fish") {
                    text.contains(&format!("-l {long}"))
                } else {
                    text.contains(&format!("--{long}"))
                };
                assert!(named, "{file} does not complete {name} --{long}");
            }
        }
        // (clap_complete 4.6 offers the hidden --quick-start and --repaint-every-frame too: it
        // does not leave hidden options out, and these two are harmless.)
        // The values of the value enums are offered.
        for value in ["white", "black", "threefold", "fifty-moves", "a4", "letter"] {
            assert!(text.contains(value), "{file} does not offer the value {value}");
        }
    }
    let bash = read(&dir.join("escaque.bash"));
    assert!(bash.contains("complete -F _escaque"), "the bash completion registers no function:\n{bash}");
    assert!(read(&dir.join("_escaque")).starts_with("#compdef escaque"));
}

#[test]
fn escaque_version_prints_the_crate_version() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("--version").output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), format!("escaque {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn the_years_edition_accepts_are_the_editions_the_laws_know() {
    let known: Vec<u16> = Edition::ALL.into_iter().map(Edition::year).collect();
    assert_eq!(args::EDITION_YEARS.to_vec(), known);
    for year in 1990..2030 {
        assert_eq!(args::parse_edition(&year.to_string()).ok(), Edition::from_year(year).map(Edition::year), "{year}");
    }
    assert_eq!(
        args::parse_edition("2024").unwrap_err(),
        "Escaque knows the editions 2008, 2014 and 2023 of the Laws, not 2024"
    );
}

#[test]
fn the_languages_lang_accepts_are_the_languages_escaque_speaks() {
    let known: Vec<&str> = Lang::ALL.into_iter().map(Lang::code).collect();
    assert_eq!(args::LANG_CODES.to_vec(), known);
    for text in ["en", "GL", "es-ES", "pt_BR.UTF-8", "ca@valencia", " gl ", "fr", "fr-FR", "", "e", "english"] {
        let parsed = args::parse_lang(text).ok().map(|arg| match arg {
            LangArg::Code(code) => Lang::from_code(code),
            LangArg::Auto => None,
        });
        assert_eq!(parsed, Lang::from_code(text).map(Some), "{text:?}");
    }
    assert_eq!(args::parse_lang("AUTO"), Ok(LangArg::Auto));
    assert_eq!(
        args::parse_lang("fr").unwrap_err(),
        "Escaque speaks en, gl, es, pt and ca (or auto for the system's language), not fr"
    );
}
