import { z } from "zod";
import { staffRoles } from "./roles";

export const staffRoleSchema = z.enum(staffRoles);
