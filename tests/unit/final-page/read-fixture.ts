import { readFileSync } from "node:fs";
import path from "node:path";

/** A golden file of tests/fixtures/final-page, typed by the test that reads it. */
export function readFinalPageFixture<T>(name: string): T {
  return JSON.parse(
    readFileSync(path.join(process.cwd(), "tests/fixtures/final-page", name), "utf8"),
  ) as T;
}
