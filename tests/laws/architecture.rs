//! The crate's shape, read from its own source: no file imports one that (through any chain)
//! imports it back, and no folder imports one above it in the README's layers.
//!
//! Every `use crate::…`, `use super::…`, `use self::…` and every path written out in the code
//! (`crate::record::sheet::from_table(…)`) is an arrow from its file to the file that defines
//! what it names; a name that a folder's `mod.rs` only re-exports (`pub use child::Name`) is
//! followed to the child that defines it, so a `mod.rs` that gathers its folder's names is not a
//! circle by itself. Test modules (`#[cfg(test)]`) and comments are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The folders from the bottom up, as the README's Architecture section lists them: each may
/// use those before it and never one after it. The files at the top of `src/` (`lib.rs`,
/// `main.rs`) gather everything and are not in it; `macros.rs` is below all.
const LAYERS: &[&str] =
    &["macros", "durable", "ron_fault", "notation", "laws", "clock", "table", "record", "series", "evening", "platform", "i18n", "cli", "ui"];

/// A module's path inside the crate: `["record", "sheet"]`; a folder's `mod.rs` is the folder.
type Module = Vec<String>;

/// The source with comments, string and character literals blanked out and every
/// `#[cfg(test)]` item removed, so that only code is read.
fn code_only(source: &str) -> String {
    let bytes = source.as_bytes();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &source[i..];
        if rest.starts_with("//") {
            let end = rest.find('\n').map_or(source.len(), |n| i + n);
            i = end;
        } else if rest.starts_with("/*") {
            let end = rest.find("*/").map_or(source.len(), |n| i + n + 2);
            i = end;
        } else if let Some(skip) = raw_string_len(rest) {
            out.push_str("\"\"");
            i += skip;
        } else if rest.starts_with('"') {
            let mut j = 1;
            while j < rest.len() {
                match rest.as_bytes()[j] {
                    b'\\' => j += 2,
                    b'"' => break,
                    _ => j += 1,
                }
            }
            out.push_str("\"\"");
            i += (j + 1).min(rest.len());
        } else if let Some(skip) = char_literal_len(rest) {
            out.push_str("' '");
            i += skip;
        } else {
            let c = rest.chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    remove_test_items(&out)
}

/// The length of a raw string literal (`r"…"`, `r#"…"#`) at the start of `s`.
fn raw_string_len(s: &str) -> Option<usize> {
    let after_r = s.strip_prefix("br").or_else(|| s.strip_prefix('r'))?;
    let hashes = after_r.len() - after_r.trim_start_matches('#').len();
    let body = after_r[hashes..].strip_prefix('"')?;
    let close = format!("\"{}", "#".repeat(hashes));
    let end = body.find(&close)?;
    Some(s.len() - body.len() + end + close.len())
}

/// The length of a character literal (`'{'`, `'\n'`, `'\u{7b}'`) at the start of `s`; `None` for a
/// lifetime (`'a`).
fn char_literal_len(s: &str) -> Option<usize> {
    let body = s.strip_prefix('\'')?;
    if let Some(escaped) = body.strip_prefix('\\') {
        let end = escaped.find('\'')?;
        return Some(2 + end + 1);
    }
    let c = body.chars().next()?;
    body[c.len_utf8()..].starts_with('\'').then_some(1 + c.len_utf8() + 1)
}

/// `code` without the items marked `#[cfg(test)]` (the attribute and the item after it, up to
/// its closing brace or semicolon).
fn remove_test_items(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(start) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..start]);
        let item = &rest[start + "#[cfg(test)]".len()..];
        let mut depth = 0usize;
        let mut end = item.len();
        for (i, c) in item.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// Every path a `use` tree names, expanded: `a::{b, c::{d, e}}` gives `a::b`, `a::c::d`, `a::c::e`;
/// an alias (`x as y`) names `x`.
fn expand_use(tree: &str) -> Vec<String> {
    let words: Vec<&str> = tree.split_whitespace().collect();
    // One space between words, none around the punctuation of a tree: only ` as ` keeps one.
    let mut tree = words.join(" ");
    for p in ["::", "{", "}", ","] {
        tree = tree.replace(&format!(" {p}"), p).replace(&format!("{p} "), p);
    }
    let mut out = Vec::new();
    expand_into("", &tree, &mut out);
    out
}

