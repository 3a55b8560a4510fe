//! `wgmma.mma_async`'s shared-memory operands, read through matrix descriptors (issue 39).
//!
//! ## Definition (PTX ISA, "Matrix Descriptor Format" of the asynchronous warpgroup-level
//! matrix instructions)
//!
//! A descriptor is a 64-bit number: bits 0–13 the operand's start address `>> 4`, bits
//! 16–29 the *leading dimension byte offset* (LBO) `>> 4`, bits 32–45 the *stride dimension
//! byte offset* (SBO) `>> 4`, bits 49–51 the matrix base offset, bits 62–63 the swizzle mode
//! (0 none, 1 128-byte, 2 64-byte, 3 32-byte). The operand is an `R × K` matrix (`R` = 64
//! rows of A, or `N` columns of B) whose K extent is always 32 bytes (`k16` of f16/bf16, `k8`
//! of tf32, `k32` of 8-bit types), laid out in 16-byte chunks after the canonical layouts
//! (CUTLASS's `make_gmma_desc`, in bytes; `W` the swizzle width):
//!
//! | layout | chunk `(r, c)` or `(j, k)` at |
//! |---|---|
//! | K-major, no swizzle | `(r % 8)·16 + (r / 8)·SBO + c·LBO`, `c < 2` |
//! | K-major, swizzle `W` | `(r % 8)·W + (r / 8)·SBO + c·16`, `c < 2` |
//! | MN-major, no swizzle | not decoded: the whole buffer (the layout is unchecked) |
//! | MN-major, swizzle `W` | `(j % (W/16))·16 + (j / (W/16))·LBO + (k % 8)·W + (k / 8)·SBO` |
//!
//! from the start address; then the swizzle XORs address bits 4.. with bits 7.. (`W/16 − 1`
//! of them: CuTe's `Swizzle<1..3, 4, 3>`). MN-major (`imm-trans` 1) is f16/bf16 only.
//!
//! ## Which object
//!
//! The start address is a shared address as a number. The interpreter numbers a shared
//! address two ways: LLVM's `ptrtoint` instruction and asm `cvta.to.shared` give its window
//! address ([`crate::program::SharedWindow`]), while PTX registers holding a shared address
//! (Triton's `bfe.u32 %r, %r_smem, 4, 15`) and LLVM constant expressions keep the pointer's
//! encoding, whose low bits are the offset in its object. A program with neither window
//! producer and one shared object (Triton's `@global_smem`) has only the second kind: the
//! start address is an offset in that object, and the operand's chunks are read. Anything
//! else — a window producer in the program, several shared objects, a base offset, a sparse
//! or `b1` form, a chunk outside the object — reads the whole of every shared object, as
//! before (never less than the effect model's "any shared memory"). A descriptor that is a
//! pointer (the generator's form) reads the object it points into.
//!
//! ## Example
//!
//! Triton's `matmul_stages3` (sm_90) issues `m64n128k16.f32.f16.f16` with A's descriptor
//! `0x8000002000000000` (start 0, SBO 512, 64-byte swizzle, K-major: 64 rows of 32 bytes in
//! eight 512-byte atoms, 4 KiB spanned, 2 KiB read) and B's `0x4000004001000200` (start
//! 8192, LBO 4096, SBO 1024, 128-byte swizzle, MN-major: two 64-column atoms 4096 apart,
//! each 16 rows of 128 bytes): 6 KiB of the 16–128 KiB buffer, not all of it.

use super::async_copy::{self, Touch};
use super::inline_asm::{read, write, AsmRegisters};
use super::*;
use crate::program::Op;
use syncflow_ir::ptx::{AsyncQueue, PtxInstruction, PtxOperand};

/// A decoded matrix descriptor (bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Descriptor {
    pub(super) start: u64,
    pub(super) leading: u64,
    pub(super) stride: u64,
    pub(super) base_offset: u64,
    /// Swizzle width in bytes (0: none).
    pub(super) swizzle: u64,
}

impl Descriptor {
    pub(super) fn decode(bits: u64) -> Descriptor {
        let field = |at: u32| ((bits >> at) & 0x3FFF) << 4;
        Descriptor {
            start: field(0),
            leading: field(16),
            stride: field(32),
            base_offset: (bits >> 49) & 7,
            swizzle: [0, 128, 64, 32][(bits >> 62) as usize],
        }
    }

