// SHA-256 compression with the x86 SHA extensions (SHA256RNDS2, SHA256MSG1, SHA256MSG2).
//
// Written for this package from FIPS 180-4 and Intel's description of the instructions:
// SHA256RNDS2 runs two rounds on the working variables packed as ABEF and CDGH; SHA256MSG1 and
// SHA256MSG2 compute the sigma0 and sigma1 parts of the message schedule four words at a time.

#include "CPrismSHA.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))

#include <cpuid.h>
#include <immintrin.h>

static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

int prism_sha256_hardware_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!ssse3 || !sse41 || !__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    return (ebx >> 29) & 1;
}

// Four rounds (two SHA256RNDS2) of group `group` (rounds 4g … 4g+3) with its four schedule words,
// on the working variables `abef` and `cdgh`.
#define ROUNDS(abef, cdgh, words, group)                                                        \
    do {                                                                                        \
        const __m128i *constants = (const __m128i *)&round_constants[4 * (group)];              \
        __m128i input = _mm_add_epi32((words), _mm_loadu_si128(constants));                     \
        (cdgh) = _mm_sha256rnds2_epu32((cdgh), (abef), input);                                  \
        (abef) = _mm_sha256rnds2_epu32((abef), (cdgh), _mm_shuffle_epi32(input, 0x0E));         \
    } while (0)

// The schedule words of group g from groups g-4 … g-1:
// W[t] = sigma1(W[t-2]) + W[t-7] + sigma0(W[t-15]) + W[t-16], for t = 4g … 4g+3.
#define SCHEDULE(minus4, minus3, minus2, minus1)                                                \
    _mm_sha256msg2_epu32(                                                                       \
        _mm_add_epi32(_mm_sha256msg1_epu32((minus4), (minus3)), _mm_alignr_epi8((minus1), (minus2), 4)), \
        (minus1))

// The four message words at `bytes`, big-endian, in one register.
#define LOAD_WORDS(bytes)                                                                       \
    _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(bytes)),                                 \
        _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL))

// Packs H0…H7 (A…H) as ABEF and CDGH, highest lane first, as SHA256RNDS2 takes them.
__attribute__((target("sha,sse4.1,ssse3")))
static inline void load_state(const uint32_t state[8], __m128i *abef, __m128i *cdgh) {
    __m128i badc = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1);
    __m128i hgfe = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B);
    *abef = _mm_alignr_epi8(badc, hgfe, 8);
    *cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);
}

