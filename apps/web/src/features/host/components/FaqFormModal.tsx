import { Button, Group, Modal, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FaqItemRequest, type HostFaqItem, supportLimits } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useCreateFaq, useUpdateFaq } from '../api/faq.ts';

type Fields = Required<FaqItemRequest>;
type Errors = Partial<Record<keyof Fields, string>>;

const emptyFields: Fields = { questionEn: '', answerEn: '', questionAr: '', answerAr: '', published: false };

/** The same rules as the server's, in its words, so a mistake shows beside its field before anything is sent. */
function useValidate() {
  const { t } = useTranslation();
  return (fields: Fields): Errors => {
    const errors: Errors = {};
    for (const key of ['questionEn', 'questionAr'] as const) {
      const text = fields[key].trim();
      if (!text) errors[key] = t('support.messages.faqQuestionRequired');
      else if (text.length > supportLimits.faqQuestionMax) errors[key] = t('support.messages.faqQuestionTooLong');
    }
    for (const key of ['answerEn', 'answerAr'] as const) {
      const text = fields[key].trim();
      if (!text) errors[key] = t('support.messages.faqAnswerRequired');
      else if (text.length > supportLimits.faqAnswerMax) errors[key] = t('support.messages.faqAnswerTooLong');
    }
    return errors;
  };
}

type FaqFormModalProps = { item: HostFaqItem | null; onClose: () => void };

/** Adds a FAQ item (no item) or changes one: English and Arabic side by side, published or a draft. */
export function FaqFormModal({ item, onClose }: FaqFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const saving = item ? update : create;
  const validate = useValidate();
  const [fields, setFields] = useState<Fields>(item ? { ...item } : emptyFields);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: Fields = {
      questionEn: fields.questionEn.trim(),
      answerEn: fields.answerEn.trim(),
      questionAr: fields.questionAr.trim(),
      answerAr: fields.answerAr.trim(),
      published: fields.published,
    };
    const done = () => {
      notifySuccess(t(item ? 'host.faq.updated' : 'host.faq.created'));
      onClose();
    };
    if (item) update.mutate({ id: item.id, ...body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };

  const column = (language: 'en' | 'ar') => {
    const question = language === 'en' ? 'questionEn' : 'questionAr';
    const answer = language === 'en' ? 'answerEn' : 'answerAr';
    const dir = language === 'ar' ? 'rtl' : 'ltr';
    return (
      <Stack gap="sm" lang={language} dir={dir}>
        <Title order={3} size="h5">
          {t(`host.faq.form.${language}`)}
        </Title>
        <TextInput
          label={t(`host.faq.form.question.${language}`)}
          required
          value={fields[question]}
          error={errors[question]}
          onChange={(event) => set(question)(event.currentTarget.value)}
        />
        <Textarea
          label={t(`host.faq.form.answer.${language}`)}
          required
          rows={4}
          value={fields[answer]}
          error={errors[answer]}
          onChange={(event) => set(answer)(event.currentTarget.value)}
        />
      </Stack>
    );
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={t(item ? 'host.faq.form.editTitle' : 'host.faq.form.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {column('en')}
            {column('ar')}
          </SimpleGrid>
          <Switch
            label={t('host.faq.form.published')}
            description={t('host.faq.form.publishedHint')}
            checked={fields.published}
            onChange={(event) => {
              const published = event.currentTarget.checked;
              setFields((current) => ({ ...current, published }));
            }}
          />
          {saving.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(saving.error, t('host.faq.saveFailed'))}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={saving.isPending}>
              {t('host.faq.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
