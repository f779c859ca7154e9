import "server-only";
import { z } from "zod";
import { appRequestStripeSync } from "@/features/package-admin/server/app-request-stripe-sync";
import { rollbackPackage } from "@/features/package-admin/server/package-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { packageAnswer, packageIdInput, versionInput, type PackageAnswer } from "./package-answer";

const input = z.object({ id: packageIdInput, version: versionInput.min(1), expectedVersion: versionInput });

/** One click: an earlier version of a package is on sale again as a new version. */
export const definition: StaffActionDefinition<typeof input, PackageAnswer> = {
  name: "package-admin-rollback",
  permission: "packages:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    packageAnswer(async () => (await rollbackPackage(db, input.id, input.version, input.expectedVersion, { staff, requestId, requestStripeSync: appRequestStripeSync() })).version),
};
