import { defineElement } from './element';

// embed.js (vite.embed.config.ts): a page that loads it has `<stalled-recovery-view>` at once, with no
// code of its own; the npm package (package/) leaves the call to its user (defineStalledRecoveryView).
defineElement();
