//! Metadata nodes and the debug locations resolved from them.
//!
//! Only what syncflow needs is modelled: tuples (`!{…}`, for `!nvvm.annotations`) and the
//! fields of the debug-info nodes that locate an instruction — `!DILocation(line:, column:,
//! scope:, inlinedAt:)`, whose scope chain (`!DILexicalBlock`, `!DILexicalBlockFile`,
//! `!DISubprogram`) leads to a `!DIFile(filename:, directory:)`. Every other specialized node is
//! kept by kind with its fields unread.

use super::index::{FileId, MetadataId};
use super::index::{IndexVec, TypeId};
use super::instruction::Operand;
use rustc_hash::FxHashMap as HashMap;
use serde::Serialize;

/// A field value or tuple element of a metadata node.
#[derive(Clone, Debug, PartialEq)]
pub enum MetadataValue {
    /// `!N`, by the number written in the source.
    Ref(u32),
    /// `!"text"` (or a plain string field such as `filename: "k.cu"`).
    String(String),
    /// An integer field.
    Int(i128),
    /// A keyword field (`DW_TAG_…`, `DIFlagPrototyped | DIFlagAllCallsDescribed`, `true`).
    Keyword(String),
    /// `null`.
    Null,
    /// A typed IR value (`ptr @k`, `i32 1`).
    Value(TypeId, Operand),
    /// A node written inline (`!{…}` or `!DIExpression()` inside another).
    Inline(Box<MetadataNode>),
}

/// A metadata node. Kept at 32 bytes (the rare kinds boxed): a module may hold a million.
#[derive(Clone, Debug, PartialEq)]
pub enum MetadataNode {
    /// `!{ a, b, … }`.
    Tuple(Box<[MetadataValue]>),
    /// `!DILocation(line:, column:, scope:, inlinedAt:)`, kept compact: a module has one per
    /// distinct source position, often a million of them.
    Location {
        /// 1-based line, 0 when unknown.
        line: u32,
        /// 1-based column, 0 when unknown.
        column: u32,
        /// The scope node's number.
        scope: Option<u32>,
        /// The call site's location node, for inlined code.
        inlined_at: Option<u32>,
    },
    /// `!DIKind(field: value, …)`.
    Specialized(Box<SpecializedNode>),
}

/// `!DIKind(field: value, …)`: every specialized node but `DILocation`.
#[derive(Clone, Debug, PartialEq)]
pub struct SpecializedNode {
    /// The kind, without `!` (`DISubprogram`).
    pub kind: String,
    /// The fields, in source order.
    pub fields: Vec<(String, MetadataValue)>,
}

impl MetadataNode {
    /// The field `name` of a specialized node.
    pub fn field(&self, name: &str) -> Option<&MetadataValue> {
        match self {
            MetadataNode::Specialized(node) => {
                node.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v)
            }
            MetadataNode::Tuple(_) | MetadataNode::Location { .. } => None,
        }
    }

    /// The kind of a specialized node (`DILocation`), `None` for tuples.
    pub fn kind(&self) -> Option<&str> {
        match self {
            MetadataNode::Specialized(node) => Some(&node.kind),
            MetadataNode::Location { .. } => Some("DILocation"),
            MetadataNode::Tuple(_) => None,
        }
    }

    fn ref_field(&self, name: &str) -> Option<u32> {
        match self.field(name)? {
            MetadataValue::Ref(r) => Some(*r),
            _ => None,
        }
    }

    fn string_field(&self, name: &str) -> Option<&str> {
        match self.field(name)? {
            MetadataValue::String(s) => Some(s),
            _ => None,
        }
    }
}

/// A source position from debug information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SourceLoc {
    /// The file, an index into [`DebugInfo::files`].
    pub file: FileId,
    /// 1-based line (0 when the compiler recorded none).
    pub line: u32,
    /// 1-based column (0 when the compiler recorded none).
    pub column: u32,
}

