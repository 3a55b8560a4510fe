//! What the analyses see in lowered PTX (tests/ptx/syntax), fact by fact: each assertion
//! names a property of the PTX text that a wrong lowering would break.

use std::path::Path;
use syncflow_analyses::memory::effects::access_objects;
use syncflow_analyses::memory::{EffectOptions, MemoryObject};
use syncflow_analyses::uniformity::{ModuleUniformity, Options};
use syncflow_ir::ptx::parse_ptx_module;
use syncflow_ir::{Module, Opcode};

fn syntax(name: &str) -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/ptx/syntax")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    parse_ptx_module(name, &text).unwrap()
}

/// The objects accessed by the instruction on `line` of the file (its loads and stores).
fn objects_on_line(m: &Module, line: u32) -> Vec<MemoryObject> {
    let (f, func) = m
        .functions
        .iter_enumerated()
        .find(|(_, f)| f.is_defined)
        .unwrap();
    func.insts
        .iter_enumerated()
        .filter(|(_, i)| i.debug_loc.is_some_and(|l| l.line == line))
        .flat_map(|(id, _)| access_objects(m, f, id, EffectOptions::default()))
        .map(|(o, _)| o)
        .collect()
}

#[test]
fn an_inner_scope_register_does_not_leak_out_of_its_braces() {
    // scopes.ptx: `@%p1 bra` after `{ .reg .pred %p1; setp … param …; }` reads the outer
    // %p1 = (tid.x != 0): divergent. Were the inner %p1 (of a parameter) read, it would be
    // uniform.
    let m = syntax("scopes.ptx");
    let u = ModuleUniformity::analyze(&m, &Options::default());
    let (f, func) = m
        .functions
        .iter_enumerated()
        .find(|(_, f)| f.is_defined)
        .unwrap();
    let fu = u.function(f).unwrap();
    let branch = func
        .blocks
        .indices()
        .find(|b| {
            func.insts[func.blocks[*b].terminator()]
                .successors()
                .count()
                == 2
        })
        .unwrap();
    assert!(fu.is_divergent_branch(&m, branch));
}

#[test]
fn address_arithmetic_reaches_the_variable_and_the_thread_slot() {
    // guarded.ptx line 29: `@%p1 st.shared.u32 [%r6]` with %r6 = totals + 4·(tid.x >> 5):
    // an access of the variable `totals`, within its first 4·(1024/32) bytes.
    let m = syntax("guarded.ptx");
    let objects = objects_on_line(&m, 29);
    assert!(
        objects.iter().any(|o| matches!(
            o.base(),
            MemoryObject::SharedVariable(g) if m.globals[*g].name == "totals"
        )),
        "{objects:?}"
    );
    // declarations.ptx line 39: `st.shared.f32 [%r6]`, %r6 = dynamic_smem + 4·tid.x: a
    // per-thread slot of dynamic shared memory.
    let m = syntax("declarations.ptx");
    let objects = objects_on_line(&m, 39);
    assert!(
        objects.iter().any(
            |o| matches!(o, MemoryObject::Part(inner, fp) if **inner == MemoryObject::DynamicShared && fp.slot.is_some())
        ),
        "{objects:?}"
    );
}

#[test]
fn a_guarded_store_is_a_block_entered_under_its_predicate() {
    let m = syntax("guarded.ptx");
    let func = m.functions.iter().find(|f| f.is_defined).unwrap();
    let store = func
        .insts
        .iter()
        .find(|i| {
            matches!(i.opcode, Opcode::Store { .. }) && i.debug_loc.is_some_and(|l| l.line == 29)
        })
        .unwrap();
    let block = &func.blocks[store.block];
    // The block holds the store and its branch to the join, and its only predecessor ends
    // in a conditional branch.
    assert_eq!(block.end.index() - block.first.index(), 2);
    let cfg = func.cfg();
    let preds = cfg.predecessors(store.block);
    assert_eq!(preds.len(), 1);
    let pred_term = &func.insts[func.blocks[preds[0]].terminator()];
    assert_eq!(pred_term.successors().count(), 2);
}

#[test]
fn read_only_loads_and_register_instructions_touch_no_memory() {
    // memory_forms.ptx (no .loc: lines of the file): line 39 is `ld.global.nc.v4.f32`
    // (read-only data), line 34 the register-only `mma.sync`; line 35's `atom.shared.add`
    // and line 33's `ldmatrix` do touch shared memory.
    let m = syntax("memory_forms.ptx");
    assert!(objects_on_line(&m, 39).is_empty());
    assert!(objects_on_line(&m, 34).is_empty());
    assert!(!objects_on_line(&m, 35).is_empty());
    assert!(!objects_on_line(&m, 33).is_empty());
}

#[test]
fn asm_registers_without_percent_and_reserved_shared_memory() {
    // asm_registers_special.ptx: cooperative groups' helper reads %reserved_smem_offset_1
    // into `start` (a register of the asm's scope, no `%`), widens and converts it; line 36's
    // `st.u32 [%rd3]` and line 39's `ld.u32 [%rd3]` then access the reserved region, one
    // shared variable. Were `start` read as a symbol, the address would be undefined (unknown
    // memory); were the register a number, the access would be some shared location.
    let m = syntax("asm_registers_special.ptx");
    for line in [36, 39] {
        let objects = objects_on_line(&m, line);
        assert!(
            objects.iter().any(|o| matches!(o,
                MemoryObject::SharedVariable(g) if m.globals[*g].name == "%reserved_smem"))
                || objects.iter().any(|o| matches!(o.base(),
                    MemoryObject::SharedVariable(g) if m.globals[*g].name == "%reserved_smem")),
            "line {line}: {objects:?}"
        );
    }
    // CUB's `shfl.sync.up.b32 r0|p, …; @p add.s32 r0, r0, %r1; mov.s32 %r2, r0;`: `p` is the
    // shuffle's predicate, so the add is guarded by a value the shuffle defines (a block of
    // its own entered under it), not by an undefined name.
    let func = m
        .functions
        .iter()
        .find(|f| f.name == "scan_and_reserved")
        .unwrap();
    let shuffle = func
        .insts
        .iter()
        .position(|i| {
            matches!(i.callee(), Some(syncflow_ir::Callee::Direct(c))
                if m.functions[*c].name.starts_with("llvm.nvvm.shfl.sync.up"))
        })
        .expect("the shuffle");
    let guarded_blocks = func
        .blocks
        .iter()
        .filter(|b| {
            let term = &func.insts[b.terminator()];
            term.successors().count() == 2
                && matches!(term.operands.first(), Some(syncflow_ir::Operand::Local(l))
                    if func.def_inst(*l).is_some_and(|d| d.index() > shuffle))
        })
        .count();
    assert!(
        guarded_blocks >= 1,
        "the add is not guarded by the shuffle's predicate"
    );
}
