import { loaderBootScript } from "./loader-rules";

/**
 * The full-screen loader. It is always in the page but visible only while <html> carries
 * `pw-loading` (first view of the session, at most 2 s) or `pw-redirecting`.
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
      >
        <span className="pw-loader-ring size-12 rounded-full border-4 border-primary-light border-t-primary" />
        <span className="text-sm text-muted">{label}</span>
      </div>
    </>
  );
}
