//! Warp-level matrix multiply-accumulate: which operation an `mma.sync`, `wmma.*` or NVVM
//! intrinsic is, and where each lane's fragment elements sit in the matrices (PTX ISA,
//! "Warp-level Matrix Multiply-Accumulate Instructions").
//!
//! **`mma.sync`**: the ISA specifies every fragment ("Matrix Fragments for mma.mMnNkK"). With
//! `groupID = laneid >> 2` and `tig = laneid % 4`, and `p` elements of the type packed in a
//! 32-bit register (2 for `.f16`/`.bf16`, 4 for `.s8`/`.u8`, 8 for `.s4`/`.u4`, 1 for `.tf32`
//! and `.f64`), element `j` of register `r` of
//!
//! - A (`m × k`, row): row `groupID + 8·(r mod 2)` (m16) or `groupID` (m8), column
//!   `tig·p + j + 4p·⌊r/2⌋` (m16) or `tig·p + j + 4p·r` (m8);
//! - B (`k × n`, col): row `tig·p + j + 4p·r`, column `groupID`;
//! - C and D (`m × n`): element `i` at row `groupID + 8·⌊i/2⌋`, column `tig·2 + (i mod 2)`.
//!
//! For example `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`: lane 5 (group 1, tig 1)
//! holds A's `(1, 2)`, `(1, 3)` in `a0`, `(9, 2)`, `(9, 3)` in `a1`, `(1, 10)`, `(1, 11)` in
//! `a2`; B's `(2, 1)`, `(3, 1)` in `b0`; D's `(1, 2)`, `(1, 3)`, `(9, 2)`, `(9, 3)`.
//!
//! **`wmma`**: "the mapping of matrix elements into fragments is unspecified" (the ISA gives
//! only each fragment's size); any bijection that `wmma.load`, `wmma.mma` and `wmma.store`
//! share computes the same matrices. The interpreter's: element `e` of lane `l` is the tile's
//! element `(32·e + l) mod (rows·cols)` in row-major order (fragments of `.f16` A and B
//! hold every element of a 16×16 tile twice, as on the hardware). A program that reads or
//! writes fragment elements individually relies on the mapping and is outside what any
//! mapping can promise; one that reads another lane's stored elements without `__syncwarp`
//! races under some mapping the hardware may use, and is reported.

use syncflow_ir::ptx::PtxInstruction;

/// An element type of a matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MmaElem {
    /// `.f16`.
    F16,
    /// `.bf16`.
    BF16,
    /// `.tf32` (a float's bits, the low 13 mantissa bits ignored).
    TF32,
    /// `.f32`.
    F32,
    /// `.f64`.
    F64,
    /// `.s8`.
    S8,
    /// `.u8`.
    U8,
    /// `.s32`.
    S32,
}

impl MmaElem {
    /// The type a modifier or name part spells.
    pub fn of(m: &str) -> Option<MmaElem> {
        Some(match m {
            "f16" => MmaElem::F16,
            "bf16" => MmaElem::BF16,
            "tf32" => MmaElem::TF32,
            "f32" => MmaElem::F32,
            "f64" => MmaElem::F64,
            "s8" => MmaElem::S8,
            "u8" => MmaElem::U8,
            "s32" => MmaElem::S32,
            _ => return None,
        })
    }

    /// Bits of one element.
    pub fn bits(self) -> u32 {
        match self {
            MmaElem::F16 | MmaElem::BF16 => 16,
            MmaElem::TF32 | MmaElem::F32 | MmaElem::S32 => 32,
            MmaElem::F64 => 64,
            MmaElem::S8 | MmaElem::U8 => 8,
        }
    }

    /// Elements packed in one register (32 bits, or 64 for `.f64`).
    pub fn per_register(self) -> usize {
        match self {
            MmaElem::F64 => 1,
            other => (32 / other.bits()) as usize,
        }
    }

    /// Bits of one register of this type.
    pub fn register_bits(self) -> u32 {
        if self == MmaElem::F64 {
            64
        } else {
            32
        }
    }
}

/// Which operand of the multiply-accumulate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Matrix {
    /// The `m × k` multiplicand.
    A,
    /// The `k × n` multiplicand.
    B,
    /// The `m × n` accumulator (C in, D out).
    C,
}

/// Specified fragments (`mma.sync`) or the interpreter's own mapping (`wmma`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fragments {
    /// `mma.sync`: the ISA's layouts.
    Mma,
    /// `wmma`: unspecified by the ISA (module doc).
    Wmma,
}

