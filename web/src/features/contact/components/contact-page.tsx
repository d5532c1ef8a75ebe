import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTACT_MESSAGES,
  CONTACT_REASONS,
  LIMITS,
  PRODUCT,
  PUBLIC_PAGES,
  checkContact,
  contactNameOf,
  messageCharsLeft,
  reasonFromLink,
  type ContactReason,
} from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText } from '@/lib/api-client';
import { usePageHead } from '@/lib/document-head';
import { useSessionStore } from '@/stores/session-store';
import { PageContainer } from '@/components/layout/page-container';
import { sendContact } from '../api/send-contact';
import { CaptchaField } from './captcha-field';

type Field = 'name' | 'email' | 'type' | 'message' | 'hcaptchaToken';

type Sender = Record<'name' | 'email', string>;

/** The sender's fields, drawn alike (a member's are locked, see below). */
const SENDER_FIELDS = [
  { key: 'name', label: 'Name', type: undefined, max: LIMITS.contactNameMax },
  { key: 'email', label: 'Email', type: 'email', max: LIMITS.contactEmailMax },
] as const;

export function ContactPage() {
  usePageHead(PUBLIC_PAGES.contact);
  const [params] = useSearchParams();
  const user = useSessionStore((s) => s.user);
  const [reason, setReason] = useState<ContactReason>(() =>
    reasonFromLink(params.get('reason'), params.get('topic')),
  );
  const [typed, setTyped] = useState<Sender>({ name: '', email: '' });
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [token, setToken] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  /** The API's words for the message last sent. */
  const [sent, setSent] = useState<string | null>(null);

  // A signed-in member writes as themselves: name and e-mail come from the account, locked.
  const locked = Boolean(user?.email);
  const sender: Sender = locked
    ? {
        name: contactNameOf(user?.displayName ?? null, user?.email ?? null),
        email: user?.email ?? '',
      }
    : typed;
  const { name, email } = sender;
  const counter = messageCharsLeft(message);

  // The captcha is reset after every attempt, whatever the answer.
  const resetCaptcha = () => {
    setToken('');
    setCaptchaKey((k) => k + 1);
  };
  const { busy, error, field, submit } = useFormSubmit({
    check: () => checkContact({ name, email, type: reason, message, hcaptchaToken: token }),
    send: (checked) => sendContact(checked, website),
    done: (answer) => {
      setSent(answer.message);
      setMessage('');
      resetCaptcha();
    },
    failure: (err) => {
      resetCaptcha();
      return errorText(err, CONTACT_MESSAGES.sendFailed);
    },
    keepMessage: true,
  });

  const invalid = (at: Field) => field === at;
  return (
    <PageContainer
      maxWidth="sm"
      title="Contact us"
      subtitle={
        <>
          Questions, feedback, a broken link or a data deletion request. Replies usually take 24–48
          hours. You can also write to{' '}
          <Link href={`mailto:${PRODUCT.supportEmail}`}>{PRODUCT.supportEmail}</Link>.
        </>
      }
    >
      <Paper
        component="form"
        noValidate
        aria-label="Contact form"
        onSubmit={submit}
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderColor: BRAND.border, bgcolor: BRAND.surface }}
      >
        <Stack spacing={2.5}>
          {SENDER_FIELDS.map(({ key, label, type, max }) => (
            <TextField
              key={key}
              label={label}
              type={type}
              required
              value={sender[key]}
              onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
              disabled={locked}
              error={invalid(key)}
              autoComplete={key}
              helperText={locked && key === 'name' ? 'From your account' : undefined}
              slotProps={{ htmlInput: { maxLength: max } }}
            />
          ))}
          <TextField
            select
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as ContactReason)}
          >
            {CONTACT_REASONS.map((r) => (
              <MenuItem key={r.key} value={r.key}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Message"
            required
            multiline
            minRows={5}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={invalid('message')}
            helperText={
              <Box
                component="span"
                data-testid="message-counter"
                sx={{ color: counter.low ? 'error.main' : 'text.secondary' }}
              >
                {counter.left} characters left
              </Box>
            }
            slotProps={{
              htmlInput: { maxLength: LIMITS.contactMessageMax },
              formHelperText: { sx: { textAlign: 'right', mx: 0 } },
            }}
          />
          {/* The honeypot: hidden from people and assistive technology; bots fill it in. */}
          <Box
            aria-hidden="true"
            sx={{ position: 'absolute', left: '-10000px', height: 0, overflow: 'hidden' }}
          >
            <label>
              Website
              <input
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(e) => setWebsite(e.target.value)}
              />
            </label>
          </Box>
          <CaptchaField
            key={captchaKey}
            token={token}
            onToken={setToken}
            error={invalid('hcaptchaToken')}
          />
          {(error ?? sent) && (
            <Alert severity={error ? 'error' : 'success'} role={error ? 'alert' : 'status'}>
              {error ?? sent}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Sending…' : 'Send message'}
          </Button>
          <Typography variant="body2" color="textSecondary">
            We use your details only to answer you.
          </Typography>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
