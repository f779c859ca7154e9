import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** What better-auth hands its send hooks for one sign-in mail: the code and the link's token. */
export type SignInCredentials = { code?: string; linkToken?: string };

const collecting = new AsyncLocalStorage<SignInCredentials>();

/**
 * Runs `work` (which asks better-auth for a code and a link) and returns what its send hooks
 * handed over, so both go out in ONE mail (docs/account.md, "Sign-in").
 */
export async function collectSignInCredentials(work: () => Promise<unknown>): Promise<SignInCredentials> {
  const credentials: SignInCredentials = {};
  await collecting.run(credentials, work);
  return credentials;
}

/**
 * The send hooks' side: keeps a credential for the mail being written. Outside a sign-in
 * request (better-auth's own endpoints are not served) it refuses, so nothing is ever sent
 * that our request did not ask for.
 */
export function handOver(part: keyof SignInCredentials, value: string): void {
  const credentials = collecting.getStore();
  if (!credentials) throw new Error("A sign-in credential was made outside a sign-in request.");
  credentials[part] = value;
}
