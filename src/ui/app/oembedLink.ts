/**
 * Points the page's oEmbed discovery link (written by the build, oembed.com §4) at the document of
 * the view on show, `oembed/<view>.json` beside the first, so a tool that reads oEmbed from the
 * rendered page embeds that view. Does nothing when the page has no such link (dev server, element).
 */
export function pointOembedAt(view: string, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/json+oembed"]');
  const href = link?.getAttribute('href');
  if (!link || !href) return;
  link.setAttribute('href', href.replace(/oembed\/[a-z]+\.json$/, `oembed/${view}.json`));
}
