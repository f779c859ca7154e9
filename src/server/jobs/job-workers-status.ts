/**
 * Whether this server process's job workers run (docs/jobs.md, "Starting and stopping"):
 * - `off`: this process runs none (JOB_WORKERS=false, a build, a script, or stopped at shutdown);
 * - `starting`: the first start is under way;
 * - `running`: the workers poll the queue;
 * - `down`: a start failed (e.g. the database was unreachable); it is tried again with backoff.
 * Kept on globalThis, which every bundle of the server process shares (the health route reads it).
 */
export type JobWorkersStatus = "off" | "starting" | "running" | "down";

const globalForStatus = globalThis as unknown as { platewiseJobWorkersStatus?: JobWorkersStatus };

export function jobWorkersStatus(): JobWorkersStatus {
  return globalForStatus.platewiseJobWorkersStatus ?? "off";
}

export function setJobWorkersStatus(status: JobWorkersStatus): void {
  globalForStatus.platewiseJobWorkersStatus = status;
}
