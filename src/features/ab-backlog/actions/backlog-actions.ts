"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition as createDefinition } from "./create-hypothesis-definition";
import { definition as moveDefinition } from "./move-hypothesis-definition";
import { definition as saveDefinition } from "./save-hypothesis-definition";

export const createHypothesisAction = defineStaffAction(createDefinition);
export const saveHypothesisAction = defineStaffAction(saveDefinition);
export const moveHypothesisAction = defineStaffAction(moveDefinition);
