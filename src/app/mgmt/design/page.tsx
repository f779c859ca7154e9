import Image from "next/image";
import type { ReactNode } from "react";
import { ButtonMatrix } from "@/features/design-system/components/button-matrix";
import { LoaderDemo } from "@/features/design-system/components/loader-demo";
import { ThemeGallery } from "@/features/design-system/components/theme-gallery";
import { ToastDemo } from "@/features/design-system/components/toast-demo";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { breakpoints, imageQuality, imageWidths } from "@/ui/breakpoints";
import { ArrowIcon } from "@/ui/icons";
import { Loader } from "@/ui/loader";

const shellProps = [
  ["theme", "default | black | blackBlue | blackOrange | brown | purple | purpleDarker | yellow"],
  ["appContainerSize", "WIDE | normal"],
  ["isStart", "boolean"],
  ["isWithLoader", "boolean"],
  ["headerProps", "{ hide?, hideLocaleSwitcher?, … }"],
  ["pageHeadTags", "{ title, description, ogTitle, ogDescription, ogImage, robots }"],
] as const;

export default async function DesignPage() {
  await requireStaff("dashboard:read", "/mgmt/design");
  const t = mgmtTranslator("design");
  return (
    <main className="mx-auto max-w-[1280px] space-y-12 px-4 py-10 sm:px-6">
      <Loader label={t("loaderTitle")} enabled={false} />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="max-w-[768px] text-muted">{t("intro")}</p>
      </header>
      <Section title={t("themesTitle")}>
        <ThemeGallery labels={{ mode: (mode) => t("themeMode", { mode }), logo: (variant) => t("themeLogo", { variant }) }} />
      </Section>
      <Section title={t("buttonsTitle")}>
        <ButtonMatrix kindLabel={t("kind")} sizeLabel={t("size")} />
      </Section>
      <Section title={t("toastsTitle")}>
        <ToastDemo
          labels={{
            success: t("toastSuccess"),
            info: t("toastInfo"),
            warning: t("toastWarning"),
            error: t("toastError"),
            loading: t("toastLoading"),
          }}
        />
      </Section>
      <Section title={t("loaderTitle")}>
        <p className="mb-3 text-muted">{t("loaderText")}</p>
        <LoaderDemo label={t("loaderDemo")} />
      </Section>
      <Section title={t("breakpointsTitle")}>
        <ul className="flex flex-wrap gap-3 font-mono text-sm" data-testid="breakpoints">
          {Object.entries(breakpoints).map(([name, px]) => (
            <li key={name} className="rounded-md border border-line px-3 py-1">
              {name}: {px}px
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("imagesTitle")}>
        <p className="mb-3 text-muted">{t("imagesText", { widths: imageWidths.join(", "), quality: imageQuality })}</p>
        <Image
          src="/images/salad-bowl.jpg"
          alt={t("imageAlt")}
          width={1200}
          height={800}
          sizes="(min-width: 768px) 640px, 100vw"
          className="h-auto w-full max-w-[640px] rounded-2xl"
        />
      </Section>
      <Section title={t("shellTitle")}>
        <dl className="grid gap-2 text-sm sm:grid-cols-[200px_1fr]">
          {shellProps.map(([name, type]) => (
            <div key={name} className="contents">
              <dt className="font-mono font-semibold">{name}</dt>
              <dd className="font-mono text-muted">{type}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t("rtlTitle")}>
        <p className="mb-3 text-muted">{t("rtlText")}</p>
        <div dir="rtl" lang="ar" data-testid="rtl-sample" className="flex items-center gap-3 rounded-xl border border-line p-4">
          <span className="rounded-full bg-primary px-3 py-1 text-sm text-on-primary">1</span>
          <span className="ms-2 font-semibold">{t("rtlSample")}</span>
          <ArrowIcon className="ms-auto rtl:-scale-x-100" />
        </div>
      </Section>
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
