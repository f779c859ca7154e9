/** Developer-facing problem log of the experiment engine ("sort Split Config error", ...). */
export type ExperimentLogger = (message: string, details?: Record<string, unknown>) => void;

let sink: ExperimentLogger | null = (message, details) => {
  console.warn(`[experiments] ${message}`, details ?? "");
};

export function logExperimentProblem(message: string, details?: Record<string, unknown>): void {
  try {
    sink?.(message, details);
  } catch {
    // Logging must never break an assignment.
  }
}

/** Replaces where problems go (null silences them); the server points it at its logger. */
export function setExperimentLogger(logger: ExperimentLogger | null): void {
  sink = logger;
}
