import { hostEndpoints as endpoints, hostOperatingSystemEndpoints, hostTicketTypeEndpoints } from '@worktrail/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireHost } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { readTicketUpload, registerTicketUploads, sendAttachment } from '../support/attachments.ts';
import { listHostAudit } from './host-audit.ts';
import { createFaqItem, deleteFaqItem, listHostFaq, orderFaq, updateFaqItem } from './host-faq.service.ts';
import { createSupportEntry, listSupportEntries, updateSupportEntry } from './host-lists.service.ts';
import { addHostComment, changeHostStatus, findHostFile, hostCommentText } from './host-ticket-changes.service.ts';
import { listHostOrganizations, listHostTickets, openHostTicket } from './host-tickets.service.ts';

// The form's text fields and files are read by the handler; the schema documents them.
const multipartBody = {
  preValidation: async (request: FastifyRequest) => {
    if (request.isMultipart()) request.body = {};
  },
};

/**
 * The support console (issue 15, `/api/host/*`): every call needs the host role (checked before the body is read)
 * and runs through the console's own database role; every change, opening and download is audited.
 */
export const hostRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, blobs, config }) => {
  const deps = { db, clock, blobs, publicUrl: config.publicUrl };
  await registerTicketUploads(app);

  registerEndpoint(app, endpoints.me, async (request) => ok(requireHost(request)));

  registerEndpoint(app, endpoints.tickets, async (request) => {
    const q = request.query;
    const query = {
      page: q.PageNo,
      size: q.PageSize,
      status: q.Status,
      organizationId: q.OrganizationId,
      ticketTypeId: q.TicketTypeId,
      unreadOnly: q.UnreadOnly === 'true',
      search: q.Search || undefined,
    };
    return ok(await listHostTickets({ deps, host: requireHost(request), query }));
  });

  registerEndpoint(app, endpoints.ticket, async (request) =>
    ok(await openHostTicket({ deps, host: requireHost(request), ticketId: request.query.id })),
  );

  registerEndpoint(
    app,
    endpoints.addComment,
    async (request) => {
      const host = requireHost(request);
      const { fields, files } = await readTicketUpload(request);
      const comment = hostCommentText(request.query.comment, fields.comment);
      return ok(await addHostComment({ deps, host, ticketId: request.query.ticketId, comment, files }));
    },
    multipartBody,
  );

  registerEndpoint(app, endpoints.changeStatus, async (request) => {
    const change = { ticketId: request.query.ticketId, status: request.body.status };
    return ok(await changeHostStatus({ deps, host: requireHost(request), ...change }));
  });

  registerEndpoint(app, endpoints.download, async (request, reply) => {
    const file = await findHostFile({ deps, host: requireHost(request), fileId: request.query.fileId });
    return sendAttachment(reply, { blobs, file });
  });

  registerEndpoint(app, endpoints.organizations, async (request) =>
    ok(await listHostOrganizations({ deps, host: requireHost(request) })),
  );

  registerEndpoint(app, endpoints.faq, async (request) => ok(await listHostFaq({ deps, host: requireHost(request) })));
  registerEndpoint(app, endpoints.createFaq, async (request) =>
    ok(await createFaqItem({ deps, host: requireHost(request), content: request.body })),
  );
  registerEndpoint(app, endpoints.updateFaq, async (request) =>
    ok(await updateFaqItem({ deps, host: requireHost(request), id: request.query.id, content: request.body })),
  );
  registerEndpoint(app, endpoints.deleteFaq, async (request) =>
    ok(await deleteFaqItem({ deps, host: requireHost(request), id: request.query.id })),
  );
  registerEndpoint(app, endpoints.orderFaq, async (request) =>
    ok(await orderFaq({ deps, host: requireHost(request), ids: request.body.ids })),
  );

  for (const [list, name] of [
    [hostTicketTypeEndpoints, 'ticketTypes'],
    [hostOperatingSystemEndpoints, 'operatingSystems'],
  ] as const) {
    registerEndpoint(app, list.list, async (request) =>
      ok(await listSupportEntries({ deps, host: requireHost(request), name })),
    );
    registerEndpoint(app, list.create, async (request) =>
      ok(await createSupportEntry({ deps, host: requireHost(request), name, entry: request.body })),
    );
    registerEndpoint(app, list.update, async (request) => {
      const change = { name, id: request.query.id, entry: request.body };
      return ok(await updateSupportEntry({ deps, host: requireHost(request), ...change }));
    });
  }

  registerEndpoint(app, endpoints.audit, async (request) => {
    const { PageNo, PageSize, OrganizationId } = request.query;
    const page = { organizationId: OrganizationId, limit: PageSize, offset: (PageNo - 1) * PageSize };
    return ok(await listHostAudit({ db, host: requireHost(request), page }));
  });
};
