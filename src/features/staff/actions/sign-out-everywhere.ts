"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition } from "./sign-out-everywhere-definition";

export const signOutEverywhere = defineStaffAction(definition);
