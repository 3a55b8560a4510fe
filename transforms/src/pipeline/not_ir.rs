//! A hint for a parse error on text that is not IR at all: CUDA or C++ source passed where
//! its LLVM IR or PTX belongs (`syncflow eliminate kernel.cu` fails at `1:1` on the first
//! comment or `#include`), or any other text with nothing of a module in it.

/// The words added to a parse error's message when `text`, read under `name`, is not LLVM IR
/// or PTX; `None` when it looks like a module with something wrong in it.
pub(crate) fn hint(name: &str, text: &str) -> Option<&'static str> {
    let ext = std::path::Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    const SOURCE_EXTENSIONS: [&str; 9] = ["cu", "cuh", "c", "cc", "cpp", "cxx", "h", "hpp", "py"];
    let head = &text[..floor_char_boundary(text, 64 * 1024)];
    let source_words = [
        "__global__",
        "#include",
        "__device__",
        "__shared__",
        "@triton.jit",
    ];
    if SOURCE_EXTENSIONS.contains(&ext.as_str()) || source_words.iter().any(|w| head.contains(w)) {
        return Some(
            "this looks like kernel source, not the LLVM IR or PTX a compiler makes of it: \
             compile it first with `clang -S -emit-llvm --cuda-device-only -g` or `nvcc -ptx \
             -lineinfo` (see \"Your first kernel\" in the README)",
        );
    }
    let module_words = [
        "define ",
        "declare ",
        "target ",
        "source_filename",
        ".version",
        ".entry",
        ".func",
        ".target",
    ];
    if !module_words.iter().any(|w| head.contains(w)) {
        return Some(
            "this is neither LLVM IR (no `define`) nor PTX (no `.version` or `.entry`); \
             syncflow reads the `.ll` or `.ptx` a GPU compiler writes",
        );
    }
    None
}

fn floor_char_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::hint;

    #[test]
    fn cuda_source_and_other_text_get_a_hint_a_module_does_not() {
        assert!(hint("k.cu", "// a comment\n")
            .unwrap()
            .contains("kernel source"));
        assert!(
            hint("<stdin>", "#include <cstdio>\n__global__ void k() {}\n")
                .unwrap()
                .contains("nvcc -ptx")
        );
        assert!(hint("notes.txt", "hello\n")
            .unwrap()
            .contains("neither LLVM IR"));
        assert_eq!(hint("k.ll", "define void @f() {\n  rett void\n}\n"), None);
        assert_eq!(hint("k.ptx", ".version 8.0\n.target sm_80\nbad\n"), None);
    }
}
