//! The thread's running accumulator `acc` (a private `alloca`, `%acc`): statements fold the
//! values they read into it (`acc = acc * 3 + v`), and the kernel ends storing it to global
//! memory, so every value read reaches the output the harness compares.

use super::{Func, Lower};

impl Lower {
    /// `acc`'s current value, loaded into a fresh register.
    pub(super) fn load_acc(&mut self, f: &mut Func) -> String {
        let v = self.fresh("v");
        self.emit(f, format!("{v} = load i32, ptr %acc, align 4"));
        v
    }

    pub(super) fn acc_update(&mut self, f: &mut Func, v: &str, d: &str) {
        let a = self.fresh("a");
        let b = self.fresh("a");
        let c = self.fresh("a");
        self.emit(f, format!("{a} = load i32, ptr %acc, align 4"));
        let a = if self.opts.inline_asm && self.next.is_multiple_of(2) {
            // A register-only asm on the way: no memory effect, a value to carry.
            let m = self.fresh("a");
            self.emit(
                f,
                format!(r#"{m} = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 {a})"#),
            );
            m
        } else {
            a
        };
        self.emit(f, format!("{b} = mul i32 {a}, 3"));
        self.emit(f, format!("{c} = add i32 {b}, {v}{d}"));
        self.emit(f, format!("store i32 {c}, ptr %acc, align 4"));
    }
}