    /// The start of each 16-byte chunk of an operand of `rows` rows (M or N) of 32 bytes of
    /// K, elements of `element` bytes; `mn_major` for a transposed operand. `None` for a
    /// form this does not decode (a base offset, MN-major of other than 16-bit elements or
    /// without swizzle).
    pub(super) fn chunks(&self, rows: u64, mn_major: bool, element: u64) -> Option<Vec<u64>> {
        if self.base_offset != 0 || rows == 0 {
            return None;
        }
        let (w, lbo, sbo) = (self.swizzle, self.leading, self.stride);
        let mut out = Vec::new();
        if !mn_major {
            for r in 0..rows {
                for c in 0..2 {
                    out.push(match w {
                        0 => (r % 8) * 16 + (r / 8) * sbo + c * lbo,
                        _ => (r % 8) * w + (r / 8) * sbo + c * 16,
                    });
                }
            }
        } else {
            // MN-major without swizzle is left undecoded (the whole buffer is read): its
            // layout was written from CuTe's table, not checked against the PTX ISA's figures
            // or a real producer's descriptors, and a wrong footprint would hide races.
            if element != 2 || w == 0 {
                return None;
            }
            for j in 0..(rows * element).div_ceil(16) {
                for k in 0..16 {
                    out.push(match w {
                        0 => j * sbo + (k % 8) * 16 + (k / 8) * lbo,
                        _ => {
                            (j % (w / 16)) * 16 + (j / (w / 16)) * lbo + (k % 8) * w + (k / 8) * sbo
                        }
                    });
                }
            }
        }
        let bits = (self.swizzle / 16).saturating_sub(1);
        Some(
            out.into_iter()
                .map(|o| {
                    let a = self.start + o;
                    a ^ (((a >> 7) & bits) << 4)
                })
                .collect(),
        )
    }
}

/// The sorted 16-byte chunks as maximal byte ranges `(start, bytes)`.
pub(super) fn ranges(mut chunks: Vec<u64>) -> Vec<(u64, u64)> {
    chunks.sort_unstable();
    chunks.dedup();
    let mut out: Vec<(u64, u64)> = Vec::new();
    for c in chunks {
        match out.last_mut() {
            Some((s, n)) if *s + *n == c => *n += 16,
            _ => out.push((c, 16)),
        }
    }
    out
}

/// Whether `prog` numbers shared addresses by the window anywhere (an LLVM `ptrtoint` of a
/// shared pointer, an asm `cvta.to.shared`): then a number's kind is not known.
pub(super) fn window_numbers(prog: &Program<'_>) -> bool {
    prog.funcs.iter().flat_map(|f| &f.ops).any(|op| match op {
        Op::SharedAddress { .. } => true,
        Op::Asm { program, .. } => program
            .instructions
            .iter()
            .any(|i| i.root == "cvta" && i.modifiers.iter().any(|m| m.starts_with("shared"))),
        _ => false,
    })
}

/// The element size of a `wgmma` type modifier (`None`: `b1`, or unknown).
fn element_bytes(t: &str) -> Option<u64> {
    match t {
        "f16" | "bf16" => Some(2),
        "tf32" => Some(4),
        "e4m3" | "e5m2" | "s8" | "u8" => Some(1),
        _ => None,
    }
}

/// The operand reads `i`'s descriptors name, decoded; `None` when they cannot be (see the
/// module docs).
fn decoded(ctx: &Ctx<'_, '_>, i: &PtxInstruction, regs: &AsmRegisters) -> Option<Vec<Touch>> {
    if ctx.window_numbers || i.has("sp") {
        return None;
    }
    let objects: Vec<usize> = ctx
        .shared_ids
        .iter()
        .copied()
        .filter(|&id| {
            Some(id as ObjectId) != ctx.reserved_smem && !ctx.mem.objects[id].bytes.is_empty()
        })
        .collect();
    let [object] = objects[..] else {
        return None;
    };
    let len = ctx.mem.objects[object].bytes.len() as u64;
    let n = i.modifiers.len();
    let element = element_bytes(i.modifiers.get(n.checked_sub(2)?)?)?;
    let shape = i.modifiers.iter().find(|m| m.starts_with("m64n"))?;
    let rows_b: u64 = shape[4..].split('k').next()?.parse().ok()?;
    let a_in_registers = matches!(i.operands.get(1), Some(PtxOperand::Vector(_)));
    // Trailing immediates: scale-d, imm-scale-a, imm-scale-b, then (16-bit types)
    // imm-trans-a (A from shared memory) and imm-trans-b.
    let flag = |k: usize| i.operands.get(k).is_some_and(|o| read(regs, o).bits() == 1);
    let (trans_a, trans_b) = match (element, a_in_registers) {
        (2, false) => (flag(6), flag(7)),
        (2, true) => (false, flag(6)),
        _ => (false, false),
    };
    let mut operands = vec![(2, rows_b, trans_b)];
    if !a_in_registers {
        operands.push((1, 64, trans_a));
    }
    let mut chunks = Vec::new();
    for (k, rows, mn_major) in operands {
        let Value::Int(bits) = read(regs, i.operands.get(k)?) else {
            return None;
        };
        chunks.extend(Descriptor::decode(bits).chunks(rows, mn_major, element)?);
    }
    if chunks.iter().any(|c| c + 16 > len) {
        return None;
    }
    let at = |offset: u64| Pointer {
        object: object as ObjectId,
        offset: offset as i64,
    };
    Some(
        ranges(chunks)
            .into_iter()
            .map(|(s, bytes)| Touch {
                at: at(s),
                bytes,
                kind: AccessKind::Read,
                atomic: false,
            })
            .collect(),
    )
}

