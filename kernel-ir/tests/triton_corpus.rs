//! The Triton corpus (`tests/triton/`, made by `tests/triton/regen.sh` with a pinned Triton):
//! LLVM 22-era IR as a current ML compiler writes it. Every file parses, prints back
//! byte-identical, and still parses with every removal candidate cut.

#[path = "../../framework/tests/common.rs"]
mod common;

use std::collections::BTreeSet;
use syncflow_ir::{parse_module, print_module, BarrierKind, Removal};

#[test]
fn every_triton_file_parses_and_prints_back_identical() {
    let files = common::ll_files("triton");
    assert!(
        files.len() >= 17,
        "the Triton corpus has {} files",
        files.len()
    );
    for path in files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let module = parse_module(&name, &text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            print_module(&module, &BTreeSet::new()).unwrap(),
            text,
            "{name}"
        );

        let mut cut = BTreeSet::new();
        for (fid, func) in module.functions.iter_enumerated() {
            if !func.is_kernel {
                continue;
            }
            let barriers: Vec<_> = module.barriers(func).collect();
            assert!(
                !barriers.is_empty(),
                "{name}: @{} has no barrier",
                func.name
            );
            for (inst, barrier) in barriers {
                if barrier.kind == BarrierKind::Candidate {
                    cut.insert(Removal {
                        function: fid,
                        inst,
                    });
                }
            }
        }
        assert!(!cut.is_empty(), "{name}: no removal candidate");
        let printed = print_module(&module, &cut).unwrap();
        assert_eq!(
            text.lines().count() - printed.lines().count(),
            cut.len(),
            "{name}: exactly one line per removed barrier"
        );
        parse_module(&name, &printed).unwrap_or_else(|e| panic!("{name} after cutting: {e}"));
    }
}
