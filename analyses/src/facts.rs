//! Analyses composed: each fact a module or function has is computed once, on first request,
//! by whoever needs it — MLIR's `DataFlowSolver` and Cranelift's pass manager in the small.
//!
//! # The model
//!
//! A [`Facts`] belongs to one parsed [`Module`] and the options of the analyses it runs. It
//! hands out:
//!
//! | fact | call | computed from |
//! |---|---|---|
//! | memory effects of the module | [`Facts::effects`] | the module |
//! | uniformity of the module | [`Facts::uniformity`] | the module |
//! | a function's CFG, dominators, post-dominators | [`Facts::function`] → [`FunctionFacts`] | the function |
//! | a function's instruction effects | [`Facts::function_effects`] | the effect table |
//! | your analysis' result for the module | [`Facts::get`] with a [`ModuleAnalysis`] | whatever it asks for |
//! | your analysis' result for one function | [`Facts::get_for`] with a [`FunctionAnalysis`] | whatever it asks for |
//!
//! An analysis says what it needs by asking for it inside its `compute`, with the same calls:
//! the dependency is declared where it is used, and each fact is still computed once however
//! many analyses ask. Results are shared (`Rc`), so an analysis keeps what it was given
//! without borrowing the store. The explicit style stays: every analysis is still a plain
//! function of its inputs, callable and testable without a `Facts`.
//!
//! **Cycles.** An analysis that asks, directly or through others, for its own result would
//! never finish; [`Facts::get`] panics naming the cycle instead (a bug in the analyses, not in
//! the input).
//!
//! # Example
//!
//! ```
//! use std::rc::Rc;
//! use syncflow_analyses::facts::{Facts, FunctionAnalysis};
//! use syncflow_ir::{parse_module, FunctionId};
//!
//! /// How many of a function's branches are divergent: needs uniformity and the CFG.
//! struct DivergentBranches;
//! impl FunctionAnalysis for DivergentBranches {
//!     type Output = usize;
//!     const NAME: &'static str = "divergent-branches";
//!     fn compute(facts: &Facts<'_>, f: FunctionId) -> usize {
//!         let Some(u) = facts.uniformity().function(f) else { return 0 };
//!         let cfg = facts.function(f).cfg();
//!         cfg.blocks()
//!             .filter(|&b| cfg.successors(b).len() > 1)
//!             .filter(|&b| u.terminator_level(facts.module(), b).is_divergent())
//!             .count()
//!     }
//! }
//!
//! let module = parse_module("k.ll", r#"
//! define ptx_kernel void @k() {
//! entry:
//!   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//!   %c = icmp eq i32 %t, 0
//!   br i1 %c, label %a, label %b
//! a:
//!   br label %b
//! b:
//!   ret void
//! }
//! declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//! "#).unwrap();
//! let facts = Facts::new(&module);
//! let k = module.function_by_name("k").unwrap();
//! assert_eq!(*facts.get_for::<DivergentBranches>(k), 1);
//! let again: Rc<usize> = facts.get_for::<DivergentBranches>(k);
//! assert_eq!(*again, 1);
//! assert_eq!(facts.computations("divergent-branches"), 1); // once, however often asked
//! assert_eq!(facts.computations("uniformity"), 1);
//! ```

use crate::memory::{EffectOptions, EffectTable, InstEffect};
use crate::uniformity::{ModuleUniformity, Options};
use std::any::{Any, TypeId};
use std::cell::{OnceCell, RefCell};
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;
use syncflow_framework::graph::{Cfg, Dominators, PostDominators};
use syncflow_framework::index::IndexVec;
use syncflow_ir::{FunctionId, Module};

/// An analysis of the whole module, computed once per [`Facts`].
pub trait ModuleAnalysis: 'static {
    /// Its result.
    type Output: 'static;
    /// A name for cycle reports and [`Facts::computations`].
    const NAME: &'static str;
    /// Computes the result, asking `facts` for what it needs.
    fn compute(facts: &Facts<'_>) -> Self::Output;
}

/// An analysis of one function, computed once per function per [`Facts`].
pub trait FunctionAnalysis: 'static {
    /// Its result.
    type Output: 'static;
    /// A name for cycle reports and [`Facts::computations`].
    const NAME: &'static str;
    /// Computes the result for `f`, asking `facts` for what it needs.
    fn compute(facts: &Facts<'_>, f: FunctionId) -> Self::Output;
}

