import { useEffect, useId, useRef } from 'react';
import type { Theme } from '../theme/themes';
import { SHELL } from '../../model/narration/shellText';

const CHOICES: readonly { theme: Theme; label: string }[] = (['light', 'dark', 'auto'] as const).map((theme) => ({ theme, label: SHELL.themes[theme] }));

/**
 * The page's theme switch: three radio buttons in a group labelled "Theme" (Auto follows the
 * reader's system setting). The page shell owns the choice; this only shows and reports it.
 */
export function ThemeSwitch({ theme, onChange }: { theme: Theme; onChange(theme: Theme): void }) {
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // The prerendered page was drawn with the default theme; hydration keeps the server's checked
    // radio, so a link's theme= (or the stored choice) would still show "Auto": set it here.
    for (const input of group.current?.querySelectorAll('input') ?? []) input.checked = input.value === theme;
  }, [theme]);
  return (
    <fieldset className="theme-switch" ref={group}>
      <legend>{SHELL.theme}</legend>
      {CHOICES.map((c) => (
        <label key={c.theme}>
          <input type="radio" name={name} value={c.theme} checked={theme === c.theme} onChange={() => onChange(c.theme)} />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}
