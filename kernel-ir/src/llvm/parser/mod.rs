//! The recursive-descent parser for LLVM IR text.
//!
//! # Shape
//!
//! One `Parser` walks the token stream of the [lexer](super::lexer::Lexer) once, with a few tokens of
//! lookahead, and builds a [`Module`]. The grammar follows LLVM's `LLParser`: top-level entities
//! (`define`, `declare`, globals, named types, metadata, attribute groups), then function bodies
//! (blocks of instructions), types, values and constant expressions. The pieces live in
//! submodules, one job each:
//!
//! | file | what it parses |
//! |------|----------------|
//! | `module_level` | the top-level loop: target, named types, globals, attribute groups |
//! | `header` | `define`/`declare` headers: linkage, calling convention, parameters |
//! | `function` | bodies: locals, labels, blocks, the instruction line and its attachments |
//! | `inst_control`, `inst_memory`, `inst_values` | the opcodes, by family |
//! | `types`, `values`, `metadata` | types; values and constant expressions; metadata |
//! | `location` | the direct scan of a `DILocation` in LLVM's printed shape (half of a `-g` module) |
//! | `prescan` | the line scan that learns function and global names first |
//!
//! # Tolerance
//!
//! syncflow reads dumps from several LLVM versions and from other GPU compilers, so anything
//! the analyses do not need is skipped rather than rejected: unknown attributes (with any
//! parenthesised argument), unknown metadata kinds and fields, attribute groups, comdats,
//! `uselistorder` directives, debug records (`#dbg_value(…)`), and exception-handling
//! instructions (kept as [`Opcode::Other`](crate::Opcode::Other) with the locals they mention).
//! An unknown instruction opcode is an error, as in LLVM: its operands and effects cannot be
//! guessed soundly. What the
//! analyses *do* need is checked: every local and label used is defined, types and operands
//! are where they belong, brackets balance.
//!
//! # Robustness
//!
//! Untrusted input cannot make the parser panic, recurse without bound or run long: nesting
//! of types, constants and metadata is capped at [`MAX_DEPTH`], every loop consumes a token,
//! and the lexer is linear. Symbols (`@name`) may be used before their definition; a cheap
//! line scan (`prescan`) learns which names are functions and which are globals before the
//! real parse starts.

mod aliases;
mod function;
mod header;
mod inst_control;
mod inst_memory;
mod inst_values;
mod location;
mod metadata;
mod module_level;
mod prescan;
mod types;
mod values;

use super::lexer::{Lexer, Tok, Token};
use crate::constant::{Constant, FloatBits};
use crate::debug_info::DebugInfo;
use crate::error::{ParseError, RawError};
use crate::index::{ConstId, FunctionId, GlobalId, IndexVec, TypeId};
use crate::module::{Function, Global, Module, Symbol};
use crate::types::{Type, TypeTable};
use rustc_hash::FxHashMap as HashMap;

pub(crate) type PResult<T> = Result<T, RawError>;

/// Deepest nesting of types, constant expressions and metadata accepted.
///
/// Real modules nest a handful of levels (clang's deepest constant expressions are about
/// five). 64 keeps the parser's recursion well inside a 2 MiB thread stack even in a debug
/// build, where one level of constant expression costs about 10 KiB of stack (measured).
pub const MAX_DEPTH: u32 = 64;

/// Largest source accepted (offsets are kept in 32 bits).
pub const MAX_SOURCE_BYTES: usize = u32::MAX as usize;

/// Parses LLVM IR text into a [`Module`]. `name` is used in error messages and as the
/// module's [`Module::source_name`].
pub fn parse_module(name: &str, text: &str) -> Result<Module, ParseError> {
    parse_module_owned(name, text.to_string())
}

/// [`parse_module`] taking ownership of the text, which becomes [`Module::source`] without a
/// copy (the command-line tool reads files this way).
pub fn parse_module_owned(name: &str, text: String) -> Result<Module, ParseError> {
    if text.len() >= MAX_SOURCE_BYTES {
        return Err(RawError::new(0, "input larger than 4 GiB").locate(name, ""));
    }
    let result = {
        let mut parser = Parser::new(&text);
        parser.parse_all().and_then(|()| parser.finish(name))
    };
    match result {
        Ok(mut module) => {
            module.source = text;
            Ok(module)
        }
        Err(e) => Err(e.locate(name, &text)),
    }
}

