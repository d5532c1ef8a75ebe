import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** The e-mail address of an account form (log in, sign up, password reset). */
export function EmailField(
  props: Omit<FormTextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>,
) {
  return <FormTextField {...props} label="Email" type="email" name="email" autoComplete="email" />;
}
