//! `syncflow-ptxas`: a drop-in `ptxas` that removes the barriers that order nothing from its
//! PTX inputs first, then runs the real ptxas (see `syncflow_cli::ptxas`).
#![forbid(unsafe_code)]

fn main() {
    // A panic inside syncflow is caught and reported as the wrapper's one warning line; the
    // default hook would print a second, multi-line message into the user's build log.
    std::panic::set_hook(Box::new(|_| {}));
    std::process::exit(syncflow_cli::ptxas::main(std::env::args_os().collect()));
}
