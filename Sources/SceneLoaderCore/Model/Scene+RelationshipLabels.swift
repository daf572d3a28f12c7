extension Scene {
    /// Short labels for the scene's relationships, in order, as the tree and the graph show them:
    /// `tab 0`, `tab 1`… for tabs, `root`, `master`, `detail`, `supplementary`, `compact`,
    /// `content`, `next page`, and the relationship's own name for any other.
    package var relationshipLabels: [String] {
        var tabIndex = 0
        return relationships.map { relationship in
            switch relationship.kind {
            case .viewControllers, .tabItems:
                defer { tabIndex += 1 }
                return "tab \(tabIndex)"
            case .rootViewController: return "root"
            case .masterViewController: return "master"
            case .detailViewController: return "detail"
            case .supplementaryViewController: return "supplementary"
            case .compactViewController: return "compact"
            case .windowContent: return "content"
            case .nextPage: return "next page"
            default: return relationship.kind.rawValue
            }
        }
    }
}
