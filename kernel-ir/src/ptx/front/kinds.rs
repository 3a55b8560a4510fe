//! Which registers hold addresses, and of which state space.
//!
//! PTX has no pointer type: an address is a `.b64` (or, for shared memory, `.b32`) register
//! like any other. The analyses trace pointers through `getelementptr` to the object they
//! point into (docs/design.md §4), so the lowering must know which registers are addresses
//! to write `add.s64 %rd5, %rd3, %rd4` as `getelementptr i8, ptr %rd3, i64 %rd4` rather than
//! as an integer `add`. A register's *kind* is the meet over all its definitions of
//!
//! | definition | kind |
//! |---|---|
//! | `mov %r, sym` (a variable's name) | address in the variable's space |
//! | `cvta.to.S %r, a` / `cvta.S %r, a` | address in `S` / generic address |
//! | `ld.param %rd, [p]` of a 64-bit or `.ptr` parameter | generic address (`.ptr .S`: in `S`) |
//! | `add`/`sub` with an address operand, `mad.wide`/`mad.lo` adding to one, `mov`, integer `cvt`, `selp` of addresses | that address's kind |
//! | anything else | integer |
//!
//! over the lattice `⊤ > address(S) > integer` (two different spaces meet at integer). The
//! solution is the greatest fixed point from `⊤`, found by repeating the pass until nothing
//! changes; a register still `⊤` afterwards (never defined, or only from itself) is an
//! integer. The kind only chooses the IR's *shape*: a wrong "integer" loses precision (the
//! access counts as anywhere in its state space), never soundness.

use super::vars::VarId;
use crate::ptx::{PtxInstruction, PtxOperand};

/// A register's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// No definition seen yet.
    Top,
    /// An address in LLVM address space `n`.
    Address(u32),
    /// Anything else.
    Integer,
}

impl Kind {
    pub(crate) fn meet(self, other: Kind) -> Kind {
        match (self, other) {
            (Kind::Top, k) | (k, Kind::Top) => k,
            (Kind::Address(a), Kind::Address(b)) if a == b => Kind::Address(a),
            _ => Kind::Integer,
        }
    }
}

/// What the inference needs to know about an instruction's operands.
pub(crate) trait OperandKinds {
    /// The kind of a register, symbol or immediate operand, from the current solution.
    fn kind_of(&self, op: &PtxOperand, kinds: &[Kind]) -> Kind;
    /// The kind `ld.param` gives for the parameter the address names.
    fn param_kind(&self, address: &PtxOperand) -> Kind;
}

/// The kind an instruction's result has, given its operands' kinds.
pub(crate) fn result_kind(i: &PtxInstruction, env: &dyn OperandKinds, kinds: &[Kind]) -> Kind {
    let k = |n: usize| {
        i.operands
            .get(n)
            .map_or(Kind::Integer, |op| env.kind_of(op, kinds))
    };
    let float = i.modifiers.iter().any(|m| m.starts_with('f'));
    let either = |a: Kind, b: Kind| match (a, b) {
        (Kind::Address(s), _) | (_, Kind::Address(s)) => Kind::Address(s),
        (Kind::Top, _) | (_, Kind::Top) => Kind::Top,
        _ => Kind::Integer,
    };
    match i.root.as_str() {
        "mov" if i.operands.len() == 2 => k(1),
        "add" if !float && !i.has("cc") => either(k(1), k(2)),
        "sub" if !float && !i.has("cc") => match k(1) {
            Kind::Address(s) => Kind::Address(s),
            Kind::Top => Kind::Top,
            Kind::Integer => Kind::Integer,
        },
        "mad" if !float && !i.has("hi") && !i.has("cc") => match k(3) {
            Kind::Address(s) => Kind::Address(s),
            Kind::Top => Kind::Top,
            Kind::Integer => Kind::Integer,
        },
        "cvt" if i.modifiers.len() == 2 && !float => k(1),
        "cvta" => {
            let to = i.has("to");
            let space = i
                .modifiers
                .iter()
                .find_map(|m| match m.as_str() {
                    "global" | "shared" | "const" | "local" | "shared::cta" => Some(m.as_str()),
                    _ => None,
                })
                .unwrap_or("generic");
            if to {
                Kind::Address(super::context::address_space(space))
            } else {
                Kind::Address(0)
            }
        }
        "selp" => k(1).meet(k(2)),
        "ld" if i.has("param") => i
            .operands
            .get(1)
            .map_or(Kind::Integer, |a| env.param_kind(a)),
        _ => Kind::Integer,
    }
}

/// Solves the kinds of `vars` registers over `defs`: each entry an instruction and the
/// variables it defines.
pub(crate) fn solve(
    vars: usize,
    defs: &[(&PtxInstruction, Vec<VarId>)],
    env: &dyn OperandKinds,
) -> Vec<Kind> {
    let mut kinds = vec![Kind::Top; vars];
    loop {
        let mut changed = false;
        for (i, targets) in defs {
            // Several destinations (vector loads, `setp … %p|%q`): integers.
            let k = if targets.len() == 1 {
                result_kind(i, env, &kinds)
            } else {
                Kind::Integer
            };
            if k == Kind::Top {
                continue;
            }
            for v in targets {
                let met = kinds[v.0].meet(k);
                if met != kinds[v.0] {
                    kinds[v.0] = met;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    for k in &mut kinds {
        if *k == Kind::Top {
            *k = Kind::Integer;
        }
    }
    kinds
}
