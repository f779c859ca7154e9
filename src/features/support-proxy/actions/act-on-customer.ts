"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition } from "./act-on-customer-definition";

export const actOnCustomer = defineStaffAction(definition);
