//! Lowering one statement of a [`KernelDesc`](crate::gen::KernelDesc) body: memory accesses
//! through the planner, branches and loops with their barriers, calls, atomics, shuffles and
//! votes, each with its CUDA-like source line and `!dbg` location.

use super::*;

impl Lower {
    pub(super) fn stmts(&mut self, f: &mut Func, body: &[Stmt], depth: usize, divergent: bool) {
        for s in body.iter().take(self.opts.max_body) {
            // A copy's window ends before the next touch of its array, and before control
            // flow or a call (windows stay inside one straight-line body).
            let touched = match s {
                Stmt::SharedStore { array, .. }
                | Stmt::SharedLoad { array, .. }
                | Stmt::Atomic {
                    array,
                    global: false,
                    ..
                } => Some(array % self.arrays),
                Stmt::If { .. } | Stmt::Loop { .. } | Stmt::Call { .. } => None,
                _ => Some(u8::MAX),
            };
            match touched {
                Some(u8::MAX) => {}
                Some(a) => self.complete_copies(f, depth, Some(a)),
                None => self.complete_copies(f, depth, None),
            }
            self.stmt(f, s, depth, divergent);
        }
        self.complete_copies(f, depth, None);
    }

    pub(super) fn stmt(&mut self, f: &mut Func, s: &Stmt, depth: usize, divergent: bool) {
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
                if self.windowed(*index) {
                    self.window_access(f, depth, divergent, true);
                    return;
                }
                if self.pattern(*index) == Pat::Perm(0, 0) && self.wmma_turn(divergent) {
                    self.wmma_store(f, depth);
                    return;
                }
                if self.pattern(*index) == Pat::Perm(0, 0) && self.matrix_turn(divergent) {
                    // The warp writes its 32 slots, each row by the lane giving its address:
                    // as conflicting as a write by every thread to every slot.
                    if !self.admit(f, depth, divergent, a, Kind::Write, Pat::Same) {
                        return;
                    }
                    let d =
                        self.source_line(f, depth, &format!("stmatrix_x1(&s{a}[warp_row], acc);"));
                    let v = self.load_acc(f);
                    self.matrix_op(f, a, Some(&v), &d);
                    return;
                }
                let mut pat = self.pattern(*index);
                if pat == Pat::Same {
                    pat = Pat::Single;
                }
                if pat == Pat::Column {
                    pat = Pat::RowZero;
                }
                if !self.admit(f, depth, divergent, a, Kind::Write, pat) {
                    return;
                }
                let (idx, text) = self.index(f, *index);
                if matches!(pat, Pat::Perm(..)) && self.async_turn() {
                    let k = self.next % 4;
                    let (array, idx, text) = (a, idx.as_str(), text.as_str());
                    let copy = SharedCopy {
                        array,
                        pat,
                        idx,
                        text,
                        k,
                    };
                    self.async_copy(f, depth, copy);
                    return;
                }
                let single = pat == Pat::Single;
                if single && self.tma_turn() {
                    // Thread 0 loads the whole array by TMA instead (a write of every slot by
                    // thread 0: the same conflicts as its write of one).
                    self.tma_copy(f, depth, a);
                    return;
                }
                let line = if single {
                    self.line(depth, &format!("if (tid == 0) s{a}[{text}] = acc;"))
                } else if pat == Pat::RowZero {
                    self.line(depth, &format!("if (threadIdx.y == 0) s{a}[{text}] = acc;"))
                } else {
                    self.line(depth, &format!("s{a}[{text}] = acc;"))
                };
                let d = self.dbg(f, line);
                let store = move |me: &mut Self, f: &mut Func| {
                    let v = me.load_acc(f);
                    let (p, ty) = me.shared_ptr(f, a, &idx);
                    me.store_i32(f, &v, ty, &p, &d);
                };
                if single {
                    self.single(f, store);
                } else if pat == Pat::RowZero {
                    self.guarded(f, "%ty", store);
                } else {
                    store(self, f);
                }
            }
            Stmt::SharedLoad { array, index } => {
                let a = array % self.arrays;
                if self.windowed(*index) {
                    self.window_access(f, depth, divergent, false);
                    return;
                }
                let pat = self.pattern(*index);
                if pat == Pat::Perm(0, 0) && self.wmma_turn(divergent) {
                    self.wmma_load(f, depth, a);
                    return;
                }
                if pat == Pat::Perm(0, 0) && self.matrix_turn(divergent) {
                    // The warp reads its 32 slots: a read of the array by every thread.
                    if !self.admit(f, depth, divergent, a, Kind::Read, Pat::Same) {
                        return;
                    }
                    let d = self.source_line(
                        f,
                        depth,
                        &format!("acc = acc * 3 + ldmatrix_x1(&s{a}[warp_row]);"),
                    );
                    let v = self.matrix_op(f, a, None, &d).expect("a load's value");
                    self.acc_update(f, &v, "");
                    return;
                }
                if !self.admit(f, depth, divergent, a, Kind::Read, pat) {
                    return;
                }
                let (idx, text) = self.index(f, *index);
                let d = self.source_line(f, depth, &format!("acc = acc * 3 + s{a}[{text}];"));
                let (p, ty) = self.shared_ptr(f, a, &idx);
                let v = self.fresh("v");
                self.load_i32(f, &v, ty, &p, &d);
                self.acc_update(f, &v, "");
                if self.wgmma_turn(divergent) {
                    self.wgmma(f, depth, a);
                }
            }
            Stmt::GlobalLoad { offset } if !self.in_helper => {
                let k = offset % 4;
                let d = self.source_line(f, depth, &format!("acc = acc * 3 + in[gid + {k}];"));
                let p = self.input_ptr(f, u32::from(k));
                let v = self.fresh("v");
                self.load_i32(f, &v, self.opts.target.global_ptr_ty(), &p, &d);
                self.acc_update(f, &v, "");
            }
            Stmt::GlobalStore if !self.in_helper => {
                if !self.admit(f, depth, divergent, OUT, Kind::Write, Pat::Perm(0, 0)) {
                    return;
                }
                let d = self.source_line(f, depth, "out[gid] = acc < 0 ? 0 : acc;");
                let v = self.load_acc(f);
                let c = self.fresh("c");
                let s2 = self.fresh("v");
                self.emit(f, format!("{c} = icmp slt i32 {v}, 0"));
                self.emit(f, format!("{s2} = select i1 {c}, i32 0, i32 {v}"));
                let p = self.global_ptr(f, "%out", "%gid", "sext");
                self.store_i32(f, &s2, self.opts.target.global_ptr_ty(), &p, &d);
            }
            Stmt::GlobalNeighbourLoad if !self.in_helper && !self.lds_only() => {
                if !self.admit(f, depth, divergent, OUT, Kind::Read, Pat::Perm(1, 1)) {
                    return;
                }
                let d = self.source_line(f, depth, "acc = acc * 3 + out[gid ^ 1];");
                let i = self.fresh("g");
                self.emit(f, format!("{i} = xor i32 %gid, 1"));
                let p = self.global_ptr(f, "%out", &i, "zext");
                let v = self.fresh("v");
                self.load_i32(f, &v, self.opts.target.global_ptr_ty(), &p, &d);
                self.acc_update(f, &v, "");
            }
            Stmt::GlobalLoad { .. } | Stmt::GlobalStore | Stmt::GlobalNeighbourLoad => {}
            Stmt::Atomic {
                array,
                index,
                global,
            } => {
                let global = *global && !self.in_helper && !self.lds_only();
                let a = if global { OUT } else { array % self.arrays };
                let pat = self.pattern(*index);
                if !self.admit(f, depth, divergent, a, Kind::Atomic, pat) {
                    return;
                }
                let (idx, text) = self.index(f, *index);
                let target = if global {
                    format!("out[blockIdx.x * {n} + {text}]")
                } else {
                    format!("s{a}[{text}]")
                };
                let d = self.source_line(f, depth, &format!("acc += atomicAdd(&{target}, 1);"));
                let (p, ty) = if global {
                    let g = self.fresh("g");
                    self.emit(f, format!("{g} = add nuw i32 %base, {idx}"));
                    let ty = self.opts.target.global_ptr_ty();
                    (self.global_ptr(f, "%out", &g, "zext"), ty)
                } else {
                    self.shared_ptr(f, a, &idx)
                };
                let v = self.fresh("v");
                self.atomic_add_i32(f, &v, ty, &p, &d);
                self.acc_update(f, &v, "");
            }
            Stmt::Barrier => {
                if divergent && !self.opts.divergent_barriers {
                    return;
                }
                if divergent {
                    // Lint testing: a barrier only some threads reach. Planner state is kept
                    // (the others did not pass it).
                    let d = self.source_line(f, depth, "__syncthreads();  // divergent");
                    for inst in self.opts.target.barrier(&d) {
                        self.emit(f, inst);
                    }
                    return;
                }
                self.barrier(f, depth, "");
            }
            Stmt::SyncCount if !divergent && self.opts.target.is_amdgpu() => {
                self.barrier(f, depth, "  // __syncthreads_count on NVIDIA");
            }
            Stmt::SyncCount if !divergent => {
                let d = self.source_line(f, depth, "acc += __syncthreads_count(acc & 1);");
                let v = self.load_acc(f);
                let b = self.fresh("v");
                let r = self.fresh("v");
                self.emit(f, format!("{b} = and i32 {v}, 1"));
                self.emit(
                    f,
                    format!("{r} = call i32 @llvm.nvvm.barrier0.popc(i32 {b}){d}"),
                );
                self.acc_update(f, &r, "");
                self.cut_state();
                for t in self.trackers.iter_mut() {
                    t.cut = true;
                }
            }
            Stmt::SyncWarp if !divergent => {
                let d = self.source_line(f, depth, "__syncwarp();");
                self.warp_ops = true;
                self.emit(
                    f,
                    match self.opts.target {
                        Target::Nvptx => format!("call void @llvm.nvvm.bar.warp.sync(i32 -1){d}"),
                        Target::Amdgpu { .. } => {
                            format!("call void @llvm.amdgcn.wave.barrier(){d}")
                        }
                    },
                );
            }
            Stmt::Shuffle { delta } if !divergent => {
                let k = delta % 32;
                let d = self.source_line(
                    f,
                    depth,
                    &format!("acc += __shfl_down_sync(~0u, acc, {k});"),
                );
                let v = self.load_acc(f);
                self.warp_ops = true;
                let r = if self.opts.target.is_amdgpu() {
                    self.amdgpu_shuffle_down(f, &v, u32::from(k), &d)
                } else {
                    let r = self.fresh("v");
                    self.emit(f, format!("{r} = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 {v}, i32 {k}, i32 31){d}"));
                    r
                };
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
                let d = self.source_line(f, depth, &format!("if ({text}) {{"));
                let lt = self.fresh("then");
                let le = self.fresh("else");
                let lj = self.fresh("join");
                self.emit(f, format!("br i1 {c}, label {lt}, label {le}{d}"));
                let s0 = self.state.clone();
                let cuts0: Vec<bool> = self.trackers.iter().map(|t| t.cut).collect();
                self.arm(f, &lt, &lj, |me, f| me.stmts(f, then, depth + 1, inner_div));
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
                self.arm(f, &le, &lj, |me, f| me.stmts(f, els, depth + 1, inner_div));
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
                let d = self.source_line(f, depth, &format!("for (int i = 0; i < {text}; i++) {{"));
                self.emit(f, format!("br label {head}{d}"));
                self.label(f, &head);
                let phi_at = f.lines.len();
                self.emit(f, String::new());
                self.trackers.push(Tracker::default());
                self.next_frame += 1;
                let frame = self.next_frame;
                self.loop_frames.push((frame, i.clone()));
                if self.carving.is_some() {
                    // Every carved loop writes its window first: the next iteration's write
                    // is another slot on another base, which the back edge must order.
                    self.window_access(f, depth + 1, false, true);
                }
                self.stmts(f, body, depth + 1, false);
                self.loop_frames.pop();
                let tracker = self.trackers.pop().expect("pushed");
                // The back edge: the end of one iteration against the start of the next (whose
                // window accesses are another iteration's, on another base).
                let next = tracker.acc.reframed(u32::MAX);
                let partners = |a: u8| self.partners(a);
                if self.state.conflicts_with_sharing(&next, &partners) {
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
                // After a ping-pong loop (odd frames), the join of carved.rs; sliding loops keep
                // their back-edge barrier the unsound `bases-ignore-redefinition` removes.
                if self.carving.is_some() && frame % 2 == 1 {
                    self.join_after_loop(f, depth, &i);
                }
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
                let partners = |a: u8| self.partners(a);
                if self.state.conflicts_with_sharing(&first, &partners) {
                    if divergent {
                        return;
                    }
                    self.planned += 1;
                    self.barrier(f, depth, "  // planned (before call)");
                }
                let d = self.source_line(f, depth, &format!("helper{h}();"));
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
}
