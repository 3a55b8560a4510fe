//! Which family each PTX instruction belongs to: one table, read by the effect model, the
//! uniformity analysis and the interpreter.
//!
//! **The table.** [`FORMS`] maps an opcode root to a [`PtxForm`] and to whether the
//! uniformity analysis trusts the root as thread-local. Formally, for an instruction `i`
//! with root `r` and modifiers `M`:
//!
//! ```text
//! form(i) = Barrier(Warp)          if r = bar and warp ∈ M
//!         = AsyncCopy(Bulk)        if r = cp  and bulk ∈ M
//!         = F                      if (r, F, _) ∈ FORMS        (at most one row per root)
//!         = Unknown                otherwise
//! register_only(i)  ⇔ form(i) ∈ {Alu, Sleep, ClusterAddress, Collective(_), Matrix(Mma)}
//! thread_local(i)   ⇔ (r, Alu, true) ∈ FORMS
//! ```
//!
//! `register_only(i)` is a promise about memory: the instruction reads and writes registers
//! only (the warp collectives exchange registers between lanes, not memory), so its effect is
//! [`PtxEffect::None`](super::PtxEffect::None) whatever its modifiers. `thread_local(i)` is a
//! promise about lanes: given the same operands every thread computes the same result. It is
//! deliberately narrower than `Alu` (the roots the uniformity analysis has always trusted);
//! widening it changes decisions.
//!
//! **Who reads it.**
//!
//! - The effect model ([`super::effect::effect`]) answers `None` for every register-only
//!   form before looking at modifiers; [`REGISTER_ONLY_ROOTS`] lists those roots for
//!   `fuzz/tests/interp_coverage.rs`, which runs one instance of each.
//! - The uniformity analysis (`syncflow_analyses::uniformity::sources`) asks
//!   [`crate::InlineAsm::is_thread_local_computation`], which reads [`PtxForm::thread_local`].
//! - `syncflow_analyses::memory::signal` reads the [`PtxForm::Image`] roots (texture and
//!   surface instructions order nothing).
//! - The interpreter's decoder (`fuzz/interp/src/program/inline_asm.rs`,
//!   `program/asm_collective.rs`) and executor (`exec/inline_asm.rs`, `exec/hopper.rs`)
//!   dispatch on [`PtxForm::of`]: `Alu` goes to `exec/ptx_alu.rs` (which computes each root),
//!   `Collective`, CTA `Barrier` and `Matrix` become the warp-level ops of the NVVM
//!   intrinsics, the memory, fence and Hopper families run through the race detector.
//!
//! Adding an instruction is one row here plus its execution function; its effect, when it
//! touches memory, is [`super::effect`]'s or [`super::hopper`]'s. Special-register reads are
//! `mov` (an `Alu` row) of a `%tid.x`-like operand: operands, not roots, say so.

use super::instruction::PtxInstruction;
use std::collections::HashMap;
use std::sync::LazyLock;

/// The family of a PTX instruction ([`FORMS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PtxForm {
    /// Integer, logic, comparison, conversion and floating-point arithmetic on registers,
    /// `mov` included (the interpreter's `exec/ptx_alu.rs`).
    Alu,
    /// `nanosleep`: a hint, no effect.
    Sleep,
    /// `mapa`, `getctarank`: distributed shared memory address arithmetic (no access).
    ClusterAddress,
    /// `ld`, `ldu`, `st`.
    Access,
    /// `atom`, `red`.
    Atomic,
    /// `bar`, `barrier`.
    Barrier(BarrierForm),
    /// `membar`, `fence` (between threads, or `fence.proxy`/`fence.mbarrier_init`).
    Fence,
    /// A warp collective exchanging registers.
    Collective(Collective),
    /// `cp`: `cp.async` groups and Hopper's bulk and tensor copies.
    AsyncCopy(CopyForm),
    /// `mbarrier.*`.
    Mbarrier,
    /// A matrix instruction.
    Matrix(MatrixForm),
    /// `tensormap.*`.
    TensorMap,
    /// `prefetch`, `prefetchu`: cache hints.
    Prefetch,
    /// Texture and surface instructions (`tex`, `suld`, …): reads and writes of images
    /// through their own caches, not modelled.
    Image,
    /// `bra`: a branch to a label.
    Branch,
    /// Other control flow (`brx`, `call`, `ret`, `exit`, `trap`).
    Control,
    /// A root no row names.
    Unknown,
}

