//! The values of PTX's special registers (PTX ISA, chapter "Special Registers") for one
//! thread of the launch, by name: as `llvm.nvvm.read.ptx.sreg.NAME` spells them (`tid.x`,
//! `lanemask.lt`) and as PTX does inside asm (`%tid.x`, `%lanemask_lt`).
//!
//! What a launch fixes is exact: `%tid`, `%ntid`, `%ctaid`, `%nctaid`, `%laneid`, `%warpid`
//! (the warp's index in its CTA: this interpreter never migrates warps), `%nwarpid`, the lane
//! masks, `WARP_SZ`, `%dynamic_smem_size`. What a GPU decides is given one fixed, documented
//! value: `%smid` is the CTA's linear index (every CTA on its own SM of `%nsmid` = the grid's
//! CTA count), `%gridid` 1, the clocks and `%globaltimer` the run's instruction count so far
//! (monotonic, as the ISA promises), `%envregN` and `%pmN` 0, `%total_smem_size` the CTA's
//! static and dynamic shared bytes, `%aggr_smem_size` the same, `%current_graph_exec` 0,
//! cluster registers from the launch's cluster shape (`exec/cluster.rs`; a one-CTA cluster
//! without one). `%reserved_smem_offset_*` are addresses into
//! the CTA's reserved shared memory ([`Ctx`]'s reserved object: begin, 0 and 1 its start, end
//! and cap its end).

use super::*;

/// The value of special register `name` (without `%`, dots or underscores alike) for thread
/// `th`; `None` for a name the ISA does not have.
pub(super) fn value(ctx: &Ctx<'_, '_>, th: &Thread, name: &str) -> Option<Value> {
    let name = name.trim_start_matches('%');
    // The cluster registers, in either spelling (PTX's `cluster_ctaid.x`, NVVM's
    // `cluster.ctaid.x`), from the launch's cluster shape (a one-CTA cluster without one).
    if let Some(v) =
        super::cluster::special_register(ctx, &name.replacen("cluster_", "cluster.", 1))
    {
        return Some(Value::Int(u64::from(v)));
    }
    let dim = |s: &str| match s {
        "x" => Some(0),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    };
    if let Some((base, d)) = name.rsplit_once('.').and_then(|(b, d)| Some((b, dim(d)?))) {
        return Some(Value::Int(u64::from(match base {
            "tid" => th.tid[d],
            "ntid" => ctx.cfg.block[d],
            "ctaid" => ctx.cta[d],
            "nctaid" => ctx.cfg.grid[d],
            _ => return None,
        })));
    }
    if let Some(offset) = name.strip_prefix("reserved_smem_offset_") {
        let at = match offset {
            "begin" | "0" | "1" => 0,
            "end" | "cap" => RESERVED_SMEM_BYTES as i64,
            _ => return None,
        };
        return Some(Value::Ptr(Pointer {
            object: ctx.reserved_smem?,
            offset: at,
        }));
    }
    let lane = th.id % 32;
    let below = ((1u64 << lane) - 1) as u32;
    let cta_count: u32 = ctx.cfg.grid.iter().product();
    let linear_cta = ctx.cta[0] + ctx.cfg.grid[0] * (ctx.cta[1] + ctx.cfg.grid[1] * ctx.cta[2]);
    let threads: u32 = ctx.cfg.block.iter().product();
    let v: u64 = match name.replace('.', "_").as_str() {
        "laneid" => u64::from(lane),
        "warpid" => u64::from(th.warp()),
        "nwarpid" => u64::from(threads.div_ceil(32)),
        "warpsize" | "WARP_SZ" => 32,
        "lanemask_eq" => 1u64 << lane,
        "lanemask_lt" => u64::from(below),
        "lanemask_le" => u64::from(below | (1 << lane)),
        "lanemask_gt" => u64::from(!(below | (1 << lane))),
        "lanemask_ge" => u64::from(!below),
        "smid" => u64::from(linear_cta),
        "nsmid" => u64::from(cta_count.max(1)),
        "gridid" => 1,
        "clock" | "clock_hi" | "globaltimer_lo" | "globaltimer_hi" => ctx.steps & 0xffff_ffff,
        "clock64" | "globaltimer" => ctx.steps,
        "dynamic_smem_size" => ctx.cfg.dynamic_shared_bytes,
        "total_smem_size" | "aggr_smem_size" => ctx.shared_bytes,
        "current_graph_exec" | "is_explicit_cluster" => 0,
        n if n.starts_with("envreg") || n.starts_with("pm") => 0,
        _ => return None,
    };
    Some(Value::Int(v))
}

/// Bytes of the reserved shared memory the interpreter gives each CTA (the PTX front-end's
/// `%reserved_smem` is as large).
pub(super) const RESERVED_SMEM_BYTES: u64 = 1024;
