//! The target a kernel is spelled for: NVPTX (the default) or AMDGPU.
//!
//! The generator's plan and statements are the same for both; only a few spellings differ,
//! and they all live here, so an emitter asks the [`Target`] instead of writing one:
//!
//! | concern | NVPTX | AMDGPU (clang-19 HIP, gfx90a / gfx1030) |
//! |---------|-------|-----------------------------------------|
//! | module header | `nvptx64-nvidia-cuda` | `amdgcn-amd-amdhsa` and its datalayout |
//! | thread and block ids | `llvm.nvvm.read.ptx.sreg.{tid,ctaid}.x` | `llvm.amdgcn.{workitem,workgroup}.id.x` |
//! | `blockDim.x` | `sreg.ntid.x` | the block's width, a constant (the launch states it) |
//! | `__syncthreads()` | `llvm.nvvm.barrier0` | `fence syncscope("workgroup") release`, `llvm.amdgcn.s.barrier`, `fence syncscope("workgroup") acquire` |
//! | global pointers | `ptr` (generic) | `ptr addrspace(1)` |
//! | kernel | `!nvvm.annotations`, `"nvvm.reqntid"` as a fact | `amdgpu_kernel`, `"amdgpu-flat-work-group-size"="N,N"` always |
//!
//! Shared arrays are `addrspace(3)` globals on both, and their generic (`addrspacecast`) forms
//! are flat pointers (address space 0) on both. The AMDGPU-only lowerings of the warp
//! statements (shuffles as `ds.bpermute`, `__syncwarp` as `wave.barrier`) and the module's
//! declarations and attributes are in `amdgpu.rs`.

/// What the generator emits for (`GenOptions::target`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Target {
    /// NVIDIA's `nvptx64-nvidia-cuda`.
    #[default]
    Nvptx,
    /// AMD's `amdgcn-amd-amdhsa`: gfx90a with wavefronts of 64 lanes, or with `wave32`
    /// gfx1030 and `"target-features"="+wavefrontsize32"`.
    Amdgpu {
        /// Wavefronts of 32 lanes (gfx10 and later) instead of 64.
        wave32: bool,
    },
}

/// The datalayout clang-19 writes for `amdgcn-amd-amdhsa` (gfx90a and gfx1030 alike).
pub const AMDGPU_DATALAYOUT: &str = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";

impl Target {
    /// True for AMDGPU.
    pub fn is_amdgpu(self) -> bool {
        matches!(self, Target::Amdgpu { .. })
    }

    /// Lanes of one warp or wavefront.
    pub fn wave_size(self) -> u32 {
        match self {
            Target::Amdgpu { wave32: false } => 64,
            _ => 32,
        }
    }

    /// The `-mcpu` that `llc-19` compiles the module for (`None`: NVPTX, any `sm_`).
    pub fn mcpu(self) -> Option<&'static str> {
        match self {
            Target::Nvptx => None,
            Target::Amdgpu { wave32: false } => Some("gfx90a"),
            Target::Amdgpu { wave32: true } => Some("gfx1030"),
        }
    }

    /// The module's first lines: triple (and on AMDGPU, datalayout).
    pub fn header(self) -> String {
        match self {
            Target::Nvptx => "target triple = \"nvptx64-nvidia-cuda\"\n".into(),
            Target::Amdgpu { .. } => format!(
                "target datalayout = \"{AMDGPU_DATALAYOUT}\"\ntarget triple = \"amdgcn-amd-amdhsa\"\n"
            ),
        }
    }

    /// The intrinsic reading `threadIdx.<dim>` (`dim` is `x` or `y`).
    pub fn thread_id(self, dim: char) -> String {
        match self {
            Target::Nvptx => format!("llvm.nvvm.read.ptx.sreg.tid.{dim}"),
            Target::Amdgpu { .. } => format!("llvm.amdgcn.workitem.id.{dim}"),
        }
    }

    /// The intrinsic reading `blockIdx.x`.
    pub fn block_id_x(self) -> &'static str {
        match self {
            Target::Nvptx => "llvm.nvvm.read.ptx.sreg.ctaid.x",
            Target::Amdgpu { .. } => "llvm.amdgcn.workgroup.id.x",
        }
    }

    /// The instructions of one `__syncthreads()`, each placed at `!dbg` suffix `d`.
    pub fn barrier(self, d: &str) -> Vec<String> {
        match self {
            Target::Nvptx => vec![format!("call void @llvm.nvvm.barrier0(){d}")],
            Target::Amdgpu { .. } => vec![
                format!("fence syncscope(\"workgroup\") release{d}"),
                format!("call void @llvm.amdgcn.s.barrier(){d}"),
                format!("fence syncscope(\"workgroup\") acquire{d}"),
            ],
        }
    }

    /// The type of a pointer into a global buffer (`%in`, `%out`).
    pub fn global_ptr_ty(self) -> &'static str {
        match self {
            Target::Nvptx => "ptr",
            Target::Amdgpu { .. } => "ptr addrspace(1)",
        }
    }
}
