import { readFileSync } from "node:fs";
import path from "node:path";

/** A golden file of tests/fixtures/upsell, typed by the test that reads it. */
export function readUpsellFixture<T>(name: string): T {
  return JSON.parse(
    readFileSync(path.join(process.cwd(), "tests/fixtures/upsell", name), "utf8"),
  ) as T;
}
