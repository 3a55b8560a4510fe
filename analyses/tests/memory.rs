//! Memory objects, pointer resolution and call summaries.

use std::path::Path;
use syncflow_analyses::memory::pointer::{PointerResolver, Target};
use syncflow_analyses::memory::{
    AccessClass, AccessKind, ConflictModel, EffectOptions, EffectTable, Footprint, InstEffect,
    MemoryObject, Precision,
};
use syncflow_ir::{parse_module, FunctionId, GlobalId, Module};

fn corpus_files() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    v
}

fn sample_objects() -> Vec<MemoryObject> {
    use MemoryObject::*;
    vec![
        Unknown,
        SharedAny,
        GlobalAny,
        GlobalParams,
        DynamicShared,
        SharedVariable(GlobalId::new(0)),
        SharedVariable(GlobalId::new(1)),
        GlobalVariable(GlobalId::new(2)),
        GlobalVariable(GlobalId::new(3)),
        NoaliasParam(FunctionId::new(0), 0),
        NoaliasParam(FunctionId::new(0), 1),
    ]
}

#[test]
fn alias_relation_is_symmetric_reflexive_and_coarsens_with_lower_precision() {
    let objects = sample_objects();
    for a in &objects {
        for level in [Precision::Level0, Precision::Level1, Precision::Level2] {
            assert!(a.may_alias(a, level), "{a:?} aliases itself at {level}");
        }
        for b in &objects {
            let l2 = a.may_alias(b, Precision::Level2);
            let l1 = a.may_alias(b, Precision::Level1);
            let l0 = a.may_alias(b, Precision::Level0);
            assert_eq!(l2, b.may_alias(a, Precision::Level2));
            assert_eq!(l1, b.may_alias(a, Precision::Level1));
            // A finer level never claims an alias a coarser one denies.
            assert!(!l2 || l1, "{a:?} {b:?}");
            assert!(!l1 || l0, "{a:?} {b:?}");
        }
    }
    use MemoryObject::*;
    let (s0, s1) = (
        SharedVariable(GlobalId::new(0)),
        SharedVariable(GlobalId::new(1)),
    );
    assert!(!s0.may_alias(&s1, Precision::Level2) && s0.may_alias(&s1, Precision::Level1));
    assert!(!s0.may_alias(&GlobalParams, Precision::Level1));
    assert!(
        Unknown.may_alias(&s0, Precision::Level2) && SharedAny.may_alias(&s1, Precision::Level2)
    );
    let (p0, p1) = (
        NoaliasParam(FunctionId::new(0), 0),
        NoaliasParam(FunctionId::new(0), 1),
    );
    assert!(
        !p0.may_alias(&p1, Precision::Level2) && !p0.may_alias(&GlobalParams, Precision::Level2)
    );
    assert!(
        p0.may_alias(&GlobalAny, Precision::Level2),
        "a global pointer of unknown origin may be based on a noalias one"
    );
    assert!(DynamicShared.may_alias(&DynamicShared, Precision::Level2));
}

#[test]
fn access_kinds_conflict_as_the_memory_model_says() {
    use AccessKind::*;
    let conflicts = |a: AccessKind, b: AccessKind| a.conflicts_with(b, ConflictModel::Ptx);
    let legacy = |a: AccessKind, b: AccessKind| a.conflicts_with(b, ConflictModel::Legacy);
    assert!(!conflicts(Read, Read) && !legacy(Read, Read));
    assert!(conflicts(Read, Write) && conflicts(Write, Read) && conflicts(Write, Write));
    // PTX memory model: atomics of different threads still need ordering when one writes.
    assert!(conflicts(AtomicWrite, AtomicWrite) && conflicts(AtomicRead, AtomicWrite));
    assert!(!conflicts(AtomicRead, AtomicRead));
    // The definition before issue 27: atomics never conflicted with atomics.
    assert!(!legacy(AtomicWrite, AtomicWrite) && !legacy(AtomicRead, AtomicWrite));
    assert!(conflicts(AtomicWrite, Read) && conflicts(Write, AtomicRead));
    // A signal conflicts with reads too; reductions are decided by their operation (below).
    assert!(conflicts(Signal, Read) && conflicts(Read, Signal) && conflicts(Signal, Signal));
    assert!(conflicts(Reduce, Read) && conflicts(Reduce, Reduce));
    for bit in 0..40 {
        assert_eq!(AccessClass::from_bit(bit).bit(), bit);
    }
}

