//! The kernel IR's typed indices: instructions, locals, globals, functions, types, constants,
//! metadata nodes and source files, each its own newtype made by the engine's
//! [`newtype_index!`], so an instruction index can never be used where a global index is
//! meant. Blocks are indexed by the engine's [`BlockId`](syncflow_framework::graph::BlockId),
//! because a function's blocks *are* the nodes of its CFG.

pub use syncflow_framework::index::IndexVec;
use syncflow_framework::newtype_index;

newtype_index!(
    #[derive(serde::Serialize, serde::Deserialize)]
    /// An instruction of one function.
    InstId,
    "inst"
);
newtype_index!(
    #[derive(serde::Serialize, serde::Deserialize)]
    /// An SSA value local to one function: a parameter or an instruction result.
    LocalId,
    "local"
);
newtype_index!(
    #[derive(serde::Serialize, serde::Deserialize)]
    /// A global variable of the module.
    GlobalId,
    "global"
);
newtype_index!(
    #[derive(serde::Serialize, serde::Deserialize)]
    /// A function (defined or declared) of the module.
    FunctionId,
    "fn"
);
newtype_index!(
    #[derive(serde::Serialize, serde::Deserialize)]
    /// An interned type of the module.
    TypeId,
    "ty"
);
newtype_index!(
    #[derive(serde::Serialize, serde::Deserialize)]
    /// A constant of the module (literal, aggregate, constant expression, inline asm).
    ConstId,
    "const"
);
newtype_index!(
    #[derive(serde::Serialize, serde::Deserialize)]
    /// A metadata node of the module (`!N = ...`).
    MetadataId,
    "md"
);
newtype_index!(
    #[derive(serde::Serialize, serde::Deserialize)]
    /// A source file named by the debug information (`!DIFile`).
    FileId,
    "file"
);