/// Where a `!dbg !N` attachment was written, for resolution once every node is known.
struct PendingDebugLoc {
    function: FunctionId,
    inst: crate::index::InstId,
    number: u32,
}

/// The tokens read ahead but not consumed: a ring of eight (the grammar looks at most five
/// ahead), cheaper on the hot path than a growable deque.
struct Lookahead {
    ring: [Token; 8],
    head: usize,
    len: usize,
}

impl Default for Lookahead {
    fn default() -> Self {
        let none = Token {
            kind: None,
            start: 0,
            end: 0,
            line_start: false,
        };
        Lookahead {
            ring: [none; 8],
            head: 0,
            len: 0,
        }
    }
}

impl Lookahead {
    fn push_back(&mut self, tok: Token) {
        assert!(self.len < 8, "the parser looks at most eight tokens ahead");
        self.ring[(self.head + self.len) & 7] = tok;
        self.len += 1;
    }

    /// The `n`th token ahead; `n < len`.
    fn get(&self, n: usize) -> Token {
        debug_assert!(n < self.len);
        self.ring[(self.head + n) & 7]
    }

    /// Consumes the next token; the ring is not empty.
    fn pop_front(&mut self) -> Token {
        debug_assert!(self.len > 0);
        let tok = self.ring[self.head];
        self.head = (self.head + 1) & 7;
        self.len -= 1;
        tok
    }
}

pub(crate) struct Parser<'s> {
    src: &'s str,
    lexer: Lexer<'s>,
    lookahead: Lookahead,
    last_end: usize,
    depth: u32,
    types: TypeTable,
    globals: IndexVec<GlobalId, Global>,
    global_defined: Vec<bool>,
    functions: IndexVec<FunctionId, Function>,
    function_declared: Vec<bool>,
    constants: IndexVec<ConstId, Constant>,
    /// The interned scalar constants: (kind, type, value) → id (see `intern_constant`).
    scalar_constants: HashMap<(u8, TypeId, i128), ConstId>,
    symbols: HashMap<String, Symbol>,
    debug_info: DebugInfo,
    pending_debug_locs: Vec<PendingDebugLoc>,
    /// Metadata numbers referenced by attachments and nodes, with where, to check at the end.
    metadata_refs: Vec<(u32, usize)>,
    target_triple: Option<String>,
    /// A `T*` type has been read.
    saw_typed_pointer: bool,
    /// A `ptr` type has been read.
    saw_opaque_pointer: bool,
    /// State of the function body being parsed.
    func: Option<function::FunctionState<'s>>,
    /// `attributes #N = { … }`: the group's attributes, by `#N`.
    attribute_groups: HashMap<String, Vec<crate::module::Attribute>>,
    /// `@b = alias …`: resolved away when the parse ends (`aliases.rs`).
    aliases: Vec<aliases::AliasDef>,
}

impl<'s> Parser<'s> {
    fn new(src: &'s str) -> Self {
        let mut parser = Parser {
            src,
            lexer: Lexer::new(src),
            lookahead: Lookahead::default(),
            last_end: 0,
            depth: 0,
            types: TypeTable::default(),
            globals: IndexVec::new(),
            global_defined: Vec::new(),
            functions: IndexVec::new(),
            function_declared: Vec::new(),
            constants: IndexVec::new(),
            scalar_constants: HashMap::default(),
            symbols: HashMap::default(),
            debug_info: DebugInfo::default(),
            pending_debug_locs: Vec::new(),
            metadata_refs: Vec::new(),
            target_triple: None,
            saw_typed_pointer: false,
            saw_opaque_pointer: false,
            func: None,
            attribute_groups: HashMap::default(),
            aliases: Vec::new(),
        };
        parser.declare_symbols();
        parser
    }

    // ----- token stream -------------------------------------------------------------------

