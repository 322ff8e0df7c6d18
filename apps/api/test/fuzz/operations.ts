/** The operations of the app's own OpenAPI document, as the fuzz suite needs them. */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  anyOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /pifworld/api/v1/fundraisers/{id}`: how the summary and failures name it. */
  name: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
  /** Status codes the document declares for it. */
  declared: Set<number>;
  /** Its security requirements: `[]` public, `[{ bearerAuth: [] }]` signed in only. */
  security: Record<string, string[]>[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  parameters?: (Parameter & { in: string })[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation (method + path) of the document, in its order. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const [body] = Object.entries(operation.requestBody?.content ?? {});
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).filter(
          (p): p is Parameter => p.in === 'path' || p.in === 'query',
        ),
        body: body ? { contentType: body[0], schema: body[1].schema } : undefined,
        declared: new Set(Object.keys(operation.responses ?? {}).map(Number)),
        security: operation.security ?? [],
      });
    }
  }
  return operations;
}
