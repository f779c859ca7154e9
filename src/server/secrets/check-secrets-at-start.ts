import { getEnv } from "@/env";
import { assertProductionSecrets } from "./production-secret-check";
import { getServerSecrets } from "./server-secrets";

/**
 * Run once when a server or the set-up script starts: refuses unsafe production secrets and
 * creates the secrets file now (not during the first request). On a problem the message is
 * printed and the process exits with 1.
 */
export function checkSecretsAtStart(exit: (code: number) => never = process.exit): void {
  try {
    assertProductionSecrets(getEnv());
    getServerSecrets();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    exit(1);
  }
}
