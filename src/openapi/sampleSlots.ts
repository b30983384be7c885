/**
 * A reader's choices in the request samples, placed by position (issue 42; threat model, decision
 * 0023). The build writes each sample once, with the document's defaults; where a value the reader
 * may choose sits in the code, it records a slot: the span of the code the value was written as,
 * the quotes around it, and the value as pieces (fixed text the build encoded, and which part of
 * the reader's choice goes where). The page writes a choice into the same spans with the same
 * functions the build used (`slotText`): the value is percent-encoded for a URL, then written as a
 * literal of the sample's language, exactly as a document's value is at build time.
 *
 * Rules:
 * - No choice is ever found by searching the code: nothing here reads the sample's text outside the
 *   slots, and the build writes the default text through `slotText` too, so filling the slots with
 *   the defaults gives back the sample exactly (a unit test holds every language to it).
 * - The server's base URL is absolute, without a trailing '/', percent-encoded like every URL of the
 *   samples (`encodeUrl`), '?' and '#' included: a base has no query or fragment, so what a reader
 *   types into a variable stays inside the base's path and host.
 * - Slots come in order of position and never overlap; one that does not fit the code is an error,
 *   never a guess.
 * Pure and small: it is part of the operation page's bundle.
 */
import { insideLiteral, stringLiteral, wellFormed, type LiteralLanguage } from './sampleLiterals';
import { sampleBase } from './servers';
import { encodeUrl, strictEncode } from './urlEncoding';

/** The parts of a reader's choice a sample can hold: the server's base URL, or (raw HTTP) its host and its path. */
export type ChoicePart = 'base' | 'host' | 'basePath';

/**
 * A credential the reader may enter (issue 43), for one security scheme of the operation: a token
 * (HTTP bearer and other HTTP schemes, OAuth2, OpenID Connect), HTTP basic's user and password
 * (sent base64-encoded), or an API key. `encode` says where it goes: 'query' (a query parameter or a
 * cookie: percent-encoded strictly) or 'header' (a header value: line breaks and other control
 * characters, which no header can hold, are left out).
 */
export interface CredentialPart {
  /** The security scheme's name in the document. */
  readonly credential: string;
  readonly as: 'token' | 'basic' | 'key';
  readonly encode: 'query' | 'header';
}

/**
 * A parameter whose value the reader picks among the document's named examples (issue 43), by
 * `in:name` (`ReaderChoices.parameters`); encoded for where it goes: 'query' (a query parameter or a
 * cookie) and 'path' (a segment of the URL's path) percent-encoded strictly, so '/', '?', '#' and
 * spaces stay inside the segment or the value; 'header' with line breaks and other controls left out.
 */
export interface ParameterPart {
  readonly parameter: string;
  readonly encode: 'query' | 'path' | 'header';
}

/** A piece of a slot's value: fixed text (already encoded by the build), a part of the server choice, a credential, or a parameter's value. */
export type SlotPart = string | { readonly choice: ChoicePart } | CredentialPart | ParameterPart;

export interface SampleSlot {
  /** Where the value's text starts in the sample's code, and how long it is there. */
  readonly at: number;
  readonly length: number;
  /** The quote of the literal the value sits in ('' outside any literal); with `whole`, the quote httpsnippet wrote. */
  readonly quote: string;
  /** The value is the whole literal, its quotes included (the language's own literal is written in their place). */
  readonly whole?: true;
  readonly parts: readonly SlotPart[];
  /** Raw HTTP's request target: it starts with '/'. */
  readonly requestTarget?: true;
}

/** What the reader entered for one security scheme. */
export interface CredentialValues {
  readonly token?: string;
  readonly user?: string;
  readonly password?: string;
}

/** What the reader chose. */
export interface ReaderChoices {
  /** The server URL with the reader's variable values (`serverUrlWith`), as the document writes it. */
  readonly server?: string;
  /** By security scheme name; a scheme without a value keeps its placeholder (`<token>`, `<api-key>`, `<credentials>`). */
  readonly credentials?: Readonly<Record<string, CredentialValues>>;
  /** The parameters' values, by `in:name` (every parameter a sample has a slot for: the chosen example, else the first). */
  readonly parameters?: Readonly<Record<string, string>>;
  /** Credentials written as `MASK` (what the page shows until the reader asks to see them); the copied code has the real ones. */
  readonly masked?: boolean;
}

