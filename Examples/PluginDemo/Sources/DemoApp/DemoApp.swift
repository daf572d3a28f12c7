/// The demo's only code: the target exists to carry Main.storyboard through the lint plugin.
public enum DemoApp {
    /// The storyboard the app loads.
    public static let storyboardName = "Main"
}
