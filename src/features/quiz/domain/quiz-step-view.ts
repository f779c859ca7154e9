import type { FunnelDefinition, FunnelStep } from "./funnel-definition";
import type { Answers } from "./answers";
import type { QuizProfile } from "./profile";
import type { StepPosition } from "./quiz-path";
import type { FunnelLayout } from "./step-sequence";

/** A visitor's stored progress through one funnel. */
export type QuizSession = {
  id: string;
  funnelName: string;
  layout: FunnelLayout;
  answers: Answers;
  history: string[];
  instructions: Record<string, unknown>;
  userUuid: string | null;
  completed: boolean;
};

/** Everything a step page shows. */
export type QuizStepView = {
  definition: FunnelDefinition;
  version: number;
  step: FunnelStep;
  layout: FunnelLayout;
  position: StepPosition;
  isFirst: boolean;
  session: QuizSession | null;
  profile: QuizProfile;
  theme: string;
};
