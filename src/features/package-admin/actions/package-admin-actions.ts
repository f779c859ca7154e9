"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition as rollbackDefinition } from "./rollback-package-definition";
import { definition as saveDefinition } from "./save-package-definition";

export const savePackageAction = defineStaffAction(saveDefinition);
export const rollbackPackageAction = defineStaffAction(rollbackDefinition);
