import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ChatDb } from '../storage/chat-schema.ts';
import { inChunks } from '../storage/query-helpers.ts';
import { ApiError } from '../../protocol/api-envelope.ts';

export interface DepartmentInput {
  name: string;
  parentDepartmentID: string;
  faceURL: string;
  order: number;
}

export interface MemberInput {
  userID: string;
  departmentID: string;
  position: string;
  station: string;
  order: number;
  entryTime: number;
  terminationTime: number;
}

const notFound = (what: string) => new ApiError(1004, 'RecordNotFoundError', what);

/** How deep departments may nest (a top-level department is level 1): deeper trees are refused, by every writer. */
export const MAX_DEPARTMENT_DEPTH = 20;
/**
 * Departments one organization may hold: every user's directory (`department/all`) carries the whole tree, so its
 * size is bounded by this (a few MiB at most).
 */
export const MAX_DEPARTMENTS = 10_000;

const tooDeep = (levels: number) =>
  new ApiError(
    1001,
    'ArgsError',
    `departments nest at most ${MAX_DEPARTMENT_DEPTH} levels deep; this would make level ${levels}`,
  );

/**
 * Writes to the directory; every check that can fail runs before the first write, so nothing is left half-done.
 * Given a transaction (org-import.ts), every read and write is part of it.
 */
export class DepartmentStore {
  constructor(
    private readonly db: ChatDb,
    private readonly now: () => number = Date.now,
  ) {}

