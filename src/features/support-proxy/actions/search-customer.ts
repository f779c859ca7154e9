"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition } from "./search-customer-definition";

export const searchCustomer = defineStaffAction(definition);
