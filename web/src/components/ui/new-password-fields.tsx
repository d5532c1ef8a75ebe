import Box from '@mui/material/Box';
import { PasswordField } from '@/components/form/password-field';
import { PasswordStrength } from './password-strength';

interface NewPasswordFieldsProps {
  /** The fields' labels, as each form words them ('Password' / 'Confirm password'). */
  labels: { password: string; confirm: string };
  /** The confirmation field's form name (password managers tell the forms apart by it). */
  confirmName: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/** A new password with its strength meter, then its confirmation (sign-up, password change). */
export function NewPasswordFields({
  labels,
  confirmName,
  password,
  confirm,
  onPassword,
  onConfirm,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Box>
        <PasswordField
          label={labels.password}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={onPassword}
          fullWidth
        />
        <PasswordStrength password={password} />
      </Box>
      <PasswordField
        label={labels.confirm}
        name={confirmName}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
      />
    </>
  );
}
