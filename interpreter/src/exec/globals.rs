//! The contents a module-scope variable starts a run with.
//!
//! | the variable | its contents |
//! |---|---|
//! | an initializer the interpreter reads (`@t = addrspace(4) constant [2 x float] […]`, `.const .b8 t[8] = {…}`) | the initializer's bytes |
//! | a `zeroinitializer` (clang's `__constant__`/`__device__` without one) | zeros |
//! | PTX `.global`/`.const` without an initializer (nvcc's `__constant__ float t[16];`) | zeros, as `.ll`'s `zeroinitializer` for the same source |
//! | a PTX initializer holding an address (`generic(sym)`), an `external` declaration, `.shared`, `.local` | unwritten: a read before a write is reported |
//! | named by `--global NAME=SPEC` ([`crate::LaunchConfig::globals`]) | what SPEC says, whatever the above: the host's `cudaMemcpyToSymbol` |
//!
//! So a `__constant__` table the host fills reads the same in both formats: zeros unless
//! `--global` gives its contents (tests/check/const_host.{ptx,ll}).

use super::*;
use crate::Fill;

/// The keyword the PTX front-end gives a variable whose initializer it did not read.
const UNREAD: &str = "initializer-unread";

/// Fills a fresh object's bytes (and its written marks) as `fill` says.
pub(super) fn fill_object(obj: &mut Object, fill: &Fill) {
    match fill {
        Fill::Zero => obj.init.fill(true),
        Fill::Uninit => obj.init.fill(false),
        Fill::Bytes(data) => {
            let n = data.len().min(obj.bytes.len());
            obj.bytes[..n].copy_from_slice(&data[..n]);
            obj.bytes[n..].fill(0);
            obj.init.fill(true);
        }
        Fill::Pattern(seed) => {
            for (i, w) in obj.bytes.chunks_mut(4).enumerate() {
                let v = ((i as u32).wrapping_mul(7).wrapping_add(*seed)) % 13;
                for (j, b) in w.iter_mut().enumerate() {
                    *b = (v >> (8 * j)) as u8;
                }
            }
            obj.init.fill(true);
        }
    }
}

/// What the run's start adds to `obj`, the object of `global`, after its initializer:
/// zeros for a PTX `.global`/`.const` defined without one, and `--global`'s contents.
pub(super) fn host_contents(global: &syncflow_ir::Global, cfg: &LaunchConfig, obj: &mut Object) {
    let declared_only = global
        .keywords
        .iter()
        .any(|k| k == "external" || k == "extern_weak" || k == UNREAD);
    if global.initializer.is_none()
        && !declared_only
        && matches!(global.addr_space, addr_space::GLOBAL | addr_space::CONSTANT)
    {
        obj.bytes.fill(0);
        obj.init.fill(true);
    }
    if let Some((_, fill)) = cfg.globals.iter().find(|(n, _)| *n == global.name) {
        fill_object(obj, fill);
    }
}
