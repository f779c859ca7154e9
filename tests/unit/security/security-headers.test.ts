import { describe, expect, it } from "vitest";
import {
  apiContentSecurityPolicy,
  checkoutPermissionsPolicy,
  permissionsPolicy,
  staticSecurityHeaders,
  strictTransportSecurity,
} from "@/features/security/domain/security-headers";

const header = (key: string) => staticSecurityHeaders.find((h) => h.key === key)?.value;

describe("security headers on every response", () => {
  it("refuses framing, MIME sniffing, full referrers and shared windows", () => {
    expect(header("X-Frame-Options")).toBe("DENY");
    expect(header("X-Content-Type-Options")).toBe("nosniff");
    expect(header("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header("Cross-Origin-Opener-Policy")).toBe("same-origin");
  });

  it("denies camera, microphone, location, payment and device access to the page and any frame", () => {
    const policy = header("Permissions-Policy")!.split(", ");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "bluetooth"]) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it("can allow payment for the checkout page's origins without allowing anything else", () => {
    const checkout = permissionsPolicy({ allowPaymentFor: ["self", '"https://pay.example"'] }).split(", ");
    expect(checkout).toContain('payment=(self "https://pay.example")');
    expect(checkout).toContain("camera=()");
  });

  it("the checkout pages allow payment requests for us and Stripe's frames only", () => {
    const policy = checkoutPermissionsPolicy.value.split(", ");
    expect(policy).toContain('payment=(self "https://js.stripe.com")');
    expect(policy).toContain("microphone=()");
  });

  it("pins https for two years, subdomains included", () => {
    expect(strictTransportSecurity).toEqual({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
    expect(staticSecurityHeaders.map((h) => h.key)).not.toContain("Strict-Transport-Security");
  });

  it("API answers load nothing and cannot be framed", () => {
    expect(apiContentSecurityPolicy.value).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
