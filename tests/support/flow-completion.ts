/**
 * WhatsApp's side of a listing form (a WhatsApp Flow) for the tests: the completion webhook
 * (`interactive.nfm_reply` whose `response_json` is a JSON string with the flow_token and the
 * form's answers), and the PhotoPicker's photos encrypted as Meta documents WhatsApp stores them
 * (developers.facebook.com/docs/whatsapp/flows/reference/media_upload): AES-256-CBC with PKCS#7
 * padding, then the first 10 bytes of HMAC-SHA256(hmac_key, iv || ciphertext) appended; the file
 * goes on the stand-in's CDN and the completion carries its address and keys.
 */
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { messageFrom } from '../server/bot/payloads';
import type { FakeGraphApi } from './fake-graph-api';

const b64 = (bytes: Buffer) => bytes.toString('base64');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

export interface EncryptedPhoto {
  media_id: string;
  cdn_url: string;
  file_name: string;
  encryption_metadata: {
    encrypted_hash: string;
    iv: string;
    encryption_key: string;
    hmac_key: string;
    plaintext_hash: string;
  };
}

/** How a test spoils a photo on its way: the file on the CDN, or the hashes the form names. */
export type Tamper = 'none' | 'ciphertext' | 'hmac' | 'encrypted_hash' | 'plaintext_hash';

/** Encrypts `plaintext` as WhatsApp does and puts it on the stand-in's CDN. */
export function encryptOntoCdn(
  graph: FakeGraphApi,
  plaintext: Buffer,
  fileName: string,
  tamper: Tamper = 'none',
): EncryptedPhoto {
  const key = randomBytes(32);
  const hmacKey = randomBytes(32);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const hmac10 = createHmac('sha256', hmacKey)
    .update(iv)
    .update(ciphertext)
    .digest()
    .subarray(0, 10);
  let file = Buffer.concat([ciphertext, hmac10]);
  let encryptedHash = sha256(file);
  let plaintextHash = sha256(plaintext);
  if (tamper === 'hmac') {
    // A file whose HMAC is wrong but whose hash is named for it: only the HMAC check can tell.
    file = Buffer.from(file);
    file[file.length - 1]! ^= 0xff;
    encryptedHash = sha256(file);
  } else if (tamper === 'ciphertext') {
    file = Buffer.from(file);
    file[0]! ^= 0xff;
  } else if (tamper === 'encrypted_hash') {
    encryptedHash = sha256(Buffer.from('another file'));
  } else if (tamper === 'plaintext_hash') {
    plaintextHash = sha256(Buffer.from('another photo'));
  }
  return {
    media_id: `${randomBytes(8).toString('hex')}-flow`,
    cdn_url: graph.putCdn(file),
    file_name: fileName,
    encryption_metadata: {
      encrypted_hash: b64(encryptedHash),
      iv: b64(iv),
      encryption_key: b64(key),
      hmac_key: b64(hmacKey),
      plaintext_hash: b64(plaintextHash),
    },
  };
}

let counter = 0;

/** The webhook body WhatsApp posts when `from` completes a Flow sent with `token`. */
export function flowCompletion(
  from: string,
  token: string,
  answers: Record<string, unknown>,
  id = `wamid.FLOW${Date.now().toString(36)}${++counter}`,
) {
  return messageFrom(from, id, {
    context: { from: '263771234567', id: 'wamid.HBgLflowmessage' },
    type: 'interactive',
    interactive: {
      type: 'nfm_reply',
      nfm_reply: {
        name: 'flow',
        body: 'Sent',
        response_json: JSON.stringify({ flow_token: token, ...answers }),
      },
    },
  });
}
