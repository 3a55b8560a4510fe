#![no_main]
// Shim: the target body is `syncflow_fuzz::targets::uniformity_soundness`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| syncflow_fuzz::targets::uniformity_soundness(data));
