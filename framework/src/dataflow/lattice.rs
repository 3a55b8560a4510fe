//! Lattices: the domains dataflow states live in.
//!
//! # Definitions
//!
//! A *lattice* is a set `L` with a partial order `⊑` in which every two elements `a`, `b` have a
//! least upper bound `a ⊔ b` (their *join*) and a greatest lower bound `a ⊓ b` (their *meet*).
//! Equivalently, `⊔` and `⊓` are binary operations that satisfy, for all `a`, `b`, `c`:
//!
//! | law           | join                          | meet                          |
//! |---------------|-------------------------------|-------------------------------|
//! | idempotence   | `a ⊔ a = a`                   | `a ⊓ a = a`                   |
//! | commutativity | `a ⊔ b = b ⊔ a`               | `a ⊓ b = b ⊓ a`               |
//! | associativity | `(a ⊔ b) ⊔ c = a ⊔ (b ⊔ c)`   | `(a ⊓ b) ⊓ c = a ⊓ (b ⊓ c)`   |
//! | absorption    | `a ⊔ (a ⊓ b) = a`             | `a ⊓ (a ⊔ b) = a`             |
//!
//! and the order is recovered as `a ⊑ b ⇔ a ⊔ b = b ⇔ a ⊓ b = a`. Every lattice here is
//! *bounded*: it has a least element `⊥` (`⊥ ⊔ a = a`) and a greatest element `⊤`
//! (`⊤ ⊓ a = a`). The *height* of a lattice is the length of its longest strictly ascending
//! chain `⊥ ⊏ a₁ ⊏ a₂ ⊏ … ⊏ ⊤`; the engine terminates when it is finite (see the
//! [convergence contract](super#convergence-contract)).
//!
//! The trait is [`Lattice`]. Its `join`/`meet` update `self` in place and return whether `self`
//! changed, which is all the engine needs to decide whether to revisit a block. `bottom` and
//! `top` take `&self` because some lattices are families indexed by a size: the bit sets over a
//! universe of 37 variables are a different lattice from those over 38, and `x.bottom()` is the
//! least element *of the lattice `x` lives in*.
//!
//! # Provided lattices
//!
//! | type | elements | `⊑` | `⊥` / `⊤` | height |
//! |------|----------|-----|-----------|--------|
//! | [`FixedBitSet`] of length `n` | subsets of `{0, …, n-1}` | `⊆` | `∅` / all `n` bits | `n` |
//! | `bool` | `{false, true}` | `false ⊑ true` | `false` / `true` | 1 |
//! | [`Flat<T>`] | `⊥`, every `T`, `⊤` | `⊥ ⊑ v ⊑ ⊤`, distinct `v` incomparable | `Bottom` / `Top` | 2 |
//! | `(A, B)`, `(A, B, C)`, `(A, B, C, D)` | tuples | componentwise | componentwise | sum |
//! | [`MapLattice<K, V>`] | finite-support maps `K → V`, plus an adjoined `⊤` | pointwise, `⊤` above all | `{}` / `Top` | `|K|·h(V) + 1` for finite `K` |
//!
//! The bit-set operations share one word-wise helper, [`bitset_join`] / [`bitset_meet`], which
//! reports a change by comparing each word before and after, so the engine never compares whole
//! states.

use fixedbitset::FixedBitSet;
use imbl::OrdMap;
use std::fmt;

/// A bounded lattice whose `join`/`meet` update in place and report whether anything changed.
///
/// Implementations must satisfy the laws in the [module documentation](self) (checked by the
/// quickcheck properties in this module's tests for every provided lattice), and the returned
/// flag must be exactly `old != new`.
pub trait Lattice: Clone + PartialEq + fmt::Debug {
    /// Sets `self` to `self ⊔ other`; returns whether `self` changed.
    fn join(&mut self, other: &Self) -> bool;

    /// Sets `self` to `self ⊓ other`; returns whether `self` changed.
    fn meet(&mut self, other: &Self) -> bool;

    /// The least element of the lattice `self` belongs to.
    fn bottom(&self) -> Self;

    /// The greatest element of the lattice `self` belongs to.
    fn top(&self) -> Self;

    /// The order: `self ⊑ other`, i.e. `self ⊔ other = other`.
    fn le(&self, other: &Self) -> bool {
        let mut joined = self.clone();
        joined.join(other);
        joined == *other
    }
}

