/**
 * The colour-mode state machine (SPEC §4). A *choice* is what the reader picked; the *mode* is what
 * the page shows. With respectPrefersColorScheme the switch cycles system → light → dark → system;
 * otherwise it toggles light ↔ dark. 'system' follows the OS dark-mode setting.
 */
export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | 'system';

export interface ColorModeConfig {
  readonly defaultMode: ColorMode;
  readonly disableSwitch: boolean;
  readonly respectPrefersColorScheme: boolean;
}

export function isAllowedChoice(value: string | null, config: ColorModeConfig): value is ColorModeChoice {
  return value === 'light' || value === 'dark' || (value === 'system' && config.respectPrefersColorScheme);
}

/** The choice in force on load: a valid stored choice wins (unless the switch is disabled), else the default. */
export function initialChoice(stored: string | null, config: ColorModeConfig): ColorModeChoice {
  if (!config.disableSwitch && isAllowedChoice(stored, config)) return stored;
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

export function resolveMode(choice: ColorModeChoice, prefersDark: boolean): ColorMode {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/** The choice after one press of the switch. */
export function nextChoice(current: ColorModeChoice, config: ColorModeConfig, prefersDark: boolean): ColorModeChoice {
  if (config.respectPrefersColorScheme) {
    return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
  }
  return resolveMode(current, prefersDark) === 'dark' ? 'light' : 'dark';
}
