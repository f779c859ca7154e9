const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The buyer's e-mail as a checkout form checks it before sending (the server checks it again):
 * the trimmed address, or null when it cannot be one. The same rule as the card form's.
 */
export function checkBuyerEmail(value: string): string | null {
  const email = value.trim();
  return emailPattern.test(email) && email.length <= 254 ? email : null;
}
