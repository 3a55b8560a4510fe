//! The variables of the SSA renaming: registers declared with `.reg`, and `.param` slots
//! (`name+offset`) through which parameters, call arguments and results flow.
//!
//! Registers are scoped: a `.reg` inside `{ … }` shadows a register of the same name outside
//! it until the `}` (llc wraps `bar.red` in `{ .reg .pred %p1; setp …, %p1; bar.red … %p1; }`
//! while an outer `%p1` is live). A register declared in an inner scope is its own variable,
//! named `p1@3` after its scope.

use rustc_hash::FxHashMap as HashMap;

/// A variable of the renaming: a register, or a `.param` name at an offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct VarId(pub usize);

/// The variables: registers from `.reg` declarations and `.param` slots.
#[derive(Default)]
pub(crate) struct Vars {
    pub names: Vec<String>,
    /// The declared PTX type of each variable (`b32`, `pred`, …).
    pub decl: Vec<String>,
    pub(crate) by_name: HashMap<String, VarId>,
    /// `%r<10>` declarations: prefix → (scope, count, type) for each scope declaring it.
    /// Keyed by name alone, so a lookup borrows the name (this runs for every register
    /// operand of the body) and scans the few scopes that declare it.
    ranges: HashMap<String, Vec<(u32, u32, String)>>,
    /// Single declarations: name → (scope, type) for each scope declaring it.
    singles: HashMap<String, Vec<(u32, String)>>,
    /// The parent of each scope (the body is scope 0, its own parent).
    pub(crate) scope_parents: Vec<u32>,
    /// The scope of the statement being read.
    pub(crate) scope: u32,
}

impl Vars {
    /// No variables yet, in a body with these scopes.
    pub(crate) fn new(scope_parents: Vec<u32>) -> Self {
        Vars {
            scope_parents,
            ..Vars::default()
        }
    }

    /// Declares `name` (or `name<count>`) in the current scope.
    pub(crate) fn declare(&mut self, name: &str, count: Option<u32>, ty: &str) {
        let name = name.trim_start_matches('%');
        let scope = self.scope;
        match count {
            Some(n) => {
                let all = self.ranges.entry(name.to_string()).or_default();
                all.retain(|(s, _, _)| *s != scope);
                all.push((scope, n, ty.to_string()));
            }
            None => {
                let all = self.singles.entry(name.to_string()).or_default();
                all.retain(|(s, _)| *s != scope);
                all.push((scope, ty.to_string()));
            }
        }
    }

    fn add(&mut self, name: String, ty: String) -> VarId {
        let id = VarId(self.names.len());
        self.by_name.insert(name.clone(), id);
        self.names.push(name);
        self.decl.push(ty);
        id
    }

    /// The register `name` (without `%`) as the current scope sees it, if declared.
    pub(crate) fn register(&mut self, name: &str) -> Option<VarId> {
        let mut scope = self.scope;
        loop {
            if let Some(ty) = self.declared_in(scope, name) {
                if scope == 0 {
                    if let Some(v) = self.by_name.get(name) {
                        return Some(*v);
                    }
                    let ty = ty.to_string();
                    return Some(self.add(name.to_string(), ty));
                }
                let key = format!("{name}@{scope}");
                return Some(match self.by_name.get(&key) {
                    Some(v) => *v,
                    None => {
                        let ty = ty.to_string();
                        self.add(key, ty)
                    }
                });
            }
            let parent = self.scope_parents.get(scope as usize).copied().unwrap_or(0);
            if scope == 0 {
                return None;
            }
            scope = parent;
        }
    }

    /// True when `name` is a register `scope` sees (declared there or in an enclosing scope).
    pub(crate) fn declares(&self, mut scope: u32, name: &str) -> bool {
        loop {
            if self.declared_in(scope, name).is_some() {
                return true;
            }
            if scope == 0 {
                return false;
            }
            scope = self.scope_parents.get(scope as usize).copied().unwrap_or(0);
        }
    }

    /// The type `name` is declared with in `scope` itself.
    fn declared_in(&self, scope: u32, name: &str) -> Option<&str> {
        if let Some(all) = self.singles.get(name) {
            if let Some((_, ty)) = all.iter().find(|(s, _)| *s == scope) {
                return Some(ty);
            }
        }
        let digits = name.len() - name.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let (prefix, number) = name.split_at(name.len() - digits);
        let n: u32 = number.parse().ok()?;
        let (_, count, ty) = self
            .ranges
            .get(prefix)?
            .iter()
            .find(|(s, _, _)| *s == scope)?;
        (n < *count).then_some(ty.as_str())
    }

    /// The `.param` slot `name+offset`.
    pub(crate) fn param(&mut self, name: &str, offset: i64, ty: &str) -> VarId {
        let key = format!("{name}+{offset}");
        match self.by_name.get(&key) {
            Some(v) => *v,
            None => self.add(key, ty.to_string()),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.names.len()
    }
}
