import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { accountPaths, businessSignUpRequest, type TeamSize, teamSizes } from '@worktrail/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshSessionForOrganisation } from '../../../shared/auth/refresh-session.ts';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useFormValues } from '../../../shared/forms/use-form-values.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useBusinessSignUp } from '../api/business-sign-up.ts';
import { industries } from './industries.ts';

const fields = ['industry', 'organizationName', 'teamSize'] as const;
type Field = (typeof fields)[number];

const requiredKey = {
  industry: 'organization.businessSignUp.errors.industry',
  organizationName: 'organization.businessSignUp.errors.organizationName',
  teamSize: 'organization.businessSignUp.errors.teamSize',
} as const;

/**
 * Business sign-up (§2): industry, organisation name and team size. The new organisation only reaches the access
 * token after a refresh, so the session is renewed (and permissions reloaded) before moving on to invite the team.
 */
export function BusinessSignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { submit, submitting, fieldErrors, failure, clearFieldError } = useFormSubmit({
    fields,
    mutation: useBusinessSignUp(),
    onSuccess: async () => {
      try {
        await refreshSessionForOrganisation({ queryClient });
      } catch {
        // The organisation exists; a fresh sign-in brings a token that carries it.
        await startSignIn(accountPaths.inviteTeam);
        return;
      }
      await navigate(accountPaths.inviteTeam, { replace: true });
    },
  });
  const { values, bind } = useFormValues({ industry: '', organizationName: '', teamSize: '' }, clearFieldError);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(validateWith(businessSignUpRequest, values, (field: Field) => t(requiredKey[field])));
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        {failure && <FormAlert message={failure.message} />}
        <NativeSelect
          label={t('organization.businessSignUp.industry')}
          required
          withAsterisk={false}
          value={values.industry}
          onChange={bind('industry')}
          error={fieldErrors.industry}
          data={[
            { value: '', label: t('organization.businessSignUp.choose'), disabled: true },
            ...industries.map((industry) => ({
              value: industry,
              label: t(`organization.businessSignUp.industries.${industry}`),
            })),
          ]}
        />
        <TextInput
          label={t('organization.businessSignUp.organizationName')}
          autoComplete="organization"
          required
          withAsterisk={false}
          maxLength={100}
          value={values.organizationName}
          onChange={bind('organizationName')}
          error={fieldErrors.organizationName}
        />
        <NativeSelect
          label={t('organization.businessSignUp.teamSize')}
          required
          withAsterisk={false}
          value={values.teamSize}
          onChange={bind('teamSize')}
          error={fieldErrors.teamSize}
          data={[
            { value: '', label: t('organization.businessSignUp.choose'), disabled: true },
            ...teamSizes.map((size: TeamSize) => ({
              value: size,
              label: t('organization.businessSignUp.teamSizeOption', { size }),
            })),
          ]}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {t('organization.businessSignUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
