"use client";

import { useEffect, useState } from "react";

/**
 * The phone-sized preview of the editors (funnel steps, final pages). Pages may not be framed (X-Frame-Options DENY, frame-ancestors
 * 'none'), so the preview page is fetched and shown as the frame's document, sandboxed: no
 * scripts, no form posts — a picture of the step as the server draws it. The link opens the
 * real preview page in its own tab.
 */
export function PreviewFrame({ src, title, openLabel, linkTestId }: { src: string; title: string; openLabel: string; linkTestId?: string }) {
  const [loaded, setLoaded] = useState<{ src: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    fetch(src, { credentials: "same-origin" })
      .then((response) => response.text())
      .then((html) => {
        if (live) setLoaded({ src, html });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [src]);
  return (
    <div className="space-y-1">
      <iframe
        srcDoc={loaded?.html ?? ""}
        sandbox="allow-same-origin"
        title={title}
        data-testid="preview"
        data-src={src}
        aria-busy={loaded?.src !== src}
        className="h-[640px] w-[360px] max-w-full rounded-xl border border-line bg-white"
      />
      <a href={src} target="_blank" rel="noopener" className="text-xs underline" data-testid={linkTestId}>
        {openLabel}
      </a>
    </div>
  );
}
