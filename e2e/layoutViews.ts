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

/**
 * Each view's main control and its status line: the sentence that says what the last press did
 * (or the figures a run-again produced). Both must fit on one screen together, on a desktop and a
 * phone alike; shared by e2e/layout.spec.ts and scripts/layout-measure.ts.
 */
export interface ControlStatus {
  /** the view id of `?view=` */
  view: string;
  /** the rest of the link */
  query: string;
  /** a short name for the figure's row (the control's label) */
  name: string;
  /** the control, as a CSS selector */
  control: string;
  /** the status line it drives, as a CSS selector */
  status: string;
}

export const CONTROL_STATUS: readonly ControlStatus[] = [
  { view: 'hub', query: '', name: 'Step sweep', control: '.controls button:has-text("Step sweep")', status: '.readout__event' },
  { view: 'run', query: '', name: 'Next sweep', control: '.run-transport button:has-text("Next sweep")', status: '[data-testid="narration"]' },
  { view: 'run', query: '', name: 'Run again with these', control: '.run-tuning button[type="submit"]', status: '.run-tuning__results' },
  { view: 'detect', query: '', name: 'Step through the sweep', control: '.dive__controls button:has-text("Step through the sweep")', status: '.dnarration' },
  { view: 'bound', query: '', name: 'Next step', control: '.dive__controls button:has-text("Next step")', status: '.dnarration' },
  { view: 'onestep', query: '', name: 'an actor’s move', control: '.dive__controls--actors', status: '.dnarration' },
  { view: 'list', query: '', name: 'Next event', control: '.dive__controls button:has-text("Next event")', status: '.dnarration' },
];
