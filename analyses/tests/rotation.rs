//! `memory::rotation`: pointers swapped (or rotated) among `__shared__` arrays. The resolver
//! must name the set of arrays and nothing else, and the loop model's joint sequence must be
//! what the phis hold — judged against a naive oracle that runs the header phis' parallel
//! assignment on the IR, iteration by iteration, and reads which array each one holds.

use std::collections::BTreeMap;
use syncflow_analyses::memory::iteration::{loop_models, Recurrence};
use syncflow_analyses::memory::offset::OffsetEvaluator;
use syncflow_analyses::memory::pointer::{PointerResolver, Target};
use syncflow_analyses::memory::rotation::{rotation_set, shared_variable, virtual_address};
use syncflow_analyses::memory::{BlockExtent, MemoryObject};
use syncflow_ir::{parse_module, FunctionId, LocalId, Module, Operand};

/// Three arrays in rotation, `(p, q, r) ← (q, r, p)`, and a pair whose second member is
/// `gep(@b, 4)` (not the start of an array: no rotation set).
const IR: &str = r#"
@a = internal addrspace(3) global [256 x float] undef, align 4
@b = internal addrspace(3) global [256 x float] undef, align 4
@c = internal addrspace(3) global [256 x float] undef, align 4

define void @rot3(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %p = phi ptr [ addrspacecast (ptr addrspace(3) @a to ptr), %entry ], [ %q, %loop ]
  %q = phi ptr [ addrspacecast (ptr addrspace(3) @b to ptr), %entry ], [ %r, %loop ]
  %r = phi ptr [ addrspacecast (ptr addrspace(3) @c to ptr), %entry ], [ %p, %loop ]
  %x = phi ptr [ addrspacecast (ptr addrspace(3) @a to ptr), %entry ], [ %y, %loop ]
  %y = phi ptr [ addrspacecast (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 4) to ptr), %entry ], [ %x, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %w = getelementptr inbounds float, ptr %p, i32 %t
  store float 1.0, ptr %w, align 4
  call void @llvm.nvvm.barrier0()
  %v = getelementptr inbounds float, ptr %q, i32 %t
  %f = load float, ptr %v, align 4
  call void @llvm.nvvm.barrier0()
  %k1 = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"#;

fn local(m: &Module, name: &str) -> LocalId {
    let func = &m.functions[FunctionId::new(0)];
    func.locals
        .iter_enumerated()
        .find(|(l, _)| func.local_name(*l) == name)
        .map(|(l, _)| l)
        .unwrap_or_else(|| panic!("no %{name}"))
}

fn module() -> (Module, FunctionId) {
    let m = parse_module("rot.ll", IR).unwrap();
    let f = m
        .functions
        .iter_enumerated()
        .find(|(_, f)| f.name == "rot3")
        .map(|(f, _)| f)
        .unwrap();
    (m, f)
}

/// The oracle: the header phis' parallel assignment run `n` times on the IR itself; per
/// iteration, the name of the array each phi of `names` holds.
fn run_phis(m: &Module, f: FunctionId, names: &[&str], n: usize) -> Vec<Vec<String>> {
    let func = &m.functions[f];
    let mut state: BTreeMap<LocalId, Operand> = BTreeMap::new();
    let phis: Vec<LocalId> = names.iter().map(|s| local(m, s)).collect();
    let incoming = |l: LocalId, from_loop: bool| -> Operand {
        let i = func.def_inst(l).unwrap();
        func.insts[i]
            .phi_incoming()
            .find(|(_, b)| (func.blocks[*b].name == "loop") == from_loop)
            .map(|(v, _)| v)
            .unwrap()
    };
    for &p in &phis {
        state.insert(p, incoming(p, false));
    }
    let mut out = Vec::new();
    for _ in 0..n {
        out.push(
            phis.iter()
                .map(|p| {
                    let g = shared_variable(m, state[p]).expect("an array's start");
                    m.globals[g].name.clone()
                })
                .collect(),
        );
        let next: BTreeMap<LocalId, Operand> = phis
            .iter()
            .map(|&p| match incoming(p, true) {
                Operand::Local(q) => (p, state[&q]),
                other => (p, other),
            })
            .collect();
        state = next;
    }
    out
}

#[test]
fn the_resolver_names_the_rotated_arrays_and_nothing_else() {
    let (m, f) = module();
    let func = &m.functions[f];
    let set = rotation_set(&m, func, local(&m, "p")).expect("a rotation set");
    let names: Vec<&str> = set.iter().map(|g| m.globals[*g].name.as_str()).collect();
    assert_eq!(names, ["a", "b", "c"]);
    let resolver = PointerResolver::new(&m, f);
    assert_eq!(
        resolver.resolve(Operand::Local(local(&m, "w"))),
        Target::Object(MemoryObject::SharedSet(set.clone()))
    );
    // `gep(@b, 4)` is not the start of an array: no set, and the merge of old.
    assert!(rotation_set(&m, func, local(&m, "x")).is_none());
    assert_eq!(
        resolver.resolve(Operand::Local(local(&m, "x"))),
        Target::Object(MemoryObject::SharedAny)
    );
    // A set aliases its members and no other array.
    let p = syncflow_analyses::memory::Precision::Level2;
    let of = |name: &str| {
        MemoryObject::SharedVariable(
            m.globals
                .iter_enumerated()
                .find(|(_, g)| g.name == name)
                .unwrap()
                .0,
        )
    };
    let two = MemoryObject::SharedSet(set[..2].into());
    assert!(two.may_alias(&of("a"), p) && two.may_alias(&of("b"), p));
    assert!(!two.may_alias(&of("c"), p));
    assert!(two.may_alias(&MemoryObject::SharedSet(set[1..].into()), p));
    assert!(!MemoryObject::SharedSet(set[2..].into()).may_alias(&two, p));
}

#[test]
fn the_joint_sequence_is_what_the_phis_hold() {
    let (m, f) = module();
    let func = &m.functions[f];
    let extent = BlockExtent::hardware();
    let eval = OffsetEvaluator::new(&m, func, &extent);
    let models = loop_models(&m, f, &eval);
    let model = models.first().expect("the loop is modelled");
    let names = ["p", "q", "r"];
    let oracle = run_phis(&m, f, &names, 20);
    for (k, name) in names.iter().enumerate() {
        let Some(Recurrence::Finite { values, cycle }) = model.phis.get(&local(&m, name)) else {
            panic!("%{name} is not modelled: {:?}", model.phis);
        };
        assert_eq!((*cycle, values.len()), (0, 3), "%{name}: period 3");
        for (j, row) in oracle.iter().enumerate() {
            let g = m
                .globals
                .iter_enumerated()
                .find(|(_, g)| g.name == row[k])
                .unwrap()
                .0;
            assert_eq!(
                Recurrence::value_at(values, *cycle, j),
                virtual_address(g).unwrap(),
                "%{name} at iteration {j}"
            );
        }
    }
    // `%x`/`%y` start from something that is not an array's start or a constant: unmodelled.
    assert!(!model.phis.contains_key(&local(&m, "x")));
    assert!(!model.phis.contains_key(&local(&m, "y")));
}
