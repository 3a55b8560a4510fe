//! Every console block of the README is what its commands print today (issue 40: the
//! README's outputs went stale). Each `$ COMMAND` line (continued by a trailing `\`) runs
//! with `sh` from the repository root, the built `syncflow` first on `PATH`, its standard
//! output and error together; the lines up to the next `$` or the end of the block must be
//! exactly what it printed. `SYNCFLOW_BLESS=1` writes the outputs into the README instead.

mod common;

use common::root;
use std::path::Path;
use std::process::{Command, Stdio};

/// One command of a console block: where its output lines start and end in the README's lines.
struct Shown {
    command: String,
    output: std::ops::Range<usize>,
}

fn console_commands(lines: &[&str]) -> Vec<Shown> {
    let mut out = Vec::new();
    let mut in_block = false;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if !in_block {
            in_block = line.trim_end() == "```console";
            i += 1;
            continue;
        }
        if line.starts_with("```") {
            in_block = false;
            i += 1;
            continue;
        }
        let Some(first) = line.strip_prefix("$ ") else {
            panic!(
                "README.md:{}: console block line outside a command: {line}",
                i + 1
            );
        };
        let mut command = first.to_string();
        while let Some(head) = command.strip_suffix('\\') {
            i += 1;
            command = format!("{} {}", head.trim_end(), lines[i].trim());
        }
        i += 1;
        let start = i;
        while i < lines.len() && !lines[i].starts_with("$ ") && !lines[i].starts_with("```") {
            i += 1;
        }
        out.push(Shown {
            command,
            output: start..i,
        });
    }
    out
}

fn run(command: &str) -> String {
    let bin = Path::new(env!("CARGO_BIN_EXE_syncflow")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("{command} 2>&1"))
        .current_dir(root())
        .env("PATH", path)
        .env_remove("RUST_LOG")
        .env_remove("SYNCFLOW_PTXAS")
        .stdin(Stdio::null())
        .output()
        .expect("sh runs");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// `text` with every time in seconds (`0.02 s`, `1.5s`) written `_ s`: the one thing a
/// command prints that changes from run to run.
fn without_times(text: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
            i += 1;
        }
        let number: String = chars[start..i].iter().collect();
        let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
        let before_ok = start == 0 || !chars[start - 1].is_alphanumeric();
        if number.contains('.') && before_ok && (rest == " s" || rest.starts_with('s')) {
            out.push('_');
        } else {
            out.push_str(&number);
        }
        if i < chars.len() && i == start {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

#[test]
fn every_console_block_of_the_readme_is_what_its_command_prints() {
    let file = root().join("README.md");
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let shown = console_commands(&lines);
    assert!(
        shown.len() >= 4,
        "the README shows {} commands",
        shown.len()
    );
    let bless = std::env::var_os("SYNCFLOW_BLESS").is_some();
    let mut blessed: Vec<String> = Vec::new();
    let mut next = 0;
    let mut stale = Vec::new();
    for s in &shown {
        let printed = run(&s.command);
        let expected = lines[s.output.clone()].join("\n");
        if without_times(printed.trim_end()) != without_times(expected.trim_end()) {
            stale.push(format!(
                "README.md:{}: `{}` prints\n{printed}\nbut the README shows\n{expected}\n",
                s.output.start, s.command
            ));
        }
        blessed.extend(lines[next..s.output.start].iter().map(|l| l.to_string()));
        blessed.extend(printed.trim_end().lines().map(str::to_string));
        next = s.output.end;
    }
    blessed.extend(lines[next..].iter().map(|l| l.to_string()));
    if bless {
        std::fs::write(&file, blessed.join("\n") + "\n").unwrap();
        return;
    }
    assert!(
        stale.is_empty(),
        "{}(SYNCFLOW_BLESS=1 rewrites them)",
        stale.join("\n")
    );
}

#[test]
fn the_readme_is_a_guide_of_at_most_250_lines_with_its_two_commands_first() {
    let text = std::fs::read_to_string(root().join("README.md")).unwrap();
    let lines = text.lines().count();
    assert!(lines <= 250, "README.md has {lines} lines");
    let first_block: Vec<&str> = text
        .split("```sh\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .unwrap()
        .lines()
        .collect();
    assert!(first_block[0].starts_with("cargo run --release -- eliminate tests/"));
    assert!(first_block[1].starts_with("scripts/test.sh"));
    // Every relative link points at a file that exists.
    for (i, line) in text.lines().enumerate() {
        for link in line.split("](").skip(1) {
            let target = link.split(')').next().unwrap().split('#').next().unwrap();
            if target.starts_with("http") || target.is_empty() {
                continue;
            }
            assert!(
                root().join(target).exists(),
                "README.md:{}: no {target}",
                i + 1
            );
        }
    }
}
