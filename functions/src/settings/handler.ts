import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { getSettings, saveSettings } from './service.js';

export const routes: DomainRoutes<'settings'> = {
  'GET /api/users/{id}/settings': (req, rt) => getSettings(rt, req.params.id),
  'PUT /api/users/{id}/settings': (req, rt) => saveSettings(rt, req.params.id, req.body),
};

export const handler = httpHandler('settings', routes);
