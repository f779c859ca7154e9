/**
 * An address as the audit log may keep it when it is not a staff member's own: the first
 * character of the local part, then `***`, then the domain (`a***@example.com`). Text that is
 * not an address keeps its first character only (`x***`). Golden cases:
 * tests/fixtures/staff/mask-email.json.
 */
export function maskEmail(value: string): string {
  const text = value.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at <= 0 || at === text.length - 1) return text ? `${[...text][0]}***` : "***";
  return `${[...text.slice(0, at)][0]}***@${text.slice(at + 1)}`;
}
