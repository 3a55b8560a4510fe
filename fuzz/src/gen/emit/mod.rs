//! Lowering a [`KernelDesc`] to LLVM IR text, with the barrier planner.
//!
//! Every access is admitted by `Lower::admit` (the planner: a barrier where one is needed,
//! then the access recorded) and every listing line written by `Lower::source_line` (which
//! returns its `!dbg`); pointers come from `shared_ptr`, `global_ptr` and carved.rs's
//! `carved_ptr`; conditional blocks from branches.rs; statements from statement.rs.

use super::{Cond, GenOptions, Index, KernelDesc, Shape, Stmt, Trips};
use crate::interp::{ArgValue, Fill, LaunchConfig, Schedule, WarpSyncModel};
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
    /// Barriers the planner added because the kernel needs them (with
    /// [`GenOptions::sync_idioms`], also the idioms' required barriers).
    pub planned_barriers: usize,
    /// The synchronization idioms emitted ([`GenOptions::sync_idioms`]), in order.
    pub idioms: Vec<Idiom>,
    /// The ring loops emitted ([`GenOptions::multi_buffer`]), in order: ring `r` is the
    /// shared array `@ring<r>`.
    pub rings: Vec<RingLoop>,
    /// The warp-specialized loops emitted ([`GenOptions::warp_specialized`]).
    pub warp_loops: Vec<WarpLoop>,
    /// The mbarrier ring loops emitted ([`GenOptions::mbarrier_ring`]).
    pub mbar_rings: Vec<MbarRing>,
}

/// The output buffer's array id in the planner.
const OUT: u8 = 100;

mod acc;
mod amdgpu;
mod async_matrix;
mod async_ring;
mod branches;
mod carved;
mod declarations;
mod forms;
mod globals;
mod hopper;
mod idioms;
mod idioms_grid;
mod idioms_warp;
mod lds_groups;
mod mbar_ring;
mod multi_buffer;
mod pick;
mod pointer_ring;
mod target;
mod warp_loop;
mod warp_two_stage;

pub use idioms::{lower_with_idioms, Idiom, Reduction, Signal, StoreOrder, SPIN_TRIPS};
pub use mbar_ring::{MbarKind, MbarRing};
pub use multi_buffer::{RingKind, RingLoop, StageForm};
pub use target::Target;
pub use warp_loop::{WarpKind, WarpLoop};

use async_matrix::SharedCopy;
use hopper::{Completion, InFlight};
mod plan;
mod prologue;
mod statement;
mod wmma;

use lds_groups::LDS_MMRA;
use plan::{Kind, Pat, State};

/// Accesses since a region's start, up to its first barrier on every path.
#[derive(Clone, Debug, Default)]
struct Tracker {
    acc: State,
    cut: bool,
    /// A barrier that orders global memory too has been met: after a barrier narrowed to LDS
    /// only (`cut` but not this), global accesses still join `acc` (`lds_groups.rs`).
    global_cut: bool,
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
    /// The block's dimensions.
    dims: [u32; 3],
    arrays: u8,
    next: u32,
    src: Vec<String>,
    locs: Vec<(u32, u32)>,
    state: State,
    trackers: Vec<Tracker>,
    helpers: Vec<Summary>,
    planned: usize,
    addr_toggle: bool,
    asm_turn: u32,
    in_helper: bool,
    warp_ops: bool,
    /// Asynchronous operations in flight (their accesses stay in the planner's state across
    /// barriers until a wait completes them).
    copies_in_flight: Vec<InFlight>,
    /// The state token of the mbarrier copy in flight (one at a time per thread).
    mbarrier_token: Option<String>,
    /// The guard of that copy's wait (thread 0's TMA load: `tid == 0`).
    mbarrier_guard: Option<String>,
    hopper_turn: u32,
    tma_turn: u32,
    async_turn: u32,
    wait_turn: u32,
    matrix_turn: u32,
    wmma_turn: u32,
    /// A `wmma.store` of `@wt` was emitted: the kernel ends reading the tiles back.
    wmma_stored: bool,
    /// The idioms' shared arrays `y<k>`: element type and length.
    idiom_arrays: Vec<(&'static str, u32)>,
    /// The instances with a cluster mbarrier `yb<k>`.
    cluster_mbarriers: Vec<usize>,
    /// The carved buffer's layout ([`GenOptions::carved_buffers`]).
    carving: Option<carved::Carving>,
    carve_turn: u32,
    /// The enclosing loops, innermost last: the iteration's frame and the induction variable.
    loop_frames: Vec<(u32, String)>,
    next_frame: u32,
    /// The ring loops emitted so far ([`GenOptions::multi_buffer`]).
    rings: Vec<RingLoop>,
    warp_loops: Vec<WarpLoop>,
    mbar_rings: Vec<MbarRing>,
    /// Turns the ring accesses' address forms.
    ring_turn: u32,
    /// The draws of [`GenOptions::lds_groups`] (`lds_groups.rs`): `None` when it is off.
    lds_pick: Option<pick::Pick>,
    /// Which eligible barriers are narrowed: 0 all, 1 every other one, 2 by a coin.
    lds_mode: usize,
    lds_turn: u32,
    lds_narrowed: u32, // barriers narrowed so far
}

impl Lower {
    fn fresh(&mut self, stem: &str) -> String {
        self.next += 1;
        format!("%{stem}{}", self.next)
    }

