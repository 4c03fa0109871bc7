import { describe, expect, it } from 'vitest';
import { flattenTree, moved, subtreeIDs, type DepartmentNode } from './department-tree';

const node = (departmentID: string, subdepartments: DepartmentNode[] = []): DepartmentNode => ({
  department: { departmentID, name: departmentID.toUpperCase() },
  subdepartments,
});
const tree = [node('rd', [node('web', [node('ui')]), node('ops')]), node('sales')];

describe('directory helpers', () => {
  it('flattens the tree depth first with levels and paths', () => {
    expect(
      flattenTree(tree).map(({ department, level, path }) => [department.departmentID, level, path.join('/')]),
    ).toEqual([
      ['rd', 1, 'RD'],
      ['web', 2, 'RD/WEB'],
      ['ui', 3, 'RD/WEB/UI'],
      ['ops', 2, 'RD/OPS'],
      ['sales', 1, 'SALES'],
    ]);
  });

  it('knows the subtree a department may not move into', () => {
    expect([...subtreeIDs(tree, 'web')].sort()).toEqual(['ui', 'web']);
    expect([...subtreeIDs(tree, 'rd')].sort()).toEqual(['ops', 'rd', 'ui', 'web']);
  });

  it('moves an item one place, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
