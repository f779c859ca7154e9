import { parseInline } from "@/features/content/domain/inline-text";
import { Link } from "@/i18n/navigation";

/** Inline text with its two marks: `**bold**` and `[links](/path)`. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((segment, index) => {
        if (segment.kind === "bold") return <strong key={index}>{segment.text}</strong>;
        if (segment.kind === "link") {
          const className = "font-medium text-primary underline underline-offset-2";
          if (segment.external) {
            const mail = segment.href.startsWith("mailto:");
            return (
              <a key={index} href={segment.href} className={className} {...(mail ? {} : { target: "_blank", rel: "noopener noreferrer" })}>
                {segment.text}
              </a>
            );
          }
          return (
            <Link key={index} href={segment.href} className={className}>
              {segment.text}
            </Link>
          );
        }
        return <span key={index}>{segment.text}</span>;
      })}
    </>
  );
}
