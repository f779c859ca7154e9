"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition as deleteDefinition } from "./delete-redirect-definition";
import { definition as reorderDefinition } from "./reorder-redirects-definition";
import { definition as rollbackDefinition } from "./rollback-redirect-definition";
import { definition as saveDefinition } from "./save-redirect-definition";

export const saveRedirectAction = defineStaffAction(saveDefinition);
export const rollbackRedirectAction = defineStaffAction(rollbackDefinition);
export const deleteRedirectAction = defineStaffAction(deleteDefinition);
export const reorderRedirectsAction = defineStaffAction(reorderDefinition);
