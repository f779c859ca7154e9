import { Button } from "@/ui/button";

export type PackageVersionItem = { version: number; state: string; createdBy: string; createdAt: string };

/** The versions newest first, each but the live one with "Roll back to this version". */
export function PackageVersionHistory(props: { versions: PackageVersionItem[]; canEdit: boolean; disabled: boolean; onRollback: (version: number) => void; labels: Record<string, string> }) {
  const { labels } = props;
  if (props.versions.length === 0) return null;
  return (
    <section className="space-y-2" data-testid="version-history">
      <h2 className="font-semibold">{labels.history}</h2>
      <ol className="space-y-1 text-sm">
        {props.versions.map((row) => (
          <li key={row.version} className="flex flex-wrap items-center gap-2 border-b border-line py-1">
            <span className="font-mono">v{row.version}</span>
            <span className={row.state === "published" ? "font-semibold" : "text-muted"}>{row.state === "published" ? labels.live : labels.earlier}</span>
            <span className="text-muted">
              {row.createdBy} · {row.createdAt.slice(0, 16).replace("T", " ")} UTC
            </span>
            {props.canEdit && row.state !== "published" ? (
              <Button kind="text" size="xs" className="ms-auto" disabled={props.disabled} onClick={() => props.onRollback(row.version)}>
                {labels.rollback}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
