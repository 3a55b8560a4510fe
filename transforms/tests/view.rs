//! The library's view of a decided module (`syncflow_transforms::view`): the Before/After it
//! gathers for each barrier are exactly the notes `syncflow eliminate --verbose` prints, and a
//! library caller decides with the uniformity analysis unless it names another oracle.

use std::path::Path;
use syncflow_ir::Module;
use syncflow_transforms::eliminate::{AssumeUniform, Reason};
use syncflow_transforms::knobs::Knobs;
use syncflow_transforms::pipeline::{self, Format};
use syncflow_transforms::view::{FunctionView, ModuleView};

fn corpus(name: &str) -> (Module, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/corpus")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let module = pipeline::parse(name, text.clone(), Format::Llvm).unwrap();
    (module, text)
}

fn sound() -> Knobs {
    Knobs::preset("sound").unwrap()
}

/// The `--verbose` notes of every barrier, as `syncflow eliminate` words them.
fn notes(module: &Module, functions: &[FunctionView]) -> Vec<String> {
    let list = |v: &[String]| {
        if v.is_empty() {
            "nothing".to_string()
        } else {
            v.join(", ")
        }
    };
    let mut out = Vec::new();
    for f in functions {
        let func = &module.functions[f.id];
        for b in &f.barriers {
            let at = b.at(&func.name, &func.blocks[b.block].name);
            out.push(format!("{at}: note: above (Before): {}", list(&b.before)));
            out.push(format!("{at}: note: below (After): {}", list(&b.after)));
        }
    }
    out
}

/// `syncflow eliminate --verbose --color never tests/corpus/divergent_barrier.ll` (the
/// binary of a496593, before the view moved into the library), its notes.
const DIVERGENT_BARRIER_VERBOSE: &str = "\
divergent_barrier.cu:12:5: note: above (Before): read of global memory through kernel parameters, write of barrier_in_half_warp::s[4·tid.x + 0]
divergent_barrier.cu:12:5: note: below (After): write of global memory through kernel parameters, read of barrier_in_half_warp::s[-4·tid.x + 60]
divergent_barrier.cu:25:3: note: above (Before): read of global memory through kernel parameters, write of early_return_then_barrier::s[4·tid.x + 0]
divergent_barrier.cu:25:3: note: below (After): write of global memory through kernel parameters, read of early_return_then_barrier::s
divergent_barrier.cu:37:3: note: above (Before): read of global memory through kernel parameters, write of divergent_write_converged_barrier::s
divergent_barrier.cu:37:3: note: below (After): write of global memory through kernel parameters, read of divergent_write_converged_barrier::s";

/// Likewise for tests/corpus/reduce_tree.ll, whose barrier at line 17 is removed: the sets of
/// its neighbours are those of the module without it.
const REDUCE_TREE_VERBOSE: &str = "\
reduce_tree.cu:11:3: note: above (Before): read of global memory through kernel parameters, write of dynamic shared memory[4·tid.x + 0]
reduce_tree.cu:11:3: note: below (After): write of global memory through kernel parameters, read of dynamic shared memory, read of dynamic shared memory[4·tid.x + 0], write of dynamic shared memory[4·tid.x + 0], read of dynamic shared memory[bytes 0..4]
reduce_tree.cu:17:3: note: above (Before): nothing
reduce_tree.cu:17:3: note: below (After): write of global memory through kernel parameters, read of dynamic shared memory[bytes 0..4]
reduce_tree.cu:15:5: note: above (Before): read of dynamic shared memory, read of dynamic shared memory[4·tid.x + 0], write of dynamic shared memory[4·tid.x + 0]
reduce_tree.cu:15:5: note: below (After): write of global memory through kernel parameters, read of dynamic shared memory, read of dynamic shared memory[4·tid.x + 0], write of dynamic shared memory[4·tid.x + 0], read of dynamic shared memory[bytes 0..4]";

#[test]
fn before_and_after_are_what_eliminate_verbose_prints() {
    for (name, expected) in [
        ("divergent_barrier.ll", DIVERGENT_BARRIER_VERBOSE),
        ("reduce_tree.ll", REDUCE_TREE_VERBOSE),
    ] {
        let (module, text) = corpus(name);
        let view = ModuleView::new(&module, &sound(), true);
        assert_eq!(
            notes(&module, &view.functions).join("\n"),
            expected,
            "{name}"
        );
        // The pipeline's caller (Python, the ptxas wrapper) sees the same.
        let done = pipeline::eliminate_text(name, text, Format::Llvm, "sound", sound()).unwrap();
        assert_eq!(notes(&done.module, &done.view(true)).join("\n"), expected);
    }
}

#[test]
fn without_sets_the_view_has_no_before_or_after() {
    let (module, _) = corpus("reduce_tree.ll");
    let view = ModuleView::new(&module, &sound(), false);
    let barriers: Vec<_> = view.functions.iter().flat_map(|f| &f.barriers).collect();
    assert_eq!(barriers.len(), 3);
    assert!(barriers
        .iter()
        .all(|b| b.before.is_empty() && b.after.is_empty()));
    assert_eq!(view.result.removed(), 1);
}

#[test]
fn a_library_caller_decides_with_uniformity_by_default() {
    let (module, text) = corpus("divergent_barrier.ll");
    let branch = Some("divergent_barrier.cu:10:7".to_string());
    let first = |functions: &[FunctionView]| functions[0].barriers[0].clone();

    let view = ModuleView::new(&module, &sound(), false);
    let b = first(&view.functions);
    assert_eq!(
        b.at("barrier_in_half_warp", ""),
        "divergent_barrier.cu:12:5"
    );
    assert!(!b.decision.removed);
    assert_eq!(
        b.decision.reason,
        Reason::Divergent {
            branch: branch.clone()
        }
    );
    assert_eq!(b.divergent, Some(branch.clone()));

    let done =
        pipeline::eliminate_text("divergent_barrier.ll", text, Format::Llvm, "sound", sound())
            .unwrap();
    let b = first(&done.view(false));
    assert_eq!(b.decision.reason, Reason::Divergent { branch });
    let d = &done.result.decisions[0];
    assert_eq!((d.inst, d.removed), (b.decision.inst, false));

    // Only a caller that asks for it assumes every barrier uniform.
    let assumed = ModuleView::with_oracle(&module, &sound(), AssumeUniform, false);
    let b = first(&assumed.functions);
    assert!(!matches!(b.decision.reason, Reason::Divergent { .. }));
    assert_eq!(b.divergent, None);
}
