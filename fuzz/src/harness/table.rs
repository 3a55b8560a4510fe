//! The campaign's verdicts as a table: one row per eliminator (kernels, barriers, removed,
//! unsound, inconclusive, uniformity violations, time) and per uniformity oracle, then the
//! inputs' counts, the inconclusive judgements by cause, and the counterexamples.

use super::Campaign;
use std::fmt::{self, Write};

/// One row of [`Campaign::table`]: name, preset, kernels, barriers, removed, unsound,
/// inconclusive and uniformity violations under the header's columns (`-` where a row has no
/// count), then the time in seconds.
fn table_row(s: &mut String, cells: [&dyn fmt::Display; 8], time_ms: f64) {
    let [name, preset, kernels, barriers, removed, unsound, inconclusive, violations] = cells;
    let _ = writeln!(
        s,
        "{name:<16} {preset:<22} {kernels:>7} {barriers:>8} {removed:>7} {unsound:>7} {inconclusive:>12} {violations:>10} {:>8.2}s",
        time_ms / 1000.0
    );
}

impl Campaign {
    /// True when CI must fail: an eliminator that must be sound was not, a judgement of any
    /// eliminator was inconclusive (the oracle could not tell: a run stopped early), an
    /// oracle's claim was violated, or the generator produced a racy input.
    pub fn failed(&self) -> bool {
        self.eliminators
            .iter()
            .any(|e| (e.must_be_sound && e.unsound > 0) || e.inconclusive > 0)
            || self.uniformity.iter().any(|o| o.violations > 0)
            || self.racy_inputs > 0
            || self.ptx_racy_inputs > 0
    }

    /// The human-readable table.
    pub fn table(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "{:<16} {:<22} {:>7} {:>8} {:>7} {:>7} {:>12} {:>10} {:>9}",
            "eliminator",
            "preset",
            "kernels",
            "barriers",
            "removed",
            "unsound",
            "inconclusive",
            "uniformity",
            "time"
        );
        for e in &self.eliminators {
            let cells: [&dyn fmt::Display; 8] = [
                &e.eliminator,
                &e.preset,
                &e.kernels,
                &e.barriers,
                &e.removed,
                &e.unsound,
                &e.inconclusive,
                &e.uniformity_violations,
            ];
            table_row(&mut s, cells, e.time_ms);
        }
        for e in self.eliminators.iter().filter(|e| e.kept.is_some()) {
            let _ = writeln!(
                s,
                "{:<16} {:<22} kept {}, kept without a witness {} (removed alone, no run shows anything new)",
                e.eliminator,
                e.preset,
                e.kept.unwrap_or(0),
                e.kept_no_witness.unwrap_or(0)
            );
        }
        for e in self.eliminators.iter().filter(|e| e.narrowed > 0) {
            let _ = writeln!(
                s,
                "{:<16} {:<22} narrowed the fences of {} kept barrier groups to LDS (judged with its removals)",
                e.eliminator, e.preset, e.narrowed
            );
        }
        for o in &self.uniformity {
            let cells: [&dyn fmt::Display; 8] = [
                &o.oracle,
                &"uniformity",
                &o.kernels,
                &"-",
                &"-",
                &"-",
                &"-",
                &o.violations,
            ];
            table_row(&mut s, cells, o.time_ms);
        }
        let _ = writeln!(
            s,
            "\n{} kernels (seed {}) in {:.2}s; generated inputs with a race or divergence: {}, that did not complete: {}, nondeterministic (judged without values): {}",
            self.cases,
            self.seed,
            self.elapsed_ms / 1000.0,
            self.racy_inputs,
            self.faulty_inputs,
            self.nondeterministic_inputs
        );
        if self.ptx_racy_inputs > 0 {
            let _ = writeln!(
                s,
                "through llc-19's PTX: {} PTX inputs with a finding of their own",
                self.ptx_racy_inputs
            );
            for e in &self.ptx_input_examples {
                let _ = writeln!(s, "  {e}");
            }
        }
        for e in self.eliminators.iter().filter(|e| e.inconclusive > 0) {
            let causes: Vec<String> = e
                .inconclusive_causes
                .iter()
                .map(|(k, n)| format!("{n} {k}"))
                .collect();
            let _ = writeln!(
                s,
                "\n{} ({}): {} inconclusive judgements ({}), which fail the campaign:",
                e.eliminator,
                e.preset,
                e.inconclusive,
                causes.join(", ")
            );
            for x in &e.inconclusive_examples {
                let _ = writeln!(s, "  {x}");
            }
        }
        for e in &self.eliminators {
            for c in &e.counterexamples {
                let _ = writeln!(
                    s,
                    "\n{} ({}): case {} — removing {} introduces:\n  {}\n  minimized {} -> {} instructions{}",
                    e.eliminator,
                    e.preset,
                    c.case_seed,
                    c.barriers.join(", "),
                    c.finding,
                    c.instructions.0,
                    c.instructions.1,
                    c.file
                        .as_ref()
                        .map_or_else(String::new, |f| format!(", written to {f}"))
                );
            }
            if e.unsound == 0 && e.inconclusive == 0 {
                let _ = writeln!(
                    s,
                    "{} ({}): no unsound removal in {} kernels ({} barriers removed)",
                    e.eliminator, e.preset, e.kernels, e.removed
                );
            }
        }
        s
    }
}
