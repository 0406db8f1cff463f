/*
 * Writes long_double_expected.txt: glibc's output for `long double`
 * conversions, which Rust cannot pass to snprintf. llsem's printf tests
 * (src/sem/runtime/printf/glibc_tests.rs) compare against this table.
 *
 * Each line: FORMAT <TAB> SSSS:MMMMMMMMMMMMMMMM <TAB> OUTPUT
 * where SSSS is the sign and exponent and M the 64-bit significand of the
 * x86_fp80 argument, in hex. The values and formats come from a fixed LCG,
 * so the table is reproducible:
 *
 *   gcc -O1 -o /tmp/gen_expected tests/printf/gen_expected.c
 *   /tmp/gen_expected > tests/printf/long_double_expected.txt
 *
 * Generated with glibc 2.36 (Debian 12), x86-64.
 */
#include <float.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t lcg_state = 7;

static uint32_t next_u32(void) {
    lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(lcg_state >> 32);
}

static uint64_t next_u64(void) {
    uint64_t high = next_u32();
    return (high << 32) | next_u32();
}

static unsigned below(unsigned bound) { return next_u32() % bound; }

struct f80 {
    uint16_t sign_exp;
    uint64_t mant;
};

static long double from_bits(struct f80 bits) {
    unsigned char raw[sizeof(long double)] = {0};
    long double value;
    memcpy(raw, &bits.mant, 8);
    memcpy(raw + 8, &bits.sign_exp, 2);
    memcpy(&value, raw, sizeof value);
    return value;
}

static struct f80 to_bits(long double value) {
    unsigned char raw[sizeof(long double)];
    struct f80 bits;
    memcpy(raw, &value, sizeof raw);
    memcpy(&bits.mant, raw, 8);
    memcpy(&bits.sign_exp, raw + 8, 2);
    return bits;
}

static void emit(const char *fmt, struct f80 bits) {
    char out[20000];
    int len = snprintf(out, sizeof out, fmt, from_bits(bits));
    if (len < 0 || (size_t)len >= sizeof out) {
        fprintf(stderr, "output too long for %s\n", fmt);
        return;
    }
    printf("%s\t%04x:%016llx\t%s\n", fmt, bits.sign_exp, (unsigned long long)bits.mant, out);
}

#define MAX_VALUES 600
static struct f80 values[MAX_VALUES];
static int value_count;

static void add(struct f80 bits) {
    if (value_count < MAX_VALUES) values[value_count++] = bits;
}

static void add_value(long double value) { add(to_bits(value)); }

static void add_raw(uint16_t sign_exp, uint64_t mant) {
    struct f80 bits = {sign_exp, mant};
    add(bits);
}

