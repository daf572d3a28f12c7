import SceneLoaderCore
import SceneLoaderRuntime

/// Turns one line's words into a ``SimulationStep``.
struct ScriptLineParser {
    let words: [ScriptLexer.Word]
    let file: String
    let line: Int
    private var position = 1

    init(words: [ScriptLexer.Word], file: String, line: Int) {
        self.words = words
        self.file = file
        self.line = line
    }

    /// Every command word, with its usage, for messages and the documentation.
    static let commands: [(name: String, usage: String)] = [
        ("storyboard", "storyboard PATH"),
        ("bundle", "bundle PATH"),
        ("instantiate", "instantiate (IDENTIFIER | initial) [from STORYBOARD] [as NAME]"),
        ("make", "make NAME [title TEXT]"),
        ("wrap", "wrap CONTROLLER in NAME"),
        ("tabbar", "tabbar NAME"),
        ("use", "use TABBAR"),
        ("tabs", "tabs [CONTROLLER...]"),
        ("add", "add CONTROLLER"),
        ("contain", "contain PARENT CHILD"),
        ("remove", "remove CONTROLLER"),
        ("show", "show CONTROLLER"),
        ("select", "select (INDEX | more | CONTROLLER)"),
        ("tap", "tap (INDEX | more [INDEX])"),
        ("push", "push NAVIGATION CONTROLLER [animated]"),
        ("pop", "pop NAVIGATION [to (root | CONTROLLER)]"),
        ("back", "back NAVIGATION"),
        ("stack", "stack NAVIGATION CONTROLLER..."),
        ("edit", "edit"),
        ("drag", "drag INDEX onto INDEX"),
        ("done", "done"),
        ("width", "width (compact | regular)"),
        ("refuse", "refuse CONTROLLER"),
        ("allow", "allow CONTROLLER"),
        ("orientations", "orientations CONTROLLER MASK..."),
        ("delegate-orientations", "delegate-orientations (MASK... | none)"),
        ("policy", "policy (all-children | selected-child)"),
        ("title", "title CONTROLLER (TEXT | nil)"),
        ("tab-title", "tab-title CONTROLLER (TEXT | nil)"),
        ("customizable", "customizable (CONTROLLER... | none)"),
        ("present", "present CONTROLLER over CONTROLLER"),
        ("dismiss", "dismiss CONTROLLER"),
        ("items", "items"),
        ("titles", "titles CONTROLLER"),
        ("hides-bottom-bar", "hides-bottom-bar CONTROLLER"),
        ("modify-tab-bar", "modify-tab-bar"),
        ("state", "state"),
    ]

    static let masks: [(String, InterfaceOrientationMask)] = [
        ("portrait", .portrait), ("upside-down", .portraitUpsideDown), ("landscape-left", .landscapeLeft),
        ("landscape-right", .landscapeRight), ("landscape", .landscape), ("all", .all), ("all-but-upside-down", .allButUpsideDown),
    ]

