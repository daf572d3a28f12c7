import SceneLoaderCore

/// What of an Interface Builder document is noise: what Xcode rewrites without anyone meaning to
/// change the interface. One place for it: the diff collapses it, the merge resolves it by rule
/// and the fingerprints leave it out.
///
/// - Version stamps: the `toolsVersion` and `systemVersion` of the document (the Xcode and the
///   macOS of whoever saved last), its format `version`, each plug-in's `version` and each
///   capability's `minToolsVersion`; in the legacy archive format, the `IBDocument.*Version`
///   strings, the plug-in versions and `maxID`.
/// - Geometry: frames (`<rect key="frame">` and the window rectangles of macOS documents), canvas
///   positions (`<point key="canvasLocation">`), a freeform controller's canvas size, the
///   `misplaced` and `ambiguous` flags Interface Builder derives from them, the simulated and
///   inferred metrics of early storyboards, and frames of the legacy format (`NSFrame`…); with
///   canvas positions, the legacy format's list of the objects open in the editor.
/// - Order: the order of attributes, and of lists whose order means nothing (resources,
///   dependencies, constraints, connections).
package enum Noise {
    /// The kinds of noise, each collapsed into one line of a diff.
    package enum Kind: String, Sendable, CaseIterable {
        case versionStamps = "version-stamps"
        case geometry
        case canvas
        case attributeOrder = "attribute-order"
        case listOrder = "list-order"
    }

    /// Whether attribute `attribute` of an element named `element` is a version stamp.
    static func isStamp(element: String, attribute: String) -> Bool {
        switch (element, attribute) {
        case ("document", "toolsVersion"), ("document", "systemVersion"), ("document", "version"),
             ("plugIn", "version"), ("capability", "minToolsVersion"), ("archive", "version"):
            return true
        default:
            return false
        }
    }

    /// Whether attribute `attribute` is derived from geometry (on any element).
    static func isGeometry(attribute: String) -> Bool {
        attribute == "misplaced" || attribute == "ambiguous"
    }

    /// Whether the attribute `known` of an element named `element` is noise of any kind: the
    /// check made for every attribute of a document, a byte compared before any name.
    static func isNoise(element: String, known: KnownAttribute) -> Bool {
        switch known {
        case .misplaced, .ambiguous: return true
        case .toolsVersion, .systemVersion: return element == "document"
        case .version: return element == "document" || element == "plugIn" || element == "archive"
        case .minToolsVersion: return element == "capability"
        default: return false
        }
    }

    /// Whether `attribute` of `element` is noise of any kind.
    static func isNoise(element: String, attribute: String) -> Bool {
        isStamp(element: element, attribute: attribute) || isGeometry(attribute: attribute)
    }

    /// The frame-like `key`s of `<rect>`, `<point>` and `<size>` that are geometry.
    private static let geometryKeys: Set<String> = ["frame", "contentRect", "screenRect", "canvasLocation", "freeformSize"]
    /// Legacy-format keys of strings holding frames.
    private static let legacyGeometryKeys: Set<String> = ["NSFrame", "NSFrameSize", "NSWindowRect", "NSScreenRect"]

    /// What kind of noise the element is as a whole, if it is: geometry, a canvas position, or a
    /// version stamp of the legacy format.
    static func kind(of element: Int, in tree: MarkupTree) -> Kind? {
        let name = tree.elements[element].name
        switch name {
        case "rect", "point", "size":
            guard let key = tree.value("key", of: element), geometryKeys.contains(key) else { return nil }
            return key == "canvasLocation" ? .canvas : .geometry
        case "simulatedMetricsContainer", "inferredMetricsTieBreakers":
            return .geometry
        case "string", "int", "object", "dictionary":
            guard let key = tree.value("key", of: element) else { return nil }
            if legacyGeometryKeys.contains(key) { return .geometry }
            if key == "IBDocument.EditedObjectIDs" { return .canvas }
            if key == "maxID" || key == "IBDocument.PluginVersions"
                || (key.hasPrefix("IBDocument.") && key.hasSuffix("Version")) { return .versionStamps }
            return nil
        default:
            return nil
        }
    }

    /// Whether the order of an element's children means nothing.
    static func isOrderInsensitive(_ name: String) -> Bool {
        switch name {
        case "resources", "dependencies", "constraints", "connections": return true
        default: return false
        }
    }

    /// Whether `lhs` is an older version than `rhs`: runs of digits compare as numbers, other runs
    /// as bytes (`14460.31` < `14490.70`, `11G63` < `12C60`, `9.0` < `10.0`).
    static func isOlder(_ lhs: ArraySlice<UInt8>, than rhs: ArraySlice<UInt8>) -> Bool {
        var a = lhs.startIndex
        var b = rhs.startIndex
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        while a < lhs.endIndex && b < rhs.endIndex {
            if isDigit(lhs[a]) && isDigit(rhs[b]) {
                var aEnd = a
                while aEnd < lhs.endIndex && isDigit(lhs[aEnd]) { aEnd += 1 }
                var bEnd = b
                while bEnd < rhs.endIndex && isDigit(rhs[bEnd]) { bEnd += 1 }
                // Compare as numbers without converting: strip leading zeros, then length, then bytes.
                var aStart = a
                while aStart < aEnd - 1 && lhs[aStart] == 0x30 { aStart += 1 }
                var bStart = b
                while bStart < bEnd - 1 && rhs[bStart] == 0x30 { bStart += 1 }
                if aEnd - aStart != bEnd - bStart { return aEnd - aStart < bEnd - bStart }
                if !lhs[aStart..<aEnd].elementsEqual(rhs[bStart..<bEnd]) {
                    return lhs[aStart..<aEnd].lexicographicallyPrecedes(rhs[bStart..<bEnd])
                }
                a = aEnd
                b = bEnd
            } else {
                if lhs[a] != rhs[b] { return lhs[a] < rhs[b] }
                a += 1
                b += 1
            }
        }
        return a == lhs.endIndex && b < rhs.endIndex
    }
}
