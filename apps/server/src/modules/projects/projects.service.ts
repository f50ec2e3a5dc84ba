import type {
  ProjectListItem,
  ProjectOption,
  ProjectPagedList,
  ProjectSorting,
  ProjectStatus,
  ProjectStatusFilter,
} from '@worktrail/contract';
import { datesInOrder, projectDefaults, trackableProjectStatuses } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { withUniqueName } from '../../db/unique-name.ts';
import type { AuthContext } from '../../http/access.ts';
import { concurrencyError } from '../../http/errors.ts';
import { dataScope, existingMemberIds, scopeCovers } from '../access/data-scope.ts';
import { listMemberProjectRows, listProjectOptionRows } from './project-options.repository.ts';
import { listProjectRelations } from './project-relations.repository.ts';
import {
  projectCustomerNotFound,
  projectDatesOutOfOrder,
  projectHasActivities,
  projectIdRequired,
  projectMemberNotFound,
  projectMembersNotFound,
  projectNameTaken,
  projectNotFound,
} from './projects.errors.ts';
import { presentPagedList, presentProjectOption, presentProjects, presentStatusCounts } from './projects.presenter.ts';
import {
  addProjectMembers,
  countProjectsByStatus,
  customerExists,
  deleteProject,
  findProjectRow,
  insertProjects,
  listProjectMemberIds,
  listProjectRows,
  lockProject,
  type ProjectChanges,
  type ProjectRow,
  projectHasTimeEntries,
  projectNames,
  removeProjectMembers,
  updateProject,
} from './projects.repository.ts';

export type ProjectsDeps = { db: Db; clock: Clock };
type Call = { deps: ProjectsDeps; auth: AuthContext };
type InTx = { tx: Tx; auth: AuthContext; now: Date };

/**
 * List items for these rows, with members inside the caller's scope, teams, open tasks and the scope's tracked time
 * read in one statement.
 */
async function presentWithRelations({ tx, auth, now, rows }: InTx & { rows: ProjectRow[] }) {
  const relations = await listProjectRelations({ tx, auth, projectIds: rows.map((row) => row.id), now });
  return presentProjects({ rows, relations });
}

/** One project as the list shows it; another organisation's or an unknown id is not found. */
async function presentOne({ tx, auth, now, projectId }: InTx & { projectId: string }): Promise<ProjectListItem> {
  const row = await findProjectRow({ tx, tenantId: auth.tenantId, projectId });
  if (!row) throw projectNotFound();
  const [item] = await presentWithRelations({ tx, auth, now, rows: [row] });
  if (!item) throw new Error(`project ${projectId} could not be presented`);
  return item;
}

async function requireCustomer({ tx, tenantId, customerId }: { tx: Tx; tenantId: string; customerId: string }) {
  if (!(await customerExists({ tx, tenantId, customerId }))) throw projectCustomerNotFound();
}

/** Locks the project and checks the stamp the caller read: unknown → 404, stale → 409. */
async function lockFresh({
  tx,
  tenantId,
  projectId,
  stamp,
}: {
  tx: Tx;
  tenantId: string;
  projectId: string;
  stamp: string;
}) {
  const locked = await lockProject({ tx, tenantId, projectId });
  if (!locked) throw projectNotFound();
  if (locked.concurrencyStamp !== stamp) throw concurrencyError();
  return locked;
}

/**
 * One page of the organisation's projects with the count of every status tab (exact, from SQL): three statements,
 * whoever asks (issue 19).
 */
export function listProjects({
  deps: { db, clock },
  auth,
  query,
}: Call & {
  query: {
    offset: number;
    size: number;
    status: ProjectStatusFilter;
    search?: string;
    customerId?: string;
    sorting: ProjectSorting;
  };
}): Promise<ProjectPagedList> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) => {
    const filter = { search: query.search?.trim() || undefined, customerId: query.customerId };
    const statusCounts = presentStatusCounts(await countProjectsByStatus({ tx, tenantId, ...filter }));
    const rows = await listProjectRows({
      tx,
      tenantId,
      ...filter,
      status: query.status === 'all' ? undefined : query.status,
      sorting: query.sorting,
      limit: query.size,
      offset: query.offset,
    });
    const items = await presentWithRelations({ tx, auth, now: clock.now(), rows });
    return presentPagedList({ items, statusCounts, totalCount: statusCounts[query.status] });
  });
}

