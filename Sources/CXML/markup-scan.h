#ifndef SCENELOADER_CXML_MARKUP_SCAN_H
#define SCENELOADER_CXML_MARKUP_SCAN_H

// Byte scans of the XML layer that need the SSE2 byte mask (`pmovmskb`), which Swift's SIMD types
// do not expose: the pre-scan's fast path (MarkupPrescan.swift: the bytes between one `<` and the
// next, skipped while they cannot cross a limit; with the mask the `<` of sixteen bytes are found
// at once, with no call per tag as `memchr` would make) and the walk back to a kept tag's `<`
// (XMLStartTag.swift).

#include <stddef.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// How many of the bytes in [start, end) of `bytes` are `byte`: sixteen at a time, a counter per
// lane (subtracting the comparison's all-ones lanes), summed every 255 blocks before a lane wraps.
static inline size_t cxml_count_byte(const unsigned char *bytes, size_t start, size_t end, unsigned char byte) {
    size_t total = 0;
    size_t i = start;
#if defined(__SSE2__)
    const __m128i pattern = _mm_set1_epi8((char)byte);
    while (end - i >= 16) {
        size_t blocks = (end - i) / 16;
        if (blocks > 255) blocks = 255;
        __m128i lanes = _mm_setzero_si128();
        for (size_t block = 0; block < blocks; block++, i += 16) {
            __m128i found = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(bytes + i)), pattern);
            lanes = _mm_sub_epi8(lanes, found);
        }
        __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
        total += (size_t)_mm_cvtsi128_si32(sums) + (size_t)_mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
    }
#endif
    for (; i < end; i++) total += bytes[i] == byte;
    return total;
}

// One `<` found at `at`, after the one at `*previous` (or none, when `*previous` is `count`).
// Returns the position the state machine must read from, or `count` to go on: the previous `<`
// when the bytes from it to this one are longer than `longest`, or longer than `count_past` and
// holding more than `max_equals` `=`; this one when it is the chunk's last byte or followed by `!`,
// `?` or `<`.
static inline size_t cxml_scan_next_open(const unsigned char *bytes, size_t at, size_t count, size_t *previous,
                                         size_t longest, size_t count_past, size_t max_equals) {
    size_t before = *previous;
    if (before != count) {
        size_t gap = at - before;
        if (gap > longest) return before;
        if (gap > count_past && cxml_count_byte(bytes, before, at, '=') > max_equals) return before;
    }
    if (at + 1 >= count) return at;
    unsigned char next = bytes[at + 1];
    if (next == '!' || next == '?' || next == '<') return at;
    *previous = at;
    return count;
}

// Each `<` of a block, in order: bit k of `mask` is the byte at `at + k`.
static inline size_t cxml_scan_opens(const unsigned char *bytes, size_t at, unsigned long long mask, size_t count,
                                     size_t *previous, size_t longest, size_t count_past, size_t max_equals) {
    while (mask != 0) {
        size_t stop = cxml_scan_next_open(bytes, at + (size_t)__builtin_ctzll(mask), count, previous, longest, count_past, max_equals);
        if (stop != count) return stop;
        mask &= mask - 1;
    }
    return count;
}

// The `<` of 64 bytes from `i`, one bit each, in two 32-byte comparisons: where AVX2 runs (checked
// once per chunk, the choice glibc's `memchr` makes); elsewhere 32 bytes a step in two 16-byte ones.
#if defined(__x86_64__) && defined(__SSE2__)
#include <immintrin.h>
__attribute__((target("avx2")))
static inline unsigned long long cxml_opens_avx2(const unsigned char *bytes, size_t i) {
    const __m256i open = _mm256_set1_epi8('<');
    unsigned low = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(bytes + i)), open));
    unsigned high = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(bytes + i + 32)), open));
    return (unsigned long long)low | (unsigned long long)high << 32;
}

__attribute__((target("avx2")))
static inline size_t cxml_skip_avx2(const unsigned char *bytes, size_t *i, size_t count, size_t *previous,
                                    size_t longest, size_t count_past, size_t max_equals) {
    for (; *i + 64 <= count; *i += 64) {
        size_t stop = cxml_scan_opens(bytes, *i, cxml_opens_avx2(bytes, *i), count, previous, longest, count_past, max_equals);
        if (stop != count) return stop;
    }
    return count;
}
#endif

#if defined(__SSE2__)
static inline size_t cxml_skip_sse2(const unsigned char *bytes, size_t *i, size_t count, size_t *previous,
                                    size_t longest, size_t count_past, size_t max_equals) {
    const __m128i open = _mm_set1_epi8('<');
    for (; *i + 32 <= count; *i += 32) {
        __m128i low = _mm_loadu_si128((const __m128i *)(bytes + *i));
        __m128i high = _mm_loadu_si128((const __m128i *)(bytes + *i + 16));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(low, open))
            | (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(high, open)) << 16;
        size_t stop = cxml_scan_opens(bytes, *i, mask, count, previous, longest, count_past, max_equals);
        if (stop != count) return stop;
    }
    return count;
}
#endif

