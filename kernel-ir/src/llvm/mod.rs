//! The LLVM IR (`.ll` text) front-end: a hand-written [`lexer`] and a recursive-descent
//! [`parser`] that build the crate's kernel model. A second front-end (PTX) sits beside this
//! folder and lowers to the same model; nothing outside `llvm/` knows LLVM's syntax.

pub mod lexer;
pub mod parser;
