import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
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
import { ErrorCode } from '../protocol/error-codes.ts';
import { allowedForCause, canonicalContentType } from './content-types.ts';

/** MinIO's limits, which the SDK sizes its parts by (openim-http-api.md §6). */
export const PART_LIMIT = { minPartSize: 5 * 1024 * 1024, maxPartSize: 5 * 1024 ** 3, maxNumSize: 10_000 } as const;
const UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** Unfinished uploads one user may hold at once; each reserves disk for its parts until completed or swept. */
export const MAX_OPEN_UPLOADS = 100;
/** How often, at most, expired uploads are looked for (on the next initiate). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The name an object is stored and served under: the caller's folder, 128 random bits, then the name the client
 * asked for. Two uploads never share a name (so none replaces another), and nobody reaches an object by guessing.
 */
const uniqueName = (userID: string, requested: string) =>
  `${userID}/${randomBytes(16).toString('base64url')}/${requested.slice(userID.length + 1)}`;

const DAY_MS = 24 * 60 * 60_000;

/** What one user may store: in all, and added over the last 24 hours. */
export interface StorageQuotas {
  totalBytes: number;
  dailyBytes: number;
}

/** A user's stored bytes (each file once, however many names publish it) and those first stored in the last day. */
export interface StorageUsage {
  storedBytes: number;
  lastDayBytes: number;
}

/** What the client announces when it starts an upload. */
export interface UploadRequest {
  hash: string;
  size: number;
  partSize: number;
  name: string;
  contentType: string;
  cause: string;
}

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

