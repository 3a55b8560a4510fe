//! The uniformity analysis against LLVM's, `opt-19 -passes='print<uniformity>'`, on every
//! corpus file and every file of `tests/uniformity/`.
//!
//! 1. With `sources = llvm19` (LLVM 19's NVPTX sources of divergence), syncflow's
//!    `--format llvm` output must equal `opt`'s: this checks the propagation (def-use, join
//!    points, temporal divergence, irreducible cycles) against LLVM's. Equal means: on the
//!    clang-emitted corpus, every line, after three normalisations for things LLVM prints in
//!    an order or numbering syncflow cannot know (`!N` metadata numbers, which `opt` renumbers
//!    per function when printing one instruction; `#N` attribute groups; `phi` fast-math flags,
//!    which LLVM 19 does not print), and with set-ordered sections (divergent arguments,
//!    cycles, a cycle's blocks) sorted. On hand-written files, whose text LLVM would print
//!    differently (`align`, `switch` layout), the DIVERGENT/uniform verdict of every line.
//! 2. With the default (precise) sources, every value `opt` calls uniform syncflow calls
//!    uniform, except the documented classes where LLVM is unsound; the values only LLVM calls
//!    divergent are counted by class and printed (`cargo test -- --nocapture`).
//!
//! `opt-19` must be installed (`scripts/test.sh` and `.ci/run` install it).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use syncflow_analyses::uniformity::{llvm_print, ModuleUniformity, Options};
use syncflow_framework::dataflow::Location;
use syncflow_ir::{
    parse_module, CallTarget, InstId, Module, Opcode, PureIntrinsic, SpecialRegister,
};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn files(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    v
}

fn opt_print(path: &Path) -> String {
    let out = Command::new("opt-19")
        .args(["-passes=print<uniformity>", "-disable-output"])
        .arg(path)
        .output()
        .expect("opt-19 not found: install llvm-19 (.ci/run does)");
    assert!(out.status.success(), "opt-19 failed on {}", path.display());
    String::from_utf8(out.stderr).unwrap()
}

/// Replaces every `<sigil><digits>` with `<sigil>N`.
fn renumber(line: &str, sigil: char) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == sigil && chars.peek().is_some_and(|d| d.is_ascii_digit()) {
            while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                chars.next();
            }
            out.push('N');
        }
    }
    out
}

fn normalize(text: &str) -> Vec<String> {
    const SECTIONS: [&str; 3] = [
        "DIVERGENT ARGUMENTS:",
        "CYCLES ASSSUMED DIVERGENT:",
        "CYCLES WITH DIVERGENT EXIT:",
    ];
    const FMF: [&str; 7] = [
        "fast ",
        "contract ",
        "reassoc ",
        "nnan ",
        "ninf ",
        "nsz ",
        "arcp ",
    ];
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if SECTIONS.contains(&line) {
            out.push(line.to_string());
            let mut section = Vec::new();
            while i < lines.len() && lines[i].starts_with("  ") {
                let l = lines[i];
                // A cycle: keep "depth=D: entries(…)", sort the other blocks.
                let l = match l.find(')') {
                    Some(p) if l.contains("entries(") => {
                        let mut rest: Vec<&str> = l[p + 1..].split_whitespace().collect();
                        rest.sort();
                        format!("{} {}", &l[..=p], rest.join(" "))
                    }
                    _ => l.to_string(),
                };
                section.push(l);
                i += 1;
            }
            section.sort();
            out.extend(section);
            continue;
        }
        let mut l = renumber(&renumber(line, '!'), '#');
        if let Some(p) = l.find("= phi ") {
            let (head, tail) = l.split_at(p + 6);
            let mut tail = tail.to_string();
            while let Some(f) = FMF.iter().find(|f| tail.starts_with(**f)) {
                tail = tail[f.len()..].to_string();
            }
            l = format!("{head}{tail}");
        }
        out.push(l);
    }
    out
}

/// Just the verdict of every line: `D` or ` ` for instruction lines, the line for the rest.
fn verdicts(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with("    ") && *l != "  ]")
        .map(|l| {
            if l.starts_with("  DIVERGENT:   ") {
                "D".to_string()
            } else if l.starts_with("               ") {
                " ".to_string()
            } else if l.starts_with("  depth=") || l.starts_with("  DIVERGENT: ") {
                "section entry".to_string()
            } else {
                l.to_string()
            }
        })
        .collect()
}

