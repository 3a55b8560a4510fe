//! Inline PTX in LLVM IR: `call T asm sideeffect "TEXT", "CONSTRAINTS"(args…)`, read through
//! the instruction model.
//!
//! **Text.** Instructions are separated by `;` or newlines (`\0A\09` in the `.ll`, already
//! unescaped in [`InlineAsm::asm`]); `//` comments and blank pieces are skipped. A text with
//! scopes (`{ … }`), declarations (`.reg …`), labels or branches has control flow of its own
//! and is not modelled.
//!
//! **Operands.** The constraint string lists outputs first (`=r`, `=&l`), then inputs (`r`,
//! `l`, `b`, `h`, `f`, `d`, `n`, or a digit tying an input to an output), then clobbers
//! (`~{memory}`). `$N` names the N-th operand in that order, so `$N` with N ≥ (number of
//! outputs) is call argument `N - outputs`.
//!
//! For example Triton's predicated load
//!
//! ```text
//! %v = call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];",
//!                              "=r,l,b"(ptr addrspace(1) %p, i1 %mask)
//! ```
//!
//! has one output (`$0`) and two inputs: `$1` is argument 0 (`%p`), `$2` argument 1. Its
//! effect is one 4-byte read of global memory through `%p`, guarded by `%mask`.

use super::effect::{effect, PtxAccess, PtxEffect, StateSpace};
use super::form::PtxForm;
use super::instruction::{PtxInstruction, PtxOperand};
use crate::classify::AccessKind;
use crate::instruction::InlineAsm;
use crate::memory_order::{ReduceOp, Scope, Strength};
use std::sync::OnceLock;

/// One memory access of an inline asm call, with its address bound to the call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmAccess {
    /// Read, write, or both.
    pub kind: AccessKind,
    /// Atomic or strong.
    pub atomic: bool,
    /// The state space.
    pub space: StateSpace,
    /// Bytes per thread.
    pub bytes: u32,
    /// The call argument the address is based on, when it is one (`None`: a register of the
    /// asm's own, or an immediate).
    pub argument: Option<usize>,
    /// Bytes added to the base.
    pub offset: i64,
    /// Under a guard predicate (it may not happen).
    pub guarded: bool,
    /// Part of a `cp.async`: it takes place somewhere between the call and the wait that
    /// completes the copy's group, not at the call.
    pub asynchronous: bool,
    /// How strongly it is ordered.
    pub strength: Strength,
    /// The scope of a strong access.
    pub scope: Scope,
    /// The commutative operation of an `atom`/`red` (a reduction when nobody reads the
    /// result).
    pub reduction: Option<ReduceOp>,
}

/// The effects of an inline asm call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmEffects {
    /// Every instruction is modelled.
    Understood {
        /// The accesses (none for register-only asm), asynchronous ones included.
        accesses: Vec<AsmAccess>,
        /// A `cp.async.wait_group`/`wait_all` is among the instructions: copies of this
        /// thread issued earlier may complete here.
        completes_async: bool,
    },
    /// Something is not: the first such instruction and why.
    Unknown(String),
}

/// The operand layout of a constraint string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constraints {
    /// Number of outputs (`=…`).
    pub outputs: usize,
    /// Number of inputs.
    pub inputs: usize,
}

impl Constraints {
    /// Reads `text` (`"=r,=r,l,b,~{memory}"`).
    pub fn parse(text: &str) -> Constraints {
        let mut outputs = 0;
        let mut inputs = 0;
        for c in text.split(',') {
            let c = c.trim();
            if c.starts_with('~') || c.is_empty() {
                continue;
            }
            if c.starts_with('=') {
                outputs += 1;
            } else {
                inputs += 1;
            }
        }
        Constraints { outputs, inputs }
    }

    /// The call argument `$n` stands for, if it is an input.
    pub fn argument(&self, n: usize) -> Option<usize> {
        (n >= self.outputs && n < self.outputs + self.inputs).then(|| n - self.outputs)
    }
}

/// An asm text, parsed: its instructions in order and where its labels point.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AsmText {
    /// The instructions (a `bra` among them jumps to one of `labels`).
    pub instructions: Vec<PtxInstruction>,
    /// Each label and the index of the instruction it precedes.
    pub labels: Vec<(String, usize)>,
}

