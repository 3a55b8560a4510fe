//! How XLA names the files of a dump directory, and the file name `--xla_gpu_ptx_file` /
//! `--xla_gpu_llvm_ir_file` need to replace a module's PTX or LLVM IR.
//!
//! XLA (`xla/service/dump.cc`, `FilenameFor`) names a module's dumps
//! `[TIMESTAMP.]module_NNNN[.NAME].SUFFIX`: the module's unique id in at least four digits,
//! its name (dropped when the whole name would pass 255 bytes; names hold dots, as
//! `SyncTensorsGraph.147`), then the suffix — `ptx` for the PTX it compiled, `ir-no-opt.ll`
//! and `ir-with-opt.ll` for its LLVM IR before and after LLVM's optimizations. The timestamp
//! is there under `--xla_dump_include_timestamp`.
//!
//! To load a replacement (`nvptx_compiler.cc`, `MaybeLoadPtxFromFile` and
//! `MaybeLoadLLVMFromFile`), XLA computes the prefix `module_NNNN[.NAME].` (no timestamp) and
//! takes the first file given whose *base name starts with it*. So `module_0012.foo.ptx` is
//! the replacement of module 12 named `foo`; a timestamped dump name would never match.

/// What a dumped file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DumpKind {
    /// `….ptx`: the module's PTX.
    Ptx,
    /// `….ir-with-opt.ll`: the module's LLVM IR after LLVM's optimizations.
    LlvmOptimized,
}

impl DumpKind {
    /// The dump's suffix, after the module's name and a dot.
    pub fn suffix(self) -> &'static str {
        match self {
            DumpKind::Ptx => "ptx",
            DumpKind::LlvmOptimized => "ir-with-opt.ll",
        }
    }

    /// The suffix of the replacement file syncflow writes.
    pub fn replacement_suffix(self) -> &'static str {
        match self {
            DumpKind::Ptx => "ptx",
            DumpKind::LlvmOptimized => "ll",
        }
    }

    /// The XLA flag that loads a replacement.
    pub fn flag(self) -> &'static str {
        match self {
            DumpKind::Ptx => "--xla_gpu_ptx_file",
            DumpKind::LlvmOptimized => "--xla_gpu_llvm_ir_file",
        }
    }
}

/// A dumped module file, by its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DumpName {
    /// The module's unique id, as written (`0012`).
    pub id: String,
    /// The module's name (`SyncTensorsGraph.147`), empty when XLA left it out.
    pub module: String,
}

impl DumpName {
    /// The dump `file_name` of `kind`, or `None` when it is no such dump.
    pub fn parse(file_name: &str, kind: DumpKind) -> Option<DumpName> {
        let stem = file_name.strip_suffix(kind.suffix())?.strip_suffix('.')?;
        // An optional timestamp: digits and a dot before `module_`.
        let stem = match stem.split_once('.') {
            Some((ts, rest))
                if !ts.is_empty()
                    && ts.bytes().all(|b| b.is_ascii_digit())
                    && rest.starts_with("module_") =>
            {
                rest
            }
            _ => stem,
        };
        let rest = stem.strip_prefix("module_")?;
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits < 4 {
            return None;
        }
        let (id, name) = rest.split_at(digits);
        let module = match name.strip_prefix('.') {
            Some(n) if !n.is_empty() => n.to_string(),
            Some(_) => return None,
            None if name.is_empty() => String::new(),
            None => return None,
        };
        Some(DumpName {
            id: id.to_string(),
            module,
        })
    }

    /// The prefix XLA matches replacement files against: `module_NNNN[.NAME].`.
    pub fn prefix(&self) -> String {
        if self.module.is_empty() {
            format!("module_{}.", self.id)
        } else {
            format!("module_{}.{}.", self.id, self.module)
        }
    }

    /// The replacement's file name: the prefix, then `ptx` or `ll`.
    pub fn replacement(&self, kind: DumpKind) -> String {
        format!("{}{}", self.prefix(), kind.replacement_suffix())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_as_xla_writes_them() {
        let n = DumpName::parse("module_0012.SyncTensorsGraph.147.ptx", DumpKind::Ptx).unwrap();
        assert_eq!(
            (n.id.as_str(), n.module.as_str()),
            ("0012", "SyncTensorsGraph.147")
        );
        assert_eq!(n.prefix(), "module_0012.SyncTensorsGraph.147.");
        assert_eq!(
            n.replacement(DumpKind::Ptx),
            "module_0012.SyncTensorsGraph.147.ptx"
        );
        let t = DumpName::parse("1700000000.module_0003.jit_f.ptx", DumpKind::Ptx).unwrap();
        assert_eq!(t.replacement(DumpKind::Ptx), "module_0003.jit_f.ptx");
        let l =
            DumpName::parse("module_12345.jit_g.ir-with-opt.ll", DumpKind::LlvmOptimized).unwrap();
        assert_eq!(
            l.replacement(DumpKind::LlvmOptimized),
            "module_12345.jit_g.ll"
        );
        let bare = DumpName::parse("module_0007.ptx", DumpKind::Ptx).unwrap();
        assert_eq!(bare.prefix(), "module_0007.");
        for not in [
            "module_0012.SyncTensorsGraph.147.ir-no-opt.ll",
            "module_012.f.ptx",
            "module_0012x.ptx",
            "kernel.ptx",
            "module_0012..ptx",
            "module_0012.f.thunk_sequence.txt",
        ] {
            assert_eq!(DumpName::parse(not, DumpKind::Ptx), None, "{not}");
        }
        assert_eq!(
            DumpName::parse("module_0012.f.ir-no-opt.ll", DumpKind::LlvmOptimized),
            None
        );
    }
}
