//! Metadata nodes and the debug locations resolved from them.
//!
//! Only what syncflow needs is modelled: tuples (`!{…}`, for `!nvvm.annotations`) and the
//! fields of the debug-info nodes that locate an instruction — `!DILocation(line:, column:,
//! scope:, inlinedAt:)`, whose scope chain (`!DILexicalBlock`, `!DILexicalBlockFile`,
//! `!DISubprogram`) leads to a `!DIFile(filename:, directory:)`. Every other specialized node is
//! kept by kind with its fields unread.

use super::index::{FileId, MetadataId};
use super::index::{IndexVec, TypeId};
use super::instruction::Operand;
use serde::Serialize;
use std::collections::HashMap;

/// A field value or tuple element of a metadata node.
#[derive(Clone, Debug, PartialEq)]
pub enum MetadataValue {
    /// `!N`, by the number written in the source.
    Ref(u32),
    /// `!"text"` (or a plain string field such as `filename: "k.cu"`).
    String(String),
    /// An integer field.
    Int(i128),
    /// A keyword field (`DW_TAG_…`, `DIFlagPrototyped | DIFlagAllCallsDescribed`, `true`).
    Keyword(String),
    /// `null`.
    Null,
    /// A typed IR value (`ptr @k`, `i32 1`).
    Value(TypeId, Operand),
    /// A node written inline (`!{…}` or `!DIExpression()` inside another).
    Inline(Box<MetadataNode>),
}

/// A metadata node.
#[derive(Clone, Debug, PartialEq)]
pub enum MetadataNode {
    /// `!{ a, b, … }`.
    Tuple(Vec<MetadataValue>),
    /// `!DIKind(field: value, …)`.
    Specialized {
        /// The kind, without `!` (`DILocation`).
        kind: String,
        /// The fields, in source order.
        fields: Vec<(String, MetadataValue)>,
    },
}

impl MetadataNode {
    /// The field `name` of a specialized node.
    pub fn field(&self, name: &str) -> Option<&MetadataValue> {
        match self {
            MetadataNode::Specialized { fields, .. } => {
                fields.iter().find(|(n, _)| n == name).map(|(_, v)| v)
            }
            MetadataNode::Tuple(_) => None,
        }
    }

    /// The kind of a specialized node (`DILocation`), `None` for tuples.
    pub fn kind(&self) -> Option<&str> {
        match self {
            MetadataNode::Specialized { kind, .. } => Some(kind),
            MetadataNode::Tuple(_) => None,
        }
    }

    fn int_field(&self, name: &str) -> Option<i128> {
        match self.field(name)? {
            MetadataValue::Int(i) => Some(*i),
            _ => None,
        }
    }

    fn ref_field(&self, name: &str) -> Option<u32> {
        match self.field(name)? {
            MetadataValue::Ref(r) => Some(*r),
            _ => None,
        }
    }

    fn string_field(&self, name: &str) -> Option<&str> {
        match self.field(name)? {
            MetadataValue::String(s) => Some(s),
            _ => None,
        }
    }
}

/// A source position from debug information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SourceLoc {
    /// The file, an index into [`DebugInfo::files`].
    pub file: FileId,
    /// 1-based line (0 when the compiler recorded none).
    pub line: u32,
    /// 1-based column (0 when the compiler recorded none).
    pub column: u32,
}

/// The module's numbered metadata and the source files it names.
#[derive(Clone, Debug, Default)]
pub struct DebugInfo {
    /// Nodes, in definition order.
    pub nodes: IndexVec<MetadataId, MetadataNode>,
    /// `!N` as written → node.
    pub by_number: HashMap<u32, MetadataId>,
    /// Named metadata (`!nvvm.annotations = !{!0, !1}`): name → the numbers listed.
    pub named: Vec<(String, Vec<u32>)>,
    /// Source files (`filename` as written, joined with `directory` when relative).
    pub files: IndexVec<FileId, String>,
    file_ids: HashMap<String, FileId>,
}

impl DebugInfo {
    /// The node written as `!number`.
    pub fn node(&self, number: u32) -> Option<&MetadataNode> {
        self.by_number.get(&number).map(|id| &self.nodes[*id])
    }

    /// Resolves `!DILocation` number `number` to a file, line and column, following the scope
    /// chain to the `!DIFile`. `None` if the node is not a location or no file can be found.
    pub fn resolve_location(&mut self, number: u32) -> Option<SourceLoc> {
        let loc = self.node(number)?;
        if loc.kind() != Some("DILocation") {
            return None;
        }
        let line = loc.int_field("line").unwrap_or(0).clamp(0, i128::from(u32::MAX)) as u32;
        let column = loc.int_field("column").unwrap_or(0).clamp(0, i128::from(u32::MAX)) as u32;
        let mut scope = loc.ref_field("scope");
        // Scope chains are short; the bound protects against cyclic (malformed) metadata.
        for _ in 0..64 {
            let node = self.node(scope?)?;
            if node.kind() == Some("DIFile") {
                let file = self.file_id(scope?)?;
                return Some(SourceLoc { file, line, column });
            }
            let (file_ref, parent) = (node.ref_field("file"), node.ref_field("scope"));
            if let Some(file) = file_ref.and_then(|f| self.file_id(f)) {
                return Some(SourceLoc { file, line, column });
            }
            scope = parent;
        }
        None
    }

    fn file_id(&mut self, number: u32) -> Option<FileId> {
        let node = self.node(number)?;
        if node.kind() != Some("DIFile") {
            return None;
        }
        let name = node.string_field("filename")?;
        let dir = node.string_field("directory").unwrap_or("");
        let path = if name.starts_with('/') || dir.is_empty() || dir == "." {
            name.to_string()
        } else {
            format!("{}/{}", dir.trim_end_matches('/'), name)
        };
        if let Some(id) = self.file_ids.get(&path) {
            return Some(*id);
        }
        let id = self.files.push(path.clone());
        self.file_ids.insert(path, id);
        Some(id)
    }
}
