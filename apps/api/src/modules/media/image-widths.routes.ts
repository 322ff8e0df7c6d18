import type { FastifyInstance } from 'fastify';
import { STORED_FILE_CACHE } from '../../lib/storage';
import { isPictureShape } from '@app/contract';
import { pictureInShape } from './crops';
import { isImageWidth, pictureAtWidth } from './image-widths';

/** Not part of the JSON API: kept out of its document, like the stored files themselves. */
const hidden = { schema: { hide: true } };

/** A stored file's name: what lib/storage.ts makes (a UUID or a demo name and an extension). */
const STORED_NAME = /^[a-z0-9-]{1,100}\.[a-z0-9]{1,8}$/;

/**
 * GET /storage/w/{width}/{file}: a stored picture 320, 640, 1280, 1920 or 2400 pixels wide as
 * WebP, for the web app's srcset; GET /storage/s/{shape}/{width}/{file}: the same in the shape of
 * the place it fills (banner, logo, card, share), cut from the original by the owner's crop. Made on first use and kept; a picture's name never gets other
 * bytes, so browsers may keep it for a year. An unknown width or file is a 404.
 */
export async function imageWidthsRoutes(app: FastifyInstance) {
  app.get<{ Params: { width: string; file: string } }>(
    '/storage/w/:width/:file',
    hidden,
    async (request, reply) => {
      const width = Number(request.params.width);
      const { file } = request.params;
      const image =
        isImageWidth(width) && STORED_NAME.test(file)
          ? await pictureAtWidth(app.storage, file, width)
          : undefined;
      if (!image) return reply.code(404).send({ message: 'general.not_found' });
      return reply.type('image/webp').header('cache-control', STORED_FILE_CACHE).send(image);
    },
  );

  app.get<{ Params: { shape: string; width: string; file: string } }>(
    '/storage/s/:shape/:width/:file',
    hidden,
    async (request, reply) => {
      const width = Number(request.params.width);
      const { file, shape } = request.params;
      const image =
        isPictureShape(shape) && isImageWidth(width) && STORED_NAME.test(file)
          ? await pictureInShape(app, file, shape, width)
          : undefined;
      if (!image) return reply.code(404).send({ message: 'general.not_found' });
      return reply.type('image/webp').header('cache-control', STORED_FILE_CACHE).send(image);
    },
  );
}