    /// `N` [`fresh`](Self::fresh) registers of one stem, numbered in order.
    fn fresh_n<const N: usize>(&mut self, stem: &str) -> [String; N] {
        std::array::from_fn(|_| self.fresh(stem))
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

    /// Writes `text` as the listing's next line (at `depth`) and returns the `!dbg` suffix
    /// that places an instruction of `f` on it.
    fn source_line(&mut self, f: &Func, depth: usize, text: &str) -> String {
        let line = self.line(depth, text);
        self.dbg(f, line)
    }

    fn emit(&mut self, f: &mut Func, text: String) {
        f.lines.push(format!("  {text}"));
    }

    fn label(&mut self, f: &mut Func, name: &str) {
        f.lines.push(format!("{}:", &name[1..]));
        f.label = name.to_string();
    }

    fn barrier(&mut self, f: &mut Func, depth: usize, why: &str) {
        let narrowed = self.narrow_next();
        let text = if narrowed {
            format!("__syncthreads_lds();{why}")
        } else {
            format!("__syncthreads();{why}")
        };
        let d = self.source_line(f, depth, &text);
        let tag = if narrowed { LDS_MMRA } else { "" };
        for inst in self.opts.target.barrier(&d) {
            let inst = if inst.starts_with("fence") {
                format!("{inst}{tag}")
            } else {
                inst
            };
            self.emit(f, inst);
        }
        self.cut_state();
        for t in self.trackers.iter_mut() {
            t.cut = true;
            t.global_cut |= !narrowed;
        }
    }

    /// A CTA barrier starts a new interval: the planner forgets the accesses made so far,
    /// except the copies still in flight, which may yet land in it.
    pub(super) fn cut_state(&mut self) {
        self.state = State::default();
        for c in self.copies_in_flight.clone() {
            self.state.add(c.array, c.kind, c.pat);
        }
    }

    /// `&in[gid + k]`.
    pub(super) fn input_ptr(&mut self, f: &mut Func, k: u32) -> String {
        let i = self.fresh("g");
        self.emit(f, format!("{i} = add nuw i32 %gid, {k}"));
        self.global_ptr(f, "%in", &i, "zext")
    }

    /// `&buffer[index]` in a global `i32` buffer (`%in`, `%out`), the `i32` register `index`
    /// widened by `ext` (`zext`, `sext`); its type is the target's
    /// [`global_ptr_ty`](Target::global_ptr_ty).
    fn global_ptr(&mut self, f: &mut Func, buffer: &str, index: &str, ext: &str) -> String {
        let w = self.fresh("g");
        let p = self.fresh("p");
        let ty = self.opts.target.global_ptr_ty();
        self.emit(f, format!("{w} = {ext} i32 {index} to i64"));
        self.emit(
            f,
            format!("{p} = getelementptr inbounds i32, {ty} {buffer}, i64 {w}"),
        );
        p
    }

    /// Makes room for an access and records it in the planner's state: true when it may be
    /// emitted, after a planned barrier if it conflicts with the interval's accesses; false
    /// (nothing recorded) when that barrier would stand in divergent code.
    fn admit(
        &mut self,
        f: &mut Func,
        depth: usize,
        divergent: bool,
        array: u8,
        kind: Kind,
        pat: Pat,
    ) -> bool {
        if self
            .state
            .conflicts_sharing(array, kind, pat, &self.partners(array))
        {
            if divergent {
                return false;
            }
            self.planned += 1;
            self.barrier(f, depth, "  // planned");
        }
        self.state.add(array, kind, pat);
        for t in self.trackers.iter_mut() {
            if !t.cut || (!t.global_cut && array == OUT) {
                t.acc.add(array, kind, pat);
            }
        }
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
            Index::Column if self.dims[1] > 1 => Pat::Column,
            Index::Column | Index::Tile => Pat::Perm(0, 0),
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
                let c = const_index(c, n);
                (c.to_string(), c.to_string())
            }
            Index::Uniform => {
                let a = self.fresh("i");
                self.emit(f, format!("{a} = urem i32 %u, {n}"));
                (a, format!("u % {n}"))
            }
            Index::Column if self.dims[1] > 1 => ("%tx".into(), "threadIdx.x".into()),
            Index::Tile if self.dims[1] > 1 => {
                let width = self.dims[0];
                let a = self.fresh("i");
                let b = self.fresh("i");
                self.emit(f, format!("{a} = mul nuw nsw i32 %ty, {width}"));
                self.emit(f, format!("{b} = add nuw nsw i32 {a}, %tx"));
                (b, format!("threadIdx.y * {width} + threadIdx.x"))
            }
            Index::Column | Index::Tile => ("%tid".into(), "tid".into()),
        }
    }

