import type { Socket } from 'node:net';
import { RELIABILITY_MESSAGES } from '@app/shared';
import type { FastifyInstance } from 'fastify';

/** How long a refused connection keeps reading (and discarding) what the client still sends. */
const LINGER_MS = 2_000;

/**
 * Fastify's `clientErrorHandler`: requests Node refuses before they reach a route (headers over
 * the size limit, a malformed request line, a read timeout). Fastify's own handler writes its
 * answer and destroys the socket at once; when the client is still sending a body, the kernel
 * then resets the connection and the client loses the answer it was sent ("fetch failed" in the
 * fuzz walk). Here the answer is our error body, the socket is half-closed after it, and what the
 * client still sends is read and thrown away for a moment (a "lingering close", as nginx does),
 * so the answer arrives.
 */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err }, 'client error');
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', RELIABILITY_MESSAGES.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', RELIABILITY_MESSAGES.requestTimeout]
        : [400, 'Bad Request', RELIABILITY_MESSAGES.malformedRequest];
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: message, message, code: 'BAD_REQUEST' });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
