//! `syncflow presets [NAME]` (issue 40): the built-in presets listed, and one printed as TOML
//! with every knob, which `--preset-file` reads back to the same decisions; `--help` points
//! there rather than at preset files a `cargo install` user does not have.

mod common;

use common::{corpus, stderr, stdout, syncflow, temp_dir};
use serde_json::Value;

const PRESETS: [&str; 5] = ["sound", "cicc", "cicc-documented", "conservative", "none"];

#[test]
fn presets_lists_every_preset() {
    let out = syncflow(&["presets"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    for name in PRESETS {
        assert!(
            text.lines().any(|l| l.starts_with(&format!("{name} "))),
            "{name}: {text}"
        );
    }
}

#[test]
fn a_printed_preset_reads_back_to_the_same_decisions() {
    let dir = temp_dir("presets-print");
    let input = corpus("devfunc_barrier.ll");
    for name in PRESETS {
        let out = syncflow(&["presets", name]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let toml = stdout(&out);
        assert!(
            toml.starts_with(&format!("# The built-in preset `{name}`")),
            "{toml}"
        );
        assert!(toml.contains("\npasses = "), "{toml}");
        assert!(toml.contains("\nblock-shape = "), "{toml}");
        let file = dir.join(format!("{name}.toml"));
        std::fs::write(&file, &toml).unwrap();
        let decide = |args: &[&str]| -> Value {
            let mut all = vec!["eliminate", input.as_str(), "--json"];
            all.extend_from_slice(args);
            let out = syncflow(&all);
            assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
            let mut v: Value = serde_json::from_slice(&out.stdout).unwrap();
            v["preset"] = Value::Null;
            v
        };
        assert_eq!(
            decide(&["--preset", name]),
            decide(&["--preset-file", file.to_str().unwrap()]),
            "{name}"
        );
    }
    let unknown = syncflow(&["presets", "fast"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("fast"), "{}", stderr(&unknown));
}

#[test]
fn help_points_to_presets_not_to_the_source_tree() {
    for command in ["eliminate", "report", "explain", "dot"] {
        let out = syncflow(&[command, "--help"]);
        let text = stdout(&out);
        assert!(!text.contains("transforms/presets"), "{command}: {text}");
    }
    let out = syncflow(&["eliminate", "--help"]);
    assert!(stdout(&out).contains("syncflow presets NAME"));
}
