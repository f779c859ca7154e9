import { describe, expect, it } from "vitest";
import { defaultHeaderConfig, emptyHeaderConfig, phoneHref } from "@/features/site/domain/header-config";
import { parseHeaderConfig } from "@/features/site/domain/header-config-schema";
import { headerVisibility, isStickyScroll, returnPanelFor, type HeaderContext } from "@/features/site/domain/header-rules";

const base: HeaderContext = {
  pathname: "/",
  userData: null,
  isManagementUser: false,
  config: { ...defaultHeaderConfig, phone: "+372 600 1234" },
  returnUrl: null,
  isStart: false,
  hideLocaleSwitcher: false,
};
const show = (overrides: Partial<HeaderContext>) => headerVisibility({ ...base, ...overrides });

describe("header rules", () => {
  it("shows the Admin badge only for management users", () => {
    expect(show({}).adminBadge).toBe(false);
    expect(show({ isManagementUser: true }).adminBadge).toBe(true);
  });

  it("shows the management header to staff except on preview paths", () => {
    expect(show({ isManagementUser: true }).managementHeader).toBe(true);
    expect(show({ isManagementUser: true, pathname: "/preview/fasting-mix-2968" }).managementHeader).toBe(false);
    expect(show({ isManagementUser: true, pathname: "/quiz/preview" }).managementHeader).toBe(false);
    expect(show({ isManagementUser: true, pathname: "/previews-of-meals" }).managementHeader).toBe(true);
    expect(show({ pathname: "/" }).managementHeader).toBe(false);
  });

  it("hides the help-centre link on support, contact and fasting-woman pages", () => {
    expect(show({}).helpCentre).toBe(true);
    expect(show({ pathname: "/blog" }).helpCentre).toBe(true);
    for (const pathname of ["/contact", "/support-proxy", "/support", "/fasting-woman-2968/step-gender", "/new/fasting-woman-2968/step-1"]) {
      expect(show({ pathname }).helpCentre, pathname).toBe(false);
    }
    expect(show({ config: { ...base.config, helpCentreUrl: null } }).helpCentre).toBe(false);
  });

  it("shows contact links and the phone only when configured", () => {
    expect(show({}).contactLinks).toBe(true);
    expect(show({}).phone).toBe(true);
    expect(show({ config: emptyHeaderConfig }).contactLinks).toBe(false);
    expect(show({ config: emptyHeaderConfig }).phone).toBe(false);
    expect(phoneHref("+372 (600) 12-34")).toBe("tel:+3726001234");
  });

  it("hides the locale switcher on request", () => {
    expect(show({}).localeSwitcher).toBe(true);
    expect(show({ hideLocaleSwitcher: true }).localeSwitcher).toBe(false);
  });

  it("shows the user panel only with both e-mail and uuid, never on thank-you pages", () => {
    const userData = { uuid: "0b7c4c7e-1111-4a5e-9f2e-2f6a1a0c9d11", email: "ana@example.com" };
    expect(show({ userData }).userPanel).toBe(true);
    expect(show({ userData: null }).userPanel).toBe(false);
    expect(show({ userData: { ...userData, email: "" } }).userPanel).toBe(false);
    expect(show({ userData: { ...userData, uuid: "" } }).userPanel).toBe(false);
    expect(show({ userData, pathname: "/fasting-mix-2968/thank-you" }).userPanel).toBe(false);
    expect(show({ userData, pathname: "/thank-you-page" }).userPanel).toBe(false);
  });

  it("shows the promo bar when configured, without its start button on a funnel's first page", () => {
    expect(show({})).toMatchObject({ promoBar: true, promoStartButton: true });
    expect(show({ isStart: true })).toMatchObject({ promoBar: true, promoStartButton: false });
    expect(show({ config: { ...base.config, promoBar: null } })).toMatchObject({ promoBar: false, promoStartButton: false });
  });

  it("hides the promo bar in the buyer's account, but not on pages that merely look alike", () => {
    for (const pathname of ["/my-plan", "/meal-plan", "/cooking", "/cooking/overnight-oats", "/my-subscription", "/signin", "/_app"])
      expect(show({ pathname }).promoBar, pathname).toBe(false);
    for (const pathname of ["/", "/blog/my-plan-for-summer", "/faq", "/cookingtips"]) expect(show({ pathname }).promoBar, pathname).toBe(true);
  });

  it("offers checkout when the stored return address contains checkout, the quiz otherwise", () => {
    expect(show({}).returnPanel).toBeNull();
    expect(returnPanelFor("/fasting-mix-2968/step-gender?utm_source=fb")).toEqual({ kind: "quiz", href: "/fasting-mix-2968/step-gender?utm_source=fb" });
    expect(returnPanelFor("/checkout?pp=3")).toEqual({ kind: "checkout", href: "/checkout?pp=3" });
    expect(returnPanelFor(encodeURIComponent("/de/checkout/pay"))).toEqual({ kind: "checkout", href: "/de/checkout/pay" });
  });

  it("hides the promo bar and the return panel inside a funnel", () => {
    const returning = { returnUrl: "/fasting-mix-2968/step-age" };
    expect(show(returning).returnPanel).toEqual({ kind: "quiz", href: "/fasting-mix-2968/step-age" });
    expect(show({ ...returning, inFunnel: true })).toMatchObject({ promoBar: false, promoStartButton: false, returnPanel: null });
  });

  it("never turns the return address into a link to another site", () => {
    for (const value of ["https://evil.example/checkout", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", "%E0%A4%A"]) {
      expect(returnPanelFor(value), value).toBeNull();
    }
  });

  it("takes the sticky look from 400 px of scrolling", () => {
    expect(isStickyScroll(0)).toBe(false);
    expect(isStickyScroll(399)).toBe(false);
    expect(isStickyScroll(400)).toBe(true);
    expect(isStickyScroll(2000)).toBe(true);
  });

  it("uses the defaults until settings are saved, and hides extras when they are invalid", () => {
    expect(parseHeaderConfig(undefined)).toEqual(defaultHeaderConfig);
    expect(parseHeaderConfig({ helpCentreUrl: "javascript:alert(1)" })).toEqual(emptyHeaderConfig);
    expect(parseHeaderConfig({ promoBar: { startHref: "//evil.example" } })).toEqual(emptyHeaderConfig);
    expect(parseHeaderConfig({ phone: "+1 555 0100", promoBar: null })).toMatchObject({ phone: "+1 555 0100", promoBar: null, contactLinks: [] });
  });
});
