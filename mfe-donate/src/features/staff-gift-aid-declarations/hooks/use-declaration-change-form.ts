import { useState } from 'react';
import {
  normaliseUkPostcode,
  type StaffGiftAidDeclaration,
  type UpdateGiftAidDeclarationRequest,
} from '@solar/shared-contracts';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { useToast } from '@solar/shared-ui';
import { useUpdateGiftAidDeclaration } from '../api/update-gift-aid-declaration';
import { changeRules, postcodeCheck } from './declaration-form-rules';

export type DeclarationChangeValues = {
  title: string;
  firstName: string;
  lastName: string;
  houseNameOrNumber: string;
  postcode: string;
  staffNote: string;
};

export const changeValuesOf = (declaration: StaffGiftAidDeclaration): DeclarationChangeValues => ({
  title: declaration.title ?? '',
  firstName: declaration.firstName,
  lastName: declaration.lastName,
  houseNameOrNumber: declaration.houseNameOrNumber,
  postcode: declaration.postcode,
  staffNote: '',
});

/** Only the name and address fields that differ from the saved declaration, trimmed; a cleared title is null. */
export function changesBetween(
  saved: DeclarationChangeValues,
  edited: DeclarationChangeValues,
): UpdateGiftAidDeclarationRequest {
  const changes: UpdateGiftAidDeclarationRequest = {};
  const title = edited.title.trim();
  if (title !== saved.title) changes.title = title || null;
  for (const field of ['firstName', 'lastName', 'houseNameOrNumber'] as const) {
    const value = edited[field].trim();
    if (value !== saved[field]) changes[field] = value;
  }
  const postcode = normaliseUkPostcode(edited.postcode) ?? edited.postcode.trim();
  if (postcode !== saved.postcode) changes.postcode = postcode;
  return changes;
}

/**
 * Recording a change of name or address the donor reported (the form kit): the shared Gift Aid rules and a UK
 * postcode checked first, the API's refusals beside their fields, a toast when it is saved.
 */
export function useDeclarationChangeForm(declaration: StaffGiftAidDeclaration) {
  const saved = changeValuesOf(declaration);
  const form = useSiteForm<DeclarationChangeValues>({
    rules: changeRules,
    checks: { postcode: postcodeCheck },
    defaultValues: saved,
  });
  const [general, setGeneral] = useState<string | null>(null);
  const update = useUpdateGiftAidDeclaration(declaration.id);
  const { toast } = useToast();

  const submit = form.handleSubmit((values) => {
    const changes = changesBetween(saved, values);
    if (Object.keys(changes).length === 0) {
      setGeneral('Nothing has changed yet: edit the name or address the donor gave you.');
      return;
    }
    setGeneral(null);
    update.mutate(
      { ...changes, staffNote: values.staffNote.trim() },
      {
        onSuccess: (next) => {
          form.reset(changeValuesOf(next));
          toast({ title: 'Change recorded', description: 'The next claim uses the new details.' });
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) setGeneral(`The change was not saved: ${errorMessage(error)}`);
        },
      },
    );
  });

  return { field: form.field, submit, general, saving: update.isPending };
}
