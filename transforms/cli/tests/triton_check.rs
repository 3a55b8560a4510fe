//! Every Triton kernel of tests/triton runs to the end under `syncflow check`, through both of
//! Triton's outputs (`.ll` and `.ptx`), with the launch its Python side would give: tensors
//! as buffers of the sizes the kernel indexes, sizes and strides as the scalars
//! `tests/triton/kernels.py` describes, the shared memory Triton allocates as
//! `@global_smem`, and the block Triton states (`num_warps × 32`, `nvvm.reqntid`).
//!
//! A run that stops on something the interpreter refuses ("unsupported …") fails, as does
//! any finding on the input (a race, a fault, an out-of-bounds access: with a right launch,
//! Triton's kernels have none, so a finding means the launch or the interpreter is wrong),
//! and any finding that the sound preset's removals make new.

mod common;

use common::{root, stderr, stdout, syncflow};
use serde_json::Value;
use std::path::Path;

/// One kernel's launch: the file stem in tests/triton, the bytes of shared memory Triton
/// allocates for it (`CompiledKernel.metadata.shared` of Triton 3.9, for sm_80 and sm_90:
/// the size of `@global_smem`), the grid, and `--arg`s by position. Parameters not named
/// (Triton 3.x's two trailing scratch pointers) get check's default.
struct Launch {
    stem: &'static str,
    shared: [u32; 2],
    grid: &'static str,
    args: &'static [&'static str],
}

/// Triton's layer-norm backward (both warp counts): dy, x, w, mean, rstd, dx, dw_part
/// (GROUPS × n_cols), lock (GROUPS), n_cols.
const LAYER_NORM_BWD_ARGS: &[&str] = &[
    "f32[2000]:random:1",
    "f32[2000]:random:2",
    "f32[1000]:random:3",
    "f32[2]:0.5",
    "f32[2]:2",
    "f32[2000]",
    "f32[32000]",
    "i32[32]",
    "1000",
];

const LAUNCHES: &[Launch] = &[
    Launch {
        stem: "softmax",
        shared: [16, 16],
        grid: "2",
        // out, in (two rows of stride 1024, 1000 columns), n_cols, stride
        args: &["f32[2048]", "f32[2048]:random:1", "1000", "1024"],
    },
    Launch {
        stem: "layer_norm_fwd",
        shared: [32, 32],
        grid: "2",
        // x, y, w, b, mean, rstd, n_cols, eps
        args: &[
            "f32[2000]:random:1",
            "f32[2000]",
            "f32[1000]:random:2",
            "f32[1000]:random:3",
            "f32[2]",
            "f32[2]",
            "1000",
            "0.00001",
        ],
    },
    Launch {
        stem: "layer_norm_bwd",
        shared: [32, 32],
        grid: "2",
        args: LAYER_NORM_BWD_ARGS,
    },
    Launch {
        stem: "layer_norm_bwd_w4",
        shared: [16, 16],
        grid: "2",
        args: LAYER_NORM_BWD_ARGS,
    },
    Launch {
        stem: "layer_norm_dwdb",
        shared: [512, 512],
        grid: "2",
        // dw_part, db_part (rows × n_cols), dw, db, rows, n_cols
        args: &[
            "f32[8192]:random:1",
            "f32[8192]:random:2",
            "f32[32]",
            "f32[32]",
            "256",
            "32",
        ],
    },
    Launch {
        stem: "matmul_stages3",
        shared: [32768, 16384],
        grid: "1,1",
        // a (128×64), b (64×128), c (128×128), M, N, K, stride_am, stride_bk, stride_cm
        args: &[
            "f16[8192]:random:1:-1..1",
            "f16[8192]:random:2:-1..1",
            "f16[16384]",
            "128",
            "128",
            "64",
            "64",
            "128",
            "128",
        ],
    },
    Launch {
        stem: "matmul_tma_persistent",
        shared: [0, 131096],
        grid: "1",
        // a (M×K), b (N×K), c (M×N), M, N, K, and the global scratch the kernel builds
        // its three tensor maps in (metadata.global_scratch_size: 384 bytes; a larger buffer
        // would read as the generator's whole-buffer TMA form)
        args: &[
            "f16[8192]:random:1:-1..1",
            "f16[8192]:random:2:-1..1",
            "f16[16384]",
            "128",
            "128",
            "64",
            "i8[384]",
        ],
    },
    Launch {
        stem: "attention_fwd",
        shared: [16384, 16384],
        grid: "1,1",
        // q, k, v, o (seq_len × D = 64 × 64), seq_len, scale
        args: &[
            "f16[4096]:random:1:-1..1",
            "f16[4096]:random:2:-1..1",
            "f16[4096]:random:3:-1..1",
            "f16[4096]",
            "64",
            "0.125",
        ],
    },
    Launch {
        stem: "flash_attention",
        shared: [12288, 12288],
        grid: "1,1",
        // q, k, v, o, lse (seq_len), seq_len, sm_scale
        args: &[
            "f16[4096]:random:1:-1..1",
            "f16[4096]:random:2:-1..1",
            "f16[4096]:random:3:-1..1",
            "f16[4096]",
            "f32[64]",
            "64",
            "0.125",
        ],
    },
    Launch {
        stem: "cumsum",
        shared: [128, 128],
        grid: "1",
        // in, out, n_cols
        args: &["i32[1024]:iota", "i32[1024]", "1000"],
    },
    Launch {
        stem: "histogram",
        shared: [16, 16],
        grid: "2",
        // in, bins (NBINS + the total), n
        args: &["i32[2048]:random:1", "i32[65]", "2000"],
    },
    Launch {
        stem: "col_sum",
        shared: [512, 512],
        grid: "1",
        // in (rows × cols_n), out, rows, cols_n
        args: &["i32[8192]:random:1", "i32[64]", "128", "64"],
    },
    Launch {
        stem: "small_dot",
        shared: [1024, 0],
        grid: "1",
        // a, b (16×16 f16), c (16×16 f32)
        args: &[
            "f16[256]:random:1:-1..1",
            "f16[256]:random:2:-1..1",
            "f32[256]",
        ],
    },
    Launch {
        stem: "transpose",
        shared: [16384, 16384],
        grid: "1,1",
        // in, out (M × N = 64 × 64), M, N
        args: &["f32[4096]:iota", "f32[4096]", "64", "64"],
    },
];

