import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnderstanding, LlmUnderstanding } from '@/server/discovery/understanding';
import { extractPrice } from '@/server/discovery/understanding/price';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { parseEnv } from '@/server/env';

const rules = new RuleBasedUnderstanding();
const understand = (text: string) => rules.understandSync(text);

describe('rule-based understanding', () => {
  it.each([
    ['laptop under $300', undefined, 300],
    ['phone below 150', undefined, 150],
    ['between 100 and 200', 100, 200],
    ['$100 - $250', 100, 250],
    ['car for $5k', undefined, 5000],
    ['at least $1,500', 1500, undefined],
    ['house up to 120,000', undefined, 120000],
  ])('reads the budget in "%s"', (text, min, max) => {
    const price = extractPrice(text);
    expect(price.min).toBe(min);
    expect(price.max).toBe(max);
    const request = understand(text);
    expect([request.minPrice, request.maxPrice]).toEqual([min, max]);
  });

  it('maps synonyms and plurals onto types and sub-types', () => {
    expect(understand('Looking for plumbers').categories[0]).toMatchObject({
      type: 'home_services',
      subType: 'plumber',
    });
    expect(understand('flats').categories[0]).toMatchObject({
      type: 'real_estate',
      subType: 'apartment',
    });
    expect(understand("men's t-shirts").categories.map((c) => c.type)).toContain('fashion');
    expect(understand('kombi').categories[0]).toMatchObject({
      type: 'vehicle',
      subType: 'commercial',
    });
    expect(understand('wedding dresses').categories[0]).toMatchObject({
      type: 'bridal',
      subType: 'dresses',
    });
  });

  it('reads cities, Harare suburbs and their local names', () => {
    expect(understand('house in Bulawayo').city).toBe('bulawayo');
    expect(understand('lodge in vic falls').city).toBe('victoria_falls');
    expect(understand('room in Avondale')).toMatchObject({
      city: 'harare',
      neighborhood: 'avondale',
    });
  });

  it('tells rent from sale and notices students', () => {
    expect(understand('flat to rent').dealType).toBe('rent');
    expect(understand('stand for sale').dealType).toBe('sale');
    expect(understand('student accommodation').accommodationType).toBe('student');
  });

  it('keeps meaningful words for full-text search and drops filler and filters', () => {
    const request = understand('I am looking for a cheap Toyota Corolla under $5000 in Mutare');
    expect(request.terms).toEqual(['toyota', 'corolla']);
    expect(request.brands).toEqual(['toyota']);
    expect(request.city).toBe('mutare');
    expect(request.maxPrice).toBe(5000);
  });

  it.each([
    ['ndoda mabhedhi', 'furniture', 'bedroom'],
    ['ndoda mapanera ezuva', 'energy_services', undefined],
    ['ngifuna amabhlokisi okwakha indlu', 'construction', 'building_materials'],
    ['R500 ndoda sandals dzevakadzi', 'fashion', 'shoes'],
    ['phone covers', 'electronics', 'accessories'],
    ['ndoda mbatya dzevana vadiki', 'fashion', 'kids'],
  ])('"%s" is %s/%s, as people say it', (text, type, subType) => {
    const { categories } = understand(text);
    expect(categories[0]?.type === type || categories.some((c) => c.subType === subType)).toBe(
      true,
    );
    expect(categories.map((c) => c.type)).not.toContain('real_estate');
    if (subType) expect(categories.map((c) => c.subType)).toContain(subType);
  });

  it('reads makes said with "of", a make not wanted, a tenant and "Mt"', () => {
    expect(understand('ngifuna ifoni yeTecno').brands).toEqual(['tecno']);
    const nissan = understand('i dont want a toyota, show me nissan cars');
    expect(nissan.brands).toEqual(['nissan']);
    expect(nissan.terms).not.toContain('toyota');
    expect(nissan.terms).not.toContain('show');
    const room = understand('room to rent for a single lady, 100usd max');
    expect(room.categories.map((c) => c.type)).toEqual(['real_estate']);
    expect(understand('houses for sale in mt pleasant').neighborhood).toBe('mount_pleasant');
  });
});

describe('language-model understanding', () => {
  let server: Server;
  let url: string;
  let answer: { status: number; body: string } = { status: 200, body: '{}' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const reply = (content: unknown) =>
    JSON.stringify({ choices: [{ message: { content: JSON.stringify(content) } }] });

  it('is chosen by QUERY_UNDERSTANDING=llm with an API address, and rules otherwise', () => {
    expect(createUnderstanding(parseEnv({})).name).toBe('rules');
    expect(
      createUnderstanding(parseEnv({ QUERY_UNDERSTANDING: 'llm', LLM_API_URL: 'http://x' })).name,
    ).toBe('llm');
  });

  it('uses the model’s category when it names a real one', async () => {
    answer = {
      status: 200,
      body: reply({
        type: 'home_services',
        subType: 'electrician',
        city: 'gweru',
        keywords: ['lights'],
      }),
    };
    const llm = new LlmUnderstanding({ url });
    const request = await llm.understand('my lights keep tripping in Gweru');
    expect(request.categories[0]).toMatchObject({ type: 'home_services', subType: 'electrician' });
    expect(request.city).toBe('gweru');
  });

  it.each([
    ['a server error', { status: 500, body: 'oops' }],
    ['an answer that is not JSON', { status: 200, body: 'not json' }],
    ['an unknown category', { status: 200, body: reply({ type: 'spaceships', maxPrice: -5 }) }],
  ])('falls back to the rules on %s', async (_, failure) => {
    answer = failure;
    const llm = new LlmUnderstanding({ url });
    const request = await llm.understand('plumber in Harare');
    expect(request).toEqual(understand('plumber in Harare'));
  });
});
