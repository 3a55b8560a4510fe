//! # The whole decision, from text to text
//!
//! What `syncflow eliminate` does, as a library call, so that every place syncflow runs — the
//! command line, the Python package (`syncflow.eliminate`, the Triton hook), the
//! `syncflow-ptxas` wrapper — decides the same way:
//!
//! 1. [`parse`] the text with the front-end its [`Format`] names (LLVM IR or PTX, docs/design.md
//!    §3 and §9.3);
//! 2. [`decide`]: run the passes of a [`Knobs`] value with the uniformity analysis as the
//!    divergence oracle (barriers under divergent control are left alone);
//! 3. print the module without the removed barriers, and render the
//!    [`EliminationReport`] (`--json`), or gather each barrier's place, divergence and
//!    Before/After ([`Eliminated::view`], the [`view`](crate::view) the remarks, `dot` and
//!    `report` render).
//!
//! [`eliminate_text`] does all three.
//!
//! ```
//! use syncflow_transforms::pipeline::{eliminate_text, Format};
//! use syncflow_transforms::knobs::Knobs;
//! let text = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier0()\n  ret void\n}\n\
//!             declare void @llvm.nvvm.barrier0()\n";
//! let done = eliminate_text("k.ll", text.to_string(), Format::Llvm, "sound", Knobs::preset("sound").unwrap())
//!     .unwrap();
//! assert_eq!(done.result.removed(), 1);
//! assert!(!done.output().unwrap().contains("barrier0()\n  ret"));
//! ```

use crate::eliminate::{eliminate, Elimination, Reason, UniformityDivergence};
use crate::knobs::{KnobError, Knobs};
use crate::report::EliminationReport;
use crate::view::{functions, uniformity, FunctionView};
use syncflow_ir::ptx::{looks_like_ptx, parse_ptx_module_owned};
use syncflow_ir::{parse_module_owned, Module, ParseError, PrintError};

/// Which front-end reads a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// LLVM IR text (`.ll`).
    Llvm,
    /// PTX text (`.ptx`).
    Ptx,
}

impl Format {
    /// `"llvm"` or `"ptx"`.
    pub fn from_name(name: &str) -> Option<Format> {
        match name {
            "llvm" | "ll" => Some(Format::Llvm),
            "ptx" => Some(Format::Ptx),
            _ => None,
        }
    }

    /// By the file name's extension (`.ptx`, `.ll`), else by the text's first directive
    /// (`.version`, `.target` or `.address_size` make it PTX).
    pub fn detect(name: &str, text: &str) -> Format {
        match std::path::Path::new(name)
            .extension()
            .and_then(|e| e.to_str())
        {
            Some("ptx") => Format::Ptx,
            Some("ll") => Format::Llvm,
            _ if looks_like_ptx(text) => Format::Ptx,
            _ => Format::Llvm,
        }
    }
}

mod not_ir;

/// Parses `text`, read under `name` (the name errors and reports show), as `format`.
///
/// When the text is not a module at all — CUDA or C++ source, or text with nothing of LLVM IR
/// or PTX in it — the error's message ends with a hint saying so and what to pass instead.
pub fn parse(name: &str, text: String, format: Format) -> Result<Module, ParseError> {
    let hint = not_ir::hint(name, &text);
    let parsed = match format {
        Format::Llvm => parse_module_owned(name, text),
        Format::Ptx => parse_ptx_module_owned(name, text),
    };
    parsed.map_err(|mut e| {
        if let Some(hint) = hint {
            e.message = format!("{}; {hint}", e.message);
        }
        e
    })
}

/// Parses `bytes` as [`parse`] does when they are UTF-8. When they are not, the text is
/// still parsed (lossily) first, so the error points at the first thing wrong with it, not at
/// the first odd byte of a comment; when that first thing is at or after the first invalid
/// byte (the parser met a replacement character), or nothing else is wrong, the error names
/// the invalid byte: `file:line:col: error: input is not valid UTF-8 (byte 0xNN)` (columns
/// count characters, as everywhere else).
pub fn parse_bytes(name: &str, bytes: Vec<u8>, format: Format) -> Result<Module, ParseError> {
    let e = match String::from_utf8(bytes) {
        Ok(text) => return parse(name, text, format),
        Err(e) => e,
    };
    let offset = e.utf8_error().valid_up_to();
    let bytes = e.as_bytes();
    let (line, column) = syncflow_ir::line_col(&String::from_utf8_lossy(&bytes[..offset]), offset);
    let not_utf8 = ParseError {
        file: name.to_string(),
        line,
        column,
        message: format!("input is not valid UTF-8 (byte 0x{:02x})", bytes[offset]),
    };
    match parse(name, String::from_utf8_lossy(bytes).into_owned(), format) {
        Err(first) if (first.line, first.column) < (line, column) => Err(first),
        _ => Err(not_utf8),
    }
}

