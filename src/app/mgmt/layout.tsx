import type { Metadata } from "next";
import type { ReactNode } from "react";
import { StrictCspSettings } from "@/features/security/components/strict-csp-settings";
import { readNonce } from "@/features/security/server/read-nonce";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { Toaster } from "@/ui/toaster";
import "../globals.css";

export const metadata: Metadata = {
  title: mgmtTranslator("layout")("title"),
  robots: "noindex,nofollow",
};

/** Reading the nonce also renders every management page per request, so Next.js can nonce its scripts. */
export default async function MgmtLayout({ children }: { children: ReactNode }) {
  await readNonce();
  return (
    <html lang="en" dir="ltr">
      <head>
        <StrictCspSettings />
      </head>
      <body data-theme="default" className="min-h-dvh bg-bg text-fg">
        {children}
        <Toaster dir="ltr" />
      </body>
    </html>
  );
}
