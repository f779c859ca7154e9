import { getTranslations } from "next-intl/server";

const known = new Set([
  "required",
  "invalid_option",
  "invalid_number",
  "out_of_range",
  "invalid_date",
  "invalid_email",
  "too_long",
  "consent_required",
  "create_profile_invalid",
  "update_profile_invalid",
  "profile_unavailable",
]);
/** Refusals that protect the site and other people (unsafe text, an address sent too often). */
const security = new Set(["invalid_characters", "email_rate_limited"]);
/** Form errors every server action may answer (too many attempts, an outage, a failure). */
const form = new Set(["rateLimited", "unavailable", "failed"]);

/** The field error of a rejected answer (its code came back in the address). */
export async function FieldError({ code, id }: { code: string | undefined; id: string }) {
  if (!code || !(known.has(code) || security.has(code) || form.has(code))) return null;
  const t = await getTranslations("quiz.errors");
  const ts = await getTranslations("quizSecurity.errors");
  const tf = await getTranslations("formErrors");
  return (
    <p id={id} role="alert" data-testid="quiz-error" className="mt-3 rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
      {security.has(code) ? ts(code as "invalid_characters") : form.has(code) ? tf(code as "failed") : t(code as "required")}
    </p>
  );
}
