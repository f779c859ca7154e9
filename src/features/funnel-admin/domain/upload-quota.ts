/**
 * How much one staff account may upload (docs/funnel-admin.md, "Images"): at most
 * `maxCount` images and `maxBytes` stored bytes in any 24 hours, counted from the audit log's
 * upload entries, so a stolen or careless account cannot fill the server's disk.
 */
export const uploadQuota = { windowMs: 24 * 60 * 60 * 1000, maxCount: 100, maxBytes: 50 * 1024 * 1024 } as const;

export type UploadUsage = {
  count: number;
  bytes: number;
  /** Epoch milliseconds of the oldest upload still in the window; null without one. */
  oldestAt: number | null;
};

export type QuotaRefusal = { message: string; retryAfterSeconds: number };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Why an upload of `incomingBytes` now would exceed the quota, or null when it fits. */
export function uploadQuotaProblem(used: UploadUsage, incomingBytes: number, now: number, quota = uploadQuota): QuotaRefusal | null {
  const retryAfterSeconds = Math.max(1, Math.ceil(((used.oldestAt ?? now) + quota.windowMs - now) / 1000));
  const hours = Math.round(quota.windowMs / 3_600_000);
  if (used.count >= quota.maxCount)
    return { retryAfterSeconds, message: `You have uploaded ${used.count} images in the last ${hours} hours, the most one account may. Try again later, or reuse an image already uploaded.` };
  if (used.bytes + incomingBytes > quota.maxBytes)
    return { retryAfterSeconds, message: `This image would take your uploads past ${megabytes(quota.maxBytes)} in ${hours} hours (${megabytes(used.bytes)} used). Try again later, or upload a smaller image.` };
  return null;
}
