import type { Server } from "node:http";

export type GracefulShutdownOptions = {
  /** Longest wait for requests in flight and `beforeExit` (default 20 s). */
  timeoutMs?: number;
  /** Awaited beside the HTTP drain, e.g. the job queue's stop. */
  beforeExit?: () => Promise<unknown>;
  /** Ends the process (default process.exit). */
  exit?: (code: number) => void;
  log?: (message: string, context?: Record<string, unknown>) => void;
};

export function gracefulShutdown(server: Server, options?: GracefulShutdownOptions): (signal: string) => void;
