import { Button } from "@/ui/button";
import { iconSet } from "@/ui/icons";
import { Logo } from "@/ui/logo";
import { themeNames, themes } from "@/ui/themes/themes";

type Labels = { mode: (mode: string) => string; logo: (variant: string) => string };

/** Every theme rendered in its own colours, with its icons, logo and mode. */
export function ThemeGallery({ labels }: { labels: Labels }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {themeNames.map((name) => {
        const theme = themes[name];
        return (
          <section
            key={name}
            data-theme={name}
            data-testid={`theme-${name}`}
            className="space-y-4 rounded-2xl border border-line bg-bg p-5 text-fg"
          >
            <div className="flex items-center justify-between gap-2">
              <Logo />
              <code className="text-sm font-semibold">{name}</code>
            </div>
            <p className="text-sm text-muted">
              {labels.mode(theme.mode)} · {labels.logo(theme.logo)}
            </p>
            <ul className="flex flex-wrap gap-2" aria-label={`${name} colours`}>
              {Object.entries(theme.colors).map(([key, value]) => (
                <li key={key} className="flex flex-col items-center gap-1 text-[10px] text-muted">
                  <span className="size-8 rounded-md border border-line" style={{ background: value }} />
                  {key}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-3">
              {Object.entries(iconSet).map(([iconName, Icon]) => (
                <Icon key={iconName} aria-label={iconName} />
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="small">primary</Button>
              <Button kind="primaryLight" size="small">
                primaryLight
              </Button>
              <Button kind="invertedPrimary" size="small">
                invertedPrimary
              </Button>
            </div>
          </section>
        );
      })}
    </div>
  );
}
