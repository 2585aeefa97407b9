import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// The machine is shared and often busy: give findBy/waitFor more than the default second before
// calling a slow render a failure.
configure({ asyncUtilTimeout: 20_000 });

export type Routes = Record<string, unknown | ((url: string) => Response | Promise<Response>)>;

/**
 * Replaces the network edge: global fetch answers each `/api` path from `routes` with a real
 * Response (a function may build its own, e.g. a 403), and records every path asked for.
 */
export function stubApi(routes: Routes) {
  const calls: string[] = [];
  /** The full addresses asked for, query included (paging, sort and search parameters). */
  const urls: URL[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^.*?\/api/, '').replace(/\?.*$/, '');
    calls.push(path);
    urls.push(new URL(url, 'http://localhost'));
    const answer = routes[path];
    if (answer === undefined) {
      return new Response(JSON.stringify({ message: 'Not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (typeof answer === 'function')
      return (answer as (url: string) => Response | Promise<Response>)(url);
    if (Array.isArray(answer)) return pageOf(answer, url);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, urls, fetchStub };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient();
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

/** A list answered as the server pages it: `offset`/`limit` applied, the total in a header. */
export function pageOf(rows: unknown[], url: string): Response {
  const params = new URL(url, 'http://localhost').searchParams;
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 50);
  return new Response(JSON.stringify(rows.slice(offset, offset + limit)), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(rows.length) },
  });
}
