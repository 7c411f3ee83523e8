/**
 * Each view's main control and the thing that control changes (the compact layout),
 * shared by e2e/layout.spec.ts and scripts/layout-measure.ts. `control` is what a learner
 * presses; `effects` are the elements whose content the press changes (each must be on screen
 * with the control); `press` performs the press once (a click, or a key on a slider).
 */
export interface LayoutView {
  /** the view id of `?view=` */
  view: string;
  /** the rest of the link (the view's own parameters) */
  query: string;
  /** the main control, as a CSS selector (Playwright's `:text-is`/role engines allowed) */
  control: string;
  /** what the control changes: every selector's first match must be inside the viewport */
  effects: readonly string[];
  /** on a phone (360 px wide), when what must share the screen differs from `effects` */
  phoneEffects?: readonly string[];
  /** how a press is done: a click (on the control, or on `within` it), or a key on the focused control (a slider) */
  press: { click: true; within?: string } | { key: string };
}

export const LAYOUT_VIEWS: readonly LayoutView[] = [
  {
    view: 'hub',
    query: '',
    control: '.controls button:has-text("Step sweep")',
    effects: ['.lane--pending', '.lane--active', '.lane--dead'],
    press: { click: true },
  },
  {
    view: 'run',
    query: '',
    control: '.run-transport button:has-text("Step forward")',
    effects: ['[data-testid="narration"]', '.run-lane__rows'],
    press: { click: true },
  },
  {
    view: 'detect',
    query: '',
    control: '.dslider--chart input[type="range"]',
    effects: ['.dline svg'],
    press: { key: 'ArrowRight' },
  },
  {
    view: 'bound',
    query: '',
    control: '.dive__controls button:has-text("Next step")',
    effects: ['.dmeter', '.dnarration'],
    press: { click: true },
  },
  {
    view: 'onestep',
    query: '',
    control: '.dive__controls--actors',
    effects: ['.dseq', '.dnarration'],
    press: { click: true, within: 'button >> nth=0' },
  },
  {
    view: 'list',
    query: '',
    control: '.dive__controls button:has-text("Next event")',
    // Both sides' states: the title and the first line each side writes (its last command, or "Nothing yet").
    effects: ['.dside >> nth=0 >> .dpanel__title', '.dside >> nth=0 >> p >> nth=0', '.dside >> nth=1 >> .dpanel__title', '.dside >> nth=1 >> p >> nth=0'],
    // Stacked on a phone, the side the event ran on comes first, under the narration.
    phoneEffects: ['.dnarration', '.dside.is-current >> .dpanel__title', '.dside.is-current >> p >> nth=0'],
    press: { click: true },
  },
];
