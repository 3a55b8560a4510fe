//! Typed dense indices and the vector they index.
//!
//! Every table of the IR (instructions of a function, locals, globals, types, constants,
//! metadata nodes) is an [`IndexVec`] indexed by its own newtype, so an instruction index can
//! never be used where a global index is meant. Blocks are indexed by the framework-wide
//! [`crate::graph::BlockId`], because a function's blocks *are* the nodes of its CFG.

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

impl Idx for crate::graph::BlockId {
    fn from_usize(i: usize) -> Self {
        crate::graph::BlockId::new(i)
    }
    fn index(self) -> usize {
        crate::graph::BlockId::index(self)
    }
}

macro_rules! define_index {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
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

        impl Idx for $name {
            fn from_usize(i: usize) -> Self {
                $name::new(i)
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
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

    /// Appends `item` and returns its index.
    pub fn push(&mut self, item: T) -> I {
        let id = I::from_usize(self.items.len());
        self.items.push(item);
        id
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

define_index!(
    /// An instruction of one function.
    InstId, "inst"
);
define_index!(
    /// An SSA value local to one function: a parameter or an instruction result.
    LocalId, "local"
);
define_index!(
    /// A global variable of the module.
    GlobalId, "global"
);
define_index!(
    /// A function (defined or declared) of the module.
    FunctionId, "fn"
);
define_index!(
    /// An interned type of the module.
    TypeId, "ty"
);
define_index!(
    /// A constant of the module (literal, aggregate, constant expression, inline asm).
    ConstId, "const"
);
define_index!(
    /// A metadata node of the module (`!N = ...`).
    MetadataId, "md"
);
define_index!(
    /// A source file named by the debug information (`!DIFile`).
    FileId, "file"
);
