//! The independent checker: re-verifies a [`Certificate`] against the module by direct path
//! search.
//!
//! The checker trusts nothing the producer computed. It resolves every barrier the certificate
//! names, recomputes the instruction effects from the module, and searches the paths
//! instruction by instruction (its own code: no dataflow solution, no dominator tree, not the
//! producer's walk):
//!
//! - **Dominator** `D`: every path backward from the barrier, passing anything but `D`, must
//!   end at `D` — never at the function entry (that would be a path avoiding `D`: `D` does not
//!   dominate) — and meet no access.
//! - **PostDominator** `P`: every path forward must end at `P`, never at a `ret` or
//!   `unreachable`, with no access.
//! - **Reaching** / **Reached**: the search stops at every full barrier still present (the
//!   certificate's `assumes_removed` and the barrier itself are gone); the barriers it stops
//!   at must be exactly the ones named, the entry (exit) must be reached exactly when the
//!   certificate says so, it must be clean under the boundary rule, and no access may be met.
//!
//! In every case the set of blocks the search visits must equal the certificate's region, and
//! each recorded condition that can be re-derived from the module (operands, barrier ids, loop
//! depths, reducibility) is. `Uniform` is taken on trust: it comes from the divergence oracle
//! the producer was given.

use super::certificate::{BarrierRef, Boundary, Certificate, Condition, Proof};
use crate::memory::{EffectOptions, EffectTable, InstEffect};
use std::collections::BTreeSet;
use std::fmt;
use syncflow_framework::graph::{BlockId, Cfg, CycleInfo};
use syncflow_ir::{BarrierKind, Function, FunctionId, InstId, Module, Opcode};

/// Why a certificate is rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// The certificate names a function, block or instruction the module does not have, or a
    /// line that does not match.
    BadReference(String),
    /// A named barrier is not the kind the proof needs.
    WrongKind(String),
    /// The certificate was made under other effect options than the checker's.
    OptionsMismatch,
    /// A path meets an access (at this instruction).
    AccessOnPath(String),
    /// A path from the function entry avoids the named dominator.
    NotDominated(String),
    /// A path to an exit avoids the named post-dominator.
    NotPostDominated(String),
    /// The barriers the paths meet are not the named ones.
    BarrierSetMismatch {
        /// Named but not met.
        claimed_only: Vec<String>,
        /// Met but not named.
        found_only: Vec<String>,
    },
    /// The entry/exit flag is wrong, or a device function's boundary is reached.
    Boundary(String),
    /// The region is not the set of blocks on the paths.
    RegionMismatch {
        /// Blocks on some path that the certificate leaves out.
        missing: Vec<String>,
        /// Blocks in the certificate on no path.
        extra: Vec<String>,
    },
    /// A recorded condition does not hold.
    Condition(String),
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::BadReference(s) => write!(f, "bad reference: {s}"),
            CheckError::WrongKind(s) => write!(f, "wrong kind of barrier: {s}"),
            CheckError::OptionsMismatch => f.write_str("made under other effect options"),
            CheckError::AccessOnPath(s) => write!(f, "an access lies on a path: {s}"),
            CheckError::NotDominated(s) => write!(f, "not dominated: {s}"),
            CheckError::NotPostDominated(s) => write!(f, "not post-dominated: {s}"),
            CheckError::BarrierSetMismatch {
                claimed_only,
                found_only,
            } => write!(
                f,
                "barrier set differs: named but not met {claimed_only:?}, met but not named {found_only:?}"
            ),
            CheckError::Boundary(s) => write!(f, "boundary: {s}"),
            CheckError::RegionMismatch { missing, extra } => {
                write!(f, "region differs: missing {missing:?}, extra {extra:?}")
            }
            CheckError::Condition(s) => write!(f, "condition fails: {s}"),
        }
    }
}

impl std::error::Error for CheckError {}

/// Checks certificates against one module.
pub struct Checker<'m> {
    module: &'m Module,
    table: EffectTable,
    options: EffectOptions,
}

