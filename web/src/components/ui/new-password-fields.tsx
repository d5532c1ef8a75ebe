import Box from '@mui/material/Box';
import { PasswordField } from '@/components/form/password-field';
import { PasswordStrength } from './password-strength';

/** A new password and its confirmation, as typed. */
export interface NewPassword {
  password: string;
  confirm: string;
}

export const NO_NEW_PASSWORD: NewPassword = { password: '', confirm: '' };

/**
 * How each form words its fields; the confirmation's form name is how password managers tell
 * the forms apart.
 */
const WORDING = {
  signup: { password: 'Password', confirm: 'Confirm password', confirmName: 'confirm-password' },
  change: {
    password: 'New password',
    confirm: 'Confirm new password',
    confirmName: 'confirm-new-password',
  },
};

interface NewPasswordFieldsProps {
  /** Signing up, or changing the password. */
  purpose: keyof typeof WORDING;
  value: NewPassword;
  onChange: (value: NewPassword) => void;
}

/** A new password with its strength meter, then its confirmation (sign-up, password change). */
export function NewPasswordFields({ purpose, value, onChange }: NewPasswordFieldsProps) {
  const wording = WORDING[purpose];
  return (
    <>
      <Box>
        <PasswordField
          label={wording.password}
          name="new-password"
          autoComplete="new-password"
          value={value.password}
          onChange={(password) => onChange({ ...value, password })}
          fullWidth
        />
        <PasswordStrength password={value.password} />
      </Box>
      <PasswordField
        label={wording.confirm}
        name={wording.confirmName}
        autoComplete="new-password"
        value={value.confirm}
        onChange={(confirm) => onChange({ ...value, confirm })}
      />
    </>
  );
}
