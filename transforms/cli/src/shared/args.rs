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
    /// A preset file (TOML, the format of transforms/presets/*.toml; default: none, --preset
    /// is used).
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
}

/// `--knob`'s long help: the sentence above, then every knob with what it takes and its value
/// in the default preset, from [`Knobs::catalogue`].
fn knob_long_help() -> String {
    let mut text = String::from(
        "Override a knob: NAME=VALUE (repeatable), e.g. --knob precision=1 --knob passes=dse \
         (default: none; the preset's values).\n\nThe knobs, with what each takes and its \
         default (its value in the sound preset; the other presets' values are in \
         transforms/presets/*.toml):\n",
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
        Ok((name, knobs))
    }
}
