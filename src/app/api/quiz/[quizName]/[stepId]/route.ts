import { answerStepApi } from "@/features/quiz/server/answer-api";
import { getDb } from "@/server/db/client";

/** POST /api/quiz/{quizName}/{stepId}: save one answer (JSON); see answer-api.ts. */
export async function POST(request: Request, { params }: RouteContext<"/api/quiz/[quizName]/[stepId]">) {
  return answerStepApi(await getDb(), request, await params);
}
