//! The interpreter on the corpus: every kernel runs; race-free where tests/corpus/README.md
//! says so; the races it does report are real; a planted race names both accesses; results
//! do not depend on the schedule.

mod common;
use std::collections::BTreeSet;
use syncflow_fuzz::interp::{ArgValue, Interpreter, LaunchConfig, Schedule, WarpSyncModel};
use syncflow_ir::{parse_module, print_module, Removal};

/// Kernels whose source really has a race (under the CUDA memory model), with the reason.
const REAL_RACES: &[(&str, &str)] = &[
    // scratch[t] = total (line 32) and the read of scratch[(t+1)%n] (line 33): no barrier.
    ("_Z16call_after_writePKfPf", "write at line 32, read at 33"),
    // Not reduce6's volatile warp reduction (v[t] = sum + v[t+16] without __syncwarp): its
    // accesses are `volatile`, strong at system scope in the PTX memory model, so they are
    // morally strong with each other and not a data race (the happens-before detector,
    // crate::interp::hb). Its lanes' order is a logical race, which value comparison sees.
    // buf[blockIdx.x] = external_transform(s): every thread writes the same element.
    ("unknown_call_after", "all threads store buf[blockIdx.x]"),
];

/// Kernels with barrier divergence, by design (the KEEP-DIV kernels).
const DIVERGENT: &[&str] = &["barrier_in_half_warp", "early_return_then_barrier"];

fn launch_for(module: &syncflow_ir::Module, f: syncflow_ir::FunctionId) -> LaunchConfig {
    let name = module.functions[f].name.as_str();
    let mut cfg = common::launch(module, f);
    match name {
        // TILE_DIM 32, BLOCK_ROWS 8.
        n if n.contains("transpose") || n.contains("copy_shared_mem") => cfg.block = [32, 8, 1],
        // The loop counts are the integer arguments: keep them small.
        "nested_bottoms" => {
            for a in cfg.args.iter_mut().skip(1) {
                *a = ArgValue::Int(3);
            }
        }
        // n below the block size: threads past n return early (the bug).
        "early_return_then_barrier" => {
            for a in cfg.args.iter_mut() {
                if let ArgValue::Int(v) = a {
                    *v = 100;
                }
            }
        }
        _ => {}
    }
    cfg
}

#[test]
fn every_corpus_kernel_runs_and_is_race_free_where_it_should_be() {
    let mut kernels = 0;
    for (file, module) in common::corpus() {
        let interp = Interpreter::new(&module);
        for (fid, f) in module.functions.iter_enumerated() {
            if !f.is_kernel {
                continue;
            }
            kernels += 1;
            let r = interp.run(fid, &launch_for(&module, fid));
            assert!(r.completed(), "{file} {}: {:?}", f.name, r.faults);
            let racy = REAL_RACES.iter().any(|(k, _)| *k == f.name);
            assert_eq!(
                !r.races.is_empty(),
                racy,
                "{file} {}: {:?}",
                f.name,
                r.races
            );
            let divergent = DIVERGENT.contains(&f.name.as_str());
            assert_eq!(
                !r.divergences.is_empty(),
                divergent,
                "{file} {}: {:?}",
                f.name,
                r.divergences
            );
        }
    }
    assert!(
        kernels >= 68,
        "the corpus has at least 68 kernels, found {kernels}"
    );
}

#[test]
fn warp_synchronous_kernels_need_the_warp_sync_model() {
    // warp_then_block communicates within warps through shared memory with only __syncwarp
    // in between: race-free when __syncwarp orders, racy under intervals-only (DESIGN §4).
    let (_, module) = common::corpus()
        .into_iter()
        .find(|(f, _)| f == "syncwarp.ll")
        .expect("syncwarp.ll");
    let f = module.function_by_name("warp_then_block").expect("kernel");
    let interp = Interpreter::new(&module);
    let mut cfg = launch_for(&module, f);
    assert!(interp.run(f, &cfg).races.is_empty());
    cfg.warp_sync = WarpSyncModel::IntervalsOnly;
    assert!(!interp.run(f, &cfg).races.is_empty());
}

