import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { generateKeyRingText, generateSecret } from "./generate-secret";
import { minimumSecretLength } from "./key-ring";

/** What the secrets file holds; key rings in the same `kid:secret,…` form as the variables. */
const storedSecretsSchema = z.object({
  siteTokenKeys: z.string().min(1),
  sessionKeys: z.string().min(1),
  durationReceiverPassword: z.string().min(minimumSecretLength),
});
export type StoredSecrets = z.infer<typeof storedSecretsSchema>;

export function generateStoredSecrets(): StoredSecrets {
  return { siteTokenKeys: generateKeyRingText(), sessionKeys: generateKeyRingText(), durationReceiverPassword: generateSecret() };
}

/**
 * The secrets kept with the data, created on first use. Creation is atomic and happens once
 * even when several processes start together: each writes a private temporary file (0600) and
 * links it to the final name, which fails when another process got there first; everyone then
 * reads the one file that won.
 */
export function readOrCreateSecretsFile(filePath: string, generate: () => StoredSecrets = generateStoredSecrets): StoredSecrets {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = readSecretsFile(filePath);
    if (existing) return existing;
    createExclusively(filePath, `${JSON.stringify(generate(), null, 2)}\n`);
  }
  throw new Error(`The secrets file ${filePath} could not be created.`);
}

/** The parsed file, or null when it does not exist. */
export function readSecretsFile(filePath: string): StoredSecrets | null {
  let text: string;
  try {
    text = readFileSync(filePath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = storedSecretsSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "(file)").join(", ");
    throw new Error(`The secrets file ${filePath} is not valid (${fields}). Restore it from a backup, or delete it to generate new secrets (this signs everyone out).`);
  }
  return parsed.data;
}

function createExclusively(filePath: string, content: string): void {
  mkdirSync(path.dirname(filePath), { recursive: true, mode: 0o700 });
  const temporary = `${filePath}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  const fd = openSync(temporary, "wx", 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, filePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
}
