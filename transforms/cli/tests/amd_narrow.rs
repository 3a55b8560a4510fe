//! Narrowing AMDGPU barrier groups to LDS (the `narrow-lds` knob, docs/design.md §4.5,
//! `tests/amd/narrow_lds.hip`):
//!
//! 1. `sound` narrows exactly the barriers the `.hip` marks `// narrow` (with the device
//!    libraries; the `-nogpulib` fences are calls, left alone), says so in the JSON
//!    (`weakened`, `summary.narrowed`), and narrows nothing with `narrow-lds=0`;
//! 2. `llc-19 -march=amdgcn` accepts every output for gfx90a and gfx942 (with and without
//!    threadgroup-split mode); each output has the same `s_barrier` count as the output
//!    without narrowing, and in threadgroup-split mode (where a workgroup release waits for
//!    global memory) exactly the narrowed barriers of `narrow_lds` lose their
//!    `s_waitcnt vmcnt(0)` (skipped, with a message, without `llc-19`);
//! 3. the interpreter (`check --preset sound`) finds nothing new in the narrowed output, and
//!    finds the race that `narrow-lds-ignore-global=1` (narrowing a barrier a global
//!    conflict crosses) makes;
//! 4. the same on 20 generated kernels (LDS and global conflicts crossing one group, in every
//!    combination): removed, narrowed or kept whole as the conflicts say, every output clean
//!    in the interpreter, and the unsound row caught wherever a global conflict crosses a
//!    narrowed group.

mod common;

use common::{root, stderr, syncflow, temp_dir};
use serde_json::Value;
use std::collections::BTreeSet;
use std::process::Command;

fn amd(file: &str) -> String {
    root().join("tests/amd").join(file).display().to_string()
}

/// The lines of `narrow_lds.hip` whose barrier the ground truth narrows.
fn narrow_lines() -> BTreeSet<u64> {
    let text = std::fs::read_to_string(amd("narrow_lds.hip")).unwrap();
    text.lines()
        .enumerate()
        .filter(|(_, l)| l.contains("__syncthreads(); // narrow:"))
        .map(|(n, _)| n as u64 + 1)
        .collect()
}