fn expand_into(prefix: &str, tree: &str, out: &mut Vec<String>) {
    match tree.find('{') {
        Some(open) if tree.ends_with('}') => {
            let head = format!("{prefix}{}", &tree[..open]);
            let inner = &tree[open + 1..tree.len() - 1];
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand_into(&head, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            expand_into(&head, &inner[start..], out);
        }
        _ if tree.is_empty() => {}
        _ => out.push(format!("{prefix}{}", tree.split(" as ").next().unwrap_or(tree))),
    }
}

/// One source file: its module and the paths it uses.
struct Source {
    module: Module,
    /// Paths written with `use` (outside the re-exports of a `mod.rs`), each from `crate`.
    uses: Vec<(String, bool)>,
    /// For a `mod.rs`: each name it re-exports, and the child module path it comes from.
    reexports: BTreeMap<String, Module>,
}

fn module_of(relative: &Path) -> Module {
    let mut parts: Vec<String> =
        relative.iter().map(|p| p.to_string_lossy().trim_end_matches(".rs").to_owned()).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// Reads what `code` (of module `module`, a folder's `mod.rs` when `is_folder`) uses, with
/// `super::` and `self::` made absolute.
fn read_source(module: Module, is_folder: bool, code: &str) -> Source {
    // `self::` in a folder's mod.rs is the folder; in a file, the file itself (its inner items).
    let own = module.clone();
    let parent: Module =
        if is_folder { module[..module.len().saturating_sub(1)].to_vec() } else { module[..module.len() - 1].to_vec() };
    let absolute = |path: &str| -> Option<Vec<String>> {
        let segs: Vec<String> = path.split("::").map(str::to_owned).collect();
        let mut base = match segs.first()?.as_str() {
            "crate" => Vec::new(),
            "super" => parent.clone(),
            "self" => own.clone(),
            _ if is_folder => own.clone(), // `pub use child::Name` in a mod.rs
            _ => return None,
        };
        let mut rest = &segs[if matches!(segs[0].as_str(), "crate" | "super" | "self") { 1 } else { 0 }..];
        while rest.first().is_some_and(|s| s == "super") {
            base.pop();
            rest = &rest[1..];
        }
        base.extend(rest.iter().cloned());
        Some(base)
    };
    let mut uses = Vec::new();
    let mut reexports = BTreeMap::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = &rest[..at];
        let word_start = before.chars().last().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let tail = &rest[at + 4..];
        let Some(end) = tail.find(';') else { break };
        if word_start {
            let public = before.trim_end().ends_with("pub") || before.trim_end().ends_with(')');
            for path in expand_use(&tail[..end]) {
                let first = path.split("::").next().unwrap_or("");
                let local_child = is_folder && !matches!(first, "crate" | "super" | "self" | "std" | "core" | "alloc");
                if !(matches!(first, "crate" | "super" | "self") || local_child) {
                    continue;
                }
                if let Some(abs) = absolute(&path) {
                    let name = abs.last().cloned().unwrap_or_default();
                    let from_child = abs.len() > own.len() && abs[..own.len()] == own[..];
                    if is_folder && public && from_child {
                        // A folder gathering its children's names: followed, not an arrow.
                        if name != "*" {
                            reexports.insert(name, abs[..abs.len() - 1].to_vec());
                        }
                    } else {
                        uses.push((abs.join("::"), true));
                    }
                }
            }
            rest = &tail[end..];
        } else {
            rest = tail;
        }
    }
    // Paths written out in the code: `crate::a::b`, `super::a`.
    for anchor in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(at) = code[from..].find(anchor) {
            let start = from + at;
            let prev = code[..start].chars().last();
            let ok = prev.is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == ':'));
            let len = code[start..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(code.len() - start);
            let path = code[start..start + len].trim_end_matches(':');
            if ok
                && !code[..start].trim_end().ends_with("use")
                && let Some(abs) = absolute(path)
            {
                uses.push((abs.join("::"), false));
            }
            from = start + len.max(1);
        }
    }
    Source { module, uses, reexports }
}

