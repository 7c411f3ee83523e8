import { useEffect } from 'react';
import type { Theme } from '../theme/themes';
import { heightMessage, isHelloMessage, themeFromMessage } from './frameMessages';

/**
 * The iframe contract of a page opened with `embed=1` (README "Embedding"), kept by the page
 * shell alone: posts `{type: 'stalled-recovery:height', height}` to the parent on mount and on
 * every change of the document's content height, larger or smaller (a ResizeObserver on the
 * document element, whose box is the content's height, not the frame's); and hands `onTheme` the
 * theme of each valid `stalled-recovery:theme` message the parent posts (anything else is
 * ignored); a parent's `stalled-recovery:hello` gets the height again. No height is posted while the view shown is still loading its chunk. Does nothing when `embed` is false or the page is not in a frame.
 */
export function useFrameContract(embed: boolean, onTheme: (theme: Theme) => void): void {
  useEffect(() => {
    if (!embed || typeof window === 'undefined' || window.parent === window) return;
    const parent = window.parent;
    const html = document.documentElement;
    let last = -1;
    const loading = () => document.querySelector('main .view-loading') !== null;
    const post = () => {
      // A view still loading ("Loading Hub…") is not the height to size the frame to: its content follows at once.
      if (loading()) return;
      const message = heightMessage(html.getBoundingClientRect().height);
      if (message.height === last) return;
      last = message.height;
      // The height is no secret, and the host's origin is not known: any parent may read it.
      parent.postMessage(message, '*');
    };
    post();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(post);
    observer?.observe(html);
    // Once the view's chunk is in, post at once: a frame out of the host's viewport gets no
    // ResizeObserver callbacks (Chromium throttles its rendering), but a DOM change still arrives.
    const loaded = new MutationObserver(() => {
      if (loading()) return;
      loaded.disconnect();
      post();
    });
    if (loading()) loaded.observe(document.body, { childList: true, subtree: true });
    const onMessage = (event: MessageEvent) => {
      if (event.source !== parent) return;
      if (isHelloMessage(event.data)) {
        // A host script that started after our first report asks again.
        last = -1;
        post();
        return;
      }
      const theme = themeFromMessage(event.data);
      if (theme) onTheme(theme);
    };
    window.addEventListener('message', onMessage);
    return () => {
      observer?.disconnect();
      loaded.disconnect();
      window.removeEventListener('message', onMessage);
    };
  }, [embed, onTheme]);
}
