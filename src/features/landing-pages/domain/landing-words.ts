/** The site's own words in a landing page's frame, in the visitor's language (`server/landing-frame-words.ts`). */
export type LandingFrameWords = {
  homeLink: string;
  legalTitle: string;
  privacyPolicy: string;
  termsOfService: string;
  cookiePolicy: string;
  cookieSettings: string;
  copyright: string;
};
