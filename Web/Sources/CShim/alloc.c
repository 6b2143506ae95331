// The module's allocator: the two functions the Embedded Swift runtime calls (`posix_memalign`, `free`), in place of
// wasi-libc's dlmalloc (about 10 KB of the module). Segregated free lists by power-of-two size class, carved from the
// end of the heap, which grows with `memory.grow`: allocation and freeing are O(1), and a freed block is reused by
// the next request of its class, so a long-lived deck whose cards come and go reuses the same blocks and the heap
// stays at its high-water mark (blocks are never split, merged or given back; wasm memory cannot shrink anyway).
// Costs: up to half a block lost to rounding, and 16 bytes of header per block. docs/embedded.md, "The C side".

typedef unsigned long size_t;

extern unsigned char __heap_base;  // the first free byte after the data and the stack (defined by wasm-ld)

enum {
    HEADER = 16,     // bytes before a block's payload; keeps payloads 16-byte aligned
    CLASSES = 27,    // class k is a block of 32 << k bytes, header included: 32 B … 2 GiB
    PAGE = 65536,    // wasm page size, bytes
    E_INVAL = 28,    // wasi-libc's EINVAL
    E_NOMEM = 48,    // wasi-libc's ENOMEM
};

typedef struct Block {
    struct Block *next;  // while free: the next free block of the class
} Block;

static Block *free_lists[CLASSES];
static size_t heap_top;  // 0 until the first allocation

// The class whose payload holds `size` bytes, or CLASSES when none does.
static unsigned class_of(size_t size) {
    unsigned k = 0;
    while (k < CLASSES && ((size_t)32 << k) - HEADER < size) {
        k++;
    }
    return k;
}

// `bytes` fresh bytes at the heap's end (a multiple of 16), growing the memory when needed; 0 when it cannot grow.
static unsigned char *carve(size_t bytes) {
    if (heap_top == 0) {
        heap_top = ((size_t)&__heap_base + 15) & ~(size_t)15;
    }
    size_t end = (size_t)__builtin_wasm_memory_size(0) * PAGE;
    if (bytes > ~(size_t)0 - heap_top) {
        return 0;
    }
    if (heap_top + bytes > end) {
        size_t pages = (heap_top + bytes - end + PAGE - 1) / PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) {
            return 0;
        }
    }
    unsigned char *block = (unsigned char *)heap_top;
    heap_top += bytes;
    return block;
}

// Alignments up to 16 (every Swift type the engine has); a larger one is refused (EINVAL), as is a size no class
// holds (ENOMEM): the Swift runtime then traps.
int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment > HEADER || (alignment & (alignment - 1)) != 0) {
        return E_INVAL;
    }
    unsigned k = class_of(size);
    if (k == CLASSES) {
        return E_NOMEM;
    }
    unsigned char *block = (unsigned char *)free_lists[k];
    if (block) {
        free_lists[k] = ((Block *)block)->next;
    } else if (!(block = carve((size_t)32 << k))) {
        return E_NOMEM;
    }
    *(unsigned *)block = k;
    *result = block + HEADER;
    return 0;
}

void free(void *pointer) {
    if (!pointer) {
        return;
    }
    unsigned char *block = (unsigned char *)pointer - HEADER;
    unsigned k = *(unsigned *)block;
    ((Block *)block)->next = free_lists[k];
    free_lists[k] = (Block *)block;
}
