//! Global aliases: `@b = [linkage] alias T, ptr @a`.
//!
//! An alias is a second name for (a place inside) an existing global or function; it owns no
//! memory. LLVM's grammar (LangRef, "Aliases"):
//!
//! ```text
//! @name = [Linkage] [PreemptionSpecifier] [Visibility] [DLLStorageClass] [ThreadLocal]
//!         [(unnamed_addr|local_unnamed_addr)] alias <AliaseeTy>, <AliaseeTy>* @<Aliasee>
//!         [, partition "name"]
//! ```
//!
//! (a `bitcast`, `getelementptr`, `addrspacecast` or `inttoptr` aliasee comes without the
//! type in front, as `LLParser::parseAliasOrIFunc` reads it).
//!
//! where the aliasee may be a constant expression (`getelementptr (i8, ptr @a, i64 4)`) or
//! another alias. The analyses decide "same object or not" by the global an address is based
//! on (docs/design.md §4, precision 2), so an alias kept as a global of its own would look
//! like a distinct object and make two accesses to the same bytes look disjoint — unsound.
//! Hence aliases are resolved away when the parse ends: every use of `@b` becomes a use of its
//! aliasee (followed through alias chains, a cycle being an error as in LLVM), and a call
//! through a function alias becomes a direct call. The alias keeps an entry in
//! [`Module::globals`](crate::Module::globals) (keyword `alias`, no initializer, void type),
//! which nothing refers to.
//!
//! ```text
//! @table = addrspace(1) global [4 x i32] [...]
//! @first = alias i32, ptr addrspace(1) @table        ; load i32, ptr addrspace(1) @first
//!                                                     ; reads @table, object @table
//! ```

use super::{PResult, Parser};
use crate::constant::Constant;
use crate::error::RawError;
use crate::index::{ConstId, FunctionId, GlobalId, IndexVec};
use crate::instruction::{Callee, Opcode, Operand};
use crate::llvm::lexer::Tok;
use crate::module::{Function, Global};
use rustc_hash::FxHashMap as HashMap;

/// One alias read from the text: its global entry, its aliasee, and where it was defined.
pub(super) struct AliasDef {
    pub global: GlobalId,
    pub aliasee: Operand,
    pub offset: usize,
}

impl Parser<'_> {
    /// After `alias`: `<AliaseeTy>, <typed aliasee>` and an optional `, partition "…"`.
    pub(super) fn parse_alias_body(&mut self, global: GlobalId, offset: usize) -> PResult<()> {
        self.parse_type()?;
        self.expect(Tok::Comma, "',' after the alias's type")?;
        // LLParser reads a `bitcast`/`getelementptr`/`addrspacecast`/`inttoptr` aliasee
        // without a type in front (the expression names its own).
        let aliasee = match self.peek_word()? {
            Some("bitcast" | "getelementptr" | "addrspacecast" | "inttoptr") => {
                let ptr = self.types.intern(crate::types::Type::Ptr { addr_space: 0 });
                self.parse_value(ptr)?
            }
            _ => self.parse_typed_value()?.1,
        };
        while self.at(Tok::Comma)? {
            self.bump()?;
            self.expect_word("partition")?;
            self.expect(Tok::Str, "a partition name")?;
        }
        self.aliases.push(AliasDef {
            global,
            aliasee,
            offset,
        });
        Ok(())
    }
}

/// Replaces every use of an alias by its aliasee, in instructions, call targets, constants and
/// initializers.
pub(super) fn resolve_aliases(
    aliases: &[AliasDef],
    globals: &mut IndexVec<GlobalId, Global>,
    functions: &mut IndexVec<FunctionId, Function>,
    constants: &mut IndexVec<ConstId, Constant>,
) -> PResult<()> {
    if aliases.is_empty() {
        return Ok(());
    }
    let direct: HashMap<GlobalId, (Operand, usize)> = aliases
        .iter()
        .map(|a| (a.global, (a.aliasee, a.offset)))
        .collect();
    // Follow chains (`@c = alias …, @b`, `@b = alias …, @a`) to an operand that is no alias.
    let mut resolved: HashMap<GlobalId, Operand> = HashMap::default();
    for a in aliases {
        let mut seen = vec![a.global];
        let mut target = a.aliasee;
        while let Operand::Global(g) = target {
            let Some(&(next, _)) = direct.get(&g) else {
                break;
            };
            if seen.contains(&g) {
                let name = &globals[a.global].name;
                return Err(RawError::new(
                    a.offset,
                    format!("alias '@{name}' is part of a cycle of aliases"),
                ));
            }
            seen.push(g);
            target = next;
        }
        resolved.insert(a.global, target);
    }
    let map = |op: &mut Operand| {
        if let Operand::Global(g) = op {
            if let Some(t) = resolved.get(g) {
                *op = *t;
            }
        }
    };
    for f in functions.iter_mut() {
        for inst in f.insts.iter_mut() {
            for op in inst.operands.iter_mut() {
                map(op);
            }
            if let Opcode::Call { callee, .. } | Opcode::Invoke(callee) = &mut inst.opcode {
                if let Callee::Indirect(op) = callee {
                    map(op);
                    if let Operand::Function(f) = op {
                        *callee = Callee::Direct(*f);
                    }
                }
            }
        }
    }
    for c in constants.iter_mut() {
        match c {
            Constant::Aggregate { elements, .. } => elements.iter_mut().for_each(map),
            Constant::Expr { operands, .. } => operands.iter_mut().for_each(map),
            _ => {}
        }
    }
    for g in globals.iter_mut() {
        if let Some(init) = &mut g.initializer {
            map(init);
        }
    }
    Ok(())
}
