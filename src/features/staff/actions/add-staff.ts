"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition } from "./add-staff-definition";

export const addStaff = defineStaffAction(definition);
