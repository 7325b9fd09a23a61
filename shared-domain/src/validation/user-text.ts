/**
 * The one rule for text people write (reviews, replies, hide reasons, profiles, listings, packages, add-ons,
 * booking notes, and every later table: messages, quotes, disputes, event plans). The database holds the same
 * rule in `public.user_text_problem(text)` / `public.user_text_ok(text, required)` (migration
 * 20261128000200_user_text_uploads_moderators.sql); supabase/tests/user-text.test.ts runs the worked examples
 * below through both and expects the same answers.
 *
 * - Control characters (C0 and C1 except tab, line feed and carriage return; DEL) are refused: 'control'.
 * - Text-direction embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which can make
 *   "Avoid exe.png" out of "gnp.exe", are refused: 'direction'.
 * - Text that is empty once whitespace and invisible characters (zero-width spaces and joiners, word joiner,
 *   byte-order mark, soft hyphen, Hangul fillers, variation selectors, direction marks, ...) are removed is
 *   blank: 'blank'. A required field refuses it with its own "please enter" message.
 * Long free text (review text, replies, notes) is cleaned instead of refused where a form can do so for the
 * writer: `stripUnsafeCharacters` removes control and direction characters, and the form says so.
 */

/** Control characters other than tab, line feed and carriage return. */
const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
/** Bidirectional embeddings, overrides and isolates. */
const DIRECTION = '\\u202A-\\u202E\\u2066-\\u2069';
/** Whitespace and characters that draw nothing, beyond the control and direction ones. */
const INVISIBLE =
  '\\u0009-\\u000D\\u0020\\u00A0\\u00AD\\u034F\\u061C\\u115F\\u1160\\u1680\\u17B4\\u17B5\\u180B-\\u180F\\u2000-\\u200F' +
  '\\u2028\\u2029\\u202F\\u205F-\\u2064\\u206A-\\u206F\\u2800\\u3000\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0';

const controlRe = new RegExp(`[${CONTROL}]`);
const directionRe = new RegExp(`[${DIRECTION}]`);
const unsafeRe = new RegExp(`[${CONTROL}${DIRECTION}]`, 'g');
const visibleRe = new RegExp(`[^${CONTROL}${DIRECTION}${INVISIBLE}]`);

export type UserTextProblem = 'control' | 'direction' | 'blank';

/**
 * What is wrong with a text, if anything, checked in the order control → direction → blank.
 * Examples: 'Great DJ' → undefined; 'Line one\nLine two\ttab' → undefined; '\u200B\u200B' → 'blank';
 * ' \u00A0\uFEFF ' → 'blank'; 'Avoid \u202Egnp.exe' → 'direction'; 'bell\u0007' → 'control';
 * '\u200Bhi' → undefined (there is something to read). Anything that is not a string counts as ''.
 */
export function userTextProblem(value: unknown): UserTextProblem | undefined {
  const text = typeof value === 'string' ? value : '';
  if (controlRe.test(text)) return 'control';
  if (directionRe.test(text)) return 'direction';
  if (!visibleRe.test(text)) return 'blank';
  return undefined;
}

/** True when the text shows nothing: '', '   ', '\u200B\u200D', '\u3164' (a Hangul filler). */
export function isVisiblyBlank(value: unknown): boolean {
  return typeof value !== 'string' || !visibleRe.test(value.replace(unsafeRe, ''));
}

/**
 * The text without control and direction characters (tab and line breaks kept), for long free text that a
 * form cleans instead of refusing: 'a\u0007b\u202Ec' → { text: 'abc', removed: 2 }.
 */
export function stripUnsafeCharacters(value: string): { text: string; removed: number } {
  let removed = 0;
  const text = value.replace(unsafeRe, () => {
    removed += 1;
    return '';
  });
  return { text, removed };
}

/** The message a field shows for characters it refuses (the database answers the same text). */
export const USER_TEXT_MESSAGES = {
  /** 'The title contains control characters, which are not allowed.' */
  control: (field: string) => `${field} contains control characters, which are not allowed.`,
  /** 'The title contains text-direction characters, which are not allowed.' */
  direction: (field: string) => `${field} contains text-direction characters, which are not allowed.`,
  /** Said under a long text a form cleaned before sending it. */
  stripped: (removed: number) =>
    `${removed} invisible control or text-direction character(s) were removed from your text.`,
} as const;

/**
 * A field's message for a text: `required` is the field's own "please enter" message (blank text, including
 * text made only of invisible characters, gets it); optional fields accept blank text.
 * Examples with field 'The title' and required 'Please enter a title.': '\u200B' → 'Please enter a title.';
 * 'Hi\u202E' → 'The title contains text-direction characters, which are not allowed.'; 'Hi' → undefined.
 */
export function userTextError(
  value: unknown,
  { field, required }: { field: string; required?: string },
): string | undefined {
  const problem = userTextProblem(value);
  if (problem === 'control') return USER_TEXT_MESSAGES.control(field);
  if (problem === 'direction') return USER_TEXT_MESSAGES.direction(field);
  if (problem === 'blank') return required;
  return undefined;
}
