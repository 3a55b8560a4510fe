//! `syncflow check` counts executed barriers (issue 37): per CTA and per barrier, on the
//! input and on the output of `--preset`/`--against`, with the share removed — exact counts
//! on kernels whose loop trip counts the launch fixes, instances rather than thread arrivals,
//! and an unfinished run marked as such.

use serde_json::Value;
mod common;
use common::{corpus, root, stderr, stdout, syncflow, temp_dir};
use std::process::Output;

fn json(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}{}", stdout(o), stderr(o)))
}

fn rounds() -> String {
    root().join("tests/check/rounds.ll").display().to_string()
}

/// tests/check/rounds.cu with n = 1000 rounds, 32 threads a block, two blocks: per CTA the
/// loop's barrier (line 17) runs 1000 times and the one after it (line 19) once. A count of
/// thread arrivals would be 32 times that.
const ROUNDS: &[&str] = &[
    "--block",
    "32",
    "--grid",
    "2",
    "--arg",
    "#0=f32[32000]:iota",
    "--arg",
    "#1=f32[64]",
    "--arg",
    "#2=1000",
    "--color",
    "never",
];

fn check_rounds(extra: &[&str]) -> Output {
    let file = rounds();
    let mut args = vec!["check", file.as_str()];
    args.extend_from_slice(ROUNDS);
    args.extend_from_slice(extra);
    syncflow(&args)
}

/// The `barriers_executed` of rounds.ll with the loop's barrier removed: 1,001 → 1.
fn assert_rounds_removed(v: &Value) {
    let e = &v["barriers_executed"];
    assert_eq!(e["input"], 1001, "{e}");
    assert_eq!(e["output"], 1, "{e}");
    assert!((e["removed_share"].as_f64().unwrap() - 1000.0 / 1001.0).abs() < 1e-12);
    assert_eq!(e["complete"], true);
    assert_eq!(e["schedule"], "round-robin");
    let per: Vec<&Value> = e["per_barrier"].as_array().unwrap().iter().collect();
    assert_eq!(per.len(), 2, "{e}");
    let at = |line: u64| per.iter().find(|b| b["line"] == line).expect("listed");
    let (inner, after) = (at(17), at(19));
    assert_eq!(inner["file"], "rounds.cu");
    assert_eq!(inner["function"], "rounds");
    assert_eq!(inner["kind"], "candidate");
    assert_eq!(
        (&inner["input"], &inner["output"], &inner["removed"]),
        (&Value::from(1000), &Value::from(0), &Value::from(true))
    );
    assert_eq!(inner["loop_depth"], 1);
    assert_eq!(
        (&after["input"], &after["output"], &after["removed"]),
        (&Value::from(1), &Value::from(1), &Value::from(false))
    );
    assert_eq!(after["loop_depth"], 0);
    assert_eq!(after["location"], "rounds.cu:19:3");
}

