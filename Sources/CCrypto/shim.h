#ifndef SCENELOADER_CCRYPTO_SHIM_H
#define SCENELOADER_CCRYPTO_SHIM_H

#include <stddef.h>
#include <openssl/evp.h>

// SHA-256 of `count` bytes at `bytes` into the 32 bytes at `digest`, through OpenSSL's EVP
// interface (the one-shot and SHA256_* functions are deprecated in OpenSSL 3). Returns 1 on
// success, 0 when the library fails (it does not, for SHA-256 in memory).
static inline int ccrypto_sha256(const void *bytes, size_t count, unsigned char digest[32]) {
    unsigned int length = 0;
    return EVP_Digest(bytes, count, digest, &length, EVP_sha256(), NULL) == 1 && length == 32;
}

#endif