    func location(of index: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: index < words.count ? words[index].column : (words.last.map { $0.column + $0.text.count } ?? 1))
    }

    mutating func parse() throws(SimulationError) -> SimulationStep {
        let command = words[0].text
        let step: SimulationStep
        switch command {
        case "storyboard": step = .storyboard(path: try word("a path"))
        case "bundle": step = .bundle(path: try word("a path"))
        case "instantiate":
            let identifier = try word("an identifier or 'initial'")
            var storyboard: String?
            if position < words.count, words[position].text == "from", !words[position].quoted {
                position += 1
                storyboard = try word("a storyboard's name after 'from'")
            }
            let name = try optionalName(after: "as")
            step = .instantiate(identifier: identifier == "initial" && !words[1].quoted ? nil : identifier, storyboard: storyboard, name: name)
        case "make":
            let name = try word("a name")
            step = .make(name: name, title: try optionalName(after: "title"))
        case "wrap":
            let controller = try word("a controller")
            try keyword("in")
            step = .wrap(controller: controller, navigation: try word("a name for the navigation controller"))
        case "tabbar": step = .tabBar(name: try word("a name"))
        case "use": step = .use(name: try word("a tab bar controller"))
        case "tabs": step = .setTabs(rest())
        case "add": step = .addTab(try word("a controller"))
        case "contain":
            let parent = try word("a parent")
            step = .contain(parent: parent, child: try word("a child"))
        case "remove": step = .remove(try word("a controller"))
        case "show": step = .show(try word("a controller"))
        case "select":
            let target = try word("an index, 'more' or a controller")
            if let index = Int(target) { step = .selectIndex(index) } else if target == "more" { step = .selectMore } else { step = .selectController(target) }
        case "tap":
            let target = try word("an index or 'more'")
            if target == "more" {
                step = position < words.count ? .tapMoreEntry(try integer("an entry index")) : .tapMore
            } else if let index = Int(target) {
                step = .tapTab(index)
            } else {
                throw bad("'tap' takes a tab index or 'more', not '\(Quote.value(target))'", at: position - 1)
            }
        case "push":
            let navigation = try word("a navigation controller")
            let controller = try word("a controller")
            var animated = false
            if position < words.count, words[position].text == "animated" { animated = true; position += 1 }
            step = .push(navigation: navigation, controller: controller, animated: animated)
        case "pop":
            let navigation = try word("a navigation controller")
            if position < words.count {
                try keyword("to")
                let target = try word("'root' or a controller")
                step = target == "root" ? .popToRoot(navigation: navigation) : .popTo(navigation: navigation, controller: target)
            } else {
                step = .pop(navigation: navigation)
            }
        case "back": step = .pop(navigation: try word("a navigation controller"))
        case "stack":
            let navigation = try word("a navigation controller")
            step = .setStack(navigation: navigation, controllers: rest())
        case "edit": step = .edit
        case "drag":
            let from = try integer("a position")
            try keyword("onto")
            step = .drag(from: from, onto: try integer("a position"))
        case "done": step = .done
        case "width":
            let value = try word("'compact' or 'regular'")
            guard let size = UserInterfaceSizeClass(rawValue: value) else { throw bad("width is 'compact' or 'regular', not '\(Quote.value(value))'", at: position - 1) }
            step = .width(size)
        case "refuse": step = .refuse(try word("a controller"))
        case "allow": step = .allow(try word("a controller"))
        case "orientations":
            let controller = try word("a controller")
            step = .orientations(controller: controller, mask: try mask())
        case "delegate-orientations":
            if position < words.count, words[position].text == "none" {
                position += 1
                step = .delegateOrientations(nil)
            } else {
                step = .delegateOrientations(try mask())
            }
        case "policy":
            let value = try word("'all-children' or 'selected-child'")
            switch value {
            case "all-children": step = .policy(.allChildren)
            case "selected-child": step = .policy(.selectedChild)
            default: throw bad("policy is 'all-children' or 'selected-child', not '\(Quote.value(value))'", at: position - 1)
            }
        case "title", "tab-title":
            let controller = try word("a controller")
            let textWord = try wordItself("a title or nil")
            let text: String? = textWord.text == "nil" && !textWord.quoted ? nil : textWord.text
            step = command == "title" ? .title(controller: controller, text: text) : .tabTitle(controller: controller, text: text)
        case "customizable":
            let names = rest()
            step = .customizable(names == ["none"] ? nil : names)
        case "present":
            let controller = try word("a controller")
            try keyword("over")
            step = .present(controller: controller, over: try word("a controller"))
        case "dismiss": step = .dismiss(try word("a controller"))
        case "items": step = .tabBarItems
        case "titles": step = .titles(try word("a controller"))
        case "hides-bottom-bar": step = .hidesBottomBar(try word("a controller"))
        case "modify-tab-bar": step = .modifyTabBar
        case "state": step = .state
        default:
            throw SimulationError(code: .simulateUnknownCommand,
                                  message: "unknown command '\(Quote.value(command))'\(NearestMatch.hint(for: command, among: Self.commands.map(\.name)))",
                                  location: location(of: 0))
        }
        guard position >= words.count else {
            throw bad("unexpected '\(Quote.value(words[position].text))'; usage: \(Self.commands.first { $0.name == command }?.usage ?? command)", at: position)
        }
        return step
    }

    private mutating func wordItself(_ what: String) throws(SimulationError) -> ScriptLexer.Word {
        guard position < words.count else {
            throw bad("'\(words[0].text)' needs \(what); usage: \(Self.commands.first { $0.name == words[0].text }?.usage ?? "")", at: position)
        }
        position += 1
        return words[position - 1]
    }

    private mutating func word(_ what: String) throws(SimulationError) -> String { try wordItself(what).text }

    private mutating func integer(_ what: String) throws(SimulationError) -> Int {
        let text = try word(what)
        guard let value = Int(text) else { throw bad("expected \(what) (a whole number), not '\(Quote.value(text))'", at: position - 1) }
        return value
    }

    private mutating func keyword(_ keyword: String) throws(SimulationError) {
        let text = try word("'\(keyword)'")
        guard text == keyword else { throw bad("expected '\(keyword)', not '\(Quote.value(text))'", at: position - 1) }
    }

    private mutating func optionalName(after keyword: String) throws(SimulationError) -> String? {
        guard position < words.count else { return nil }
        try self.keyword(keyword)
        return try word("a value after '\(keyword)'")
    }

    private mutating func rest() -> [String] {
        defer { position = words.count }
        return words[position...].map(\.text)
    }

    private mutating func mask() throws(SimulationError) -> InterfaceOrientationMask {
        var mask: InterfaceOrientationMask = []
        guard position < words.count else { throw bad("expected orientations (\(Self.masks.map(\.0).joined(separator: ", ")))", at: position) }
        while position < words.count {
            let text = words[position].text
            guard let value = Self.masks.first(where: { $0.0 == text })?.1 else {
                throw bad("unknown orientation '\(Quote.value(text))'\(NearestMatch.hint(for: text, among: Self.masks.map(\.0)))", at: position)
            }
            mask.formUnion(value)
            position += 1
        }
        return mask
    }

    private func bad(_ message: String, at index: Int) -> SimulationError {
        SimulationError(code: .simulateBadArguments, message: message, location: location(of: index))
    }
}
