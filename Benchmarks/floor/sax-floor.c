/* The floor: libxml2's SAX2 push parser with empty callbacks, fed 256 KiB chunks read with read().
 *
 * Every loader built on libxml2 pays at least this: parse every byte, intern every name, report every
 * start tag with its attribute array. The callbacks are non-NULL no-ops, so libxml2 does all the work it
 * does for a real consumer. Benchmarks/run.sh builds it with the system compiler.
 *
 * Usage: sax-floor FILE          parse; prints "elements=N seconds=S" (S: the parse, in-process)
 *        sax-floor --read FILE   only read the bytes and sum them (the I/O floor)
 *        sax-floor --many FILE...
 *                                parse each file in turn, each with a new parser and read as above (what
 *                                loading a project's storyboards costs at the least, on one core); prints
 *                                "files=N elements=E seconds=S"
 *        sax-floor --loop FILE [N]
 *                                read the file once, then parse its bytes from memory again and again,
 *                                each time with a new parser as a server would per request: N times, or
 *                                for about a second; prints "loads_per_second=R loads=N seconds=S"
 */
#include <libxml/parser.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { CHUNK = 256 * 1024 };
static unsigned char chunk[CHUNK];
static unsigned long elements;

static void on_start(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                     int nb_namespaces, const xmlChar **namespaces, int nb_attributes, int nb_defaulted,
                     const xmlChar **attributes) {
    (void)ctx; (void)localname; (void)prefix; (void)uri; (void)nb_namespaces; (void)namespaces;
    (void)nb_attributes; (void)nb_defaulted; (void)attributes;
    elements++;
}
static void on_end(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri) {
    (void)ctx; (void)localname; (void)prefix; (void)uri;
}
static void on_characters(void *ctx, const xmlChar *text, int length) { (void)ctx; (void)text; (void)length; }

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int read_only(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) { perror(path); return 1; }
    double start = now();
    unsigned long sum = 0;
    ssize_t n;
    while ((n = read(fd, chunk, CHUNK)) > 0)
        for (ssize_t i = 0; i < n; i++) sum += chunk[i];
    printf("sum=%lu seconds=%.6f\n", sum, now() - start);
    close(fd);
    return 0;
}

static void set_up(xmlSAXHandler *sax) {
    memset(sax, 0, sizeof *sax);
    sax->initialized = XML_SAX2_MAGIC;
    sax->startElementNs = on_start;
    sax->endElementNs = on_end;
    sax->characters = on_characters;
    sax->ignorableWhitespace = on_characters;
}

/* One parse of bytes in memory, fed in CHUNK-sized pieces as the file mode feeds them. */
static int parse_memory(xmlSAXHandler *sax, const char *bytes, size_t count, const char *name) {
    xmlParserCtxtPtr context = xmlCreatePushParserCtxt(sax, NULL, NULL, 0, name);
    int status = 0;
    for (size_t offset = 0; status == 0 && offset < count; offset += CHUNK) {
        size_t n = count - offset < CHUNK ? count - offset : CHUNK;
        status = xmlParseChunk(context, bytes + offset, (int)n, 0);
    }
    if (status == 0) xmlParseChunk(context, NULL, 0, 1);
    int ok = context->wellFormed;
    xmlFreeParserCtxt(context);
    return ok;
}

static int loop(const char *path, long wanted) {
    int fd = open(path, O_RDONLY);
    struct stat info;
    if (fd < 0 || fstat(fd, &info) != 0) { perror(path); return 1; }
    char *bytes = malloc((size_t)info.st_size + 1);
    size_t count = 0;
    ssize_t n;
    while (bytes && (n = read(fd, bytes + count, (size_t)info.st_size - count)) > 0) count += (size_t)n;
    close(fd);
    if (!bytes) return 1;
    xmlSAXHandler sax;
    set_up(&sax);
    long loads = 0, batch = 16;
    double start = now(), elapsed = 0;
    /* Batches double until a second has passed, so the clock is read rarely. */
    while (wanted > 0 ? loads < wanted : elapsed < 1.0) {
        long this_batch = wanted > 0 ? wanted : batch;
        for (long i = 0; i < this_batch; i++)
            if (!parse_memory(&sax, bytes, count, path)) { fprintf(stderr, "%s: not well-formed\n", path); return 1; }
        loads += this_batch;
        batch = batch < (1L << 16) ? batch * 2 : batch;
        elapsed = now() - start;
    }
    printf("loads_per_second=%.0f loads=%ld seconds=%.6f\n", (double)loads / elapsed, loads, elapsed);
    free(bytes);
    return 0;
}

/* One parse of the file at path, read in CHUNK-sized pieces; 1 when it is well-formed. */
static int parse_file(xmlSAXHandler *sax, const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) { perror(path); return 0; }
    xmlParserCtxtPtr context = xmlCreatePushParserCtxt(sax, NULL, NULL, 0, path);
    ssize_t n;
    int status = 0;
    while (status == 0 && (n = read(fd, chunk, CHUNK)) > 0)
        status = xmlParseChunk(context, (const char *)chunk, (int)n, 0);
    if (status == 0) xmlParseChunk(context, NULL, 0, 1);
    int ok = context->wellFormed;
    xmlFreeParserCtxt(context);
    close(fd);
    return ok;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--read") == 0) return read_only(argv[2]);
    if ((argc == 3 || argc == 4) && strcmp(argv[1], "--loop") == 0) return loop(argv[2], argc == 4 ? atol(argv[3]) : 0);
    int many = argc >= 3 && strcmp(argv[1], "--many") == 0;
    if (argc != 2 && !many) { fprintf(stderr, "usage: sax-floor [--read | --loop] FILE [N] | --many FILE...\n"); return 2; }
    xmlSAXHandler sax;
    set_up(&sax);
    double start = now();
    int ok = 1;
    for (int i = many ? 2 : 1; i < argc; i++) ok &= parse_file(&sax, argv[i]);
    double seconds = now() - start;
    if (many) printf("files=%d elements=%lu seconds=%.6f\n", argc - 2, elements, seconds);
    else printf("elements=%lu seconds=%.6f\n", elements, seconds);
    return ok ? 0 : 1;
}