type CreateInput = {
  ProjectName: string;
  Description?: string | null;
  Note?: string | null;
  CustomerId: string;
  StartDate?: string | null;
  EndDate?: string | null;
  MaxWorkingHours?: number | null;
  Status?: ProjectStatus | null;
  ColorCode?: string | null;
};

/** Creates a project of a customer of the organisation: active unless told otherwise, §9 colour and hours. */
export function createProject({ deps: { db, clock }, auth, request }: Call & { request: CreateInput }) {
  const { tenantId } = auth;
  return withUniqueName({
    names: projectNames,
    taken: () => projectNameTaken('body.ProjectName'),
    work: (requireFreeName) =>
      inTenant({ db, tenantId }, async (tx) => {
        await requireCustomer({ tx, tenantId, customerId: request.CustomerId });
        await requireFreeName({ tx, tenantId, name: request.ProjectName });
        const [created] = await insertProjects({
          tx,
          tenantId,
          projects: [
            {
              customerId: request.CustomerId,
              name: request.ProjectName,
              description: request.Description ?? '',
              note: request.Note ?? '',
              status: request.Status ?? 'active',
              colorCode: request.ColorCode || projectDefaults.colorCode,
              maxWorkingHours: request.MaxWorkingHours ?? projectDefaults.maxWorkingHours,
              startDate: request.StartDate ?? null,
              endDate: request.EndDate ?? null,
              createdAt: clock.now(),
            },
          ],
        });
        if (!created) throw new Error('the project was not inserted');
        return presentOne({ tx, auth, now: clock.now(), projectId: created.id });
      }),
  });
}

type UpdateInput = {
  projectName: string;
  customerId: string;
  startDate?: string | null;
  endDate?: string | null;
  description?: string | null;
  note?: string | null;
  maxWorkingHours?: number | null;
  status?: ProjectStatus | null;
  colorCode?: string | null;
  concurrencyStamp: string;
};

/** The changes an update asks for; a field left out keeps its value, a cleared date becomes null. */
function changesOf(request: UpdateInput): ProjectChanges {
  const changes: ProjectChanges = { name: request.projectName, customerId: request.customerId };
  if (request.startDate !== undefined) changes.startDate = request.startDate;
  if (request.endDate !== undefined) changes.endDate = request.endDate;
  if (request.description != null) changes.description = request.description;
  if (request.note != null) changes.note = request.note;
  if (request.maxWorkingHours != null) changes.maxWorkingHours = String(request.maxWorkingHours);
  if (request.status) changes.status = request.status;
  if (request.colorCode) changes.colorCode = request.colorCode;
  return changes;
}

/** Changes a project the caller read at `concurrencyStamp`; a stale stamp is a 409 and changes nothing. */
export function updateProjectDetails({
  deps: { db, clock },
  auth,
  projectId,
  request,
}: Call & { projectId: string; request: UpdateInput }) {
  const { tenantId } = auth;
  return withUniqueName({
    names: projectNames,
    taken: () => projectNameTaken('body.projectName'),
    work: (requireFreeName) =>
      inTenant({ db, tenantId }, async (tx) => {
        await lockFresh({ tx, tenantId, projectId, stamp: request.concurrencyStamp });
        const current = await findProjectRow({ tx, tenantId, projectId });
        if (!current) throw projectNotFound();
        const changes = changesOf(request);
        const dates = {
          startDate: changes.startDate === undefined ? current.startDate : changes.startDate,
          endDate: changes.endDate === undefined ? current.endDate : changes.endDate,
        };
        if (!datesInOrder(dates)) throw projectDatesOutOfOrder('body.endDate');
        if (request.customerId !== current.customerId)
          await requireCustomer({ tx, tenantId, customerId: request.customerId });
        await requireFreeName({ tx, tenantId, name: request.projectName, exceptId: projectId });
        await updateProject({ tx, tenantId, projectId, changes, now: clock.now() });
        return presentOne({ tx, auth, now: clock.now(), projectId });
      }),
  });
}

/** Archives a project the caller read at `concurrencyStamp` (§4, after the web's warning confirmation). */
export function archiveProject({
  deps: { db, clock },
  auth,
  projectId,
  concurrencyStamp,
}: Call & { projectId: string; concurrencyStamp: string }) {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const locked = await lockFresh({ tx, tenantId, projectId, stamp: concurrencyStamp });
    if (locked.status !== 'archived')
      await updateProject({ tx, tenantId, projectId, changes: { status: 'archived' }, now: clock.now() });
    return presentOne({ tx, auth, now: clock.now(), projectId });
  });
}

