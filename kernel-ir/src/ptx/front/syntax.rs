//! The statements of a PTX file: directives, declarations, labels and instructions, with
//! their byte spans.
//!
//! ```text
//! file        := item*
//! item        := '.version' V | '.target' T (',' T)* | '.address_size' N
//!              | '.file' N "path" (',' N ',' N)?          (no ';' after these five)
//!              | '.section' name '{' … '}'                (debug sections: skipped)
//!              | linkage* variable ';' | linkage* function | '.pragma' "…" ';'
//! linkage     := '.visible' | '.extern' | '.weak' | '.common'
//! variable    := space ('.align' N)? '.'type name ('[' N? ']')* ('=' …)?
//! function    := ('.entry' | '.func' ('(' param ')')?) name ('(' param (',' param)* ')')?
//!                performance-directive* (';' | '{' statement* '}')
//! param       := ('.param' | '.reg') '.'type ('.ptr' space? ('.align' N)?)? ('.align' N)? name ('[' N ']')?
//! statement   := '{' | '}' | label ':' | '.reg' '.'type reg (',' reg)* ';'
//!              | '.loc' F L C (',' 'function_name' X ',' 'inlined_at' F L C)?
//!              | '.local' / '.shared' variable ';' | '.param' … name ';' | '.pragma' … ';'
//!              | label ':' ('.branchtargets' L (',' L)* | '.callprototype' …) ';'
//!              | instruction ';'
//! ```
//!
//! Comments (`//` to the end of the line, `/* … */`) may stand between any two tokens.
//! Instructions are kept as text here (comments cut out) and parsed by
//! [`PtxInstruction::parse`](crate::ptx::PtxInstruction::parse) during lowering; the reader
//! only needs to find where each one ends.

pub(crate) use super::reader::Reader;
use crate::error::RawError;
use crate::span::Span;
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

type Result<T> = std::result::Result<T, RawError>;

/// A `.loc`'s `(file, line, column)`.
type LocKey = (u32, u32, u32);

/// A `.loc` directive: where the following instructions come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Loc {
    pub file: u32,
    pub line: u32,
    pub column: u32,
    /// `inlined_at F L C`: the call site the code was inlined at.
    pub inlined_at: Option<(u32, u32, u32)>,
    /// Every call site of the inline chain, innermost first: `inlined_at`, then the call
    /// site of the `.loc` that placed it, and so on out to the function being compiled
    /// (nvcc writes each frame's `.loc` before those it inlines: `.loc 1 581 5`, `.loc 2
    /// 1456 5 … inlined_at 1 581 5`, `.loc 2 1437 54 … inlined_at 2 1456 5`).
    pub chain: Option<Rc<[(u32, u32, u32)]>>,
}

/// The deepest inline chain followed (nvcc's cooperative-groups chains are about ten deep).
const MAX_INLINE_DEPTH: usize = 64;

/// A variable declared with a state space (`.shared`, `.global`, `.const`, `.local`).
#[derive(Clone, Debug)]
pub(crate) struct VarDecl<'s> {
    pub name: &'s str,
    /// The state space keyword without the dot.
    pub space: &'s str,
    /// The element type keyword without the dot (`b8`, `f32`, `u64`).
    pub elem: &'s str,
    /// Array dimensions; `None` for `[]` (an `.extern` array of unknown size).
    pub dims: Vec<Option<u64>>,
    pub align: Option<u64>,
    /// Declared `.extern`.
    pub external: bool,
    /// The initializer's element bits, in order ([`super::initializer`]); `None` without one
    /// (or with one that is not numbers).
    pub init: Option<Vec<u64>>,
    /// Written with an initializer (`= …`), whether or not [`Self::init`] read it.
    pub has_initializer: bool,
    pub span: Span,
}

/// A parameter of an `.entry` or `.func` (or its return value).
#[derive(Clone, Debug)]
pub(crate) struct ParamDecl<'s> {
    pub name: &'s str,
    /// The type keyword without the dot (`u64`, `b32`, `align`-less).
    pub ty: &'s str,
    /// Declared with `.ptr`: the space it points into (`global`, `shared`, … or `generic`).
    pub ptr_space: Option<&'s str>,
    /// Array length (`.param .align 8 .b8 p[16]`), for byte-array (struct) parameters.
    pub array: Option<u64>,
}

