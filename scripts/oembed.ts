import { MEASURED_HEIGHTS, MEASURED_WIDTHS } from '../src/embed/reservedHeights.ts';

/** The width (CSS px) an oEmbed consumer is offered: a docs column's. */
export const OEMBED_WIDTH = 720;

/**
 * The frame page's own chrome above and below the view (CSS px): its compact heading, the "Terms"
 * line and the "Next:" and "Open the full course" links; frames.js then sizes the frame exactly.
 */
const FRAME_CHROME_PX = 160;

/** One view's oEmbed response (https://oembed.com/ §2.3.4, type "rich"). Widths and heights in CSS px. */
export interface OembedRich {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The path of a view's static oEmbed file inside the build (`oembed/<view>.json`). */
export const oembedPath = (view: string) => `oembed/${view}.json`;

/**
 * A view's static oEmbed document: an iframe of its `embed=1` link on `siteUrl` (the site's
 * absolute address ending in `/`, VITE_SITE_URL), its height the view's first screen at
 * OEMBED_WIDTH plus the frame's chrome. Throws for a view the element has no height for.
 */
export function oembedDocument(view: string, title: string, siteUrl: string): OembedRich {
  const heights = MEASURED_HEIGHTS[view];
  if (!heights) throw new Error(`oembed: no measured height for view "${view}" (src/embed/reservedHeights.ts)`);
  const height = heights[MEASURED_WIDTHS.indexOf(OEMBED_WIDTH)]! + FRAME_CHROME_PX;
  const src = `${siteUrl}?view=${view}&embed=1`;
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: 'Stalled-job recovery in a Redis queue',
    provider_url: siteUrl,
    html: `<iframe src="${escapeAttr(src)}" width="${OEMBED_WIDTH}" height="${height}" style="border:0;width:100%" title="${escapeAttr(title)}" loading="lazy"></iframe>`,
    width: OEMBED_WIDTH,
    height,
  };
}

/** The `<link rel="alternate">` that lets a tool reading oEmbed find a view's document (oembed.com §4). */
export function oembedDiscovery(view: string, title: string, siteUrl: string): string {
  return `<link rel="alternate" type="application/json+oembed" href="${escapeAttr(siteUrl + oembedPath(view))}" title="${escapeAttr(title)}">`;
}
