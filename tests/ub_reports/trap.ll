; llvm.trap.
declare void @llvm.trap()
define void @main() {
entry:
  call void @llvm.trap()
  unreachable
}
