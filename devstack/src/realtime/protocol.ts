/**
 * The Phoenix channel frames Supabase Realtime speaks. Serializer 1.0.0 sends JSON objects; 2.0.0 (the
 * default of realtime-js 2.119) sends JSON arrays [join_ref, ref, topic, event, payload] and, for a broadcast
 * pushed by the client, a binary frame (kind 3, "user broadcast push").
 */

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

export class FrameError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

/** A frame from text (either serializer) or from a binary user broadcast push. */
export function decodeFrame(data: Buffer | string, isBinary: boolean): Frame {
  if (isBinary && typeof data !== 'string') return decodeBinary(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch {
    throw new FrameError('frame is not JSON');
  }
  if (Array.isArray(parsed)) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string')
      throw new FrameError('frame has no topic or event');
    return { joinRef: str(joinRef), ref: str(ref), topic, event, payload: isObject(payload) ? payload : {} };
  }
  if (isObject(parsed)) {
    const { join_ref, ref, topic, event, payload } = parsed;
    if (typeof topic !== 'string' || typeof event !== 'string')
      throw new FrameError('frame has no topic or event');
    return { joinRef: str(join_ref), ref: str(ref), topic, event, payload: isObject(payload) ? payload : {} };
  }
  throw new FrameError('frame is neither an array nor an object');
}

/**
 * kind(1) join_ref_len(1) ref_len(1) topic_len(1) event_len(1) meta_len(1) encoding(1), then the strings,
 * then the user payload (JSON when encoding is 1, raw bytes otherwise).
 */
function decodeBinary(buf: Buffer): Frame {
  if (buf.length < 7 || buf[0] !== USER_BROADCAST_PUSH) throw new FrameError('unknown binary frame');
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [
    buf[1]!,
    buf[2]!,
    buf[3]!,
    buf[4]!,
    buf[5]!,
    buf[6]!,
  ];
  let offset = 7;
  const take = (n: number) => {
    if (offset + n > buf.length) throw new FrameError('binary frame is truncated');
    const s = buf.toString('utf8', offset, offset + n);
    offset += n;
    return s;
  };
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  const topic = take(topicLen);
  const event = take(eventLen);
  const meta = take(metaLen);
  const body = buf.subarray(offset);
  let payload: unknown;
  if (encoding === JSON_ENCODING) {
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      throw new FrameError('binary frame payload is not JSON');
    }
  } else {
    throw new FrameError('binary broadcast payloads are not served by the devstack');
  }
  const broadcast: Record<string, unknown> = { type: 'broadcast', event, payload };
  if (meta) {
    try {
      broadcast.meta = JSON.parse(meta);
    } catch {
      throw new FrameError('binary frame metadata is not JSON');
    }
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: broadcast };
}

export function encodeFrame(vsn: Vsn, frame: Frame): string {
  if (vsn === '1.0.0')
    return JSON.stringify({
      join_ref: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: frame.event,
      payload: frame.payload,
    });
  return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
}
