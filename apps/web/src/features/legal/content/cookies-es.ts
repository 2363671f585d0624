import type { LegalDoc } from '../legal-types.ts';

const cookies: LegalDoc = {
  title: 'Política de cookies',
  intro:
    'Aquí te contamos qué guarda Vitrina en tu navegador, para qué sirve y cómo puedes controlarlo. La versión corta: solo lo imprescindible para que el servicio funcione, sin publicidad ni rastreo.',
  summary: [
    'Vitrina **no usa cookies publicitarias, de analítica ni de rastreo**.',
    'Guardamos en tu navegador tu sesión (caduca a los {{sessionDays}} días) y tu idioma.',
    'Si algún día quisiéramos usar otras tecnologías, te lo avisaríamos con al menos **{{noticeWeeksWords}} ({{noticeWeeks}}) semanas** de anticipación y te pediríamos permiso.',
  ],
  sections: [
    {
      id: 'que-son',
      title: 'Qué son las cookies y el almacenamiento local',
      blocks: [
        'Las cookies son pequeños archivos que un sitio guarda en tu navegador. El almacenamiento local y el almacenamiento de sesión son mecanismos parecidos que permiten a una aplicación web recordar información en tu dispositivo. En esta política llamamos a todos ellos «cookies» para simplificar.',
      ],
    },
    {
      id: 'que-usamos',
      title: 'Qué guardamos en tu navegador',
      blocks: [
        'Vitrina **no instala cookies propias**. Usa el almacenamiento de tu navegador solo para lo siguiente, todo estrictamente necesario para darte el servicio que pides:',
        {
          table: {
            head: ['Nombre', 'Dónde', 'Para qué', 'Duración'],
            rows: [
              [
                'token',
                'Almacenamiento local si eliges «Recordarme»; si no, almacenamiento de sesión',
                'Mantener tu sesión iniciada y autenticar tus peticiones.',
                'Hasta que cierres sesión (o cierres la pestaña, si no elegiste «Recordarme»); la sesión caduca a los {{sessionDays}} días.',
              ],
              [
                'lang',
                'Almacenamiento local',
                'Recordar el idioma que elegiste (español o inglés).',
                'Hasta que cambies de idioma o borres los datos del sitio.',
              ],
              [
                'registered-user',
                'Almacenamiento de sesión',
                'Justo después de registrarte, recordar a qué cuenta reenviar el correo de confirmación.',
                'Hasta que salgas de esa página o cierres la pestaña.',
              ],
            ],
          },
        },
        'Ninguno de estos datos se usa para publicidad, para elaborar perfiles ni se comparte con terceros.',
      ],
    },
    {
      id: 'terceros',
      title: 'Servicios de terceros',
      blocks: [
        {
          list: [
            '**Videos de YouTube**: los videos publicados en Vitrina se muestran con el modo de privacidad mejorada de YouTube (youtube-nocookie.com). YouTube puede guardar información en tu navegador cuando reproduces un video, conforme a sus propias políticas.',
            '**Inicio de sesión con Facebook**: solo si está disponible y eliges usarlo, se carga el componente de Facebook, que puede instalar sus propias cookies conforme a la política de Facebook.',
          ],
        },
        'Fuera de esos casos, que dependen de una acción tuya, ningún tercero guarda información en tu navegador a través de Vitrina.',
      ],
    },
    {
      id: 'control',
      title: 'Cómo controlarlas',
      blocks: [
        'Al **cerrar sesión** borramos tu sesión del navegador. También puedes borrar en cualquier momento los datos que Vitrina guarda desde la configuración de tu navegador (normalmente en «Privacidad» › «Datos de sitios»).',
        'Si los borras, tendrás que volver a iniciar sesión y Vitrina se mostrará de nuevo en español hasta que vuelvas a elegir tu idioma. Si bloqueas por completo el almacenamiento del sitio, no podrás iniciar sesión.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios a esta política',
      blocks: [
        'Si cambiamos lo que guardamos en tu navegador, actualizaremos esta política y te lo avisaremos por correo electrónico y dentro de Vitrina **con al menos {{noticeWeeksWords}} ({{noticeWeeks}}) semanas de anticipación**. Cualquier tecnología no imprescindible requerirá antes tu consentimiento.',
      ],
    },
    {
      id: 'contacto',
      title: 'Dudas',
      blocks: [
        'Escríbenos a [{{privacyEmail}}](mailto:{{privacyEmail}}). Para saber cómo tratamos tus datos personales, consulta el [Aviso de privacidad](/politicas-privacidad).',
      ],
    },
  ],
};

export default cookies;
