"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition as createDefinition } from "./create-landing-page-definition";
import { definition as publishDefinition } from "./publish-landing-page-definition";
import { definition as rollbackDefinition } from "./rollback-landing-page-definition";
import { definition as saveDefinition } from "./save-landing-page-definition";

export const createLandingPageAction = defineStaffAction(createDefinition);
export const saveLandingPageAction = defineStaffAction(saveDefinition);
export const publishLandingPageAction = defineStaffAction(publishDefinition);
export const rollbackLandingPageAction = defineStaffAction(rollbackDefinition);
