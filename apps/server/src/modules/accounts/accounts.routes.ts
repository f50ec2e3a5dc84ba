import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module-options.ts';

/** Routes of the accounts module. */
export const accountsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (_app, _options) => {};
