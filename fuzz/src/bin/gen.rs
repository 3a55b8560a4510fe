//! `gen`: writes a large deterministic kernel module for benchmarks.
//!
//! `cargo run --release -p syncflow-fuzz --bin gen -- --instructions N --barriers K
//! --removable FRACTION --functions F --seed S -o OUT.ll`
#![forbid(unsafe_code)]

use clap::Parser;
use syncflow_fuzz::large_kernel::{generate, LargeKernelSpec};

/// Write a large, deterministic GPU kernel module (LLVM IR) for benchmarks.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Approximate number of instructions in the whole module.
    #[arg(long, default_value_t = 100_000)]
    instructions: usize,
    /// Number of `__syncthreads()` barriers in the whole module.
    #[arg(long, default_value_t = 1_000)]
    barriers: usize,
    /// Fraction of barriers that order nothing (0 to 1).
    #[arg(long, default_value_t = 0.5)]
    removable: f64,
    /// Number of kernels.
    #[arg(long, default_value_t = 1)]
    functions: usize,
    /// Seed for the pseudo-random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Output file (`-` for standard output).
    #[arg(short = 'o', long = "output", default_value = "-")]
    output: std::path::PathBuf,
}

fn main() {
    let args = match Args::try_parse() {
        Ok(a) => a,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            std::process::exit(code);
        }
    };
    if !(0.0..=1.0).contains(&args.removable) {
        eprintln!("gen: error: --removable must be between 0 and 1");
        std::process::exit(2);
    }
    let spec = LargeKernelSpec {
        instructions: args.instructions,
        barriers: args.barriers.max(1),
        removable: args.removable,
        functions: args.functions.max(1),
        seed: args.seed,
    };
    let text = generate(&spec);
    let written = if args.output == std::path::Path::new("-") {
        std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes())
    } else {
        std::fs::write(&args.output, &text)
    };
    if let Err(e) = written {
        eprintln!("gen: error: cannot write {}: {e}", args.output.display());
        std::process::exit(2);
    }
}
