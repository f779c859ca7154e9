import "server-only";
import { z } from "zod";
import { appRequestStripeSync } from "@/features/package-admin/server/app-request-stripe-sync";
import { savePackage } from "@/features/package-admin/server/package-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { packageAnswer, versionInput, type PackageAnswer } from "./package-answer";

const input = z.object({ content: z.unknown(), expectedVersion: versionInput, isNew: z.boolean() });

/** Creates or edits a price package; it is on sale at once (refused when stale, invalid or a sold package's price changes). */
export const definition: StaffActionDefinition<typeof input, PackageAnswer> = {
  name: "package-admin-save",
  permission: "packages:edit",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    packageAnswer(async () => (await savePackage(db, input, { staff, requestId, requestStripeSync: appRequestStripeSync() })).version),
};
