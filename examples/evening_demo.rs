//! Writes a club's evening, played, into a folder, for the screenshots and for trying the
//! organiser's screens by hand (issue 30): five players paired by the Berger tables, two board
//! laptops registered by their seal keys, every game played through the table, signed, sealed
//! and put in the folder as the window puts it, one record sealed by a laptop never registered
//! (shown as not counted) and one result entered by hand. The same evening the tests play
//! (`tests/common/evening.rs`).
//!
//! Usage: `cargo run --example evening_demo -- FOLDER` prints the evening's folder
//! (`FOLDER/evening`); the laptops' data folders (their seal keys) are beside it.

// The tests' helpers, as the tests include them (`evening` uses `super::table`).
#[allow(dead_code)]
#[path = "../tests/common/evening.rs"]
mod evening;
#[allow(dead_code)]
#[path = "../tests/common/table.rs"]
mod table;

fn main() {
    let Some(root) = std::env::args_os().nth(1) else {
        eprintln!("usage: evening_demo FOLDER");
        std::process::exit(2);
    };
    let root = std::path::PathBuf::from(root);
    std::fs::create_dir_all(&root).unwrap_or_else(|e| panic!("{}: {e}", root.display()));
    println!("{}", evening::played(&root).display());
}
