import { jwtVerify, SignJWT, type JWTPayload, type JWTVerifyResult } from "jose";
import type { KeyRing } from "./key-ring";

const encoder = new TextEncoder();

/** Signs with the ring's first key and names it in the header (`kid`). */
export async function signWithKeyRing(
  payload: JWTPayload,
  ring: KeyRing,
  claims: { audience: string; issuer: string; issuedAt: number; expiresAt: number },
): Promise<string> {
  const [signer] = ring;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256", typ: "JWT", kid: signer.kid })
    .setAudience(claims.audience)
    .setIssuer(claims.issuer)
    .setIssuedAt(claims.issuedAt)
    .setExpirationTime(claims.expiresAt)
    .sign(encoder.encode(signer.secret));
}

/**
 * Verifies with the ring key the header names; a token without a kid or with a kid that is not
 * in the ring is refused, as are another audience or issuer, an expired token and any
 * algorithm but HS256. Throws on every refusal (jose's errors).
 */
export async function verifyWithKeyRing(
  token: string,
  ring: KeyRing,
  claims: { audience: string; issuer: string; nowMs: number },
): Promise<JWTVerifyResult> {
  return jwtVerify(
    token,
    (header) => {
      const key = ring.find((candidate) => candidate.kid === header.kid);
      if (!key) throw new Error("unknown key id");
      return encoder.encode(key.secret);
    },
    {
      audience: claims.audience,
      issuer: claims.issuer,
      algorithms: ["HS256"],
      currentDate: new Date(claims.nowMs),
      requiredClaims: ["exp"],
    },
  );
}
