//! Typed dense indices and the vector they index.
//!
//! Every per-node table of the engine and the graph algorithms (block states, dominator
//! parents, cycle membership) is an [`IndexVec`] keyed by its own newtype ([`BlockId`],
//! [`CycleId`]), so a block index can never be used where a cycle index is meant. Crates above
//! this one (the kernel IR's instruction, local and global ids) define their own indices with
//! [`newtype_index!`](crate::newtype_index).
//!
//! [`BlockId`]: crate::graph::BlockId
//! [`CycleId`]: crate::graph::CycleId

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A dense `u32` index usable as the key of an [`IndexVec`].
pub trait Idx: Copy + Eq + Ord + fmt::Debug + 'static {
    /// The index with value `i`.
    fn from_usize(i: usize) -> Self;
    /// The value of this index.
    fn index(self) -> usize;
}

/// A `Vec<T>` indexed by the typed index `I`.
#[derive(Clone, PartialEq, Eq)]
pub struct IndexVec<I: Idx, T> {
    items: Vec<T>,
    marker: PhantomData<fn(I) -> I>,
}

impl<I: Idx, T> Default for IndexVec<I, T> {
    fn default() -> Self {
        IndexVec {
            items: Vec::new(),
            marker: PhantomData,
        }
    }
}

impl<I: Idx, T: fmt::Debug> fmt::Debug for IndexVec<I, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter_enumerated()).finish()
    }
}

impl<I: Idx, T> IndexVec<I, T> {
    /// An empty vector.
    pub fn new() -> Self {
        Self::default()
    }

    /// `len` copies of `item`, at indices `0..len`.
    pub fn from_elem(item: T, len: usize) -> Self
    where
        T: Clone,
    {
        IndexVec::from(vec![item; len])
    }

    /// Appends `item` and returns its index.
    pub fn push(&mut self, item: T) -> I {
        let id = I::from_usize(self.items.len());
        self.items.push(item);
        id
    }

    /// Gives back the spare capacity (a parser that pushed an unknown number of items calls
    /// this when done, so doubling growth does not cost up to twice the memory).
    pub fn shrink_to_fit(&mut self) {
        self.items.shrink_to_fit();
    }

    /// Number of items.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// True when there is no item.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The item at `id`, if any.
    pub fn get(&self, id: I) -> Option<&T> {
        self.items.get(id.index())
    }

    /// Every index, in order.
    pub fn indices(&self) -> impl DoubleEndedIterator<Item = I> + ExactSizeIterator + 'static {
        (0..self.items.len()).map(I::from_usize)
    }

    /// Every item, in index order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }

    /// Every item, mutably, in index order.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.items.iter_mut()
    }

    /// Every `(index, item)` pair, in index order.
    pub fn iter_enumerated(&self) -> impl DoubleEndedIterator<Item = (I, &T)> + ExactSizeIterator {
        self.items
            .iter()
            .enumerate()
            .map(|(i, t)| (I::from_usize(i), t))
    }

    /// The items as a slice.
    pub fn as_slice(&self) -> &[T] {
        &self.items
    }
}

impl<I: Idx, T> From<Vec<T>> for IndexVec<I, T> {
    fn from(items: Vec<T>) -> Self {
        IndexVec {
            items,
            marker: PhantomData,
        }
    }
}

impl<I: Idx, T> FromIterator<T> for IndexVec<I, T> {
    fn from_iter<It: IntoIterator<Item = T>>(iter: It) -> Self {
        IndexVec::from(iter.into_iter().collect::<Vec<T>>())
    }
}

impl<I: Idx, T> Index<I> for IndexVec<I, T> {
    type Output = T;
    fn index(&self, id: I) -> &T {
        &self.items[id.index()]
    }
}

impl<I: Idx, T> IndexMut<I> for IndexVec<I, T> {
    fn index_mut(&mut self, id: I) -> &mut T {
        &mut self.items[id.index()]
    }
}

impl<'a, I: Idx, T> IntoIterator for &'a IndexVec<I, T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

/// Defines a `u32` newtype index implementing [`Idx`], with `new`, `index` and a `Debug` that
/// prints `PREFIX<n>`. Extra attributes (doc comments, `derive`s such as serde's) are passed
/// through.
///
/// ```
/// syncflow_framework::newtype_index!(
///     /// A node of my graph.
///     NodeId, "node"
/// );
/// let n = NodeId::new(3);
/// assert_eq!(format!("{n:?}"), "node3");
/// ```
#[macro_export]
macro_rules! newtype_index {
    ($(#[$attr:meta])* $name:ident, $prefix:literal) => {
        $(#[$attr])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(u32);

        impl $name {
            /// The index with value `i`.
            ///
            /// # Panics
            /// When `i` does not fit in 32 bits.
            pub fn new(i: usize) -> Self {
                $name(u32::try_from(i).expect(concat!(stringify!($name), " overflow")))
            }
            /// The value of this index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl $crate::index::Idx for $name {
            fn from_usize(i: usize) -> Self {
                $name::new(i)
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

/// Lists of `T` per row `I`, as one flat array (compressed rows): a million rows cost a
/// million offsets and their items, not a million vectors. Built in two passes over the same
/// `(row, item)` pairs — count, then place — so each row keeps the pairs' order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompressedRows<I: Idx, T> {
    /// `items[starts[r]..starts[r + 1]]` is row `r`; `rows + 1` entries.
    starts: Vec<u32>,
    items: Vec<T>,
    _rows: std::marker::PhantomData<I>,
}

impl<I: Idx, T: Copy> CompressedRows<I, T> {
    /// `rows` rows from the pairs `pairs` emits, in emission order within each row. `pairs`
    /// is called twice and must emit the same pairs both times; `placeholder` fills the
    /// items between the passes (any value of `T`).
    pub fn build(rows: usize, placeholder: T, pairs: impl Fn(&mut dyn FnMut(I, T))) -> Self {
        let mut starts = vec![0u32; rows + 1];
        pairs(&mut |row, _| starts[row.index() + 1] += 1);
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut next = starts.clone();
        let mut items = vec![placeholder; starts[rows] as usize];
        pairs(&mut |row, item| {
            items[next[row.index()] as usize] = item;
            next[row.index()] += 1;
        });
        CompressedRows {
            starts,
            items,
            _rows: std::marker::PhantomData,
        }
    }

    /// The items of `row`.
    pub fn row(&self, row: I) -> &[T] {
        let (a, b) = (self.starts[row.index()], self.starts[row.index() + 1]);
        &self.items[a as usize..b as usize]
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// Every row with its items, in row order.
    pub fn iter_enumerated(&self) -> impl Iterator<Item = (I, &[T])> + '_ {
        (0..self.rows()).map(|r| (I::from_usize(r), self.row(I::from_usize(r))))
    }
}

impl<I: Idx, T> Default for CompressedRows<I, T> {
    fn default() -> Self {
        CompressedRows {
            starts: vec![0],
            items: Vec::new(),
            _rows: std::marker::PhantomData,
        }
    }
}

impl<I: Idx, T: Copy> std::ops::Index<I> for CompressedRows<I, T> {
    type Output = [T];

    fn index(&self, row: I) -> &[T] {
        self.row(row)
    }
}
