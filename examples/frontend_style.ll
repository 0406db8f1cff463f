; A module in the shape a small language's front end emits with LLVM's
; IRBuilder: every local (parameters included) lives in an `alloca` made at
; the top of the entry block; a function with a value has a `retval` slot
; that each `return` stores to before branching to one `return` block; the
; built-in `println` prints its number with printf("%.15g\n"); and the
; language's `main` is renamed `__builtin_main` and wrapped in a C `main`
; that returns 0. Every value of the language is a double.
;
; The source program:
;
;   fn average(a: number, b: number, c: number): number {
;     return (a + b + c) / 3;
;   }
;   fn collatz(n: number): number {       // steps from n down to 1
;     var steps = 0;
;     while n != 1 {
;       if n % 2 == 0 { n = n / 2; } else { n = 3 * n + 1; }
;       steps = steps + 1;
;     }
;     return steps;
;   }
;   fn main(): void {
;     println(average(1, 2, 4));
;     println(collatz(27));
;     println(0.1 + 0.2);
;   }
;
; `llsem run examples/frontend_style.ll` prints
;
;   2.33333333333333
;   111
;   0.3
;
; and exits with status 0:
;
; RUN: @main() => stdout "2.33333333333333\n111\n0.3\n" i32 0
; RUN: @collatz(27.0) => double 0x405BC00000000000
; RUN: @average(1.0, 2.0, 4.0) => double 0x4002AAAAAAAAAAAB

@.fmt = private unnamed_addr constant [7 x i8] c"%.15g\0A\00"

declare i32 @printf(ptr, ...)

define void @println(double %n) {
entry:
  %n1 = alloca double
  store double %n, ptr %n1
  %0 = load double, ptr %n1
  %1 = call i32 (ptr, ...) @printf(ptr @.fmt, double %0)
  ret void
}

define double @average(double %a, double %b, double %c) {
entry:
  %retval = alloca double
  %a1 = alloca double
  %b1 = alloca double
  %c1 = alloca double
  store double %a, ptr %a1
  store double %b, ptr %b1
  store double %c, ptr %c1
  %0 = load double, ptr %a1
  %1 = load double, ptr %b1
  %2 = fadd double %0, %1
  %3 = load double, ptr %c1
  %4 = fadd double %2, %3
  %5 = fdiv double %4, 3.000000e+00
  store double %5, ptr %retval
  br label %return

return:
  %6 = load double, ptr %retval
  ret double %6
}

define double @collatz(double %n) {
entry:
  %retval = alloca double
  %n1 = alloca double
  %steps = alloca double
  store double %n, ptr %n1
  store double 0.000000e+00, ptr %steps
  br label %while.cond

while.cond:
  %0 = load double, ptr %n1
  %1 = fcmp one double %0, 1.000000e+00
  br i1 %1, label %while.body, label %while.exit

while.body:
  %2 = load double, ptr %n1
  %3 = frem double %2, 2.000000e+00
  %4 = fcmp oeq double %3, 0.000000e+00
  br i1 %4, label %if.then, label %if.else

if.then:
  %5 = load double, ptr %n1
  %6 = fdiv double %5, 2.000000e+00
  store double %6, ptr %n1
  br label %if.exit

if.else:
  %7 = load double, ptr %n1
  %8 = fmul double 3.000000e+00, %7
  %9 = fadd double %8, 1.000000e+00
  store double %9, ptr %n1
  br label %if.exit

if.exit:
  %10 = load double, ptr %steps
  %11 = fadd double %10, 1.000000e+00
  store double %11, ptr %steps
  br label %while.cond

while.exit:
  %12 = load double, ptr %steps
  store double %12, ptr %retval
  br label %return

return:
  %13 = load double, ptr %retval
  ret double %13
}

define void @__builtin_main() {
entry:
  %0 = call double @average(double 1.000000e+00, double 2.000000e+00, double 4.000000e+00)
  call void @println(double %0)
  %1 = call double @collatz(double 2.700000e+01)
  call void @println(double %1)
  %2 = fadd double 1.000000e-01, 2.000000e-01
  call void @println(double %2)
  ret void
}

define i32 @main() {
entry:
  call void @__builtin_main()
  ret i32 0
}
