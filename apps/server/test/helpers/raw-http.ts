import { connect } from 'node:net';

/** A request written by hand on its own connection, so a test can send part of it and stop there. */
export interface RawConnection {
  /** Sends more bytes of the request. */
  write(text: string): void;
  /** Everything the server sent, once it closed the connection. */
  answer: Promise<string>;
  /** Resolves once the server has sent something (with `Expect: 100-continue`: it has read the headers). */
  heard: Promise<void>;
  destroy(): void;
}

export async function openRaw(port: number): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  const heard = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.on('data', (chunk) => (received += String(chunk)));
  const answer = new Promise<string>((resolve) => {
    // A reset still ends the connection: the test then sees what arrived (nothing, if unanswered).
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(received));
  });
  return { write: (text) => void socket.write(text), answer, heard, destroy: () => socket.destroy() };
}

/** Resolves with the promise's value, or rejects if it has not settled after `ms` (a bound, not a speed target). */
export function settledWithin<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The status and JSON body of a raw HTTP/1.1 answer (past a `100 Continue`). */
export function parseAnswer(answer: string): { status: number; body: unknown } {
  const raw = answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
  const text = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status, body };
}