  async exists(departmentID: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('departments')
      .select('department_id')
      .where('department_id', '=', departmentID)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async parentOf(departmentID: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('departments')
      .select('parent_department_id')
      .where('department_id', '=', departmentID)
      .executeTakeFirst();
    return row?.parent_department_id;
  }

  private async nameOf(departmentID: string): Promise<string> {
    const row = await this.db
      .selectFrom('departments')
      .select('name')
      .where('department_id', '=', departmentID)
      .executeTakeFirstOrThrow();
    return row.name;
  }

  private async requireParent(parentDepartmentID: string) {
    if (parentDepartmentID && !(await this.exists(parentDepartmentID))) throw notFound(`parent ${parentDepartmentID}`);
  }

  /** The level a department is at (1 at the top, 0 for ''), counted no further than one past the limit. */
  private async levelOf(departmentID: string): Promise<number> {
    let level = 0;
    for (let id: string | undefined = departmentID; id && level <= MAX_DEPARTMENT_DEPTH; id = await this.parentOf(id))
      level += 1;
    return level;
  }

  /** How many levels lie below a department (0 for one without sub-departments), counted no further than the limit. */
  private async levelsBelow(departmentID: string): Promise<number> {
    const { rows } = await sql<{ deepest: number }>`WITH RECURSIVE below(id, depth) AS (
         SELECT CAST(${departmentID} AS TEXT), 0
         UNION ALL
         SELECT d.department_id, below.depth + 1 FROM departments d JOIN below ON d.parent_department_id = below.id
         WHERE below.depth < ${MAX_DEPARTMENT_DEPTH}
       ) SELECT MAX(depth) AS deepest FROM below`.execute(this.db);
    return Number(rows[0]?.deepest ?? 0);
  }

  /** The child of the parent with this name, if there is one: names are unique among siblings. */
  async childNamed(parentDepartmentID: string, name: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('departments')
      .select('department_id')
      .where('parent_department_id', '=', parentDepartmentID)
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.department_id;
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('departments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async add(input: DepartmentInput, departmentID: string = randomUUID()): Promise<string> {
    await this.requireParent(input.parentDepartmentID);
    if ((await this.count()) >= MAX_DEPARTMENTS)
      throw new ApiError(
        1001,
        'ArgsError',
        `the organization has ${MAX_DEPARTMENTS} departments, the most it may hold`,
      );
    const level = (await this.levelOf(input.parentDepartmentID)) + 1;
    if (level > MAX_DEPARTMENT_DEPTH) throw tooDeep(level);
    if (await this.exists(departmentID)) throw new ApiError(1003, 'DuplicateKeyError', departmentID);
    if (await this.childNamed(input.parentDepartmentID, input.name))
      throw new ApiError(1003, 'DuplicateKeyError', `a department named ${input.name} is already there`);
    await this.db
      .insertInto('departments')
      .values({
        department_id: departmentID,
        parent_department_id: input.parentDepartmentID,
        name: input.name,
        face_url: input.faceURL,
        order: input.order,
        create_time: this.now(),
      })
      .execute();
    return departmentID;
  }

  async update(departmentID: string, changes: Partial<DepartmentInput>): Promise<void> {
    if (!(await this.exists(departmentID))) throw notFound(departmentID);
    if (changes.parentDepartmentID !== undefined) {
      await this.requireParent(changes.parentDepartmentID);
      // A department may not move under itself or one of its own sub-departments: the tree would become a loop.
      for (let id: string | undefined = changes.parentDepartmentID; id; id = await this.parentOf(id))
        if (id === departmentID) throw new ApiError(1001, 'ArgsError', 'a department cannot move under itself');
      const deepest = (await this.levelOf(changes.parentDepartmentID)) + 1 + (await this.levelsBelow(departmentID));
      if (deepest > MAX_DEPARTMENT_DEPTH) throw tooDeep(deepest);
    }
    if (changes.name !== undefined || changes.parentDepartmentID !== undefined) {
      // Names stay unique among siblings, as add keeps them: the importer finds a department by its path of names.
      const parent = changes.parentDepartmentID ?? (await this.parentOf(departmentID)) ?? '';
      const name = changes.name ?? (await this.nameOf(departmentID));
      const namesake = await this.childNamed(parent, name);
      if (namesake && namesake !== departmentID)
        throw new ApiError(1003, 'DuplicateKeyError', `a department named ${name} is already there`);
    }
    const set = definedOnly({
      name: changes.name,
      parent_department_id: changes.parentDepartmentID,
      face_url: changes.faceURL,
      order: changes.order,
    });
    if (Object.keys(set).length === 0) return;
    await this.db.updateTable('departments').set(set).where('department_id', '=', departmentID).execute();
  }

  /** Deletes the departments with everything under them; their members' memberships go with them (cascade). */
  async delete(departmentIDs: readonly string[]): Promise<void> {
    for (const id of departmentIDs) if (!(await this.exists(id))) throw notFound(id);
    if (departmentIDs.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`WITH RECURSIVE tree(id) AS (
          SELECT department_id FROM departments WHERE department_id IN (${sql.join([...departmentIDs])})
          UNION SELECT d.department_id FROM departments d JOIN tree ON d.parent_department_id = tree.id
        ) SELECT id FROM tree`.execute(trx);
      await inChunks(
        rows.map((row) => row.id),
        async (chunk) => {
          await trx.deleteFrom('departments').where('department_id', 'in', chunk).execute();
          return [];
        },
      );
    });
  }

  /** Orders the given siblings as listed. */
  async sort(departmentIDs: readonly string[]): Promise<void> {
    for (const id of departmentIDs) if (!(await this.exists(id))) throw notFound(id);
    await this.db.transaction().execute(async (trx) => {
      for (const [order, id] of departmentIDs.entries())
        await trx.updateTable('departments').set({ order }).where('department_id', '=', id).execute();
    });
  }

  async isMember(userID: string, departmentID: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('department_members')
      .select('user_id')
      .where('user_id', '=', userID)
      .where('department_id', '=', departmentID)
      .executeTakeFirst();
    return row !== undefined;
  }

  async addMember(member: MemberInput): Promise<void> {
    if (!(await this.exists(member.departmentID))) throw notFound(member.departmentID);
    if (await this.isMember(member.userID, member.departmentID))
      throw new ApiError(1003, 'DuplicateKeyError', `${member.userID} is already in ${member.departmentID}`);
    await this.db
      .insertInto('department_members')
      .values({
        user_id: member.userID,
        department_id: member.departmentID,
        position: member.position,
        station: member.station,
        order: member.order,
        entry_time: member.entryTime,
        termination_time: member.terminationTime,
        create_time: this.now(),
      })
      .execute();
  }

  async updateMember(
    userID: string,
    departmentID: string,
    changes: Partial<Omit<MemberInput, 'userID' | 'departmentID'>>,
  ): Promise<void> {
    if (!(await this.isMember(userID, departmentID))) throw notFound(`${userID} in ${departmentID}`);
    const set = definedOnly({
      position: changes.position,
      station: changes.station,
      order: changes.order,
      entry_time: changes.entryTime,
      termination_time: changes.terminationTime,
    });
    if (Object.keys(set).length === 0) return;
    await this.db
      .updateTable('department_members')
      .set(set)
      .where('user_id', '=', userID)
      .where('department_id', '=', departmentID)
      .execute();
  }

  async moveMember(userID: string, fromDepartmentID: string, toDepartmentID: string): Promise<void> {
    if (!(await this.isMember(userID, fromDepartmentID))) throw notFound(`${userID} in ${fromDepartmentID}`);
    if (!(await this.exists(toDepartmentID))) throw notFound(toDepartmentID);
    if (await this.isMember(userID, toDepartmentID))
      throw new ApiError(1003, 'DuplicateKeyError', `${userID} is already in ${toDepartmentID}`);
    await this.db
      .updateTable('department_members')
      .set({ department_id: toDepartmentID })
      .where('user_id', '=', userID)
      .where('department_id', '=', fromDepartmentID)
      .execute();
  }

  async deleteMember(userID: string, departmentID: string): Promise<void> {
    if (!(await this.isMember(userID, departmentID))) throw notFound(`${userID} in ${departmentID}`);
    await this.db
      .deleteFrom('department_members')
      .where('user_id', '=', userID)
      .where('department_id', '=', departmentID)
      .execute();
  }
}

/** The fields given a value: an update changes only those. */
function definedOnly<T extends Record<string, unknown>>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