/// The facts of one function that most analyses start from, each computed on first use.
pub struct FunctionFacts {
    cfg: Cfg,
    dominators: OnceCell<Dominators>,
    post_dominators: OnceCell<PostDominators>,
    effects: OnceCell<Vec<InstEffect>>,
}

impl FunctionFacts {
    /// The function's control-flow graph.
    pub fn cfg(&self) -> &Cfg {
        &self.cfg
    }

    /// Its dominator tree.
    pub fn dominators(&self) -> &Dominators {
        self.dominators.get_or_init(|| Dominators::new(&self.cfg))
    }

    /// Its post-dominator tree.
    pub fn post_dominators(&self) -> &PostDominators {
        self.post_dominators
            .get_or_init(|| PostDominators::new(&self.cfg))
    }
}

/// The key of a cached result: the analysis' type, and the function for a function analysis.
type Key = (TypeId, Option<FunctionId>);

/// Every fact of one module, computed once on first request: see the [module doc](self).
pub struct Facts<'m> {
    module: &'m Module,
    effect_options: EffectOptions,
    uniformity_options: Options,
    effects: OnceCell<EffectTable>,
    uniformity: OnceCell<ModuleUniformity>,
    functions: IndexVec<FunctionId, OnceCell<FunctionFacts>>,
    results: RefCell<HashMap<Key, Rc<dyn Any>>>,
    /// The analyses being computed, innermost last (cycle detection).
    in_progress: RefCell<Vec<(Key, &'static str)>>,
    computed: RefCell<BTreeMap<&'static str, usize>>,
}

impl<'m> Facts<'m> {
    /// The facts of `module`, with the default options of the effect model and uniformity.
    pub fn new(module: &'m Module) -> Self {
        Self::with_options(module, EffectOptions::default(), Options::default())
    }

    /// The facts of `module` under these options.
    pub fn with_options(
        module: &'m Module,
        effect_options: EffectOptions,
        uniformity_options: Options,
    ) -> Self {
        Facts {
            module,
            effect_options,
            uniformity_options,
            effects: OnceCell::new(),
            uniformity: OnceCell::new(),
            functions: module.functions.iter().map(|_| OnceCell::new()).collect(),
            results: RefCell::new(HashMap::new()),
            in_progress: RefCell::new(Vec::new()),
            computed: RefCell::new(BTreeMap::new()),
        }
    }

