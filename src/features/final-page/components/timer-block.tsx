import type { TimerBlock as TimerBlockContent } from "@/features/final-page/domain/final-page";
import type { TimerState } from "@/features/final-page/domain/timer-end";
import { blockText, type FinalPageTranslate } from "./block-text";
import { OfferCountdown } from "./offer-countdown";

/** The countdown block: the server's state from the request's `timer` cookie, ticking in the browser. */
export function TimerBlock(props: {
  block: TimerBlockContent;
  state: TimerState;
  locale: string;
  t: FinalPageTranslate;
}) {
  const { block, t, locale } = props;
  return (
    <OfferCountdown
      initialRemainingMs={props.state.remainingMs}
      durationMs={block.durationMinutes * 60_000}
      label={blockText(t, locale, block.label)}
      endedLabel={blockText(t, locale, block.endedLabel)}
    />
  );
}