/// What one search found.
struct Found {
    stops: BTreeSet<InstId>,
    boundary: bool,
    unreachable: bool,
    blocks: BTreeSet<BlockId>,
}

/// One function, resolved.
struct Scope<'m> {
    func: &'m Function,
    cfg: Cfg,
    effects: Vec<InstEffect>,
}

impl Scope<'_> {
    fn describe(&self, i: InstId) -> String {
        let inst = &self.func.insts[i];
        let block = &self.func.blocks[inst.block];
        let at = format!("%{}[{}]", block.name, self.func.index_in_block(i));
        match inst.debug_loc {
            Some(l) => format!("{at} (line {})", l.line),
            None => at,
        }
    }

    fn resolve(&self, r: &BarrierRef) -> Result<InstId, CheckError> {
        r.resolve(self.func).ok_or_else(|| {
            CheckError::BadReference(format!("{} in @{}", r.describe(), self.func.name))
        })
    }

    /// Every path from `from` (exclusive), one instruction at a time, backward or forward,
    /// until `stop`; `skip` is the barrier under test (passed through). Fails at the first
    /// access.
    fn search(
        &self,
        from: InstId,
        backward: bool,
        stop: &dyn Fn(InstId) -> bool,
    ) -> Result<Found, CheckError> {
        self.search_with(from, backward, stop, true)
    }

    /// [`search`](Self::search), optionally passing through accesses (to ask only about
    /// reachability).
    fn search_with(
        &self,
        from: InstId,
        backward: bool,
        stop: &dyn Fn(InstId) -> bool,
        fail_on_access: bool,
    ) -> Result<Found, CheckError> {
        let mut found = Found {
            stops: BTreeSet::new(),
            boundary: false,
            unreachable: false,
            blocks: BTreeSet::from([self.func.insts[from].block]),
        };
        let mut seen = vec![false; self.func.insts.len()];
        let mut todo: Vec<InstId> = Vec::new();
        self.step(from, backward, &mut todo, &mut found);
        while let Some(i) = todo.pop() {
            if std::mem::replace(&mut seen[i.index()], true) {
                continue;
            }
            found.blocks.insert(self.func.insts[i].block);
            if i != from {
                if stop(i) {
                    found.stops.insert(i);
                    continue;
                }
                if fail_on_access
                    && matches!(&self.effects[i.index()], InstEffect::Accesses(l) if !l.is_empty())
                {
                    return Err(CheckError::AccessOnPath(self.describe(i)));
                }
                if !backward && matches!(self.func.insts[i].opcode, Opcode::Unreachable) {
                    found.unreachable = true;
                    continue;
                }
            }
            self.step(i, backward, &mut todo, &mut found);
        }
        Ok(found)
    }

    /// Pushes the instructions that come right before (after) `i` on some path.
    fn step(&self, i: InstId, backward: bool, todo: &mut Vec<InstId>, found: &mut Found) {
        let block_id = self.func.insts[i].block;
        let block = &self.func.blocks[block_id];
        if backward {
            if i != block.first {
                todo.push(InstId::new(i.index() - 1));
                return;
            }
            if block_id == self.cfg.entry() {
                found.boundary = true;
            }
            for &p in self.cfg.predecessors(block_id) {
                todo.push(self.func.blocks[p].terminator());
            }
        } else {
            if i != block.terminator() {
                todo.push(InstId::new(i.index() + 1));
                return;
            }
            let succ = self.cfg.successors(block_id);
            if succ.is_empty() && !matches!(self.func.insts[i].opcode, Opcode::Unreachable) {
                found.boundary = true;
            }
            for &s in succ {
                todo.push(self.func.blocks[s].first);
            }
        }
    }
}

impl<'m> Checker<'m> {
    /// A checker for certificates about `module` made under effect `options`.
    pub fn new(module: &'m Module, options: EffectOptions) -> Self {
        Checker {
            module,
            table: EffectTable::new(module, options),
            options,
        }
    }

