"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition as publishDefinition } from "./publish-final-page-definition";
import { definition as rollbackDefinition } from "./rollback-final-page-definition";
import { definition as saveDefinition } from "./save-final-page-definition";

export const saveFinalPageAction = defineStaffAction(saveDefinition);
export const publishFinalPageAction = defineStaffAction(publishDefinition);
export const rollbackFinalPageAction = defineStaffAction(rollbackDefinition);