/// The module's numbered metadata and the source files it names.
#[derive(Clone, Debug, Default)]
pub struct DebugInfo {
    /// Nodes, in definition order.
    pub nodes: IndexVec<MetadataId, MetadataNode>,
    /// `!N` as written → node.
    pub by_number: HashMap<u32, MetadataId>,
    /// Named metadata (`!nvvm.annotations = !{!0, !1}`): name → the numbers listed.
    pub named: Vec<(String, Vec<u32>)>,
    /// Source files (`filename` as written, joined with `directory` when relative).
    pub files: IndexVec<FileId, String>,
    file_ids: HashMap<String, FileId>,
    /// For each file, whether it is a compiler, CUDA or Triton library header
    /// ([`DebugInfo::is_toolchain_header`] of its directory and name).
    toolchain_files: IndexVec<FileId, bool>,
    /// Scope node number → the file it resolves to, so each scope chain is walked once.
    scope_files: HashMap<u32, Option<FileId>>,
}

impl DebugInfo {
    /// The node written as `!number`.
    pub fn node(&self, number: u32) -> Option<&MetadataNode> {
        self.by_number.get(&number).map(|id| &self.nodes[*id])
    }

    /// Resolves `!DILocation` number `number` to a file, line and column, following the scope
    /// chain to the `!DIFile`. `None` if the node is not a location or no file can be found.
    pub fn resolve_location(&mut self, number: u32) -> Option<SourceLoc> {
        let MetadataNode::Location {
            line,
            column,
            scope,
            ..
        } = *self.node(number)?
        else {
            return None;
        };
        let file = self.scope_file(scope?)?;
        Some(SourceLoc { file, line, column })
    }

    /// Every frame of location `number`, innermost first: the location itself, then each
    /// `inlinedAt:` call site out to the function being compiled. Frames whose file cannot be
    /// resolved are skipped; the walk is bounded (cyclic metadata is malformed).
    pub fn resolve_frames(&mut self, number: u32) -> Vec<SourceLoc> {
        let mut frames = Vec::new();
        let mut current = Some(number);
        for _ in 0..64 {
            let Some(n) = current else { break };
            let Some(MetadataNode::Location { inlined_at, .. }) = self.node(n) else {
                break;
            };
            let next = *inlined_at;
            if let Some(loc) = self.resolve_location(n) {
                frames.push(loc);
            }
            current = next;
        }
        frames
    }

