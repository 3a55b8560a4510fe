//! Which family each PTX instruction belongs to: one table, read by the effect model, the
//! uniformity analysis and the interpreter.
//!
//! **The table.** Each row of [`FORMS`] is a [`PtxForm`], whether the uniformity analysis
//! trusts its roots as thread-local, and its opcode roots; no root is in two rows. Formally,
//! for an instruction `i` with root `r` and modifiers `M`:
//!
//! ```text
//! form(i) = Barrier(Warp)          if r = bar and warp ∈ M
//!         = AsyncCopy(Bulk)        if r = cp  and bulk ∈ M
//!         = F                      if (F, _, R) ∈ FORMS and r ∈ R
//!         = Unknown                otherwise
//! register_only(i)  ⇔ form(i) ∈ {Alu, Sleep, ClusterAddress, Collective(_), Matrix(Mma)}
//! thread_local(i)   ⇔ (Alu, true, R) ∈ FORMS and r ∈ R
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
//! - The interpreter's decoder (`interpreter/src/program/inline_asm.rs`,
//!   `program/asm_collective.rs`) and executor (`exec/inline_asm.rs`, `exec/hopper.rs`)
//!   dispatch on [`PtxForm::of`]: `Alu` goes to `exec/ptx_alu.rs` (which computes each root),
//!   `Collective`, CTA `Barrier` and `Matrix` become the warp-level ops of the NVVM
//!   intrinsics, the memory, fence and Hopper families run through the race detector.
//!
//! Adding an instruction is one row here plus its execution function; its effect, when it
//! touches memory, is [`mod@super::effect`]'s or [`super::hopper`]'s. Special-register reads are
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

/// One row of [`FORMS`]: a family and its roots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormRow {
    /// The family.
    pub form: PtxForm,
    /// The uniformity analysis trusts these roots as thread-local: the same operands give
    /// every thread the same result.
    pub thread_local: bool,
    /// The opcode roots.
    pub roots: &'static [&'static str],
}

const fn row(form: PtxForm, roots: &'static [&'static str]) -> FormRow {
    FormRow {
        form,
        thread_local: false,
        roots,
    }
}

/// Every root the model knows, by family (the module docs give the meaning; a root appears
/// in one row only).
pub const FORMS: &[FormRow] = &[
    FormRow {
        form: PtxForm::Alu,
        thread_local: true,
        roots: &[
            "mov", "add", "sub", "mul", "mad", "abs", "neg", "min", "max", "and", "or", "xor",
            "not", "lop3", "shl", "shr", "bfe", "bfi", "brev", "clz", "popc", "prmt", "cvt",
            "selp",
        ],
    },
    row(
        PtxForm::Alu,
        &[
            "mul24", "mad24", "sad", "div", "rem", "fma", "rcp", "sqrt", "rsqrt", "sin", "cos",
            "lg2", "ex2", "tanh", "cnot", "shf", "bfind", "fns", "cvta", "setp", "set", "slct",
            "testp", "copysign", "dp4a", "dp2a", "addc", "subc", "madc", "szext", "bmsk",
        ],
    ),
    row(PtxForm::Sleep, &["nanosleep"]),
    row(PtxForm::ClusterAddress, &["mapa", "getctarank"]),
    row(PtxForm::Collective(Collective::Shuffle), &["shfl"]),
    row(PtxForm::Collective(Collective::Vote), &["vote"]),
    row(PtxForm::Collective(Collective::Match), &["match"]),
    row(PtxForm::Collective(Collective::Redux), &["redux"]),
    row(PtxForm::Collective(Collective::Elect), &["elect"]),
    row(PtxForm::Collective(Collective::ActiveMask), &["activemask"]),
    row(PtxForm::Matrix(MatrixForm::Mma), &["mma"]),
    row(PtxForm::Matrix(MatrixForm::Wmma), &["wmma"]),
    row(PtxForm::Matrix(MatrixForm::Wgmma), &["wgmma"]),
    row(
        PtxForm::Matrix(MatrixForm::LoadStore),
        &["ldmatrix", "stmatrix"],
    ),
    row(PtxForm::Access, &["ld", "ldu", "st"]),
    row(PtxForm::Atomic, &["atom", "red"]),
    row(PtxForm::Barrier(BarrierForm::Cta), &["bar", "barrier"]),
    row(PtxForm::Fence, &["membar", "fence"]),
    row(PtxForm::AsyncCopy(CopyForm::Async), &["cp"]),
    row(PtxForm::Mbarrier, &["mbarrier"]),
    row(PtxForm::TensorMap, &["tensormap"]),
    row(PtxForm::Prefetch, &["prefetch", "prefetchu"]),
    row(
        PtxForm::Image,
        &["tex", "tld4", "txq", "suld", "sust", "suq", "istypep"],
    ),
    row(PtxForm::Branch, &["bra"]),
    row(PtxForm::Control, &["brx", "call", "ret", "exit", "trap"]),
];

/// Every root with its row.
static BY_ROOT: LazyLock<HashMap<&'static str, FormRow>> = LazyLock::new(|| {
    FORMS
        .iter()
        .flat_map(|r| r.roots.iter().map(move |root| (*root, *r)))
        .collect()
});

/// The roots of the register-only forms ([`PtxForm::register_only`]), in [`FORMS`] order:
/// the interpreter must compute each (`fuzz/tests/interp_coverage.rs`).
pub static REGISTER_ONLY_ROOTS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    FORMS
        .iter()
        .filter(|r| r.form.register_only())
        .flat_map(|r| r.roots.iter().copied())
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
        FORMS
            .iter()
            .filter(move |r| r.form == form)
            .flat_map(|r| r.roots.iter().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_per_root_and_refinements_by_modifier() {
        let named: usize = FORMS.iter().map(|r| r.roots.len()).sum();
        assert_eq!(BY_ROOT.len(), named, "a root named twice");
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
