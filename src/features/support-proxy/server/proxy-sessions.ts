import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import { recordAudit } from "@/features/staff/server/record-audit";
import { judgeProxySession, proxySessionMs, type ProxySessionVerdict } from "@/features/support-proxy/domain/proxy-session";
import type { Db } from "@/server/db/db-type";
import { auditLog } from "@/server/db/schema/staff";
import { supportProxySessions } from "@/server/db/schema/support-proxy";
import { customerById } from "./find-customer";

type Staff = Pick<StaffMember, "id" | "email">;

export function hashProxyToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** How long a look (opening a customer with a reason) lets the same staff member see the page. */
export const lookMs = 30 * 60_000;

/** Opening a customer: audited with the reason before anything of theirs is shown. */
export async function recordLook(db: Db, input: { staff: Staff; customerId: string; reason: string; requestId: string }): Promise<boolean> {
  if (!(await customerById(db, input.customerId))) return false;
  await recordAudit(db, { staff: input.staff, action: "support.look", entityType: "customer", entityId: input.customerId, reason: input.reason, requestId: input.requestId });
  return true;
}

/** The newest look of this staff member at this customer within the last 30 minutes, if any. */
export async function recentLook(db: Db, staffId: string, customerId: string, now: Date) {
  const [row] = await db
    .select({ at: auditLog.at, reason: auditLog.reason })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.staffId, staffId),
        eq(auditLog.action, "support.look"),
        eq(auditLog.entityType, "customer"),
        eq(auditLog.entityId, customerId),
        gt(auditLog.at, new Date(now.getTime() - lookMs)),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row ?? null;
}

/**
 * Opens a read-only account view for 15 minutes (docs/support-proxy.md, "Account view"): a
 * random token for the cookie, only its hash stored, bound to this staff member and customer.
 */
export async function openProxySession(
  db: Db,
  input: { staff: Staff; customerId: string; reason: string; requestId: string; now: Date },
): Promise<{ id: string; token: string; expiresAt: Date } | null> {
  if (!(await customerById(db, input.customerId))) return null;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(input.now.getTime() + proxySessionMs);
  const [row] = await db
    .insert(supportProxySessions)
    .values({ tokenHash: hashProxyToken(token), staffId: input.staff.id, staffEmail: input.staff.email, customerUuid: input.customerId, createdAt: input.now, expiresAt })
    .returning({ id: supportProxySessions.id });
  await recordAudit(db, {
    staff: input.staff,
    action: "support.view_open",
    entityType: "customer",
    entityId: input.customerId,
    after: { viewId: row!.id, expiresAt: expiresAt.toISOString() },
    reason: input.reason,
    requestId: input.requestId,
    at: input.now,
  });
  return { id: row!.id, token, expiresAt };
}

export type ProxyView =
  | { kind: "valid"; id: string; customerId: string; email: string; locale: string; expiresAt: Date }
  | { kind: Exclude<ProxySessionVerdict, "valid"> };

/** The view a cookie's token names, for this staff member now; anything else is refused. */
export async function readProxySession(db: Db, token: string | null | undefined, staffId: string, now: Date): Promise<ProxyView> {
  if (!token || token.length > 200) return { kind: "unknown" };
  const [row] = await db.select().from(supportProxySessions).where(eq(supportProxySessions.tokenHash, hashProxyToken(token))).limit(1);
  const verdict = judgeProxySession(row ?? null, staffId, now);
  if (verdict !== "valid" || !row) return { kind: verdict === "valid" ? "unknown" : verdict };
  const customer = await customerById(db, row.customerUuid);
  if (!customer) return { kind: "unknown" };
  return { kind: "valid", id: row.id, customerId: customer.uuid, email: customer.email, locale: customer.locale, expiresAt: row.expiresAt };
}

/** Ends a view early ("End"); only the staff member who opened it may. Audited. */
export async function endProxySession(db: Db, input: { staff: Staff; viewId: string; requestId: string; now: Date }): Promise<boolean> {
  const [row] = await db
    .update(supportProxySessions)
    .set({ endedAt: input.now })
    .where(and(eq(supportProxySessions.id, input.viewId), eq(supportProxySessions.staffId, input.staff.id), isNull(supportProxySessions.endedAt)))
    .returning({ customerUuid: supportProxySessions.customerUuid });
  if (!row) return false;
  await recordAudit(db, { staff: input.staff, action: "support.view_end", entityType: "customer", entityId: row.customerUuid, after: { viewId: input.viewId }, requestId: input.requestId, at: input.now });
  return true;
}
