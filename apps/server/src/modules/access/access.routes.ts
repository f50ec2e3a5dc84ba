import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module-options.ts';

/** Routes of the access module. */
export const accessRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (_app, _options) => {};
