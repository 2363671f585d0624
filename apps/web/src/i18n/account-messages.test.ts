import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';
import { catalogues, type Texts } from './catalogues.ts';

/**
 * Spec §5 (validation) and §8 (errors) for the accounts area, item by item: every message has a text in
 * Spanish and in English (non-empty and not the same in both), and every error code the server can
 * answer in this area has a text in the web's `errors` namespace, so no failure ever shows a raw code.
 */

type Lang = 'es' | 'en';

function lookup(lang: Lang, key: string): string | undefined {
  const [ns, path] = key.split(':') as [string, string];
  let node: string | Texts | undefined = catalogues[lang][ns];
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

interface SpecMessage {
  /** Where the spec names it. */
  spec: string;
  /** namespace:key of the text the web shows. */
  key: string;
  /** The spec's own Spanish words, where it quotes them. */
  es?: string;
}

const registerRules: SpecMessage[] = [
  { spec: '§5/§8 register: missing name and surname', key: 'errors:nombre_y_apellido' },
  { spec: '§5/§8 register: missing e-mail', key: 'errors:correo_electronico' },
  {
    spec: '§5/§8 register: invalid e-mail',
    key: 'errors:correo_electronico_invalido',
    es: 'Correo electrónico invalido',
  },
  { spec: '§5/§8 register: missing password', key: 'errors:contrasena' },
  { spec: '§9 minimum password length 10', key: 'errors:tu_contrasena_debe_ser_mas_larga' },
  { spec: '§5/§8 register: missing birth date', key: 'errors:fecha_nacimiento' },
  { spec: '§5 terms: minimum age 14', key: 'errors:edad_minima' },
  { spec: '§5/§8 register: missing city', key: 'errors:ciudad' },
  { spec: '§2 register: country from the list', key: 'errors:pais' },
  { spec: '§5/§8 register: terms must be accepted', key: 'errors:terminos' },
];

const specMessages: SpecMessage[] = [
  ...registerRules,
  { spec: '§2 register: errors listed under a heading', key: 'auth:register.rulesHeading' },
  { spec: '§8 register: e-mail already registered (links to login and recovery)', key: 'auth:register.emailTaken' },
  { spec: '§5 register: e-mail-exists check on blur (notice)', key: 'auth:register.checkingEmail' },
  { spec: '§8 login: error password → la_contrasena_parece', key: 'auth:login.la_contrasena_parece' },
  { spec: '§8 login: error credentials → parece_que_ese_correo', key: 'auth:login.parece_que_ese_correo' },
  { spec: '§8 login: code password', key: 'errors:password' },
  { spec: '§8 login: code credentials', key: 'errors:credentials' },
  { spec: '§8 recovery: code user', key: 'errors:user' },
  { spec: '§8 recovery: success email_enviado', key: 'auth:forgot.email_enviado' },
  { spec: '§8 recovery: error parece_que_ese_correo2', key: 'auth:forgot.parece_que_ese_correo2' },
  { spec: '§8 social: unregistered account facebook_registrado', key: 'errors:facebook_registrado' },
  { spec: '§5/§8 social: the social account already exists', key: 'auth:facebook.existsTitle' },
  { spec: '§5/§8 social: the social account already exists (body)', key: 'auth:facebook.exists' },
  { spec: '§5 settings: error.nombre_y_apellido', key: 'errors:nombre_y_apellido' },
  { spec: '§5 settings: error.correo_electronico', key: 'errors:correo_electronico' },
  { spec: '§5 settings: error.correo_electronico_invalido', key: 'errors:correo_electronico_invalido' },
  { spec: '§5 settings: user.correo_existe', key: 'settings:user.correo_existe' },
  { spec: '§5 settings: error.fecha_nacimiento', key: 'errors:fecha_nacimiento' },
  { spec: '§8 settings: error.intente_nuevamente', key: 'settings:error.intente_nuevamente' },
  { spec: '§8 settings: user.corregir_cambios', key: 'settings:user.corregir_cambios' },
  { spec: '§8 settings: warning.actualizacion_exitosamente', key: 'settings:warning.actualizacion_exitosamente' },
  { spec: '§5 password: error.debes_introducir_contrasenas', key: 'errors:debes_introducir_contrasenas' },
  { spec: '§5 password: error.tu_contrasena_debe_ser_mas_larga', key: 'errors:tu_contrasena_debe_ser_mas_larga' },
  { spec: '§5 password: error.las_contrasenas_no_coinciden', key: 'errors:las_contrasenas_no_coinciden' },
  { spec: '§5 profile URL: error.no_puede_estar_vacio_url', key: 'errors:no_puede_estar_vacio_url' },
  { spec: '§8 profile URL: error.el_perfil_existe', key: 'errors:el_perfil_existe' },
  {
    spec: '§5 wizard: bad shared e-mail alert',
    key: 'onboarding:share.alert',
    es: 'Por favor verifica que los correos electrónicos estén correctos.',
  },
  {
    spec: '§5 wizard: bad shared e-mail (server code)',
    key: 'errors:verifica_correos',
    es: 'Por favor verifica que los correos electrónicos estén correctos.',
  },
  { spec: '§5/§8 images: none chosen', key: 'media:status.none', es: 'Selecciona una imagen primero' },
  { spec: '§8 images: waiting', key: 'media:status.processing', es: 'Procesando imagen...' },
  { spec: '§8 images: success', key: 'media:status.success', es: 'Imagen procesada correctamente' },
  { spec: '§8 images: failure', key: 'media:status.error', es: 'Error no se pudo procesar imagen' },
  { spec: '§5 images: advice (1,200 px; JPG, PNG or GIF)', key: 'media:upload.advice' },
];

/** The web's own sources (tests left out), to check that each non-generic text is actually used. */
const webSources = Object.entries(
  import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../i18n/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** The server's accounts modules and the contract's rules: every error code they can answer. */
const serverSources = Object.entries(
  import.meta.glob<string>(
    [
      '../../../server/src/modules/auth/*.ts',
      '../../../server/src/modules/accounts/*.ts',
      '../../../server/src/modules/profiles/*.ts',
      '../../../server/src/modules/discovery/*.ts',
      '../../../server/src/modules/categories/*.ts',
      '../../../server/src/http/*.ts',
      '../../../../packages/contract/src/auth.ts',
      '../../../../packages/contract/src/users.ts',
      '../../../../packages/contract/src/categories.ts',
      '../../../../packages/contract/src/account-rules.ts',
      '!../../../**/*.test.ts',
    ],
    { query: '?raw', import: 'default', eager: true },
  ),
);

function codesIn(source: string): string[] {
  const patterns = [
    /new AppError\(\s*'([a-z_]+)'/g,
    /\bcode: '([a-z_]+)'/g,
    /\berror: '([a-z_]+)'/g,
    /errorBody\(\s*'([a-z_]+)'/g,
    /status === \d+ \? '([a-z_]+)'/g,
  ];
  // `code: 'custom'` is the kind of a zod issue the contract adds, not a code the API answers.
  return patterns
    .flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!))
    .filter((code) => code !== 'custom');
}

describe('accounts area messages (spec §5 and §8) in both languages', () => {
  it.each(specMessages.map((m) => [m.spec, m] as const))('%s', (_spec, message) => {
    const es = lookup('es', message.key);
    const en = lookup('en', message.key);
    expect(es?.trim(), `${message.key} (es)`).toBeTruthy();
    expect(en?.trim(), `${message.key} (en)`).toBeTruthy();
    expect(en, `${message.key}: the English text is the Spanish one`).not.toBe(es);
    if (message.es) expect(es).toBe(message.es);
  });

  it('each register rule has its own text (one per rule, in each language)', () => {
    for (const lang of ['es', 'en'] as const) {
      const texts = registerRules.map((rule) => lookup(lang, rule.key));
      expect(new Set(texts).size, lang).toBe(texts.length);
    }
  });

  it('every text that is not a plain error code is used by some screen', () => {
    const unused = specMessages
      .filter((message) => !message.key.startsWith('errors:'))
      .map((message) => message.key.split(':')[1]!)
      .filter((path) => !webSources.some(([, source]) => source.includes(`'${path}'`) || source.includes(`"${path}"`)));
    expect(unused).toEqual([]);
  });

  it('every code of the contract catalogues has a web text in both languages', () => {
    const codes = Object.keys(errorCatalogue);
    const missing = codes.flatMap((code) =>
      (['es', 'en'] as const)
        .filter((lang) => !lookup(lang, `errors:${code}`)?.trim())
        .map((lang) => `${code} (${lang})`),
    );
    expect(missing).toEqual([]);
  });

  it('every error code the accounts server code can answer has a web text and a server text', () => {
    expect(serverSources.length).toBeGreaterThanOrEqual(10);
    const codes = [...new Set(serverSources.flatMap(([, source]) => codesIn(source)))].sort();
    // The scan finds the codes it should (it would find nothing if the patterns broke).
    expect(codes).toEqual(
      expect.arrayContaining(['credentials', 'password', 'user', 'correo_existe', 'el_perfil_existe']),
    );
    const serverTexts = new Set(Object.keys(errorCatalogue));
    expect(codes.filter((code) => !lookup('es', `errors:${code}`) || !lookup('en', `errors:${code}`))).toEqual([]);
    expect(codes.filter((code) => !serverTexts.has(code))).toEqual([]);
  });
});
