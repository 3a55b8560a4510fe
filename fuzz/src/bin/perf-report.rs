//! `perf-report`: measures the restart policies and the pipeline on generated kernels and
//! writes `docs/performance-data.json` and two SVG plots.
//!
//! `cargo run --release -p syncflow-fuzz --bin perf-report -- [--out docs] [--runs 3]`
//!
//! Every number is the median of `--runs` in-process runs, measured side by side in one
//! process (these machines are shared and noisy: compare ratios, not absolute times).
#![forbid(unsafe_code)]

use clap::Parser;
use plotters::coord::ranged1d::{Ranged, ValueFormatter};
use plotters::prelude::*;
use std::path::PathBuf;
use std::time::Instant;
use syncflow_fuzz::large_kernel::{generate, LargeKernelSpec};
use syncflow_ir::parse_module;
use syncflow_transforms::eliminate::{eliminate, AssumeUniform};
use syncflow_transforms::knobs::Knobs;

#[derive(Parser, Debug)]
#[command(about = "Measure restart policies and pipeline scaling; write plots")]
struct Args {
    /// Directory for performance-data.json and the SVG plots.
    #[arg(long, default_value = "docs")]
    out: PathBuf,
    /// Runs per measurement (the median is reported).
    #[arg(long, default_value_t = 3)]
    runs: usize,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).expect("no NaN"));
    v[v.len() / 2]
}

fn time(runs: usize, mut f: impl FnMut()) -> f64 {
    median(
        (0..runs)
            .map(|_| {
                let start = Instant::now();
                f();
                start.elapsed().as_secs_f64() * 1000.0
            })
            .collect(),
    )
}

fn knobs(restart: &str) -> Knobs {
    let mut k = Knobs::preset("sound").unwrap();
    k.set(&format!("restart={restart}")).unwrap();
    k.set("passes=dse").unwrap();
    k
}

fn plot(
    path: &PathBuf,
    title: &str,
    x_label: &str,
    series: &[(&str, Vec<(f64, f64)>)],
    log_y: bool,
) {
    let root = SVGBackend::new(path, (720, 440)).into_drawing_area();
    root.fill(&WHITE).unwrap();
    let xs = series.iter().flat_map(|(_, s)| s.iter().map(|p| p.0));
    let ys = series.iter().flat_map(|(_, s)| s.iter().map(|p| p.1));
    let (x0, x1) = (xs.clone().fold(f64::MAX, f64::min), xs.fold(0.0, f64::max));
    let (y0, y1) = (ys.clone().fold(f64::MAX, f64::min), ys.fold(0.0, f64::max));
    let mut chart = ChartBuilder::on(&root);
    chart
        .caption(title, ("sans-serif", 20))
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60);
    if log_y {
        let c = chart
            .build_cartesian_2d(
                (x0 * 0.8..x1 * 1.25).log_scale(),
                (y0 * 0.8..y1 * 1.25).log_scale(),
            )
            .unwrap();
        draw_series(c, x_label, series);
    } else {
        let c = chart
            .build_cartesian_2d(0.0..x1 * 1.05, 0.0..y1 * 1.1)
            .unwrap();
        draw_series(c, x_label, series);
    }
    root.present().unwrap();
}

/// Draws the mesh, each series as a line with its points, and the legend.
fn draw_series<'a, X, Y>(
    mut c: ChartContext<'a, SVGBackend<'a>, Cartesian2d<X, Y>>,
    x_label: &str,
    series: &[(&str, Vec<(f64, f64)>)],
) where
    X: Ranged<ValueType = f64> + ValueFormatter<f64>,
    Y: Ranged<ValueType = f64> + ValueFormatter<f64>,
{
    let colors = [RED, BLUE, GREEN, MAGENTA];
    c.configure_mesh()
        .x_desc(x_label)
        .y_desc("milliseconds")
        .draw()
        .unwrap();
    for (i, (name, s)) in series.iter().enumerate() {
        let color = colors[i % colors.len()];
        c.draw_series(LineSeries::new(s.clone(), color.stroke_width(2)))
            .unwrap()
            .label(*name)
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
        c.draw_series(s.iter().map(|p| Circle::new(*p, 3, color.filled())))
            .unwrap();
    }
    c.configure_series_labels()
        .border_style(BLACK)
        .background_style(WHITE)
        .draw()
        .unwrap();
}

