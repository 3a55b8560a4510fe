//! Where a thing is, as every command writes it: `file:line:col` (or `file:line`) from the
//! debug information, falling back to the `.ll` file's own line and column. One formatter,
//! [`syncflow_ir::format_location`], underlies every form.

use syncflow_ir::{format_location, line_col, Instruction, Module};

/// `file:line:col` (`file:line` without `with_column`) of an instruction: its `!dbg` location,
/// or its position in the module's own text.
pub fn inst_location(module: &Module, inst: &Instruction, with_column: bool) -> String {
    if let Some(loc) = inst.debug_loc {
        let file = &module.debug_info.files[loc.file];
        return format_location(file, loc.line, with_column.then_some(loc.column));
    }
    let (line, col) = line_col(&module.source, inst.span.start as usize);
    format_location(
        &module.source_name,
        line as u32,
        with_column.then_some(col as u32),
    )
}
