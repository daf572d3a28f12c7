#!/usr/bin/env python3
"""Expands the W3C XML Conformance Test Suite index into one TSV line per test.

    w3c_index.py XMLCONF_DIR > index.tsv

xmlconf.xml includes its parts as external entities. This is trusted test data, so it is
expanded here with Python's own parser (external general entities on), never by the loader.
Columns: ID, TYPE, VERSION (1.0 or 1.1), RECOMMENDATION, ENTITIES, NAMESPACE, absolute path.
"""
import os
import sys
import xml.sax
from xml.sax.handler import feature_external_ges, feature_namespaces


class Index(xml.sax.ContentHandler):
    def __init__(self, root):
        super().__init__()
        self.bases = [root]
        self.rows = []

    def startElement(self, name, attrs):
        base = self.bases[-1]
        if "xml:base" in attrs:
            base = os.path.join(base, attrs["xml:base"])
        self.bases.append(base)
        if name == "TEST":
            rec = attrs.get("RECOMMENDATION", "XML1.0")
            version = attrs.get("VERSION", "1.1" if "1.1" in rec else "1.0")
            self.rows.append((attrs["ID"], attrs["TYPE"], version, rec, attrs.get("ENTITIES", "none"),
                              attrs.get("NAMESPACE", "yes"), os.path.normpath(os.path.join(base, attrs["URI"]))))

    def endElement(self, name):
        self.bases.pop()


def main():
    root = os.path.abspath(sys.argv[1])
    handler = Index(root)
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(os.path.join(root, "xmlconf.xml"))
    for row in handler.rows:
        print("\t".join(row))


if __name__ == "__main__":
    main()
