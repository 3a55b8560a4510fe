//! A generated function's entry block: the accumulator (on AMDGPU a private `alloca` cast to
//! a flat pointer), the thread id (from `tid.x`, or `tid.y · ntid.x + tid.x` for a 2-D block;
//! on AMDGPU `blockDim.x` is the block's width as a constant), and in kernels the global id
//! and the Hopper mbarrier's initialisation.

use super::*;

impl Lower {
    pub(super) fn prologue(&mut self, f: &mut Func, shape: Shape, kernel: bool) {
        let n = self.n;
        self.label(f, "%entry");
        if self.opts.target.is_amdgpu() {
            // AMDGPU's allocas live in the private address space (the datalayout's `A5`);
            // clang casts them to flat pointers as here, and `llc-19` cannot select a frame
            // index in address space 0.
            self.emit(f, "%acc.private = alloca i32, align 4, addrspace(5)".into());
            self.emit(
                f,
                "%acc = addrspacecast ptr addrspace(5) %acc.private to ptr".into(),
            );
        } else {
            self.emit(f, "%acc = alloca i32, align 4".into());
        }
        self.emit(f, "store i32 0, ptr %acc, align 4".into());
        let target = self.opts.target;
        let (tid_x, tid_y) = (target.thread_id('x'), target.thread_id('y'));
        if shape.dims()[1] > 1 {
            self.emit(f, format!("%tx = call i32 @{tid_x}()"));
            self.emit(f, format!("%ty = call i32 @{tid_y}()"));
            if target.is_amdgpu() {
                // `blockDim.x` as the launch states it (HIP reads it from the dispatch packet).
                self.emit(f, format!("%ry = mul nuw nsw i32 %ty, {}", shape.dims()[0]));
            } else {
                self.emit(f, "%nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()".into());
                self.emit(f, "%ry = mul nuw nsw i32 %ty, %nx".into());
            }
            self.emit(f, "%tid = add nuw nsw i32 %ry, %tx".into());
        } else {
            self.emit(f, format!("%tid = call i32 @{tid_x}()"));
        }
        if kernel {
            self.emit(f, format!("%ctaid = call i32 @{}()", target.block_id_x()));
            self.emit(f, format!("%base = mul nuw nsw i32 %ctaid, {n}"));
            self.emit(f, "%gid = add nuw nsw i32 %base, %tid".into());
            if self.opts.hopper {
                self.mbarrier_init(f);
            }
        }
    }
}
