import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import {
  createFileStore,
  databaseFileStore,
  diskFileStore,
  keepFile,
  readFileOf,
  s3FileStore,
} from './file-store.ts';

// Where uploaded images and print files are kept (FILE_STORAGE): the database, a folder, an S3 bucket.

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cardshop-files-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const bytes = Buffer.from('%PDF-1.7 a print file');

describe('file storage by configuration', () => {
  it('is the database with DATABASE_URL, the disk without, and what FILE_STORAGE names', () => {
    const base = { DATA_DIR: folder };
    expect(createFileStore(loadConfig(base)).kind).toBe('disk');
    expect(createFileStore(loadConfig({ ...base, DATABASE_URL: 'postgres://db/shop' })).kind).toBe(
      'database',
    );
    expect(createFileStore(loadConfig({ ...base, FILE_STORAGE: 'database' })).kind).toBe('database');
    expect(createFileStore(loadConfig({ ...base, FILE_STORAGE: 's3', S3_BUCKET: 'cards' })).kind).toBe('s3');
  });

  it('refuses S3 without a bucket, and half a key pair', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: required when FILE_STORAGE is s3/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'cards', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe('the database', () => {
  it('keeps the bytes in the row, and reads them from there', async () => {
    const column = await keepFile(databaseFileStore, 'print-files/a.pdf', bytes, 'application/pdf');
    expect(column).toEqual(bytes);
    expect(await readFileOf(databaseFileStore, 'print-files/a.pdf', column)).toEqual(bytes);
  });
});

describe('the disk', () => {
  it('keeps a file under its key and leaves the row without bytes', async () => {
    const files = diskFileStore(folder);
    const column = await keepFile(files, 'print-files/item/one.pdf', bytes, 'application/pdf');
    expect(column).toBeNull();
    expect(await readFileOf(files, 'print-files/item/one.pdf', column)).toEqual(bytes);
    expect(await files.get('print-files/item/other.pdf')).toBeNull();
  });

  it('reads a row that holds its bytes from the row (files kept before the storage moved)', async () => {
    const old = Buffer.from('kept in the row');
    expect(await readFileOf(diskFileStore(folder), 'uploads/never-stored', old)).toEqual(old);
  });

  it('says which file is missing rather than answering nothing', async () => {
    await expect(readFileOf(diskFileStore(folder), 'uploads/gone', null)).rejects.toThrow(
      /uploads\/gone is missing from the disk file store/,
    );
  });

  it('keeps every key inside its folder', async () => {
    await expect(diskFileStore(folder).put('../escape', bytes, 'text/plain')).rejects.toThrow(/bad file key/);
  });
});

describe('an S3-compatible bucket', () => {
  // A stand-in for the service: objects by path (path-style), NoSuchKey for the others.
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const key = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        if (request.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), type: request.headers['content-type'] });
          response.writeHead(200, { etag: '"stand-in"' }).end();
          return;
        }
        const object = objects.get(key);
        if (request.method === 'GET' && object) {
          response
            .writeHead(200, { 'content-type': object.type ?? 'application/octet-stream' })
            .end(object.body);
          return;
        }
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const bucket = () =>
    s3FileStore({
      bucket: 'cards',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
    });

  it('puts an object under the bucket and key with its type, and gets it back', async () => {
    const files = bucket();
    const column = await keepFile(files, 'uploads/photo', bytes, 'image/jpeg');
    expect(column).toBeNull();
    expect(objects.get('/cards/uploads/photo')?.type).toBe('image/jpeg');
    expect(await readFileOf(files, 'uploads/photo', column)).toEqual(bytes);
  });

  it('answers null for a key the bucket does not hold', async () => {
    expect(await bucket().get('uploads/none')).toBeNull();
  });
});
