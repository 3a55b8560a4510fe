//! Launch-shape facts a module states about its kernels (docs/design.md §10).
//!
//! **`.reqntid`** is the only per-dimension promise. The PTX ISA: ".reqntid nx[, ny[, nz]]
//! declares the number of threads in the CTA … the CTA dimensions of a launch must match";
//! omitted dimensions are 1. LLVM spells it as a function attribute,
//! `"nvvm.reqntid"="128"` or `"128,2,1"` (LLVM 20 and later; Triton writes it for every
//! kernel), or as `!nvvm.annotations` entries `!{ptr @k, !"reqntidx", i32 128, !"reqntidy",
//! i32 2}` (older LLVM and clang's `__launch_bounds__`-less `reqntid`), which the NVPTX
//! printer emits as `.reqntid 128, 2, 1`.
//!
//! **`.maxntid`** (`"nvvm.maxntid"`, `maxntidx`, `__launch_bounds__(N)`, AMDGPU's
//! `"amdgpu-flat-work-group-size"="1,N"`) bounds only the total
//! thread count ("the maximum number of threads … nx*ny*nz"), not the shape: a launch of
//! (8, 16, 1) satisfies `.maxntid 128`. It says nothing about injectivity of `threadIdx.x`,
//! so it gives no slot; it does bound how far thread ids reach (`Module::max_threads`), which
//! byte ranges use.

use crate::index::FunctionId;
use crate::module::Module;

/// The exact block shape a kernel requires, and where the module says so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequiredBlock {
    /// Threads in x, y, z.
    pub threads: [u32; 3],
    /// The statement, as written: `"nvvm.reqntid"="128"` or `!nvvm.annotations reqntidx=128`.
    pub source: String,
}

impl RequiredBlock {
    /// 1-D: y and z are 1.
    pub fn is_1d(&self) -> bool {
        self.threads[1] == 1 && self.threads[2] == 1
    }

    /// At most 2-D: z is 1.
    pub fn is_2d(&self) -> bool {
        self.threads[2] == 1
    }
}

/// At most this many threads a CTA (`.maxntid`, `__launch_bounds__`), and where the module
/// says so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaxThreads {
    /// The bound on `ntid.x · ntid.y · ntid.z`.
    pub threads: u32,
    /// The statement, as written: `"nvvm.maxntid"="256"` or `!nvvm.annotations maxntid=256`.
    pub source: String,
}

fn parse_dims(text: &str) -> Option<[u32; 3]> {
    let mut dims = [1u32; 3];
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    for (k, p) in parts.iter().enumerate() {
        dims[k] = p.parse().ok().filter(|v| *v > 0)?;
    }
    Some(dims)
}

impl Module {
    /// The dimensions `!nvvm.annotations` states for kernel `f` under `{key}x`, `{key}y`,
    /// `{key}z` (`reqntid`, `maxntid`), a missing one 1; `None` when it states none.
    fn annotated_dims(&self, f: FunctionId, key: &str) -> Option<[u32; 3]> {
        let mut dims = [None::<u32>; 3];
        for (g, name, v) in self.nvvm_annotations() {
            let k = match name.strip_prefix(key) {
                Some("x") => 0,
                Some("y") => 1,
                Some("z") => 2,
                _ => continue,
            };
            if g == f {
                dims[k] = self
                    .const_int(v)
                    .and_then(|v| u32::try_from(v).ok())
                    .filter(|v| *v > 0);
            }
        }
        if dims.iter().all(Option::is_none) {
            return None;
        }
        Some(dims.map(|d| d.unwrap_or(1)))
    }

    /// The block shape kernel `f` requires, when the module states one (see the module docs);
    /// `None` without a statement or with one that does not parse.
    pub fn required_block(&self, f: FunctionId) -> Option<RequiredBlock> {
        let func = &self.functions[f];
        if let Some(a) = func.attributes.iter().find(|a| a.name == "nvvm.reqntid") {
            let text = a.arg.as_deref()?;
            return Some(RequiredBlock {
                threads: parse_dims(text)?,
                source: format!("\"nvvm.reqntid\"=\"{text}\""),
            });
        }
        let threads = self.annotated_dims(f, "reqntid")?;
        Some(RequiredBlock {
            threads,
            source: format!(
                "!nvvm.annotations reqntid={},{},{}",
                threads[0], threads[1], threads[2]
            ),
        })
    }
}

