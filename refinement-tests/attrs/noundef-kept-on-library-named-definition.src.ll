; EXPECT: refines
; As noundef-added-to-library-named-definition, but the target adds only
; promises the body keeps (a noundef null result, nofree, willreturn).

define ptr @calloc(i64 %count, i64 %size) memory(inaccessiblemem: readwrite) {
  ret ptr null
}
