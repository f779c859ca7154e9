import { getTranslations } from "next-intl/server";
import { Button } from "@/ui/button";

/** The sticky "Continue" button at the bottom of a step (thumb reach on phones). */
export async function ContinueButton({ label }: { label?: string }) {
  const t = await getTranslations("quiz");
  return (
    <div className="sticky bottom-0 -mx-4 mt-8 bg-gradient-to-t from-bg via-bg/95 to-transparent px-4 pt-6 pb-4">
      <Button type="submit" kind="primary" size="big" wide data-testid="quiz-continue">
        {label ?? t("continue")}
      </Button>
    </div>
  );
}