/// A preset with overrides: `preset`'s knobs, then each `NAME=VALUE` of `overrides`, then
/// each `FILE:LINE` of `keep` pinned (the `--preset`, `--knob` and `--keep` options).
pub fn knobs(preset: &str, overrides: &[&str], keep: &[&str]) -> Result<Knobs, KnobError> {
    let mut knobs = Knobs::preset(preset)?;
    apply(&mut knobs, overrides, keep)?;
    Ok(knobs)
}

/// Applies `overrides` (`NAME=VALUE` each), then pins each `FILE:LINE` of `keep`. A bad
/// place is a [`KnobError::BadKeep`], named as the user wrote it (`--keep`, not `--knob keep`).
pub fn apply(knobs: &mut Knobs, overrides: &[&str], keep: &[&str]) -> Result<(), KnobError> {
    for k in overrides {
        knobs.set(k)?;
    }
    for place in keep {
        knobs
            .set(&format!("keep={place}"))
            .map_err(|_| KnobError::BadKeep(place.to_string()))?;
    }
    Ok(())
}

/// Decides every barrier of `module` under `knobs`, with the divergence facts of the
/// uniformity analysis (its default, sound options): exactly what `syncflow eliminate` decides.
pub fn decide(module: &Module, knobs: &Knobs) -> Elimination {
    eliminate(module, knobs, &uniformity(module))
}

/// The places of `knobs.keep` that pinned no barrier (a typo, or a line with no removal
/// candidate): each deserves a warning.
pub fn unmatched_keeps<'k>(knobs: &'k Knobs, result: &Elimination) -> Vec<&'k str> {
    knobs
        .keep
        .iter()
        .filter(|place| {
            let by = format!("--keep {place}");
            !result
                .decisions
                .iter()
                .any(|d| matches!(&d.reason, Reason::Pinned(how) if *how == by))
        })
        .map(String::as_str)
        .collect()
}

/// A module decided: the parsed input, the decisions, and what they were taken under.
#[derive(Debug)]
pub struct Eliminated {
    /// The input, parsed.
    pub module: Module,
    /// The preset's name as reports show it.
    pub preset: String,
    /// The knobs in force.
    pub knobs: Knobs,
    /// Every barrier's decision and the removals.
    pub result: Elimination,
    /// The divergence facts the decisions were taken with (the uniformity analysis).
    pub divergence: UniformityDivergence,
}

impl Eliminated {
    /// Decides `module` under `knobs` (named `preset` in reports), as [`decide`] does.
    pub fn decide(module: Module, preset: &str, knobs: Knobs) -> Self {
        let divergence = uniformity(&module);
        let result = eliminate(&module, &knobs, &divergence);
        Eliminated {
            module,
            preset: preset.to_string(),
            knobs,
            result,
            divergence,
        }
    }

    /// Every defined function with its barriers decided, placed, and their divergence; with
    /// `sets`, their Before/After too ([`crate::view`]; the `--verbose` notes of `syncflow
    /// eliminate`).
    pub fn view(&self, sets: bool) -> Vec<FunctionView> {
        functions(
            &self.module,
            &self.knobs,
            &self.result,
            &self.divergence,
            sets,
        )
    }

    /// The module without the removed barriers (the input byte for byte when nothing is
    /// removed).
    pub fn output(&self) -> Result<String, PrintError> {
        self.result.print(&self.module)
    }

    /// The decisions as `syncflow eliminate --json` reports them.
    pub fn report(&self) -> EliminationReport {
        EliminationReport::new(&self.module, &self.preset, &self.knobs, &self.result)
    }
}

/// Parses `text` as `format` and decides it under `knobs` (named `preset` in reports).
pub fn eliminate_text(
    name: &str,
    text: String,
    format: Format,
    preset: &str,
    knobs: Knobs,
) -> Result<Eliminated, ParseError> {
    let module = {
        let _stage = tracing::info_span!("stage", name = "parse").entered();
        parse(name, text, format)?
    };
    Ok(Eliminated::decide(module, preset, knobs))
}