/// How an analysis combines the states that flow into one program point.
///
/// This is a run-time choice (branch-dist's `branch-dist-norm` knob), so one analysis type can
/// be solved either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum MeetMode {
    /// *May* analysis: combine with join (`⊔`, union for sets); the iteration starts from `⊥`
    /// and computes the least fixed point.
    Or,
    /// *Must* analysis: combine with meet (`⊓`, intersection for sets); the iteration starts from
    /// `⊤` and computes the greatest fixed point.
    And,
}

impl MeetMode {
    /// Combines `other` into `state` with this mode's operator; returns whether `state` changed.
    pub fn combine<L: Lattice>(self, state: &mut L, other: &L) -> bool {
        match self {
            MeetMode::Or => state.join(other),
            MeetMode::And => state.meet(other),
        }
    }

    /// The identity of [`combine`](Self::combine), which is also where the iteration starts:
    /// `⊥` for `Or`, `⊤` for `And`. `like` only gives the lattice (its size).
    pub fn initial<L: Lattice>(self, like: &L) -> L {
        match self {
            MeetMode::Or => like.bottom(),
            MeetMode::And => like.top(),
        }
    }
}

/// Sets `into` to `into ∪ from` word by word; returns whether any bit was added.
///
/// # Panics
/// When the two sets have different lengths (they belong to different lattices).
pub fn bitset_join(into: &mut FixedBitSet, from: &FixedBitSet) -> bool {
    combine_words(into, from, |a, b| a | b)
}

/// Sets `into` to `into ∩ from` word by word; returns whether any bit was removed.
///
/// # Panics
/// When the two sets have different lengths (they belong to different lattices).
pub fn bitset_meet(into: &mut FixedBitSet, from: &FixedBitSet) -> bool {
    combine_words(into, from, |a, b| a & b)
}

/// The one change-reporting word loop behind [`bitset_join`] and [`bitset_meet`]. `op` must map
/// two zero words to zero so the bits past the length stay clear.
fn combine_words(
    into: &mut FixedBitSet,
    from: &FixedBitSet,
    op: impl Fn(usize, usize) -> usize,
) -> bool {
    assert_eq!(into.len(), from.len(), "bit sets over different universes");
    let mut changed = 0;
    for (a, &b) in into.as_mut_slice().iter_mut().zip(from.as_slice()) {
        let new = op(*a, b);
        changed |= new ^ *a;
        *a = new;
    }
    changed != 0
}

impl Lattice for FixedBitSet {
    fn join(&mut self, other: &Self) -> bool {
        bitset_join(self, other)
    }

    fn meet(&mut self, other: &Self) -> bool {
        bitset_meet(self, other)
    }

    fn bottom(&self) -> Self {
        FixedBitSet::with_capacity(self.len())
    }

    fn top(&self) -> Self {
        let mut all = FixedBitSet::with_capacity(self.len());
        all.insert_range(..);
        all
    }

    fn le(&self, other: &Self) -> bool {
        self.is_subset(other)
    }
}

impl Lattice for bool {
    fn join(&mut self, other: &Self) -> bool {
        let changed = !*self && *other;
        *self |= *other;
        changed
    }

    fn meet(&mut self, other: &Self) -> bool {
        let changed = *self && !*other;
        *self &= *other;
        changed
    }

    fn bottom(&self) -> Self {
        false
    }

    fn top(&self) -> Self {
        true
    }
}

/// The flat lattice over `T`: `⊥ ⊑ v ⊑ ⊤` for every value `v`, and two different values are
/// incomparable (their join is `⊤`, their meet `⊥`). Constant propagation's lattice: `⊥` is
/// "no information yet", `Value(c)` "always `c`", `⊤` "not a constant".
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Flat<T> {
    /// The least element.
    Bottom,
    /// One value.
    Value(T),
    /// The greatest element.
    Top,
}

impl<T: Clone + PartialEq> Flat<T> {
    /// The one rule behind [`join`](Lattice::join) (`unit` is `⊥`, `absorbing` is `⊤`) and
    /// [`meet`](Lattice::meet) (the other way round): `unit` in `other` or `absorbing` in
    /// `self` changes nothing, `unit` in `self` takes `other`, two equal values stay and two
    /// different ones give `absorbing`. Returns whether `self` changed.
    fn combine(&mut self, other: &Self, unit: Self, absorbing: Self) -> bool {
        let new = match (&*self, other) {
            _ if *other == unit || *self == absorbing => return false,
            _ if *self == unit => other.clone(),
            (Flat::Value(a), Flat::Value(b)) if a == b => return false,
            _ => absorbing,
        };
        *self = new;
        true
    }
}

