/** A piece of a message's text: words, or a web address drawn as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and www. ones; a closing bracket or sentence punctuation at the end is not part of it.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

/**
 * A message's text in pieces for drawing as text (never as markup). Addresses become links only when links
 * are allowed (the conversation's contact details are unlocked by a paid booking); before that the server
 * has already replaced them, and any left over stay plain text.
 * Examples: ('See https://dj.example/set.', true) → text 'See ', link 'https://dj.example/set', text '.';
 * ('www.dj.example', true) → link with href 'https://www.dj.example'; ('https://dj.example', false) → one text
 * piece; ('<b>hi</b>', true) → one text piece '<b>hi</b>'; ('javascript:alert(1)', true) → one text piece.
 */
export function messageParts(body: string, linksAllowed: boolean): TextPart[] {
  if (!linksAllowed) return [{ kind: 'text', text: body }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(LINK)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    const text = match[0];
    parts.push({ kind: 'link', text, href: /^www\./i.test(text) ? `https://${text}` : text });
    last = start + text.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