impl AsmText {
    /// The instruction a label points to.
    pub fn label(&self, name: &str) -> Option<usize> {
        self.labels.iter().find(|(l, _)| l == name).map(|(_, k)| *k)
    }
}

/// Reads an asm text: instructions split at `;` and newlines, `//` comments dropped. A
/// `{ … }` scope with `.reg` declarations, labels and `bra` to those labels (Triton's
/// mbarrier wait loop) is accepted — the branches stay inside the asm, so the call's effect
/// is still the union of its instructions'. `Err` names the first piece that leaves the asm
/// (`bra` elsewhere, `call`, `ret`, `exit`) or does not parse.
pub fn asm_text(text: &str) -> Result<AsmText, String> {
    let mut out = AsmText::default();
    for line in text.split('\n') {
        let line = match line.find("//") {
            Some(k) => &line[..k],
            None => line,
        };
        for piece in line.split(';') {
            let mut piece = piece.trim();
            // Scope braces and labels may share a piece with what follows.
            loop {
                if let Some(rest) = piece.strip_prefix(['{', '}']) {
                    piece = rest.trim_start();
                } else if let Some((label, rest)) = piece.split_once(':').filter(|(l, _)| {
                    !l.is_empty()
                        && l.bytes()
                            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$')
                }) {
                    if out.label(label).is_some() {
                        return Err(format!("`{label}`: a label defined twice inside asm"));
                    }
                    out.labels.push((label.to_string(), out.instructions.len()));
                    piece = rest.trim_start();
                } else {
                    break;
                }
            }
            if piece.is_empty() || piece.starts_with(".reg ") || piece.starts_with(".reg\t") {
                continue;
            }
            if piece.starts_with('.') {
                return Err(format!("`{piece}`: a directive inside asm"));
            }
            let i = PtxInstruction::parse(piece).map_err(|e| format!("`{piece}`: {e}"))?;
            if matches!(i.root.as_str(), "brx" | "call" | "ret" | "exit") {
                return Err(format!("`{piece}`: control flow inside asm"));
            }
            out.instructions.push(i);
        }
    }
    for i in out
        .instructions
        .iter()
        .filter(|i| PtxForm::of(i) == PtxForm::Branch)
    {
        match i.operands.as_slice() {
            [PtxOperand::Name(target)] if out.label(target).is_some() => {}
            _ => return Err("a branch out of the asm: control flow inside asm".to_string()),
        }
    }
    Ok(out)
}

/// The instructions of an asm text ([`asm_text`]).
pub fn instructions(text: &str) -> Result<Vec<PtxInstruction>, String> {
    asm_text(text).map(|t| t.instructions)
}

/// What reading an [`InlineAsm`]'s text gave — its instructions and its effects — kept with
/// the asm the first time they are asked for. It is no part of the asm's identity: every
/// cache compares equal, and a clone starts empty.
#[derive(Default)]
pub struct AsmRead {
    text: OnceLock<Result<AsmText, String>>,
    effects: OnceLock<AsmEffects>,
}

impl Clone for AsmRead {
    fn clone(&self) -> Self {
        AsmRead::default()
    }
}

impl PartialEq for AsmRead {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for AsmRead {}

impl std::fmt::Debug for AsmRead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AsmRead")
    }
}

fn only_asm_operands(op: &PtxOperand) -> bool {
    match op {
        PtxOperand::Placeholder(_) | PtxOperand::Immediate(_) => true,
        PtxOperand::Vector(items) => items.iter().all(only_asm_operands),
        _ => false,
    }
}

impl InlineAsm {
    /// The text, parsed ([`asm_text`]; read once, then kept with the asm).
    pub fn text(&self) -> Result<&AsmText, &str> {
        self.read
            .text
            .get_or_init(|| asm_text(&self.asm))
            .as_ref()
            .map_err(String::as_str)
    }

    /// The instructions of the text, in order ([`instructions`], read once).
    pub fn instructions(&self) -> Result<&[PtxInstruction], &str> {
        self.text().map(|t| t.instructions.as_slice())
    }

    /// True when the asm computes its outputs from its inputs alone (thread-local
    /// arithmetic on `$N` operands and immediates, no memory, no special registers, no warp
    /// collective): a call of it is as uniform as its arguments. Which roots are
    /// thread-local is [`super::form::FORMS`]'s `thread_local` column.
    pub fn is_thread_local_computation(&self) -> bool {
        self.instructions().is_ok_and(|list| {
            list.iter().all(|i| {
                PtxForm::thread_local(i)
                    && i.operands.iter().all(only_asm_operands)
                    && i.guard
                        .as_ref()
                        .is_none_or(|g| only_asm_operands(&g.predicate))
            })
        })
    }

