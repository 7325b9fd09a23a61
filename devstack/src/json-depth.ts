/**
 * How deep a JSON text nests ({ and [ outside strings), stopping as soon as `limit` is passed. PostgreSQL
 * refuses json nested past its stack depth with a server error (54001) and PostgREST answers 500; the
 * devstack checks the text before parsing and answers the request's 4xx instead.
 * Examples: jsonDepth('{"a":[1,{"b":2}]}') = 3; jsonDepth('"[[["') = 0.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
  return max;
}

/** The deepest JSON request body the devstack accepts (PostgREST's PostgreSQL refuses a few thousand). */
export const MAX_JSON_DEPTH = 512;

export const tooDeep = (text: string) => jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH;
