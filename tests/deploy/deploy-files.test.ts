/**
 * The deployment files, checked where no container engine or systemd runs: the compose file
 * parses and wires what the README says, the environment example names every setting the server
 * reads, the image builds once and runs without privileges, and systemd accepts the unit.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { envSchema } from '@/server/env';

/** Every setting the server reads, by name. */
const settings = envSchema.in.shape;

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  restart?: string;
  environment?: Record<string, string>;
  env_file?: string;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const envExample = read('deploy/.env.example');
/** Variables the example sets or shows (commented out with their default). */
const documented = new Set(
  [...envExample.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!),
);

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, MinIO, two app processes from one image and Caddy, each restarted', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['app1', 'app2', 'caddy', 'minio', 'minio-bucket', 'postgres'].sort(),
    );
    for (const [name, service] of Object.entries(services)) {
      if (name === 'minio-bucket') expect(service.restart).toBe('no');
      else expect(service.restart, name).toBe('unless-stopped');
    }
    expect(services.app1!.image).toBe(services.app2!.image);
    expect(services.app1!.build).toMatchObject({ context: '..', dockerfile: 'Dockerfile' });
  });

  it('points each app process at the database, the bucket and the proxy, once they are ready', () => {
    for (const name of ['app1', 'app2']) {
      const app = services[name]!;
      const env = app.environment!;
      expect(env.NODE_ENV).toBe('production');
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/marketplace:.+@postgres:5432\/marketplace$/);
      expect(env.S3_ENDPOINT).toBe('http://minio:9000');
      expect(env.S3_FORCE_PATH_STYLE).toBe('true');
      expect(env.TRUST_PROXY).toBe('true');
      expect(app.env_file).toBe('.env');
      expect(app.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
      expect(app.healthcheck?.test.join(' ')).toContain(`:${env.PORT}/api/health`);
      // Longer than the server's own stop (10 s), so requests in flight finish.
      expect(Number.parseInt(app.stop_grace_period ?? '0', 10)).toBeGreaterThan(10);
      // The server's settings it sets are settings the server knows.
      for (const key of Object.keys(env)) expect(settings, key).toHaveProperty(key);
    }
    expect(services.postgres!.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(services.minio!.healthcheck?.test).toEqual(['CMD', 'mc', 'ready', 'local']);
  });

  it('publishes only the proxy, whose upstreams are the app processes on their port', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['caddy']);
    expect(services.caddy!.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    const caddyfile = read('deploy/Caddyfile');
    const port = services.app1!.environment!.PORT;
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy app1:${port} app2:${port} \\{`));
    expect(caddyfile).toContain('health_uri /api/health');
    // The README's limits: an 11 MB body, headers within 10 s.
    expect(caddyfile).toMatch(/max_size 11MB/);
    expect(caddyfile).toMatch(/read_header 10s/);
  });

  it('names in deploy/.env.example every variable it interpolates', () => {
    const text = read('deploy/compose.yaml');
    const used = new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]!));
    for (const name of used) expect(documented, name).toContain(name);
  });
});

describe('deploy/.env.example', () => {
  it('documents every setting the server reads', () => {
    for (const key of Object.keys(settings)) expect(documented, key).toContain(key);
  });

  it('parses as a production configuration once its blanks are filled', () => {
    const values = Object.fromEntries(
      [...envExample.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]),
    );
    const filled = {
      ...values,
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '109876543210',
      WHATSAPP_APP_SECRET: 'secret',
      WHATSAPP_VERIFY_TOKEN: 'verify',
      NODE_ENV: 'production',
    };
    const parsed = envSchema.safeParse(filled);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it('builds in one stage and runs from another with production packages only', () => {
    expect(stages).toHaveLength(2);
    const [build, runtime] = stages as [string, string];
    expect(build).toMatch(/^node:\S+ AS build/);
    expect(build).toContain('RUN npm ci');
    expect(build).toContain('scripts/package.mjs');
    expect(runtime).toMatch(/^node:\S+ AS runtime/);
    expect(runtime).toContain('npm ci --omit=dev');
    expect(runtime).toContain('NODE_ENV=production');
  });

  it('runs as a user without privileges, with a health check and node as the first process', () => {
    const runtime = stages[1]!;
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(runtime).toMatch(/^CMD \["node", "dist-server\/index\.js"\]$/m);
  });

  it('leaves local data, builds and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', 'dist-server', 'data', '.env', '.git']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('deploy/systemd/marketplace.service', () => {
  const unit = read('deploy/systemd/marketplace.service');

  it('is accepted by systemd', () => {
    const verified = spawnSync(
      'systemd-analyze',
      ['verify', join(ROOT, 'deploy/systemd/marketplace.service')],
      { encoding: 'utf8' },
    );
    expect(verified.error).toBeUndefined();
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stderr.trim()).toBe('');
  });

  it('restarts the built server, stops it gently and lets it write only its data folder', () => {
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node dist-server\/index\.js$/m);
    expect(unit).toMatch(/^Restart=always$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^TimeoutStopSec=15$/m);
    expect(unit).toMatch(/^User=marketplace$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toMatch(/^StateDirectory=marketplace$/m);
    expect(unit).toMatch(/^Environment=NODE_ENV=production DATA_DIR=\/var\/lib\/marketplace/m);
    expect(unit).toMatch(/^ReadWritePaths=\/var\/lib\/marketplace$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/marketplace\/env$/m);
  });
});