fn load(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).unwrap();
    parse_module(&path.display().to_string(), &text).unwrap()
}

#[test]
fn llvm19_sources_reproduce_opt_exactly() {
    let mut compared = 0;
    for path in files("tests/corpus") {
        let module = load(&path);
        let ours = llvm_print::print_module(
            &module,
            &ModuleUniformity::analyze(&module, &Options::llvm19()),
        );
        let theirs = opt_print(&path);
        let (a, b) = (normalize(&theirs), normalize(&ours));
        for (n, (x, y)) in a.iter().zip(&b).enumerate() {
            assert_eq!(x, y, "{}: line {} differs", path.display(), n + 1);
        }
        assert_eq!(a.len(), b.len(), "{}: line count", path.display());
        compared += 1;
    }
    for path in files("tests/uniformity") {
        let module = load(&path);
        let ours = llvm_print::print_module(
            &module,
            &ModuleUniformity::analyze(&module, &Options::llvm19()),
        );
        let theirs = opt_print(&path);
        assert_eq!(
            verdicts(&theirs),
            verdicts(&ours),
            "{}: verdicts differ",
            path.display()
        );
        compared += 1;
    }
    assert!(compared >= 45, "only {compared} files compared");
}

/// On AMDGPU code (`tests/amd`: clang-19's HIP for gfx90a, with and without the ROCm device
/// libraries) `sources = llvm19` means LLVM 19's AMDGPU sources (`GCNTTIImpl`), and the output
/// must equal `opt`'s line for line, as on the NVPTX corpus.
#[test]
fn llvm19_sources_reproduce_opt_exactly_on_amdgpu() {
    let mut compared = 0;
    let mut values = 0;
    for path in files("tests/amd") {
        let module = load(&path);
        assert!(module.is_amdgpu());
        let ours = llvm_print::print_module(
            &module,
            &ModuleUniformity::analyze(&module, &Options::llvm19()),
        );
        let theirs = opt_print(&path);
        let (a, b) = (normalize(&theirs), normalize(&ours));
        for (n, (x, y)) in a.iter().zip(&b).enumerate() {
            assert_eq!(x, y, "{}: line {} differs", path.display(), n + 1);
        }
        assert_eq!(a.len(), b.len(), "{}: line count", path.display());
        values += opt_verdicts(&theirs).len();
        compared += 1;
    }
    println!("{compared} AMDGPU files, {values} instructions: equal to opt-19");
    assert!(compared >= 10, "only {compared} files compared");
}

/// With the precise sources, AMDGPU code gets no value divergent that LLVM calls uniform
/// (issue 38: `workgroup.id` and friends were divergent, 247 values on 16 HIP files).
#[test]
fn precise_sources_are_never_more_divergent_than_llvm_on_amdgpu() {
    let (mut compared, mut both, mut only_llvm) = (0usize, 0usize, 0usize);
    let mut only_syncflow: Vec<String> = Vec::new();
    for path in files("tests/amd") {
        let module = load(&path);
        let u = ModuleUniformity::analyze(&module, &Options::default());
        for ((fname, bname, index), llvm_div) in opt_verdicts(&opt_print(&path)) {
            let fid = module.function_by_name(&fname).expect("function");
            let f = &module.functions[fid];
            let b = f.block_by_name(&bname).expect("block");
            let i = f.inst_at(Location {
                block: b,
                statement: index,
            });
            let ours = u.function(fid).unwrap().inst_level(i).is_divergent();
            compared += 1;
            match (llvm_div, ours) {
                (true, true) => both += 1,
                (true, false) => only_llvm += 1,
                (false, true) => {
                    let text = &module.source[f.insts[i].span.range()];
                    only_syncflow.push(format!("{}: @{fname} %{bname}: {text}", path.display()))
                }
                (false, false) => {}
            }
        }
    }
    println!("AMDGPU: {compared} compared, {both} divergent for both, {only_llvm} for LLVM only");
    for s in &only_syncflow {
        println!("  only syncflow: {s}");
    }
    assert!(
        compared > 300 && both > 30,
        "{compared} compared, {both} agreed"
    );
    assert!(
        only_syncflow.is_empty(),
        "{} values only syncflow calls divergent",
        only_syncflow.len()
    );
}

