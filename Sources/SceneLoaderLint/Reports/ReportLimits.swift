/// How much of a lint run one report shows, so that a report's size and the work of making it
/// stay proportional to what a reader can use, whatever the input: a storyboard of 140,000
/// findings would otherwise make hundreds of megabytes of HTML with five source lines each.
///
/// Findings past a limit are left out of the report, never out of the run: the exit status, the
/// summary counts and `--write-baseline` see every finding. Errors are kept before warnings and
/// warnings before notes, so a report that leaves findings out still shows every error it can.
/// Each format says how many it left out.
public struct ReportLimits: Sendable, Hashable {
    /// The most findings a report shows (below the 25,000 results GitHub code scanning accepts
    /// from one SARIF run).
    public var maxFindings = 20_000
    /// The most findings a report shows for one file, so that one file cannot crowd out the others.
    public var maxFindingsPerFile = 1_000
    /// The most findings the HTML report shows with the source lines around them, in all and for
    /// one file; the others show their location alone.
    public var maxExcerpts = 1_000
    /// See ``maxExcerpts``.
    public var maxExcerptsPerFile = 100
    /// The most scene graphs the HTML report draws (each of at most
    /// ``SceneGraph/maxDrawnNodes`` controllers).
    public var maxGraphs = 100
    /// The most tab bar pictures the HTML report draws.
    public var maxTabBarPictures = 20
    /// The most controllers the HTML report's tab bar pictures instantiate together.
    public var maxPictureControllers = 20_000

    /// The defaults.
    public init() {}

    /// The defaults, showing at most `maxFindings` findings in all and for one file.
    public init(maxFindings: Int) {
        self.maxFindings = maxFindings
        maxFindingsPerFile = maxFindings
    }
}
