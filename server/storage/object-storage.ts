import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import parseRange from 'range-parser';
import * as z from 'zod';
import { ApiError, fail } from '../protocol/api-envelope.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { servicePrefix } from '../http/service-prefix.ts';
import { createImRouter, requireAdmin } from '../im-api/route.ts';
import { imID } from '../protocol/im-ids.ts';
import { MAX_USAGE_USERS, storageUsage } from '../protocol/storage-usage.ts';
import type { ServerContext, Services } from '../services/services.ts';
import { ObjectStore, PART_LIMIT } from './object-store.ts';
import { servedContentType } from './content-types.ts';
import { ThumbnailCache, thumbnailRequest } from './thumbnails.ts';

/** The part of the server's context this module uses. */
type ObjectStorageContext = Pick<ServerContext, 'config' | 'db'>;

const publicBase = (request: FastifyRequest, urlPrefix: string) =>
  urlPrefix || `${request.protocol}://${request.headers.host ?? '127.0.0.1'}/object/`;

/** Where and how the SDK PUTs each part (query and header are never needed here). */
const signAnswer = z.object({
  url: z.string(),
  query: z.null(),
  header: z.null(),
  parts: z.array(z.object({ partNumber: z.number().int(), url: z.string(), query: z.null(), header: z.null() })),
});

const encodeName = (name: string) => name.split('/').map(encodeURIComponent).join('/');

/**
 * Object storage for uploads (openim-http-api.md §6), in two halves: the SDK's API under its apiAddr
 * (`/api/object/*`), and the part uploads and ranged downloads its URLs point at (`/object/*`).
 */
