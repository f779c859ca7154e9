import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Loader, LoaderContentEnd } from "@/ui/loader";
import { PageShell, type AppContainerSize } from "@/ui/page-shell";
import type { ThemeName } from "@/ui/themes/themes";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type HeaderProps } from "./site-header";
import { SkipLink } from "./skip-link";

/** The page props of the spec that every public page accepts. */
export type SitePageProps = {
  theme?: ThemeName;
  appContainerSize?: AppContainerSize;
  isStart?: boolean;
  isWithLoader?: boolean;
  headerProps?: HeaderProps;
  withFooter?: boolean;
  children: ReactNode;
};

/**
 * A public page: theme, loader, header, content and footer. With the loader, an empty element
 * follows the content: once the browser has it, the first view's loader goes (src/ui/loader.tsx).
 */
export async function SitePage({
  theme,
  appContainerSize,
  isStart,
  isWithLoader = true,
  headerProps,
  withFooter = true,
  children,
}: SitePageProps) {
  const t = await getTranslations("common");
  return (
    <PageShell
      theme={theme}
      appContainerSize={appContainerSize}
      isStart={isStart}
      footer={withFooter ? <SiteFooter /> : null}
      header={
        <>
          <SkipLink />
          <Loader label={t("loading")} enabled={isWithLoader} />
          <SiteHeader {...headerProps} isStart={isStart} />
        </>
      }
    >
      {children}
      {isWithLoader ? <LoaderContentEnd /> : null}
    </PageShell>
  );
}
