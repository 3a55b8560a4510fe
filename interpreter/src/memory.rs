//! Byte-addressed memory: objects with contents and initialisation bits.
//!
//! Every global variable, shared array, kernel-argument buffer and `alloca` is one [`Object`].
//! Loads and stores go through [`Memory::read`] and [`Memory::write`], which check bounds
//! (an access must lie entirely inside its object) and track which bytes were ever written,
//! so a read of never-written bytes (an `undef` shared array, a fresh `alloca`) is reported.
//!
//! **Shared memory of several CTAs.** Each CTA has its own copy of every shared object. The
//! current CTA's copy sits at the object's id; the others' wait aside ([`Memory::switch_cta`]
//! exchanges them). A CTA of a cluster reaches another's copy through a *window*
//! ([`Memory::window`]): an object id of its own, of size 0, that names a shared object and a
//! CTA, which `mapa` returns. Accesses through a window read and write that CTA's copy
//! wherever it is, so `check`, `read` and `write` serve every caller unchanged.

use super::program::{float16_bits, float16_value, Layout, Scalar};
use super::value::{mask, ObjectId, Pointer, Value};
use std::rc::Rc;

/// One allocation.
#[derive(Clone, Debug)]
pub struct Object {
    /// A name for reports: `@tile`, `param 0`, `%5 (alloca, thread 3)`.
    pub name: String,
    /// The NVPTX address space the object lives in.
    pub space: u32,
    /// Contents.
    pub bytes: Vec<u8>,
    /// Which bytes hold a written value.
    pub init: Vec<bool>,
    /// For per-thread objects (allocas): the owning thread; never part of a race.
    pub owner: Option<u32>,
    /// For a window: the shared object and the CTA (its index among the CTAs run) whose copy
    /// it reaches.
    pub window: Option<(ObjectId, u32)>,
}

impl Object {
    /// A new object of `size` bytes, zeroed, initialised or not.
    pub fn new(name: String, space: u32, size: u64, initialised: bool) -> Object {
        let size = usize::try_from(size).unwrap_or(0);
        Object {
            name,
            space,
            bytes: vec![0; size],
            init: vec![initialised; size],
            owner: None,
            window: None,
        }
    }
}

/// Why an access failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AccessError {
    /// Outside the object (or through null or a dangling pointer).
    OutOfBounds {
        /// The object's name, or `null`/`invalid`.
        object: String,
        /// The offset accessed.
        offset: i64,
        /// Bytes accessed.
        size: u64,
        /// The object's size.
        object_size: u64,
    },
}

/// The run's memory.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    /// Objects by id; id 0 is the null object (size 0).
    pub objects: Vec<Object>,
    /// The CTA whose shared copies sit at their objects' ids.
    current: u32,
    /// The other CTAs' copies of the shared objects, by (object, CTA).
    aside: std::collections::HashMap<(ObjectId, u32), Object>,
    /// The window of each (shared object, CTA), once made.
    windows: std::collections::HashMap<(ObjectId, u32), ObjectId>,
}

impl Memory {
    /// Memory holding just the null object.
    pub fn new() -> Memory {
        Memory {
            objects: vec![Object::new("null".into(), 0, 0, true)],
            ..Memory::default()
        }
    }

    /// Starts a group of `ctas` CTAs run together, the first current: each gets a fresh copy
    /// of the shared objects `shared` (ids and initial contents).
    pub fn start_ctas(&mut self, shared: &[(usize, Object)], ctas: u32) {
        self.current = 0;
        self.aside.clear();
        for (i, o) in shared {
            self.objects[*i] = o.clone();
            for k in 1..ctas {
                self.aside.insert((*i as ObjectId, k), o.clone());
            }
        }
    }

    /// Makes CTA `to`'s copies of the shared objects `shared` current, setting CTA
    /// `self.current`'s aside.
    pub fn switch_cta(&mut self, shared: &[usize], to: u32) {
        let from = self.current;
        if from == to {
            return;
        }
        for &i in shared {
            let id = i as ObjectId;
            let theirs = self
                .aside
                .remove(&(id, to))
                .unwrap_or_else(|| Object::new(String::new(), 0, 0, false));
            let mine = std::mem::replace(&mut self.objects[i], theirs);
            self.aside.insert((id, from), mine);
        }
        self.current = to;
    }

