import { describe, expect, it } from "vitest";
import { libraryQueryString, paginate, parseLibraryQuery } from "@/features/cooking/domain/library-query";
import { gramsToOunces } from "@/features/cooking/domain/ingredient-amount";

describe("the library's address", () => {
  it("reads every filter from the query", () => {
    expect(parseLibraryQuery({ meal: "lunch", diet: "vegan", time: "30", without: ["gluten", "soy"], q: "  chick   pea ", page: "2" })).toEqual({
      mealType: "lunch",
      diet: "vegan",
      maxMinutes: 30,
      excludeAllergens: ["gluten", "soy"],
      search: "chick pea",
      page: 2,
    });
  });

  it("drops what is not ours instead of failing", () => {
    expect(parseLibraryQuery({ meal: "brunch", diet: ["keto", "vegan"], time: "17", without: "gluten,plutonium", page: "-3", q: "   " })).toEqual({
      mealType: undefined,
      diet: "keto",
      maxMinutes: undefined,
      excludeAllergens: ["gluten"],
      search: undefined,
      page: 1,
    });
    expect(parseLibraryQuery({ page: "1.5" }).page).toBe(1);
    expect(parseLibraryQuery({ q: "x".repeat(200) }).search).toHaveLength(80);
  });

  it("writes a query back that reads the same", () => {
    const query = parseLibraryQuery({ meal: "dinner", time: "45", without: ["egg", "fish"], q: "rice & beans", page: "3" });
    const text = libraryQueryString(query);
    expect(text).toBe("?meal=dinner&time=45&without=egg&without=fish&q=rice+%26+beans&page=3");
    const back = Object.fromEntries([...new URLSearchParams(text.slice(1)).keys()].map((k) => [k, new URLSearchParams(text.slice(1)).getAll(k)]));
    expect(parseLibraryQuery(back)).toEqual(query);
    expect(libraryQueryString(parseLibraryQuery({}))).toBe("");
  });
});

describe("pages", () => {
  const list = Array.from({ length: 50 }, (_, i) => i);
  it("cuts a list into pages of the given size, a page past the end showing the last", () => {
    expect(paginate(list, 1, 24)).toMatchObject({ page: 1, pageCount: 3, total: 50, items: list.slice(0, 24) });
    expect(paginate(list, 3, 24).items).toEqual([48, 49]);
    expect(paginate(list, 9, 24).page).toBe(3);
    expect(paginate([], 1, 24)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe("ounces", () => {
  it("converts grams, to a tenth under 10 oz and whole above, never 0", () => {
    expect(gramsToOunces(100)).toBe(3.5);
    expect(gramsToOunces(454)).toBe(16);
    expect(gramsToOunces(1)).toBe(0.1);
  });
});
