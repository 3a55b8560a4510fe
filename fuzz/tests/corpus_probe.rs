mod common;
use syncflow_fuzz::interp::Interpreter;

#[test]
#[ignore]
fn probe() {
    for (name, module) in common::corpus() {
        let interp = Interpreter::new(&module);
        for (fid, f) in module.functions.iter_enumerated() {
            if !f.is_kernel { continue; }
            let cfg = common::launch(&module, fid);
            let t = std::time::Instant::now();
            let r = interp.run(fid, &cfg);
            println!("{name} {}: races {} div {} faults {} steps {} {:?}", f.name, r.races.len(), r.divergences.len(), r.faults.len(), r.steps, t.elapsed());
            for x in r.races.iter().take(2) { println!("   {x}"); }
            for x in r.divergences.iter().take(2) { println!("   {x}"); }
            for x in r.faults.iter().take(3) { println!("   {x}"); }
            for x in r.notes.iter().take(2) { println!("   {x}"); }
        }
    }
}