#[test]
fn a_preset_removes_the_barrier_that_runs_a_thousand_times() {
    let o = check_rounds(&["--preset", "sound"]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains(
            "\nbarriers executed per CTA: 1,001 in the input, 1 in the output (99.9% removed); \
             block (0,0,0), the busiest of the 2 blocks run\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("\n  rounds.cu:17:5  1,000 → 0 (removed)\n"),
        "{text}"
    );
    assert!(text.contains("\n  rounds.cu:19:3  1 → 1\n"), "{text}");
    // The summary stays the last line.
    assert!(
        text.lines().last().unwrap().starts_with("check: "),
        "{text}"
    );
    assert_rounds_removed(&json(&check_rounds(&["--preset", "sound", "--json"])));
}

#[test]
fn against_a_written_output_the_counts_are_the_same() {
    let dir = temp_dir("executed");
    let out = dir.join("rounds.opt.ll");
    let file = rounds();
    let o = syncflow(&["eliminate", &file, "-o", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = json(&check_rounds(&[
        "--against",
        out.to_str().unwrap(),
        "--json",
    ]));
    assert_rounds_removed(&v);
    // The CTA counted is named, and the second block ran the same barriers.
    assert_eq!(v["barriers_executed"]["cta"], serde_json::json!([0, 0, 0]));
}

#[test]
fn without_a_comparison_the_input_is_counted() {
    let o = check_rounds(&[]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains(
            "\nbarriers executed per CTA: 1,001; block (0,0,0), the busiest of the 2 blocks run\n"
        ),
        "{text}"
    );
    assert!(text.contains("\n  rounds.cu:17:5  1,000\n"), "{text}");
    let e = &json(&check_rounds(&["--json"]))["barriers_executed"];
    assert_eq!(e["input"], 1001);
    assert!(e["output"].is_null() && e["removed_share"].is_null(), "{e}");
    for b in e["per_barrier"].as_array().unwrap() {
        assert!(b["output"].is_null() && b["removed"] == false, "{b}");
    }
}

#[test]
fn a_run_stopped_by_the_step_limit_is_marked_incomplete() {
    let o = check_rounds(&["--preset", "sound", "--steps", "50"]);
    let text = stdout(&o);
    assert!(
        text.contains("\nbarriers executed per CTA (incomplete run): "),
        "{text}"
    );
    // Runs that stopped early compared only what ran: never "0 new findings" and exit 0
    // (issue 39), but inconclusive, exit 3, naming each run that stopped.
    assert_eq!(o.status.code(), Some(3), "{text}");
    assert!(
        text.contains("inconclusive, 2 of the runs stopped early")
            && text.contains("note: the input under round-robin stopped: step limit")
            && !text.contains("0 new findings"),
        "{text}"
    );
    let v = json(&check_rounds(&[
        "--preset", "sound", "--steps", "50", "--json",
    ]));
    let e = &v["barriers_executed"];
    assert_eq!(e["complete"], false, "{e}");
    assert!(e["input"].as_u64().unwrap() < 1001, "{e}");
    let why = v["comparison"]["inconclusive"].as_array().unwrap();
    assert_eq!(why.len(), 2, "{why:?}");
    // A longer limit lets some rounds run: still marked, and the count is of what ran.
    let v = json(&check_rounds(&["--steps", "20000", "--json"]));
    let e = &v["barriers_executed"];
    assert_eq!(e["complete"], false, "{e}");
    let ran = e["input"].as_u64().unwrap();
    assert!(ran > 0 && ran < 1001, "{e}");
}

/// tests/corpus/nested_loops.cu with outer = 4, inner = 3: the inner loop's two barriers
/// (lines 14 and 16, loop depth 2) run 12 times each, the outer loop's (line 18, depth 1),
/// which `sound` removes, 4 times.
#[test]
fn nested_loops_count_by_depth() {
    let file = corpus("nested_loops.ll");
    let args = [
        "check",
        file.as_str(),
        "--block",
        "64",
        "--arg",
        "#0=f32[768]:iota",
        "--arg",
        "#1=4",
        "--arg",
        "#2=3",
        "--preset",
        "sound",
        "--color",
        "never",
    ];
    let o = syncflow(&args);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains(
            "\nbarriers executed per CTA: 28 in the input, 24 in the output (14.3% removed)\n"
        ),
        "{text}"
    );
    let mut with_json = args.to_vec();
    with_json.push("--json");
    let v = json(&syncflow(&with_json));
    let mut rows: Vec<(u64, u64, u64, u64)> = v["barriers_executed"]["per_barrier"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let n = |k: &str| b[k].as_u64().unwrap();
            (n("line"), n("loop_depth"), n("input"), n("output"))
        })
        .collect();
    rows.sort();
    assert_eq!(rows, [(14, 2, 12, 12), (16, 2, 12, 12), (18, 1, 4, 0)]);
}

/// threadfence.cu's `sum_last_block`: eleven barriers, more than the eight listed by
/// default, so their lines need `--verbose`; only the block that takes the last ticket runs
/// the final reduction's barriers, and it is the one counted.
#[test]
fn many_barriers_are_listed_with_verbose_and_the_busiest_block_is_counted() {
    let file = corpus("threadfence.ll");
    let mut args = vec![
        "check",
        file.as_str(),
        "--kernel",
        "sum_last_block",
        "--block",
        "256",
        "--grid",
        "4",
        "--arg",
        "#0=f32[1024]:1",
        "--arg",
        "#1=f32[4]",
        "--arg",
        "#2=f32[1]",
        "--arg",
        "#3=1024",
        "--color",
        "never",
    ];
    let listed = |text: &str| {
        text.lines()
            .filter(|l| l.starts_with("  threadfence.cu:"))
            .count()
    };
    let o = syncflow(&args);
    let text = stdout(&o);
    assert!(
        text.contains("barriers executed per CTA: 11; block ("),
        "{text}"
    );
    assert!(text.contains("the busiest of the 4 blocks run\n"), "{text}");
    assert_eq!(listed(&text), 0, "{text}");
    args.push("--verbose");
    let text = stdout(&syncflow(&args));
    assert_eq!(listed(&text), 11, "{text}");
    args.pop();
    args.push("--json");
    let e = &json(&syncflow(&args))["barriers_executed"];
    let per = e["per_barrier"].as_array().unwrap();
    assert_eq!(per.len(), 11, "{e}");
    let sum: u64 = per.iter().map(|b| b["input"].as_u64().unwrap()).sum();
    assert_eq!(sum, 11, "the listed counts add up to the total");
}
