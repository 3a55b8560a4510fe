//! # The PTX front-end: `.ptx` text → the kernel IR
//!
//! Most CUDA users never see LLVM IR: `nvcc` hands PTX to `ptxas`, and Triton writes `.ptx`
//! too. This front-end reads PTX as `nvcc -ptx`, `llc -march=nvptx64` and Triton write it
//! and lowers it to the same [`Module`] the LLVM front-end builds, so every analysis, pass
//! and command runs unchanged (docs/design.md §9.3):
//!
//! ```text
//!   .ptx ──syntax──▶ statements ──function──▶ blocks ──kinds──▶ address registers
//!                                               │
//!                                   SSA renaming + lower ──▶ Module (source = the .ptx)
//! ```
//!
//! * `syntax` finds the statements: module directives, variables, `.entry`/`.func`
//!   headers, and in bodies `.reg` declarations, labels, `.loc` lines and instructions.
//! * `function` splits a body into blocks (a guarded instruction is a block entered under
//!   its predicate), builds SSA form over the registers, and assembles the IR tables.
//! * `kinds` decides which registers hold addresses, so address arithmetic becomes
//!   `getelementptr` and the analyses' pointer tracing and per-thread slot reasoning work.
//! * `lower` turns each instruction into IR: native arithmetic, loads and stores, barrier
//!   intrinsics, and an inline-asm call of the instruction itself for everything else — the
//!   same PTX instruction model ([`crate::ptx`]) that reads inline PTX in LLVM IR gives those
//!   their effects, so there is one model, not two.
//!
//! ## A worked example
//!
//! ```text
//! .visible .entry k(.param .u64 k_param_0)          define ptx_kernel void @k(ptr %k_param_0)
//! {                                                 entry:
//!   .reg .b32 %r<3>; .reg .b64 %rd<3>;
//!   ld.param.u64 %rd1, [k_param_0];                   (no instruction: %rd1 is %k_param_0)
//!   cvta.to.global.u64 %rd2, %rd1;                    %rd2 = addrspacecast ptr %k_param_0 to ptr addrspace(1)
//!   mov.u32 %r1, %tid.x;                              %t0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//!   mul.wide.u32 %rd3, %r1, 4;                        %t1 = zext i32 %t0 to i64 ; … ; %rd3 = mul i64 %t1, %t2
//!   add.s64 %rd4, %rd2, %rd3;                         %rd4 = getelementptr i8, ptr addrspace(1) %rd2, i64 %rd3
//!   st.global.u32 [%rd4], %r1;                        store i32 %t0, ptr addrspace(1) %rd4
//!   bar.sync 0;                                       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
//!   ret;                                              ret void
//! }
//! ```
//!
//! ## What the printer sees
//!
//! The module's source is the PTX text and every instruction's span is its PTX statement, so
//! [`print_module`](crate::print_module) removes a barrier by cutting its line: an untouched
//! module prints byte-identical, and the output is the input minus the removed `bar.sync`
//! lines. Instructions the lowering adds (casts, φs, the branches of guarded statements)
//! share the span of the statement they come from and are never removed.
//!
//! ## Debug locations
//!
//! `.loc file line col` applies to the instructions after it; with `-lineinfo` or `-g` every
//! barrier reports `kernel.cu:12:3`. A `.loc` inside a toolchain header (`__syncthreads` from
//! clang's or CUDA's headers) reports its `inlined_at` call site when the PTX gives one. PTX
//! without `.loc` (nvcc without `-lineinfo`, or `-G` output stripped of it) reports places in
//! the `.ptx` itself (`k.ptx:40:2`).
//!
//! ## Errors
//!
//! Malformed PTX — an unknown directive, an unterminated body, a missing `;`, an undeclared
//! register, a branch to a label the function does not have — is an error with
//! `file:line:col`. An instruction this front-end does not know is not an error: it becomes an
//! asm call the model calls unknown, i.e. any access to any memory.

mod asm;
mod assemble;
mod blocks;
mod context;
mod float_regs;
mod function;
mod initializer;
mod intrinsics;
mod kinds;
mod lower;
mod memory;
mod reader;
mod ssa;
mod statement;
mod syntax;
mod vars;

use crate::error::{ParseError, RawError};
use crate::index::IndexVec;
use crate::instruction::Operand;
use crate::module::{Attribute, Function, Global, Module, Param, Symbol};
use crate::span::Span;
use crate::types::Type;
use context::{address_space, value_type, ModuleContext};
use function::FnLower;
use syntax::{FuncDecl, Reader, Stmt, VarDecl};

