/** A progress ring (0 to 1, clockwise from the top in every language) with content in its middle. */
export function FastingRing({ progress, tone, children }: { progress: number; tone: "eating" | "fasting"; children: React.ReactNode }) {
  const radius = 52;
  const length = 2 * Math.PI * radius;
  const clamped = Math.min(1, Math.max(0, progress));
  return (
    <div className="relative mx-auto size-48 max-w-full">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="10" className="stroke-neutral-200" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={length}
          strokeDashoffset={length * (1 - clamped)}
          className={tone === "eating" ? "stroke-emerald-500" : "stroke-violet-600"}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">{children}</div>
    </div>
  );
}
