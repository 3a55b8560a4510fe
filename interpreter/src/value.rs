//! Runtime values and pointer encoding.
//!
//! A [`Value`] is what an SSA register holds. Integers are kept zero-extended to 64 bits and
//! masked to their width after every operation (wider integers are truncated to 64 bits: CUDA
//! device code does not use them for indexing). Pointers are *object-relative*: memory is a
//! set of objects (a global, a shared array, a kernel-argument buffer, an `alloca`), and a
//! pointer names an object and a byte offset into it. That makes `addrspacecast` the identity
//! and out-of-bounds detection exact: an access is in bounds when `[offset, offset + size)`
//! lies inside its object. When a pointer must become an integer (`ptrtoint`, or a store of a
//! pointer to memory) it is encoded as `(object + 1) << 40 | offset`, and decoded back.

use std::rc::Rc;

/// An object of memory, by index into the run's object table.
pub type ObjectId = u32;

/// A pointer: an object and a byte offset (possibly out of bounds until it is dereferenced).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pointer {
    /// The object; [`NULL_OBJECT`] for null.
    pub object: ObjectId,
    /// Byte offset from the object's start.
    pub offset: i64,
}

/// The object id of the null pointer (an object of size 0, so every access through it faults).
pub const NULL_OBJECT: ObjectId = 0;

const OFFSET_BITS: u32 = 40;
const OFFSET_MASK: u64 = (1 << OFFSET_BITS) - 1;

impl Pointer {
    /// The null pointer.
    pub const NULL: Pointer = Pointer {
        object: NULL_OBJECT,
        offset: 0,
    };

    /// The integer encoding of this pointer (`ptrtoint`, pointers stored to memory).
    pub fn encode(self) -> u64 {
        if self.object == NULL_OBJECT && self.offset == 0 {
            return 0;
        }
        (u64::from(self.object) << OFFSET_BITS) | (self.offset as u64 & OFFSET_MASK)
    }

    /// The pointer an integer encodes (`inttoptr`, pointers loaded from memory).
    pub fn decode(bits: u64) -> Pointer {
        let object = (bits >> OFFSET_BITS) as ObjectId;
        let raw = bits & OFFSET_MASK;
        // Sign-extend the 40-bit offset.
        let offset = ((raw << (64 - OFFSET_BITS)) as i64) >> (64 - OFFSET_BITS);
        Pointer { object, offset }
    }
}

/// A runtime value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// An integer (any width up to 64), zero-extended.
    Int(u64),
    /// A `float`.
    F32(f32),
    /// A `double` (also `half`, widened).
    F64(f64),
    /// A pointer.
    Ptr(Pointer),
    /// A struct, array or vector value (results of `cmpxchg`, `.p` shuffles, vector loads).
    Agg(Rc<[Value]>),
    /// `undef`/`poison`, or a register not yet written; reads as zero.
    Undef,
}

impl Value {
    /// The integer bits of the value (floats by their bit pattern, pointers encoded).
    pub fn bits(&self) -> u64 {
        match self {
            Value::Int(v) => *v,
            Value::F32(f) => u64::from(f.to_bits()),
            Value::F64(f) => f.to_bits(),
            Value::Ptr(p) => p.encode(),
            Value::Agg(_) | Value::Undef => 0,
        }
    }

    /// The value as a pointer (integers are decoded).
    pub fn ptr(&self) -> Pointer {
        match self {
            Value::Ptr(p) => *p,
            other => Pointer::decode(other.bits()),
        }
    }

    /// The value as a float (integers by their bits).
    pub fn f64(&self) -> f64 {
        match self {
            Value::F32(f) => f64::from(*f),
            Value::F64(f) => *f,
            other => other.bits() as f64,
        }
    }

    /// Element `i` of an aggregate.
    pub fn element(&self, i: usize) -> Value {
        match self {
            Value::Agg(items) => items.get(i).cloned().unwrap_or(Value::Undef),
            _ => Value::Undef,
        }
    }
}

/// The mask of the low `bits` bits.
pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Sign-extends the low `bits` bits of `v`.
pub fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 || bits == 0 {
        v as i64
    } else {
        let shift = 64 - bits;
        ((v << shift) as i64) >> shift
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointer_encoding_round_trips_negative_offsets() {
        for p in [
            Pointer {
                object: 3,
                offset: -8,
            },
            Pointer {
                object: 70000,
                offset: 1 << 30,
            },
            Pointer::NULL,
        ] {
            assert_eq!(Pointer::decode(p.encode()), p);
        }
    }

    #[test]
    fn sign_extension() {
        assert_eq!(sext(0xff, 8), -1);
        assert_eq!(sext(0x7f, 8), 127);
        assert_eq!(mask(1), 1);
    }
}
