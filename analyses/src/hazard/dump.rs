//! The hazard intervals' fixpoints, written out: Before(·) forward and After(·) backward as
//! [`FixpointDump`]s whose states name access classes as the reasons do
//! (`write of s[4·tid.x]`) and whose statements are the instructions' own text.
//!
//! `syncflow dataflow FILE --analysis hazard-before` prints the first, `hazard-after` the
//! second, as JSON or graphviz (`--format dot`). Reading one: a statement's change `+read of s`
//! says that access joins the open interval there; a remaining barrier clears it (`-…` for
//! everything that was open); at a join the block's start is the union of its inputs' ends.

use super::HazardIntervals;
use crate::memory::{AccessClass, ObjectTable};
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{
    describe_bit_change, describe_bits, DescribeState, DumpDetail, FixpointDump, Location,
};
use syncflow_ir::{Function, Module};

/// Writes hazard states as the access classes they hold and statements as their source text.
pub struct HazardWriter<'m> {
    module: &'m Module,
    func: &'m Function,
    objects: &'m ObjectTable,
}

impl<'m> HazardWriter<'m> {
    /// A writer for the hazard states of `func`, whose classes `objects` names.
    pub fn new(module: &'m Module, func: &'m Function, objects: &'m ObjectTable) -> Self {
        HazardWriter {
            module,
            func,
            objects,
        }
    }

    fn class(&self, bit: usize) -> String {
        self.objects
            .describe(AccessClass::from_bit(bit), self.module)
    }
}

impl DescribeState<FixedBitSet> for HazardWriter<'_> {
    fn describe_state(&self, state: &FixedBitSet) -> String {
        describe_bits(state, |bit| self.class(bit))
    }

    fn describe_statement(&self, at: Location) -> String {
        let inst = &self.func.insts[self.func.inst_at(at)];
        let (start, end) = (inst.span.start as usize, inst.span.end as usize);
        let text = self.module.source.get(start..end).unwrap_or("?").trim();
        match inst.debug_loc {
            Some(loc) => format!(
                "{text}  ; {}:{}",
                self.module.debug_info.files[loc.file], loc.line
            ),
            None => text.to_string(),
        }
    }

    fn describe_change(&self, before: &FixedBitSet, after: &FixedBitSet) -> String {
        describe_bit_change(before, after, |bit| self.class(bit))
    }
}

impl HazardIntervals<'_> {
    /// Before(·) as a fixpoint dump (`hazard-before`, forward), described for `func` of
    /// `module` with the class names of `objects`.
    pub fn dump_before(
        &self,
        module: &Module,
        func: &Function,
        objects: &ObjectTable,
        detail: DumpDetail,
    ) -> FixpointDump {
        let writer = HazardWriter::new(module, func, objects);
        self.solution.forward().dump_with(detail, &writer)
    }

    /// After(·) as a fixpoint dump (`hazard-after`, backward), described the same way.
    pub fn dump_after(
        &self,
        module: &Module,
        func: &Function,
        objects: &ObjectTable,
        detail: DumpDetail,
    ) -> FixpointDump {
        let writer = HazardWriter::new(module, func, objects);
        self.solution.backward().dump_with(detail, &writer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hazard::HazardOptions;
    use crate::memory::{EffectOptions, EffectTable};

    /// store; barrier; load: Before has the store up to the barrier and nothing after it; After
    /// has the load from the barrier on; the statements carry their text.
    #[test]
    fn before_and_after_around_a_barrier() {
        let text = r#"
@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(i32 %v) {
  store i32 %v, ptr addrspace(3) @s
  call void @llvm.nvvm.barrier0()
  %x = load i32, ptr addrspace(3) @s
  ret void
}
declare void @llvm.nvvm.barrier0()
"#;
        let module = syncflow_ir::parse_module("k.ll", text).unwrap();
        let f = module.function_by_name("k").unwrap();
        let table = EffectTable::new(&module, EffectOptions::default());
        let effects = table.function_effects(&module, f);
        let func = &module.functions[f];
        let cfg = func.cfg();
        let removed = FixedBitSet::with_capacity(func.insts.len());
        let hazards = HazardIntervals::new(
            &cfg,
            func,
            &effects,
            table.objects(),
            HazardOptions::default(),
            &removed,
        );
        let before = hazards.dump_before(&module, func, table.objects(), DumpDetail::Statements);
        let after = hazards.dump_after(&module, func, table.objects(), DumpDetail::Statements);
        assert_eq!(before.analysis, "hazard-before");
        assert!(before.forward && !after.forward);
        let rows = &before.blocks[0].statements;
        assert!(rows[0].statement.starts_with("store i32 %v"), "{rows:?}");
        assert!(rows[0].change.starts_with("+write of"), "{rows:?}");
        assert!(rows[1].change.starts_with("-write of"), "{rows:?}");
        // At the end, the interval since the barrier: the load only.
        assert!(before.blocks[0].end.starts_with("{read of"), "{before:?}");
        let rows = &after.blocks[0].statements;
        assert!(rows[2].change.starts_with("+read of"), "{rows:?}");
        assert!(rows[1].change.starts_with("-read of"), "{rows:?}");
        assert!(after.blocks[0].start.starts_with("{write of"), "{after:?}");
    }
}
