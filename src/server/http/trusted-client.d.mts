import type { IncomingMessage } from "node:http";

export declare const privateHeaderPrefix: "x-pw-";
export declare const clientAddressHeader: "x-pw-client-address";
export declare const secureHeader: "x-pw-secure";

export type TrustedProxies = { size: number; has: (address: string | undefined | null) => boolean };

export declare function normalizeAddress(address: string | undefined | null): string;
export declare function parseTrustedProxies(text: string | undefined | null): TrustedProxies;
export declare function resolveClientAddress(input: {
  socketAddress: string | undefined | null;
  forwardedFor: string | undefined | null;
  trusted: TrustedProxies;
}): string | null;
export declare function resolveSecure(input: {
  socketEncrypted: boolean;
  socketAddress: string | undefined | null;
  forwardedProto: string | undefined | null;
  trusted: TrustedProxies;
}): boolean;
export declare function applyTrustedRequestFacts(
  req: Pick<IncomingMessage, "headers" | "socket">,
  trusted: TrustedProxies,
): { clientAddress: string | null; secure: boolean };
