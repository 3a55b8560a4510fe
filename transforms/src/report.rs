//! # The decision report: every barrier's fate as one serialisable document
//!
//! [`EliminationReport`] is what `syncflow eliminate --json` prints and what the Python
//! package's `syncflow.eliminate(...)` returns as `.barriers`: per defined function, every
//! barrier with its place, whether it was removed, by which pass and why (docs/design.md §6).
//! It is built here, in the library, so every caller — the command line, the Python binding,
//! the `syncflow-ptxas` wrapper — renders exactly the same decisions from one piece of code.
//!
//! ```
//! use syncflow_transforms::pipeline::{self, Format};
//! use syncflow_transforms::knobs::Knobs;
//! use syncflow_transforms::report::EliminationReport;
//! let text = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier0()\n  ret void\n}\n\
//!             declare void @llvm.nvvm.barrier0()\n";
//! let module = pipeline::parse("k.ll", text.to_string(), Format::Llvm).unwrap();
//! let knobs = Knobs::preset("sound").unwrap();
//! let result = pipeline::decide(&module, &knobs);
//! let report = EliminationReport::new(&module, "sound", &knobs, &result);
//! assert_eq!((report.summary.barriers, report.summary.removed), (1, 1));
//! let barrier = &report.functions[0].barriers[0];
//! assert!(barrier.removed);
//! assert_eq!(barrier.pass, Some("dominance"));
//! assert_eq!(barrier.place.loop_depth, 0); // in no loop
//! ```

use crate::eliminate::{BarrierDecision, Elimination};
use crate::knobs::Knobs;
use serde::Serialize;
use std::collections::BTreeMap;
use syncflow_analyses::liveness::Certificate;
use syncflow_framework::graph::CycleInfo;
use syncflow_ir::{Function, FunctionId, InstId, Module, SourceLoc};

/// One module decided under one preset: the document `syncflow eliminate --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct EliminationReport {
    /// The name the module was read under.
    pub source: String,
    /// The preset's name (or its file's path).
    pub preset: String,
    /// The block asserted with `--block` (also in `knobs`), `null` when none.
    pub block: Option<[u32; 3]>,
    /// The knobs in force (the preset with every override applied).
    pub knobs: Knobs,
    /// Every defined function, in module order.
    pub functions: Vec<FunctionReport>,
    /// Totals.
    pub summary: Summary,
    /// `dump-branch-dist` lines, in cicc's format.
    pub diagnostics: Vec<String>,
}

/// One defined function and its barriers.
#[derive(Clone, Debug, Serialize)]
pub struct FunctionReport {
    /// The function's name.
    pub name: String,
    /// A kernel entry point?
    pub kernel: bool,
    /// Its barriers (fences excluded), in module order.
    pub barriers: Vec<BarrierReport>,
}

/// Where a barrier is, and what it is: the fields every barrier listing begins with
/// (`eliminate --json` here, `parse --json` and `syncflow report` in the command line), one
/// type so the three cannot drift apart. Flattened into each, so the JSON keeps its keys.
#[derive(Clone, Debug, Serialize)]
pub struct BarrierPlace {
    /// The intrinsic or instruction (`llvm.nvvm.barrier0`, `bar.sync`, …), or `fence`.
    pub intrinsic: String,
    /// Its kind (docs/design.md §3): `candidate`, `separates`, `partial`, `warp`, ….
    pub kind: &'static str,
    /// Its block's name.
    pub block: String,
    /// Its index in the block (0-based).
    pub index: usize,
    /// The innermost source file in the user's code, when the input has debug locations.
    pub file: Option<String>,
    /// 1-based line there.
    pub line: Option<u32>,
    /// 1-based column there (0 when unknown).
    pub column: Option<u32>,
    /// How many loops of its function enclose it: 0 outside every loop, 1 in a loop, 2 in a
    /// loop nested in another, … ([`LoopDepths`]). A barrier in a loop runs once per
    /// iteration, so this is where a removal can save the most executions.
    pub loop_depth: u32,
}

/// The loop depth of every block of one function: how many of its cycles contain the block
/// (`syncflow_framework::graph::CycleInfo`). On reducible control flow the cycles are the
/// natural loops (a back edge to a header that dominates it, and the blocks that reach the
/// back edge without passing the header), so this is the loop nest's depth as `opt
/// -passes='print<loops>'` reports it; an irreducible cycle (a loop with several entries)
/// counts as one loop too, as LLVM's `CycleInfo` counts it. A barrier in a device function
/// is at its depth *in that function*: loops around the call are the caller's.
#[derive(Clone, Debug)]
pub struct LoopDepths {
    cycles: CycleInfo,
}

impl LoopDepths {
    /// The loop depths of `function`'s blocks (one cycle analysis, then a look-up per
    /// instruction).
    pub fn of(function: &Function) -> Self {
        LoopDepths {
            cycles: CycleInfo::new(&function.cfg()),
        }
    }

    /// The loop depth of instruction `inst` of the function these depths were computed for.
    pub fn of_inst(&self, function: &Function, inst: InstId) -> u32 {
        self.cycles.depth(function.insts[inst].block)
    }
}