static void add_values(void) {
    static const long double literals[] = {
        0.0L, -0.0L, 1.0L, -1.0L, 0.1L, 0.2L, 0.3L, 0.5L, 1.5L, 2.5L, 3.5L, -2.5L,
        0.125L, 0.375L, 0.05L, 0.15L, 0.25L, 0.35L, 9.5L, 99.5L, 999.5L, 1e-5L,
        123456.0L, 999999.5L, 9999995.0L, 0.00009999995L, 1e15L, 1e16L, 1e19L,
        1e20L, 1e21L, 1e22L, 1e23L, 1e100L, 1e300L, 1e-300L, 1e308L, 1e1000L,
        1e4000L, 1e-4000L, 1e4932L, 18446744073709551615.0L, 18446744073709551616.0L,
        9223372036854775808.5L, 3.14159265358979323846264338327950288L,
        2.71828182845904523536028747135266250L, 1.0L / 3.0L, 2.0L / 3.0L,
        LDBL_MAX, -LDBL_MAX, LDBL_MIN, LDBL_TRUE_MIN, LDBL_EPSILON, 15.5L, 255.75L,
        0x1.fffffffffffffffep0L, 0xf.8p0L, 0xf.fffffffffffffffp0L, 0x1.8p-16382L,
        __builtin_infl(), -__builtin_infl(), __builtin_nanl(""), -__builtin_nanl(""),
        __builtin_nansl(""), 0.1f, 0.1, 1e-320L,
    };
    for (size_t i = 0; i < sizeof literals / sizeof literals[0]; i++) add_value(literals[i]);
    /* Non-canonical encodings: pseudo-denormals, unnormals, pseudo-infinities, pseudo-NaNs. */
    add_raw(0x0000, 0x8000000000000000ull);
    add_raw(0x8000, 0x8000000000000001ull);
    add_raw(0x0000, 0xc000000000000000ull);
    add_raw(0x0000, 0xffffffffffffffffull);
    add_raw(0x0001, 0x0000000000000000ull);
    add_raw(0x3fff, 0x4000000000000000ull);
    add_raw(0x7ffe, 0x7fffffffffffffffull);
    add_raw(0x7fff, 0x0000000000000000ull);
    add_raw(0xffff, 0x4000000000000000ull);
    add_raw(0x7fff, 0xc000000000000000ull);
    add_raw(0x7fff, 0x8000000000000001ull);
    for (int i = 0; i < 16; i++) add_raw((uint16_t)(below(2) << 15), next_u64() | 0x8000000000000000ull);
    for (int i = 0; i < 16; i++) add_raw((uint16_t)(below(2) << 15), next_u64() >> below(64));
    /* Random bit patterns over the whole exponent range (canonical or not). */
    for (int i = 0; i < 120; i++) add_raw((uint16_t)next_u32(), next_u64());
    /* Random normal values of moderate magnitude. */
    for (int i = 0; i < 120; i++)
        add_raw((uint16_t)((below(2) << 15) | (0x3fff - 70 + below(140))), next_u64() | 0x8000000000000000ull);
    /* Exact binary ties and short decimals. */
    for (int i = 0; i < 40; i++) {
        long double tie = ((long double)below(100000) + 0.5L) / (long double)(1u << below(20));
        add_value(tie);
    }
    for (int i = 0; i < 40; i++) {
        long double scale = 1.0L;
        for (unsigned k = below(12); k > 0; k--) scale *= 10.0L;
        add_value((long double)below(1000000) / scale);
    }
}

static const char *const flag_chars[] = {"-", "+", " ", "#", "0", "'"};
static const char *const widths[] = {"", "", "1", "3", "8", "15", "24", "40"};
static const char *const precisions[] = {
    "", "", ".", ".0", ".1", ".2", ".3", ".4", ".5", ".6", ".10", ".14", ".15", ".16",
    ".17", ".18", ".19", ".20", ".21", ".25", ".30", ".40", ".70",
};
static const char *const lengths[] = {"L", "L", "L", "ll", "q"};
static const char convs[] = "fFeEgGaA";

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

static int is_huge(struct f80 bits) {
    int exp = bits.sign_exp & 0x7fff;
    return exp > 0x3fff + 400 && exp != 0x7fff;
}

static void random_formats(struct f80 bits) {
    char fmt[64];
    for (size_t conv = 0; conv < 8; conv++) {
        int fixed = convs[conv] == 'f' || convs[conv] == 'F';
        for (int round = 0; round < 6; round++) {
            if (fixed && is_huge(bits) && round > 0) continue;
            char flags[8] = "";
            unsigned mask = below(64);
            for (unsigned f = 0; f < COUNT(flag_chars); f++)
                if (mask & (1u << f)) strcat(flags, flag_chars[f]);
            snprintf(fmt, sizeof fmt, "[%%%s%s%s%s%c]", flags, widths[below(COUNT(widths))],
                     precisions[below(COUNT(precisions))], lengths[below(COUNT(lengths))], convs[conv]);
            emit(fmt, bits);
        }
    }
}

static void exact_formats(struct f80 bits) {
    static const char *const fmts[] = {"%.40Le", "%.25Lg", "%.18La", "%#.0La", "%.0La", "%.3La", "%.7La"};
    for (size_t i = 0; i < COUNT(fmts); i++) emit(fmts[i], bits);
    if (!is_huge(bits)) emit("%.70Lf", bits);
}

int main(void) {
    add_values();
    for (int i = 0; i < value_count; i++) {
        random_formats(values[i]);
        exact_formats(values[i]);
    }
    /* Full expansions at the extremes. */
    emit("%.0Lf", to_bits(LDBL_MAX));
    emit("%.16500Lf", to_bits(LDBL_TRUE_MIN));
    emit("%.16445Le", to_bits(LDBL_TRUE_MIN));
    emit("%.4950Le", to_bits(LDBL_MIN));
    emit("%.5000Lg", to_bits(LDBL_MAX));
    emit("%.16400Lf", to_bits(LDBL_MIN));
    return 0;
}