/// Reads PTX text `text`, named `name` in messages, into a [`Module`].
pub fn parse_ptx_module(name: &str, text: &str) -> Result<Module, ParseError> {
    parse_ptx_module_owned(name, text.to_string())
}

/// [`parse_ptx_module`] taking ownership of the text, which becomes [`Module::source`].
pub fn parse_ptx_module_owned(name: &str, text: String) -> Result<Module, ParseError> {
    let built = build(name, &text).map_err(|e| e.locate(name, &text))?;
    let ModuleContext {
        types,
        constants,
        globals,
        functions,
        symbols,
        debug_info,
        ..
    } = built;
    Ok(Module {
        source_name: name.to_string(),
        source: text,
        types,
        globals,
        functions,
        constants,
        debug_info,
        target_triple: Some("nvptx64-nvidia-cuda".to_string()),
        symbols,
    })
}

/// True when `text` looks like PTX rather than LLVM IR: its first directive, past `//` and
/// `/* … */` comments, is one of PTX's module directives.
pub fn looks_like_ptx(text: &str) -> bool {
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.find('\n').map_or("", |n| &after[n..]);
        } else if let Some(after) = rest.strip_prefix("/*") {
            match after.find("*/") {
                Some(end) => rest = &after[end + 2..],
                None => return false,
            }
        } else {
            return [".version", ".target", ".address_size"]
                .iter()
                .any(|d| rest.starts_with(d));
        }
    }
}

fn build(name: &str, text: &str) -> Result<ModuleContext, RawError> {
    let file = Reader::new(text).file()?;
    let mut ctx = ModuleContext::new(name, text);
    for (number, path) in &file.files {
        ctx.add_file(*number, path);
    }
    for v in &file.variables {
        add_variable(&mut ctx, v);
    }
    for f in &file.functions {
        for stmt in f.body.iter().flatten() {
            if let Stmt::Var(v) = stmt {
                add_variable(&mut ctx, v);
            }
        }
    }
    // Every function first, so calls and symbols resolve whatever the order.
    let mut ids = Vec::with_capacity(file.functions.len());
    for f in &file.functions {
        ids.push(declare_function(&mut ctx, f));
    }
    for (f, id) in file.functions.iter().zip(ids) {
        let Some(body) = &f.body else { continue };
        let mut lower = FnLower::new(&mut ctx, f, body);
        lower.parse_statements()?;
        lower.build_blocks()?;
        lower.rename_and_lower()?;
        let param_types: Vec<_> = (0..f.params.len()).map(|k| lower.param_type(k)).collect();
        let (blocks, insts, locals, local_names) = lower.assemble();
        let uses = assemble::function_uses(locals.len(), &insts);
        let func = &mut ctx.functions[id];
        for (p, ty) in func.params.iter_mut().zip(param_types) {
            p.ty = ty;
        }
        func.is_defined = true;
        func.blocks = blocks;
        func.insts = insts;
        func.locals = locals;
        func.local_names = local_names;
        func.uses = uses;
        func.span = f.span;
    }
    Ok(ctx)
}

fn add_variable(ctx: &mut ModuleContext, v: &VarDecl) {
    let elem = value_type(v.elem).unwrap_or(Type::Int(8));
    let numeric = scalar_elem(&elem);
    let elem_ty = ctx.ty(elem);
    let mut ty = elem_ty;
    // The type of each level, innermost first, for the initializer.
    let mut levels = Vec::new();
    for d in v.dims.iter().rev() {
        let len = d.unwrap_or(0);
        ty = ctx.ty(Type::Array { len, elem: ty });
        levels.push((ty, len));
    }
    let initializer = v
        .init
        .as_deref()
        .filter(|_| numeric && !v.dims.contains(&None))
        .map(|bits| initial_value(ctx, elem_ty, &levels, &mut bits.iter().copied()));
    let space = address_space(v.space);
    let pointer_type = ctx.ptr(space);
    let mut keywords = if v.external {
        vec!["external".to_string()]
    } else {
        Vec::new()
    };
    // An initializer written but not read (an address: `generic(sym)`): the contents are
    // unknown, not the zeros of a variable without one (the interpreter's exec/globals.rs).
    if v.has_initializer && initializer.is_none() {
        keywords.push("initializer-unread".to_string());
    }
    let id = ctx.globals.push(Global {
        name: v.name.to_string(),
        addr_space: space,
        value_type: ty,
        pointer_type,
        is_constant: v.space == "const",
        initializer,
        align: v.align,
        keywords,
        span: v.span,
    });
    ctx.symbols.insert(v.name.to_string(), Symbol::Global(id));
}