impl<T: Clone + PartialEq + fmt::Debug> Lattice for Flat<T> {
    fn join(&mut self, other: &Self) -> bool {
        self.combine(other, Flat::Bottom, Flat::Top)
    }

    fn meet(&mut self, other: &Self) -> bool {
        self.combine(other, Flat::Top, Flat::Bottom)
    }

    fn bottom(&self) -> Self {
        Flat::Bottom
    }

    fn top(&self) -> Self {
        Flat::Top
    }
}

macro_rules! tuple_lattice {
    ($($name:ident $idx:tt),+) => {
        /// The product lattice: every operation works componentwise.
        impl<$($name: Lattice),+> Lattice for ($($name,)+) {
            fn join(&mut self, other: &Self) -> bool {
                let mut changed = false;
                $(changed |= self.$idx.join(&other.$idx);)+
                changed
            }

            fn meet(&mut self, other: &Self) -> bool {
                let mut changed = false;
                $(changed |= self.$idx.meet(&other.$idx);)+
                changed
            }

            fn bottom(&self) -> Self {
                ($(self.$idx.bottom(),)+)
            }

            fn top(&self) -> Self {
                ($(self.$idx.top(),)+)
            }
        }
    };
}

tuple_lattice!(A 0, B 1);
tuple_lattice!(A 0, B 1, C 2);
tuple_lattice!(A 0, B 1, C 2, D 3);

/// Finite-support maps from `K` to a lattice `V`, ordered pointwise, with a `⊤` adjoined; built
/// on [`imbl::OrdMap`], so cloning a state is O(1) and snapshots share structure.
///
/// A key that is absent maps to the bottom of `V`; the map never stores a bottom value, so two
/// equal functions are equal maps. `V`'s bottom is taken from the values themselves
/// ([`Lattice::bottom`]), so every value of one map must belong to the same lattice (bit sets
/// of one length). `Top` stands for "every key at `⊤`" without enumerating `K`; it is what a
/// must (`And`) analysis starts from. Iteration order is the key order, so it is deterministic.
#[derive(Clone, PartialEq, Eq)]
pub enum MapLattice<K: Ord + Clone, V: Clone> {
    /// The pointwise map; absent keys are at `V`'s bottom.
    Map(OrdMap<K, V>),
    /// The adjoined greatest element.
    Top,
}

impl<K: Ord + Clone, V: Lattice> MapLattice<K, V> {
    /// The empty map, the least element.
    pub fn new() -> Self {
        MapLattice::Map(OrdMap::new())
    }

    /// The value at `key`, `None` when it is `V`'s bottom (or the map is `Top`, see
    /// [`is_top`](Self::is_top)).
    pub fn get(&self, key: &K) -> Option<&V> {
        match self {
            MapLattice::Map(map) => map.get(key),
            MapLattice::Top => None,
        }
    }

    /// Whether this is the adjoined `⊤`.
    pub fn is_top(&self) -> bool {
        matches!(self, MapLattice::Top)
    }

    /// Sets the value at `key` (removing it when `value` is bottom). Setting a key of `Top`
    /// leaves `Top` unchanged: no single key can be lowered below `⊤` without enumerating `K`.
    pub fn insert(&mut self, key: K, value: V) {
        if let MapLattice::Map(map) = self {
            if value == value.bottom() {
                map.remove(&key);
            } else {
                map.insert(key, value);
            }
        }
    }

    /// Entries in key order (none for `Top`).
    pub fn iter(&self) -> impl Iterator<Item = (&K, &V)> {
        let map = match self {
            MapLattice::Map(map) => Some(map),
            MapLattice::Top => None,
        };
        map.into_iter().flat_map(|m| m.iter())
    }
}

impl<K: Ord + Clone, V: Lattice> Default for MapLattice<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: Ord + Clone + fmt::Debug, V: Clone + fmt::Debug> fmt::Debug for MapLattice<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapLattice::Map(map) => f.debug_map().entries(map.iter()).finish(),
            MapLattice::Top => f.write_str("⊤"),
        }
    }
}

