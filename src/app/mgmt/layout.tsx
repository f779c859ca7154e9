import type { Metadata } from "next";
import type { ReactNode } from "react";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { themesCss } from "@/ui/themes/themes";
import { Toaster } from "@/ui/toaster";
import "../globals.css";

export const metadata: Metadata = {
  title: mgmtTranslator("layout")("title"),
  robots: "noindex,nofollow",
};

export default function MgmtLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <style dangerouslySetInnerHTML={{ __html: themesCss() }} />
      </head>
      <body data-theme="default" className="min-h-dvh bg-bg text-fg">
        {children}
        <Toaster dir="ltr" />
      </body>
    </html>
  );
}
