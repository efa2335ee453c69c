import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachForm, CreateAssignmentBody, CreateFieldBody, CreateFormBody, FormDetail, UpdateFieldBody, UpdateFormBody } from '@steady/shared';
import { apiCall } from '@/lib/api-client';
import { coachFormsQueryKey } from '@/lib/query-keys';

/** Every query of the Forms tab starts with this key: one invalidation refreshes the tab. */
const formsKey = coachFormsQueryKey;
const listKey = (coachId: string) => [...formsKey(coachId), 'list'] as const;
const detailKey = (coachId: string, formId: string) => [...formsKey(coachId), 'form', formId] as const;
const assignmentsKey = (coachId: string) => [...formsKey(coachId), 'assignments'] as const;

/** `GET /api/coaches/{id}/forms`: the coach's own forms (deleted ones are not listed). */
export function useCoachForms(coachId: string) {
  return useQuery({
    queryKey: listKey(coachId),
    queryFn: () => apiCall('GET', '/api/coaches/{id}/forms', { params: { id: coachId } }),
  });
}

/** `GET /api/forms/{formId}`: a form with its fields and options, in order (the builder and preview). */
export function useFormDetail(coachId: string, formId: string | null) {
  return useQuery({
    queryKey: detailKey(coachId, formId ?? ''),
    queryFn: () => apiCall('GET', '/api/forms/{formId}', { params: { formId: formId! } }),
    enabled: formId !== null,
  });
}

/** `GET /api/form-templates`: the validated instruments. */
export function useTemplates() {
  return useQuery({ queryKey: ['form-templates'], queryFn: () => apiCall('GET', '/api/form-templates'), staleTime: Infinity });
}

/** `GET /api/form-templates/{templateId}`: an instrument as a form (its items and options with their points). */
export function useTemplateDetail(templateId: string | null) {
  return useQuery({
    queryKey: ['form-templates', templateId],
    queryFn: () => apiCall('GET', '/api/form-templates/{templateId}', { params: { templateId: templateId! } }),
    enabled: templateId !== null,
    staleTime: Infinity,
  });
}

export function useCreateForm(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFormBody) => apiCall('POST', '/api/coaches/{id}/forms', { params: { id: coachId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(coachId) }),
  });
}

export function useUpdateForm(coachId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFormBody) => apiCall('PUT', '/api/forms/{formId}', { params: { formId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKey(coachId) }),
  });
}

/** Soft delete: the form leaves the list; its assignments and responses stay readable. */
export function useDeleteForm(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formId: string) => apiCall('DELETE', '/api/forms/{formId}', { params: { formId } }),
    onSuccess: (_v, formId) => {
      queryClient.setQueryData<CoachForm[]>(listKey(coachId), (list) => list?.filter((f) => f.id !== formId));
      void queryClient.invalidateQueries({ queryKey: listKey(coachId) });
    },
  });
}

/** `POST /api/form-templates/{templateId}/copy`: an editable, unscored copy among the coach's forms. */
export function useCopyTemplate(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => apiCall('POST', '/api/form-templates/{templateId}/copy', { params: { templateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(coachId) }),
  });
}

/** Field changes answer with the field; the form is read again so order and counts stay the server's. */
function useFieldMutation<A>(coachId: string, formId: string, fn: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: detailKey(coachId, formId) }), queryClient.invalidateQueries({ queryKey: listKey(coachId) })]),
  });
}

export const useAddField = (coachId: string, formId: string) =>
  useFieldMutation(coachId, formId, (body: CreateFieldBody) => apiCall('POST', '/api/forms/{formId}/fields', { params: { formId }, body }));

export const useUpdateField = (coachId: string, formId: string) =>
  useFieldMutation(coachId, formId, ({ fieldId, body }: { fieldId: string; body: UpdateFieldBody }) =>
    apiCall('PUT', '/api/form-fields/{fieldId}', { params: { fieldId }, body }),
  );

