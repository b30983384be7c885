/**
 * prism-react-renderer's bundled Prism plus the languages our docs use that it lacks (bash, C#, HTTP).
 * Prism's language files register themselves on a global `Prism`.
 */
import { Prism } from 'prism-react-renderer';

(globalThis as unknown as { Prism: typeof Prism }).Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports */
require('prismjs/components/prism-bash');
require('prismjs/components/prism-csharp');
require('prismjs/components/prism-http');

export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { sh: 'bash', shell: 'bash', cs: 'csharp', 'c#': 'csharp' };
export { Prism };
