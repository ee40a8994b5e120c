import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * Production's response serializer (decision 024): fast-json-stringify compiled from
 * each route's response schema, as Fastify does by default, instead of validating every response
 * object with zod at run time. The shape is proven by the contract tests, which run with the
 * validating serializer, and by a test that both serializers write the same JSON
 * (test/compiled-serializer.test.ts). A schema JSON Schema cannot state keeps the validating one.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route: RouteSchema) => {
  if (!(route.schema instanceof z.ZodType)) return serializerCompiler(route);
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
  } catch {
    return serializerCompiler(route);
  }
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
