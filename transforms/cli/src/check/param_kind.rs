//! Is a PTX kernel's 64-bit parameter an address or an integer?
//!
//! PTX has no pointer type: `.param .u64 num_items` (CUB's item count) and `.param .u64
//! d_in` (a buffer) are declared alike, and the PTX front-end gives every 64-bit parameter
//! the IR type `ptr` so that the analyses can follow the addresses made from it. `check`
//! decides what to pass by how the kernel uses the parameter, and `--arg` may say otherwise:
//!
//! - `--arg NAME=NUMBER` on such a parameter passes the number (in an `.ll`, a `ptr`
//!   parameter still takes a buffer only: there the type says it is an address);
//! - without `--arg`, a parameter whose every use is integer arithmetic or a comparison
//!   (`setp.ge.u64 %p, %rd_index, %rd_num_items`, `mul.lo.s64`, `cvt`), through `selp` and
//!   phis, and which reaches no load, store, address arithmetic, `cvta` or call, gets the
//!   grid's thread count as an integer does; any other gets a buffer.
//!
//! The rule errs towards a buffer: an address use anywhere, or no use at all, keeps the
//! buffer, so a real pointer is never passed as a number.

use syncflow_ir::{CastOp, Opcode, Operand};
use syncflow_ir::{Function, Module};

/// True when `module` was read from PTX.
pub fn from_ptx(module: &Module) -> bool {
    syncflow_ir::ptx::looks_like_ptx(&module.source)
}

/// True when parameter `k` of `f` is used only as an integer (see the module doc).
pub fn integer_by_use(f: &Function, k: usize) -> bool {
    let Some(param) = f.params.get(k) else {
        return false;
    };
    let mut values = vec![param.local];
    let mut seen = 0usize;
    let mut any_use = false;
    while let Some(&v) = values.get(seen) {
        seen += 1;
        for &user in f.uses[v].iter() {
            let inst = &f.insts[user];
            any_use = true;
            match &inst.opcode {
                Opcode::ICmp(_) | Opcode::Binary(_) => {}
                Opcode::Cast(CastOp::PtrToInt | CastOp::Trunc | CastOp::ZExt | CastOp::SExt) => {}
                // The value flows on: its uses decide.
                Opcode::Phi | Opcode::Select => {
                    if let Some(r) = inst.result {
                        if !values.contains(&r) {
                            values.push(r);
                        }
                    }
                    // A select's condition is an integer use.
                    if matches!(inst.opcode, Opcode::Select)
                        && inst.operands.first() == Some(&Operand::Local(v))
                        && inst.operands[1..].iter().all(|o| *o != Operand::Local(v))
                    {
                        continue;
                    }
                }
                _ => return false,
            }
        }
    }
    any_use
}
