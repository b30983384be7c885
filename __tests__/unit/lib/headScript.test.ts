import { initialChoice, resolveMode, type ColorModeConfig } from '../../../src/lib/colorMode/colorModeState';
import { bootstrapHtmlAttributes, type HeadScriptConfig } from '../../../src/lib/headScript';

const BASE: HeadScriptConfig = {
  defaultMode: 'light',
  disableSwitch: false,
  respectPrefersColorScheme: false,
  themeKey: 'theme',
  announcementId: 'news-1',
  announcementIdKey: 'announcement.id',
  announcementDismissKey: 'announcement.dismiss',
};

function setPrefersDark(dark: boolean): void {
  window.matchMedia = ((query: string) => ({ matches: query.includes('dark') && dark })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  window.localStorage.clear();
  for (const name of ['data-theme', 'data-theme-choice', 'data-announcement-bar-initially-dismissed']) {
    document.documentElement.removeAttribute(name);
  }
});

describe('the head script agrees with the colour-mode state machine', () => {
  const stored = [null, 'light', 'dark', 'system', 'bogus'];
  const configs: ColorModeConfig[] = [
    { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
    { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  ];
  for (const config of configs) {
    for (const value of stored) {
      for (const prefersDark of [false, true]) {
        test(`${JSON.stringify(config)} stored=${value} prefersDark=${prefersDark}`, () => {
          if (value !== null) window.localStorage.setItem('theme', value);
          setPrefersDark(prefersDark);
          bootstrapHtmlAttributes({ ...BASE, ...config });
          const choice = initialChoice(value, config);
          expect(document.documentElement.getAttribute('data-theme-choice')).toBe(choice);
          expect(document.documentElement.getAttribute('data-theme')).toBe(resolveMode(choice, prefersDark));
        });
      }
    }
  }
});

describe('announcement bar attribute', () => {
  test('set only when the stored id is the current one and it was dismissed', () => {
    setPrefersDark(false);
    window.localStorage.setItem('announcement.id', 'news-1');
    window.localStorage.setItem('announcement.dismiss', 'true');
    bootstrapHtmlAttributes(BASE);
    expect(document.documentElement.getAttribute('data-announcement-bar-initially-dismissed')).toBe('true');
  });

  test('a changed id shows the bar again', () => {
    setPrefersDark(false);
    window.localStorage.setItem('announcement.id', 'news-0');
    window.localStorage.setItem('announcement.dismiss', 'true');
    bootstrapHtmlAttributes(BASE);
    expect(document.documentElement.hasAttribute('data-announcement-bar-initially-dismissed')).toBe(false);
  });
});

test('works when storage throws', () => {
  setPrefersDark(false);
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('denied');
  });
  try {
    expect(() => bootstrapHtmlAttributes(BASE)).not.toThrow();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  } finally {
    getItem.mockRestore();
  }
});
