import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { derivedNames } from './derived-files';
import {
  contentTypeOf,
  namedWrites,
  SAFE_NAME,
  STORED_FILE_CACHE,
  type Storage,
  type StoredFile,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, R2, ...); unset: AWS S3 in `region`. */
  endpoint?: string;
  /** `{endpoint}/{bucket}/{key}` rather than `{bucket}.{endpoint}/{key}`. */
  forcePathStyle: boolean;
  /** Both or neither; neither: the SDK's own chain (AWS_* variables, an instance's role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A folder inside the bucket for every key, e.g. `pifworld/`; empty: the bucket's root. */
  prefix?: string;
}

/** No such object. A HEAD answer has no body, so its 404 cannot say more than "NotFound". */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound') &&
  err.$metadata.httpStatusCode === 404;

/**
 * The storage interface on an S3-compatible bucket (ADR 025): the same names and rules as the
 * local folder, one object per file.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Since 2025 the SDK adds CRC checksums to every upload and checks them on downloads;
    // S3-compatible stores (MinIO, R2, test servers) refuse or ignore them. Only where S3
    // requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const folder = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const key = (name: string) => (folder ? `${folder}/${name}` : name);
  const object = (name: string) => ({ Bucket: options.bucket, Key: key(name) });

  async function write(name: string, data: Buffer) {
    // One PUT: an object appears whole or not at all, so no reader sees half a file.
    await client.send(
      new PutObjectCommand({
        ...object(name),
        Body: data,
        ContentType: contentTypeOf(name),
        CacheControl: STORED_FILE_CACHE,
      }),
    );
  }
  async function get(name: string) {
    try {
      return await client.send(new GetObjectCommand(object(name)));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  return {
    ...namedWrites(write),
    async has(name) {
      if (!SAFE_NAME.test(name)) return false;
      try {
        await client.send(new HeadObjectCommand(object(name)));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async remove(name) {
      // Generated demo pictures are shared by design; uploads have UUID names.
      if (!name || !SAFE_NAME.test(name) || name.startsWith('demo-')) return;
      // One DELETE per file rather than DeleteObjects: that one must carry a checksum, and stores
      // disagree on which (Content-MD5 or the SDK's CRC). Deleting a missing key is no error.
      await Promise.all(
        [name, ...derivedNames(name)].map((file) =>
          client.send(new DeleteObjectCommand(object(file))),
        ),
      );
    },
    async read(name) {
      if (!SAFE_NAME.test(name)) return undefined;
      const found = await get(name);
      if (!found?.Body) return undefined;
      return Buffer.from(await found.Body.transformToByteArray());
    },
    async open(name): Promise<StoredFile | undefined> {
      if (!SAFE_NAME.test(name)) return undefined;
      const found = await get(name);
      if (!found?.Body) return undefined;
      return {
        // In Node the body is the HTTP response itself (an IncomingMessage).
        body: found.Body as Readable,
        size: found.ContentLength,
        contentType: contentTypeOf(name),
      };
    },
  };
}
