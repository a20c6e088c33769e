import S3rver from 's3rver';
import { S3Client, PutObjectCommand, GetObjectCommand, CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtempSync } from 'node:fs';
process.on('uncaughtException', (e) => console.log('uncaught', e.message));
const dir = mkdtempSync('/tmp/s3rver-');
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: false, directory: dir });
const { port } = await server.run();
for (const mode of ['WHEN_SUPPORTED', 'WHEN_REQUIRED']) {
const s3 = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, requestChecksumCalculation: mode, responseChecksumValidation: mode, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
await s3.send(new CreateBucketCommand({ Bucket: 'bkt'+mode.length })).catch(e=>console.log(e.name));
const r = await s3.send(new PutObjectCommand({ Bucket: 'bkt'+mode.length, Key: 'empty', Body: new Uint8Array() })).then(()=> 'ok', e=>e.message);
console.log(mode, 'empty put', r);
const big = new Uint8Array(3_000_000).fill(7);
const r2 = await s3.send(new PutObjectCommand({ Bucket: 'bkt'+mode.length, Key: 'big', Body: big })).then(()=> 'ok', e=>e.message);
console.log(mode, 'big put', r2);
const g = await s3.send(new GetObjectCommand({ Bucket: 'bkt'+mode.length, Key: 'big' })).then(async (o)=> (await o.Body.transformToByteArray()).length, e=>e.message);
console.log(mode, 'big get', g);
console.log('small');for (let i=0;i<5;i++) await s3.send(new PutObjectCommand({ Bucket: 'bkt'+mode.length, Key: `k/${i}`, Body: new Uint8Array([i]) }));
const l = await s3.send(new ListObjectsV2Command({ Bucket: 'bkt'+mode.length, MaxKeys: 2 }));
console.log(l.Contents.map(c=>c.Key), l.IsTruncated, l.NextContinuationToken);
const l2 = await s3.send(new ListObjectsV2Command({ Bucket: 'bkt'+mode.length, MaxKeys: 2, ContinuationToken: l.NextContinuationToken }));
console.log(l2.Contents.map(c=>c.Key), l2.IsTruncated);
}
await server.close();
