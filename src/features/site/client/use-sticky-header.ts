"use client";

import { useEffect, useState } from "react";
import { isStickyScroll, stickyScrollDebounceMs } from "@/features/site/domain/header-rules";

/** True once the page is scrolled 400 px or more, checked 100 ms after scrolling settles. */
export function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setSticky(isStickyScroll(window.scrollY));
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, stickyScrollDebounceMs);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return sticky;
}
