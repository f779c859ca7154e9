"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition } from "./set-staff-role-definition";

export const setStaffRole = defineStaffAction(definition);
