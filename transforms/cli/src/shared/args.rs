//! The preset and knob arguments every deciding command takes, declared once and flattened
//! into each command's arguments, and the one place that turns them into [`Knobs`].

use crate::shared::error::CliError;
use std::path::PathBuf;
use syncflow_transforms::knobs::Knobs;

/// `--preset NAME | --preset-file FILE`, then `--knob NAME=VALUE` overrides.
#[derive(Debug, Clone, clap::Args)]
pub struct PresetArgs {
    /// A built-in preset: sound (default), cicc, cicc-documented, conservative, none.
    #[arg(long, default_value = "sound", conflicts_with = "preset_file")]
    pub preset: String,
    /// A preset file (TOML, as `syncflow presets NAME` prints one; default: none, --preset is
    /// used).
    #[arg(long, value_name = "FILE")]
    pub preset_file: Option<PathBuf>,
    /// Override a knob: NAME=VALUE (repeatable), e.g. --knob precision=1 --knob passes=dse
    /// (default: none; the preset's values).
    #[arg(long = "knob", value_name = "NAME=VALUE", long_help = knob_long_help())]
    pub knobs: Vec<String>,
    /// Pin the barrier at FILE:LINE (repeatable): it is never removed (default: none; also
    /// `asm volatile("// syncflow:keep");` before a barrier in the source).
    #[arg(long = "keep", value_name = "FILE:LINE")]
    pub keep: Vec<String>,
    /// Assert every launch's block: `X[,Y[,Z]]` threads (the knob `block`; default: nothing
    /// asserted). Thread ids are bounded by it and a block stated this way counts as a
    /// kernel's `.reqntid` (which wins where both are given); the output records it.
    #[arg(long, value_name = "X[,Y[,Z]]", value_parser = parse_block_arg)]
    pub block: Option<[u32; 3]>,
}

/// `--block X[,Y[,Z]]`: positive dimensions within the hardware's limits.
pub fn parse_block_arg(text: &str) -> Result<[u32; 3], String> {
    syncflow_transforms::knobs::parse_block(text).ok_or_else(|| {
        format!(
            "expected X[,Y[,Z]] with positive dimensions (x, y ≤ 1024, z ≤ 64, at most 1024 \
             threads), got '{text}'"
        )
    })
}

/// ` , block 128,1,1 asserted` for a label, when a block is asserted.
pub fn block_label(block: Option<[u32; 3]>) -> String {
    match block {
        Some([x, y, z]) => format!(", block {x},{y},{z} asserted"),
        None => String::new(),
    }
}

/// `--knob`'s long help: the sentence above, then every knob with what it takes and its value
/// in the default preset, from [`Knobs::catalogue`].
fn knob_long_help() -> String {
    let mut text = String::from(
        "Override a knob: NAME=VALUE (repeatable), e.g. --knob precision=1 --knob passes=dse \
         (default: none; the preset's values).\n\nThe knobs, with what each takes and its \
         default (its value in the sound preset; `syncflow presets NAME` prints another \
         preset's values):\n",
    );
    if let Ok(sound) = Knobs::preset("sound") {
        let all = sound.catalogue();
        let width = all.iter().map(|k| k.name.len()).max().unwrap_or(0);
        for k in all {
            text.push_str(&format!(
                "\n  {:width$}  {} [default: {}]",
                k.name, k.takes, k.value
            ));
        }
    }
    text
}

impl PresetArgs {
    /// The preset (by name or file) with the `--knob` overrides applied, and the name the
    /// reports show for it (the preset's name, or the file's path).
    pub fn load(&self) -> Result<(String, Knobs), CliError> {
        let (name, knobs) = match &self.preset_file {
            Some(path) => (path.display().to_string(), Knobs::preset_file(path)),
            None => (self.preset.clone(), Knobs::preset(&self.preset)),
        };
        let mut knobs = knobs?;
        let overrides: Vec<&str> = self.knobs.iter().map(String::as_str).collect();
        let keep: Vec<&str> = self.keep.iter().map(String::as_str).collect();
        syncflow_transforms::pipeline::apply(&mut knobs, &overrides, &keep)?;
        if let Some(block) = self.block {
            knobs.block = Some(block);
        }
        Ok((name, knobs))
    }
}
