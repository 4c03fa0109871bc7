import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { statement } from '../../db/statement-cache.ts';
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

const tooDeep = (levels: number) =>
  new ApiError(
    1001,
    'ArgsError',
    `departments nest at most ${MAX_DEPARTMENT_DEPTH} levels deep; this would make level ${levels}`,
  );

/** Writes to the directory; every check that can fail runs before the first write, so nothing is left half-done. */
export class DepartmentStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  exists(departmentID: string): boolean {
    return statement(this.db, 'SELECT 1 FROM departments WHERE department_id = ?').get(departmentID) !== undefined;
  }

  private parentOf(departmentID: string): string | undefined {
    return statement(this.db, 'SELECT parent_department_id FROM departments WHERE department_id = ?')
      .pluck()
      .get(departmentID) as string | undefined;
  }

  private nameOf(departmentID: string): string {
    return statement(this.db, 'SELECT name FROM departments WHERE department_id = ?')
      .pluck()
      .get(departmentID) as string;
  }

  private requireParent(parentDepartmentID: string) {
    if (parentDepartmentID && !this.exists(parentDepartmentID)) throw notFound(`parent ${parentDepartmentID}`);
  }

  /** The level a department is at (1 at the top, 0 for ''), counted no further than one past the limit. */
  private levelOf(departmentID: string): number {
    let level = 0;
    for (let id: string | undefined = departmentID; id && level <= MAX_DEPARTMENT_DEPTH; id = this.parentOf(id))
      level += 1;
    return level;
  }

  /** How many levels lie below a department (0 for one without sub-departments), counted no further than the limit. */
  private levelsBelow(departmentID: string): number {
    return statement(
      this.db,
      `WITH RECURSIVE below(id, depth) AS (
         SELECT ?, 0
         UNION ALL
         SELECT d.department_id, below.depth + 1 FROM departments d JOIN below ON d.parent_department_id = below.id
         WHERE below.depth < ?
       ) SELECT MAX(depth) FROM below`,
    )
      .pluck()
      .get(departmentID, MAX_DEPARTMENT_DEPTH) as number;
  }

  /** The child of the parent with this name, if there is one: names are unique among siblings. */
  childNamed(parentDepartmentID: string, name: string): string | undefined {
    return statement(this.db, 'SELECT department_id FROM departments WHERE parent_department_id = ? AND name = ?')
      .pluck()
      .get(parentDepartmentID, name) as string | undefined;
  }

  add(input: DepartmentInput, departmentID: string = randomUUID()): string {
    this.requireParent(input.parentDepartmentID);
    const level = this.levelOf(input.parentDepartmentID) + 1;
    if (level > MAX_DEPARTMENT_DEPTH) throw tooDeep(level);
    if (this.exists(departmentID)) throw new ApiError(1003, 'DuplicateKeyError', departmentID);
    if (this.childNamed(input.parentDepartmentID, input.name))
      throw new ApiError(1003, 'DuplicateKeyError', `a department named ${input.name} is already there`);
    statement(
      this.db,
      'INSERT INTO departments (department_id, parent_department_id, name, face_url, "order", create_time) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(departmentID, input.parentDepartmentID, input.name, input.faceURL, input.order, this.now());
    return departmentID;
  }

  update(departmentID: string, changes: Partial<DepartmentInput>): void {
    if (!this.exists(departmentID)) throw notFound(departmentID);
    if (changes.parentDepartmentID !== undefined) {
      this.requireParent(changes.parentDepartmentID);
      // A department may not move under itself or one of its own sub-departments: the tree would become a loop.
      for (let id: string | undefined = changes.parentDepartmentID; id; id = this.parentOf(id))
        if (id === departmentID) throw new ApiError(1001, 'ArgsError', 'a department cannot move under itself');
      const deepest = this.levelOf(changes.parentDepartmentID) + 1 + this.levelsBelow(departmentID);
      if (deepest > MAX_DEPARTMENT_DEPTH) throw tooDeep(deepest);
    }
    if (changes.name !== undefined || changes.parentDepartmentID !== undefined) {
      // Names stay unique among siblings, as add keeps them: the importer finds a department by its path of names.
      const parent = changes.parentDepartmentID ?? this.parentOf(departmentID) ?? '';
      const name = changes.name ?? this.nameOf(departmentID);
      const namesake = this.childNamed(parent, name);
      if (namesake && namesake !== departmentID)
        throw new ApiError(1003, 'DuplicateKeyError', `a department named ${name} is already there`);
    }
    const columns: Array<[string, unknown]> = [
      ['name', changes.name],
      ['parent_department_id', changes.parentDepartmentID],
      ['face_url', changes.faceURL],
      ['"order"', changes.order],
    ].filter(([, value]) => value !== undefined) as Array<[string, unknown]>;
    if (columns.length === 0) return;
    statement(
      this.db,
      `UPDATE departments SET ${columns.map(([column]) => `${column} = ?`).join(', ')} WHERE department_id = ?`,
    ).run(...columns.map(([, value]) => value), departmentID);
  }

  /** Deletes the departments with everything under them; their members' memberships go with them (cascade). */
  delete(departmentIDs: readonly string[]): void {
    for (const id of departmentIDs) if (!this.exists(id)) throw notFound(id);
    this.db.transaction(() => {
      const doomed = statement(
        this.db,
        `WITH RECURSIVE tree(id) AS (SELECT value FROM json_each(?) UNION SELECT d.department_id FROM departments d JOIN tree ON d.parent_department_id = tree.id) SELECT id FROM tree`,
      )
        .pluck()
        .all(JSON.stringify(departmentIDs)) as string[];
      statement(this.db, 'DELETE FROM departments WHERE department_id IN (SELECT value FROM json_each(?))').run(
        JSON.stringify(doomed),
      );
    })();
  }

  /** Orders the given siblings as listed. */
  sort(departmentIDs: readonly string[]): void {
    for (const id of departmentIDs) if (!this.exists(id)) throw notFound(id);
    this.db.transaction(() => {
      departmentIDs.forEach((id, order) =>
        statement(this.db, 'UPDATE departments SET "order" = ? WHERE department_id = ?').run(order, id),
      );
    })();
  }

  isMember(userID: string, departmentID: string): boolean {
    return (
      statement(this.db, 'SELECT 1 FROM department_members WHERE user_id = ? AND department_id = ?').get(
        userID,
        departmentID,
      ) !== undefined
    );
  }

  addMember(member: MemberInput): void {
    if (!this.exists(member.departmentID)) throw notFound(member.departmentID);
    if (this.isMember(member.userID, member.departmentID))
      throw new ApiError(1003, 'DuplicateKeyError', `${member.userID} is already in ${member.departmentID}`);
    statement(
      this.db,
      'INSERT INTO department_members (user_id, department_id, position, station, "order", entry_time, termination_time, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      member.userID,
      member.departmentID,
      member.position,
      member.station,
      member.order,
      member.entryTime,
      member.terminationTime,
      this.now(),
    );
  }

  updateMember(userID: string, departmentID: string, changes: Partial<Omit<MemberInput, 'userID' | 'departmentID'>>) {
    if (!this.isMember(userID, departmentID)) throw notFound(`${userID} in ${departmentID}`);
    const columns = (
      [
        ['position', changes.position],
        ['station', changes.station],
        ['"order"', changes.order],
        ['entry_time', changes.entryTime],
        ['termination_time', changes.terminationTime],
      ] as Array<[string, unknown]>
    ).filter(([, value]) => value !== undefined);
    if (columns.length === 0) return;
    statement(
      this.db,
      `UPDATE department_members SET ${columns.map(([column]) => `${column} = ?`).join(', ')} WHERE user_id = ? AND department_id = ?`,
    ).run(...columns.map(([, value]) => value), userID, departmentID);
  }

  moveMember(userID: string, fromDepartmentID: string, toDepartmentID: string): void {
    if (!this.isMember(userID, fromDepartmentID)) throw notFound(`${userID} in ${fromDepartmentID}`);
    if (!this.exists(toDepartmentID)) throw notFound(toDepartmentID);
    if (this.isMember(userID, toDepartmentID))
      throw new ApiError(1003, 'DuplicateKeyError', `${userID} is already in ${toDepartmentID}`);
    statement(this.db, 'UPDATE department_members SET department_id = ? WHERE user_id = ? AND department_id = ?').run(
      toDepartmentID,
      userID,
      fromDepartmentID,
    );
  }

  deleteMember(userID: string, departmentID: string): void {
    if (!this.isMember(userID, departmentID)) throw notFound(`${userID} in ${departmentID}`);
    statement(this.db, 'DELETE FROM department_members WHERE user_id = ? AND department_id = ?').run(
      userID,
      departmentID,
    );
  }
}
