//! What the effect model reads in Triton's output (`tests/triton/`). By default nothing there
//! is "any access to any memory". With the Hopper model switched off (`hopper-async=0`, how
//! syncflow read these files before the harness judged that model), every unknown-memory
//! instruction is one of Hopper's forms (`wgmma`, TMA bulk copies and their mbarriers,
//! tensormap updates, proxy fences, `elect.sync`); everything else the model understands
//! (plain and guarded `ld`/`st`/`atom`/`red`, `cp.async`, `ldmatrix`/`stmatrix`,
//! register-only asm, `__nvvm_reflect`). A new Triton that emits a form outside both lists
//! fails here.

#[path = "../../framework/tests/common.rs"]
mod common;

use syncflow_analyses::memory::{AccessClass, EffectTable, InstEffect};
use syncflow_ir::{parse_module, InstId};

/// The forms left unknown on purpose, by a prefix of the callee name or of the asm text after
/// its guard.
const NOT_MODELLED: &[&str] = &[
    "llvm.nvvm.wgmma.",
    "wgmma.",
    "// wait for regs:", // Triton's `wgmma.wait_group` asm
    "llvm.nvvm.cp.async.bulk.",
    "cp.async.bulk.",
    "mbarrier.",
    "{", // the mbarrier try-wait loop (control flow inside the asm)
    "tensormap.",
    "fence.proxy.",
    "llvm.nvvm.elect.sync",
];

#[test]
fn only_the_documented_forms_are_unknown_memory() {
    let everything = InstEffect::Accesses(AccessClass::everything().to_vec());
    let files = common::ll_files("triton");
    assert!(
        files.len() >= 17,
        "the Triton corpus: {} files",
        files.len()
    );
    let mut unknown = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let m = parse_module(&path.display().to_string(), &text).unwrap();
        let table = EffectTable::new(&m, without_hopper());
        for f in m.functions.indices().filter(|f| m.functions[*f].is_defined) {
            for (i, e) in table.function_effects(&m, f).iter().enumerate() {
                if *e != everything {
                    continue;
                }
                unknown += 1;
                let inst = &m.functions[f].insts[InstId::new(i)];
                let form = match inst.callee() {
                    Some(syncflow_ir::Callee::Direct(c)) => m.functions[*c].name.clone(),
                    Some(syncflow_ir::Callee::InlineAsm(asm)) => {
                        let t = asm.asm.trim_start();
                        // Past a guard (`@$0 `, `@!$1 `).
                        let t = match t.strip_prefix('@') {
                            Some(rest) => rest.split_once(' ').map_or(rest, |(_, r)| r),
                            None => t,
                        };
                        t.trim_start().to_string()
                    }
                    _ => m.source[inst.span.range()].to_string(),
                };
                assert!(
                    NOT_MODELLED.iter().any(|p| form.starts_with(p)),
                    "{}: `{}` is unknown memory but not in the documented list",
                    path.display(),
                    form.lines().next().unwrap_or("")
                );
            }
        }
    }
    // Hopper's kernels keep some (wgmma, TMA); a regression to "all asm unknown" would be far
    // above this.
    assert!(unknown <= 140, "{unknown} unknown-memory instructions");
}

fn without_hopper() -> syncflow_analyses::memory::EffectOptions {
    syncflow_analyses::memory::EffectOptions {
        hopper_async: false,
        ..Default::default()
    }
}

/// By default (`EffectOptions::hopper_async`) the PTX model reads Hopper's forms too: no
/// instruction of the Triton corpus — `.ll` or `.ptx` — is unknown memory.
#[test]
fn with_the_hopper_model_nothing_in_the_corpus_is_unknown_memory() {
    let everything = InstEffect::Accesses(AccessClass::everything().to_vec());
    let options = syncflow_analyses::memory::EffectOptions::default();
    assert!(options.hopper_async, "on by default");
    let mut files = common::ll_files("triton");
    let ptx: Vec<_> = std::fs::read_dir(common::tests_dir().join("triton"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ptx"))
        .collect();
    assert!(ptx.len() >= 17, "{} .ptx files", ptx.len());
    files.extend(ptx);
    let mut hopper_asm = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.display().to_string();
        let m = if name.ends_with(".ptx") {
            syncflow_ir::ptx::parse_ptx_module(&name, &text).unwrap()
        } else {
            parse_module(&name, &text).unwrap()
        };
        let table = EffectTable::new(&m, options);
        let off = EffectTable::new(&m, without_hopper());
        for f in m.functions.indices().filter(|f| m.functions[*f].is_defined) {
            let on = table.function_effects(&m, f);
            let before = off.function_effects(&m, f);
            for (i, e) in on.iter().enumerate() {
                let inst = &m.functions[f].insts[InstId::new(i)];
                if let Some(syncflow_ir::Callee::InlineAsm(asm)) = inst.callee() {
                    if asm.uses_hopper_model() {
                        hopper_asm += 1;
                        // The same asm is unknown memory with the model off.
                        assert_eq!(before[i], everything, "{name}: {}", asm.asm);
                    }
                }
                assert!(
                    *e != everything,
                    "{name}: `{}` is still unknown memory",
                    m.source[inst.span.range()].lines().next().unwrap_or("")
                );
            }
        }
    }
    assert!(
        hopper_asm >= 50,
        "{hopper_asm} asm calls of the Hopper model"
    );
}
