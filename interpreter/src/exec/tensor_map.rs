//! Tensor maps built in the kernel (`tensormap.replace`, as Triton writes them for
//! `tl.make_tensor_descriptor`), read back by TMA copies for their box.
//!
//! A CUDA tensor map is 128 opaque bytes: the PTX ISA names its fields (the
//! `tensormap.replace` field list) but not where they are. The interpreter keeps the fields a
//! tiled TMA copy needs at offsets of its own, so what `tensormap.replace` writes is what the
//! copy reads, through any copy of the map (`tensormap.cp_fenceproxy`, loads and stores):
//!
//! ```text
//! offset   field (tensormap.replace.tile.FIELD)
//!  0       global_address     (b64: a pointer)
//!  8       rank               (b32: the rank minus one, as the instruction takes it)
//! 12       elemtype           (b32: the ISA's code, 0 = .u8 … 6 = .f16 … 10 = .bf16 …)
//! 16 + 4k  box_dim[k]         (b32, k < 5: elements)
//! 36 + 4k  global_dim[k]      (b32, k < 5: elements)
//! 56 + 8k  global_stride[k]   (b64, k < 4: bytes from one index of dimension k+1 to the next)
//! ```
//!
//! A box at coordinates `{c0, c1, …}` is `box_dim[1]·…` rows of `box_dim[0]` elements; row
//! `(i1, i2, …)` starts in global memory at
//!
//! ```text
//! global_address + c0·size + Σ_{d≥1} (c_d + i_d) · global_stride[d−1]
//! ```
//!
//! and in shared memory at `dst + row · box_dim[0] · size` (row-major; the swizzle modes
//! permute bytes within the box, which changes no footprint, and are not applied). Elements
//! outside `global_dim` are not read (a load fills them with zeros) and not written (a store).
//!
//! Worked example (Triton's 128×64 fp16 descriptor): `rank 0x1`, `box_dim 0x0, 64`,
//! `box_dim 0x1, 128`, `elemtype 0x6` give 128 rows of 128 bytes: the load writes 16384
//! bytes at its destination and completes 16384 transaction bytes on its mbarrier, which
//! is what the kernel's `expect_tx` waits for. A map built on the host and passed as a
//! parameter has none of these fields: [`Tile::read`] gives `None`.

use super::*;

/// Where `tensormap.replace.tile.FIELD` keeps `FIELD` (ordinal `k` for the per-dimension
/// fields) and its layout, or `None` for the fields a copy does not need.
pub(super) fn field(name: &str, ordinal: u64) -> Option<(i64, Layout)> {
    let k = ordinal as i64;
    match name {
        "global_address" => Some((0, Layout::Ptr)),
        "rank" => Some((8, Layout::Int(32))),
        "elemtype" => Some((12, Layout::Int(32))),
        "box_dim" if ordinal < 5 => Some((16 + 4 * k, Layout::Int(32))),
        "global_dim" if ordinal < 5 => Some((36 + 4 * k, Layout::Int(32))),
        "global_stride" if ordinal < 4 => Some((56 + 8 * k, Layout::Int(64))),
        _ => None,
    }
}

/// Bytes per element of the ISA's `elemtype` code (sub-byte and packed types: `None`).
fn element_bytes(code: u64) -> Option<u64> {
    Some(match code {
        0 => 1,                       // .u8
        1 | 6 | 10 => 2,              // .u16, .f16, .bf16
        2 | 3 | 7 | 8 | 11 | 12 => 4, // .u32, .s32, .f32, .f32.ftz, .tf32, .tf32.ftz
        4 | 5 | 9 => 8,               // .u64, .s64, .f64
        _ => return None,
    })
}

/// The geometry of a tiled tensor map.
#[derive(Clone, Debug)]
pub(super) struct Tile {
    base: Pointer,
    size: u64,
    rank: usize,
    box_dim: [u64; 5],
    global_dim: [u64; 5],
    stride: [u64; 4],
}

/// One row of a box: where it is in global memory, its byte offset in the box, and how many
/// of its bytes are inside the tensor.
pub(super) struct Row {
    pub global: Pointer,
    pub in_box: u64,
    pub bytes: u64,
}

impl Tile {
    /// The map at `map`, when the kernel built it.
    pub(super) fn read(ctx: &Ctx<'_, '_>, map: Pointer) -> Option<Tile> {
        let at = |offset: i64, layout: &Layout| {
            let mut p = map;
            p.offset = p.offset.wrapping_add(offset);
            ctx.mem.read(p, layout).0
        };
        let int = |offset: i64, bits: u32| match at(offset, &Layout::Int(bits)) {
            Value::Int(v) => Some(v),
            _ => None,
        };
        let base = match at(0, &Layout::Ptr) {
            Value::Ptr(p) if p != Pointer::NULL => p,
            _ => return None,
        };
        let rank = int(8, 32)? as usize + 1;
        if rank > 5 {
            return None;
        }
        let size = element_bytes(int(12, 32)?)?;
        let mut tile = Tile {
            base,
            size,
            rank,
            box_dim: [1; 5],
            global_dim: [1; 5],
            stride: [0; 4],
        };
        for k in 0..rank {
            tile.box_dim[k] = int(16 + 4 * k as i64, 32).filter(|d| *d > 0)?;
            tile.global_dim[k] = int(36 + 4 * k as i64, 32)?;
            if k > 0 {
                tile.stride[k - 1] = int(56 + 8 * (k as i64 - 1), 64)?;
            }
        }
        Some(tile)
    }

    /// Bytes of the whole box (what a load completes on its mbarrier).
    pub(super) fn box_bytes(&self) -> u64 {
        self.box_dim.iter().product::<u64>() * self.size
    }

    /// The rows of the box at `coords` (missing coordinates are 0), those inside the tensor.
    pub(super) fn rows(&self, coords: &[i64]) -> Vec<Row> {
        let c = |d: usize| coords.get(d).copied().unwrap_or(0);
        let row_bytes = self.box_dim[0] * self.size;
        // Elements of a row inside the tensor: from c0 up to global_dim[0].
        let first = c(0).max(0) as u64;
        let skip = (first as i64).wrapping_sub(c(0)) as u64;
        let end = (c(0) + self.box_dim[0] as i64).clamp(0, self.global_dim[0] as i64) as u64;
        let inside = end.saturating_sub(first);
        let rows: u64 = self.box_dim[1..self.rank].iter().product();
        let mut out = Vec::new();
        for r in 0..rows {
            // The row's index in each dimension above the first.
            let (mut rest, mut offset, mut outside) = (r, 0i64, inside == 0);
            for d in 1..self.rank {
                let i = (rest % self.box_dim[d]) as i64;
                rest /= self.box_dim[d];
                let at = c(d) + i;
                outside |= at < 0 || at >= self.global_dim[d] as i64;
                offset = offset.wrapping_add(at.wrapping_mul(self.stride[d - 1] as i64));
            }
            if outside {
                continue;
            }
            let mut global = self.base;
            global.offset = global
                .offset
                .wrapping_add(offset)
                .wrapping_add((first * self.size) as i64);
            out.push(Row {
                global,
                in_box: r * row_bytes + skip * self.size,
                bytes: inside * self.size,
            });
        }
        out
    }
}
