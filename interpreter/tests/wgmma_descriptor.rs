//! A `wgmma` reads the tiles its matrix descriptors name, not the whole shared buffer
//! (issue 39; `exec/wgmma.rs`): a store by one thread while the warpgroup's `wgmma` is in
//! flight races with it exactly when it lands inside A's or B's tile.
//!
//! The kernel builds its descriptors as Triton does (`bfe.u32` of the shared address, `or`
//! with the layout bits): A at offset 0, K-major without swizzle, LBO 128 and SBO 256 (64
//! rows: `[0, 2048)`); B (`n8`) at offset 4096 with the same layout (8 rows: `[4096,
//! 4352)`). Thread 0 stores 4 bytes at the offset the argument gives before the group's
//! `wait_group`.

use syncflow_interp::{ArgValue, Interpreter, LaunchConfig};
use syncflow_ir::ptx::parse_ptx_module;

const KERNEL: &str = r#"
.version 8.0
.target sm_90a
.address_size 64

.shared .align 1024 .b8 tile[8192];

.visible .entry k(.param .u32 k_param_0)
{
    .reg .pred %p<3>;
    .reg .b32 %r<12>;
    .reg .b64 %rd<6>;
    .reg .f32 %f<5>;

    mov.u32 %r0, %tid.x;
    ld.param.u32 %r1, [k_param_0];
    mov.u32 %r2, tile;
    bfe.u32 %r3, %r2, 4, 14;
    cvt.u64.u32 %rd1, %r3;
    or.b64 %rd2, %rd1, 68720001024;
    add.s32 %r4, %r2, 4096;
    bfe.u32 %r5, %r4, 4, 14;
    cvt.u64.u32 %rd3, %r5;
    or.b64 %rd4, %rd3, 68720001024;
    mov.f32 %f1, 0f00000000;
    mov.f32 %f2, 0f00000000;
    mov.f32 %f3, 0f00000000;
    mov.f32 %f4, 0f00000000;
    setp.eq.u32 %p1, %r0, 0;
    setp.ne.u32 %p2, %r0, 1000;
    wgmma.fence.sync.aligned;
    wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f1,%f2,%f3,%f4}, %rd2, %rd4, %p2, 1, 1, 0, 0;
    wgmma.commit_group.sync.aligned;
    add.s32 %r6, %r2, %r1;
    @%p1 st.shared.u32 [%r6], 7;
    wgmma.wait_group.sync.aligned 0;
    ret;
}
"#;

/// The races of a run where thread 0 stores at `offset` while the `wgmma` is in flight.
fn races_storing_at(offset: i64) -> usize {
    let module = parse_ptx_module("wgmma.ptx", KERNEL).expect("the kernel parses");
    let k = module.function_by_name("k").expect("kernel k");
    let mut launch = LaunchConfig::new([128, 1, 1]);
    launch.args = vec![ArgValue::Int(offset)];
    let report = Interpreter::new(&module).run(k, &launch);
    assert!(report.finished(), "{offset}: {:?}", report.faults);
    report.races.len()
}

#[test]
fn a_store_races_with_wgmma_only_inside_its_tiles() {
    // Inside A's tile, inside B's.
    assert!(races_storing_at(100) > 0);
    assert!(races_storing_at(4100) > 0);
    // Between the tiles, and past B's: the whole-buffer read raced here; the tiles do not.
    assert_eq!(races_storing_at(2100), 0);
    assert_eq!(races_storing_at(6000), 0);
}
