import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  personalDataMap,
  personalLookingColumn,
} from "@/features/privacy/domain/personal-data-map";

// Every table of the app, walked from the Drizzle schema files themselves.
const schemaModules = import.meta.glob<Record<string, unknown>>("/src/server/db/schema/*.ts", {
  eager: true,
});
const tables = Object.values(schemaModules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table))
  .map((config) => ({ name: config.name, columns: config.columns.map((column) => column.name) }));

/** What erasing a customer does to each table is declared, and the declaration stays true to the schema. */
describe("the personal data map", () => {
  it("walks the whole schema", () => {
    expect(tables.length).toBeGreaterThan(70);
    expect(tables.map((table) => table.name)).toContain("users");
  });

  it("classifies every table of the schema, and no table that does not exist", () => {
    const names = tables.map((table) => table.name).sort();
    expect(
      names.filter((name) => !(name in personalDataMap)),
      "tables without a treatment in personal-data-map.ts",
    ).toEqual([]);
    expect(
      Object.keys(personalDataMap).filter((name) => !names.includes(name)),
      "treatments of tables that do not exist",
    ).toEqual([]);
  });

  it("names every column of the tables whose rows are kept, so a new column must be decided on", () => {
    for (const table of tables) {
      const entry = personalDataMap[table.name];
      if (!entry || (entry.treatment !== "keep" && entry.treatment !== "pseudonymise")) continue;
      expect(Object.keys(entry.columns).sort(), table.name).toEqual([...table.columns].sort());
    }
  });

  it("keeps no personal-looking column as it is in a kept table unless the map says why it is not personal", () => {
    for (const table of tables) {
      const entry = personalDataMap[table.name];
      if (!entry || (entry.treatment !== "keep" && entry.treatment !== "pseudonymise")) continue;
      const kept = Object.entries(entry.columns).filter(
        ([column, fate]) => fate === "kept" && personalLookingColumn.test(column),
      );
      expect(
        kept.map(([column]) => column).filter((column) => !entry.notPersonal?.[column]),
        table.name,
      ).toEqual([]);
    }
  });

  it("finds no personal-looking column in a table said to hold no personal data, unless the map says why", () => {
    const offenders = tables.flatMap((table) => {
      const entry = personalDataMap[table.name];
      if (entry?.treatment !== "none") return [];
      return table.columns
        .filter((column) => personalLookingColumn.test(column) && !entry.notPersonal?.[column])
        .map((column) => `${table.name}.${column}`);
    });
    expect(offenders).toEqual([]);
  });

  it("recognises what looks personal", () => {
    for (const column of [
      "email",
      "to_address",
      "ip_address",
      "user_uuid",
      "visitor_id",
      "full_name",
      "customer_name",
      "phone",
      "user_agent",
      "date_of_birth",
      "reason_text",
    ])
      expect(personalLookingColumn.test(column), column).toBe(true);
    for (const column of [
      "amount_minor",
      "currency",
      "status",
      "created_at",
      "package_id",
      "split_name",
      "funnel_name",
    ])
      expect(personalLookingColumn.test(column), column).toBe(false);
  });

  it("says why for every table", () => {
    for (const [name, entry] of Object.entries(personalDataMap))
      expect(entry.why.length, name).toBeGreaterThan(5);
  });
});
