"use client";

import { useEffect, useRef } from "react";

/**
 * In the browser, ticking "none of the above" unticks the other options and ticking any other
 * option unticks "none". Without JavaScript the server applies the same rule.
 */
export function NoneOfTheAbove({ noneValue }: { noneValue: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const fieldset = marker.current?.closest("fieldset");
    if (!fieldset) return;
    const onChange = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.type !== "checkbox" || !input.checked) return;
      for (const box of fieldset.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
        if (box === input) continue;
        if (input.value === noneValue || box.value === noneValue) box.checked = false;
      }
    };
    fieldset.addEventListener("change", onChange);
    return () => fieldset.removeEventListener("change", onChange);
  }, [noneValue]);
  return <span ref={marker} hidden />;
}