/// `eliminate --json` on `path` with `extra`: the lines of the narrowed barriers, and the
/// summary's count.
fn narrowed(path: &str, extra: &[&str]) -> (BTreeSet<u64>, u64) {
    let mut argv = vec!["eliminate", path, "--json", "-o", "/dev/null"];
    argv.extend(extra);
    let o = syncflow(&argv);
    assert_eq!(o.status.code(), Some(0), "{path}: {}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let mut lines = BTreeSet::new();
    for f in v["functions"].as_array().unwrap() {
        for b in f["barriers"].as_array().unwrap() {
            if let Some(w) = b["weakened"].as_str() {
                assert!(w.starts_with("weakened: fences narrowed to LDS: "), "{w}");
                assert_eq!(b["removed"], false);
                lines.insert(b["line"].as_u64().unwrap());
            }
        }
    }
    let count = v["summary"]["narrowed"].as_u64().unwrap_or(0);
    assert_eq!(count as usize, lines.len(), "{path}");
    (lines, count)
}

#[test]
fn sound_narrows_the_barriers_the_ground_truth_narrows() {
    let truth = narrow_lines();
    assert_eq!(truth.len(), 3);
    assert_eq!(narrowed(&amd("narrow_lds.ll"), &[]).0, truth);
    // The fences of `-nogpulib` code are library calls: nothing to tag.
    assert_eq!(narrowed(&amd("narrow_lds.nogpulib.ll"), &[]).1, 0);
    // The knob switches it off; the faithful presets never narrow.
    let off = ["--knob", "narrow-lds=0"];
    assert_eq!(narrowed(&amd("narrow_lds.ll"), &off).1, 0);
    assert_eq!(narrowed(&amd("narrow_lds.ll"), &["--preset", "cicc"]).1, 0);
    // The unsound row narrows the one a global conflict crosses too.
    let all = narrowed(
        &amd("narrow_lds.ll"),
        &["--knob", "narrow-lds-ignore-global=1"],
    );
    assert_eq!(all.1, 4);
}

/// `llc` on `ll` for `cpu` (with `attrs`): per `s_barrier`, whether an `s_waitcnt` with
/// `vmcnt(0)` comes before it with no memory instruction or label between.
fn barrier_waits(llc: &str, ll: &str, cpu: &str, attrs: &str) -> Vec<bool> {
    let mut argv = vec!["-march=amdgcn".to_string(), format!("-mcpu={cpu}")];
    if !attrs.is_empty() {
        argv.push(format!("-mattr={attrs}"));
    }
    argv.extend(["-o".to_string(), "-".to_string(), ll.to_string()]);
    let o = Command::new(llc).args(&argv).output().expect("runs llc");
    assert!(
        o.status.success(),
        "llc {cpu} {attrs} rejects {ll}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8(o.stdout).unwrap();
    let mut out = Vec::new();
    let mut waited = false;
    for line in text.lines() {
        let l = line.split(';').next().unwrap_or("").trim();
        if l.is_empty() || l.starts_with('.') {
            continue;
        }
        if l.ends_with(':') {
            waited = false;
            continue;
        }
        let op = l.split_whitespace().next().unwrap_or("");
        if op == "s_barrier" {
            out.push(waited);
            waited = false;
        } else if op.starts_with("s_waitcnt") {
            waited |= l.contains("vmcnt(0)");
        } else if ["global_", "buffer_", "flat_", "ds_", "scratch_"]
            .iter()
            .any(|p| op.starts_with(p))
        {
            waited = false;
        }
    }
    out
}

#[test]
fn llc_accepts_the_narrowed_outputs_and_drops_the_global_waits() {
    let llc = std::env::var("LLC").unwrap_or_else(|_| "llc-19".to_string());
    if Command::new(&llc).arg("--version").output().is_err() {
        eprintln!("skipped: {llc} is not installed (apt-get install llvm-19)");
        return;
    }
    let dir = temp_dir("amd-narrow-llc");
    let mut narrowed_total = 0;
    for file in [
        "narrow_lds",
        "multi_shared",
        "keep_write_read",
        "reduce_tree",
    ] {
        let input = amd(&format!("{file}.ll"));
        let whole = dir.join(format!("{file}.whole.ll")).display().to_string();
        let narrow = dir.join(format!("{file}.narrow.ll")).display().to_string();
        for (out, knob) in [(&whole, "narrow-lds=0"), (&narrow, "narrow-lds=1")] {
            let o = syncflow(&["eliminate", &input, "-o", out, "--quiet", "--knob", knob]);
            assert_eq!(o.status.code(), Some(0), "{file}: {}", stderr(&o));
        }
        let text = std::fs::read_to_string(&narrow).unwrap();
        let n = narrowed(&input, &[]).1 as usize;
        assert_eq!(text.matches(", !mmra !").count(), 2 * n, "{file}");
        narrowed_total += n;
        for (cpu, attrs) in [
            ("gfx90a", ""),
            ("gfx942", ""),
            ("gfx90a", "+tgsplit"),
            ("gfx942", "+tgsplit"),
        ] {
            let a = barrier_waits(&llc, &whole, cpu, attrs);
            let b = barrier_waits(&llc, &narrow, cpu, attrs);
            println!("{file} {cpu}{attrs}: vmcnt(0) before s_barrier {a:?} -> {b:?}");
            assert_eq!(
                a.len(),
                b.len(),
                "{file} {cpu}{attrs}: s_barrier count changed"
            );
            // Narrowing never adds a wait.
            assert!(
                a.iter().zip(&b).all(|(x, y)| *x || !*y),
                "{file} {cpu}{attrs}"
            );
            if file == "narrow_lds" && attrs == "+tgsplit" {
                // Four barriers, three narrowed: only the one global_exchange needs waits.
                assert_eq!(a.iter().filter(|w| **w).count(), 3, "{file} {cpu}{attrs}");
                assert_eq!(b.iter().filter(|w| **w).count(), 1, "{file} {cpu}{attrs}");
            }
        }
    }
    assert!(narrowed_total >= 6, "only {narrowed_total} narrowed");
}

/// `check … --preset sound` on one kernel of `narrow_lds.ll`: new findings in the output.
fn new_findings(kernel: &str, args: &[&str], extra: &[&str]) -> Vec<Value> {
    let input = amd("narrow_lds.ll");
    let mut argv = vec![
        "check",
        &input,
        "--kernel",
        kernel,
        "--block",
        "256",
        "--grid",
        "2",
        "--schedule",
        "all",
        "--json",
        "--preset",
        "sound",
    ];
    for a in args {
        argv.extend(["--arg", a]);
    }
    argv.extend(extra);
    let o = syncflow(&argv);
    let v: Value = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{kernel}: {e}: {}", stderr(&o)));
    let c = &v["comparison"];
    assert!(
        c["inconclusive"].as_array().unwrap().is_empty(),
        "{kernel}: {c}"
    );
    assert!(
        v["findings"].as_array().unwrap().is_empty(),
        "{kernel}: the input races"
    );
    c["new_findings"].as_array().unwrap().clone()
}

#[test]
fn the_interpreter_runs_the_narrowed_fences_and_catches_the_unsound_row() {
    let kernels: [(&str, &[&str]); 3] = [
        ("store_then_exchange", &["#0=f32[512]:iota", "#1=f32[512]"]),
        (
            "prefetch_loop",
            &["#0=f32[1280]:iota", "#1=f32[512]", "#2=4"],
        ),
        (
            "global_exchange",
            &["#0=f32[512]:iota", "#1=f32[512]", "#2=f32[512]"],
        ),
    ];
    for (kernel, args) in kernels {
        assert!(
            new_findings(kernel, args, &[]).is_empty(),
            "{kernel}: sound"
        );
    }
    let unsound = ["--knob", "narrow-lds-ignore-global=1"];
    let (kernel, args) = kernels[2];
    let found = new_findings(kernel, args, &unsound);
    assert!(
        !found.is_empty(),
        "narrowing global_exchange's barrier must show its race on global memory"
    );
    // The race is put down to the narrowed group, at its HIP line (the one `// keep`).
    let text = std::fs::read_to_string(amd("narrow_lds.hip")).unwrap();
    let line = text
        .lines()
        .position(|l| l.contains("__syncthreads(); // keep:"))
        .unwrap()
        + 1;
    let by = found[0]["explained_by"].to_string();
    assert!(
        by.contains(&format!("narrow_lds.hip:{line}:")) && by.contains("(fences narrowed to LDS)"),
        "{by}"
    );
    // `--against OUT` reads the narrowing off OUT's `!mmra` tags: the same verdicts.
    let dir = temp_dir("amd-narrow-against");
    let input = amd("narrow_lds.ll");
    for (knob, races) in [
        ("narrow-lds-ignore-global=0", false),
        ("narrow-lds-ignore-global=1", true),
    ] {
        let out = dir.join(format!("{knob}.ll")).display().to_string();
        let o = syncflow(&["eliminate", &input, "-o", &out, "--quiet", "--knob", knob]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let mut argv = vec![
            "check",
            &input,
            "--against",
            &out,
            "--kernel",
            kernel,
            "--block",
            "256",
            "--grid",
            "2",
            "--schedule",
            "all",
            "--json",
        ];
        for a in args {
            argv.extend(["--arg", a]);
        }
        let o = syncflow(&argv);
        let v: Value = serde_json::from_slice(&o.stdout)
            .unwrap_or_else(|e| panic!("{knob}: {e}: {}", stderr(&o)));
        let new = v["comparison"]["new_findings"].as_array().unwrap().len();
        assert_eq!(new > 0, races, "--against, {knob}: {}", v["comparison"]);
    }
}

/// One generated kernel: LDS `s[t]` written above the group; below, LDS read at `t` (own
/// slot) or `t+1` (a neighbour's: an LDS conflict); global `g[t]` written above or not, and
/// read below at `t`, at `t+1` (a global conflict when written) or not at all; with `flat`,
/// the global read goes through an `addrspacecast` to a flat (address space 0) pointer, which
/// the analysis traces back to `%g` (global, as without the cast).
fn generated(
    lds_neighbour: bool,
    global_write: bool,
    global_read: Option<bool>,
    flat: bool,
) -> String {
    let mut above = String::new();
    let mut below = String::new();
    if global_write {
        above.push_str("  %gw = getelementptr inbounds float, ptr addrspace(1) %g, i32 %t\n");
        above.push_str("  store float 1.0, ptr addrspace(1) %gw, align 4\n");
    }
    let lds_at = if lds_neighbour { "%t1" } else { "%t" };
    below.push_str(&format!(
        "  %sr = getelementptr inbounds [256 x float], ptr addrspace(3) @s, i32 0, i32 {lds_at}\n  %a = load float, ptr addrspace(3) %sr, align 4\n"
    ));
    let mut sum = "%a".to_string();
    if let Some(neighbour) = global_read {
        let at = if neighbour { "%t1" } else { "%t" };
        below.push_str(&format!(
            "  %gr = getelementptr inbounds float, ptr addrspace(1) %g, i32 {at}\n"
        ));
        if flat {
            below.push_str("  %gf = addrspacecast ptr addrspace(1) %gr to ptr\n  %b = load float, ptr %gf, align 4\n");
        } else {
            below.push_str("  %b = load float, ptr addrspace(1) %gr, align 4\n");
        }
        below.push_str("  %c = fadd float %a, %b\n");
        sum = "%c".to_string();
    }
    format!(
        r#"target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16

define amdgpu_kernel void @k(ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %r) #0 {{
entry:
  %t = tail call i32 @llvm.amdgcn.workitem.id.x()
  %tp = add nuw nsw i32 %t, 1
  %t1 = and i32 %tp, 255
  %sw = getelementptr inbounds [256 x float], ptr addrspace(3) @s, i32 0, i32 %t
  store float 2.0, ptr addrspace(3) %sw, align 4
{above}  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
{below}  %rw = getelementptr inbounds float, ptr addrspace(1) %r, i32 %t
  store float {sum}, ptr addrspace(1) %rw, align 4
  ret void
}}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = {{ "amdgpu-flat-work-group-size"="1,256" }}
"#
    )
}

/// The generated kernels, decided by `sound` and run by the interpreter: each barrier goes,
/// is narrowed or stays whole as its conflicts say; the narrowed output runs clean; the unsound
/// row (`narrow-lds-ignore-global=1`) races exactly where a global conflict crosses.
#[test]
fn generated_kernels_with_mixed_lds_and_global_conflicts() {
    let dir = temp_dir("amd-narrow-gen");
    let mut caught = 0;
    let mut narrowed_count = 0;
    let mut n = 0;
    for lds_neighbour in [false, true] {
        for global_write in [false, true] {
            for global_read in [None, Some(false), Some(true)] {
                for flat in [false, true] {
                    if flat && global_read.is_none() {
                        continue;
                    }
                    n += 1;
                    let name = format!("gen{n}: lds_neighbour={lds_neighbour} global_write={global_write} global_read={global_read:?} flat={flat}");
                    let path = dir.join(format!("gen{n}.ll"));
                    std::fs::write(
                        &path,
                        generated(lds_neighbour, global_write, global_read, flat),
                    )
                    .unwrap();
                    let path = path.display().to_string();
                    let o = syncflow(&["eliminate", &path, "--json", "-o", "/dev/null"]);
                    assert_eq!(o.status.code(), Some(0), "{name}: {}", stderr(&o));
                    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
                    let b = &v["functions"][0]["barriers"][0];
                    let global_conflict = global_write && global_read == Some(true);
                    let removed = !lds_neighbour && !global_conflict;
                    assert_eq!(b["removed"], removed, "{name}: {b}");
                    let narrow = lds_neighbour && !global_conflict;
                    assert_eq!(b["weakened"].is_string(), narrow, "{name}: {b}");
                    narrowed_count += usize::from(narrow);
                    let run = |extra: &[&str]| -> (usize, usize) {
                        let mut argv = vec![
                            "check",
                            &path,
                            "--kernel",
                            "k",
                            "--block",
                            "256",
                            "--grid",
                            "1",
                            "--schedule",
                            "all",
                            "--json",
                            "--preset",
                            "sound",
                            "--arg",
                            "#0=f32[256]:iota",
                            "--arg",
                            "#1=f32[256]",
                        ];
                        argv.extend(extra);
                        let o = syncflow(&argv);
                        let v: Value = serde_json::from_slice(&o.stdout)
                            .unwrap_or_else(|e| panic!("{name}: {e}: {}", stderr(&o)));
                        let c = &v["comparison"];
                        assert!(
                            c["inconclusive"].as_array().unwrap().is_empty(),
                            "{name}: {c}"
                        );
                        (
                            v["findings"].as_array().unwrap().len(),
                            c["new_findings"].as_array().unwrap().len(),
                        )
                    };
                    assert_eq!(run(&[]), (0, 0), "{name}: sound");
                    let (_, unsound) = run(&["--knob", "narrow-lds-ignore-global=1"]);
                    let races = lds_neighbour && global_conflict;
                    assert_eq!(unsound > 0, races, "{name}: narrow-lds-ignore-global=1");
                    caught += usize::from(races);
                }
            }
        }
    }
    println!("{n} kernels, {narrowed_count} narrowed by sound, {caught} unsound narrowings caught");
    assert!(
        narrowed_count >= 4 && caught >= 2,
        "{narrowed_count} narrowed, {caught} caught"
    );
}
