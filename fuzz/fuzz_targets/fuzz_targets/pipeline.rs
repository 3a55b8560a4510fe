#![no_main]
// Shim: the target body is `syncflow_cli::fuzzing::pipeline`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| syncflow_cli::fuzzing::pipeline(data));
