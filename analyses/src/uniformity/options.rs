//! The knobs of the uniformity analysis, each an assumption the user asserts or a model to
//! reproduce.

use serde::{Deserialize, Serialize};

/// Which instructions start divergence (see `sources`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SourceModel {
    /// syncflow's own model: block-uniform special registers, kernel arguments, loads of
    /// CTA-visible memory at uniform addresses and `__syncthreads_count`-style results are
    /// uniform; thread ids, lane ids, atomics, private or unknown memory and unknown calls are
    /// not.
    #[default]
    Precise,
    /// LLVM 19's NVPTX `TargetTransformInfo::isSourceOfDivergence`, exactly: every call result
    /// (even `ctaid`, even `void` calls), every atomic instruction and fence, loads through
    /// generic (0) or local (5) pointers, and arguments of non-kernel functions. Used to check
    /// the propagation against `opt-19 -passes='print<uniformity>'` line by line.
    Llvm19Nvptx,
}

/// The analysis' configuration. `Options::default()` is sound under the two assumptions stated
/// in the [module documentation](super#assumptions); every knob that adds an assumption is off.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case")]
pub struct Options {
    /// The source model.
    pub sources: SourceModel,
    /// Assert that `blockDim.x` is a multiple of 32 (the warp size) for every launch. Then a
    /// warp is a run of 32 consecutive `threadIdx.x` within one `(y, z)` row, so `threadIdx.y`,
    /// `threadIdx.z`, `threadIdx.x >> k` (`k ≥ 5`), `threadIdx.x / (32·m)` and
    /// `threadIdx.x & mask` (mask with the low 5 bits clear) are warp-uniform. Off by default:
    /// with `blockDim.x = 48`, warp 1 holds `x = 32..47` of row 0 and `x = 0..15` of row 1.
    pub block_dim_x_multiple_of_32: bool,
    /// Trust branch annotations that declare a branch non-divergent
    /// (`!llvm.branch.non_divergent`, `!amdgpu.uniform`): such a terminator is taken as
    /// uniform whatever its condition. Off by default: a wrong annotation is silently believed.
    pub honor_branch_hints: bool,
    /// Treat the module as a closed world (CUDA's default whole-program compilation, without
    /// `-fgpu-rdc`): every call of a defined function with external linkage is in this module,
    /// so its arguments are as uniform as the values its call sites pass. Without it, only
    /// `internal`/`private` functions get that treatment, and arguments of other device
    /// functions are divergent.
    pub closed_world: bool,
    /// Skip the interprocedural pass: arguments of every non-kernel function and results of
    /// calls to defined functions are divergent (LLVM's choice).
    pub no_interprocedural: bool,
}

impl Options {
    /// The options that reproduce LLVM 19's NVPTX `print<uniformity>`.
    pub fn llvm19() -> Self {
        Options {
            sources: SourceModel::Llvm19Nvptx,
            no_interprocedural: true,
            ..Options::default()
        }
    }

    /// Sets a knob by its command-line name (`block-dim-x-multiple-of-32`, `honor-branch-hints`,
    /// `closed-world`, `no-interprocedural`, `sources=precise|llvm19`).
    pub fn set(&mut self, knob: &str) -> Result<(), String> {
        let (name, value) = knob.split_once('=').unwrap_or((knob, "true"));
        let flag = || match value {
            "true" | "1" | "on" => Ok(true),
            "false" | "0" | "off" => Ok(false),
            _ => Err(format!(
                "knob {name}: expected true or false, got '{value}'"
            )),
        };
        match name {
            "block-dim-x-multiple-of-32" => self.block_dim_x_multiple_of_32 = flag()?,
            "honor-branch-hints" => self.honor_branch_hints = flag()?,
            "closed-world" => self.closed_world = flag()?,
            "no-interprocedural" => self.no_interprocedural = flag()?,
            "sources" => {
                self.sources = match value {
                    "precise" => SourceModel::Precise,
                    "llvm19" | "llvm" => SourceModel::Llvm19Nvptx,
                    _ => return Err(format!("knob sources: unknown model '{value}'")),
                }
            }
            _ => return Err(format!("unknown uniformity knob '{name}'")),
        }
        Ok(())
    }
}
