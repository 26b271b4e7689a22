// SHA-256 block compression with the processor's SHA instructions, where it has them.
//
// The Swift implementation (Sources/PrismTokens/Bundle/SHA256*.swift) is the reference and the
// fallback; this target exists because Swift cannot name the x86 SHA instructions, which hash
// 3-4 times faster than the best portable code. No other code of the package is in C.

#ifndef CPRISMSHA_H
#define CPRISMSHA_H

#include <stddef.h>
#include <stdint.h>

/// 1 when `prism_sha256_compress_hardware` can run on this processor (x86-64 with the SHA
/// extensions, SSSE3 and SSE4.1), else 0. Asks the processor (CPUID) on every call: cache it.
int prism_sha256_hardware_available(void);

/// Compresses `count` consecutive 64-byte blocks at `blocks` into the hash value `state`
/// (H0…H7, FIPS 180-4 section 6.2.2). The blocks need no alignment (a file's bytes are read where
/// they lie). Call only when `prism_sha256_hardware_available()` is 1.
void prism_sha256_compress_hardware(uint32_t state[8], const uint8_t *blocks, size_t count);

/// Compresses `count` blocks at `first_blocks` into `first` and `count` blocks at `second_blocks`
/// into `second`, two independent messages at once (two files of 64 MB: 1.45 -> 1.72 GB/s on this
/// project's Xeon host, 1.8 -> 3.2 on the host it was written on).
/// `first` and `second` must be different arrays (both are read before either is written).
/// Call only when `prism_sha256_hardware_available()` is 1.
void prism_sha256_compress_hardware_pair(
    uint32_t first[8], const uint8_t *first_blocks, uint32_t second[8], const uint8_t *second_blocks,
    size_t count);

#endif
