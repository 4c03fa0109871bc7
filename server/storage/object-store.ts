import { createHash, randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { ApiError } from '../protocol/api-envelope.ts';

/** MinIO's limits, which the SDK sizes its parts by (openim-http-api.md §6). */
export const PART_LIMIT = { minPartSize: 5 * 1024 * 1024, maxPartSize: 5 * 1024 ** 3, maxNumSize: 10_000 } as const;
const UPLOAD_TTL_MS = 24 * 60 * 60_000;

export interface Upload {
  uploadID: string;
  userID: string;
  hash: string;
  size: number;
  partSize: number;
  partCount: number;
  name: string;
  contentType: string;
  cause: string;
  expireTime: number;
}

export interface StoredObject {
  name: string;
  fileID: string;
  size: number;
  contentType: string;
}

interface UploadRow {
  upload_id: string;
  user_id: string;
  hash: string;
  size: number;
  part_size: number;
  part_count: number;
  name: string;
  content_type: string;
  cause: string;
  expire_time: number;
}

/** Which content types each upload cause may carry; files and logs may be anything. */
const ALLOWED_TYPES: Record<string, RegExp> = {
  'msg-picture': /^image\//,
  'msg-video-snapshot': /^image\//,
  'msg-voice': /^(audio\/|video\/webm|application\/octet-stream)/,
  'msg-video': /^(video\/|application\/octet-stream)/,
};

/** Objects on local disk, uploaded in parts as the SDK does it. */
export class ObjectStore {
  private readonly objectsDir: string;
  private readonly uploadsDir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
    private readonly maxUploadBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.objectsDir = join(dataDir, 'objects');
    this.uploadsDir = join(dataDir, 'uploads');
    mkdirSync(this.objectsDir, { recursive: true });
    mkdirSync(this.uploadsDir, { recursive: true });
  }

  objectByHash(hash: string): StoredObject | undefined {
    const row = statement(this.db, 'SELECT name, file_id, size, content_type FROM objects WHERE hash = ? LIMIT 1').get(
      hash,
    ) as { name: string; file_id: string; size: number; content_type: string } | undefined;
    return row && { name: row.name, fileID: row.file_id, size: row.size, contentType: row.content_type };
  }

  object(name: string): (StoredObject & { path: string }) | undefined {
    const row = statement(this.db, 'SELECT name, file_id, size, content_type FROM objects WHERE name = ?').get(name) as
      { name: string; file_id: string; size: number; content_type: string } | undefined;
    return (
      row && {
        name: row.name,
        fileID: row.file_id,
        size: row.size,
        contentType: row.content_type,
        path: join(this.objectsDir, row.file_id),
      }
    );
  }

  /** Validates and records an upload; throws the codes the SDK reports. */
  initiate(
    userID: string,
    request: { hash: string; size: number; partSize: number; name: string; contentType: string; cause: string },
  ): Upload {
    if (request.name.startsWith('/')) throw new ApiError(1001, 'ArgsError', 'name must not start with /');
    if (!request.name.startsWith(`${userID}/`))
      throw new ApiError(1002, 'NoPermissionError', 'name must start with your user ID');
    if (request.name.split('/').some((segment) => segment === '..'))
      throw new ApiError(1001, 'ArgsError', 'name must not climb directories');
    if (request.size > this.maxUploadBytes)
      throw new ApiError(1001, 'ArgsError', `larger than ${this.maxUploadBytes} bytes`);
    const allowed = ALLOWED_TYPES[request.cause];
    if (allowed && !allowed.test(request.contentType)) {
      throw new ApiError(1001, 'ArgsError', `${request.contentType} is not allowed for ${request.cause}`);
    }
    const partCount = Math.max(1, Math.ceil(request.size / request.partSize));
    if (request.partSize < 1 || request.partSize > PART_LIMIT.maxPartSize || partCount > PART_LIMIT.maxNumSize) {
      throw new ApiError(1001, 'ArgsError', 'bad part size');
    }
    const upload: Upload = {
      uploadID: randomUUID(),
      userID,
      hash: request.hash,
      size: request.size,
      partSize: request.partSize,
      partCount,
      name: request.name,
      contentType: request.contentType || 'application/octet-stream',
      cause: request.cause,
      expireTime: this.now() + UPLOAD_TTL_MS,
    };
    statement(
      this.db,
      `INSERT INTO uploads (upload_id, user_id, hash, size, part_size, part_count, name, content_type, cause, expire_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      upload.uploadID,
      userID,
      upload.hash,
      upload.size,
      upload.partSize,
      partCount,
      upload.name,
      upload.contentType,
      upload.cause,
      upload.expireTime,
    );
    mkdirSync(join(this.uploadsDir, upload.uploadID), { recursive: true });
    return upload;
  }

  upload(uploadID: string): Upload | undefined {
    const row = statement(this.db, 'SELECT * FROM uploads WHERE upload_id = ?').get(uploadID) as UploadRow | undefined;
    if (!row || row.expire_time < this.now()) return undefined;
    return {
      uploadID: row.upload_id,
      userID: row.user_id,
      hash: row.hash,
      size: row.size,
      partSize: row.part_size,
      partCount: row.part_count,
      name: row.name,
      contentType: row.content_type,
      cause: row.cause,
      expireTime: row.expire_time,
    };
  }

  /** Streams one part to disk; a part larger than the upload's part size is refused and dropped. */
  async writePart(uploadID: string, partNumber: number, body: NodeJS.ReadableStream): Promise<void> {
    const upload = this.upload(uploadID);
    if (!upload) throw new ApiError(1004, 'RecordNotFoundError', 'no such upload');
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > upload.partCount)
      throw new ApiError(1001, 'ArgsError', 'bad part number');
    const target = join(this.uploadsDir, uploadID, String(partNumber));
    const temp = `${target}.${randomUUID()}.tmp`;
    let written = 0;
    const limit = upload.partSize;
    await pipeline(
      body,
      async function* (source: AsyncIterable<string | Buffer>) {
        for await (const chunk of source) {
          written += chunk.length;
          if (written > limit) throw new ApiError(1001, 'ArgsError', 'part larger than the part size');
          yield chunk;
        }
      },
      createWriteStream(temp),
    ).catch((error: unknown) => {
      rmSync(temp, { force: true });
      throw error;
    });
    renameSync(temp, target);
  }

  /** Joins the parts, checks them against the announced hash, and publishes the object under its name. */
  async complete(userID: string, uploadID: string, partMd5s: readonly string[]): Promise<StoredObject> {
    const upload = this.upload(uploadID);
    if (!upload || upload.userID !== userID) throw new ApiError(1004, 'RecordNotFoundError', 'no such upload');
    if (partMd5s.length !== upload.partCount)
      throw new ApiError(1001, 'ArgsError', `expected ${upload.partCount} parts`);
    if (createHash('md5').update(partMd5s.join(',')).digest('hex') !== upload.hash)
      throw new ApiError(1001, 'ArgsError', 'parts do not match the hash');
    const partsDir = join(this.uploadsDir, uploadID);
    for (let n = 1; n <= upload.partCount; n++) {
      const path = join(partsDir, String(n));
      if (!existsSync(path)) throw new ApiError(1001, 'ArgsError', `part ${n} is missing`);
      if (createHash('md5').update(readFileSync(path)).digest('hex') !== partMd5s[n - 1]) {
        throw new ApiError(1001, 'ArgsError', `part ${n} does not match its md5`);
      }
    }
    const fileID = randomUUID();
    const finalPath = join(this.objectsDir, fileID);
    const output = createWriteStream(`${finalPath}.tmp`);
    for (let n = 1; n <= upload.partCount; n++) {
      await pipeline(createReadStream(join(partsDir, String(n))), output, { end: n === upload.partCount });
    }
    const size = statSync(`${finalPath}.tmp`).size;
    if (size !== upload.size) {
      rmSync(`${finalPath}.tmp`, { force: true });
      throw new ApiError(1001, 'ArgsError', `assembled ${size} bytes, announced ${upload.size}`);
    }
    renameSync(`${finalPath}.tmp`, finalPath);
    statement(
      this.db,
      `INSERT INTO objects (name, file_id, hash, size, content_type, user_id, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET file_id = excluded.file_id, hash = excluded.hash, size = excluded.size,
         content_type = excluded.content_type, create_time = excluded.create_time`,
    ).run(upload.name, fileID, upload.hash, size, upload.contentType, userID, this.now());
    statement(this.db, 'DELETE FROM uploads WHERE upload_id = ?').run(uploadID);
    rmSync(partsDir, { recursive: true, force: true });
    return { name: upload.name, fileID, size, contentType: upload.contentType };
  }
}