/// Which barrier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BarrierForm {
    /// A CTA barrier, full or named (`bar.sync`, `barrier.sync.aligned`, `bar.red`, …).
    Cta,
    /// `bar.warp.sync`.
    Warp,
}

/// Which warp collective.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Collective {
    /// `shfl`.
    Shuffle,
    /// `vote`.
    Vote,
    /// `match`.
    Match,
    /// `redux`.
    Redux,
    /// `elect`.
    Elect,
    /// `activemask`.
    ActiveMask,
}

/// Which copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CopyForm {
    /// `cp.*` without `.bulk`: `cp.async` copies, commits and waits (and unmodelled others).
    Async,
    /// `cp.*.bulk*`: Hopper's bulk and tensor copies and their groups.
    Bulk,
}

/// Which matrix instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatrixForm {
    /// `mma`: registers only.
    Mma,
    /// `wmma.{load,store,mma}`.
    Wmma,
    /// `wgmma.*`.
    Wgmma,
    /// `ldmatrix`, `stmatrix`.
    LoadStore,
}

/// One row of [`FORMS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormRow {
    /// The opcode root.
    pub root: &'static str,
    /// Its family.
    pub form: PtxForm,
    /// The uniformity analysis trusts it as thread-local: the same operands give every
    /// thread the same result.
    pub thread_local: bool,
}

const fn row(root: &'static str, form: PtxForm, thread_local: bool) -> FormRow {
    FormRow {
        root,
        form,
        thread_local,
    }
}

/// An ALU row the uniformity analysis trusts as thread-local.
const fn local(root: &'static str) -> FormRow {
    row(root, PtxForm::Alu, true)
}

/// An ALU row it does not (yet).
const fn alu(root: &'static str) -> FormRow {
    row(root, PtxForm::Alu, false)
}

const fn of(root: &'static str, form: PtxForm) -> FormRow {
    row(root, form, false)
}

/// Every root the model knows, with its family (the module docs give the meaning).
pub const FORMS: &[FormRow] = &[
    local("mov"),
    local("add"),
    local("sub"),
    local("mul"),
    local("mad"),
    alu("mul24"),
    alu("mad24"),
    alu("sad"),
    alu("div"),
    alu("rem"),
    local("abs"),
    local("neg"),
    local("min"),
    local("max"),
    alu("fma"),
    alu("rcp"),
    alu("sqrt"),
    alu("rsqrt"),
    alu("sin"),
    alu("cos"),
    alu("lg2"),
    alu("ex2"),
    alu("tanh"),
    local("and"),
    local("or"),
    local("xor"),
    local("not"),
    alu("cnot"),
    local("lop3"),
    local("shl"),
    local("shr"),
    alu("shf"),
    local("bfe"),
    local("bfi"),
    alu("bfind"),
    local("brev"),
    local("clz"),
    local("popc"),
    alu("fns"),
    local("prmt"),
    local("cvt"),
    alu("cvta"),
    alu("setp"),
    alu("set"),
    local("selp"),
    alu("slct"),
    alu("testp"),
    alu("copysign"),
    alu("dp4a"),
    alu("dp2a"),
    alu("addc"),
    alu("subc"),
    alu("madc"),
    alu("szext"),
    alu("bmsk"),
    of("nanosleep", PtxForm::Sleep),
    of("mapa", PtxForm::ClusterAddress),
    of("getctarank", PtxForm::ClusterAddress),
    of("shfl", PtxForm::Collective(Collective::Shuffle)),
    of("vote", PtxForm::Collective(Collective::Vote)),
    of("match", PtxForm::Collective(Collective::Match)),
    of("redux", PtxForm::Collective(Collective::Redux)),
    of("elect", PtxForm::Collective(Collective::Elect)),
    of("activemask", PtxForm::Collective(Collective::ActiveMask)),
    of("mma", PtxForm::Matrix(MatrixForm::Mma)),
    of("wmma", PtxForm::Matrix(MatrixForm::Wmma)),
    of("wgmma", PtxForm::Matrix(MatrixForm::Wgmma)),
    of("ldmatrix", PtxForm::Matrix(MatrixForm::LoadStore)),
    of("stmatrix", PtxForm::Matrix(MatrixForm::LoadStore)),
    of("ld", PtxForm::Access),
    of("ldu", PtxForm::Access),
    of("st", PtxForm::Access),
    of("atom", PtxForm::Atomic),
    of("red", PtxForm::Atomic),
    of("bar", PtxForm::Barrier(BarrierForm::Cta)),
    of("barrier", PtxForm::Barrier(BarrierForm::Cta)),
    of("membar", PtxForm::Fence),
    of("fence", PtxForm::Fence),
    of("cp", PtxForm::AsyncCopy(CopyForm::Async)),
    of("mbarrier", PtxForm::Mbarrier),
    of("tensormap", PtxForm::TensorMap),
    of("prefetch", PtxForm::Prefetch),
    of("prefetchu", PtxForm::Prefetch),
    of("tex", PtxForm::Image),
    of("tld4", PtxForm::Image),
    of("txq", PtxForm::Image),
    of("suld", PtxForm::Image),
    of("sust", PtxForm::Image),
    of("suq", PtxForm::Image),
    of("istypep", PtxForm::Image),
    of("bra", PtxForm::Branch),
    of("brx", PtxForm::Control),
    of("call", PtxForm::Control),
    of("ret", PtxForm::Control),
    of("exit", PtxForm::Control),
    of("trap", PtxForm::Control),
];

