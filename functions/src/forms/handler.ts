import { formsRoutes } from '@steady/shared/routes/forms';
import { httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { questionnaireOf, questionnaireResponseOf } from './fhir.js';
import {
  anyFormDetail,
  assign,
  copyTemplate,
  createField,
  createForm,
  createOption,
  deleteField,
  deleteForm,
  getAssignment,
  getForm,
  getTemplate,
  listCoachAssignments,
  listCoachResponses,
  listFields,
  listForms,
  listOptions,
  listTemplates,
  listUserAssignments,
  reorderFields,
  responseForReader,
  saveProgress,
  scoreSeries,
  submitResponse,
  updateField,
  updateForm,
} from './service.js';

// The owner policies (platform/policy.ts) have checked the form, field or assignment is the caller's.
export const routes: DomainRoutes<'forms'> = {
  'GET /api/coaches/{id}/forms': (req, rt) => listForms(rt, req.params.id),
  'POST /api/coaches/{id}/forms': (req, rt) => createForm(rt, req.params.id, req.body),
  'GET /api/forms/{formId}': (req, rt) => getForm(rt, req.params.formId),
  'PUT /api/forms/{formId}': (req, rt) => updateForm(rt, req.params.formId, req.body),
  'DELETE /api/forms/{formId}': (req, rt) => deleteForm(rt, req.params.formId),
  'GET /api/forms/{formId}/fields': (req, rt) => listFields(rt, req.params.formId),
  'POST /api/forms/{formId}/fields': (req, rt) => createField(rt, req.params.formId, req.body),
  'PUT /api/forms/{formId}/fields/reorder': (req, rt) => reorderFields(rt, req.params.formId, req.body),
  'PUT /api/form-fields/{fieldId}': (req, rt) => updateField(rt, req.params.fieldId, req.body),
  'DELETE /api/form-fields/{fieldId}': (req, rt) => deleteField(rt, req.params.fieldId),
  'GET /api/form-fields/{fieldId}/options': (req, rt) => listOptions(rt, req.params.fieldId),
  'POST /api/form-fields/{fieldId}/options': (req, rt) => createOption(rt, req.params.fieldId, req.body),
  'POST /api/forms/{formId}/assignments': (req, rt) => assign(rt, req.auth.userId, req.params.formId, req.body),
  'GET /api/coaches/{id}/form-assignments': (req, rt) => listCoachAssignments(rt, req.params.id),
  'GET /api/users/{id}/form-assignments': (req, rt) => listUserAssignments(rt, req.params.id),
  'GET /api/form-assignments/{assignmentId}': (req, rt) => getAssignment(rt, req.params.assignmentId),
  'PUT /api/form-assignments/{assignmentId}/progress': (req, rt) => saveProgress(rt, req.params.assignmentId, req.body),
  'POST /api/form-assignments/{assignmentId}/responses': (req, rt) => submitResponse(rt, req.params.assignmentId, req.body),
  'GET /api/form-templates': async () => listTemplates(),
  'GET /api/form-templates/{templateId}': async (req) => getTemplate(req.params.templateId),
  'POST /api/form-templates/{templateId}/assignments': async (req, rt) => {
    getTemplate(req.params.templateId); // 404 for an unknown template
    return assign(rt, req.auth.userId, req.params.templateId, req.body);
  },
  'POST /api/form-templates/{templateId}/copy': (req, rt) => copyTemplate(rt, req.auth.userId, req.params.templateId),
  'GET /api/form-templates/{templateId}/fhir': async (req) => questionnaireOf(getTemplate(req.params.templateId)),
  'GET /api/forms/{formId}/fhir': async (req, rt) => questionnaireOf(await anyFormDetail(rt, req.params.formId)),
  // Audited inside when the reader is the coach (docs/architecture.md, "Audit of reads").
  'GET /api/form-responses/{responseId}/fhir': async (req, rt) => {
    const { response, form } = await responseForReader(rt, req.auth.userId, req.params.responseId, 'GET /api/form-responses/{responseId}/fhir');
    return questionnaireResponseOf(response, form);
  },
  'GET /api/coaches/{id}/form-responses': (req, rt) => listCoachResponses(rt, req.params.id, req.query, 'GET /api/coaches/{id}/form-responses'),
  'GET /api/coaches/{id}/clients/{clientId}/form-scores': (req, rt) =>
    scoreSeries(rt, req.params.id, req.params.clientId, 'GET /api/coaches/{id}/clients/{clientId}/form-scores'),
};

export const handler = httpHandler(formsRoutes, routes, runtimeFromEnv);
