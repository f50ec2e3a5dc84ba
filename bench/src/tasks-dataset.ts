import { trackableProjectStatuses } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { inTenant } from '../../apps/server/src/db/transactions.ts';

/** The tasks of the grown organisation: workspaces, boards and about 20 tasks per member. */
export const tasksSize = {
  workspaces: 20,
  privateWorkspaces: 5,
  tasksPerMember: Number(process.env.BENCH_TASKS_PER_MEMBER ?? 20),
  /** The biggest board, the one a person would open: every other board holds fewer. */
  bigBoard: 500,
  /** One active member in this many is added to the busy project and puts every other task of theirs on it. */
  busyProjectEvery: 40,
};
const owner = 'owner@demo.example';
const trackable = sql`(${sql.join(
  trackableProjectStatuses.map((status) => sql`${status}`),
  sql`, `,
)})`;

type Scope = { tx: Tx; tenantId: string };

/** Workspaces `Bench workspace NN` by the owner, who manages each; the last ones private with 10–50 members. */
async function insertWorkspaces({ tx, tenantId, ownerId }: Scope & { ownerId: string }) {
  const size = tasksSize;
  await tx.execute(sql`
    INSERT INTO workspaces (tenant_id, id, name, visibility, status, created_by, concurrency_stamp, created_at, updated_at)
    SELECT ${tenantId}, gen_random_uuid(), 'Bench workspace ' || lpad(i::text, 2, '0'),
           CASE WHEN i > ${size.workspaces - size.privateWorkspaces}::int THEN 'private' ELSE 'public' END, 'active',
           ${ownerId}, gen_random_uuid(), now() - make_interval(days => 200 - i), now()
      FROM generate_series(1, ${size.workspaces}::int) AS i`);
  // Public: the owner and three editors. Private k (0-based): the owner and 10 + 10k members, one of them manager.
  await tx.execute(sql`
    WITH ws AS (SELECT id, visibility, row_number() OVER (ORDER BY name) - 1 AS i FROM workspaces
                 WHERE tenant_id = ${tenantId} AND name LIKE 'Bench workspace %'),
         am AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM members
                 WHERE tenant_id = ${tenantId} AND status = 'active' AND id <> ${ownerId}),
         places AS (
           SELECT ws.id, ws.i, s,
                  CASE WHEN ws.visibility = 'public' THEN 'edit' WHEN s = 0 THEN 'manage' WHEN s % 4 = 1 THEN 'view'
                       ELSE 'edit' END AS permission
             FROM ws CROSS JOIN LATERAL generate_series(0,
                  CASE WHEN ws.visibility = 'public' THEN 2
                       ELSE 10 + 10 * (ws.i - ${size.workspaces - size.privateWorkspaces}::int) - 1 END) AS s)
    INSERT INTO workspace_members (tenant_id, workspace_id, member_id, permission)
    SELECT ${tenantId}::uuid, id, ${ownerId}::uuid, 'manage' FROM ws
    UNION ALL
    SELECT ${tenantId}::uuid, places.id, am.id, places.permission
      FROM places JOIN am ON am.n = (places.i * 97 + places.s) % am.total AND places.s < am.total
    ON CONFLICT DO NOTHING`);
  // Three to five boards each, with To do, In progress, Review and Done (the last one done).
  await tx.execute(sql`
    WITH ws AS (SELECT id, row_number() OVER (ORDER BY name) AS i FROM workspaces
                 WHERE tenant_id = ${tenantId} AND name LIKE 'Bench workspace %')
    INSERT INTO boards (tenant_id, id, workspace_id, name, order_stamp, created_at)
    SELECT ${tenantId}, gen_random_uuid(), ws.id, 'Board ' || b, gen_random_uuid(), now() - make_interval(days => 100 - b)
      FROM ws CROSS JOIN LATERAL generate_series(1, 3 + (ws.i % 3)::int) AS b`);
  await tx.execute(sql`
    INSERT INTO task_groups (tenant_id, id, board_id, name, is_done, position)
    SELECT ${tenantId}, gen_random_uuid(), b.id, (ARRAY['To do', 'In progress', 'Review', 'Done'])[g + 1], g = 3, g
      FROM boards b JOIN workspaces w ON w.tenant_id = b.tenant_id AND w.id = b.workspace_id
      CROSS JOIN generate_series(0, 3) AS g
     WHERE b.tenant_id = ${tenantId} AND w.name LIKE 'Bench workspace %'`);
}

type BoardRow = { id: string; visibility: 'public' | 'private'; members: number };

/**
 * How many tasks each board gets: the first public board `bigBoard`, the others share the rest, a private
 * workspace's boards in proportion to its members (50 members: as much as a public board), each below `bigBoard`.
 */