    /// The CTA whose shared copies are current.
    pub fn current_cta(&self) -> u32 {
        self.current
    }

    /// The window onto CTA `cta`'s copy of the shared object `object` (made on first use).
    pub fn window(&mut self, object: ObjectId, cta: u32) -> ObjectId {
        if let Some(w) = self.windows.get(&(object, cta)) {
            return *w;
        }
        let base = &self.objects[object as usize];
        let mut w = Object::new(format!("{} (block {cta})", base.name), base.space, 0, true);
        w.window = Some((object, cta));
        let id = self.add(w);
        self.windows.insert((object, cta), id);
        id
    }

    /// The object `p` reaches: through a window, the copy of the CTA it names.
    pub fn target(&self, p: Pointer) -> Option<&Object> {
        let o = self.objects.get(p.object as usize)?;
        match o.window {
            Some((i, k)) if k != self.current => self.aside.get(&(i, k)),
            Some((i, _)) => self.objects.get(i as usize),
            None => Some(o),
        }
    }

    fn target_mut(&mut self, p: Pointer) -> Option<&mut Object> {
        match self.objects.get(p.object as usize)?.window {
            Some((i, k)) if k != self.current => self.aside.get_mut(&(i, k)),
            Some((i, _)) => self.objects.get_mut(i as usize),
            None => self.objects.get_mut(p.object as usize),
        }
    }

    /// The byte range `[p.offset, p.offset + size)` of `p`'s object, when it lies inside.
    fn range(p: Pointer, size: u64, len: usize) -> Option<std::ops::Range<usize>> {
        let start = usize::try_from(p.offset).ok()?;
        let end = start.checked_add(usize::try_from(size).ok()?)?;
        (end <= len).then_some(start..end)
    }

    /// Adds an object and returns its id.
    pub fn add(&mut self, object: Object) -> ObjectId {
        self.objects.push(object);
        (self.objects.len() - 1) as ObjectId
    }

    /// Checks that `[p.offset, p.offset + size)` lies inside `p.object`.
    pub fn check(&self, p: Pointer, size: u64) -> Result<(), AccessError> {
        let object = self.target(p);
        let len = object.map_or(0, |o| o.bytes.len() as u64);
        if object.is_none()
            || p.offset < 0
            || (p.offset as u64)
                .checked_add(size)
                .is_none_or(|end| end > len)
        {
            return Err(AccessError::OutOfBounds {
                object: object.map_or_else(|| "invalid".to_string(), |o| o.name.clone()),
                offset: p.offset,
                size,
                object_size: len,
            });
        }
        Ok(())
    }

    /// Reads a value of layout `layout` at `p`; the flag says whether every byte read had
    /// been written.
    ///
    /// Callers check the bounds first ([`Memory::check`], through the race detector's
    /// `access`), which reports an access outside its object as a finding. Should one not,
    /// the read is of zeros, never written, rather than a panic.
    pub fn read(&self, p: Pointer, layout: &Layout) -> (Value, bool) {
        let size = layout.size();
        let range = self
            .target(p)
            .and_then(|o| Some((o, Self::range(p, size, o.bytes.len())?)));
        match range {
            Some((o, r)) => (
                decode(&o.bytes[r.clone()], layout),
                o.init[r].iter().all(|b| *b),
            ),
            None => (decode(&vec![0; size as usize], layout), false),
        }
    }

    /// Writes `v` with layout `layout` at `p`. Bounds are the caller's to check, as for
    /// [`Memory::read`]; a write outside its object changes nothing.
    pub fn write(&mut self, p: Pointer, layout: &Layout, v: &Value) {
        let size = layout.size();
        let Some(o) = self.target_mut(p) else {
            return;
        };
        if let Some(r) = Self::range(p, size, o.bytes.len()) {
            encode(&mut o.bytes[r.clone()], layout, v);
            o.init[r].fill(true);
        }
    }
}

