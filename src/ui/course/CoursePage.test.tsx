import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VIEWS } from '../app/views';
import { CoursePage } from './CoursePage';

function renderCourse() {
  render(<CoursePage hub={<div>the hub</div>} hrefOf={(view) => `?view=${view}`} go={() => () => {}} />);
  return document.body.textContent!.replace(/\s+/g, ' ');
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('the course page', () => {
  it('opens with the hub widget, before the first section’s text', () => {
    const text = renderCourse();
    expect(text.indexOf('the hub')).toBeGreaterThan(-1);
    expect(text.indexOf('the hub')).toBeLessThan(text.indexOf('Recovery from failures'));
  });

  it('has a contents link to the quiz before the hub, so a phone reaches the questions from the top of the page', () => {
    const text = renderCourse();
    const link = within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', { name: /^Jump to the quiz/ });
    expect(link).toHaveAttribute('href', '#quiz');
    expect(text.indexOf('Jump to the quiz')).toBeLessThan(text.indexOf('the hub'));
  });

  it('heads the dive cards with as many dives as the views nav has “Dive:” tabs, one card and link per tab', () => {
    renderCourse();
    const tabs = VIEWS.filter((v) => v.component && v.label.startsWith('Dive: ')).map((v) => v.label);
    expect(tabs).toHaveLength(4);
    const dives = section(/dives$/);
    expect(within(dives).getByRole('heading', { level: 2 })).toHaveTextContent(/^The four dives$/);
    const links = within(dives).getAllByRole('link', { name: /^Open Dive: / }).map((a) => a.textContent!.replace(/\s*→$/, ''));
    expect(links).toEqual(tabs.map((t) => `Open ${t}`));
  });

  it('warns where it introduces the two layers that the reaper in front of the sweep never lets a stall be counted', () => {
    renderCourse();
    const layers = section('Two layers on one signal');
    expect(layers).toHaveTextContent('With the reaper first, the sweep finds active already emptied of every expired lease, so it never counts a stall');
    expect(layers).toHaveTextContent('“the reaper first, then the sweep”');
  });

  it('never says “beat”, a word it does not define (the bound dive defines it where it first uses it)', () => {
    const text = renderCourse();
    expect(text).not.toMatch(/\bbeats?\b/i);
  });

  it('says that HINCRBY on a missing key creates it before it first says “no ghost hash”', () => {
    const text = renderCourse();
    const creates = text.indexOf('HINCRBY on a key that does not exist creates it');
    expect(creates).toBeGreaterThan(-1);
    expect(text.indexOf('ghost hash')).toBeGreaterThan(creates);
    expect(text.indexOf('no ghost hash')).toBeGreaterThan(creates);
  });

  it('says why every key carries {q} right after the first key names it shows, before it points back to the hub', () => {
    const text = renderCourse();
    const firstKey = text.indexOf('emq:{q}:');
    const why = text.indexOf('Every key name carries the queue’s name in braces, {q}, because Redis Cluster hashes only the text inside the braces');
    expect(firstKey).toBeGreaterThan(-1);
    expect(why).toBeGreaterThan(firstKey);
    expect(text.indexOf('The hub at the top of this page')).toBeGreaterThan(why);
  });
});
