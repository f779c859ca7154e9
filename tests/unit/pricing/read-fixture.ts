import { readFileSync } from "node:fs";
import path from "node:path";

/** A golden file of tests/fixtures/pricing, typed by the test that reads it. */
export function readPricingFixture<T>(name: string): T {
  return JSON.parse(
    readFileSync(path.join(process.cwd(), "tests/fixtures/pricing", name), "utf8"),
  ) as T;
}