/// The crate's module graph: for each module, the modules it uses (itself left out).
fn graph(sources: &[Source]) -> BTreeMap<Module, BTreeSet<Module>> {
    let modules: BTreeSet<Module> = sources.iter().map(|s| s.module.clone()).collect();
    let reexports: BTreeMap<&Module, &BTreeMap<String, Module>> =
        sources.iter().map(|s| (&s.module, &s.reexports)).collect();
    // The module that defines `path`'s item: the longest module prefix, then through re-exports.
    let resolve = |path: &str| -> Option<Module> {
        let segs: Vec<String> = path.split("::").map(str::to_owned).collect();
        let mut k = segs.len();
        while k > 0 && !modules.contains(&segs[..k]) {
            k -= 1;
        }
        if k == 0 {
            return None;
        }
        let mut module = segs[..k].to_vec();
        let name = segs.get(k).cloned();
        // A name a folder re-exports from a child: the child (and on, if the child re-exports).
        for _ in 0..8 {
            let Some(n) = &name else { break };
            match reexports.get(&module).and_then(|r| r.get(n)) {
                Some(child) if modules.contains(child) && *child != module => module = child.clone(),
                _ => break,
            }
        }
        Some(module)
    };
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for source in sources {
        let entry = edges.entry(source.module.clone()).or_default();
        for (path, _) in &source.uses {
            if let Some(target) = resolve(path)
                && target != source.module
            {
                entry.insert(target);
            }
        }
    }
    edges
}

