// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@xmates/domain';
import { sendVerification, signUpWithEmail, type UserCredential } from '@/lib/identity';
import { SignupForm } from './signup-form';

// The identity provider is stubbed at the SPA's edge (lib/identity).
vi.mock('@/lib/identity', () => ({
  signUpWithEmail: vi.fn(),
  sendVerification: vi.fn(),
  signInWithGoogle: vi.fn(),
}));

/** Types into the form's fields, by their labels. */
function fill(fields: Partial<Record<'Email' | 'Password' | 'Confirm password', string>>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const refusal = () => screen.getByRole('alert').textContent;

describe('the sign-up form', () => {
  const onCreated = vi.fn();
  beforeEach(() => {
    onCreated.mockReset();
    vi.mocked(signUpWithEmail).mockReset();
    render(<SignupForm onCreated={onCreated} onGoogleSignedIn={vi.fn()} />, {
      wrapper: MemoryRouter,
    });
  });
  afterEach(cleanup);

  it('refuses a bad e-mail, unlike passwords and a short one, then creates the account', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue({
      user: { email: 'ada@example.com' },
    } as UserCredential);
    vi.mocked(sendVerification).mockResolvedValue();
    fill({ Email: 'ada@', Password: 'secret-1', 'Confirm password': 'secret-1' });
    create();
    expect(refusal()).toBe(MESSAGES.invalidEmail);

    fill({ Email: 'ada@example.com', 'Confirm password': 'secret-2' });
    create();
    expect(refusal()).toBe(MESSAGES.passwordsDoNotMatch);

    fill({ Password: 'abc', 'Confirm password': 'abc' });
    create();
    expect(refusal()).toBe(MESSAGES.passwordTooShort);
    expect(signUpWithEmail).not.toHaveBeenCalled();

    fill({ Password: 'secret-1', 'Confirm password': 'secret-1' });
    // The check passes, so the form calls the stubbed provider: let its answers arrive.
    await act(async () => {
      create();
      await Promise.resolve();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(signUpWithEmail).toHaveBeenCalledExactlyOnceWith('ada@example.com', 'secret-1');
    expect(onCreated).toHaveBeenCalledExactlyOnceWith('ada@example.com', true);
  });
});
