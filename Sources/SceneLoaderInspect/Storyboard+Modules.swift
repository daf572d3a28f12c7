public import SceneLoaderCore

extension Storyboard {
    /// The modules a file generated from this storyboard would import: every `customModule` of a
    /// controller, segue, dock object or reusable view, except those whose module is the target
    /// that builds the file (`customModuleProvider="target"`), sorted and each once.
    public var importedModules: [String] {
        var modules: Set<String> = []
        func add(_ module: String?, provider: String?) {
            if let module, provider != "target" { modules.insert(module) }
        }
        for scene in scenes {
            add(scene.customModule, provider: scene.customModuleProvider)
            for segue in scene.segues { add(segue.customModule, provider: segue.customModuleProvider) }
            for object in scene.objects { add(object.customModule, provider: object.customModuleProvider) }
            for view in scene.reusableViews { add(view.customModule, provider: view.customModuleProvider) }
        }
        return modules.sorted()
    }

    /// What a segue's destination is: a controller (its kind, identifier and class) or another
    /// scene object (the Exit of an unwind segue: its element and class); nil when it is neither
    /// (a diagnostic says so).
    func segueDestination(of segue: Segue) -> (kind: String, identifier: String?, className: String?, id: String)? {
        guard let destination = segue.destination else { return nil }
        if let target = self.scene(withID: destination) {
            return (target.kind.rawValue, target.storyboardIdentifier, target.className, destination)
        }
        if let object = sceneObject(withID: destination) {
            return (object.element, nil, object.customClass, destination)
        }
        return nil
    }
}
