//! The built-in renderer's SVG is sized to its content (issue 40: a 4-block graph was
//! 955×9680 with its content in the top 590, because `layout-rs` grows its canvas by the
//! length of every label).

mod common;

use common::{corpus, stderr, stdout, syncflow};

/// The number in attribute `name="…"` of the first element of `svg` named `<svg`.
fn root_attr(svg: &str, name: &str) -> f64 {
    let root = &svg[svg.find("<svg").unwrap()..];
    let root = &root[..root.find('>').unwrap()];
    let at = root.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
    root[at..].split('"').next().unwrap().parse().unwrap()
}

/// The largest x and y a rectangle (the blocks) or an arrow's path reaches: a lower bound of
/// the content's extent, measured on the document itself.
fn content_extent(svg: &str) -> (f64, f64) {
    let body = &svg[svg.find("<svg").unwrap()..];
    let body = &body[body.find('>').unwrap()..];
    let number_after = |text: &str, key: &str| -> Vec<f64> {
        text.match_indices(key)
            .filter_map(|(i, _)| text[i + key.len()..].split('"').next()?.trim().parse().ok())
            .collect()
    };
    let mut max_x: f64 = 0.0;
    let mut max_y: f64 = 0.0;
    for rect in body.split("<rect").skip(1) {
        let tag = &rect[..rect.find('>').unwrap()];
        let (x, y) = (number_after(tag, " x=\""), number_after(tag, " y=\""));
        let (w, h) = (
            number_after(tag, " width=\""),
            number_after(tag, " height=\""),
        );
        if let (Some(x), Some(y), Some(w), Some(h)) = (x.first(), y.first(), w.first(), h.first()) {
            max_x = max_x.max(x + w);
            max_y = max_y.max(y + h);
        }
    }
    for path in body.split(" d=\"").skip(1) {
        let d = path.split('"').next().unwrap();
        let numbers: Vec<f64> = d.split([' ', ',']).filter_map(|t| t.parse().ok()).collect();
        for pair in numbers.chunks(2) {
            if let [x, y] = pair {
                max_x = max_x.max(*x);
                max_y = max_y.max(*y);
            }
        }
    }
    (max_x, max_y)
}

#[test]
fn the_builtin_svg_is_sized_to_its_content() {
    for (file, function) in [
        ("multi_shared.ll", None),
        ("reduce_tree.ll", Some("reduce_sum")),
        ("consecutive.ll", None),
    ] {
        let path = corpus(file);
        let mut args = vec!["dot", path.as_str(), "--svg", "--renderer", "builtin"];
        if let Some(f) = function {
            args.extend(["--function", f]);
        }
        let out = syncflow(&args);
        assert_eq!(out.status.code(), Some(0), "{file}: {}", stderr(&out));
        let svg = stdout(&out);
        let (w, h) = (root_attr(&svg, "width"), root_attr(&svg, "height"));
        let (x, y) = content_extent(&svg);
        assert!(x > 0.0 && y > 0.0, "{file}: nothing measured");
        // Everything drawn fits, and at most a label's half-width or half-height more.
        assert!(
            w >= x && h >= y,
            "{file}: {w}×{h} cuts off content reaching {x}×{y}"
        );
        assert!(
            h <= y + 60.0 && w <= x + 400.0,
            "{file}: {w}×{h} for content reaching {x}×{y}"
        );
    }
}
