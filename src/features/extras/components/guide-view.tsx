import { getTranslations } from "next-intl/server";

/** How many sections each written guide has (docs/extras.md, "Guides"). */
export const guideSections = { fasting_guide: 6, workout_plan: 6 } as const;
const sectionKeys = ["s1", "s2", "s3", "s4", "s5", "s6"] as const;

/** A written guide, its sections from the `extras.guides` messages; prints section by section. */
export async function GuideView({ guide }: { guide: keyof typeof guideSections }) {
  const t = await getTranslations(`extras.guides.${guide}`);
  const sections = sectionKeys.slice(0, guideSections[guide]);
  return (
    <div className="flex flex-col gap-5" data-testid="extra-guide">
      {sections.map((n) => (
        <section key={n} className="flex break-inside-avoid flex-col gap-2 rounded-2xl border border-line p-4 print:rounded-none print:border-0 print:px-0">
          <h2 className="text-lg font-bold">{t(`${n}.title`)}</h2>
          <p className="leading-relaxed">{t(`${n}.text`)}</p>
        </section>
      ))}
    </div>
  );
}