/** Objects on local disk, uploaded in parts as the SDK does it. */
export class ObjectStore {
  private readonly objectsDir: string;
  private readonly uploadsDir: string;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    dataDir: string,
    private readonly maxUploadBytes: number,
    private readonly now: () => number = Date.now,
    private readonly quotas: StorageQuotas = {
      totalBytes: Number.MAX_SAFE_INTEGER,
      dailyBytes: Number.MAX_SAFE_INTEGER,
    },
  ) {
    this.objectsDir = join(dataDir, 'objects');
    this.uploadsDir = join(dataDir, 'uploads');
    mkdirSync(this.objectsDir, { recursive: true });
    mkdirSync(this.uploadsDir, { recursive: true });
    this.sweep();
  }

  /** The caller's own object with these bytes, if any: another user's would tell whether someone holds a file. */
  private ownObjectByHash(userID: string, hash: string, size: number): StoredObject | undefined {
    const row = statement(
      this.db,
      'SELECT name, file_id, size, content_type FROM objects WHERE hash = ? AND user_id = ? AND size = ? LIMIT 1',
    ).get(hash, userID, size) as { name: string; file_id: string; size: number; content_type: string } | undefined;
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

  /** Checks what a client announces; returns its canonical content type and part count, or throws the SDK's codes. */
  private check(userID: string, request: UploadRequest): { contentType: string; partCount: number } {
    if (request.name.startsWith('/')) throw new ApiError(1001, 'ArgsError', 'name must not start with /');
    if (!request.name.startsWith(`${userID}/`))
      throw new ApiError(1002, 'NoPermissionError', 'name must start with your user ID');
    if (request.name.split('/').some((segment) => segment === '..'))
      throw new ApiError(1001, 'ArgsError', 'name must not climb directories');
    if (request.size > this.maxUploadBytes)
      throw new ApiError(1001, 'ArgsError', `larger than ${this.maxUploadBytes} bytes`);
    const contentType = canonicalContentType(request.contentType);
    if (contentType === null) throw new ApiError(1001, 'ArgsError', `${request.contentType} is not one media type`);
    if (!allowedForCause(request.cause, contentType))
      throw new ApiError(1001, 'ArgsError', `${contentType} is not allowed for ${request.cause}`);
    const partCount = Math.max(1, Math.ceil(request.size / request.partSize));
    if (request.partSize < 1 || request.partSize > PART_LIMIT.maxPartSize || partCount > PART_LIMIT.maxNumSize) {
      throw new ApiError(1001, 'ArgsError', 'bad part size');
    }
    return { contentType, partCount };
  }

  /**
   * The same bytes uploaded by the same user before: published again at once under a new unique name (as the
   * reference answers a known hash), so the SDK skips the upload. Undefined when the bytes are new.
   */
  publishAgain(userID: string, request: UploadRequest): StoredObject | undefined {
    const { contentType } = this.check(userID, request);
    const existing = this.ownObjectByHash(userID, request.hash, request.size);
    if (!existing) return undefined;
    const object = { ...existing, name: uniqueName(userID, request.name), contentType };
    this.insertObject(object, request.hash, userID);
    return object;
  }

  usage(userID: string): StorageUsage {
    const row = statement(
      this.db,
      `SELECT COALESCE(SUM(size), 0) AS stored, COALESCE(SUM(CASE WHEN first >= ? THEN size END), 0) AS lastDay
         FROM (SELECT MAX(size) AS size, MIN(create_time) AS first FROM objects WHERE user_id = ? GROUP BY file_id)`,
    ).get(this.now() - DAY_MS, userID) as { stored: number; lastDay: number };
    return { storedBytes: row.stored, lastDayBytes: row.lastDay };
  }

  /** Refuses (1454) `bytes` more for the user when they would pass either quota, counting `reserved` as stored. */
  private assertWithinQuotas(userID: string, bytes: number, reserved: number): void {
    const { storedBytes, lastDayBytes } = this.usage(userID);
    if (storedBytes + reserved + bytes > this.quotas.totalBytes)
      throw new ApiError(
        ErrorCode.StorageQuotaExceeded,
        'StorageQuotaExceeded',
        `storage quota: ${storedBytes} of ${this.quotas.totalBytes} bytes stored`,
      );
    if (lastDayBytes + reserved + bytes > this.quotas.dailyBytes)
      throw new ApiError(
        ErrorCode.StorageQuotaExceeded,
        'StorageQuotaExceeded',
        `daily storage quota: ${lastDayBytes} of ${this.quotas.dailyBytes} bytes in the last 24 hours`,
      );
  }

  /** Validates and records an upload; throws the codes the SDK reports. */
  initiate(userID: string, request: UploadRequest): Upload {
    const { contentType, partCount } = this.check(userID, request);
    this.sweepNow();
    const open = statement(
      this.db,
      'SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM uploads WHERE user_id = ? AND expire_time >= ?',
    ).get(userID, this.now()) as { count: number; bytes: number };
    // Each open upload may fill its announced size on disk; one user holds a bounded share of the disk at a time.
    if (open.count >= MAX_OPEN_UPLOADS || open.bytes + request.size > 2 * this.maxUploadBytes)
      throw new ApiError(1001, 'ArgsError', 'too many unfinished uploads; finish or wait for them to expire');
    // Unfinished uploads count as stored, so that many started at once cannot pass the quotas together.
    this.assertWithinQuotas(userID, request.size, open.bytes);
    const upload: Upload = {
      uploadID: randomUUID(),
      userID,
      hash: request.hash,
      size: request.size,
      partSize: request.partSize,
      partCount,
      name: uniqueName(userID, request.name),
      contentType,
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

  /**
   * Streams one part to disk. It must be exactly as long as the announced size makes it (the part size, the last
   * one the rest); a longer body is cut off at that length and dropped, as is a shorter one.
   */
  async writePart(uploadID: string, partNumber: number, body: NodeJS.ReadableStream): Promise<void> {
    const upload = this.upload(uploadID);
    if (!upload) throw new ApiError(1004, 'RecordNotFoundError', 'no such upload');
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > upload.partCount)
      throw new ApiError(1001, 'ArgsError', 'bad part number');
    const expected =
      partNumber < upload.partCount ? upload.partSize : upload.size - (upload.partCount - 1) * upload.partSize;
    const target = join(this.uploadsDir, uploadID, String(partNumber));
    const temp = `${target}.${randomUUID()}.tmp`;
    let written = 0;
    await pipeline(
      body,
      async function* (source: AsyncIterable<string | Buffer>) {
        for await (const chunk of source) {
          written += chunk.length;
          if (written > expected) throw new ApiError(1001, 'ArgsError', `part ${partNumber} is over ${expected} bytes`);
          yield chunk;
        }
        if (written < expected) throw new ApiError(1001, 'ArgsError', `part ${partNumber} is under ${expected} bytes`);
      },
      createWriteStream(temp),
    ).catch((error: unknown) => {
      rmSync(temp, { force: true });
      throw error;
    });
    renameSync(temp, target);
  }

  /** Joins the parts, checks them against the announced hash, and publishes the object under its own new name. */
  async complete(userID: string, uploadID: string, partMd5s: readonly string[]): Promise<StoredObject> {
    const upload = this.upload(uploadID);
    if (!upload || upload.userID !== userID) throw new ApiError(1004, 'RecordNotFoundError', 'no such upload');
    if (partMd5s.length !== upload.partCount)
      throw new ApiError(1001, 'ArgsError', `expected ${upload.partCount} parts`);
    if (createHash('md5').update(partMd5s.join(',')).digest('hex') !== upload.hash)
      throw new ApiError(1001, 'ArgsError', 'parts do not match the hash');
    this.assertWithinQuotas(userID, upload.size, 0);
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
    const object = { name: upload.name, fileID, size, contentType: upload.contentType };
    this.db.transaction(() => {
      this.insertObject(object, upload.hash, userID);
      statement(this.db, 'DELETE FROM uploads WHERE upload_id = ?').run(uploadID);
    })();
    rmSync(partsDir, { recursive: true, force: true });
    return object;
  }

  /** Records a new object; a name already taken is an error, never an overwrite. */
  private insertObject(object: StoredObject, hash: string, userID: string): void {
    statement(
      this.db,
      'INSERT INTO objects (name, file_id, hash, size, content_type, user_id, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(object.name, object.fileID, hash, object.size, object.contentType, userID, this.now());
  }

  /** Sweeps at most once a minute, so every initiate may call it. */
  private sweepNow(): void {
    if (this.now() - this.lastSweep >= SWEEP_EVERY_MS) this.sweep();
  }

  /**
   * Drops abandoned uploads: the rows past their expiry, and every parts folder no live upload owns (an expired one,
   * or one left behind by a crash).
   */
  sweep(): void {
    this.lastSweep = this.now();
    statement(this.db, 'DELETE FROM uploads WHERE expire_time < ?').run(this.now());
    const live = new Set(statement(this.db, 'SELECT upload_id FROM uploads').pluck().all() as string[]);
    for (const entry of readdirSync(this.uploadsDir)) {
      if (!live.has(entry)) rmSync(join(this.uploadsDir, entry), { recursive: true, force: true });
    }
  }
}
