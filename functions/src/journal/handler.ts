import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { createManualEntry, getStats, listEntries } from './service.js';

export const routes: DomainRoutes<'journal'> = {
  'GET /api/users/{id}/stats': (req, rt) => getStats(rt, req.params.id),
  'GET /api/users/{id}/journal-entries': async (req, rt) => {
    const { entries, cursor } = await listEntries(rt, req.params.id, req.query);
    return new Reply(200, entries, cursor ? { 'x-next-cursor': cursor } : {});
  },
  'POST /api/users/{id}/journal-entries': (req, rt) => createManualEntry(rt, req.params.id, req.body),
};

export const handler = httpHandler('journal', routes);
