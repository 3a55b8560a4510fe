//! The PTX form table (`syncflow_ir::ptx::FORMS`) and its two readers agree: the effect model
//! gives every register-only form no memory effect, the interpreter's asm decoder accepts
//! every register form it computes, and every instruction it executes belongs to a family of
//! the table. (`fuzz/tests/interp_coverage.rs` runs one instance of each.)

use syncflow_interp::program::inline_asm::AsmProgram;
use syncflow_interp::program::Scalar;
use syncflow_ir::ptx::{effect, PtxEffect, PtxForm, PtxInstruction, FORMS, REGISTER_ONLY_ROOTS};

#[test]
fn every_row_is_its_roots_form_and_register_only_rows_touch_no_memory() {
    for (row, root) in FORMS
        .iter()
        .flat_map(|r| r.roots.iter().map(move |root| (r, *root)))
    {
        let text = format!("{root}.b32 $0, $1, $2");
        let i = PtxInstruction::parse(&text).unwrap();
        assert_eq!(PtxForm::of(&i), row.form, "{text}");
        if row.form.register_only() {
            assert_eq!(effect(&i), PtxEffect::None, "{text}");
            assert!(REGISTER_ONLY_ROOTS.contains(&root), "{text}");
        } else {
            assert!(!REGISTER_ONLY_ROOTS.contains(&root), "{text}");
        }
        // The register forms the asm interpreter computes itself (`exec/ptx_alu.rs`), without
        // memory: it accepts each on registers.
        if matches!(row.form, PtxForm::Alu | PtxForm::Sleep) {
            let program = AsmProgram::decode(&format!("{text};"), "=r,r,r", vec![Scalar::Int(32)]);
            assert!(program.is_some(), "{text} is not executed");
        }
    }
}

#[test]
fn every_executed_instruction_has_a_form() {
    // (text, constraints, outputs): a sample of each executed family outside the ALU.
    let executed: &[(&str, &str, usize)] = &[
        ("ld.global.b32 $0, [$1];", "=r,l", 1),
        ("st.shared.v2.b32 [$0], {$1, $2};", "l,r,r", 0),
        ("atom.global.add.u32 $0, [$1], $2;", "=r,l,r", 1),
        ("red.global.add.f32 [$0], $1;", "l,f", 0),
        ("membar.gl;", "", 0),
        ("fence.acq_rel.gpu;", "", 0),
        ("fence.proxy.async.shared::cta;", "", 0),
        ("nanosleep.u32 $0;", "r", 0),
        ("mapa.shared::cluster.u64 $0, $1, $2;", "=l,l,r", 1),
        ("cp.async.cg.shared.global [$0], [$1], 16;", "l,l", 0),
        ("cp.async.commit_group;", "", 0),
        ("cp.async.bulk.wait_group.read 0;", "", 0),
        ("mbarrier.init.shared.b64 [$0], 32;", "l", 0),
        ("prefetch.global.L2 [$0];", "l", 0),
        ("wgmma.fence.sync.aligned;", "", 0),
    ];
    for (text, constraints, outputs) in executed {
        let program = AsmProgram::decode(text, constraints, vec![Scalar::Int(32); *outputs]);
        let program = program.unwrap_or_else(|| panic!("{text} is not executed"));
        for i in &program.instructions {
            let form = PtxForm::of(i);
            assert_ne!(form, PtxForm::Unknown, "{text}");
            if form.register_only() {
                assert_eq!(effect(i), PtxEffect::None, "{text}");
            }
        }
    }
    // A root no row names is not executed.
    assert!(AsmProgram::decode("frobnicate $0;", "r", vec![]).is_none());
}
