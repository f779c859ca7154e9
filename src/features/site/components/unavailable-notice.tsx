import { Logo } from "@/ui/logo";
import { buttonStyles } from "@/ui/button";

export type UnavailableNoticeText = { title: string; text: string; note: string; retry: string };

/**
 * The calm "we'll be right back" message: logo, title, text, a note about forms and a link
 * that reloads the address the visitor asked for. Plain markup, so it renders without the
 * database and from both the outage page and the error boundary.
 */
export function UnavailableNotice({ text }: { text: UnavailableNoticeText }) {
  return (
    <section className="mx-auto flex max-w-[560px] flex-col items-center px-4 py-16 text-center" data-testid="unavailable">
      <Logo />
      <h1 className="mt-10 text-2xl font-bold">{text.title}</h1>
      <p className="mt-3 text-muted">{text.text}</p>
      <p className="mt-2 text-sm text-muted">{text.note}</p>
      {/* An empty href is the current address: a full reload, not a client-side navigation. */}
      <a href="" className={buttonStyles({ kind: "primary", size: "medium", className: "mt-8 px-8" })}>
        {text.retry}
      </a>
    </section>
  );
}
