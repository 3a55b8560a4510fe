//! The syntax corners of docs/design.md §3, file by file: what the front-end must read out of each.

#[path = "../../framework/tests/common.rs"]
mod common;

use syncflow_ir::{
    addr_space, parse_module, AccessKind, BarrierKind, CallTarget, Callee, ConstExprOp, Constant,
    Dim, Module, Opcode, Operand, PureIntrinsic, SpecialRegister, Type,
};

fn load(rel: &str) -> Module {
    let path = common::tests_dir().join("syntax").join(rel);
    let text = std::fs::read_to_string(&path).unwrap();
    parse_module(rel, &text).unwrap_or_else(|e| panic!("{e}"))
}

/// `(intrinsic, kind, line)` of every synchronization instruction of `function`.
fn barrier_table(m: &Module, function: &str) -> Vec<(String, BarrierKind, Option<u32>)> {
    let f = &m.functions[m.function_by_name(function).unwrap()];
    m.barriers(f)
        .map(|(id, b)| (b.intrinsic, b.kind, f.insts[id].debug_loc.map(|l| l.line)))
        .collect()
}

#[test]
fn every_llvm19_barrier_spelling_gets_its_kind() {
    let m = load("llvm19/barrier_spellings.ll");
    let f = m.functions.iter().find(|f| f.is_defined).unwrap();
    let kinds: Vec<(String, BarrierKind)> = barrier_table(&m, &f.name)
        .into_iter()
        .map(|(n, k, _)| (n.trim_start_matches("llvm.nvvm.").to_string(), k))
        .collect();
    use BarrierKind::*;
    let expected = [
        ("barrier0", Candidate),
        ("bar.sync", Candidate),
        ("barrier.sync", Candidate),
        ("barrier.sync", SeparatesIntervals),
        ("barrier.sync.cnt", Partial),
        ("barrier.n", SeparatesIntervals),
        ("barrier", Partial),
        ("barrier0.popc", CarriesData { full: true }),
        ("barrier0.and", CarriesData { full: true }),
        ("barrier0.or", CarriesData { full: true }),
        ("bar.warp.sync", WarpScope),
        ("membar.cta", Fence),
        ("membar.gl", Fence),
        ("membar.sys", Fence),
    ];
    let expected: Vec<(String, BarrierKind)> =
        expected.iter().map(|(n, k)| (n.to_string(), *k)).collect();
    assert_eq!(kinds, expected);
    // Inline `bar.arrive` is not recognised by name: it is an inline-asm call, which analyses
    // must treat as unknown.
    let asm = f
        .insts
        .indices()
        .find(|i| matches!(f.insts[*i].callee(), Some(Callee::InlineAsm(_))))
        .unwrap();
    assert_eq!(m.call_target(f, asm), Some(CallTarget::InlineAsm));
}

#[test]
fn newer_cta_barrier_spellings_are_classified() {
    let m = load("newer/barrier_cta_spellings.ll");
    let f = m.functions.iter().find(|f| f.is_defined).unwrap();
    assert!(f.is_kernel, "ptx_kernel marks a kernel");
    let kinds: Vec<BarrierKind> = m.barriers(f).map(|(_, b)| b.kind).collect();
    use BarrierKind::*;
    assert_eq!(
        kinds,
        vec![
            Candidate,
            Candidate,
            SeparatesIntervals,
            Partial,
            Partial,
            Partial,
            Partial,
            CarriesData { full: true },
            CarriesData { full: true },
            CarriesData { full: true },
            CarriesData { full: true },
            CarriesData { full: false },
            CarriesData { full: false },
            CarriesData { full: false },
        ]
    );
    assert!(kinds.iter().filter(|k| k.is_removal_candidate()).count() == 2);
    assert!(
        !CarriesData { full: false }.separates_intervals()
            && CarriesData { full: true }.separates_intervals()
    );
}

