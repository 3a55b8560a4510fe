//! The `syncflow` command-line tool.
fn main() {}
