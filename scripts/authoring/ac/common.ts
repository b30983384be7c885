/** What the AC document's tags share: its server URL, audit fields and the pattern of an action key. */
import { s, type Schema } from '../lib';

export const BASE = 'https://fms-ac.example.com/api';
export const audit = (): Record<string, Schema> => ({
  createdAt: s.ro(s.dateTime('When the record was created (UTC).', '2024-11-04T09:00:00Z')),
  updatedAt: s.ro(s.dateTime('When the record was last changed (UTC).', '2025-03-10T14:22:05Z')),
});
export const ACTION_KEY = { pattern: '^[A-Z][A-Za-z]+\\.[A-Z][A-Za-z]+$', maxLength: 100 };
