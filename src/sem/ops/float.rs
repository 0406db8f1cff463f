//! IEEE floating-point operations in every LLVM format, on raw bit patterns.
