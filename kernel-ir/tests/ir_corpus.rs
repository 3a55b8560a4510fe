//! The front-end over the whole corpus: every file parses, prints back byte-identical, and
//! with every removable barrier call cut out still passes LLVM's verifier and code generator.

#[path = "../../framework/tests/common.rs"]
mod common;

use std::collections::BTreeSet;
use syncflow_ir::{parse_module, print_module, Module, Removal};

fn parse_file(path: &std::path::Path) -> Module {
    let text = std::fs::read_to_string(path).unwrap();
    parse_module(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn corpus_is_large_enough() {
    let cu = std::fs::read_dir(common::tests_dir().join("corpus"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "cu")
        })
        .count();
    assert!(
        cu >= 30,
        "the corpus needs at least 30 CUDA kernels, has {cu}"
    );
    assert!(
        common::ll_files("corpus").len() >= cu,
        "every .cu needs its .ll"
    );
}

#[test]
fn every_file_parses_and_prints_back_identical() {
    let files = common::all_valid_ll_files();
    assert!(
        files.len() >= 40,
        "expected the corpus and the syntax corners, found {}",
        files.len()
    );
    for path in files {
        let module = parse_file(&path);
        let printed = print_module(&module, &BTreeSet::new()).unwrap();
        assert!(
            printed == module.source,
            "{} does not print back identical",
            path.display()
        );
    }
}

#[test]
fn every_corpus_kernel_has_a_kernel_and_a_barrier() {
    for path in common::ll_files("corpus") {
        let module = parse_file(&path);
        let kernels: Vec<_> = module.functions.iter().filter(|f| f.is_kernel).collect();
        assert!(!kernels.is_empty(), "{}: no kernel found", path.display());
        let barriers: usize = module
            .functions
            .iter()
            .map(|f| module.barriers(f).count())
            .sum();
        assert!(
            barriers > 0,
            "{}: no synchronization instruction found",
            path.display()
        );
        // clang -gline-tables-only gives every barrier call a location.
        for f in module.functions.iter() {
            for (id, b) in module.barriers(f) {
                if b.intrinsic != "fence" {
                    assert!(
                        f.insts[id].debug_loc.is_some(),
                        "{}: @{} barrier without location",
                        path.display(),
                        f.name
                    );
                }
            }
        }
    }
}

/// Every barrier call whose result nobody uses (all but the data-carrying ones).
fn removable_barriers(module: &Module) -> BTreeSet<Removal> {
    let mut set = BTreeSet::new();
    for (fid, f) in module.functions.iter_enumerated() {
        for (id, b) in module.barriers(f) {
            let unused = f.insts[id].result.is_none_or(|r| f.uses[r].is_empty());
            if b.intrinsic != "fence" && unused {
                set.insert(Removal {
                    function: fid,
                    inst: id,
                });
            }
        }
    }
    set
}

#[test]
fn removing_barriers_leaves_ir_that_opt_and_llc_accept() {
    let mut checked = 0;
    let files = common::ll_files("corpus")
        .into_iter()
        .chain(common::ll_files("syntax/llvm19"));
    for path in files.chain(common::ll_files("syntax/typed")) {
        let module = parse_file(&path);
        let removed = removable_barriers(&module);
        let printed = print_module(&module, &removed).unwrap();
        assert!(printed.len() < module.source.len() || removed.is_empty());
        // The printed module must parse again, with exactly the removed barriers gone.
        let reparsed =
            parse_module("printed", &printed).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let before: usize = module
            .functions
            .iter()
            .map(|f| module.barriers(f).count())
            .sum();
        let after: usize = reparsed
            .functions
            .iter()
            .map(|f| reparsed.barriers(f).count())
            .sum();
        assert_eq!(after, before - removed.len(), "{}", path.display());
        let (ok, err) =
            common::run_llvm_tool("opt-19", &["-passes=verify", "-disable-output"], &printed);
        assert!(
            ok,
            "{}: opt-19 rejects the printed module:\n{err}",
            path.display()
        );
        // llc-19 cannot select some constructs the syntax corners use on purpose (fences,
        // symbols with spaces): as in tests/syntax/check.sh, code generation is checked for the
        // corpus and for the corners that call `llvm.nvvm.barrier0`.
        let codegen = !path.starts_with(common::tests_dir().join("syntax"))
            || module.source.contains("@llvm.nvvm.barrier0()");
        if codegen {
            let (ok, err) = common::run_llvm_tool(
                "llc-19",
                &["-march=nvptx64", "-mcpu=sm_80", "-o", "/dev/null"],
                &printed,
            );
            assert!(
                ok,
                "{}: llc-19 rejects the printed module:\n{err}",
                path.display()
            );
        }
        checked += 1;
    }
    assert!(checked >= 30);
}

#[test]
fn printer_refuses_to_cut_a_used_result_or_a_terminator() {
    let text = "define i32 @f() {\n  %a = add i32 1, 2\n  ret i32 %a\n}\n";
    let m = parse_module("t.ll", text).unwrap();
    let f = m.function_by_name("f").unwrap();
    let add = Removal {
        function: f,
        inst: syncflow_ir::InstId::new(0),
    };
    let ret = Removal {
        function: f,
        inst: syncflow_ir::InstId::new(1),
    };
    assert!(print_module(&m, &BTreeSet::from([add])).is_err());
    assert!(print_module(&m, &BTreeSet::from([ret])).is_err());
}

#[test]
fn printer_cuts_whole_lines_and_keeps_everything_else() {
    let text = "define void @f() {\r\n  call void @llvm.nvvm.barrier0() ; sync\r\n  call void @llvm.nvvm.barrier0()\r\n  ret void ; done\r\n}\r\ndeclare void @llvm.nvvm.barrier0()\r\n";
    let m = parse_module("t.ll", text).unwrap();
    let f = m.function_by_name("f").unwrap();
    let first = Removal {
        function: f,
        inst: syncflow_ir::InstId::new(0),
    };
    let out = print_module(&m, &BTreeSet::from([first])).unwrap();
    assert_eq!(out, "define void @f() {\r\n  call void @llvm.nvvm.barrier0()\r\n  ret void ; done\r\n}\r\ndeclare void @llvm.nvvm.barrier0()\r\n");
}

/// The committed `.ll` files are exactly what `tests/corpus/regen.sh` makes from the `.cu`
/// files with clang-19 (compared without the lines naming clang's exact build).
#[test]
fn corpus_regenerates_from_its_sources() {
    let corpus = common::tests_dir().join("corpus");
    let tmp = std::env::temp_dir().join(format!("syncflow-regen-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for entry in std::fs::read_dir(&corpus).unwrap() {
        let path = entry.unwrap().path();
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if matches!(ext, "cu" | "h" | "sh") {
            std::fs::copy(&path, tmp.join(path.file_name().unwrap())).unwrap();
        }
    }
    let status = std::process::Command::new("sh")
        .arg(tmp.join("regen.sh"))
        .stdout(std::process::Stdio::null())
        .status()
        .expect("sh runs regen.sh (needs clang-19)");
    assert!(status.success(), "regen.sh failed");
    let strip = |text: &str| -> String {
        text.lines()
            .filter(|l| !l.contains("clang version"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut compared = 0;
    for path in common::ll_files("corpus") {
        let fresh = std::fs::read_to_string(tmp.join(path.file_name().unwrap())).unwrap();
        let committed = std::fs::read_to_string(&path).unwrap();
        assert!(
            strip(&fresh) == strip(&committed),
            "{} differs from regen.sh output",
            path.display()
        );
        compared += 1;
    }
    std::fs::remove_dir_all(&tmp).unwrap();
    assert!(compared >= 30);
}
