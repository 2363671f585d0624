import type { LegalDoc } from '../legal-types.ts';

const terms: LegalDoc = {
  title: 'Términos de uso',
  intro:
    'Estos términos regulan el uso de Vitrina, la red social donde el talento creativo se muestra y las agencias lo descubren. Léelos con calma: al crear una cuenta o usar Vitrina aceptas cumplirlos.',
  summary: [
    'Puedes usar Vitrina desde los **{{minAge}} años**. Si tienes entre {{minAge}} y {{adultAge}} años necesitas el consentimiento de tu madre, padre o tutor.',
    'Nuestra meta es que Vitrina esté disponible al menos el **{{availability}} del tiempo cada año**.',
    'Respondemos tus solicitudes de privacidad (derechos ARCO) en un máximo de **{{arcoAnswerDays}} días hábiles** y, si proceden, las hacemos efectivas en los **{{arcoExecuteDays}} días hábiles** siguientes.',
    'Te avisaremos de cualquier cambio a estos términos con al menos **{{noticeWeeksWords}} ({{noticeWeeks}}) semanas** de anticipación.',
    'Si cancelas tu cuenta, tu contenido se elimina de forma definitiva **{{deletionWeeksWords}} ({{deletionWeeks}}) semanas** después.',
  ],
  sections: [
    {
      id: 'aceptacion',
      title: 'Aceptación de los términos',
      blocks: [
        'Vitrina («Vitrina», «nosotros») ofrece el servicio descrito en estos términos. Al registrarte, marcar la casilla de aceptación o simplemente usar el servicio, celebras un acuerdo con nosotros y aceptas estos términos, el [Aviso de privacidad](/politicas-privacidad) y la [Política de cookies](/politicas-cookies), que forman parte de ellos.',
        'Si no estás de acuerdo con alguna parte, no uses Vitrina. Si usas Vitrina en nombre de una agencia o empresa, declaras que tienes facultades para obligarla y que esta también acepta estos términos.',
      ],
    },
    {
      id: 'servicio',
      title: 'Qué es Vitrina',
      blocks: [
        'Vitrina es una red social en español e inglés con dos tipos de cuenta:',
        {
          list: [
            '**Talento**: personas con un talento creativo (deporte, música y baile, arte, cinematografía, modelaje o moda, literatura, ciencia y tecnología, cocina) que publican su trabajo en un perfil público.',
            '**Agencia**: agencias, cazatalentos y empresas que buscan, siguen y contactan talentos.',
          ],
        },
        'Crear una cuenta y usar las funciones descritas es gratuito. Podemos mejorar, cambiar o retirar funciones para que el servicio evolucione; cuando un cambio afecte de forma importante la manera en que usas Vitrina te lo comunicaremos con antelación.',
      ],
    },
    {
      id: 'edad',
      title: 'Quién puede usar Vitrina',
      blocks: [
        'Para tener una cuenta debes tener al menos **{{minAge}} años**. No está permitido registrarse con una edad falsa.',
        'Si tienes **entre {{minAge}} y {{adultAge}} años**, solo puedes usar Vitrina con el **consentimiento de tu madre, padre o tutor legal**, quien acepta estos términos en tu nombre y es responsable del uso que hagas del servicio. Te recomendamos revisar juntos tu perfil y con quién hablas.',
        'A partir de los **{{adultAge}} años** puedes aceptar estos términos por ti mismo. Las cuentas de agencia deben ser abiertas y administradas por una persona mayor de {{adultAge}} años con facultades para representar a la agencia.',
        'Podemos pedir información que confirme tu edad o el consentimiento de tu madre, padre o tutor, y suspender o cancelar las cuentas que no cumplan estos requisitos. Si sabemos que una cuenta pertenece a una persona menor de {{minAge}} años, la eliminamos.',
      ],
    },
    {
      id: 'cuenta',
      title: 'Tu cuenta',
      blocks: [
        {
          list: [
            'Proporciona datos verdaderos y mantenlos al día: tu nombre, correo electrónico, fecha de nacimiento y ciudad.',
            'Debes confirmar tu correo electrónico antes de poder usar la cuenta.',
            'Elige una contraseña segura (al menos {{minPasswordLength}} caracteres), no la compartas y no la uses en otros servicios. Eres responsable de lo que ocurra con tu cuenta.',
            'Cada cuenta pertenece a una sola persona o agencia. No puedes vender, ceder ni transferir tu cuenta.',
            'Si sospechas que alguien entró en tu cuenta, cambia tu contraseña y escríbenos a [{{supportEmail}}](mailto:{{supportEmail}}). Cambiar la contraseña cierra las sesiones abiertas en otros dispositivos.',
          ],
        },
        'Si inicias sesión con un proveedor externo (por ejemplo, Facebook), también se aplican las condiciones de ese proveedor.',
      ],
    },
    {
      id: 'contenido',
      title: 'Tu contenido',
      blocks: [
        'Todo lo que publicas (textos, fotos, enlaces de video, documentos, comentarios y mensajes) **sigue siendo tuyo**. Para poder mostrarlo, nos concedes una licencia no exclusiva, gratuita, mundial y limitada a operar y mejorar Vitrina, que nos permite alojarlo, reproducirlo, adaptarlo técnicamente (por ejemplo, recortar o comprimir imágenes) y mostrarlo a otras personas según la visibilidad de tu perfil.',
        'Esta licencia termina cuando eliminas el contenido o cancelas tu cuenta, una vez transcurrido el plazo de eliminación descrito en [Cancelación de la cuenta](#cancelacion). No termina respecto del contenido que otras personas ya compartieron conforme a las funciones del servicio mientras tu cuenta estaba activa.',
        'Al publicar, declaras que tienes los derechos necesarios sobre el contenido y, si aparecen otras personas, su permiso (y el de su madre, padre o tutor si son menores de edad).',
      ],
    },
    {
      id: 'normas',
      title: 'Normas de la comunidad',
      blocks: [
        'Vitrina es un espacio profesional y seguro. No está permitido:',
        {
          list: [
            'Publicar contenido ilegal, violento, de odio o discriminatorio, o que acose, amenace o intimide a otras personas.',
            'Publicar contenido sexual explícito y, en ningún caso, contenido que sexualice a menores de edad; lo reportaremos a las autoridades.',
            'Suplantar a otra persona o agencia, o mentir sobre tu identidad, tu edad o tu relación con una agencia.',
            'Usar Vitrina para estafas, ofertas de trabajo falsas o para pedir dinero a cambio de castings, representación o visibilidad.',
            'Enviar spam o mensajes masivos no solicitados, o invitar a personas sin su consentimiento.',
            'Infringir derechos de autor, marcas o la privacidad de otras personas, incluida la publicación de sus datos personales.',
            'Extraer datos de forma automatizada, eludir las medidas de seguridad, sobrecargar el servicio o distribuir software malicioso.',
          ],
        },
      ],
    },
    {
      id: 'agencias',
      title: 'Talentos, agencias y oportunidades',
      blocks: [
        'Vitrina conecta a talentos y agencias, pero **no forma parte de los acuerdos** que celebren entre ellos ni garantiza ofertas, contrataciones o resultados. No verificamos a cada agencia: antes de aceptar una propuesta, investiga a quien la hace.',
        'Nunca pagues para conseguir una audición o representación a través de Vitrina. Si eres menor de edad, cualquier reunión o acuerdo debe hacerse con la presencia y autorización de tu madre, padre o tutor.',
      ],
    },
    {
      id: 'reportes',
      title: 'Reportes, bloqueos y moderación',
      blocks: [
        'Puedes **reportar** cualquier perfil que incumpla estas normas; revisamos los reportes y podemos retirar contenido, limitar funciones o suspender cuentas. También puedes **bloquear** un perfil: la persona bloqueada ya no podrá visitar tu perfil, ver tus publicaciones, encontrarte en las búsquedas ni enviarte mensajes. El bloqueo es **definitivo** y no se puede deshacer.',
        'Podemos suspender o cancelar, con o sin aviso previo según la gravedad, las cuentas que incumplan estos términos o la ley. Si crees que nos equivocamos, escríbenos a [{{supportEmail}}](mailto:{{supportEmail}}) y revisaremos el caso.',
      ],
    },
    {
      id: 'disponibilidad',
      title: 'Disponibilidad del servicio',
      blocks: [
        'Trabajamos para que Vitrina funcione siempre, con una **meta de disponibilidad del {{availability}} anual**, medida sobre el año calendario. Esta meta no es una garantía: el servicio puede interrumpirse por mantenimiento programado (que procuramos hacer en horarios de poco uso y anunciar con antelación), fallas de proveedores, causas de fuerza mayor o incidentes de seguridad.',
        'Te recomendamos conservar copia de tu trabajo original; Vitrina no sustituye tu propio respaldo.',
      ],
    },
    {
      id: 'propiedad',
      title: 'Propiedad intelectual de Vitrina',
      blocks: [
        'La marca Vitrina, su logotipo, el diseño de la aplicación y el software son nuestros o de nuestros licenciantes. Estos términos no te conceden ningún derecho sobre ellos, salvo el de usar el servicio conforme a lo aquí previsto.',
      ],
    },
    {
      id: 'cancelacion',
      title: 'Cancelación de la cuenta',
      blocks: [
        'Puedes cancelar tu cuenta en cualquier momento escribiendo a [{{supportEmail}}](mailto:{{supportEmail}}) desde el correo de tu cuenta. Desde ese momento tu perfil y tus publicaciones dejan de mostrarse.',
        'Tu contenido y tus datos de perfil se **eliminan de forma definitiva {{deletionWeeksWords}} ({{deletionWeeks}}) semanas después de la cancelación**. Durante ese plazo puedes pedirnos recuperar la cuenta; pasado el plazo no es posible recuperarla. Solo conservaremos después los datos que la ley nos obligue a guardar, durante el tiempo que esta indique.',
      ],
    },
    {
      id: 'responsabilidad',
      title: 'Limitación de responsabilidad',
      blocks: [
        'Ofrecemos Vitrina «tal cual» y «según disponibilidad». En la medida en que la ley lo permita, no respondemos por el contenido que publican las personas usuarias, por los acuerdos entre talentos y agencias ni por daños indirectos derivados del uso o la imposibilidad de uso del servicio. Nada de lo anterior limita los derechos que la legislación de protección al consumidor te reconoce.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios a estos términos',
      blocks: [
        'Podemos actualizar estos términos para reflejar cambios en el servicio o en la ley. Te avisaremos por correo electrónico y dentro de Vitrina **con al menos {{noticeWeeksWords}} ({{noticeWeeks}}) semanas de anticipación** a su entrada en vigor, indicando qué cambia.',
        'Si no estás de acuerdo con los nuevos términos, puedes cancelar tu cuenta antes de que entren en vigor. Si sigues usando Vitrina después de esa fecha, entenderemos que los aceptas.',
      ],
    },
    {
      id: 'ley',
      title: 'Ley aplicable y jurisdicción',
      blocks: [
        'Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para cualquier controversia, las partes se someten a los tribunales competentes de la Ciudad de México, sin perjuicio de los derechos que como consumidor te correspondan ante la autoridad de protección al consumidor o los tribunales de tu domicilio.',
      ],
    },
    {
      id: 'contacto',
      title: 'Contacto',
      blocks: [
        'Para dudas sobre estos términos escribe a [{{helloEmail}}](mailto:{{helloEmail}}); para temas de privacidad, a [{{privacyEmail}}](mailto:{{privacyEmail}}). Encontrarás todas las vías en la página de [Contacto](/contacto).',
      ],
    },
  ],
};

export default terms;
