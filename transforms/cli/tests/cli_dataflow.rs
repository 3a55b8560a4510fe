//! `syncflow dataflow`: the hazard fixpoints written out, end to end.
//!
//! The dumped states are checked against the fixpoint's own equations, which the dump does not
//! compute: for Before (forward, may), a block's start is the union of its predecessors' ends
//! (a kernel's entry starts empty); for After (backward), a block's end is the union of its
//! successors' starts. Each statement row's `after` chains into the next, and the last equals
//! the block's end. A barrier's row clears the interval (`-…`).

mod common;

use common::{corpus, stderr, stdout, syncflow};
use serde_json::Value;
use std::collections::BTreeSet;

/// The class names of a dumped state `{a, b}`: split on the `, ` between classes, which a
/// class name never contains at its top level (names nest brackets: `s[4·tid.x]`).
fn classes(state: &str) -> BTreeSet<String> {
    let inner = state
        .strip_prefix('{')
        .and_then(|s| s.strip_suffix('}'))
        .unwrap_or_else(|| panic!("not a set: {state}"));
    let mut out = BTreeSet::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.insert(inner[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner.trim().is_empty() {
        out.insert(inner[start..].trim().to_string());
    }
    out
}

fn dump(analysis: &str) -> Vec<Value> {
    let out = syncflow(&[
        "dataflow",
        &corpus("multi_shared.ll"),
        "--analysis",
        analysis,
        "--statements",
        "--format",
        "json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    serde_json::from_str::<Vec<Value>>(&stdout(&out)).unwrap()
}

/// The block equations of the fixpoint, and the rows chaining into the block ends.
fn check_equations(functions: &[Value], forward: bool) {
    assert!(!functions.is_empty());
    for f in functions {
        let dump = &f["dump"];
        assert_eq!(dump["forward"], forward);
        let blocks = dump["blocks"].as_array().unwrap();
        let edges: Vec<(usize, usize)> = dump["edges"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e[0].as_u64().unwrap() as usize,
                    e[1].as_u64().unwrap() as usize,
                )
            })
            .collect();
        let set = |b: usize, key: &str| classes(blocks[b][key].as_str().unwrap());
        for (b, block) in blocks.iter().enumerate() {
            let (side, inputs): (&str, Vec<usize>) = if forward {
                (
                    "start",
                    edges.iter().filter(|e| e.1 == b).map(|e| e.0).collect(),
                )
            } else {
                (
                    "end",
                    edges.iter().filter(|e| e.0 == b).map(|e| e.1).collect(),
                )
            };
            if !inputs.is_empty() {
                let other = if forward { "end" } else { "start" };
                let union: BTreeSet<String> = inputs.iter().flat_map(|&i| set(i, other)).collect();
                assert_eq!(
                    set(b, side),
                    union,
                    "{} of block {b} in {}",
                    side,
                    f["function"]
                );
            }
            let rows = block["statements"].as_array().unwrap();
            if let Some(last) = rows.last() {
                assert_eq!(
                    last["after"], block["end"],
                    "block {b} in {}",
                    f["function"]
                );
            }
        }
    }
}

#[test]
fn before_is_a_forward_fixpoint_and_barriers_clear_it() {
    let functions = dump("hazard-before");
    check_equations(&functions, true);
    let rows: Vec<&Value> = functions
        .iter()
        .flat_map(|f| f["dump"]["blocks"].as_array().unwrap())
        .flat_map(|b| b["statements"].as_array().unwrap())
        .collect();
    let barriers: Vec<&&Value> = rows
        .iter()
        .filter(|r| r["statement"].as_str().unwrap().contains("barrier"))
        .collect();
    assert_eq!(barriers.len(), 5, "multi_shared.cu has five barriers");
    for row in barriers {
        assert_eq!(row["after"], "{}", "a barrier ends the interval: {row}");
    }
    assert!(
        rows.iter()
            .any(|r| r["change"].as_str().unwrap().starts_with("+write of")),
        "some store joins an interval"
    );
}

#[test]
fn after_is_a_backward_fixpoint() {
    check_equations(&dump("hazard-after"), false);
}

#[test]
fn dot_draws_every_block_and_an_unknown_function_is_an_error() {
    let out = syncflow(&[
        "dataflow",
        &corpus("multi_shared.ll"),
        "--analysis",
        "hazard-after",
        "--function",
        "two_arrays",
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(text.matches("digraph").count(), 1, "{text}");
    assert!(text.contains("bb0 [label=<"), "{text}");
    if let Ok(dot) = std::process::Command::new("dot")
        .arg("-Tsvg")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
    {
        use std::io::Write;
        let mut dot = dot;
        dot.stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        let done = dot.wait_with_output().unwrap();
        assert!(done.status.success(), "graphviz rejects the dump");
    }
    let out = syncflow(&[
        "dataflow",
        &corpus("multi_shared.ll"),
        "--analysis",
        "hazard-before",
        "--function",
        "nope",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no defined function named 'nope'"),
        "{}",
        stderr(&out)
    );
}
