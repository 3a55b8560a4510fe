//! The module's tail: the intrinsics it declares, its attribute groups and the debug
//! metadata shared by every function (`!1`–`!5`), per [`Target`](super::Target). The
//! kernel's and helpers' `!DISubprogram`s and the locations follow (mod.rs).
//!
//! On AMDGPU the kernel carries `#1`: `"amdgpu-flat-work-group-size"="N,N"` (the launch's
//! block, which is what HIP's `__launch_bounds__(N)` with a known launch says), the
//! `target-cpu` and, so that the wavefront size is stated rather than implied, the
//! `wavefrontsize` feature. Helpers carry `#2`, with `alwaysinline`: `llc-19` inlines them
//! before the AMDGPU register-usage analysis, which fails on calls of functions with LDS
//! accesses and barriers in them.

use super::Lower;
use std::fmt::Write;

impl Lower {
    /// Appends the declarations, attributes and shared debug metadata to `ir`.
    /// `annotation`: what the NVPTX kernel's `!nvvm.annotations` entry says after
    /// `"kernel", i32 1` (its block, `!"reqntidx", i32 X, …`, when stated; mod.rs).
    pub(super) fn declarations(&self, ir: &mut String, annotation: &str) {
        if let Some(cpu) = self.opts.target.mcpu() {
            let wave = self.opts.target.wave_size();
            let n = self.n;
            let target =
                format!("\"target-cpu\"=\"{cpu}\" \"target-features\"=\"+wavefrontsize{wave}\"");
            let _ = write!(
                ir,
                "\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n\
                 declare i32 @llvm.amdgcn.workitem.id.y()\n\
                 declare i32 @llvm.amdgcn.workgroup.id.x()\n\
                 declare void @llvm.amdgcn.s.barrier() #0\n\
                 declare void @llvm.amdgcn.wave.barrier() #0\n\
                 declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #0\n\n\
                 attributes #0 = {{ convergent nounwind }}\n\
                 attributes #1 = {{ convergent norecurse nounwind \"amdgpu-flat-work-group-size\"=\"{n},{n}\" {target} \"uniform-work-group-size\"=\"true\" }}\n\
                 attributes #2 = {{ alwaysinline convergent nounwind {target} }}\n\n"
            );
        } else {
            self.nvptx_declarations(ir);
        }
        ir.push_str(
            "!llvm.dbg.cu = !{!1}\n\
             !llvm.module.flags = !{!3}\n",
        );
        if !self.opts.target.is_amdgpu() {
            let _ = writeln!(ir, "!0 = !{{ptr @kernel, !\"kernel\", i32 1{annotation}}}");
        }
        ir.push_str(
            "!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: \"syncflow-fuzz\", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)\n\
             !2 = !DIFile(filename: \"gen.cu\", directory: \".\")\n\
             !3 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
             !4 = !DISubroutineType(types: !5)\n\
             !5 = !{}\n",
        );
        if self.lds_narrowed > 0 {
            ir.push_str(super::lds_groups::LDS_MMRA_NODES);
        }
    }

    /// NVPTX: the intrinsics the options use, and the kernel's annotation.
    fn nvptx_declarations(&self, ir: &mut String) {
        if self.opts.wmma {
            let h8 = ["<2 x half>"; 8].join(", ");
            let f8 = ["float"; 8].join(", ");
            let _ = write!(
                ir,
                "\ndeclare {{ {h8} }} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3), i32)\n\
                 declare {{ {f8} }} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32({h8}, {h8}, {f8})\n\
                 declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p3(ptr addrspace(3), {f8}, i32)\n"
            );
        }
        if self.opts.sync_idioms {
            ir.push_str(
                "\ndeclare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()\n\
                 declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #0\n\
                 declare void @llvm.nvvm.membar.gl()\n",
            );
        }
        if !self.cluster_mbarriers.is_empty() {
            ir.push_str(
                "declare void @llvm.nvvm.barrier.cluster.arrive() #0\n\
                 declare void @llvm.nvvm.barrier.cluster.wait() #0\n\
                 declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)\n",
            );
        }
        ir.push_str(
            "\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
             declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n\
             declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n\
             declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n\
             declare void @llvm.nvvm.barrier0() #0\n\
             declare i32 @llvm.nvvm.barrier0.popc(i32) #0\n\
             declare void @llvm.nvvm.bar.warp.sync(i32) #0\n\
             declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #0\n\
             declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3))\n\
             declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3))\n\
             declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3), i32)\n\
             declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3), i32)\n",
        );
        ir.push_str(
            "\nattributes #0 = { convergent nounwind }\n\n\
             !nvvm.annotations = !{!0}\n",
        );
    }
}
