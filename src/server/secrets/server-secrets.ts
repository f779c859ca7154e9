import { getEnv, type ServerEnv } from "@/env";
import { minimumSecretLength, parseKeyRing, type KeyRing } from "./key-ring";
import { generateStoredSecrets, readOrCreateSecretsFile, type StoredSecrets } from "./secrets-file";

export type ServerSecrets = {
  /** Signs and verifies the site tokens (POST /v4.0/site/auth). */
  siteTokenKeys: KeyRing;
  /** Signs and verifies the sign-in sessions; never accepted for site tokens. */
  sessionKeys: KeyRing;
  /** The password of our duration analytics receiver. */
  durationReceiverPassword: string;
};

export const defaultSecretsFile = ".data/secrets.json";

type SecretsEnv = Pick<
  ServerEnv,
  "NODE_ENV" | "SECRETS_FILE" | "SITE_TOKEN_KEYS" | "SITE_TOKEN_SECRET" | "SESSION_KEYS" | "DURATION_RECEIVER_PASSWORD"
>;

/** Where unset secrets are kept: SECRETS_FILE, else the default file; tests without it: memory. */
export function secretsFileOf(env: SecretsEnv): string | null {
  if (env.SECRETS_FILE) return env.SECRETS_FILE;
  return env.NODE_ENV === "test" ? null : defaultSecretsFile;
}

let inMemory: StoredSecrets | undefined;

/**
 * Variables win; whatever is unset comes from the secrets file (created on first use with
 * fresh random values) or, in tests without a file, from random values kept in memory for
 * the life of the process. The older SITE_TOKEN_SECRET is the key `default` when
 * SITE_TOKEN_KEYS is unset.
 */
export function resolveServerSecrets(env: SecretsEnv): ServerSecrets {
  const siteTokenKeys =
    env.SITE_TOKEN_KEYS === undefined && env.SITE_TOKEN_SECRET !== undefined
      ? ([{ kid: "default", secret: env.SITE_TOKEN_SECRET }] as const)
      : undefined;
  const siteFromEnv = env.SITE_TOKEN_KEYS !== undefined || siteTokenKeys !== undefined;
  let stored: StoredSecrets | undefined;
  let storedName = "";
  if (!siteFromEnv || !env.SESSION_KEYS || !env.DURATION_RECEIVER_PASSWORD) {
    const file = secretsFileOf(env);
    stored = file ? readOrCreateSecretsFile(file) : (inMemory ??= generateStoredSecrets());
    storedName = file ? ` in ${file}` : " (in memory)";
  }
  return {
    siteTokenKeys:
      siteTokenKeys ??
      (env.SITE_TOKEN_KEYS !== undefined
        ? parseKeyRing(env.SITE_TOKEN_KEYS, "SITE_TOKEN_KEYS")
        : strongRing(stored!.siteTokenKeys, `siteTokenKeys${storedName}`)),
    sessionKeys: env.SESSION_KEYS
      ? parseKeyRing(env.SESSION_KEYS, "SESSION_KEYS")
      : strongRing(stored!.sessionKeys, `sessionKeys${storedName}`),
    durationReceiverPassword: env.DURATION_RECEIVER_PASSWORD ?? stored!.durationReceiverPassword,
  };
}

/** Stored keys were generated strong; a short one means the file was edited by hand. */
function strongRing(text: string, name: string): KeyRing {
  const ring = parseKeyRing(text, name);
  if (ring.some((key) => key.secret.length < minimumSecretLength)) {
    throw new Error(`${name}: every secret must have at least ${minimumSecretLength} characters`);
  }
  return ring;
}

let cached: ServerSecrets | undefined;

/** The secrets of this process (resolved once; see resolveServerSecrets). */
export function getServerSecrets(): ServerSecrets {
  cached ??= resolveServerSecrets(getEnv());
  return cached;
}

/** Re-reads the variables and the file on next use (tests rotate keys with it). */
export function resetServerSecretsCache(): void {
  cached = undefined;
}
