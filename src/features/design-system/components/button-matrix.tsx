import { Button, buttonKinds, buttonSizes } from "@/ui/button";

/** Every button kind in every size. */
export function ButtonMatrix({ kindLabel, sizeLabel }: { kindLabel: string; sizeLabel: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-2 text-start text-sm">
        <thead>
          <tr>
            <th className="text-start">{kindLabel}</th>
            {buttonSizes.map((size) => (
              <th key={size} className="text-start">
                {sizeLabel}: {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {buttonKinds.map((kind) => (
            <tr key={kind} data-testid={`button-row-${kind}`}>
              <th className="text-start font-mono font-normal">{kind}</th>
              {buttonSizes.map((size) => (
                <td key={size}>
                  <Button kind={kind} size={size}>
                    {kind}
                  </Button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
