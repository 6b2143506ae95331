// The two C functions the Embedded Swift runtime and wasi-libc's allocator may call on a fatal error, as traps, so
// that the module imports nothing from WASI. A trap is what a Swift runtime failure is on wasm (the `unreachable`
// instruction): JavaScript sees a `WebAssembly.RuntimeError`.
void abort(void) { __builtin_trap(); }
void __assert_fail(const char *expr, const char *file, int line, const char *func) { __builtin_trap(); }

// 128-bit multiplication, which the Swift standard library's integer and floating-point printing uses; compiler-rt's
// builtins are not in the toolchain for wasm32. Written with 64-bit halves, so that it calls nothing itself.
typedef unsigned long long u64;
typedef unsigned __int128 u128;
u128 __multi3(u128 a, u128 b) {
    u64 a0 = (u64)a, a1 = (u64)(a >> 64), b0 = (u64)b, b1 = (u64)(b >> 64);
    u64 al = a0 & 0xffffffffu, ah = a0 >> 32, bl = b0 & 0xffffffffu, bh = b0 >> 32;
    u64 ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    u64 mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    u64 lo = (ll & 0xffffffffu) | (mid << 32);
    u64 hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32) + a0 * b1 + a1 * b0;
    return ((u128)hi << 64) | lo;
}

// The seed of the standard library's hashing (dictionaries and sets). A fixed sequence (splitmix64): the page has no
// secret keys to protect, and the module then needs no WASI `random_get` import.
void arc4random_buf(void *buffer, unsigned long count) {
    static u64 state = 0x9e3779b97f4a7c15u;
    unsigned char *bytes = buffer;
    for (unsigned long i = 0; i < count; i++) {
        if (i % 8 == 0) {
            state += 0x9e3779b97f4a7c15u;
        }
        u64 z = state + (i % 8);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
        bytes[i] = (unsigned char)(z ^ (z >> 31));
    }
}
