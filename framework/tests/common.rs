//! Helpers shared by the integration tests of `syncflow-framework` and `syncflow-ir`: locating the corpus and running
//! LLVM's tools.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's `tests/` directory: the nearest ancestor of the crate holding
/// `tests/corpus` (this file serves the crates `framework/` and `kernel-ir/`, and the tests of analyses and transforms).
pub fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .map(|dir| dir.join("tests"))
        .find(|tests| tests.join("corpus").is_dir())
        .expect("the repository's tests/corpus directory")
}

/// Every `.ll` file under `tests/<sub>`, recursively, sorted.
pub fn ll_files(sub: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![tests_dir().join(sub)];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "ll") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The corpus kernels compiled by clang-19 plus the hand-written syntax corners.
pub fn all_valid_ll_files() -> Vec<PathBuf> {
    let mut files = ll_files("corpus");
    files.extend(ll_files("syntax"));
    files
}

/// Runs an LLVM tool (`opt-19`, `llc-19`) on `input` text; returns (success, stderr).
/// Panics with a clear message when the tool is not installed: these tests need it
/// (`.ci/run` installs llvm-19).
pub fn run_llvm_tool(tool: &str, args: &[&str], input: &str) -> (bool, String) {
    use std::io::Write;
    let mut child = Command::new(tool)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {tool} ({e}); install llvm-19 (see README)"));
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("tool runs");
    writer.join().expect("writer thread");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// (depth, header, other entries sorted, blocks sorted, parent's header).
pub type CycleKey = (u32, String, Vec<String>, Vec<String>, Option<String>);

#[derive(Default, Debug)]
pub struct Printed {
    /// block -> parent in the dominator tree (`None` for the root).
    pub dom: BTreeMap<String, Option<String>>,
    /// block -> parent in the post-dominator tree (`None` for the virtual exit).
    pub postdom: BTreeMap<String, Option<String>>,
    /// The post-dominator tree's `Roots:` line.
    pub postdom_roots: Vec<String>,
    /// The cycles, as printed.
    pub cycles: Vec<CycleKey>,
}

/// A block name as printed, without `%` and quotes.
pub fn name(token: &str) -> String {
    token.trim_start_matches('%').trim_matches('"').to_string()
}

/// Parses what `opt-19 -passes='print<domtree>,print<postdomtree>,print<cycles>'` prints
/// (on stderr), per function, keeping block names as printed (without `%` and quotes).
pub fn parse_llvm_graphs(output: &str) -> BTreeMap<String, Printed> {
    let mut all: BTreeMap<String, Printed> = BTreeMap::new();
    let (mut current, mut section) = (String::new(), 0);
    let mut stack: Vec<Option<String>> = Vec::new();
    let mut cycle_stack: Vec<String> = Vec::new();
    for line in output.lines() {
        if let Some(f) = line.strip_prefix("DominatorTree for function: ") {
            (current, section) = (f.to_string(), 1);
            stack.clear();
        } else if let Some(f) = line.strip_prefix("PostDominatorTree for function: ") {
            (current, section) = (f.to_string(), 2);
            stack.clear();
        } else if let Some(f) = line.strip_prefix("CycleInfo for function: ") {
            (current, section) = (f.to_string(), 3);
            cycle_stack.clear();
            all.entry(current.clone()).or_default();
        } else if line.trim_start().starts_with('[') && section != 3 {
            let text = line.trim_start();
            let close = text.find(']').unwrap();
            let depth: usize = text[1..close].parse().unwrap();
            let rest = text[close + 1..].trim_start();
            let node = if rest.starts_with("<<exit node>>") {
                None
            } else {
                // Quoted names may hold spaces; the name ends before " {".
                Some(name(&rest[..rest.rfind(" {").unwrap_or(rest.len())]))
            };
            stack.truncate(depth - 1);
            let p = all.entry(current.clone()).or_default();
            let tree = if section == 1 {
                &mut p.dom
            } else {
                &mut p.postdom
            };
            if let Some(n) = &node {
                tree.insert(n.clone(), stack.last().cloned().flatten());
            }
            stack.push(node);
        } else if let Some(roots) = line.strip_prefix("Roots: ") {
            if section == 2 {
                all.entry(current.clone()).or_default().postdom_roots =
                    roots.split_whitespace().map(name).collect();
            }
        } else if section == 3 && line.trim_start().starts_with("depth=") {
            let text = line.trim_start();
            let depth: u32 = text["depth=".len()..text.find(':').unwrap()]
                .parse()
                .unwrap();
            let open = text.find("entries(").unwrap() + "entries(".len();
            let close = open + text[open..].find(')').unwrap();
            let entries: Vec<String> = text[open..close].split_whitespace().map(name).collect();
            let mut blocks: Vec<String> = entries.clone();
            blocks.extend(text[close + 1..].split_whitespace().map(name));
            blocks.sort();
            let mut others = entries[1..].to_vec();
            others.sort();
            cycle_stack.truncate(depth as usize - 1);
            let parent = cycle_stack.last().cloned();
            cycle_stack.push(entries[0].clone());
            all.get_mut(&current).unwrap().cycles.push((
                depth,
                entries[0].clone(),
                others,
                blocks,
                parent,
            ));
        }
    }
    all
}
