// `PixelRect` and `PixelSize`, which the window's API takes, moved to KolodaCompositing with the rest of the pixel
// types: re-exported so that `import KolodaSDL` still names them.
@_exported import KolodaCompositing
