import type { IncomingMessage, ServerResponse } from "node:http";

export function nonceOfPolicy(policy: string | string[] | number | undefined | null): string | null;
export function createNonceStamper(nonce: string): { push(text: string): string; end(): string };
export function stampPrerenderedNonces(req: IncomingMessage, res: ServerResponse): void;
