//! Decoding AMDGPU calls: what HIP's and Triton-AMD's `llvm.amdgcn.*` intrinsics and the
//! ROCm device-library calls are to the interpreter (`exec/amdgpu.rs` runs them).
//!
//! - **The barrier.** `llvm.amdgcn.s.barrier` is a rendezvous of the workgroup
//!   ([`AmdOp::SBarrier`]): every live thread waits for every other, as at `bar.sync`, but
//!   the rendezvous itself orders no memory (AMDGPUUsage's memory model gives `s_barrier`
//!   none). The fences around it order: `fence syncscope("workgroup") release|acquire`, and
//!   `__atomic_work_item_fence(flags, order, scope)` without the device libraries (which
//!   implement it as a fence of every address space, whatever the flags), are
//!   [`AmdOp::Fence`]s; a fence with `!mmra` tags narrowing it to `local` orders LDS only
//!   (`crate::hb`'s `amd.rs`). Whether the group cuts the interval is the IR's verdict
//!   (a candidate group does; a lone or narrowed one does not).
//! - **No-ops for ordering.** `wave.barrier` is a code-motion barrier within one wave:
//!   the memory model gives it no release or acquire, so it orders nothing here (docs/design.md
//!   §4.5: the lanes of a wave are threads like any others). `s.waitcnt` only waits for the
//!   wave's own outstanding memory operations (AMDGPUUsage: the code sequences *use* it to
//!   implement fences; alone it makes nothing visible to another wave at any scope), and
//!   `s.sleep`, `s.setprio`, `sched.*`, `iglp.opt` are scheduling hints: all no-ops.
//! - **Ids and sizes.** `workitem.id.*`, `workgroup.id.*` and `__ockl_get_{local_id,
//!   group_id, local_size, num_groups}` are the launch's (the IR classifies them); the
//!   hidden arguments HIP reads `blockDim` from are objects of the launch's values
//!   ([`AmdOp::KernelPtr`], `exec/amdgpu.rs` lists the fields).
//! - **Wave collectives** ([`WaveKind`]): registers exchanged among the lanes of a wave
//!   that reach the instruction together; they touch no memory and order nothing.
//! - **Buffers.** `make.buffer.rsrc(base, stride, records, flags)` is the base pointer and
//!   its size in bytes; `raw[.ptr].buffer.{load,store}(…, rsrc, voffset, soffset, aux)`
//!   access `base + voffset + soffset`, and an access past `records` bytes loads zeros or is
//!   dropped, as the hardware's range check does (Triton masks lanes so).
//!
//! Anything else named `llvm.amdgcn.*` that has effects stops the run naming it.

use super::*;

/// Which hidden kernel-argument block a pointer intrinsic returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelPtr {
    /// `llvm.amdgcn.implicitarg.ptr`: code object v5's implicit arguments.
    ImplicitArgs,
    /// `llvm.amdgcn.dispatch.ptr`: the HSA kernel dispatch packet.
    Dispatch,
}

/// A wave collective.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaveKind {
    /// `readfirstlane(x)`: the lowest active lane's `x`.
    ReadFirstLane,
    /// `readlane(x, lane)`.
    ReadLane,
    /// `ballot(pred)`: the active lanes whose `pred` holds, as a mask.
    Ballot,
    /// `ds.bpermute(addr, x)`: lane `addr / 4`'s `x` (0 from an inactive lane).
    BPermute,
    /// `ds.permute(addr, x)`: `x` sent to lane `addr / 4` (the highest sender wins; 0
    /// where nobody sent).
    Permute,
    /// `update.dpp(old, src, ctrl, row_mask, bank_mask, bound_ctrl)` (`mov.dpp` without
    /// `old`): data-parallel primitives within rows of 16 lanes, or across the wave.
    Dpp {
        /// `mov.dpp`: no `old` operand.
        mov: bool,
    },
    /// `mfma.f32.32x32x8f16(a, b, c, cbsz, abid, blgp)`.
    Mfma32x32x8F16,
}

