"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition } from "./look-customer-definition";

export const lookCustomer = defineStaffAction(definition);