export function objectStorage({ config, db }: ObjectStorageContext, services: Services) {
  const store = new ObjectStore(db, `${config.dataDir}`, config.maxUploadBytes, Date.now, {
    totalBytes: config.storageQuotaBytes,
    dailyBytes: config.storageDailyQuotaBytes,
  });
  const thumbnails = new ThumbnailCache(join(config.dataDir, 'thumbnails'));

  const api = servicePrefix((app) => {
    const router = createImRouter(app, services.tokens, config.adminUserID);

    const partURL = (request: FastifyRequest, uploadID: string, partNumber: number) =>
      `${request.protocol}://${request.headers.host ?? '127.0.0.1'}/object/parts/${uploadID}/${partNumber}`;
    const sign = (request: FastifyRequest, uploadID: string, partNumbers: number[]) => ({
      url: '',
      query: null,
      header: null,
      parts: partNumbers.map((partNumber) => ({
        partNumber,
        url: partURL(request, uploadID, partNumber),
        query: null,
        header: null,
      })),
    });

    router.post('/part_limit', z.object({}).passthrough(), () => PART_LIMIT, {
      response: z.object({
        minPartSize: z.number().int(),
        maxPartSize: z.number().int(),
        maxNumSize: z.number().int(),
      }),
    });

    router.post(
      '/initiate_multipart_upload',
      z.object({
        hash: z.string().regex(/^[0-9a-f]{32}$/),
        size: z.number().int().min(0),
        partSize: z.number().int().min(1),
        maxParts: z.number().int().min(1).max(PART_LIMIT.maxNumSize),
        cause: z.string().max(64).default(''),
        name: z.string().min(1).max(1024),
        contentType: z.string().max(255).default(''),
        urlPrefix: z.string().max(1024).default(''),
      }),
      ({ body, caller, request }) => {
        const base = publicBase(request, body.urlPrefix);
        const again = store.publishAgain(caller.userID, body);
        if (again) return { url: base + encodeName(again.name), upload: null };
        const upload = store.initiate(caller.userID, body);
        const parts = Array.from({ length: Math.min(body.maxParts, upload.partCount) }, (_, i) => i + 1);
        return {
          url: '',
          upload: {
            uploadID: upload.uploadID,
            partSize: upload.partSize,
            sign: sign(request, upload.uploadID, parts),
            expireTime: upload.expireTime,
          },
        };
      },
      {
        response: z.object({
          url: z.string().describe('Set when the same file was uploaded before: no upload needed'),
          upload: z
            .object({
              uploadID: z.string(),
              partSize: z.number().int(),
              sign: signAnswer,
              expireTime: z.number().int(),
            })
            .nullable(),
        }),
        errors: [1002, 1004, ErrorCode.StorageQuotaExceeded],
      },
    );

    router.post(
      '/auth_sign',
      z.object({
        uploadID: z.string().min(1),
        partNumbers: z.array(z.number().int().min(1)).min(1).max(PART_LIMIT.maxNumSize),
      }),
      ({ body, caller, request }) => {
        const upload = store.upload(body.uploadID);
        if (!upload || upload.userID !== caller.userID)
          throw new ApiError(1004, 'RecordNotFoundError', 'no such upload');
        return sign(request, upload.uploadID, body.partNumbers);
      },
      { response: signAnswer, errors: [1004] },
    );

    router.post(
      '/complete_multipart_upload',
      z.object({
        uploadID: z.string().min(1),
        parts: z.array(z.string().regex(/^[0-9a-f]{32}$/)).min(1),
        name: z.string().min(1).max(1024),
        contentType: z.string().max(255).default(''),
        cause: z.string().max(64).default(''),
        urlPrefix: z.string().max(1024).default(''),
      }),
      async ({ body, caller, request }) => {
        const stored = await store.complete(caller.userID, body.uploadID, body.parts);
        return { url: publicBase(request, body.urlPrefix) + encodeName(stored.name) };
      },
      { response: z.object({ url: z.string() }), errors: [1002, 1004, ErrorCode.StorageQuotaExceeded] },
    );

    router.post(
      '/storage_usage',
      z.object({ userIDs: z.array(imID).max(MAX_USAGE_USERS) }),
      ({ body, caller }) => {
        requireAdmin(caller);
        return {
          totalQuotaBytes: config.storageQuotaBytes,
          dailyQuotaBytes: config.storageDailyQuotaBytes,
          users: [...new Set(body.userIDs)].map((userID) => ({ userID, ...store.usage(userID) })),
        };
      },
      { adminOnly: true, response: storageUsage },
    );

    router.post(
      '/access_url',
      z.object({ name: z.string().min(1), query: z.record(z.string(), z.string()).nullish() }),
      ({ body, request }) => {
        if (!store.object(body.name)) throw new ApiError(1004, 'RecordNotFoundError', body.name);
        return { url: publicBase(request, '') + encodeName(body.name), expireTime: Date.now() + 24 * 60 * 60_000 };
      },
      { response: z.object({ url: z.string(), expireTime: z.number().int() }), errors: [1004] },
    );
  });

  const files = servicePrefix(
    (app) => {
      // Parts arrive as raw bytes of any type; they are streamed to disk, not buffered.
      app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      app.put<{ Params: { uploadID: string; partNumber: string } }>(
        '/parts/:uploadID/:partNumber',
        async (request, reply) => {
          try {
            await store.writePart(
              request.params.uploadID,
              Number(request.params.partNumber),
              request.body as NodeJS.ReadableStream,
            );
          } catch (error) {
            // An HTTP error status, as object storage answers: the SDK counts any 2xx/3xx as the part being stored.
            if (!(error instanceof ApiError)) throw error;
            return reply.code(error.errCode === 1004 ? 404 : 400).send(fail(error.errCode, error.errMsg, error.errDlt));
          }
          return reply.code(200).send();
        },
      );

      app.get('/*', async (request, reply) => {
        // The router has decoded the path once already; decoding again would misread a name holding "%".
        const object = store.object((request.params as { '*': string })['*']);
        if (!object) return reply.code(404).send(fail(1004, 'RecordNotFoundError', 'no such object'));
        // A picture message's snapshot URL asks for a scaled copy; without one the original answers.
        const size = thumbnailRequest(request.query);
        const thumbnail = size && (await thumbnails.thumbnail(object, size));
        return sendObject(request, reply, object, thumbnail);
      });

      function sendObject(
        request: FastifyRequest,
        reply: FastifyReply,
        stored: NonNullable<ReturnType<ObjectStore['object']>>,
        thumbnail: string | null,
      ) {
        const object = thumbnail ? { ...stored, path: thumbnail, size: statSync(thumbnail).size } : stored;
        const name = object.name;
        const { contentType, inline } = servedContentType(object.contentType);
        void reply
          .header('Content-Type', contentType)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Accept-Ranges', 'bytes')
          .header('Cache-Control', 'private, max-age=86400');
        if (!inline) {
          const fileName = name.split('/').at(-1) ?? 'file';
          void reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
        }
        const ranges = request.headers.range ? parseRange(object.size, request.headers.range) : undefined;
        if (ranges === -1) return reply.code(416).header('Content-Range', `bytes */${object.size}`).send();
        if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
          const [range] = ranges as Array<{ start: number; end: number }>;
          return reply
            .code(206)
            .header('Content-Range', `bytes ${range!.start}-${range!.end}/${object.size}`)
            .header('Content-Length', range!.end - range!.start + 1)
            .send(createReadStream(object.path, { start: range!.start, end: range!.end }));
        }
        return reply.header('Content-Length', object.size).send(createReadStream(object.path));
      }
    },
    { rawBodies: true },
  );

  return { api, files };
}
