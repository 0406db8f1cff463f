#include <stdexcept>
#include <vector>
#include <string>
struct R { ~R(); };
int g(int);
int f(int x) {
  R r;
  try { return g(x); } catch (const std::exception &e) { return 1; } catch (...) { return 2; }
}
std::string h(std::vector<int> v) { std::string s; for (int i : v) s += std::to_string(i); return s; }
int asmgoto(int x) { asm goto("" :::: err); return x; err: return -1; }