static BY_ROOT: LazyLock<HashMap<&'static str, FormRow>> =
    LazyLock::new(|| FORMS.iter().map(|r| (r.root, *r)).collect());

/// The roots of the register-only forms ([`PtxForm::register_only`]), in [`FORMS`] order:
/// the interpreter must compute each (`fuzz/tests/interp_coverage.rs`).
pub static REGISTER_ONLY_ROOTS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    FORMS
        .iter()
        .filter(|r| r.form.register_only())
        .map(|r| r.root)
        .collect()
});

impl PtxForm {
    /// The family of `i` (the module docs' `form(i)`).
    pub fn of(i: &PtxInstruction) -> PtxForm {
        match BY_ROOT.get(i.root.as_str()).map(|r| r.form) {
            Some(PtxForm::Barrier(_)) if i.root == "bar" && i.has("warp") => {
                PtxForm::Barrier(BarrierForm::Warp)
            }
            Some(PtxForm::AsyncCopy(_)) if i.has("bulk") => PtxForm::AsyncCopy(CopyForm::Bulk),
            Some(form) => form,
            None => PtxForm::Unknown,
        }
    }

    /// Registers only, whatever the modifiers: no memory effect.
    pub fn register_only(self) -> bool {
        matches!(
            self,
            PtxForm::Alu
                | PtxForm::Sleep
                | PtxForm::ClusterAddress
                | PtxForm::Collective(_)
                | PtxForm::Matrix(MatrixForm::Mma)
        )
    }

    /// True when `i`'s root is one the uniformity analysis trusts as thread-local.
    pub fn thread_local(i: &PtxInstruction) -> bool {
        BY_ROOT
            .get(i.root.as_str())
            .is_some_and(|r| r.thread_local && r.form == PtxForm::Alu)
    }

    /// The roots of the rows of `form`, in [`FORMS`] order.
    pub fn roots(form: PtxForm) -> impl Iterator<Item = &'static str> {
        FORMS.iter().filter(move |r| r.form == form).map(|r| r.root)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_per_root_and_refinements_by_modifier() {
        assert_eq!(BY_ROOT.len(), FORMS.len(), "a root named twice");
        let form = |t: &str| PtxForm::of(&PtxInstruction::parse(t).unwrap());
        assert_eq!(
            form("bar.warp.sync -1"),
            PtxForm::Barrier(BarrierForm::Warp)
        );
        assert_eq!(form("bar.sync 0"), PtxForm::Barrier(BarrierForm::Cta));
        assert_eq!(
            form("cp.async.bulk.commit_group"),
            PtxForm::AsyncCopy(CopyForm::Bulk)
        );
        assert_eq!(
            form("cp.async.commit_group"),
            PtxForm::AsyncCopy(CopyForm::Async)
        );
        assert_eq!(form("frobnicate $0"), PtxForm::Unknown);
        assert!(FORMS
            .iter()
            .all(|r| !r.thread_local || r.form == PtxForm::Alu));
    }

    #[test]
    fn register_only_forms_have_no_memory_effect() {
        for root in REGISTER_ONLY_ROOTS.iter() {
            let i = PtxInstruction::parse(&format!("{root}.b32 $0, $1")).unwrap();
            assert_eq!(
                super::super::effect::effect(&i),
                super::super::PtxEffect::None,
                "{root}"
            );
        }
    }
}
