"use server";

import { defineStaffAction } from "@/features/staff/server/staff-action";
import { definition } from "./preview-submit-definition";

const previewSubmit = defineStaffAction(definition);

/** The preview step form's action: checks the staff member, stores nothing. */
export async function submitPreviewStep(formData: FormData): Promise<void> {
  await previewSubmit(formData);
}
