@testable import SceneLoaderCore
import Testing

/// A storyboard's ``Storyboard/name`` is its file name without the extension, found by bytes.
@Suite struct BaseNameTests {
    @Test(arguments: [
        ("Main.storyboard", "Main"),
        ("App/Base.lproj/Main.storyboard", "Main"),
        ("/abs/path/Tabs.xml", "Tabs"),
        ("Main", "Main"),
        (".hidden", ".hidden"),
        ("dir/.hidden", ".hidden"),
        ("a.b.storyboard", "a.b"),
        ("dir.d/Main", "Main"),
        ("dir/Main.storyboard/", "Main"),
        ("trailing.", "trailing"),
        ("Écran d’accueil.storyboard", "Écran d’accueil"),
        ("日本語/画面.storyboard", "画面"),
        ("memory", "memory"),
        ("", ""),
        ("///", "///"),
        ("<stdin>", "<stdin>"),
    ])
    func nameOfPath(path: String, expected: String) {
        #expect(Storyboard.baseName(of: path) == expected)
    }
}
