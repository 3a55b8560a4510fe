//! `syncflow explain IN.ll --line N`: why the barrier at a source line stays or goes, in words.

use crate::shared::args::PresetArgs;
use crate::shared::error::CliError;
use crate::shared::input::{read_module, write_output};
use std::fmt::Write;
use std::path::PathBuf;
use syncflow_analyses::liveness::{Checker, Proof};
use syncflow_ir::Module;
use syncflow_transforms::knobs::{Knobs, PassName};
use syncflow_transforms::pipeline::decide;

/// Options of `syncflow explain`.
#[derive(Debug, clap::Args)]
pub struct ExplainArgs {
    /// The LLVM IR (`.ll`) or PTX (`.ptx`) file to read (`-` for standard input).
    pub input: PathBuf,
    /// The source line of the barrier (its own `!dbg` line, or the line it was inlined at).
    #[arg(long)]
    pub line: u32,
    /// The preset and knobs that decide the barriers.
    #[command(flatten)]
    pub preset: PresetArgs,
}

/// Runs `syncflow explain`.
pub fn run(args: &ExplainArgs) -> Result<(), CliError> {
    let (preset_name, knobs) = args.preset.load()?;
    let module = read_module(&args.input)?;
    let out = render(&module, &preset_name, &knobs, args.line)?;
    write_output(std::path::Path::new("-"), &out)
}

/// The explanation of every barrier at source line `line` (its own `!dbg` line, or the line it
/// was inlined at) under `knobs`; an error when no barrier is there.
pub fn render(
    module: &Module,
    preset_name: &str,
    knobs: &Knobs,
    line: u32,
) -> Result<String, CliError> {
    let result = decide(module, knobs);
    let checker = Checker::new(module, knobs.effect_options());
    let mut out = String::new();
    let mut found = 0;
    for d in &result.decisions {
        let func = &module.functions[d.function];
        let inst = &func.insts[d.inst];
        let at_line = inst.debug_loc.map(|l| l.line) == Some(line)
            || inst.inlined_at.map(|l| l.line) == Some(line);
        if !at_line {
            continue;
        }
        found += 1;
        let block = &func.blocks[inst.block];
        let loc = module
            .location_string(inst)
            .unwrap_or_else(|| format!("line {line}"));
        let _ = writeln!(
            out,
            "{loc}: {} in @{} (block %{}, instruction {}), a {} barrier",
            d.intrinsic,
            func.name,
            block.name,
            func.index_in_block(d.inst),
            d.kind.name()
        );
        let pass = d
            .pass
            .map(|p| format!("the {} pass", p.as_str()))
            .unwrap_or_else(|| "no pass".into());
        if d.removed {
            let _ = writeln!(out, "  removed by {pass}: {}", d.reason.describe());
        } else {
            let _ = writeln!(out, "  kept ({pass} decided last): {}", d.reason.describe());
        }
        if let Some(cert) = result.certificate(d.function, d.inst) {
            let kind = match &cert.proof {
                Proof::Dominator { .. } => "a single dominating barrier (ptxas)",
                Proof::PostDominator { .. } => "a single post-dominating barrier (ptxas)",
                Proof::Reaching { .. } => "forward barrier liveness",
                Proof::Reached { .. } => "backward barrier liveness",
            };
            let _ = writeln!(out, "  certificate: {kind}");
            let conditions: Vec<String> =
                cert.conditions.iter().map(|c| format!("{c:?}")).collect();
            let _ = writeln!(out, "    conditions checked: {}", conditions.join(", "));
            if !cert.assumes_removed.is_empty() {
                let gone: Vec<String> = cert.assumes_removed.iter().map(|r| r.describe()).collect();
                let _ = writeln!(out, "    assuming already removed: {}", gone.join(", "));
            }
            let verdict = match checker.check(cert) {
                Ok(()) => "re-verified by an independent path search: valid".to_string(),
                Err(e) => format!("REJECTED by the independent checker: {e}"),
            };
            let _ = writeln!(out, "    {verdict}");
            let json = serde_json::to_string_pretty(cert).expect("serialises");
            for line in json.lines() {
                let _ = writeln!(out, "    {line}");
            }
        } else if d.removed && d.pass == Some(PassName::Dominance) {
            let _ = writeln!(out, "  (no certificate recorded)");
        }
    }
    if found == 0 {
        return Err(CliError::NotInInput {
            file: module.source_name.clone(),
            message: format!("no barrier at line {line}"),
        });
    }
    let _ = writeln!(out, "(preset {preset_name})");
    Ok(out)
}
