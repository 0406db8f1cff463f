//! Writes a module back as valid `.ll` text.