/// One warp-level matrix operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MmaSpec {
    /// `mma` or `wmma`.
    pub fragments: Fragments,
    /// `m`, `n`, `k`.
    pub shape: (usize, usize, usize),
    /// Element type of A.
    pub a: MmaElem,
    /// Element type of B.
    pub b: MmaElem,
    /// Element type of C.
    pub c: MmaElem,
    /// Element type of D.
    pub d: MmaElem,
    /// `.satfinite`: integer results clamp instead of wrapping, float ones stay finite.
    pub satfinite: bool,
}

/// `mMnNkK` → `(M, N, K)`.
pub fn parse_shape(s: &str) -> Option<(usize, usize, usize)> {
    let rest = s.strip_prefix('m')?;
    let (m, rest) = rest.split_once('n')?;
    let (n, k) = rest.split_once('k')?;
    Some((m.parse().ok()?, n.parse().ok()?, k.parse().ok()?))
}

impl MmaSpec {
    /// The operation of `mma.sync.aligned.SHAPE.row.col{.satfinite}.D.A.B.C` or
    /// `wmma.mma.sync.aligned.row.col.SHAPE{.atype}.D.C`.
    pub fn of_ptx(i: &PtxInstruction) -> Option<MmaSpec> {
        let wmma = match i.root.as_str() {
            "mma" => false,
            "wmma" if i.has("mma") => true,
            _ => return None,
        };
        if !i.has("sync") {
            return None;
        }
        let shape = i.modifiers.iter().find_map(|m| parse_shape(m))?;
        let types: Vec<MmaElem> = i.modifiers.iter().filter_map(|m| MmaElem::of(m)).collect();
        let satfinite = i.has("satfinite");
        let spec = if wmma {
            let layouts = i
                .modifiers
                .iter()
                .filter(|m| matches!(m.as_str(), "row" | "col"))
                .count();
            if layouts != 2 {
                return None;
            }
            MmaSpec::wmma(shape, &types, satfinite)?
        } else {
            let [d, a, b, c] = types[..] else {
                return None;
            };
            MmaSpec {
                fragments: Fragments::Mma,
                shape,
                a,
                b,
                c,
                d,
                satfinite,
            }
        };
        spec.supported().then_some(spec)
    }

    /// The operation of an NVVM intrinsic: `llvm.nvvm.mma.SHAPE.row.col{.satfinite}.A…` or
    /// `llvm.nvvm.wmma.SHAPE.mma.row.col{.atype}.D.C{.satfinite}`.
    pub fn of_intrinsic(name: &str) -> Option<MmaSpec> {
        let rest = name.strip_prefix("llvm.nvvm.")?;
        let parts: Vec<&str> = rest.split('.').collect();
        let wmma = parts.first() == Some(&"wmma");
        if !(wmma && parts.get(2) == Some(&"mma")) && parts.first() != Some(&"mma") {
            return None;
        }
        let shape = parse_shape(parts.get(1)?)?;
        let types: Vec<MmaElem> = parts.iter().filter_map(|p| MmaElem::of(p)).collect();
        let satfinite = parts.contains(&"satfinite");
        let spec = if wmma {
            MmaSpec::wmma(shape, &types, satfinite)?
        } else {
            // IntrinsicsNVVM.td's signature: `.D.C` for `.f16` multiplicands
            // (`….row.col.f32.f32`), `.A` for `.bf16`/`.tf32` (f32 accumulators) and `.f64`,
            // `.A` or `.A.B` for the integer types (s32 accumulators).
            use MmaElem::*;
            let (a, b, c, d) = match types.as_slice() {
                [d @ (F16 | F32), c @ (F16 | F32)] => (F16, F16, *c, *d),
                [F64] => (F64, F64, F64, F64),
                [a @ (BF16 | TF32)] => (*a, *a, F32, F32),
                [a @ (S8 | U8)] => (*a, *a, S32, S32),
                [a @ (S8 | U8), b @ (S8 | U8)] => (*a, *b, S32, S32),
                _ => return None,
            };
            MmaSpec {
                fragments: Fragments::Mma,
                shape,
                a,
                b,
                c,
                d,
                satfinite,
            }
        };
        spec.supported().then_some(spec)
    }

