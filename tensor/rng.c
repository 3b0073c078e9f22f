#include "tensor/rng.h"

#include <math.h>

static uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void rng_seed(Rng *rng, uint64_t seed) {
    uint64_t x = seed;
    rng->state = splitmix64(&x);
    if (rng->state == 0) rng->state = 0x2545F4914F6CDD1Dull;
}

uint64_t rng_next_u64(Rng *rng) {
    uint64_t x = rng->state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    rng->state = x;
    return x * 0x2545F4914F6CDD1Dull;
}

float rng_uniform(Rng *rng) { return (float)(rng_next_u64(rng) >> 40) * (1.0f / 16777216.0f); }

uint32_t rng_below(Rng *rng, uint32_t n) {
    uint64_t r = rng_next_u64(rng) >> 32;
    return (uint32_t)((r * (uint64_t)n) >> 32);
}

float rng_normal(Rng *rng) {
    double u1 = ((rng_next_u64(rng) >> 11) + 1.0) * (1.0 / 9007199254740993.0);  // (0, 1]
    double u2 = (rng_next_u64(rng) >> 11) * (1.0 / 9007199254740992.0);
    return (float)(sqrt(-2.0 * log(u1)) * cos(6.283185307179586476925 * u2));
}

void rng_shuffle_int(Rng *rng, int *x, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(rng, (uint32_t)i + 1);
        int t = x[i];
        x[i] = x[j];
        x[j] = t;
    }
}

Rng rng_fork(const Rng *rng, uint64_t k) {
    Rng r;
    uint64_t x = rng->state ^ (0xD1B54A32D192ED03ull * (k + 1));
    r.state = splitmix64(&x);
    if (r.state == 0) r.state = 1;
    return r;
}
