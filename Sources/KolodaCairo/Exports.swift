// `import KolodaCairo` is all an app needs: the engine's types (directions, geometry, errors, the deck) come with it,
// and the compositor's (frame buffers, rasters, layers, colours, shadows), which moved to KolodaCompositing.
@_exported import KolodaCompositing
@_exported import KolodaCore
