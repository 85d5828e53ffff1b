//! Writes the man pages and the bash, zsh and fish completions of `escaque` into `OUT_DIR`, from
//! the clap definitions of `src/cli/args.rs` (included, not linked: a build script cannot use
//! the crate it builds). `scripts/package-deb` finds them through cargo's
//! `build-script-executed` message and puts them in the `.deb`; `tests/records/cli_generated.rs` runs
//! [`generate`] itself.

use std::path::{Path, PathBuf};

#[allow(dead_code)]
mod args {
    include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/cli/args.rs"));
}

/// The shells whose completions are generated.
pub const SHELLS: [clap_complete::Shell; 3] =
    [clap_complete::Shell::Bash, clap_complete::Shell::Zsh, clap_complete::Shell::Fish];

/// Writes into `dir` the man page of `escaque` and one for each subcommand (`escaque.1`,
/// `escaque-adjudicate.1`, ...), and the completions `escaque.bash`, `_escaque` and
/// `escaque.fish`; returns the paths written.
pub fn generate(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let cmd = args::command();
    // A subcommand's page carries the version in its footer too (without a `--version` flag,
    // which the subcommands do not have).
    let pages = cmd.clone().mut_subcommands(|s| s.version(env!("CARGO_PKG_VERSION")).disable_version_flag(true));
    clap_mangen::generate_to(pages, dir)?;
    let mut written: Vec<PathBuf> = std::iter::once(PathBuf::from("escaque"))
        .chain(
            cmd.get_subcommands()
                .filter(|s| !s.is_hide_set())
                .map(|s| PathBuf::from(format!("escaque-{}", s.get_name()))),
        )
        .map(|stem| dir.join(stem).with_extension("1"))
        .collect();
    for shell in SHELLS {
        written.push(clap_complete::generate_to(shell, &mut cmd.clone(), "escaque", dir)?);
    }
    Ok(written)
}

fn main() {
    println!("cargo::rerun-if-changed=src/cli/args.rs");
    println!("cargo::rerun-if-changed=build.rs");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts"));
    let dir = out.join("generated");
    if let Err(e) = generate(&dir) {
        panic!("cannot write the man pages and completions into {}: {e}", dir.display());
    }
}