impl<K: Ord + Clone + fmt::Debug, V: Lattice> Lattice for MapLattice<K, V> {
    fn join(&mut self, other: &Self) -> bool {
        let (MapLattice::Map(map), MapLattice::Map(theirs)) = (&mut *self, other) else {
            if self.is_top() {
                return false;
            }
            *self = MapLattice::Top;
            return true;
        };
        let mut changed = false;
        for (key, value) in theirs.iter() {
            match map.get_mut(key) {
                Some(mine) => changed |= mine.join(value),
                None => {
                    // Stored values are never bottom, so inserting changes the function.
                    map.insert(key.clone(), value.clone());
                    changed = true;
                }
            }
        }
        changed
    }

    fn meet(&mut self, other: &Self) -> bool {
        let theirs = match (&mut *self, other) {
            (_, MapLattice::Top) => return false,
            (MapLattice::Top, _) => {
                *self = other.clone();
                return true;
            }
            (MapLattice::Map(_), MapLattice::Map(theirs)) => theirs,
        };
        let MapLattice::Map(map) = self else {
            unreachable!("handled above")
        };
        let mut changed = false;
        let keys: Vec<K> = map.keys().cloned().collect();
        for key in keys {
            match theirs.get(&key) {
                None => {
                    map.remove(&key);
                    changed = true;
                }
                Some(value) => {
                    let mine = map.get_mut(&key).expect("key collected from this map");
                    if mine.meet(value) {
                        changed = true;
                        if *mine == mine.bottom() {
                            map.remove(&key);
                        }
                    }
                }
            }
        }
        changed
    }

    fn bottom(&self) -> Self {
        MapLattice::new()
    }