#[test]
fn kernels_from_annotations_and_calling_conventions() {
    let m = load("llvm19/nvvm_annotations.ll");
    let kernel = |n: &str| m.functions[m.function_by_name(n).unwrap()].is_kernel;
    assert!(kernel("k1") && kernel("k2") && kernel("k3"));
    assert!(!kernel("not_kernel"), "\"kernel\", i32 0 is not a kernel");
    assert!(!kernel("dev"));
    let m = load("llvm19/ptx_kernel.ll");
    assert!(m.functions[m.function_by_name("k").unwrap()].is_kernel);
    assert!(!m.functions[m.function_by_name("helper").unwrap()].is_kernel);
    let m = load("typed/typed_pointers.ll");
    assert!(
        m.functions[m.function_by_name("typed_kernel").unwrap()].is_kernel,
        "typed annotation"
    );
}

#[test]
fn parameter_attributes_are_kept_with_their_arguments() {
    let m = load("llvm19/param_attrs.ll");
    let f = &m.functions[m.function_by_name("attrs").unwrap()];
    let attr = |p: usize, name: &str| {
        f.params[p]
            .attributes
            .iter()
            .find(|a| a.name == name)
            .map(|a| a.arg.clone())
    };
    assert_eq!(attr(0, "noalias"), Some(None));
    assert_eq!(attr(0, "align"), Some(Some("4".to_string())));
    assert_eq!(attr(0, "dereferenceable"), Some(Some("16".to_string())));
    assert_eq!(attr(2, "range"), Some(Some("i32 0, 1024".to_string())));
    assert_eq!(attr(3, "byval"), Some(Some("%struct.S".to_string())));
    assert!(f.params[1].has_attribute("writeonly") && !f.params[1].has_attribute("readonly"));
    let m = load("newer/captures_attr.ll");
    let with_captures = m
        .functions
        .iter()
        .flat_map(|f| &f.params)
        .filter(|p| p.has_attribute("captures"))
        .count();
    assert!(
        with_captures >= 4,
        "captures(…) kept as an attribute, found {with_captures}"
    );
}

#[test]
fn typed_pointers_keep_their_pointee_and_address_space() {
    let m = load("typed/typed_pointers.ll");
    let s = &m.globals[m.global_by_name("s").unwrap()];
    assert_eq!(s.addr_space, addr_space::SHARED);
    match m.types.get(s.pointer_type) {
        Type::TypedPtr {
            pointee,
            addr_space: 3,
        } => assert_eq!(m.types.display(*pointee), "[256 x float]"),
        other => panic!("@s should be a typed shared pointer, is {other:?}"),
    }
    let f = &m.functions[m.function_by_name("typed_kernel").unwrap()];
    let slot = f.local_by_name("slot").unwrap();
    assert_eq!(m.types.display(f.locals[slot].ty), "float addrspace(3)*");
    assert_eq!(m.types.display(f.params[0].ty), "float*");
}

/// Follows constant expressions from `op` and returns the global at their root.
fn root_global(m: &Module, op: Operand) -> Option<String> {
    match op {
        Operand::Global(g) => Some(m.globals[g].name.clone()),
        Operand::Const(c) => match &m.constants[c] {
            Constant::Expr { operands, .. } => operands.first().and_then(|o| root_global(m, *o)),
            _ => None,
        },
        _ => None,
    }
}

