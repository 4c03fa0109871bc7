import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { textParam } from '../../routing/search-schemas';
import { PreviewLocationScreen } from '../../features/chat/PreviewLocationScreen';

/** A coordinate: digits with a fraction (numbers arrive as strings, see search-params.ts); garbled is undefined. */
const coordinateParam = z.catch(z.optional(z.coerce.number().check(z.refine(Number.isFinite))), undefined);

export const Route = createFileRoute('/_authed/previewLocation')({
  // The place itself rather than a message ID: the preview needs no lookup and survives a reload.
  validateSearch: z.object({ name: textParam, addr: textParam, latitude: coordinateParam, longitude: coordinateParam }),
  component: function PreviewLocationRoute() {
    return <PreviewLocationScreen {...Route.useSearch()} />;
  },
});
