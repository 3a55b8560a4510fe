//! The parser's direct scan of `DILocation` nodes (`llvm/parser/location.rs`) agrees with the
//! general metadata grammar on every real file: each `.ll` of the corpus, the precision
//! kernels, the real-header and Triton files is parsed as written (fast path) and with every
//! location node broken across lines by a comment (which the scan declines, so the general
//! grammar reads it); the nodes and every instruction's resolved location must be equal.

#[path = "../../framework/tests/common.rs"]
mod common;

use syncflow_ir::{parse_module, Module};

/// Every `!DILocation(` opened with a comment and a line break, which only the general
/// grammar reads.
fn force_general_grammar(text: &str) -> String {
    text.replace(
        "!DILocation(",
        "!DILocation( ; read by the general grammar\n",
    )
}

fn locations(m: &Module) -> Vec<String> {
    let mut out = Vec::new();
    for f in m.functions.iter() {
        for inst in f.insts.iter() {
            out.push(format!(
                "{}: {:?} {:?} {:?}",
                f.name, inst.debug_loc, inst.inlined_at, inst.inline_frames
            ));
        }
    }
    out
}

#[test]
fn direct_scan_and_general_grammar_agree_on_every_real_file() {
    let mut files = Vec::new();
    for sub in ["corpus", "precision", "realheaders", "triton"] {
        files.extend(common::ll_files(sub));
    }
    let mut with_locations = 0;
    let mut nodes = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        if !text.contains("!DILocation(") {
            continue;
        }
        with_locations += 1;
        let name = path.display().to_string();
        let fast = parse_module(&name, &text).unwrap_or_else(|e| panic!("{e}"));
        let general =
            parse_module(&name, &force_general_grammar(&text)).unwrap_or_else(|e| panic!("{e}"));
        let fast_nodes: Vec<_> = fast.debug_info.nodes.iter().collect();
        let general_nodes: Vec<_> = general.debug_info.nodes.iter().collect();
        assert_eq!(fast_nodes, general_nodes, "{name}: metadata nodes differ");
        assert_eq!(
            locations(&fast),
            locations(&general),
            "{name}: instruction locations differ"
        );
        nodes += fast_nodes.len();
    }
    assert!(
        with_locations >= 30 && nodes > 1000,
        "too few files with locations to compare: {with_locations} files, {nodes} nodes"
    );
}

/// An undefined scope is still reported where it is written, by either path.
#[test]
fn undefined_scope_is_reported_at_its_reference() {
    let text = "define void @k() {\n  ret void, !dbg !1\n}\n!1 = !DILocation(line: 3, column: 1, scope: !7)\n";
    for (label, source) in [
        ("fast", text.to_string()),
        ("general", force_general_grammar(text)),
    ] {
        let err = parse_module("k.ll", &source).unwrap_err().to_string();
        assert!(err.contains("undefined metadata '!7'"), "{label}: {err}");
        let line = if label == "fast" { ":4:" } else { ":5:" };
        assert!(err.contains(line), "{label}: {err}");
    }
}
