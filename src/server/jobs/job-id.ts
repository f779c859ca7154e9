import "server-only";
import { createHash } from "node:crypto";

/** The namespace of Platewise job ids (a random UUID, fixed forever: changing it changes every id). */
const jobIdNamespace = "b21ecfc6-0671-4a35-a0ad-70153c7d5145";

/** A name-based UUID (version 5, SHA-1; RFC 9562): the same namespace and name give the same id. */
export function nameBasedUuid(namespace: string, name: string): string {
  const hash = createHash("sha1")
    .update(Buffer.from(namespace.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of the job that `key` names in `queue`. Sending a job under an id that is already
 * stored is a no-op, so an idempotency key used as the id keeps a job from being sent twice
 * for as long as pg-boss keeps the first (docs/jobs.md, "Idempotency").
 */
export function jobIdFor(queue: string, key: string): string {
  return nameBasedUuid(jobIdNamespace, `${queue}\n${key}`);
}
