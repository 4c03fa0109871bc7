import * as z from 'zod';
import { sql, type RawBuilder } from 'kysely';
import type { ChatDb } from './storage/chat-schema.ts';
import { inChunks } from './storage/query-helpers.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { pagination } from '../protocol/pagination.ts';
import { MAX_DEPARTMENT_DEPTH } from './organization/department-store.ts';
import type { AccountStore, ChatUserFull } from './accounts.ts';
import {
  department as departmentShape,
  departmentMember,
  departmentTree,
  userInDepartments,
} from './organization/organization-shapes.ts';
import { page } from '../protocol/im-shapes.ts';
import { chatUserFull } from '../protocol/chat-shapes.ts';
import type { ChatCaller, ChatRouter } from './chat-router.ts';

type DepartmentNum = z.infer<typeof departmentShape>;

type DepartmentMember = z.infer<typeof departmentMember>;

/** memberNum counts everyone in the department and its sub-departments, each person once: a head count. */
const DEPARTMENT_SELECT = `SELECT d.*, (
  WITH RECURSIVE subtree(id) AS (
    SELECT d.department_id UNION SELECT c.department_id FROM departments c JOIN subtree ON c.parent_department_id = subtree.id
  )
  SELECT COUNT(DISTINCT m.user_id) FROM department_members m WHERE m.department_id IN (SELECT id FROM subtree)
) AS member_num FROM departments d`;

const toDepartment = (row: Record<string, unknown>): DepartmentNum => ({
  departmentID: row.department_id as string,
  faceURL: row.face_url as string,
  name: row.name as string,
  parentDepartmentID: row.parent_department_id as string,
  order: row.order as number,
  createTime: row.create_time as number,
  memberNum: row.member_num as number,
});

const toMember = (row: Record<string, unknown>): DepartmentMember => ({
  userID: row.user_id as string,
  departmentID: row.department_id as string,
  position: row.position as string,
  station: row.station as string,
  order: row.order as number,
  entryTime: row.entry_time as number,
  terminationTime: row.termination_time as number,
  createTime: row.create_time as number,
});

