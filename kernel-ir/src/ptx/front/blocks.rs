//! Step 1 of [`super::function`]: statements → skeleton blocks.
//!
//! A label starts a block (the block before falls into it); `bra`, `brx.idx`, `ret` and `exit`
//! end one. A guarded statement other than a branch gets a block of its own between its
//! predicate's test and a join block:
//!
//! ```text
//!   @%p1 st.shared.b32 [%r5], %r6;     ──▶   b:        br i1 %p1, label %b.guarded7, label %b.join7
//!                                            b.guarded7: store …; br label %b.join7
//!                                            b.join7:    …
//! ```

use super::function::FnLower;
use super::statement::{label_of, Parsed};
use super::syntax::Stmt;
use crate::error::RawError;
use crate::ptx::PtxOperand;
use crate::span::Span;

/// The end of a skeleton block.
#[derive(Clone, Debug)]
pub(crate) enum Term {
    /// Falls through or jumps to a block.
    Goto(usize),
    /// `br i1 p, then, else` (`negated`: `@!p`).
    Cond {
        predicate: PtxOperand,
        negated: bool,
        then: usize,
        otherwise: usize,
    },
    /// `brx.idx`: the index and the targets.
    Switch(PtxOperand, Vec<usize>),
    /// `ret` / `exit` / the body's end.
    Return,
}

/// A block before lowering: the statements it runs and how it ends.
#[derive(Clone, Debug)]
pub(crate) struct Skeleton {
    pub name: String,
    pub items: Vec<usize>,
    pub term: Term,
    /// The statement whose text the terminator comes from (for its span), if any.
    pub term_stmt: Option<usize>,
}

pub(crate) fn new_skeleton(name: String) -> Skeleton {
    Skeleton {
        name,
        items: Vec::new(),
        term: Term::Return,
        term_stmt: None,
    }
    .with_open_end()
}

impl Skeleton {
    fn with_open_end(mut self) -> Self {
        self.term = Term::Goto(usize::MAX - 1);
        self
    }
}

fn ended(b: &Skeleton) -> bool {
    !matches!(b.term, Term::Goto(t) if t == usize::MAX - 1)
}

