//! The span-preserving printer.
//!
//! syncflow never re-serialises the IR from its model: the output is the input text with the
//! removed instructions cut out. An instruction alone on its line (the way every LLVM dump
//! writes them) loses the whole line, indentation, trailing comment and newline included;
//! one sharing its line with other text loses just its own span. Everything else — comments,
//! attribute groups, metadata, formatting, CRLF line ends — comes through byte for byte, so
//! an untouched module prints identical to its input and a diff of a transformed one shows
//! exactly the removed barriers.

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
    let text = module.source.as_str();
    let bytes = text.as_bytes();
    let mut cuts: Vec<(usize, usize)> = Vec::with_capacity(removed.len());
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
