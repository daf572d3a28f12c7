import Foundation
import SceneLoaderCore
import SceneLoaderRuntime
import Testing
import TestSupport

/// Cells and reusable views made from a scene's prototypes, as the classes registered for them.
@Suite struct DequeueTests {
    final class DequeueMessageCell: TableViewCell {}
    final class DequeueHeader: CollectionReusableView {}

    static func storyboard() throws -> Storyboard {
        try Storyboard(contentsOf: Paths.fixtures("storyboards/reusable-views.storyboard"))
    }

    @Test func aPrototypeIsDequeuedAsItsRegisteredClassEveryTimeNew() throws {
        // The prototype's module is the target's: its plain name is looked up.
        ReusableViewClasses.register(DequeueMessageCell.self, as: "MessageCell")
        let messages = try Self.storyboard().instantiateViewController(withIdentifier: "Messages")
        let first = try messages.dequeueReusableCell(withIdentifier: "MessageCell")
        let second = try messages.dequeueReusableCell(withIdentifier: "MessageCell")
        #expect(first is DequeueMessageCell)
        #expect(first !== second)
        #expect(first.reuseIdentifier == "MessageCell")
        // No custom class: the runtime's cell.
        #expect(type(of: try messages.dequeueReusableCell(withIdentifier: "LoadingCell")) == TableViewCell.self)
    }

    @Test func collectionCellsAndSupplementaryViewsAreTheirElementsClasses() throws {
        ReusableViewClasses.register(DequeueHeader.self, as: "Gallery.SectionHeaderView")
        let gallery = try Self.storyboard().instantiateViewController(withIdentifier: "Gallery")
        #expect(type(of: try gallery.dequeueReusableCell(withReuseIdentifier: "PhotoCell")) == CollectionViewCell.self)
        #expect(try gallery.dequeueReusableSupplementaryView(withReuseIdentifier: "SectionHeader") is DequeueHeader)
    }

    @Test func anUnknownIdentifierThrowsWithTheNearest() throws {
        let messages = try Self.storyboard().instantiateViewController(withIdentifier: "Messages")
        let error = #expect(throws: StoryboardError.self) { try messages.dequeueReusableCell(withIdentifier: "MesageCell") }
        #expect(error?.code == .unknownIdentifier)
        #expect(error?.message.hasSuffix("(did you mean 'MessageCell'?)") == true)
        // A table cell's identifier is not a collection cell's.
        #expect(throws: StoryboardError.self) { try messages.dequeueReusableCell(withReuseIdentifier: "MessageCell") }
    }
}
