//! Lowering a [`KernelDesc`] to LLVM IR text, with the barrier planner.

use super::{Cond, GenOptions, Index, KernelDesc, Shape, Stmt, Trips};
use crate::interp::{ArgValue, Fill, LaunchConfig, Schedule, WarpSyncModel};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// A generated kernel: the module text, a pseudo-CUDA listing and how to launch it.
#[derive(Clone, Debug)]
pub struct GeneratedKernel {
    /// The module, as LLVM IR text (passes `opt-19 -passes=verify`).
    pub ir: String,
    /// A CUDA-like listing of the kernel; the IR's `!dbg` lines point into it.
    pub source: String,
    /// The file name the debug info names (`gen.cu`).
    pub file_name: String,
    /// The kernel's name.
    pub kernel: String,
    /// How to run it.
    pub launch: LaunchConfig,
    /// Barriers the planner added because the kernel needs them.
    pub planned_barriers: usize,
}

/// The output buffer's array id in the planner.
const OUT: u8 = 100;

/// An access pattern: which slot each thread touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Pat {
    /// A permutation of the thread id: `(tid + k) % n` (kind 0) or `tid ^ k` (kind 1).
    Perm(u8, u32),
    /// Every thread the same slot (constant or uniform index).
    Same,
    /// Thread 0 only.
    Single,
}

