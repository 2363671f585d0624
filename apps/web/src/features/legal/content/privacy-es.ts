import type { LegalDoc } from '../legal-types.ts';

const privacy: LegalDoc = {
  title: 'Aviso de privacidad',
  intro:
    'Este aviso explica qué datos personales tratamos cuando usas Vitrina, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición (derechos ARCO).',
  summary: [
    'Tratamos tus datos para que funcionen tu cuenta, tu perfil, las búsquedas y los mensajes. **No vendemos tus datos** ni los usamos para publicidad de terceros.',
    'Respondemos tus solicitudes ARCO en un máximo de **{{arcoAnswerDays}} días hábiles** y, si proceden, las hacemos efectivas en los **{{arcoExecuteDays}} días hábiles** siguientes.',
    'Las personas de **{{minAge}} a {{adultAge}} años** solo pueden usar Vitrina con el consentimiento de su madre, padre o tutor.',
    'Al cancelar tu cuenta, tus datos y contenido se eliminan **{{deletionWeeksWords}} ({{deletionWeeks}}) semanas** después.',
    'Te avisaremos de cambios a este aviso con al menos **{{noticeWeeksWords}} ({{noticeWeeks}}) semanas** de anticipación.',
  ],
  sections: [
    {
      id: 'responsable',
      title: 'Responsable de tus datos',
      blocks: [
        'Vitrina es responsable del tratamiento de los datos personales que nos proporcionas, conforme a la legislación mexicana en materia de protección de datos personales en posesión de los particulares. Para cualquier asunto relacionado con tus datos escríbenos a [{{privacyEmail}}](mailto:{{privacyEmail}}).',
      ],
    },
    {
      id: 'datos',
      title: 'Datos que tratamos',
      blocks: [
        {
          list: [
            '**Datos de registro**: nombre, apellido, correo electrónico, contraseña (guardada solo como un resumen cifrado, nunca en texto legible), fecha de nacimiento, sexo, ciudad, país e idioma.',
            '**Datos de perfil**: tipo de cuenta, biografía, foto de perfil y de portada, URL de perfil, categorías que eliges, redes sociales, sitio web y teléfono si decides añadirlos.',
            '**Tu actividad**: publicaciones, fotos, enlaces de video, documentos, comentarios, reacciones, veces compartidas, a quién sigues, bloqueos, reportes, mensajes y notificaciones.',
            '**Invitaciones**: los correos electrónicos de las personas que decides invitar durante la configuración de tu perfil, que usamos solo para enviarles esa invitación.',
            '**Datos técnicos**: dirección IP, tipo de navegador y registros de acceso, que usamos para mantener el servicio seguro y prevenir abusos.',
            '**Inicio de sesión con Facebook**: si lo usas, recibimos de Facebook tu identificador, nombre y correo electrónico.',
          ],
        },
        'No te pedimos datos sensibles (como origen étnico, salud, creencias u orientación sexual). Te pedimos no publicarlos en tu perfil.',
      ],
    },
    {
      id: 'finalidades',
      title: 'Para qué usamos tus datos',
      blocks: [
        'Finalidades necesarias para prestarte el servicio:',
        {
          list: [
            'Crear y administrar tu cuenta, confirmar tu correo y permitirte recuperar tu contraseña.',
            'Mostrar tu perfil y tus publicaciones, y permitir que las agencias y otros talentos te encuentren por categoría y país.',
            'Entregar tus mensajes y notificaciones, y enviarte los correos del servicio (confirmación, recuperación, invitaciones y avisos sobre cambios).',
            'Proteger Vitrina: prevenir fraudes, spam y accesos no autorizados, y atender reportes.',
            'Cumplir obligaciones legales y atender requerimientos de autoridades.',
          ],
        },
        'Finalidades adicionales, a las que puedes oponerte en cualquier momento sin que ello afecte tu cuenta: elaborar estadísticas agregadas para mejorar el producto y enviarte novedades sobre Vitrina. Para oponerte escribe a [{{privacyEmail}}](mailto:{{privacyEmail}}).',
      ],
    },
    {
      id: 'visibilidad',
      title: 'Qué ven otras personas',
      blocks: [
        'Tu perfil es visible para las personas con sesión iniciada en Vitrina, salvo para quienes hayas bloqueado. Incluye tu nombre, foto, portada, ciudad, país, biografía, categorías, redes sociales y publicaciones.',
        'En los perfiles de talento, la pestaña Biografía muestra también tu **correo electrónico**, tu **fecha de nacimiento** (si la tienes registrada) y tu sitio web; en las agencias, el correo aparece como correo de contacto. Tus mensajes solo los ven tú y la persona con quien conversas.',
      ],
    },
    {
      id: 'estadisticas',
      title: 'Estadísticas de visitas',
      blocks: [
        'Contamos las visitas a los perfiles, a las publicaciones y a las fotos para mostrar a cada persona sus propias cifras en Estadísticas: cuántas visitas recibió, de dónde llegaron y qué agencias miraron su perfil. No contamos las visitas a tu propio perfil ni las de personas con las que hay un bloqueo.',
        'Quién miró qué se guarda como máximo **48 horas**, lo justo para contar una visita por persona y día; después solo quedan los totales diarios, sin saber quién los hizo.',
        'A un visitante sin sesión lo contamos con un resumen cifrado diario (un hash con una sal que cambia cada día), **nunca guardando su dirección IP**.',
        'Las agencias pueden **navegar en privado** desde su configuración: entonces el talento ve «una agencia en» su país en lugar de su nombre. Cualquier persona puede dejar de recibir el resumen semanal por correo en su configuración.',
      ],
    },
    {
      id: 'menores',
      title: 'Menores de edad',
      blocks: [
        'Vitrina no está dirigida a menores de **{{minAge}} años** y no permite que abran una cuenta. Las personas **de {{minAge}} a {{adultAge}} años** solo pueden usar Vitrina con el consentimiento de su madre, padre o tutor, quien puede ejercer en su nombre los derechos descritos en este aviso.',
        'Si sabemos que hemos recabado datos de una persona menor de {{minAge}} años, o de una persona menor de {{adultAge}} sin el consentimiento necesario, eliminaremos la cuenta y sus datos.',
      ],
    },
    {
      id: 'transferencias',
      title: 'Con quién compartimos tus datos',
      blocks: [
        '**No vendemos tus datos personales.** Solo los compartimos con:',
        {
          list: [
            'Proveedores que nos prestan servicios de alojamiento, almacenamiento de archivos y envío de correo electrónico, que actúan por nuestra cuenta, bajo contrato y con obligaciones de confidencialidad.',
            'Autoridades competentes, cuando una ley o una orden fundada y motivada nos lo exija.',
            'Facebook, solo si decides iniciar sesión con tu cuenta de Facebook; y YouTube, cuando reproduces un video de YouTube publicado en Vitrina.',
          ],
        },
        'Algunos de estos proveedores pueden estar fuera de México; en ese caso exigimos que protejan tus datos con un nivel equivalente al de este aviso.',
      ],
    },
    {
      id: 'arco',
      title: 'Tus derechos ARCO',
      blocks: [
        'Tienes derecho a **acceder** a tus datos, **rectificarlos** si son inexactos, **cancelarlos** cuando ya no sean necesarios y **oponerte** a su uso para fines concretos. También puedes revocar tu consentimiento o limitar el uso y la divulgación de tus datos. Muchos datos puedes corregirlos tú mismo desde la configuración de tu cuenta.',
        'Para ejercer estos derechos envía un correo a [{{privacyEmail}}](mailto:{{privacyEmail}}) desde el correo de tu cuenta, con:',
        {
          list: [
            'Tu nombre y el correo electrónico de tu cuenta.',
            'Una identificación que acredite tu identidad (o la de tu representante, con el documento que lo acredite; para menores de {{adultAge}} años, la de su madre, padre o tutor).',
            'El derecho que quieres ejercer y los datos a los que se refiere, junto con cualquier documento que ayude a localizarlos.',
          ],
        },
        '**Plazos:** te comunicaremos nuestra respuesta en un máximo de **{{arcoAnswerDays}} días hábiles** contados desde que recibamos tu solicitud completa. Si la solicitud procede, la haremos efectiva dentro de los **{{arcoExecuteDays}} días hábiles** siguientes a la fecha de esa respuesta. En total, a más tardar {{arcoTotalDays}} días hábiles.',
        'Si consideras que no atendimos tu solicitud conforme a la ley, puedes acudir a la autoridad competente en materia de protección de datos personales.',
      ],
    },
    {
      id: 'conservacion',
      title: 'Cuánto tiempo conservamos tus datos',
      blocks: [
        'Conservamos tus datos mientras tu cuenta esté activa. Si cancelas tu cuenta, tu perfil deja de mostrarse de inmediato y tus datos y contenido se **eliminan de forma definitiva {{deletionWeeksWords}} ({{deletionWeeks}}) semanas después de la cancelación**. Después solo conservamos, bloqueados, los datos que una ley nos obligue a guardar y durante el plazo que esta fije.',
      ],
    },
    {
      id: 'seguridad',
      title: 'Cómo protegemos tus datos',
      blocks: [
        'Aplicamos medidas administrativas, técnicas y físicas: conexiones cifradas, contraseñas guardadas con algoritmos de resumen robustos, sesiones firmadas que caducan a los {{sessionDays}} días, cierre de todas las sesiones al cambiar la contraseña, límites contra intentos abusivos y acceso restringido a nuestro personal. Si ocurriera una vulneración que afecte de forma significativa tus derechos, te lo comunicaremos sin demora.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies y almacenamiento local',
      blocks: [
        'Vitrina no usa cookies publicitarias ni de rastreo. Guardamos en tu navegador tu sesión y tu idioma; los detalles están en la [Política de cookies](/politicas-cookies).',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios a este aviso',
      blocks: [
        'Si cambiamos este aviso, te lo comunicaremos por correo electrónico y dentro de Vitrina **con al menos {{noticeWeeksWords}} ({{noticeWeeks}}) semanas de anticipación** a que el cambio surta efecto. La versión vigente siempre estará en esta página, con su fecha de actualización.',
      ],
    },
  ],
};

export default privacy;
