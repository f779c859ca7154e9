import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export const buttonKinds = [
  "primary",
  "primaryLight",
  "invertedPrimary",
  "text",
  "ghost",
  "secondary",
  "violet",
  "blue",
  "realBlue",
  "gray",
  "borderDisabled",
  "transparent",
  "yellow",
  "black",
  "blackDarker",
  "violetShadow",
] as const;

export const buttonSizes = ["big", "medium", "small", "xs"] as const;

export type ButtonKind = (typeof buttonKinds)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export const buttonStyles = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-[background-color,box-shadow,opacity,transform] active:translate-y-px disabled:cursor-not-allowed disabled:opacity-50 select-none",
  {
    variants: {
      kind: {
        primary: "bg-primary text-on-primary hover:opacity-90 shadow-sm",
        primaryLight: "bg-primary-light text-primary hover:opacity-90",
        invertedPrimary: "bg-bg text-primary border-2 border-primary hover:bg-primary-light",
        text: "bg-transparent text-primary underline-offset-4 hover:underline rounded-md",
        ghost: "bg-transparent text-fg hover:bg-surface",
        secondary: "bg-surface text-fg border border-line hover:border-muted",
        violet: "bg-violet-600 text-white hover:bg-violet-700",
        blue: "bg-sky-500 text-white hover:bg-sky-600",
        realBlue: "bg-blue-700 text-white hover:bg-blue-800",
        gray: "bg-neutral-200 text-neutral-800 hover:bg-neutral-300",
        borderDisabled: "bg-transparent text-muted border border-dashed border-line cursor-not-allowed",
        transparent: "bg-transparent text-inherit",
        yellow: "bg-yellow-400 text-neutral-900 hover:bg-yellow-300",
        black: "bg-neutral-900 text-white hover:bg-neutral-800",
        blackDarker: "bg-black text-white hover:bg-neutral-900",
        violetShadow:
          "bg-violet-600 text-white shadow-[0_8px_24px_-6px_rgb(124_58_237/0.6)] hover:shadow-[0_12px_28px_-6px_rgb(124_58_237/0.7)]",
      } satisfies Record<ButtonKind, string>,
      size: {
        big: "min-h-14 px-8 text-lg",
        medium: "min-h-12 px-6 text-base",
        small: "min-h-10 px-4 text-sm",
        xs: "min-h-8 px-3 text-xs",
      } satisfies Record<ButtonSize, string>,
      wide: { true: "w-full", false: "" },
    },
    defaultVariants: { kind: "primary", size: "medium", wide: false },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonStyles>;

/** The design-system button: 16 kinds × 4 sizes. */
export function Button({ kind, size, wide, className, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-kind={kind ?? "primary"}
      data-size={size ?? "medium"}
      className={cn(buttonStyles({ kind, size, wide }), className)}
      {...props}
      disabled={kind === "borderDisabled" ? true : props.disabled}
    />
  );
}
