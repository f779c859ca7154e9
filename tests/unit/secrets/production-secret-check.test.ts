import { describe, expect, it } from "vitest";
import { parseKeyRing } from "@/server/secrets/key-ring";
import { developmentReceiverPassword, developmentSiteTokenSecret } from "@/server/secrets/known-development-values";
import { assertProductionSecrets, productionSecretProblems } from "@/server/secrets/production-secret-check";

const strong = "s".repeat(43);
const production = { NODE_ENV: "production" as const };

describe("key rings", () => {
  it("reads kid:secret entries in order; the first is the signing key", () => {
    expect(parseKeyRing(`2026-11:${strong},2026-05:${strong}x`, "SESSION_KEYS")).toEqual([
      { kid: "2026-11", secret: strong },
      { kid: "2026-05", secret: `${strong}x` },
    ]);
  });

  it("keeps colons inside a secret", () => {
    expect(parseKeyRing("k:a:b:c", "X")).toEqual([{ kid: "k", secret: "a:b:c" }]);
  });

  it("refuses a missing kid or secret, an empty ring and a kid used twice", () => {
    expect(() => parseKeyRing(`:${strong}`, "X")).toThrow(/kid:secret/);
    expect(() => parseKeyRing("k:", "X")).toThrow(/kid:secret/);
    expect(() => parseKeyRing(strong, "X")).toThrow(/kid:secret/);
    expect(() => parseKeyRing(" , ", "X")).toThrow(/at least one/);
    expect(() => parseKeyRing(`a:${strong},a:${strong}y`, "X")).toThrow(/only once/);
  });
});

describe("a production start with known development values or weak keys is refused", () => {
  it("names the published site-token secret and receiver password", () => {
    expect(
      productionSecretProblems({ ...production, SITE_TOKEN_SECRET: developmentSiteTokenSecret, DURATION_RECEIVER_PASSWORD: developmentReceiverPassword }),
    ).toEqual([
      "SITE_TOKEN_SECRET is the published development value",
      "DURATION_RECEIVER_PASSWORD is the published development value",
    ]);
  });

  it("names every key shorter than 32 characters or equal to the development secret, by ring and kid", () => {
    expect(
      productionSecretProblems({
        ...production,
        SITE_TOKEN_KEYS: `new:${strong},old:short-secret`,
        SESSION_KEYS: `dev:${developmentSiteTokenSecret}`,
      }),
    ).toEqual([
      'SITE_TOKEN_KEYS key "old" is shorter than 32 characters',
      'SESSION_KEYS key "dev" is the published development value',
    ]);
  });

  it("throws one paragraph that names the variable and says how to fix it", () => {
    const message = (() => {
      try {
        assertProductionSecrets({ ...production, SESSION_KEYS: "a:tooshort" });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('SESSION_KEYS key "a" is shorter than 32 characters');
    expect(message).toMatch(/Remove these variables .* SECRETS_FILE/);
    expect(message).toContain("randomBytes(32)");
    expect(message).not.toContain("\n");
  });

  it("accepts strong explicit values and no values at all (generated ones)", () => {
    expect(productionSecretProblems({ ...production, SITE_TOKEN_KEYS: `a:${strong}`, SESSION_KEYS: `b:${strong}`, DURATION_RECEIVER_PASSWORD: strong })).toEqual([]);
    expect(productionSecretProblems(production)).toEqual([]);
  });

  it("lets development and tests run with short keys", () => {
    expect(productionSecretProblems({ NODE_ENV: "development", SESSION_KEYS: "a:short", SITE_TOKEN_SECRET: developmentSiteTokenSecret })).toEqual([]);
  });
});