    /// The module.
    pub fn module(&self) -> &'m Module {
        self.module
    }

    /// The module's memory effects.
    pub fn effects(&self) -> &EffectTable {
        self.effects.get_or_init(|| {
            self.count("effects");
            EffectTable::new(self.module, self.effect_options)
        })
    }

    /// The module's uniformity.
    pub fn uniformity(&self) -> &ModuleUniformity {
        self.uniformity.get_or_init(|| {
            self.count("uniformity");
            ModuleUniformity::analyze(self.module, &self.uniformity_options)
        })
    }

    /// The facts of function `f`.
    pub fn function(&self, f: FunctionId) -> &FunctionFacts {
        self.functions[f].get_or_init(|| FunctionFacts {
            cfg: self.module.functions[f].cfg(),
            dominators: OnceCell::new(),
            post_dominators: OnceCell::new(),
            effects: OnceCell::new(),
        })
    }

    /// The effects of every instruction of `f` (by instruction index).
    pub fn function_effects(&self, f: FunctionId) -> &[InstEffect] {
        self.function(f)
            .effects
            .get_or_init(|| self.effects().function_effects(self.module, f))
    }

    /// The result of module analysis `A`, computed on the first call.
    ///
    /// # Panics
    /// When `A` asks, directly or through other analyses, for its own result.
    pub fn get<A: ModuleAnalysis>(&self) -> Rc<A::Output> {
        self.cached((TypeId::of::<A>(), None), A::NAME, || A::compute(self))
    }

    /// The result of function analysis `A` for `f`, computed on the first call for `f`.
    ///
    /// # Panics
    /// When `A` asks, directly or through other analyses, for its own result for `f`.
    pub fn get_for<A: FunctionAnalysis>(&self, f: FunctionId) -> Rc<A::Output> {
        self.cached((TypeId::of::<A>(), Some(f)), A::NAME, || {
            A::compute(self, f)
        })
    }

    /// How many times the fact named `name` was computed (an analysis' `NAME`, `effects` or
    /// `uniformity`): 1 however many asked, or once per function for a function analysis.
    pub fn computations(&self, name: &str) -> usize {
        self.computed.borrow().get(name).copied().unwrap_or(0)
    }

    fn count(&self, name: &'static str) {
        *self.computed.borrow_mut().entry(name).or_default() += 1;
    }

    fn cached<T: 'static>(
        &self,
        key: Key,
        name: &'static str,
        compute: impl FnOnce() -> T,
    ) -> Rc<T> {
        if let Some(found) = self.results.borrow().get(&key) {
            return Rc::clone(found)
                .downcast::<T>()
                .expect("one output type per analysis");
        }
        {
            let mut stack = self.in_progress.borrow_mut();
            if let Some(at) = stack.iter().position(|(k, _)| *k == key) {
                let names: Vec<&str> = stack[at..].iter().map(|(_, n)| *n).collect();
                panic!("analysis cycle: {} -> {name}", names.join(" -> "));
            }
            stack.push((key, name));
        }
        let value = Rc::new(compute());
        self.in_progress.borrow_mut().pop();
        self.count(name);
        self.results
            .borrow_mut()
            .insert(key, Rc::clone(&value) as Rc<dyn Any>);
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KERNEL: &str = r#"
@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(i32 %v) {
  store i32 %v, ptr addrspace(3) @s
  call void @llvm.nvvm.barrier0()
  %x = load i32, ptr addrspace(3) @s
  ret void
}
declare void @llvm.nvvm.barrier0()
"#;

    /// Counts the memory-accessing instructions of a function (needs its effects).
    struct Accesses;
    impl FunctionAnalysis for Accesses {
        type Output = usize;
        const NAME: &'static str = "accesses";
        fn compute(facts: &Facts<'_>, f: FunctionId) -> usize {
            facts
                .function_effects(f)
                .iter()
                .filter(|e| matches!(e, InstEffect::Accesses(_)))
                .count()
        }
    }

    /// The module total, built on the per-function analysis.
    struct TotalAccesses;
    impl ModuleAnalysis for TotalAccesses {
        type Output = usize;
        const NAME: &'static str = "total-accesses";
        fn compute(facts: &Facts<'_>) -> usize {
            let module = facts.module();
            module
                .functions
                .iter_enumerated()
                .filter(|(_, func)| func.is_defined)
                .map(|(f, _)| *facts.get_for::<Accesses>(f))
                .sum()
        }
    }

    #[test]
    fn each_fact_is_computed_once() {
        let module = syncflow_ir::parse_module("k.ll", KERNEL).unwrap();
        let facts = Facts::new(&module);
        let k = module.function_by_name("k").unwrap();
        assert_eq!(*facts.get::<TotalAccesses>(), 2);
        assert_eq!(*facts.get_for::<Accesses>(k), 2);
        assert_eq!(*facts.get::<TotalAccesses>(), 2);
        assert_eq!(facts.computations("total-accesses"), 1);
        assert_eq!(facts.computations("accesses"), 1);
        assert_eq!(facts.computations("effects"), 1);
        assert_eq!(facts.computations("uniformity"), 0, "nobody asked for it");
        // The same answer as without the store.
        let table = EffectTable::new(&module, EffectOptions::default());
        let direct = table
            .function_effects(&module, k)
            .iter()
            .filter(|e| matches!(e, InstEffect::Accesses(_)))
            .count();
        assert_eq!(direct, 2);
    }

    struct Ouroboros;
    impl ModuleAnalysis for Ouroboros {
        type Output = ();
        const NAME: &'static str = "ouroboros";
        fn compute(facts: &Facts<'_>) {
            facts.get::<Tail>();
        }
    }
    struct Tail;
    impl ModuleAnalysis for Tail {
        type Output = ();
        const NAME: &'static str = "tail";
        fn compute(facts: &Facts<'_>) {
            facts.get::<Ouroboros>();
        }
    }

    #[test]
    #[should_panic(expected = "analysis cycle: ouroboros -> tail -> ouroboros")]
    fn a_cycle_is_named() {
        let module = syncflow_ir::parse_module("k.ll", KERNEL).unwrap();
        Facts::new(&module).get::<Ouroboros>();
    }
}