fn main() {
    let args = Args::parse();
    std::fs::create_dir_all(&args.out).unwrap();
    let mut data = serde_json::Map::new();

    // 1. Full versus Incremental as removable barriers grow, in a 10^5-instruction kernel.
    let (mut full, mut incremental) = (Vec::new(), Vec::new());
    for barriers in [10usize, 30, 100, 300, 1000, 3000, 10000] {
        let text = generate(&LargeKernelSpec {
            instructions: 100_000,
            barriers,
            removable: 1.0,
            functions: 1,
            seed: 7,
        });
        let m = parse_module("k.ll", &text).unwrap();
        let (kf, ki) = (knobs("full"), knobs("incremental"));
        let removed = eliminate(&m, &ki, &AssumeUniform).removed();
        let ti = time(args.runs, || {
            eliminate(&m, &ki, &AssumeUniform);
        });
        incremental.push((barriers as f64, ti));
        let tf = if barriers <= 1000 {
            assert_eq!(
                eliminate(&m, &kf, &AssumeUniform).removals,
                eliminate(&m, &ki, &AssumeUniform).removals
            );
            let t = time(args.runs, || {
                eliminate(&m, &kf, &AssumeUniform);
            });
            full.push((barriers as f64, t));
            Some(t)
        } else {
            None
        };
        println!(
            "barriers {barriers:>6} removed {removed:>6}: incremental {ti:>9.1} ms, full {}",
            tf.map_or("-".into(), |t| format!("{t:.1} ms ({:.0}x)", t / ti))
        );
        data.insert(
            format!("restart/{barriers}"),
            serde_json::json!({"removed": removed, "incremental_ms": ti, "full_ms": tf}),
        );
    }
    plot(
        &args.out.join("restart-vs-barriers.svg"),
        "dse on 10^5 instructions: restart policy vs removable barriers",
        "removable barriers",
        &[("full", full), ("incremental", incremental)],
        true,
    );

    // 2. Time versus instructions at a fixed 100 barriers: parse and the whole pipeline.
    let (mut parse_t, mut pipe_t) = (Vec::new(), Vec::new());
    let sound = Knobs::preset("sound").unwrap();
    for instructions in [10_000usize, 50_000, 100_000, 250_000, 500_000, 1_000_000] {
        let text = generate(&LargeKernelSpec {
            instructions,
            barriers: 100,
            removable: 0.5,
            functions: 1,
            seed: 3,
        });
        let tp = time(args.runs, || {
            parse_module("k.ll", &text).unwrap();
        });
        let m = parse_module("k.ll", &text).unwrap();
        let te = time(args.runs, || {
            eliminate(&m, &sound, &AssumeUniform);
        });
        println!(
            "instructions {instructions:>8}: parse {tp:>8.1} ms, pipeline {te:>8.1} ms ({} bytes)",
            text.len()
        );
        parse_t.push((instructions as f64, tp));
        pipe_t.push((instructions as f64, te));
        data.insert(
            format!("scaling/{instructions}"),
            serde_json::json!({"bytes": text.len(), "parse_ms": tp, "pipeline_ms": te}),
        );
    }
    plot(
        &args.out.join("time-vs-instructions.svg"),
        "100 barriers: time vs kernel size (linear axes)",
        "instructions",
        &[("parse", parse_t), ("pipeline (sound)", pipe_t)],
        false,
    );
    std::fs::write(
        args.out.join("performance-data.json"),
        serde_json::to_string_pretty(&data).unwrap() + "\n",
    )
    .unwrap();
}
