//! What a new user passes first (issue 40): CUDA source or other text where IR belongs gets
//! a hint beside the parse error; a module with no function, and `report` on a directory
//! with no `.ll` or `.ptx` file, say so instead of passing silently.

mod common;

use common::{stderr, stdout, syncflow, temp_dir};

#[test]
fn cuda_source_gets_a_hint_to_compile_it_first() {
    let dir = temp_dir("first-cu");
    let cu = dir.join("kernel.cu");
    std::fs::write(
        &cu,
        "// my kernel\n#include <cstdio>\n__global__ void k(float *x) { x[0] = 1; }\n",
    )
    .unwrap();
    let out = syncflow(&["eliminate", cu.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.starts_with(&format!("{}:1:1: error: ", cu.display())),
        "{err}"
    );
    assert!(err.contains("this looks like kernel source"), "{err}");
    assert!(err.contains("nvcc -ptx -lineinfo"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    // The same text on standard input, recognised by its content.
    let other = dir.join("notes.txt");
    std::fs::write(&other, "hello, world\n").unwrap();
    let out = syncflow(&["parse", other.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("neither LLVM IR (no `define`) nor PTX"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn ir_with_a_mistake_gets_no_hint() {
    let dir = temp_dir("first-bad-ir");
    let ll = dir.join("bad.ll");
    std::fs::write(&ll, "define void @f() {\n  rett void\n}\n").unwrap();
    let out = syncflow(&["eliminate", ll.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!stderr(&out).contains("looks like"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("neither"), "{}", stderr(&out));
}

#[test]
fn a_module_without_a_function_is_warned_about() {
    let dir = temp_dir("first-empty");
    let ll = dir.join("host.ll");
    std::fs::write(
        &ll,
        "; ModuleID = 'host'\ntarget triple = \"nvptx64-nvidia-cuda\"\ndeclare void @llvm.nvvm.barrier0()\n",
    )
    .unwrap();
    let out = syncflow(&["eliminate", ll.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stderr(&out).contains(&format!(
            "{}: warning: no function is defined in this module",
            ll.display()
        )),
        "{}",
        stderr(&out)
    );
    // A module with a function is not.
    let ok = syncflow(&["eliminate", &common::corpus("multi_shared.ll"), "-q"]);
    assert!(!stderr(&ok).contains("no function"), "{}", stderr(&ok));
}

#[test]
fn report_on_an_empty_directory_warns_and_exits_2() {
    let dir = temp_dir("first-report-empty");
    std::fs::write(dir.join("README.txt"), "no kernels here\n").unwrap();
    let out = syncflow(&["report", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        format!(
            "{}: warning: no .ll or .ptx file in this directory\nerror: nothing to report: no .ll \
             or .ptx file among the inputs\n",
            dir.display()
        )
    );
    assert_eq!(stdout(&out), "");
}
