/* A differential check of Sources/CXML/markup-scan.h: the pre-scan's AVX2, SSE2 and memchr paths
 * against its rule written plainly (from a `<`, the next `<`; stop at a special `<`, a long gap or a
 * gap past `count_past` bytes with too many `=`), on random bytes dense in `<`, `=`, `!` and `?`,
 * with random limits and start positions; and the walk back to a tag's `<` (cxml_tag_start) against
 * a byte loop, on random bytes with line feeds and UTF-8. .ci/steps/36-markup-scan.sh runs it under
 * ASan and UBSan.
 *
 * Usage: markup-scan-diff [CASES]   prints "ok CASES" or the first input on which they differ. */
#include "../Sources/CXML/markup-scan.h"
#include <stdio.h>
#include <stdlib.h>

static size_t plain_rule(const unsigned char *bytes, size_t i, size_t count, size_t longest, size_t count_past,
                         size_t max_equals) {
    for (;;) {
        const unsigned char *open = memchr(bytes + i, '<', count - i);
        if (open == NULL) return count;
        size_t tag = (size_t)(open - bytes);
        if (tag + 1 >= count || bytes[tag + 1] == '!' || bytes[tag + 1] == '?' || bytes[tag + 1] == '<') return tag;
        const unsigned char *next = memchr(bytes + tag + 1, '<', count - tag - 1);
        if (next == NULL) return tag;
        size_t end = (size_t)(next - bytes), equals = 0;
        if (end - tag > longest) return tag;
        for (size_t k = tag; k < end; k++) equals += bytes[k] == '=';
        if (end - tag > count_past && equals > max_equals) return tag;
        i = end;
    }
}

/* The path taken where neither AVX2 nor SSE2 is available. */
static size_t memchr_path(const unsigned char *bytes, size_t i, size_t count, size_t longest, size_t count_past,
                          size_t max_equals) {
    size_t previous = count;
    while (i < count) {
        const unsigned char *open = memchr(bytes + i, '<', count - i);
        if (open == NULL) break;
        size_t at = (size_t)(open - bytes);
        size_t stop = cxml_scan_next_open(bytes, at, count, &previous, longest, count_past, max_equals);
        if (stop != count) return stop;
        i = at + 1;
    }
    return previous;
}

#if defined(__SSE2__)
static size_t sse2_path(const unsigned char *bytes, size_t i, size_t count, size_t longest, size_t count_past,
                        size_t max_equals) {
    size_t previous = count;
    size_t stop = cxml_skip_sse2(bytes, &i, count, &previous, longest, count_past, max_equals);
    if (stop != count) return stop;
    for (; i < count; i++) {
        if (bytes[i] != '<') continue;
        stop = cxml_scan_next_open(bytes, i, count, &previous, longest, count_past, max_equals);
        if (stop != count) return stop;
    }
    return previous;
}
#endif

/* The last `<` before `end`, with the characters and line feeds after it, byte by byte. */
static ptrdiff_t plain_tag_start(const unsigned char *base, const unsigned char *end, size_t *characters, size_t *newlines) {
    *characters = 0;
    *newlines = 0;
    for (const unsigned char *p = end; p > base;) {
        p--;
        if (*p == '<') return p - base;
        if (*p == '\n') (*newlines)++;
        if ((*p & 0xC0) != 0x80) (*characters)++;
    }
    return -1;
}

static int check_tag_starts(long cases) {
    static const unsigned char alphabet[] = {'<', '\n', 'a', ' ', 0xC3, 0xA9, 0xE2, 0x82, 0xAC, '"'};
    unsigned char bytes[300];
    for (long n = 0; n < cases; n++) {
        size_t count = (size_t)(rand() % 300), density = (size_t)(rand() % 100 + 1);
        for (size_t k = 0; k < count; k++)
            bytes[k] = (size_t)(rand() % 100) < density ? alphabet[rand() % 10] : 'x';
        size_t end = (size_t)rand() % (count + 1);
        size_t chars = 0, lines = 0, want_chars = 0, want_lines = 0;
        ptrdiff_t found = cxml_tag_start(bytes, bytes + end, &chars, &lines);
        ptrdiff_t wanted = plain_tag_start(bytes, bytes + end, &want_chars, &want_lines);
        if (found != wanted || (found >= 0 && (chars != want_chars || lines != want_lines))) {
            printf("tag start case %ld: %td (%zu, %zu), expected %td (%zu, %zu), end %zu\n", n, found, chars, lines, wanted,
                   want_chars, want_lines, end);
            return 1;
        }
    }
    return 0;
}

int main(int argc, char **argv) {
    long cases = argc > 1 ? atol(argv[1]) : 1000000;
    static const char alphabet[] = "<<=!?a \"=";
    unsigned char bytes[700];
    srand(15);
    for (long n = 0; n < cases; n++) {
        size_t count = (size_t)(rand() % 700), density = (size_t)(rand() % 100 + 1);
        for (size_t k = 0; k < count; k++)
            bytes[k] = (size_t)(rand() % 100) < density ? (unsigned char)alphabet[rand() % 9] : 'x';
        size_t from = (size_t)rand() % (count + 1);
        size_t longest = (size_t)(rand() % 300 + 1), count_past = (size_t)(rand() % 120), max_equals = (size_t)(rand() % 24);
        size_t expected = plain_rule(bytes, from, count, longest, count_past, max_equals);
        size_t found[3] = {
            cxml_skip_ordinary_tags(bytes, from, count, longest, count_past, max_equals),
            memchr_path(bytes, from, count, longest, count_past, max_equals),
#if defined(__SSE2__)
            sse2_path(bytes, from, count, longest, count_past, max_equals),
#else
            expected,
#endif
        };
        for (int path = 0; path < 3; path++) {
            if (found[path] != expected) {
                printf("case %ld, path %d: %zu, expected %zu (count %zu, from %zu, longest %zu, count_past %zu, max_equals %zu)\n",
                       n, path, found[path], expected, count, from, longest, count_past, max_equals);
                return 1;
            }
        }
    }
    if (check_tag_starts(cases)) return 1;
    printf("ok %ld\n", cases);
    return 0;
}
