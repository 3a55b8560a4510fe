//! Warp-specialized loops ordered by mbarrier phases (tests/pipelined/warp_specialized_mbar.cu,
//! issue 37's last idiom): producers (warps 0–3) and consumers (warps 4–7) hand tiles of a
//! two-stage ring over through `full[s]`/`empty[s]` mbarriers, with a defensive
//! `__syncthreads()` at the loop bottom. Two judges, neither of them the analysis:
//!
//! 1. **Execution settles the annotations.** Each barrier removed alone (every copy of its
//!    line, on clang's `.ll`) and run with `check --against` under every schedule: a `keep`
//!    barrier shows a new race, the `remove` one nothing.
//! 2. **`sound` removes no `keep` barrier and its output runs clean**, on the `.ll` and on
//!    llc's `.ptx`: the mbarrier-phase rule (docs/design.md §4.6.1) removes `mbar_ring`'s
//!    loop barrier and keeps the others; with its unsound knob
//!    `mbarrier-phases-order-everything` the output of the `keep` kernels races.
//!
//! 3. **Roles and laps** (docs/design.md §4.4): with the block stated, only producer/consumer
//!    pairs keep the loop barriers; and a variant whose ranges stay inside their stage
//!    without roles, which `sound` used to strip of its loop barrier, keeps it (execution
//!    shows the race two laps on).
//!
//! Launches run 5 iterations (the ring wraps twice) with a step cap: without its loop
//! barrier `mbar_full_only` may also hang (producers lap the consumers by two phases, and
//! a parity wait then never sees its phase), which the cap turns into a `step-limit` finding
//! next to the race.

use serde_json::Value;
mod common;
use common::{line_decisions_with, root, stderr, stdout, syncflow, temp_dir};
use std::collections::{BTreeMap, BTreeSet};
use syncflow_ir::{parse_module, print_module, BarrierKind, Removal};

const FILE: &str = "tests/pipelined/warp_specialized_mbar";
const KERNELS: &[&str] = &["mbar_ring", "mbar_full_only", "mbar_half_empty"];

/// `remove` lines `sound` keeps, with the reason (none since the mbarrier-phase rule,
/// docs/design.md §4.6.1; the list stays so that a regression names itself).
const MISSES: &[(u32, &str)] = &[];