    /// True when `file` is a header of the compiler or of the CUDA toolkit, not the user's
    /// source: clang's CUDA wrappers (`__clang_cuda_*.h`, anything under clang's resource
    /// directory `…/lib/clang/N/include/`) and the CUDA include tree (`…/cuda/include/…`,
    /// `…/cuda-12.4/include/…`, NVIDIA's pip wheels `…/nvidia/cuda_*/include/…` and CUDA 13's
    /// `…/nvidia/cu13/include/…`, CCCL's `include/cccl/{cub,thrust,cuda}/…`), and
    /// Triton's language library (`…/triton/language/standard.py`). A user's own `include/`
    /// directory is not one of them.
    /// Barriers inlined from such headers are reported at the user's line that called them.
    pub fn is_toolchain_header(file: &str) -> bool {
        let path = file.replace('\\', "/");
        let segments: Vec<&str> = path.split('/').collect();
        let base = segments.last().copied().unwrap_or("");
        if base.starts_with("__clang_cuda_") {
            return true;
        }
        // Triton's language library (`tl.sum`, `tl.cumsum`, … are written in Python under
        // `triton/language/`): its barriers are reported at the kernel's line that called it.
        if segments.windows(2).any(|w| w == ["triton", "language"]) {
            return true;
        }
        // HIP's headers (`/usr/include/hip/amd_detail/amd_device_functions.h`, ROCm's
        // `/opt/rocm/include/hip/…`): `__syncthreads()` and the thread ids are inlined from
        // there, and are reported at the kernel's line.
        if segments.windows(2).any(|w| w == ["include", "hip"]) {
            return true;
        }
        // `<root>/include/…` where `<root>` is a CUDA toolkit (`cuda`, `cuda-12.4`, Windows'
        // `CUDA/v12.4`), one of NVIDIA's pip wheels (`nvidia/cuda_runtime`, `nvidia/cuda_nvcc`,
        // `nvidia/cuda_cccl`), or clang's resource directory (`lib/clang/19`).
        let under_toolkit_root = segments.windows(3).any(|w| {
            let (parent, root, include) = (w[0], w[1], w[2]);
            include == "include"
                && (root == "cuda"
                    || root.starts_with("cuda-")
                    || (parent == "nvidia" && root.starts_with("cuda_"))
                    // CUDA 13's wheels: `nvidia/cu13/include`.
                    || (parent == "nvidia"
                        && root.strip_prefix("cu").is_some_and(|v| {
                            !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit())
                        }))
                    || (parent.eq_ignore_ascii_case("cuda") && root.starts_with('v'))
                    || (parent == "clang" && root.chars().all(|c| c.is_ascii_digit() || c == '.')))
        });
        // A toolkit installed anywhere (`--cuda-path=/opt/whatever`): what follows an
        // `include/` segment is one of the toolkit's own headers or folders.
        let last = segments.len() - 1;
        under_toolkit_root
            || (1..segments.len()).any(|i| {
                segments[i - 1] == "include"
                    && if i < last {
                        is_cuda_include_folder(segments[i])
                    } else {
                        is_cuda_header_name(segments[i])
                    }
            })
    }

    /// True when `file` is a toolchain header: its `directory:` joined with its `filename:`
    /// passes [`DebugInfo::is_toolchain_header`].
    pub fn is_toolchain_file(&self, file: FileId) -> bool {
        self.toolchain_files.get(file).copied().unwrap_or(false)
    }

    /// The outermost call site of an inlined location: follows `inlinedAt:` from location
    /// `number` to the location in the function the code was inlined into. `None` when the
    /// location is not inlined.
    pub fn resolve_call_site(&mut self, number: u32) -> Option<SourceLoc> {
        let mut current = number;
        let mut outermost = None;
        for _ in 0..64 {
            let MetadataNode::Location {
                inlined_at: Some(next),
                ..
            } = *self.node(current)?
            else {
                break;
            };
            outermost = Some(next);
            current = next;
        }
        self.resolve_location(outermost?)
    }

    /// The file of scope `scope`: the scope itself if it is a `!DIFile`, else its `file:`
    /// field, else its parent's. Cached per scope.
    fn scope_file(&mut self, scope: u32) -> Option<FileId> {
        if let Some(cached) = self.scope_files.get(&scope) {
            return *cached;
        }
        let mut current = Some(scope);
        let mut found = None;
        // Scope chains are short; the bound protects against cyclic (malformed) metadata.
        for _ in 0..64 {
            let Some(number) = current else { break };
            let Some(node) = self.node(number) else { break };
            if node.kind() == Some("DIFile") {
                found = self.file_id(number);
                break;
            }
            let (file_ref, parent) = (node.ref_field("file"), node.ref_field("scope"));
            if let Some(file) = file_ref.and_then(|f| self.file_id(f)) {
                found = Some(file);
                break;
            }
            current = parent;
        }
        self.scope_files.insert(scope, found);
        found
    }

    /// The id of source file `path` (as a PTX `.file` names it), added on first use.
    pub(crate) fn add_file(&mut self, path: &str) -> FileId {
        if let Some(id) = self.file_ids.get(path) {
            return *id;
        }
        let id = self.files.push(path.to_string());
        self.toolchain_files.push(Self::is_toolchain_header(path));
        self.file_ids.insert(path.to_string(), id);
        id
    }

    fn file_id(&mut self, number: u32) -> Option<FileId> {
        let node = self.node(number)?;
        if node.kind() != Some("DIFile") {
            return None;
        }
        // The file name as the compiler wrote it (relative to the compilation directory, as
        // clang's own diagnostics print it); the directory is not joined in.
        let path = node.string_field("filename")?.to_string();
        if let Some(id) = self.file_ids.get(&path) {
            return Some(*id);
        }
        let directory = node.string_field("directory").unwrap_or("");
        let toolchain = Self::is_toolchain_header(&path)
            || (!directory.is_empty() && Self::is_toolchain_header(&format!("{directory}/{path}")));
        let id = self.files.push(path.clone());
        self.toolchain_files.push(toolchain);
        self.file_ids.insert(path, id);
        Some(id)
    }
}

/// The one way syncflow writes a source position: `file:line:col`, or `file:line` without a
/// column. Remarks, JSON, lint findings, reports and pictures all go through it.
pub fn format_location(file: &str, line: u32, column: Option<u32>) -> String {
    match column {
        Some(column) => format!("{file}:{line}:{column}"),
        None => format!("{file}:{line}"),
    }
}

