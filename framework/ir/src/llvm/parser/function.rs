//! Parsing functions: headers (`define`/`declare`), bodies, blocks and instructions.

use super::{PResult, Parser, PendingDebugLoc};
use crate::index::{IndexVec, InstId, LocalId, TypeId};
use crate::instruction::{
    BinaryOp, Callee, CastOp, Instruction, Opcode, Operand, Ordering, Predicate, RmwOp,
};
use crate::llvm::lexer::{Tok, Token};
use crate::module::{Block, Function, Local, LocalDef, Param, Symbol};
use crate::span::Span;
use crate::types::Type;
use rustc_hash::FxHashMap as HashMap;
use syncflow_framework::graph::BlockId;

/// Calling conventions that mark a GPU kernel.
const KERNEL_CONVENTIONS: &[&str] = &["ptx_kernel", "amdgpu_kernel", "spir_kernel"];

/// Fast-math and wrap flags that may follow an opcode.
fn is_instruction_flag(word: &str) -> bool {
    matches!(
        word,
        "nuw"
            | "nsw"
            | "exact"
            | "disjoint"
            | "nneg"
            | "samesign"
            | "fast"
            | "nnan"
            | "ninf"
            | "nsz"
            | "arcp"
            | "contract"
            | "afn"
            | "reassoc"
            | "inbounds"
            | "nusw"
    )
}

/// Per-function parse state: names to ids, forward references awaiting definition.
pub(super) struct FunctionState {
    locals: IndexVec<LocalId, Local>,
    local_by_name: HashMap<String, LocalId>,
    local_defined: Vec<bool>,
    local_first_use: Vec<usize>,
    /// Label name → provisional label number (order of first mention).
    labels: HashMap<String, u32>,
    label_first_use: Vec<usize>,
    /// Provisional label number → block, once the label is defined.
    label_block: Vec<Option<BlockId>>,
    blocks: IndexVec<BlockId, Block>,
    insts: IndexVec<InstId, Instruction>,
    /// The next implicit number for an unnamed value or block.
    next_number: u64,
    /// A block has been started and not yet terminated.
    block_open: bool,
}

impl FunctionState {
    fn new() -> Self {
        FunctionState {
            locals: IndexVec::new(),
            local_by_name: HashMap::default(),
            local_defined: Vec::new(),
            local_first_use: Vec::new(),
            labels: HashMap::default(),
            label_first_use: Vec::new(),
            label_block: Vec::new(),
            blocks: IndexVec::new(),
            insts: IndexVec::new(),
            next_number: 0,
            block_open: false,
        }
    }

    fn note_number(&mut self, name: &str) {
        if let Ok(n) = name.parse::<u64>() {
            self.next_number = self.next_number.max(n.saturating_add(1));
        }
    }

    fn label(&mut self, name: &str, offset: usize) -> u32 {
        if let Some(l) = self.labels.get(name) {
            return *l;
        }
        let l = self.label_block.len() as u32;
        self.labels.insert(name.to_string(), l);
        self.label_first_use.push(offset);
        self.label_block.push(None);
        l
    }
}

impl Function {
    /// A function known only by name until its `define`/`declare` is read.
    pub(crate) fn placeholder(name: &str, void: TypeId, span: Span) -> Self {
        Function {
            name: name.to_string(),
            is_kernel: false,
            is_defined: false,
            return_type: void,
            params: Vec::new(),
            varargs: false,
            calling_conv: None,
            attributes: Vec::new(),
            blocks: IndexVec::new(),
            insts: IndexVec::new(),
            locals: IndexVec::new(),
            uses: IndexVec::new(),
            span,
        }
    }
}

