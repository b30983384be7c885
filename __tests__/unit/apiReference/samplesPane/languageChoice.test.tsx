import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import { getLanguage, resetLanguageChoice, setLanguage, subscribe, useSampleLanguage } from '../../../../src/apiReference/samplesPane/languageChoice';
import { STORAGE_KEYS, resetStorageWarning } from '../../../../src/lib/storage';

function Probe({ ids }: { ids: readonly string[] }): React.ReactElement {
  const [language, choose] = useSampleLanguage(ids);
  return (
    <button type="button" onClick={() => choose('go-native')}>
      {language}
    </button>
  );
}

describe('language choice store', () => {
  beforeEach(() => {
    resetLanguageChoice();
    resetStorageWarning();
    window.localStorage.clear();
  });

  it('remembers the choice in local storage under api.sampleLanguage and notifies subscribers', () => {
    expect(STORAGE_KEYS.apiSampleLanguage).toBe('api.sampleLanguage');
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    setLanguage('python-requests');
    expect(window.localStorage.getItem('api.sampleLanguage')).toBe('python-requests');
    expect(getLanguage()).toBe('python-requests');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setLanguage('curl');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a choice stored by an earlier page', () => {
    window.localStorage.setItem('api.sampleLanguage', 'java-nethttp');
    expect(getLanguage()).toBe('java-nethttp');
  });

  it('still works, in memory, when storage throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(getLanguage()).toBeNull();
      const listener = jest.fn();
      const unsubscribe = subscribe(listener);
      expect(() => setLanguage('php-guzzle')).not.toThrow();
      expect(getLanguage()).toBe('php-guzzle');
      expect(listener).toHaveBeenCalledTimes(1);
      unsubscribe();
      expect(warn).toHaveBeenCalled();
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
      warn.mockRestore();
    }
  });

  it('follows another tab through the storage event', () => {
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    window.localStorage.setItem('api.sampleLanguage', 'csharp-httpclient');
    window.dispatchEvent(new StorageEvent('storage', { key: 'api.sampleLanguage', newValue: 'csharp-httpclient' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getLanguage()).toBe('csharp-httpclient');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('useSampleLanguage: the stored language when available, else the first; a missing one stays stored', () => {
    setLanguage('python-requests');
    render(<Probe ids={['curl', 'python-requests']} />);
    expect(screen.getByRole('button')).toHaveTextContent('python-requests');
    act(() => setLanguage('ruby'));
    expect(screen.getByRole('button')).toHaveTextContent('curl');
    expect(getLanguage()).toBe('ruby');
  });

  it("useSampleLanguage: a choice stored under the Node.js tab's former id (node-fetch) still picks Node.js", () => {
    window.localStorage.setItem('api.sampleLanguage', 'node-fetch');
    render(<Probe ids={['curl', 'node-axios']} />);
    expect(screen.getByRole('button').textContent).toBe('node-axios');
  });

  it('useSampleLanguage: re-renders on a change from another tab, and picks through the setter', () => {
    render(<Probe ids={['curl', 'go-native', 'csharp-httpclient']} />);
    expect(screen.getByRole('button')).toHaveTextContent('curl');
    act(() => {
      window.localStorage.setItem('api.sampleLanguage', 'csharp-httpclient');
      window.dispatchEvent(new StorageEvent('storage', { key: 'api.sampleLanguage', newValue: 'csharp-httpclient' }));
    });
    expect(screen.getByRole('button')).toHaveTextContent('csharp-httpclient');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('go-native');
    expect(window.localStorage.getItem('api.sampleLanguage')).toBe('go-native');
  });

  it('server rendering shows the first language whatever is stored, so hydration matches', () => {
    setLanguage('go-native');
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });

    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    expect(renderToString(<Probe ids={['curl', 'go-native']} />)).toContain('>curl<');
  });
});
