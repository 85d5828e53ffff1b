//! Scratch folders for the tests, in the temporary folder, each named after the test file's
//! kind, this process and the test's name, so that tests running at once never share one.

use std::path::PathBuf;

/// A fresh, empty folder for one test: `escaque-<kind>-<pid>-<name>` in the temporary folder,
/// whatever an earlier run left there removed.
pub fn data_dir(kind: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-{kind}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The folder `escaque-<kind>-<name>-<pid>` in the temporary folder, made if it is missing and
/// what it holds kept (a test may come back to it).
pub fn kept_dir(kind: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-{kind}-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The path of the file `name` in this process's folder `escaque-<kind>-<pid>`, which the
/// tests of a file share (each names its own files); the folder is made if it is missing.
pub fn temp_path(kind: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-{kind}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}
