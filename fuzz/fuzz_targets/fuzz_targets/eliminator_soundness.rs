#![no_main]
// Shim: the target body is `syncflow_fuzz::targets::eliminator_soundness`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| syncflow_fuzz::targets::eliminator_soundness(data));