/// A function: `.entry` (a kernel) or `.func`.
#[derive(Clone, Debug)]
pub(crate) struct FuncDecl<'s> {
    pub name: &'s str,
    pub is_entry: bool,
    /// The return parameter of a `.func`, if any.
    pub ret: Option<ParamDecl<'s>>,
    pub params: Vec<ParamDecl<'s>>,
    /// Performance directives (`.reqntid 128, 1`, `.maxntid …`), keyword without the dot
    /// and the text of its arguments.
    pub directives: Vec<(&'s str, &'s str)>,
    /// The statements of the body; `None` for a declaration.
    pub body: Option<Vec<Stmt<'s>>>,
    /// The parent of each `{ … }` scope of the body (scope 0, the body, is its own).
    pub scope_parents: Vec<u32>,
    pub span: Span,
}

/// One statement of a function body.
#[derive(Clone, Debug)]
pub(crate) enum Stmt<'s> {
    /// `name:`.
    Label {
        /// The name.
        name: &'s str,
        /// Where it starts in the file.
        at: usize,
        /// The `{ … }` scope it is in: a label is visible in its scope and the scopes inside
        /// it, so asm inlined twice (Triton's and CUTLASS's mbarrier wait loops) may repeat it.
        scope: u32,
    },
    /// An instruction: its text without comments and without the `;`.
    Inst {
        text: String,
        span: Span,
        loc: Option<Loc>,
        /// The `{ … }` scope it is in (registers declared in a scope shadow outer ones).
        scope: u32,
    },
    /// `.reg .b32 %r<10>, %x;`: names with their counts (`Some(10)` for `%r<10>`).
    Regs {
        ty: &'s str,
        names: Vec<(&'s str, Option<u32>)>,
        scope: u32,
    },
    /// A `.local`, `.shared`, `.const` or `.global` variable declared in a body.
    Var(VarDecl<'s>),
    /// `.param .b64 param0;` inside a call sequence (its name becomes a variable when
    /// written).
    Param,
    /// `ts: .branchtargets L1, L2;`.
    BranchTargets { name: &'s str, labels: Vec<&'s str> },
}

/// A PTX file's items.
#[derive(Clone, Debug, Default)]
pub(crate) struct PtxFile<'s> {
    pub version: Option<&'s str>,
    pub target: Option<&'s str>,
    /// `.file N "path"`: number and path.
    pub files: Vec<(u32, String)>,
    pub variables: Vec<VarDecl<'s>>,
    pub functions: Vec<FuncDecl<'s>>,
}

