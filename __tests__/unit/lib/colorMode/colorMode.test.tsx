import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ColorModeProvider } from '../../../../src/lib/colorMode/ColorModeProvider';
import { ColorModeToggle } from '../../../../src/shell/colorMode/ColorModeToggle';
import { initialChoice, nextChoice, resolveMode, type ColorModeConfig } from '../../../../src/lib/colorMode/colorModeState';

const TOGGLE: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false };
const RESPECT: ColorModeConfig = { ...TOGGLE, respectPrefersColorScheme: true };

describe('colour-mode state machine', () => {
  test('without respecting the system preference it toggles light ↔ dark', () => {
    expect(nextChoice('light', TOGGLE, false)).toBe('dark');
    expect(nextChoice('dark', TOGGLE, false)).toBe('light');
  });

  test('respecting the system preference it cycles system → light → dark → system', () => {
    expect(nextChoice('system', RESPECT, false)).toBe('light');
    expect(nextChoice('light', RESPECT, false)).toBe('dark');
    expect(nextChoice('dark', RESPECT, false)).toBe('system');
  });

  test('initial choice: a valid stored value, else the default (system when respecting)', () => {
    expect(initialChoice(null, TOGGLE)).toBe('light');
    expect(initialChoice('dark', TOGGLE)).toBe('dark');
    expect(initialChoice('system', TOGGLE)).toBe('light');
    expect(initialChoice('purple', TOGGLE)).toBe('light');
    expect(initialChoice(null, RESPECT)).toBe('system');
    expect(initialChoice('system', RESPECT)).toBe('system');
    expect(initialChoice('dark', { ...TOGGLE, disableSwitch: true })).toBe('light');
    expect(initialChoice(null, { ...TOGGLE, defaultMode: 'dark' })).toBe('dark');
  });

  test('system resolves from the OS preference', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
  });
});

type Listener = (event: { matches: boolean }) => void;

function mockMatchMedia(initialDark: boolean): { setDark: (dark: boolean) => void } {
  const listeners = new Set<Listener>();
  let dark = initialDark;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? dark : false;
    },
    media: query,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return {
    setDark(value) {
      dark = value;
      listeners.forEach((l) => l({ matches: value }));
    },
  };
}

function renderToggle(config: ColorModeConfig) {
  return render(
    <ColorModeProvider config={config}>
      <ColorModeToggle />
    </ColorModeProvider>,
  );
}

describe('<ColorModeProvider> with the switch', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    mockMatchMedia(false);
  });

  test('starts light, toggles to dark, stores the choice under "theme" and sets <html data-theme>', () => {
    renderToggle(TOGGLE);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    const button = screen.getByRole('button', { name: /Switch between dark and light mode \(currently light mode\)/ });
    fireEvent.click(button);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(button).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
  });

  test('hydrating with a stored dark choice never writes the default light theme to <html> (no flash)', () => {
    window.localStorage.setItem('theme', 'dark');
    document.documentElement.setAttribute('data-theme', 'dark'); // what the head script applied
    const written: string[] = [];
    const original = document.documentElement.setAttribute.bind(document.documentElement);
    const spy = jest.spyOn(document.documentElement, 'setAttribute').mockImplementation((name: string, value: string) => {
      if (name === 'data-theme') written.push(value);
      original(name, value);
    });
    try {
      renderToggle(TOGGLE);
    } finally {
      spy.mockRestore();
    }
    expect(written).toEqual(['dark']);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  test('follows another tab through the storage event', () => {
    renderToggle(TOGGLE);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  test("a 'system' choice follows the OS setting live", () => {
    const media = mockMatchMedia(false);
    renderToggle(RESPECT);
    expect(document.documentElement).toHaveAttribute('data-theme-choice', 'system');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    act(() => media.setDark(true));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    act(() => media.setDark(false));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  test('respecting the system preference, clicks cycle system → light → dark → system', () => {
    mockMatchMedia(true);
    renderToggle(RESPECT);
    const button = screen.getByRole('button');
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i += 1) {
      fireEvent.click(button);
      seen.push(document.documentElement.getAttribute('data-theme-choice'));
    }
    expect(seen).toEqual(['light', 'dark', 'system']);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  test('the switch is hidden when disabled', () => {
    renderToggle({ ...TOGGLE, disableSwitch: true });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
