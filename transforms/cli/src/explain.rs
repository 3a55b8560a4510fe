//! `syncflow explain IN.ll --line N`: why the barrier at a source line stays or goes, in words.
//!
//! With `--launch FILE` (a launch file, [`crate::shared::launch_file`]: one `syncflow check`
//! launch per line; the lines whose input has this input's file name are used), a kept
//! barrier also gets the other answer, by execution: what removing it alone does under
//! `check --ablate` (docs/check.md) — "witness: data race … (schedule S)", with the command
//! that replays it — or "no witness in N schedules", the admission that this launch shows
//! no reason for it.

use crate::check::ablate::Ablation;
use crate::check::witness;
use crate::shared::args::PresetArgs;
use crate::shared::error::CliError;
use crate::shared::input::{read_module, write_output};
use crate::shared::launch_file;
use std::fmt::Write;
use std::path::PathBuf;
use syncflow_analyses::liveness::{Checker, Proof};
use syncflow_ir::{BarrierKind, Module};
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
    /// A launch file (one `syncflow check` launch per line): each kept barrier at the line is
    /// removed alone and run under the launches of this input, and its witness (or that none
    /// was found) is shown beside the static reason (default: none, the static reason only).
    #[arg(long, value_name = "FILE")]
    pub launch: Option<PathBuf>,
}

/// Runs `syncflow explain`.
pub fn run(args: &ExplainArgs) -> Result<(), CliError> {
    let (preset_name, knobs) = args.preset.load()?;
    let module = read_module(&args.input)?;
    let witnesses = match &args.launch {
        Some(path) => Some(witnesses(&module, args, &preset_name, path)?),
        None => None,
    };
    let out = render_witnessed(&module, &preset_name, &knobs, args.line, witnesses.as_ref())?;
    write_output(std::path::Path::new("-"), &out)
}

/// The launch file's launches of this input, ablated; the strongest outcome per barrier.
fn witnesses(
    module: &Module,
    args: &ExplainArgs,
    preset: &str,
    path: &std::path::Path,
) -> Result<Witnesses, CliError> {
    if args.preset.preset_file.is_some() {
        return Err(CliError::Failed(
            "--launch takes the preset by name (--preset), not --preset-file".into(),
        ));
    }
    let name = args.input.file_name();
    let launches: Vec<_> = launch_file::read(path)?
        .into_iter()
        .filter(|l| l.input.file_name() == name)
        .collect();
    let file = path.display().to_string();
    let mut all = Vec::new();
    for l in &launches {
        all.extend(witness::ablate_launch(
            module,
            l,
            &file,
            preset,
            &args.preset.knobs,
        )?);
    }
    Ok(Witnesses {
        launches: launches.len(),
        file,
        ablations: witness::strongest(all),
    })
}

/// What `--launch` found: the strongest ablation outcome per kept barrier.
pub struct Witnesses {
    /// Launches of this input in the file.
    pub launches: usize,
    /// The launch file, as named.
    pub file: String,
    /// Per barrier.
    pub ablations: Vec<Ablation>,
}

fn witness_line(w: &Witnesses, function: &str, index: usize) -> String {
    let Some(a) = w
        .ablations
        .iter()
        .find(|a| a.function == function && a.index == index)
    else {
        return format!(
            "  witness: none looked for: none of the {} launches of {} runs this kernel",
            w.launches, w.file
        );
    };
    match (a.outcome, &a.witness) {
        ("needed", Some(f)) => format!(
            "  witness (removing it alone): {}: {} at {} (schedule {}; replay: `syncflow check` with that launch, `--schedule {}` and `--against` the input less this barrier)",
            f.kind,
            f.message,
            f.location,
            f.schedules.join(", "),
            f.schedules.first().map_or("round-robin", String::as_str)
        ),
        ("no-witness", _) => format!(
            "  witness: none in {} schedule{}: removing it alone changed nothing the launches show; it may be removable",
            a.schedules,
            if a.schedules == 1 { "" } else { "s" }
        ),
        ("inconclusive", _) => format!(
            "  witness: inconclusive: nothing new, but a run stopped early ({})",
            a.stopped.join("; ")
        ),
        _ => "  witness: none looked for: the launches never execute it".to_string(),
    }
}

/// The explanation of every barrier at source line `line` (its own `!dbg` line, or the line it
/// was inlined at) under `knobs`; an error when no barrier is there.
pub fn render(
    module: &Module,
    preset_name: &str,
    knobs: &Knobs,
    line: u32,
) -> Result<String, CliError> {
    render_witnessed(module, preset_name, knobs, line, None)
}

/// [`render`], with each kept barrier's witness from `witnesses` when given.
pub fn render_witnessed(
    module: &Module,
    preset_name: &str,
    knobs: &Knobs,
    line: u32,
    witnesses: Option<&Witnesses>,
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
            if let Some(w) = witnesses.filter(|_| d.kind == BarrierKind::Candidate) {
                let _ = writeln!(out, "{}", witness_line(w, &func.name, d.inst.index()));
            }
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
