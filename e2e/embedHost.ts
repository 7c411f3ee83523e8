import { createServer, type Server } from 'node:http';

/**
 * A docs page on a second origin (127.0.0.1:<app port + 1>) that embeds the app the way the
 * README tells a docs author to: `embed.js` loaded from the app's origin (a module that blocks
 * rendering until it has run, so each element's reserved height is in the first paint), two elements, and an
 * iframe with the README's auto-height listener. It also carries hostile host styles (every
 * button red, every element in a serif face), which must not reach inside an element. `html`:
 * attributes for its <html> (a docs framework's theme marker, `class="dark"`).
 */
export function hostPage(appOrigin: string, body: string, { html = '' }: { html?: string } = {}): string {
  return `<!doctype html>
<html lang="en"${html ? ` ${html}` : ''}>
  <head>
    <meta charset="utf-8" />
    <title>A docs page of another origin</title>
    <style>
      * { font-family: serif; }
      button { color: rgb(255, 0, 0); background: rgb(0, 255, 0); }
      h2 { font-size: 60px; }
    </style>
    <script type="module" blocking="render" src="${appOrigin}/embed.js"></script>
    <script>
      // The README's auto-height listener, plus a record of every height the frame sent.
      window.heights = [];
      addEventListener('message', (event) => {
        if (event.origin !== '${appOrigin}' || event.data?.type !== 'stalled-recovery:height') return;
        window.heights.push(event.data.height);
        for (const frame of document.querySelectorAll('iframe')) {
          if (frame.contentWindow === event.source) frame.style.height = event.data.height + 'px';
        }
      });
    </script>
  </head>
  <body>
    <h1>Host page</h1>
    ${body}
  </body>
</html>`;
}

/** Serves `html` at every path on 127.0.0.1:`port`; resolves once listening. */
export function serveHost(port: number, html: () => string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
