import Foundation
import SceneLoader
import Testing
import TestSupport

/// The README's "Xibs" snippet, run as written (with the fixture app whose screens and cells are xibs).
@Suite struct ReadmeXibExampleTests {
    @Test func theSnippetWorksAsShown() throws {
        let app = try StoryboardBundle(url: Paths.fixtures("bundles/Nibs"))
        let objects = try Nib(nibName: "MessageCell", bundle: app).instantiate(withOwner: nil)
        let profile = ViewController(nibName: "Profile", bundle: app)
        try profile.register(Nib(nibName: "MessageCell", bundle: app), forCellReuseIdentifier: "MessageCell")
        #expect((objects.first as? TableViewCell)?.reuseIdentifier == "MessageCell")
        #expect(try profile.dequeueReusableCell(withIdentifier: "MessageCell").className == "MessageCell")
        // A plain controller does not take the nib's `nameLabel` outlet: UIKit's exception.
        #expect(throws: ControllerError.self) { try profile.loadedView() }
        let readme = String(decoding: try Data(contentsOf: Paths.packageRoot.appendingPathComponent("README.md")), as: UTF8.self)
        #expect(readme.contains("let objects = try Nib(nibName: \"MessageCell\", bundle: app).instantiate(withOwner: nil)"))
        #expect(readme.contains("try profile.register(Nib(nibName: \"MessageCell\", bundle: app), forCellReuseIdentifier: \"MessageCell\")"))
    }
}
