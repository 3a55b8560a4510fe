//! `--global NAME=SPEC`: the contents of a module-scope variable at the launch, as the host
//! writes them (`cudaMemcpyToSymbol` into a `__constant__` table, a `__device__` counter).
//!
//! SPEC is `--arg`'s buffer syntax, `TYPE[COUNT][:CONTENTS]` (`f32[16]:iota`,
//! `i32[1]:5`, `u8[64]:file:table.bin`), and must be exactly the variable's size: NAME is
//! the variable's name without `@` (`--global c_kernel=f32[17]:expr:1/17`). The contents
//! replace the variable's initializer; a variable defined without one (PTX `.const`
//! without `= …`, LLVM's `zeroinitializer`) otherwise starts as zeros in both formats
//! (interpreter/src/exec/globals.rs).

use super::arg_spec::ArgSpec;
use crate::shared::error::CliError;
use syncflow_interp::{ArgValue, Fill};
use syncflow_ir::Module;

/// The contents `--global`s give, by variable name; `Err` (exit 2) names what is wrong.
pub fn resolve(module: &Module, specs: &[String]) -> Result<Vec<(String, Fill)>, CliError> {
    let mut out: Vec<(String, Fill)> = Vec::new();
    for text in specs {
        let fail = |m: String| CliError::Failed(format!("--global '{text}': {m}"));
        let (name, value) = text
            .split_once('=')
            .ok_or_else(|| fail("expected NAME=TYPE[COUNT][:CONTENTS]".into()))?;
        let name = name.trim().trim_start_matches('@');
        let Some(global) = module.globals.iter().find(|g| g.name == name) else {
            let names: Vec<String> = module
                .globals
                .iter()
                .filter(|g| !g.name.starts_with("llvm.") && !g.name.starts_with("__"))
                .map(|g| format!("@{}", g.name))
                .take(12)
                .collect();
            return Err(fail(format!(
                "the module has no variable @{name}; its variables are {}",
                if names.is_empty() {
                    "none".to_string()
                } else {
                    names.join(", ")
                }
            )));
        };
        let spec = ArgSpec::parse(value).map_err(fail)?;
        if matches!(spec, ArgSpec::Scalar(_)) {
            return Err(fail(format!(
                "give the variable's bytes as a buffer, e.g. {name}=i32[1]:{}",
                value.trim()
            )));
        }
        let ArgValue::Buffer { bytes, fill } = spec.to_arg_value().map_err(fail)? else {
            return Err(fail("expected a buffer".into()));
        };
        let size = module.types.store_size(global.value_type).unwrap_or(0);
        if bytes != size {
            return Err(fail(format!(
                "@{name} has {size} bytes; the spec gives {bytes}"
            )));
        }
        if out.iter().any(|(n, _)| n == name) {
            return Err(fail(format!("@{name} is given twice")));
        }
        out.push((name.to_string(), fill));
    }
    Ok(out)
}