/// An AMDGPU operation.
#[derive(Clone, Debug)]
pub enum AmdOp {
    /// `s.barrier`; `cuts`: the IR calls its group a candidate (interval-cutting) barrier.
    SBarrier {
        /// Cuts the barrier interval.
        cuts: bool,
    },
    /// A fence; `lds_only`: narrowed to LDS by `!mmra`.
    Fence {
        /// Its scope.
        scope: Scope,
        /// Acquire side.
        acquire: bool,
        /// Release side.
        release: bool,
        /// Narrowed to LDS.
        lds_only: bool,
    },
    /// A pointer to hidden kernel arguments.
    KernelPtr(KernelPtr),
    /// `mbcnt.lo(mask, acc)` / `mbcnt.hi(mask, acc)`.
    Mbcnt {
        /// `hi`.
        hi: bool,
        /// The mask.
        mask: Src,
        /// The addend.
        acc: Src,
    },
    /// `make.buffer.rsrc(base, stride, records, flags)`.
    MakeRsrc {
        /// The base pointer.
        base: Src,
        /// Bytes in range.
        records: Src,
    },
    /// `raw[.ptr].buffer.load(rsrc, voffset, soffset, aux)`.
    BufferLoad {
        /// What is loaded.
        layout: Layout,
        /// The resource.
        rsrc: Src,
        /// Offsets.
        voffset: Src,
        /// Offsets.
        soffset: Src,
    },
    /// `raw[.ptr].buffer.store(value, rsrc, voffset, soffset, aux)`.
    BufferStore {
        /// What is stored.
        layout: Layout,
        /// The value.
        value: Src,
        /// The resource.
        rsrc: Src,
        /// Offsets.
        voffset: Src,
        /// Offsets.
        soffset: Src,
    },
    /// A wave collective over `args`.
    Wave {
        /// Which.
        kind: WaveKind,
        /// Its operands.
        args: Vec<Src>,
    },
}

impl Program<'_> {
    /// The operation an AMDGPU call is, or `None` when the generic decoder should classify it
    /// (ids, math, no-effect intrinsics, defined functions).
    pub(super) fn decode_amdgpu(
        &self,
        f: &Function,
        i: InstId,
        name: &str,
        args: &[Src],
    ) -> Option<Op> {
        let m = self.module;
        let inst = &f.insts[i];
        let arg = |k: usize| args.get(k).cloned().unwrap_or(Src::Imm(Value::Undef));
        if name == syncflow_ir::WORK_ITEM_FENCE {
            let c = |k: usize| inst.call_args().get(k).and_then(|o| m.const_int(*o));
            return Some(match (c(1), c(2)) {
                (Some(order), Some(scope)) => work_item_fence(order, scope),
                _ => Op::Unsupported(format!("{name} with arguments that are not constants")),
            });
        }
        let rest = name.strip_prefix("llvm.amdgcn.")?;
        let unsupported = || Some(Op::Unsupported(name.to_string()));
        let family =
            |p: &str| rest == p || rest.strip_prefix(p).is_some_and(|r| r.starts_with('.'));
        let layout_of = |ty: Option<TypeId>| ty.and_then(|t| layout(m, t));
        Some(Op::Amd(match rest {
            "s.barrier" => AmdOp::SBarrier {
                cuts: m.amdgpu_barrier_group(f, i).is_some_and(|g| !g.narrowed),
            },
            _ if rest.starts_with("s.barrier.") || rest.starts_with("s.wakeup.barrier") => {
                return unsupported();
            }
            "wave.barrier" => return Some(Op::Nop),
            "implicitarg.ptr" => AmdOp::KernelPtr(KernelPtr::ImplicitArgs),
            "dispatch.ptr" => AmdOp::KernelPtr(KernelPtr::Dispatch),
            "kernarg.segment.ptr" | "implicit.buffer.ptr" | "queue.ptr" => return unsupported(),
            "mbcnt.lo" | "mbcnt.hi" => AmdOp::Mbcnt {
                hi: rest.ends_with("hi"),
                mask: arg(0),
                acc: arg(1),
            },
            _ if family("make.buffer.rsrc") => AmdOp::MakeRsrc {
                base: arg(0),
                records: arg(2),
            },
            _ if family("raw.buffer.load") || family("raw.ptr.buffer.load") => {
                let Some(layout) = layout_of(Some(inst.ty)) else {
                    return unsupported();
                };
                AmdOp::BufferLoad {
                    layout,
                    rsrc: arg(0),
                    voffset: arg(1),
                    soffset: arg(2),
                }
            }
            _ if family("raw.buffer.store") || family("raw.ptr.buffer.store") => {
                let ty = inst.call_args().first().and_then(|o| m.operand_type(f, *o));
                let Some(layout) = layout_of(ty) else {
                    return unsupported();
                };
                AmdOp::BufferStore {
                    layout,
                    value: arg(0),
                    rsrc: arg(1),
                    voffset: arg(2),
                    soffset: arg(3),
                }
            }
            _ if rest.contains("buffer.") || rest.contains(".lds") => return unsupported(),
            _ if family("readfirstlane") => wave(WaveKind::ReadFirstLane, args),
            _ if family("readlane") => wave(WaveKind::ReadLane, args),
            _ if family("ballot") => wave(WaveKind::Ballot, args),
            "ds.bpermute" => wave(WaveKind::BPermute, args),
            "ds.permute" => wave(WaveKind::Permute, args),
            _ if family("update.dpp") => wave(WaveKind::Dpp { mov: false }, args),
            _ if family("mov.dpp") => wave(WaveKind::Dpp { mov: true }, args),
            "mfma.f32.32x32x8f16" => wave(WaveKind::Mfma32x32x8F16, args),
            // Other collectives (`ds.swizzle`, `permlane*`, `icmp`, other `mfma` shapes,
            // `wmma`, `writelane`, `set.inactive`, `wwm`): refused by name.
            _ if matches!(
                m.call_target(f, i),
                Some(CallTarget::Pure(
                    PureIntrinsic::WarpCollective | PureIntrinsic::Shuffle
                )) | Some(CallTarget::MemoryIntrinsic)
            ) =>
            {
                return unsupported()
            }
            _ => return None,
        }))
    }
}

