import Button, { type ButtonProps } from '@mui/material/Button';

interface ActionButtonProps extends Omit<ButtonProps, 'size'> {
  /** The action at work (useAdminAction's `busy`): every action button is off while one runs. */
  busy: string | null;
}

/** A small button of an admin list or its toolbar that starts an action, one at a time. */
export function ActionButton({ busy, disabled, ...props }: ActionButtonProps) {
  return <Button size="small" disabled={busy !== null || disabled === true} {...props} />;
}
