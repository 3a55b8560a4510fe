//! The built-in renderer's drawing sized to its content.
//!
//! `layout-rs`' SVG writer grows its canvas by ten units of height per character of every
//! label it draws, so a 4-block graph came out 955×9680 with its content in the top 590 (issue
//! 40). [`SizedSvg`] draws through that writer and measures what is drawn — shapes by their
//! boxes, labels by their lines around their centre, arrows by their points — and the SVG's
//! `width`, `height` and `viewBox` become that extent plus a margin.

use layout::backends::svg::SVGWriter;
use layout::core::format::{ClipHandle, RenderBackend};
use layout::core::geometry::Point;
use layout::core::style::StyleAttr;

/// Space around the content, in SVG units (what `layout-rs` leaves).
const MARGIN: f64 = 5.0;

/// An [`SVGWriter`] that also records how far the drawing reaches.
pub struct SizedSvg {
    inner: SVGWriter,
    extent: Point,
}

impl Default for SizedSvg {
    fn default() -> Self {
        SizedSvg {
            inner: SVGWriter::new(),
            extent: Point::new(0.0, 0.0),
        }
    }
}

impl SizedSvg {
    fn reach(&mut self, x: f64, y: f64) {
        self.extent.x = self.extent.x.max(x);
        self.extent.y = self.extent.y.max(y);
    }

    /// The SVG document, its root sized to the content.
    pub fn finalize(&self) -> String {
        let svg = self.inner.finalize();
        let (w, h) = (self.extent.x + MARGIN, self.extent.y + MARGIN);
        let Some(start) = svg.find("<svg") else {
            return svg;
        };
        let Some(end) = svg[start..].find('>').map(|e| start + e + 1) else {
            return svg;
        };
        format!(
            "{}<svg width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
             xmlns=\"http://www.w3.org/2000/svg\">{}",
            &svg[..start],
            &svg[end..]
        )
    }
}

impl RenderBackend for SizedSvg {
    fn draw_rect(
        &mut self,
        xy: Point,
        size: Point,
        look: &StyleAttr,
        properties: Option<String>,
        clip: Option<ClipHandle>,
    ) {
        self.reach(xy.x + size.x, xy.y + size.y);
        self.inner.draw_rect(xy, size, look, properties, clip);
    }

    fn draw_line(&mut self, start: Point, stop: Point, look: &StyleAttr, props: Option<String>) {
        self.reach(start.x, start.y);
        self.reach(stop.x, stop.y);
        self.inner.draw_line(start, stop, look, props);
    }

    fn draw_circle(&mut self, xy: Point, size: Point, look: &StyleAttr, props: Option<String>) {
        self.reach(xy.x + size.x, xy.y + size.y);
        self.inner.draw_circle(xy, size, look, props);
    }

    fn draw_text(&mut self, xy: Point, text: &str, look: &StyleAttr) {
        // Centred at `xy`, one line of `font_size` per line, about 0.6 em a character.
        let font = look.font_size as f64;
        let widest = text.lines().map(|l| l.chars().count()).max().unwrap_or(0) as f64;
        let lines = text.lines().count().max(1) as f64;
        self.reach(xy.x + widest * font * 0.3, xy.y + lines * font / 2.0);
        self.inner.draw_text(xy, text, look);
    }

    fn draw_arrow(
        &mut self,
        path: &[(Point, Point)],
        dashed: bool,
        head: (bool, bool),
        look: &StyleAttr,
        properties: Option<String>,
        text: &str,
    ) {
        for (a, b) in path {
            self.reach(a.x, a.y);
            self.reach(b.x, b.y);
        }
        self.inner
            .draw_arrow(path, dashed, head, look, properties, text);
    }

    fn create_clip(&mut self, xy: Point, size: Point, rounded_px: usize) -> ClipHandle {
        self.inner.create_clip(xy, size, rounded_px)
    }
}
