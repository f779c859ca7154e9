import "server-only";
import type { UtmPayload } from "@/features/attribution/domain/utm-payload";
import type { Db } from "@/server/db/db-type";
import { attributionRecords } from "@/server/db/schema/attribution";

export type RecordUtmInput = {
  userUuid: string;
  event: string;
  payload: UtmPayload;
  /** The uuid claim of the token that sent it. */
  tokenUuid?: string;
};

/** Stores one attribution report for a user (POST /v4.0/utm/{userUuid}/{event}). */
export async function recordUtm(db: Db, input: RecordUtmInput): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(attributionRecords)
    .values({ userUuid: input.userUuid, event: input.event, tokenUuid: input.tokenUuid ?? null, ...input.payload })
    .returning({ id: attributionRecords.id, createdAt: attributionRecords.createdAt });
  return row!;
}
