/* printf with floating conversions: %f %e %g %a (and upper-case), widths, precisions, flags -+ #0. */
#include <stdio.h>
#include <math.h>

int main(void) {
  double vals[] = {0.0, -0.0, 1.0, -1.5, 3.14159265358979, 1e-5, 123456789.0, 1e21, 2.5e-310, 0.1, 999.9995};
  int n = sizeof vals / sizeof vals[0];
  for (int i = 0; i < n; i++) {
    double v = vals[i];
    printf("|%f|%.2f|%10.3f|%-10.1f|%+f|% .0f|%#.0f|%010.4f|\n", v, v, v, v, v, v, v, v);
    printf("|%e|%.3E|%12.2e|%+.0e|%#.0e|\n", v, v, v, v, v);
    printf("|%g|%G|%.3g|%#g|%10.4g|%-10g|%.10g|\n", v, v, v, v, v, v, v);
    printf("|%a|%A|%.2a|%+a|%20a|\n", v, v, v, v, v);
  }
  printf("inf: %f %e %g %a %F %E %G %A\n", INFINITY, -INFINITY, INFINITY, INFINITY, INFINITY, INFINITY,
         INFINITY, -INFINITY);
  printf("nan: %f %5.1f %-6e|\n", fabs(NAN), fabs(NAN), fabs(NAN));
  printf("rounding: %.0f %.0f %.0f %.0f %.1f %.1f %.2f\n", 0.5, 1.5, 2.5, -0.5, 0.25, 0.35, 1.005);
  printf("float promoted: %f %g %a\n", (double)1.1f, (double)1.1f, (double)1.1f);
  printf("%*.*f|%-*.*e|\n", 12, 3, 2.0 / 3.0, 14, 2, -2.0 / 3.0);
  printf("%.20f\n%.17g\n%.30e\n", 0.1, 0.1, 1.0 / 3.0);
  printf("%g %g %g %g %g\n", 100000.0, 1000000.0, 0.0001, 0.00001, 123456789012.0);
  printf("%.0e %.1g %#.1g %.15g\n", 15.0, 0.05, 1.0, 5e-324);
  return 0;
}
