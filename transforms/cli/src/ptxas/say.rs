//! Where the wrapper's lines go: standard error always; and, because Triton hides ptxas'
//! standard error (it captures it for `--version` and writes it to a temporary log it shows
//! only when ptxas fails), when standard error is not a terminal the line is also appended
//! to `$SYNCFLOW_LOG` if that is set, else written to the terminal (`/dev/tty`) if there is
//! one. A build therefore shows every warning, and `SYNCFLOW_VERBOSE=1` what was done.

use std::io::{IsTerminal, Write};

/// Prints `line` (without its `syncflow-ptxas: ` prefix, which this adds).
pub fn say(line: &str) {
    let line = format!("syncflow-ptxas: {line}\n");
    let stderr = std::io::stderr();
    let _ = stderr.lock().write_all(line.as_bytes());
    if stderr.is_terminal() {
        return;
    }
    if let Some(log) = std::env::var_os("SYNCFLOW_LOG").filter(|l| !l.is_empty()) {
        if let Ok(mut file) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
        {
            let _ = file.write_all(line.as_bytes());
        }
        return;
    }
    #[cfg(unix)]
    if let Ok(mut tty) = std::fs::OpenOptions::new().write(true).open("/dev/tty") {
        let _ = tty.write_all(line.as_bytes());
    }
}