impl Parser<'_> {
    fn state(&mut self) -> &mut FunctionState {
        self.func.as_mut().expect("inside a function body")
    }

    /// A use of `%name` with type `ty`.
    pub(super) fn use_local(&mut self, tok: Token, ty: TypeId) -> PResult<Operand> {
        let name = self.sigil_name(tok);
        let Some(state) = self.func.as_mut() else {
            return Err(self.error_at(
                tok,
                format!("local value '%{name}' used outside a function"),
            ));
        };
        if let Some(id) = state.local_by_name.get(name) {
            return Ok(Operand::Local(*id));
        }
        let id = state.locals.push(Local {
            name: name.to_string(),
            ty,
            def: LocalDef::Param(usize::MAX),
        });
        state.local_by_name.insert(name.to_string(), id);
        state.local_defined.push(false);
        state.local_first_use.push(tok.start);
        Ok(Operand::Local(id))
    }

    fn define_local(
        &mut self,
        name: &str,
        at: usize,
        ty: TypeId,
        def: LocalDef,
    ) -> PResult<LocalId> {
        let state = self.func.as_mut().expect("inside a function");
        state.note_number(name);
        if let Some(id) = state.local_by_name.get(name).copied() {
            if state.local_defined[id.index()] {
                return Err(crate::error::RawError::new(
                    at,
                    format!("redefinition of value '%{name}'"),
                ));
            }
            state.local_defined[id.index()] = true;
            state.locals[id].ty = ty;
            state.locals[id].def = def;
            return Ok(id);
        }
        let id = state.locals.push(Local {
            name: name.to_string(),
            ty,
            def,
        });
        state.local_by_name.insert(name.to_string(), id);
        state.local_defined.push(true);
        state.local_first_use.push(at);
        Ok(id)
    }

    /// `label %bb` → a provisional block operand, remapped when the body is complete.
    fn parse_label_ref(&mut self) -> PResult<Operand> {
        self.expect_word("label")?;
        let tok = self.expect(Tok::Local, "a block label")?;
        let name = self.sigil_name(tok).to_string();
        let l = self.state().label(&name, tok.start);
        Ok(Operand::Block(BlockId::new(l as usize)))
    }

    // ----- headers ------------------------------------------------------------------------

    /// The words a `define`/`declare` or a `call` may carry before its type: linkage,
    /// visibility, flags, a calling convention, return attributes (with a parenthesised
    /// argument, or an integer after `cc`/`align`/`dereferenceable`), string attributes.
    /// Returns the calling convention, if one was named.
    fn parse_keywords_before_type(&mut self, what: &str) -> PResult<Option<String>> {
        let mut calling_conv = None;
        while !self.at_type_start()? {
            let tok = self.peek()?;
            match tok.kind {
                Some(Tok::Word) => {
                    let w = self.text(tok);
                    self.bump()?;
                    if w.ends_with("cc") || w.starts_with("ptx_") || w.ends_with("_kernel") {
                        calling_conv = Some(w.to_string());
                    }
                    if self.at(Tok::LParen)? {
                        self.skip_balanced()?;
                    } else if matches!(w, "cc" | "align" | "dereferenceable")
                        && self.at(Tok::Int)?
                    {
                        self.bump()?;
                    }
                }
                Some(Tok::Str) => {
                    self.bump()?;
                    if self.eat(Tok::Eq)? {
                        self.expect(Tok::Str, "an attribute value")?;
                    }
                }
                _ => return Err(self.unexpected(tok, what)),
            }
        }
        Ok(calling_conv)
    }

    pub(super) fn parse_function(&mut self, is_define: bool) -> PResult<()> {
        let keyword = self.bump()?;
        // Linkage, visibility, calling convention and return attributes, up to the type.
        let calling_conv = self.parse_keywords_before_type("a return type")?;
        let return_type = self.parse_type()?;
        let name_tok = self.expect(Tok::Global, "a function name '@name'")?;
        let name = self.sigil_name(name_tok).to_string();
        let id = match self.symbols.get(&name).copied() {
            Some(Symbol::Function(f)) if !self.function_declared[f.index()] => f,
            Some(_) => return Err(self.error_at(name_tok, format!("redefinition of '@{name}'"))),
            None => {
                let void = self.types.intern(Type::Void);
                let f = self
                    .functions
                    .push(Function::placeholder(&name, void, Span::default()));
                self.function_declared.push(false);
                self.symbols.insert(name.clone(), Symbol::Function(f));
                f
            }
        };
        self.function_declared[id.index()] = true;
        if is_define {
            self.func = Some(FunctionState::new());
        }
        // Parameters.
        self.expect(Tok::LParen, "'(' starting the parameter list")?;
        let mut params = Vec::new();
        let mut varargs = false;
        let mut unnamed = 0u64;
        if !self.eat(Tok::RParen)? {
            loop {
                if self.eat(Tok::Ellipsis)? {
                    varargs = true;
                    self.expect(Tok::RParen, "')' after '...'")?;
                    break;
                }
                let ty = self.parse_type()?;
                let attributes = self.parse_attributes(&|_| false, false)?;
                let name_tok = if self.at(Tok::Local)? {
                    Some(self.bump()?)
                } else {
                    None
                };
                let local = if is_define {
                    let (pname, at) = match name_tok {
                        Some(t) => (self.sigil_name(t).to_string(), t.start),
                        None => {
                            let n = self.state().next_number;
                            (n.to_string(), self.last_end)
                        }
                    };
                    self.define_local(&pname, at, ty, LocalDef::Param(params.len()))?
                } else {
                    unnamed += 1;
                    LocalId::new(unnamed as usize - 1)
                };
                params.push(Param {
                    ty,
                    attributes,
                    local,
                });
                if self.eat(Tok::RParen)? {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')' in the parameter list")?;
            }
        }
        // Function attributes, section, comdat, alignment, personality, attachments.
        let mut attributes = Vec::new();
        loop {
            let tok = self.peek()?;
            if is_define && tok.kind == Some(Tok::LBrace) {
                break;
            }
            if !is_define && (tok.kind.is_none() || tok.line_start) {
                break;
            }
            match tok.kind {
                Some(Tok::Word) => {
                    let w = self.text(tok);
                    if matches!(w, "prefix" | "prologue" | "personality") {
                        self.bump()?;
                        self.parse_typed_value()?;
                        continue;
                    }
                    self.bump()?;
                    let arg = if self.at(Tok::LParen)? {
                        let open = self.peek()?;
                        self.skip_balanced()?;
                        Some(self.src[open.end..self.last_end - 1].to_string())
                    } else if matches!(self.peek_kind()?, Some(Tok::Int | Tok::Str | Tok::Comdat))
                        && !self.peek()?.line_start
                    {
                        let a = self.bump()?;
                        Some(self.text(a).to_string())
                    } else {
                        None
                    };
                    attributes.push(crate::module::Attribute {
                        name: w.to_string(),
                        arg,
                    });
                }
                Some(Tok::Str) => {
                    self.bump()?;
                    let key = self.string_value(tok);
                    let arg = if self.eat(Tok::Eq)? {
                        let v = self.expect(Tok::Str, "an attribute value")?;
                        Some(self.string_value(v))
                    } else {
                        None
                    };
                    attributes.push(crate::module::Attribute { name: key, arg });
                }
                Some(Tok::AttrGroup | Tok::Comdat) => {
                    self.bump()?;
                }
                Some(Tok::MetaName) => {
                    self.bump()?;
                    self.parse_metadata_ref_or_inline()?;
                }
                _ => {
                    let what = if is_define {
                        "'{' starting the function body"
                    } else {
                        "a function attribute"
                    };
                    return Err(self.unexpected(tok, what));
                }
            }
        }
        let is_kernel = calling_conv
            .as_deref()
            .is_some_and(|cc| KERNEL_CONVENTIONS.contains(&cc));
        {
            let f = &mut self.functions[id];
            f.is_kernel = is_kernel;
            f.is_defined = is_define;
            f.return_type = return_type;
            f.params = params;
            f.varargs = varargs;
            f.calling_conv = calling_conv;
            f.attributes = attributes;
        }
        if is_define {
            self.parse_body(id)?;
        }
        self.functions[id].span = Span::new(keyword.start, self.last_end);
        Ok(())
    }

    // ----- bodies -------------------------------------------------------------------------

    fn parse_body(&mut self, id: crate::index::FunctionId) -> PResult<()> {
        self.expect(Tok::LBrace, "'{'")?;
        loop {
            let tok = self.peek()?;
            match tok.kind {
                Some(Tok::RBrace) => {
                    if self.state().block_open || self.state().blocks.is_empty() {
                        return Err(self.error_at(
                            tok,
                            "expected an instruction: the block does not end with a terminator",
                        ));
                    }
                    self.bump()?;
                    break;
                }
                None => return Err(self.unexpected(tok, "'}' closing the function body")),
                Some(Tok::LabelDef) => {
                    self.bump()?;
                    if self.state().block_open {
                        return Err(self.error_at(
                            tok,
                            "label follows a block that does not end with a terminator",
                        ));
                    }
                    let t = self.text(tok);
                    let name = t[..t.len() - 1].trim_matches('"').to_string();
                    self.start_block(name, tok)?;
                }
                Some(Tok::HashWord) => {
                    // A debug record (`#dbg_value(…)`): no effect on execution.
                    self.bump()?;
                    if !self.at(Tok::LParen)? {
                        let t = self.peek()?;
                        return Err(self.unexpected(t, "'(' after a debug record"));
                    }
                    self.skip_balanced()?;
                }
                Some(Tok::Word) if matches!(self.text(tok), "uselistorder" | "uselistorder_bb") => {
                    self.bump()?;
                    self.skip_to_line_end()?;
                }
                _ => self.parse_instruction(id)?,
            }
        }
        self.finish_body(id)
    }

    fn start_block(&mut self, name: String, tok: Token) -> PResult<()> {
        let state = self.func.as_mut().expect("in a function");
        state.note_number(&name);
        let first = InstId::new(state.insts.len());
        let block = state.blocks.push(Block {
            name: name.clone(),
            first,
            end: first,
        });
        let l = state.label(&name, tok.start) as usize;
        if state.label_block[l].is_some() {
            return Err(self.error_at(tok, format!("redefinition of label '%{name}'")));
        }
        state.label_block[l] = Some(block);
        state.block_open = true;
        Ok(())
    }

    fn finish_body(&mut self, id: crate::index::FunctionId) -> PResult<()> {
        let mut state = self.func.take().expect("in a function");
        for (l, block) in state.label_block.iter().enumerate() {
            if block.is_none() {
                let name = state
                    .labels
                    .iter()
                    .find(|(_, v)| **v as usize == l)
                    .map(|(k, _)| k.clone());
                return Err(crate::error::RawError::new(
                    state.label_first_use[l],
                    format!("use of undefined label '%{}'", name.unwrap_or_default()),
                ));
            }
        }
        for (i, defined) in state.local_defined.iter().enumerate() {
            if !defined {
                let local = &state.locals[LocalId::new(i)];
                return Err(crate::error::RawError::new(
                    state.local_first_use[i],
                    format!("use of undefined value '%{}'", local.name),
                ));
            }
        }
        let mut uses: IndexVec<LocalId, Vec<InstId>> =
            IndexVec::from(vec![Vec::new(); state.locals.len()]);
        for (inst_id, inst) in state.insts.iter_enumerated() {
            for op in &inst.operands {
                if let Operand::Local(l) = op {
                    uses[*l].push(inst_id);
                }
            }
        }
        for inst in state.insts.iter_mut() {
            for op in inst.operands.iter_mut() {
                if let Operand::Block(b) = op {
                    *b = state.label_block[b.index()].expect("checked above");
                }
            }
        }
        let f = &mut self.functions[id];
        f.blocks = std::mem::take(&mut state.blocks);
        f.insts = std::mem::take(&mut state.insts);
        f.locals = std::mem::take(&mut state.locals);
        f.uses = uses;
        Ok(())
    }

    // ----- instructions -------------------------------------------------------------------

    fn parse_scope_and_ordering(&mut self) -> PResult<(Option<String>, Ordering)> {
        let mut scope = None;
        if self.eat_word("syncscope")? {
            self.expect(Tok::LParen, "'(' after 'syncscope'")?;
            let s = self.expect(Tok::Str, "a scope name")?;
            scope = Some(self.string_value(s));
            self.expect(Tok::RParen, "')'")?;
        }
        let tok = self.expect(Tok::Word, "a memory ordering")?;
        let ordering = Ordering::from_keyword(self.text(tok))
            .ok_or_else(|| self.unexpected(tok, "a memory ordering"))?;
        Ok((scope, ordering))
    }

    /// The `[syncscope(…)] ordering` of `load atomic`/`store atomic`, or
    /// [`Ordering::NotAtomic`] for the plain forms.
    fn parse_ordering_if(&mut self, atomic: bool) -> PResult<Ordering> {
        if atomic {
            Ok(self.parse_scope_and_ordering()?.1)
        } else {
            Ok(Ordering::NotAtomic)
        }
    }

    /// `, align N` (and other `, keyword …` options) before the metadata attachments.
    fn parse_memory_options(&mut self) -> PResult<Option<u64>> {
        let mut align = None;
        while self.at(Tok::Comma)? && self.peek_n(1)?.kind == Some(Tok::Word) {
            self.bump()?;
            if self.eat_word("align")? {
                align = Some(self.expect_u64("alignment")?);
            } else {
                let w = self.bump()?;
                if self.at(Tok::LParen)? {
                    self.skip_balanced()?;
                } else if self.at(Tok::Int)? {
                    self.bump()?;
                }
                let _ = w;
            }
        }
        Ok(align)
    }

    fn skip_flags(&mut self) -> PResult<()> {
        while let Some(w) = self.peek_word()? {
            if !is_instruction_flag(w) {
                break;
            }
            self.bump()?;
        }
        Ok(())
    }

    fn parse_instruction(&mut self, function: crate::index::FunctionId) -> PResult<()> {
        let first = self.peek()?;
        if !self.state().block_open {
            let n = self.state().next_number;
            self.start_block(n.to_string(), first)?;
            let state = self.state();
            state.next_number = n + 1;
        }
        let result_tok = if first.kind == Some(Tok::Local) && self.peek_n(1)?.kind == Some(Tok::Eq)
        {
            self.bump()?;
            self.bump()?;
            Some(first)
        } else {
            None
        };
        let op_tok = self.expect(Tok::Word, "an instruction opcode")?;
        let word = self.text(op_tok);
        let void = self.types.intern(Type::Void);
        let (opcode, ty, operands) = self.parse_opcode_body(op_tok, word, void)?;
        let mut dbg = None;
        while self.at(Tok::Comma)? && self.peek_n(1)?.kind == Some(Tok::MetaName) {
            self.bump()?;
            let kind = self.bump()?;
            let value = self.parse_metadata_ref_or_inline()?;
            if self.text(kind) == "!dbg" {
                dbg = value;
            }
        }
        let span = Span::new(first.start, self.last_end);
        let block = BlockId::new(self.state().blocks.len() - 1);
        let is_terminator = opcode.is_terminator();
        let has_value = !matches!(opcode, Opcode::Store { .. } | Opcode::Fence { .. })
            && !matches!(self.types.get(ty), Type::Void);
        let inst_id = InstId::new(self.state().insts.len());
        let result = match (result_tok, has_value) {
            (Some(tok), true) => {
                let name = self.sigil_name(tok).to_string();
                Some(self.define_local(&name, tok.start, ty, LocalDef::Inst(inst_id))?)
            }
            (Some(tok), false) => {
                return Err(
                    self.error_at(tok, "an instruction that produces no value cannot be named")
                );
            }
            (None, true) => {
                let n = self.state().next_number.to_string();
                Some(self.define_local(&n, first.start, ty, LocalDef::Inst(inst_id))?)
            }
            (None, false) => None,
        };
        self.state().insts.push(Instruction {
            result,
            opcode,
            ty,
            operands,
            block,
            span,
            debug_loc: None,
            inlined_at: None,
        });
        if let Some(number) = dbg {
            self.pending_debug_locs.push(PendingDebugLoc {
                function,
                inst: inst_id,
                number,
            });
        }
        if is_terminator {
            let state = self.state();
            state.blocks[block].end = InstId::new(state.insts.len());
            state.block_open = false;
        }
        Ok(())
    }

    /// The opcode-specific part: returns the opcode, the result type and the operands.
    fn parse_opcode_body(
        &mut self,
        op_tok: Token,
        word: &str,
        void: TypeId,
    ) -> PResult<(Opcode, TypeId, Vec<Operand>)> {
        let i1 = self.types.intern(Type::Int(1));
        Ok(match word {
            "ret" => {
                if self.eat_word("void")? {
                    (Opcode::Ret, void, vec![])
                } else {
                    let (_, v) = self.parse_typed_value()?;
                    (Opcode::Ret, void, vec![v])
                }
            }
            "br" => {
                if self.at_word("label")? {
                    let t = self.parse_label_ref()?;
                    (Opcode::Br, void, vec![t])
                } else {
                    let (_, c) = self.parse_typed_value()?;
                    self.expect(Tok::Comma, "','")?;
                    let t = self.parse_label_ref()?;
                    self.expect(Tok::Comma, "','")?;
                    let f = self.parse_label_ref()?;
                    (Opcode::Br, void, vec![c, t, f])
                }
            }
            "switch" => {
                let (_, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let default = self.parse_label_ref()?;
                let mut ops = vec![v, default];
                self.expect(Tok::LBracket, "'[' starting the switch cases")?;
                while !self.eat(Tok::RBracket)? {
                    let (_, c) = self.parse_typed_value()?;
                    self.expect(Tok::Comma, "','")?;
                    let l = self.parse_label_ref()?;
                    ops.push(c);
                    ops.push(l);
                }
                (Opcode::Switch, void, ops)
            }
            "indirectbr" => {
                let (_, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                self.expect(Tok::LBracket, "'['")?;
                let mut ops = vec![a];
                while !self.eat(Tok::RBracket)? {
                    ops.push(self.parse_label_ref()?);
                    self.eat(Tok::Comma)?;
                }
                (Opcode::IndirectBr, void, ops)
            }
            "unreachable" => (Opcode::Unreachable, void, vec![]),
            "fneg" => {
                self.skip_flags()?;
                let (ty, v) = self.parse_typed_value()?;
                (Opcode::FNeg, ty, vec![v])
            }
            "icmp" | "fcmp" => {
                self.skip_flags()?;
                let pred = self.expect(Tok::Word, "a comparison predicate")?;
                let pred = Predicate(self.text(pred).to_string());
                let (ty, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let b = self.parse_value(ty)?;
                let result = match self.types.get(ty) {
                    Type::Vector { len, scalable, .. } => {
                        let (len, scalable) = (*len, *scalable);
                        self.types.intern(Type::Vector {
                            len,
                            elem: i1,
                            scalable,
                        })
                    }
                    _ => i1,
                };
                let op = if word == "icmp" {
                    Opcode::ICmp(pred)
                } else {
                    Opcode::FCmp(pred)
                };
                (op, result, vec![a, b])
            }
            "select" => {
                self.skip_flags()?;
                let (_, c) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (ty, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (_, b) = self.parse_typed_value()?;
                (Opcode::Select, ty, vec![c, a, b])
            }
            "phi" => {
                self.skip_flags()?;
                let ty = self.parse_type()?;
                let mut ops = Vec::new();
                loop {
                    self.expect(Tok::LBracket, "'[' starting a phi entry")?;
                    let v = self.parse_value(ty)?;
                    self.expect(Tok::Comma, "','")?;
                    let tok = self.expect(Tok::Local, "a block label")?;
                    let name = self.sigil_name(tok).to_string();
                    let l = self.state().label(&name, tok.start);
                    self.expect(Tok::RBracket, "']' closing a phi entry")?;
                    ops.push(v);
                    ops.push(Operand::Block(BlockId::new(l as usize)));
                    if !(self.at(Tok::Comma)? && self.peek_n(1)?.kind == Some(Tok::LBracket)) {
                        break;
                    }
                    self.bump()?;
                }
                (Opcode::Phi, ty, ops)
            }
            "alloca" => {
                self.eat_word("inalloca")?;
                let allocated = self.parse_type()?;
                let mut ops = Vec::new();
                let mut addr_space = 0;
                while self.at(Tok::Comma)? && self.peek_n(1)?.kind != Some(Tok::MetaName) {
                    self.bump()?;
                    if self.eat_word("align")? {
                        self.expect_u64("alignment")?;
                    } else if self.eat_word("addrspace")? {
                        addr_space = self.parse_paren_u32("address space")?;
                    } else {
                        ops.push(self.parse_typed_value()?.1);
                    }
                }
                let ty = if self.typed_pointers() {
                    self.types.intern(Type::TypedPtr {
                        pointee: allocated,
                        addr_space,
                    })
                } else {
                    self.types.intern(Type::Ptr { addr_space })
                };
                (
                    Opcode::Alloca {
                        allocated,
                        addr_space,
                    },
                    ty,
                    ops,
                )
            }
            "load" => {
                let atomic = self.eat_word("atomic")?;
                let volatile = self.eat_word("volatile")?;
                let ty = self.parse_type()?;
                if !self.at(Tok::Comma)? {
                    let t = self.peek()?;
                    return Err(
                        self.unexpected(t, "',' and the pointer operand (`load T, ptr %p`)")
                    );
                }
                self.bump()?;
                let (_, p) = self.parse_typed_value()?;
                let ordering = self.parse_ordering_if(atomic)?;
                let align = self.parse_memory_options()?;
                (
                    Opcode::Load {
                        volatile,
                        ordering,
                        align,
                    },
                    ty,
                    vec![p],
                )
            }
            "store" => {
                let atomic = self.eat_word("atomic")?;
                let volatile = self.eat_word("volatile")?;
                let (ty, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (_, p) = self.parse_typed_value()?;
                let ordering = self.parse_ordering_if(atomic)?;
                let align = self.parse_memory_options()?;
                (
                    Opcode::Store {
                        volatile,
                        ordering,
                        align,
                    },
                    ty,
                    vec![v, p],
                )
            }
            "getelementptr" => {
                let inbounds = self.parse_gep_flags()?;
                let source = self.parse_type()?;
                self.expect(Tok::Comma, "','")?;
                let (base_ty, base) = self.parse_typed_value()?;
                let mut ops = vec![base];
                let mut index_types = Vec::new();
                while self.at(Tok::Comma)? && self.peek_n(1)?.kind != Some(Tok::MetaName) {
                    self.bump()?;
                    self.eat_word("inrange")?;
                    let (ity, i) = self.parse_typed_value()?;
                    index_types.push(ity);
                    ops.push(i);
                }
                let ty = self.gep_result_type(source, base_ty, &ops[1..], &index_types);
                (Opcode::GetElementPtr { source, inbounds }, ty, ops)
            }
            "atomicrmw" => {
                self.eat_word("volatile")?;
                let op = self.expect(Tok::Word, "an atomicrmw operation")?;
                let op = RmwOp(self.text(op).to_string());
                let (_, p) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (ty, v) = self.parse_typed_value()?;
                let (scope, ordering) = self.parse_scope_and_ordering()?;
                self.parse_memory_options()?;
                (
                    Opcode::AtomicRmw {
                        op,
                        ordering,
                        scope,
                    },
                    ty,
                    vec![p, v],
                )
            }
            "cmpxchg" => {
                self.eat_word("weak")?;
                self.eat_word("volatile")?;
                let (_, p) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (ty, c) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (_, n) = self.parse_typed_value()?;
                let (scope, ordering) = self.parse_scope_and_ordering()?;
                let fail = self.expect(Tok::Word, "a failure ordering")?;
                if Ordering::from_keyword(self.text(fail)).is_none() {
                    return Err(self.unexpected(fail, "a failure ordering"));
                }
                self.parse_memory_options()?;
                let result = self.types.intern(Type::Struct {
                    fields: vec![ty, i1],
                    packed: false,
                });
                (Opcode::CmpXchg { ordering, scope }, result, vec![p, c, n])
            }
            "fence" => {
                let (scope, ordering) = self.parse_scope_and_ordering()?;
                (Opcode::Fence { ordering, scope }, void, vec![])
            }
            "tail" | "musttail" | "notail" => {
                self.expect_word("call")?;
                self.parse_call()?
            }
            "call" => self.parse_call()?,
            "invoke" | "callbr" => {
                let (opcode, ty, mut ops) = self.parse_call()?;
                let callee = match opcode {
                    Opcode::Call { callee, .. } => callee,
                    _ => unreachable!("parse_call returns a call"),
                };
                self.expect_word("to")?;
                ops.push(self.parse_label_ref()?);
                if self.eat_word("unwind")? {
                    ops.push(self.parse_label_ref()?);
                } else if self.at(Tok::LBracket)? {
                    self.bump()?;
                    while !self.eat(Tok::RBracket)? {
                        ops.push(self.parse_label_ref()?);
                        self.eat(Tok::Comma)?;
                    }
                }
                (Opcode::Invoke(callee), ty, ops)
            }
            "freeze" => {
                let (ty, v) = self.parse_typed_value()?;
                (Opcode::Freeze, ty, vec![v])
            }
            "extractvalue" | "insertvalue" => {
                let (agg_ty, agg) = self.parse_typed_value()?;
                let mut ops = vec![agg];
                if word == "insertvalue" {
                    self.expect(Tok::Comma, "','")?;
                    ops.push(self.parse_typed_value()?.1);
                }
                let mut indices = Vec::new();
                while self.at(Tok::Comma)? && self.peek_n(1)?.kind == Some(Tok::Int) {
                    self.bump()?;
                    indices.push(self.expect_u64("aggregate index")?);
                }
                if word == "insertvalue" {
                    (Opcode::InsertValue(indices), agg_ty, ops)
                } else {
                    let mut ty = Some(agg_ty);
                    for i in &indices {
                        ty = ty.and_then(|t| self.types.element(t, Some(*i)));
                    }
                    let ty =
                        ty.ok_or_else(|| self.error_at(op_tok, "invalid extractvalue indices"))?;
                    (Opcode::ExtractValue(indices), ty, ops)
                }
            }
            "extractelement" => {
                let (vty, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (_, i) = self.parse_typed_value()?;
                let ty = self
                    .types
                    .element(vty, None)
                    .ok_or_else(|| self.error_at(op_tok, "extractelement needs a vector"))?;
                (Opcode::ExtractElement, ty, vec![v, i])
            }
            "insertelement" => {
                let (vty, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (_, e) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (_, i) = self.parse_typed_value()?;
                (Opcode::InsertElement, vty, vec![v, e, i])
            }
            "shufflevector" => {
                let (vty, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (_, b) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (mty, m) = self.parse_typed_value()?;
                let ty = match (self.types.get(vty).clone(), self.types.get(mty).clone()) {
                    (Type::Vector { elem, .. }, Type::Vector { len, scalable, .. }) => {
                        self.types.intern(Type::Vector {
                            len,
                            elem,
                            scalable,
                        })
                    }
                    _ => return Err(self.error_at(op_tok, "shufflevector needs vector operands")),
                };
                (Opcode::ShuffleVector, ty, vec![a, b, m])
            }
            "va_arg" => {
                let (_, l) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let ty = self.parse_type()?;
                (Opcode::VaArg, ty, vec![l])
            }
            _ => {
                if let Some(op) = BinaryOp::from_keyword(word) {
                    self.skip_flags()?;
                    let (ty, a) = self.parse_typed_value()?;
                    self.expect(Tok::Comma, "','")?;
                    let b = self.parse_value(ty)?;
                    (Opcode::Binary(op), ty, vec![a, b])
                } else if let Some(op) = CastOp::from_keyword(word) {
                    self.skip_flags()?;
                    let (_, v) = self.parse_typed_value()?;
                    self.expect_word("to")?;
                    let ty = self.parse_type()?;
                    (Opcode::Cast(op), ty, vec![v])
                } else if matches!(
                    word,
                    "landingpad"
                        | "catchpad"
                        | "cleanuppad"
                        | "catchswitch"
                        | "resume"
                        | "cleanupret"
                        | "catchret"
                ) {
                    // Exception handling never occurs in GPU code; kept opaque.
                    self.parse_unknown_instruction(word)?
                } else {
                    return Err(self.error_at(
                        op_tok,
                        format!("expected an instruction opcode, found '{word}'"),
                    ));
                }
            }
        })
    }

    /// An exception-handling opcode (never seen in GPU code): its tokens to the end of the line
    /// are skipped,
    /// recording `label %x` as successors and other `%x` as operands, so data flow and control
    /// flow stay conservative.
    fn parse_unknown_instruction(&mut self, word: &str) -> PResult<(Opcode, TypeId, Vec<Operand>)> {
        let terminator = matches!(word, "resume" | "cleanupret" | "catchret" | "catchswitch");
        let unknown = self.types.intern(Type::Other("unknown".to_string()));
        let mut ops = Vec::new();
        let mut after_label = false;
        let mut depth = 0usize;
        loop {
            let tok = self.peek()?;
            if tok.kind.is_none() || (tok.line_start && depth == 0) {
                break;
            }
            self.bump()?;
            match tok.kind {
                Some(Tok::Local) if after_label => {
                    let name = self.sigil_name(tok).to_string();
                    let l = self.state().label(&name, tok.start);
                    ops.push(Operand::Block(BlockId::new(l as usize)));
                }
                Some(Tok::Local) => ops.push(self.use_local(tok, unknown)?),
                Some(Tok::LParen | Tok::LBracket | Tok::LBrace) => depth += 1,
                Some(Tok::RParen | Tok::RBracket | Tok::RBrace) => depth = depth.saturating_sub(1),
                _ => {}
            }
            after_label = tok.kind == Some(Tok::Word) && self.text(tok) == "label";
        }
        let opcode = if terminator {
            Opcode::OtherTerminator(word.to_string())
        } else {
            Opcode::Other(word.to_string())
        };
        let ty = if word == "landingpad" || word.ends_with("pad") {
            unknown
        } else {
            self.types.intern(Type::Void)
        };
        Ok((opcode, ty, ops))
    }

    /// `call` after the keyword: flags, calling convention, return attributes, the type, the
    /// callee, the arguments, function attributes and operand bundles.
    fn parse_call(&mut self) -> PResult<(Opcode, TypeId, Vec<Operand>)> {
        self.parse_keywords_before_type("the type of the call")?;
        let ty = self.parse_type()?;
        let ret = match self.types.get(ty) {
            Type::Function { ret, .. } => *ret,
            _ => ty,
        };
        let callee = if self.eat_word("asm")? {
            let mut side_effect = false;
            while let Some(w) = self.peek_word()? {
                match w {
                    "sideeffect" => side_effect = true,
                    "alignstack" | "inteldialect" | "unwind" => {}
                    _ => break,
                }
                self.bump()?;
            }
            let asm = self.expect(Tok::Str, "the assembly string")?;
            self.expect(Tok::Comma, "','")?;
            let constraints = self.expect(Tok::Str, "the constraint string")?;
            Callee::InlineAsm {
                asm: self.string_value(asm),
                constraints: self.string_value(constraints),
                side_effect,
            }
        } else {
            let ptr = self.types.intern(Type::Ptr { addr_space: 0 });
            match self.parse_value(ptr)? {
                Operand::Function(f) => Callee::Direct(f),
                other => Callee::Indirect(other),
            }
        };
        self.expect(Tok::LParen, "'(' starting the call arguments")?;
        let mut ops = Vec::new();
        if !self.eat(Tok::RParen)? {
            loop {
                if self.eat(Tok::Ellipsis)? {
                    self.expect(Tok::RParen, "')'")?;
                    break;
                }
                let aty = self.parse_type()?;
                self.parse_attributes(&|_| false, false)?;
                ops.push(self.parse_value(aty)?);
                if self.eat(Tok::RParen)? {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')' in the call arguments")?;
            }
        }
        let args = ops.len();
        // Function attributes, then operand bundles.
        self.parse_attributes(&|w| w == "to", true)?;
        if self.at(Tok::LBracket)? {
            self.bump()?;
            loop {
                self.expect(Tok::Str, "an operand bundle tag")?;
                self.expect(Tok::LParen, "'('")?;
                if !self.eat(Tok::RParen)? {
                    loop {
                        ops.push(self.parse_typed_value()?.1);
                        if self.eat(Tok::RParen)? {
                            break;
                        }
                        self.expect(Tok::Comma, "',' or ')' in an operand bundle")?;
                    }
                }
                if self.eat(Tok::RBracket)? {
                    break;
                }
                self.expect(Tok::Comma, "',' or ']' between operand bundles")?;
            }
        }
        Ok((Opcode::Call { callee, args }, ret, ops))
    }

    /// The result type of a GEP: a pointer in the base's address space (a vector of them when
    /// the base or an index is a vector). For typed pointers, the pointee is the type reached
    /// by the indices after the first.
    fn gep_result_type(
        &mut self,
        source: TypeId,
        base_ty: TypeId,
        indices: &[Operand],
        index_types: &[TypeId],
    ) -> TypeId {
        let addr_space = self.types.pointer_addr_space(base_ty).unwrap_or(0);
        let vector_len = std::iter::once(base_ty)
            .chain(index_types.iter().copied())
            .find_map(|t| match self.types.get(t) {
                Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
                _ => None,
            });
        let scalar = match self.types.get(base_ty) {
            Type::TypedPtr { .. } => {
                let mut ty = Some(source);
                for op in indices.iter().skip(1) {
                    let idx = match op {
                        Operand::Const(c) => self.constants[*c]
                            .as_int()
                            .and_then(|v| u64::try_from(v).ok()),
                        _ => None,
                    };
                    ty = ty.and_then(|t| self.types.element(t, idx));
                }
                let pointee = ty.unwrap_or(source);
                self.types.intern(Type::TypedPtr {
                    pointee,
                    addr_space,
                })
            }
            Type::Vector { elem, .. } => *elem,
            _ => self.types.intern(Type::Ptr { addr_space }),
        };
        match vector_len {
            Some((len, scalable)) => self.types.intern(Type::Vector {
                len,
                elem: scalar,
                scalable,
            }),
            None => scalar,
        }
    }
}