/// `opt`'s verdict per instruction: (function, block, index in block) → divergent.
fn opt_verdicts(text: &str) -> BTreeMap<(String, String, usize), bool> {
    let mut map = BTreeMap::new();
    let (mut func, mut block, mut index) = (String::new(), String::new(), 0);
    for l in text.lines() {
        if let Some(f) = l.strip_prefix("UniformityInfo for function '") {
            func = f.trim_end_matches("':").to_string();
        } else if let Some(b) = l.strip_prefix("BLOCK ") {
            block = b.to_string();
            index = 0;
        } else if l.starts_with("  DIVERGENT:   ") || l.starts_with("               ") {
            map.insert((func.clone(), block.clone(), index), l.starts_with("  D"));
            index += 1;
        }
    }
    map
}

/// Why LLVM calls an instruction divergent that syncflow calls uniform.
fn llvm_only_class(module: &Module, f: &syncflow_ir::Function, i: InstId) -> String {
    let inst = &f.insts[i];
    match module.call_target(f, i) {
        Some(CallTarget::Pure(PureIntrinsic::SpecialRegister(r))) => match r {
            SpecialRegister::BlockId(_) => "call: ctaid (blockIdx)",
            SpecialRegister::BlockDim(_) => "call: ntid (blockDim)",
            SpecialRegister::GridDim(_) => "call: nctaid (gridDim)",
            _ => "call: other special register",
        }
        .into(),
        Some(CallTarget::Barrier(_)) if inst.result.is_some() => {
            "call: barrier returning a CTA-wide reduction".into()
        }
        Some(_) if inst.result.is_none() => "void call (barrier, intrinsic, function)".into(),
        Some(CallTarget::Defined(_)) => "call of a defined function (interprocedural)".into(),
        Some(_) => "call: other pure intrinsic".into(),
        None => match inst.opcode {
            Opcode::Load { .. } => "load through a generic pointer to CTA-visible memory".into(),
            Opcode::Store { .. } => "store of values only LLVM calls divergent".into(),
            Opcode::Phi => "phi: propagated (data or sync) from the above".into(),
            _ if inst.opcode.is_terminator() => "terminator: propagated from the above".into(),
            _ => "arithmetic: propagated from the above".into(),
        },
    }
}

#[test]
fn precise_sources_are_never_more_divergent_than_llvm() {
    let mut both = 0usize;
    let mut only_llvm: BTreeMap<String, usize> = BTreeMap::new();
    let mut only_syncflow: Vec<String> = Vec::new();
    let mut compared = 0usize;
    for path in files("tests/corpus") {
        let module = load(&path);
        let u = ModuleUniformity::analyze(&module, &Options::default());
        for ((fname, bname, index), llvm_div) in opt_verdicts(&opt_print(&path)) {
            let fid = module.function_by_name(&fname).expect("function");
            let f = &module.functions[fid];
            let b = f.block_by_name(&bname).expect("block");
            let i = f.inst_at(Location {
                block: b,
                statement: index,
            });
            let ours = u.function(fid).unwrap().inst_level(i).is_divergent();
            compared += 1;
            match (llvm_div, ours) {
                (true, true) => both += 1,
                (true, false) => *only_llvm.entry(llvm_only_class(&module, f, i)).or_default() += 1,
                (false, true) => {
                    let text = &module.source[f.insts[i].span.range()];
                    only_syncflow.push(format!("{}: @{fname} %{bname}: {text}", path.display()))
                }
                (false, false) => {}
            }
        }
    }
    println!("instructions compared: {compared}");
    println!("divergent for both: {both}");
    println!(
        "divergent for LLVM only: {}",
        only_llvm.values().sum::<usize>()
    );
    for (class, n) in &only_llvm {
        println!("  {n:5}  {class}");
    }
    println!("divergent for syncflow only: {}", only_syncflow.len());
    for s in &only_syncflow {
        println!("  {s}");
    }
    assert!(compared > 1000);
    assert!(both > 100, "suspiciously little agreement: {both}");
    // LLVM's classes must show up: every call is a source for LLVM 19 NVPTX.
    assert!(only_llvm.contains_key("call: ctaid (blockIdx)"));
    assert!(
        only_syncflow.is_empty(),
        "values only syncflow calls divergent need an explanation"
    );
}