fn launch(stem: &str) -> &'static Launch {
    LAUNCHES.iter().find(|l| l.stem == stem).unwrap()
}

/// Runs one file under `check --preset sound`; `Err` says what went wrong.
fn check(file: &Path, launch: &Launch) -> Result<(), String> {
    let file_text = file.display().to_string();
    let shared = if file_text.contains(".sm90.") {
        launch.shared[1]
    } else {
        launch.shared[0]
    };
    let mut argv = vec![
        "check".to_string(),
        file_text.clone(),
        "--grid".into(),
        launch.grid.into(),
        "--dynamic-shared".into(),
        shared.to_string(),
        "--preset".into(),
        "sound".into(),
        "--json".into(),
    ];
    for (k, a) in launch.args.iter().enumerate() {
        argv.push("--arg".into());
        argv.push(format!("#{k}={a}"));
    }
    let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
    let o = syncflow(&argv);
    let context = || format!("{file_text}: {}\n{}", stdout(&o), stderr(&o));
    if o.status.code() != Some(0) {
        return Err(format!("exit {:?}: {}", o.status.code(), context()));
    }
    let v: Value = serde_json::from_str(&stdout(&o)).map_err(|e| format!("{e}: {}", context()))?;
    // Triton 3.9's reductions store a warp's partial result from every lane, the same value
    // to the same word of `@global_smem`: a data race by the PTX memory model, which the
    // interpreter reports. Anything else on the input (a fault, an out-of-bounds access, a
    // divergent barrier, a refusal) means the launch or the interpreter is wrong.
    let findings = v["findings"].as_array().ok_or_else(context)?;
    if let Some(f) = findings.iter().find(|f| {
        f["kind"] != "race" || !f["message"].as_str().unwrap_or("").contains("@global_smem")
    }) {
        return Err(format!("{f} on the input: {}", context()));
    }
    if v["comparison"]["new_findings"]
        .as_array()
        .is_none_or(|f| !f.is_empty())
    {
        return Err(format!("new findings after sound: {}", context()));
    }
    if v["steps"].as_u64().unwrap_or(0) == 0 {
        return Err(format!("no step ran: {}", context()));
    }
    Ok(())
}

