// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, HCAPTCHA_TEST_TOKEN } from '@xmates/domain';
import { sendContact } from '../api/send-contact';
import { ContactPage } from './contact-page';

// The request is stubbed where it leaves the feature; the emulator build's local captcha
// stands in for hCaptcha.
vi.mock('../api/send-contact', () => ({ sendContact: vi.fn() }));
vi.mock('@/config/env', () => ({ env: { useEmulators: true, siteUrl: 'http://localhost:3000' } }));

/** Types into the form's fields, by their labels. */
function fill(fields: Partial<Record<'Name' | 'Email' | 'Message', string>>) {
  for (const [name, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  }
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const refusal = () => screen.getByRole('alert').textContent;
const invalid = (name: string) =>
  screen.getByRole('textbox', { name }).getAttribute('aria-invalid') === 'true';

describe('the contact form', () => {
  beforeEach(() => {
    vi.mocked(sendContact).mockReset();
    render(<ContactPage />, { wrapper: MemoryRouter });
  });
  afterEach(cleanup);

  it('asks for name, e-mail and message before sending anything', () => {
    send();
    expect(refusal()).toBe(CONTACT_MESSAGES.required);
    expect(invalid('Name')).toBe(true);
    fill({ Name: 'Ada', Email: 'ada@example.com' });
    send();
    expect(refusal()).toBe(CONTACT_MESSAGES.required);
    expect(invalid('Message')).toBe(true);
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail address, then a missing captcha, and sends once all pass', async () => {
    vi.mocked(sendContact).mockResolvedValue({ message: CONTACT_MESSAGES.sent });
    fill({ Name: ' Ada ', Email: 'ada@example', Message: 'Hello there' });
    send();
    expect(refusal()).toBe(CONTACT_MESSAGES.invalidEmail);
    expect(invalid('Email')).toBe(true);
    fill({ Email: 'ada@example.com' });
    send();
    expect(refusal()).toBe(CONTACT_MESSAGES.captchaRequired);
    expect(sendContact).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /I am human/ }));
    send();
    expect(sendContact).toHaveBeenCalledExactlyOnceWith(
      {
        name: 'Ada',
        email: 'ada@example.com',
        type: 'others',
        message: 'Hello there',
        hcaptchaToken: HCAPTCHA_TEST_TOKEN,
      },
      '',
    );
    expect((await screen.findByRole('status')).textContent).toBe(CONTACT_MESSAGES.sent);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
