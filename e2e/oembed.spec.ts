import { expect, test } from '@playwright/test';

// oEmbed (https://oembed.com/): the built page names a static JSON document per view, and that
// document's markup, pasted into another page, shows the view.
test('the page names the hub’s oEmbed document, and the bound dive’s once the bound dive is shown', async ({ page }) => {
  await page.goto('/');
  const discovery = page.locator('link[rel="alternate"][type="application/json+oembed"]');
  await expect(discovery).toHaveAttribute('href', /oembed\/hub\.json$/);
  await page.goto('/?view=bound');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(discovery).toHaveAttribute('href', /oembed\/bound\.json$/);
});

for (const view of ['hub', 'run', 'detect', 'bound', 'onestep', 'list']) {
  test(`the ${view} view’s oEmbed document is a rich iframe of its embed link that shows the view`, async ({ page, request }) => {
    const response = await request.get(`/oembed/${view}.json`);
    expect(response.ok()).toBe(true);
    const doc = await response.json();
    expect(doc).toMatchObject({ version: '1.0', type: 'rich', width: 720 });
    expect(doc.height).toBeGreaterThan(600);
    expect(doc.title.length).toBeGreaterThan(3);
    expect(doc.html).toContain(`?view=${view}&amp;embed=1`);
    await page.route('**/a-docs-page.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Docs</title><body>${doc.html}</body>` }),
    );
    await page.goto('/a-docs-page.html');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: doc.title })).toBeVisible({ timeout: 15_000 });
  });
}
