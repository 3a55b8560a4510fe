//! The CTA's shared window: the 32-bit addresses shared memory has as a number.
//!
//! The interpreter's pointers are object-relative ([`crate::value`]): a shared array is an
//! object, and a pointer into it names the object and an offset. On the GPU a shared address
//! is also a number, its offset in the CTA's *shared window*, and code takes it as one:
//! CUTLASS's and CUB's inline asm passes `__cvta_generic_to_shared(p)` (LLVM IR:
//! `trunc (ptrtoint (addrspacecast p to ptr addrspace(3)))`) as a 32-bit `"r"` operand of
//! `cp.async`, `ldmatrix`, `st.shared`; XLA passes `trunc(ptrtoint(ptr addrspace(3)))` to
//! `ldmatrix`. PTX read by the front end keeps such registers as pointers (its `cvta` and
//! `cvt` on an address are casts of the pointer), so only LLVM IR needs the numbers.
//!
//! The window lays the module's shared variables out one after another, from
//! [`SharedWindow::BASE`], each at a multiple of [`SharedWindow::ALIGN`] (so the address bits
//! swizzles XOR are those of the offset in the variable, as on the GPU, where the toolchains
//! align shared tiles), the dynamic (`extern __shared__`) array last, unbounded. Then
//!
//! * `ptrtoint` of a `ptr addrspace(3)` into a shared variable gives its window address
//!   ([`SharedWindow::address`]); a pointer the window does not hold (null, another CTA's
//!   copy in a cluster) keeps the interpreter's encoding;
//! * `inttoptr` to `ptr addrspace(3)`, and a `.shared` address operand of inline asm that is
//!   a number rather than a pointer, take a window address back to the variable and offset
//!   ([`SharedWindow::pointer`]), so a store through it is checked, raced and executed like
//!   one through the pointer, and one outside every variable is out of bounds.
//!
//! Every CTA's copy of a variable has the same window address, as on the GPU.

use super::*;

/// The window: `(address, object, size)` of each shared variable, by address.
#[derive(Debug, Default)]
pub struct SharedWindow {
    entries: Vec<(u64, ObjectId, Option<u64>)>,
}

impl SharedWindow {
    /// The window address of the first variable. Shared address 0 is never a variable's (a
    /// null `ptr addrspace(3)` converts to 0); the GPU reserves the window's first KiB too.
    pub const BASE: u64 = 1024;
    /// Every variable starts at a multiple of this (the widest swizzle's period).
    pub const ALIGN: u64 = 1024;

    /// The window of `module`'s shared variables, whose objects are `global_object`; the
    /// dynamic array (`dynamic`) goes last.
    pub fn new(module: &Module, global_object: &[ObjectId], dynamic: Option<ObjectId>) -> Self {
        let mut entries = Vec::new();
        let mut next = Self::BASE;
        for (g, &object) in module.globals.iter().zip(global_object) {
            if g.addr_space != addr_space::SHARED || Some(object) == dynamic {
                continue;
            }
            let size = module.types.store_size(g.value_type).unwrap_or(0);
            entries.push((next, object, Some(size)));
            next = (next + size.max(1)).div_ceil(Self::ALIGN) * Self::ALIGN;
        }
        if let Some(d) = dynamic {
            entries.push((next, d, None));
        }
        SharedWindow { entries }
    }

    /// The window address of `p`, when it points into a shared variable.
    pub fn address(&self, p: Pointer) -> Option<u64> {
        let (base, ..) = self.entries.iter().find(|(_, o, _)| *o == p.object)?;
        Some(base.wrapping_add(p.offset as u64))
    }

    /// The pointer a window address names: the variable it falls in, or past whose start it
    /// lies (an offset past the variable's end, reported when accessed); `None` below the
    /// first variable.
    pub fn pointer(&self, address: u64) -> Option<Pointer> {
        let (base, object, _) = self
            .entries
            .iter()
            .rev()
            .find(|(base, ..)| *base <= address)?;
        Some(Pointer {
            object: *object,
            offset: (address - base) as i64,
        })
    }

    /// `v` as a pointer: a pointer as it is; a number below 2^32 (a window address) through
    /// the window; anything else by the interpreter's encoding.
    pub fn resolve(&self, v: &Value) -> Pointer {
        match v {
            Value::Int(bits) if *bits < 1 << 32 => self
                .pointer(*bits)
                .unwrap_or_else(|| Pointer::decode(*bits)),
            other => other.ptr(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn window() -> SharedWindow {
        SharedWindow {
            entries: vec![(1024, 3, Some(100)), (2048, 5, Some(4096)), (6144, 7, None)],
        }
    }

    #[test]
    fn addresses_and_pointers_round_trip() {
        let w = window();
        let p = Pointer {
            object: 5,
            offset: 12,
        };
        assert_eq!(w.address(p), Some(2060));
        assert_eq!(w.pointer(2060), Some(p));
        assert_eq!(w.address(Pointer::NULL), None);
        assert_eq!(w.pointer(100), None);
        // Past a variable's end (the padding before the next): out of bounds of it.
        assert_eq!(
            w.pointer(1124),
            Some(Pointer {
                object: 3,
                offset: 100
            })
        );
        // The dynamic array is unbounded.
        assert_eq!(w.pointer(1 << 20).map(|p| p.object), Some(7));
        assert_eq!(w.resolve(&Value::Int(2048)).object, 5);
        assert_eq!(
            w.resolve(&Value::Int(5)),
            Pointer {
                object: 0,
                offset: 5
            }
        );
    }
}
