//! `syncflow-ptxas-blackwell`: `syncflow-ptxas` standing in for Triton's `ptxas-blackwell`
//! (`TRITON_PTXAS_BLACKWELL_PATH`, sm_90 and newer): the same program, whose name makes it
//! find and answer `--version` as Triton's bundled `ptxas-blackwell` (see
//! `syncflow_cli::ptxas::real`).
#![forbid(unsafe_code)]

fn main() {
    std::panic::set_hook(Box::new(|_| {}));
    std::process::exit(syncflow_cli::ptxas::main(std::env::args_os().collect()));
}
