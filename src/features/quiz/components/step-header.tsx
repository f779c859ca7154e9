import { getTranslations } from "next-intl/server";
import type { StepPosition } from "@/features/quiz/domain/quiz-path";
import { ArrowIcon } from "@/ui/icons";
import { ProgressBar } from "./progress-bar";

/** Back link (to the previous step on the path taken) and the progress bar. */
export async function StepHeader({ position, backHref }: { position: StepPosition; backHref: string | null }) {
  const t = await getTranslations("quiz");
  return (
    <div className="flex items-center gap-3 pt-4">
      {backHref ? (
        <a
          href={backHref}
          data-testid="quiz-back"
          className="-ms-2 inline-flex min-h-10 min-w-10 items-center justify-center rounded-full text-fg hover:bg-surface"
          aria-label={t("back")}
        >
          <ArrowIcon className="-scale-x-100 rtl:scale-x-100" size={20} />
        </a>
      ) : (
        <span className="min-w-8" aria-hidden />
      )}
      <div className="flex-1">
        <ProgressBar position={position} />
      </div>
    </div>
  );
}
