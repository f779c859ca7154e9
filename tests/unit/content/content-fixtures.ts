import type { PlaceholderValues } from "@/features/content/domain/placeholders";

/** Example configuration values used to fill placeholders in content tests. */
export const examplePlaceholderValues: PlaceholderValues = {
  companyName: "Example Foods Ltd",
  companyAddress: "1 Example Street, 10115 Berlin, Germany",
  supportEmail: "support@example.com",
  siteName: "Platewise",
  siteUrl: "https://platewise.example",
};