function planBoards({ boards, total }: { boards: BoardRow[]; total: number }) {
  const [big, ...others] = [...boards].sort(
    (a, b) => Number(b.visibility === 'public') - Number(a.visibility === 'public'),
  );
  if (!big) return [];
  const bigCount = Math.min(tasksSize.bigBoard, Math.floor(total / 2));
  const weights = others.map((board) => (board.visibility === 'public' ? 1 : Math.min(1, board.members / 50)));
  const sum = weights.reduce((a, b) => a + b, 0);
  const rest = total - bigCount;
  const counts = weights.map((weight) => Math.min(bigCount - 1, Math.floor((rest * weight) / sum)));
  return [
    { id: big.id, count: bigCount },
    ...others.map((board, index) => ({ id: board.id, count: counts[index] ?? 0 })),
  ];
}

/**
 * The tasks of the planned boards in one statement. Assignees go round the active members (public workspaces) or
 * the workspace's active members but the owner, who manages them all (private); the project is one of the
 * assignee's trackable projects, every other task on the busy project for its members; due dates over ±60 days of
 * today; a third done; positions dense per status. Status, project, due date and priority come from a hash of the
 * task's place (`h`), so they do not line up with the round-robin of assignees.
 */
async function insertTasks({
  tx,
  tenantId,
  ownerId,
  busyProjectId,
  plan,
}: Scope & { ownerId: string; busyProjectId: string; plan: Array<{ id: string; count: number }> }) {
  const publicPool = '00000000-0000-0000-0000-000000000000';
  await tx.execute(sql`
    WITH planned AS (
      SELECT b.id AS board_id, w.id AS workspace_id, w.visibility, j, row_number() OVER (ORDER BY p.ord, j) AS n
        FROM unnest(${sql.param(plan.map((board) => board.id))}::uuid[], ${sql.param(plan.map((board) => board.count))}::int[])
             WITH ORDINALITY AS p(id, count, ord)
        JOIN boards b ON b.tenant_id = ${tenantId} AND b.id = p.id
        JOIN workspaces w ON w.tenant_id = b.tenant_id AND w.id = b.workspace_id
        CROSS JOIN LATERAL generate_series(0, p.count - 1) AS j),
    pooled AS (
      SELECT planned.*, CASE WHEN visibility = 'public' THEN ${publicPool}::uuid ELSE workspace_id END AS pool,
             row_number() OVER (PARTITION BY CASE WHEN visibility = 'public' THEN ${publicPool}::uuid ELSE workspace_id END
                                ORDER BY n) - 1 AS k,
             ('x' || substr(md5(board_id::text || ':' || j), 1, 8))::bit(32)::int & 2147483647 AS h
        FROM planned),
    pool_members AS (
      SELECT ${publicPool}::uuid AS pool, id AS member_id, row_number() OVER (ORDER BY id) - 1 AS k
        FROM members WHERE tenant_id = ${tenantId} AND status = 'active'
      UNION ALL
      SELECT wm.workspace_id, wm.member_id, row_number() OVER (PARTITION BY wm.workspace_id ORDER BY wm.member_id) - 1
        FROM workspace_members wm
        JOIN workspaces w ON w.tenant_id = wm.tenant_id AND w.id = wm.workspace_id AND w.visibility = 'private'
        JOIN members m ON m.tenant_id = wm.tenant_id AND m.id = wm.member_id AND m.status = 'active'
       WHERE wm.tenant_id = ${tenantId} AND wm.member_id <> ${ownerId}),
    pool_sizes AS (SELECT pool, count(*) AS total FROM pool_members GROUP BY pool),
    member_projects AS (
      SELECT pm.member_id, pm.project_id, row_number() OVER (PARTITION BY pm.member_id ORDER BY pm.project_id) - 1 AS k
        FROM project_members pm JOIN projects p ON p.tenant_id = pm.tenant_id AND p.id = pm.project_id
       WHERE pm.tenant_id = ${tenantId} AND p.status IN ${trackable}),
    project_counts AS (SELECT member_id, count(*) AS total FROM member_projects GROUP BY member_id),
    any_projects AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM projects
       WHERE tenant_id = ${tenantId} AND status IN ${trackable}),
    busy_members AS (
      SELECT member_id FROM project_members WHERE tenant_id = ${tenantId} AND project_id = ${busyProjectId}),
    -- Every join below is an equality on one side's own columns, so each is a hash join, not a loop over pairs.
    placed AS (
      SELECT t.*, pm.member_id AS assignee_id,
             CASE WHEN bm.member_id IS NOT NULL AND (t.h / 10890) % 2 = 0 THEN ${busyProjectId}::uuid
                  ELSE coalesce(mp.project_id, ap.id) END AS project_id,
             CASE WHEN t.h % 3 = 0 THEN 3 ELSE (t.h / 3) % 3 END AS status
        FROM pooled t
        JOIN pool_sizes ps ON ps.pool = t.pool
        JOIN pool_members pm ON pm.pool = t.pool AND pm.k = t.k % ps.total
        LEFT JOIN busy_members bm ON bm.member_id = pm.member_id
        LEFT JOIN project_counts pc ON pc.member_id = pm.member_id
        LEFT JOIN member_projects mp ON mp.member_id = pm.member_id AND mp.k = (t.h / 21780) % pc.total
        JOIN any_projects ap ON ap.k = t.h % (SELECT count(*) FROM any_projects))
    INSERT INTO tasks (tenant_id, id, board_id, group_id, position, project_id, assignee_id, name, description,
                       due_date, priority, created_by, concurrency_stamp, created_at, updated_at)
    SELECT ${tenantId}, gen_random_uuid(), p.board_id, g.id,
           row_number() OVER (PARTITION BY g.id ORDER BY p.j) - 1, p.project_id, p.assignee_id,
           'Task ' || p.n || ': ' || (ARRAY['Fix', 'Review', 'Design', 'Write', 'Test', 'Plan', 'Ship', 'Update'])[1 + p.n % 8]
             || ' ' || (ARRAY['login page', 'invoice export', 'stock chart', 'API docs', 'release notes', 'onboarding mail',
                              'search index', 'mobile layout', 'report template', 'budget sheet'])[1 + (p.n / 8) % 10],
           CASE WHEN p.n % 5 = 0 THEN 'What is needed, **in short**:' || chr(10) || chr(10) || '- one' || chr(10) || '- two'
                ELSE '' END,
           current_date + ((p.h / 90) % 121 - 60)::int,
           (ARRAY['low', 'low', 'medium', 'medium', 'medium', 'medium', 'high', 'high', 'high', 'urgent'])[1 + (p.h / 9) % 10],
           ${ownerId}, gen_random_uuid(), now() - make_interval(days => (1 + (p.h / 7) % 90)::int),
           now() - make_interval(days => (1 + (p.h / 7) % 90)::int)
      FROM placed p
      JOIN task_groups g ON g.tenant_id = ${tenantId} AND g.board_id = p.board_id AND g.position = p.status`);
  // A few comments: one to three on every seventh task, by its assignee and the owner in turn.
  await tx.execute(sql`
    WITH t AS (SELECT t.id, t.assignee_id, t.created_at, row_number() OVER (ORDER BY t.id) AS n
                 FROM tasks t JOIN boards b ON b.tenant_id = t.tenant_id AND b.id = t.board_id
                 JOIN workspaces w ON w.tenant_id = b.tenant_id AND w.id = b.workspace_id
                WHERE t.tenant_id = ${tenantId} AND w.name LIKE 'Bench workspace %')
    INSERT INTO task_comments (tenant_id, id, task_id, author_id, body, created_at)
    SELECT ${tenantId}, gen_random_uuid(), t.id, CASE WHEN c % 2 = 1 THEN t.assignee_id ELSE ${ownerId}::uuid END,
           'Comment ' || c || ' on this task.', t.created_at + make_interval(hours => c::int)
      FROM t CROSS JOIN LATERAL generate_series(1, 1 + (t.n / 7) % 3) AS c
     WHERE t.n % 7 = 0`);
}

