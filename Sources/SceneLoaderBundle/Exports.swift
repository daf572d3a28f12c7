// A bundle can stand for a target of an Xcode project: `import SceneLoaderBundle` gives the project
// layer's types too (`ProjectTarget`, `ProjectRepository`), which a bundle's `projectTarget` and a
// `StoryboardProject`'s `repository` are.
@_exported public import SceneLoaderProject
