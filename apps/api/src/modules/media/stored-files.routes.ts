import type { FastifyInstance } from 'fastify';
import { STORED_FILE_CACHE } from '../../lib/storage';
import { STORAGE_PREFIX } from '../../lib/paths';

/**
 * GET (and HEAD) /storage/original/{file}: a stored file as it was stored, streamed from the
 * storage interface, whichever driver holds it (ADR 025). Same origin as the pages that show it,
 * so share cards and the CSP keep one stable address. A name never gets other bytes, so browsers
 * and a CDN may keep it for a year. A name that is not a stored name, or a missing file, is a 404.
 * Hidden from the JSON API's document, like the widths beside it.
 */
export async function storedFilesRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    `${STORAGE_PREFIX}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const file = await app.storage.open(request.params.file);
      if (!file) return reply.code(404).send({ message: 'general.not_found' });
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply
        .type(file.contentType)
        .header('cache-control', STORED_FILE_CACHE)
        .send(file.body);
    },
  );
}
