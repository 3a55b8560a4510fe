//! One instruction statement, parsed: the PTX instruction (or a `call`, whose parenthesised
//! lists the instruction grammar does not cover), and which of its operands it writes.

use crate::ptx::{Guard, PtxInstruction, PtxOperand};

/// A parsed `call`: `call[.uni] (ret), target, (args)[, prototype];`.
#[derive(Clone, Debug)]
pub(crate) struct CallSyntax {
    pub ret: Option<String>,
    pub target: String,
    pub args: Vec<String>,
}

/// An instruction statement, parsed.
#[derive(Clone, Debug)]
pub(crate) enum Parsed {
    Inst(PtxInstruction),
    Call(Option<Guard>, CallSyntax),
}

impl Parsed {
    pub(crate) fn guard(&self) -> Option<&Guard> {
        match self {
            Parsed::Inst(i) => i.guard.as_ref(),
            Parsed::Call(g, _) => g.as_ref(),
        }
    }
}

pub(crate) fn label_of(op: Option<&PtxOperand>) -> String {
    match op {
        Some(PtxOperand::Name(n)) => n.clone(),
        _ => String::new(),
    }
}

/// `[name+offset]` of a `.param` access.
pub(crate) fn param_slot(op: &PtxOperand) -> Option<(String, i64)> {
    match op {
        PtxOperand::Address { base, offset, .. } => match base.as_ref() {
            PtxOperand::Name(n) => Some((n.clone(), *offset)),
            _ => None,
        },
        _ => None,
    }
}

/// Register names in an operand (special registers included).
pub(crate) fn registers(op: &PtxOperand) -> Vec<String> {
    let mut out = Vec::new();
    fn walk(op: &PtxOperand, out: &mut Vec<String>) {
        match op {
            PtxOperand::Register(r) => out.push(r.clone()),
            PtxOperand::Vector(items) => items.iter().for_each(|i| walk(i, out)),
            PtxOperand::Not(x) => walk(x, out),
            PtxOperand::Address {
                base, coordinates, ..
            } => {
                walk(base, out);
                if let Some(c) = coordinates {
                    walk(c, out);
                }
            }
            _ => {}
        }
    }
    walk(op, &mut out);
    out
}

/// Roots whose first operand is not a destination.
const NO_DESTINATION: &[&str] = &[
    "st",
    "red",
    "bra",
    "brx",
    "ret",
    "exit",
    "trap",
    "membar",
    "fence",
    "prefetch",
    "prefetchu",
    "cp",
    "stmatrix",
    "tensormap",
    "nanosleep",
    "pmevent",
    "griddepcontrol",
    "setmaxnreg",
    "discard",
    "applypriority",
    "barrier",
    "cvta.to",
    "multimem",
    "st.async",
    "red.async",
    "brkpt",
];

/// How many leading operands an instruction writes (0 or 1: the first, if it is registers).
pub(crate) fn destination_count(i: &PtxInstruction) -> usize {
    if NO_DESTINATION.contains(&i.root.as_str()) {
        return 0;
    }
    if i.root == "bar" {
        return usize::from(i.has("red"));
    }
    if i.root == "wgmma" && !i.has("mma_async") {
        return 0;
    }
    match i.operands.first() {
        Some(PtxOperand::Register(_) | PtxOperand::Vector(_) | PtxOperand::Sink) => 1,
        _ => 0,
    }
}

/// Instructions that read their destination too (`wgmma` accumulates into it).
pub(crate) fn accumulates(i: &PtxInstruction) -> bool {
    i.root == "wgmma"
}

/// Parses one instruction statement; `Err` gives the column offset and the message.
pub(crate) fn parse_instruction(text: &str) -> Result<Parsed, (usize, String)> {
    let trimmed = text.trim_start();
    let lead = text.len() - trimmed.len();
    let (guard_text, rest) = match trimmed.strip_prefix('@') {
        Some(r) => {
            let end = r.find(|c: char| c.is_whitespace()).unwrap_or(r.len());
            (Some(&trimmed[..end + 1]), r[end..].trim_start())
        }
        None => (None, trimmed),
    };
    if rest.starts_with("call") && rest[4..].starts_with(['.', ' ', '\t', '(']) {
        let guard = match guard_text {
            Some(g) => {
                let probe = PtxInstruction::parse(&format!("{g} nop"))
                    .map_err(|e| (lead + e.column - 1, e.message))?;
                probe.guard
            }
            None => None,
        };
        return parse_call(rest)
            .map(|c| Parsed::Call(guard, c))
            .map_err(|m| (lead, m));
    }
    PtxInstruction::parse(text).map(Parsed::Inst).map_err(|e| {
        (
            e.column.saturating_sub(1),
            format!("cannot read this instruction: {}", e.message),
        )
    })
}

fn parse_call(text: &str) -> Result<CallSyntax, String> {
    let body = text
        .split_once(|c: char| c.is_whitespace() || c == '(')
        .map(|(_, r)| r)
        .unwrap_or("");
    let body = if text[4..].trim_start().starts_with('(') && !text[4..].starts_with('.') {
        &text[text.find('(').unwrap_or(0)..]
    } else {
        body
    };
    // Split at top-level commas.
    let mut items = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (k, c) in body.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(body[start..k].trim());
                start = k + 1;
            }
            _ => {}
        }
    }
    items.push(body[start..].trim());
    let list = |s: &str| -> Vec<String> {
        s.trim_start_matches('(')
            .trim_end_matches(')')
            .split(',')
            .map(|x| x.trim().to_string())
            .filter(|x| !x.is_empty())
            .collect()
    };
    let mut it = items.into_iter().filter(|s| !s.is_empty()).peekable();
    let ret = match it.peek() {
        Some(s) if s.starts_with('(') => list(it.next().unwrap_or_default()).into_iter().next(),
        _ => None,
    };
    let target = it.next().ok_or("expected the called function")?.to_string();
    let args = match it.next() {
        Some(s) if s.starts_with('(') => list(s),
        _ => Vec::new(),
    };
    Ok(CallSyntax { ret, target, args })
}
