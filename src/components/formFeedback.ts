import type { FormikProps } from 'formik';

type FeedbackForm<V> = Pick<FormikProps<V>, 'touched' | 'errors' | 'submitCount'>;

/**
 * A field's error message once the field was left or a submit was tried (every form's one rule);
 * undefined before, or when the field is valid.
 */
export function shownError<V>(form: FeedbackForm<V>, name: keyof V & string): string | undefined {
  const due = Boolean(form.touched[name]) || form.submitCount > 0;
  const error = form.errors[name];
  return due && typeof error === 'string' ? error : undefined;
}

/** A MUI field's error state and helper text from shownError (`hint` when there is no error). */
export function fieldFeedback<V>(form: FeedbackForm<V>, name: keyof V & string, hint?: string) {
  const message = shownError(form, name);
  return { error: Boolean(message), helperText: message ?? hint };
}
