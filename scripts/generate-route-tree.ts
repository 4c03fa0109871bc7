// Writes src/routeTree.gen.ts as the build's router plugin does, so the type-checks and lint can start before the build.
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeTreeOptions } from './route-tree-options.ts';

const root = process.cwd();
await new Generator({ config: getConfig(routeTreeOptions, root), root }).run();