impl Module {
    /// The most threads a CTA of kernel `f` may have, when the module states a `.maxntid`
    /// (the product of its dimensions); `None` without one.
    pub fn max_threads(&self, f: FunctionId) -> Option<MaxThreads> {
        let func = &self.functions[f];
        let product = |d: [u32; 3]| d[0].checked_mul(d[1])?.checked_mul(d[2]);
        if let Some(a) = func.attributes.iter().find(|a| a.name == "nvvm.maxntid") {
            let text = a.arg.as_deref()?;
            return Some(MaxThreads {
                threads: product(parse_dims(text)?)?,
                source: format!("\"nvvm.maxntid\"=\"{text}\""),
            });
        }
        // AMDGPU: `"amdgpu-flat-work-group-size"="MIN,MAX"` bounds the flat workgroup size
        // (HIP's `__launch_bounds__(MAX)`; clang writes "1,1024" when nothing is stated).
        if let Some(a) = func
            .attributes
            .iter()
            .find(|a| a.name == "amdgpu-flat-work-group-size")
        {
            let text = a.arg.as_deref()?;
            let max = text.split(',').nth(1)?.trim().parse::<u32>().ok()?;
            return (max > 0).then(|| MaxThreads {
                threads: max,
                source: format!("\"amdgpu-flat-work-group-size\"=\"{text}\""),
            });
        }
        let dims = self.annotated_dims(f, "maxntid")?;
        Some(MaxThreads {
            threads: product(dims)?,
            source: format!(
                "!nvvm.annotations maxntid={},{},{}",
                dims[0], dims[1], dims[2]
            ),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse_module, FunctionId, Module};

    /// `text` parsed as `k.ll`, and its function `@k`.
    fn kernel_k(text: &str) -> (Module, FunctionId) {
        let m = parse_module("k.ll", text).unwrap();
        let k = m.function_by_name("k").unwrap();
        (m, k)
    }

    #[test]
    fn triton_attribute_in_an_attribute_group() {
        let (m, k) = kernel_k(
            "define ptx_kernel void @k() #0 {\n  ret void\n}\nattributes #0 = { mustprogress nounwind memory(argmem: readwrite) \"nvvm.reqntid\"=\"128\" \"target-cpu\"=\"sm_80\" }\n",
        );
        let r = m.required_block(k).unwrap();
        assert_eq!(r.threads, [128, 1, 1]);
        assert!(r.is_1d());
        assert_eq!(r.source, "\"nvvm.reqntid\"=\"128\"");
        assert!(m.functions[k]
            .attributes
            .iter()
            .any(|a| a.name == "mustprogress"));
    }

    #[test]
    fn two_dimensions_and_annotations() {
        let (m, k) = kernel_k("define void @k() \"nvvm.reqntid\"=\"16,8\" {\n  ret void\n}\n");
        let r = m.required_block(k).unwrap();
        assert_eq!(r.threads, [16, 8, 1]);
        assert!(!r.is_1d() && r.is_2d());
        let (m, k) = kernel_k(
            "define void @k() {\n  ret void\n}\n!nvvm.annotations = !{!0, !1}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n!1 = !{ptr @k, !\"reqntidx\", i32 64, !\"maxntidx\", i32 64}\n",
        );
        let r = m.required_block(k).unwrap();
        assert_eq!(r.threads, [64, 1, 1]);
        assert!(r.source.starts_with("!nvvm.annotations"));
    }

    #[test]
    fn maxntid_is_not_a_shape() {
        let (m, k) = kernel_k(
            "define void @k() \"nvvm.maxntid\"=\"128\" {\n  ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"maxntidx\", i32 128}\n",
        );
        assert_eq!(m.required_block(k), None);
        let bound = m.max_threads(k).unwrap();
        assert_eq!(bound.threads, 128);
        assert_eq!(bound.source, "\"nvvm.maxntid\"=\"128\"");
        let (m, k) = kernel_k(
            "define void @k() {\n  ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"maxntidx\", i32 256}\n",
        );
        let bound = m.max_threads(k).unwrap();
        assert_eq!(bound.threads, 256);
        assert!(bound.source.starts_with("!nvvm.annotations"));
    }
}
