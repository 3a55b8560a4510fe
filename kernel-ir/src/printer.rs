//! The span-preserving printer.
//!
//! syncflow never re-serialises the IR from its model: the output is the input text with the
//! removed instructions cut out. An instruction alone on its line (the way every LLVM dump
//! writes them) loses the whole line, indentation, trailing comment and newline included;
//! one sharing its line with other text loses just its own span. Everything else — comments,
//! attribute groups, metadata, formatting, CRLF line ends — comes through byte for byte, so
//! an untouched module prints identical to its input and a diff of a transformed one shows
//! exactly the removed barriers. The one insertion: [`print_module_narrowed`] appends
//! `, !mmra !N` to the AMDGPU fences it narrows to LDS, and the tag nodes at the end.

use super::index::{FunctionId, InstId};
use super::module::Module;
use std::collections::BTreeSet;
use std::fmt;

/// One instruction to leave out of the printed module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Removal {
    /// The function holding the instruction.
    pub function: FunctionId,
    /// The instruction.
    pub inst: InstId,
}

/// Why a set of removals cannot be printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintError {
    /// The instruction ends its block; removing it would leave the block unterminated.
    Terminator(Removal),
    /// The instruction's result is used by an instruction that stays.
    ResultUsed(Removal),
    /// The removal names a function or instruction the module does not have.
    NoSuchInstruction(Removal),
}

impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrintError::Terminator(r) => write!(
                f,
                "cannot remove terminator {:?} of {:?}",
                r.inst, r.function
            ),
            PrintError::ResultUsed(r) => write!(
                f,
                "cannot remove {:?} of {:?}: its result is still used",
                r.inst, r.function
            ),
            PrintError::NoSuchInstruction(r) => {
                write!(f, "no instruction {:?} in {:?}", r.inst, r.function)
            }
        }
    }
}

impl std::error::Error for PrintError {}

/// The module's source text with the instructions in `removed` cut out.
pub fn print_module(module: &Module, removed: &BTreeSet<Removal>) -> Result<String, PrintError> {
    print_module_narrowed(module, removed, &BTreeSet::new())
}

/// The two `!mmra` tags that narrow an AMDGPU fence to LDS: LLVM 19's spelling and the one
/// LLVM 20 and later (and Triton-AMD) write; each backend reads its own prefix and skips the
/// other (docs/design.md §4.5).
pub const LDS_MMRA_TAGS: [&str; 2] = ["amdgpu-as", "amdgpu-synchronize-as"];

/// [`print_module`], and the fences in `narrowed` tagged `!mmra` to order LDS only: each gets
/// `, !mmra !N` after its attachments, and the module ends with `!N = !{!N+1, !N+2}` and the
/// two tags of [`LDS_MMRA_TAGS`] with `"local"` (`N` one past the largest metadata number).
pub fn print_module_narrowed(
    module: &Module,
    removed: &BTreeSet<Removal>,
    narrowed: &BTreeSet<Removal>,
) -> Result<String, PrintError> {
    let mut out = print_cut(module, removed)?;
    if narrowed.is_empty() {
        return Ok(out);
    }
    let n = module
        .debug_info
        .by_number
        .keys()
        .max()
        .map_or(0, |m| m + 1);
    let tag = format!(", !mmra !{n}");
    // Edits in source offsets: the cuts (as `print_cut` makes them) and the tags, each tag at
    // the end of its fence's span (after its attachments).
    let mut edits: Vec<(usize, usize, &str)> = cut_spans(module, removed)
        .into_iter()
        .map(|(s, e)| (s, e, ""))
        .collect();
    for r in narrowed {
        let inst = module
            .functions
            .get(r.function)
            .and_then(|f| f.insts.get(r.inst))
            .filter(|_| !removed.contains(r))
            .ok_or(PrintError::NoSuchInstruction(*r))?;
        let end = inst.span.end as usize;
        edits.push((end, end, tag.as_str()));
    }
    edits.sort_unstable();
    let text = module.source.as_str();
    out = String::with_capacity(text.len() + edits.len() * tag.len() + 128);
    let mut pos = 0;
    for (start, end, insert) in edits {
        let start = start.max(pos);
        out.push_str(&text[pos..start]);
        out.push_str(insert);
        pos = pos.max(end);
    }
    out.push_str(&text[pos..]);
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    let [old, new] = LDS_MMRA_TAGS;
    out.push_str(&format!(
        "!{n} = !{{!{}, !{}}}\n!{} = !{{!\"{old}\", !\"local\"}}\n!{} = !{{!\"{new}\", !\"local\"}}\n",
        n + 1,
        n + 2,
        n + 1,
        n + 2
    ));
    Ok(out)
}

/// The byte ranges of the source that `removed` cuts out (whole lines where an instruction
/// is alone on its line), unsorted.
fn cut_spans(module: &Module, removed: &BTreeSet<Removal>) -> Vec<(usize, usize)> {
    let text = module.source.as_str();
    let bytes = text.as_bytes();
    let mut cuts = Vec::with_capacity(removed.len());
    for r in removed {
        let Some(inst) = module
            .functions
            .get(r.function)
            .and_then(|f| f.insts.get(r.inst))
        else {
            continue;
        };
        let (start, end) = (inst.span.start as usize, inst.span.end as usize);
        let line_start = bytes[..start]
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |p| p + 1);
        let line_end = bytes[end..]
            .iter()
            .position(|b| *b == b'\n')
            .map_or(bytes.len(), |p| end + p + 1);
        let before_blank = bytes[line_start..start]
            .iter()
            .all(|b| b.is_ascii_whitespace());
        let after = text[end..line_end].trim_start();
        let after_blank = after.is_empty() || after.starts_with(';');
        cuts.push(if before_blank && after_blank {
            (line_start, line_end)
        } else {
            (start, end)
        });
    }
    cuts
}

/// The source with the instructions in `removed` cut out, after checking each may go.
fn print_cut(module: &Module, removed: &BTreeSet<Removal>) -> Result<String, PrintError> {
    let text = module.source.as_str();
    for r in removed {
        let func = module
            .functions
            .get(r.function)
            .ok_or(PrintError::NoSuchInstruction(*r))?;
        let inst = func
            .insts
            .get(r.inst)
            .ok_or(PrintError::NoSuchInstruction(*r))?;
        if inst.opcode.is_terminator() {
            return Err(PrintError::Terminator(*r));
        }
        if let Some(result) = inst.result {
            let still_used = func.uses[result].iter().any(|user| {
                !removed.contains(&Removal {
                    function: r.function,
                    inst: *user,
                })
            });
            if still_used {
                return Err(PrintError::ResultUsed(*r));
            }
        }
    }
    let mut cuts = cut_spans(module, removed);
    cuts.sort_unstable();
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    for (start, end) in cuts {
        let start = start.max(pos);
        out.push_str(&text[pos..start]);
        pos = pos.max(end);
    }
    out.push_str(&text[pos..]);
    Ok(out)
}