    /// True when reading this asm needs [`super::hopper`]'s forms or its own labels and
    /// branches (what `EffectOptions::hopper_async` switches on).
    pub fn uses_hopper_model(&self) -> bool {
        self.text().is_ok_and(|t| {
            !t.labels.is_empty()
                || t.instructions
                    .iter()
                    .any(|i| super::hopper::effect(i).is_some())
        })
    }

    /// The effects of a call of this asm (see the module docs; computed once, then kept
    /// with the asm).
    pub fn effects(&self) -> AsmEffects {
        self.read
            .effects
            .get_or_init(|| self.read_effects())
            .clone()
    }

    fn read_effects(&self) -> AsmEffects {
        let constraints = Constraints::parse(&self.constraints);
        let list = match self.instructions() {
            Ok(list) => list,
            Err(e) => return AsmEffects::Unknown(e.to_string()),
        };
        let mut accesses = Vec::new();
        let mut completes_async = false;
        let bind = |a: PtxAccess, guarded: bool, asynchronous: bool| AsmAccess {
            kind: a.kind,
            atomic: a.atomic,
            space: a.space,
            bytes: a.bytes,
            argument: match a.base {
                PtxOperand::Placeholder(n) => constraints.argument(n),
                _ => None,
            },
            offset: a.offset,
            guarded,
            asynchronous,
            strength: a.strength,
            scope: a.scope,
            reduction: a.reduction,
        };
        for i in list {
            let guarded = i.guard.is_some();
            if PtxForm::of(i) == PtxForm::Branch {
                // A branch to a label of the asm ([`asm_text`] refuses any other).
                continue;
            }
            match effect(i) {
                PtxEffect::None | PtxEffect::AsyncCommit(_) => {}
                PtxEffect::AsyncWait { .. } => completes_async = true,
                PtxEffect::AsyncCopy { dst, src } => {
                    accesses.push(bind(dst, guarded, true));
                    accesses.push(bind(src, guarded, true));
                }
                PtxEffect::AsyncOperation { accesses: list, .. } => {
                    accesses.extend(list.into_iter().map(|a| bind(a, guarded, true)));
                }
                PtxEffect::Mbarrier { access, waits } => {
                    completes_async |= waits;
                    accesses.push(bind(access, guarded, false));
                }
                PtxEffect::Accesses(list) => {
                    accesses.extend(list.into_iter().map(|a| bind(a, guarded, false)));
                }
                PtxEffect::Unknown => {
                    return AsmEffects::Unknown(format!("`{}` is not modelled", i.opcode()))
                }
                PtxEffect::Access(a) => accesses.push(bind(a, guarded, false)),
            }
        }
        AsmEffects::Understood {
            accesses,
            completes_async,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asm(text: &str, constraints: &str) -> InlineAsm {
        InlineAsm::new(text.to_string(), constraints.to_string(), true)
    }

    #[test]
    fn triton_load_binds_its_address_to_the_first_argument() {
        let a = asm(
            "mov.u32 $0, 0x0;\n\t@$2 ld.global.b32 { $0 }, [ $1 + 0 ];",
            "=r,l,b",
        );
        assert_eq!(
            a.effects(),
            AsmEffects::Understood {
                accesses: vec![AsmAccess {
                    kind: AccessKind::Read,
                    atomic: false,
                    space: StateSpace::Global,
                    bytes: 4,
                    argument: Some(0),
                    offset: 0,
                    guarded: true,
                    asynchronous: false,
                    strength: Strength::Weak,
                    scope: Scope::Cta,
                    reduction: None,
                }],
                completes_async: false,
            }
        );
    }

    #[test]
    fn async_copy_binds_both_addresses_and_a_wait_completes() {
        let copy = asm(
            "cp.async.ca.shared.global [$0], [$1 + 4], 4;\n\tcp.async.commit_group;",
            "r,l",
        );
        let AsmEffects::Understood {
            accesses,
            completes_async: false,
        } = copy.effects()
        else {
            panic!("{:?}", copy.effects())
        };
        let shape: Vec<_> = accesses
            .iter()
            .map(|a| (a.kind, a.space, a.argument, a.offset, a.asynchronous))
            .collect();
        assert_eq!(
            shape,
            [
                (AccessKind::Write, StateSpace::Shared, Some(0), 0, true),
                (AccessKind::Read, StateSpace::Global, Some(1), 4, true)
            ]
        );
        assert_eq!(
            asm("cp.async.wait_group 1;", "").effects(),
            AsmEffects::Understood {
                accesses: Vec::new(),
                completes_async: true
            }
        );
    }

    #[test]
    fn two_outputs_shift_the_arguments() {
        let a = asm("ld.shared.v2.b32 {$0, $1}, [$2+8];", "=r,=r,r,~{memory}");
        let AsmEffects::Understood { accesses: list, .. } = a.effects() else {
            panic!()
        };
        assert_eq!(
            (list[0].argument, list[0].offset, list[0].bytes),
            (Some(0), 8, 8)
        );
    }

    #[test]
    fn register_only_asm_has_no_access() {
        assert_eq!(
            asm("mov.b32 $0, $1;", "=r,r").effects(),
            AsmEffects::Understood {
                accesses: Vec::new(),
                completes_async: false
            }
        );
        assert_eq!(
            asm("// a comment\n\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $4, $5, $6, $7 }, { $8, $9 }, { $10, $11, $12, $13 };", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f").effects(),
            AsmEffects::Understood {
                accesses: Vec::new(),
                completes_async: false
            }
        );
    }

    #[test]
    fn thread_local_computations() {
        assert!(asm("mov.b32 $0, $1;", "=r,r").is_thread_local_computation());
        assert!(
            asm("add.s32 $0, $1, 4;\n\tshl.b32 $0, $0, 2;", "=r,r").is_thread_local_computation()
        );
        assert!(!asm("mov.u32 $0, %tid.x;", "=r").is_thread_local_computation());
        assert!(!asm("shfl.sync.bfly.b32 $0, $1, 1, 31, -1;", "=r,r").is_thread_local_computation());
        assert!(!asm("ld.shared.b32 $0, [$1];", "=r,r").is_thread_local_computation());
    }

    #[test]
    fn the_mbarrier_wait_loop_is_read_with_its_label_and_branch() {
        let text = "\n{\n\t.reg .pred complete;\n\twaitLoop:\n\tmbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\n\t@!complete bra.uni waitLoop;\n}\n";
        let parsed = asm_text(text).unwrap();
        assert_eq!(parsed.instructions.len(), 2);
        assert_eq!(parsed.label("waitLoop"), Some(0));
        let AsmEffects::Understood {
            accesses,
            completes_async: true,
        } = asm(text, "r,r").effects()
        else {
            panic!("{:?}", asm(text, "r,r").effects())
        };
        assert_eq!(
            accesses
                .iter()
                .map(|a| (a.kind, a.atomic, a.bytes, a.argument))
                .collect::<Vec<_>>(),
            [(AccessKind::ReadWrite, true, 8, Some(0))]
        );
    }

    #[test]
    fn hopper_forms_are_understood() {
        for (text, completes) in [
            ("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$0];", false),
            ("// wait for regs: $0,$1\n\twgmma.wait_group.sync.aligned 0;", true),
            ("@$0 fence.proxy.tensormap::generic.acquire.gpu [ $1 + 0 ], 0x80;\n\t@$0 cp.async.bulk.commit_group ;\n\t@$0 cp.async.bulk.wait_group.read 0 ;", true),
        ] {
            match asm(text, "r,r,r").effects() {
                AsmEffects::Understood { completes_async, .. } => {
                    assert_eq!(completes_async, completes, "{text}")
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn control_flow_out_of_the_asm_and_unknown_stay_unknown() {
        for (text, why) in [
            ("@$0 bra.uni elsewhere;", "control flow"),
            ("L: bra L;\nL: ret;", "twice"),
            ("call.uni foo;", "control flow"),
            (".pragma \"nounroll\";", "directive"),
            ("cp.async.mbarrier.arrive.b64 [$0];", "cp.async.mbarrier"),
            ("st.global.b32 [$0], $1 $2;", "column"),
        ] {
            match asm(text, "r,r,r").effects() {
                AsmEffects::Unknown(reason) => assert!(reason.contains(why), "{text}: {reason}"),
                other => panic!("{text}: {other:?}"),
            }
        }
    }
}