// Unpacks ABEF and CDGH back into H0…H7.
__attribute__((target("sha,sse4.1,ssse3")))
static inline void store_state(uint32_t state[8], __m128i abef, __m128i cdgh) {
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

__attribute__((target("sha,sse4.1,ssse3")))
void prism_sha256_compress_hardware(uint32_t state[8], const uint8_t *blocks, size_t count) {
    __m128i abef, cdgh;
    load_state(state, &abef, &cdgh);
    for (size_t block = 0; block < count; block++) {
        const uint8_t *bytes = blocks + block * 64;
        const __m128i abef_before = abef, cdgh_before = cdgh;
        // The schedule, four words per register, the last four groups in four named registers
        // (an array indexed by group kept them in memory: each group's words then waited for a
        // store and a load, and the schedule, not the rounds, set the pace).
        __m128i w0 = LOAD_WORDS(bytes), w1 = LOAD_WORDS(bytes + 16);
        __m128i w2 = LOAD_WORDS(bytes + 32), w3 = LOAD_WORDS(bytes + 48);
        ROUNDS(abef, cdgh, w0, 0);
        ROUNDS(abef, cdgh, w1, 1);
        ROUNDS(abef, cdgh, w2, 2);
        ROUNDS(abef, cdgh, w3, 3);
        for (int group = 4; group < 16; group += 4) {
            w0 = SCHEDULE(w0, w1, w2, w3);
            ROUNDS(abef, cdgh, w0, group);
            w1 = SCHEDULE(w1, w2, w3, w0);
            ROUNDS(abef, cdgh, w1, group + 1);
            w2 = SCHEDULE(w2, w3, w0, w1);
            ROUNDS(abef, cdgh, w2, group + 2);
            w3 = SCHEDULE(w3, w0, w1, w2);
            ROUNDS(abef, cdgh, w3, group + 3);
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }
    store_state(state, abef, cdgh);
}

// Each SHA256RNDS2 waits for the one before (the rounds of one message are a chain), while the
// processor could start one or two more meanwhile: two messages, their rounds side by side in
// the same instruction stream, hash in about the time of one.
__attribute__((target("sha,sse4.1,ssse3")))
void prism_sha256_compress_hardware_pair(
    uint32_t first[8], const uint8_t *first_blocks, uint32_t second[8], const uint8_t *second_blocks,
    size_t count) {
    __m128i abef1, cdgh1, abef2, cdgh2;
    load_state(first, &abef1, &cdgh1);
    load_state(second, &abef2, &cdgh2);
    for (size_t block = 0; block < count; block++) {
        const uint8_t *bytes1 = first_blocks + block * 64, *bytes2 = second_blocks + block * 64;
        const __m128i abef1_before = abef1, cdgh1_before = cdgh1;
        const __m128i abef2_before = abef2, cdgh2_before = cdgh2;
        __m128i a0 = LOAD_WORDS(bytes1), a1 = LOAD_WORDS(bytes1 + 16);
        __m128i a2 = LOAD_WORDS(bytes1 + 32), a3 = LOAD_WORDS(bytes1 + 48);
        __m128i b0 = LOAD_WORDS(bytes2), b1 = LOAD_WORDS(bytes2 + 16);
        __m128i b2 = LOAD_WORDS(bytes2 + 32), b3 = LOAD_WORDS(bytes2 + 48);
        ROUNDS(abef1, cdgh1, a0, 0);
        ROUNDS(abef2, cdgh2, b0, 0);
        ROUNDS(abef1, cdgh1, a1, 1);
        ROUNDS(abef2, cdgh2, b1, 1);
        ROUNDS(abef1, cdgh1, a2, 2);
        ROUNDS(abef2, cdgh2, b2, 2);
        ROUNDS(abef1, cdgh1, a3, 3);
        ROUNDS(abef2, cdgh2, b3, 3);
        for (int group = 4; group < 16; group += 4) {
            a0 = SCHEDULE(a0, a1, a2, a3);
            b0 = SCHEDULE(b0, b1, b2, b3);
            ROUNDS(abef1, cdgh1, a0, group);
            ROUNDS(abef2, cdgh2, b0, group);
            a1 = SCHEDULE(a1, a2, a3, a0);
            b1 = SCHEDULE(b1, b2, b3, b0);
            ROUNDS(abef1, cdgh1, a1, group + 1);
            ROUNDS(abef2, cdgh2, b1, group + 1);
            a2 = SCHEDULE(a2, a3, a0, a1);
            b2 = SCHEDULE(b2, b3, b0, b1);
            ROUNDS(abef1, cdgh1, a2, group + 2);
            ROUNDS(abef2, cdgh2, b2, group + 2);
            a3 = SCHEDULE(a3, a0, a1, a2);
            b3 = SCHEDULE(b3, b0, b1, b2);
            ROUNDS(abef1, cdgh1, a3, group + 3);
            ROUNDS(abef2, cdgh2, b3, group + 3);
        }
        abef1 = _mm_add_epi32(abef1, abef1_before);
        cdgh1 = _mm_add_epi32(cdgh1, cdgh1_before);
        abef2 = _mm_add_epi32(abef2, abef2_before);
        cdgh2 = _mm_add_epi32(cdgh2, cdgh2_before);
    }
    store_state(first, abef1, cdgh1);
    store_state(second, abef2, cdgh2);
}

#undef ROUNDS
#undef SCHEDULE
#undef LOAD_WORDS

#else

int prism_sha256_hardware_available(void) { return 0; }

void prism_sha256_compress_hardware(uint32_t state[8], const uint8_t *blocks, size_t count) {
    (void)state;
    (void)blocks;
    (void)count;
}

void prism_sha256_compress_hardware_pair(
    uint32_t first[8], const uint8_t *first_blocks, uint32_t second[8], const uint8_t *second_blocks,
    size_t count) {
    (void)first;
    (void)first_blocks;
    (void)second;
    (void)second_blocks;
    (void)count;
}

#endif