/// Whether a variable of element type `elem` takes an initializer of numbers (not the
/// vector element types).
fn scalar_elem(elem: &Type) -> bool {
    matches!(elem, Type::Int(_) | Type::Float | Type::Double)
}

/// The constant of the array levels `levels` (innermost first: type and length) of elements
/// `elem`, taking element bits from `bits` (zero once they run out).
fn initial_value(
    ctx: &mut ModuleContext,
    elem: crate::index::TypeId,
    levels: &[(crate::index::TypeId, u64)],
    bits: &mut impl Iterator<Item = u64>,
) -> Operand {
    let Some(((ty, len), inner)) = levels.split_last() else {
        return ctx.int(elem, i128::from(bits.next().unwrap_or(0)));
    };
    let elements = (0..*len)
        .map(|_| initial_value(ctx, elem, inner, bits))
        .collect();
    let id = ctx
        .constants
        .push(crate::constant::Constant::Aggregate { ty: *ty, elements });
    Operand::Const(id)
}

fn declare_function(ctx: &mut ModuleContext, f: &FuncDecl) -> crate::index::FunctionId {
    let void = ctx.void();
    let return_type = match &f.ret {
        Some(r) => {
            let ty = value_type(r.ty).unwrap_or(Type::Int(64));
            ctx.ty(ty)
        }
        None => void,
    };
    let params: Vec<Param> = f
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let struct_bytes = p.array.filter(|_| f.is_entry);
            let ty = match (p.ptr_space, struct_bytes) {
                (Some(space), _) => ctx.ptr(address_space(space)),
                // A kernel's struct parameter (`.param .align 8 .b8 p[16]`): the kernel reads
                // its bytes in parameter space, which no thread writes; as a pointer to
                // constant memory, so `ld.param [p+8]` is a load the analyses know cannot
                // conflict and the interpreter reads from the argument's buffer.
                (None, Some(_)) => ctx.ptr(crate::module::addr_space::CONSTANT),
                (None, None) => {
                    let ty = value_type(p.ty).unwrap_or(Type::Int(64));
                    ctx.ty(ty)
                }
            };
            let attributes = struct_bytes
                .map(|n| {
                    vec![Attribute {
                        name: "dereferenceable".to_string(),
                        arg: Some(n.to_string()),
                    }]
                })
                .unwrap_or_default();
            Param {
                ty,
                attributes,
                local: crate::index::LocalId::new(k),
            }
        })
        .collect();
    let attributes = f
        .directives
        .iter()
        .filter_map(|(d, args)| {
            let key = match *d {
                "reqntid" => "nvvm.reqntid",
                "maxntid" => "nvvm.maxntid",
                "minnctapersm" => "nvvm.minctasm",
                "maxnreg" => "nvvm.maxnreg",
                _ => return None,
            };
            let arg: String = args.split(',').map(str::trim).collect::<Vec<_>>().join(",");
            Some(Attribute {
                name: key.to_string(),
                arg: Some(arg),
            })
        })
        .collect();
    let existing = match ctx.symbols.get(f.name) {
        Some(Symbol::Function(id)) => Some(*id),
        _ => None,
    };
    let func = Function {
        name: f.name.to_string(),
        is_kernel: f.is_entry,
        is_defined: false,
        return_type,
        params,
        varargs: false,
        calling_conv: f.is_entry.then(|| "ptx_kernel".to_string()),
        attributes,
        blocks: IndexVec::new(),
        insts: IndexVec::new(),
        locals: IndexVec::new(),
        local_names: String::new(),
        uses: Default::default(),
        span: Span::default(),
    };
    match existing {
        // A prototype before the definition (or a second declaration): one function.
        Some(id) if f.body.is_some() || !ctx.functions[id].is_defined => {
            ctx.functions[id] = func;
            id
        }
        Some(id) => id,
        None => {
            let id = ctx.functions.push(func);
            ctx.symbols.insert(f.name.to_string(), Symbol::Function(id));
            id
        }
    }
}
