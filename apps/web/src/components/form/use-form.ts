import { useMemo } from 'react';
import {
  type FieldValues,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
  useForm as useHookForm,
} from 'react-hook-form';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * react-hook-form's `useForm` for every form of the app: after a submit that fails validation, focus
 * goes to the first invalid field in reading order. react-hook-form's own focus follows the order in
 * which fields were registered, and a page registers its own fields (the password at the bottom of the
 * sign-up, the checkboxes of the payment page's side panel) before the fieldsets it renders above them.
 * Everything else is react-hook-form's, unchanged.
 */
export function useForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  props?: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useHookForm<TFieldValues, TContext, TTransformedValues>({ ...props, shouldFocusError: false });
  const original = form.handleSubmit;
  const handleSubmit = useMemo<UseFormHandleSubmit<TFieldValues, TTransformedValues>>(
    () => (onValid, onInvalid) =>
      original(onValid, async (errors, event) => {
        await onInvalid?.(errors, event);
        focusFirstInvalid(errors, event?.target);
      }),
    [original],
  );
  return useMemo(() => ({ ...form, handleSubmit }), [form, handleSubmit, form.formState]);
}
