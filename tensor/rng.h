// A small, fast, seedable random number generator with saveable state (xoshiro128+ style
// splitmix64-seeded xorshift64*), so that training resumes bit-exactly.
#ifndef TANDEM_RNG_H
#define TANDEM_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t state;  // the whole state: save and restore it for bit-exact resume
} Rng;

// Seeds the generator (any seed, including 0, gives a good stream).
void rng_seed(Rng *rng, uint64_t seed);

// Next 64 random bits (xorshift64*).
uint64_t rng_next_u64(Rng *rng);

// Uniform float in [0, 1) with 24 random bits.
float rng_uniform(Rng *rng);

// Uniform integer in [0, n), n >= 1 (Lemire's multiply-shift; bias < 2^-32 for n < 2^32).
uint32_t rng_below(Rng *rng, uint32_t n);

// Standard normal N(0, 1) by Box-Muller (uses two uniforms per call; no cached second value so the
// state stays a single integer).
float rng_normal(Rng *rng);

// Fisher-Yates shuffle of n ints.
void rng_shuffle_int(Rng *rng, int *x, int n);

// Derives an independent generator for stream `k` (e.g. per thread or per layer) from `rng`'s seed.
Rng rng_fork(const Rng *rng, uint64_t k);

#endif
