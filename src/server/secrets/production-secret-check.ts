import type { ServerEnv } from "@/env";
import { minimumSecretLength, parseKeyRing } from "./key-ring";
import { developmentReceiverPassword, developmentSiteTokenSecret } from "./known-development-values";
import { defaultSecretsFile } from "./server-secrets";

type CheckedEnv = Pick<ServerEnv, "NODE_ENV" | "SITE_TOKEN_KEYS" | "SITE_TOKEN_SECRET" | "SESSION_KEYS" | "DURATION_RECEIVER_PASSWORD">;

/**
 * What makes a production start unsafe: a published development value, or a signing key
 * shorter than 32 characters. Empty outside production and when all is well.
 */
export function productionSecretProblems(env: CheckedEnv): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (env.SITE_TOKEN_SECRET === developmentSiteTokenSecret) problems.push("SITE_TOKEN_SECRET is the published development value");
  if (env.DURATION_RECEIVER_PASSWORD === developmentReceiverPassword) {
    problems.push("DURATION_RECEIVER_PASSWORD is the published development value");
  }
  for (const name of ["SITE_TOKEN_KEYS", "SESSION_KEYS"] as const) {
    const text = env[name];
    if (text === undefined) continue;
    for (const key of parseKeyRing(text, name)) {
      if (key.secret === developmentSiteTokenSecret) problems.push(`${name} key "${key.kid}" is the published development value`);
      else if (key.secret.length < minimumSecretLength) {
        problems.push(`${name} key "${key.kid}" is shorter than ${minimumSecretLength} characters`);
      }
    }
  }
  return problems;
}

/** The one paragraph a refused start prints. */
export function refusalMessage(problems: string[]): string {
  return (
    `Platewise refuses to start in production: ${problems.join("; ")}. ` +
    `Remove these variables to use strong secrets generated on first start and kept in SECRETS_FILE ` +
    `(default ${defaultSecretsFile}, keep it with the data), or set them to random values of at least ` +
    `${minimumSecretLength} characters, for example the output of ` +
    `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))" ` +
    `(key rings are written kid:secret, see docs/security.md).`
  );
}

/** Throws the refusal message when the production secrets are unsafe. */
export function assertProductionSecrets(env: CheckedEnv): void {
  const problems = productionSecretProblems(env);
  if (problems.length > 0) throw new Error(refusalMessage(problems));
}
