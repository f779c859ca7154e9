import { getTranslations } from "next-intl/server";
import { isSandboxSelling } from "@/features/billing/server/providers/payment-provider-registry";
import { CheckoutView, type PaymentForm } from "@/features/checkout/components/checkout-view";
import { NothingToBuy } from "@/features/checkout/components/nothing-to-buy";
import { loadVisitorOffer } from "@/features/checkout/server/load-checkout-offer";
import { loadQuizBuyer } from "@/features/checkout/server/load-quiz-buyer";
import { readPurchase } from "@/features/checkout/server/purchase-cookie";
import { holdsRunningPlanHere } from "@/features/checkout/server/running-plan-notice";
import { stripeCheckoutKey } from "@/features/checkout/server/stripe-checkout";
import { getViewer } from "@/server/auth/get-viewer";
import { slugSchema } from "@/features/quiz/domain/funnel-definition";
import { quizFinalPath } from "@/features/quiz/domain/quiz-paths";
import { readQuizRequest } from "@/features/quiz/server/quiz-request";
import { FocusedPage } from "@/features/site/components/focused-page";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { getRequestContext } from "@/server/request-context/get-request-context";

/** Per buyer (their cookies): rendered for each request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/checkout">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "checkout" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The form of the provider that sells: the sandbox's card form, or Stripe's Payment Element. */
function paymentForm(): PaymentForm {
  if (isSandboxSelling()) return { provider: "sandbox" };
  const publishableKey = stripeCheckoutKey();
  return publishableKey ? { provider: "stripe", publishableKey } : { provider: "unavailable" };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * /checkout?quiz=…&packageId=…: the chosen plan and the payment form (docs/checkout.md). The offer
 * is read exactly as the visitor's final page read it; a package that is not in it falls back to
 * the page's preselected one. Rendered per request: it depends on this visitor.
 */
export default async function CheckoutPage({ params, searchParams }: PageProps<"/[locale]/checkout">) {
  const locale = await resolvePageLocale(params);
  const query = await searchParams;
  const quiz = slugSchema.safeParse(single(query.quiz));
  const quizName = quiz.success ? quiz.data : null;
  const db = await getDb();
  const [request, context, viewer, purchase] = await Promise.all([
    readQuizRequest(),
    getRequestContext(),
    getViewer(),
    readPurchase(),
  ]);
  const [visitor, buyer, subscribed] = await Promise.all([
    loadVisitorOffer(db, {
      instructions: context.experiments.instructions,
      country: context.country,
      sessionTokenHash: request.sessionTokenHash,
    }),
    quizName ? loadQuizBuyer(db, { quizName, sessionTokenHash: request.sessionTokenHash }) : null,
    holdsRunningPlanHere(db, { viewerUuid: viewer.userData?.uuid ?? null, purchase }),
  ]);
  const offers = visitor?.page.offers;
  if (!visitor || !offers) {
    return (
      <FocusedPage country={context.country}>
        <NothingToBuy />
      </FocusedPage>
    );
  }
  const wanted = single(query.packageId);
  const packageId = offers.offers.some((offer) => offer.id === wanted) ? wanted! : offers.defaultSelectedId;
  return (
    <FocusedPage country={context.country}>
      <CheckoutView
        offers={offers}
        packages={visitor.page.packages}
        packageId={packageId}
        downsellPackageId={visitor.page.blocks.find((block) => block.type === "packages")?.downsellPackageId}
        locale={locale}
        country={context.country}
        quizName={buyer?.funnelName ?? null}
        emailPrefill={buyer?.email ?? ""}
        payment={paymentForm()}
        changePlanHref={buyer ? localizePath(quizFinalPath({ shape: "standard", quizName: buyer.funnelName }), locale) : null}
        accountHref={subscribed ? localizePath("/my-subscription", locale) : null}
        signInHref={localizePath("/signin", locale)}
      />
    </FocusedPage>
  );
}
