//! Launch files: one `syncflow check` launch per line, for the commands and tests that run
//! many kernels (`syncflow report --launch FILE`, the witness tests of issue 42).
//!
//! **Definition.** A launch file is text. Blank lines and lines whose first non-blank
//! character is `#` are skipped. Every other line is the argument list `syncflow check` takes
//! after the word `check`, and must start with the input file and `--kernel NAME`:
//!
//! ```text
//! # tests/corpus/launches.txt
//! bitonic_sort.ll --kernel bitonic_sort --block 128 --dynamic-shared 512 --arg '#0=i32[128]:random:3:0..1000'
//! stencil2d.ll --kernel stencil_2d --block 16,16 --arg '#2=16' --arg '#3=16'
//! ```
//!
//! Words split as a POSIX shell splits them, minus everything but quoting: blanks separate
//! words, `'…'` and `"…"` quote (no escapes, no variables), so a line pasted after
//! `syncflow check` in a shell run from the launch file's folder is the same launch. The
//! input is relative to that folder. A kernel may have several lines (a launch that takes
//! each arm of a uniform branch); the flags after `--kernel NAME` are check's launch flags
//! (`--block`, `--grid`, `--arg`, `--dynamic-shared`, `--schedule`, `--opaque-calls`, …).
//!
//! **Errors** point at the line and column (`launches.txt:7:31: error: unterminated '`),
//! exit code 2, like every bad input.

use crate::shared::error::CliError;
use std::path::{Path, PathBuf};

/// One line of a launch file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    /// The input, joined to the launch file's folder.
    pub input: PathBuf,
    /// The input as the line writes it.
    pub input_text: String,
    /// `--kernel`'s value.
    pub kernel: String,
    /// The flags after `--kernel NAME`, split into words.
    pub flags: Vec<String>,
    /// The line's number (1-based), for messages.
    pub line: usize,
}

impl Launch {
    /// The whole argument list of `syncflow check` for this launch, after `check`.
    pub fn check_args(&self) -> Vec<String> {
        let mut args = vec![
            self.input.display().to_string(),
            "--kernel".to_string(),
            self.kernel.clone(),
        ];
        args.extend(self.flags.iter().cloned());
        args
    }
}

/// Reads and parses the launch file at `path`.
pub fn read(path: &Path) -> Result<Vec<Launch>, CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| CliError::read(path, e))?;
    let dir = path.parent().unwrap_or(Path::new(""));
    parse(&path.display().to_string(), dir, &text)
}

/// Parses a launch file's `text`; `name` is used in messages, inputs are joined to `dir`.
pub fn parse(name: &str, dir: &Path, text: &str) -> Result<Vec<Launch>, CliError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let words = split_words(line).map_err(|(col, m)| place(name, i + 1, col, m))?;
        if words.len() < 3 || words[1].0 != "--kernel" {
            return Err(place(
                name,
                i + 1,
                1,
                "expected `FILE --kernel NAME [check's launch flags]`".to_string(),
            ));
        }
        out.push(Launch {
            input: dir.join(&words[0].0),
            input_text: words[0].0.clone(),
            kernel: words[2].0.clone(),
            flags: words[3..].iter().map(|(w, _)| w.clone()).collect(),
            line: i + 1,
        });
    }
    Ok(out)
}

fn place(name: &str, line: usize, col: usize, message: String) -> CliError {
    CliError::NotInInput {
        file: format!("{name}:{line}:{col}"),
        message,
    }
}

/// Splits one line into words with their 1-based starting columns; `Err((column, message))`
/// for an unterminated quote.
pub fn split_words(line: &str) -> Result<Vec<(String, usize)>, (usize, String)> {
    let mut words = Vec::new();
    let mut chars = line.char_indices().peekable();
    while let Some(&(start, c)) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
            continue;
        }
        let mut word = String::new();
        while let Some(&(at, c)) = chars.peek() {
            if c.is_whitespace() {
                break;
            }
            chars.next();
            if c == '\'' || c == '"' {
                let mut closed = false;
                for (_, q) in chars.by_ref() {
                    if q == c {
                        closed = true;
                        break;
                    }
                    word.push(q);
                }
                if !closed {
                    return Err((at + 1, format!("unterminated {c}")));
                }
            } else {
                word.push(c);
            }
        }
        words.push((word, start + 1));
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_group_words_and_comments_are_skipped() {
        let text = "# a comment\n\n  a.ll --kernel k --block 16,16 --arg '#0=f32[4]:expr:i % 2' --arg \"#1=3\"\n";
        let l = parse("l.txt", Path::new("dir"), text).unwrap();
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].input, Path::new("dir/a.ll"));
        assert_eq!(l[0].kernel, "k");
        assert_eq!(
            l[0].flags,
            [
                "--block",
                "16,16",
                "--arg",
                "#0=f32[4]:expr:i % 2",
                "--arg",
                "#1=3"
            ]
        );
        assert_eq!(l[0].line, 3);
    }

    #[test]
    fn bad_lines_name_their_place() {
        let e = parse("l.txt", Path::new(""), "a.ll --kernel k --arg '#0=1\n").unwrap_err();
        assert_eq!(e.to_string(), "l.txt:1:23: error: unterminated '");
        let e = parse("l.txt", Path::new(""), "\na.ll --block 4\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "l.txt:2:1: error: expected `FILE --kernel NAME [check's launch flags]`"
        );
    }
}
