//! `syncflow report --launch FILE`: how many of the barriers `sound` keeps have a witness.
//!
//! A kept barrier carries a static reason; `check --ablate` (docs/check.md) asks the run:
//! removed alone, does the kernel race, deadlock or compute something else? For every file of
//! the report, the launch file's lines whose input is that file ([`crate::shared::launch_file`],
//! the same launches `check` takes) are ablated under `sound`, and each kept removal candidate
//! gets the strongest outcome over its kernel's launches (`needed` beats `inconclusive`, which
//! beats `no-witness`; `not-executed` when no launch reaches it, `no-launch` when the file has
//! no launch of its kernel). The table's column `kept-no-witness` counts the `no-witness`
//! ones: kept barriers for which every run that reached them showed nothing — where the
//! static analysis is imprecise, or the launch too small to show the conflict.
//!
//! Example: `syncflow report tests/corpus --launch tests/corpus/launches.txt` finds 100 kept
//! barriers with a witness and 13 without: the 8 the ground truth calls removable alone
//! (`KEEP-UNPROVABLE`, and the `EITHER` barriers `sound` keeps), and 5 whose reason no single
//! CTA's run can show (declared-only callees, aliasing parameters, a signal to another CTA,
//! an order a `__syncwarp` gives already): transforms/cli/tests/witness_truth.rs lists them.

use super::{Report, ReportFile};
use crate::check::witness::{ablate_launch, strongest};
use crate::shared::error::CliError;
use crate::shared::input::read_module;
use crate::shared::launch_file;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The table's column.
pub const COLUMN: &str = "kept-no-witness";

/// Kept barriers of `file` without a witness.
pub fn kept_no_witness(file: &ReportFile) -> usize {
    file.functions
        .iter()
        .flat_map(|f| &f.barriers)
        .filter(|b| b.witness == Some("no-witness"))
        .count()
}

/// `kept barriers, by what removing each alone showed: …`.
pub fn summary_line(w: &BTreeMap<&'static str, usize>) -> String {
    let get = |k: &str| w.get(k).copied().unwrap_or(0);
    format!(
        "kept barriers, each removed alone (--launch): {} with a witness, {} without (column {COLUMN}), {} inconclusive, {} not executed, {} in kernels without a launch",
        get("needed"),
        get("no-witness"),
        get("inconclusive"),
        get("not-executed"),
        get("no-launch")
    )
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

/// Ablates the launches of every file of `report` (`files`: their paths, in report order).
pub fn add_witnesses(
    report: &mut Report,
    files: &[PathBuf],
    launch_path: &Path,
) -> Result<(), CliError> {
    let launches = launch_file::read(launch_path)?;
    let name = launch_path.display().to_string();
    let mut totals: BTreeMap<&'static str, usize> = BTreeMap::new();
    for (file, path) in report.files.iter_mut().zip(files) {
        if file.error.is_some() {
            continue;
        }
        let mine: Vec<_> = launches
            .iter()
            .filter(|l| same_file(&l.input, path))
            .collect();
        let mut all = Vec::new();
        if !mine.is_empty() {
            let module = read_module(path)?;
            for l in &mine {
                all.extend(ablate_launch(&module, l, &name, "sound", &[])?);
            }
        }
        let ablations = strongest(all);
        for f in &mut file.functions {
            for b in &mut f.barriers {
                if b.verdicts["sound"].removed || b.place.kind != "candidate" {
                    continue;
                }
                let outcome = ablations
                    .iter()
                    .find(|a| a.function == f.name && a.index == b.inst)
                    .map_or("no-launch", |a| a.outcome);
                b.witness = Some(outcome);
                *totals.entry(outcome).or_default() += 1;
            }
        }
    }
    report.summary.witnesses = Some(totals);
    Ok(())
}
