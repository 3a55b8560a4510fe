//! Reading modules from files or standard input, and writing outputs atomically.
//!
//! Every command reads `-` as standard input and writes `-o -` to standard output. Output
//! files are written to a temporary sibling and renamed into place, so a failing run never
//! leaves a partial file behind.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use syncflow_ir::{parse_module_owned, Module};

/// Largest input accepted, in bytes: far above any real module, low enough that a hostile
/// input cannot exhaust memory.
pub const MAX_INPUT_BYTES: u64 = 1 << 30;

/// A failure a command reports with exit code 2.
#[derive(Debug)]
pub struct InputError(pub String);

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The display name of an input path (`<stdin>` for `-`).
pub fn display_name(path: &Path) -> String {
    if path == Path::new("-") {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Reads `path` (or stdin for `-`) as UTF-8 text.
pub fn read_text(path: &Path) -> Result<String, InputError> {
    let name = display_name(path);
    let mut bytes = Vec::new();
    let result = if path == Path::new("-") {
        std::io::stdin()
            .lock()
            .take(MAX_INPUT_BYTES + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes))
    };
    result.map_err(|e| InputError(format!("{name}: error: cannot read: {e}")))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(InputError(format!(
            "{name}: error: input larger than {MAX_INPUT_BYTES} bytes"
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(&e.into_bytes()[..offset]).into_owned();
        let (line, col) = syncflow_ir::line_col(&text, offset);
        InputError(format!(
            "{name}:{line}:{col}: error: input is not valid UTF-8"
        ))
    })
}

/// Reads and parses `path`. Input that is not UTF-8 is still parsed (lossily) first, so the
/// error points at the first thing wrong with it, not at the first odd byte of a comment.
pub fn read_module(path: &Path) -> Result<Module, InputError> {
    match read_text(path) {
        Ok(text) => {
            parse_module_owned(&display_name(path), text).map_err(|e| InputError(e.to_string()))
        }
        Err(not_utf8) if not_utf8.0.ends_with("not valid UTF-8") => {
            let bytes = std::fs::read(path).unwrap_or_default();
            let lossy = String::from_utf8_lossy(&bytes).into_owned();
            match parse_module_owned(&display_name(path), lossy) {
                Err(e) => Err(InputError(e.to_string())),
                Ok(_) => Err(not_utf8),
            }
        }
        Err(e) => Err(e),
    }
}

/// Writes `contents` to `path` (stdout for `-`), atomically for files.
pub fn write_output(path: &Path, contents: &str) -> Result<(), InputError> {
    if path == Path::new("-") {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(contents.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| InputError(format!("<stdout>: error: cannot write: {e}")));
    }
    let name = path.display();
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let file_name = path
        .file_name()
        .ok_or_else(|| InputError(format!("{name}: error: not a file path")))?;
    let mut tmp = PathBuf::from(dir);
    tmp.push(format!(
        ".{}.syncflow-tmp-{}",
        file_name.to_string_lossy(),
        std::process::id()
    ));
    let write = std::fs::write(&tmp, contents).and_then(|()| std::fs::rename(&tmp, path));
    write.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        InputError(format!("{name}: error: cannot write: {e}"))
    })
}
