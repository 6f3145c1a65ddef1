import { useState } from 'react';
import type { ProjectStatus, StaffProject, UpdateProjectRequest } from '@solar/shared-contracts';
import { ApiError, errorMessage, useSiteForm } from '@solar/shared-data-access';
import { useToast } from '@solar/shared-ui';
import { useUpdateStaffProject } from '../api/update-staff-project';

export type ProjectField = keyof UpdateProjectRequest;
export type ProjectFormValues = Record<ProjectField, string>;
export type ProjectFormProblems = { fields: Partial<Record<ProjectField, string>>; general: string | null };

/** The API names each field's problem in its first word ("Target must be at most £50,000"). */
const FIELD_OF_MESSAGE: [RegExp, ProjectField][] = [
  [/^Title\b/, 'title'],
  [/^Description\b/, 'description'],
  [/^Target\b/, 'targetAmount'],
  [/^Status\b/, 'status'],
  [/^Progress\b/, 'progressPercentage'],
];

export const formValuesOf = (project: StaffProject): ProjectFormValues => ({
  title: project.title,
  description: project.description,
  targetAmount: String(project.targetAmount),
  status: project.status ?? '',
  progressPercentage: String(project.progressPercentage),
});

const PROJECT_FIELDS: readonly ProjectField[] = [
  'title',
  'description',
  'targetAmount',
  'status',
  'progressPercentage',
];

/** The API's messages by field (its 400 `fieldErrors`), any it names for no field of this form joined as general. */
function problemsByField(fieldErrors: Record<string, string[]>): ProjectFormProblems {
  const problems: ProjectFormProblems = { fields: {}, general: null };
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const field = PROJECT_FIELDS.find((candidate) => candidate === name);
    if (field) problems.fields[field] = messages.join('. ');
    else problems.general = [problems.general, ...messages].filter(Boolean).join(' ');
  }
  return problems;
}

/** Each message placed by its first word, for a 400 that names no fields. */
function problemsByWording(messages: string[]): ProjectFormProblems {
  const problems: ProjectFormProblems = { fields: {}, general: null };
  for (const message of messages) {
    const field = FIELD_OF_MESSAGE.find(([pattern]) => pattern.test(message))?.[1];
    if (field) problems.fields[field] ??= message;
    else problems.general = problems.general ? `${problems.general} ${message}` : message;
  }
  return problems;
}

/** A 400's messages placed next to the fields they are about; anything else is a problem with the whole form. */
export function problemsOf(error: unknown): ProjectFormProblems {
  const body = error instanceof ApiError && error.status === 400 ? error.body : undefined;
  if (!body) return { fields: {}, general: errorMessage(error) };
  if (body.fieldErrors) return problemsByField(body.fieldErrors);
  return problemsByWording([body.message].flat());
}

/** A blank number is sent as null so the API says it is required, rather than the form guessing a value. */
const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** Only the fields that differ from the saved project. */
export function changesBetween(saved: ProjectFormValues, edited: ProjectFormValues): UpdateProjectRequest {
  const changes: Record<string, unknown> = {};
  if (edited.title !== saved.title) changes['title'] = edited.title;
  if (edited.description !== saved.description) changes['description'] = edited.description;
  if (edited.status !== saved.status) changes['status'] = edited.status as ProjectStatus;
  if (edited.targetAmount !== saved.targetAmount) changes['targetAmount'] = numberOrNull(edited.targetAmount);
  if (edited.progressPercentage !== saved.progressPercentage)
    changes['progressPercentage'] = numberOrNull(edited.progressPercentage);
  return changes as UpdateProjectRequest;
}

/** No browser checks beyond the field types: the API's rules (project DTO) speak, beside their fields. */
const rules = {
  title: { label: 'Title' },
  description: { label: 'Description' },
  targetAmount: { label: 'Target' },
  status: { label: 'Status' },
  progressPercentage: { label: 'Progress' },
} as const;

/**
 * The edit form on the form kit: its values, the API's problems placed beside their fields (focus to the first,
 * in the form's order) or as a general problem, and saving with a toast when it worked.
 */
export function useProjectForm(project: StaffProject) {
  const saved = formValuesOf(project);
  const form = useSiteForm<ProjectFormValues>({ rules, defaultValues: saved });
  const [general, setGeneral] = useState<string | null>(null);
  const update = useUpdateStaffProject(project.id);
  const { toast } = useToast();

  const showProblems = (problems: ProjectFormProblems) => {
    setGeneral(problems.general);
    PROJECT_FIELDS.filter((field) => problems.fields[field]).forEach((field, index) => {
      form.setError(field, { type: 'server', message: problems.fields[field] }, { shouldFocus: index === 0 });
    });
  };

  const submit = form.handleSubmit((values) => {
    const changes = changesBetween(saved, values);
    form.clearErrors();
    if (Object.keys(changes).length === 0) {
      setGeneral('Nothing has changed yet.');
      return;
    }
    setGeneral(null);
    update.mutate(changes, {
      onSuccess: (next) => {
        form.reset(formValuesOf(next));
        toast({ title: 'Project saved', description: `${next.title} now shows the new details on the public pages.` });
      },
      onError: (error) => showProblems(problemsOf(error)),
    });
  });

  return {
    field: form.field,
    values: form.watch(),
    submit,
    general,
    saving: update.isPending,
  };
}
