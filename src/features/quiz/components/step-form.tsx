import type { ReactNode } from "react";

/** Every step is a form posting to the step action, so it works before JavaScript loads. */
export function StepForm(props: { action: (formData: FormData) => Promise<void>; children: ReactNode; className?: string }) {
  return (
    <form action={props.action} className={props.className} data-testid="quiz-form" noValidate>
      {props.children}
    </form>
  );
}