// From `from` in text, skips the start and end tags that cannot cross a limit, with the text after
// them, and returns the position of the first `<` the state machine must read (`count` when the
// bytes from `from` hold no `<`).
//
// A tag ends before the next `<` (a `<` inside an attribute value is an error at which libxml2
// stops). A tag is skipped when the bytes from its `<` to the next are at most `longest` and, past
// `count_past` bytes, hold at most `max_equals` `=`, and its `<` is followed by neither `!`, `?`
// nor `<` (comments, CDATA sections, instructions, declarations and a possible merge-conflict
// marker are the state machine's). The tag the chunk cuts (the last `<`, whose next is not in the
// chunk) is returned.
static inline size_t cxml_skip_ordinary_tags(const unsigned char *bytes, size_t from, size_t count,
                                             size_t longest, size_t count_past, size_t max_equals) {
    size_t previous = count;
    size_t i = from;
    size_t stop = count;
#if defined(__x86_64__) && defined(__SSE2__)
    if (__builtin_cpu_supports("avx2")) {
        stop = cxml_skip_avx2(bytes, &i, count, &previous, longest, count_past, max_equals);
    } else {
        stop = cxml_skip_sse2(bytes, &i, count, &previous, longest, count_past, max_equals);
    }
#elif defined(__SSE2__)
    stop = cxml_skip_sse2(bytes, &i, count, &previous, longest, count_past, max_equals);
#else
    while (i < count) {
        const unsigned char *found = (const unsigned char *)memchr(bytes + i, '<', count - i);
        if (found == NULL) { i = count; break; }
        size_t at = (size_t)(found - bytes);
        stop = cxml_scan_next_open(bytes, at, count, &previous, longest, count_past, max_equals);
        if (stop != count) return stop;
        i = at + 1;
    }
#endif
    if (stop != count) return stop;
    for (; i < count; i++) {
        if (bytes[i] != '<') continue;
        stop = cxml_scan_next_open(bytes, i, count, &previous, longest, count_past, max_equals);
        if (stop != count) return stop;
    }
    return previous;
}

// The last `<` before `p`, byte by byte, with `chars` characters already counted after `p`: the
// end of cxml_tag_start.
static inline ptrdiff_t cxml_tag_start_tail(const unsigned char *base, const unsigned char *p, size_t chars,
                                            size_t *characters, size_t *newlines) {
    size_t lines = 0;
    while (p > base) {
        p--;
        if (*p == '<') {
            *characters = chars;
            *newlines = lines;
            return p - base;
        }
        if (*p == '\n') lines++;
        if ((*p & 0xC0) != 0x80) chars++;
    }
    return -1;
}

#if defined(__x86_64__) && defined(__SSE2__)
__attribute__((target("avx2")))
static inline const unsigned char *cxml_skip_plain_back_avx2(const unsigned char *base, const unsigned char *p) {
    const __m256i open = _mm256_set1_epi8('<');
    const __m256i newline = _mm256_set1_epi8('\n');
    while (p - base >= 32) {
        __m256i block = _mm256_loadu_si256((const __m256i *)(p - 32));
        // `<`, a line feed or a byte past ASCII (its sign bit) stops the skip.
        __m256i stops = _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(block, open), _mm256_cmpeq_epi8(block, newline)), block);
        if (_mm256_movemask_epi8(stops) != 0) break;
        p -= 32;
    }
    return p;
}
#endif

// The start of the tag that ends at `cur`: the last `<` in [base, cur), found backwards 32 bytes
// at a time with AVX2, else 16 (XMLStartTag.location(), for the elements a reader keeps). Returns
// its offset from `base`, or -1 when the bytes hold none; `*characters` is then the UTF-8
// characters after it up to `cur` (bytes that do not continue a character) and `*newlines` the
// line feeds among them. A block of plain ASCII without `<` costs one test.
static inline ptrdiff_t cxml_tag_start(const unsigned char *base, const unsigned char *cur, size_t *characters,
                                       size_t *newlines) {
    const unsigned char *p = cur;
#if defined(__x86_64__) && defined(__SSE2__)
    if (__builtin_cpu_supports("avx2")) p = cxml_skip_plain_back_avx2(base, p);
#endif
#if defined(__SSE2__)
    const __m128i open = _mm_set1_epi8('<');
    const __m128i newline = _mm_set1_epi8('\n');
    while (p - base >= 16) {
        __m128i block = _mm_loadu_si128((const __m128i *)(p - 16));
        __m128i stops = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, open), _mm_cmpeq_epi8(block, newline)), block);
        if (_mm_movemask_epi8(stops) != 0) break;
        p -= 16;
    }
#endif
    // The bytes skipped were ASCII: one character each, no line feed.
    return cxml_tag_start_tail(base, p, (size_t)(cur - p), characters, newlines);
}

#endif