fn launch() -> Vec<String> {
    [
        "--block",
        "256",
        "--arg",
        "#0=f32[640]:random:1",
        "--arg",
        "#1=f32[128]",
        "--arg",
        "#2=5",
        "--schedule",
        "all",
        "--steps",
        "1000000",
        "--json",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// Line → `true` for `remove`, `false` for `keep`, from the `.cu`'s annotations.
fn truth() -> BTreeMap<u32, bool> {
    let text = std::fs::read_to_string(root().join(format!("{FILE}.cu"))).unwrap();
    let mut out = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        if let Some(note) = line
            .split_once("__syncthreads();")
            .map(|(_, rest)| rest.trim())
        {
            let note = note.trim_start_matches("//").trim();
            assert!(
                note.starts_with("keep") || note.starts_with("remove"),
                "line {}: no truth",
                n + 1
            );
            out.insert(n as u32 + 1, note.starts_with("remove"));
        }
    }
    out
}

/// `check` of `kernel` in `input` with `extra`: the kinds of new finding, and the exit code,
/// after asserting the input itself is clean.
fn new_findings(input: &str, kernel: &str, extra: &[&str]) -> (BTreeSet<String>, Option<i32>) {
    let mut args: Vec<String> = ["check", input, "--kernel", kernel]
        .iter()
        .map(|s| s.to_string())
        .collect();
    args.extend(launch());
    args.extend(extra.iter().map(|s| s.to_string()));
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = syncflow(&refs);
    let v: Value = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
    assert!(
        v["findings"].as_array().is_some_and(|f| f.is_empty()),
        "{input} {kernel}: the input itself has findings: {v}"
    );
    let kinds = v["comparison"]["new_findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["kind"].as_str().unwrap().to_string())
        .collect();
    (kinds, o.status.code())
}

#[test]
fn execution_settles_every_mbarrier_kernel_annotation() {
    let truth = truth();
    let dir = temp_dir("pipelined-mbar");
    let path = root().join(format!("{FILE}.ll"));
    let text = std::fs::read_to_string(&path).unwrap();
    let m = parse_module(&path.display().to_string(), &text).unwrap();
    let mut failures = Vec::new();
    let mut seen = 0;
    for kernel in KERNELS {
        let (id, f) = m
            .functions
            .iter_enumerated()
            .find(|(_, f)| f.is_defined && f.name.contains(kernel))
            .unwrap();
        let mut by_line: BTreeMap<u32, BTreeSet<Removal>> = BTreeMap::new();
        for (inst, b) in m.barriers(f) {
            if let (BarrierKind::Candidate, Some(l)) = (b.kind, f.insts[inst].debug_loc) {
                by_line
                    .entry(l.line)
                    .or_default()
                    .insert(Removal { function: id, inst });
            }
        }
        for (line, cut) in by_line {
            seen += 1;
            let out = dir.join(format!("{kernel}-{line}.ll"));
            std::fs::write(&out, print_module(&m, &cut).unwrap()).unwrap();
            let (kinds, code) = new_findings(
                &path.display().to_string(),
                kernel,
                &["--against", &out.display().to_string()],
            );
            println!("{kernel} line {line}: new {kinds:?}");
            let ok = if truth[&line] {
                kinds.is_empty() && code == Some(0)
            } else {
                kinds.contains("race") && code == Some(1)
            };
            if !ok {
                failures.push(format!(
                    "{kernel} line {line}: removing it alone shows {kinds:?}"
                ));
            }
        }
    }
    assert_eq!(seen, 6, "two barriers per kernel (init, loop bottom)");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn sound_keeps_what_the_phases_need_and_its_output_runs_clean() {
    let truth = truth();
    let dir = temp_dir("pipelined-mbar-ptx");
    let ll = root().join(format!("{FILE}.ll"));
    let ptx = dir.join("warp_specialized_mbar.ptx");
    let o = std::process::Command::new("llc-19")
        .args(["-march=nvptx64", "-mcpu=sm_80", "-mattr=+ptx71", "-o"])
        .arg(&ptx)
        .arg(&ll)
        .output()
        .expect("llc-19 runs (scripts/test.sh installs it)");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for input in [ll.display().to_string(), ptx.display().to_string()] {
        // The rule needs the exact 1-D block (a `__launch_bounds__` bounds only the product).
        let decided = line_decisions_with(&input, &["--block", "256"]);
        assert_eq!(decided.len(), truth.len(), "{input}: {decided:?}");
        for (line, remove) in &truth {
            let gone = decided[line];
            let missed = MISSES.iter().any(|(l, _)| l == line);
            assert!(!gone || *remove, "{input}:{line}: a keep barrier removed");
            assert_eq!(
                gone,
                *remove && !missed,
                "{input}:{line}: remove {remove}, listed miss {missed}, removed {gone}"
            );
        }
        for kernel in KERNELS {
            let (kinds, code) = new_findings(&input, kernel, &["--preset", "sound"]);
            assert!(
                kinds.is_empty() && code == Some(0),
                "{input} {kernel}: sound's output shows {kinds:?}"
            );
        }
    }
}

/// The unsound knob `mbarrier-phases-order-everything` takes every pair of a function with
/// mbarriers as ordered: it strips `mbar_full_only` and `mbar_half_empty` of their loop
/// barriers, and execution shows what that breaks — the reason the real rule checks roles,
/// counts and alignment.
#[test]
fn ordering_everything_by_the_phases_is_caught_by_execution() {
    let ll = root().join(format!("{FILE}.ll")).display().to_string();
    let everything = [
        "--preset",
        "sound",
        "--knob",
        "mbarrier-phases-order-everything=1",
    ];
    let decided = {
        let o = syncflow(&[
            "eliminate",
            &ll,
            "--block",
            "256",
            "--knob",
            "mbarrier-phases-order-everything=1",
            "--json",
            "-o",
            "/dev/null",
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        v["functions"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|f| f["barriers"].as_array().unwrap().clone())
            .filter(|b| b["removed"] == Value::Bool(true))
            .map(|b| b["line"].as_u64().unwrap())
            .collect::<BTreeSet<u64>>()
    };
    assert!(
        decided.contains(&118) && decided.contains(&157),
        "{decided:?}"
    );
    for kernel in ["mbar_full_only", "mbar_half_empty"] {
        let (kinds, code) = new_findings(&ll, kernel, &everything);
        assert!(
            !kinds.is_empty() && code == Some(1),
            "{kernel}: the unsound knob's output shows nothing new ({kinds:?})"
        );
    }
}

/// Roles and laps (docs/design.md §4.4): with the block stated, what keeps each loop barrier
/// is a producer's store against a consumer's read, the pair only the mbarriers order. Before
/// roles it was the producers' store against their own store one round on (the range over
/// all 256 threads spilled into the other stage); with roles and without the laps check,
/// `mbar_full_only`'s and `mbar_half_empty`'s barriers went, which execution shows racy.
#[test]
fn with_roles_only_producer_consumer_pairs_keep_the_loop_barriers() {
    let ll = root().join(format!("{FILE}.ll")).display().to_string();
    // The roles alone: the mbarrier-phase rule off.
    let o = syncflow(&[
        "eliminate",
        &ll,
        "--block",
        "256",
        "--knob",
        "mbarrier-phases=0",
        "--json",
        "-o",
        "/dev/null",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let mut loop_barriers = 0;
    for f in v["functions"].as_array().unwrap() {
        for b in f["barriers"].as_array().unwrap() {
            let line = b["line"].as_u64().unwrap();
            if ![87, 118, 157].contains(&line) {
                continue;
            }
            loop_barriers += 1;
            assert_eq!(b["removed"], Value::Bool(false), "line {line}: {b}");
            let reason = b["reason"].as_str().unwrap_or_default();
            assert!(
                reason.contains("conflicts with read of") && reason.contains("::buf["),
                "line {line}: kept for another pair than store/read of buf: {reason}"
            );
        }
    }
    assert_eq!(loop_barriers, 3, "one loop barrier per kernel");
}

/// Laps (docs/design.md §4.4): `mbar_full_only` with permuted slots — producers store
/// `buf[s][(3t) & 127]`, consumers read `buf[s][(5t) & 127]` — keeps every range inside its
/// stage without roles, so before the laps check `sound` removed its loop barrier: every
/// pair one round apart is on the other stage, and the pair that races, a read of tile `k`
/// against the store of tile `k + 2`, is two laps on, which Before/After never hold.
/// Execution shows the race; `sound` must keep the barrier. Compiled here with clang-19.
#[test]
fn a_barrier_alone_on_its_loop_keeps_pairs_two_laps_apart() {
    let cu = std::fs::read_to_string(root().join(format!("{FILE}.cu"))).unwrap();
    let helpers = &cu[..cu.find("// The ring:").unwrap()];
    let shim = root().join("tests/corpus/shim.h").display().to_string();
    let kernel = r#"
__global__ void __launch_bounds__(256) mbar_lap(const float *__restrict__ A,
                                               float *__restrict__ out, int n) {
  __shared__ __attribute__((aligned(16))) float buf[S][HALF];
  __shared__ __attribute__((aligned(8))) u64 full[S];
  int t = threadIdx.x;
  if (t == 0) {
    for (int i = 0; i < S; ++i)
      mbar_init(&full[i], HALF);
  }
  __syncthreads();
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    int s = k % S;
    unsigned phase = (k / S) & 1;
    if (t < HALF) {
      buf[s][(3 * t) & (HALF - 1)] = A[k * HALF + t];
      mbar_arrive(&full[s]);
    } else {
      mbar_wait(&full[s], phase);
      acc += buf[s][(5 * t) & (HALF - 1)];
    }
    __syncthreads(); // keep: tile k's reads before tile k + 2's stores
  }
  if (t >= HALF)
    out[blockIdx.x * HALF + t - HALF] = acc;
}
"#;
    let source = helpers.replace("../corpus/shim.h", &shim) + kernel;
    let dir = temp_dir("pipelined-mbar-lap");
    let (cu_path, ll) = (dir.join("lap.cu"), dir.join("lap.ll"));
    std::fs::write(&cu_path, source).unwrap();
    let o = std::process::Command::new("clang-19")
        .args(["-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_80"])
        .args(["--cuda-feature=+ptx71", "-nocudainc", "-nocudalib", "-O2"])
        .args(["-gline-tables-only", "-S", "-emit-llvm", "-o"])
        .arg(&ll)
        .arg(&cu_path)
        .output()
        .expect("clang-19 runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let ll = ll.display().to_string();
    let o = syncflow(&[
        "eliminate",
        &ll,
        "--block",
        "256",
        "--json",
        "-o",
        "/dev/null",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let barriers = v["functions"][0]["barriers"].as_array().unwrap();
    let in_loop: Vec<&Value> = barriers.iter().filter(|b| b["loop_depth"] == 1).collect();
    assert!(!in_loop.is_empty(), "no loop barrier: {v}");
    for b in &in_loop {
        assert_eq!(b["removed"], Value::Bool(false), "sound removed it: {b}");
    }
    // The ground truth: without its loop barrier the kernel races.
    let text = std::fs::read_to_string(&ll).unwrap();
    let m = parse_module(&ll, &text).unwrap();
    let (id, f) = m
        .functions
        .iter_enumerated()
        .find(|(_, f)| f.is_defined && f.name.contains("mbar_lap"))
        .unwrap();
    let line = in_loop[0]["line"].as_u64().unwrap() as u32;
    let cut: BTreeSet<Removal> = m
        .barriers(f)
        .filter(|(inst, _)| f.insts[*inst].debug_loc.is_some_and(|l| l.line == line))
        .map(|(inst, _)| Removal { function: id, inst })
        .collect();
    let out = dir.join("lap-removed.ll");
    std::fs::write(&out, print_module(&m, &cut).unwrap()).unwrap();
    let (kinds, code) = new_findings(&ll, &f.name, &["--against", &out.display().to_string()]);
    assert!(
        kinds.contains("race") && code == Some(1),
        "removing the loop barrier shows {kinds:?}"
    );
}
