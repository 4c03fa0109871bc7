import type { Department } from '../../../state/chat-entities';

/** One node of /organization/department/all. */
export interface DepartmentNode {
  department: Department;
  subdepartments?: DepartmentNode[];
}

/** Every department of the tree, depth first, with its level (1 at the top) and the path of names to it. */
export function flattenTree(
  nodes: readonly DepartmentNode[],
  level = 1,
  path: readonly string[] = [],
): Array<{ department: Department; level: number; path: string[]; siblings: Department[] }> {
  const siblings = nodes.map((node) => node.department);
  return nodes.flatMap((node) => {
    const own = [...path, node.department.name ?? ''];
    return [
      { department: node.department, level, path: own, siblings },
      ...flattenTree(node.subdepartments ?? [], level + 1, own),
    ];
  });
}

/** The department and everything under it: where it may not move to. */
export function subtreeIDs(nodes: readonly DepartmentNode[], departmentID: string): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly DepartmentNode[], inside: boolean) => {
    for (const node of list) {
      const here = inside || node.department.departmentID === departmentID;
      if (here) ids.add(node.department.departmentID);
      walk(node.subdepartments ?? [], here);
    }
  };
  walk(nodes, false);
  return ids;
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
