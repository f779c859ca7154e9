/** The internal segment of prerendered variants (docs/adr/0004-static-first-rendering.md). */
export const variantSegment = "_v";
