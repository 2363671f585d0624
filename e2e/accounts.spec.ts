import { expect, test } from './support/fixtures.ts';
import {
  chooseBirthDate,
  confirmationLink,
  createAccount,
  fillEmailAndWaitForCheck,
  logIn,
  logOut,
  underMinimumAge,
  uniqueEmail,
  yearsAgo,
} from './support/accounts.ts';
import { waitForMail } from './support/mail.ts';

/**
 * Signup with e-mail confirmation (talent and agency, Spanish and English),
 * password recovery by e-mail link, and the settings (personal data with the e-mail-exists check,
 * password, language kept on the server, profile URL). E-mails are caught by the SMTP catcher.
 */

test.describe('accounts (es)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'es');
    });
  });

  test('a talent signs up, confirms from the e-mail link, picks talento, completes the wizard and lands on /noticias', async ({
    page,
  }) => {
    const email = uniqueEmail('talento');
    await page.goto('/register');

    // Submitting empty lists every rule under the heading, in the spec's words.
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    const rules = page.getByRole('alert').filter({ hasText: 'Por favor corrige lo siguiente:' });
    await expect(rules.getByRole('listitem')).toHaveText([
      'Introduce tu nombre y tus apellidos.',
      'Introduce tu correo electrónico.',
      'Introduce una contraseña.',
      'Introduce tu fecha de nacimiento.',
      'Introduce tu ciudad.',
      'Debes aceptar los términos y condiciones.',
    ]);

    await page.getByLabel('Nombre').fill('Ana');
    await page.getByLabel('Apellidos').fill('Pérez García');
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga-1');
    // The birth date is three selects, day first in Spanish, months named in Spanish.
    const birth = page.getByRole('group', { name: 'Fecha de nacimiento', exact: true });
    await expect(birth.getByRole('combobox')).toHaveCount(3);
    await expect(birth.getByRole('combobox').first()).toHaveAccessibleName('Día');
    await expect(birth.getByLabel('Mes').locator('option').nth(9)).toHaveText('septiembre');
    // Someone 13 today (not possible on 31 December: the list starts 14 years back).
    const tooYoung = underMinimumAge();
    await chooseBirthDate(page, 'Fecha de nacimiento', tooYoung ?? yearsAgo(22));
    await page.getByLabel('Ciudad').fill('Guadalajara');
    await expect(page.getByLabel('País')).toHaveValue('MX');
    await expect(page.getByRole('radio', { name: 'Masculino' })).toBeChecked();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await expect(rules.getByRole('listitem')).toHaveText([
      'Correo electrónico invalido',
      ...(tooYoung ? ['Debes tener al menos 14 años para registrarte.'] : []),
    ]);

    await chooseBirthDate(page, 'Fecha de nacimiento', yearsAgo(22));
    await fillEmailAndWaitForCheck(page, 'Correo electrónico', email);
    await expect(page.getByText('Este correo está disponible.')).toBeVisible();
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();

    await expect(page).toHaveURL(/\/register\/success$/);
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // An unconfirmed account cannot log in yet.
    const link = await confirmationLink(email);
    expect(link).toMatch(/\/register\/confirmation#.+/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/register\/select$/);

    await page.getByRole('button', { name: /Mostrar mi talento/ }).click();
    await expect(page).toHaveURL(/\/register\/wizard/);
    await expect(page.getByText('Paso 1 de 6')).toBeVisible();

    // Step 1: each box subscribes at once.
    const music = page.getByRole('button', { name: /Música y baile/ });
    await music.click();
    await expect(music).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 categoría elegida')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Paso 2 de 6')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Paso 3 de 6')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Paso 4 de 6')).toBeVisible();
    await page.getByLabel('Biografía').fill('Bailarina y coreógrafa de danza contemporánea.');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    // Step 5, the talent sheet, is optional.
    await expect(page.getByText('Paso 5 de 6')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Paso 6 de 6')).toBeVisible();

    // Step 6: a bad address shows the spec's alert and nothing is sent.
    const friend = uniqueEmail('amiga');
    await page.getByLabel('Correo 1').fill(friend);
    await page.getByLabel('Correo 2').fill('esto-no-es-correo');
    await page.getByRole('button', { name: 'Terminar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Por favor verifica que los correos electrónicos estén correctos.',
    );
    await expect(page).toHaveURL(/\/register\/wizard/);
    await page.getByLabel('Correo 2').fill('');
    await page.getByRole('button', { name: 'Terminar' }).click();
    // The wizard ends with people to follow, then the feed.
    await expect(page.getByRole('heading', { name: '¡Listo! Sigue a otros talentos' })).toBeVisible();
    await page.getByRole('button', { name: 'Ir a mis noticias' }).click();
    await expect(page).toHaveURL(/\/noticias$/);

    const invitation = await waitForMail(friend, /te invita a ver su talento/);
    expect(invitation.subject).toContain('Ana Pérez García');

    // The category and the biography were kept.
    await page.goto('/user/interests');
    await expect(page.getByRole('button', { name: /Música y baile/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/user/dashboard');
    await expect(page.getByLabel('Biografía')).toHaveValue('Bailarina y coreógrafa de danza contemporánea.');
  });

  test('a confirmation link that does not work says so and offers a new e-mail; /register/success alone goes to /', async ({
    page,
  }) => {
    const broken = { name: 'Este enlace de confirmación no funciona' };
    // A fresh load each: a change of the fragment alone would not load the page again.
    await page.goto('/register/confirmation#not-a-real-token');
    await expect(page.getByRole('heading', broken)).toBeVisible();
    await expect(page).toHaveURL(/\/register\/confirmation/);
    await page.goto('/register/confirmation');
    await expect(page.getByRole('heading', broken)).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('nadie'));
    await page.getByRole('button', { name: 'Enviar un correo nuevo' }).click();
    await expect(page.getByRole('status')).toContainText('te enviamos un enlace nuevo');
    await page.goto('/register/success');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an agency signs up, confirms and completes its setup', async ({ page }) => {
    const email = uniqueEmail('agencia');
    await page.goto('/register');
    await page.getByLabel('Nombre').fill('Marta');
    await page.getByLabel('Apellidos').fill('Soto');
    await fillEmailAndWaitForCheck(page, 'Correo electrónico', email);
    await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga-2');
    await chooseBirthDate(page, 'Fecha de nacimiento', yearsAgo(40));
    await page.getByRole('radio', { name: 'Femenino' }).check({ force: true });
    await page.getByLabel('Ciudad').fill('Madrid');
    await page.getByLabel('País').selectOption('ES');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await expect(page).toHaveURL(/\/register\/success$/);

    await page.goto(await confirmationLink(email));
    await expect(page).toHaveURL(/\/register\/select$/);
    await page.getByRole('button', { name: /Buscar talento/ }).click();
    await expect(page).toHaveURL(/\/register\/agencia$/);

    await page.getByRole('button', { name: 'Empezar a descubrir talento' }).click();
    await expect(page.getByText('Introduce el nombre de la agencia.')).toBeVisible();

    await page.getByLabel('Nombre de la agencia').fill('Estrella Talentos');
    await page.getByLabel('Descripción').fill('Buscamos talento joven en música y cine.');
    await page.getByLabel('Correo de contacto').fill('contacto@estrella.example');
    await page.getByLabel('Teléfono').fill('+34 600 123 456');
    await page.getByLabel('Sitio web').fill('https://estrella.example');
    await page.getByRole('button', { name: /Música y baile/ }).click();
    await page.getByRole('button', { name: /Cinematografía/ }).click();
    await page.getByRole('button', { name: 'Empezar a descubrir talento' }).click();
    await expect(page).toHaveURL(/\/noticias$/);

    // The agency's header has its "talents" entry and no own-profile link.
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Talentos' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mi perfil' })).toHaveCount(0);

    await page.goto('/user/interests');
    await expect(page.getByRole('heading', { name: 'Categorías que buscas' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Música y baile/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /Cinematografía/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /Deportes/ })).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/user/dashboard');
    await expect(page.getByLabel('Nombre de la agencia')).toHaveValue('Estrella Talentos');
  });

  test('a user forgets the password, follows the e-mail link and sets a new one', async ({ page, request }) => {
    const account = await createAccount(request, { type: 'talento' });

    await page.goto('/forgot');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('nadie'));
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('alert')).toContainText('Parece que ese correo no está registrado');

    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Correo enviado')).toBeVisible();

    const mail = await waitForMail(account.email, /recupera tu contraseña/);
    const link = mail.links.find((l) => /\/forgot\/[^/]+$/.test(l));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/user\/password$/);
    await expect(page.getByText('Abriste un enlace de recuperación')).toBeVisible();
    await expect(page.getByLabel('Contraseña actual')).toHaveCount(0);

    await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
    await page.getByLabel('Repite la nueva contraseña').fill('corta');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Tu contraseña debe tener al menos 10 caracteres.').first()).toBeVisible();

    await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-segura');
    await page.getByLabel('Repite la nueva contraseña').fill('nueva-clave-segura');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Tus datos se actualizaron correctamente.')).toBeVisible();

    // The link is single-use.
    await logOut(page);
    await page.goto(link!);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.locator('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toContainText('La contraseña parece ser incorrecta.');
    await page.getByLabel('Contraseña', { exact: true }).fill('nueva-clave-segura');
    await page.locator('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
  });

  test('login: nothing is sent while a field is empty; an unknown e-mail gets the credentials text', async ({
    page,
  }) => {
    await page.goto('/login');
    const submit = page.locator('main').getByRole('button', { name: 'Iniciar sesión' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('nadie'));
    await expect(submit).toBeDisabled();
    await page.getByLabel('Contraseña', { exact: true }).fill('lo-que-sea-123');
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('Parece que ese correo no está registrado');
    await expect(page.getByRole('alert').getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  test('a user edits personal data, the e-mail (a taken one is refused), the password, the language and the profile URL', async ({
    page,
    request,
  }) => {
    // Five settings and the e-mail change's two messages: longer than the default 30 s on two cores.
    test.setTimeout(60_000);
    const other = await createAccount(request, { type: 'talento', nombre: 'Otra' });
    const account = await createAccount(request, { type: 'talento', nombre: 'Lucía' });
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/noticias$/);

    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/dashboard$/);

    // The stored birth date shows in its three selects; a new one is chosen and saved below.
    const birth = page.getByRole('group', { name: 'Fecha de nacimiento', exact: true });
    const [year, month, day] = yearsAgo(25)
      .split('-')
      .map((part) => String(Number(part)));
    await expect(birth.getByLabel('Día')).toHaveValue(day!);
    await expect(birth.getByLabel('Mes')).toHaveValue(month!);
    await expect(birth.getByLabel('Año')).toHaveValue(year!);
    await chooseBirthDate(page, 'Fecha de nacimiento', '1990-02-28');

    await page.getByLabel('Nombre', { exact: true }).fill('Lucía María');
    await page.getByLabel('Instagram').fill('https://instagram.com/lucia');
    await page.getByLabel('Teléfono').fill('+52 55 1234 5678');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Tus datos se actualizaron correctamente.')).toBeVisible();
    await expect(page.locator('.account-trigger')).toContainText('Lucía María');
    await page.reload();
    await expect(birth.getByLabel('Día')).toHaveValue('28');
    await expect(birth.getByLabel('Mes')).toHaveValue('2');
    await expect(birth.getByLabel('Año')).toHaveValue('1990');

    // The address changes on its own, behind the password: a taken one is refused; a new one
    // waits for the link sent to it, and only then is the account's.
    await page.getByLabel('Nuevo correo electrónico').fill(other.email);
    await page.getByLabel('Tu contraseña actual').fill(account.password);
    await page.getByRole('button', { name: 'Cambiar correo' }).click();
    await expect(page.getByText('Ese correo electrónico ya está en uso por otra cuenta.')).toBeVisible();
    const newEmail = uniqueEmail('lucia-nueva');
    await page.getByLabel('Nuevo correo electrónico').fill(newEmail);
    await page.getByRole('button', { name: 'Cambiar correo' }).click();
    await expect(page.getByText(`Pendiente: confirma el cambio desde ${newEmail}.`, { exact: false })).toBeVisible();
    await waitForMail(account.email, /se pidió cambiar tu correo/);
    const confirmation = await waitForMail(newEmail, /confirma tu nuevo correo/);
    const link = confirmation.links.find((l) => /\/user\/email\/confirmation#/.test(l));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Correo confirmado' })).toBeVisible();
    await page.goto('/user/dashboard');
    await expect(page.getByText(`Tu correo ahora: ${newEmail}`)).toBeVisible();

    // Password change asks for the current password.
    await page.getByRole('link', { name: 'Contraseña', exact: true }).click();
    // Retried: on a loaded machine the form can render again while its chunk settles, clearing what was typed.
    await expect(async () => {
      await page.getByLabel('Contraseña actual').fill('equivocada-0000');
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-segura-1');
      await page.getByLabel('Repite la nueva contraseña').fill('otra-clave-segura-2');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await page.getByLabel('Repite la nueva contraseña').fill('otra-clave-segura-1');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('La contraseña actual no es correcta.').first()).toBeVisible();
    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Tus datos se actualizaron correctamente.')).toBeVisible();

    // Profile URL: stripped while typing, must be free.
    await page.getByRole('link', { name: 'Cuenta', exact: true }).click();
    const url = page.getByLabel('Dirección de tu perfil');
    await url.fill(`lucía baila!${Date.now() % 100000}`);
    await expect(url).toHaveValue(/^lucabaila\d+$/);
    const chosenUrl = await url.inputValue();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Tus datos se actualizaron correctamente.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', `/profile/${chosenUrl}`);
    await url.fill('noticias');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Esa URL de perfil ya existe o no está disponible; elige otra.').first()).toBeVisible();

    // Language: saved on the server, applied now and at the next login.
    await page.getByRole('radio', { name: 'English' }).check({ force: true });
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await logOut(page);
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await logIn(page, newEmail, 'otra-clave-segura-1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/user/settings');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  });
});

test.describe('accounts: language switches of a logged-in user', () => {
  test('the footer switch keeps the language on the server, applied at the next login', async ({ page, request }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'es');
    });
    const account = await createAccount(request, { type: 'talento' });
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/noticias$/);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/language') && response.request().method() === 'PUT',
    );
    await page.locator('footer').getByRole('button', { name: 'EN' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await logOut(page);
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await logIn(page, account.email, account.password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('accounts (en)', () => {
  test('a talent signs up in English, confirms and is sent to the setup', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const email = uniqueEmail('talent-en');
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).last().click();
    await expect(page.getByRole('alert').getByRole('listitem').first()).toHaveText(
      'Enter your first name and surname.',
    );

    await page.getByLabel('First name').fill('John');
    await page.getByLabel('Surname').fill('Smith');
    await fillEmailAndWaitForCheck(page, 'E-mail', email);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-1');
    // Month first in English.
    await expect(page.getByRole('group', { name: 'Date of birth' }).getByRole('combobox').first()).toHaveAccessibleName(
      'Month',
    );
    await chooseBirthDate(page, 'Date of birth', yearsAgo(30));
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('Country').selectOption('US');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).last().click();
    await expect(page).toHaveURL(/\/register\/success$/);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const mail = await waitForMail(email, /confirm your account/);
    const link = mail.links.find((l) => l.includes('/register/confirmation#'));
    await page.goto(link!);
    await expect(page).toHaveURL(/\/register\/select$/);
    await expect(page.getByRole('heading', { name: 'How do you want to use Vitrina?' })).toBeVisible();
    await page.getByRole('button', { name: /Show my talent/ }).click();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByPlaceholder('Search other talents')).toBeVisible();
  });
});
