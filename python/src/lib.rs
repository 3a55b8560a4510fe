//! # `syncflow._native`: the library's pipeline inside the Python process
//!
//! The Python package (`python/syncflow/`) is a thin layer over two functions here:
//!
//! - [`eliminate`]: text in, text out, plus the decision report as JSON — exactly the document
//!   `syncflow eliminate --json` prints, rendered by the same library code
//!   ([`syncflow_transforms::report::EliminationReport`]), so the two cannot drift apart;
//! - [`resolve_knobs`]: a preset with overrides, as JSON, for the Triton hook's cache key;
//!
//! and the bodies of the `syncflow` and `syncflow-ptxas` commands ([`commands`]).
//!
//! Errors become the exceptions of `syncflow.errors`: `ParseError` with the input's file,
//! line and column, `KnobError` for a bad preset or knob, `InternalError` when syncflow itself
//! failed (a panic, caught here so that it never unwinds into Python). The analysis runs with
//! the interpreter detached, so other Python threads (a parallel Triton compile) go on.
//!
//! `unsafe` is forbidden here as in every crate of the repository: pyo3's macros expand to
//! code that needs none in this crate (its `unsafe` blocks stay inside pyo3).
#![forbid(unsafe_code)]

mod commands;

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use syncflow_transforms::knobs::KnobError;
use syncflow_transforms::pipeline::{self, Format};

/// What the native side failed with, before it becomes a Python exception.
enum Failure {
    Parse(syncflow_ir::ParseError),
    Knob(KnobError),
    Print(String),
    Usage(String),
    Internal(String),
}

impl Failure {
    /// The matching exception of `syncflow.errors`.
    fn into_py_err(self, py: Python<'_>) -> PyErr {
        let errors = match py.import("syncflow.errors") {
            Ok(m) => m,
            Err(e) => return e,
        };
        let raise = |class: &str, args: Vec<Bound<'_, PyAny>>| -> PyErr {
            let made = errors.getattr(class).and_then(|cls| {
                let args = pyo3::types::PyTuple::new(py, args)?;
                cls.call1(args)
            });
            match made {
                Ok(exception) => PyErr::from_value(exception),
                Err(e) => e,
            }
        };
        let s =
            |text: &str| -> Bound<'_, PyAny> { pyo3::types::PyString::new(py, text).into_any() };
        match self {
            Failure::Parse(e) => {
                let line = pyo3::types::PyInt::new(py, e.line).into_any();
                let column = pyo3::types::PyInt::new(py, e.column).into_any();
                raise("ParseError", vec![s(&e.file), line, column, s(&e.message)])
            }
            Failure::Knob(e) => raise("KnobError", vec![s(&e.to_string())]),
            Failure::Print(message) | Failure::Internal(message) => {
                raise("InternalError", vec![s(&message)])
            }
            Failure::Usage(message) => PyTypeError::new_err(message),
        }
    }
}

/// Runs `work`, turning a panic into [`Failure::Internal`] with its message.
fn guarded<T>(work: impl FnOnce() -> Result<T, Failure>) -> Result<T, Failure> {
    match catch_unwind(AssertUnwindSafe(work)) {
        Ok(result) => result,
        Err(payload) => {
            let message = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".to_string());
            Err(Failure::Internal(format!(
                "syncflow failed internally: {message}"
            )))
        }
    }
}

