//! The one error type of the command line, [`CliError`]: every way a command can fail with
//! exit code 2, each a variant, so the place that prints it decides the prefix by what the
//! error is, not by what its text happens to contain.
//!
//! Errors that point at a place (`file:line:col: error: …`, `file: error: …`) or that say
//! `error:` themselves print as they are; the rest print after `syncflow: error: `, the way a
//! compiler driver prints errors that have no file to point at.

use std::path::Path;
use syncflow_ir::{ParseError, PrintError};
use syncflow_transforms::knobs::KnobError;

/// A failure a command reports with exit code 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The input is not a module syncflow can read.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// An input file could not be read.
    #[error("{name}: error: cannot read: {source}")]
    Read {
        /// The input's display name.
        name: String,
        /// What the system said.
        source: std::io::Error,
    },
    /// An input is larger than [`MAX_INPUT_BYTES`](crate::shared::input::MAX_INPUT_BYTES).
    #[error("{name}: error: input larger than {limit} bytes")]
    TooLarge {
        /// The input's display name.
        name: String,
        /// The limit.
        limit: u64,
    },
    /// An output could not be written.
    #[error("{name}: error: cannot write: {source}")]
    Write {
        /// The output's display name.
        name: String,
        /// What the system said.
        source: std::io::Error,
    },
    /// `-o` names something that is not a file.
    #[error("{name}: error: not a file path")]
    NotAFilePath {
        /// The path as given.
        name: String,
    },
    /// The input does not have what the command was asked about (a function, a line).
    #[error("{file}: error: {message}")]
    NotInInput {
        /// The input's display name.
        file: String,
        /// What is missing.
        message: String,
    },
    /// A uniformity knob (`lint`/`uniformity --knob`) the analysis does not take.
    #[error("{0}")]
    UniformityKnob(String),
    /// A preset or knob problem.
    #[error(transparent)]
    Knob(#[from] KnobError),
    /// The module cannot be printed with the requested removals.
    #[error(transparent)]
    Print(#[from] PrintError),
    /// A failure with no file to point at: conflicting options, a helper program that failed.
    #[error("error: {0}")]
    Failed(String),
}

impl CliError {
    /// Reading `path` failed.
    pub fn read(path: &Path, source: std::io::Error) -> Self {
        CliError::Read {
            name: crate::shared::input::display_name(path),
            source,
        }
    }

    /// True when the message says where (or that it is an error) by itself.
    fn is_self_describing(&self) -> bool {
        match self {
            CliError::Knob(k) => k.is_located(),
            CliError::Print(_) | CliError::UniformityKnob(_) => false,
            _ => true,
        }
    }

    /// The line a command prints on standard error for this error.
    pub fn report_line(&self) -> String {
        if self.is_self_describing() {
            self.to_string()
        } else {
            format!("syncflow: error: {self}")
        }
    }
}
