/* Single-threaded atomics: _Atomic objects, C11 atomic_* ops, __atomic and __sync builtins, fences, CAS loops. */
#include <stdio.h>
#include <stdatomic.h>
#include <stdint.h>

static _Atomic int counter;
static atomic_llong big;
static uint32_t plain;

static int cas_max(_Atomic int *obj, int v) {
  int cur = atomic_load(obj);
  while (cur < v && !atomic_compare_exchange_weak(obj, &cur, v))
    ;
  return atomic_load(obj);
}

int main(void) {
  for (int i = 0; i < 10; i++)
    atomic_fetch_add(&counter, i);
  printf("counter = %d\n", atomic_load(&counter));
  int old = atomic_exchange(&counter, 100);
  printf("exchange old=%d new=%d\n", old, atomic_load_explicit(&counter, memory_order_acquire));
  int expected = 99;
  _Bool ok = atomic_compare_exchange_strong(&counter, &expected, 5);
  printf("cas fail: ok=%d expected=%d\n", ok, expected);
  ok = atomic_compare_exchange_strong(&counter, &expected, 5);
  printf("cas succeed: ok=%d value=%d\n", ok, atomic_load(&counter));
  printf("cas_max %d %d\n", cas_max(&counter, 3), cas_max(&counter, 42));
  atomic_store_explicit(&big, 1LL << 40, memory_order_release);
  atomic_fetch_sub(&big, 1);
  atomic_fetch_or(&big, 0xff);
  atomic_fetch_and(&big, ~0xfLL);
  atomic_fetch_xor(&big, 0x3);
  printf("big = %llx\n", (unsigned long long)atomic_load(&big));
  atomic_thread_fence(memory_order_seq_cst);
  __atomic_store_n(&plain, 7u, __ATOMIC_RELAXED);
  uint32_t prev = __atomic_fetch_add(&plain, 10u, __ATOMIC_SEQ_CST);
  uint32_t now = __atomic_add_fetch(&plain, 1u, __ATOMIC_SEQ_CST);
  printf("plain prev=%u now=%u\n", prev, now);
  uint32_t nand_old = __atomic_fetch_nand(&plain, 0xf0u, __ATOMIC_SEQ_CST);
  printf("nand old=%u new=%x\n", nand_old, __atomic_load_n(&plain, __ATOMIC_SEQ_CST));
  uint32_t s = __sync_fetch_and_add(&plain, 1u);
  _Bool swapped = __sync_bool_compare_and_swap(&plain, s + 1u, 12345u);
  printf("sync: %d %u\n", swapped, plain);
  atomic_flag flag = ATOMIC_FLAG_INIT;
  int first = atomic_flag_test_and_set(&flag), second = atomic_flag_test_and_set(&flag);
  atomic_flag_clear(&flag);
  printf("flag %d %d %d\n", first, second, atomic_flag_test_and_set(&flag));
  return 0;
}
