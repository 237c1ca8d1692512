import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { addressRoutes } from './addresses/routes';
import { authRoutes } from './auth/routes';
import { cartRoutes } from './cart/routes';
import { catalogueRoutes } from './catalogue/routes';
import { customerRoutes } from './customers/routes';
import type { AppDeps } from './deps';
import { registerErrorHandling } from './errors';
import { favouriteRoutes } from './favourites/routes';
import { homeRoutes } from './home/routes';
import type { App } from './http/app-type';
import { registerGuard } from './http/guard';
import { registerSecurityHeaders } from './http/security-headers';
import { mediaRoutes } from './media/routes';
import { productRoutes } from './products/routes';
import { sandboxRoutes } from './sandbox/routes';
import { webRoutes } from './web/routes';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app: App = Fastify({
    logger: options.logger ?? false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { allErrors: true } },
    trustProxy: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerSecurityHeaders(app, { https: deps.config.publicUrl.startsWith('https:') });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Libos API', version: '1.0.0', description: 'The shop API of docs/api.md' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandling(app);
  registerGuard(app, deps.db, deps.tokens);

  await authRoutes(app, deps);
  await customerRoutes(app, deps);
  await sandboxRoutes(app, deps);
  await catalogueRoutes(app, deps);
  await productRoutes(app, deps);
  await homeRoutes(app, deps);
  await cartRoutes(app, deps);
  await favouriteRoutes(app, deps);
  await addressRoutes(app, deps);
  await mediaRoutes(app, deps);
  await webRoutes(app, deps);
  return app;
}
