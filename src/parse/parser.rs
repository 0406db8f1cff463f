//! The recursive-descent parser: tokens to a name-resolved module.
