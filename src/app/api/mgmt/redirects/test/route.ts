import { z } from "zod";
import { runRedirectTester } from "@/features/redirect-admin/server/run-tester";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";

const facts = z.object({
  path: z.string().max(500).default("/quiz"),
  query: z.string().max(2000).default(""),
  country: z.string().max(10).default(""),
  gender: z.enum(["", "MALE", "FEMALE"]).default(""),
  age: z.string().max(20).default(""),
  splits: z.string().max(2000).default(""),
});

/** The redirect tester: which configuration and rule a visitor with these facts gets (reads only). */
export const POST = staffRoute({
  name: "mgmt-redirect-test",
  permission: "redirects:read",
  body: facts,
  rateLimit: { limit: 300, windowMs: 60_000 },
  handler: async ({ body, db }) => Response.json(await runRedirectTester(db, body)),
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