export const useDeleteField = (coachId: string, formId: string) =>
  useFieldMutation(coachId, formId, (fieldId: string) => apiCall('DELETE', '/api/form-fields/{fieldId}', { params: { fieldId } }));

/**
 * One `PUT /api/forms/{formId}/fields/reorder` with every field's new place (written at once by the
 * server). Moves made in quick succession run one after another (one mutation scope per form), each
 * carrying the whole order as it stood after the ones before, so the last one is what is kept.
 */
export function useReorderFields(coachId: string, formId: string, callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  const key = detailKey(coachId, formId);
  return useMutation({
    scope: { id: `reorder-${formId}` },
    mutationFn: (fieldOrders: { fieldId: string; orderIndex: number }[]) =>
      apiCall('PUT', '/api/forms/{formId}/fields/reorder', { params: { formId }, body: { fieldOrders } }),
    // The move shows at once (the caller computed it from what is on screen).
    onMutate: (fieldOrders) => {
      const before = queryClient.getQueryData<FormDetail>(key);
      if (before) {
        const place = new Map(fieldOrders.map((o) => [o.fieldId, o.orderIndex]));
        queryClient.setQueryData<FormDetail>(key, {
          ...before,
          fields: before.fields.map((f) => ({ ...f, orderIndex: place.get(f.id) ?? f.orderIndex })).sort((a, b) => a.orderIndex - b.orderIndex),
        });
      }
    },
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    // The server's order, once no other move waits (on failure this undoes the move on screen).
    onSettled: () => {
      if (queryClient.isMutating({ predicate: (m) => m.options.scope?.id === `reorder-${formId}` }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** The coach's clients an assignment may go to: actively connected ones (`GET /api/users/{id}/coach/students`). */
export function useActiveClients(coachId: string) {
  return useQuery({
    queryKey: [...formsKey(coachId), 'clients'],
    queryFn: () => apiCall('GET', '/api/users/{id}/coach/students', { params: { id: coachId } }),
    select: (students) => students.filter((s) => s.status === 'active').sort((a, b) => a.name.localeCompare(b.name)),
  });
}

/** What is assigned: a coach's form, or a template (a validated instrument). */
export type AssignTarget = { kind: 'form'; id: string; title: string } | { kind: 'template'; id: string; title: string };

export function useAssign(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: AssignTarget; body: CreateAssignmentBody }) =>
      target.kind === 'form'
        ? apiCall('POST', '/api/forms/{formId}/assignments', { params: { formId: target.id }, body })
        : apiCall('POST', '/api/form-templates/{templateId}/assignments', { params: { templateId: target.id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKey(coachId) }),
  });
}

/** The FHIR R4 resources the FHIR buttons save: a form's or a template's Questionnaire, a response's QuestionnaireResponse. */
export const formFhir = (formId: string) => apiCall('GET', '/api/forms/{formId}/fhir', { params: { formId } });
export const templateFhir = (templateId: string) => apiCall('GET', '/api/form-templates/{templateId}/fhir', { params: { templateId } });
export const responseFhir = (responseId: string) => apiCall('GET', '/api/form-responses/{responseId}/fhir', { params: { responseId } });

/** `GET /api/coaches/{id}/form-assignments`: every assignment the coach made, with its status. */
export function useCoachAssignments(coachId: string) {
  return useQuery({
    queryKey: assignmentsKey(coachId),
    queryFn: () => apiCall('GET', '/api/coaches/{id}/form-assignments', { params: { id: coachId } }),
  });
}

/** `GET /api/coaches/{id}/form-responses?userId=&formId=`: submitted answers, with scores for instruments. */
export function useFormResponses(coachId: string, filter: { userId?: string | undefined; formId?: string | undefined }, enabled = true) {
  return useQuery({
    queryKey: [...formsKey(coachId), 'responses', filter],
    queryFn: () =>
      apiCall('GET', '/api/coaches/{id}/form-responses', {
        params: { id: coachId },
        query: { userId: filter.userId || undefined, formId: filter.formId || undefined },
      }),
    enabled,
  });
}
