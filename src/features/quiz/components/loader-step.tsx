import { getTranslations } from "next-intl/server";
import type { StepOf } from "@/features/quiz/domain/funnel-definition";
import { pickText } from "@/features/quiz/domain/localized-text";
import { Button } from "@/ui/button";
import { AutoAdvance } from "./auto-advance";

/**
 * "Building your plan": each item fills its bar in turn (CSS only); with JavaScript the step
 * moves on by itself when the bars are full, without it the button is there to press.
 */
export async function LoaderStep({ step, locale }: { step: StepOf<"loader">; locale: string }) {
  const t = await getTranslations("quiz.loader");
  const each = step.durationMs / step.items.length;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5" data-testid="quiz-loader">
      <style>{`@keyframes pw-quiz-fill{from{transform:scaleX(0)}to{transform:scaleX(1)}}@keyframes pw-quiz-show{to{opacity:1}}`}</style>
      {step.items.map((item, index) => (
        <div key={index}>
          <p className="mb-2 text-sm font-semibold">{pickText(item, locale)}</p>
          <div className="h-2.5 overflow-hidden rounded-full bg-line">
            <div
              className="h-full origin-[0%_50%] rounded-full bg-primary rtl:origin-[100%_50%] motion-reduce:animate-none"
              style={{
                transform: "scaleX(0)",
                animation: `pw-quiz-fill ${each}ms ease-in-out ${index * each}ms forwards`,
              }}
            />
          </div>
        </div>
      ))}
      <div style={{ opacity: 0, animation: `pw-quiz-show 300ms ease ${step.durationMs}ms forwards` }} className="mt-4">
        <p className="mb-3 text-center font-semibold text-success">{t("done")}</p>
        <Button type="submit" kind="primary" size="big" wide data-testid="quiz-continue">
          {t("see")}
        </Button>
      </div>
      <AutoAdvance afterMs={step.durationMs + 600} />
    </div>
  );
}
