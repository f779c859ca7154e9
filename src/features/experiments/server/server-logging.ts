import "server-only";
import { setConditionLogger } from "@/features/conditions/domain/evaluate-condition";
import { setExperimentLogger } from "@/features/experiments/domain/experiment-log";
import { logger } from "@/server/log/logger";

let connected = false;

/** Sends the engine's developer-facing messages to the structured server log (once). */
export function connectExperimentLogs(): void {
  if (connected) return;
  connected = true;
  setConditionLogger((message, details) =>
    logger.warn(message, { expression: details.expression }),
  );
  setExperimentLogger((message, details) => logger.warn(message, details));
}