#[test]
fn a_planted_race_names_both_accesses_with_file_and_line() {
    // keep_write_read.cu: shift_left stores s[t] (line 9), barrier (line 10, KEEP), reads
    // s[t+1] (line 11). Cut the barrier by hand.
    let (_, module) = common::corpus()
        .into_iter()
        .find(|(f, _)| f == "keep_write_read.ll")
        .expect("keep_write_read.ll");
    let f = module.function_by_name("shift_left").expect("kernel");
    let clean = Interpreter::new(&module).run(f, &launch_for(&module, f));
    assert!(clean.is_clean());
    let (inst, _) = module
        .barriers(&module.functions[f])
        .next()
        .expect("one barrier");
    let removed: BTreeSet<Removal> = [Removal { function: f, inst }].into_iter().collect();
    let text = print_module(&module, &removed).expect("prints");
    let cut = parse_module("keep_write_read.ll", &text).expect("parses");
    let g = cut.function_by_name("shift_left").expect("kernel");
    let r = Interpreter::new(&cut).run(g, &launch_for(&cut, g));
    let race = r.races.first().expect("a race once the barrier is gone");
    let locs: BTreeSet<String> = [&race.first, &race.second]
        .iter()
        .map(|a| a.location.clone().expect("debug location"))
        .collect();
    assert!(
        locs.iter().any(|l| l.starts_with("keep_write_read.cu:9:")),
        "{race}"
    );
    assert!(
        locs.iter().any(|l| l.starts_with("keep_write_read.cu:11:")),
        "{race}"
    );
    assert_ne!(race.first.thread, race.second.thread);
    assert!(race.first.text.contains("store") || race.second.text.contains("store"));
}

#[test]
fn results_do_not_depend_on_the_schedule() {
    let schedules = [
        Schedule::RoundRobin { quantum: 1 },
        Schedule::RoundRobin { quantum: 1000 },
        Schedule::Reverse { quantum: 3 },
        Schedule::Random { seed: 1 },
        Schedule::Random { seed: 99 },
    ];
    let mut compared = 0;
    for (file, module) in common::corpus() {
        let interp = Interpreter::new(&module);
        for (fid, f) in module.functions.iter_enumerated() {
            if !f.is_kernel || REAL_RACES.iter().any(|(k, _)| *k == f.name) {
                continue;
            }
            // Race-free but order-dependent by design: which thread's cmpxchg/xchg wins the
            // `claimed`/`leader` slots depends on who comes first (atomics do not race).
            // reduce6's last-warp steps are volatile (strong: no data race) but without
            // __syncwarp, so what lanes read of each other depends on the order they run in.
            if f.name == "block_extremes" || f.name == "_Z7reduce6ILj256EEvPKiPij" {
                let r = interp.run(fid, &launch_for(&module, fid));
                assert!(r.is_clean());
                continue;
            }
            let base = launch_for(&module, fid);
            let reference = interp.run(fid, &base);
            // Five more runs per kernel: the few long-running ones (loops over 256-thread
            // tiles, ~1M+ steps) would dominate a debug-build test run.
            if reference.steps > 1_000_000 {
                continue;
            }
            for s in schedules {
                let r = interp.run(
                    fid,
                    &LaunchConfig {
                        schedule: s,
                        ..base.clone()
                    },
                );
                assert_eq!(
                    r.memory_digest, reference.memory_digest,
                    "{file} {} {s:?}",
                    f.name
                );
                assert_eq!(r.races.len(), reference.races.len(), "{file} {}", f.name);
                assert_eq!(r.divergences.len(), reference.divergences.len());
            }
            compared += 1;
        }
    }
    assert!(compared > 40, "{compared}");
}

#[test]
fn a_racy_kernel_computes_schedule_dependent_results() {
    // The control: without its barrier shift_left's output depends on the schedule, so the
    // digest comparison above could fail.
    let (_, module) = common::corpus()
        .into_iter()
        .find(|(f, _)| f == "keep_write_read.ll")
        .expect("keep_write_read.ll");
    let f = module.function_by_name("shift_left").expect("kernel");
    let (inst, _) = module
        .barriers(&module.functions[f])
        .next()
        .expect("barrier");
    let removed: BTreeSet<Removal> = [Removal { function: f, inst }].into_iter().collect();
    let cut = parse_module("k.ll", &print_module(&module, &removed).unwrap()).unwrap();
    let g = cut.function_by_name("shift_left").unwrap();
    let interp = Interpreter::new(&cut);
    let base = launch_for(&cut, g);
    let a = interp.run(
        g,
        &LaunchConfig {
            schedule: Schedule::RoundRobin { quantum: 1000 },
            ..base.clone()
        },
    );
    let b = interp.run(
        g,
        &LaunchConfig {
            schedule: Schedule::Reverse { quantum: 1000 },
            ..base
        },
    );
    assert_ne!(a.memory_digest, b.memory_digest);
}