    /// A `wmma.mma` of `shape` from the element types its name lists, in both spellings
    /// (PTX's modifiers, NVVM's name): `.dtype.ctype` (`.f16` multiplicands),
    /// `.atype.dtype.ctype`, PTX's `.dtype.atype.btype.ctype` for the newer types, or NVVM's
    /// one `.atype` for them (IntrinsicsNVVM.td: `….mma.row.col.bf16` and `.tf32` accumulate
    /// in f32, `.f64` in f64, `.s8`/`.u8` in s32); A and B share their type.
    fn wmma(shape: (usize, usize, usize), types: &[MmaElem], satfinite: bool) -> Option<MmaSpec> {
        use MmaElem::*;
        let (a, d, c) = match types {
            [a @ (BF16 | TF32)] => (*a, F32, F32),
            [F64] => (F64, F64, F64),
            [a @ (S8 | U8)] => (*a, S32, S32),
            [d, c] => (F16, *d, *c),
            [a, d, c] => (*a, *d, *c),
            [d, a, b, c] if a == b => (*a, *d, *c),
            _ => return None,
        };
        Some(MmaSpec {
            fragments: Fragments::Wmma,
            shape,
            a,
            b: a,
            c,
            d,
            satfinite,
        })
    }

    /// Shapes and types whose fragments the interpreter lays out (module doc): every
    /// `wmma`, and the `mma` shapes of the general layout (not Volta's `.m8n8k4` halves).
    fn supported(&self) -> bool {
        let (m, n, k) = self.shape;
        match self.fragments {
            Fragments::Wmma => m * k % 32 == 0 && k * n % 32 == 0 && m * n % 32 == 0,
            Fragments::Mma => {
                (m == 16 || (m == 8 && self.a != MmaElem::F16 && self.a != MmaElem::BF16))
                    && n == 8
                    && k % (4 * self.a.per_register().max(1)) == 0
            }
        }
    }

    /// Rows and columns of a matrix.
    pub fn dims(&self, which: Matrix) -> (usize, usize) {
        let (m, n, k) = self.shape;
        match which {
            Matrix::A => (m, k),
            Matrix::B => (k, n),
            Matrix::C => (m, n),
        }
    }

    /// The element type of a matrix (C's for the accumulator in; D's is `self.d`).
    pub fn elem(&self, which: Matrix) -> MmaElem {
        match which {
            Matrix::A => self.a,
            Matrix::B => self.b,
            Matrix::C => self.c,
        }
    }

    /// Elements each lane holds of a matrix of element type `elem`.
    pub fn fragment_len(&self, which: Matrix, elem: MmaElem) -> usize {
        let (rows, cols) = self.dims(which);
        match self.fragments {
            Fragments::Mma => rows * cols / 32,
            Fragments::Wmma => wmma_registers(self.shape, which, elem) * elem.per_register(),
        }
    }

    /// `(row, column)` of element `e` of lane `lane`'s fragment of `which`.
    pub fn position(&self, which: Matrix, lane: usize, e: usize, elem: MmaElem) -> (usize, usize) {
        let (rows, cols) = self.dims(which);
        if self.fragments == Fragments::Wmma {
            let idx = (32 * e + lane) % (rows * cols);
            return (idx / cols, idx % cols);
        }
        let (group, tig) = (lane / 4, lane % 4);
        let p = elem.per_register();
        let (r, j) = (e / p, e % p);
        match which {
            Matrix::A => {
                if rows == 16 {
                    (group + 8 * (r % 2), tig * p + j + 4 * p * (r / 2))
                } else {
                    (group, tig * p + j + 4 * p * r)
                }
            }
            Matrix::B => (tig * p + j + 4 * p * r, group),
            Matrix::C => (group + 8 * (e / 2), tig * 2 + e % 2),
        }
    }
}

