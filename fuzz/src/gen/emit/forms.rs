//! The forms one access takes: plain LLVM, inline PTX, and inline PTX in Triton's guarded
//! form (with [`GenOptions::inline_asm`](crate::gen::GenOptions)), alternating.

use super::{Func, Lower};

impl Lower {
    /// Which form the next shared or global access takes: 0 plain LLVM, 1 inline PTX, 2
    /// inline PTX in Triton's guarded form (always 0 without `inline_asm`).
    pub(super) fn asm_form(&mut self) -> u32 {
        if !self.opts.inline_asm {
            return 0;
        }
        self.asm_turn += 1;
        self.asm_turn % 3
    }

    /// `.shared` for a shared pointer, nothing (generic addressing) otherwise.
    pub(super) fn ptx_space(ty: &str) -> &'static str {
        if ty == "ptr addrspace(3)" {
            ".shared"
        } else {
            ""
        }
    }

    /// `{v} = load i32` from `p` (of type `ty`), as LLVM or as inline PTX.
    pub(super) fn load_i32(&mut self, f: &mut Func, v: &str, ty: &str, p: &str, d: &str) {
        let sp = Self::ptx_space(ty);
        let line = match self.asm_form() {
            1 => format!(
                r#"{v} = call i32 asm sideeffect "ld{sp}.b32 $0, [$1];", "=r,l"({ty} {p}){d}"#
            ),
            2 => format!(
                r#"{v} = call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld{sp}.b32 {{ $0 }}, [ $1 + 0 ];", "=r,l,b"({ty} {p}, i1 true){d}"#
            ),
            _ => format!("{v} = load i32, {ty} {p}, align 4{d}"),
        };
        self.emit(f, line);
    }

    /// `store i32 {value}` to `p`, as LLVM or as inline PTX.
    pub(super) fn store_i32(&mut self, f: &mut Func, value: &str, ty: &str, p: &str, d: &str) {
        let sp = Self::ptx_space(ty);
        let line = match self.asm_form() {
            1 => format!(
                r#"call void asm sideeffect "st{sp}.b32 [$0], $1;", "l,r"({ty} {p}, i32 {value}){d}"#
            ),
            2 => format!(
                r#"call void asm sideeffect "@!$2 st{sp}.b32 [ $0 + 0 ], {{ $1 }};", "l,r,b"({ty} {p}, i32 {value}, i1 false){d}"#
            ),
            _ => format!("store i32 {value}, {ty} {p}, align 4{d}"),
        };
        self.emit(f, line);
    }

    /// `{v} = atomicAdd(p, 1)`, as LLVM or as inline PTX.
    pub(super) fn atomic_add_i32(&mut self, f: &mut Func, v: &str, ty: &str, p: &str, d: &str) {
        let sp = Self::ptx_space(ty);
        let line = match self.asm_form() {
            0 => format!("{v} = atomicrmw add {ty} {p}, i32 1 monotonic, align 4{d}"),
            _ => format!(
                r#"{v} = call i32 asm sideeffect "atom{sp}.add.u32 $0, [$1], 1;", "=r,l"({ty} {p}){d}"#
            ),
        };
        self.emit(f, line);
    }
}