#[test]
fn nested_constant_expressions_lead_back_to_the_shared_array() {
    let m = load("llvm19/constexpr_nested.ll");
    let mut found = 0;
    for f in m.functions.iter() {
        for i in f.insts.indices() {
            for access in m.memory_accesses(f, i) {
                if let Operand::Const(c) = access.pointer {
                    if let Constant::Expr {
                        op: ConstExprOp::GetElementPtr { .. },
                        operands,
                        ..
                    } = &m.constants[c]
                    {
                        if matches!(operands[0], Operand::Const(_))
                            && root_global(&m, access.pointer).is_some()
                        {
                            found += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(
        found >= 2,
        "expected accesses through nested constant GEPs, found {found}"
    );
}

#[test]
fn debug_locations_resolve_through_scopes_and_inlining() {
    let m = load("llvm19/debug_locations.ll");
    let f = &m.functions[m.function_by_name("dbgk").unwrap()];
    let barriers: Vec<_> = m.barriers(f).map(|(id, _)| &f.insts[id]).collect();
    let file = |l: syncflow_ir::SourceLoc| m.debug_info.files[l.file].clone();
    let first = barriers[0].debug_loc.unwrap();
    assert_eq!(
        (file(first).as_str(), first.line, first.column),
        ("kern.cu", 14, 0)
    );
    let inlined = barriers[1].debug_loc.unwrap();
    assert_eq!(
        (file(inlined).as_str(), inlined.line, inlined.column),
        ("include/helper.h", 5, 3)
    );
    let site = barriers[1].inlined_at.unwrap();
    assert_eq!((file(site).as_str(), site.line), ("kern.cu", 22));
    assert!(barriers[0].inlined_at.is_none());
}

#[test]
fn atomics_are_atomic_read_writes_and_fences_are_fences() {
    let m = load("llvm19/atomics.ll");
    let mut rmw = 0;
    for f in m.functions.iter() {
        for i in f.insts.indices() {
            if matches!(
                f.insts[i].opcode,
                Opcode::AtomicRmw { .. } | Opcode::CmpXchg { .. }
            ) {
                let a = m.memory_accesses(f, i);
                assert_eq!(a.len(), 1);
                assert!(a[0].atomic && a[0].kind == AccessKind::ReadWrite);
                rmw += 1;
            }
        }
    }
    assert!(rmw >= 10, "atomicrmw and cmpxchg forms: found {rmw}");
    let m = load("llvm19/fences.ll");
    let fences = m
        .functions
        .iter()
        .map(|f| {
            m.barriers(f)
                .filter(|(_, b)| b.kind == BarrierKind::Fence)
                .count()
        })
        .sum::<usize>();
    assert!(
        fences >= 7,
        "four fence instructions and three membar intrinsics, found {fences}"
    );
}

#[test]
fn thread_ids_and_warp_intrinsics_are_pure() {
    let m = load("llvm19/opaque_ptr_addrspace.ll");
    let m = &m;
    let pure: Vec<PureIntrinsic> = m
        .functions
        .iter()
        .flat_map(|f| {
            f.insts
                .indices()
                .filter_map(move |i| m.pure_intrinsic(f, i))
        })
        .collect();
    assert!(
        pure.contains(&PureIntrinsic::SpecialRegister(SpecialRegister::ThreadId(
            Dim::X
        ))),
        "{pure:?}"
    );
}

#[test]
fn quoted_names_numbered_values_and_blocks() {
    let m = load("llvm19/quoted_names.ll");
    let f = &m.functions[m.function_by_name("kernel with spaces").unwrap()];
    assert!(f.block_by_name("join block").is_some());
    assert!(f.block_by_name("5").is_some());
    assert!(m.function_by_name("weird name").is_some() || m.global_by_name("weird name").is_some());
    // Every branch target is a real block of the function.
    let cfg = f.cfg();
    assert_eq!(cfg.len(), f.blocks.len());
}

#[test]
fn crlf_and_records_do_not_disturb_positions() {
    let m = load("llvm19/crlf.ll");
    assert!(m.functions.iter().any(|f| m.barriers(f).count() > 0));
    let m = load("llvm19/dbg_records.ll");
    for f in m.functions.iter().filter(|f| f.is_defined) {
        for inst in f.insts.iter() {
            let text = &m.source[inst.span.range()];
            assert!(
                !text.starts_with("#dbg"),
                "debug records are not instructions: {text}"
            );
        }
    }
}

#[test]
fn def_use_chains_are_complete() {
    for path in common::all_valid_ll_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let m = parse_module("f.ll", &text).unwrap();
        for f in m.functions.iter() {
            let mut counted = vec![0usize; f.locals.len()];
            for inst in f.insts.iter() {
                for op in &inst.operands {
                    if let Operand::Local(l) = op {
                        counted[l.index()] += 1;
                    }
                }
                if let Some(r) = inst.result {
                    assert!(matches!(f.locals[r].def, syncflow_ir::LocalDef::Inst(_)));
                }
            }
            for (l, uses) in f.uses.iter_enumerated() {
                assert_eq!(
                    uses.len(),
                    counted[l.index()],
                    "{}: uses of %{}",
                    path.display(),
                    f.local_name(l)
                );
                for u in uses {
                    assert!(f.insts[*u].operands.contains(&Operand::Local(l)));
                }
            }
            // Blocks tile the instruction table and end with their terminator.
            let mut next = 0;
            for b in f.blocks.iter() {
                assert_eq!(b.first.index(), next);
                assert!(b.end > b.first);
                assert!(f.insts[b.terminator()].opcode.is_terminator());
                assert!(b
                    .insts()
                    .rev()
                    .skip(1)
                    .all(|i| !f.insts[i].opcode.is_terminator()));
                next = b.end.index();
            }
            assert_eq!(next, f.insts.len());
        }
    }
}

#[test]
fn aliases_resolve_to_their_aliasee_and_intrinsics_need_no_declare() {
    let m = load("llvm19/globals_aliases_intrinsics.ll");
    // The initializer that continues over two lines is read whole.
    let table = &m.globals[m.global_by_name("table").unwrap()];
    match table.initializer.map(|op| match op {
        Operand::Const(c) => &m.constants[c],
        other => panic!("initializer {other:?}"),
    }) {
        Some(Constant::Aggregate { elements, .. }) => assert_eq!(elements.len(), 4),
        other => panic!("@table's initializer: {other:?}"),
    }
    let f = &m.functions[m.function_by_name("use_aliases").unwrap()];
    // Every load's address is based on @table (through @first, @third, @also_first) or on
    // @pair (through @shared_alias): no access is based on an alias of its own.
    let mut roots = Vec::new();
    for i in f.insts.indices() {
        for a in m.memory_accesses(f, i) {
            if let Some(root) = root_global(&m, a.pointer) {
                roots.push(root);
            }
        }
    }
    assert_eq!(roots, ["table", "table", "table", "pair"]);
    // The call through the function alias is a direct call of @helper, with @pair as argument.
    let call = f
        .insts
        .iter()
        .find(|i| matches!(i.callee(), Some(Callee::Direct(c)) if m.functions[*c].name == "helper"))
        .expect("a direct call of @helper");
    assert!(matches!(call.call_args()[0], Operand::Global(g) if m.globals[g].name == "pair"));
    // `@llvm.nvvm.read.ptx.sreg.tid.x` and `@llvm.nvvm.barrier.sync` have no `declare`, and
    // are still the intrinsics they name.
    assert_eq!(barrier_table(&m, "use_aliases").len(), 1);
    assert!(f.insts.indices().any(|i| matches!(
        m.call_target(f, i),
        Some(CallTarget::Pure(PureIntrinsic::SpecialRegister(_)))
    )));
}

#[test]
fn a_cycle_of_aliases_is_an_error() {
    let text = "@a = alias i32, ptr @b\n@b = alias i32, ptr @a\n";
    let e = parse_module("cycle.ll", text).unwrap_err().to_string();
    assert!(
        e.contains("cycle.ll:1:1: error: alias '@a' is part of a cycle"),
        "{e}"
    );
}

/// An `n` (immediate) operand of inline asm is written into the text the model reads, as
/// ptxas would see it: CUTLASS's `cp.async.wait_group %0` with `"n"(N)`. Other operands and a
/// literal `$$` stay; the printer gives the source back unchanged.
#[test]
fn immediate_asm_operands_are_written_into_the_text() {
    let src = r#"define void @k(ptr addrspace(3) %p) {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2)
  call void asm sideeffect "st.shared.u32 [$0], $1; // $$1 $2", "r,n,n"(ptr addrspace(3) %p, i32 7, i32 10)
  call void asm sideeffect "mov.u32 $0, $1;", "=r,r"(i32 5)
  ret void
}
"#;
    let m = syncflow_ir::parse_module("imm.ll", src).unwrap();
    let f = &m.functions[m.function_by_name("k").unwrap()];
    let texts: Vec<&str> = f
        .insts
        .iter()
        .filter_map(|i| match i.callee() {
            Some(Callee::InlineAsm(a)) => Some(a.asm.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        texts,
        [
            "cp.async.wait_group 2;",
            "st.shared.u32 [$0], 7; // $$1 10",
            "mov.u32 $0, $1;"
        ]
    );
    let printed = syncflow_ir::print_module(&m, &Default::default()).unwrap();
    assert_eq!(printed, src);
}
