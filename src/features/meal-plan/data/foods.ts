/**
 * The food table (foods.csv, USDA SR28, values per 100 g of edible food; FOODS-SOURCE.md) and
 * its parser. Pure: the caller passes the file's text (docs/meal-plan.md, "Recipes and foods").
 */

export const foodCategories = [
  "vegetable",
  "fruit",
  "grain",
  "legume",
  "dairy",
  "egg",
  "meat",
  "poultry",
  "seafood",
  "nut_seed",
  "fat_oil",
  "herb_spice",
  "condiment",
  "sweet",
  "baking",
  "beverage",
] as const;

export type FoodCategory = (typeof foodCategories)[number];

export type Food = {
  id: string;
  /** Plain-English name with its state ("Lentils, dry"), as the table gives it. */
  name: string;
  category: FoodCategory;
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  /** Null where SR28 reports no value (not zero). */
  fiberG: number | null;
  sugarG: number | null;
  /** `usda-sr28:<NDB number>`. */
  sourceId: string;
};

type CsvRow = [string, string, string, string, string, string, string, string, string, string];

const header = "id,name,category,kcal,protein_g,fat_g,carbs_g,fiber_g,sugar_g,source_id";

/** Splits one CSV line: fields may be double-quoted, a doubled quote inside is one quote. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else field += char;
  }
  if (quoted) throw new Error(`Unclosed quote in CSV line: ${line}`);
  fields.push(field);
  return fields;
}

function requiredNumber(value: string, column: string, id: string): number {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number) || number < 0) {
    throw new Error(`foods.csv: ${id} has no valid ${column} ("${value}")`);
  }
  return number;
}

function optionalNumber(value: string, column: string, id: string): number | null {
  return value.trim() === "" ? null : requiredNumber(value, column, id);
}

/** Parses foods.csv; throws on a wrong header, a bad number, an unknown category or a repeated id. */
export function parseFoodsCsv(text: string): Food[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (lines[0] !== header) throw new Error(`foods.csv: unexpected header "${lines[0]}"`);
  const seen = new Set<string>();
  return lines.slice(1).map((line) => {
    const cells = splitCsvLine(line);
    if (cells.length !== 10) throw new Error(`foods.csv: expected 10 fields in "${line}"`);
    const [id, name, category, kcal, protein, fat, carbs, fiber, sugar, sourceId] = cells as CsvRow;
    if (!/^[a-z0-9_]+$/.test(id)) throw new Error(`foods.csv: bad id "${id}"`);
    if (seen.has(id)) throw new Error(`foods.csv: id "${id}" appears twice`);
    seen.add(id);
    if (!(foodCategories as readonly string[]).includes(category)) {
      throw new Error(`foods.csv: ${id} has unknown category "${category}"`);
    }
    return {
      id,
      name,
      category: category as FoodCategory,
      kcal: requiredNumber(kcal, "kcal", id),
      proteinG: requiredNumber(protein, "protein_g", id),
      fatG: requiredNumber(fat, "fat_g", id),
      carbsG: requiredNumber(carbs, "carbs_g", id),
      fiberG: optionalNumber(fiber, "fiber_g", id),
      sugarG: optionalNumber(sugar, "sugar_g", id),
      sourceId,
    };
  });
}
