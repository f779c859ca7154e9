import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function base({ size = 24, ...props }: IconProps): SVGProps<SVGSVGElement> {
  return {
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "var(--pw-icon-stroke)",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    "aria-hidden": true,
    ...props,
  };
}

/** Theme-aware icons: stroke and accent come from the active theme. */
export function CheckIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="12" cy="12" r="10" fill="var(--pw-icon-accent)" stroke="none" />
      <path d="m7.5 12.5 3 3 6-6.5" stroke="var(--pw-background)" />
    </svg>
  );
}

export function ArrowIcon(props: IconProps) {
  // Points to the reading direction's end; mirrored in RTL by the caller's `rtl:-scale-x-100`.
  return (
    <svg {...base(props)}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </svg>
  );
}

export function LeafIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" fill="var(--pw-icon-accent)" fillOpacity="0.25" />
      <path d="M5 19c3-4 6-7 10-9" />
    </svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" stroke="var(--pw-icon-accent)" />
    </svg>
  );
}

export const iconSet = { CheckIcon, ArrowIcon, MenuIcon, CloseIcon, GlobeIcon, LeafIcon, ClockIcon };
