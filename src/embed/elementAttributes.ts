import { parseTheme, themeProblem, type Theme } from '../ui/theme/themes';
import { formatQuery } from '../ui/url/linkAdapter';
import { DEFAULT_VIEW, VIEWS } from '../ui/app/views';
import { readCompact } from '../ui/url/compactParam';

/** The views an element can show: every built one (hub, run, detect, bound, onestep, list). */
export const ELEMENT_VIEWS: readonly string[] = VIEWS.filter((v) => v.component).map((v) => v.id);

/**
 * Every attribute the element reads: `view`, `theme`, `scenario`,
 * `compact` and each view's own link parameters (views.tsx `params`, the dives' from diveParams.ts).
 */
export const ELEMENT_ATTRIBUTES: readonly string[] = [
  'view',
  'theme',
  'scenario',
  'compact',
  ...new Set(VIEWS.filter((v) => v.component).flatMap((v) => v.params)),
];

/** What an element's attributes ask for, after falling back from each bad value. */
export interface ElementRequest {
  /** The view to show (the hub for a missing or unknown `view`). */
  view: string;
  /** The theme of the element's root (auto for a missing or bad `theme`). */
  theme: Theme;
  /** The view's own parameters as a query string (`?step=14&job=JOB-d`), for its memory link. */
  search: string;
  /**
   * The hub's `scenario` attribute as given: a URL of an emq-scenario/1 or story file, or
   * `#1.<data>` (the file itself, as a story link's `#scenario=` carries it); null when absent or
   * on another view (which does not read it).
   */
  scenario: string | null;
  /** The hub's story inside the element (the text of its `<script type="application/json">`), or null. */
  inline: string | null;
  /** The view's compact form (`compact` or `compact="1"`): its widget and readout, the rest behind one disclosure. */
  compact: boolean;
  /** One sentence per attribute the element could not use, naming it and what it did instead. */
  problems: string[];
}

/**
 * HTML's global attributes (HTML Living Standard, "Global attributes"), which any element may
 * carry without meaning anything to this one; `data-*`, `aria-*` and `on*` count too.
 */
const GLOBAL_ATTRIBUTES = new Set([
  'accesskey', 'autocapitalize', 'autocorrect', 'autofocus', 'class', 'contenteditable', 'dir', 'draggable', 'enterkeyhint',
  'exportparts', 'hidden', 'id', 'inert', 'inputmode', 'is', 'itemid', 'itemprop', 'itemref', 'itemscope', 'itemtype',
  'lang', 'nonce', 'part', 'popover', 'role', 'slot', 'spellcheck', 'style', 'tabindex', 'title', 'translate',
  'writingsuggestions', 'xmlns',
]);

function isGlobalAttribute(name: string): boolean {
  return GLOBAL_ATTRIBUTES.has(name) || /^(data-|aria-|on|xml:)/.test(name);
}

/**
 * Reads an element's attributes (`get(name)`: the attribute's value, or null when absent;
 * `names`: every attribute the element carries, to name the ones it does not know, such as a
 * misspelt `stp`) and its inline story (`inline`: the text of its `<script type="application/json">`
 * child, or null). Never throws: a bad `view` shows the hub, a bad `theme` is auto, a parameter
 * the view does not own, an unknown attribute, and a story (`scenario`, inline) on a view other
 * than the hub are left out, each named in `problems`; a bad value of a view's own parameter is
 * the view's to name (it falls back in its link codec and says so in its notice).
 */
export function readElementAttributes(get: (name: string) => string | null, names: readonly string[] = [], inline: string | null = null): ElementRequest {
  const problems: string[] = [];
  const asked = get('view');
  let view = DEFAULT_VIEW;
  if (asked !== null && ELEMENT_VIEWS.includes(asked)) view = asked;
  else if (asked !== null) problems.push(`view="${shown(asked)}" is not one of ${ELEMENT_VIEWS.join(', ')}, so the ${DEFAULT_VIEW} is shown.`);
  const themed = get('theme');
  const theme = parseTheme(themed) ?? 'auto';
  if (themed !== null && !parseTheme(themed)) problems.push(themeProblem(themed, theme));
  const compact = readCompact(get('compact'), true);
  problems.push(...compact.problems);
  const own = new Set(VIEWS.find((v) => v.id === view)!.params);
  const q = new URLSearchParams();
  for (const name of ELEMENT_ATTRIBUTES.slice(4)) {
    const value = get(name);
    if (value === null) continue;
    if (own.has(name)) q.set(name, value);
    else problems.push(`${name} is not a setting of the ${view} view, so it is ignored.`);
  }
  for (const name of names) {
    const lower = name.toLowerCase();
    if (ELEMENT_ATTRIBUTES.includes(lower) || isGlobalAttribute(lower)) continue;
    const near = nearestAttribute(lower);
    problems.push(`${shown(name)} is not an attribute of <stalled-recovery-view>${near ? ` (did you mean ${near}?)` : ''}, so it is ignored.`);
  }
  let scenario = get('scenario');
  if (view !== 'hub' && scenario !== null) {
    problems.push(`scenario is read only by the hub view, so the ${view} view ignores it.`);
    scenario = null;
  }
  if (view !== 'hub' && inline !== null) {
    problems.push(`The story inside the element (its <script type="application/json">) is read only by the hub view, so the ${view} view ignores it.`);
    inline = null;
  }
  return { view, theme, search: formatQuery(q), scenario, inline, compact: compact.compact, problems };
}

/** The known attribute within two edits of `name` (Levenshtein distance), the closest first; null when none. */
function nearestAttribute(name: string): string | null {
  let best: string | null = null;
  let bestDistance = 3;
  for (const known of ELEMENT_ATTRIBUTES) {
    const d = editDistance(name, known);
    if (d < bestDistance) {
      best = known;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

function shown(value: string): string {
  return value.length > 60 ? `${value.slice(0, 60)}…` : value;
}
