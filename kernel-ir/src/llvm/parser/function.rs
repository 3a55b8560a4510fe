//! Function bodies: per-function parse state (locals, labels, forward references), blocks,
//! and the instruction line (result name, opcode dispatch, `!dbg` and other attachments).

use super::{PResult, Parser, PendingDebugLoc};
use crate::index::{IndexVec, InstId, LocalId, TypeId};
use crate::instruction::{Instruction, Opcode, Operand};
use crate::llvm::lexer::{Tok, Token};
use crate::module::{Block, Function, Local, LocalDef};
use crate::span::Span;
use crate::types::Type;
use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;
use syncflow_framework::graph::BlockId;

/// Calling conventions that mark a GPU kernel.
pub(super) const KERNEL_CONVENTIONS: &[&str] = &["ptx_kernel", "amdgpu_kernel", "spir_kernel"];

/// Fast-math and wrap flags that may follow an opcode.
pub(super) fn is_instruction_flag(word: &str) -> bool {
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
pub(super) struct FunctionState<'s> {
    pub(super) locals: IndexVec<LocalId, Local>,
    /// The locals' names ([`Local::name`] ranges into it).
    pub(super) local_names: String,
    /// Names as written (borrowed from the source; owned only for implicit numbers).
    pub(super) local_by_name: HashMap<Cow<'s, str>, LocalId>,
    pub(super) local_defined: Vec<bool>,
    pub(super) local_first_use: Vec<usize>,
    /// Label name → provisional label number (order of first mention).
    pub(super) labels: HashMap<Cow<'s, str>, u32>,
    pub(super) label_first_use: Vec<usize>,
    /// Provisional label number → block, once the label is defined.
    pub(super) label_block: Vec<Option<BlockId>>,
    pub(super) blocks: IndexVec<BlockId, Block>,
    pub(super) insts: IndexVec<InstId, Instruction>,
    /// The next implicit number for an unnamed value or block.
    pub(super) next_number: u64,
    /// A block has been started and not yet terminated.
    pub(super) block_open: bool,
}

impl<'s> FunctionState<'s> {
    /// Appends `name` to the names text and returns its range.
    pub(super) fn intern_name(&mut self, name: &str) -> crate::module::NameRange {
        let start = self.local_names.len() as u32;
        self.local_names.push_str(name);
        crate::module::NameRange {
            start,
            len: name.len() as u32,
        }
    }

    pub(super) fn new() -> Self {
        FunctionState {
            locals: IndexVec::new(),
            local_names: String::new(),
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

    pub(super) fn note_number(&mut self, name: &str) {
        if let Ok(n) = name.parse::<u64>() {
            self.next_number = self.next_number.max(n.saturating_add(1));
        }
    }

    pub(super) fn label(&mut self, name: Cow<'s, str>, offset: usize) -> u32 {
        if let Some(l) = self.labels.get(name.as_ref()) {
            return *l;
        }
        let l = self.label_block.len() as u32;
        self.labels.insert(name, l);
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
            local_names: String::new(),
            uses: Default::default(),
            span,
        }
    }
}

impl<'s> Parser<'s> {
    pub(super) fn state(&mut self) -> &mut FunctionState<'s> {
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
        let name_range = state.intern_name(name);
        let id = state.locals.push(Local {
            name: name_range,
            ty,
            def: LocalDef::Param(usize::MAX),
        });
        state.local_by_name.insert(Cow::Borrowed(name), id);
        state.local_defined.push(false);
        state.local_first_use.push(tok.start);
        Ok(Operand::Local(id))
    }

    pub(super) fn define_local(
        &mut self,
        name: Cow<'s, str>,
        at: usize,
        ty: TypeId,
        def: LocalDef,
    ) -> PResult<LocalId> {
        let state = self.func.as_mut().expect("inside a function");
        state.note_number(&name);
        if let Some(id) = state.local_by_name.get(name.as_ref()).copied() {
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
        let name_range = state.intern_name(&name);
        let id = state.locals.push(Local {
            name: name_range,
            ty,
            def,
        });
        state.local_by_name.insert(name, id);
        state.local_defined.push(true);
        state.local_first_use.push(at);
        Ok(id)
    }

    /// `label %bb` → a provisional block operand, remapped when the body is complete.
    pub(super) fn parse_label_ref(&mut self) -> PResult<Operand> {
        self.expect_word("label")?;
        let tok = self.expect(Tok::Local, "a block label")?;
        let name = self.sigil_name(tok);
        let l = self.state().label(name.into(), tok.start);
        Ok(Operand::Block(BlockId::new(l as usize)))
    }

    // ----- headers ------------------------------------------------------------------------

    // ----- bodies -------------------------------------------------------------------------

    pub(super) fn parse_body(&mut self, id: crate::index::FunctionId) -> PResult<()> {
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
                    let name = t[..t.len() - 1].trim_matches('"');
                    self.start_block(name.into(), tok)?;
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

    pub(super) fn start_block(&mut self, name: Cow<'s, str>, tok: Token) -> PResult<()> {
        let state = self.func.as_mut().expect("in a function");
        state.note_number(&name);
        let first = InstId::new(state.insts.len());
        let block = state.blocks.push(Block {
            name: name.to_string(),
            first,
            end: first,
        });
        let l = state.label(name.clone(), tok.start) as usize;
        if state.label_block[l].is_some() {
            return Err(self.error_at(tok, format!("redefinition of label '%{name}'")));
        }
        state.label_block[l] = Some(block);
        state.block_open = true;
        Ok(())
    }

    pub(super) fn finish_body(&mut self, id: crate::index::FunctionId) -> PResult<()> {
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
                let name = state.locals[LocalId::new(i)].name.of(&state.local_names);
                return Err(crate::error::RawError::new(
                    state.local_first_use[i],
                    format!("use of undefined value '%{name}'"),
                ));
            }
        }
        let uses = crate::module::uses_of(state.locals.len(), &state.insts);
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
        f.local_names = std::mem::take(&mut state.local_names);
        f.uses = uses;
        Ok(())
    }

    pub(super) fn parse_instruction(&mut self, function: crate::index::FunctionId) -> PResult<()> {
        let first = self.peek()?;
        if !self.state().block_open {
            let n = self.state().next_number;
            self.start_block(n.to_string().into(), first)?;
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
                let name = self.sigil_name(tok);
                Some(self.define_local(name.into(), tok.start, ty, LocalDef::Inst(inst_id))?)
            }
            (Some(tok), false) => {
                return Err(
                    self.error_at(tok, "an instruction that produces no value cannot be named")
                );
            }
            (None, true) => {
                let n = self.state().next_number.to_string();
                Some(self.define_local(n.into(), first.start, ty, LocalDef::Inst(inst_id))?)
            }
            (None, false) => None,
        };
        self.state().insts.push(Instruction {
            result,
            opcode,
            ty,
            operands: operands.into(),
            block,
            span,
            debug_loc: None,
            inlined_at: None,
            inline_frames: Box::default(),
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
}
