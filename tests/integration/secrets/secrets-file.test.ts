import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { developmentSiteTokenSecret } from "@/server/secrets/known-development-values";
import { generateStoredSecrets, readOrCreateSecretsFile, type StoredSecrets } from "@/server/secrets/secrets-file";
import { resolveServerSecrets, secretsFileOf } from "@/server/secrets/server-secrets";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const folder = mkdtempSync(path.join(os.tmpdir(), "platewise-secrets-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const fileIn = (name: string) => path.join(folder, name, "secrets.json");
const strong = "k".repeat(40);
const base = { NODE_ENV: "production" as const };

describe("secrets kept with the data", () => {
  it("creates strong random secrets once, readable by the owner only, and reads the same ones back", () => {
    const file = fileIn("first");
    const created = readOrCreateSecretsFile(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(created.durationReceiverPassword).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.siteTokenKeys).toMatch(/^[\w.-]+:[A-Za-z0-9_-]{43}$/);
    expect(created.sessionKeys).not.toBe(created.siteTokenKeys);
    expect(readOrCreateSecretsFile(file)).toEqual(created);
    expect(readdirSync(path.dirname(file))).toEqual(["secrets.json"]);
  });

  it("lets explicit variables win over the file, and reads SITE_TOKEN_SECRET as the key `default`", () => {
    const file = fileIn("env-wins");
    const stored = readOrCreateSecretsFile(file);
    const secrets = resolveServerSecrets({ ...base, SECRETS_FILE: file, SESSION_KEYS: `s1:${strong}`, SITE_TOKEN_SECRET: strong });
    expect(secrets.sessionKeys).toEqual([{ kid: "s1", secret: strong }]);
    expect(secrets.siteTokenKeys).toEqual([{ kid: "default", secret: strong }]);
    expect(secrets.durationReceiverPassword).toBe(stored.durationReceiverPassword);
    const keys = resolveServerSecrets({ ...base, SECRETS_FILE: file, SITE_TOKEN_KEYS: `a:${strong}`, SITE_TOKEN_SECRET: developmentSiteTokenSecret });
    expect(keys.siteTokenKeys).toEqual([{ kid: "a", secret: strong }]);
  });

  it("writes no file when every secret is given", () => {
    const file = fileIn("all-given");
    resolveServerSecrets({ ...base, SECRETS_FILE: file, SITE_TOKEN_KEYS: `a:${strong}`, SESSION_KEYS: `b:${strong}`, DURATION_RECEIVER_PASSWORD: strong });
    expect(existsSync(file)).toBe(false);
  });

  it("uses the default file outside tests, and random in-memory keys in tests without SECRETS_FILE", () => {
    expect(secretsFileOf({ NODE_ENV: "production" })).toBe(".data/secrets.json");
    expect(secretsFileOf({ NODE_ENV: "test" })).toBeNull();
    const once = resolveServerSecrets({ NODE_ENV: "test" });
    expect(once.sessionKeys[0].secret).toHaveLength(43);
    expect(once.sessionKeys[0].secret).not.toBe(once.siteTokenKeys[0].secret);
    expect(resolveServerSecrets({ NODE_ENV: "test" })).toEqual(once);
  });

  it("refuses a damaged file or a hand-shortened key with a clear message instead of signing with it", () => {
    const file = fileIn("damaged");
    readOrCreateSecretsFile(file);
    writeFileSync(file, "{ not json");
    expect(() => readOrCreateSecretsFile(file)).toThrow(/is not valid .* delete it to generate new secrets/);
    const stored = JSON.parse(readFileSync(fileIn("first"), "utf8")) as Record<string, string>;
    writeFileSync(file, JSON.stringify({ ...stored, sessionKeys: "a:short" }));
    expect(() => resolveServerSecrets({ ...base, SECRETS_FILE: file })).toThrow(/at least 32 characters/);
  });

  it("uses the other process's secrets when that process links its file first", () => {
    const file = fileIn("lost-race");
    let rival: StoredSecrets | undefined;
    const mine = readOrCreateSecretsFile(file, () => {
      rival = readOrCreateSecretsFile(file);
      return generateStoredSecrets();
    });
    expect(mine).toEqual(rival);
    expect(readdirSync(path.dirname(file))).toEqual(["secrets.json"]);
  });

  it("creates the file once when several processes start at the same moment", async () => {
    const file = fileIn("race");
    const startAt = String(Date.now() + 2500);
    const child = path.resolve("tests/integration/secrets/create-secrets-file.child.ts");
    const outputs = await Promise.all([1, 2, 3].map(() => run(tsx, [child, file, startAt])));
    const seen = outputs.map((output) => output.stdout);
    expect(new Set(seen).size).toBe(1);
    expect(JSON.parse(seen[0]!)).toEqual(JSON.parse(readFileSync(file, "utf8")));
    expect(readdirSync(path.dirname(file))).toEqual(["secrets.json"]);
  });

  it("a production start with a weak key exits non-zero, naming the variable, before touching the database", async () => {
    const failure = await run(tsx, ["scripts/db-setup.ts"], {
      env: { ...process.env, NODE_ENV: "production", SITE_TOKEN_KEYS: "k1:short", SITE_TOKEN_SECRET: "", DATABASE_URL: "", DATA_DIR: fileIn("never") },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Platewise refuses to start in production: SITE_TOKEN_KEYS key "k1" is shorter than 32 characters');
    expect(existsSync(fileIn("never"))).toBe(false);
  });
});
