//! `syncflow presets [NAME]`: the built-in presets, and one preset's settings as TOML — every
//! knob, with the preset's own comment above — which `--preset-file` reads back (edited or
//! not), so a `cargo install` user has the preset files without the source tree.

use crate::shared::error::CliError;
use std::fmt::Write;
use syncflow_transforms::knobs::{Knobs, PRESETS};

/// Options of `syncflow presets`.
#[derive(Debug, clap::Args)]
pub struct PresetsArgs {
    /// The preset to print as TOML (default: list the presets, one line each).
    pub name: Option<String>,
}

/// The comment at the top of a preset file, without its `# `.
fn comment(text: &str) -> Vec<&str> {
    text.lines()
        .map_while(|l| l.strip_prefix('#'))
        .map(str::trim)
        .collect()
}

/// Runs `syncflow presets`.
pub fn run(args: &PresetsArgs) -> Result<(), CliError> {
    let mut out = String::new();
    match &args.name {
        None => {
            let width = PRESETS.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
            for (name, text) in PRESETS {
                // The comment's first sentence, without its "NAME: " and its parentheses.
                let all = comment(text).join(" ");
                let all = all.strip_prefix(&format!("{name}: ")).unwrap_or(&all);
                let first = all.split(". ").next().unwrap_or(all);
                let first = first.split(" (").next().unwrap_or(first);
                let _ = writeln!(out, "{name:width$}  {}", first.trim_end_matches('.'));
            }
            out.push_str(
                "\n`syncflow presets NAME` prints one as TOML; save it, edit it, and pass it \
                 with --preset-file.\n",
            );
        }
        Some(name) => {
            let knobs = Knobs::preset(name)?;
            let text = PRESETS
                .iter()
                .find(|(n, _)| n == name)
                .map_or("", |(_, t)| t);
            let _ = writeln!(
                out,
                "# The built-in preset `{name}`, every knob (`syncflow presets {name}`); \
                 `--preset-file` reads this file."
            );
            for line in comment(text) {
                let _ = writeln!(out, "# {line}");
            }
            out.push_str(&knobs.to_toml());
        }
    }
    crate::shared::input::write_output(std::path::Path::new("-"), &out)
}
