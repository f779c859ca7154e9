import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffAction } from "@/features/staff/server/staff-action";
import { readStaffMember } from "@/features/staff/server/read-staff-viewer";
import { definition as searchDefinition } from "@/features/support-proxy/actions/search-customer-definition";
import type { DatabaseHandle } from "@/server/db/create-database";
import { users } from "@/server/db/schema/quiz";
import { auditLog } from "@/server/db/schema/staff";
import { openAppDatabase } from "../../helpers/app-db";
import { makePrincipals, type Principal } from "../staff/staff-principals";

/** Support's search by e-mail is audited, without the address searched. */
describe("support proxy: the search is audited", () => {
  let handle: DatabaseHandle;
  let support: Principal;
  let customer: { uuid: string; email: string };

  beforeAll(async () => {
    handle = await openAppDatabase();
    support = (await makePrincipals(handle.db)).find((p) => p.name === "support")!;
    const [row] = await handle.db.insert(users).values({ email: "Searched.Person@Example.org" }).returning();
    customer = { uuid: row!.uuid, email: row!.email };
  });
  afterAll(() => handle.close());

  const searches = () => handle.db.select().from(auditLog).where(eq(auditLog.action, "support.search"));

  it("writes one row per search, by whom, with the customer found, the address only masked", async () => {
    const cookie = await support.cookie();
    const headers = new Headers({ cookie, "x-forwarded-for": "198.51.100.61" });
    const staff = (await readStaffMember(new Headers({ cookie }), handle.db))!;
    expect(await runStaffAction(searchDefinition, { query: "searched.person@example.org" }, headers)).toMatchObject({ ok: true, data: { kind: "found", uuid: customer.uuid } });
    expect(await runStaffAction(searchDefinition, { query: "Nobody.Known@Example.net" }, headers)).toMatchObject({ ok: true, data: { kind: "none" } });
    expect(await runStaffAction(searchDefinition, { query: customer.uuid }, headers)).toMatchObject({ ok: true, data: { kind: "found" } });

    const [found] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "support.search"), eq(auditLog.entityId, customer.uuid)));
    expect(found).toMatchObject({ staffId: staff.id, staffEmail: staff.email, entityType: "customer" });
    const [none] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "support.search"), eq(auditLog.entityId, "none")));
    expect(JSON.stringify(found!.diff)).toContain("s***@example.org");
    expect(JSON.stringify(none!.diff)).toContain("n***@example.net");
    const all = await searches();
    expect(all).toHaveLength(3);
    // Neither address is stored as typed, in any case.
    expect(JSON.stringify(all)).not.toMatch(/searched\.person|nobody\.known/i);
    // The same address searched twice has the same fingerprint, so repeats can be told apart.
    await runStaffAction(searchDefinition, { query: "SEARCHED.person@example.org" }, headers);
    const fingerprintOf = (row: { diff: unknown }) => /\b[0-9a-f]{16}\b/.exec(JSON.stringify(row.diff))?.[0];
    const first = fingerprintOf(found!);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect((await searches()).filter((row) => fingerprintOf(row) === first)).toHaveLength(2);
  });

  it("an invalid search asks nothing and writes nothing", async () => {
    const before = (await searches()).length;
    const headers = new Headers({ cookie: await support.cookie(), "x-forwarded-for": "198.51.100.62" });
    expect(await runStaffAction(searchDefinition, { query: "half-an-addr" }, headers)).toMatchObject({ ok: true, data: { kind: "invalid" } });
    expect(await searches()).toHaveLength(before);
  });
});
