//! Reading modules from files or standard input, and writing outputs atomically.
//!
//! Every command reads `-` as standard input and writes `-o -` to standard output. Output
//! files are written to a temporary sibling and renamed into place, so a failing run never
//! leaves a partial file behind.

use crate::shared::error::CliError;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU8, Ordering};
use syncflow_ir::ptx::looks_like_ptx;
use syncflow_ir::{Module, ParseError};
use syncflow_transforms::pipeline::{self, Format};

/// Largest input accepted, in bytes: far above any real module, low enough that a hostile
/// input cannot exhaust memory.
pub const MAX_INPUT_BYTES: u64 = 1 << 30;

/// How inputs are read (`--input-format`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum InputFormat {
    /// By extension (`.ptx`, `.ll`), else by the first directive.
    #[default]
    Auto,
    /// LLVM IR text.
    Llvm,
    /// PTX text.
    Ptx,
}

/// The `--input-format` of this run (set once by `main_with_args`; a test running several
/// commands in one process sets it each time).
static INPUT_FORMAT: AtomicU8 = AtomicU8::new(0);

/// Records `--input-format` for [`read_module`].
pub fn set_input_format(format: InputFormat) {
    INPUT_FORMAT.store(format as u8, Ordering::Relaxed);
}

fn input_format() -> InputFormat {
    match INPUT_FORMAT.load(Ordering::Relaxed) {
        1 => InputFormat::Llvm,
        2 => InputFormat::Ptx,
        _ => InputFormat::Auto,
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

/// Reads `path` (or stdin for `-`) as bytes, refusing inputs above [`MAX_INPUT_BYTES`].
fn read_bytes(path: &Path) -> Result<Vec<u8>, CliError> {
    let name = display_name(path);
    let mut bytes = Vec::new();
    let result = if path == Path::new("-") {
        std::io::stdin()
            .lock()
            .take(MAX_INPUT_BYTES + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| {
            // Exactly the file's size (plus the byte that tells end of file), not the doubling
            // growth of read_to_end: the text stays in memory as the module's source.
            let size = f.metadata().map_or(0, |m| m.len()).min(MAX_INPUT_BYTES);
            bytes.reserve_exact(size as usize + 1);
            f.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes)
        })
    };
    result.map_err(|source| CliError::Read {
        name: name.clone(),
        source,
    })?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(CliError::TooLarge {
            name,
            limit: MAX_INPUT_BYTES,
        });
    }
    Ok(bytes)
}

/// Reads and parses `path`: PTX when it ends in `.ptx` (or, without a `.ll`/`.ptx`
/// extension — standard input — when its first directive is `.version`, `.target` or
/// `.address_size`), LLVM IR otherwise.
///
/// A module that defines no function parses, with a warning on standard error: there is
/// nothing in it to decide, which is seldom what the user meant.
///
/// Input that is not UTF-8 is still parsed (lossily) first, so the error points at the first
/// thing wrong with it ([`pipeline::parse_bytes`]); either way the command exits 2 with
/// `file:line:col`.
pub fn read_module(path: &Path) -> Result<Module, CliError> {
    let name = display_name(path);
    let bytes = read_bytes(path)?;
    let format = match (input_format(), path.extension().and_then(|e| e.to_str())) {
        (InputFormat::Ptx, _) | (InputFormat::Auto, Some("ptx")) => Format::Ptx,
        (InputFormat::Llvm, _) | (InputFormat::Auto, Some("ll")) => Format::Llvm,
        (InputFormat::Auto, _) if looks_like_ptx(&String::from_utf8_lossy(&bytes)) => Format::Ptx,
        (InputFormat::Auto, _) => Format::Llvm,
    };
    let module = pipeline::parse_bytes(&name, bytes, format)?;
    if !module.functions.iter().any(|f| f.is_defined) {
        eprintln!(
            "{name}: warning: no function is defined in this module, so there is nothing to \
             decide (CUDA: compile the device side, `--cuda-device-only`)"
        );
    }
    Ok(module)
}

/// Parses `text` — a printed version of `input` — with the front-end `input` was read with.
pub fn reparse_like(input: &Module, text: &str) -> Result<Module, ParseError> {
    if looks_like_ptx(&input.source) {
        syncflow_ir::ptx::parse_ptx_module(&input.source_name, text)
    } else {
        syncflow_ir::parse_module(&input.source_name, text)
    }
}

/// Writes `contents` to `path` (stdout for `-`), atomically for files.
pub fn write_output(path: &Path, contents: &str) -> Result<(), CliError> {
    if path == Path::new("-") {
        let mut out = std::io::stdout().lock();
        return match out
            .write_all(contents.as_bytes())
            .and_then(|()| out.flush())
        {
            // The reader went away (`syncflow parse big.ll | head`): nothing left to say.
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
            result => result.map_err(|source| CliError::Write {
                name: "<stdout>".to_string(),
                source,
            }),
        };
    }
    let name = path.display();
    // A device, FIFO or socket (`-o /dev/null`, `-o /dev/stdout`, a named pipe) is written in
    // place: renaming a temporary over it would replace the device node with a regular file
    // (as root, `/dev/null` itself). Only regular files, and paths not there yet, are
    // written atomically.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|mut f| f.write_all(contents.as_bytes()))
            .map_err(|source| CliError::Write {
                name: name.to_string(),
                source,
            });
    }
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let file_name = path.file_name().ok_or_else(|| CliError::NotAFilePath {
        name: name.to_string(),
    })?;
    let mut tmp = PathBuf::from(dir);
    tmp.push(format!(
        ".{}.syncflow-tmp-{}",
        file_name.to_string_lossy(),
        std::process::id()
    ));
    let write = std::fs::write(&tmp, contents).and_then(|()| std::fs::rename(&tmp, path));
    write.map_err(|source| {
        let _ = std::fs::remove_file(&tmp);
        CliError::Write {
            name: name.to_string(),
            source,
        }
    })
}