fn same_thread(a: Pat, b: Pat) -> bool {
    matches!((a, b), (Pat::Perm(..), Pat::Perm(..)) if a == b)
        || (a == Pat::Single && b == Pat::Single)
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Acc {
    reads: BTreeSet<Pat>,
    writes: BTreeSet<Pat>,
    atomic: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Read,
    Write,
    Atomic,
}

/// The accesses of a barrier interval, per array.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct State(BTreeMap<u8, Acc>);

impl State {
    fn conflicts(&self, array: u8, kind: Kind, pat: Pat) -> bool {
        let Some(a) = self.0.get(&array) else {
            return false;
        };
        match kind {
            Kind::Atomic => !a.reads.is_empty() || !a.writes.is_empty(),
            Kind::Read => a.atomic || a.writes.iter().any(|w| !same_thread(*w, pat)),
            Kind::Write => {
                a.atomic
                    || a.writes.iter().any(|w| !same_thread(*w, pat))
                    || a.reads.iter().any(|r| !same_thread(*r, pat))
            }
        }
    }

    fn conflicts_with(&self, other: &State) -> bool {
        other.0.iter().any(|(array, acc)| {
            (acc.atomic && self.conflicts(*array, Kind::Atomic, Pat::Same))
                || acc
                    .reads
                    .iter()
                    .any(|p| self.conflicts(*array, Kind::Read, *p))
                || acc
                    .writes
                    .iter()
                    .any(|p| self.conflicts(*array, Kind::Write, *p))
        })
    }

    fn add(&mut self, array: u8, kind: Kind, pat: Pat) {
        let a = self.0.entry(array).or_default();
        match kind {
            Kind::Read => {
                a.reads.insert(pat);
            }
            Kind::Write => {
                a.writes.insert(pat);
            }
            Kind::Atomic => a.atomic = true,
        }
    }

    fn union(&mut self, other: &State) {
        for (array, acc) in &other.0 {
            let a = self.0.entry(*array).or_default();
            a.reads.extend(acc.reads.iter().copied());
            a.writes.extend(acc.writes.iter().copied());
            a.atomic |= acc.atomic;
        }
    }
}

/// Accesses since a region's start, up to its first barrier on every path.
#[derive(Clone, Debug, Default)]
struct Tracker {
    acc: State,
    cut: bool,
}

struct Summary {
    /// Uses warp collectives: must not be called under divergent control either.
    warp_ops: bool,
    first: State,
    last: State,
    has_barrier: bool,
}

struct Func {
    lines: Vec<String>,
    label: String,
    scope: u32,
}

struct Lower {
    opts: GenOptions,
    n: u32,
    arrays: u8,
    next: u32,
    src: Vec<String>,
    locs: Vec<(u32, u32)>,
    state: State,
    trackers: Vec<Tracker>,
    helpers: Vec<Summary>,
    planned: usize,
    addr_toggle: bool,
    in_helper: bool,
    warp_ops: bool,
}

impl Lower {
    fn fresh(&mut self, stem: &str) -> String {
        self.next += 1;
        format!("%{stem}{}", self.next)
    }

    fn line(&mut self, depth: usize, text: &str) -> u32 {
        self.src.push(format!("{}{}", "  ".repeat(depth + 1), text));
        self.src.len() as u32
    }

    fn dbg(&mut self, f: &Func, line: u32) -> String {
        let id = match self.locs.iter().position(|l| *l == (line, f.scope)) {
            Some(i) => i,
            None => {
                self.locs.push((line, f.scope));
                self.locs.len() - 1
            }
        };
        format!(", !dbg !{}", 100 + id)
    }

    fn emit(&mut self, f: &mut Func, text: String) {
        f.lines.push(format!("  {text}"));
    }

    fn label(&mut self, f: &mut Func, name: &str) {
        f.lines.push(format!("{}:", &name[1..]));
        f.label = name.to_string();
    }

    fn record(&mut self, array: u8, kind: Kind, pat: Pat) {
        self.state.add(array, kind, pat);
        for t in self.trackers.iter_mut().filter(|t| !t.cut) {
            t.acc.add(array, kind, pat);
        }
    }

    fn barrier(&mut self, f: &mut Func, depth: usize, why: &str) {
        let line = self.line(depth, &format!("__syncthreads();{why}"));
        let d = self.dbg(f, line);
        self.emit(f, format!("call void @llvm.nvvm.barrier0(){d}"));
        self.state = State::default();
        for t in self.trackers.iter_mut() {
            t.cut = true;
        }
    }

    /// Makes room for an access: true when it may be emitted.
    fn plan(
        &mut self,
        f: &mut Func,
        depth: usize,
        divergent: bool,
        array: u8,
        kind: Kind,
        pat: Pat,
    ) -> bool {
        if !self.state.conflicts(array, kind, pat) {
            return true;
        }
        if divergent {
            return false;
        }
        self.planned += 1;
        self.barrier(f, depth, "  // planned");
        true
    }

    fn pattern(&self, index: Index) -> Pat {
        let n = self.n;
        match index {
            Index::Tid => Pat::Perm(0, 0),
            Index::Plus(k) => Pat::Perm(0, u32::from(k) % n),
            Index::Minus(k) => Pat::Perm(0, (n - u32::from(k) % n) % n),
            Index::Xor(k) if u32::from(k) % n == 0 => Pat::Perm(0, 0),
            Index::Xor(k) => Pat::Perm(1, u32::from(k) % n),
            Index::Const(_) | Index::Uniform => Pat::Same,
        }
    }

    /// Emits the index computation; returns the i32 operand and its source text.
    fn index(&mut self, f: &mut Func, index: Index) -> (String, String) {
        let n = self.n;
        match index {
            Index::Tid => ("%tid".into(), "tid".into()),
            Index::Plus(k) | Index::Minus(k) => {
                let k = u32::from(k) % n;
                let add = if matches!(index, Index::Plus(_)) {
                    k
                } else {
                    (n - k) % n
                };
                let a = self.fresh("i");
                let b = self.fresh("i");
                self.emit(f, format!("{a} = add nuw nsw i32 %tid, {add}"));
                self.emit(f, format!("{b} = urem i32 {a}, {n}"));
                let text = if matches!(index, Index::Plus(_)) {
                    format!("(tid + {k}) % {n}")
                } else {
                    format!("(tid + {n} - {k}) % {n}")
                };
                (b, text)
            }
            Index::Xor(k) => {
                let k = u32::from(k) % n;
                let a = self.fresh("i");
                self.emit(f, format!("{a} = xor i32 %tid, {k}"));
                (a, format!("tid ^ {k}"))
            }
            Index::Const(c) => {
                let c = u32::from(c) % n;
                (c.to_string(), c.to_string())
            }
            Index::Uniform => {
                let a = self.fresh("i");
                self.emit(f, format!("{a} = urem i32 %u, {n}"));
                (a, format!("u % {n}"))
            }
        }
    }

    /// A pointer to `s<array>[idx]`, alternating direct `addrspace(3)` and generic forms.
    fn shared_ptr(&mut self, f: &mut Func, array: u8, idx: &str) -> (String, &'static str) {
        let n = self.n;
        self.addr_toggle = !self.addr_toggle;
        let p = self.fresh("p");
        if let Ok(c) = idx.parse::<u32>() {
            // A constant expression, as clang folds constant indices.
            if self.addr_toggle {
                return (
                    format!("getelementptr inbounds ([{n} x i32], ptr addrspace(3) @s{array}, i32 0, i32 {c})"),
                    "ptr addrspace(3)",
                );
            }
            return (
                format!("getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @s{array} to ptr), i64 {})", c * 4),
                "ptr",
            );
        }
        if self.addr_toggle {
            self.emit(f, format!("{p} = getelementptr inbounds [{n} x i32], ptr addrspace(3) @s{array}, i32 0, i32 {idx}"));
            (p, "ptr addrspace(3)")
        } else {
            let w = self.fresh("w");
            self.emit(f, format!("{w} = zext i32 {idx} to i64"));
            self.emit(f, format!("{p} = getelementptr inbounds [{n} x i32], ptr addrspacecast (ptr addrspace(3) @s{array} to ptr), i64 0, i64 {w}"));
            (p, "ptr")
        }
    }

    fn acc_update(&mut self, f: &mut Func, v: &str, d: &str) {
        let a = self.fresh("a");
        let b = self.fresh("a");
        let c = self.fresh("a");
        self.emit(f, format!("{a} = load i32, ptr %acc, align 4"));
        self.emit(f, format!("{b} = mul i32 {a}, 3"));
        self.emit(f, format!("{c} = add i32 {b}, {v}{d}"));
        self.emit(f, format!("store i32 {c}, ptr %acc, align 4"));
    }

    /// `if (tid == 0) { body }` around the emission `body`.
    fn single<F: FnOnce(&mut Self, &mut Func)>(&mut self, f: &mut Func, body: F) {
        let c = self.fresh("c");
        let then = self.fresh("single");
        let join = self.fresh("join");
        self.emit(f, format!("{c} = icmp eq i32 %tid, 0"));
        self.emit(f, format!("br i1 {c}, label {then}, label {join}"));
        self.label(f, &then);
        body(self, f);
        self.emit(f, format!("br label {join}"));
        self.label(f, &join);
    }

    fn stmts(&mut self, f: &mut Func, body: &[Stmt], depth: usize, divergent: bool) {
        for s in body.iter().take(self.opts.max_body) {
            self.stmt(f, s, depth, divergent);
        }
    }

    fn stmt(&mut self, f: &mut Func, s: &Stmt, depth: usize, divergent: bool) {
        let n = self.n;
        // Device functions have no uniform parameter: their "uniform" index is a constant.
        let helper_index = |i: &Index| match i {
            Index::Uniform => Index::Const(3),
            other => *other,
        };
        let owned;
        let s = if self.in_helper {
            owned = match s {
                Stmt::SharedStore { array, index } => Stmt::SharedStore {
                    array: *array,
                    index: helper_index(index),
                },
                Stmt::SharedLoad { array, index } => Stmt::SharedLoad {
                    array: *array,
                    index: helper_index(index),
                },
                Stmt::Atomic { array, index, .. } => Stmt::Atomic {
                    array: *array,
                    index: helper_index(index),
                    global: false,
                },
                other => other.clone(),
            };
            &owned
        } else {
            s
        };
        match s {
            Stmt::SharedStore { array, index } => {
                let a = array % self.arrays;
                let mut pat = self.pattern(*index);
                if pat == Pat::Same {
                    pat = Pat::Single;
                }
                if !self.plan(f, depth, divergent, a, Kind::Write, pat) {
                    return;
                }
                self.record(a, Kind::Write, pat);
                let (idx, text) = self.index(f, *index);
                let single = pat == Pat::Single;
                let line = if single {
                    self.line(depth, &format!("if (tid == 0) s{a}[{text}] = acc;"))
                } else {
                    self.line(depth, &format!("s{a}[{text}] = acc;"))
                };
                let d = self.dbg(f, line);
                let store = move |me: &mut Self, f: &mut Func| {
                    let v = me.fresh("v");
                    me.emit(f, format!("{v} = load i32, ptr %acc, align 4"));
                    let (p, ty) = me.shared_ptr(f, a, &idx);
                    me.emit(f, format!("store i32 {v}, {ty} {p}, align 4{d}"));
                };
                if single {
                    self.single(f, store);
                } else {
                    store(self, f);
                }
            }
            Stmt::SharedLoad { array, index } => {
                let a = array % self.arrays;
                let pat = self.pattern(*index);
                if !self.plan(f, depth, divergent, a, Kind::Read, pat) {
                    return;
                }
                self.record(a, Kind::Read, pat);
                let (idx, text) = self.index(f, *index);
                let line = self.line(depth, &format!("acc = acc * 3 + s{a}[{text}];"));
                let d = self.dbg(f, line);
                let (p, ty) = self.shared_ptr(f, a, &idx);
                let v = self.fresh("v");
                self.emit(f, format!("{v} = load i32, {ty} {p}, align 4{d}"));
                self.acc_update(f, &v, "");
            }
            Stmt::GlobalLoad { offset } if !self.in_helper => {
                let k = offset % 4;
                let line = self.line(depth, &format!("acc = acc * 3 + in[gid + {k}];"));
                let d = self.dbg(f, line);
                let i = self.fresh("g");
                let w = self.fresh("g");
                let p = self.fresh("p");
                let v = self.fresh("v");
                self.emit(f, format!("{i} = add nuw i32 %gid, {k}"));
                self.emit(f, format!("{w} = zext i32 {i} to i64"));
                self.emit(
                    f,
                    format!("{p} = getelementptr inbounds i32, ptr %in, i64 {w}"),
                );
                self.emit(f, format!("{v} = load i32, ptr {p}, align 4{d}"));
                self.acc_update(f, &v, "");
            }
            Stmt::GlobalStore if !self.in_helper => {
                if !self.plan(f, depth, divergent, OUT, Kind::Write, Pat::Perm(0, 0)) {
                    return;
                }
                self.record(OUT, Kind::Write, Pat::Perm(0, 0));
                let line = self.line(depth, "out[gid] = acc < 0 ? 0 : acc;");
                let d = self.dbg(f, line);
                let v = self.fresh("v");
                let c = self.fresh("c");
                let s2 = self.fresh("v");
                let w = self.fresh("g");
                let p = self.fresh("p");
                self.emit(f, format!("{v} = load i32, ptr %acc, align 4"));
                self.emit(f, format!("{c} = icmp slt i32 {v}, 0"));
                self.emit(f, format!("{s2} = select i1 {c}, i32 0, i32 {v}"));
                self.emit(f, format!("{w} = sext i32 %gid to i64"));
                self.emit(
                    f,
                    format!("{p} = getelementptr inbounds i32, ptr %out, i64 {w}"),
                );
                self.emit(f, format!("store i32 {s2}, ptr {p}, align 4{d}"));
            }
            Stmt::GlobalNeighbourLoad if !self.in_helper => {
                if !self.plan(f, depth, divergent, OUT, Kind::Read, Pat::Perm(1, 1)) {
                    return;
                }
                self.record(OUT, Kind::Read, Pat::Perm(1, 1));
                let line = self.line(depth, "acc = acc * 3 + out[gid ^ 1];");
                let d = self.dbg(f, line);
                let i = self.fresh("g");
                let w = self.fresh("g");
                let p = self.fresh("p");
                let v = self.fresh("v");
                self.emit(f, format!("{i} = xor i32 %gid, 1"));
                self.emit(f, format!("{w} = zext i32 {i} to i64"));
                self.emit(
                    f,
                    format!("{p} = getelementptr inbounds i32, ptr %out, i64 {w}"),
                );
                self.emit(f, format!("{v} = load i32, ptr {p}, align 4{d}"));
                self.acc_update(f, &v, "");
            }
            Stmt::GlobalLoad { .. } | Stmt::GlobalStore | Stmt::GlobalNeighbourLoad => {}
            Stmt::Atomic {
                array,
                index,
                global,
            } => {
                let global = *global && !self.in_helper;
                let a = if global { OUT } else { array % self.arrays };
                let pat = self.pattern(*index);
                if !self.plan(f, depth, divergent, a, Kind::Atomic, pat) {
                    return;
                }
                self.record(a, Kind::Atomic, pat);
                let (idx, text) = self.index(f, *index);
                let target = if global {
                    format!("out[blockIdx.x * {n} + {text}]")
                } else {
                    format!("s{a}[{text}]")
                };
                let line = self.line(depth, &format!("acc += atomicAdd(&{target}, 1);"));
                let d = self.dbg(f, line);
                let (p, ty) = if global {
                    let g = self.fresh("g");
                    let w = self.fresh("g");
                    let p = self.fresh("p");
                    self.emit(f, format!("{g} = add nuw i32 %base, {idx}"));
                    self.emit(f, format!("{w} = zext i32 {g} to i64"));
                    self.emit(
                        f,
                        format!("{p} = getelementptr inbounds i32, ptr %out, i64 {w}"),
                    );
                    (p, "ptr")
                } else {
                    self.shared_ptr(f, a, &idx)
                };
                let v = self.fresh("v");
                self.emit(
                    f,
                    format!("{v} = atomicrmw add {ty} {p}, i32 1 monotonic, align 4{d}"),
                );
                self.acc_update(f, &v, "");
            }
            Stmt::Barrier => {
                if divergent && !self.opts.divergent_barriers {
                    return;
                }
                if divergent {
                    // Lint testing: a barrier only some threads reach. Planner state is kept
                    // (the others did not pass it).
                    let line = self.line(depth, "__syncthreads();  // divergent");
                    let d = self.dbg(f, line);
                    self.emit(f, format!("call void @llvm.nvvm.barrier0(){d}"));
                    return;
                }
                self.barrier(f, depth, "");
            }
            Stmt::SyncCount if !divergent => {
                let line = self.line(depth, "acc += __syncthreads_count(acc & 1);");
                let d = self.dbg(f, line);
                let v = self.fresh("v");
                let b = self.fresh("v");
                let r = self.fresh("v");
                self.emit(f, format!("{v} = load i32, ptr %acc, align 4"));
                self.emit(f, format!("{b} = and i32 {v}, 1"));
                self.emit(
                    f,
                    format!("{r} = call i32 @llvm.nvvm.barrier0.popc(i32 {b}){d}"),
                );
                self.acc_update(f, &r, "");
                self.state = State::default();
                for t in self.trackers.iter_mut() {
                    t.cut = true;
                }
            }
            Stmt::SyncWarp if !divergent => {
                let line = self.line(depth, "__syncwarp();");
                let d = self.dbg(f, line);
                self.warp_ops = true;
                self.emit(f, format!("call void @llvm.nvvm.bar.warp.sync(i32 -1){d}"));
            }
            Stmt::Shuffle { delta } if !divergent => {
                let k = delta % 32;
                let line = self.line(depth, &format!("acc += __shfl_down_sync(~0u, acc, {k});"));
                let d = self.dbg(f, line);
                let v = self.fresh("v");
                let r = self.fresh("v");
                self.warp_ops = true;
                self.emit(f, format!("{v} = load i32, ptr %acc, align 4"));
                self.emit(f, format!("{r} = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 {v}, i32 {k}, i32 31){d}"));
                self.acc_update(f, &r, "");
            }
            Stmt::SyncCount | Stmt::SyncWarp | Stmt::Shuffle { .. } => {}
            Stmt::If { cond, then, els } => {
                if depth >= self.opts.max_depth || self.in_helper {
                    return;
                }
                let inner_div = divergent || !cond.is_uniform();
                let c = self.fresh("c");
                let text = match cond {
                    Cond::UniformGt(k) => {
                        self.emit(f, format!("{c} = icmp ugt i32 %u, {}", k % 8));
                        format!("u > {}", k % 8)
                    }
                    Cond::BlockEven => {
                        let b = self.fresh("c");
                        self.emit(f, format!("{b} = and i32 %ctaid, 1"));
                        self.emit(f, format!("{c} = icmp eq i32 {b}, 0"));
                        "blockIdx.x % 2 == 0".to_string()
                    }
                    Cond::TidLess(k) => {
                        let k = u32::from(*k) % n;
                        self.emit(f, format!("{c} = icmp ult i32 %tid, {k}"));
                        format!("tid < {k}")
                    }
                    Cond::TidOdd => {
                        let b = self.fresh("c");
                        self.emit(f, format!("{b} = and i32 %tid, 1"));
                        self.emit(f, format!("{c} = icmp ne i32 {b}, 0"));
                        "tid % 2 == 1".to_string()
                    }
                };
                let line = self.line(depth, &format!("if ({text}) {{"));
                let d = self.dbg(f, line);
                let lt = self.fresh("then");
                let le = self.fresh("else");
                let lj = self.fresh("join");
                self.emit(f, format!("br i1 {c}, label {lt}, label {le}{d}"));
                let s0 = self.state.clone();
                let cuts0: Vec<bool> = self.trackers.iter().map(|t| t.cut).collect();
                self.label(f, &lt);
                self.stmts(f, then, depth + 1, inner_div);
                self.emit(f, format!("br label {lj}"));
                // Under a divergent condition both arms run in the same interval (in different
                // threads): the else-arm is planned against the then-arm's accesses too.
                let s1 = if inner_div {
                    self.state.clone()
                } else {
                    std::mem::replace(&mut self.state, s0)
                };
                let cuts1: Vec<bool> = self.trackers.iter().map(|t| t.cut).collect();
                for (t, c) in self.trackers.iter_mut().zip(&cuts0) {
                    t.cut = *c;
                }
                self.line(depth, "} else {");
                self.label(f, &le);
                self.stmts(f, els, depth + 1, inner_div);
                self.emit(f, format!("br label {lj}"));
                self.state.union(&s1);
                for (t, c) in self.trackers.iter_mut().zip(&cuts1) {
                    t.cut &= *c;
                }
                self.line(depth, "}");
                self.label(f, &lj);
            }
            Stmt::Loop { trips, body } => {
                if depth >= self.opts.max_depth || divergent || self.in_helper {
                    return;
                }
                let pre = f.label.clone();
                let head = self.fresh("loop");
                let exit = self.fresh("exit");
                let i = self.fresh("i");
                let inext = self.fresh("i");
                let cnd = self.fresh("c");
                let (trip_val, text) = match trips {
                    Trips::Const(k) => (
                        (1 + u32::from(*k) % 3).to_string(),
                        format!("{}", 1 + k % 3),
                    ),
                    Trips::Uniform => {
                        let a = self.fresh("t");
                        let b = self.fresh("t");
                        self.emit(f, format!("{a} = and i32 %u, 1"));
                        self.emit(f, format!("{b} = add nuw nsw i32 {a}, 1"));
                        (b, "1 + u % 2".to_string())
                    }
                };
                let line = self.line(depth, &format!("for (int i = 0; i < {text}; i++) {{"));
                let d = self.dbg(f, line);
                self.emit(f, format!("br label {head}{d}"));
                self.label(f, &head);
                let phi_at = f.lines.len();
                self.emit(f, String::new());
                self.trackers.push(Tracker::default());
                self.stmts(f, body, depth + 1, false);
                let tracker = self.trackers.pop().expect("pushed");
                // The back edge: the end of one iteration against the start of the next.
                if self.state.conflicts_with(&tracker.acc) {
                    self.planned += 1;
                    self.barrier(f, depth + 1, "  // planned (loop back edge)");
                }
                let latch = f.label.clone();
                f.lines[phi_at] = format!("  {i} = phi i32 [ 0, {pre} ], [ {inext}, {latch} ]");
                self.emit(f, format!("{inext} = add nuw nsw i32 {i}, 1"));
                self.emit(f, format!("{cnd} = icmp ult i32 {inext}, {trip_val}"));
                self.emit(f, format!("br i1 {cnd}, label {head}, label {exit}"));
                self.line(depth, "}");
                self.label(f, &exit);
            }
            Stmt::Call { helper } => {
                if self.in_helper || self.helpers.is_empty() {
                    return;
                }
                let h = usize::from(*helper) % self.helpers.len();
                let (has_barrier, warp_ops, first, last) = {
                    let s = &self.helpers[h];
                    (s.has_barrier, s.warp_ops, s.first.clone(), s.last.clone())
                };
                if (has_barrier || warp_ops) && divergent {
                    return;
                }
                if self.state.conflicts_with(&first) {
                    if divergent {
                        return;
                    }
                    self.planned += 1;
                    self.barrier(f, depth, "  // planned (before call)");
                }
                let line = self.line(depth, &format!("helper{h}();"));
                let d = self.dbg(f, line);
                self.emit(f, format!("call void @helper{h}(){d}"));
                self.state.union(&first);
                for t in self.trackers.iter_mut().filter(|t| !t.cut) {
                    t.acc.union(&first);
                }
                if has_barrier {
                    for t in self.trackers.iter_mut() {
                        t.cut = true;
                    }
                    self.state = last;
                }
            }
        }
    }

    fn prologue(&mut self, f: &mut Func, shape: Shape, kernel: bool) {
        let n = self.n;
        self.label(f, "%entry");
        self.emit(f, "%acc = alloca i32, align 4".into());
        self.emit(f, "store i32 0, ptr %acc, align 4".into());
        if shape.dims()[1] > 1 {
            self.emit(f, "%tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()".into());
            self.emit(f, "%ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()".into());
            self.emit(f, "%nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()".into());
            self.emit(f, "%ry = mul nuw nsw i32 %ty, %nx".into());
            self.emit(f, "%tid = add nuw nsw i32 %ry, %tx".into());
        } else {
            self.emit(f, "%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()".into());
        }
        if kernel {
            self.emit(
                f,
                "%ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()".into(),
            );
            self.emit(f, format!("%base = mul nuw nsw i32 %ctaid, {n}"));
            self.emit(f, "%gid = add nuw nsw i32 %base, %tid".into());
        }
    }
}

/// Lowers `desc` to a module (see the [module docs](super) for the guarantees).
pub fn lower(desc: &KernelDesc, opts: &GenOptions) -> GeneratedKernel {
    let shape = desc.shape;
    let n = shape.threads();
    let arrays = 1 + desc.arrays % 3;
    let mut lw = Lower {
        opts: *opts,
        n,
        arrays,
        next: 0,
        src: Vec::new(),
        locs: Vec::new(),
        state: State::default(),
        trackers: Vec::new(),
        helpers: Vec::new(),
        planned: 0,
        addr_toggle: false,
        in_helper: false,
        warp_ops: false,
    };
    let [bx, by, _] = shape.dims();
    lw.src.push(format!(
        "// generated by syncflow-fuzz: block {bx}x{by}, {arrays} shared array(s) of {n} ints"
    ));
    for a in 0..arrays {
        lw.src.push(format!("__shared__ int s{a}[{n}];"));
    }
    // Device functions first: their summaries are needed at the call sites.
    let mut funcs = Vec::new();
    for (h, body) in desc.helpers.iter().take(2).enumerate() {
        lw.line(0, &format!("__device__ __noinline__ void helper{h}() {{"));
        let mut f = Func {
            lines: Vec::new(),
            label: String::new(),
            scope: 7 + h as u32,
        };
        lw.in_helper = true;
        lw.warp_ops = false;
        lw.state = State::default();
        lw.trackers = vec![Tracker::default()];
        lw.prologue(&mut f, shape, false);
        lw.stmts(&mut f, body, 0, false);
        lw.emit(&mut f, "ret void".into());
        lw.line(0, "}");
        let tracker = lw.trackers.pop().expect("pushed");
        lw.helpers.push(Summary {
            warp_ops: lw.warp_ops,
            first: tracker.acc,
            last: std::mem::take(&mut lw.state),
            has_barrier: tracker.cut,
        });
        funcs.push((
            format!("define internal void @helper{h}() !dbg !{} {{", 7 + h),
            f.lines,
        ));
    }
    lw.in_helper = false;
    lw.state = State::default();
    lw.trackers.clear();
    let kernel_line = lw.src.len() as u32 + 1;
    lw.line(
        0,
        "__global__ void kernel(const int *in, int *out, int u) {",
    );
    let mut f = Func {
        lines: Vec::new(),
        label: String::new(),
        scope: 6,
    };
    lw.prologue(&mut f, shape, true);
    lw.stmts(&mut f, &desc.body, 0, false);
    lw.emit(&mut f, "ret void".into());
    lw.line(0, "}");
    let noalias = if desc.noalias { "noalias " } else { "" };
    funcs.push((
        format!("define void @kernel(ptr {noalias}%in, ptr {noalias}%out, i32 %u) !dbg !6 {{"),
        f.lines,
    ));

    let mut ir = String::new();
    let _ = writeln!(ir, "; generated by syncflow-fuzz");
    let _ = writeln!(ir, "target triple = \"nvptx64-nvidia-cuda\"\n");
    for a in 0..arrays {
        let _ = writeln!(
            ir,
            "@s{a} = internal addrspace(3) global [{n} x i32] undef, align 4"
        );
    }
    for (header, lines) in &funcs {
        let _ = writeln!(ir, "\n{header}");
        for l in lines {
            let _ = writeln!(ir, "{l}");
        }
        let _ = writeln!(ir, "}}");
    }
    ir.push_str(
        "\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n\
         declare void @llvm.nvvm.barrier0() #0\n\
         declare i32 @llvm.nvvm.barrier0.popc(i32) #0\n\
         declare void @llvm.nvvm.bar.warp.sync(i32) #0\n\
         declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #0\n\n\
         attributes #0 = { convergent nounwind }\n\n\
         !nvvm.annotations = !{!0}\n\
         !llvm.dbg.cu = !{!1}\n\
         !llvm.module.flags = !{!3}\n\
         !0 = !{ptr @kernel, !\"kernel\", i32 1}\n\
         !1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: \"syncflow-fuzz\", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)\n\
         !2 = !DIFile(filename: \"gen.cu\", directory: \".\")\n\
         !3 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
         !4 = !DISubroutineType(types: !5)\n\
         !5 = !{}\n",
    );
    let _ = writeln!(
        ir,
        "!6 = distinct !DISubprogram(name: \"kernel\", scope: !2, file: !2, line: {kernel_line}, type: !4, scopeLine: {kernel_line}, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)"
    );
    for h in 0..funcs.len() - 1 {
        let _ = writeln!(
            ir,
            "!{} = distinct !DISubprogram(name: \"helper{h}\", scope: !2, file: !2, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)",
            7 + h
        );
    }
    for (i, (line, scope)) in lw.locs.iter().enumerate() {
        let _ = writeln!(
            ir,
            "!{} = !DILocation(line: {line}, column: 3, scope: !{scope})",
            100 + i
        );
    }
    let cta = u32::from(desc.uniform_value & 1);
    let launch = LaunchConfig {
        grid: [2, 1, 1],
        ctas: vec![[cta, 0, 0]],
        args: vec![
            ArgValue::Buffer {
                bytes: u64::from(2 * n + 8) * 4,
                fill: Fill::Pattern(1),
            },
            ArgValue::Buffer {
                bytes: u64::from(2 * n) * 4,
                fill: Fill::Zero,
            },
            ArgValue::Int(i64::from(desc.uniform_value)),
        ],
        step_limit: 5_000_000,
        schedule: Schedule::RoundRobin { quantum: 1000 },
        warp_sync: WarpSyncModel::Ordering,
        ..LaunchConfig::new(shape.dims())
    };
    let mut source = lw.src.join("\n");
    source.push('\n');
    GeneratedKernel {
        ir,
        source,
        file_name: "gen.cu".into(),
        kernel: "kernel".into(),
        launch,
        planned_barriers: lw.planned,
    }
}
