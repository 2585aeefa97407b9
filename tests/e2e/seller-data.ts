/**
 * Seller data for browser tests, made through the real API the way the app would: a seller signed
 * in with a code from the development chat, listings with photos made by sharp.
 */
import sharp from 'sharp';
import { requestLogin } from './harness';

export interface ApiSeller {
  token: string;
  userId: string;
  phone: string;
}

async function call<T>(
  url: string,
  path: string,
  token: string | null,
  init: RequestInit = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body && typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(`${url}/api${path}`, { ...init, headers });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} -> ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs a seller in through the API (code from the chat), for setting up data. */
export async function apiSignIn(url: string, phone: string): Promise<ApiSeller> {
  const { code } = await requestLogin(url, phone);
  const answer = await call<{ token: string; user: { _id: string } }>(
    url,
    '/users/verify-code',
    null,
    {
      method: 'POST',
      body: JSON.stringify({ lastThreeDigits: phone.slice(-3), code }),
    },
  );
  return { token: answer.token, userId: answer.user._id, phone };
}

/** A small JPEG of one colour, as a phone photo stand-in. */
export function photo(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function uploadPhoto(url: string, seller: ApiSeller, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const answer = await call<{ _id: string }>(url, '/files/upload', seller.token, {
    method: 'POST',
    body: form,
  });
  return answer._id;
}

export async function createListing(
  url: string,
  seller: ApiSeller,
  listing: Record<string, unknown>,
): Promise<{ _id: string; title: string }> {
  return call(url, '/listings', seller.token, { method: 'POST', body: JSON.stringify(listing) });
}

export async function updateProfile(url: string, seller: ApiSeller, user: Record<string, unknown>) {
  return call(url, `/users/${seller.userId}`, seller.token, {
    method: 'PATCH',
    body: JSON.stringify({ _id: seller.userId, user }),
  });
}

/** Three listings of different kinds, the first with two photos. */
export async function seedSellerListings(url: string, seller: ApiSeller) {
  const red = await uploadPhoto(url, seller, await photo({ r: 200, g: 60, b: 50 }));
  const blue = await uploadPhoto(url, seller, await photo({ r: 40, g: 90, b: 200 }));
  const house = await createListing(url, seller, {
    title: 'Three bedroom house in Avondale',
    description: 'Spacious family house with a garden.\nClose to shops and schools.',
    type: 'real_estate',
    subType: 'house',
    realEstateDealType: 'rent',
    accommodationType: 'standard',
    price: { type: 'monthly', amount: 850, isNegotiable: true },
    city: 'harare',
    neighborhood: 'avondale',
    address: '12 King George Road',
    website: 'https://example.co.zw/house',
    images: [red, blue],
  });
  const car = await createListing(url, seller, {
    title: 'Toyota Corolla 2015',
    description: 'Clean, one owner, full service history.',
    type: 'vehicle',
    subType: 'car',
    vehicleBrand: 'toyota',
    modelYear: '2015',
    price: { type: 'fixed', amount: 7500 },
    city: 'bulawayo',
    images: [],
  });
  const plumber = await createListing(url, seller, {
    title: 'Emergency plumber',
    description: 'Burst pipes, geysers and blocked drains. 24 hours.',
    type: 'home_services',
    subType: 'plumber',
    price: { type: 'description', description: 'From $20 per call-out' },
    city: 'mutare',
    address: 'Sakubva',
    images: [],
  });
  return { house, car, plumber };
}
