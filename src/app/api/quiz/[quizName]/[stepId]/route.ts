import { answerBodySchema, answerParamsSchema, answerStep } from "@/features/quiz/server/answer-api";
import { quizAnswerClientLimit } from "@/features/quiz/server/step-form";
import { apiRoute } from "@/server/http/api-route";

/** POST /api/quiz/{quizName}/{stepId}: save one answer (JSON); see answer-api.ts. */
export const POST = apiRoute({
  name: "quiz-answer",
  body: answerBodySchema,
  params: answerParamsSchema,
  rateLimit: quizAnswerClientLimit,
  handler: answerStep,
});