    fn scope(&self, name: &str) -> Result<(FunctionId, Scope<'m>), CheckError> {
        let f = self
            .module
            .function_by_name(name)
            .filter(|f| self.module.functions[*f].is_defined)
            .ok_or_else(|| CheckError::BadReference(format!("no defined function @{name}")))?;
        let func = &self.module.functions[f];
        Ok((
            f,
            Scope {
                func,
                cfg: func.cfg(),
                effects: self.table.function_effects(self.module, f),
            },
        ))
    }

    /// Re-verifies `cert`; `Ok(())` when every claim holds.
    pub fn check(&self, cert: &Certificate) -> Result<(), CheckError> {
        if cert.ignore_call_safety != self.options.ignore_call_safety
            || cert.ignore_address_space_check != self.options.ignore_address_space_check
        {
            return Err(CheckError::OptionsMismatch);
        }
        let (f, s) = self.scope(&cert.function)?;
        let func = s.func;
        let b = s.resolve(&cert.barrier)?;
        // In a kernel read through its LDS projection the groups are candidates
        // (`crate::memory::lds_projection`): the checker's own table says which kernels.
        let kind = |i: InstId| {
            self.module
                .barrier(func, i)
                .map(|x| match s.effects[i.index()] {
                    InstEffect::Barrier(BarrierKind::Candidate) if self.table.is_projected(f) => {
                        BarrierKind::Candidate
                    }
                    _ => x.kind,
                })
        };
        if kind(b) != Some(BarrierKind::Candidate) {
            return Err(CheckError::WrongKind(format!(
                "{} is not a removable barrier",
                s.describe(b)
            )));
        }
        let mut gone = BTreeSet::from([b]);
        for r in &cert.assumes_removed {
            let i = s.resolve(r)?;
            if kind(i) != Some(BarrierKind::Candidate) {
                return Err(CheckError::WrongKind(format!(
                    "{} is assumed removed but is not a removable barrier",
                    s.describe(i)
                )));
            }
            gone.insert(i);
        }
        let present =
            |i: InstId| kind(i).is_some_and(BarrierKind::separates_intervals) && !gone.contains(&i);
        let clean_boundary = func.is_kernel || cert.boundary == Boundary::Clean;
        let named = |r: &BarrierRef| -> Result<InstId, CheckError> {
            let i = s.resolve(r)?;
            if !present(i) {
                return Err(CheckError::WrongKind(format!(
                    "{} is not a full barrier present in the program",
                    s.describe(i)
                )));
            }
            Ok(i)
        };
        let (found, other) = match &cert.proof {
            Proof::Dominator { dominator } => {
                let d = named(dominator)?;
                // Dominance first (reachability only), then the accesses.
                let f = s.search_with(b, true, &|i| i == d, false)?;
                if f.boundary {
                    return Err(CheckError::NotDominated(format!(
                        "a path from the entry reaches {} without passing {}",
                        s.describe(b),
                        s.describe(d)
                    )));
                }
                (s.search(b, true, &|i| i == d)?, Some(d))
            }
            Proof::PostDominator { post_dominator } => {
                let p = named(post_dominator)?;
                let f = s.search_with(b, false, &|i| i == p, false)?;
                if f.boundary || f.unreachable {
                    return Err(CheckError::NotPostDominated(format!(
                        "a path from {} ends without passing {}",
                        s.describe(b),
                        s.describe(p)
                    )));
                }
                (s.search(b, false, &|i| i == p)?, Some(p))
            }
            Proof::Reaching { barriers, entry }
            | Proof::Reached {
                barriers,
                exit: entry,
            } => {
                let backward = matches!(cert.proof, Proof::Reaching { .. });
                let f = s.search(b, backward, &present)?;
                let mut claimed = BTreeSet::new();
                for r in barriers {
                    claimed.insert(named(r)?);
                }
                if claimed != f.stops {
                    return Err(CheckError::BarrierSetMismatch {
                        claimed_only: claimed
                            .difference(&f.stops)
                            .map(|&i| s.describe(i))
                            .collect(),
                        found_only: f
                            .stops
                            .difference(&claimed)
                            .map(|&i| s.describe(i))
                            .collect(),
                    });
                }
                let edge = if backward { "entry" } else { "exit" };
                if f.boundary != *entry {
                    return Err(CheckError::Boundary(format!(
                        "the certificate says the {edge} is {}reached; it is {}",
                        if *entry { "" } else { "not " },
                        if f.boundary { "reached" } else { "not reached" }
                    )));
                }
                if f.boundary && !clean_boundary {
                    return Err(CheckError::Boundary(format!(
                        "a path reaches the {edge} of device function @{}, which is not clean",
                        func.name
                    )));
                }
                (f, None)
            }
        };
        let region: BTreeSet<&str> = cert.region.iter().map(String::as_str).collect();
        let visited: BTreeSet<&str> = found
            .blocks
            .iter()
            .map(|&x| func.blocks[x].name.as_str())
            .collect();
        if region != visited {
            return Err(CheckError::RegionMismatch {
                missing: visited.difference(&region).map(|x| x.to_string()).collect(),
                extra: region.difference(&visited).map(|x| x.to_string()).collect(),
            });
        }
        self.check_conditions(&s, cert, b, other)
    }

