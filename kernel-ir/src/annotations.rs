//! `!nvvm.annotations`: the old way LLVM's NVPTX back-end is told facts about functions,
//! one tuple per statement, `!{ptr @k, !"kernel", i32 1, !"reqntidx", i32 128}` — a function
//! (in typed-pointer modules possibly inside a `bitcast`), then key/value pairs. Every reader
//! of those facts (the kernel mark, launch shapes) goes through [`Module::nvvm_annotations`].

use crate::constant::Constant;
use crate::debug_info::{MetadataNode, MetadataValue};
use crate::index::FunctionId;
use crate::instruction::Operand;
use crate::module::Module;

impl Module {
    /// Every `(function, key, value)` of `!nvvm.annotations`, in order.
    pub fn nvvm_annotations(&self) -> Vec<(FunctionId, &str, Operand)> {
        let mut out = Vec::new();
        for (name, numbers) in &self.debug_info.named {
            if name != "nvvm.annotations" {
                continue;
            }
            for n in numbers {
                let Some(MetadataNode::Tuple(elements)) = self.debug_info.node(*n) else {
                    continue;
                };
                let Some(MetadataValue::Value(_, first)) = elements.first() else {
                    continue;
                };
                let function = match first {
                    Operand::Function(f) => Some(*f),
                    // Typed-pointer modules may wrap the function in a bitcast.
                    Operand::Const(c) => match &self.constants[*c] {
                        Constant::Expr { operands, .. } => operands.iter().find_map(|o| match o {
                            Operand::Function(f) => Some(*f),
                            _ => None,
                        }),
                        _ => None,
                    },
                    _ => None,
                };
                let Some(function) = function else { continue };
                for pair in elements[1..].chunks(2) {
                    if let [MetadataValue::String(key), MetadataValue::Value(_, v)] = pair {
                        out.push((function, key.as_str(), *v));
                    }
                }
            }
        }
        out
    }
}
