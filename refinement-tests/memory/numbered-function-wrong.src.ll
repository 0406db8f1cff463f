; EXPECT: not-refines
; Unnamed functions (`@0`) are paired by number, as named ones by name:
; the offset of the third field of { i32, i64, i16 } folded to 16, as if
; i64 were aligned to 8 bytes; without a datalayout string it is aligned
; to 4 (LangRef "Data Layout", default i64:32:64).

%0 = type { i32, i64, i16 }

define i64 @0(ptr %p) {
  %q = getelementptr inbounds %0, ptr %p, i32 0, i32 2
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}