/** Copies a project under a new name, as active, with its members (§4). A taken name can be retried. */
export function duplicateProject({
  deps: { db, clock },
  auth,
  projectId,
  name,
}: Call & { projectId: string; name: string }) {
  const { tenantId } = auth;
  return withUniqueName({
    names: projectNames,
    taken: () => projectNameTaken('body.name'),
    work: (requireFreeName) =>
      inTenant({ db, tenantId }, async (tx) => {
        const source = await findProjectRow({ tx, tenantId, projectId });
        if (!source) throw projectNotFound();
        await requireFreeName({ tx, tenantId, name });
        const [copy] = await insertProjects({
          tx,
          tenantId,
          projects: [
            {
              customerId: source.customerId,
              name,
              description: source.description,
              note: source.note,
              status: 'active',
              colorCode: source.colorCode,
              maxWorkingHours: source.maxWorkingHours,
              startDate: source.startDate,
              endDate: source.endDate,
              createdAt: clock.now(),
            },
          ],
        });
        if (!copy) throw new Error('the copy was not inserted');
        const memberIds = await listProjectMemberIds({ tx, tenantId, projectId });
        await addProjectMembers({ tx, tenantId, projectId: copy.id, memberIds });
        return presentOne({ tx, auth, now: clock.now(), projectId: copy.id });
      }),
  });
}

/** Deletes a project, refused while it has tracked time, running or finished (§4, §8). */
export function deleteProjectById({ deps: { db }, auth, projectId }: Call & { projectId: string }) {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const locked = await lockProject({ tx, tenantId, projectId });
    if (!locked) throw projectNotFound();
    if (await projectHasTimeEntries({ tx, tenantId, projectId })) throw projectHasActivities();
    await deleteProject({ tx, tenantId, projectId });
    return { id: projectId };
  });
}

/**
 * Puts members on a project or takes them off (§7). Every member must be in the organisation and the
 * caller's data scope, else nothing changes and the answer is 404.
 */
export function changeProjectMembers({
  deps: { db, clock },
  auth,
  projectId,
  memberIds,
  change,
}: Call & { projectId: string | undefined; memberIds: string[]; change: 'add' | 'remove' }) {
  if (!projectId) throw projectIdRequired();
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const project = await lockProject({ tx, tenantId, projectId });
    if (!project) throw projectNotFound();
    const wanted = [...new Set(memberIds)];
    const scope = await dataScope({ tx, auth });
    const existing = await existingMemberIds({ tx, tenantId, memberIds: wanted });
    if (!scopeCovers(scope, wanted) || wanted.some((id) => !existing.has(id))) throw projectMembersNotFound();
    if (change === 'add') await addProjectMembers({ tx, tenantId, projectId, memberIds: wanted });
    else await removeProjectMembers({ tx, tenantId, projectId, memberIds: wanted });
    return presentOne({ tx, auth, now: clock.now(), projectId });
  });
}

/** The projects a member works on (directly or through an active team); the member must be in the caller's scope. */
export function listProjectsOfMember({
  deps: { db },
  auth,
  memberId,
}: Call & { memberId: string }): Promise<ProjectOption[]> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const scope = await dataScope({ tx, auth });
    const exists = (await existingMemberIds({ tx, tenantId, memberIds: [memberId] })).has(memberId);
    if (!exists || !scopeCovers(scope, [memberId])) throw projectMemberNotFound();
    return (await listMemberProjectRows({ tx, tenantId, memberId })).map(presentProjectOption);
  });
}

/** The organisation's active projects, for pickers; with `projectId`, just that one if it is active. */
export function listActiveProjects({
  deps: { db },
  auth,
  projectId,
}: Call & { projectId?: string }): Promise<ProjectOption[]> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) =>
    (await listProjectOptionRows({ tx, tenantId, status: 'active', projectId })).map(presentProjectOption),
  );
}

/**
 * The projects the caller works on (directly or through an active team) and may record time on: active and in
 * progress (`opened`), the same states the tracker, the web timer and offline time accept.
 */
export function listMyActiveProjects({ deps: { db }, auth }: Call): Promise<ProjectOption[]> {
  const { tenantId, memberId } = auth;
  return inTenant({ db, tenantId }, async (tx) =>
    (await listMemberProjectRows({ tx, tenantId, memberId, statuses: trackableProjectStatuses })).map(
      presentProjectOption,
    ),
  );
}
