"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition } from "./set-minimum-effect-definition";

export const setMinimumEffect = defineStaffAction(definition);