fn wave(kind: WaveKind, args: &[Src]) -> AmdOp {
    AmdOp::Wave {
        kind,
        args: args.to_vec(),
    }
}

/// `__atomic_work_item_fence(flags, order, scope)` (ROCm device libraries, OpenCL's
/// `atomic_work_item_fence`): `order` 2 acquire, 3 release, 4 acq_rel, 5 seq_cst (0, relaxed,
/// orders nothing); `scope` 0 work-item (nothing to order), 1 work-group, 2 device, 3 all
/// devices; 4, the sub-group (a wave), is narrower than any scope modelled: refused. The
/// flags are ignored: the libraries fence every address space whatever they say.
fn work_item_fence(order: i128, scope: i128) -> Op {
    let (acquire, release) = match order {
        0 => return Op::Nop,
        2 => (true, false),
        3 => (false, true),
        4 | 5 => (true, true),
        _ => return Op::Unsupported(format!("__atomic_work_item_fence with order {order}")),
    };
    let scope = match scope {
        0 => return Op::Nop,
        1 => Scope::Cta,
        2 | 3 => Scope::Gpu,
        _ => {
            return Op::Unsupported(format!(
                "__atomic_work_item_fence at scope {scope} (the sub-group: a wave, narrower \
                 than the workgroup scopes the interpreter models)"
            ))
        }
    };
    Op::Amd(AmdOp::Fence {
        scope,
        acquire,
        release,
        lds_only: false,
    })
}

impl Program<'_> {
    /// An LLVM `fence` in AMDGPU code: its scope, and whether `!mmra` narrows it to LDS.
    /// A `wavefront` scope, or a narrowing to other address spaces, is refused by name.
    pub(super) fn amdgpu_fence(&self, f: &Function, i: InstId, scope: Option<&str>) -> Op {
        use syncflow_ir::Ordering as O;
        let Opcode::Fence { ordering, .. } = &f.insts[i].opcode else {
            return Op::Unsupported("fence".into());
        };
        if scope.is_some_and(|s| s.starts_with("wavefront")) {
            return Op::Unsupported(format!(
                "fence syncscope(\"{}\") (a wave's scope, narrower than the workgroup scopes \
                 the interpreter models)",
                scope.unwrap_or_default()
            ));
        }
        let lds_only = match self.module.mmra_address_spaces(f, i) {
            None => false,
            Some(spaces) if !spaces.is_empty() && spaces.iter().all(|s| s == "local") => true,
            Some(spaces) => {
                return Op::Unsupported(format!(
                    "fence narrowed by !mmra to {spaces:?} (only \"local\" is modelled)"
                ))
            }
        };
        Op::Amd(AmdOp::Fence {
            scope: Scope::of_syncscope(scope),
            acquire: matches!(ordering, O::Acquire | O::AcqRel | O::SeqCst),
            release: matches!(ordering, O::Release | O::AcqRel | O::SeqCst),
            lds_only,
        })
    }
}