/**
 * Generates the tasks dataset in the grown organisation, set-based: workspaces, boards and statuses, then about
 * `tasksPerMember` tasks per member over its trackable projects, one board of `bigBoard`, a busy project, comments.
 */
export async function generateTasks({ db, tenantId }: { db: Db; tenantId: string }) {
  const started = Date.now();
  const totals = await inTenant({ db, tenantId }, async (tx) => {
    const [who] = rowsOf<{ owner_id: string; members: number; busy_id: string }>(
      await tx.execute(sql`
        SELECT (SELECT m.id FROM members m JOIN users u ON u.id = m.user_id
                 WHERE m.tenant_id = ${tenantId} AND u.email = ${owner}) AS owner_id,
               (SELECT count(*)::int FROM members WHERE tenant_id = ${tenantId}) AS members,
               (SELECT id FROM projects WHERE tenant_id = ${tenantId} AND status IN ${trackable}
                 ORDER BY name <> 'Project 1', name LIMIT 1) AS busy_id`),
    );
    if (!who?.owner_id || !who.busy_id) throw new Error('tasks dataset: no owner or no trackable project');
    const ownerId = who.owner_id;
    await insertWorkspaces({ tx, tenantId, ownerId });
    await tx.execute(sql`
      WITH am AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM members
                   WHERE tenant_id = ${tenantId} AND status = 'active' AND id <> ${ownerId})
      INSERT INTO project_members (tenant_id, project_id, member_id)
      SELECT ${tenantId}, ${who.busy_id}, id FROM am WHERE n % ${tasksSize.busyProjectEvery}::int = 0
      ON CONFLICT DO NOTHING`);
    const boards = rowsOf<BoardRow>(
      await tx.execute(sql`
        SELECT b.id, w.visibility,
               (SELECT count(*)::int FROM workspace_members wm
                 WHERE wm.tenant_id = w.tenant_id AND wm.workspace_id = w.id) AS members
          FROM boards b JOIN workspaces w ON w.tenant_id = b.tenant_id AND w.id = b.workspace_id
         WHERE b.tenant_id = ${tenantId} AND w.name LIKE 'Bench workspace %'
         ORDER BY w.name, b.name`),
    );
    const plan = planBoards({ boards, total: who.members * tasksSize.tasksPerMember });
    await insertTasks({ tx, tenantId, ownerId, busyProjectId: who.busy_id, plan });
    const [counted] = rowsOf<Record<string, number>>(
      await tx.execute(sql`
        SELECT (SELECT count(*)::int FROM workspaces WHERE tenant_id = ${tenantId}) AS workspaces,
               (SELECT count(*)::int FROM boards WHERE tenant_id = ${tenantId}) AS boards,
               (SELECT count(*)::int FROM tasks WHERE tenant_id = ${tenantId}) AS tasks,
               (SELECT count(*)::int FROM task_comments WHERE tenant_id = ${tenantId}) AS comments`),
    );
    return counted;
  });
  // Vacuumed as autovacuum would have by then, so index-only scans find the pages all-visible.
  await db.execute(
    sql`VACUUM ANALYZE workspaces, workspace_members, boards, task_groups, tasks, task_comments, project_members`,
  );
  return { ...totals, ms: Date.now() - started };
}

