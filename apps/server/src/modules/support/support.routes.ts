import { supportEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { type IncomingFile, readTicketUpload, registerTicketUploads, sendAttachment } from './attachments.ts';
import { supportErrors } from './support.errors.ts';
import {
  addComment,
  changeTicketStatus,
  createTicket,
  findTicketFile,
  getTicket,
  listTickets,
} from './support.service.ts';
import { listChoices, listFaq } from './support-lists.service.ts';

// The files of a form, kept aside while its text fields go through the endpoint's schema as the body.
const uploadedFiles = new WeakMap<FastifyRequest, IncomingFile[]>();
const filesOf = (request: FastifyRequest) => uploadedFiles.get(request) ?? [];

/**
 * A multipart body is no JSON for fastify to validate: the form is read before validation, its text fields become
 * the body the endpoint's schema checks (each field named in a 400), its files wait for the handler.
 */
async function readForm(request: FastifyRequest, { required }: { required: boolean }) {
  if (!required && !request.isMultipart()) {
    request.body ??= {};
    return;
  }
  const { fields, files } = await readTicketUpload(request);
  uploadedFiles.set(request, files);
  request.body = fields;
}

/** Spec §7 Tickets, FAQ and FileStore: the organisation side of support (issue 15). */
export const supportRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, blobs, config }) => {
  const deps = { db, clock, blobs, config };
  await registerTicketUploads(app);

  registerEndpoint(
    app,
    endpoints.create,
    async (request) => {
      const { attachmentFiles: _files, ...fields } = request.body;
      return ok(await createTicket({ deps, auth: requireAuth(request), fields, files: filesOf(request) }));
    },
    { preValidation: async (request: FastifyRequest) => readForm(request, { required: true }) },
  );

  registerEndpoint(app, endpoints.list, async (request) => {
    const { MaxResultCount: take, SkipCount: skip, Status: status, Search: search } = request.query;
    return ok(await listTickets({ deps, auth: requireAuth(request), query: { take, skip, status, search } }));
  });

  registerEndpoint(app, endpoints.byId, async (request) =>
    ok(await getTicket({ deps, auth: requireAuth(request), ticketId: request.query.id })),
  );

  for (const [endpoint, change] of [
    [endpoints.solve, 'solve'],
    [endpoints.reopen, 'reopen'],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) =>
      ok(await changeTicketStatus({ deps, auth: requireAuth(request), ticketId: request.query.ticketId, change })),
    );
  }

  registerEndpoint(
    app,
    endpoints.addComment,
    async (request) => {
      // The form's field wins over the query's (§7 sends it in the query).
      const comment = request.body?.comment ?? request.query.comment;
      if (!comment) throw supportErrors.commentRequired();
      const ticketId = request.query.ticketId;
      return ok(await addComment({ deps, auth: requireAuth(request), ticketId, comment, files: filesOf(request) }));
    },
    { preValidation: async (request: FastifyRequest) => readForm(request, { required: false }) },
  );

  registerEndpoint(app, endpoints.ticketTypes, async () => ok(await listChoices({ db, list: 'ticketTypes' })));

  registerEndpoint(app, endpoints.operatingSystems, async () =>
    ok(await listChoices({ db, list: 'operatingSystems' })),
  );

  registerEndpoint(app, endpoints.faq, async () => ok(await listFaq({ db })));

  registerEndpoint(app, endpoints.download, async (request, reply) => {
    const file = await findTicketFile({ deps, auth: requireAuth(request), fileId: request.query.fileId });
    return sendAttachment(reply, { blobs, file });
  });
};
