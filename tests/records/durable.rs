//! The durable files (`escaque::durable`) under concurrent writers: every whole-file write goes
//! through a temporary file of its own, so two writers of one file never mix their bytes, and a
//! reader sees one writer's whole text or the other's.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use escaque::durable;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-durable-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The files of `dir` other than `keep`: temporary files left behind.
fn leftovers(dir: &Path, keep: &str) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != keep)
        .collect()
}

/// A text of one letter, long enough that a write takes several system calls.
fn text_of(letter: char, len: usize) -> String {
    std::iter::repeat_n(letter, len).collect()
}

#[test]
fn two_concurrent_replaces_of_one_file_never_leave_it_half_written() {
    let dir = scratch("replace");
    let path = dir.join("current.journal");
    // Of different lengths, so that one written into the other's temporary file shows.
    let texts = [text_of('a', 1 << 20), text_of('b', (1 << 19) + 7)];
    durable::replace(&path, &texts[0]).unwrap();
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        let reader = s.spawn(|| {
            let mut reads = 0;
            while !done.load(Ordering::Relaxed) {
                let seen = std::fs::read_to_string(&path).unwrap();
                assert!(texts.contains(&seen), "a mixed or half file of {} bytes", seen.len());
                reads += 1;
            }
            reads
        });
        let writers: Vec<_> = texts
            .iter()
            .map(|text| {
                let path = &path;
                // Every result kept, none unwrapped here: the reader is stopped whatever happens.
                s.spawn(move || (0..30).map(|_| durable::replace(path, text)).collect::<Vec<_>>())
            })
            .collect();
        let results: Vec<_> = writers.into_iter().map(|writer| writer.join()).collect();
        done.store(true, Ordering::Relaxed);
        for result in results {
            for written in result.expect("a writer ran to its end") {
                written.expect("every replace succeeds");
            }
        }
        assert!(reader.join().expect("the reader saw only whole files") > 0);
    });
    assert!(texts.contains(&std::fs::read_to_string(&path).unwrap()));
    assert!(leftovers(&dir, "current.journal").is_empty(), "{:?}", leftovers(&dir, "current.journal"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn copies_kept_aside_at_once_never_share_a_name() {
    // Eight windows keep a copy of one damaged journal aside at the same instant: each gets a
    // name of its own, and every copy is whole.
    let dir = scratch("aside");
    let path = dir.join("current.journal");
    let text = text_of('d', 1 << 16);
    std::fs::write(&path, &text).unwrap();
    let kept: Vec<PathBuf> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..8).map(|_| s.spawn(|| durable::copy_aside(&path, "damaged").unwrap())).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut names: Vec<String> = kept.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 8, "{names:?}");
    for copy in &kept {
        assert_eq!(std::fs::read_to_string(copy).unwrap(), text, "{}", copy.display());
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "the original stays");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn games_kept_at_once_under_one_name_each_get_a_name_of_their_own() {
    // Eight windows keep a game in the same second: `<stamp>.pgn`, `<stamp>-2.pgn`… each whole,
    // none written over another.
    let dir = scratch("free");
    let names = || (1..).map(|n| dir.join(if n == 1 { "100.pgn".to_owned() } else { format!("100-{n}.pgn") }));
    let texts: Vec<String> = (0..8).map(|i| format!("game {i} {}", text_of('x', 1 << 14))).collect();
    let kept: Vec<PathBuf> = std::thread::scope(|s| {
        let handles: Vec<_> = texts
            .iter()
            .map(|text| s.spawn(move || durable::write_at_free_name(names(), text.as_bytes()).unwrap()))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut found: Vec<String> = kept.iter().map(|p| std::fs::read_to_string(p).unwrap()).collect();
    found.sort();
    assert_eq!(found, texts, "every game kept whole under a name of its own");
    let mut expected: Vec<PathBuf> = names().take(8).collect();
    let mut kept = kept;
    kept.sort();
    expected.sort();
    assert_eq!(kept, expected);
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 8, "no temporary file left");
    let _ = std::fs::remove_dir_all(&dir);
}