fn le(bytes: &[u8]) -> u64 {
    let mut v = 0u64;
    for (i, b) in bytes.iter().take(8).enumerate() {
        v |= u64::from(*b) << (8 * i);
    }
    v
}

fn put(bytes: &mut [u8], v: u64) {
    for (i, b) in bytes.iter_mut().enumerate() {
        *b = if i < 8 { (v >> (8 * i)) as u8 } else { 0 };
    }
}

/// Decodes bytes as a value of `layout`.
pub fn decode(bytes: &[u8], layout: &Layout) -> Value {
    match layout {
        Layout::Int(bits) => Value::Int(le(bytes) & mask(*bits)),
        Layout::Half => Value::F64(float16_value(Scalar::Half, le(bytes) as u16)),
        Layout::BFloat => Value::F64(float16_value(Scalar::BFloat, le(bytes) as u16)),
        Layout::F32 => Value::F32(f32::from_bits(le(bytes) as u32)),
        Layout::F64 => Value::F64(f64::from_bits(le(bytes))),
        Layout::Ptr => Value::Ptr(Pointer::decode(le(bytes))),
        Layout::Agg(fields, _) => {
            let items: Rc<[Value]> = fields
                .iter()
                .map(|(off, l)| {
                    let o = *off as usize;
                    decode(&bytes[o..o + l.size() as usize], l)
                })
                .collect();
            Value::Agg(items)
        }
    }
}

/// Encodes `v` into `bytes` with `layout`.
pub fn encode(bytes: &mut [u8], layout: &Layout, v: &Value) {
    match layout {
        Layout::Agg(fields, _) => {
            for (i, (off, l)) in fields.iter().enumerate() {
                let o = *off as usize;
                encode(&mut bytes[o..o + l.size() as usize], l, &v.element(i));
            }
        }
        Layout::F32 => put(bytes, u64::from((v.f64() as f32).to_bits())),
        Layout::F64 => put(bytes, v.f64().to_bits()),
        Layout::Half => put(bytes, u64::from(float16_bits(Scalar::Half, v.f64()))),
        Layout::BFloat => put(bytes, u64::from(float16_bits(Scalar::BFloat, v.f64()))),
        Layout::Int(_) | Layout::Ptr => put(bytes, v.bits()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_exact() {
        let mut m = Memory::new();
        let id = m.add(Object::new("a".into(), 3, 8, false));
        let p = |offset| Pointer { object: id, offset };
        assert!(m.check(p(4), 4).is_ok());
        assert!(m.check(p(5), 4).is_err());
        assert!(m.check(p(-1), 1).is_err());
        assert!(m.check(Pointer::NULL, 1).is_err());
    }

    #[test]
    fn unchecked_accesses_outside_an_object_do_not_panic() {
        let mut m = Memory::new();
        let id = m.add(Object::new("a".into(), 1, 8, true));
        let p = |offset| Pointer { object: id, offset };
        m.write(p(6), &Layout::Int(32), &Value::Int(7));
        assert_eq!(m.read(p(6), &Layout::Int(32)), (Value::Int(0), false));
        assert!(!m.read(p(-4), &Layout::Int(32)).1);
        let dangling = Pointer {
            object: 99,
            offset: 0,
        };
        m.write(dangling, &Layout::Int(8), &Value::Int(1));
        assert!(!m.read(dangling, &Layout::Int(8)).1);
        assert_eq!(m.read(p(4), &Layout::Int(32)), (Value::Int(0), true));
    }

    #[test]
    fn write_then_read_round_trips_and_tracks_initialisation() {
        let mut m = Memory::new();
        let id = m.add(Object::new("a".into(), 3, 16, false));
        let p = Pointer {
            object: id,
            offset: 4,
        };
        assert!(!m.read(p, &Layout::F32).1);
        m.write(p, &Layout::F32, &Value::F32(1.5));
        assert_eq!(m.read(p, &Layout::F32), (Value::F32(1.5), true));
        let q = Pointer {
            object: id,
            offset: 8,
        };
        m.write(q, &Layout::Ptr, &Value::Ptr(p));
        assert_eq!(m.read(q, &Layout::Ptr).0, Value::Ptr(p));
    }
}