impl BarrierPlace {
    /// The place of instruction `inst` of `function`, from its block, its `!dbg` location
    /// (the user's frame) and `loops`, the function's [`LoopDepths`].
    pub fn of(
        module: &Module,
        function: FunctionId,
        inst: InstId,
        intrinsic: String,
        kind: &'static str,
        loops: &LoopDepths,
    ) -> Self {
        let func = &module.functions[function];
        let loc = func.insts[inst].debug_loc;
        BarrierPlace {
            intrinsic,
            kind,
            block: func.blocks[func.insts[inst].block].name.clone(),
            index: func.index_in_block(inst),
            file: loc.map(|l| module.debug_info.files[l.file].clone()),
            line: loc.map(|l| l.line),
            column: loc.map(|l| l.column),
            loop_depth: loops.of_inst(func, inst),
        }
    }
}

/// How a narrowed barrier's decision starts, in the JSON's `weakened` and in remarks.
pub const WEAKENED: &str = "weakened: fences narrowed to LDS";

/// One barrier, placed and decided.
#[derive(Clone, Debug, Serialize)]
pub struct BarrierReport {
    /// Where it is ([`BarrierPlace`]; its fields appear inline in the JSON).
    #[serde(flatten)]
    pub place: BarrierPlace,
    /// Removed?
    pub removed: bool,
    /// The pass that removed it, or whose analysis kept it last.
    pub pass: Option<&'static str>,
    /// Why, in words (the sentence remarks print).
    pub reason: Option<String>,
    /// A kept AMDGPU barrier whose fences were narrowed to LDS: `"weakened: fences narrowed
    /// to LDS: …"` with why (the `narrow-lds` knob). Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weakened: Option<String>,
    /// The proof of a `dominance` removal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub certificate: Option<Certificate>,
    /// For a barrier inlined from another function (or from a CUDA header), the call sites
    /// its own `!dbg` location was inlined through, innermost first; `file`/`line`/`column`
    /// above are the innermost frame in the user's source. Absent when not inlined.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub inlined_at: Vec<SourceFrame>,
    /// The barrier's own location when it is in a compiler or CUDA header (the frame the
    /// report skipped to reach the user's line). Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub header_location: Option<SourceFrame>,
}

/// One source position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SourceFrame {
    /// The file name as the debug info writes it.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
}

/// Totals of a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Barriers decided.
    pub barriers: usize,
    /// Barriers removed.
    pub removed: usize,
    /// Barriers kept with their fences narrowed to LDS (AMDGPU; absent when none).
    #[serde(skip_serializing_if = "is_zero")]
    pub narrowed: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl EliminationReport {
    /// The report of `result`, the decisions on `module` under `knobs` (named `preset`).
    pub fn new(module: &Module, preset: &str, knobs: &Knobs, result: &Elimination) -> Self {
        let mut by_function: BTreeMap<_, Vec<BarrierReport>> = BTreeMap::new();
        let mut loops: BTreeMap<FunctionId, LoopDepths> = BTreeMap::new();
        for d in &result.decisions {
            let loops = loops
                .entry(d.function)
                .or_insert_with(|| LoopDepths::of(&module.functions[d.function]));
            by_function
                .entry(d.function)
                .or_default()
                .push(BarrierReport::new(module, d, result, loops));
        }
        let functions = module
            .functions
            .iter_enumerated()
            .filter(|(_, f)| f.is_defined)
            .map(|(id, f)| FunctionReport {
                name: f.name.clone(),
                kernel: f.is_kernel,
                barriers: by_function.remove(&id).unwrap_or_default(),
            })
            .collect();
        EliminationReport {
            source: module.source_name.clone(),
            preset: preset.to_string(),
            block: knobs.block,
            knobs: knobs.clone(),
            functions,
            summary: Summary {
                barriers: result.decisions.len(),
                removed: result.removed(),
                narrowed: result.narrowed_barriers(),
            },
            diagnostics: result.diagnostics.clone(),
        }
    }

    /// The document as `syncflow eliminate --json` prints it (pretty, with a final newline).
    pub fn to_json(&self) -> String {
        // Every field is a string, number, bool, list or map with string keys: serialising
        // cannot fail.
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }
}

impl BarrierReport {
    /// The report of one decision; `loops` are the [`LoopDepths`] of its function.
    pub fn new(
        module: &Module,
        d: &BarrierDecision,
        result: &Elimination,
        loops: &LoopDepths,
    ) -> Self {
        let inst = &module.functions[d.function].insts[d.inst];
        let loc = inst.debug_loc;
        BarrierReport {
            place: BarrierPlace::of(
                module,
                d.function,
                d.inst,
                d.intrinsic.clone(),
                d.kind.name(),
                loops,
            ),
            removed: d.removed,
            pass: d.pass.map(|p| p.as_str()),
            reason: Some(d.reason.describe()),
            weakened: d.narrowed.as_ref().map(|why| format!("{WEAKENED}: {why}")),
            certificate: result.certificate(d.function, d.inst).cloned(),
            inlined_at: inst
                .inline_frames
                .iter()
                .skip(1)
                .map(|f| SourceFrame::of(module, f))
                .collect(),
            header_location: inst
                .inline_frames
                .first()
                .filter(|own| Some(**own) != loc)
                .map(|own| SourceFrame::of(module, own)),
        }
    }
}

impl SourceFrame {
    /// The frame of a debug location.
    pub fn of(module: &Module, loc: &SourceLoc) -> Self {
        SourceFrame {
            file: module.debug_info.files[loc.file].clone(),
            line: loc.line,
            column: loc.column,
        }
    }
}
