// A push service on the loopback, as a browser's vendor runs one, over TLS with a certificate
// of its own (openssl; a server process trusts it through NODE_EXTRA_CA_CERTS, as web-push
// sends over https only): devices made here subscribe with its endpoints; each POST it receives is checked as a real one would check it (VAPID
// Authorization signed by the key the server announced, TTL, Content-Encoding aes128gcm) and
// decrypted with the device's private key (http_ece, which web-push encrypts with).
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';

export interface Delivery {
  device: string;
  /** The decrypted payload, parsed. */
  message: { title: string; body: string; url: string; tag: string };
  ttl: number;
  /** What the service answered: 201, or 410 for a device that is gone. */
  status: number;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  gone: boolean;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** The P-256 public key of a VAPID `k=` (uncompressed point, base64url) as a key object. */
function vapidPublicKey(k: string) {
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
}

/** What is wrong with a push's headers (RFC 8030, 8291, 8292), or undefined. */
function headerFault(request: IncomingMessage, origin: string, serverKey: string): string | undefined {
  const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(request.headers.authorization ?? '');
  if (!auth) return `Authorization is not VAPID: ${request.headers.authorization}`;
  const [jwt, k] = [auth[1]!, auth[2]!];
  if (k !== serverKey) return 'k is not the key the server announced';
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') return `the JWT is signed with ${header.alg}`;
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: vapidPublicKey(k), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT signature does not verify';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) return `aud is ${body.aud}, not ${origin}`;
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600_000 + 60_000)
    return 'exp is not within the next 24 hours';
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return `sub is ${body.sub}`;
  if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) return 'no TTL';
  if (request.headers['content-encoding'] !== 'aes128gcm')
    return `Content-Encoding is ${request.headers['content-encoding']}`;
  return undefined;
}

/** A self-signed certificate for 127.0.0.1: its key, and the certificate (a file too, for NODE_EXTRA_CA_CERTS). */
function loopbackCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'matka-push-tls-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { dir, key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

export async function startFakePushService() {
  const tls = loopbackCertificate();
  const devices = new Map<string, Device>();
  const deliveries: Delivery[] = [];
  const faults: string[] = [];
  let serverKey = '';
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const device = devices.get(name);
      if (request.method !== 'POST' || !device) {
        response.writeHead(404).end();
        return;
      }
      try {
        const fault = headerFault(request, origin, serverKey);
        if (fault) throw new Error(fault);
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        const status = device.gone ? 410 : 201;
        deliveries.push({
          device: name,
          message: JSON.parse(plain.toString()) as Delivery['message'],
          ttl: Number(request.headers.ttl),
          status,
        });
        response.writeHead(status).end();
      } catch (error) {
        faults.push(`${name}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The certificate file a server process must trust (NODE_EXTRA_CA_CERTS). */
    certificateFile: tls.certFile,
    deliveries,
    /** Pushes the service could not accept (bad headers, a payload it could not decrypt). */
    faults,
    /** The VAPID public key the server announces (push-key): every push must be signed by it. */
    expectKey(key: string) {
      serverKey = key;
    },
    /** A new device: its subscription as the browser's `toJSON()` gives it. `gone`: the service answers 410. */
    device(name: string, gone = false) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, gone });
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    to: (name: string) => deliveries.filter((d) => d.device === name),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(tls.dir, { recursive: true, force: true });
    },
  };
}
