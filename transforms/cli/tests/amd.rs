//! `syncflow eliminate` on HIP kernels (`tests/amd`, docs/design.md §4.5):
//!
//! 1. `sound`'s decisions equal the ground truth written on every `__syncthreads()` of the
//!    `.hip` sources, with the ROCm device libraries and without them (`.nogpulib.ll`);
//! 2. they equal the decisions on the CUDA twins in `tests/corpus`, kernel by kernel;
//! 3. `llc-19 -march=amdgcn -mcpu=gfx90a` accepts every output, and its ISA has exactly the
//!    removed number of `s_barrier` fewer (skipped, with a message, without `llc-19`);
//! 4. `lint` reports the barriers under divergent control, with the HIP source's lines.
//!
//! `check` on these kernels is `amd_check.rs`.

mod common;

use common::{root, stderr, syncflow, temp_dir};
use serde_json::Value;
use std::collections::BTreeMap;
use std::process::Command;

/// The HIP kernels and their CUDA twins.
const FILES: &[(&str, Option<&str>)] = &[
    ("multi_shared", Some("multi_shared")),
    ("keep_write_read", Some("keep_write_read")),
    ("entry_exit", Some("entry_exit")),
    ("reduce_tree", Some("reduce_tree")),
    ("wave", None),
    ("divergent_barrier", Some("divergent_barrier")),
    ("narrow_lds", None),
];

fn amd(file: &str) -> String {
    root().join("tests/amd").join(file).display().to_string()
}

/// Line → `true` for `remove`, `false` for `keep`, from the `.hip`'s annotations.
fn truth(file: &str) -> BTreeMap<u32, bool> {
    let text = std::fs::read_to_string(amd(&format!("{file}.hip"))).unwrap();
    let mut out = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        if !line.contains("__syncthreads();") {
            continue;
        }
        let note = line.split("//").nth(1).unwrap_or("").trim();
        let remove = match note.split(':').next().unwrap_or("") {
            "remove" => true,
            // Kept, its fences narrowed to LDS (`amd_narrow.rs` checks the narrowing).
            "keep" | "narrow" => false,
            _ => panic!("{file}.hip:{}: barrier without ground truth", n + 1),
        };
        out.insert(n as u32 + 1, remove);
    }
    out
}

/// `eliminate --json` on `path`: (line → removed, for every copy of the line; per kernel the
/// removals in line order; the summary's removed count).
type Decisions = (BTreeMap<u32, bool>, BTreeMap<String, Vec<bool>>, u64);

