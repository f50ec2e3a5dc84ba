import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module-options.ts';

/** Routes of the invitations module. */
export const invitationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (_app, _options) => {};
