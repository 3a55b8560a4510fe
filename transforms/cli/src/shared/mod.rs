//! The layer under the subcommands: everything two commands share lives here, and the
//! commands (`parse`, `eliminate`, `explain`, `lint`, `uniformity`, `dot`, `report`, `check`,
//! `xla`) import only
//! from it, never from each other.
//!
//! | module | what it gives the commands |
//! |--------|----------------------------|
//! | [`args`] | the `--preset`/`--preset-file`/`--knob` group and the one knob loader |
//! | [`input`] | reading modules (files, stdin) and writing outputs atomically |
//! | [`launch_file`] | launch files: one `syncflow check` launch per line (`report --launch`) |
//! | [`error`] | [`CliError`](error::CliError), the one error type, and how it is printed |
//! | [`divergence`] | uniformity options from knobs; the lint's findings |
//! | [`location`] | `file:line:col` of an instruction |
//! | [`picture`] | CFG pictures as dot and SVG |
//! | [`svg_size`] | the built-in renderer's SVG sized to its content |
//! | [`style`] | colours, source snippets, remarks, `RUST_LOG` tracing |
//!
//! What the reporting commands render about each barrier — its decision, place, divergence
//! and Before/After — is not here: the library gathers it
//! ([`syncflow_transforms::view::ModuleView`]), so every caller sees the same.

pub mod args;
pub mod divergence;
pub mod error;
pub mod input;
pub mod launch_file;
pub mod location;
pub mod picture;
pub mod style;
pub mod svg_size;
