import { mgmtTranslator } from "@/i18n/mgmt-messages";

/** How prices relate to tax: by the visitor's country, never by package (docs/pricing.md, "Tax display"). */
export function TaxDisplayNote() {
  const t = mgmtTranslator("packageAdmin");
  return (
    <>
      <p className="text-muted">{t("tax.intro")}</p>
      <ul className="list-disc space-y-1 ps-5">
        <li>{t("tax.vat")}</li>
        <li>{t("tax.us")}</li>
        <li>{t("tax.other")}</li>
      </ul>
    </>
  );
}
