//! The doc tables, generated from the declarations, and the tests that keep the committed
//! copies equal to them: the knob table in this module's doc and in docs/README-ux.md (from
//! [`KNOBS`] and the presets), the pass table in [`crate::eliminate`]'s (from
//! [`PassName::ALL`]). `SYNCFLOW_BLESS=1 cargo test -p syncflow-transforms --lib docs`
//! rewrites the committed copies instead of failing.

use super::*;
use std::path::PathBuf;

/// `| knob | values | <each preset> | meaning |`, a row a knob in declaration order.
fn knob_table() -> Vec<String> {
    let presets: Vec<(&str, Vec<KnobInfo>)> = PRESETS
        .iter()
        .map(|(name, _)| (*name, Knobs::preset(name).unwrap().catalogue()))
        .collect();
    // The first preset is the default (`--preset`'s, and `--help`'s `[default: …]`).
    let names: Vec<String> = presets
        .iter()
        .enumerate()
        .map(|(i, (n, _))| format!("`{n}`{}", if i == 0 { " (default)" } else { "" }))
        .collect();
    let mut rows = vec![
        format!("| knob | values | {} | meaning |", names.join(" | ")),
        format!("|---|---|{}---|", "---|".repeat(presets.len())),
    ];
    for knob in KNOBS {
        let values: Vec<String> = presets
            .iter()
            .map(|(_, all)| {
                let info = all.iter().find(|i| i.name == knob.name).unwrap();
                info.value.replace(',', ", ")
            })
            .collect();
        rows.push(format!(
            "| `{}` | {} | {} | {} |",
            knob.name,
            knob.values(),
            values.join(" | "),
            knob.doc()
        ));
    }
    rows
}

/// `| pass | what it is |`, a row a pass in declaration order.
fn pass_table() -> Vec<String> {
    let mut rows = vec!["| pass | what it is |".to_string(), "|---|---|".to_string()];
    for pass in PassName::ALL {
        rows.push(format!("| `{}` | {} |", pass.as_str(), pass.doc()));
    }
    rows
}

/// Checks that `file` (relative to the repository root) holds `table` where its lines
/// starting `prefix` + `table[0]` begin, as one run of lines starting `prefix|`; with
/// `SYNCFLOW_BLESS` set, writes it there instead.
fn committed_table_is(file: &str, prefix: &str, table: &[String]) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let header = format!("{prefix}{}", table[0].split(" | ").next().unwrap());
    let start = lines
        .iter()
        .position(|l| l.starts_with(&header))
        .unwrap_or_else(|| panic!("{file}: no line starts with {header:?}"));
    let end = start
        + lines[start..]
            .iter()
            .take_while(|l| l.starts_with(&format!("{prefix}|")))
            .count();
    let wanted: Vec<String> = table.iter().map(|row| format!("{prefix}{row}")).collect();
    if std::env::var_os("SYNCFLOW_BLESS").is_some() {
        let mut out: Vec<String> = lines[..start].iter().map(|l| l.to_string()).collect();
        out.extend(wanted);
        out.extend(lines[end..].iter().map(|l| l.to_string()));
        std::fs::write(&path, out.join("\n") + "\n").unwrap();
        return;
    }
    assert_eq!(
        lines[start..end].join("\n"),
        wanted.join("\n"),
        "{file}: the table is not the one the declarations give \
         (SYNCFLOW_BLESS=1 cargo test -p syncflow-transforms --lib docs rewrites it)"
    );
}

#[test]
fn the_knob_table_in_the_module_doc_is_the_declared_one() {
    committed_table_is("transforms/src/knobs.rs", "//! ", &knob_table());
}

#[test]
fn the_knob_table_in_readme_ux_is_the_declared_one() {
    committed_table_is("docs/README-ux.md", "", &knob_table());
}

#[test]
fn the_pass_table_in_the_eliminate_doc_is_the_declared_one() {
    committed_table_is("transforms/src/eliminate/mod.rs", "//! ", &pass_table());
}
