/**
 * Values that earlier versions shipped as development defaults. They are public (they were in
 * the source), so a production server refuses to start while one of them is configured.
 */
export const developmentSiteTokenSecret = "platewise-development-site-token-secret-change-in-production";
export const developmentReceiverPassword = "platewise-development-receiver-password";
