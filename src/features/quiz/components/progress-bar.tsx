import { getTranslations } from "next-intl/server";
import type { StepPosition } from "@/features/quiz/domain/quiz-path";

/** The quiz progress: the path actually taken against the steps still ahead. */
export async function ProgressBar({ position }: { position: StepPosition }) {
  const t = await getTranslations("quiz");
  const label = t("progress", { number: position.number, total: position.total });
  return (
    <div className="w-full" data-testid="quiz-progress" data-number={position.number} data-total={position.total}>
      <div
        role="progressbar"
        aria-label={t("progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position.percent}
        aria-valuetext={label}
        className="h-1.5 w-full overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${position.percent}%` }} />
      </div>
      <p className="mt-1 text-end text-xs text-muted tabular-nums">{label}</p>
    </div>
  );
}