/// In clang's output every `__shared__` access goes through a generic pointer made by an
/// `addrspacecast` constant expression, often behind a `getelementptr` instruction or a phi:
/// each must still resolve to its array. The oracle is syntactic: an access whose address
/// computation (followed through the instructions defining it) mentions an `addrspace(3)`
/// global and nothing else that could point elsewhere must resolve to a shared object.
#[test]
fn every_corpus_shared_access_resolves_to_its_array() {
    use syncflow_ir::{LocalDef, Operand};
    fn mentions(
        m: &Module,
        f: &syncflow_ir::Function,
        op: Operand,
        depth: usize,
        out: &mut String,
    ) {
        if depth > 20 {
            return;
        }
        if let Operand::Local(l) = op {
            match f.locals[l].def {
                LocalDef::Inst(i) => {
                    let inst = &f.insts[i];
                    out.push_str(&m.source[inst.span.range()]);
                    out.push('\n');
                    if matches!(
                        inst.opcode,
                        syncflow_ir::Opcode::GetElementPtr { .. } | syncflow_ir::Opcode::Cast(_)
                    ) {
                        mentions(m, f, inst.operands[0], depth + 1, out);
                    }
                }
                LocalDef::Param(_) => out.push_str("param\n"),
            }
        } else if let Operand::Global(g) = op {
            out.push_str(&format!(
                "addrspace({}) @{}\n",
                m.globals[g].addr_space, m.globals[g].name
            ));
        }
    }
    let (mut shared, mut checked_files) = (0, 0);
    for path in corpus_files() {
        let m = parse_module("k.ll", &std::fs::read_to_string(&path).unwrap()).unwrap();
        checked_files += 1;
        for (f, func) in m.functions.iter_enumerated().filter(|(_, f)| f.is_defined) {
            let resolver = PointerResolver::new(&m, f);
            for i in func.insts.indices() {
                for access in m.memory_accesses(func, i) {
                    let mut chain = String::new();
                    mentions(&m, func, access.pointer, 0, &mut chain);
                    chain.push_str(&m.source[func.insts[i].span.range()]);
                    let only_shared = chain.contains("addrspace(3) @")
                        && !chain.contains("param")
                        && !chain.contains(" load ")
                        && !chain.contains(" phi ")
                        && !chain.contains(" select ");
                    if only_shared {
                        shared += 1;
                        let target = resolver.resolve(access.pointer);
                        assert!(
                            matches!(
                                target,
                                Target::Object(
                                    MemoryObject::SharedVariable(_) | MemoryObject::DynamicShared
                                )
                            ),
                            "{}: {chain} resolved to {target:?}",
                            path.display()
                        );
                    }
                }
            }
        }
    }
    assert!(
        checked_files >= 30 && shared >= 120,
        "{shared} shared accesses in {checked_files} files"
    );
}

fn module(text: &str) -> Module {
    parse_module("t.ll", text).unwrap()
}

/// Summaries follow calls transitively and terminate on recursion.
#[test]
fn call_summaries_are_transitive_and_handle_recursion() {
    let m = module(
        r#"
@s = internal addrspace(3) global [4 x i32] undef
@g = addrspace(1) global i32 0
define void @f(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %again
again:
  %m = sub i32 %n, 1
  call void @g_(i32 %m)
  br label %done
done:
  ret void
}
define void @g_(i32 %n) {
  store i32 %n, ptr addrspace(3) @s
  call void @f(i32 %n)
  ret void
}
define void @h() {
  %v = load i32, ptr addrspace(1) @g
  ret void
}
define void @k() {
  call void @f(i32 3)
  call void @h()
  call void @unknown()
  ret void
}
declare void @unknown()
"#,
    );
    let table = EffectTable::new(&m, EffectOptions::default());
    let objects = table.objects();
    let classes = |f: &str| -> Vec<String> {
        let mut v: Vec<String> = table
            .summary(m.function_by_name(f).unwrap())
            .ones()
            .map(|b| objects.describe(AccessClass::from_bit(b), &m))
            .collect();
        v.sort();
        v
    };
    // @s[0] of a [4 x i32]: its first four bytes (level 3 keeps them apart from the rest).
    assert_eq!(classes("f"), vec!["write of @s[bytes 0..4]"]);
    assert_eq!(classes("g_"), vec!["write of @s[bytes 0..4]"]);
    assert_eq!(classes("h"), vec!["read of @g"]);
    assert_eq!(
        classes("k"),
        vec![
            "read of @g",
            "read of unknown memory",
            "write of @s[bytes 0..4]",
            "write of unknown memory"
        ]
    );
    // The call to @unknown is everything; with ignore-call-safety, calls are nothing.
    let k = m.function_by_name("k").unwrap();
    let effects = table.function_effects(&m, k);
    assert_eq!(
        effects[2],
        InstEffect::Accesses(AccessClass::everything().to_vec())
    );
    let careless = EffectTable::new(
        &m,
        EffectOptions {
            ignore_call_safety: true,
            ..Default::default()
        },
    );
    assert!(careless
        .function_effects(&m, k)
        .iter()
        .all(|e| *e == InstEffect::None));
}

