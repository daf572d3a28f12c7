#ifndef SCENELOADER_CXML_SHIM_H
#define SCENELOADER_CXML_SHIM_H

// Debian builds libxml2 with ICU, so <libxml/encoding.h> would pull in the system's <unicode/*.h>.
// Foundation ships its own ICU module, and on a clean build Swift then fails with
// "'UErrorCode' has different definitions in different modules". The ICU fields sit at the end of
// xmlCharEncodingHandler, which Swift never allocates, so hiding them is safe.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/dict.h>

// `xmlFree` is a mutable global function pointer; Swift 6 rejects reading it as not
// concurrency-safe. A function wrapper reads it on the caller's behalf.
static inline void cxml_free(void *pointer) { xmlFree(pointer); }

// libxml2's generic error handler is variadic, which Swift cannot implement. This no-op keeps
// libxml2 from printing to stderr; every error is read through the structured handler instead.
static inline void cxml_silent_generic_error(void *context, const char *message, ...) {
    (void)context; (void)message;
}

// Installs the silent generic handler for the calling thread and as the default for new threads.
static inline void cxml_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, cxml_silent_generic_error);
    xmlThrDefSetGenericErrorFunc(NULL, cxml_silent_generic_error);
}

// Refuses every external resource: external DTD subsets, entities and XInclude documents all go
// through this loader, and catalogs are bypassed. The main document is never loaded through it:
// the library reads the file itself and feeds the bytes to the push parser.
static inline xmlParserInputPtr cxml_deny_external(const char *url, const char *id, xmlParserCtxtPtr ctxt) {
    (void)url; (void)id; (void)ctxt;
    return NULL;
}

static inline void cxml_install_deny_loader(void) {
    xmlSetExternalEntityLoader(cxml_deny_external);
}

// Makes a fresh push parser look names up first in `shared`, a dictionary filled once per process
// and never changed after: its names then have the same addresses in every parse, so a reader
// interns its vocabulary once, not per file. libxml2 reads a sub-dictionary's parent without
// writing it (new names go into the parse's own dictionary), and counts its references under a
// lock. Call before the first chunk and before xmlCtxtUseOptions. The parser keeps three names it
// compares by address; they are looked up again in the new dictionary, and its name-length limit is
// carried over. Returns 0 on success, -1 (the context unchanged) when out of memory.
static inline int cxml_use_shared_dictionary(xmlParserCtxtPtr ctxt, xmlDictPtr shared) {
    if (ctxt == NULL || shared == NULL || ctxt->dict == NULL) return -1;
    xmlDictPtr dict = xmlDictCreateSub(shared);
    if (dict == NULL) return -1;
    size_t limit = xmlDictSetLimit(ctxt->dict, 0);
    xmlDictSetLimit(ctxt->dict, limit);
    xmlDictSetLimit(dict, limit);
    const xmlChar *xml = xmlDictLookup(dict, BAD_CAST "xml", 3);
    const xmlChar *xmlns = xmlDictLookup(dict, BAD_CAST "xmlns", 5);
    const xmlChar *xmlNamespace = xmlDictLookup(dict, XML_XML_NAMESPACE, -1);
    if (xml == NULL || xmlns == NULL || xmlNamespace == NULL) { xmlDictFree(dict); return -1; }
    xmlDictFree(ctxt->dict);
    ctxt->dict = dict;
    ctxt->str_xml = xml;
    ctxt->str_xmlns = xmlns;
    ctxt->str_xml_ns = xmlNamespace;
    return 0;
}

#endif
