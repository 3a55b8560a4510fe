//! `syncflow uniformity` and `syncflow lint` end to end.

use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn syncflow(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .current_dir(root())
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn lint_reports_the_barrier_under_a_thread_dependent_branch() {
    let (code, out, _) = syncflow(&["lint", "tests/corpus/divergent_barrier.ll"]);
    assert_eq!(code, 1, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    // The corpus README: 12:5 (under if (threadIdx.x < 16)) and 25:3 (after a thread-dependent
    // early return) are KEEP-DIV; 37:3 (after the branch reconverged) is not.
    assert_eq!(
        lines,
        [
            "divergent_barrier.cu:12:5: barrier under divergent control (branch at divergent_barrier.cu:10)",
            "divergent_barrier.cu:25:3: barrier under divergent control (branch at divergent_barrier.cu:22)",
        ]
    );
}

#[test]
fn lint_accepts_barriers_under_uniform_branches() {
    for file in [
        "uniform_branch.ll",
        "switch_phase.ll",
        "sync_count_and_or.ll",
        "threadfence.ll",
    ] {
        let (code, out, err) = syncflow(&["lint", &format!("tests/corpus/{file}")]);
        assert_eq!((code, out.as_str()), (0, ""), "{file}: {err}");
    }
}

#[test]
fn lint_over_the_corpus_finds_exactly_the_keep_div_barriers() {
    let mut findings = 0;
    for e in std::fs::read_dir(root().join("tests/corpus")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "ll") {
            let (code, out, _) = syncflow(&["lint", p.to_str().unwrap()]);
            assert!(code == 0 || code == 1);
            findings += out.lines().count();
        }
    }
    // README: KEEP-DIV 2.
    assert_eq!(findings, 2);
}

#[test]
fn bad_input_and_bad_knobs_exit_2() {
    let (code, _, err) = syncflow(&["lint", "tests/malformed/undefined_value.ll"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, _) = syncflow(&["uniformity", "tests/malformed/undefined_value.ll"]);
    assert_eq!(code, 2);
    let (code, _, err) = syncflow(&[
        "uniformity",
        "--knob",
        "no-such-knob",
        "tests/corpus/reduce_tree.ll",
    ]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn uniformity_json_and_text() {
    let (code, out, _) = syncflow(&["uniformity", "--json", "tests/corpus/uniform_branch.ll"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let f = &v["functions"][0];
    assert_eq!(f["name"], "even_blocks_only");
    // The branch on blockIdx.x % 2 is uniform.
    assert!(f["branches"]
        .as_array()
        .unwrap()
        .iter()
        .all(|b| b["level"] == "uniform"));
    let (code, out, _) = syncflow(&["uniformity", "tests/corpus/divergent_barrier.ll"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("branch in %2 at divergent_barrier.cu:10: divergent"),
        "{out}"
    );
}

#[test]
fn format_llvm_equals_opt_where_the_analyses_agree() {
    // A function where syncflow's and LLVM's sources agree (no calls, no generic loads): the
    // default analysis prints what opt prints, byte for byte.
    let text = "target triple = \"nvptx64-nvidia-cuda\"\n\
        define void @f(i32 %a, ptr addrspace(1) %p) {\n\
        entry:\n  %x = add i32 %a, 1\n  br label %next\n\
        next:\n  store i32 %x, ptr addrspace(1) %p, align 4\n  ret void\n}\n\
        define void @k(i32 %a, ptr addrspace(1) %p) {\n\
        entry:\n  %x = add i32 %a, 1\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %next, label %other\n\
        other:\n  br label %next\n\
        next:\n  %y = phi i32 [ 1, %entry ], [ 2, %other ]\n  store i32 %y, ptr addrspace(1) %p, align 4\n  ret void\n}\n\
        !nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";
    let dir = std::env::temp_dir().join(format!("syncflow-unif-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("agree.ll");
    std::fs::write(&file, text).unwrap();
    let opt = Command::new("opt-19")
        .args(["-passes=print<uniformity>", "-disable-output"])
        .arg(&file)
        .output()
        .expect("opt-19 not found: install llvm-19 (.ci/run does)");
    let theirs = String::from_utf8(opt.stderr).unwrap();
    let (code, ours, _) = syncflow(&["uniformity", "--format", "llvm", file.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(theirs.contains("DIVERGENT ARGUMENTS:") && theirs.contains("ALL VALUES UNIFORM"));
    assert_eq!(ours.lines().count(), theirs.lines().count());
    let sort = |s: &str| {
        // Divergent arguments come in LLVM's hash order: compare as a set.
        let mut v: Vec<String> = s.lines().map(String::from).collect();
        v.sort();
        v
    };
    assert_eq!(sort(&ours), sort(&theirs));
    std::fs::remove_dir_all(dir).ok();
}
