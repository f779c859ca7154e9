import { describe, expect, it } from "vitest";
import { formatLogLine } from "@/server/log/logger";

const email = "ana.souza@example.com";
const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

describe("log lines", () => {
  it("never hold the e-mail, token or SQL parameters of a failed query", () => {
    const failedQuery = Object.assign(
      new Error(`Failed query: insert into "contact_messages" ("name", "email") values ($1, $2)\nparams: Ana Souza,${email}`),
      { code: "23505", cause: new Error(`duplicate key for ${email}`) },
    );
    const line = formatLogLine("error", `signup failed for ${email} with ${jwt}`, {
      error: failedQuery,
      route: "quiz",
      email,
      token: jwt,
      headers: { authorization: `Bearer ${jwt}`, cookie: "session=abc" },
      profile: { weight: 80, heightCm: 170 },
      answers: [{ stepId: "name", value: "Ana" }],
      note: `contact ${email}`,
    });
    for (const secret of [email, jwt, "Ana Souza", "session=abc", "Bearer"]) expect(line).not.toContain(secret);
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      level: "error",
      route: "quiz",
      email: "[redacted]",
      token: "[redacted]",
      profile: "[redacted]",
      answers: "[redacted]",
      note: "contact [email]",
      headers: { authorization: "[redacted]", cookie: "[redacted]" },
      error: { name: "Error", code: "23505", cause: { message: "duplicate key for [email]" } },
    });
    expect((parsed.error as { message: string }).message).toBe(
      'Failed query: insert into "contact_messages" ("name", "email") values ($1, $2) params: [redacted]',
    );
  });

  it("keep what is not personal, and cannot be overwritten by the context", () => {
    const parsed = JSON.parse(formatLogLine("info", "stored", { status: 202, topic: "billing", level: "fake", message: "x" }));
    expect(parsed).toMatchObject({ level: "info", message: "stored", status: 202, topic: "billing" });
  });
});
