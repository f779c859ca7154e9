import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { quizSessionMaxAge } from "@/features/quiz/domain/quiz-cookies";

/**
 * The quiz_session cookie: 32 random bytes (base64url) issued by the server when a visitor
 * saves a first answer. Only its SHA-256 hash is stored, so the table alone never opens a
 * session; without the cookie a visitor sees an empty session (docs/quiz.md).
 */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newQuizSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isQuizSessionToken(value: string | undefined | null): value is string {
  return typeof value === "string" && tokenPattern.test(value);
}

export function hashQuizSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The hash of a presented cookie value, or null when it is missing or malformed. */
export function sessionTokenHashOf(value: string | undefined | null): string | null {
  return isQuizSessionToken(value) ? hashQuizSessionToken(value) : null;
}

/** HttpOnly (no script reads it), SameSite=Lax, Secure over https, whole site, 30 days. */
export function quizSessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: quizSessionMaxAge } as const;
}

/** The Set-Cookie header value for route handlers. */
export function quizSessionSetCookie(name: string, token: string, secure: boolean): string {
  return `${name}=${token}; Path=/; Max-Age=${quizSessionMaxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
