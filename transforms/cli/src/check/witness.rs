//! Witnesses for other commands: `check --ablate` run from a launch-file line
//! ([`crate::shared::launch_file`]) on a module a command has read already, so that `explain`
//! can show beside a kept barrier's static reason what removing it alone does, and `report`
//! can count the kept barriers that have no witness.
//!
//! A line is exactly the arguments of `syncflow check`; this parses them with `check`'s own
//! parser, adds `--ablate`, the caller's preset and knobs, and `--schedule all` when the line
//! names no schedule, then runs [`plan`](super::plan) and [`check`](super::check) as the
//! command does. Over several launches of one kernel a barrier's outcome is the strongest
//! ([`strongest`]): a witness anywhere beats a run that stopped early ("inconclusive"), which
//! beats "no witness" (a barrier has none only when every launch that ran it says so).

use super::ablate::Ablation;
use super::arg_spec::ArgAssignment;
use super::CheckArgs;
use crate::shared::error::CliError;
use crate::shared::launch_file::Launch;
use clap::Parser;
use syncflow_ir::Module;

#[derive(Parser)]
#[command(name = "check", no_binary_name = false)]
struct Line {
    #[command(flatten)]
    check: CheckArgs,
}

/// Ablates every kept barrier of `launch`'s kernel in `module` (the module at `launch.input`,
/// already read) under `preset` and `knobs`.
pub fn ablate_launch(
    module: &Module,
    launch: &Launch,
    launch_file: &str,
    preset: &str,
    knobs: &[String],
) -> Result<Vec<Ablation>, CliError> {
    let mut words = vec!["check".to_string()];
    words.extend(launch.check_args());
    if !launch.flags.iter().any(|f| f == "--schedule") {
        words.extend(["--schedule".into(), "all".into()]);
    }
    words.extend(["--ablate".into(), "--preset".into(), preset.to_string()]);
    for k in knobs {
        words.extend(["--knob".into(), k.clone()]);
    }
    let place = |message: String| CliError::NotInInput {
        file: format!("{launch_file}:{}", launch.line),
        message,
    };
    let args = Line::try_parse_from(&words)
        .map_err(|e| place(e.kind().to_string() + ": " + first_line(&e.to_string())))?
        .check;
    let assignments = args
        .args
        .iter()
        .map(|a| ArgAssignment::parse(a))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| place(e.to_string()))?;
    let plan = super::plan(module, &args, &assignments).map_err(|e| place(e.to_string()))?;
    let outcome = super::check(module, &plan, &args)?;
    Ok(outcome.ablation.unwrap_or_default())
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or(s).trim_start_matches("error: ")
}

fn rank(outcome: &str) -> u8 {
    match outcome {
        "needed" => 3,
        "inconclusive" => 2,
        "no-witness" => 1,
        _ => 0,
    }
}

/// Keeps, per barrier (function and instruction), the strongest of `all`'s outcomes.
pub fn strongest(all: Vec<Ablation>) -> Vec<Ablation> {
    let mut out: Vec<Ablation> = Vec::new();
    for a in all {
        match out
            .iter_mut()
            .find(|b| b.function == a.function && b.index == a.index)
        {
            Some(b) if rank(a.outcome) > rank(b.outcome) => *b = a,
            Some(_) => {}
            None => out.push(a),
        }
    }
    out
}
