import { option, text } from "./demo-text";
import type { StepInput } from "./demo-steps";

/** Steps only the metabolism funnel asks (metabolism, energy, cravings). */
export const metabolismStep: StepInput = {
  id: "step-metabolism",
  type: "single",
  display: "emoji",
  title: text("metabolism.title"),
  options: [
    option("metabolism", "fast", { emoji: "🐇" }),
    option("metabolism", "average", { emoji: "🙂" }),
    option("metabolism", "slow", { emoji: "🐢" }),
    option("metabolism", "unsure", { emoji: "🤔" }),
  ],
};

export const energyDipStep: StepInput = {
  id: "step-energy-dip",
  type: "single",
  display: "emoji",
  title: text("energyDip.title"),
  options: [
    option("energyDip", "morning", { emoji: "🌅" }),
    option("energyDip", "afternoon", { emoji: "🥱" }),
    option("energyDip", "evening", { emoji: "🌙" }),
    option("energyDip", "never", { emoji: "🔋" }),
  ],
};

export const cravingsStep: StepInput = {
  id: "step-cravings",
  type: "multi",
  display: "emoji",
  title: text("cravings.title"),
  subtitle: text("cravings.subtitle"),
  options: [
    option("cravings", "sweet", { emoji: "🍫" }),
    option("cravings", "salty", { emoji: "🥨" }),
    option("cravings", "bread", { emoji: "🥖" }),
    option("cravings", "fast-food", { emoji: "🍔" }),
  ],
  noneOption: option("cravings", "none", { emoji: "🙅" }),
};

export const metabolismInfoStep: StepInput = {
  id: "info-metabolism",
  type: "info",
  variant: "statement",
  title: text("infoMetabolism.title"),
  body: text("infoMetabolism.body"),
  image: "/images/quiz/metabolism.webp",
  imageAlt: text("infoMetabolism.title"),
  compactSkip: true,
};
