//! Helpers shared by the integration tests: reading the corpus, choosing launch shapes, and
//! `llc-19` for AMDGPU.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use syncflow_fuzz::interp::{ArgValue, LaunchConfig};
use syncflow_ir::{parse_module, FunctionId, Module, Removal};

/// The repository's `tests/corpus` directory.
pub fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

/// Every corpus `.ll`, parsed, with its file name.
pub fn corpus() -> Vec<(String, Module)> {
    let mut files: Vec<_> = std::fs::read_dir(corpus_dir())
        .expect("corpus directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).expect("read");
            (
                name.clone(),
                parse_module(&name, &text).expect("corpus parses"),
            )
        })
        .collect()
}

/// The block shape a kernel was written for, read from the thread-id registers it uses:
/// 8x8x4 when it reads `tid.z`, 16x16 when it reads `tid.y`, 256 threads otherwise.
pub fn block_shape(module: &Module, kernel: FunctionId) -> [u32; 3] {
    let uses = |reg: &str| {
        let mut seen = false;
        let mut stack = vec![kernel];
        let mut visited = std::collections::HashSet::new();
        while let Some(f) = stack.pop() {
            if !visited.insert(f) {
                continue;
            }
            let func = &module.functions[f];
            for (i, inst) in func.insts.iter_enumerated() {
                if let Some(syncflow_ir::Callee::Direct(c)) = inst.callee() {
                    let name = &module.functions[*c].name;
                    if name.ends_with(reg) && name.contains("sreg.tid") {
                        seen = true;
                    }
                    if module.functions[*c].is_defined {
                        stack.push(*c);
                    }
                }
                let _ = i;
            }
        }
        seen
    };
    if uses(".z") {
        [8, 8, 4]
    } else if uses(".y") {
        [16, 16, 1]
    } else {
        [256, 1, 1]
    }
}

/// A launch for a corpus kernel: 1 MiB buffers for pointer parameters; integer parameters
/// equal to the thread count (sizes `n`), except where the kernel's shape needs less.
pub fn launch(module: &Module, kernel: FunctionId) -> LaunchConfig {
    let block = block_shape(module, kernel);
    let threads = i64::from(block[0] * block[1] * block[2]);
    let mut cfg = LaunchConfig::for_kernel(module, kernel, block, 1 << 20, threads);
    // 2-D kernels take (width, height) of a 16-wide image: keep them at one tile.
    if block[1] > 1 {
        for a in cfg.args.iter_mut() {
            if let ArgValue::Int(v) = a {
                *v = i64::from(block[0]);
            }
        }
    }
    cfg.grid = [2, 2, 1];
    // Some corpus kernels call declared-only functions by design (they test how the analyses
    // treat unknown calls); their results feed nothing a test checks.
    cfg.opaque_calls = syncflow_fuzz::interp::OpaqueCalls::ReturnZero;
    cfg
}

/// The barrier of `kernel` whose debug location is listing line `line`.
pub fn barrier_at(module: &Module, kernel: FunctionId, line: u32) -> Removal {
    let func = &module.functions[kernel];
    let found: Vec<Removal> = module
        .barriers(func)
        .filter(|(inst, _)| func.insts[*inst].debug_loc.is_some_and(|l| l.line == line))
        .map(|(inst, _)| Removal {
            function: kernel,
            inst,
        })
        .collect();
    assert_eq!(found.len(), 1, "one barrier on line {line}");
    found[0]
}

/// `llc-19 -march=amdgcn -mcpu=CPU` of `ir`: the ISA, or llc's error.
pub fn llc(ir: &str, cpu: &str) -> Result<String, String> {
    let cpu = format!("-mcpu={cpu}");
    run_on(ir, "llc-19", &["-march=amdgcn", &cpu, "-O2", "-o", "-"])
}

/// `opt-19 -passes=verify` of `ir`: `Err` with its message when the verifier rejects it.
pub fn opt_verify(ir: &str) -> Result<(), String> {
    run_on(ir, "opt-19", &["-passes=verify", "-disable-output", "-"]).map(|_| ())
}

/// `tool args…` with `ir` on standard input: its standard output, or its standard error when
/// it fails.
fn run_on(ir: &str, tool: &str, args: &[&str]) -> Result<String, String> {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{tool} on PATH (CI installs it): {e}"));
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(ir.as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("runs");
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}
