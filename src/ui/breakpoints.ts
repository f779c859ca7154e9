/** Breakpoints of the spec, in px; mirrored in globals.css as xs/sm/md/lg. */
export const breakpoints = { xs: 360, sm: 480, md: 768, lg: 1280 } as const;

/** next/image configuration of the spec (next.config.ts uses the same numbers). */
export const imageWidths = [640, 768, 1366, 2048, 3840] as const;
export const imageQuality = 75;
