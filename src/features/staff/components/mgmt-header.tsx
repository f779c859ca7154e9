"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { activeNavKey, showsMgmtHeader, type MgmtNavItem } from "@/features/staff/domain/mgmt-nav";
import { cn } from "@/lib/cn";

/**
 * The management header: the areas the signed-in role may open, the current one marked, and
 * who is signed in (docs/staff.md, "Navigation"). The areas wrap onto more lines on a phone,
 * none hidden off screen. Not on preview pages or the sign-in page.
 */
export function MgmtHeader({ items, labels, identity, navLabel }: { items: MgmtNavItem[]; labels: Record<string, string>; identity: string; navLabel: string }) {
  const pathname = usePathname() ?? "/mgmt";
  if (!showsMgmtHeader(pathname)) return null;
  const active = activeNavKey(items, pathname);
  return (
    <header className="border-b border-line bg-surface" data-testid="mgmt-header">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <Link href="/mgmt" className="font-bold">
          Platewise
        </Link>
        <nav aria-label={navLabel} className="order-last flex w-full flex-wrap gap-1 text-sm lg:order-none lg:w-auto lg:flex-1">
          {items.map((item) => (
            <Link
              key={item.key}
              href={item.href}
              aria-current={item.key === active ? "page" : undefined}
              className={cn("whitespace-nowrap rounded-md px-2 py-1 hover:bg-bg", item.key === active && "bg-bg font-semibold text-primary")}
              data-testid={`mgmt-nav-${item.key}`}
            >
              {labels[item.key]}
            </Link>
          ))}
        </nav>
        <span className="ms-auto text-xs text-muted" data-testid="mgmt-identity">
          {identity}
        </span>
      </div>
    </header>
  );
}
