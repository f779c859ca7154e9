/** A step's question and optional subtitle. */
export function StepTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mt-6 mb-6 text-center">
      <h1 className="text-2xl leading-tight font-bold text-balance sm:text-3xl" data-testid="quiz-title">
        {title}
      </h1>
      {subtitle ? <p className="mt-2 text-muted text-pretty">{subtitle}</p> : null}
    </div>
  );
}
