//! # Strength, scope and reductions: what the PTX memory model says about one access
//!
//! The PTX ISA's memory consistency model (chapter "Memory Consistency Model") sorts every
//! memory operation by **strength** and **scope**, and both front-ends describe their
//! accesses in those terms so the analyses ask one question of both:
//!
//! - a *weak* access (`ld`, `st`, LLVM's plain `load`/`store`) orders nothing and races with
//!   any conflicting access it is not ordered with;
//! - a *strong* access (`.relaxed`, `.acquire`, `.release`, `.acq_rel`, `.volatile`, `atom`,
//!   `red`; LLVM's `load atomic`, `store atomic`, `atomicrmw`, `cmpxchg`, `volatile`) carries a
//!   **scope** — the set of threads it is morally strong with: `.cta` (the threads of one
//!   CTA), `.cluster`, `.gpu`, `.sys`. `.volatile` is `.relaxed.sys` for ordering purposes;
//! - *release* and *acquire* strengths (and fences of `.acq_rel`/`.sc` semantics next to a
//!   strong access) create the synchronizes-with edges that carry one thread's earlier
//!   accesses to another thread. `bar.sync` is a fence of CTA scope whose effect is
//!   *cumulative*: what any participant did before it is ordered before what any participant
//!   does after it, including a participant's later release to another CTA.
//!
//! A **reduction** is a strong read-modify-write whose result nobody uses, with an operation
//! that is commutative and associative on exact integers (`add`, `and`, `or`, `xor`, signed
//! and unsigned `min`/`max`): two of them with the same operation on exactly the same bytes
//! give the same final value in either order, and nothing observes the intermediate one. That
//! is the one pair of conflicting accesses a barrier never needs to order (see
//! `syncflow_analyses::memory`'s model). Floating-point `add` is not one: its result depends
//! on the order of the additions.

/// The set of threads a strong operation is morally strong with (PTX ISA, "Scope").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scope {
    /// `.cta`: the threads of the issuing CTA (LLVM `syncscope("block")`, also
    /// `"singlethread"`, `"wavefront"`, `"cta"`, `"workgroup"`).
    Cta,
    /// `.cluster`: the CTAs of the issuing cluster (LLVM `syncscope("cluster")`).
    Cluster,
    /// `.gpu`: every thread of the device (LLVM `syncscope("device")`/`"agent"`; PTX's
    /// default scope for `atom`, `red` and `.volatile` reads as system below).
    Gpu,
    /// `.sys`: every thread of the program, host included (LLVM's default, no `syncscope`).
    System,
}

impl Scope {
    /// The scope of an LLVM `syncscope("…")` (none: the whole system).
    pub fn from_llvm(syncscope: Option<&str>) -> Scope {
        match syncscope {
            None => Scope::System,
            Some("block" | "cta" | "singlethread" | "wavefront" | "workgroup" | "warp") => {
                Scope::Cta
            }
            Some("cluster") => Scope::Cluster,
            // "device", "agent", and any scope not known to be narrower.
            Some(_) => Scope::Gpu,
        }
    }

    /// The scope a PTX modifier names (`cta`, `cluster`, `gpu`, `sys`).
    pub fn from_ptx_modifier(m: &str) -> Option<Scope> {
        Some(match m {
            "cta" => Scope::Cta,
            "cluster" => Scope::Cluster,
            "gpu" => Scope::Gpu,
            "sys" => Scope::System,
            _ => return None,
        })
    }

    /// Reaches threads outside the issuing CTA.
    pub fn beyond_cta(self) -> bool {
        self != Scope::Cta
    }
}

/// How strongly an access is ordered (PTX ISA, "Operation types" and "Memory operations").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strength {
    /// A plain load or store.
    Weak,
    /// `.volatile` (PTX: `.relaxed.sys`; LLVM `volatile`).
    Volatile,
    /// `.relaxed` (LLVM `monotonic`/`unordered`).
    Relaxed,
    /// `.acquire` (LLVM `acquire`).
    Acquire,
    /// `.release` (LLVM `release`).
    Release,
    /// `.acq_rel` (LLVM `acq_rel` and `seq_cst`).
    AcqRel,
}

impl Strength {
    /// Orders other memory operations through it: a release, an acquire, or both.
    pub fn synchronizes(self) -> bool {
        matches!(
            self,
            Strength::Acquire | Strength::Release | Strength::AcqRel
        )
    }

    /// Not weak.
    pub fn is_strong(self) -> bool {
        self != Strength::Weak
    }
}

/// The commutative, associative integer operation of a reduction and the bytes it updates
/// (see the module doc): two reductions commute exactly when their `ReduceOp`s are equal and
/// they update the same address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ReduceOp {
    /// `add`, `and`, `or`, `xor`, `min`, `max`, `umin`, `umax` (LLVM's names; PTX's
    /// `min.u32` is `umin`), or `mbarrier` for the counting mbarrier operations.
    pub op: &'static str,
    /// Bytes updated.
    pub bytes: u32,
}

impl ReduceOp {
    /// The reduction an LLVM `atomicrmw` operation of `bytes` bytes is, if it commutes.
    pub fn from_llvm(op: &str, bytes: u64) -> Option<ReduceOp> {
        let op = match op {
            "add" => "add",
            "and" => "and",
            "or" => "or",
            "xor" => "xor",
            "min" => "min",
            "max" => "max",
            "umin" => "umin",
            "umax" => "umax",
            // xchg, nand, sub (commutes with itself only as add of the negation: kept
            // conservative), fadd/fsub/fmin/fmax (rounding, NaNs), uinc_wrap/udec_wrap
            // (not commutative).
            _ => return None,
        };
        let bytes = u32::try_from(bytes).ok().filter(|b| matches!(b, 4 | 8))?;
        Some(ReduceOp { op, bytes })
    }

    /// The reduction a PTX `atom`/`red` operation is: `op` its operation modifier, `ty` its
    /// type modifier (`u32`, `s64`, `b32`, …).
    pub fn from_ptx(op: &str, ty: &str) -> Option<ReduceOp> {
        let (kind, bits) = ty.split_at(1.min(ty.len()));
        let bytes = match bits {
            "32" => 4,
            "64" => 8,
            _ => return None,
        };
        let op = match (op, kind) {
            ("add", "u" | "s") => "add",
            ("and", "b") => "and",
            ("or", "b") => "or",
            ("xor", "b") => "xor",
            ("min", "s") => "min",
            ("max", "s") => "max",
            ("min", "u") => "umin",
            ("max", "u") => "umax",
            _ => return None,
        };
        Some(ReduceOp { op, bytes })
    }
}

impl std::fmt::Display for ReduceOp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.op, self.bytes * 8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_and_reductions_read_both_spellings() {
        assert_eq!(Scope::from_llvm(None), Scope::System);
        assert_eq!(Scope::from_llvm(Some("block")), Scope::Cta);
        assert_eq!(Scope::from_llvm(Some("device")), Scope::Gpu);
        assert_eq!(Scope::from_ptx_modifier("cluster"), Some(Scope::Cluster));
        assert_eq!(
            ReduceOp::from_llvm("add", 4),
            ReduceOp::from_ptx("add", "u32")
        );
        assert_eq!(ReduceOp::from_llvm("fadd", 4), None);
        assert_eq!(ReduceOp::from_ptx("add", "f32"), None);
        assert_ne!(
            ReduceOp::from_ptx("min", "u32"),
            ReduceOp::from_ptx("min", "s32")
        );
        assert_ne!(ReduceOp::from_llvm("add", 4), ReduceOp::from_llvm("add", 8));
    }
}
