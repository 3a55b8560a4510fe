//! [`Transfer`]: what a node of the dependence graph contributes by itself — the shape both
//! tables of sources of divergence (syncflow's precise one in `sources.rs`, LLVM 19's for
//! AMDGPU in `amdgpu.rs`) answer in.

use super::level::Level;

/// What a node contributes by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Transfer {
    /// The level the node has whatever its inputs.
    pub base: Level,
    /// Whether the levels of its SSA operands flow into it.
    pub operands: bool,
}

impl Transfer {
    pub(crate) const TRANSPARENT: Transfer = Transfer {
        base: Level::Uniform,
        operands: true,
    };
    pub(crate) const fn fixed(base: Level) -> Transfer {
        Transfer {
            base,
            operands: false,
        }
    }
    pub(crate) const fn with_operands(base: Level) -> Transfer {
        Transfer {
            base,
            operands: true,
        }
    }
}
