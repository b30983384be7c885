import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { settings } from '../../config/resolved';
import { STORAGE_KEYS, storageSlot } from '../storage';
import { initialChoice, isAllowedChoice, nextChoice, resolveMode, type ColorMode, type ColorModeChoice, type ColorModeConfig } from './colorModeState';

export interface ColorModeContextValue {
  readonly choice: ColorModeChoice;
  readonly mode: ColorMode;
  readonly config: ColorModeConfig;
  readonly setChoice: (choice: ColorModeChoice) => void;
  readonly toggle: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';
const themeSlot = storageSlot(STORAGE_KEYS.theme);

function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function applyToDocument(choice: ColorModeChoice, mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.setAttribute('data-theme-choice', choice);
}

export interface ColorModeProviderProps {
  readonly children: React.ReactNode;
  readonly config?: ColorModeConfig;
}

export function ColorModeProvider({ children, config = settings.colorMode }: ColorModeProviderProps): JSX.Element {
  // The first render matches the server HTML (the default); the effect below then adopts what the
  // head script already applied, so nothing visible changes during hydration.
  const [choice, setChoiceState] = useState<ColorModeChoice>(() => initialChoice(null, config));
  const [systemDark, setSystemDark] = useState(false);
  // Until the stored choice is adopted, the document keeps what the head script applied: writing the
  // first render's default there would flash the other theme for a frame.
  const [adopted, setAdopted] = useState(false);

  useEffect(() => {
    setSystemDark(prefersDark());
    setChoiceState(initialChoice(themeSlot.get(), config));
    setAdopted(true);
  }, [config]);

  const mode = resolveMode(choice, systemDark);

  useEffect(() => {
    if (adopted) applyToDocument(choice, mode);
  }, [adopted, choice, mode]);

  // A 'system' choice follows the OS setting live.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent): void => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Another tab changed the theme: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key !== STORAGE_KEYS.theme) return;
      setChoiceState(isAllowedChoice(event.newValue, config) ? event.newValue : initialChoice(null, config));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [config]);

  const setChoice = useCallback((next: ColorModeChoice) => {
    setChoiceState(next);
    themeSlot.set(next);
  }, []);

  const toggle = useCallback(() => {
    setChoice(nextChoice(choice, config, systemDark));
  }, [choice, config, systemDark, setChoice]);

  const value = useMemo(() => ({ choice, mode, config, setChoice, toggle }), [choice, mode, config, setChoice, toggle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode() was called outside <ColorModeProvider>. Wrap the page in the shell (src/shell/wrapPageElement.tsx).');
  return value;
}