    fn check_conditions(
        &self,
        s: &Scope<'_>,
        cert: &Certificate,
        b: InstId,
        other: Option<InstId>,
    ) -> Result<(), CheckError> {
        let need_pair = |c: &Condition| {
            other.ok_or_else(|| {
                CheckError::Condition(format!(
                    "{c:?} needs a dominating or post-dominating barrier"
                ))
            })
        };
        let mut cycles = None;
        for c in &cert.conditions {
            match c {
                // Established by the search itself.
                Condition::Dominates | Condition::PostDominates | Condition::NoAccess => {}
                Condition::Uniform => {}
                Condition::SameOperands => {
                    let o = need_pair(c)?;
                    let (bo, bb) = (
                        self.module.barrier(s.func, o),
                        self.module.barrier(s.func, b),
                    );
                    let same = bo.map(|x| x.intrinsic) == bb.map(|x| x.intrinsic)
                        && s.func.insts[o].call_args() == s.func.insts[b].call_args();
                    if !same {
                        return Err(CheckError::Condition(format!(
                            "{} and {} differ in intrinsic or operands",
                            s.describe(o),
                            s.describe(b)
                        )));
                    }
                }
                Condition::SameBarrierId => {
                    let o = need_pair(c)?;
                    if self.module.barrier(s.func, o).map(|x| x.kind)
                        != Some(BarrierKind::Candidate)
                    {
                        return Err(CheckError::Condition(format!(
                            "{} is not a full-CTA barrier with id 0",
                            s.describe(o)
                        )));
                    }
                }
                Condition::SameLoopDepth { depth } => {
                    let o = need_pair(c)?;
                    let ci = cycles.get_or_insert_with(|| CycleInfo::new(&s.cfg));
                    let (db, dd) = (
                        ci.depth(s.func.insts[b].block),
                        ci.depth(s.func.insts[o].block),
                    );
                    if db != *depth || dd != *depth {
                        return Err(CheckError::Condition(format!(
                            "loop depths are {db} and {dd}, not {depth}"
                        )));
                    }
                }
                Condition::Reducible => {
                    let ci = cycles.get_or_insert_with(|| CycleInfo::new(&s.cfg));
                    let blocks = [Some(b), other]
                        .into_iter()
                        .flatten()
                        .map(|i| s.func.insts[i].block);
                    for block in blocks {
                        let mut c = ci.innermost_cycle(block);
                        while let Some(id) = c {
                            if !ci.cycle(id).is_reducible() {
                                return Err(CheckError::Condition(format!(
                                    "%{} is in an irreducible cycle",
                                    s.func.blocks[block].name
                                )));
                            }
                            c = ci.cycle(id).parent();
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks the certificates of one run in order; the first failure, with its index.
    pub fn check_all<'c>(
        &self,
        certs: impl IntoIterator<Item = &'c Certificate>,
    ) -> Result<usize, (usize, CheckError)> {
        let mut n = 0;
        for (k, c) in certs.into_iter().enumerate() {
            self.check(c).map_err(|e| (k, e))?;
            n += 1;
        }
        Ok(n)
    }
}
