//! Conditional emission: `if (tid == 0) { … }` and `if (cond) { … }` around an emission,
//! and the arm of an if/else, each a labelled block ending in a branch to the join.

use super::{Func, Lower};

impl Lower {
    /// `if (tid == 0) { body }` around the emission `body`.
    pub(super) fn single<F: FnOnce(&mut Self, &mut Func)>(&mut self, f: &mut Func, body: F) {
        self.guarded(f, "%tid", body);
    }

    /// `if (id == 0) { body }` for a thread-id register `id`.
    pub(super) fn guarded<F: FnOnce(&mut Self, &mut Func)>(
        &mut self,
        f: &mut Func,
        id: &str,
        body: F,
    ) {
        let c = self.fresh("c");
        self.emit(f, format!("{c} = icmp eq i32 {id}, 0"));
        self.when(f, &c, "single", body);
    }

    /// `if (cond) { body }` for an `i1` register `cond`; the arm's label is named after
    /// `stem` (`then`, `single`).
    pub(super) fn when<F: FnOnce(&mut Self, &mut Func)>(
        &mut self,
        f: &mut Func,
        cond: &str,
        stem: &str,
        body: F,
    ) {
        let then = self.fresh(stem);
        let join = self.fresh("join");
        self.emit(f, format!("br i1 {cond}, label {then}, label {join}"));
        self.arm(f, &then, &join, body);
        self.label(f, &join);
    }

    /// One arm of a conditional: its `label`, the emission `body`, and the branch to `join`.
    pub(super) fn arm<F: FnOnce(&mut Self, &mut Func)>(
        &mut self,
        f: &mut Func,
        label: &str,
        join: &str,
        body: F,
    ) {
        self.label(f, label);
        body(self, f);
        self.emit(f, format!("br label {join}"));
    }
}
