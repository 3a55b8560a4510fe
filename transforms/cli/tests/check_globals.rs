//! `__constant__` data the host writes (issue 39): nvcc declares it without an initializer
//! (`.const .align 4 .b8 c_table[64];`), clang with a `zeroinitializer`; both now start as
//! zeros, and `--global NAME=SPEC` gives the contents `cudaMemcpyToSymbol` would.
//! `tests/check/const_host.{ptx,ll}` store thread t's index at `out[(int)c_table[t]]`: with
//! zeros every thread stores to `out[0]` (a race), with `c_table = iota` each to its own slot.

mod common;

use common::{root, stderr, stdout, syncflow};

fn run(ext: &str, global: Option<&str>) -> (Option<i32>, String) {
    let file = root().join(format!("tests/check/const_host.{ext}"));
    let file = file.display().to_string();
    let mut argv = vec![
        "check",
        file.as_str(),
        "--block",
        "16",
        "--arg",
        "#0=i32[16]",
    ];
    if let Some(g) = global {
        argv.push("--global");
        argv.push(g);
    }
    let o = syncflow(&argv);
    (o.status.code(), format!("{}{}", stdout(&o), stderr(&o)))
}

#[test]
fn a_constant_table_without_contents_reads_zeros_in_both_formats() {
    for ext in ["ptx", "ll"] {
        let (code, out) = run(ext, None);
        assert_eq!(code, Some(1), "{ext}: {out}");
        assert!(out.contains("1 finding (1 race)"), "{ext}: {out}");
        assert!(!out.contains("uninitialised"), "{ext}: {out}");
    }
}

#[test]
fn global_gives_the_tables_contents_in_both_formats() {
    for ext in ["ptx", "ll"] {
        let (code, out) = run(ext, Some("c_table=f32[16]:iota"));
        assert_eq!(code, Some(0), "{ext}: {out}");
        assert!(out.contains("0 findings"), "{ext}: {out}");
        // `uninit` contents: the reads are reported, as for an --arg buffer.
        let (code, out) = run(ext, Some("@c_table=f32[16]:uninit"));
        assert_eq!(code, Some(1), "{ext}: {out}");
        assert!(out.contains("uninitialised-read"), "{ext}: {out}");
    }
}

#[test]
fn a_wrong_global_is_a_usage_error() {
    for (spec, says) in [
        (
            "c_table=f32[8]:iota",
            "@c_table has 64 bytes; the spec gives 32",
        ),
        (
            "c_tabel=f32[16]",
            "the module has no variable @c_tabel; its variables are @c_table",
        ),
        ("c_table=5", "give the variable's bytes as a buffer"),
    ] {
        let (code, out) = run("ptx", Some(spec));
        assert_eq!(code, Some(2), "{spec}: {out}");
        assert!(out.contains(says), "{spec}: {out}");
    }
}
