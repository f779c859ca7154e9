import {
  attributionParams,
  clickIdParams,
  linkVisitorIdParam,
  visitorIdParam,
  type AttributionParam,
} from "@/features/attribution/domain/attribution-params";
import type { CookieRow } from "./cookie-table";

const year = 365 * 24 * 60 * 60;

/** Tester's switch that turns every split test off (`st=0`): needed for a consistent page. */
const necessaryParams: readonly AttributionParam[] = ["st"];

function categoryOf(name: AttributionParam): CookieRow["category"] {
  if (necessaryParams.includes(name)) return "necessary";
  return (clickIdParams as readonly string[]).includes(name) ? "targeting" : "performance";
}

function purposeOf(name: AttributionParam): string {
  if (name === "st") return "Turns page tests off for testers";
  if (name === "_fbc" || name === "_fbp") return "Meta's click and browser identifiers (the Meta pixel sets them too)";
  if (name === "_scid") return "Snap's click identifier (the Snap pixel sets it too)";
  if (name === linkVisitorIdParam) return "The visitor identifier a link from another of our sites carried";
  if (categoryOf(name) === "targeting") return "An advertising click identifier, to measure which advert brought you";
  return "Records which campaign brought you to us";
}

/**
 * The attribution values, one cookie each (365 days, written by the proxy and the browser).
 * The visitor id has its own row with the product's cookies.
 */
export const attributionCookieRows: readonly CookieRow[] = attributionParams
  .filter((name) => name !== visitorIdParam)
  .map((name) => ({
    name,
    category: categoryOf(name),
    maxAgeSeconds: year,
    lifetime: "1 year",
    httpOnly: false,
    sameSite: "lax",
    setBy: "server and browser",
    provider: "{siteName}",
    purpose: purposeOf(name),
  }));