/** The organization directory (chat-service.md §2.1), read by every signed-in user. */
export function registerOrganizationRoutes(
  router: ChatRouter,
  {
    db,
    accounts,
    visibleTo,
  }: {
    db: ChatDb;
    accounts: AccountStore;
    visibleTo: (viewer: ChatCaller) => Promise<(user: ChatUserFull) => ChatUserFull>;
  },
): void {
  const departments = async (where: RawBuilder<unknown> = sql``) =>
    (
      await sql<
        Record<string, unknown>
      >`${sql.raw(DEPARTMENT_SELECT)} ${where} ORDER BY d."order", d.create_time`.execute(db)
    ).rows.map(toDepartment);
  const department = async (departmentID: string) =>
    (await departments(sql`WHERE d.department_id = ${departmentID}`))[0];

  /** Each user's memberships, each with its department. */
  const membershipsOf = async (userIDs: readonly string[]) => {
    const rows = await inChunks(userIDs, (chunk) =>
      db.selectFrom('department_members').selectAll().where('user_id', 'in', chunk).orderBy('order').execute(),
    );
    const result = new Map<string, Array<DepartmentMember & { department: DepartmentNum | undefined }>>();
    for (const row of rows) {
      const member = toMember(row);
      result.set(member.userID, [
        ...(result.get(member.userID) ?? []),
        { ...member, department: await department(member.departmentID) },
      ]);
    }
    return result;
  };

  router.post(
    '/organization/info',
    z.object({}).passthrough(),
    async () => {
      const row = await db.selectFrom('organization').selectAll().where('id', '=', 1).executeTakeFirst();
      if (!row) throw new ApiError(1004, 'RecordNotFoundError', 'no organization is set up');
      return {
        logoURL: row.logo_url,
        name: row.name,
        homepage: row.homepage,
        introduction: row.introduction,
        createTime: row.create_time,
      };
    },
    {
      response: z.object({
        logoURL: z.string(),
        name: z.string(),
        homepage: z.string(),
        introduction: z.string(),
        createTime: z.number().int(),
      }),
      errors: [1004],
    },
  );

  /**
   * Every department with its head count, in one pass: each membership is counted at its department and each of its
   * ancestors, instead of one subtree query per department (four times slower for a few thousand departments).
   */
  const allDepartments = async (): Promise<DepartmentNum[]> => {
    const rows = await db.selectFrom('departments').selectAll().orderBy('order').orderBy('create_time').execute();
    const parentOf = new Map(rows.map((row) => [row.department_id, row.parent_department_id]));
    const people = new Map<string, Set<string>>();
    const memberships = await db.selectFrom('department_members').select(['user_id', 'department_id']).execute();
    for (const { user_id: userID, department_id: departmentID } of memberships) {
      // Bounded by the number of departments, so even a loop written straight into the database ends.
      let id: string | undefined = departmentID;
      for (let steps = 0; id && steps <= rows.length; steps++, id = parentOf.get(id)) {
        const heads = people.get(id);
        if (heads) heads.add(userID);
        else people.set(id, new Set([userID]));
      }
    }
    return rows.map((row) => toDepartment({ ...row, member_num: people.get(row.department_id)?.size ?? 0 }));
  };

  router.userOrAdmin(
    '/organization/department/all',
    z.object({}).passthrough(),
    async () => {
      const children = new Map<string, DepartmentNum[]>();
      for (const d of await allDepartments()) {
        const siblings = children.get(d.parentDepartmentID);
        if (siblings) siblings.push(d);
        else children.set(d.parentDepartmentID, [d]);
      }
      // Every writer keeps trees within the limit; a deeper one written before it existed is cut there, not fatal.
      const tree = (
        parentID: string,
        level: number,
      ): Array<{ department: DepartmentNum; subdepartments: unknown[] }> =>
        level > MAX_DEPARTMENT_DEPTH
          ? []
          : (children.get(parentID) ?? []).map((d) => ({
              department: d,
              subdepartments: tree(d.departmentID, level + 1),
            }));
      return { departments: tree('', 1) };
    },
    { response: z.object({ departments: departmentTree }) },
  );

  router.post(
    '/organization/department/find',
    z.object({ departmentIDs: z.array(z.string()).max(1000) }),
    async ({ body }) => ({
      departments:
        body.departmentIDs.length === 0
          ? []
          : await departments(sql`WHERE d.department_id IN (${sql.join([...new Set(body.departmentIDs)])})`),
    }),
    { response: z.object({ departments: z.array(departmentShape) }) },
  );

  router.userOrAdmin(
    '/organization/department/child',
    z.object({ departmentID: z.string().default('') }),
    async ({ body, caller }) => {
      const shown = await visibleTo(caller);
      const current = body.departmentID ? await department(body.departmentID) : undefined;
      if (body.departmentID && !current) throw new ApiError(1004, 'RecordNotFoundError', body.departmentID);
      const parents: DepartmentNum[] = [];
      for (
        let parent = current && (await department(current.parentDepartmentID));
        parent;
        parent = await department(parent.parentDepartmentID)
      ) {
        parents.unshift(parent);
      }
      const memberRows = await db
        .selectFrom('department_members')
        .selectAll()
        .where('department_id', '=', body.departmentID)
        .orderBy('order')
        .orderBy('create_time')
        .execute();
      const members = memberRows.map(toMember);
      const users = new Map(
        (await accounts.find(members.map((m) => m.userID))).map((user) => [user.userID, shown(user)]),
      );
      return {
        departments: await departments(sql`WHERE d.parent_department_id = ${body.departmentID}`),
        members: members.flatMap((member) => {
          const user = users.get(member.userID);
          return user
            ? [{ member, user, disabled: member.terminationTime > 0 && member.terminationTime < Date.now() }]
            : [];
        }),
        parents,
        current: current ?? {
          departmentID: '',
          faceURL: '',
          name: '',
          parentDepartmentID: '',
          order: 0,
          createTime: 0,
          memberNum: 0,
        },
      };
    },
    {
      response: z.object({
        departments: z.array(departmentShape),
        members: z.array(z.object({ member: departmentMember, user: chatUserFull, disabled: z.boolean() })),
        parents: z.array(departmentShape).describe('From the top down to the parent of current'),
        current: departmentShape.describe('All empty at the top'),
      }),
      errors: [1004],
    },
  );

  router.post(
    '/organization/user/department',
    z.object({ userIDs: z.array(z.string()).max(1000) }),
    async ({ body, caller }) => {
      const shown = await visibleTo(caller);
      const memberships = await membershipsOf(body.userIDs);
      return {
        users: (await accounts.find(body.userIDs)).map((user) => ({
          user: shown(user),
          members: memberships.get(user.userID) ?? [],
        })),
      };
    },
    { response: z.object({ users: z.array(userInDepartments) }) },
  );

  router.post(
    '/user/search/organization/full',
    z.object({
      keyword: z.string().max(128).default(''),
      pagination,
    }),
    async ({ body, caller }) => {
      const shown = await visibleTo(caller);
      const { total, users } = await accounts.search(
        body.keyword,
        (body.pagination.pageNumber - 1) * body.pagination.showNumber,
        body.pagination.showNumber,
        'organization',
      );
      const memberships = await membershipsOf(users.map((user) => user.userID));
      return {
        total,
        users: users.map((user) => ({ user: shown(user), members: memberships.get(user.userID) ?? [] })),
      };
    },
    { response: page('users', userInDepartments) },
  );

  // The console's people picker: every account (not only the directory's), each with the departments it is in.
  router.admin(
    '/organization/user/search',
    z.object({ keyword: z.string().max(128).default(''), pagination }),
    async ({ body }) => {
      const { total, users } = await accounts.search(
        body.keyword,
        (body.pagination.pageNumber - 1) * body.pagination.showNumber,
        body.pagination.showNumber,
      );
      const memberships = await membershipsOf(users.map((user) => user.userID));
      return { total, users: users.map((user) => ({ user, members: memberships.get(user.userID) ?? [] })) };
    },
    { response: page('users', userInDepartments) },
  );
}
