import { LOADER_CONTENT_END_ATTRIBUTE, LOADER_SHOW_DELAY_MS, loaderBootScript } from "./loader-rules";

/**
 * The full-screen loader. It is always in the page but shown only while <html> carries
 * `pw-loading` (first view of the session, until the page's content has arrived, at most 2 s)
 * or `pw-redirecting`, and only after LOADER_SHOW_DELAY_MS of it (docs/design-system.md).
 */
export function Loader({ label, enabled = true }: { label: string; enabled?: boolean }) {
  return (
    <>
      {enabled ? <script dangerouslySetInnerHTML={{ __html: loaderBootScript() }} /> : null}
      <div
        data-testid="page-loader"
        role="status"
        aria-live="polite"
        className="pw-loader fixed inset-0 z-[100] hidden flex-col items-center justify-center gap-4 bg-bg"
        style={{ animationDelay: `${LOADER_SHOW_DELAY_MS}ms` }}
      >
        <span className="pw-loader-ring size-12 rounded-full border-4 border-primary-light border-t-primary" />
        <span className="text-sm text-muted">{label}</span>
      </div>
    </>
  );
}

/** Rendered right after a page's content: once the browser has parsed it, the loader goes. */
export function LoaderContentEnd() {
  return <span hidden {...{ [LOADER_CONTENT_END_ATTRIBUTE]: "" }} />;
}