fn decisions(path: &str) -> Decisions {
    let o = syncflow(&["eliminate", path, "--json", "-o", "/dev/null"]);
    assert_eq!(o.status.code(), Some(0), "{path}: {}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let mut lines: BTreeMap<u32, bool> = BTreeMap::new();
    let mut kernels: BTreeMap<String, BTreeMap<u32, bool>> = BTreeMap::new();
    for f in v["functions"].as_array().unwrap() {
        let name = f["name"].as_str().unwrap().to_string();
        for b in f["barriers"].as_array().unwrap() {
            if b["kind"].as_str() != Some("candidate") {
                continue;
            }
            let line = b["line"].as_u64().unwrap() as u32;
            let removed = b["removed"].as_bool().unwrap();
            let e = lines.entry(line).or_insert(removed);
            *e = *e && removed;
            let k = kernels
                .entry(name.clone())
                .or_default()
                .entry(line)
                .or_insert(removed);
            *k = *k && removed;
        }
    }
    let per_kernel = kernels
        .into_iter()
        .map(|(k, m)| (k, m.into_values().collect()))
        .collect();
    (lines, per_kernel, v["summary"]["removed"].as_u64().unwrap())
}

#[test]
fn sound_agrees_with_the_ground_truth_with_and_without_device_libraries() {
    let mut failures = Vec::new();
    let (mut removed, mut expected, mut judged) = (0, 0, 0);
    for (file, _) in FILES {
        let truth = truth(file);
        for variant in [format!("{file}.ll"), format!("{file}.nogpulib.ll")] {
            let (decided, _, _) = decisions(&amd(&variant));
            for (line, remove) in &truth {
                let Some(&gone) = decided.get(line) else {
                    failures.push(format!("{variant}: no barrier at {file}.hip:{line}"));
                    continue;
                };
                judged += 1;
                expected += usize::from(*remove);
                removed += usize::from(gone);
                if *remove != gone {
                    let what = if gone {
                        "a keep barrier removed"
                    } else {
                        "a remove barrier kept"
                    };
                    failures.push(format!("{variant}: {file}.hip:{line}: {what}"));
                }
            }
        }
    }
    println!("{judged} barriers judged, {removed} removed, {expected} expected");
    assert!(expected >= 8, "the set lost its remove barriers");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn cuda_twins_get_the_same_decisions() {
    let mut compared = 0;
    for (file, twin) in FILES {
        let Some(twin) = twin else { continue };
        let (_, hip, _) = decisions(&amd(&format!("{file}.ll")));
        let cuda_path = root()
            .join(format!("tests/corpus/{twin}.ll"))
            .display()
            .to_string();
        let (_, cuda, _) = decisions(&cuda_path);
        assert_eq!(hip, cuda, "{file}.hip against tests/corpus/{twin}.cu");
        compared += hip.len();
    }
    assert!(compared >= 7, "only {compared} kernels compared");
}

fn s_barriers(llc: &str, ll: &str) -> usize {
    let o = Command::new(llc)
        .args(["-march=amdgcn", "-mcpu=gfx90a", "-o", "-", ll])
        .output()
        .expect("runs llc");
    assert!(
        o.status.success(),
        "llc rejects {ll}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .filter(|l| l.trim_start().starts_with("s_barrier"))
        .count()
}

#[test]
fn llc_accepts_every_output_with_exactly_the_removed_s_barriers_fewer() {
    let llc = std::env::var("LLC").unwrap_or_else(|_| "llc-19".to_string());
    if Command::new(&llc).arg("--version").output().is_err() {
        eprintln!("skipped: {llc} is not installed (apt-get install llvm-19)");
        return;
    }
    let dir = temp_dir("amd-llc");
    let mut total = 0;
    for (file, _) in FILES {
        for variant in [format!("{file}.ll"), format!("{file}.nogpulib.ll")] {
            let input = amd(&variant);
            let output = dir.join(&variant).display().to_string();
            let o = syncflow(&["eliminate", &input, "-o", &output, "--quiet"]);
            assert_eq!(o.status.code(), Some(0), "{variant}: {}", stderr(&o));
            let (_, _, removed) = decisions(&input);
            let before = s_barriers(&llc, &input);
            let after = s_barriers(&llc, &output);
            println!("{variant}: s_barrier {before} -> {after}, {removed} removed");
            assert_eq!(before - after, removed as usize, "{variant}");
            // No fence of a removed group is left behind.
            let text = std::fs::read_to_string(&output).unwrap();
            let groups = text.matches("@llvm.amdgcn.s.barrier()").count();
            assert_eq!(
                text.matches("syncscope(\"workgroup\") release").count()
                    + text.matches("i32 noundef 3, i32 noundef 1)").count(),
                groups - 1, // the declaration
                "{variant}: one release fence a group"
            );
            total += removed;
        }
    }
    assert!(total >= 8, "only {total} removals");
}

#[test]
fn lint_reports_barriers_under_divergent_control_at_the_hip_lines() {
    for variant in ["divergent_barrier.ll", "divergent_barrier.nogpulib.ll"] {
        let o = syncflow(&["lint", &amd(variant)]);
        let out = common::stdout(&o);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(
            lines,
            [
                "divergent_barrier.hip:10:5: barrier under divergent control (branch at divergent_barrier.hip:8)",
                "divergent_barrier.hip:23:3: barrier under divergent control (branch at divergent_barrier.hip:20)",
            ],
            "{variant}: {}",
            stderr(&o)
        );
    }
}