    fn top(&self) -> Self {
        MapLattice::Top
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::{quickcheck, Arbitrary, Gen};

    /// Checks every law of the module doc on three elements of one lattice, plus the change
    /// flags, the bounds and the order.
    fn laws<L: Lattice>(a: &L, b: &L, c: &L) -> bool {
        let join = |x: &L, y: &L| {
            let mut r = x.clone();
            let changed = r.join(y);
            assert_eq!(changed, r != *x, "join flag wrong for {x:?} ⊔ {y:?}");
            r
        };
        let meet = |x: &L, y: &L| {
            let mut r = x.clone();
            let changed = r.meet(y);
            assert_eq!(changed, r != *x, "meet flag wrong for {x:?} ⊓ {y:?}");
            r
        };
        // Idempotence.
        assert_eq!(join(a, a), *a);
        assert_eq!(meet(a, a), *a);
        // Commutativity.
        assert_eq!(join(a, b), join(b, a));
        assert_eq!(meet(a, b), meet(b, a));
        // Associativity.
        assert_eq!(join(&join(a, b), c), join(a, &join(b, c)));
        assert_eq!(meet(&meet(a, b), c), meet(a, &meet(b, c)));
        // Absorption.
        assert_eq!(join(a, &meet(a, b)), *a);
        assert_eq!(meet(a, &join(a, b)), *a);
        // Bounds.
        assert_eq!(join(&a.bottom(), a), *a);
        assert_eq!(meet(&a.top(), a), *a);
        assert_eq!(join(&a.top(), a), a.top());
        assert_eq!(meet(&a.bottom(), a), a.bottom());
        // Order, both ways of computing it.
        let ab = join(a, b);
        assert!(a.le(&ab) && b.le(&ab));
        assert_eq!(a.le(b), meet(a, b) == *a);
        assert!(a.bottom().le(a) && a.le(&a.top()));
        true
    }

    /// Three bit sets over one universe (up to 130 bits, so word boundaries are crossed).
    #[derive(Clone, Debug)]
    struct Bits3(FixedBitSet, FixedBitSet, FixedBitSet);

    fn bits(g: &mut Gen, len: usize) -> FixedBitSet {
        let mut set = FixedBitSet::with_capacity(len);
        let density = u8::arbitrary(g) % 4;
        for i in 0..len {
            // Vary the density so that near-empty and near-full sets both appear.
            let bit = match density {
                0 => u8::arbitrary(g) % 8 == 0,
                1 => u8::arbitrary(g) % 8 != 0,
                _ => bool::arbitrary(g),
            };
            set.set(i, bit);
        }
        set
    }

    impl Arbitrary for Bits3 {
        fn arbitrary(g: &mut Gen) -> Self {
            let len = usize::arbitrary(g) % 131;
            Bits3(bits(g, len), bits(g, len), bits(g, len))
        }
    }

    fn flat(g: &mut Gen) -> Flat<u8> {
        match u8::arbitrary(g) % 5 {
            0 => Flat::Bottom,
            1 => Flat::Top,
            _ => Flat::Value(u8::arbitrary(g) % 3),
        }
    }

    #[derive(Clone, Debug)]
    struct Flat3(Flat<u8>, Flat<u8>, Flat<u8>);

    impl Arbitrary for Flat3 {
        fn arbitrary(g: &mut Gen) -> Self {
            Flat3(flat(g), flat(g), flat(g))
        }
    }

    type Map = MapLattice<u8, Flat<u8>>;

    fn map(g: &mut Gen) -> Map {
        if u8::arbitrary(g) % 8 == 0 {
            return MapLattice::Top;
        }
        let mut m = MapLattice::new();
        for _ in 0..usize::arbitrary(g) % 6 {
            m.insert(u8::arbitrary(g) % 5, flat(g));
        }
        m
    }

    #[derive(Clone, Debug)]
    struct Map3(Map, Map, Map);

    impl Arbitrary for Map3 {
        fn arbitrary(g: &mut Gen) -> Self {
            Map3(map(g), map(g), map(g))
        }
    }

    /// Maps whose values are bit sets: checks the "never store bottom" rule with sized values.
    #[derive(Clone, Debug)]
    struct BitMap3(
        MapLattice<u8, FixedBitSet>,
        MapLattice<u8, FixedBitSet>,
        MapLattice<u8, FixedBitSet>,
    );

    impl Arbitrary for BitMap3 {
        fn arbitrary(g: &mut Gen) -> Self {
            let one = |g: &mut Gen| {
                let mut m = MapLattice::new();
                for _ in 0..usize::arbitrary(g) % 4 {
                    m.insert(u8::arbitrary(g) % 4, bits(g, 3));
                }
                m
            };
            BitMap3(one(g), one(g), one(g))
        }
    }

    quickcheck! {
        fn bitset_laws(x: Bits3) -> bool { laws(&x.0, &x.1, &x.2) }
        fn bool_laws(a: bool, b: bool, c: bool) -> bool { laws(&a, &b, &c) }
        fn flat_laws(x: Flat3) -> bool { laws(&x.0, &x.1, &x.2) }
        fn pair_laws(x: Flat3, y: Bits3) -> bool {
            laws(&(x.0, y.0), &(x.1, y.1), &(x.2, y.2))
        }
        fn triple_laws(x: Flat3, a: bool, b: bool, c: bool, y: Map3) -> bool {
            laws(&(x.0, a, y.0), &(x.1, b, y.1), &(x.2, c, y.2))
        }
        fn quad_laws(x: Flat3, a: bool, b: bool, c: bool, y: Map3, z: Bits3) -> bool {
            laws(&(x.0, a, y.0, z.0), &(x.1, b, y.1, z.1), &(x.2, c, y.2, z.2))
        }
        fn map_laws(x: Map3) -> bool { laws(&x.0, &x.1, &x.2) }
        fn bitmap_laws(x: BitMap3) -> bool { laws(&x.0, &x.1, &x.2) }
    }

    #[test]
    fn bitset_helper_reports_changes_per_word() {
        let mut a = FixedBitSet::with_capacity(70);
        let mut b = FixedBitSet::with_capacity(70);
        b.insert(69);
        assert!(bitset_join(&mut a, &b));
        assert!(!bitset_join(&mut a, &b));
        assert!(a.contains(69));
        let top = a.top();
        assert_eq!(top.count_ones(..), 70);
        assert!(!bitset_meet(&mut a, &top));
        let empty = a.bottom();
        assert!(bitset_meet(&mut a, &empty));
        assert!(a.is_clear());
    }

    #[test]
    fn map_never_stores_bottom() {
        let mut m: Map = MapLattice::new();
        m.insert(1, Flat::Bottom);
        assert_eq!(m, MapLattice::new());
        m.insert(1, Flat::Value(3));
        let mut other: Map = MapLattice::new();
        other.insert(1, Flat::Value(4));
        assert!(m.meet(&other));
        assert_eq!(
            m,
            MapLattice::new(),
            "Value(3) ⊓ Value(4) = ⊥ must drop the key"
        );
    }

    #[test]
    fn meet_modes_start_from_their_identity() {
        let set = FixedBitSet::with_capacity(5);
        assert!(MeetMode::Or.initial(&set).is_clear());
        assert!(MeetMode::And.initial(&set).is_full());
    }
}