#[test]
fn pointers_through_phis_selects_params_and_allocas() {
    let m = module(
        r#"
@a = internal addrspace(3) global [4 x i32] undef
@b = internal addrspace(3) global [4 x i32] undef
@c = addrspace(1) global [4 x i32] zeroinitializer
define void @k(ptr noalias %in, ptr %out, i1 %p) {
entry:
  %x = alloca i32, addrspace(5)
  store i32 1, ptr addrspace(5) %x
  %sel = select i1 %p, ptr addrspace(3) @a, ptr addrspace(3) @b
  store i32 1, ptr addrspace(3) %sel
  br i1 %p, label %l, label %r
l:
  br label %j
r:
  br label %j
j:
  %phi = phi ptr [ addrspacecast (ptr addrspace(3) @a to ptr), %l ], [ %out, %r ]
  store i32 2, ptr %phi
  store i32 3, ptr %in
  store i32 4, ptr %out
  %q = getelementptr i32, ptr addrspace(1) @c, i64 1
  store i32 5, ptr addrspace(1) %q
  %loaded = load ptr, ptr %in
  store i32 6, ptr %loaded
  ret void
}
define void @device(ptr addrspace(3) %p) {
  store i32 1, ptr addrspace(3) %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#,
    );
    let k = m.function_by_name("k").unwrap();
    let func = &m.functions[k];
    let r = PointerResolver::new(&m, k);
    let stores: Vec<Target> = func
        .insts
        .indices()
        .filter(|i| matches!(func.insts[*i].opcode, syncflow_ir::Opcode::Store { .. }))
        .map(|i| r.resolve(func.insts[i].operands[1]))
        .collect();
    use MemoryObject::*;
    assert_eq!(
        stores,
        vec![
            Target::Private,
            Target::Object(SharedAny),
            Target::Object(Unknown),
            Target::Object(NoaliasParam(k, 0)),
            Target::Object(GlobalParams),
            Target::Object(GlobalVariable(m.global_by_name("c").unwrap())),
            Target::Object(Unknown),
        ]
    );
    let d = m.function_by_name("device").unwrap();
    let dr = PointerResolver::new(&m, d);
    assert_eq!(
        dr.resolve(m.functions[d].insts[syncflow_ir::InstId::new(0)].operands[1]),
        Target::Object(SharedAny)
    );
}

#[test]
fn per_thread_slots_are_disjoint_only_at_level_3_and_when_injective() {
    use syncflow_analyses::memory::footprint::{ByteRange, Footprint};
    use syncflow_analyses::memory::slot::{Slot, SlotIndex};
    use syncflow_analyses::memory::BlockShape;
    let base = MemoryObject::SharedVariable(GlobalId::new(0));
    let part = |object: &MemoryObject, slot: Option<Slot>, range: Option<(i64, i64)>| {
        let range = range.map(|(lo, hi)| ByteRange { lo, hi });
        MemoryObject::Part(
            Box::new(object.clone()),
            Footprint {
                base: Default::default(),
                range,
                hardware_range: range,
                slot,
                absolute: range,
                hardware_absolute: range,
            },
        )
    };
    let slot = |index, stride, offset, size| {
        part(
            &base,
            Some(Slot {
                index,
                stride,
                offset,
                size,
            }),
            None,
        )
    };
    let flat = slot(SlotIndex::XYZ, 4, 0, 4);
    let x = slot(SlotIndex::X, 4, 0, 4);
    let l3 = |shape| Precision::Level3(shape);
    assert!(!flat.may_alias(&flat, l3(BlockShape::Any)));
    assert!(
        flat.may_alias(&flat, Precision::Level2),
        "below level 3 a slot is its object"
    );
    assert!(x.may_alias(&x, l3(BlockShape::Any)) && x.may_alias(&x, l3(BlockShape::TwoD)));
    assert!(!x.may_alias(&x, l3(BlockShape::OneD)));
    // A different offset (a neighbour's slot) or a wider access than the stride may meet.
    assert!(x.may_alias(&slot(SlotIndex::X, 4, 4, 4), l3(BlockShape::OneD)));
    assert!(x.may_alias(&slot(SlotIndex::X, 4, 0, 8), l3(BlockShape::OneD)));
    // A slot and the whole object (an access at an unknown index) may meet.
    assert!(flat.may_alias(&base, l3(BlockShape::Any)));
    // Slots of different objects follow the objects.
    let other = part(
        &MemoryObject::SharedVariable(GlobalId::new(1)),
        Some(Slot {
            index: SlotIndex::XYZ,
            stride: 4,
            offset: 0,
            size: 4,
        }),
        None,
    );
    assert!(!flat.may_alias(&other, Precision::Level2));
    // Byte ranges of one object: apart when disjoint, at level 3 only; meeting at one byte
    // is meeting.
    let low = part(&base, None, Some((0, 256)));
    let high = part(&base, None, Some((256, 512)));
    let touching = part(&base, None, Some((252, 260)));
    assert!(!low.may_alias(&high, l3(BlockShape::Any)));
    assert!(low.may_alias(&high, Precision::Level2));
    assert!(low.may_alias(&touching, l3(BlockShape::Any)));
    assert!(high.may_alias(&touching, l3(BlockShape::Any)));
    assert!(low.may_alias(&low, l3(BlockShape::Any)));
}

/// The object of the first class of every accessing instruction of `@k` in `text`, with every
/// SSA value trusted as stably uniform.
fn footprints(text: &str) -> Vec<(usize, MemoryObject)> {
    let m = module(text);
    let k = m.function_by_name("k").unwrap();
    let table = EffectTable::new(&m, EffectOptions::default());
    let mut stable = fixedbitset::FixedBitSet::with_capacity(m.functions[k].locals.len());
    stable.insert_range(..);
    let effects = table.function_effects_in(&m, k, Some(&stable));
    effects
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            InstEffect::Accesses(list) => Some((i, table.objects().object(list[0].object).clone())),
            _ => None,
        })
        .collect()
}

