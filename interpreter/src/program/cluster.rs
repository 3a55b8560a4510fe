//! The cluster intrinsics as the interpreter's operations (executed by `exec::cluster`).

use super::{Op, Src};
use crate::value::Value;

/// The cluster intrinsics: `llvm.nvvm.barrier.cluster.{arrive,wait}{.relaxed}{.aligned}`,
/// `llvm.nvvm.mapa{.shared.cluster}`, `llvm.nvvm.getctarank{.shared.cluster}`.
pub(super) fn cluster_intrinsic(name: &str, args: &[Src]) -> Option<Op> {
    let rest = name.strip_prefix("llvm.nvvm.")?;
    let arg = |k: usize| args.get(k).cloned().unwrap_or(Src::Imm(Value::Undef));
    if let Some(b) = rest.strip_prefix("barrier.cluster.") {
        return Some(if b.starts_with("arrive") {
            Op::ClusterArrive {
                release: !b.contains("relaxed"),
            }
        } else if b.starts_with("wait") {
            Op::ClusterWait
        } else {
            Op::Unsupported(name.to_string())
        });
    }
    if rest == "mapa" || rest == "mapa.shared.cluster" {
        return Some(Op::Mapa {
            ptr: arg(0),
            rank: arg(1),
        });
    }
    if rest == "getctarank" || rest == "getctarank.shared.cluster" {
        return Some(Op::CtaRankOf { ptr: arg(0) });
    }
    None
}
