import Link from "next/link";
import type { PackageSummary } from "@/features/package-admin/domain/package-content";
import { formatMoney } from "@/features/pricing/domain/format-money";
import type { PricePackage } from "@/features/pricing/domain/package";
import type { DataColumn } from "@/ui/data-table";

type T = (key: string, values?: Record<string, string | number>) => string;

function whatItIs(pkg: PricePackage, t: T): string {
  if (pkg.kind === "one_time") return t("list.addOn", { product: pkg.product.replace("_", " ") });
  const every = t(pkg.period.unit === "week" ? "list.everyWeeks" : "list.everyMonths", { count: pkg.period.count });
  const offer =
    pkg.intro.type === "intro_price" ? t("list.introFor", { count: pkg.intro.periods }) : pkg.intro.type === "free_trial" ? t("list.trialFor", { days: pkg.intro.days }) : t("list.noOffer");
  return `${every}, ${offer}`;
}

function prices(pkg: PricePackage): string {
  const parts = (["USD", "EUR"] as const).flatMap((code) => {
    const amounts = pkg.amounts[code];
    if (!amounts) return [];
    const money = (minor: number) => formatMoney(minor, code, "en-US");
    if ("price" in amounts) return [money(amounts.price)];
    return [amounts.intro !== undefined ? `${money(amounts.intro)} → ${money(amounts.regular)}` : money(amounts.regular)];
  });
  return parts.join(" · ");
}

/** The package list's columns (docs/package-admin.md, "List"). */
export function packageListColumns(t: T): DataColumn<PackageSummary>[] {
  return [
    {
      key: "id",
      header: t("list.id"),
      cell: (row) => (
        <Link className="font-mono text-primary underline" href={`/mgmt/packages/${row.id}`}>
          {row.id}
        </Link>
      ),
    },
    { key: "name", header: t("list.name"), cell: (row) => row.name },
    { key: "what", header: t("list.what"), cell: (row) => (row.pkg ? whatItIs(row.pkg, t) : t("list.invalid")) },
    { key: "price", header: t("list.price"), className: "tabular-nums", cell: (row) => (row.pkg ? prices(row.pkg) : "") },
    { key: "sets", header: t("list.sets"), cell: (row) => <span className="font-mono">{row.setIds.join(", ")}</span> },
    {
      key: "status",
      header: t("list.status"),
      cell: (row) => [row.sold ? t("list.sold") : t("list.unsold"), row.active ? null : t("list.inactive"), row.version ? t("list.version", { version: row.version }) : t("list.noVersion")].filter(Boolean).join(" · "),
    },
  ];
}
