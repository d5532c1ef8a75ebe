import { FormTextField, type FormTextFieldProps } from './form-text-field';

interface PasswordFieldProps extends Omit<FormTextFieldProps, 'type' | 'autoComplete'> {
  /** Tells password managers whether to fill the saved password or to offer a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input (log in, password change, a new password and its confirmation). */
export function PasswordField(props: PasswordFieldProps) {
  return <FormTextField {...props} type="password" />;
}
