import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.eskiz).toBeUndefined();
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8081',
      DATA_DIR: '/tmp/libos-data',
      DATABASE_URL: 'postgres://x@127.0.0.1/libos',
      JWT_SECRET: 's3cret',
      PUBLIC_URL: 'https://libos.uz/',
      ESKIZ_EMAIL: 'shop@libos.uz',
      ESKIZ_PASSWORD: 'pw',
    });
    expect(config).toMatchObject({
      port: 8081,
      dataDir: '/tmp/libos-data',
      databaseUrl: 'postgres://x@127.0.0.1/libos',
      jwtSecret: 's3cret',
      publicUrl: 'https://libos.uz',
      eskiz: { email: 'shop@libos.uz', password: 'pw', from: '4546' },
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number');
  });
});