/** Placeholders of the credentials, as the samples show them without a value. */
export const CREDENTIAL_PLACEHOLDERS = { token: '<token>', basic: '<credentials>', key: '<api-key>' } as const;
/** A credential's value on screen while masked: bullets, and in a URL or cookie letters that need no percent-encoding. */
export const MASK = '\u2022'.repeat(8);
export const MASK_IN_QUERY = 'x'.repeat(8);

/** The server's base as the samples write it: `sampleBase`, percent-encoded, no query or fragment. */
export function encodedBase(server: string): string {
  return encodeUrl(sampleBase(server)).replace(/[?#]/g, strictEncode);
}

/** `https://host/path` → host and path ('' when the base has no path). */
function splitBase(base: string): { host: string; path: string } {
  const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/]*)(.*)$/s.exec(base);
  return { host: match?.[1] ?? '', path: match?.[2] ?? '' };
}

/** The text a part of the reader's choice stands for. */
export function choiceText(part: ChoicePart, choices: ReaderChoices): string {
  if (choices.server === undefined) throw new Error('request sample: a server slot without a server');
  const base = encodedBase(choices.server);
  if (part === 'base') return base;
  const split = splitBase(base);
  return part === 'host' ? split.host : split.path;
}

/** UTF-8 bytes as base64, as HTTP basic authentication sends `user:password`. */
function base64(text: string): string {
  // UTF-8 bytes as one character each (lone surrogates as U+FFFD first), without TextEncoder.
  const bytes = encodeURIComponent(wellFormed(text)).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(bytes);
}

// eslint-disable-next-line no-control-regex -- the controls a header value cannot hold (a tab it can)
const NOT_IN_HEADER = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** The text a credential stands for: the reader's value, the mask, or the placeholder; encoded for where it goes. */
export function credentialText(part: CredentialPart, choices: ReaderChoices): string {
  const values = choices.credentials?.[part.credential] ?? {};
  const mask = part.encode === 'query' ? MASK_IN_QUERY : MASK;
  let text: string;
  if (part.as === 'basic') {
    const given = Boolean(values.user || values.password);
    text = !given ? CREDENTIAL_PLACEHOLDERS.basic : choices.masked ? mask : base64(`${values.user ?? ''}:${values.password ?? ''}`);
  } else {
    text = !values.token ? CREDENTIAL_PLACEHOLDERS[part.as] : choices.masked ? mask : values.token;
  }
  return part.encode === 'query' ? strictEncode(text) : text.replace(NOT_IN_HEADER, '');
}

/** The text of a parameter's chosen value, encoded for where it goes. */
export function parameterText(part: ParameterPart, choices: ReaderChoices): string {
  const value = choices.parameters?.[part.parameter];
  if (value === undefined) throw new Error(`request sample: no value for the parameter ${part.parameter}`);
  return part.encode === 'header' ? value.replace(NOT_IN_HEADER, '') : strictEncode(value);
}

const partText = (part: SlotPart, choices: ReaderChoices): string =>
  typeof part === 'string'
    ? part
    : 'choice' in part
      ? choiceText(part.choice, choices)
      : 'parameter' in part
        ? parameterText(part, choices)
        : credentialText(part, choices);

/** The value a slot holds for these choices, before it is written as a literal. */
export function slotValue(slot: Pick<SampleSlot, 'parts' | 'requestTarget'>, choices: ReaderChoices): string {
  const value = slot.parts.map((part) => partText(part, choices)).join('');
  return slot.requestTarget && !value.startsWith('/') ? `/${value}` : value;
}

/** The code a slot holds for these choices: the value as a literal of the language, as the build writes one. */
export function slotText(language: LiteralLanguage, slot: Omit<SampleSlot, 'at' | 'length'>, choices: ReaderChoices): string {
  const value = slotValue(slot, choices);
  return slot.whole ? stringLiteral(language, value) : insideLiteral(language, value, slot.quote);
}

/** The sample's code with every slot written for these choices; the text between slots as it is. */
export function fillSlots(code: string, language: LiteralLanguage, slots: readonly SampleSlot[], choices: ReaderChoices): string {
  let out = '';
  let last = 0;
  for (const slot of slots) {
    if (slot.at < last || slot.length < 0 || slot.at + slot.length > code.length) throw new Error('request sample: its slots overlap or run past its code');
    out += code.slice(last, slot.at) + slotText(language, slot, choices);
    last = slot.at + slot.length;
  }
  return out + code.slice(last);
}
