/** The app's version: VITE_APP_VERSION when the build sets it, else the package's version. */
const fromBuild: unknown = import.meta.env.VITE_APP_VERSION;

export const APP_VERSION: string = typeof fromBuild === 'string' && fromBuild !== '' ? fromBuild : '0.1.0';

/** Vite's mode ('production', 'development', 'test'). */
export const APP_MODE: string = import.meta.env.MODE;
