//! Seeing a fixpoint: the states of any analysis at every block, and on request after every
//! statement with the change the statement made, as JSON (serde) and as graphviz DOT.
//!
//! # What a dump holds
//!
//! For a solved [`Results`], a [`FixpointDump`] lists, per block in index order:
//! - `start` and `end`: the states at the block's start and end, in program order (for a
//!   backward analysis `end` is where states arrive);
//! - with [`DumpDetail::Statements`], one row per statement: its description, the state just
//!   after it in program order, and `change`, the difference the statement made in the
//!   analysis' direction (from the state it receives to the state it produces; empty when it
//!   changed nothing).
//!
//! and the edges, the analysis' name, direction and meet mode, and the engine's counters. The
//! states are text, written by the analysis through [`DescribeState`]: its defaults print the
//! lattice's `Debug` form and the whole new state as the change, and an analysis (or a separate
//! writer, [`Results::dump_with`]) overrides them
//! to name its facts (a bit set as the objects it stands for, say: [`describe_bits`] and
//! [`describe_bit_change`] help).
//!
//! This is rustc's `-Z dump-mir-dataflow` for syncflow: the DOT draws each block as a table,
//! start state on top, one row per statement with its change, end state at the bottom.
//!
//! # Example
//!
//! ```
//! use fixedbitset::FixedBitSet;
//! use syncflow_framework::dataflow::{
//!     describe_bit_change, describe_bits, Analysis, DescribeState, DumpDetail, Engine, Forward,
//!     Location,
//! };
//! use syncflow_framework::graph::{BlockId, Cfg};
//!
//! /// Which blocks may have run: statement 0 of block `b` sets bit `b`.
//! struct Ran;
//! impl Analysis for Ran {
//!     type Domain = FixedBitSet;
//!     type Direction = Forward;
//!     const NAME: &'static str = "ran";
//!     fn boundary_state(&self) -> FixedBitSet { FixedBitSet::with_capacity(2) }
//!     fn statement_count(&self, _: BlockId) -> usize { 1 }
//!     fn apply_statement(&self, state: &mut FixedBitSet, at: Location) {
//!         state.insert(at.block.index());
//!     }
//! }
//! impl DescribeState<FixedBitSet> for Ran {
//!     fn describe_state(&self, state: &FixedBitSet) -> String {
//!         describe_bits(state, |bit| format!("b{bit}"))
//!     }
//!     fn describe_change(&self, before: &FixedBitSet, after: &FixedBitSet) -> String {
//!         describe_bit_change(before, after, |bit| format!("b{bit}"))
//!     }
//! }
//!
//! let b = BlockId::new;
//! let cfg = Cfg::from_edges(2, b(0), [(b(0), b(1)), (b(1), b(1))]);
//! let dump = Engine::new(&cfg, Ran).iterate_to_fixpoint().dump(DumpDetail::Statements);
//! assert_eq!(dump.blocks[1].start, "{b0, b1}");
//! assert_eq!(dump.blocks[0].statements[0].change, "+b0");
//! assert_eq!(dump.blocks[1].statements[0].change, ""); // b1 was already there (the loop)
//! assert!(dump.to_dot().contains("bb0 -> bb1;"));
//! ```

use super::analysis::Analysis;
use super::direction::Direction;
use super::engine::{Results, Stats};
use super::lattice::{Lattice, MeetMode};
use super::location::Location;
use crate::graph::BlockId;
use fixedbitset::FixedBitSet;
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// How states, statements and changes are written in a [`FixpointDump`]. Every method has a
/// default, so `impl DescribeState<MyDomain> for MyAnalysis {}` is enough for
/// [`Results::dump`]; a separate writer that knows more (the names of the facts, the program's
/// text) goes to [`Results::dump_with`].
pub trait DescribeState<D: Lattice> {
    /// A state, as text. Default: the lattice's `Debug` form.
    fn describe_state(&self, state: &D) -> String {
        format!("{state:?}")
    }

    /// A statement, as text. Default: its location, `bb3[2]`.
    fn describe_statement(&self, at: Location) -> String {
        format!("{at:?}")
    }

    /// What changed from `before` to `after` (in the analysis' direction); empty when nothing
    /// did. Default: the whole new state when it differs.
    fn describe_change(&self, before: &D, after: &D) -> String {
        if before == after {
            String::new()
        } else {
            self.describe_state(after)
        }
    }
}

impl<D: Lattice, W: DescribeState<D> + ?Sized> DescribeState<D> for &W {
    fn describe_state(&self, state: &D) -> String {
        (**self).describe_state(state)
    }

    fn describe_statement(&self, at: Location) -> String {
        (**self).describe_statement(at)
    }

    fn describe_change(&self, before: &D, after: &D) -> String {
        (**self).describe_change(before, after)
    }
}

/// The set bits of `set`, named by `name`, as `{a, b}`.
pub fn describe_bits(set: &FixedBitSet, name: impl Fn(usize) -> String) -> String {
    let names: Vec<String> = set.ones().map(name).collect();
    format!("{{{}}}", names.join(", "))
}

/// The bits `after` has and `before` lacks as `+a`, and those it lost as `-b`, space-separated;
/// empty when the sets are equal.
pub fn describe_bit_change(
    before: &FixedBitSet,
    after: &FixedBitSet,
    name: impl Fn(usize) -> String,
) -> String {
    let gained = after
        .difference(before)
        .map(|bit| format!("+{}", name(bit)));
    let lost = before
        .difference(after)
        .map(|bit| format!("-{}", name(bit)));
    gained.chain(lost).collect::<Vec<_>>().join(" ")
}

