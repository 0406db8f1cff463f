//! Tokens of LLVM IR text with their byte spans.
