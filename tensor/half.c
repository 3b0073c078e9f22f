#include "tensor/half.h"

#include <string.h>

uint16_t half_from_float(float x) {
    uint32_t f;
    memcpy(&f, &x, 4);
    uint32_t sign = (f >> 16) & 0x8000u, e = (f >> 23) & 0xffu, m = f & 0x7fffffu;
    if (e == 0xff) return (uint16_t)(sign | 0x7c00u | (m ? 0x200u | (m >> 13) : 0));  // inf/NaN
    int exp = (int)e - 127 + 15;
    if (exp >= 31) return (uint16_t)(sign | 0x7c00u);  // overflow -> inf
    if (exp <= 0) {                                     // subnormal half (or zero)
        if (exp < -10) return (uint16_t)sign;
        m |= 0x800000u;
        int shift = 14 - exp;
        uint32_t half = m >> shift, rem = m & ((1u << shift) - 1), mid = 1u << (shift - 1);
        if (rem > mid || (rem == mid && (half & 1))) half++;
        return (uint16_t)(sign | half);
    }
    uint32_t half = sign | (uint32_t)exp << 10 | (m >> 13), rem = m & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (half & 1))) half++;  // may carry into the exponent
    return (uint16_t)half;
}

float half_to_float(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu, f;
    if (e == 0x1f) f = sign | 0x7f800000u | (m << 13);
    else if (e) f = sign | (e + 112) << 23 | (m << 13);
    else if (!m) f = sign;
    else {  // subnormal: normalise
        int k = 0;
        while (!(m & 0x400u)) m <<= 1, k++;
        f = sign | (uint32_t)(113 - k) << 23 | ((m & 0x3ffu) << 13);
    }
    float x;
    memcpy(&x, &f, 4);
    return x;
}
