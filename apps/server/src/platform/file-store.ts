import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from './config.ts';

/**
 * Where the files people upload (custom artwork, card logos) and the print files are kept
 * (docs/decisions/0039-several-processes.md), by FILE_STORAGE:
 * - `database`: in their rows' own `bytea` columns, which every process on the database reads;
 * - `disk`: under DATA_DIR/files, for the one process of an embedded shop;
 * - `s3`: in an S3-compatible bucket, which every process reads.
 * A row whose column holds bytes is read from there whatever the storage is now, so a shop that moves its
 * new files to a bucket keeps serving the old ones.
 */
export interface FileStore {
  readonly kind: 'disk' | 'database' | 's3';
  /** Keeps `bytes` under `key` (never called for `database`, where the row keeps them). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
}

/** The files of an embedded shop: one folder, written through a temporary name so a reader never sees half. */
export function diskFileStore(folder: string): FileStore {
  const pathOf = (key: string) => {
    const file = path.resolve(folder, key);
    if (!file.startsWith(path.resolve(folder) + path.sep)) throw new Error(`bad file key ${key}`);
    return file;
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** Files kept in their rows: nothing is kept elsewhere. */
export const databaseFileStore: FileStore = {
  kind: 'database',
  put: async () => {
    throw new Error('the database keeps files in their rows');
  },
  get: async () => null,
};

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, R2…), each object under its key. */
export function s3FileStore(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}

/** The file store FILE_STORAGE names (config.fileStorage). */
export function createFileStore(config: Config): FileStore {
  if (config.fileStorage === 'database') return databaseFileStore;
  if (config.fileStorage === 'disk') return diskFileStore(path.join(config.dataDir, 'files'));
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when FILE_STORAGE is s3');
  return s3FileStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/**
 * Keeps a file: answers what its row's column holds, the bytes themselves with `database`, else null once
 * the store has them under `key`.
 */
export async function keepFile(
  files: FileStore,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<Buffer | null> {
  if (files.kind === 'database') return Buffer.from(bytes);
  await files.put(key, bytes, contentType);
  return null;
}

/** A file's bytes: its row's column when it holds them, else the store's under `key`. */
export async function readFileOf(files: FileStore, key: string, column: Buffer | null): Promise<Buffer> {
  if (column) return column;
  const bytes = await files.get(key);
  if (!bytes) throw new Error(`file ${key} is missing from the ${files.kind} file store`);
  return bytes;
}
