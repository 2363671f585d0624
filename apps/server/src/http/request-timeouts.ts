import type { Duplex } from 'node:stream';
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { errorCatalogue, type ErrorCode } from '@vitrina/contract/error-catalogue';
import { errorBody } from './error-handler.ts';

export interface RequestTimeouts {
  /** A request's headers must have arrived within this (ms). */
  headersMs: number;
  /** The whole request, its body included, must have arrived within this (ms). */
  bodyMs: number;
}

// Node checks deadlines on a timer (30 s by default): every second cuts a request within a second.
const CHECK_EVERY_MS = 1_000;

/** One raw HTTP answer on a socket no request could be read from (the product's error body, in Spanish). */
function rawAnswer(socket: Duplex, status: number, code: ErrorCode): void {
  const body = JSON.stringify(errorBody(code, 'es'));
  socket.write(
    `HTTP/1.1 ${status} ${code}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Bounds how long a client may take to send a request (408 `request_timeout`), so slow senders hold nothing. */
export function requestTimeoutOptions({
  headersMs,
  bodyMs,
}: RequestTimeouts): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'http' | 'clientErrorHandler'> {
  return {
    requestTimeout: bodyMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: bodyMs,
      connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, headersMs),
    },
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      // As node does: an answer only when none has begun on this socket (a response being sent is cut short).
      const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
      if (socket.writable && !response?.headersSent) {
        if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') rawAnswer(socket, 408, 'request_timeout');
        else if (error.code === 'HPE_HEADER_OVERFLOW') rawAnswer(socket, 431, 'payload_too_large');
        else rawAnswer(socket, errorCatalogue.validation.status, 'validation');
      }
      socket.destroy();
    },
  };
}
