import SceneLoaderCore

/// The markup of an Interface Builder document, element by element, with where each piece is in
/// the source bytes: what the diff compares and the merge copies from.
///
/// Made by ``MarkupLexer`` from bytes libxml2 has already accepted as well-formed XML within the
/// limits. Elements are in document order (a parent before its children), so a walk from the last
/// element to the first meets every child before its parent.
package struct MarkupTree: Sendable {
    /// One element: its name, its attributes and the byte ranges of its tags and content.
    package struct Element: Sendable {
        /// The element's name (`view`, `segue`).
        package var name: String
        /// Where the start tag's `<` is.
        package var start: Int
        /// Where the start tag's closing `>` (or the `/` of `/>`) is: `start..<tagEnd` is the
        /// start tag without its closing.
        package var tagEnd: Int
        /// Just after the start tag (`end` for an empty-element tag).
        package var contentStart: Int
        /// Where the end tag's `</` is (`end` for an empty-element tag).
        package var contentEnd: Int
        /// Just after the element.
        package var end: Int
        /// Whether the element is written `<name …/>`.
        package var isEmptyTag: Bool
        /// Its attributes, as positions in ``MarkupTree/attributes``.
        package var attributes: Range<Int>
        /// The parent's position, or -1 for the root.
        package var parent: Int
        /// The child elements' positions, in document order.
        package var children: [Int]
        /// Whether the element holds character data other than white space, or a CDATA section.
        package var hasText: Bool
        /// Whether the element holds processing instructions (comments are white space here: they
        /// belong to the white space around elements, as the scene names Xcode writes in them).
        package var hasOther: Bool
        /// 1-based line and column of the `<`.
        package var line: Int
        package var column: Int
    }

    /// One attribute: its name and where its value is, quotes excluded.
    package struct Attribute: Sendable {
        package var name: String
        /// The attribute, when it is one the merge layer reads by name.
        package var known: KnownAttribute
        /// The name's first byte.
        package var nameStart: Int
        /// The first byte of the value (after the opening quote).
        package var valueStart: Int
        /// The closing quote.
        package var valueEnd: Int
        /// `"` or `'`.
        package var quote: UInt8
    }

    /// The source bytes.
    package let bytes: [UInt8]
    /// Every element, in document order; the root is the first.
    package let elements: [Element]
    /// Every attribute of every element, in document order.
    package let attributes: [Attribute]
    /// The name shown in messages (the path as given).
    package let name: String

    package init(bytes: [UInt8], elements: [Element], attributes: [Attribute], name: String) {
        self.bytes = bytes
        self.elements = elements
        self.attributes = attributes
        self.name = name
    }

    /// The root element's position.
    package var root: Int { 0 }

    /// The raw bytes of the value of `element`'s attribute `name` (entities not decoded), or nil.
    package func raw(_ name: String, of element: Int) -> ArraySlice<UInt8>? {
        for index in elements[element].attributes where attributes[index].name == name {
            return bytes[attributes[index].valueStart..<attributes[index].valueEnd]
        }
        return nil
    }

    /// The raw bytes of the value of `element`'s attribute `known`, or nil.
    package func raw(_ known: KnownAttribute, of element: Int) -> ArraySlice<UInt8>? {
        for index in elements[element].attributes where attributes[index].known == known {
            return bytes[attributes[index].valueStart..<attributes[index].valueEnd]
        }
        return nil
    }

    /// The value of `element`'s attribute `name`, entities decoded, or nil.
    package func value(_ name: String, of element: Int) -> String? {
        raw(name, of: element).map(MarkupText.decode)
    }

    /// The raw bytes of attribute `index`'s value.
    package func raw(attribute index: Int) -> ArraySlice<UInt8> {
        bytes[attributes[index].valueStart..<attributes[index].valueEnd]
    }

    /// The whole element, tags included.
    package func source(of element: Int) -> ArraySlice<UInt8> {
        bytes[elements[element].start..<elements[element].end]
    }

    /// The element's text content (its character data, entities decoded, white space trimmed),
    /// for an element that holds text.
    package func text(of element: Int) -> String {
        let e = elements[element]
        var text: [UInt8] = []
        var position = e.contentStart
        var children = e.children.makeIterator()
        var next = children.next()
        while position < e.contentEnd {
            if let child = next, elements[child].start == position {
                position = elements[child].end
                next = children.next()
                continue
            }
            let stop = next.map { elements[$0].start } ?? e.contentEnd
            text += bytes[position..<stop]
            position = stop
        }
        return MarkupText.decode(text[...]).trimmingWhitespace
    }

    /// The white space before the element on its line (its indentation), or empty when other
    /// text comes first on the line.
    package func indentation(of element: Int) -> ArraySlice<UInt8> {
        var position = elements[element].start
        while position > 0, bytes[position - 1] == 0x20 || bytes[position - 1] == 0x09 { position -= 1 }
        guard position == 0 || bytes[position - 1] == 0x0A else { return [] }
        return bytes[position..<elements[element].start]
    }

    /// The bytes before child `position` of `parent` (after the previous child, or after the
    /// parent's start tag): the child's leading white space.
    package func leadingTrivia(ofChildAt position: Int, in parent: Int) -> ArraySlice<UInt8> {
        let children = elements[parent].children
        let from = position == 0 ? elements[parent].contentStart : elements[children[position - 1]].end
        return bytes[from..<elements[children[position]].start]
    }

    /// The bytes after the last child of `parent`, before its end tag (its content when it has no
    /// child element).
    package func closingTrivia(of parent: Int) -> ArraySlice<UInt8> {
        let e = elements[parent]
        let from = e.children.last.map { elements[$0].end } ?? e.contentStart
        return bytes[from..<e.contentEnd]
    }
}

extension String {
    /// The string without leading and trailing ASCII white space.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !MarkupText.isSpace($0) }),
              let last = scalars.lastIndex(where: { !MarkupText.isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
