import type { TimerBlock as TimerBlockContent } from "@/features/final-page/domain/final-page";
import type { CountdownState } from "@/features/final-page/domain/offer-countdown";
import { blockText, type FinalPageTranslate } from "./block-text";
import { OfferCountdown } from "./offer-countdown";

/**
 * The countdown block: the end the server anchored on the visitor's quiz session, ticking in the
 * browser. Once it has run out it says what holds: the block's ended text when the offer ended
 * with it (the page then offers its expired set), else that the offer still holds.
 */
export function TimerBlock(props: {
  block: TimerBlockContent;
  state: CountdownState;
  locale: string;
  t: FinalPageTranslate;
}) {
  const { block, state, t, locale } = props;
  const offerEnds = state.afterEnd === "offer_ends";
  return (
    <OfferCountdown
      endsAt={state.endsAt}
      durationMs={block.durationMinutes * 60_000}
      initialRemainingMs={state.remainingMs}
      label={blockText(t, locale, block.label)}
      endedLabel={offerEnds ? blockText(t, locale, block.endedLabel) : t("timer.offerHolds")}
      reloadOnEnd={offerEnds}
    />
  );
}
