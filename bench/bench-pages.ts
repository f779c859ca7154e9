/** The pages every page benchmark measures: where paid traffic lands, and a plain content page. */
export type BenchPage = { name: string; path: string; lighthouse: boolean };

export const benchPages: BenchPage[] = [
  { name: "quiz, first step", path: "/fasting-mix-2968/step-gender", lighthouse: true },
  { name: "quiz, later step", path: "/fasting-mix-2968/step-age", lighthouse: false },
  { name: "home", path: "/", lighthouse: true },
  { name: "home, Arabic", path: "/ar", lighthouse: true },
  { name: "legal page", path: "/privacy-policy", lighthouse: false },
];

/** Figures for Markdown tables. */
export const fixed = (value: number, digits = 0) => value.toFixed(digits);
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export function printTable(title: string, head: string[], rows: string[][]): void {
  console.log(`\n${title}\n`);
  console.log(`| ${head.join(" | ")} |`);
  console.log(`|${head.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}
