import { useState } from 'react';

type FieldValue = string | boolean;

/**
 * A form's values, with `update` for several at once and `bind(field)` for a text input's onChange. Each edit
 * tells `onEdit` which fields changed, so their old messages can go.
 */
export function useFormValues<Values extends Record<string, FieldValue>>(
  initial: Values,
  onEdit?: (field: keyof Values & string) => void,
) {
  const [values, setValues] = useState(initial);

  const update = (change: Partial<Values>) => {
    setValues((current) => ({ ...current, ...change }));
    for (const field of Object.keys(change)) onEdit?.(field as keyof Values & string);
  };

  const bind =
    (field: keyof Values & string) =>
    (event: { currentTarget: { value: string } }): void =>
      update({ [field]: event.currentTarget.value } as Partial<Values>);

  return { values, update, bind };
}
