/**
 * Link-preview fetchers and bots. They open a listing's chat link to draw a preview or index it,
 * never because a buyer wants to talk: they are redirected like anyone but never counted.
 */
const CRAWLER =
  /(^|[\s(;])(WhatsApp|facebookexternalhit|facebookcatalog|Facebot|meta-externalagent|Twitterbot|Slackbot|Slack-ImgProxy|TelegramBot|Discordbot|LinkedInBot|SkypeUriPreview|Pinterest(bot)?|redditbot|Embedly|Iframely|vkShare|Googlebot|Google-InspectionTool|AdsBot-Google|bingbot|BingPreview|DuckDuckBot|YandexBot|Baiduspider|Applebot|SemrushBot|AhrefsBot|MJ12bot|PetalBot|GPTBot|ClaudeBot|CCBot|Bytespider|Amazonbot)\b/i;
/** Generic words that tools and bots put in their user agents. */
const GENERIC =
  /\b(bot|crawler|spider|preview|fetcher|scraper|curl|wget|python-requests|python-urllib|go-http-client|okhttp|axios|node-fetch|undici|java\/|libwww-perl|httpclient)\b/i;

/** Whether a request with this User-Agent must not count as a buyer chat. No agent: a tool. */
export function isCrawler(userAgent: string | undefined | null): boolean {
  const agent = (userAgent ?? '').trim();
  if (agent === '') return true;
  return CRAWLER.test(agent) || GENERIC.test(agent);
}
