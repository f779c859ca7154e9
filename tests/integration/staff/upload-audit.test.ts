import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "@/features/staff/server/create-staff";
import { listAudit } from "@/features/staff/server/record-audit";
import { recordUploadAudit } from "@/features/staff/server/record-upload-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { createTestDatabase } from "../../helpers/test-db";

describe("recordUploadAudit", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("writes who uploaded which file, where it is served and its size", async () => {
    const staff = await createStaff(handle.db, { email: "uploader@platewise.test", password: "an uploader's password", role: "growth" });
    const file = { fileName: "3f2a9c.webp", url: "/media/funnel-images/3f2a9c.webp", bytes: 48_213 };
    const { id } = await recordUploadAudit(handle.db, { staff: { id: staff.id, email: staff.email }, file, requestId: "req-1" });
    const [row] = await listAudit(handle.db, "image", "3f2a9c.webp");
    expect(row).toMatchObject({ id, action: "upload.image", staffId: staff.id, staffEmail: "uploader@platewise.test", requestId: "req-1" });
    expect(JSON.stringify(row!.diff)).toContain("/media/funnel-images/3f2a9c.webp");
    expect(JSON.stringify(row!.diff)).toContain("48213");
  });
});
