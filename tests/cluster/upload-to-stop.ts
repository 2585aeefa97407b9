/** A server process of its own with a photo upload begun to it, for the tests of its stop. */
import { request as httpRequest } from 'node:http';
import { issueLoginChallenge } from '@/server/auth';
import { makeJpeg, uploadForm } from '../server/images';
import type { Cluster } from './cluster';

/**
 * Starts a process, signs `phone` in on it, and opens a POST /api/files/upload of a photo whose
 * body the test sends (`request.write`, `request.end`); `answer` is the server's answer.
 */
export async function uploadToStop(cluster: Cluster, phone: string) {
  const stopping = await cluster.start();
  const challenge = await issueLoginChallenge(cluster.database.db, phone);
  const auth = await fetch(`${stopping.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  const { token } = (await auth.json()) as { token: string };
  const form = new Response(uploadForm(await makeJpeg({ width: 1200, height: 900 })));
  const type = form.headers.get('content-type') ?? '';
  const body = Buffer.from(await form.arrayBuffer());
  let request!: ReturnType<typeof httpRequest>;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request = httpRequest(
      `${stopping.url}/api/files/upload`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': type,
          'Content-Length': body.length,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
  });
  // A test that cuts the upload never reads the answer.
  answer.catch(() => undefined);
  return { stopping, request, body, answer };
}
