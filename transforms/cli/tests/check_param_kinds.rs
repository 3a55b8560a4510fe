//! PTX parameters `check` must read as the kernel does (issue 39): a `.param .u64` that the
//! kernel uses only as an integer (CUB's `num_items`) takes a number from `--arg` and, without
//! one, the grid's thread count, not a buffer whose address it would compare with; and
//! `ld.param.v2.u32 {…}, [s+8]` reads a struct parameter's fields (it stopped as an asm call
//! with no body). `tests/check/param_kinds.ptx` stores each thread's index at
//! `out[t + s[0] + s[2] + s[3] - 5]` for `t < num_items`: out of bounds if a field or the
//! count is read wrong.

mod common;

use common::{root, stderr, stdout, syncflow};

fn run(args: &[&str]) -> (Option<i32>, String) {
    let file = root().join("tests/check/param_kinds.ptx");
    let file = file.display().to_string();
    let mut argv = vec!["check", file.as_str(), "--block", "64"];
    for a in args {
        argv.push("--arg");
        argv.push(a);
    }
    let o = syncflow(&argv);
    (o.status.code(), format!("{}{}", stdout(&o), stderr(&o)))
}

#[test]
fn a_u64_count_takes_a_number_and_struct_fields_read_as_vectors() {
    let (code, out) = run(&["#0=i32[40]", "#1=40", "#2=i32[4]:iota"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("0 findings"), "{out}");
    // One more item than `out` holds: thread 40 stores past its end.
    let (code, out) = run(&["#0=i32[40]", "#1=41", "#2=i32[4]:iota"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("out-of-bounds"), "{out}");
    // A struct whose fields add up differently moves every store by one.
    let (code, out) = run(&["#0=i32[40]", "#1=40", "#2=i32[4]:expr:i+1"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("out-of-bounds"), "{out}");
}

#[test]
fn a_u64_used_only_as_an_integer_defaults_to_the_thread_count() {
    let (code, out) = run(&["#0=i32[64]", "#2=i32[4]:iota"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("%fill_param_1 = 64 (the grid's thread count: a .u64 the kernel uses only as an integer)"),
        "{out}"
    );
    // The buffer is still a buffer: its address feeds a cvta and a store.
    let (code, out) = run(&["#0=40", "#1=40", "#2=i32[4]:iota"]);
    assert_eq!(code, Some(1), "{out}");
}
