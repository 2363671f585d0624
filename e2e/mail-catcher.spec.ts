import nodemailer from 'nodemailer';
import { expect, test } from './support/fixtures.ts';
import { listMessages, waitForMail } from './support/mail.ts';
import { mailDir, smtpUrl } from './support/e2e-env.ts';

/**
 * The mail infrastructure the account journeys rely on: the catcher accepts SMTP as the server's
 * transport speaks it, and waitForMail decodes what arrives (encoded subject, quoted-printable, links).
 */
test.describe('SMTP catcher and waitForMail', () => {
  const smtpPort = () => Number(new URL(smtpUrl()).port);

  test('a message sent over SMTP is caught, parsed and handed out once', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort(),
      secure: false,
      auth: { user: 'any', pass: 'thing' },
    });
    const to = `caught-${Date.now()}@example.test`;
    await transport.sendMail({
      from: 'Vitrina <no-reply@vitrina.local>',
      to,
      subject: 'Confirma tu cuenta en Vitrina — ¡bienvenida!',
      text: 'Hola Ñandú,\nconfirma aquí: http://127.0.0.1/register/confirmation#abc.def=\n\nGracias.',
      html: '<p>Hola Ñandú, <a href="http://127.0.0.1/register/confirmation#abc.def=&amp;x=1">confirma</a></p>',
    });
    await transport.sendMail({ from: 'no-reply@vitrina.local', to, subject: 'Otro asunto', text: 'segundo' });

    const mail = await waitForMail(to.toUpperCase(), 'Confirma tu cuenta', 5_000);
    expect(mail.subject).toBe('Confirma tu cuenta en Vitrina — ¡bienvenida!');
    expect(mail.text).toContain('Hola Ñandú');
    expect(mail.html).toContain('<a href=');
    expect(mail.links).toContain('http://127.0.0.1/register/confirmation#abc.def=&x=1');
    expect(mail.links).toContain('http://127.0.0.1/register/confirmation#abc.def=');

    const other = await waitForMail(to, (m) => m.text.includes('segundo'), 5_000);
    expect(other.subject).toBe('Otro asunto');
    await expect(waitForMail(to, /Confirma/, 500)).rejects.toThrow(/No matching e-mail/);
    expect(listMessages().every((file) => file.startsWith(mailDir()))).toBe(true);
  });
});