/// `wgmma.mma_async`: the shared matrices its descriptors name, read until its group
/// completes; the accumulators zero.
pub(super) fn wgmma(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
    queue: AsyncQueue,
) -> Result<(), Stop> {
    let footprint = match decoded(ctx, i, regs) {
        Some(f) => f,
        None => whole(ctx, i, regs),
    };
    async_copy::issue(ctx, th, queue, footprint, None, None)?;
    if let Some(d) = i.operands.first() {
        write(regs, d, Value::Int(0));
    }
    Ok(())
}

/// The fallback: a descriptor that is a pointer (the generator passes the array) names
/// that shared object; any other value, every shared object — whole.
fn whole(ctx: &Ctx<'_, '_>, i: &PtxInstruction, regs: &AsmRegisters) -> Vec<Touch> {
    let named: Vec<ObjectId> = i.operands[1..]
        .iter()
        .filter(|o| matches!(o, PtxOperand::Placeholder(_)))
        .map(|o| read(regs, o))
        .map(|v| {
            let p = v.ptr();
            let shared = ctx
                .mem
                .objects
                .get(p.object as usize)
                .is_some_and(|o| o.space == addr_space::SHARED);
            shared.then_some(p.object)
        })
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default();
    ctx.mem
        .objects
        .iter()
        .enumerate()
        .filter(|(id, o)| {
            o.space == addr_space::SHARED
                && (named.is_empty() || named.contains(&(*id as ObjectId)))
        })
        .map(|(id, o)| Touch {
            at: Pointer {
                object: id as ObjectId,
                offset: 0,
            },
            bytes: o.bytes.len() as u64,
            kind: AccessKind::Read,
            atomic: false,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tritons_matmul_descriptors_decode_to_their_tiles() {
        // A: start 0, SBO 512, 64-byte swizzle, K-major, 64 rows of 32 bytes.
        let a = Descriptor::decode(0x8000_0020_0000_0000);
        assert_eq!((a.start, a.stride, a.swizzle), (0, 512, 64));
        let chunks = a.chunks(64, false, 2).unwrap();
        assert_eq!(chunks.len(), 128);
        // Row 2 (bits 7.. = 1) swaps its 16-byte chunks: 128+16 and 128+0.
        assert_eq!(&chunks[4..6], &[144, 128]);
        // Row 2 of the second slice (start 32): chunks 2, 3 XOR 1 → 3, 2.
        let a2 = Descriptor::decode(0x8000_0020_0000_0002);
        assert_eq!(&a2.chunks(64, false, 2).unwrap()[4..6], &[176, 160]);
        // Half of each 64-byte row, in eight 512-byte atoms: 2 KiB inside [0, 4096).
        let r = ranges(chunks);
        assert_eq!(r.iter().map(|(_, n)| n).sum::<u64>(), 2048);
        assert!(r.iter().all(|(s, n)| s + n <= 4096));
        // B: start 8192, LBO 4096, SBO 1024, 128-byte swizzle, MN-major, N = 128.
        let b = Descriptor::decode(0x4000_0040_0100_0200);
        assert_eq!(
            (b.start, b.leading, b.stride, b.swizzle),
            (8192, 4096, 1024, 128)
        );
        let r = ranges(b.chunks(128, true, 2).unwrap());
        assert_eq!(r, vec![(8192, 2048), (12288, 2048)]);
    }

    #[test]
    fn forms_it_does_not_decode_are_refused() {
        let mut d = Descriptor::decode(0x4000_0040_0100_0200);
        assert!(d.chunks(128, true, 1).is_none());
        let unswizzled = Descriptor::decode(0x0000_0040_0100_0200);
        assert_eq!(unswizzled.swizzle, 0);
        assert!(unswizzled.chunks(128, true, 2).is_none());
        d.base_offset = 1;
        assert!(d.chunks(128, false, 2).is_none());
    }
}
