/** The route tree generator's options, shared by the build's plugin and `npm run generate`, so both write one file. */
export const routeTreeOptions = { target: 'react', autoCodeSplitting: true } as const;