    /// A pointer to `s<array>[idx]`, alternating direct `addrspace(3)` and generic forms.
    fn shared_ptr(&mut self, f: &mut Func, array: u8, idx: &str) -> (String, &'static str) {
        let n = self.n;
        if let Some(offset) = self.carving.as_ref().map(|c| c.offsets[usize::from(array)]) {
            return self.carved_ptr(f, offset, n, idx);
        }
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
}

/// The constant index of `Index::Const(c)` in an array of `n`: slot 0 (thread 0's own slot
/// under `if (tid == 0)`, docs/design.md §4.2) for a quarter of the values, else `c % n`.
fn const_index(c: u8, n: u32) -> u32 {
    if c.is_multiple_of(4) {
        0
    } else {
        u32::from(c) % n
    }
}

/// Lowers `desc` to a module (see the [module docs](super) for the guarantees).
pub fn lower(desc: &KernelDesc, opts: &GenOptions) -> GeneratedKernel {
    lower_inner(desc, opts, None)
}

/// [`lower`], with these idioms after the body instead of the ones drawn from `desc`.
fn lower_inner(desc: &KernelDesc, opts: &GenOptions, forced: Option<&[Idiom]>) -> GeneratedKernel {
    let shape = desc.shape;
    let n = shape.threads();
    // Carved buffers have two or three tiles (one tile has no neighbour to be apart from).
    let arrays = if opts.carved_buffers {
        2 + desc.arrays % 2
    } else {
        1 + desc.arrays % 3
    };
    let carving = opts.carved_buffers.then(|| {
        let layout = match (desc.uniform_value >> 1) % 3 {
            0 => carved::Layout::Adjacent,
            1 => carved::Layout::Stages,
            _ => carved::Layout::Overlapping,
        };
        carved::Carving::new(layout, arrays, n)
    });
    let mut lw = Lower {
        opts: *opts,
        n,
        dims: shape.dims(),
        arrays,
        next: 0,
        src: Vec::new(),
        locs: Vec::new(),
        state: State::default(),
        trackers: Vec::new(),
        helpers: Vec::new(),
        planned: 0,
        addr_toggle: false,
        asm_turn: 0,
        in_helper: false,
        warp_ops: false,
        copies_in_flight: Vec::new(),
        mbarrier_token: None,
        mbarrier_guard: None,
        hopper_turn: 0,
        tma_turn: 0,
        async_turn: 0,
        wait_turn: 0,
        matrix_turn: 0,
        wmma_turn: 0,
        wmma_stored: false,
        idiom_arrays: Vec::new(),
        cluster_mbarriers: Vec::new(),
        carving,
        carve_turn: 0,
        loop_frames: Vec::new(),
        next_frame: 0,
        rings: Vec::new(),
        warp_loops: Vec::new(),
        mbar_rings: Vec::new(),
        ring_turn: 0,
        lds_pick: None,
        lds_mode: 0,
        lds_turn: 0,
        lds_narrowed: 0,
    };
    lw.start_lds_groups(desc);
    let [bx, by, _] = shape.dims();
    lw.src.push(format!(
        "// generated by syncflow-fuzz: block {bx}x{by}, {arrays} shared array(s) of {n} ints"
    ));
    match &lw.carving {
        Some(c) => {
            lw.src.push(format!(
                "extern __shared__ char global_smem[];  // {:?} tiles",
                c.layout
            ));
            for (a, off) in c.offsets.iter().enumerate() {
                lw.src.push(format!(
                    "int *s{a} = (int *)(global_smem + {off});  // {n} ints"
                ));
            }
            lw.src.push(format!(
                "int *w = (int *)(global_smem + {});  // {} ints, indexed from loop-carried bases",
                c.window, c.window_len
            ));
        }
        None => {
            for a in 0..arrays {
                lw.src.push(format!("__shared__ int s{a}[{n}];"));
            }
        }
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
            format!(
                "define internal void @helper{h}() {}!dbg !{} {{",
                if opts.target.is_amdgpu() { "#2 " } else { "" },
                7 + h
            ),
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
    let chosen = lw.body_with_idioms(&mut f, desc, forced);
    lw.wmma_read_back(&mut f);
    lw.emit(&mut f, "ret void".into());
    lw.line(0, "}");
    let noalias = if desc.noalias { "noalias " } else { "" };
    // XLA and Triton state every kernel's block; carved kernels do too, except in the
    // 4 KiB-stage layout, whose tiles are apart under the hardware's limits alone.
    let carved_fact = lw
        .carving
        .as_ref()
        .is_some_and(|c| c.layout != carved::Layout::Stages);
    // Pipelined kernels state their block (`__launch_bounds__`, Triton's reqntid); ring
    // kernels do three times in four, so a slot `tid` lies within one stage of its ring
    // rather than anywhere under the hardware's 1,024 threads (the rest judge that case).
    let ring_fact = !lw.rings.is_empty() && !(desc.uniform_value >> 2).is_multiple_of(4)
        // Named barriers count the block's threads: warp-specialized kernels state it.
        || !lw.warp_loops.is_empty()
        || !lw.mbar_rings.is_empty();
    // The block goes into `!nvvm.annotations` too, as NVVM states it: llc-19 ignores the
    // attribute when it writes PTX, and prints `.reqntid X, Y, 1` from the annotation, so a
    // campaign through llc's PTX (`--via-ptx`) judges the same fact as one on the `.ll`.
    let (fact, annotation) = if opts.target.is_amdgpu() {
        // The block is always stated (`amdgpu-flat-work-group-size`, declarations.rs).
        ("#1 ".to_string(), String::new())
    } else if lw.opts.launch_facts || carved_fact || ring_fact {
        let [x, y, _] = shape.dims();
        (
            format!("\"nvvm.reqntid\"=\"{x},{y}\" "),
            format!(", !\"reqntidx\", i32 {x}, !\"reqntidy\", i32 {y}"),
        )
    } else {
        (String::new(), String::new())
    };
    let sync_params = if opts.sync_idioms {
        format!(", ptr {noalias}%gsync, ptr {noalias}%gflag")
    } else {
        String::new()
    };
    let (cc, gp) = match opts.target {
        Target::Nvptx => ("", "ptr"),
        Target::Amdgpu { .. } => ("amdgpu_kernel ", "ptr addrspace(1)"),
    };
    funcs.push((
        format!(
            "define {cc}void @kernel({gp} {noalias}%in, {gp} {noalias}%out, i32 %u{sync_params}) {fact}!dbg !6 {{"
        ),
        f.lines,
    ));

    let mut ir = String::new();
    let _ = writeln!(ir, "; generated by syncflow-fuzz");
    let _ = writeln!(ir, "{}", opts.target.header());
    lw.shared_globals(&mut ir);
    for (header, lines) in &funcs {
        let _ = writeln!(ir, "\n{header}");
        for l in lines {
            let _ = writeln!(ir, "{l}");
        }
        let _ = writeln!(ir, "}}");
    }
    lw.declarations(&mut ir, &annotation);
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
    let ctas = if chosen.iter().any(|i| i.needs_grid()) {
        // CTA 0 publishes, CTA 1 consumes: both run, 0 first.
        vec![[0, 0, 0], [1, 0, 0]]
    } else {
        vec![[cta, 0, 0]]
    };
    let mut args = vec![
        ArgValue::Buffer {
            bytes: u64::from(2 * n + 8) * 4,
            fill: Fill::Pattern(1),
        },
        ArgValue::Buffer {
            bytes: u64::from(2 * n) * 4,
            fill: Fill::Zero,
        },
        ArgValue::Int(i64::from(desc.uniform_value)),
    ];
    if opts.sync_idioms {
        let instances = chosen.len().max(1) as u64;
        args.push(ArgValue::Buffer {
            bytes: instances * u64::from(4 * n) * 4,
            fill: Fill::Zero,
        });
        args.push(ArgValue::Buffer {
            bytes: instances * 8 * 4,
            fill: Fill::Zero,
        });
    }
    let cluster = if chosen.iter().any(|i| i.needs_cluster()) {
        [2, 1, 1]
    } else {
        [1, 1, 1]
    };
    let dynamic_shared_bytes = match &lw.carving {
        Some(c) => u64::from(c.bytes),
        None => LaunchConfig::new(shape.dims()).dynamic_shared_bytes,
    };
    let launch = LaunchConfig {
        dynamic_shared_bytes,
        grid: [2, 1, 1],
        ctas,
        cluster,
        args,
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
        idioms: chosen,
        rings: lw.rings,
        warp_loops: lw.warp_loops,
        mbar_rings: lw.mbar_rings,
    }
}
