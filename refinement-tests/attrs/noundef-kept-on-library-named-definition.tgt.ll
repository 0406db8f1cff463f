define noundef ptr @calloc(i64 %count, i64 %size) nofree willreturn memory(inaccessiblemem: readwrite) {
  ret ptr null
}