#[test]
fn every_triton_kernel_runs_to_the_end_under_check() {
    let dir = root().join("tests/triton");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let ext = path.extension().and_then(|e| e.to_str());
        if !matches!(ext, Some("ll" | "ptx")) {
            continue;
        }
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let stem = name.split('.').next().unwrap().to_string();
        let launch = LAUNCHES
            .iter()
            .find(|l| l.stem == stem)
            .unwrap_or_else(|| panic!("{name}: no launch written for it in this test"));
        files.push((path, launch));
    }
    files.sort_by(|a, b| a.0.cmp(&b.0));
    // Every launch is used, and both outputs of every compile are here. The persistent TMA
    // matmul (tensor maps built in the kernel, TMA loads completing an mbarrier's
    // transactions, `wgmma`, a TMA store) took 293 s before `wgmma`'s descriptors were
    // decoded and the race detector's shadow kept by runs (issue 39); seconds now.
    for l in LAUNCHES.iter() {
        assert!(files.iter().any(|(_, f)| f.stem == l.stem), "{}", l.stem);
    }
    assert!(files.len() >= 50, "{} files", files.len());
    // Two at a time (CI has two cores).
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((path, launch)) = files.get(i) else {
                    break;
                };
                if let Err(e) = check(path, launch) {
                    failures.lock().unwrap().push(e);
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `check --against` a `.ptx` that `eliminate` wrote pairs the two modules' instructions even
/// where the PTX front-end synthesized a fall-through branch into a block that began at a
/// removed `bar.sync` (the output has one instruction fewer than the removals account for):
/// it used to stop with "cannot remove terminator", and `--preset` reported the input's own
/// race as new, keyed by the instruction beside it.
#[test]
fn a_removed_barrier_after_a_guarded_atomic_is_compared_by_instruction() {
    let dir = common::temp_dir("triton-against");
    let input = root().join("tests/triton/histogram.sm90.ptx");
    let output = dir.join("out.ptx");
    let (input_text, output_text) = (input.display().to_string(), output.display().to_string());
    let o = syncflow(&[
        "eliminate",
        "--preset",
        "sound",
        &input_text,
        "-o",
        &output_text,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let h = launch("histogram");
    let mut args = vec![
        "check",
        &input_text,
        "--grid",
        h.grid,
        "--against",
        &output_text,
    ];
    let named: Vec<String> = h
        .args
        .iter()
        .enumerate()
        .map(|(k, a)| format!("#{k}={a}"))
        .collect();
    for a in &named {
        args.extend(["--arg", a.as_str()]);
    }
    args.push("--json");
    let o = syncflow(&args);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        v["comparison"]["removed"].as_array().unwrap().len(),
        3,
        "{v}"
    );
    assert_eq!(
        v["comparison"]["new_findings"],
        serde_json::json!([]),
        "{v}"
    );
    // The same with --preset, which pairs them through the harness's map.
    check(&input, h).unwrap();
}

/// tests/triton/launches.txt (the launch file `report --launch` and
/// scripts/witness-census.py take) is this table written out: a line for every kernel of
/// every `.ll` and `.ptx` here, with this table's grid, shared memory and arguments, one CTA.
#[test]
fn the_launch_file_is_this_table() {
    let dir = root().join("tests/triton");
    let lines = syncflow_cli::shared::launch_file::read(&dir.join("launches.txt")).unwrap();
    let mut inputs: Vec<String> = lines.iter().map(|l| l.input_text.clone()).collect();
    for l in &lines {
        let stem = l.input_text.split('.').next().unwrap();
        let want = launch(stem);
        let shared = want.shared[usize::from(l.input_text.contains(".sm90."))];
        let mut flags: Vec<String> = ["--grid", want.grid, "--ctas", "1", "--dynamic-shared"]
            .map(String::from)
            .to_vec();
        flags.push(shared.to_string());
        for (k, a) in want.args.iter().enumerate() {
            flags.push("--arg".into());
            flags.push(format!("#{k}={a}"));
        }
        assert_eq!(l.flags, flags, "launches.txt line {}", l.line);
        let text = std::fs::read_to_string(&l.input).unwrap();
        assert!(
            text.contains(&l.kernel),
            "line {}: no kernel {}",
            l.line,
            l.kernel
        );
    }
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ll") || n.ends_with(".ptx"))
        .collect();
    files.sort();
    inputs.sort();
    inputs.dedup();
    assert_eq!(inputs, files, "one line per file (each holds one kernel)");
}
