import { browserAnswersKey, returnUrlCookie, returnUrlMaxAge } from "@/features/quiz/domain/quiz-cookies";

export type BrowserQuizState = { answers: Record<string, unknown>; lastPath: string; savedAt: number };

/** The browser's copy of a funnel's answers (localStorage), so they survive a reload. */
export function saveBrowserAnswers(funnel: string, state: BrowserQuizState): void {
  try {
    window.localStorage.setItem(`${browserAnswersKey}${funnel}`, JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the server copy is still there.
  }
}

export function readBrowserAnswers(funnel: string): BrowserQuizState | null {
  try {
    const text = window.localStorage.getItem(`${browserAnswersKey}${funnel}`);
    if (!text) return null;
    const value = JSON.parse(text) as BrowserQuizState;
    return value && typeof value === "object" && value.answers && typeof value.answers === "object" ? value : null;
  } catch {
    return null;
  }
}

/** Records the last quiz address for the header's back-to-quiz panel. */
export function setReturnUrl(path: string): void {
  document.cookie = `${returnUrlCookie}=${encodeURIComponent(path)}; path=/; max-age=${returnUrlMaxAge}; samesite=lax${location.protocol === "https:" ? "; secure" : ""}`;
}
