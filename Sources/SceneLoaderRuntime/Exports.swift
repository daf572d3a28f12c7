// The runtime is built on the registry: `import SceneLoaderRuntime` gives `Storyboard`, `Scene` and
// the rest of SceneLoaderCore too, so a program that depends on this product alone needs no other
// import to load a storyboard and instantiate its controllers.
@_exported public import SceneLoaderCore
