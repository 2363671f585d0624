/** The session's own states (features/session). */
export default {
  unavailable: {
    title: 'No podemos conectar con Vitrina',
    retrying: 'Tu sesión sigue abierta. Lo intentamos de nuevo en unos segundos…',
    offline: 'Tu sesión sigue abierta. Parece que no hay conexión: lo intentaremos en cuanto vuelva.',
    retry: 'Reintentar ahora',
  },
};
