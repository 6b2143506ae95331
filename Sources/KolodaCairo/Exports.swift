// `import KolodaCairo` is all an app needs: the engine's types (directions, geometry, errors, the deck) come with it.
@_exported import KolodaCore