/// The circles of the graph (strongly connected parts of more than one module), each sorted.
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    // Tarjan's algorithm, iterative enough for a crate of a hundred files.
    struct State<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<Module, usize>,
        low: BTreeMap<Module, usize>,
        stack: Vec<Module>,
        on: BTreeSet<Module>,
        next: usize,
        found: Vec<Vec<Module>>,
    }
    fn visit(s: &mut State<'_>, v: &Module) {
        s.index.insert(v.clone(), s.next);
        s.low.insert(v.clone(), s.next);
        s.next += 1;
        s.stack.push(v.clone());
        s.on.insert(v.clone());
        let targets: Vec<Module> = s.edges.get(v).map(|t| t.iter().cloned().collect()).unwrap_or_default();
        for w in targets {
            if !s.index.contains_key(&w) {
                visit(s, &w);
                let lw = s.low[&w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if s.on.contains(&w) {
                let iw = s.index[&w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut part = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on.remove(&w);
                let done = w == *v;
                part.push(w);
                if done {
                    break;
                }
            }
            if part.len() > 1 {
                part.sort();
                s.found.push(part);
            }
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        next: 0,
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.found.sort();
    s.found
}

/// Every arrow from a folder to one above it in [`LAYERS`], as `from -> to`.
fn upward(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<String> {
    let rank = |m: &Module| m.first().and_then(|top| LAYERS.iter().position(|l| l == top));
    let mut found = Vec::new();
    for (from, targets) in edges {
        let Some(a) = rank(from) else { continue };
        for to in targets {
            if let Some(b) = rank(to)
                && b > a
            {
                found.push(format!("{} -> {}", from.join("::"), to.join("::")));
            }
        }
    }
    found
}

/// What is wrong with the shape of the sources given as (path under `src/`, text): circles, then
/// upward arrows and folders missing from [`LAYERS`]. Empty when all is well.
fn problems(files: &[(String, String)]) -> Vec<String> {
    let sources: Vec<Source> = files
        .iter()
        .filter(|(path, _)| !matches!(path.as_str(), "lib.rs" | "main.rs"))
        .map(|(path, text)| {
            let module = module_of(Path::new(path));
            read_source(module, path.ends_with("mod.rs"), &code_only(text))
        })
        .collect();
    let edges = graph(&sources);
    let mut found: Vec<String> = circles(&edges)
        .into_iter()
        .map(|c| format!("import circle: {}", c.iter().map(|m| m.join("::")).collect::<Vec<_>>().join(", ")))
        .collect();
    found.extend(upward(&edges).into_iter().map(|a| format!("upward import: {a}")));
    for source in &sources {
        if let Some(top) = source.module.first()
            && !LAYERS.contains(&top.as_str())
        {
            found.push(format!("folder `{top}` is not in the layers (tests/laws/architecture.rs LAYERS, README)"));
        }
    }
    found.sort();
    found.dedup();
    found
}

fn read_tree(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            read_tree(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let relative = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            out.push((relative, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

fn crate_sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    read_tree(&root, &root, &mut files);
    files
}

#[test]
fn no_import_circle_and_no_upward_import_in_src() {
    let found = problems(&crate_sources());
    assert!(found.is_empty(), "the crate's shape is broken:\n{}", found.join("\n"));
}

#[test]
fn the_check_finds_a_circle_added_between_two_files() {
    let mut files = crate_sources();
    // laws/touch.rs made to use laws/mate.rs, and laws/mate.rs laws/touch.rs.
    for (path, text) in &mut files {
        match path.as_str() {
            "laws/touch.rs" => text.push_str("\nfn circle_a() { let _ = super::mate::MateAbility::Possible; }\n"),
            "laws/mate.rs" => text.push_str("\nuse crate::laws::touch::Touched;\n"),
            _ => {}
        }
    }
    let found = problems(&files);
    assert!(
        found.iter().any(|p| p.starts_with("import circle:") && p.contains("laws::mate") && p.contains("laws::touch")),
        "{found:?}"
    );
}

#[test]
fn the_check_finds_an_upward_import() {
    let mut files = crate_sources();
    for (path, text) in &mut files {
        if path == "clock/mod.rs" {
            text.push_str("\nuse crate::ui::Command;\n");
        }
    }
    let found = problems(&files);
    assert!(found.iter().any(|p| p == "upward import: clock -> ui::command"), "{found:?}");
}

#[test]
fn comments_strings_and_test_modules_are_not_imports() {
    let code = code_only(
        "// use crate::ui::x;\nconst A: &str = \"crate::ui::y\";\nlet c = '{';\n#[cfg(test)]\nmod tests { use crate::ui::z; }\nuse crate::laws::Article;",
    );
    let source = read_source(vec!["clock".into(), "pgn".into()], false, &code);
    let paths: Vec<&str> = source.uses.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(paths, ["laws::Article"]);
}

#[test]
fn use_trees_are_expanded() {
    assert_eq!(
        expand_use("crate::{a::{b, c::d}, e as f, g::*}"),
        ["crate::a::b", "crate::a::c::d", "crate::e", "crate::g::*"]
    );
    assert_eq!(expand_use("base64::Engine as _"), ["base64::Engine"]);
}

/// The longest a file of the window may be, in lines, and a function in it (issue 25): the
/// window is drawn by small views over one controller, not by one file that does everything.
const UI_FILE_LINES: usize = 600;
const UI_FN_LINES: usize = 100;

/// The functions of `code` and their lengths in lines, from the line of `fn` to the line of its
/// closing brace (a declaration without a body is not counted).
fn function_lengths(code: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let Some(at) = trimmed.find("fn ") else { continue };
        let before = &trimmed[..at];
        let is_item = before
            .split_whitespace()
            .all(|w| matches!(w, "pub" | "const" | "async" | "unsafe" | "extern") || w.starts_with("pub("));
        if !is_item {
            continue;
        }
        let name: String = trimmed[at + 3..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        // From the first `{` after the signature to its match.
        let mut depth = 0i32;
        let mut opened = false;
        'scan: for (j, body) in lines.iter().enumerate().skip(i) {
            for c in body.chars() {
                match c {
                    ';' if !opened && depth == 0 => break 'scan,
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => {
                        depth -= 1;
                        if opened && depth == 0 {
                            out.push((name.clone(), j - i + 1));
                            break 'scan;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

#[test]
fn no_file_of_the_window_over_600_lines_and_no_function_over_100() {
    let mut long = Vec::new();
    for (path, text) in crate_sources() {
        if !path.starts_with("ui/") {
            continue;
        }
        let lines = text.lines().count();
        if lines > UI_FILE_LINES {
            long.push(format!("src/{path}: {lines} lines"));
        }
        for (name, length) in function_lengths(&code_only(&text)) {
            if length > UI_FN_LINES {
                long.push(format!("src/{path}: fn {name}: {length} lines"));
            }
        }
    }
    assert!(
        long.is_empty(),
        "too long (files over {UI_FILE_LINES} lines, functions over {UI_FN_LINES}):\n{}",
        long.join("\n")
    );
}

#[test]
fn function_lengths_are_measured_brace_to_brace() {
    let code = "fn a() {\n    if x {\n    }\n}\n\npub(super) fn b(\n    y: u8,\n) -> u8 {\n    y\n}\nfn decl();\n";
    assert_eq!(function_lengths(code), vec![("a".to_owned(), 4), ("b".to_owned(), 5)]);
}
