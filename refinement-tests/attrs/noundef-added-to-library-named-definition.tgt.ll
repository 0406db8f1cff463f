define noundef ptr @calloc(i64 noundef %count, i64 %size) nofree willreturn memory(inaccessiblemem: readwrite) {
  ret ptr null
}
