import { useCallback, useEffect, useState } from 'react';
import { settings } from '../../config/resolved';
import { STORAGE_KEYS, storageSlot } from '../storage';

const slot = storageSlot(STORAGE_KEYS.docsPreferredVersion);

/** The reader's preferred docs version (remembered in localStorage), else the latest one. */
export function usePreferredVersion(): [string, (name: string) => void] {
  const [preferred, setPreferred] = useState(settings.docs.lastVersion);
  useEffect(() => {
    const stored = slot.get();
    if (stored && settings.docs.versions.some((v) => v.name === stored)) setPreferred(stored);
  }, []);
  const save = useCallback((name: string) => {
    slot.set(name);
    setPreferred(name);
  }, []);
  return [preferred, save];
}
