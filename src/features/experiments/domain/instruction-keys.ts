/** The only keys a split group's instructions may set; anything else is dropped. */
export const INSTRUCTION_KEYS = [
  "final_page",
  "price_package",
  "quiz_page",
  "upsell_package",
  "thank_you_page",
  "upsell_page",
  "bundle_upsell_id",
  "web_cabinet_template",
  "otp_upsell_packages",
  "split_otp_transactions",
  "hide_otp",
  "low_conversion_segment",
] as const;

export type InstructionKey = (typeof INSTRUCTION_KEYS)[number];

/** Parsed instruction values: boolean, null, number, JSON (lists/objects) or text. */
export type Instructions = Partial<Record<InstructionKey, unknown>>;

export function isInstructionKey(value: string): value is InstructionKey {
  return (INSTRUCTION_KEYS as readonly string[]).includes(value);
}
