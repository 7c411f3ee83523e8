import { defineElement, ELEMENT_NAME } from '../../src/embed/element';
import type * as Api from '../types/index';

/**
 * The package's element entry (`import { defineStalledRecoveryView } from 'stalled-recovery-view'`):
 * the loader of dist/embed.js (src/embed/element.ts) without its call, so a page chooses when, and
 * under which name, the element is defined. React and the views stay in chunks beside this module
 * (`import()` relative to it), fetched only for an element that comes near the viewport. Shapes and
 * errors: types/index.d.ts.
 */
export const defineStalledRecoveryView: typeof Api.defineStalledRecoveryView = (tagName = ELEMENT_NAME, options = {}) =>
  defineElement(tagName, options.page);

export const STALLED_RECOVERY_VIEW_TAG: typeof Api.STALLED_RECOVERY_VIEW_TAG = ELEMENT_NAME;

export const STALLED_RECOVERY_VIEWS: typeof Api.STALLED_RECOVERY_VIEWS = ['hub', 'run', 'detect', 'bound', 'onestep', 'list'];
