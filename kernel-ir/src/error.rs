//! Parse errors with a file, line and column.

use super::span::line_col;
use std::fmt;

/// A failure to read a module: where, and what was wrong.
///
/// Displays as `file:line:col: error: message`, the shape compilers use, so editors and
/// terminals can jump to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The name the source was read under.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: {}",
            self.file, self.line, self.column, self.message
        )
    }
}

impl std::error::Error for ParseError {}

/// A parse failure before it is given a line and column: a byte offset and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RawError {
    pub offset: usize,
    pub message: String,
}

impl RawError {
    pub(crate) fn new(offset: usize, message: impl Into<String>) -> Self {
        RawError {
            offset,
            message: message.into(),
        }
    }

    pub(crate) fn locate(self, file: &str, text: &str) -> ParseError {
        let (line, column) = line_col(text, self.offset);
        ParseError {
            file: file.to_string(),
            line,
            column,
            message: self.message,
        }
    }
}