    fn fill(&mut self, n: usize) -> PResult<()> {
        while self.lookahead.len <= n {
            match self.lexer.next_token() {
                Ok(tok) => self.lookahead.push_back(tok),
                Err(e) => return Err(self.lexer_error(e.offset)),
            }
        }
        Ok(())
    }

    /// The error for input the lexer cannot read at `offset`.
    #[cold]
    fn lexer_error(&self, offset: usize) -> RawError {
        // Lexer errors point at the start of a token, a character boundary; `get` keeps a
        // wrong offset from turning into a panic all the same.
        let rest = self.src.get(offset..).unwrap_or("");
        let ch = rest.chars().next().unwrap_or('?');
        let next = rest.chars().nth(1);
        if ch == '"' || (matches!(ch, '%' | '@' | '$' | 'c') && next == Some('"')) {
            RawError::new(offset, "unterminated string: no closing '\"'")
        } else {
            RawError::new(offset, format!("unexpected character {ch:?}"))
        }
    }

    /// The next token, not consumed.
    fn peek(&mut self) -> PResult<Token> {
        self.peek_n(0)
    }

    /// The token `n` places ahead (0 is the next), not consumed.
    fn peek_n(&mut self, n: usize) -> PResult<Token> {
        self.fill(n)?;
        Ok(self.lookahead.get(n))
    }

    fn peek_kind(&mut self) -> PResult<Option<Tok>> {
        Ok(self.peek()?.kind)
    }

    /// Consumes and returns the next token.
    fn bump(&mut self) -> PResult<Token> {
        self.fill(0)?;
        let tok = self.lookahead.pop_front();
        if tok.kind.is_some() {
            self.last_end = tok.end;
        }
        Ok(tok)
    }

