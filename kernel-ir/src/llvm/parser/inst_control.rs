//! Terminators and calls: `ret`, `br`, `switch`, `indirectbr`, `unreachable`, `call` (with
//! operand bundles and inline `asm`), `invoke`/`callbr`, and the opaque exception-handling
//! opcodes GPU code never has.

use super::{PResult, Parser};
use crate::index::TypeId;
use crate::instruction::{Callee, InlineAsm, Opcode, Operand};
use crate::llvm::lexer::{Tok, Token};
use crate::types::Type;
use syncflow_framework::graph::BlockId;

impl Parser<'_> {
    /// The opcode-specific part: returns the opcode, the result type and the operands. Each
    /// family of instructions has its own parser; this tries them in turn.
    pub(super) fn parse_opcode_body(
        &mut self,
        op_tok: Token,
        word: &str,
        void: TypeId,
    ) -> PResult<(Opcode, TypeId, Vec<Operand>)> {
        if let Some(parsed) = self.parse_control_instruction(word, void)? {
            return Ok(parsed);
        }
        if let Some(parsed) = self.parse_memory_instruction(word, void)? {
            return Ok(parsed);
        }
        if let Some(parsed) = self.parse_value_instruction(word, op_tok)? {
            return Ok(parsed);
        }
        if matches!(
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
            return self.parse_unknown_instruction(word);
        }
        Err(self.error_at(
            op_tok,
            format!("expected an instruction opcode, found '{word}'"),
        ))
    }

    /// Terminators and calls; `None` when `word` is not one of them.
    pub(super) fn parse_control_instruction(
        &mut self,
        word: &str,
        void: TypeId,
    ) -> PResult<Option<(Opcode, TypeId, Vec<Operand>)>> {
        Ok(Some(match word {
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
            _ => return Ok(None),
        }))
    }

    /// An exception-handling opcode (never seen in GPU code): its tokens to the end of the line
    /// are skipped,
    /// recording `label %x` as successors and other `%x` as operands, so data flow and control
    /// flow stay conservative.
    pub(super) fn parse_unknown_instruction(
        &mut self,
        word: &str,
    ) -> PResult<(Opcode, TypeId, Vec<Operand>)> {
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
                    let name = self.sigil_name(tok);
                    let l = self.state().label(name.into(), tok.start);
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

    /// A call of an intrinsic (`@llvm.…`) that no `declare` names: LLVM declares intrinsics
    /// itself when it reads a call of one (opt-19 accepts
    /// `call i32 @llvm.nvvm.read.ptx.sreg.tid.x()` alone), so the callee becomes a declared
    /// function returning `ret`. Any other undeclared callee stays an error.
    fn declare_called_intrinsic(&mut self, ret: crate::index::TypeId) -> PResult<()> {
        let tok = self.peek()?;
        if tok.kind != Some(Tok::Global) {
            return Ok(());
        }
        let name = self.sigil_name(tok);
        if !name.starts_with("llvm.") || self.symbols.contains_key(name) {
            return Ok(());
        }
        let name = name.to_string();
        let f = crate::module::Function::placeholder(&name, ret, crate::span::Span::default());
        let id = self.functions.push(f);
        self.function_declared.push(true);
        self.symbols
            .insert(name, crate::module::Symbol::Function(id));
        Ok(())
    }

    /// `call` after the keyword: flags, calling convention, return attributes, the type, the
    /// callee, the arguments, function attributes and operand bundles.
    pub(super) fn parse_call(&mut self) -> PResult<(Opcode, TypeId, Vec<Operand>)> {
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
            Callee::InlineAsm(Box::new(InlineAsm::new(
                self.string_value(asm),
                self.string_value(constraints),
                side_effect,
            )))
        } else {
            self.declare_called_intrinsic(ret)?;
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
                // A float literal word (`f0x34000000`, `inf`) ends the attributes: it is the
                // argument (Triton 3.9 writes such literals as call arguments).
                self.parse_attributes(&super::values::is_float_word, false)?;
                ops.push(self.parse_value(aty)?);
                if self.eat(Tok::RParen)? {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')' in the call arguments")?;
            }
        }
        let args = ops.len();
        let callee = match callee {
            Callee::InlineAsm(asm) => {
                let values: Vec<Option<i128>> = ops
                    .iter()
                    .map(|op| match op {
                        Operand::Const(c) => self.constants[*c].as_int(),
                        _ => None,
                    })
                    .collect();
                Callee::InlineAsm(Box::new(asm.with_immediates(&values)))
            }
            other => other,
        };
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
}
