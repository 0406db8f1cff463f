// The layout oracle: LLVM 22's own DataLayout answers for the types of a
// module. For every global variable, in order, prints one line:
//
//   @name bits store alloc abi pref [offset,offset,...]
//
// (getTypeSizeInBits, getTypeStoreSize, getTypeAllocSize, getABITypeAlign,
// getPrefTypeAlign, and for a struct its field offsets in bytes from
// getStructLayout). The module is parsed by LLVM's own parser, so the data
// layout is the one LLVM upgrades it to for its triple.
//
// Built and run by scripts/gen-layout-expectations.sh; not part of the build.
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

int main(int argc, char **argv) {
  if (argc != 2) {
    errs() << "usage: oracle FILE.ll\n";
    return 2;
  }
  LLVMContext ctx;
  SMDiagnostic err;
  std::unique_ptr<Module> m = parseIRFile(argv[1], err, ctx);
  if (!m) {
    err.print(argv[0], errs());
    return 2;
  }
  const DataLayout &dl = m->getDataLayout();
  for (GlobalVariable &g : m->globals()) {
    Type *ty = g.getValueType();
    outs() << "@" << g.getName() << " " << dl.getTypeSizeInBits(ty).getFixedValue() << " "
           << dl.getTypeStoreSize(ty).getFixedValue() << " "
           << dl.getTypeAllocSize(ty).getFixedValue() << " "
           << dl.getABITypeAlign(ty).value() << " " << dl.getPrefTypeAlign(ty).value();
    if (auto *st = dyn_cast<StructType>(ty)) {
      const StructLayout *sl = dl.getStructLayout(st);
      outs() << " ";
      for (unsigned i = 0; i < st->getNumElements(); ++i)
        outs() << (i ? "," : "") << sl->getElementOffset(i).getFixedValue();
    }
    outs() << "\n";
  }
  return 0;
}
