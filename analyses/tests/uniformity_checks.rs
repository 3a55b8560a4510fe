//! The hand-written uniformity tests under `tests/uniformity/`, in the style of LLVM's
//! `test/Analysis/UniformityAnalysis/NVPTX` tests: the expected verdicts live beside the IR as
//! comments, and this test reads them.
//!
//! Directives (each on a `;` comment line):
//!
//! | directive | checks |
//! |-----------|--------|
//! | `RUN-KNOB: k[=v]` | analyse with that knob set |
//! | `CHECK-LABEL: @f` | the following checks are about function `f` |
//! | `CHECK: DIVERGENT: %x`, `UNIFORM: %x`, `WARP-UNIFORM: %x` | the exact level of value `%x` |
//! | `CHECK: DIVERGENT-BRANCH: %b` (and `UNIFORM-`, `WARP-UNIFORM-`) | the level of `%b`'s terminator |
//! | `CHECK[-NOT]: CYCLE-DIVERGENT-EXIT: %h`, `CYCLE-ASSUMED-DIVERGENT: %h` | the cycle headed by `%h` is (not) listed |
//! | `LINT: %b` | the lint reports a barrier in `%b`; every finding of the function must be listed |

use std::path::PathBuf;
use syncflow_analyses::uniformity::{divergent_barriers_in, Level, ModuleUniformity, Options};
use syncflow_ir::{parse_module, FunctionId, LocalDef, Module};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/uniformity")
}

fn level(name: &str) -> Option<Level> {
    Some(match name {
        "DIVERGENT" => Level::Divergent,
        "UNIFORM" => Level::Uniform,
        "WARP-UNIFORM" => Level::WarpUniform,
        _ => return None,
    })
}

fn check_file(path: &std::path::Path) -> usize {
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.display().to_string();
    let module: Module = parse_module(&name, &text).unwrap();
    let mut opts = Options::default();
    for line in text.lines() {
        if let Some(k) = line.trim().strip_prefix("; RUN-KNOB:") {
            opts.set(k.trim()).unwrap();
        }
    }
    let u = ModuleUniformity::analyze(&module, &opts);
    let mut current: Option<FunctionId> = None;
    let mut lint_expected: Vec<(FunctionId, String)> = Vec::new();
    let mut checks = 0;
    for (n, line) in text.lines().enumerate() {
        let at = format!("{name}:{}", n + 1);
        let Some(d) = line.trim().strip_prefix(';') else {
            continue;
        };
        let d = d.trim();
        if let Some(f) = d.strip_prefix("CHECK-LABEL: @") {
            current = Some(
                module
                    .function_by_name(f.trim())
                    .expect("labelled function"),
            );
            continue;
        }
        if let Some(b) = d.strip_prefix("LINT: %") {
            lint_expected.push((current.expect("LINT before CHECK-LABEL"), b.trim().into()));
            continue;
        }
        let (negated, rest) = if let Some(r) = d.strip_prefix("CHECK-NOT: ") {
            (true, r)
        } else if let Some(r) = d.strip_prefix("CHECK: ") {
            (false, r)
        } else {
            continue;
        };
        let f = current.unwrap_or_else(|| panic!("{at}: CHECK before CHECK-LABEL"));
        let func = &module.functions[f];
        let fu = u.function(f).unwrap();
        let (kind, what) = rest
            .split_once(": %")
            .unwrap_or_else(|| panic!("{at}: bad check"));
        let what = what.trim();
        checks += 1;
        if let Some(cycle_kind) = kind.strip_prefix("CYCLE-") {
            let header = func
                .block_by_name(what)
                .unwrap_or_else(|| panic!("{at}: no block"));
            let list = match cycle_kind {
                "DIVERGENT-EXIT" => fu.divergent_exit_cycles(),
                "ASSUMED-DIVERGENT" => fu.assumed_divergent_cycles(),
                _ => panic!("{at}: unknown cycle check {kind}"),
            };
            let listed = list
                .iter()
                .any(|&c| fu.cycles().cycle(c).header() == header);
            assert_eq!(listed, !negated, "{at}: {kind} %{what}");
        } else if let Some(l) = kind.strip_suffix("-BRANCH").and_then(level) {
            let b = func
                .block_by_name(what)
                .unwrap_or_else(|| panic!("{at}: no block"));
            assert_eq!(fu.terminator_level(&module, b), l, "{at}: branch %{what}");
        } else if let Some(l) = level(kind) {
            let local = func
                .local_by_name(what)
                .unwrap_or_else(|| panic!("{at}: no %{what}"));
            let got = match func.locals[local].def {
                LocalDef::Param(p) => fu.param_level(p),
                LocalDef::Inst(i) => fu.inst_level(i),
            };
            if negated {
                assert_ne!(got, l, "{at}: %{what}");
            } else {
                assert_eq!(got, l, "{at}: %{what}");
            }
        } else {
            panic!("{at}: unknown check {kind}");
        }
    }
    // Lint: exactly the listed blocks, per function.
    for (f, func) in module.functions.iter_enumerated() {
        let mut got: Vec<String> = divergent_barriers_in(&module, &u, f)
            .iter()
            .map(|d| func.blocks[func.insts[d.inst].block].name.clone())
            .collect();
        let mut want: Vec<String> = lint_expected
            .iter()
            .filter(|(g, _)| *g == f)
            .map(|(_, b)| b.clone())
            .collect();
        got.sort();
        want.sort();
        assert_eq!(got, want, "{name}: lint findings of @{}", func.name);
        checks += want.len();
    }
    checks
}

#[test]
fn every_file_meets_its_checks() {
    let mut files: Vec<_> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 6,
        "tests/uniformity has {} files",
        files.len()
    );
    for f in files {
        let n = check_file(&f);
        assert!(n >= 3, "{}: only {n} checks", f.display());
    }
}

/// The checks are not vacuous: without the warp knob, the warp index is plain divergent.
#[test]
fn warp_knob_is_what_makes_values_warp_uniform() {
    let path = dir().join("warp_uniform.ll");
    let text = std::fs::read_to_string(path).unwrap();
    let module = parse_module("w.ll", &text).unwrap();
    let u = ModuleUniformity::analyze(&module, &Options::default());
    let f = module.function_by_name("warps").unwrap();
    let func = &module.functions[f];
    let warp = func.def_inst(func.local_by_name("warp").unwrap()).unwrap();
    assert_eq!(u.function(f).unwrap().inst_level(warp), Level::Divergent);
}
