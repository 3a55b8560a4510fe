//! The `syncflow` command-line tool; see `syncflow --help`.
#![forbid(unsafe_code)]

fn main() {
    std::process::exit(syncflow_cli::main_with_args(std::env::args_os()));
}
