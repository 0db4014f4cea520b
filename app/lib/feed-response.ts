/**
 * How feeds and calendars answer. Like the public pages they hold only what
 * visitors may see, so browsers, readers and proxies may keep them a while;
 * 15 minutes keeps a new article or event close behind. (The server's render
 * cache also keeps them per content version.)
 */
export const FEED_CACHE_CONTROL = "public, max-age=900";

export function feedResponse(xml: string): Response {
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL } });
}

/**
 * An iCalendar answer. `attachment` makes a browser save the file (an
 * "Add to calendar" link opens it in the calendar app); the feed is `inline`
 * so a calendar app subscribing to it reads it in place.
 */
export function calendarResponse(ics: string, fileName: string, disposition: "attachment" | "inline"): Response {
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `${disposition}; filename="${fileName}"`,
      "Cache-Control": FEED_CACHE_CONTROL,
    },
  });
}