/// Registers of a wmma fragment (PTX ISA, "Matrix Fragments for WMMA"): `.f16` A and B are
/// eight `.f16x2` registers whatever the shape; the other types hold exactly their share of
/// the tile (`rows·cols / 32` elements, packed `per_register()` to a register); an `.f16`
/// accumulator is four `.f16x2`, an `.f32`/`.s32` one eight, `.f64` (m8n8k4) two.
pub fn wmma_registers(shape: (usize, usize, usize), which: Matrix, elem: MmaElem) -> usize {
    let (m, n, k) = shape;
    let (rows, cols) = match which {
        Matrix::A => (m, k),
        Matrix::B => (k, n),
        Matrix::C => (m, n),
    };
    match (which, elem) {
        (Matrix::A | Matrix::B, MmaElem::F16) => 8,
        _ => (rows * cols / 32).div_ceil(elem.per_register()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mma_fragments_follow_the_isa_formulas() {
        let i = PtxInstruction::parse(
            "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13}",
        )
        .unwrap();
        let s = MmaSpec::of_ptx(&i).unwrap();
        // Lane 5: group 1, thread-in-group 1.
        let a: Vec<_> = (0..8).map(|e| s.position(Matrix::A, 5, e, s.a)).collect();
        assert_eq!(
            a,
            [
                (1, 2),
                (1, 3),
                (9, 2),
                (9, 3),
                (1, 10),
                (1, 11),
                (9, 10),
                (9, 11)
            ]
        );
        let b: Vec<_> = (0..4).map(|e| s.position(Matrix::B, 5, e, s.b)).collect();
        assert_eq!(b, [(2, 1), (3, 1), (10, 1), (11, 1)]);
        let c: Vec<_> = (0..4).map(|e| s.position(Matrix::C, 5, e, s.c)).collect();
        assert_eq!(c, [(1, 2), (1, 3), (9, 2), (9, 3)]);
        // tf32 m16n8k8: a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4).
        let t = MmaSpec::of_intrinsic("llvm.nvvm.mma.m16n8k8.row.col.tf32").unwrap();
        assert_eq!((t.c, t.d), (MmaElem::F32, MmaElem::F32));
        let a: Vec<_> = (0..4).map(|e| t.position(Matrix::A, 5, e, t.a)).collect();
        assert_eq!(a, [(1, 1), (9, 1), (1, 5), (9, 5)]);
        // int8 m16n8k32: a8 is back on row g, 16 columns on.
        let q = MmaSpec::of_intrinsic("llvm.nvvm.mma.m16n8k32.row.col.s8").unwrap();
        assert_eq!(q.position(Matrix::A, 5, 8, q.a), (1, 20));
    }

    #[test]
    fn wmma_names_with_one_type_take_the_accumulator_of_that_type() {
        use MmaElem::*;
        // (NVVM name, A, C and D): cuda-samples' bf16, tf32, dmma and imma TensorCoreGemm.
        for (name, a, acc) in [
            ("llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16", BF16, F32),
            ("llvm.nvvm.wmma.m16n16k8.mma.row.col.tf32", TF32, F32),
            ("llvm.nvvm.wmma.m8n8k4.mma.row.col.f64", F64, F64),
            ("llvm.nvvm.wmma.m16n16k16.mma.row.col.u8", U8, S32),
            ("llvm.nvvm.wmma.m16n16k16.mma.row.col.s8.satfinite", S8, S32),
        ] {
            let s = MmaSpec::of_intrinsic(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!((s.a, s.b, s.c, s.d), (a, a, acc, acc), "{name}");
        }
        // PTX spells all four: `.dtype.atype.btype.ctype`.
        let i = PtxInstruction::parse(
            "wmma.mma.sync.aligned.row.col.m16n16k16.f32.bf16.bf16.f32 {$0,$1,$2,$3,$4,$5,$6,$7}, {$8,$9,$10,$11}, {$12,$13,$14,$15}, {$16,$17,$18,$19,$20,$21,$22,$23}",
        )
        .unwrap();
        let s = MmaSpec::of_ptx(&i).unwrap();
        assert_eq!((s.a, s.c, s.d), (BF16, F32, F32));
    }

    #[test]
    fn every_element_is_held_by_some_lane() {
        for name in [
            "llvm.nvvm.mma.m16n8k16.row.col.f32.f32",
            "llvm.nvvm.mma.m16n8k8.row.col.tf32",
            "llvm.nvvm.mma.m8n8k16.row.col.s8",
            "llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32",
            "llvm.nvvm.wmma.m32n8k16.mma.row.col.f16.f16",
            "llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16",
            "llvm.nvvm.wmma.m16n16k8.mma.row.col.tf32",
            "llvm.nvvm.wmma.m8n8k4.mma.row.col.f64",
            "llvm.nvvm.wmma.m16n16k16.mma.row.col.u8",
        ] {
            let s = MmaSpec::of_intrinsic(name).unwrap_or_else(|| panic!("{name}"));
            for which in [Matrix::A, Matrix::B, Matrix::C] {
                let (rows, cols) = s.dims(which);
                let elem = s.elem(which);
                let mut seen = vec![false; rows * cols];
                for lane in 0..32 {
                    for e in 0..s.fragment_len(which, elem) {
                        let (r, c) = s.position(which, lane, e, elem);
                        seen[r * cols + c] = true;
                    }
                }
                assert!(seen.iter().all(|x| *x), "{name} {which:?}");
            }
        }
    }
}
