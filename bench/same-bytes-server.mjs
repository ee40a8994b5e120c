// The ceiling for a public read: a bare Fastify app that answers every request with a response
// captured from the product, headers and body (no database, no validation, no serialisation, no
// compression at request time).
// Started by bench/catalogue.mjs as a child process; reads its config from the environment.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const { SAME_BYTES_FILE, SAME_BYTES_HEADERS, PORT } = process.env;
const headers = JSON.parse(SAME_BYTES_HEADERS);
const body = readFileSync(SAME_BYTES_FILE);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.headers(headers);
  reply.send(body);
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.send?.('ready');
