import { cn } from "@/lib/cn";

/**
 * The Platewise logo, 153 × 40. Colours follow the active theme: the plate uses the primary
 * colour, the word mark the text colour, so dark themes get the light logo automatically.
 */
export function Logo({ className, title = "Platewise" }: { className?: string; title?: string }) {
  return (
    <svg
      width={153}
      height={40}
      viewBox="0 0 153 40"
      role="img"
      aria-label={title}
      className={cn("block shrink-0", className)}
    >
      <title>{title}</title>
      <circle cx="20" cy="20" r="17" fill="var(--pw-primary)" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="var(--pw-primary-text)" strokeWidth="2.5" />
      <path d="M14 21.5c2.2 3 9.8 3 12 0" fill="none" stroke="var(--pw-primary-text)" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="16" cy="16.5" r="1.8" fill="var(--pw-primary-text)" />
      <circle cx="24" cy="16.5" r="1.8" fill="var(--pw-primary-text)" />
      <text
        x="44"
        y="27"
        fill="var(--pw-text)"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.5"
        direction="ltr"
      >
        Platewise
      </text>
    </svg>
  );
}