impl<'s> Reader<'s> {
    /// Reads the whole file.
    pub(crate) fn file(mut self) -> Result<PtxFile<'s>> {
        let mut file = PtxFile::default();
        let mut linkage: Vec<&'s str> = Vec::new();
        let mut linkage_start = None;
        while let Some(c) = self.peek()? {
            let start = self.pos;
            if c != b'.' {
                let found = self.found();
                return self.error(start, format!("expected a directive, found {found}"));
            }
            let d = self.word()?;
            let item_start = linkage_start.unwrap_or(start);
            match d {
                ".version" => file.version = Some(self.rest_of_line()),
                ".target" => file.target = Some(self.rest_of_line()),
                ".address_size" => {
                    self.number("an address size")?;
                }
                ".file" => {
                    let n = self.number("a file number")? as u32;
                    let path = self.string()?.to_string();
                    self.rest_of_line();
                    file.files.push((n, path));
                }
                ".section" => {
                    self.expect_word("a section name")?;
                    self.skip_braces()?;
                }
                ".pragma" => {
                    self.until_semicolon(start)?;
                }
                ".alias" => {
                    self.until_semicolon(start)?;
                }
                ".visible" | ".extern" | ".weak" | ".common" => {
                    linkage.push(d);
                    linkage_start.get_or_insert(start);
                    continue;
                }
                ".entry" | ".func" => {
                    let f = self.function(d == ".entry", item_start)?;
                    file.functions.push(f);
                }
                ".global" | ".shared" | ".const" | ".local" => {
                    let v = self.variable(d, linkage.contains(&".extern"), item_start)?;
                    file.variables.push(v);
                }
                _ => return self.error(start, format!("unknown directive '{d}'")),
            }
            linkage.clear();
            linkage_start = None;
        }
        if !linkage.is_empty() {
            return self.error(
                self.pos,
                "expected a declaration after the linkage directive",
            );
        }
        Ok(file)
    }

    /// `[.align N] .type name[dims] [= init];` after the state space.
    fn variable(&mut self, space: &'s str, external: bool, start: usize) -> Result<VarDecl<'s>> {
        let mut align = None;
        let mut elem = "";
        while let Some(w) = self.dot_word()? {
            match w {
                ".align" => align = Some(self.number("an alignment")?),
                ".v2" | ".v4" | ".v8" => {}
                ".ptr" => {}
                _ => elem = &w[1..],
            }
        }
        if elem.is_empty() {
            return self.error(self.pos, "expected the variable's type");
        }
        let name = self.expect_word("the variable's name")?;
        let mut dims = Vec::new();
        while self.eat(b'[')? {
            if self.eat(b']')? {
                dims.push(None);
                continue;
            }
            dims.push(Some(self.number("an array length")?));
            self.expect(b']', "']'")?;
        }
        let (rest, end) = self.until_semicolon(start)?;
        Ok(VarDecl {
            name,
            space: &space[1..],
            elem,
            dims,
            align,
            external,
            init: super::initializer::element_bits(&rest, elem),
            has_initializer: rest.trim_start().starts_with('='),
            span: Span::new(start, end + 1),
        })
    }

    /// One parameter: `.param .u64 .ptr .global .align 1 name` or `.reg .b32 name`.
    fn param(&mut self) -> Result<ParamDecl<'s>> {
        let at = self.pos;
        let kind = self.word()?;
        if kind != ".param" && kind != ".reg" {
            return self.error(at, format!("expected '.param', found '{kind}'"));
        }
        let mut ty = "";
        let mut ptr_space = None;
        while let Some(w) = self.dot_word()? {
            match w {
                ".align" => {
                    self.number("an alignment")?;
                }
                ".ptr" => ptr_space = Some("generic"),
                ".global" | ".shared" | ".const" | ".local" if ptr_space.is_some() => {
                    ptr_space = Some(&w[1..])
                }
                _ => ty = &w[1..],
            }
        }
        if ty.is_empty() {
            return self.error(self.pos, "expected the parameter's type");
        }
        let name = self.expect_word("the parameter's name")?;
        let array = if self.eat(b'[')? {
            let n = self.number("an array length")?;
            self.expect(b']', "']'")?;
            Some(n)
        } else {
            None
        };
        Ok(ParamDecl {
            name,
            ty,
            ptr_space,
            array,
        })
    }

    fn param_list(&mut self) -> Result<Vec<ParamDecl<'s>>> {
        self.expect(b'(', "'('")?;
        let mut params = Vec::new();
        if self.eat(b')')? {
            return Ok(params);
        }
        loop {
            params.push(self.param()?);
            if self.eat(b')')? {
                return Ok(params);
            }
            self.expect(b',', "',' or ')' in the parameter list")?;
        }
    }

    fn function(&mut self, is_entry: bool, start: usize) -> Result<FuncDecl<'s>> {
        let ret = if !is_entry && self.peek()? == Some(b'(') {
            let mut list = self.param_list()?;
            if list.len() > 1 {
                return self.error(start, "a function returns at most one parameter");
            }
            list.pop()
        } else {
            None
        };
        let name = self.expect_word("the function's name")?;
        let params = if self.peek()? == Some(b'(') {
            self.param_list()?
        } else {
            Vec::new()
        };
        let mut directives = Vec::new();
        loop {
            match self.peek()? {
                Some(b';') => {
                    self.pos += 1;
                    return Ok(FuncDecl {
                        name,
                        is_entry,
                        ret,
                        params,
                        directives,
                        body: None,
                        scope_parents: vec![0],
                        span: Span::new(start, self.pos),
                    });
                }
                Some(b'{') => break,
                Some(b'.') => {
                    let d = self.word()?;
                    let args = if d == ".noreturn" {
                        ""
                    } else {
                        self.rest_of_line()
                    };
                    directives.push((&d[1..], args));
                }
                _ => {
                    let found = self.found();
                    return self.error(
                        self.pos,
                        format!("expected '{{' or ';' after the function header, found {found}"),
                    );
                }
            }
        }
        let (body, scope_parents) = self.body()?;
        Ok(FuncDecl {
            name,
            is_entry,
            ret,
            params,
            directives,
            body: Some(body),
            scope_parents,
            span: Span::new(start, self.pos),
        })
    }

    /// The statements between the body's braces (nested scope braces are dropped).
    fn body(&mut self) -> Result<(Vec<Stmt<'s>>, Vec<u32>)> {
        let open = self.pos;
        self.expect(b'{', "'{'")?;
        let mut stmts = Vec::new();
        let mut loc = None;
        // Each location seen, with the call sites of its inline chain (`Loc::chain`).
        let mut chains: HashMap<LocKey, Option<Rc<[LocKey]>>> = HashMap::default();
        let mut parents = vec![0u32];
        let mut open_scopes = vec![0u32];
        loop {
            let Some(c) = self.peek()? else {
                return self.error(open, "this function body is not closed");
            };
            let start = self.pos;
            match c {
                b'{' => {
                    self.pos += 1;
                    let parent = *open_scopes.last().expect("inside the body");
                    parents.push(parent);
                    open_scopes.push(parents.len() as u32 - 1);
                }
                b'}' => {
                    self.pos += 1;
                    open_scopes.pop();
                    if open_scopes.is_empty() {
                        return Ok((stmts, parents));
                    }
                }
                b'.' => {
                    let d = self.word()?;
                    match d {
                        ".loc" => {
                            let mut l = self.loc()?;
                            l.chain = l.inlined_at.map(|site| {
                                let outer = chains.get(&site).cloned().flatten();
                                let mut all = vec![site];
                                all.extend(outer.iter().flat_map(|c| c.iter().copied()));
                                all.truncate(MAX_INLINE_DEPTH);
                                Rc::from(all)
                            });
                            chains.insert((l.file, l.line, l.column), l.chain.clone());
                            loc = Some(l);
                        }
                        ".reg" => {
                            let scope = *open_scopes.last().expect("inside the body");
                            stmts.push(self.regs(start, scope)?)
                        }
                        ".local" | ".shared" | ".const" | ".global" => {
                            stmts.push(Stmt::Var(self.variable(d, false, start)?))
                        }
                        ".param" => {
                            self.pos = start;
                            self.param()?;
                            self.expect(b';', "';'")?;
                            stmts.push(Stmt::Param);
                        }
                        ".pragma" => {
                            self.until_semicolon(start)?;
                        }
                        _ => {
                            return self.error(start, format!("unknown directive '{d}' in a body"))
                        }
                    }
                }
                _ => {
                    let w = self.word()?;
                    if !w.is_empty() && self.peek()? == Some(b':') && !w.contains('.') {
                        self.pos += 1;
                        self.skip_trivia()?;
                        if self.text[self.pos..].starts_with(".branchtargets") {
                            self.word()?;
                            let (text, _) = self.until_semicolon(start)?;
                            let labels = text
                                .split(',')
                                .map(|l| self.intern(l.trim(), start))
                                .collect();
                            stmts.push(Stmt::BranchTargets { name: w, labels });
                        } else if self.text[self.pos..].starts_with(".callprototype") {
                            self.until_semicolon(start)?;
                        } else {
                            stmts.push(Stmt::Label {
                                name: w,
                                at: start,
                                scope: *open_scopes.last().expect("inside the body"),
                            });
                        }
                        continue;
                    }
                    self.pos = start;
                    let (text, end) = self.until_semicolon(start)?;
                    stmts.push(Stmt::Inst {
                        text,
                        span: Span::new(start, end + 1),
                        loc: loc.clone(),
                        scope: *open_scopes.last().expect("inside the body"),
                    });
                }
            }
        }
    }

    /// `name` as a slice of the source (searched from `from`), so statements borrow.
    fn intern(&self, name: &str, from: usize) -> &'s str {
        match self.text[from..].find(name) {
            Some(k) => &self.text[from + k..from + k + name.len()],
            None => "",
        }
    }

    fn loc(&mut self) -> Result<Loc> {
        let at = self.pos;
        let line_text = self.rest_of_line();
        let mut parts = line_text.split(',');
        let nums = |s: &str| -> Option<Vec<u32>> {
            s.split_whitespace()
                .map(|w| w.parse().ok())
                .collect::<Option<Vec<u32>>>()
        };
        let head = parts.next().and_then(nums);
        let Some(&[file, line, column]) = head.as_deref() else {
            return self.error(at, "expected '.loc file line column'");
        };
        let mut inlined_at = None;
        for part in parts {
            if let Some(rest) = part.trim().strip_prefix("inlined_at") {
                if let Some(&[f, l, c]) = nums(rest).as_deref() {
                    inlined_at = Some((f, l, c));
                }
            }
        }
        Ok(Loc {
            file,
            line,
            column,
            inlined_at,
            chain: None,
        })
    }

    fn regs(&mut self, start: usize, scope: u32) -> Result<Stmt<'s>> {
        let mut ty = "";
        while let Some(w) = self.dot_word()? {
            if !matches!(w, ".v2" | ".v4" | ".v8") {
                ty = &w[1..];
            }
        }
        if ty.is_empty() {
            return self.error(self.pos, "expected the registers' type");
        }
        let mut names = Vec::new();
        loop {
            let name = self.expect_word("a register name")?;
            let count = if self.eat(b'<')? {
                let n = self.number("a register count")?;
                self.expect(b'>', "'>'")?;
                Some(n as u32)
            } else {
                None
            };
            names.push((name, count));
            if self.eat(b';')? {
                break;
            }
            if !self.eat(b',')? {
                return self.error(start, "expected ';' at the end of this statement");
            }
        }
        Ok(Stmt::Regs { ty, names, scope })
    }
}