/**
 * What the tasks block measures, found again in a kept database: the board with the most tasks, the project with
 * the most, and the active employee on that project with the most open tasks there (undefined: no tasks).
 */
export async function findTaskTargets({ db, tenantId }: { db: Db; tenantId: string }) {
  const [row] = rowsOf<{
    board_id: string;
    board_tasks: number;
    project_id: string;
    project_tasks: number;
    employee_id: string;
    employee_email: string;
    employee_open: number;
    employee_tasks: number;
    tasks: number;
  }>(
    await db.execute(sql`
      WITH board AS (SELECT board_id, count(*)::int AS n FROM tasks WHERE tenant_id = ${tenantId}
                      GROUP BY board_id ORDER BY n DESC, board_id LIMIT 1),
           project AS (SELECT project_id, count(*)::int AS n FROM tasks WHERE tenant_id = ${tenantId}
                        GROUP BY project_id ORDER BY n DESC, project_id LIMIT 1),
           employee AS (
             SELECT t.assignee_id, u.email, count(*)::int AS n
               FROM tasks t
               JOIN task_groups g ON g.tenant_id = t.tenant_id AND g.id = t.group_id AND NOT g.is_done
               JOIN members m ON m.tenant_id = t.tenant_id AND m.id = t.assignee_id AND m.status = 'active'
               JOIN roles r ON r.tenant_id = m.tenant_id AND r.id = m.role_id AND r.key = 'employee'
               JOIN users u ON u.id = m.user_id
              WHERE t.tenant_id = ${tenantId} AND t.project_id = (SELECT project_id FROM project)
                AND EXISTS (SELECT 1 FROM project_members pm WHERE pm.tenant_id = t.tenant_id
                              AND pm.project_id = t.project_id AND pm.member_id = t.assignee_id)
              GROUP BY t.assignee_id, u.email ORDER BY n DESC, u.email LIMIT 1)
      SELECT board.board_id, board.n AS board_tasks, project.project_id, project.n AS project_tasks,
             employee.assignee_id AS employee_id, employee.email AS employee_email, employee.n AS employee_open,
             (SELECT count(*)::int FROM tasks t WHERE t.tenant_id = ${tenantId}
                 AND t.assignee_id = employee.assignee_id) AS employee_tasks,
             (SELECT count(*)::int FROM tasks t WHERE t.tenant_id = ${tenantId}) AS tasks
        FROM board, project, employee`),
  );
  if (!row) return undefined;
  return {
    taskCount: row.tasks,
    boardId: row.board_id,
    boardTasks: row.board_tasks,
    projectId: row.project_id,
    projectTasks: row.project_tasks,
    employee: {
      memberId: row.employee_id,
      email: row.employee_email,
      tasks: row.employee_tasks,
      openTasksOnProject: row.employee_open,
    },
  };
}
