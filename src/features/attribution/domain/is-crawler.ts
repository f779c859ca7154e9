const crawlerPattern = /bot|crawl|spider/i;

/** A visitor is a crawler when the user agent contains bot, crawl or spider (any case). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return userAgent ? crawlerPattern.test(userAgent) : false;
}
