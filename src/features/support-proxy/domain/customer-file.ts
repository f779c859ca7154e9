import type { AccountOverview } from "@/features/subscription/domain/account-overview";

/** One section of the customer page: its data, or that it could not be read (the page says so). */
export type Section<T> = { ok: true; data: T } | { ok: false };

export type CustomerFile = {
  profile: Section<{ uuid: string; email: string; locale: string; createdAt: Date; profile: Record<string, unknown> }>;
  quiz: Section<Array<{ funnelName: string; locale: string; completedAt: Date | null; createdAt: Date; answers: Record<string, unknown> }>>;
  mealPlan: Section<{ hasSettings: boolean; plans: Array<{ weekStart: string; status: string; kcal: number | null }> }>;
  subscription: Section<AccountOverview | null>;
  orders: Section<
    Array<{
      id: string;
      kind: string;
      status: string;
      amountMinor: number;
      refundedMinor: number;
      currency: string;
      createdAt: Date;
      payments: Array<{ id: string; status: string; amountMinor: number; currency: string; createdAt: Date }>;
      refunds: Array<{ id: string; amountMinor: number; currency: string; status: string; createdAt: Date }>;
    }>
  >;
  emails: Section<Array<{ id: string; kind: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }>>;
  events: Section<Array<{ id: number; name: string; occurredAt: Date; url: string | null }>>;
};
