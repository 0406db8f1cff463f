//! glibc-compatible `printf`-family formatting.
