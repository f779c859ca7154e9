import "server-only";
import type { CancelFlowRequest } from "@/features/subscription/domain/account-requests";
import type { AccountDeps } from "./account-deps";
import { acceptRetentionOffer } from "./accept-retention-offer";
import { confirmCancel } from "./confirm-cancel";
import { declineOffer } from "./decline-offer";
import { giveCancelReason } from "./give-cancel-reason";

type Person = { uuid: string; email: string };

/** Runs one requested step of the cancel flow for the signed-in person. */
export async function runCancelFlowStep(deps: AccountDeps, person: Person, request: CancelFlowRequest) {
  const userUuid = person.uuid;
  switch (request.step) {
    case "reason":
      return giveCancelReason(deps, {
        userUuid,
        flowId: request.flowId,
        reason: request.reason,
        reasonText: request.reasonText || null,
      });
    case "accept":
      return acceptRetentionOffer(deps, {
        userUuid,
        email: person.email,
        flowId: request.flowId,
        locale: request.locale,
        ...(request.months && { months: request.months }),
      });
    case "decline":
      return declineOffer(deps, { userUuid, flowId: request.flowId });
    case "confirm":
      return confirmCancel(deps, {
        userUuid,
        email: person.email,
        flowId: request.flowId,
        locale: request.locale,
      });
  }
}
