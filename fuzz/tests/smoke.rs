//! Runs each cargo-fuzz target's body on a fixed budget of inputs (regalloc2's `smoke()`
//! idea): the targets stay compiling and passing without cargo-fuzz installed.

use syncflow_fuzz::targets;

fn inputs(n: u64, len: usize) -> impl Iterator<Item = Vec<u8>> {
    (0..n).map(move |seed| {
        let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        (0..len)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                (s >> 32) as u8
            })
            .collect()
    })
}

#[test]
fn smoke_parser() {
    for data in inputs(300, 256) {
        targets::parser(&data);
    }
    // Near-miss text: corpus files with bytes flipped.
    let text = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/corpus/reduce_tree.ll"
    ))
    .unwrap();
    for (i, flip) in inputs(200, 2).enumerate() {
        let mut t = text.clone();
        let at = (i * 7919 + usize::from(flip[0]) * 31) % t.len();
        t[at] = flip[1];
        targets::parser(&t);
    }
    // The same for PTX: bytes flipped, and lines dropped, in nvcc's output.
    let ptx = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/ptx/nvcc/reduce_tree.sm80.ptx"
    ))
    .unwrap();
    for (i, flip) in inputs(300, 2).enumerate() {
        let mut t = ptx.clone();
        let at = (i * 7919 + usize::from(flip[0]) * 31) % t.len();
        t[at] = flip[1];
        targets::parser(&t);
        let lines: Vec<&[u8]> = ptx.split(|b| *b == b'\n').collect();
        let drop = (i * 131 + usize::from(flip[1])) % lines.len();
        let cut: Vec<u8> = lines
            .iter()
            .enumerate()
            .filter(|(k, _)| *k != drop)
            .flat_map(|(_, l)| l.iter().copied().chain([b'\n']))
            .collect();
        targets::parser(&cut);
    }
    // The committed seed corpus and every past crash input (fuzz/fuzz_targets/regressions).
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fuzz_targets");
    let mut seen = 0;
    for sub in ["seeds/modules", "regressions/parser"] {
        for entry in std::fs::read_dir(format!("{dir}/{sub}")).unwrap() {
            targets::parser(&std::fs::read(entry.unwrap().path()).unwrap());
            seen += 1;
        }
    }
    assert!(seen > 20, "{seen} committed inputs");
}

/// The committed seeds of a generator target (fuzz/fuzz_targets/seeds/TARGET).
fn seeds(target: &str) -> Vec<Vec<u8>> {
    let dir = format!("{}/fuzz_targets/seeds/{target}", env!("CARGO_MANIFEST_DIR"));
    let seeds: Vec<Vec<u8>> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| std::fs::read(e.unwrap().path()).unwrap())
        .collect();
    assert!(seeds.len() > 20, "{target}: {} seeds", seeds.len());
    seeds
}

#[test]
fn smoke_eliminator_soundness() {
    for data in inputs(100, 512) {
        targets::eliminator_soundness(&data);
    }
    for data in seeds("eliminator_soundness") {
        targets::eliminator_soundness(&data);
    }
}

#[test]
fn smoke_uniformity_soundness() {
    for data in inputs(100, 512) {
        targets::uniformity_soundness(&data);
    }
    for data in seeds("uniformity_soundness") {
        targets::uniformity_soundness(&data);
    }
}
