//! Eliminating from Triton's output (`tests/triton/`, LLVM 22-era syntax that llc-19 cannot
//! read, so ptxas cannot be reached through it): under every preset, the printed result
//! re-parses, prints back byte-identical, holds exactly the removed number fewer barrier calls
//! per function, and differs from the input only by the removed lines.

#[path = "../../framework/tests/common.rs"]
mod common;

use syncflow_ir::{parse_module, print_module, Module};
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

fn barriers_per_function(m: &Module) -> Vec<(String, usize)> {
    m.functions
        .iter()
        .filter(|f| f.is_defined)
        .map(|f| (f.name.clone(), m.barriers(f).count()))
        .collect()
}

#[test]
fn outputs_reparse_with_exactly_the_removed_barriers_gone() {
    let files = common::ll_files("triton");
    assert!(files.len() >= 17);
    let mut removed_somewhere = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.display().to_string();
        let m = parse_module(&name, &text).unwrap();
        for preset in ["sound", "conservative", "cicc", "cicc-documented"] {
            let knobs = Knobs::preset(preset).unwrap();
            let r = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
            let out = print_module(&m, &r.removals).unwrap();
            let again = parse_module(&name, &out)
                .unwrap_or_else(|e| panic!("{name} ({preset}): the output does not parse: {e}"));
            assert_eq!(print_module(&again, &Default::default()).unwrap(), out);
            let before = barriers_per_function(&m);
            let after = barriers_per_function(&again);
            for ((f, b), (g, a)) in before.iter().zip(&after) {
                assert_eq!(f, g);
                let cut = r
                    .removals
                    .iter()
                    .filter(|x| m.functions[x.function].name == *f)
                    .count();
                assert_eq!(*a, b - cut, "{name} ({preset}) @{f}");
            }
            // Only whole removed lines differ.
            let kept: Vec<&str> = text.lines().collect();
            let left: Vec<&str> = out.lines().collect();
            assert_eq!(
                kept.len() - left.len(),
                r.removals.len(),
                "{name} ({preset})"
            );
            removed_somewhere += r.removals.len();
        }
    }
    assert!(removed_somewhere > 0);
}