    fn text(&self, tok: Token) -> &'s str {
        &self.src[tok.start..tok.end]
    }

    fn at(&mut self, kind: Tok) -> PResult<bool> {
        Ok(self.peek_kind()? == Some(kind))
    }

    fn eat(&mut self, kind: Tok) -> PResult<bool> {
        if self.at(kind)? {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn at_word(&mut self, word: &str) -> PResult<bool> {
        let tok = self.peek()?;
        Ok(tok.kind == Some(Tok::Word) && self.text(tok) == word)
    }

    fn eat_word(&mut self, word: &str) -> PResult<bool> {
        if self.at_word(word)? {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// The text of the next token if it is a bare word.
    fn peek_word(&mut self) -> PResult<Option<&'s str>> {
        let tok = self.peek()?;
        Ok((tok.kind == Some(Tok::Word)).then(|| self.text(tok)))
    }

    fn expect(&mut self, kind: Tok, what: &str) -> PResult<Token> {
        if self.at(kind)? {
            self.bump()
        } else {
            let tok = self.peek()?;
            Err(self.unexpected(tok, what))
        }
    }

    fn expect_word(&mut self, word: &str) -> PResult<Token> {
        if self.at_word(word)? {
            self.bump()
        } else {
            let tok = self.peek()?;
            Err(self.unexpected(tok, &format!("'{word}'")))
        }
    }

    /// "expected X, found Y" at `tok`.
    fn unexpected(&self, tok: Token, expected: &str) -> RawError {
        let found = match tok.kind {
            None => "end of file".to_string(),
            Some(_) => {
                let t = self.text(tok);
                if t.len() > 40 {
                    format!(
                        "'{}…'",
                        &t[..t.char_indices().nth(40).map_or(t.len(), |(i, _)| i)]
                    )
                } else {
                    format!("'{t}'")
                }
            }
        };
        RawError::new(tok.start, format!("expected {expected}, found {found}"))
    }

    fn error_at(&self, tok: Token, message: impl Into<String>) -> RawError {
        RawError::new(tok.start, message)
    }

    fn expect_int(&mut self, what: &str) -> PResult<i128> {
        let tok = self.expect(Tok::Int, what)?;
        self.text(tok)
            .parse::<i128>()
            .map_err(|_| self.error_at(tok, format!("integer out of range for {what}")))
    }

    fn expect_u64(&mut self, what: &str) -> PResult<u64> {
        let tok = self.peek()?;
        let v = self.expect_int(what)?;
        u64::try_from(v).map_err(|_| self.error_at(tok, format!("{what} must be non-negative")))
    }

    fn expect_u32(&mut self, what: &str) -> PResult<u32> {
        let tok = self.peek()?;
        let v = self.expect_int(what)?;
        u32::try_from(v).map_err(|_| self.error_at(tok, format!("{what} out of range")))
    }

    /// Runs `f` one nesting level deeper, failing beyond [`MAX_DEPTH`].
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_DEPTH {
            let tok = self.peek()?;
            return Err(self.error_at(tok, format!("nesting deeper than {MAX_DEPTH} levels")));
        }
        self.depth += 1;
        let result = f(self);
        self.depth -= 1;
        result
    }

    /// Skips a balanced group starting at the next token (`(`, `[`, `{` or `<`), through its
    /// matching close.
    fn skip_balanced(&mut self) -> PResult<()> {
        let open = self.bump()?;
        let mut stack = vec![open];
        while let Some(top) = stack.last().copied() {
            let tok = self.bump()?;
            match tok.kind {
                None => {
                    return Err(self.error_at(top, "unbalanced bracket: no matching close"));
                }
                Some(Tok::LParen | Tok::LBracket | Tok::LBrace) => stack.push(tok),
                Some(close @ (Tok::RParen | Tok::RBracket | Tok::RBrace)) => {
                    let want = match top.kind {
                        Some(Tok::LParen) => Tok::RParen,
                        Some(Tok::LBracket) => Tok::RBracket,
                        Some(Tok::LBrace) => Tok::RBrace,
                        _ => Tok::Greater,
                    };
                    if close != want {
                        return Err(self.error_at(
                            tok,
                            format!(
                                "unbalanced bracket: '{}' closes '{}'",
                                self.text(tok),
                                self.text(top)
                            ),
                        ));
                    }
                    stack.pop();
                }
                Some(Tok::Greater) if top.kind == Some(Tok::Less) => {
                    stack.pop();
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Skips tokens up to (not including) the next token that starts a line.
    fn skip_to_line_end(&mut self) -> PResult<()> {
        loop {
            let tok = self.peek()?;
            if tok.kind.is_none() || tok.line_start {
                return Ok(());
            }
            if matches!(tok.kind, Some(Tok::LParen | Tok::LBracket | Tok::LBrace)) {
                self.skip_balanced()?;
            } else {
                self.bump()?;
            }
        }
    }

    /// The name of a `%x`/`@x` token without its sigil and quotes.
    fn sigil_name(&self, tok: Token) -> &'s str {
        let t = &self.text(tok)[1..];
        t.strip_prefix('"')
            .and_then(|t| t.strip_suffix('"'))
            .unwrap_or(t)
    }

    /// Resolves `\XX` escapes of an LLVM string literal body.
    fn unescape(body: &str) -> Vec<u8> {
        let bytes = body.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'\\' {
                if i + 1 < bytes.len() && bytes[i + 1] == b'\\' {
                    out.push(b'\\');
                    i += 2;
                    continue;
                }
                let hex = body
                    .get(i + 1..i + 3)
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                if let Some(b) = hex {
                    out.push(b);
                    i += 3;
                    continue;
                }
            }
            out.push(bytes[i]);
            i += 1;
        }
        out
    }

    /// The contents of a `"…"` token, escapes resolved (lossily, as UTF-8).
    fn string_value(&self, tok: Token) -> String {
        let t = self.text(tok);
        let body = t.strip_prefix('c').unwrap_or(t);
        let body = &body[1..body.len() - 1];
        String::from_utf8_lossy(&Self::unescape(body)).into_owned()
    }

    /// Stores a constant. Scalars (integers, `null`, `undef`, `poison`, `zeroinitializer`,
    /// `none`) are interned, one id per distinct value and type: a kernel's `i32 1`, `i64 0`
    /// and `undef` recur on most lines, and one copy each keeps memory in proportion to the
    /// distinct values, not to the operands.
    fn intern_constant(&mut self, c: Constant) -> ConstId {
        let key = match &c {
            Constant::Int { ty, value } => Some((0u8, *ty, *value)),
            Constant::Null(ty) => Some((1, *ty, 0)),
            Constant::Undef(ty) => Some((2, *ty, 0)),
            Constant::Poison(ty) => Some((3, *ty, 0)),
            Constant::Zero(ty) => Some((4, *ty, 0)),
            Constant::NoneToken(ty) => Some((5, *ty, 0)),
            // By bit pattern: `1.5` and `0x3FF8000000000000` are one constant.
            Constant::Float {
                ty,
                bits: FloatBits::Double(v),
            } => Some((6, *ty, i128::from(v.to_bits()))),
            Constant::Float {
                ty,
                bits: FloatBits::Half(v),
            } => Some((7, *ty, i128::from(*v))),
            _ => None,
        };
        match key {
            Some(key) => {
                if let Some(&id) = self.scalar_constants.get(&key) {
                    return id;
                }
                let id = self.constants.push(c);
                self.scalar_constants.insert(key, id);
                id
            }
            None => self.constants.push(c),
        }
    }

    fn finish(self, name: &str) -> PResult<Module> {
        let typed = self.typed_pointers();
        let Parser {
            mut types,
            mut globals,
            global_defined,
            mut functions,
            symbols,
            mut debug_info,
            pending_debug_locs,
            metadata_refs,
            target_triple,
            attribute_groups,
            aliases,
            mut constants,
            ..
        } = self;
        // A function's `#N` references, read as markers, become the groups' attributes.
        for f in functions.iter_mut() {
            if f.attributes.iter().any(|a| a.name.starts_with('#')) {
                let mut expanded = Vec::with_capacity(f.attributes.len());
                for a in std::mem::take(&mut f.attributes) {
                    if a.name.starts_with('#') {
                        if let Some(group) = attribute_groups.get(&a.name) {
                            expanded.extend(group.iter().cloned());
                        }
                    } else {
                        expanded.push(a);
                    }
                }
                f.attributes = expanded;
            }
        }
        for (number, offset) in metadata_refs {
            if !debug_info.by_number.contains_key(&number) {
                return Err(RawError::new(
                    offset,
                    format!("use of undefined metadata '!{number}'"),
                ));
            }
        }
        for (g, defined) in globals.indices().zip(&global_defined) {
            if !defined {
                let span = globals[g].span;
                let name = &globals[g].name;
                return Err(RawError::new(
                    span.start as usize,
                    format!("use of undefined global '@{name}'"),
                ));
            }
        }
        aliases::resolve_aliases(&aliases, &mut globals, &mut functions, &mut constants)?;
        for global in globals.iter_mut() {
            global.pointer_type = if typed {
                types.intern(Type::TypedPtr {
                    pointee: global.value_type,
                    addr_space: global.addr_space,
                })
            } else {
                types.intern(Type::Ptr {
                    addr_space: global.addr_space,
                })
            };
        }
        for pending in pending_debug_locs {
            let loc = debug_info.resolve_location(pending.number);
            let call_site = debug_info.resolve_call_site(pending.number);
            let inst = &mut functions[pending.function].insts[pending.inst];
            inst.debug_loc = loc;
            inst.inlined_at = call_site;
            if call_site.is_some() {
                let frames = debug_info.resolve_frames(pending.number);
                // Report at the innermost frame in the user's source; a chain wholly inside
                // the toolchain's headers (a CUB or Thrust kernel) at its outermost frame.
                let user = frames
                    .iter()
                    .find(|f| !debug_info.is_toolchain_file(f.file))
                    .or(frames.last());
                if let Some(&user) = user {
                    inst.debug_loc = Some(user);
                }
                inst.inline_frames = frames.into_boxed_slice();
            }
        }
        let mut module = Module {
            source_name: name.to_string(),
            source: String::new(),
            types,
            globals,
            functions,
            constants,
            debug_info,
            target_triple,
            symbols,
        };
        metadata::mark_annotated_kernels(&mut module);
        Ok(module)
    }
}
