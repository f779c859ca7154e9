"use client";

import { currencyCodes, type CurrencyCode } from "@/features/pricing/domain/currencies";
import type { AmountRow } from "@/features/package-admin/domain/package-form";

type Labels = Record<string, string>;

/** Per-currency amounts as decimal text; a row left empty is a currency the package is not sold in. */
export function PackageAmountsTable(props: {
  amounts: Record<CurrencyCode, AmountRow>;
  kind: "subscription" | "one_time";
  showSecond: boolean;
  readOnly: boolean;
  onChange: (code: CurrencyCode, row: AmountRow) => void;
  labels: Labels;
}) {
  const { labels, kind } = props;
  const first = kind === "one_time" ? labels.price! : labels.regularPrice!;
  const second = kind === "one_time" ? labels.listPrice! : labels.introPrice!;
  const input = "w-28 rounded-md border border-line bg-bg px-2 py-1 text-sm tabular-nums read-only:bg-surface";
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm sm:w-auto" data-testid="amounts-table">
        <thead>
          <tr className="border-b border-line text-muted">
            <th className="p-1 pe-6 text-start">{labels.currency}</th>
            <th className="p-1 text-start">{first}</th>
            {props.showSecond ? <th className="p-1 text-start">{second}</th> : null}
          </tr>
        </thead>
        <tbody>
          {currencyCodes.map((code) => {
            const row = props.amounts[code];
            return (
              <tr key={code} className="border-b border-line">
                <th scope="row" className="p-1 text-start font-mono font-normal">
                  {code}
                </th>
                <td className="p-1">
                  <input className={input} inputMode="decimal" aria-label={`${code} ${first}`} value={row.first} readOnly={props.readOnly} onChange={(event) => props.onChange(code, { ...row, first: event.target.value })} />
                </td>
                {props.showSecond ? (
                  <td className="p-1">
                    <input className={input} inputMode="decimal" aria-label={`${code} ${second}`} value={row.second} readOnly={props.readOnly} onChange={(event) => props.onChange(code, { ...row, second: event.target.value })} />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
