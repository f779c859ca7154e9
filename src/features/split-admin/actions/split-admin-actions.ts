"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition as createDefinition } from "./create-split-definition";
import { definition as rollbackDefinition } from "./rollback-split-definition";
import { definition as saveDefinition } from "./save-split-definition";
import { definition as statusDefinition } from "./set-split-status-definition";
import { definition as simulateDefinition } from "./simulate-visitor-definition";

export const createSplitAction = defineStaffAction(createDefinition);
export const saveSplitAction = defineStaffAction(saveDefinition);
export const setSplitStatusAction = defineStaffAction(statusDefinition);
export const rollbackSplitAction = defineStaffAction(rollbackDefinition);
export const simulateVisitorAction = defineStaffAction(simulateDefinition);
