"use client";

/** The cheaper plan offered under a declined card's message (docs/checkout.md, "Downsell after a decline"). */
export function DownsellOffer({ offer, accept, onAccept }: { offer: string; accept: string; onAccept: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-primary-light p-4" data-testid="checkout-downsell">
      <p className="text-sm">{offer}</p>
      <button
        type="button"
        className="self-start rounded-full border border-primary px-4 py-2 text-sm font-semibold text-primary"
        data-testid="checkout-downsell-accept"
        onClick={onAccept}
      >
        {accept}
      </button>
    </div>
  );
}
