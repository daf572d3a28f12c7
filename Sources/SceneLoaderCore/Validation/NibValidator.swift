/// Checks the meaning of a read xib and indexes its objects by id.
///
/// Object ids are unique, and every connection names an object of the file: a connection to an
/// id the file lacks is what Xcode shows as a missing destination and what a nib cannot load.
/// Xibs are small (a few hundred objects): a dictionary of every id is the index.
struct NibValidator {
    /// What validation found.
    struct Result: Sendable {
        /// Each id's position in the document's objects (the first object with that id).
        var objectByID: [ByteKey: Int] = [:]
        /// The positions in the document's connections of the actions each id receives.
        var actionsByDestination: [ByteKey: [Int]] = [:]
        /// The scene of each top-level view controller, by its id.
        var sceneByControllerID: [ByteKey: Scene] = [:]
        var diagnostics: [Diagnostic] = []
    }

    /// Runs every rule over `nib`, with the problems the reader found (`readerDiagnostics`).
    static func validate(_ nib: NibDocument, readerDiagnostics: [Diagnostic]) -> Result {
        var result = Result()
        result.diagnostics = readerDiagnostics
        result.objectByID.reserveCapacity(nib.objects.count)
        for (position, object) in nib.objects.enumerated() {
            if object.id.isEmpty {
                result.diagnostics.append(Diagnostic(
                    severity: .warning, code: .emptyIdentifier, message: "object id of \(object.element) is empty; nothing can refer to it",
                    location: object.location))
                continue
            }
            let key = ByteKey(object.id)
            if let first = result.objectByID[key] {
                result.diagnostics.append(Diagnostic(
                    severity: .error, code: .duplicateObjectID, message: "duplicate object id '\(Quote.value(object.id))'",
                    location: object.location,
                    notes: [.init(message: "'\(Quote.value(object.id))' first used here", location: nib.objects[first].location)],
                    objectID: object.id))
                continue
            }
            result.objectByID[key] = position
        }
        for (object, scene) in nib.controllerScenes where !nib.objects[object].id.isEmpty {
            let key = ByteKey(nib.objects[object].id)
            if result.sceneByControllerID[key] == nil { result.sceneByControllerID[key] = scene }
        }
        for (position, connection) in nib.connections.enumerated() where connection.kind == .action {
            if let destination = connection.destination { result.actionsByDestination[ByteKey(destination), default: []].append(position) }
        }
        var suggestions = NearestMatch.Budget()
        var ids: [String]?
        let owner = nib.topLevel.map { nib.objects[$0] }.first(where: \.isFilesOwner)?.id
        for connection in nib.connections {
            let what = describe(connection, filesOwner: owner)
            guard let destination = connection.destination else {
                result.diagnostics.append(Diagnostic(
                    severity: .error, code: .outletDestinationNotFound, message: "\(what) has no destination",
                    location: connection.location, objectID: connection.id))
                continue
            }
            guard result.objectByID[ByteKey(destination)] == nil else { continue }
            if ids == nil { ids = nib.objects.map(\.id).filter { !$0.isEmpty } }
            result.diagnostics.append(Diagnostic(
                severity: .error, code: .outletDestinationNotFound,
                message: "\(what) names '\(Quote.value(destination))', which is not an object in the xib\(NearestMatch.hint(for: destination, among: ids ?? [], budget: &suggestions))",
                location: connection.location, objectID: connection.id))
        }
        result.diagnostics.sort { ($0.location, $0.code.rawValue) < ($1.location, $1.code.rawValue) }
        return result
    }

    /// `outlet 'titleLabel' of tableViewCell 'abc-12-def'` (`of File's Owner` when it is the
    /// source), for messages.
    static func describe(_ connection: NibConnection, filesOwner: String?) -> String {
        let kind = switch connection.kind {
        case .outlet: "outlet"
        case .outletCollection: "outlet collection"
        case .action: "action"
        case .binding: "binding"
        }
        let name = connection.name.map { " '\(Quote.value($0))'" } ?? ""
        if let filesOwner, connection.source == filesOwner { return "\(kind)\(name) of File's Owner" }
        let source = connection.source.map { " '\(Quote.value($0))'" } ?? ""
        return "\(kind)\(name) of \(connection.sourceElement)\(source)"
    }
}
