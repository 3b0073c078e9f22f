// Aligned allocation (64 bytes: one cache line, one AVX-512 register) and per-thread scratch.
#ifndef TANDEM_ALLOC_H
#define TANDEM_ALLOC_H

#include <pthread.h>
#include <stddef.h>

// Returns `bytes` of 64-byte-aligned memory, zeroed, or NULL (with td_error TD_ERR_NOMEM) on failure.
void *td_alloc(size_t bytes);

// Frees memory from td_alloc (NULL is fine).
void td_free(void *p);

// Grows *buf (from td_alloc) so it holds at least `bytes`; keeps it when already large enough
// (*cap tracks its size in bytes). A first buffer is `bytes` long; a buffer that grows gets
// bytes + bytes / 4, so requests that creep up allocate a few times, not every time. Contents are
// not preserved (a new buffer is zeroed). Returns 0 or TD_ERR_NOMEM.
int td_reserve(void **buf, size_t *cap, size_t bytes);

// A per-thread object: each thread that asks gets its own, zeroed at its first call, and
// `destroy` (which must also free it) runs on it when the thread exits. Define one with
// TD_THREAD_LOCAL_INIT(bytes, destroy) in static storage.
typedef struct {
    size_t bytes;
    void (*destroy)(void *object);
    pthread_mutex_t lock;
    int made;  // the key exists (1), could not be made (-1), not yet tried (0)
    pthread_key_t key;
} TdThreadLocal;
#define TD_THREAD_LOCAL_INIT(size, destructor) \
    {.bytes = (size), .destroy = (destructor), .lock = PTHREAD_MUTEX_INITIALIZER}

// The calling thread's object of tl, made on its first call; NULL with td_error TD_ERR_NOMEM
// when it cannot be made.
void *td_thread_local(TdThreadLocal *tl);

// The kernels' per-thread scratch buffers, one per use that can be live at the same time.
typedef enum {
    TD_SCRATCH_ATTENTION,     // tensor/attention.c: transposed keys, a block's probabilities
    TD_SCRATCH_ATTENTION_BF16,  //   ... a block's bfloat16 operands widened to float32
    TD_SCRATCH_ATTENTION_DOUT,  //   ... the output gradient rounded to bfloat16 (backward)
    TD_SCRATCH_BF16_A,        // tensor/bf16.c: float32 image of a bfloat16 product's left operand
    TD_SCRATCH_BF16_B,        //   ... and of its right operand
    TD_SCRATCH_LINEAR_A,      // tensor/linear.c: a product's left operand rounded to bfloat16
    TD_SCRATCH_LINEAR_B,      //   ... its right operand
    TD_SCRATCH_LINEAR_GRAD,   //   ... a gradient shared by two products
    TD_SCRATCH_INT8_ROWS,     // tensor/gemm_int8.c: quantised activation rows (int16)
    TD_SCRATCH_INT8_BYTES,    //   ... the same rows as bytes for the VNNI kernels
    TD_SCRATCH_INT8_SCALES,   //   ... one scale per row
    TD_SCRATCH_ONEDNN_LIB,    // tensor/onednn.c: oneDNN's own scratchpad
    TD_SCRATCH_SLOTS
} TdScratchSlot;

// The calling thread's buffer `slot`, 64-byte aligned, holding at least `bytes` (contents are not
// kept when it grows). The buffer is reused by the thread's later calls and freed when the thread
// exits (an OpenMP worker retired by a smaller team included). Returns NULL with td_error
// TD_ERR_NOMEM when memory runs out, or TD_ERR_ARG for a slot outside [0, TD_SCRATCH_SLOTS).
void *td_thread_scratch(TdScratchSlot slot, size_t bytes);

#endif
