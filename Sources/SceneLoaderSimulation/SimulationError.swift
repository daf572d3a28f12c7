public import SceneLoaderCore

/// A mistake in a simulation script: a command or name that does not exist, a missing argument, a
/// storyboard that cannot be loaded. (What the controllers themselves refuse is not an error of the
/// script: the simulation prints it and goes on.)
public struct SimulationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable code.
    public let code: DiagnosticCode
    /// One line, quoting the script's word and suggesting the nearest match.
    public let message: String
    /// Where in the script.
    public let location: SourceLocation

    /// Creates an error.
    public init(code: DiagnosticCode, message: String, location: SourceLocation) {
        self.code = code
        self.message = message
        self.location = location
    }

    /// The error as a diagnostic.
    public var diagnostic: Diagnostic { Diagnostic(severity: .error, code: code, message: message, location: location) }

    /// `script:line:col: error: message [code]`.
    public var description: String { diagnostic.description }
}

extension DiagnosticCode {
    /// A script line whose first word is not a command.
    public static let simulateUnknownCommand: DiagnosticCode = "simulate.unknown-command"
    /// A command with missing, extra or malformed arguments.
    public static let simulateBadArguments: DiagnosticCode = "simulate.bad-arguments"
    /// A controller name the script has not defined.
    public static let simulateUnknownName: DiagnosticCode = "simulate.unknown-name"
    /// A controller of the wrong kind for the command (a plain controller where a navigation
    /// controller is needed…), or a name defined twice.
    public static let simulateWrongController: DiagnosticCode = "simulate.wrong-controller"
    /// A string with no closing quote.
    public static let simulateUnterminatedString: DiagnosticCode = "simulate.unterminated-string"
    /// The storyboard could not be loaded or has no such scene.
    public static let simulateStoryboard: DiagnosticCode = "simulate.storyboard"
}