/// How much a dump holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DumpDetail {
    /// Block start and end states only.
    Blocks,
    /// Also the state after every statement and the change it made.
    Statements,
}

/// A fixpoint, written out: see the [module doc](self).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FixpointDump {
    /// The analysis' [`NAME`](Analysis::NAME).
    pub analysis: String,
    /// Whether states flow along the edges.
    pub forward: bool,
    /// The meet mode the solution was computed with.
    pub mode: MeetMode,
    /// The engine's counters.
    pub stats: Stats,
    /// Every block, in index order.
    pub blocks: Vec<BlockDump>,
    /// Every edge `[from, to]`, by block index, in the graph's order.
    pub edges: Vec<[usize; 2]>,
}

/// One block of a [`FixpointDump`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockDump {
    /// The block's index.
    pub block: usize,
    /// The state at the block's start (program order).
    pub start: String,
    /// The state at the block's end (program order).
    pub end: String,
    /// With [`DumpDetail::Statements`], one row per statement in program order; otherwise empty.
    pub statements: Vec<StatementDump>,
}

/// One statement of a [`BlockDump`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatementDump {
    /// The statement's index in its block.
    pub index: usize,
    /// The analysis' description of the statement.
    pub statement: String,
    /// The state just after the statement, in program order.
    pub after: String,
    /// What the statement changed, in the analysis' direction; empty when nothing.
    pub change: String,
}

impl<A: Analysis> Results<'_, A> {
    /// The fixpoint as a [`FixpointDump`], written by the analysis itself, with the statements'
    /// states when `detail` asks.
    pub fn dump(&self, detail: DumpDetail) -> FixpointDump
    where
        A: DescribeState<A::Domain>,
    {
        self.dump_with(detail, self.analysis())
    }

    /// [`dump`](Self::dump), with states and statements written by `writer`.
    pub fn dump_with<W: DescribeState<A::Domain> + ?Sized>(
        &self,
        detail: DumpDetail,
        writer: &W,
    ) -> FixpointDump {
        let analysis = self.analysis();
        let cfg = self.cfg();
        let mut cursor = self.cursor();
        let blocks = cfg
            .blocks()
            .map(|block| {
                let count = analysis.statement_count(block);
                let statements = match detail {
                    DumpDetail::Blocks => Vec::new(),
                    DumpDetail::Statements => (0..count)
                        .map(|index| {
                            let at = Location {
                                block,
                                statement: index,
                            };
                            let before = cursor.seek_before(at).clone();
                            let after = cursor.seek_after(at).clone();
                            let change = if A::Direction::IS_FORWARD {
                                writer.describe_change(&before, &after)
                            } else {
                                writer.describe_change(&after, &before)
                            };
                            StatementDump {
                                index,
                                statement: writer.describe_statement(at),
                                after: writer.describe_state(&after),
                                change,
                            }
                        })
                        .collect(),
                };
                BlockDump {
                    block: block.index(),
                    start: writer.describe_state(self.entry_state(block)),
                    end: writer.describe_state(self.exit_state(block)),
                    statements,
                }
            })
            .collect();
        FixpointDump {
            analysis: A::NAME.to_string(),
            forward: A::Direction::IS_FORWARD,
            mode: self.meet_mode(),
            stats: self.stats(),
            blocks,
            edges: cfg.edges().map(|(f, t)| [f.index(), t.index()]).collect(),
        }
    }
}

impl FixpointDump {
    /// The dump as graphviz DOT: one table per block (start state, statements with their
    /// changes, end state), the graph's edges between them. `dot -Tsvg` draws it.
    pub fn to_dot(&self) -> String {
        let mut out = String::new();
        let direction = if self.forward { "forward" } else { "backward" };
        let _ = writeln!(out, "digraph \"{}\" {{", escape(&self.analysis));
        let _ = writeln!(
            out,
            "  label=\"{} ({direction}, {:?})\";\n  node [shape=none, fontname=\"monospace\"];",
            escape(&self.analysis),
            self.mode
        );
        for block in &self.blocks {
            let name = BlockId::new(block.block);
            let _ = write!(
                out,
                "  {name} [label=<<table border=\"0\" cellborder=\"1\" cellspacing=\"0\">\
                 <tr><td colspan=\"2\"><b>{name}</b></td></tr>\
                 <tr><td colspan=\"2\" align=\"left\">start: {}</td></tr>",
                escape(&block.start)
            );
            for row in &block.statements {
                let _ = write!(
                    out,
                    "<tr><td align=\"left\">{}</td><td align=\"left\">{}</td></tr>",
                    escape(&row.statement),
                    escape(&row.change)
                );
            }
            let _ = writeln!(
                out,
                "<tr><td colspan=\"2\" align=\"left\">end: {}</td></tr></table>>];",
                escape(&block.end)
            );
        }
        for [from, to] in &self.edges {
            let _ = writeln!(out, "  {} -> {};", BlockId::new(*from), BlockId::new(*to));
        }
        out.push_str("}\n");
        out
    }
}

/// Escapes text for a DOT HTML-like label or a quoted id.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\n' => out.push_str("<br/>"),
            c => out.push(c),
        }
    }
    out
}