fn format_of(format: &str) -> Result<Format, Failure> {
    Format::from_name(format).ok_or_else(|| {
        Failure::Usage(format!(
            "format must be \"llvm\" or \"ptx\", not {format:?}"
        ))
    })
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

/// The bytes of a `str` (its UTF-8) or of a `bytes` object (checked for UTF-8 by the parser,
/// which reports the first invalid byte's line and column as the command line does).
fn source_bytes(source: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(text) = source.cast::<pyo3::types::PyString>() {
        return Ok(text.to_cow()?.into_owned().into_bytes());
    }
    if let Ok(bytes) = source.cast::<pyo3::types::PyBytes>() {
        return Ok(bytes.as_bytes().to_vec());
    }
    Err(PyTypeError::new_err(format!(
        "text must be str or bytes, not {}",
        source.get_type().name()?
    )))
}

/// `eliminate(text, name, format, preset, knobs, keep, accesses)` → `(output text, report
/// JSON, warnings, accesses JSON)`: decides every barrier of `text` (`str` or `bytes`; LLVM IR
/// or PTX, read under `name`) under `preset` with the `NAME=VALUE` overrides `knobs` and the
/// pinned `FILE:LINE` places `keep`. With `accesses`, the last element is each barrier's
/// Before/After from the library's view ([`pipeline::Eliminated::view`]: what `--verbose`
/// prints), as `[[{"before": [..], "after": [..]}, ..], ..]`, one list per function of the
/// report, one object per barrier of it, in the report's order; without, `None` (the effect
/// table and intervals they cost are not built).
#[pyfunction]
#[pyo3(signature = (text, name, format, preset, knobs, keep, accesses=false))]
#[allow(clippy::too_many_arguments)] // the Python keyword arguments, one each
fn eliminate(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    name: String,
    format: &str,
    preset: &str,
    knobs: Vec<String>,
    keep: Vec<String>,
    accesses: bool,
) -> PyResult<(String, String, Vec<String>, Option<String>)> {
    let bytes = source_bytes(text)?;
    let preset = preset.to_string();
    let format = format.to_string();
    let work = move || {
        guarded(|| {
            let format = format_of(&format)?;
            let knobs =
                pipeline::knobs(&preset, &strs(&knobs), &strs(&keep)).map_err(Failure::Knob)?;
            let module = pipeline::parse_bytes(&name, bytes, format).map_err(Failure::Parse)?;
            let done = pipeline::Eliminated::decide(module, &preset, knobs);
            let output = done
                .output()
                .map_err(|e| Failure::Print(format!("{name}: error: {e}")))?;
            let warnings = pipeline::unmatched_keeps(&done.knobs, &done.result)
                .into_iter()
                .map(|place| format!("keep {place}: no removal candidate barrier at that line"))
                .collect();
            let sets = accesses.then(|| before_after_json(&done));
            Ok((output, done.report().to_json(), warnings, sets))
        })
    };
    py.detach(work).map_err(|f| f.into_py_err(py))
}

/// Each barrier's Before/After, per function, in the report's order (both list every
/// defined function in module order and its barriers in decision order).
fn before_after_json(done: &pipeline::Eliminated) -> String {
    let functions: Vec<Vec<serde_json::Value>> = done
        .view(true)
        .into_iter()
        .map(|f| {
            f.barriers
                .into_iter()
                .map(|b| serde_json::json!({"before": b.before, "after": b.after}))
                .collect()
        })
        .collect();
    serde_json::Value::from(functions).to_string()
}

/// `resolve_knobs(preset, knobs, keep)` → the knobs in force, as JSON (what reports print
/// under `"knobs"`): a bad preset or knob raises `KnobError` here, before any compile.
#[pyfunction]
#[pyo3(signature = (preset, knobs, keep))]
fn resolve_knobs(
    py: Python<'_>,
    preset: &str,
    knobs: Vec<String>,
    keep: Vec<String>,
) -> PyResult<String> {
    guarded(|| {
        let knobs = pipeline::knobs(preset, &strs(&knobs), &strs(&keep)).map_err(Failure::Knob)?;
        serde_json::to_string(&knobs).map_err(|e| Failure::Internal(e.to_string()))
    })
    .map_err(|f| f.into_py_err(py))
}

/// The native module.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(eliminate, m)?)?;
    m.add_function(wrap_pyfunction!(resolve_knobs, m)?)?;
    m.add_function(wrap_pyfunction!(commands::cli_main, m)?)?;
    m.add_function(wrap_pyfunction!(commands::ptxas_main, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
