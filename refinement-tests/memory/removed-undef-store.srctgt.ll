; EXPECT: not-refines
; Removing `store i8 undef`: the byte keeps what the caller put there,
; which may be poison, where the source made it undef. Alive2's
; tests/alive-tv/asm/store-undef.srctgt.ll (alive-tv 22 without
; -tgt-is-asm: "Mismatch in memory").

define void @src(ptr %p) {
  store i8 undef, ptr %p
  ret void
}

define void @tgt(ptr %p) {
  ret void
}
