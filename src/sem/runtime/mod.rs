//! The C library functions llsem implements for programs.

pub mod printf;
