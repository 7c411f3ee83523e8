import { shownValue } from './query';
import { LINK_TEXT } from '../../model/narration/linkText';

/**
 * Whether a link asks for a view's compact form (`compact=1`: the widget and its readout or
 * narration, the rest behind one disclosure; README "The iframe"). Absent is the full form; any
 * other value is the full form too, named in `problems` in one sentence. `attribute` reads the
 * element's attribute instead (`<stalled-recovery-view compact>`): there an empty value, HTML's
 * boolean attribute, also asks for it.
 */
export function readCompact(value: string | null, attribute = false): { compact: boolean; problems: string[] } {
  if (value === null) return { compact: false, problems: [] };
  if (value === '1' || (attribute && value === '')) return { compact: true, problems: [] };
  return { compact: false, problems: [LINK_TEXT.compactNotOne(shownValue(value), attribute)] };
}
