//! The front-end on hostile input: deep nesting within a test thread's small stack, and
//! thousands of mutated corpus files that must each parse or fail cleanly — never panic.

#[path = "../../framework/tests/common.rs"]
mod common;

use syncflow_ir::llvm::parser::MAX_DEPTH;
use syncflow_ir::{parse_module, print_module};

/// Runs `f` on a thread with a 2 MiB stack (the default of test threads, and smaller than a
/// main thread's), so a recursion bug shows up as a crash here.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn nesting_up_to_the_limit_parses_and_beyond_it_fails() {
    on_small_stack(|| {
        for (depth, ok) in [(MAX_DEPTH as usize / 2, true), (100_000, false)] {
            let types = format!("{}i8{}", "[1 x ".repeat(depth), "]".repeat(depth));
            let text = format!("@g = global {types} zeroinitializer\n");
            assert_eq!(
                parse_module("deep.ll", &text).is_ok(),
                ok,
                "array types nested {depth} deep"
            );
            let md = format!("!0 = {}{}\n", "!{".repeat(depth), "}".repeat(depth));
            assert_eq!(
                parse_module("deep.ll", &md).is_ok(),
                ok,
                "metadata nested {depth} deep"
            );
            let expr = format!(
                "@s = global i32 0\n@p = global ptr {}@s{}\n",
                "addrspacecast (ptr ".repeat(depth),
                " to ptr)".repeat(depth)
            );
            let result = parse_module("deep.ll", &expr);
            assert_eq!(
                result.is_ok(),
                ok,
                "constant expressions nested {depth} deep: {:?}",
                result.err()
            );
        }
    });
}

/// SplitMix64, for reproducible mutations.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const FRAGMENTS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "<",
    ">",
    ",",
    "=",
    "%",
    "@",
    "!",
    "#0",
    "\"",
    "c\"",
    "0x",
    "ptr",
    "i32",
    "label",
    "%x",
    "!dbg",
    "!{",
    "...",
    "\n",
    ":",
    "-1",
    "addrspace(",
    "*",
    "getelementptr (",
    "call",
    "define",
    "}\n",
    "\u{fffd}",
    "\0",
    // Multi-byte characters, alone and where names and strings end (the prescan panicked on
    // `@"a"é`: a byte offset inside `é`).
    "é",
    "\u{1F600}",
    "@\"é\"",
    "\"é",
    "é\"",
];

#[test]
fn mutated_corpus_files_never_panic() {
    on_small_stack(|| {
        let files = common::all_valid_ll_files();
        let mut rng = Rng(0x5EED);
        let mut outcomes = [0usize; 2];
        for round in 0..1500 {
            let path = &files[round % files.len()];
            let text = std::fs::read_to_string(path).unwrap();
            let mut bytes: Vec<char> = text.chars().collect();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(bytes.len() + 1);
                match rng.below(4) {
                    0 => bytes.truncate(at),
                    1 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    2 => {
                        let frag = FRAGMENTS[rng.below(FRAGMENTS.len())];
                        for (i, c) in frag.chars().enumerate() {
                            bytes.insert(at.min(bytes.len()) + i, c);
                        }
                    }
                    _ => {
                        let len = rng.below(40).min(bytes.len().saturating_sub(at));
                        let chunk: Vec<char> = bytes[at..at + len].to_vec();
                        let to = rng.below(bytes.len() + 1);
                        for (i, c) in chunk.into_iter().enumerate() {
                            bytes.insert(to + i, c);
                        }
                    }
                }
            }
            let mutated: String = bytes.into_iter().collect();
            match parse_module("mutated.ll", &mutated) {
                Ok(m) => {
                    // Whatever parses must also print back identical.
                    assert_eq!(print_module(&m, &Default::default()).unwrap(), mutated);
                    outcomes[0] += 1;
                }
                Err(e) => {
                    assert!(e.line >= 1 && e.column >= 1 && !e.message.is_empty());
                    outcomes[1] += 1;
                }
            }
        }
        // Most mutations break the file, some do not: both paths were exercised.
        assert!(outcomes[0] > 10 && outcomes[1] > 500, "{outcomes:?}");
    });
}

/// Inputs fuzzing found or that sit where a byte offset could land inside a multi-byte
/// character: each parses, or fails with a located error; none panics.
#[test]
fn multi_byte_characters_anywhere_are_errors_or_names_never_panics() {
    let cases = [
        // The fuzz crash: a quoted global name followed by a multi-byte character.
        "@\"a\"é = global i32 0\n",
        "@\"é\" = global i32 0\n",
        "@\"é\"é = global i32 0\n",
        "@é = global i32 0\n",
        "define void @\"é\"() {\n  ret void\n}\n",
        "define void @f() {\n  %\"é\" = add i32 0, 0\n  ret void\n}\n",
        "define void @f() {\n  %é = add i32 0, 0\n  ret void\n}\n",
        "define void @f() {\né:\n  ret void\n}\n",
        "; comment é\n@g = global i32 0 ; é\n",
        "@s = constant [2 x i8] c\"é\"\n",
        "!0 = !{!\"é\"}\n",
        "@g = global i32 1é\n",
        "@g = global float 1.0é\n",
        "@g = global i32 0x1é\n",
        "define void @f() {\n  ret void\n}é\n",
        "é",
        "\u{1F600}@g = global i32 0\n",
        "@g = global i32 0 #é\n",
        "@g = global i32 0, !dbg !é\n",
        "@g = global float -é\n",
        "@g = global float -infé\n",
    ];
    for text in cases {
        match parse_module("mb.ll", text) {
            Ok(m) => assert_eq!(print_module(&m, &Default::default()).unwrap(), text),
            Err(e) => {
                let shown = e.to_string();
                assert!(shown.starts_with("mb.ll:"), "{text:?}: {shown}");
                assert!(e.line >= 1 && e.column >= 1, "{text:?}: {shown}");
            }
        }
    }
}

/// A misspelt type before a call's callee must not let the call swallow the next line's
/// instruction (a pipeline-fuzzing find: the two lines became one barrier call, and removing
/// it deleted the broken line with it). Instruction keywords end the tolerant keyword list.
#[test]
fn an_unknown_word_before_a_call_type_does_not_swallow_the_next_instruction() {
    let text = "define void @f() {\nentry:\n  notail call voi\n  tail call void @llvm.nvvm.barrier0()\n  ret void\n}\n";
    let e = parse_module("t.ll", text).unwrap_err();
    assert_eq!((e.line, e.column), (4, 3), "{e}");
    // Unknown attribute words are still accepted where LLVM might add new ones.
    let newer = "define void @f() {\nentry:\n  call brandnewattr void @llvm.nvvm.barrier0()\n  ret void\n}\ndeclare void @llvm.nvvm.barrier0()\n";
    let m = parse_module("t.ll", newer).unwrap();
    assert_eq!(m.functions.iter().next().unwrap().insts.len(), 2);
}
