//! Malformed PTX (tests/ptx/malformed, one defect per file, each rejected by ptxas too) is
//! an error at the line and column tests/ptx/malformed/README.md gives, with its message.

use std::path::Path;
use syncflow_ir::ptx::parse_ptx_module;

const CASES: &[(&str, usize, usize, &str)] = &[
    (
        "missing_semicolon.ptx",
        9,
        2,
        "expected ',' between operands",
    ),
    (
        "undeclared_register.ptx",
        9,
        2,
        "register %r7 is not declared",
    ),
    (
        "duplicate_label.ptx",
        15,
        1,
        "label '$L__done' is defined twice in this function",
    ),
    (
        "unknown_label.ptx",
        11,
        2,
        "no label '$L__nowhere' in this function",
    ),
    (
        "unclosed_body.ptx",
        6,
        1,
        "this function body is not closed",
    ),
    (
        "unknown_directive.ptx",
        5,
        10,
        "unknown directive '.frobnicate'",
    ),
    ("bad_operand.ptx", 8, 27, "expected ']' closing an address"),
    ("unterminated_comment.ptx", 5, 1, "unterminated comment"),
    (
        "call_undeclared.ptx",
        7,
        2,
        "call of 'nowhere', which this file does not declare",
    ),
];

#[test]
fn each_malformed_file_is_rejected_where_the_readme_says() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ptx/malformed");
    let files = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "ptx")
        })
        .count();
    assert_eq!(files, CASES.len(), "every malformed file has a case");
    for (file, line, column, message) in CASES {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let e = parse_ptx_module(file, &text).expect_err(file);
        assert_eq!((e.line, e.column), (*line, *column), "{file}: {e}");
        assert!(e.message.contains(message), "{file}: {e}");
        assert!(e
            .to_string()
            .starts_with(&format!("{file}:{line}:{column}: error: ")));
    }
}

#[test]
fn truncations_of_real_ptx_never_panic() {
    // Every prefix of a real file (cut at each line) either parses or is an error with a
    // position inside the text.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ptx/nvcc/histogram.sm80.ptx");
    let text = std::fs::read_to_string(path).unwrap();
    let mut cut = 0;
    for line in text.split_inclusive('\n') {
        cut += line.len();
        for end in [cut - line.len() / 2, cut] {
            let prefix = &text[..end];
            if let Err(e) = parse_ptx_module("cut.ptx", prefix) {
                assert!(e.line >= 1 && e.line <= prefix.lines().count() + 1, "{e}");
            }
        }
    }
}
