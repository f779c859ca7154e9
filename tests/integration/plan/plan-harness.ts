import { TestClock } from "pg-boss";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import { generateMealPlan } from "@/features/plan/server/generate-meal-plan";
import { mealPlanGenerateJob, mealPlanGenerateJobName, mealPlanJobKey, type RequestPlan } from "@/features/plan/server/meal-plan-job";
import type { Db } from "@/server/db/db-type";
import { seedRecipes } from "@/server/db/seed/seed-recipes";
import { users } from "@/server/db/schema/quiz";
import { createJobQueue, type JobQueue } from "@/server/jobs/create-job-queue";
import { openJobTestDatabase, type JobTestDatabase } from "../jobs/job-test-database";

const jobs = { [mealPlanGenerateJobName]: mealPlanGenerateJob } as { "meal-plan.generate": typeof mealPlanGenerateJob };

/** A woman of 34, 168 cm, 82 kg aiming for 70 kg, as the quiz stores her. */
export const quizProfile = { gender: "female", age: 34, heightCm: 168, weightKg: 82, targetWeightKg: 70, activity: "light", units: "metric" };

/**
 * A test database with the real recipe catalogue, a job queue whose `meal-plan.generate`
 * worker runs the real generation with HiGHS, and the request function the app's code takes.
 */
export async function openPlanHarness() {
  const db: JobTestDatabase = await openJobTestDatabase();
  await seedRecipes(db.handle.db);
  const solver = await loadSolver();
  const queue: JobQueue<typeof jobs> = createJobQueue({ jobs, database: db.database, schema: db.schema, clock: new TestClock(Date.now()) });
  await queue.start();
  await queue.registerWorker("meal-plan.generate", async (job) => {
    await generateMealPlan(db.handle.db, solver, job);
  });
  const requestPlan: RequestPlan = ({ userUuid, weekStart, version }) =>
    queue.enqueue("meal-plan.generate", { userUuid, weekStart }, { singletonKey: mealPlanJobKey(userUuid, weekStart, version) });
  return {
    db: db.handle.db as Db,
    solver,
    requestPlan,
    queue,
    async runJobs() {
      return queue.drain(["meal-plan.generate"]);
    },
    async close() {
      await queue.stop();
      await db.handle.close();
    },
  };
}

export type PlanHarness = Awaited<ReturnType<typeof openPlanHarness>>;

export async function createCustomer(db: Db, email: string, profile: Record<string, unknown> = quizProfile): Promise<string> {
  const [row] = await db.insert(users).values({ email, profile, locale: "en" }).returning({ uuid: users.uuid });
  return row!.uuid;
}
