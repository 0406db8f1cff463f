#include <stdexcept>
#include <string>
#include <vector>
struct Base { virtual ~Base() {} virtual int f(int x) { return x + 1; } };
struct D : Base { int f(int x) override { return x * 2; } };
int thrower(int x) { if (x > 3) throw std::runtime_error("big"); return x; }
int main(int argc, char**) {
  std::vector<int> v;
  try { for (int i = 0; i < argc + 5; i++) v.push_back(thrower(i)); }
  catch (const std::exception &e) { return (int)v.size(); }
  Base *b = new D; int r = b->f(3); delete b;
  return r;
}
