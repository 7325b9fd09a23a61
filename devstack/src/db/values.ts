/**
 * One value mapping for both databases: rows come back as PostgreSQL text and are turned into the
 * JSON-friendly values PostgREST would return; parameters are turned into PostgreSQL text before binding.
 */

const BOOL = 16;
const INT8 = 20;
const INT2 = 21;
const INT4 = 23;
const OID = 26;
const JSON_OID = 114;
const FLOAT4 = 700;
const FLOAT8 = 701;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const NUMERIC = 1700;
const JSONB = 3802;

/** Array type OID → element type OID, for the element types converted below. */
const ARRAY_ELEMENT: Record<number, number> = {
  1000: BOOL,
  1005: INT2,
  1007: INT4,
  1016: INT8,
  1021: FLOAT4,
  1022: FLOAT8,
  1231: NUMERIC,
  1115: TIMESTAMP,
  1185: TIMESTAMPTZ,
  199: JSON_OID,
  3807: JSONB,
  // text-like arrays: elements stay strings
  1009: 25,
  1015: 1043,
  1014: 1042,
  1182: 1082,
  1183: 1083,
  2951: 2950,
};

function timestamptzToIso(text: string): string {
  // PostgreSQL ISO output: 2024-05-01 10:00:00.123456+00 (session TimeZone is UTC)
  const d = new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

function convertScalar(oid: number, text: string): unknown {
  switch (oid) {
    case BOOL:
      return text === 't' || text === 'true';
    case INT2:
    case INT4:
    case INT8:
    case OID:
    case FLOAT4:
    case FLOAT8:
    case NUMERIC: {
      const n = Number(text);
      return Number.isNaN(n) && text !== 'NaN' ? text : n;
    }
    case JSON_OID:
    case JSONB:
      return JSON.parse(text);
    case TIMESTAMPTZ:
      return timestamptzToIso(text);
    case TIMESTAMP:
      return text.replace(' ', 'T');
    default:
      return text;
  }
}

/** Parses a PostgreSQL array literal ({a,"b c",NULL,{1,2}}) into nested string arrays. */
export function parseArrayLiteral(text: string): unknown[] {
  let i = 0;
  // skip optional dimension decoration: [1:2]={...}
  if (text.startsWith('[')) i = text.indexOf('=') + 1;
  function parse(): unknown[] {
    const out: unknown[] = [];
    i++; // '{'
    while (i < text.length) {
      const ch = text[i];
      if (ch === '}') {
        i++;
        return out;
      }
      if (ch === ',') {
        i++;
        continue;
      }
      if (ch === '{') {
        out.push(parse());
        continue;
      }
      if (ch === '"') {
        let s = '';
        i++;
        while (i < text.length && text[i] !== '"') {
          if (text[i] === '\\') i++;
          s += text[i];
          i++;
        }
        i++;
        out.push(s);
        continue;
      }
      let j = i;
      while (j < text.length && text[j] !== ',' && text[j] !== '}') j++;
      const raw = text.slice(i, j);
      out.push(raw === 'NULL' ? null : raw);
      i = j;
    }
    return out;
  }
  return parse();
}

function mapDeep(value: unknown, fn: (s: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapDeep(v, fn));
  return value === null ? null : fn(value as string);
}

/** Converts one text value of the given type OID to its JSON-friendly form. */
export function fromPgText(oid: number, text: string | null): unknown {
  if (text === null || text === undefined) return null;
  const element = ARRAY_ELEMENT[oid];
  if (element !== undefined) return mapDeep(parseArrayLiteral(text), (s) => convertScalar(element, s));
  return convertScalar(oid, text);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return arrayLiteral(v);
    const s = typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : toPgText(v);
    return `"${String(s).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** Turns a JS parameter into the PostgreSQL text both drivers bind. */
export function toPgText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return JSON.stringify(value);
}
