import { getTranslations } from "next-intl/server";
import { TextWithEmail, emailSlot } from "@/ui/email-address";

const paragraphs = ["intro", "how", "export", "erase", "kept", "timing"] as const;

/**
 * How a person asks for a copy of their data or for its erasure (docs/privacy.md), shown on
 * the privacy policy page in the visitor's language (messages `legal.dataRequests`).
 */
export async function DataRequestsSection({ supportEmail }: { supportEmail: string }) {
  const t = await getTranslations("legal.dataRequests");
  return (
    <section
      className="mb-12 space-y-3 rounded-lg border border-line bg-surface p-5"
      aria-labelledby="data-requests-title"
      data-testid="privacy-data-requests"
    >
      <h2 id="data-requests-title" className="text-xl font-bold">
        {t("title")}
      </h2>
      {paragraphs.map((key) => (
        <p key={key}>
          <TextWithEmail text={t(key, { email: emailSlot })} email={supportEmail} />
        </p>
      ))}
    </section>
  );
}
