//! One name for a thing everywhere (issue 40): `check` names a C++ object as `eliminate`
//! does (`mine::buf`, not `@_ZZ4mineE3buf`); every knob value the JSON report writes is one
//! `--knob` takes; a bad `--keep` is reported as `--keep`; and the copies of one source
//! barrier that clang's unrolling made are told apart in the remarks.

mod common;

use common::{root, stderr, stdout, syncflow};
use serde_json::Value;

fn first(name: &str) -> String {
    root().join("tests/first").join(name).display().to_string()
}

#[test]
fn check_demangles_objects_as_eliminate_does() {
    let file = first("mine.ll");
    let out = syncflow(&[
        "check",
        &file,
        "--kernel",
        "mine",
        "--block",
        "64",
        "--arg",
        "#0=i32[64]",
        "--color",
        "never",
    ]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    let text = stdout(&out);
    assert!(text.contains("error: data race on mine::buf+"), "{text}");
    assert!(!text.contains("_ZZ4mineE3buf"), "{text}");
}

#[test]
fn every_knob_value_in_the_json_reads_back_through_knob() {
    let file = common::corpus("multi_shared.ll");
    for shape in ["any", "2d", "1d"] {
        let knob = format!("block-shape={shape}");
        let out = syncflow(&["eliminate", &file, "--json", "--knob", &knob]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let json: Value = serde_json::from_slice(&out.stdout).unwrap();
        let knobs = json["knobs"].as_object().expect("a knobs object");
        assert_eq!(knobs["block-shape"], shape);
        let mut args: Vec<String> = vec!["eliminate".into(), file.clone(), "-q".into()];
        for (name, value) in knobs {
            let text = match value {
                Value::String(s) => s.clone(),
                Value::Array(items) => items
                    .iter()
                    .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                    .collect::<Vec<_>>()
                    .join(","),
                Value::Null => continue,
                other => other.to_string(),
            };
            args.push("--knob".into());
            args.push(format!("{name}={text}"));
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let back = syncflow(&args);
        assert_eq!(back.status.code(), Some(0), "{args:?}: {}", stderr(&back));
    }
    // The spelling reports wrote before still reads.
    let old = syncflow(&["eliminate", &file, "-q", "--knob", "block-shape=one-d"]);
    assert_eq!(old.status.code(), Some(0), "{}", stderr(&old));
}

#[test]
fn a_bad_keep_is_reported_as_keep() {
    let file = common::corpus("multi_shared.ll");
    let out = syncflow(&["eliminate", &file, "--keep", "multi_shared.cu"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "syncflow: error: --keep: expected FILE:LINE, got 'multi_shared.cu'\n"
    );
    let knob = syncflow(&["eliminate", &file, "--knob", "keep=multi_shared.cu"]);
    assert_eq!(knob.status.code(), Some(2));
    assert!(
        stderr(&knob).starts_with("syncflow: error: --knob keep: expected FILE:LINE"),
        "{}",
        stderr(&knob)
    );
}

#[test]
fn unrolled_copies_of_one_barrier_are_told_apart() {
    let file = first("unrolled.ll");
    let out = syncflow(&["eliminate", &file, "--color", "never"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let remarks: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("unrolled.cu:11:") && l.contains(" remark: "))
        .collect();
    assert_eq!(remarks.len(), 8, "{text}");
    for (k, line) in remarks.iter().enumerate() {
        assert!(
            line.contains(&format!(" (copy {} of 8 at this place: block %", k + 1)),
            "{line}"
        );
    }
    let mut unique = remarks.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 8, "{text}");
}
