// `import SceneLoader` gives every layer, as one module did: each layer is a target of its own
// (see Package.swift), and this module re-exports them all. A program that needs less imports less:
// `SceneLoaderCore` loads and validates, `SceneLoaderRuntime` adds controllers.
@_exported public import SceneLoaderCore
@_exported public import SceneLoaderRuntime
@_exported public import SceneLoaderProject
@_exported public import SceneLoaderBundle
@_exported public import SceneLoaderInspect
@_exported public import SceneLoaderDrawing
@_exported public import SceneLoaderCodeGen
@_exported public import SceneLoaderLint
@_exported public import SceneLoaderSimulation
@_exported public import SceneLoaderMerge