/// Folders of the CUDA toolkit's include directory: cooperative groups' details, the CUDA
/// runtime's `crt/`, libcu++ (`cuda/std/…`, `cuda/barrier`, `nv/target`), CUB and Thrust.
fn is_cuda_include_folder(name: &str) -> bool {
    matches!(
        name,
        "cooperative_groups" | "crt" | "cuda" | "nv" | "cub" | "thrust" | "cccl"
    )
}

/// Header names only the CUDA toolkit ships at the top of its include directory:
/// `cooperative_groups.h`, `cuda_runtime.h`, `cuda_pipeline.h`, `cuda_fp16.hpp`, …,
/// `sm_32_intrinsics.hpp`, `device_atomic_functions.h`, `vector_functions.hpp`, `mma.h`.
fn is_cuda_header_name(name: &str) -> bool {
    let Some(stem) = name
        .strip_suffix(".h")
        .or_else(|| name.strip_suffix(".hpp"))
    else {
        return false;
    };
    let sm = stem
        .strip_prefix("sm_")
        .and_then(|rest| rest.split_once('_'))
        .is_some_and(|(digits, _)| {
            !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
        });
    sm || stem == "cooperative_groups"
        || stem == "mma"
        || stem.starts_with("cuda_")
        || stem.starts_with("cuda_runtime")
        || (stem.starts_with("device_") && stem.ends_with("functions"))
        || matches!(
            stem,
            "math_functions"
                | "vector_functions"
                | "texture_fetch_functions"
                | "texture_indirect_functions"
                | "surface_functions"
                | "surface_indirect_functions"
        )
}

#[cfg(test)]
mod tests {
    use super::DebugInfo;

    #[test]
    fn toolchain_headers_are_recognised_and_user_files_are_not() {
        for header in [
            "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h",
            "__clang_cuda_intrinsics.h",
            "/usr/lib/llvm-19/lib/clang/19/include/cuda_wrappers/new",
            "/usr/local/cuda-12.4/include/crt/sm_70_rt.hpp",
            "/usr/local/cuda/include/cooperative_groups.h",
            "/venv/lib/python3.11/site-packages/nvidia/cuda_runtime/include/cooperative_groups/details/sync.h",
            "C:\\CUDA\\v12.4\\include\\crt\\device_functions.hpp",
            "/venv/lib/python3.11/site-packages/triton/language/standard.py",
            // A toolkit under any --cuda-path: recognised by what its include/ holds.
            "/opt/toolkits/cu124/include/cooperative_groups/details/helpers.h",
            "cudawheels/root/include/cooperative_groups.h",
            "/opt/tk/include/crt/sm_90_rt.hpp",
            "/opt/tk/include/cuda/std/barrier",
            "/opt/tk/include/sm_32_intrinsics.hpp",
            "/opt/tk/include/cuda_pipeline_primitives.h",
            "/opt/tk/include/device_atomic_functions.h",
            // CUDA 13's wheels and CCCL's own layout (`include/cccl/cub/…`).
            "/venv/lib/python3.12/site-packages/nvidia/cu13/include/crt/sm_80_rt.hpp",
            "/opt/cccl/x/nvidia/cu13/include/cccl/cub/block/block_reduce.cuh",
            "/opt/cccl/include/cccl/cuda/__ptx/instructions/generated/mbarrier_arrive.h",
        ] {
            assert!(DebugInfo::is_toolchain_header(header), "{header}");
        }
        for user in [
            "k.cu",
            "/home/user/proj/kernels/reduce.cu",
            "include/helper.h",
            "/home/user/cuda_kernels/src/tile.cuh",
            "/work/main/tests/corpus/shim.h",
            "/home/user/nvidia-demo/main.cu",
            "/home/user/cuda_project/include/tile.cuh",
            "/home/user/cuda/src/include.cu",
            "/home/user/nvidia/include/mine.h",
            "/home/user/proj/include/sm_helpers.h",
            "/home/user/proj/include/cuda_utils.cuh",
            "/home/user/proj/include/tile/cooperative.h",
            "/home/user/proj/include/device_helpers.h",
            "/home/user/proj/cooperative_groups/mine.cu",
            "/home/user/nvidia/cu_kernels/include/mine.h",
            "/home/user/nvidia/cu13x/include/mine.h",
        ] {
            assert!(!DebugInfo::is_toolchain_header(user), "{user}");
        }
    }
}