impl FnLower<'_, '_> {
    /// Builds the skeleton blocks from the statements.
    pub(crate) fn build_blocks(&mut self) -> Result<(), RawError> {
        let mut pending_targets: Vec<(usize, Vec<String>, Span, u32)> = Vec::new();
        self.blocks.push(new_skeleton("entry".into()));
        let mut cur = 0;
        let mut labelled = false;
        for (k, stmt) in self.stmts.iter().enumerate() {
            match stmt {
                Stmt::Label { name, at, scope } => {
                    if self.labels.contains_key(&(*scope, *name)) {
                        // ptxas: "Duplicate definition of label".
                        return Err(RawError::new(
                            *at,
                            format!("label '{name}' is defined twice in this function"),
                        ));
                    }
                    // A label of an inner scope names its block after the scope too (block
                    // names must be unique: certificates refer to blocks by name).
                    let block_name = if *scope == 0 {
                        name.to_string()
                    } else {
                        format!("{name}@{scope}")
                    };
                    if !self.blocks[cur].items.is_empty() {
                        // A label after instructions starts a block the previous falls into.
                        let next = self.blocks.len();
                        self.blocks[cur].term = Term::Goto(next);
                        self.blocks.push(new_skeleton(block_name));
                        cur = next;
                    } else if !labelled {
                        self.blocks[cur].name = block_name;
                    }
                    labelled = true;
                    self.labels.insert((*scope, name), cur);
                }
                Stmt::Inst { span, scope, .. } => {
                    let parsed = self.parsed[k].as_ref().expect("parsed");
                    let guard = parsed.guard().cloned();
                    let root = match parsed {
                        Parsed::Inst(i) => i.root.as_str(),
                        Parsed::Call(..) => "call",
                    };
                    let ends = matches!(root, "bra" | "brx" | "ret" | "exit");
                    if !ends && guard.is_none() {
                        self.blocks[cur].items.push(k);
                        labelled = false;
                        continue;
                    }
                    let body = if ends { None } else { Some(k) };
                    // A guarded statement or a branch: this block ends here.
                    let then = self.blocks.len();
                    let join = match (&guard, root) {
                        (None, _) => None,
                        (Some(_), "bra" | "brx") => Some(then),
                        (Some(_), _) => Some(then + 1),
                    };
                    let targets = match parsed {
                        Parsed::Inst(i) if root == "bra" => vec![label_of(i.operands.first())],
                        Parsed::Inst(i) if root == "brx" => {
                            let table = label_of(i.operands.get(1));
                            let list = self
                                .branch_targets
                                .get(table.as_str())
                                .cloned()
                                .ok_or_else(|| {
                                    RawError::new(
                                        span.start as usize,
                                        format!("no .branchtargets named '{table}'"),
                                    )
                                })?;
                            list.iter().map(|l| l.to_string()).collect()
                        }
                        _ => Vec::new(),
                    };
                    let brx_index = match parsed {
                        Parsed::Inst(i) if root == "brx" => i.operands.first().cloned(),
                        _ => None,
                    };
                    self.blocks[cur].term_stmt = Some(k);
                    match (guard, root) {
                        (None, "bra") => {
                            pending_targets.push((cur, targets, *span, *scope));
                            self.blocks[cur].term = Term::Goto(usize::MAX);
                        }
                        (None, "brx") => {
                            pending_targets.push((cur, targets, *span, *scope));
                            self.blocks[cur].term =
                                Term::Switch(brx_index.unwrap_or(PtxOperand::Sink), Vec::new());
                        }
                        (None, _) => self.blocks[cur].term = Term::Return,
                        (Some(g), "bra") => {
                            pending_targets.push((cur, targets, *span, *scope));
                            self.blocks[cur].term = Term::Cond {
                                predicate: g.predicate,
                                negated: g.negated,
                                then: usize::MAX,
                                otherwise: join.unwrap_or(then),
                            };
                            self.blocks.push(new_skeleton(format!(
                                "{}.fallthrough",
                                self.blocks[cur].name
                            )));
                            cur = then;
                            labelled = false;
                            continue;
                        }
                        (Some(g), _) => {
                            let join = join.unwrap_or(then + 1);
                            self.blocks[cur].term = Term::Cond {
                                predicate: g.predicate,
                                negated: g.negated,
                                then,
                                otherwise: join,
                            };
                            let base = self.blocks[cur].name.clone();
                            let mut guarded = new_skeleton(format!("{base}.guarded{k}"));
                            guarded.term_stmt = Some(k);
                            if let Some(b) = body {
                                guarded.items.push(b);
                                guarded.term = Term::Goto(join);
                            } else if root == "brx" {
                                return Err(RawError::new(
                                    span.start as usize,
                                    "a guarded brx.idx is not supported",
                                ));
                            } else {
                                guarded.term = Term::Return;
                            }
                            self.blocks.push(guarded);
                            self.blocks.push(new_skeleton(format!("{base}.join{k}")));
                            cur = join;
                            labelled = false;
                            continue;
                        }
                    }
                    let next = self.blocks.len();
                    self.blocks
                        .push(new_skeleton(format!("{}.after", self.blocks[cur].name)));
                    cur = next;
                    labelled = false;
                }
                _ => {}
            }
        }
        if !ended(&self.blocks[cur]) {
            self.blocks[cur].term = Term::Return;
        }
        for (b, targets, span, scope) in pending_targets {
            let mut resolved = Vec::new();
            for t in &targets {
                match self.label_seen_from(scope, t) {
                    Some(x) => resolved.push(x),
                    None => {
                        return Err(RawError::new(
                            span.start as usize,
                            format!("no label '{t}' in this function"),
                        ))
                    }
                }
            }
            match &mut self.blocks[b].term {
                Term::Goto(x) => *x = resolved[0],
                Term::Cond { then, .. } => *then = resolved[0],
                Term::Switch(_, list) => *list = resolved,
                Term::Return => {}
            }
        }
        Ok(())
    }

    /// The block of label `name` as a statement in `scope` sees it: declared there or in an
    /// enclosing scope, the innermost first.
    fn label_seen_from(&self, mut scope: u32, name: &str) -> Option<usize> {
        loop {
            if let Some(b) = self.labels.get(&(scope, name)) {
                return Some(*b);
            }
            if scope == 0 {
                return None;
            }
            scope = self
                .decl
                .scope_parents
                .get(scope as usize)
                .copied()
                .unwrap_or(0);
        }
    }

    pub(crate) fn successors(&self, b: usize) -> Vec<usize> {
        match &self.blocks[b].term {
            Term::Goto(t) => vec![*t],
            Term::Cond {
                then, otherwise, ..
            } => vec![*then, *otherwise],
            Term::Switch(_, list) => list.clone(),
            Term::Return => Vec::new(),
        }
    }
}
