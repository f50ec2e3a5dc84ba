import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type MemberListItem, memberStatuses, roleKeys, timings, type UpdateMemberRequest } from '@worktrail/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { MemberSearchPicker } from '../../../shared/members/components/MemberSearchPicker.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { ProjectSearchField } from '../../../shared/search/ProjectSearchField.tsx';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import {
  useCountries,
  useDepartments,
  usePositions,
  useProjectOptionsPage,
  useTimeZones,
} from '../api/member-options.ts';
import { useUpdateMember } from '../api/update-member.ts';
import {
  currencyOptions,
  type Field,
  fields,
  formValuesOf,
  type MemberFormValues,
  named,
  sameSet,
  validateMemberForm,
  withCurrent,
} from './member-form.ts';
import { memberName } from './member-name.ts';

type MemberEditModalProps = {
  item: MemberListItem;
  /** The signed-in member's own row: nobody changes their own status. */
  isSelf: boolean;
  onClose: () => void;
};

/**
 * Edits one member (§2 Members, §7 UpdateMember): names, contact, place, role, status, manager, rate and projects.
 * The manager is found by name among those members can be assigned to, and projects by name among the open ones,
 * on the server (never the whole list).
 * Position, role and department are required (§5), checked here with the contract's messages before sending; the
 * server's message is a toast; a change made meanwhile by someone else (409) is an info notice and a reload.
 * Mounted only while open, so each opening starts from the member as listed.
 */
export function MemberEditModal({ item, isSelf, onClose }: MemberEditModalProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const who = memberName(item);
  const [values, setValues] = useState<MemberFormValues>(() => formValuesOf(item));
  const departments = useDepartments();
  const positions = usePositions();
  const countries = useCountries();
  const timeZones = useTimeZones();
  // The chosen manager's name: the one the member has, until another is chosen.
  const [managerName, setManagerName] = useState(item.managers[0]?.name ?? '');
  const update = useUpdateMember();
  const initialProjects = useMemo(() => item.projects.map((project) => project.id), [item.projects]);

  const form = useFormSubmit({
    fields,
    mutation: {
      mutateAsync: (member: UpdateMemberRequest) =>
        update.mutateAsync({
          memberId: item.id,
          member,
          projectIds: sameSet(values.projectIds, initialProjects) ? null : values.projectIds,
        }),
    },
    onSuccess: () => {
      notifySuccess(t('members.edit.done', { who }));
      onClose();
    },
    onFailure: (failure) => {
      if (failure.code === 'CONCURRENCY_ERROR') {
        notifications.show({
          color: 'blue',
          title: t('members.edit.conflictTitle'),
          message: t('members.edit.conflict'),
          icon: <StatusIcon type="info" />,
          autoClose: timings.conflictNoticeMs,
        });
        onClose();
        return;
      }
      notifyError(failure.message, t('members.errors.update'));
    },
  });

  const set = <Key extends keyof MemberFormValues>(key: Key, value: MemberFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if ((fields as readonly string[]).includes(key)) form.clearFieldError(key as Field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(validateMemberForm(values, item.concurrencyStamp));
  };

  const countryOptions = useMemo(
    () =>
      (countries.data ?? []).map((country) => ({
        value: country.code,
        label: language === 'ar' ? country.nameAr : country.nameEn,
      })),
    [countries.data, language],
  );
  const zoneOptions = useMemo(
    () => (timeZones.data ?? []).map((zone) => ({ value: zone.id, label: zone.label })),
    [timeZones.data],
  );
  const currencies = useMemo(() => currencyOptions(language), [language]);
  const errors = form.fieldErrors;

  return (
    <Modal opened onClose={onClose} title={t('members.edit.title', { who })} size="lg">
      <form noValidate onSubmit={onSubmit} aria-label={t('members.edit.title', { who })}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('members.edit.name')}
              value={values.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
            />
            <TextInput
              label={t('members.edit.surname')}
              value={values.surname}
              onChange={(event) => set('surname', event.currentTarget.value)}
              error={errors.surname}
            />
            <TextInput label={t('members.edit.email')} value={item.email} readOnly />
            <TextInput
              label={t('members.edit.phone')}
              type="tel"
              value={values.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
              error={errors.phone}
            />
            <Select
              label={t('members.edit.position')}
              required
              data={withCurrent(named(positions.data), item.position)}
              value={values.positionId}
              onChange={(value) => set('positionId', value)}
              searchable
              nothingFoundMessage={t('members.edit.nothingFound')}
              error={errors.positionId}
            />
            <Select
              label={t('members.edit.department')}
              required
              data={withCurrent(named(departments.data), item.department)}
              value={values.departmentId}
              onChange={(value) => set('departmentId', value)}
              searchable
              nothingFoundMessage={t('members.edit.nothingFound')}
              error={errors.departmentId}
            />
            <Select
              label={t('members.edit.role')}
              required
              data={roleKeys.map((role) => ({ value: role, label: t(`members.roles.${role}`) }))}
              value={values.role}
              onChange={(value) => set('role', roleKeys.find((role) => role === value) ?? null)}
              error={errors.role}
            />
            <Select
              label={t('members.edit.status')}
              required
              data={memberStatuses.map((status) => ({ value: status, label: t(`members.statuses.${status}`) }))}
              value={values.status}
              onChange={(value) => {
                const status = memberStatuses.find((candidate) => candidate === value);
                if (status) set('status', status);
              }}
              allowDeselect={false}
              disabled={isSelf}
              description={isSelf ? t('members.edit.ownStatus') : undefined}
              error={errors.status}
            />
            <MemberSearchPicker
              label={t('members.edit.manager')}
              placeholder={t('members.edit.noManager')}
              managersOnly
              exclude={[item.id]}
              value={values.managerId ? { id: values.managerId, name: managerName } : null}
              onChoose={(manager) => {
                setManagerName(manager.name || manager.email);
                set('managerId', manager.id);
              }}
              onClear={() => set('managerId', null)}
              error={errors.managerId}
            />
            <Select
              label={t('members.edit.country')}
              data={countryOptions}
              value={values.country}
              onChange={(value) => set('country', value)}
              searchable
              clearable
              nothingFoundMessage={t('members.edit.nothingFound')}
              error={errors.country}
            />
            <Select
              label={t('members.edit.timeZone')}
              data={withCurrent(zoneOptions, values.timeZone ? { id: values.timeZone, name: values.timeZone } : null)}
              value={values.timeZone}
              onChange={(value) => set('timeZone', value)}
              searchable
              clearable
              limit={100}
              placeholder={t('members.edit.organisationZone')}
              nothingFoundMessage={t('members.edit.nothingFound')}
              error={errors.timeZone}
            />
            <NumberInput
              label={t('members.edit.hourlyRate')}
              value={values.hourlyRate}
              onChange={(value) => set('hourlyRate', value)}
              min={0}
              decimalScale={2}
              error={errors.hourlyRate}
            />
            <Select
              label={t('members.edit.currency')}
              data={currencies}
              value={values.currency}
              onChange={(value) => set('currency', value)}
              searchable
              clearable
              limit={100}
              nothingFoundMessage={t('members.edit.nothingFound')}
              error={errors.currency}
            />
          </SimpleGrid>
          <ProjectSearchField
            label={t('members.edit.projects')}
            usePage={useProjectOptionsPage}
            initial={item.projects}
            value={values.projectIds}
            onChange={(projectIds) => set('projectIds', projectIds)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('members.edit.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('members.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
