/**
 * The largest server-action body, in bytes: next.config's `serverActions.bodySizeLimit` and the
 * proxy's own check (server/proxy/action-step.ts) both use it. The biggest real one is an
 * editor's page or split content, a few tens of KiB; Next's default is 1 MB.
 */
export const serverActionBodyLimitBytes = 256 * 1024;
