import { DomUtils, parseDocument } from 'htmlparser2';

/** Every href of an <a> element, entity-decoded, in document order. */
export function extractLinks(html: string): string[] {
  const document = parseDocument(html);
  return DomUtils.getElementsByTagName('a', document)
    .map((anchor) => anchor.attribs.href)
    .filter((href): href is string => typeof href === 'string' && href.length > 0);
}
