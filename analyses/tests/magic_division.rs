//! llc's `k % 3` on PTX (`tests/pipelined/multi_stage.ptx`, `ring_mod3`): the multiply-high by
//! a magic reciprocal is read as `udiv(k, 3)` (`memory::magic`), the loop's exit test bounds
//! its iterations so its 64-bit counters cannot wrap (`memory::trips`), and the trailing
//! barrier's pair is judged apart through the iteration index (`memory::quotient`).

use syncflow_analyses::memory::iteration::{loop_models, Recurrence};
use syncflow_analyses::memory::offset::OffsetEvaluator;
use syncflow_analyses::memory::BlockExtent;
use syncflow_ir::ptx::parse_ptx_module;
use syncflow_ir::{FunctionId, Module};

fn ring_mod3() -> (Module, FunctionId) {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/pipelined/multi_stage.ptx"
    ))
    .unwrap();
    let m = parse_ptx_module("multi_stage.ptx", &text).unwrap();
    let f = m
        .functions
        .iter_enumerated()
        .find(|(_, f)| f.name.contains("ring_mod3"))
        .map(|(f, _)| f)
        .unwrap();
    (m, f)
}

#[test]
fn the_counters_of_ring_mod3_cannot_wrap_and_its_stage_is_a_quotient() {
    let (m, f) = ring_mod3();
    let func = &m.functions[f];
    let extent = BlockExtent::hardware();
    let eval = OffsetEvaluator::new(&m, func, &extent);
    let models = loop_models(&m, f, &eval);
    assert_eq!(models.len(), 1);
    let model = &models[0];
    let counter = |name: &str| {
        let (p, r) = model
            .phis
            .iter()
            .find(|(p, _)| func.local_name(**p) == name)
            .unwrap_or_else(|| panic!("no counter %{name}"));
        (r.clone(), model.starts.get(p).copied())
    };
    // The exit test `%r22 − 1 == 0` on 32 bits bounds a run to 2^32 iterations: 1024·2^32 is
    // far below 2^63, so neither 64-bit counter wraps.
    for (name, step) in [("rd54", 1024), ("rd55", 1)] {
        assert_eq!(
            counter(name),
            (
                Recurrence::Counter {
                    step,
                    non_negative: true
                },
                Some(0)
            )
        );
    }
    // The store's address: `mul.hi.u64` by 0xAAAAAAAAAAAAAAAB and `shr 1` read as `udiv(·, 3)`.
    let store = func
        .insts
        .iter()
        .find(|i| matches!(i.opcode, syncflow_ir::Opcode::Store { .. }))
        .unwrap();
    let offset = eval.byte_offset(store.operands[1], 0).unwrap();
    let text = format!("{:?}", offset.poly);
    assert!(text.contains("udiv") && !text.contains("mulhi"), "{text}");
}

/// Without the exit test's bound the counters may wrap (a loop exiting on `<`, whose 32-bit
/// test does not run through every residue, say): no bound is claimed.
#[test]
fn an_exit_test_by_less_than_bounds_nothing() {
    let (_, f) = ring_mod3();
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/pipelined/multi_stage.ptx"
    ))
    .unwrap()
    .replace("setp.eq.s32 \t%p2, %r22, 0;", "setp.lt.s32 \t%p2, %r22, 1;");
    assert!(text.contains("setp.lt.s32 \t%p2, %r22, 1;"));
    let m = parse_ptx_module("multi_stage.ptx", &text).unwrap();
    let func = &m.functions[f];
    let extent = BlockExtent::hardware();
    let eval = OffsetEvaluator::new(&m, func, &extent);
    let models = loop_models(&m, f, &eval);
    assert!(models[0].phis.values().all(|r| !matches!(
        r,
        Recurrence::Counter {
            non_negative: true,
            ..
        }
    )));
}
