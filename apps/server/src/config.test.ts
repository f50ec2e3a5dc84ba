import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('starts with documented defaults when nothing is set', () => {
    const config = loadConfig({ env: {} });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      demo: false,
      logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('logs readable lines to a terminal and JSON lines elsewhere, or as LOG_FORMAT says', () => {
    expect(loadConfig({ env: {}, terminal: true }).logFormat).toBe('pretty');
    expect(loadConfig({ env: {} }).logFormat).toBe('json');
    expect(loadConfig({ env: { LOG_FORMAT: 'json' }, terminal: true }).logFormat).toBe('json');
    expect(loadConfig({ env: { LOG_FORMAT: 'pretty' } }).logFormat).toBe('pretty');
    expect(() => loadConfig({ env: { LOG_FORMAT: 'xml' } })).toThrow(/LOG_FORMAT/);
  });

  it('leads sign-up to the operator’s terms and privacy pages, or to the plain defaults, never to another site by //', () => {
    expect(loadConfig({ env: {} }).legal).toEqual({ termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' });
    const operator = { TERMS_URL: 'https://example.com/terms', PRIVACY_URL: '/pages/privacy' };
    expect(loadConfig({ env: operator }).legal).toEqual({
      termsUrl: 'https://example.com/terms',
      privacyUrl: '/pages/privacy',
    });
    expect(() => loadConfig({ env: { TERMS_URL: '//evil.example/terms' } })).toThrow(/TERMS_URL/);
    expect(() => loadConfig({ env: { PRIVACY_URL: 'javascript:alert(1)' } })).toThrow(/PRIVACY_URL/);
  });

  it('takes --demo from the command line and DEMO=1 from the environment', () => {
    expect(loadConfig({ env: {}, argv: ['--demo'] }).demo).toBe(true);
    expect(loadConfig({ env: { DEMO: '1' } }).demo).toBe(true);
  });

  it('stops with a message naming each bad variable', () => {
    const attempt = () => loadConfig({ env: { PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_PASSWORD: 'short' } });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/DEMO_PASSWORD: must be at least 8 characters/);
  });

  it('takes an external identity provider, and names what it still needs', () => {
    expect(() => loadConfig({ env: { OIDC_ISSUER: 'https://login.example.com' } })).toThrow(
      /OIDC_AUDIENCE: required when OIDC_ISSUER is set/,
    );
    const config = loadConfig({
      env: { OIDC_ISSUER: 'https://login.example.com', OIDC_AUDIENCE: 'api://worktrail', OIDC_CLIENT_ID: 'spa' },
    });
    expect(config.externalIdentity).toMatchObject({
      issuer: 'https://login.example.com',
      audience: 'api://worktrail',
      clientId: 'spa',
      claims: { email: 'email' },
    });
  });

  it('drops a trailing slash from PUBLIC_URL so the issuer is stable', () => {
    expect(loadConfig({ env: { PUBLIC_URL: 'https://time.example.com/' } }).publicUrl).toBe('https://time.example.com');
  });

  it('keeps files on disk by default, or in an S3 bucket, naming what BLOB_STORE=s3 still needs', () => {
    expect(loadConfig({ env: {} }).s3).toBeUndefined();
    expect(() => loadConfig({ env: { BLOB_STORE: 's3', S3_ENDPOINT: 'http://minio:9000' } })).toThrow(
      /S3_BUCKET: required when BLOB_STORE is s3[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    const env = {
      BLOB_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    };
    expect(loadConfig({ env }).s3).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });
});
