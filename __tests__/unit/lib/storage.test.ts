import { STORAGE_KEYS, resetStorageWarning, storageSlot } from '../../../src/lib/storage';

describe('storage helper', () => {
  beforeEach(() => {
    resetStorageWarning();
    window.localStorage.clear();
  });

  test('reads and writes localStorage under the given key', () => {
    const slot = storageSlot(STORAGE_KEYS.theme);
    slot.set('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(slot.get()).toBe('dark');
    slot.remove();
    expect(slot.get()).toBeNull();
  });

  test('uses the keys of SPEC §7', () => {
    expect(STORAGE_KEYS.theme).toBe('theme');
    expect(STORAGE_KEYS.announcementDismiss).toBe('announcement.dismiss');
    expect(STORAGE_KEYS.announcementId).toBe('announcement.id');
  });

  test('when storage throws, logs one warning and works without persistence', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const slot = storageSlot(STORAGE_KEYS.theme);
      expect(() => slot.set('dark')).not.toThrow();
      expect(slot.get()).toBeNull();
      expect(() => slot.remove()).not.toThrow();
      storageSlot(STORAGE_KEYS.announcementId).get();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('Browser storage is unavailable');
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
      warn.mockRestore();
    }
  });

  test('when setItem throws (quota), the same single warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      storageSlot(STORAGE_KEYS.theme).set('dark');
      storageSlot(STORAGE_KEYS.theme).set('light');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      setItem.mockRestore();
      warn.mockRestore();
    }
  });
});
