import { describe, expect, it } from 'vitest';
import { pointOembedAt } from './oembedLink';

function pageWith(head: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = head;
  return doc;
}

describe('the page’s oEmbed discovery link follows the view on show', () => {
  it('names the bound dive’s document once the bound dive is shown, on the same site', () => {
    const doc = pageWith('<link rel="alternate" type="application/json+oembed" href="https://you.example/course/oembed/hub.json">');
    pointOembedAt('bound', doc);
    expect(doc.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe('https://you.example/course/oembed/bound.json');
  });

  it('leaves a page without the link alone', () => {
    const doc = pageWith('<title>x</title>');
    expect(() => pointOembedAt('run', doc)).not.toThrow();
    expect(doc.head.innerHTML).toBe('<title>x</title>');
  });
});
