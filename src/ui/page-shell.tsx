import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { ThemeName } from "./themes/themes";

export type AppContainerSize = "WIDE" | "normal";

/** Page props of the spec that shape the shell (header props are the header's own). */
export type PageShellProps = {
  theme?: ThemeName;
  appContainerSize?: AppContainerSize;
  /** The first page of a funnel: no back links, the promo bar's start button is hidden. */
  isStart?: boolean;
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/** Wraps a page in its theme and container width. */
export function PageShell({
  theme = "default",
  appContainerSize = "normal",
  isStart = false,
  header,
  footer,
  children,
}: PageShellProps) {
  return (
    <div
      data-theme={theme}
      data-start={isStart ? "true" : undefined}
      className="flex min-h-dvh flex-col bg-bg text-fg"
    >
      {header}
      <main
        id="main"
        className={cn(
          "mx-auto w-full flex-1 px-4 transition-opacity sm:px-6",
          appContainerSize === "WIDE" ? "max-w-[1280px]" : "max-w-[768px]",
        )}
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
