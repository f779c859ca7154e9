import { describe, expect, it } from "vitest";
import { uploadQuota, uploadQuotaProblem } from "@/features/funnel-admin/domain/upload-quota";

const now = Date.UTC(2026, 10, 29, 12);
const hour = 3_600_000;

describe("the upload quota of one staff account", () => {
  it("lets an upload through below both limits", () => {
    expect(uploadQuotaProblem({ count: 0, bytes: 0, oldestAt: null }, 2_000_000, now)).toBeNull();
    expect(uploadQuotaProblem({ count: uploadQuota.maxCount - 1, bytes: 0, oldestAt: now - hour }, 1000, now)).toBeNull();
  });

  it("stops at the number of images, saying when the oldest leaves the window", () => {
    const refusal = uploadQuotaProblem({ count: uploadQuota.maxCount, bytes: 1000, oldestAt: now - 20 * hour }, 1000, now);
    expect(refusal?.message).toBe("You have uploaded 100 images in the last 24 hours, the most one account may. Try again later, or reuse an image already uploaded.");
    expect(refusal?.retryAfterSeconds).toBe(4 * 3600);
  });

  it("stops at the stored bytes", () => {
    const refusal = uploadQuotaProblem({ count: 10, bytes: uploadQuota.maxBytes - 1000, oldestAt: now - hour }, 2000, now);
    expect(refusal?.message).toBe("This image would take your uploads past 50 MB in 24 hours (50 MB used). Try again later, or upload a smaller image.");
    expect(refusal?.retryAfterSeconds).toBe(23 * 3600);
  });
});
