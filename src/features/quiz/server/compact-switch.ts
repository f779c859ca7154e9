import "server-only";
import { publicEnv } from "@/env";

/**
 * The build-time switch of the compact-layout flag, NEXT_PUBLIC_COMPACT_FUNNEL=true, read
 * from the validated public environment (`publicEnv.compactFunnel`). Off when not set.
 */
export function compactFunnelSwitchOn(): boolean {
  return publicEnv.compactFunnel;
}
