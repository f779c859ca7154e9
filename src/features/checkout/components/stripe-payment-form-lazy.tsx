"use client";

import dynamic from "next/dynamic";

/**
 * The Payment Element form in a chunk of its own, fetched only when Stripe sells: the sandbox's
 * checkout page ships none of it (docs/checkout.md, "Stripe's Payment Element").
 */
export const StripePaymentFormLazy = dynamic(() => import("./stripe-payment-form").then((module) => module.StripePaymentForm));
