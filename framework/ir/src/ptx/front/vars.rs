//! The variables of the SSA renaming: registers declared with `.reg`, and `.param` slots
//! (`name+offset`) through which parameters, call arguments and results flow.

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
    /// `%r<10>` declarations: prefix → (count, type).
    ranges: HashMap<String, (u32, String)>,
    singles: HashMap<String, String>,
}

impl Vars {
    pub(crate) fn declare(&mut self, name: &str, count: Option<u32>, ty: &str) {
        let name = name.trim_start_matches('%');
        match count {
            Some(n) => {
                self.ranges.insert(name.to_string(), (n, ty.to_string()));
            }
            None => {
                self.singles.insert(name.to_string(), ty.to_string());
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

    /// The register `name` (without `%`), if declared.
    pub(crate) fn register(&mut self, name: &str) -> Option<VarId> {
        if let Some(v) = self.by_name.get(name) {
            return Some(*v);
        }
        if let Some(ty) = self.singles.get(name) {
            let ty = ty.clone();
            return Some(self.add(name.to_string(), ty));
        }
        let digits = name.len() - name.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let (prefix, number) = name.split_at(name.len() - digits);
        let n: u32 = number.parse().ok()?;
        let (count, ty) = self.ranges.get(prefix)?;
        (n < *count)
            .then(|| ty.clone())
            .map(|ty| self.add(name.to_string(), ty))
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