/// Offsets equal by construction are one footprint: `n / 4` computed twice is one atom, and
/// the block id read by Triton's `mov.u32 $0, %ctaid.x;` is `ctaid.x`; an `ldmatrix` handed
/// `trunc (ptrtoint p)` reads at `p`.
#[test]
fn footprints_of_equal_offsets_are_equal() {
    let found = footprints(
        r#"
@global_smem = external addrspace(3) global [0 x i8], align 16
define void @k(ptr addrspace(1) noalias %out, i32 %n) "nvvm.reqntid"="64" {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q1 = udiv i32 %n, 4
  %a1 = add i32 %q1, %t
  %p1 = getelementptr inbounds float, ptr addrspace(3) @global_smem, i32 %a1
  store float 1.0, ptr addrspace(3) %p1
  %q2 = udiv i32 %n, 4
  %a2 = add i32 %t, %q2
  %p2 = getelementptr inbounds float, ptr addrspace(3) @global_smem, i32 %a2
  %v = load float, ptr addrspace(3) %p2
  %b = call i32 asm "mov.u32 $0, %ctaid.x;", "=r"()
  %g = mul i32 %b, 64
  %gt = add i32 %g, %t
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %gt
  store float %v, ptr addrspace(1) %po
  %r = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 4096
  %ri = ptrtoint ptr addrspace(3) %r to i64
  %r32 = trunc i64 %ri to i32
  %m = call i32 asm sideeffect "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {$0}, [$1];", "=r,r"(i32 %r32)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#,
    );
    let parts: Vec<&Footprint> = found
        .iter()
        .filter_map(|(_, o)| match o {
            MemoryObject::Part(_, fp) => Some(fp),
            _ => None,
        })
        .collect();
    assert_eq!(parts.len(), 4, "{found:?}");
    // The store and the load: one footprint (the same base, slot and range).
    assert_eq!(found[0].1, found[1].1);
    assert!(!parts[0].base.is_zero() && parts[0].slot.is_some());
    // The global store's base is ctaid.x·64·4, with no SSA value in it.
    assert!(parts[2].base.leaves().is_empty() && !parts[2].base.is_zero());
    // The ldmatrix: 16 bytes at byte 4096 of the buffer.
    assert_eq!(
        parts[3].range,
        Some(syncflow_analyses::memory::footprint::ByteRange { lo: 4096, hi: 4112 })
    );
}
